/* cgroup_backend: what cgroup.c shares with its two backends, cgroup_v1.c and
 * cgroup_v2.c: the constants, each backend's create and read_usage, and the
 * small control-file helpers. Private to jail/cgroup*.c. */
#ifndef WARDEN_CGROUP_BACKEND_H
#define WARDEN_CGROUP_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "jail/cgroup.h"

/* The folder, in each hierarchy, that holds every group we make. */
#define CGROUP_SUBTREE "warden"
/* Bytes for a path we build: a group path (struct cgroup.path) plus a file name. */
#define CGROUP_PATH_MAX 384
/* Bytes read from one control file; cpu.stat, memory.events, memory.oom_control
 * and cgroup.controllers are all well under this. */
#define CGROUP_READ_MAX 1024
/* CPU period in microseconds: the kernel's default 100 ms, so that the quota
 * for pct percent of one CPU is pct * 1000. */
#define CGROUP_CPU_PERIOD_US 100000
/* rmdir fails with EBUSY until killed tasks have finished exiting: retry this
 * often, this many microseconds apart (20 ms in all). */
#define CGROUP_RMDIR_TRIES 20
#define CGROUP_RMDIR_WAIT_US 1000
/* Killing by listing cgroup.procs is not atomic (a task may fork between the
 * listing and its SIGKILL), so it repeats until the group lists nobody, at most
 * this many passes, this many microseconds apart (10 ms in all). */
#define CGROUP_KILL_PASSES 20
#define CGROUP_KILL_WAIT_US 500
/* Bytes a group whose jail has ended may still have charged to it and be
 * reused: page cache and kernel objects the jail touched stay charged until
 * reclaimed (a few hundred KiB after a typical jail), and count in the next
 * jail's peak and against its limit. Emptying them (v1 memory.force_empty)
 * costs 1-100 ms, so a group over this is removed instead of reused. */
#define CGROUP_REUSE_LEFT_MAX (1 << 20)

/* Controller names, indexed by enum cgroup_controller: v1's folder names and
 * v2's names in cgroup.controllers alike. */
extern const char *const cgroup_names[CGROUP_NCONTROLLERS];

/* The limit for one controller (memory_max, pids_max, cpu_quota_pct); 0 = none. */
int64_t cgroup_limit_of(const struct cgroup_limits *limits, enum cgroup_controller c);

/* The backends. cg is already reset (paths empty, dirfd -1, all MECH_NONE) and
 * cg->system set; limits and name are already checked. */
int cgroup_v1_create(struct cgroup *cg, const char *name, const struct cgroup_limits *limits,
                     char *err, size_t errlen);
int cgroup_v2_create(struct cgroup *cg, const char *name, const struct cgroup_limits *limits,
                     char *err, size_t errlen);
/* The counters as the kernel has them, no base subtracted. */
void cgroup_v1_read_usage(const struct cgroup *cg, struct cgroup_usage *usage);
void cgroup_v2_read_usage(const struct cgroup *cg, struct cgroup_usage *usage);
/* cgroup_reuse's part for each: the group is empty. */
int cgroup_v1_reset(struct cgroup *cg);
int cgroup_v2_reset(struct cgroup *cg);

/* Control files. All return 0 (or a byte count) or -errno, and use no heap. */

/* out = "dir/file"; -ENAMETOOLONG when it does not fit. */
int cgroup_join(char *out, size_t outlen, const char *dir, const char *file);
/* One write(2) of value to dir/file: a control file takes a value whole. */
int cgroup_write(const char *dir, const char *file, const char *value);
/* Reads dir/file into buf, NUL-terminated; returns the length. */
int cgroup_read(const char *dir, const char *file, char *buf, size_t buflen);
/* The number a file holds (memory.peak, memory.max_usage_in_bytes, ...). */
int cgroup_read_number(const char *dir, const char *file, uint64_t *value);
/* The number after "key " on one line of a flat-keyed file (cpu.stat,
 * memory.events, memory.oom_control); -ENOENT when no line has that key. */
int cgroup_read_key(const char *dir, const char *file, const char *key, uint64_t *value);
/* Whether a space-separated list (cgroup.controllers, cgroup.subtree_control)
 * holds word, with or without a leading '+'. */
bool cgroup_list_has(const char *list, const char *word);
/* Makes hierarchy/warden/name (and hierarchy/warden when missing) and puts the
 * group's path in path. An existing group is reused: its limits are rewritten. */
int cgroup_make_group(char *path, size_t pathlen, const char *hierarchy, const char *name);
/* The decimal value, or none when value is 0 ("max" in v2, "-1" in v1). */
void cgroup_format_limit(char *buf, size_t buflen, int64_t value, const char *none);
/* Errors that mean "this controller is not ours to use" (absent, no permission,
 * read-only): the limit falls back to rlimits instead of failing the jail. */
bool cgroup_unusable(int rc);

#endif
