/* rlimits: CPU, FSIZE, NOFILE, CORE=0, NPROC as a backstop, AS without a memory cgroup. */
#include "jail/rlimits.h"

#include <errno.h>
#include <sys/resource.h>

#include "jail/util.h"

/* RLIMIT_NPROC counts every process of the host uid, which all jails of one
 * caller share, so it only backs the pids cgroup up with room to spare. */
#define NPROC_BACKSTOP_FACTOR 4
#define NOFILE_DEFAULT 256

/* ASan reserves terabytes of address space for its shadow memory, so an
 * address-space limit stops an instrumented in-process payload before it
 * starts. Sanitizer builds exist for tests; they leave such a payload's memory
 * to the cgroup alone (and report "none" where there is none). */
#if defined(__SANITIZE_ADDRESS__)
#define AS_LIMIT_FOR_IN_PROCESS false
#else
#define AS_LIMIT_FOR_IN_PROCESS true
#endif

void rlimits_plan(const struct jail_limits *limits, bool in_process, struct jail_enforcement *e)
{
    if (limits->memory_max && e->memory == MECH_NONE && (!in_process || AS_LIMIT_FOR_IN_PROCESS))
        e->memory = MECH_RLIMIT;
    if (limits->pids_max && e->pids == MECH_NONE)
        e->pids = MECH_RLIMIT;
    e->cpu_time = limits->cpu_sec ? MECH_RLIMIT : MECH_NONE;
    e->file_size = limits->file_size_max ? MECH_RLIMIT : MECH_NONE;
    e->open_files = MECH_RLIMIT;
}

static int set_limit(int resource, rlim_t soft, rlim_t hard, const char *name, char *err,
                     size_t errlen)
{
    struct rlimit rl = {soft, hard};
    if (setrlimit(resource, &rl) < 0)
        return jail_fail(err, errlen, -errno, "setrlimit %s", name);
    return 0;
}

int rlimits_apply(const struct jail_limits *limits, const struct jail_enforcement *e, char *err,
                  size_t errlen)
{
    int rc = set_limit(RLIMIT_CORE, 0, 0, "CORE", err, errlen);
    rlim_t nofile = limits->open_files_max ? limits->open_files_max : NOFILE_DEFAULT;
    if (rc == 0)
        rc = set_limit(RLIMIT_NOFILE, nofile, nofile, "NOFILE", err, errlen);
    /* SIGXCPU at the soft limit, SIGKILL a second later at the hard one. */
    if (rc == 0 && limits->cpu_sec)
        rc = set_limit(RLIMIT_CPU, limits->cpu_sec, limits->cpu_sec + 1, "CPU", err, errlen);
    if (rc == 0 && limits->file_size_max)
        rc = set_limit(RLIMIT_FSIZE, limits->file_size_max, limits->file_size_max, "FSIZE", err,
                       errlen);
    if (rc == 0 && limits->pids_max) {
        rlim_t n = e->pids == MECH_RLIMIT ? (rlim_t)limits->pids_max
                                          : (rlim_t)limits->pids_max * NPROC_BACKSTOP_FACTOR;
        rc = set_limit(RLIMIT_NPROC, n, n, "NPROC", err, errlen);
    }
    /* Address space is a poor proxy for memory (it counts reservations), so it
     * is used only when no memory cgroup can enforce the real thing. */
    if (rc == 0 && e->memory == MECH_RLIMIT)
        rc = set_limit(RLIMIT_AS, (rlim_t)limits->memory_max, (rlim_t)limits->memory_max, "AS",
                       err, errlen);
    return rc;
}
