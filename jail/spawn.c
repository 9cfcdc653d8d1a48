/* spawn: the jail's ordered sequence. The parent makes the jail's cgroup,
 * clones the child into new user and pid namespaces, writes its id maps and
 * lets it go; the child enters its cgroup, makes its other namespaces, builds
 * its root, drops every privilege, loads seccomp and runs the payload.
 * supervise.c watches it from then on. */
#include "jail/jail.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/caps.h"
#include "jail/fdpass.h"
#include "jail/landlock.h"
#include "jail/cgroup.h"
#include "jail/mount.h"
#include "jail/namespaces.h"
#include "jail/network.h"
#include "jail/process.h"
#include "jail/rlimits.h"
#include "jail/util.h"

/* Fixed fd numbers in the child, so that a callback payload knows its extra fd. */
#define CHILD_EXTRA_FD 3
#define CHILD_ERROR_FD 4
#define CHILD_NOTIFY_FD SECCOMP_HANDOFF_FD
#define CHILD_EGRESS_FD 6
#define CHILD_FIRST_FREE_FD 7

/* The parent's one message: the id maps are written, and which limits the
 * cgroups hold, so that the rlimits stand in for the rest. */
struct release {
    struct jail_enforcement enforcement;
};

#define EXIT_SETUP_FAILED 71 /* EX_OSERR */
#define EXIT_EXEC_FAILED 127 /* as a shell reports a missing command */

struct channels {
    int go[2];     /* parent -> child: struct release */
    int error[2];  /* child -> parent: why setup or exec failed; EOF = exec'd */
    int notify[2]; /* child -> parent: the seccomp listener, by SCM_RIGHTS */
    int out[2], err[2];
    int payload[2]; /* child -> parent: the result channel */
    int procs[CGROUP_NCONTROLLERS]; /* v1: the cgroup.procs files the child enters */
    int *trees; /* per bind: an idmapped tree (mount_idmapped_tree) or -1 */
};

static void close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

static void close_channels(struct channels *ch, size_t nbinds)
{
    int *fds[] = {&ch->go[0],  &ch->go[1],      &ch->error[0],  &ch->error[1],
                  &ch->notify[0], &ch->notify[1], &ch->out[0], &ch->out[1],
                  &ch->err[0], &ch->err[1],       &ch->payload[0], &ch->payload[1]};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
        close_fd(fds[i]);
    cgroup_close_procs(ch->procs);
    for (size_t i = 0; ch->trees && i < nbinds; i++)
        close_fd(&ch->trees[i]);
    free(ch->trees);
    ch->trees = NULL;
}

/* As root the jail's uid is the host's nobody, which owns nothing of the
 * caller's: each writable bind becomes an idmapped tree, so that the files of
 * the folder's owner are the jail's own and the jail's new files are the
 * owner's. Rootless the jail runs as the caller already. */
static int make_trees(const struct jail_config *config, struct channels *ch, char *err,
                      size_t errlen)
{
    if (!(ch->trees = malloc((config->nbinds ? config->nbinds : 1) * sizeof *ch->trees)))
        return -ENOMEM;
    size_t made = 0;
    for (size_t i = 0; i < config->nbinds; i++) {
        const struct jail_bind *b = &config->binds[i];
        struct stat st;
        ch->trees[i] = -1;
        if (!b->writable || geteuid() != 0 || stat(b->source, &st) < 0 ||
            st.st_uid == JAIL_HOST_ID_AS_ROOT)
            continue;
        if (made++ == MOUNT_MAX_IDMAPPED)
            return jail_fail(err, errlen, -E2BIG, "more than %d writable binds", MOUNT_MAX_IDMAPPED);
        int tree = mount_idmapped_tree(b->source, err, errlen);
        if (tree < 0)
            return tree;
        ch->trees[i] = tree;
    }
    return 0;
}

