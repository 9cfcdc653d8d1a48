/* spawner: the clean process that makes the server's jails. A jail that is a
 * fork of the server would carry the server's heap into the jail: other
 * clients' requests, variables and tool results, live or freed, readable by
 * any snippet that finds a way to read its own memory. So the server never
 * forks a jail. At start, before it listens, and again at each reload or
 * when the spawner died, it starts the spawner: `warden serve --spawner-fd
 * 3`, exec'd afresh from /proc/self/exe (so none of the server's memory comes
 * along), which loads the same profiles and does the executor's
 * once-per-process setup. Its memory holds that read-only state and nothing
 * else: it never sees a request, a snippet or a tool result.
 *
 * For each jail the server prepares the jail's cgroup (jail_prepare) and
 * sends one fixed-size message over a private SOCK_SEQPACKET socketpair: the
 * profile (catalog index and fingerprint) and, with SCM_RIGHTS, the cgroup's
 * fds, the jail's end of its channel and a recycled network namespace. The
 * spawner clones the jail with CLONE_PARENT, so the server is its parent and
 * supervises and reaps it as before, writes its id maps, releases it and
 * sends back its pidfd and pipes. Code, variables and tool results then go
 * over the jail's own channel; the spawner is not on that path.
 *
 * The exchange is synchronous, as jail_spawn in the server was: the clone
 * costs the loop what it did, minus copying the server's page tables. A
 * fingerprint of each profile (catalog.c) guards against the two processes
 * having read different files (an edit during a reload): the spawner then
 * refuses, rather than make a jail the server would account differently. */
#include "server/server.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/fdpass.h"

/* The fds a request carries, in this order, each where its bit is set. */
enum {
    REQUEST_CGROUP, /* v2: the group's folder */
    REQUEST_PROCS,  /* v1: cgroup.procs files, JAIL_CGROUP_FDS bits */
    REQUEST_CHANNEL = REQUEST_PROCS + JAIL_CGROUP_FDS,
    REQUEST_NETNS,
    REQUEST_FDS,
};
/* And a reply, in the order of struct jail_born. */
enum { REPLY_PIDFD, REPLY_ERROR, REPLY_NOTIFY, REPLY_OUT, REPLY_ERR, REPLY_PAYLOAD, REPLY_FDS };
_Static_assert(REQUEST_FDS <= FDPASS_MAX && REPLY_FDS <= FDPASS_MAX, "fds per message");

struct spawner_request {
    uint32_t index; /* in the catalog */
    uint32_t fds;   /* which REQUEST_ fds follow */
    uint64_t fingerprint;
    struct jail_enforcement enforcement;
};

struct spawner_reply {
    int32_t rc; /* 0 or -errno */
    int32_t pid;
    uint32_t fds; /* which REPLY_ fds follow */
    char message[JAIL_ERR_MAX];
};

/* ---- the spawner -------------------------------------------------------- */

static void quiet(const char *message)
{
    (void)message; /* the server reports skipped profiles itself */
}

/* The fd for bit in a request's list, or -1. */
static int take(uint32_t mask, int bit, const int *fds)
{
    if (!(mask & 1u << bit))
        return -1;
    return fds[__builtin_popcount(mask & ((1u << bit) - 1))];
}

static int make_jail(const struct catalog *catalog, const struct spawner_request *req,
                     const int *fds, struct jail_born *born, char *err, size_t errlen)
{
    if (req->index >= catalog->count || catalog->items[req->index]->fingerprint != req->fingerprint)
        return snprintf(err, errlen,
                        "the spawner's profiles differ from the server's "
                        "(edited during a reload? reload again)"),
               -ESTALE;
    const struct catalog_profile *entry = catalog->items[req->index];
    struct jail_config config = entry->config;
    config.extra_fd = take(req->fds, REQUEST_CHANNEL, fds);
    config.join_netns_fd = take(req->fds, REQUEST_NETNS, fds);
    struct jail_seed seed = {.enforcement = req->enforcement,
                             .cgroup_fd = take(req->fds, REQUEST_CGROUP, fds)};
    for (int c = 0; c < JAIL_CGROUP_FDS; c++)
        seed.procs[c] = take(req->fds, REQUEST_PROCS + c, fds);
    return jail_make(&config, &seed, born, err, errlen);
}

