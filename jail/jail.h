/* jail: runs a payload (a command or a C callback) in a fresh set of namespaces,
 * cgroups, rlimits, capabilities and seccomp. It knows nothing of Python or of
 * profile files: the caller fills a jail_config. */
#ifndef WARDEN_JAIL_H
#define WARDEN_JAIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "jail/seccomp.h"

#define JAIL_ERR_MAX 256
/* Bytes of a jail_group_create name. */
#define JAIL_CGROUP_NAME_MAX 64

/* A bind mount from the host into the jail; read-only unless writable. */
struct jail_bind {
    const char *source;
    const char *target;
    bool writable;
    bool optional; /* a missing source is skipped instead of an error */
};

enum jail_status {
    JAIL_OK,        /* exited with code 0 */
    JAIL_ERROR,     /* exited non-zero or by a signal we did not send */
    JAIL_TIMEOUT,   /* the wall-clock limit killed it */
    JAIL_MEMORY,    /* the memory cgroup's OOM killer fired */
    JAIL_VIOLATION, /* a seccomp-denied syscall killed it */
    JAIL_KILLED,    /* killed from outside (the server, a signal to warden) */
    JAIL_OUTPUT,    /* wrote more than output_max bytes to stdout or stderr */
    JAIL_INTERNAL,  /* warden failed to set the jail up */
    JAIL_CRASHED,   /* a fault signal (SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP) */
};

/* Which mechanism enforced a limit; the result reports one per limit. */
enum jail_mechanism {
    MECH_NONE,
    MECH_CGROUP1,
    MECH_CGROUP2,
    MECH_RLIMIT,
    MECH_SUPERVISOR,
    MECH_LANDLOCK,
};

struct jail_limits {
    int64_t memory_max;      /* bytes; 0 = none */
    int64_t swap_max;        /* bytes; only 0 (swap off) is used today */
    int64_t pids_max;        /* tasks; 0 = none */
    int64_t cpu_quota_pct;   /* percent of one CPU (CPUQuota=); 0 = none */
    uint64_t wall_ms;        /* wall-clock limit; 0 = none */
    uint64_t cpu_sec;        /* RLIMIT_CPU; 0 = none */
    uint64_t file_size_max;  /* RLIMIT_FSIZE bytes; 0 = none */
    uint64_t open_files_max; /* RLIMIT_NOFILE; 0 = default */
    uint64_t tmp_size;       /* size of the /tmp tmpfs in bytes; 0 = no /tmp */
    size_t output_max;       /* bytes kept per stream when capturing */
};

/* What the jail's child runs once the jail is complete. A callback runs in the
 * child in-process (no exec) and its return value is the exit code. */
typedef int (*jail_callback)(void *arg);

struct jail_config {
    const struct jail_bind *binds;
    size_t nbinds;
    bool dev_pts;            /* a private devpts at /dev/pts */
    bool loopback;           /* bring lo up in the new network namespace */
    /* > 0: the jail joins this network namespace instead of a new one. A
     * fork-server recycles empty ones (ns_new_net) for jails that cannot make
     * sockets, and never lets two live jails share one. */
    int join_netns_fd;
    /* A fork-server's name for the group its jails share under warden/
     * (jail_group_create); NULL: the jail's group sits under warden/ itself. */
    const char *cgroup_parent;
    /* A group made ahead (jail_cgroup_new) for this jail, instead of one made
     * at its spawn and removed at its end: it stays the caller's, who may
     * reuse it once the jail is reaped. NULL: a group of its own. */
    struct jail_cgroup *cgroup;
    const char *hostname;
    const char *workdir;     /* chdir here inside the jail; default / */
    char *const *env;        /* the complete environment, NULL-terminated */
    struct jail_limits limits;
    const struct seccomp_program *seccomp; /* compiled once by the caller; NULL = none */