static int open_channels(const struct jail_config *config, struct channels *ch)
{
    if (pipe2(ch->go, O_CLOEXEC) < 0 || pipe2(ch->error, O_CLOEXEC) < 0)
        return -errno;
    if (config->seccomp && config->seccomp->notify &&
        socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ch->notify) < 0)
        return -errno;
    if (config->capture && (pipe2(ch->out, O_CLOEXEC) < 0 || pipe2(ch->err, O_CLOEXEC) < 0))
        return -errno;
    if (config->result_channel && pipe2(ch->payload, O_CLOEXEC) < 0)
        return -errno;
    return 0;
}

/* ---- the child ---------------------------------------------------------- */

static _Noreturn void child_die(int tag, int code, const char *message)
{
    char buf[JAIL_ERR_MAX + 1];
    size_t len = strlen(message);
    if (len > JAIL_ERR_MAX)
        len = JAIL_ERR_MAX;
    buf[0] = (char)tag;
    memcpy(buf + 1, message, len);
    if (write(CHILD_ERROR_FD, buf, len + 1) < 0) {
        /* nothing more can be said */
    }
    _exit(code);
}

/* Moves the fds the child keeps to fixed numbers. Everything is first lifted
 * above the fixed range so that no dup2 overwrites a source still needed. */
static int place_fds(const struct jail_config *config, struct channels *ch, int in_fd)
{
    int extra_source = config->result_channel ? ch->payload[1] : config->extra_fd;
    int extra = extra_source >= 0 ? fcntl(extra_source, F_DUPFD, 10) : -1;
    int error = fcntl(ch->error[1], F_DUPFD, 10);
    int notify = ch->notify[1] >= 0 ? fcntl(ch->notify[1], F_DUPFD, 10) : -1;
    int out = ch->out[1] >= 0 ? fcntl(ch->out[1], F_DUPFD, 10) : -1;
    int err = ch->err[1] >= 0 ? fcntl(ch->err[1], F_DUPFD, 10) : -1;
    int in = in_fd >= 0 ? fcntl(in_fd, F_DUPFD, 10) : -1;
    int egress = config->egress_port ? fcntl(config->egress_sock, F_DUPFD, 10) : -1;
    if (error < 0 || (extra_source >= 0 && extra < 0) || (config->egress_port && egress < 0))
        return -errno;

    if (in >= 0 && dup2(in, 0) < 0)
        return -errno;
    if (out >= 0 && (dup2(out, 1) < 0 || dup2(err, 2) < 0))
        return -errno;
    if (extra >= 0 && dup2(extra, CHILD_EXTRA_FD) < 0)
        return -errno;
    if (dup3(error, CHILD_ERROR_FD, O_CLOEXEC) < 0)
        return -errno;
    if (notify >= 0 && dup3(notify, CHILD_NOTIFY_FD, O_CLOEXEC) < 0)
        return -errno;
    if (egress >= 0 && dup3(egress, CHILD_EGRESS_FD, O_CLOEXEC) < 0)
        return -errno;
    /* Every other fd of the server or the CLI disappears here. */
    if (extra < 0)
        close(CHILD_EXTRA_FD);
    if (egress < 0)
        close(CHILD_EGRESS_FD);
    /* The idmapped trees move to the fds right after the fixed ones. */
    int next = CHILD_FIRST_FREE_FD;
    for (size_t i = 0; i < config->nbinds; i++) {
        if (ch->trees[i] < 0)
            continue;
        int lifted = fcntl(ch->trees[i], F_DUPFD_CLOEXEC, 64 + CHILD_FIRST_FREE_FD);
        if (lifted < 0)
            return -errno;
        ch->trees[i] = lifted;
    }
    for (size_t i = 0; i < config->nbinds; i++) {
        if (ch->trees[i] < 0)
            continue;
        if (dup3(ch->trees[i], next, O_CLOEXEC) < 0)
            return -errno;
        ch->trees[i] = next++;
    }
    if (syscall(SYS_close_range, next, ~0U, 0) < 0)
        return -errno;
    return 0;
}

