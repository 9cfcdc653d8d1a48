/* spawn: the jail's ordered sequence. The parent makes the cgroup, clones the
 * child into new namespaces, writes its id maps, attaches it and lets it go;
 * the child builds its root, drops every privilege, loads seccomp and runs the
 * payload; the parent supervises until it ends and reports what happened. */
#include "jail/jail.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/caps.h"
#include "jail/cgroup.h"
#include "jail/mount.h"
#include "jail/namespaces.h"
#include "jail/network.h"
#include "jail/rlimits.h"
#include "jail/util.h"

/* Fixed fd numbers in the child, so that a callback payload knows its extra fd. */
#define CHILD_EXTRA_FD 3
#define CHILD_ERROR_FD 4
#define CHILD_NOTIFY_FD 5
#define CHILD_GO_FD 6
#define CHILD_FIRST_FREE_FD 7

/* The parent's first message: the id maps are written. */
#define GO_MAPPED 'm' 

/* Tags on the child's error pipe: a failed setup step is warden's fault, a
 * failed exec is the command's. */
#define CHILD_SETUP_FAILED 'S'
#define CHILD_EXEC_FAILED 'E'
#define EXIT_SETUP_FAILED 71 /* EX_OSERR */
#define EXIT_EXEC_FAILED 127 /* as a shell reports a missing command */

#define OUTPUT_CHUNK 65536

struct channels {
    int go[2];     /* parent -> child: GO_MAPPED, then the enforcement plan */
    int error[2];  /* child -> parent: why setup or exec failed; EOF = exec'd */
    int notify[2]; /* child -> parent: the seccomp listener, by SCM_RIGHTS */
    int out[2], err[2];
};

static void close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

static void close_channels(struct channels *ch)
{
    int *fds[] = {&ch->go[0],     &ch->go[1],  &ch->error[0], &ch->error[1], &ch->notify[0],
                  &ch->notify[1], &ch->out[0], &ch->out[1],   &ch->err[0],   &ch->err[1]};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
        close_fd(fds[i]);
}

static int open_channels(const struct jail_config *config, struct channels *ch)
{
    memset(ch, -1, sizeof *ch);
    if (pipe2(ch->go, O_CLOEXEC) < 0 || pipe2(ch->error, O_CLOEXEC) < 0)
        return -errno;
    if (config->seccomp && config->seccomp->notify &&
        socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ch->notify) < 0)
        return -errno;
    if (config->capture && (pipe2(ch->out, O_CLOEXEC) < 0 || pipe2(ch->err, O_CLOEXEC) < 0))
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
    int extra = config->extra_fd >= 0 ? fcntl(config->extra_fd, F_DUPFD, 10) : -1;
    int error = fcntl(ch->error[1], F_DUPFD, 10);
    int notify = ch->notify[1] >= 0 ? fcntl(ch->notify[1], F_DUPFD, 10) : -1;
    int out = ch->out[1] >= 0 ? fcntl(ch->out[1], F_DUPFD, 10) : -1;
    int err = ch->err[1] >= 0 ? fcntl(ch->err[1], F_DUPFD, 10) : -1;
    int in = in_fd >= 0 ? fcntl(in_fd, F_DUPFD, 10) : -1;
    int go = fcntl(ch->go[0], F_DUPFD, 10);
    if (error < 0 || go < 0 || (config->extra_fd >= 0 && extra < 0))
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
    if (dup3(go, CHILD_GO_FD, O_CLOEXEC) < 0)
        return -errno;
    /* Every other fd of the server or the CLI disappears here. */
    if (extra < 0)
        close(CHILD_EXTRA_FD);
    if (syscall(SYS_close_range, CHILD_FIRST_FREE_FD, ~0U, 0) < 0)
        return -errno;
    return 0;
}

static int send_listener(int listener)
{
    char byte = 0;
    struct iovec iov = {&byte, 1};
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } control;
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                         .msg_controllen = sizeof control.buf};
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    cmsg->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(cmsg), &listener, sizeof(int));
    return sendmsg(CHILD_NOTIFY_FD, &msg, 0) < 0 ? -errno : 0;
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