    /* Payload: exactly one of argv, callback or await_argv. */
    char *const *argv;
    jail_callback callback;
    void *callback_arg; /* callback's or await_argv's */
    /* For a fork-server's warm jails, whose command comes later: called in
     * the child once the jail is complete but for seccomp, it blocks until
     * the command arrives, puts the caller's stdio on fds 0-2 and returns the
     * argv to exec (NULL: give up). The filter is loaded after it returns. */
    char *const *(*await_argv)(void *arg);
    /* The filter allows everything await_argv does: load it first, so that a
     * warm jail is complete before its command comes. */
    bool await_filtered;

    /* Egress: when egress_port is set, the child makes a TCP listener on its
     * own 127.0.0.1:egress_port (lo must be up) and sends it over the AF_UNIX
     * socket egress_sock, to a proxy outside the jail; it keeps no copy. */
    uint16_t egress_port;
    int egress_sock;

    bool capture;  /* collect stdout/stderr into the result instead of passing them through */
    int stdin_fd;  /* the payload's stdin; -1 = /dev/null */
    int extra_fd;  /* one more fd kept open in the child as fd 3; -1 = none */
    /* Instead of extra_fd: fd 3 in the child is a pipe whose bytes the jail
     * collects into result->payload (a callback's structured result). */
    bool result_channel;
};

struct jail_usage {
    uint64_t wall_us;
    uint64_t cpu_us;
    int64_t peak_memory; /* bytes; -1 when unknown */
};

struct jail_enforcement {
    enum jail_mechanism memory, pids, cpu, wall, cpu_time, file_size, open_files;
    enum jail_mechanism filesystem; /* the second wall behind the mounts: landlock or none */
};

struct jail_output {
    char *data;
    size_t len;
    bool truncated;
};

struct jail_result {
    enum jail_status status;
    int exit_code;   /* valid when !signaled */
    int signal;      /* the terminating signal, 0 if it exited */
    struct jail_output out, err;
    struct jail_output payload; /* what the child wrote to its result channel */
    int violation_nr; /* the denied syscall's number, -1 if none */
    char violation_name[64];
    struct jail_usage usage;
    struct jail_enforcement enforcement;
    char message[JAIL_ERR_MAX]; /* for JAIL_INTERNAL: what failed and why */
};

/* Runs the payload in a new jail and waits for it; SIGINT, SIGTERM and SIGHUP
 * meanwhile end the jail (status killed). Returns 0 when a result was produced
 * (whatever the payload did), or -errno when the jail could not be made, with
 * result->message saying why. */
int jail_run(const struct jail_config *config, struct jail_result *result);

/* The same, one step at a time, for an event loop that watches many jails.
 * jail_spawn starts the payload and returns at once; even when it fails (-errno)
 * *process is set (unless out of memory) and must be finished, which reports
 * the failure. config must outlive the process. */
struct jail_process;
int jail_spawn(const struct jail_config *config, struct jail_process **process);
/* One fd (an epoll set) that turns readable when the jail needs a step. */
int jail_process_fd(const struct jail_process *process);
pid_t jail_process_pid(const struct jail_process *process);
/* Handles whatever is ready, without blocking. True once the jail has ended
 * and its output is drained: then call jail_process_finish. */
bool jail_process_step(struct jail_process *process);
/* Milliseconds until the wall-clock limit runs out (then a step kills the
 * jail), or -1 when there is none: the timeout for the caller's wait. */
int jail_process_timeout_ms(const struct jail_process *process);
/* Starts the wall clock anew: a jail kept ready in a pool is timed from the
 * moment it gets work. */
void jail_process_restart_clock(struct jail_process *process, uint64_t wall_ms);
/* Kills the jail now (a client went away, the server stops): status killed. */
void jail_process_kill(struct jail_process *process);
/* Reaps the jail, reads its usage, removes its cgroup, fills result and frees
 * the process. Blocks only until the (killed or exited) child is reaped. */
void jail_process_finish(struct jail_process *process, struct jail_result *result);
/* The same in two halves, for a server that answers before it cleans up:
 * the result first, then the cgroup's removal and the free. */