/* PATH lookup against the jail's own environment, not warden's. */
static void exec_in_path(char *const argv[], char *const env[])
{
    const char *path = "/usr/local/bin:/usr/bin:/bin";
    for (char *const *e = env; e && *e; e++)
        if (strncmp(*e, "PATH=", 5) == 0)
            path = *e + 5;
    if (strchr(argv[0], '/')) {
        execve(argv[0], argv, env);
        return;
    }
    int saved = ENOENT;
    while (*path) {
        const char *end = strchrnul(path, ':');
        char full[4096];
        int n = snprintf(full, sizeof full, "%.*s/%s", (int)(end - path), path, argv[0]);
        if (n > 0 && (size_t)n < sizeof full) {
            execve(full, argv, env);
            if (errno != ENOENT)
                saved = errno;
        }
        path = *end ? end + 1 : end;
    }
    errno = saved;
}

/* Before place_fds: the error pipe is not on its fixed number yet. */
static _Noreturn void child_die_early(struct channels *ch, const char *message)
{
    if (dup2(ch->error[1], CHILD_ERROR_FD) == CHILD_ERROR_FD)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, message);
    _exit(EXIT_SETUP_FAILED);
}

static _Noreturn void child_main(const struct jail_config *config, struct channels *ch)
{
    char err[JAIL_ERR_MAX];
    struct release release;
    int rc;

    close_fd(&ch->go[1]);
    /* First, so that everything the jail allocates from here on, its
     * namespaces included, counts against its limits. */
    if (cgroup_enter(ch->procs, 0) < 0)
        child_die_early(ch, "enter the jail's cgroup");
    cgroup_close_procs(ch->procs);
    /* While the parent writes our id maps. */
    if (ns_unshare_rest(config->join_netns_fd <= 0) < 0)
        child_die_early(ch, "unshare the jail's namespaces");
    /* EOF means the parent gave up or died. */
    if (read(ch->go[0], &release, sizeof release) != (ssize_t)sizeof release)
        _exit(EXIT_SETUP_FAILED);

    /* As root, our host uid 0 has no mapping in the jail, and files on an
     * unmapped id cannot be created (EOVERFLOW). Becoming the jail uid now
     * keeps the namespace's capabilities: they belong to the namespace's
     * creator, and only a change away from the namespace's root (which no id
     * of ours maps to) clears them. caps_drop_all clears them later. */
    if (setresgid(JAIL_INSIDE_ID, JAIL_INSIDE_ID, JAIL_INSIDE_ID) < 0 ||
        setresuid(JAIL_INSIDE_ID, JAIL_INSIDE_ID, JAIL_INSIDE_ID) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "become the jail uid");

    int in_fd = config->stdin_fd;
    if (in_fd < 0 && config->capture)
        in_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if ((rc = place_fds(config, ch, in_fd)) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "arrange fds");

    if (mount_build_root(config, ch->trees, err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    const char *hostname = config->hostname ? config->hostname : "warden";
    if (sethostname(hostname, strlen(hostname)) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "sethostname");
    if (config->loopback && net_loopback_up(err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    if (config->egress_port && net_hand_out_listener(config->egress_port, CHILD_EGRESS_FD, err,
                                                      sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    /* A new session has no controlling terminal, so TIOCSTI cannot push
     * keystrokes into the user's shell. */
    if (setsid() < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "setsid");
    if (chdir(config->workdir ? config->workdir : "/") < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "chdir to the working directory");
    /* While the namespace's capabilities still allow it without
     * no_new_privs, and after the root is built: the rules name its paths. */
    if (landlock_apply(config, err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);

    if (rlimits_apply(&config->limits, &release.enforcement, err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    if (caps_drop_all(ns_may_setgroups(), err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    /* After the uid change, which clears it. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "set the parent-death signal");
    /* The server or CLI may block or ignore signals; the payload starts clean. */
    sigset_t none;
    sigemptyset(&none);
    for (int sig = 1; sig < NSIG; sig++)
        signal(sig, SIG_DFL);
    sigprocmask(SIG_SETMASK, &none, NULL);

    char *const *argv = config->argv;
    if (config->await_argv && !config->await_filtered &&
        !(argv = config->await_argv(config->callback_arg)))
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "no command arrived");

    if (config->seccomp) {
        int listener = -1;
        if (seccomp_install(config->seccomp, &listener) < 0)
            child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "load the seccomp filter");
        if (listener >= 0) {
            if (fdpass_send(CHILD_NOTIFY_FD, listener) < 0)
                child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "pass the seccomp listener");
            close(listener);
            close(CHILD_NOTIFY_FD);
        }
    } else if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "set no_new_privs");
    }

    if (config->await_argv && config->await_filtered &&
        !(argv = config->await_argv(config->callback_arg)))
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "no command arrived");
    if (config->callback) {
        close(CHILD_ERROR_FD);
        _exit(config->callback(config->callback_arg));
    }
    exec_in_path(argv, config->env);
    snprintf(err, sizeof err, "%s: %s", argv[0], strerror(errno));
    child_die(CHILD_EXEC_FAILED, EXIT_EXEC_FAILED, err);
}

/* ---- the parent --------------------------------------------------------- */

static struct cgroup_system cgroup_system;
static bool cgroup_system_known;
static unsigned jail_counter;

static void detect_cgroups(void)
{
    if (!cgroup_system_known) {
        cgroup_system_detect(&cgroup_system, "/sys/fs/cgroup");
        cgroup_system_known = true;
    }
}

const struct cgroup_system *jail_cgroups(void)
{
    detect_cgroups();
    return &cgroup_system;
}

void jail_cgroup_name(const struct jail_config *config, char *name, size_t len)
{
    if (config->cgroup_parent)
        snprintf(name, len, "%s/j%d-%u", config->cgroup_parent, (int)getpid(), jail_counter++);
    else
        snprintf(name, len, "j%d-%u", (int)getpid(), jail_counter++);
}

void jail_cgroup_limits(const struct jail_config *config, struct cgroup_limits *limits)
{
    *limits = (struct cgroup_limits){config->limits.memory_max, config->limits.swap_max,
                                     config->limits.pids_max, config->limits.cpu_quota_pct};
}

int jail_group_create(const char *name, int64_t memory_max, char *err, size_t errlen)
{
    detect_cgroups();
    struct cgroup group;
    /* Swap off for the group as for its jails: the total is RAM. */
    struct cgroup_limits limits = {memory_max, 0, 0, 0};
    int rc = cgroup_create(&group, &cgroup_system, name, &limits, err, errlen);
    if (group.dirfd >= 0)
        close(group.dirfd);
    return rc;
}

void jail_group_destroy(const char *name)
{
    detect_cgroups();
    cgroup_remove_named(&cgroup_system, name);
}

/* Makes the jail's cgroup and decides which mechanism holds each limit. */
static int make_cgroup(const struct jail_config *config, struct jail_process *p)
{
    struct jail_result *r = &p->result;
    if (config->cgroup) {
        p->cgroup = config->cgroup->cg;
        p->cgroup_borrowed = true;
    } else {
        struct cgroup_limits cl;
        jail_cgroup_limits(config, &cl);
        char name[JAIL_CGROUP_NAME_MAX + 32];
        jail_cgroup_name(config, name, sizeof name);
        int rc =
            cgroup_create(&p->cgroup, &cgroup_system, name, &cl, r->message, sizeof r->message);
        if (rc < 0)
            return rc;
    }
    struct jail_enforcement *e = &r->enforcement;
    e->memory = config->limits.memory_max ? p->cgroup.enforced[CGROUP_MEMORY] : MECH_NONE;
    e->pids = config->limits.pids_max ? p->cgroup.enforced[CGROUP_PIDS] : MECH_NONE;
    e->cpu = config->limits.cpu_quota_pct ? p->cgroup.enforced[CGROUP_CPU] : MECH_NONE;
    e->wall = config->limits.wall_ms ? MECH_SUPERVISOR : MECH_NONE;
    e->filesystem = landlock_abi() > 0 ? MECH_LANDLOCK : MECH_NONE;
    rlimits_plan(&config->limits, config->callback != NULL, e);
    return 0;
}

static struct jail_process *process_new(const struct jail_config *config)
{
    struct jail_process *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->config = config;
    p->result.violation_nr = -1;
    p->result.usage.peak_memory = -1;
    p->cgroup.dirfd = p->cgroup.peak_fd = -1;
    p->pid = -1;
    p->pidfd = p->out = p->err = p->payload = p->error = p->notify = p->listener = -1;
    p->start_us = jail_now_us();
    p->epoll = epoll_create1(EPOLL_CLOEXEC);
    return p;
}

_Static_assert(JAIL_CGROUP_FDS == CGROUP_NCONTROLLERS, "one cgroup.procs fd per controller");

static void seed_init(struct jail_seed *seed)
{
    memset(seed, 0, sizeof *seed);
    seed->cgroup_fd = -1;
    for (int c = 0; c < JAIL_CGROUP_FDS; c++)
        seed->procs[c] = -1;
}

void jail_seed_close(struct jail_seed *seed)
{
    /* The v2 folder's fd is the cgroup's own (p->cgroup.dirfd): not ours. */
    seed->cgroup_fd = -1;
    cgroup_close_procs(seed->procs);
}

/* The supervisor's first half: the group comes first, since v2 places the
 * child with CLONE_INTO_CGROUP and on v1 the child enters through the
 * cgroup.procs files it inherits. */
static int prepare(struct jail_process *p, struct jail_seed *seed)
{
    struct jail_result *r = &p->result;
    int rc;
    detect_cgroups();
    if (p->epoll < 0)
        return jail_fail(r->message, sizeof r->message, -errno, "epoll_create1");
    if ((rc = make_cgroup(p->config, p)) < 0)
        return rc;
    seed->enforcement = r->enforcement;
    seed->cgroup_fd = p->cgroup.dirfd;
    if (cgroup_system.version == MECH_CGROUP1 &&
        (rc = cgroup_open_procs(&p->cgroup, seed->procs)) < 0)
        return jail_fail(r->message, sizeof r->message, rc, "open the cgroup's procs files");
    return 0;
}

static void born_init(struct jail_born *born)
{
    born->pid = -1;
    born->pidfd = born->error = born->notify = born->out = born->err = born->payload = -1;
}

/* The maker's half, up to the child's release. On failure a child that was
 * made is killed, and still handed over in born, for its parent to reap. */
static int make(const struct jail_config *config, const struct jail_seed *seed, bool sibling,
                struct jail_born *born, char *err, size_t errlen)
{
    struct channels ch;
    int rc;
    memset(&ch, -1, sizeof ch);
    ch.trees = NULL;
    born_init(born);
    if ((rc = open_channels(config, &ch)) < 0) {
        close_channels(&ch, config->nbinds);
        return jail_fail(err, errlen, rc, "jail pipes");
    }
    if ((rc = make_trees(config, &ch, err, errlen)) < 0) {
        close_channels(&ch, config->nbinds);
        return rc;
    }
    memcpy(ch.procs, seed->procs, sizeof ch.procs);

    if (config->join_netns_fd > 0 && (rc = ns_enter_net(config->join_netns_fd)) < 0) {
        memset(ch.procs, -1, sizeof ch.procs); /* the seed's, closed by its owner */
        close_channels(&ch, config->nbinds);
        return jail_fail(err, errlen, rc, "enter the jail's network namespace");
    }
    pid_t pid = ns_clone(seed->cgroup_fd, sibling, &born->pidfd);
    if (pid == 0)
        child_main(config, &ch);
    memset(ch.procs, -1, sizeof ch.procs);
    if (config->join_netns_fd > 0 && (rc = ns_leave_net()) < 0)
        rc = jail_fail(err, errlen, rc, "return to our network namespace");
    else if (pid < 0)
        rc = jail_fail(err, errlen, pid, "clone3 into new namespaces");
    if (pid > 0) {
        born->pid = pid;
        born->error = ch.error[0], ch.error[0] = -1;
        born->notify = ch.notify[0], ch.notify[0] = -1;
        born->out = ch.out[0], ch.out[0] = -1;
        born->err = ch.err[0], ch.err[0] = -1;
        born->payload = ch.payload[0], ch.payload[0] = -1;
    }
    /* The child's parent (the caller, or the caller's parent for a sibling)
     * cannot reap it before the maker returns: the pidfd checks that the
     * /proc entry the maps are written through is still this child. */
    if (rc == 0)
        rc = ns_write_id_maps(pid, born->pidfd, err, errlen);
    struct release release = {seed->enforcement};
    if (rc == 0 && write(ch.go[1], &release, sizeof release) != (ssize_t)sizeof release)
        rc = jail_fail(err, errlen, -errno, "release the jail");
    if (rc < 0 && born->pidfd >= 0)
        syscall(SYS_pidfd_send_signal, born->pidfd, SIGKILL, NULL, 0);
    close_channels(&ch, config->nbinds);
    return rc;
}

int jail_make(const struct jail_config *config, const struct jail_seed *seed,
              struct jail_born *born, char *err, size_t errlen)
{
    return make(config, seed, true, born, err, errlen);
}

void jail_born_close(struct jail_born *born)
{
    int *fds[] = {&born->pidfd, &born->error, &born->notify,
                  &born->out,   &born->err,   &born->payload};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
        close_fd(fds[i]);
}

/* The supervisor takes over; on a failure the child (if any) is killed and
 * reaped by jail_process_finish, which reports why. */
static int adopt(struct jail_process *p, struct jail_born *born, int rc)
{
    struct jail_result *r = &p->result;
    p->pid = born->pid;
    p->pidfd = born->pidfd;
    p->error = born->error;
    p->notify = born->notify;
    p->out = born->out;
    p->err = born->err;
    p->payload = born->payload;
    born_init(born);
    if (rc == 0 &&
        (process_watch(p, p->pidfd, WATCH_EXIT) < 0 ||
         process_watch(p, p->error, WATCH_ERROR) < 0 ||
         process_watch(p, p->notify, WATCH_NOTIFY) < 0 || process_watch(p, p->out, WATCH_OUT) < 0 ||
         process_watch(p, p->err, WATCH_ERR) < 0 ||
         process_watch(p, p->payload, WATCH_PAYLOAD) < 0))
        rc = jail_fail(r->message, sizeof r->message, -errno, "epoll_ctl");
    if (rc < 0) {
        r->status = JAIL_INTERNAL;
        p->killed = true; /* nothing to classify: the setup failed */
        if (p->pidfd >= 0)
            syscall(SYS_pidfd_send_signal, p->pidfd, SIGKILL, NULL, 0);
        else
            p->exited = true; /* there never was a child */
    }
    if (p->config->limits.wall_ms)
        p->deadline_us = p->start_us + p->config->limits.wall_ms * 1000;
    return rc;
}

int jail_prepare(const struct jail_config *config, struct jail_process **out,
                 struct jail_seed *seed)
{
    seed_init(seed);
    struct jail_process *p = process_new(config);
    *out = p;
    if (!p)
        return -ENOMEM;
    int rc = prepare(p, seed);
    if (rc < 0) {
        struct jail_born none;
        born_init(&none);
        adopt(p, &none, rc);
    }
    return rc;
}

int jail_adopt(struct jail_process *p, struct jail_born *born, int rc, const char *message)
{
    if (rc < 0)
        snprintf(p->result.message, sizeof p->result.message, "%s", message);
    return adopt(p, born, rc);
}

int jail_spawn(const struct jail_config *config, struct jail_process **out)
{
    struct jail_seed seed;
    int rc = jail_prepare(config, out, &seed);
    if (rc < 0 || !*out) {
        jail_seed_close(&seed);
        return rc;
    }
    struct jail_process *p = *out;
    struct jail_born born;
    rc = make(config, &seed, false, &born, p->result.message, sizeof p->result.message);
    jail_seed_close(&seed);
    return adopt(p, &born, rc);
}