static void serve_one(int sock, const struct catalog *catalog, const struct spawner_request *req,
                      ssize_t len, int *fds, size_t nfds)
{
    struct spawner_reply reply;
    struct jail_born born;
    memset(&reply, 0, sizeof reply);
    memset(&born, -1, sizeof born);
    if (len != (ssize_t)sizeof *req || (size_t)__builtin_popcount(req->fds) != nfds ||
        req->fds >> REQUEST_FDS)
        reply.rc = -EPROTO, snprintf(reply.message, sizeof reply.message, "bad spawn request");
    else
        reply.rc = make_jail(catalog, req, fds, &born, reply.message, sizeof reply.message);
    reply.pid = born.pid;
    int *mine[] = {&born.pidfd, &born.error, &born.notify, &born.out, &born.err, &born.payload};
    int out[REPLY_FDS];
    size_t nout = 0;
    for (int i = 0; i < REPLY_FDS; i++)
        if (*mine[i] >= 0) {
            reply.fds |= 1u << i;
            out[nout++] = *mine[i];
        }
    /* Lost on the way (the server died), the child dies with its parent. */
    fdpass_send_many(sock, &reply, sizeof reply, out, nout);
    jail_born_close(&born);
    for (size_t i = 0; i < nfds; i++)
        close(fds[i]);
}

int spawner_main(int sock, const char *const *dirs)
{
    /* Nothing of the server but our socket and the stdio it logs to. */
    syscall(SYS_close_range, sock + 1, ~0U, 0);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() == 1)
        return 71;
    signal(SIGPIPE, SIG_IGN);
    worker_prepare();
    struct catalog catalog;
    if (catalog_load(&catalog, dirs, quiet) < 0)
        return 71;
    for (;;) {
        struct spawner_request req;
        int fds[FDPASS_MAX];
        size_t nfds;
        ssize_t n = fdpass_receive_many(sock, &req, sizeof req, fds, &nfds);
        if (n == 0 || (n < 0 && n != -EBADMSG))
            break; /* the server is gone, or stopped us */
        serve_one(sock, &catalog, &req, n, fds, nfds);
    }
    catalog_release(&catalog);
    return 0;
}

/* ---- the server's side -------------------------------------------------- */

int spawner_start(struct server *s)
{
    struct spawner *sp = &s->spawner;
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) < 0)
        return -errno;
    /* warden serve --spawner-fd 3 [--profiles-dir DIR]...: the same profile
     * search path as ours. */
    const char *argv[4 + 2 * 16 + 1] = {"warden", "serve", "--spawner-fd", "3"};
    size_t argc = 4;
    for (const char *const *d = s->extra_dirs; d && *d && argc + 3 <= 4 + 2 * 16; d++) {
        argv[argc++] = "--profiles-dir";
        argv[argc++] = *d;
    }
    argv[argc] = NULL;
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pair[1], 3);
    posix_spawnattr_init(&attr);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigfillset(&defaults);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    /* Its own process group: a terminal's ^C is the server's to handle. */
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF |
                                        POSIX_SPAWN_SETPGROUP);
    extern char **environ;
    pid_t pid;
    int rc = posix_spawn(&pid, "/proc/self/exe", &actions, &attr, (char *const *)argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    close(pair[1]);
    if (rc != 0) {
        close(pair[0]);
        return -rc;
    }
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    if (pidfd < 0) {
        rc = -errno;
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        close(pair[0]);
        return rc;
    }
    sp->pid = pid;
    sp->sock = pair[0];
    sp->watch.kind = WATCH_SPAWNER;
    sp->watch.fd = pidfd;
    sp->started_us = server_now_us();
    server_watch(s, &sp->watch, EPOLLIN);
    return 0;
}

void spawner_stop(struct server *s)
{
    struct spawner *sp = &s->spawner;
    if (sp->pid <= 0)
        return;
    /* EOF ends it; the kill makes sure, and the wait is then short. */
    close(sp->sock);
    syscall(SYS_pidfd_send_signal, sp->watch.fd, SIGKILL, NULL, 0);
    waitpid(sp->pid, NULL, 0);
    server_unwatch(s, &sp->watch);
    close(sp->watch.fd);
    sp->pid = -1;
    sp->sock = sp->watch.fd = -1;
}

void spawner_handle(struct server *s)
{
    struct spawner *sp = &s->spawner;
    server_log("the spawner (pid %d) died; starting another", (int)sp->pid);
    bool recent = server_now_us() - sp->started_us < SERVER_SPAWNER_RESTART_US;
    spawner_stop(s);
    /* One that dies right away is started again when a jail is next needed,
     * not in a loop. */
    int rc = recent || s->draining ? 0 : spawner_start(s);
    if (rc < 0)
        server_log("starting the spawner: %s", strerror(-rc));
}

