/* supervise: watches a running jail until it ends. It drains the capture
 * pipes (killing past the cap), names a seccomp violation and kills, enforces
 * the wall clock, then reaps the child, reads the cgroup's usage, removes the
 * cgroup and says what happened. jail_run is the blocking form of all this. */
#include "jail/jail.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/fdpass.h"
#include "jail/process.h"
#include "jail/util.h"

#define OUTPUT_CHUNK 65536

int process_watch(struct jail_process *p, int fd, int tag)
{
    if (fd < 0)
        return 0;
    struct epoll_event ev = {.events = EPOLLIN, .data.u32 = (uint32_t)tag};
    return epoll_ctl(p->epoll, EPOLL_CTL_ADD, fd, &ev);
}

/* Closing drops the fd from the epoll set too: no other copy of it exists. */
static void unwatch(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

static void kill_jail(struct jail_process *p)
{
    /* pid 1 of the jail's pid namespace: its death takes every task with it. */
    if (!p->killed && p->pidfd >= 0)
        syscall(SYS_pidfd_send_signal, p->pidfd, SIGKILL, NULL, 0);
    p->killed = true;
}

/* Reads what is available on a capture pipe, keeping at most output_max. */
static void drain_output(struct jail_process *p, int *fd, struct jail_output *out)
{
    size_t cap = p->config->limits.output_max;
    char chunk[OUTPUT_CHUNK];
    ssize_t n = read(*fd, chunk, sizeof chunk);
    if (n <= 0) {
        if (n == 0 || (errno != EINTR && errno != EAGAIN))
            unwatch(fd);
        return;
    }
    size_t keep = (size_t)n;
    if (out->len + keep > cap) {
        keep = cap - out->len;
        out->truncated = true;
        if (!p->output_over) {
            p->output_over = true;
            kill_jail(p);
        }
    }
    if (!keep)
        return;
    char *grown = realloc(out->data, out->len + keep + 1);
    if (!grown) {
        kill_jail(p);
        return;
    }
    out->data = grown;
    memcpy(out->data + out->len, chunk, keep);
    out->len += keep;
    out->data[out->len] = '\0';
}

static void receive_listener(struct jail_process *p)
{
    int fd = fdpass_receive(p->notify);
    if (fd >= 0) {
        p->listener = fd;
        if (process_watch(p, p->listener, WATCH_LISTENER) < 0)
            kill_jail(p); /* a violation could go unnoticed: do not run blind */
    }
    unwatch(&p->notify);
}

/* The listener hangs up once no task uses the filter any more, which is before
 * the pidfd reports the exit (namespace teardown comes in between). */
static void handle_listener(struct jail_process *p, uint32_t events)
{
    int nr;
    if (!(events & EPOLLIN) || seccomp_notify_read(p->listener, &nr) < 0) {
        if (!(events & EPOLLIN))
            unwatch(&p->listener);
        return;
    }
    /* The task sleeps in the kernel until answered; we never answer, we kill. */
    if (!p->violated) {
        p->violated = true;
        p->result.violation_nr = nr;
        const char *name = seccomp_syscall_name(nr);
        snprintf(p->result.violation_name, sizeof p->result.violation_name, "%s",
                 name ? name : "unknown");
    }
    kill_jail(p);
}

static void read_child_error(struct jail_process *p)
{
    size_t room = sizeof p->child_error - 1 - p->child_error_len;
    ssize_t n = room ? read(p->error, p->child_error + p->child_error_len, room) : 0;
    if (n > 0) {
        p->child_error_len += (size_t)n;
        p->child_error[p->child_error_len] = '\0';
    } else {
        unwatch(&p->error);
    }
}

int jail_process_fd(const struct jail_process *p)
{
    return p->epoll;
}

pid_t jail_process_pid(const struct jail_process *p)
{
    return p->pid;
}

int jail_process_timeout_ms(const struct jail_process *p)
{
    if (!p->deadline_us || p->killed)
        return -1;
    uint64_t now = jail_now_us();
    return now >= p->deadline_us ? 0 : (int)((p->deadline_us - now + 999) / 1000);
}

void jail_process_restart_clock(struct jail_process *p, uint64_t wall_ms)
{
    p->start_us = jail_now_us();
    p->deadline_us = wall_ms ? p->start_us + wall_ms * 1000 : 0;
}

void jail_process_kill(struct jail_process *p)
{
    if (!p->killed)
        p->killed_on_request = true;
    kill_jail(p);
}

bool jail_process_step(struct jail_process *p)
{
    struct epoll_event events[8];
    int n = epoll_wait(p->epoll, events, 8, 0);
    for (int i = 0; i < n; i++) {
        switch (events[i].data.u32) {
        case WATCH_EXIT:
            /* Level-triggered and final: stop asking once we know. */
            p->exited = true;
            epoll_ctl(p->epoll, EPOLL_CTL_DEL, p->pidfd, NULL);
            break;
        case WATCH_OUT:
            drain_output(p, &p->out, &p->result.out);
            break;
        case WATCH_ERR:
            drain_output(p, &p->err, &p->result.err);
            break;
        case WATCH_PAYLOAD:
            drain_output(p, &p->payload, &p->result.payload);
            break;
        case WATCH_ERROR:
            read_child_error(p);
            break;
        case WATCH_NOTIFY:
            receive_listener(p);
            break;
        case WATCH_LISTENER:
            handle_listener(p, events[i].events);
            break;
        }
    }
    if (p->deadline_us && !p->killed && jail_now_us() >= p->deadline_us) {
        p->timed_out = true;
        kill_jail(p);
    }
    /* Done when the child is gone and every pipe it held has reached EOF. */
    return p->exited && p->out < 0 && p->err < 0 && p->payload < 0 && p->error < 0;
}

static void classify(struct jail_process *p, int wstatus, const struct cgroup_usage *usage)
{
    struct jail_result *r = &p->result;
    if (WIFEXITED(wstatus)) {
        r->exit_code = WEXITSTATUS(wstatus);
        r->signal = 0;
    } else {
        r->exit_code = -1;
        r->signal = WTERMSIG(wstatus);
    }

    if (p->child_error_len && p->child_error[0] == CHILD_SETUP_FAILED) {
        r->status = JAIL_INTERNAL;
        snprintf(r->message, sizeof r->message, "jail setup: %s", p->child_error + 1);
    } else if (p->violated) {
        r->status = JAIL_VIOLATION;
    } else if (r->signal == SIGSYS) {
        /* The filter's kill action: a foreign ABI (x32, i386) is killed
         * outright, without a notification to name the call. */
        r->status = JAIL_VIOLATION;
        snprintf(r->violation_name, sizeof r->violation_name, "non-native syscall ABI");
    } else if (p->timed_out) {
        r->status = JAIL_TIMEOUT;
    } else if (p->output_over) {
        r->status = JAIL_OUTPUT;
    } else if (p->killed_on_request) {
        r->status = JAIL_KILLED;
    } else if (r->signal == SIGKILL && usage->oom_kills > 0) {
        r->status = JAIL_MEMORY;
    } else if (r->signal == SIGXCPU || (r->signal == SIGKILL && p->config->limits.cpu_sec &&
                                        r->usage.cpu_us >= p->config->limits.cpu_sec * 1000000)) {
        r->status = JAIL_TIMEOUT;
    } else if (r->signal == SIGSEGV || r->signal == SIGBUS || r->signal == SIGABRT ||
               r->signal == SIGILL || r->signal == SIGFPE || r->signal == SIGTRAP) {
        /* the payload faulted: nothing in the jail sends these */
        r->status = JAIL_CRASHED;
    } else if (r->signal == 0 && r->exit_code == 0) {
        r->status = JAIL_OK;
    } else {
        r->status = JAIL_ERROR;
    }
    if (p->child_error_len && p->child_error[0] == CHILD_EXEC_FAILED)
        snprintf(r->message, sizeof r->message, "exec %s", p->child_error + 1);
}

void jail_process_result(struct jail_process *p, struct jail_result *result)
{
    bool setup_failed = p->result.status == JAIL_INTERNAL;
    int wstatus = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    if (p->pid > 0)
        while (wait4(p->pid, &wstatus, 0, &ru) < 0 && errno == EINTR)
            ;
    p->result.usage.wall_us = jail_now_us() - p->start_us;

    struct cgroup_usage usage = {-1, 0, 0};
    cgroup_read_usage(&p->cgroup, &usage);
    uint64_t rusage_cpu = (uint64_t)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000u +
                          (uint64_t)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
    p->result.usage.cpu_us = usage.cpu_us ? usage.cpu_us : rusage_cpu;
    p->result.usage.peak_memory =
        usage.peak_memory >= 0 ? usage.peak_memory : (int64_t)ru.ru_maxrss * 1024;
    if (!setup_failed)
        classify(p, wstatus, &usage);

    int *fds[] = {&p->out,      &p->err,   &p->payload, &p->error,
                  &p->notify,   &p->listener, &p->pidfd, &p->epoll};
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
        unwatch(fds[i]);
    *result = p->result;
    /* The result owns the buffers now. */
    memset(&p->result, 0, sizeof p->result);
}

void jail_process_free(struct jail_process *p)
{
    if (!p->cgroup_borrowed)
        cgroup_destroy(&p->cgroup);
    free(p);
}

void jail_process_finish(struct jail_process *p, struct jail_result *result)
{
    jail_process_result(p, result);
    jail_process_free(p);
}

int jail_run(const struct jail_config *config, struct jail_result *result)
{
    /* SIGINT, SIGTERM and SIGHUP to warden end the jail cleanly instead of
     * orphaning it; the child starts with every signal unblocked. */
    sigset_t mask, old_mask;
    sigemptyset(&mask);
    sigaddset(&mask, SIGINT);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGHUP);
    sigprocmask(SIG_BLOCK, &mask, &old_mask);
    int signals = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);

    struct jail_process *p;
    int rc = jail_spawn(config, &p);
    if (p) {
        while (!jail_process_step(p)) {
            struct pollfd pfd[2] = {{jail_process_fd(p), POLLIN, 0}, {signals, POLLIN, 0}};
            if (poll(pfd, signals >= 0 ? 2 : 1, jail_process_timeout_ms(p)) < 0 && errno != EINTR)
                break;
            struct signalfd_siginfo info;
            if (pfd[1].revents && read(signals, &info, sizeof info) > 0)
                jail_process_kill(p);
        }
        jail_process_finish(p, result);
    } else {
        memset(result, 0, sizeof *result);
        result->status = JAIL_INTERNAL;
        jail_fail(result->message, sizeof result->message, rc, "jail_spawn");
    }
    if (signals >= 0)
        close(signals);
    sigprocmask(SIG_SETMASK, &old_mask, NULL);
    return rc;
}

void jail_result_free(struct jail_result *result)
{
    free(result->out.data);
    free(result->err.data);
    free(result->payload.data);
    result->out.data = result->err.data = result->payload.data = NULL;
}
