/* check: `warden check`, the syscall policy tests. A battery of probes runs
 * inside a real jail of a profile (as a callback: no exec, so profiles that
 * forbid execve are checked too) and reports over the jail's extra fd; each
 * result is compared with what the profile says (profiles/policy.c) and with
 * its [Expect] lines.
 *
 * Why one jail with a sentinel errno: a denied call would otherwise kill the
 * jail, and the battery would need one jail per denied call. The profile's
 * filter is compiled once more with SystemCallErrorNumber= forced to
 * CHECK_SENTINEL, which no probe gets from the kernel for its harmless
 * arguments, so every denial shows as that errno and one jail runs
 * everything. The compiled filter differs only in that action; a second jail
 * runs the real filter on one denied call to prove that it kills and names
 * it (or returns the profile's errno). A third jail fills memory. */
#ifndef WARDEN_CHECK_H
#define WARDEN_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "profiles/profile.h"

/* ENOTRECOVERABLE: a robust-mutex state that only pthreads reports; no
 * syscall returns it for the arguments the probes use. */
#define CHECK_SENTINEL 131

/* ---- in the jail (profiles/check_probe.c) --------------------------------- */

enum check_op {
    OP_SYSCALL,    /* nr(args) */
    OP_FORK,       /* nr (clone, fork, vfork) with flags args[0]; the child exits at once */
    OP_READ,       /* open path read-only */
    OP_WRITE,      /* open path for writing, or create a file in it if a folder */
    OP_LOOPBACK,   /* listen on 127.0.0.1 and connect to it */
    OP_OUTSIDE,    /* connect to 192.0.2.1 (TEST-NET-1): any route out at all? */
    OP_ABSTRACT,   /* connect to the host's abstract unix socket named path */
    OP_SIGNAL,     /* kill(args[0], 0) and kill(-1, 0): a host pid, then anyone */
    OP_TASKS,      /* fork children until it fails, up to limit + 2 */
    OP_OPEN_FILES, /* dup fds until it fails, up to limit + 2 */
    OP_DISK,       /* write a file in /tmp until it fails, up to limit + 1M */
};

struct check_probe {
    enum check_op op;
    int nr;
    uint64_t args[6];
    const char *path;
    int64_t limit;
};

/* One per probe, in order, written to the extra fd. ret < 0: err is the
 * errno. value: a count (tasks, fds, bytes) for the limit probes. */
struct check_outcome {
    uint32_t index;
    int32_t err;
    int64_t ret;
    int64_t value;
};

struct check_battery {
    const struct check_probe *probes;
    size_t count;
};

/* Jail callbacks: arg is a struct check_battery, or an int64_t limit in bytes
 * for the memory one (which reports how far it got, chunk by chunk, in
 * outcomes with index 0). */
int check_battery_run(void *arg);
int check_memory_run(void *arg);
/* Calls syscall nr with all arguments ~0 and reports the result; for the
 * real-filter jail. arg is an int*. */
int check_one_call_run(void *arg);

/* ---- outside (profiles/check.c) -------------------------------------------- */

enum check_result { CHECK_PASS, CHECK_FAIL, CHECK_SKIP };

enum check_row_kind {
    ROW_GROUP,   /* a syscall group, summarised */
    ROW_SYSCALL, /* one syscall (printed when it fails, or with --verbose) */
    ROW_NOTABLE, /* a dangerous call or an argument check */
    ROW_FILES,
    ROW_NETWORK,
    ROW_PROCESS,
    ROW_LIMIT,
    ROW_FILTER, /* the real filter: kill and report */
    ROW_EXPECT,
};

struct check_row {
    enum check_row_kind kind;
    char *probe, *expected, *observed;
    enum check_result result;
};

struct check_report {
    struct check_row *rows;
    size_t count;
    size_t passed, failed, skipped;
};

/* Runs the probes for profile in real jails. Returns 0 with report filled
 * (whether or not anything failed), or -errno with err saying why the check
 * could not run. */
int check_profile(const struct profile *profile, const char *seccomp_cache,
                  struct check_report *report, char *err, size_t errlen);
void check_report_free(struct check_report *report);

#endif