void spawner_restart(struct server *s)
{
    spawner_stop(s);
    int rc = spawner_start(s);
    if (rc < 0)
        server_log("starting the spawner: %s", strerror(-rc));
}

static int entry_index(const struct catalog *catalog, const struct catalog_profile *entry)
{
    for (size_t i = 0; i < catalog->count; i++)
        if (catalog->items[i]->launcher == entry->launcher &&
            strcmp(catalog->items[i]->name, entry->name) == 0)
            return (int)i;
    return -1;
}

/* One exchange. *lost: the spawner did not answer (it is then stopped). */
static int ask(struct server *s, const struct catalog_profile *entry,
               const struct jail_config *config, const struct jail_seed *seed,
               struct jail_born *born, char *message, size_t len, bool *lost)
{
    struct spawner *sp = &s->spawner;
    int index = entry_index(&s->catalog, entry);
    *lost = false;
    if (index < 0)
        return snprintf(message, len, "profile %s is gone since a reload", entry->name), -ENOENT;
    int rc;
    if (sp->pid <= 0 && (rc = spawner_start(s)) < 0)
        return snprintf(message, len, "start the spawner: %s", strerror(-rc)), rc;

    struct spawner_request req = {(uint32_t)index, 0, entry->fingerprint, seed->enforcement};
    int candidates[REQUEST_FDS] = {seed->cgroup_fd};
    for (int c = 0; c < JAIL_CGROUP_FDS; c++)
        candidates[REQUEST_PROCS + c] = seed->procs[c];
    candidates[REQUEST_CHANNEL] = config->extra_fd;
    candidates[REQUEST_NETNS] = config->join_netns_fd > 0 ? config->join_netns_fd : -1;
    int fds[REQUEST_FDS];
    size_t nfds = 0;
    for (int i = 0; i < REQUEST_FDS; i++)
        if (candidates[i] >= 0) {
            req.fds |= 1u << i;
            fds[nfds++] = candidates[i];
        }

    struct spawner_reply reply;
    struct pollfd pfd = {sp->sock, POLLIN, 0};
    int got[FDPASS_MAX];
    size_t ngot = 0;
    ssize_t n = -EPIPE;
    if (fdpass_send_many(sp->sock, &req, sizeof req, fds, nfds) == 0 &&
        poll(&pfd, 1, SERVER_SPAWNER_REPLY_MS) == 1)
        n = fdpass_receive_many(sp->sock, &reply, sizeof reply, got, &ngot);
    if (n != (ssize_t)sizeof reply || (size_t)__builtin_popcount(reply.fds) != ngot ||
        reply.fds >> REPLY_FDS) {
        for (size_t i = 0; i < ngot; i++)
            close(got[i]);
        *lost = true;
        spawner_stop(s);
        return snprintf(message, len, "the spawner did not answer"), -EPIPE;
    }
    int *theirs[] = {&born->pidfd, &born->error, &born->notify,
                     &born->out,   &born->err,   &born->payload};
    for (int i = 0; i < REPLY_FDS; i++)
        *theirs[i] = take(reply.fds, i, got);
    born->pid = reply.pid;
    reply.message[sizeof reply.message - 1] = '\0';
    snprintf(message, len, "%s", reply.message);
    return reply.rc;
}

int spawner_spawn(struct server *s, const struct catalog_profile *entry,
                  const struct jail_config *config, struct jail_process **process)
{
    struct jail_seed seed;
    int rc = jail_prepare(config, process, &seed);
    if (rc < 0 || !*process) {
        jail_seed_close(&seed);
        return rc < 0 ? rc : -ENOMEM;
    }
    struct jail_born born;
    memset(&born, -1, sizeof born);
    char message[JAIL_ERR_MAX];
    bool lost;
    rc = ask(s, entry, config, &seed, &born, message, sizeof message, &lost);
    if (lost) {
        /* Every fd is still ours: a fresh spawner gets the same request. */
        server_log("the spawner did not answer; starting another");
        rc = ask(s, entry, config, &seed, &born, message, sizeof message, &lost);
    }
    jail_seed_close(&seed);
    return jail_adopt(*process, &born, rc, message);
}
