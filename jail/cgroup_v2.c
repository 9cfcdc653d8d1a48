/* cgroup_v2: a jail's one group, fs_root/warden/<name>, in the unified
 * hierarchy, with memory, pids and cpu enabled on the way down to it. Its
 * directory fd lets clone3 start the jail inside it (CLONE_INTO_CGROUP). */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jail/cgroup_backend.h"
#include "jail/util.h"

static bool lacks_any(const struct cgroup_system *system, const char *list)
{
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        if (system->have[c] && !cgroup_list_has(list, cgroup_names[c]))
            return true;
    return false;
}

/* Writes "+memory +pids +cpu" (those of ours that list lacks) to dir's
 * cgroup.subtree_control; the kernel takes that all or nothing, so on failure
 * it goes one at a time, and a controller the kernel refuses (cpu while a
 * realtime task runs outside the root) does not cost us the others. */
static void enable_missing(const struct cgroup_system *system, const char *dir, const char *list)
{
    char want[64];
    size_t len = 0;
    want[0] = '\0';
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        if (system->have[c] && !cgroup_list_has(list, cgroup_names[c]))
            len += (size_t)snprintf(want + len, sizeof want - len, "%s+%s", len ? " " : "",
                                    cgroup_names[c]);
    if (len == 0 || cgroup_write(dir, "cgroup.subtree_control", want) == 0)
        return;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (!system->have[c] || cgroup_list_has(list, cgroup_names[c]))
            continue;
        char one[16];
        snprintf(one, sizeof one, "+%s", cgroup_names[c]);
        cgroup_write(dir, "cgroup.subtree_control", one);
    }
}

/* A group gets only the controllers its parent lists in cgroup.subtree_control,
 * so the root must list ours for warden/, and warden/ for its groups. The
 * root's list is written only when it lacks one of ours: that turns the
 * controller on for the machine's other top-level groups too.
 *
 * The "no internal processes" rule: a group other than the root may not both
 * hold tasks and enable controllers for its children (EBUSY). The root is
 * exempt. warden/ must never hold a task itself: tasks only ever go into
 * warden/<name>, which enables nothing below it.
 *
 * Best effort: a controller left disabled leaves its files missing in the
 * group, which create reads as "not ours to use". */
static void enable_controllers(const struct cgroup_system *system, const char *subtree)
{
    char list[CGROUP_READ_MAX];
    if (cgroup_read(subtree, "cgroup.subtree_control", list, sizeof list) < 0 ||
        !lacks_any(system, list))
        return; /* the usual case: enabled by the first jail since boot */
    char root_list[CGROUP_READ_MAX];
    if (cgroup_read(system->root, "cgroup.subtree_control", root_list, sizeof root_list) >= 0)
        enable_missing(system, system->root, root_list);
    enable_missing(system, subtree, list);
}

static int write_limits(enum cgroup_controller c, const char *dir,
                        const struct cgroup_limits *limits)
{
    char value[48];
    switch (c) {
    case CGROUP_MEMORY: {
        cgroup_format_limit(value, sizeof value, limits->memory_max, "max");
        int rc = cgroup_write(dir, "memory.max", value);
        if (rc < 0)
            return rc;
        /* swap_max 0 means swap off, so 0 is written as is, never as "max". No
         * file: this kernel cannot limit swap (no CONFIG_SWAP, or swap
         * accounting off); memory.max still holds. */
        snprintf(value, sizeof value, "%" PRId64, limits->swap_max);
        rc = cgroup_write(dir, "memory.swap.max", value);
        return rc == -ENOENT ? 0 : rc;
    }
    case CGROUP_PIDS:
        cgroup_format_limit(value, sizeof value, limits->pids_max, "max");
        return cgroup_write(dir, "pids.max", value);
    case CGROUP_CPUACCT:
        return 0; /* v1 only */
    case CGROUP_CPU:
        if (limits->cpu_quota_pct)
            snprintf(value, sizeof value, "%" PRId64 " %d", limits->cpu_quota_pct * 1000,
                     CGROUP_CPU_PERIOD_US);
        else
            snprintf(value, sizeof value, "max %d", CGROUP_CPU_PERIOD_US);
        return cgroup_write(dir, "cpu.max", value);
    default:
        return -EINVAL;
    }
}