void jail_process_result(struct jail_process *process, struct jail_result *result);
void jail_process_free(struct jail_process *process);

void jail_result_free(struct jail_result *result);

/* ---- jails made by another process --------------------------------------
 * A fork-server must not fork its own heap, which holds its clients' data,
 * into a jail. A small clean process (its spawner) makes its jails instead,
 * in three steps: the supervisor prepares the jail (its cgroup and which
 * mechanism holds each limit) and passes the seed's fds to the maker; the
 * maker clones the child as the supervisor's own (CLONE_PARENT), writes its
 * id maps, releases it and passes back what jail_born holds; the supervisor
 * adopts that and steps the process as after jail_spawn. */
#define JAIL_CGROUP_FDS 4
struct jail_seed {
    struct jail_enforcement enforcement; /* which limits the cgroups hold */
    int cgroup_fd;                       /* v2: the group (CLONE_INTO_CGROUP), else -1 */
    int procs[JAIL_CGROUP_FDS];          /* v1: its cgroup.procs files, -1 where none */
};
struct jail_born {
    pid_t pid;                                   /* -1: no child was made */
    int pidfd, error, notify, out, err, payload; /* -1 where none */
};

/* Supervisor: jail_spawn up to the clone. *process is set as by jail_spawn
 * and must be finished; on success the seed is ready to pass. */
int jail_prepare(const struct jail_config *config, struct jail_process **process,
                 struct jail_seed *seed);
/* Closes the seed's own fds (the procs files) once they were passed. */
void jail_seed_close(struct jail_seed *seed);
/* Maker: clones config's jail (its extra_fd and join_netns_fd are the
 * maker's fds) as a sibling of the caller. The caller must be single-threaded
 * and not a namespace's init. Returns 0 or -errno with err set; born is
 * filled either way, so that a child that was made is reaped by its parent. */
int jail_make(const struct jail_config *config, const struct jail_seed *seed,
              struct jail_born *born, char *err, size_t errlen);
void jail_born_close(struct jail_born *born);
/* Supervisor: takes born's fds. rc and message are the maker's outcome;
 * returns rc, or -errno when watching the fds failed. */
int jail_adopt(struct jail_process *process, struct jail_born *born, int rc, const char *message);

/* The group all of a fork-server's jails live in, warden/<name>, with a
 * memory limit for them together (0: none). Returns 0 or -errno (err set);
 * not being allowed to make it (rootless) is not an error: the jails then
 * go without. */
int jail_group_create(const char *name, int64_t memory_max, char *err, size_t errlen);
/* Removes it, once its jails are gone. */
void jail_group_destroy(const char *name);

/* ---- cgroups made ahead (jail/cgroup_ahead.c) ---------------------------
 * A jail's cgroup costs mkdirs and writes in each v1 hierarchy (or the one v2
 * group) at its spawn and rmdirs at its end. A fork-server makes them ahead,
 * off its requests' path, and reuses the group of a reaped jail. */
struct jail_cgroup;
/* Makes the group a jail of config would get. Returns 0, or -errno with err
 * set; -ENOTSUP when no cgroup is ours to make here (rootless): jails then go
 * without, as they would on their own. */
int jail_cgroup_new(const struct jail_config *config, struct jail_cgroup **group, char *err,
                    size_t errlen);
/* Whether group holds the limits config asks for. */
bool jail_cgroup_fits(const struct jail_cgroup *group, const struct jail_config *config);
/* Readies the group of a reaped jail for the next (cgroup_reuse): 0; -EBUSY
 * while its last tasks are still leaving (try again later); any other -errno:
 * free it instead. */
int jail_cgroup_recycle(struct jail_cgroup *group);
/* Removes the group and frees it. */
void jail_cgroup_free(struct jail_cgroup *group);

const char *jail_status_name(enum jail_status status);
/* The status a name stands for, or -1. */
int jail_status_from_name(const char *name);
const char *jail_mechanism_name(enum jail_mechanism mechanism);

#endif
