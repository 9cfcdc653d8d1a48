/* cgroup: one small interface over the cgroup v2 and v1 backends. Every group we
 * make lives under a "warden" subtree; the machine's own groups are never written. */
#ifndef WARDEN_CGROUP_H
#define WARDEN_CGROUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "jail/jail.h"

/* cpuacct is a controller of its own only on v1, where it accounts a jail's
 * CPU time, background children killed at its end included (v2's cpu.stat
 * does that in the one group). */
enum cgroup_controller {
    CGROUP_MEMORY,
    CGROUP_PIDS,
    CGROUP_CPU,
    CGROUP_CPUACCT,
    CGROUP_NCONTROLLERS
};

/* Where the hierarchies are, found once per process (or pointed at a fake tree
 * in tests). */
struct cgroup_system {
    enum jail_mechanism version; /* MECH_CGROUP2, MECH_CGROUP1 or MECH_NONE */
    char root[256];              /* v2: the mount; v1: the folder that holds <ctrl>/ */
    bool have[CGROUP_NCONTROLLERS];
    /* v1 with cpu and cpuacct in one hierarchy ("cpu,cpuacct"): the cpu group
     * accounts, and have[CGROUP_CPUACCT] is false. */
    bool cpuacct_in_cpu;
};

struct cgroup_limits {
    int64_t memory_max;    /* bytes; 0 = none */
    int64_t swap_max;      /* bytes; 0 = swap off (v1: memsw = memory) */
    int64_t pids_max;      /* 0 = none */
    int64_t cpu_quota_pct; /* 0 = none; 100 = one full CPU */
};

struct cgroup_usage {
    int64_t peak_memory; /* bytes; -1 unknown */
    uint64_t cpu_us;     /* 0 when unknown */
    uint64_t oom_kills;  /* OOM kills inside the group */
};

/* One jail's group(s). */
struct cgroup {
    const struct cgroup_system *system;
    char path[CGROUP_NCONTROLLERS][320]; /* v1: one per controller; v2: all the same */
    int dirfd;                           /* v2: for CLONE_INTO_CGROUP; else -1 */
    enum jail_mechanism enforced[CGROUP_NCONTROLLERS]; /* MECH_NONE where not limited */
    struct cgroup_limits limits;                       /* as written */
    /* A reused group's counters that cannot be reset (cpu time, OOM kills):
     * their values at the reuse, which cgroup_read_usage subtracts. */
    struct cgroup_usage base;
    /* v2, reused: memory.peak, reset for this fd alone (Linux 6.12+), or -1. */
    int peak_fd;
};

/* Finds the hierarchies under fs_root ("/sys/fs/cgroup" normally). v2 is used
 * when fs_root is itself cgroup2 (it has cgroup.controllers), with have[] from
 * that list; else v1 when the controller folders exist (a hybrid machine's
 * controller-less unified/ is not used). Returns 0 (version may be MECH_NONE). */
int cgroup_system_detect(struct cgroup_system *system, const char *fs_root);

/* Makes fs_root/.../warden/<name> and writes the limits. A controller we may not
 * use (no permission, absent) is left unlimited and marked MECH_NONE in
 * cg->enforced; that is not an error. An existing group of that name is reused
 * with its limits rewritten. v1 makes a pids or cpu group only for a limit.
 * Returns 0 or -errno with err set (and nothing left made). */
int cgroup_create(struct cgroup *cg, const struct cgroup_system *system, const char *name,
                  const struct cgroup_limits *limits, char *err, size_t errlen);

/* Moves pid into the group (v1, or v2 without CLONE_INTO_CGROUP). */
int cgroup_attach(struct cgroup *cg, pid_t pid, char *err, size_t errlen);

/* The same in two steps, so that a new child joins by itself: the parent
 * opens the group's cgroup.procs files (one per folder, the rest -1), the
 * child inherits them and enters, writing its pid (0: itself). On v1 a move may wait
 * for an RCU grace period; this way the child waits, not a server's loop. */
int cgroup_open_procs(const struct cgroup *cg, int fds[CGROUP_NCONTROLLERS]);
int cgroup_enter(const int fds[CGROUP_NCONTROLLERS], pid_t pid);
void cgroup_close_procs(int fds[CGROUP_NCONTROLLERS]);

/* The group's usage since it was made, or since its last cgroup_reuse. */
int cgroup_read_usage(const struct cgroup *cg, struct cgroup_usage *usage);

/* Readies the group of a jail that has ended for the next one, so that no
 * count or limit of the last jail reaches the next: the limits are written
 * again, v1's peak and failure counts reset, the counters that cannot be reset
 * read as a base that usage subtracts, and v2's peak reset on a fd of its own.
 * Returns 0; -EBUSY while a task is still in the group (try later); or another
 * -errno when the group is not fit to reuse (the last jail left more than
 * CGROUP_REUSE_LEFT_MAX bytes charged to it, or a v2 kernel that cannot reset
 * memory.peak): then destroy it. */
int cgroup_reuse(struct cgroup *cg);

/* Kills every task in the group (v2: cgroup.kill; v1: SIGKILL each listed pid). */
int cgroup_kill(const struct cgroup *cg);

/* Removes the group(s); retries briefly while dying tasks leave. Safe to call
 * on a partly created group. */
int cgroup_destroy(struct cgroup *cg);

/* Removes the groups that jails of dead processes left behind (a server or
 * CLI killed with SIGKILL never removes its own): every warden/j<pid>-<n>
 * whose pid no longer exists. Tasks still inside are killed first: only
 * warden puts tasks under warden/; a dead server's warden/s<pid> goes with the
 * jails' groups inside it. Returns how many groups went. Assumes one
 * pid namespace sees every warden that shares these hierarchies. */
int cgroup_sweep_orphans(const struct cgroup_system *system);

/* Removes warden/<name> in every hierarchy, where it exists and is empty: a
 * group that cgroup_create made only in some, and that others' mkdirs made
 * in the rest (a fork-server's group, which its jails' groups sit in). */
void cgroup_remove_named(const struct cgroup_system *system, const char *name);

#endif
