/* process: one running jail as its parent sees it. Shared by spawn.c, which
 * starts it, and supervise.c, which watches it until it ends. Private to jail/. */
#ifndef WARDEN_PROCESS_H
#define WARDEN_PROCESS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "jail/cgroup.h"
#include "jail/jail.h"

/* Tags on the child's error pipe: a failed setup step is warden's fault, a
 * failed exec is the command's. */
#define CHILD_SETUP_FAILED 'S'
#define CHILD_EXEC_FAILED 'E'

struct jail_process {
    const struct jail_config *config;
    struct jail_result result;
    struct cgroup cgroup;
    bool cgroup_borrowed; /* config->cgroup's: the caller's to reuse, not ours to remove */
    pid_t pid;
    int pidfd;
    int epoll;      /* everything below, for one fd the caller can wait on */
    int out, err;   /* capture pipes, -1 once at EOF */
    int payload;    /* the result channel's read end */
    int error;      /* the child's setup-error pipe */
    int notify;     /* the socket the seccomp listener arrives on */
    int listener;   /* the seccomp listener */
    uint64_t start_us;
    uint64_t deadline_us; /* 0 = no wall-clock limit */
    bool exited;
    bool killed;    /* we sent SIGKILL */
    bool timed_out, output_over, violated, killed_on_request;
    char child_error[JAIL_ERR_MAX + 1];
    size_t child_error_len;
};

/* jail/cgroup_ahead.c wraps a group made ahead. */
struct jail_cgroup {
    struct cgroup cg;
};

/* spawn.c: the hierarchies, found once per process; a new jail group's name
 * under warden/ (config's parent, "j<pid>-<n>"); config's limits. */
const struct cgroup_system *jail_cgroups(void);
void jail_cgroup_name(const struct jail_config *config, char *name, size_t len);
void jail_cgroup_limits(const struct jail_config *config, struct cgroup_limits *limits);

/* supervise.c: registers fd with the process's epoll under tag. */
int process_watch(struct jail_process *p, int fd, int tag);

/* Tags for the epoll registrations. */
enum { WATCH_EXIT, WATCH_OUT, WATCH_ERR, WATCH_ERROR, WATCH_NOTIFY, WATCH_LISTENER, WATCH_PAYLOAD };

#endif