int cgroup_v2_create(struct cgroup *cg, const char *name, const struct cgroup_limits *limits,
                     char *err, size_t errlen)
{
    const struct cgroup_system *system = cg->system;
    char group[sizeof cg->path[0]];
    int rc = cgroup_make_group(group, sizeof group, system->root, name);
    if (cgroup_unusable(rc))
        return 0; /* not ours to use (e.g. not root): rlimits take over */
    if (rc < 0)
        return jail_fail(err, errlen, rc, "mkdir %s/%s/%s", system->root, CGROUP_SUBTREE, name);
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        memcpy(cg->path[c], group, sizeof group);

    char subtree[CGROUP_PATH_MAX];
    cgroup_join(subtree, sizeof subtree, system->root, CGROUP_SUBTREE); /* shorter than group */
    enable_controllers(system, subtree);
    /* A jail in a server's group (warden/<server>/<jail>): that group passes
     * the controllers on too. It holds no task itself. */
    const char *slash = strchr(name, '/');
    if (slash) {
        char parent[CGROUP_PATH_MAX];
        int n = snprintf(parent, sizeof parent, "%s/%.*s", subtree, (int)(slash - name), name);
        if (n > 0 && (size_t)n < sizeof parent)
            enable_controllers(system, parent);
    }

    /* O_PATH is enough for clone3: it only needs to name the folder. */
    cg->dirfd = open(group, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (cg->dirfd < 0)
        return jail_fail(err, errlen, -errno, "open %s", group);

    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (!system->have[c])
            continue;
        /* Every limit file is written, "max" included, so a reused group keeps
         * nothing from its last jail. */
        rc = write_limits(c, group, limits);
        if (cgroup_unusable(rc))
            continue; /* controller not enabled here: its files are missing */
        if (rc < 0)
            return jail_fail(err, errlen, rc, "write %s limits in %s", cgroup_names[c], group);
        if (cgroup_limit_of(limits, c))
            cg->enforced[c] = MECH_CGROUP2;
    }
    return 0;
}

void cgroup_v2_read_usage(const struct cgroup *cg, struct cgroup_usage *usage)
{
    const char *group = cg->path[CGROUP_MEMORY];
    uint64_t value;
    if (!group[0])
        return;
    /* memory.peak appeared in Linux 5.19; before it v2 has no peak: -1. A
     * reused group's is read through the fd it was reset on. */
    char text[32];
    ssize_t n = cg->peak_fd >= 0 ? pread(cg->peak_fd, text, sizeof text - 1, 0) : -1;
    if (n > 0) {
        text[n] = '\0';
        value = strtoull(text, NULL, 10);
        usage->peak_memory = value > INT64_MAX ? INT64_MAX : (int64_t)value;
    } else if (cg->peak_fd < 0 && cgroup_read_number(group, "memory.peak", &value) == 0) {
        usage->peak_memory = value > INT64_MAX ? INT64_MAX : (int64_t)value;
    }
    /* cpu.stat's usage_usec is there with or without the cpu controller. */
    if (cgroup_read_key(group, "cpu.stat", "usage_usec", &value) == 0)
        usage->cpu_us = value;
    /* "oom_kill" counts kills, "oom" only times the limit was hit. */
    if (cgroup_read_key(group, "memory.events", "oom_kill", &value) == 0)
        usage->oom_kills = value;
}

int cgroup_v2_reset(struct cgroup *cg)
{
    const char *group = cg->path[CGROUP_MEMORY];
    if (!group[0])
        return 0;
    uint64_t left;
    if (cgroup_read_number(group, "memory.current", &left) == 0 && left > CGROUP_REUSE_LEFT_MAX)
        return -ENOSPC;
    /* memory.peak is the group's all-time peak; since Linux 6.12 a write
     * resets it for reads through the same fd. Without that, the last jail's
     * peak would be the next one's: such a group is not reused. */
    if (cg->peak_fd >= 0)
        close(cg->peak_fd);
    char path[CGROUP_PATH_MAX];
    int rc = cgroup_join(path, sizeof path, group, "memory.peak");
    cg->peak_fd = rc < 0 ? -1 : open(path, O_RDWR | O_CLOEXEC);
    if (cg->peak_fd >= 0 && write(cg->peak_fd, "reset\n", 6) != 6) {
        close(cg->peak_fd);
        cg->peak_fd = -1;
    }
    if (cg->peak_fd < 0 && cgroup_read_number(group, "memory.peak", &left) != -ENOENT)
        return -EOPNOTSUPP;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (!cg->system->have[c])
            continue;
        rc = write_limits(c, group, &cg->limits);
        if (rc < 0 && !cgroup_unusable(rc))
            return rc;
    }
    return 0;
}
