/* loop: the server's single-threaded event loop. One epoll set watches the
 * listening sockets, a signalfd, every client and, for every jail, its worker
 * channel and its supervision fd. Between events it starts waiting requests,
 * refills the warm pools and frees what ended. SIGHUP reloads the profiles;
 * SIGTERM and SIGINT stop accepting, let running snippets finish (or kill them
 * after SERVER_DRAIN_MS) and exit. */
#include "server/server.h"

#include <errno.h>
#include <malloc.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <time.h>
#include <unistd.h>

#include "server/rpc.h"

#define MAX_EVENTS 64

void server_log(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("warden serve: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

uint64_t server_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

int server_watch(struct server *s, struct watch *w, uint32_t events)
{
    struct epoll_event ev = {.events = events, .data.ptr = w};
    return epoll_ctl(s->epoll, EPOLL_CTL_ADD, w->fd, &ev);
}

void server_modify(struct server *s, struct watch *w, uint32_t events)
{
    struct epoll_event ev = {.events = events, .data.ptr = w};
    epoll_ctl(s->epoll, EPOLL_CTL_MOD, w->fd, &ev);
}

void server_unwatch(struct server *s, struct watch *w)
{
    if (w->fd >= 0)
        epoll_ctl(s->epoll, EPOLL_CTL_DEL, w->fd, NULL);
}

/* Every jail is a fork of the server and inherits its heap, freed blocks
 * included. Clients' code, variables and tool results pass through jansson,
 * so its blocks are zeroed when freed; what is live at a spawn is not. */
static void json_free_zeroed(void *p)
{
    if (p) {
        explicit_bzero(p, malloc_usable_size(p));
        free(p);
    }
}

static void warn_profile(const char *message)
{
    server_log("profile skipped: %s", message);
}

static void reload(struct server *s)
{
    listen_notify("RELOADING=1");
    struct catalog fresh;
    if (catalog_load(&fresh, s->dirs, warn_profile) < 0) {
        server_log("reload failed: out of memory; keeping the profiles loaded before");
        listen_notify("READY=1");
        return;
    }
    /* Sessions and runs keep the entries they hold; warm jails of the old
     * entries go, and the new ones keep whatever demand the old ones had. */
    for (size_t i = 0; i < s->catalog.count; i++) {
        struct catalog_profile *old = s->catalog.items[i];
        struct catalog_profile *now = old->launcher ? catalog_find_launcher(&fresh, old->name)
                                                    : catalog_find(&fresh, old->name);
        if (now)
            now->pool_wanted = old->pool_wanted;
        pool_drain_profile(old);
    }
    catalog_release(&s->catalog);
    s->catalog = fresh;
    /* Groups made for the old limits; the new jails make theirs. */
    pool_cgroup_release_all(s);
    /* The spawner's profiles are the old ones: a new spawner loads these. */
    spawner_restart(s);
    server_log("reloaded %zu profiles", s->catalog.listed);
    listen_notify("READY=1");
}

static void stop_listening(struct server *s)
{
    for (int i = 0; i < s->nlisteners; i++) {
        server_unwatch(s, &s->listeners[i]);
        close(s->listeners[i].fd);
        s->listeners[i].fd = -1;
    }
    s->nlisteners = 0;
    /* Under socket activation the path is systemd's; only ours is unlinked. */
    if (s->socket_path)
        unlink(s->socket_path);
}

static void start_drain(struct server *s)
{
    if (s->draining)
        return;
    listen_notify("STOPPING=1");
    s->draining = true;
    s->drain_deadline_us = server_now_us() + SERVER_DRAIN_MS * 1000u;
    stop_listening(s);
    for (size_t i = 0; i < s->catalog.count; i++)
        pool_drain_profile(s->catalog.items[i]);
    /* Requests that have not started never will. */
    for (struct client *c = s->clients; c; c = c->next) {
        while (c->wait_head) {
            struct request *r = c->wait_head;
            c->wait_head = r->next;
            c->nwaiting--;
            client_reply_error(r, RPC_SHUTTING_DOWN, "the server is shutting down");
        }
        c->wait_tail = NULL;
        c->in_ring = false;
    }
    s->ring = NULL;
    /* Idle sessions end now; busy ones when their snippet is done. */
    for (struct cell *cell = s->cells; cell; cell = cell->next)
        if (cell->state == CELL_IDLE && !cell->pooled)
            cell_kill(cell);
}

static void handle_signals(struct server *s)
{
    struct signalfd_siginfo info;
    while (read(s->signals.fd, &info, sizeof info) == (ssize_t)sizeof info) {
        if (info.ssi_signo == SIGHUP && !s->draining)
            reload(s);
        else if (info.ssi_signo == SIGTERM || info.ssi_signo == SIGINT)
            start_drain(s);
    }
}

/* While draining, a jail that finished its snippet is ended at once. */
static void drain_step(struct server *s)
{
    bool expired = server_now_us() >= s->drain_deadline_us;
    for (struct cell *cell = s->cells; cell; cell = cell->next)
        if (!cell->jail_done && (expired || cell->state == CELL_IDLE))
            cell_kill(cell);
}

/* How long the loop may sleep: until the next jail's deadline, the end of a
 * drain, the pool's next refill (refill_ms, -1 for none) or a profile's
 * backoff; 0 when work is left over. */
static int next_timeout(struct server *s, bool leftovers, int refill_ms)
{
    if (leftovers)
        return 0;
    int timeout = refill_ms;
    for (struct cell *cell = s->cells; cell; cell = cell->next) {
        int t = cell_timeout_ms(cell);
        if (t >= 0 && (timeout < 0 || t < timeout))
            timeout = t;
        t = fair_idle_ms(cell);
        if (t >= 0 && (timeout < 0 || t < timeout))
            timeout = t;
    }
    if (s->draining) {
        uint64_t now = server_now_us();
        int t = now >= s->drain_deadline_us ? 0 : (int)((s->drain_deadline_us - now) / 1000 + 1);
        if (timeout < 0 || t < timeout)
            timeout = t;
    }
    /* A pool in backoff is retried when its backoff ends. */
    for (size_t i = 0; i < s->catalog.count; i++)
        if (s->catalog.items[i]->pool_failed_us && s->catalog.items[i]->pool_wanted &&
            (timeout < 0 || timeout > 1000))
            timeout = 1000;
    return timeout;
}

/* Frees what ended during the last events: nothing is freed while an epoll
 * batch may still point at it. */
static void sweep(struct server *s)
{
    for (struct client *c = s->clients, *next; c; c = next) {
        next = c->next;
        if (c->read_closed && client_idle(c))
            c->eof = true;
        if (c->eof)
            client_free(c);
    }
    for (struct cell *cell = s->cells, *next; cell; cell = next) {
        next = cell->next;
        if (cell->reaped)
            cell_free(cell);
    }
}

/* Gives clients with complete lines left over their next fair share. */
static bool process_leftovers(struct server *s)
{
    bool more = false;
    for (struct client *c = s->clients; c; c = c->next)
        if (c->more_input && !c->eof) {
            client_process(c);
            more |= c->more_input;
        }
    return more;
}

static void dispatch(struct server *s, struct epoll_event *ev)
{
    struct watch *w = ev->data.ptr;
    switch (w->kind) {
    case WATCH_LISTEN:
        if (!s->draining)
            client_accept(s, w->fd);
        break;
    case WATCH_SIGNALS:
        handle_signals(s);
        break;
    case WATCH_CLIENT:
        client_handle((struct client *)w, ev->events);
        break;
    case WATCH_CHANNEL:
        cell_handle_channel((struct cell *)((char *)w - offsetof(struct cell, channel_watch)),
                            ev->events);
        break;
    case WATCH_JAIL:
        cell_handle_jail((struct cell *)((char *)w - offsetof(struct cell, jail_watch)));
        break;
    case WATCH_SPAWNER:
        spawner_handle(s);
        break;
    }
}

/* Jails of a server killed by SIGKILL leave their cgroups behind: removed at
 * start, and now and then for a server that died while this one runs. */
static void sweep_orphans(struct server *s)
{
    uint64_t now = server_now_us();
    if (now < s->orphans_due_us)
        return;
    s->orphans_due_us = now + SERVER_ORPHAN_SWEEP_MS * 1000ull;
    int removed = cgroup_sweep_orphans(&s->cgroups);
    if (removed > 0)
        server_log("removed %d cgroups left by jails of dead servers", removed);
}

static int setup(struct server *s, const struct server_options *o)
{
    s->started_us = server_now_us();
    json_set_alloc_funcs(malloc, json_free_zeroed);
    /* Large blocks (a big result, a big line) are mapped and unmapped on
     * their own, so the memory goes back to the system when they are freed;
     * glibc's default threshold rises after each such free, and the heap
     * would keep the high-water mark of the largest results ever seen. */
    mallopt(M_MMAP_THRESHOLD, SERVER_MMAP_THRESHOLD);
    s->max_jails = o->max_jails ? o->max_jails : SERVER_DEFAULT_MAX_JAILS;
    /* One user may not take every jail: a quarter stays for the others. */
    s->max_jails_per_user =
        o->max_jails_per_user ? o->max_jails_per_user : s->max_jails - s->max_jails / 4;
    s->max_sessions_per_user =
        o->max_sessions_per_user ? o->max_sessions_per_user : (s->max_jails + 1) / 2;
    s->pool_size = o->pool_size_set ? o->pool_size : SERVER_POOL_SIZE;
    s->client_buffer = o->client_buffer ? (uint64_t)o->client_buffer : SERVER_CLIENT_BUFFER;
    s->buffer_total = o->buffer_total ? (uint64_t)o->buffer_total : SERVER_BUFFER_TOTAL;
    s->epoll = epoll_create1(EPOLL_CLOEXEC);
    if (s->epoll < 0) {
        server_log("epoll_create1: %s", strerror(errno));
        return -1;
    }
    sigset_t mask;
    sigemptyset(&mask);
    sigaddset(&mask, SIGHUP);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGINT);
    sigprocmask(SIG_BLOCK, &mask, NULL);
    /* A client that hangs up mid-write must not kill the server. */
    signal(SIGPIPE, SIG_IGN);
    s->signals.kind = WATCH_SIGNALS;
    s->signals.fd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
    if (s->signals.fd < 0 || server_watch(s, &s->signals, EPOLLIN) < 0) {
        server_log("signalfd: %s", strerror(errno));
        return -1;
    }

    cgroup_system_detect(&s->cgroups, "/sys/fs/cgroup");
    sweep_orphans(s);
    if (catalog_load(&s->catalog, s->dirs, warn_profile) < 0) {
        server_log("loading profiles: out of memory");
        return -1;
    }
    if (memory_setup(s, o->memory_total) < 0)
        return -1;
    /* Before any client can connect: jails come from it, never from us. */
    int rc = spawner_start(s);
    if (rc < 0) {
        server_log("starting the spawner: %s", strerror(-rc));
        return -1;
    }
    struct catalog_profile *def = catalog_find(&s->catalog, "default");
    if (def && (def->profile.runtime != RUNTIME_AST || worker_ast_available()))
        def->pool_wanted = true;

    int fds[LISTEN_MAX_FDS];
    int n = o->socket_path ? 0 : listen_from_systemd(fds, LISTEN_MAX_FDS);
    if (n < 0) {
        server_log("LISTEN_FDS: %s", strerror(-n));
        return -1;
    }
    if (n == 0) {
        const char *path = o->socket_path ? o->socket_path : listen_default_path();
        char err[256];
        if (!path) {
            server_log("no socket path: pass --socket or set XDG_RUNTIME_DIR");
            return -1;
        }
        fds[0] = listen_on_path(path, err, sizeof err);
        if (fds[0] < 0) {
            server_log("%s", err);
            return -1;
        }
        s->socket_path = path;
        n = 1;
    }
    for (int i = 0; i < n; i++) {
        s->listeners[i].kind = WATCH_LISTEN;
        s->listeners[i].fd = fds[i];
        server_watch(s, &s->listeners[i], EPOLLIN);
    }
    s->nlisteners = n;
    return 0;
}

static void teardown(struct server *s)
{
    for (struct client *c = s->clients; c; c = c->next) {
        client_flush(c);
        c->eof = true;
    }
    sweep(s);
    spawner_stop(s);
    pool_cgroup_release_all(s); /* they sit in memory.c's group */
    memory_teardown(s);
    catalog_release(&s->catalog);
    netns_release_all(s);
    stop_listening(s);
    if (s->signals.fd >= 0)
        close(s->signals.fd);
    close(s->epoll);
}

int server_run(const struct server_options *o)
{
    struct server s;
    memset(&s, 0, sizeof s);
    s.signals.fd = -1;
    /* The profile search path: --profiles-dir folders, then the system's. */
    size_t extra = 0;
    while (o->profile_dirs && o->profile_dirs[extra])
        extra++;
    const char *const *system = profile_search_path();
    size_t nsystem = 0;
    while (system[nsystem])
        nsystem++;
    const char **dirs = calloc(extra + nsystem + 1, sizeof *dirs);
    if (!dirs)
        return 71;
    for (size_t i = 0; i < extra; i++)
        dirs[i] = o->profile_dirs[i];
    for (size_t i = 0; i < nsystem; i++)
        dirs[extra + i] = system[i];
    s.dirs = dirs;
    s.extra_dirs = o->profile_dirs;
    if (o->spawner_fd >= 0) {
        int status = spawner_main(o->spawner_fd, dirs);
        free(dirs);
        return status;
    }

    if (setup(&s, o) < 0) {
        teardown(&s);
        free(dirs);
        return 71;
    }
    server_log("listening (%u jails at most, %u warm per profile, %zu profiles, %lld MiB for "
               "jails)",
               s.max_jails, s.pool_size, s.catalog.listed, (long long)(s.memory_total >> 20));
    listen_notify("READY=1");

    int refill_ms = pool_refill(&s);
    bool leftovers = false;
    for (;;) {
        if (s.draining) {
            drain_step(&s);
            if (!s.cells)
                break;
        }
        struct epoll_event events[MAX_EVENTS];
        int n = epoll_wait(s.epoll, events, MAX_EVENTS, next_timeout(&s, leftovers, refill_ms));
        if (n < 0 && errno != EINTR) {
            server_log("epoll_wait: %s", strerror(errno));
            break;
        }
        for (int i = 0; i < n; i++)
            dispatch(&s, &events[i]);
        for (struct cell *cell = s.cells; cell; cell = cell->next) {
            cell_check_timeout(cell);
            fair_check_idle(cell);
        }
        queue_schedule(&s);
        leftovers = process_leftovers(&s);
        sweep(&s);
        /* What the round freed (answers read, clients gone) lets the clients
         * and jails held back for their budget go on. */
        budget_wake(&s);
        sweep_orphans(&s);
        /* Refilling comes last: first everything that someone waits for. */
        refill_ms = pool_refill(&s);
        int stall_ms = budget_check_stalls(&s);
        if (stall_ms >= 0 && (refill_ms < 0 || stall_ms < refill_ms))
            refill_ms = stall_ms; /* the loop's next wake-up, whatever the reason */
    }
    teardown(&s);
    free(dirs);
    server_log("stopped");
    return 0;
}