static _Noreturn void child_main(const struct jail_config *config, struct channels *ch,
                                 const sigset_t *old_mask)
{
    char err[JAIL_ERR_MAX];
    char go;
    struct jail_enforcement enforcement;
    int rc;

    /* Wait until the parent has written our id maps; EOF means it gave up or
     * died. */
    close_fd(&ch->go[1]);
    if (read(ch->go[0], &go, 1) != 1 || go != GO_MAPPED)
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

    if (mount_build_root(config, err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    const char *hostname = config->hostname ? config->hostname : "warden";
    if (sethostname(hostname, strlen(hostname)) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "sethostname");
    if (config->loopback && net_loopback_up(err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    /* A new session has no controlling terminal, so TIOCSTI cannot push
     * keystrokes into the user's shell. */
    if (setsid() < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "setsid");
    if (chdir(config->workdir ? config->workdir : "/") < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "chdir to the working directory");

    /* Meanwhile the parent made our cgroup and moved us into it; it sends
     * which limits the cgroups hold, so the rlimits can stand in for the rest. */
    if (read(CHILD_GO_FD, &enforcement, sizeof enforcement) != sizeof enforcement)
        _exit(EXIT_SETUP_FAILED);
    close(CHILD_GO_FD);
    /* Joined after the cgroup move, so the jail sees its own group as "/". */
    if (unshare(CLONE_NEWCGROUP) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "unshare cgroup namespace");
    if (rlimits_apply(&config->limits, &enforcement, err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    if (caps_drop_all(ns_may_setgroups(), err, sizeof err) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, err);
    /* After the uid change, which clears it. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0)
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "set the parent-death signal");
    for (int sig = 1; sig < NSIG; sig++)
        signal(sig, SIG_DFL);
    sigprocmask(SIG_SETMASK, old_mask, NULL);

    if (config->seccomp) {
        int listener = -1;
        if (seccomp_install(config->seccomp, &listener) < 0)
            child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "load the seccomp filter");
        if (listener >= 0) {
            if (send_listener(listener) < 0)
                child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "pass the seccomp listener");
            close(listener);
            close(CHILD_NOTIFY_FD);
        }
    } else if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
        child_die(CHILD_SETUP_FAILED, EXIT_SETUP_FAILED, "set no_new_privs");
    }

    if (config->callback) {
        close(CHILD_ERROR_FD);
        _exit(config->callback(config->callback_arg));
    }
    exec_in_path(config->argv, config->env);
    snprintf(err, sizeof err, "%s: %s", config->argv[0], strerror(errno));
    child_die(CHILD_EXEC_FAILED, EXIT_EXEC_FAILED, err);
}

/* ---- the parent --------------------------------------------------------- */

struct supervisor {
    const struct jail_config *config;
    struct jail_result *result;
    struct channels *ch;
    pid_t pid;
    int pidfd;
    int listener;
    int signals;
    bool killed_by_us;
    bool timed_out, output_over, violated, interrupted;
    char child_error[JAIL_ERR_MAX + 1];
    size_t child_error_len;
};

static void kill_jail(struct supervisor *s)
{
    /* pid 1 of the jail's pid namespace: its death takes every task with it. */
    if (!s->killed_by_us)
        syscall(SYS_pidfd_send_signal, s->pidfd, SIGKILL, NULL, 0);
    s->killed_by_us = true;
}

/* Reads what is available on a capture pipe; returns false at EOF. */
static bool drain_output(struct supervisor *s, int *fd, struct jail_output *out)
{
    size_t cap = s->config->limits.output_max;
    char chunk[OUTPUT_CHUNK];
    ssize_t n = read(*fd, chunk, sizeof chunk);
    if (n <= 0) {
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            return true;
        close_fd(fd);
        return false;
    }
    size_t keep = (size_t)n;
    if (out->len + keep > cap) {
        keep = cap - out->len;
        out->truncated = true;
        if (!s->output_over) {
            s->output_over = true;
            kill_jail(s);
        }
    }
    if (keep) {
        char *grown = realloc(out->data, out->len + keep + 1);
        if (!grown) {
            kill_jail(s);
            return true;
        }
        out->data = grown;
        memcpy(out->data + out->len, chunk, keep);
        out->len += keep;
        out->data[out->len] = '\0';
    }
    return true;
}

static void receive_listener(struct supervisor *s)
{
    char byte;
    struct iovec iov = {&byte, 1};
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } control;
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                         .msg_controllen = sizeof control.buf};
    ssize_t n = recvmsg(s->ch->notify[0], &msg, MSG_CMSG_CLOEXEC);
    struct cmsghdr *cmsg = n > 0 ? CMSG_FIRSTHDR(&msg) : NULL;
    if (cmsg && cmsg->cmsg_type == SCM_RIGHTS)
        memcpy(&s->listener, CMSG_DATA(cmsg), sizeof(int));
    close_fd(&s->ch->notify[0]);
}

static void handle_violation(struct supervisor *s)
{
    int nr;
    if (seccomp_notify_read(s->listener, &nr) < 0)
        return;
    /* The task sleeps in the kernel until answered; we never answer, we kill. */
    if (!s->violated) {
        s->violated = true;
        s->result->violation_nr = nr;
        const char *name = seccomp_syscall_name(nr);
        snprintf(s->result->violation_name, sizeof s->result->violation_name, "%s",
                 name ? name : "unknown");
    }
    kill_jail(s);
}

static void read_child_error(struct supervisor *s)
{
    size_t room = sizeof s->child_error - 1 - s->child_error_len;
    ssize_t n = room ? read(s->ch->error[0], s->child_error + s->child_error_len, room) : 0;
    if (n > 0) {
        s->child_error_len += (size_t)n;
        s->child_error[s->child_error_len] = '\0';
    } else {
        close_fd(&s->ch->error[0]);
    }
}

/* Polls until the child has exited and every pipe is drained. */
static void supervise(struct supervisor *s, uint64_t start_us)
{
    const struct jail_config *config = s->config;
    uint64_t deadline = config->limits.wall_ms ? start_us + config->limits.wall_ms * 1000 : 0;
    bool exited = false;

    for (;;) {
        struct pollfd pfd[7];
        int n = 0, at_exit = -1, at_out = -1, at_err = -1, at_notify = -1, at_listener = -1,
            at_error = -1, at_signals = -1;
        if (!exited)
            pfd[at_exit = n++] = (struct pollfd){s->pidfd, POLLIN, 0};
        if (s->ch->out[0] >= 0)
            pfd[at_out = n++] = (struct pollfd){s->ch->out[0], POLLIN, 0};
        if (s->ch->err[0] >= 0)
            pfd[at_err = n++] = (struct pollfd){s->ch->err[0], POLLIN, 0};
        if (s->ch->error[0] >= 0)
            pfd[at_error = n++] = (struct pollfd){s->ch->error[0], POLLIN, 0};
        if (!exited && s->ch->notify[0] >= 0)
            pfd[at_notify = n++] = (struct pollfd){s->ch->notify[0], POLLIN, 0};
        if (!exited && s->listener >= 0)
            pfd[at_listener = n++] = (struct pollfd){s->listener, POLLIN, 0};
        if (!exited && s->signals >= 0)
            pfd[at_signals = n++] = (struct pollfd){s->signals, POLLIN, 0};
        if (n == 0)
            return;

        int timeout = -1;
        if (deadline && !s->killed_by_us) {
            uint64_t now = jail_now_us();
            timeout = now >= deadline ? 0 : (int)((deadline - now + 999) / 1000);
        }
        int ready = poll(pfd, (nfds_t)n, timeout);
        if (ready < 0 && errno != EINTR)
            return;
        if (ready == 0 && deadline && !s->killed_by_us && jail_now_us() >= deadline) {
            s->timed_out = true;
            kill_jail(s);
            continue;
        }
        /* The listener hangs up once no task uses the filter any more, which
         * is before the pidfd reports the exit (namespace teardown comes in
         * between): stop polling it then. */
        if (at_listener >= 0 && (pfd[at_listener].revents & POLLIN))
            handle_violation(s);
        else if (at_listener >= 0 && pfd[at_listener].revents)
            close_fd(&s->listener);
        if (at_notify >= 0 && pfd[at_notify].revents)
            receive_listener(s);
        if (at_signals >= 0 && pfd[at_signals].revents) {
            struct signalfd_siginfo info;
            if (read(s->signals, &info, sizeof info) > 0) {
                s->interrupted = true;
                kill_jail(s);
            }
        }
        if (at_out >= 0 && pfd[at_out].revents)
            drain_output(s, &s->ch->out[0], &s->result->out);
        if (at_err >= 0 && pfd[at_err].revents)
            drain_output(s, &s->ch->err[0], &s->result->err);
        if (at_error >= 0 && pfd[at_error].revents)
            read_child_error(s);
        if (at_exit >= 0 && pfd[at_exit].revents)
            exited = true;
    }
}

static void classify(struct supervisor *s, int wstatus, const struct cgroup_usage *usage)
{
    struct jail_result *r = s->result;
    if (WIFEXITED(wstatus)) {
        r->exit_code = WEXITSTATUS(wstatus);
        r->signal = 0;
    } else {
        r->exit_code = -1;
        r->signal = WTERMSIG(wstatus);
    }

    if (s->child_error_len && s->child_error[0] == CHILD_SETUP_FAILED) {
        r->status = JAIL_INTERNAL;
        snprintf(r->message, sizeof r->message, "jail setup: %s", s->child_error + 1);
    } else if (s->violated) {
        r->status = JAIL_VIOLATION;
    } else if (r->signal == SIGSYS) {
        /* The filter's kill action: a foreign ABI (x32, i386) is killed
         * outright, without a notification to name the call. */
        r->status = JAIL_VIOLATION;
        snprintf(r->violation_name, sizeof r->violation_name, "non-native syscall ABI");
    } else if (s->timed_out) {
        r->status = JAIL_TIMEOUT;
    } else if (s->output_over) {
        r->status = JAIL_OUTPUT;
    } else if (s->interrupted) {
        r->status = JAIL_KILLED;
    } else if (r->signal == SIGKILL && usage->oom_kills > 0) {
        r->status = JAIL_MEMORY;
    } else if (r->signal == SIGXCPU || (r->signal == SIGKILL && s->config->limits.cpu_sec &&
                                        r->usage.cpu_us >= s->config->limits.cpu_sec * 1000000)) {
        r->status = JAIL_TIMEOUT;
    } else if (r->signal == 0 && r->exit_code == 0) {
        r->status = JAIL_OK;
    } else {
        r->status = JAIL_ERROR;
    }
    if (s->child_error_len && s->child_error[0] == CHILD_EXEC_FAILED)
        snprintf(r->message, sizeof r->message, "exec %s", s->child_error + 1);
}

static struct cgroup_system cgroup_system;
static bool cgroup_system_known;
static unsigned jail_counter;

/* Makes the jail's cgroup and decides which mechanism holds each limit. */
static int make_cgroup(const struct jail_config *config, struct cgroup *cg,
                       struct jail_result *result)
{
    struct cgroup_limits cl = {config->limits.memory_max, config->limits.swap_max,
                               config->limits.pids_max, config->limits.cpu_quota_pct};
    char name[64];
    snprintf(name, sizeof name, "j%d-%u", (int)getpid(), jail_counter++);
    int rc = cgroup_create(cg, &cgroup_system, name, &cl, result->message, sizeof result->message);
    if (rc < 0)
        return rc;
    struct jail_enforcement *e = &result->enforcement;
    e->memory = config->limits.memory_max ? cg->enforced[CGROUP_MEMORY] : MECH_NONE;
    e->pids = config->limits.pids_max ? cg->enforced[CGROUP_PIDS] : MECH_NONE;
    e->cpu = config->limits.cpu_quota_pct ? cg->enforced[CGROUP_CPU] : MECH_NONE;
    e->wall = config->limits.wall_ms ? MECH_SUPERVISOR : MECH_NONE;
    rlimits_plan(&config->limits, e);
    return 0;
}

int jail_run(const struct jail_config *config, struct jail_result *result)
{
    struct channels ch;
    struct cgroup cg;
    struct supervisor s = {.config = config, .result = result, .ch = &ch, .pid = -1,
                           .pidfd = -1, .listener = -1, .signals = -1};
    int rc;

    memset(result, 0, sizeof *result);
    result->violation_nr = -1;
    result->usage.peak_memory = -1;
    uint64_t start = jail_now_us();

    if (!cgroup_system_known) {
        cgroup_system_detect(&cgroup_system, "/sys/fs/cgroup");
        cgroup_system_known = true;
    }
    memset(&cg, 0, sizeof cg);
    cg.dirfd = -1;
    /* v2 places the child with CLONE_INTO_CGROUP, so its group comes first. On
     * v1 the child is moved after the clone, and the group is made while the
     * child builds its filesystem, on the other core. */
    bool cgroup_first = cgroup_system.version == MECH_CGROUP2;
    if (cgroup_first && (rc = make_cgroup(config, &cg, result)) < 0)
        return rc;

    if ((rc = open_channels(config, &ch)) < 0) {
        jail_fail(result->message, sizeof result->message, rc, "jail pipes");
        goto fail;
    }

    /* SIGINT and SIGTERM to warden end the jail cleanly instead of orphaning it. */
    sigset_t mask, old_mask;
    sigemptyset(&mask);
    sigaddset(&mask, SIGINT);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGHUP);
    sigprocmask(SIG_BLOCK, &mask, &old_mask);
    s.signals = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);

    pid_t pid = ns_clone(cg.dirfd, &s.pidfd);
    if (pid == 0)
        child_main(config, &ch, &old_mask);
    if (pid < 0) {
        rc = jail_fail(result->message, sizeof result->message, pid, "clone3 into new namespaces");
        goto fail_unblock;
    }
    s.pid = pid;
    close_fd(&ch.go[0]);
    close_fd(&ch.error[1]);
    close_fd(&ch.notify[1]);
    close_fd(&ch.out[1]);
    close_fd(&ch.err[1]);

    rc = ns_write_id_maps(pid, s.pidfd, result->message, sizeof result->message);
    if (rc == 0 && write(ch.go[1], (char[]){GO_MAPPED}, 1) != 1)
        rc = jail_fail(result->message, sizeof result->message, -errno, "release the jail");
    if (rc == 0 && !cgroup_first)
        rc = make_cgroup(config, &cg, result);
    if (rc == 0 && cg.dirfd < 0)
        rc = cgroup_attach(&cg, pid, result->message, sizeof result->message);
    if (rc == 0 && write(ch.go[1], &result->enforcement, sizeof result->enforcement) !=
                       (ssize_t)sizeof result->enforcement)
        rc = jail_fail(result->message, sizeof result->message, -errno, "release the jail");
    close_fd(&ch.go[1]);
    if (rc < 0)
        kill_jail(&s);
    else
        supervise(&s, start);

    int wstatus = 0;
    struct rusage ru;
    while (wait4(pid, &wstatus, 0, &ru) < 0 && errno == EINTR)
        ;
    result->usage.wall_us = jail_now_us() - start;

    struct cgroup_usage usage = {-1, 0, 0};
    cgroup_read_usage(&cg, &usage);
    uint64_t rusage_cpu = (uint64_t)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000u +
                          (uint64_t)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
    result->usage.cpu_us = usage.cpu_us ? usage.cpu_us : rusage_cpu;
    result->usage.peak_memory = usage.peak_memory >= 0 ? usage.peak_memory
                                                       : (int64_t)ru.ru_maxrss * 1024;
    if (rc < 0) {
        result->status = JAIL_INTERNAL;
    } else {
        classify(&s, wstatus, &usage);
    }

fail_unblock:
    close_fd(&s.signals);
    sigprocmask(SIG_SETMASK, &old_mask, NULL);
fail:
    close_fd(&s.listener);
    close_fd(&s.pidfd);
    close_channels(&ch);
    cgroup_destroy(&cg);
    if (rc < 0)
        result->status = JAIL_INTERNAL;
    return rc;
}

void jail_result_free(struct jail_result *result)
{
    free(result->out.data);
    free(result->err.data);
    result->out.data = result->err.data = NULL;
}
