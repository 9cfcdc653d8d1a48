/* cgroup_v1: a jail's groups in the v1 hierarchies, one folder per controller
 * (fs_root/memory/warden/<name>, fs_root/pids/..., fs_root/cpu/...), each with
 * its limits written file by file. cgroup.c moves tasks in and out. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>

#include "jail/cgroup_backend.h"
#include "jail/util.h"

/* The kernel keeps memory.memsw.limit_in_bytes (memory + swap) >= memory.limit_in_bytes
 * at every moment and refuses a write that would break that (EINVAL). A fresh
 * group is unlimited in both, so memory goes first and memsw follows; a reused
 * group whose memsw is below the new memory limit gets memsw raised first. */
static int write_memory(const char *dir, const struct cgroup_limits *limits)
{
    char memory[24], memsw[24];
    cgroup_format_limit(memory, sizeof memory, limits->memory_max, "-1");
    /* swap_max 0 (swap off) makes memsw equal to memory: no room left to swap. */
    cgroup_format_limit(memsw, sizeof memsw,
                        limits->memory_max ? limits->memory_max + limits->swap_max : 0, "-1");

    int rc = cgroup_write(dir, "memory.limit_in_bytes", memory);
    if (rc == -EINVAL) {
        int raised = cgroup_write(dir, "memory.memsw.limit_in_bytes", memsw);
        if (raised < 0)
            return raised == -ENOENT ? rc : raised;
        return cgroup_write(dir, "memory.limit_in_bytes", memory);
    }
    if (rc < 0)
        return rc;
    /* No memsw file: the kernel does not account swap (swapaccount=0), so swap
     * cannot be limited here; memory.limit_in_bytes still holds. */
    rc = cgroup_write(dir, "memory.memsw.limit_in_bytes", memsw);
    return rc == -ENOENT ? 0 : rc;
}

static int write_limits(enum cgroup_controller c, const char *dir,
                        const struct cgroup_limits *limits)
{
    char value[24];
    switch (c) {
    case CGROUP_MEMORY:
        /* memory.oom_control is left alone: the OOM killer must stay on, it is
         * what ends a jail over its limit. */
        return write_memory(dir, limits);
    case CGROUP_PIDS:
        cgroup_format_limit(value, sizeof value, limits->pids_max, "max");
        return cgroup_write(dir, "pids.max", value);
    case CGROUP_CPUACCT:
        return 0; /* accounts only */
    case CGROUP_CPU: {
        snprintf(value, sizeof value, "%d", CGROUP_CPU_PERIOD_US);
        int rc = cgroup_write(dir, "cpu.cfs_period_us", value);
        if (rc < 0)
            return rc;
        cgroup_format_limit(value, sizeof value, limits->cpu_quota_pct * 1000, "-1");
        return cgroup_write(dir, "cpu.cfs_quota_us", value);
    }
    default:
        return -EINVAL;
    }
}

int cgroup_v1_create(struct cgroup *cg, const char *name, const struct cgroup_limits *limits,
                     char *err, size_t errlen)
{
    const struct cgroup_system *system = cg->system;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        int64_t limit = cgroup_limit_of(limits, c);
        /* Each v1 group costs a mkdir, an attach and an rmdir (~0.1 ms in all),
         * so pids and cpu get one only to hold a limit. Memory always gets one:
         * it reports the peak and the OOM kills; and so does the hierarchy
         * that accounts CPU time (cpuacct, or cpu where the two are one): the
         * payload's exit status carries only what it waited for, not the
         * background children killed at the jail's end. */
        bool accounts = c == CGROUP_CPUACCT || (c == CGROUP_CPU && system->cpuacct_in_cpu);
        if (!system->have[c] || (limit == 0 && c != CGROUP_MEMORY && !accounts))
            continue;
        char hierarchy[CGROUP_PATH_MAX];
        int rc = cgroup_join(hierarchy, sizeof hierarchy, system->root, cgroup_names[c]);
        if (rc == 0)
            rc = cgroup_make_group(cg->path[c], sizeof cg->path[c], hierarchy, name);
        if (cgroup_unusable(rc))
            continue; /* not ours to use (e.g. not root): rlimits take over */
        if (rc < 0)
            return jail_fail(err, errlen, rc, "mkdir %s/%s/%s", hierarchy, CGROUP_SUBTREE, name);

        rc = write_limits(c, cg->path[c], limits);
        if (cgroup_unusable(rc))
            continue; /* the group stays (attach and destroy use it), unlimited */
        if (rc < 0)
            return jail_fail(err, errlen, rc, "write %s limits in %s", cgroup_names[c],
                             cg->path[c]);
        if (limit)
            cg->enforced[c] = MECH_CGROUP1;
    }
    return 0;
}

void cgroup_v1_read_usage(const struct cgroup *cg, struct cgroup_usage *usage)
{
    const char *memory = cg->path[CGROUP_MEMORY];
    const char *cpu = cg->path[CGROUP_CPU];
    uint64_t value;
    if (memory[0] && cgroup_read_number(memory, "memory.max_usage_in_bytes", &value) == 0)
        usage->peak_memory = value > INT64_MAX ? INT64_MAX : (int64_t)value;
    /* The "oom_kill N" line of memory.oom_control counts kills (Linux 4.13+).
     * Older kernels have no such counter: under_oom and memory.failcnt only say
     * the limit was reached, not that a task died, so there this stays 0 and the
     * caller goes by the SIGKILL it sees. */
    if (memory[0] && cgroup_read_key(memory, "memory.oom_control", "oom_kill", &value) == 0)
        usage->oom_kills = value;
    /* cpuacct.usage (ns): in the cpuacct group, or in the cpu group where the
     * two share a hierarchy ("cpu,cpuacct"). */
    const char *cpuacct = cg->path[CGROUP_CPUACCT][0] ? cg->path[CGROUP_CPUACCT] : cpu;
    if (cpuacct[0] && cgroup_read_number(cpuacct, "cpuacct.usage", &value) == 0)
        usage->cpu_us = value / 1000;
}

/* Writes value to dir/file where the kernel has the file (memsw: swap
 * accounting on). */
static int write_if_there(const char *dir, const char *file, const char *value)
{
    int rc = cgroup_write(dir, file, value);
    return rc == -ENOENT ? 0 : rc;
}

int cgroup_v1_reset(struct cgroup *cg)
{
    const char *memory = cg->path[CGROUP_MEMORY];
    if (memory[0]) {
        uint64_t left;
        if (cgroup_read_number(memory, "memory.usage_in_bytes", &left) == 0 &&
            left > CGROUP_REUSE_LEFT_MAX)
            return -ENOSPC;
        /* Writing 0 resets the peak to what is charged now, and the counts of
         * times the limit was hit to 0. */
        static const char *const counters[] = {"memory.max_usage_in_bytes",
                                               "memory.memsw.max_usage_in_bytes", "memory.failcnt",
                                               "memory.memsw.failcnt"};
        for (size_t i = 0; i < sizeof counters / sizeof counters[0]; i++) {
            int rc = write_if_there(memory, counters[i], "0");
            if (rc < 0)
                return rc;
        }
    }
    /* The limits again: whatever the last jail's group was left with, the
     * next gets its own. */
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (!cg->path[c][0])
            continue;
        int rc = write_limits(c, cg->path[c], &cg->limits);
        if (rc < 0 && !cgroup_unusable(rc))
            return rc;
    }
    return 0;
}
