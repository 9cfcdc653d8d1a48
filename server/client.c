/* client: one connection: its credentials (SO_PEERCRED), its newline-framed
 * requests read with backpressure, its answers written as the socket takes
 * them, and what happens to its jails when it goes away (they are killed). */
#include "server/server.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include "server/rpc.h"

#ifndef SO_PEERGROUPS
#define SO_PEERGROUPS 59 /* Linux 4.13; older headers lack it */
#endif

static void read_credentials(struct client *c)
{
    struct ucred cred;
    socklen_t len = sizeof cred;
    if (getsockopt(c->watch.fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0) {
        c->pid = cred.pid;
        c->uid = cred.uid;
        c->gid = cred.gid;
    } else {
        /* Unknown: treat as the least privileged id rather than as root. */
        c->pid = 0;
        c->uid = c->gid = (uid_t)-1;
    }
    len = sizeof c->groups;
    if (getsockopt(c->watch.fd, SOL_SOCKET, SO_PEERGROUPS, c->groups, &len) == 0)
        c->ngroups = (int)(len / sizeof(gid_t));
}

/* At SERVER_MAX_CLIENTS the listening sockets are not watched (a
 * level-triggered listener with no room would spin the loop); connections
 * wait in the kernel's backlog until a client leaves. */
static void watch_listeners(struct server *s, bool on)
{
    for (int i = 0; i < s->nlisteners; i++)
        server_modify(s, &s->listeners[i], on ? EPOLLIN : 0);
}

void client_accept(struct server *s, int listen_fd)
{
    if (s->nclients >= SERVER_MAX_CLIENTS) {
        watch_listeners(s, false);
        return;
    }
    while (s->nclients < SERVER_MAX_CLIENTS) {
        int fd = accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno != EAGAIN && errno != EINTR && errno != ECONNABORTED)
                server_log("accept: %s", strerror(errno));
            return;
        }
        struct client *c = calloc(1, sizeof *c);
        if (!c) {
            close(fd);
            return;
        }
        c->watch.kind = WATCH_CLIENT;
        c->watch.fd = fd;
        c->server = s;
        c->in.account = c->out.account = &s->held_bytes;
        c->id = ++s->next_client_id;
        read_credentials(c);
        c->in_watched = true;
        if (server_watch(s, &c->watch, EPOLLIN) < 0) {
            close(fd);
            free(c);
            return;
        }
        c->next = s->clients;
        if (s->clients)
            s->clients->prev = c;
        s->clients = c;
        s->nclients++;
    }
}

void client_update_events(struct client *c)
{
    if (c->eof)
        return;
    /* Backpressure: a client that holds too much (its unread answers, its
     * requests: budget.c), or has a long queue of requests waiting for jails,
     * is not read from for now; its writes then block in the kernel. Nothing
     * is dropped. A line that holds a big-line place is read to its end. */
    c->over_budget = !c->big_line && !budget_allows(c);
    bool pause = c->over_budget || c->nwaiting >= SERVER_CLIENT_QUEUE || c->wants_big_line;
    bool want_out = buf_len(&c->out) > 0;
    /* A half-closed client's lines are still handled; its socket has only
     * its end of input to tell (level-triggered: it would spin the loop). */
    bool want_in = !pause && !c->read_closed;
    if (pause == c->paused && want_out == c->out_watched && want_in == c->in_watched)
        return;
    /* Lines read before the pause are already in our buffer: no new EPOLLIN
     * will announce them, so the loop must come back for them. */
    if (c->paused && !pause && buf_len(&c->in))
        c->more_input = true;
    c->paused = pause;
    c->out_watched = want_out;
    c->in_watched = want_in;
    server_modify(c->server, &c->watch, (want_in ? EPOLLIN : 0) | (want_out ? EPOLLOUT : 0));
}

bool client_idle(const struct client *c)
{
    if (c->nwaiting || c->more_input || buf_len(&c->out))
        return false;
    for (const struct cell *cell = c->server->cells; cell; cell = cell->next)
        if (cell->owner == c && cell->state == CELL_BUSY)
            return false;
    return true;
}

void client_flush(struct client *c)
{
    if (c->eof) {
        buf_consume(&c->out, buf_len(&c->out));
        return;
    }
    /* MSG_NOSIGNAL would need send(); SIGPIPE is ignored by the server. */
    int rc = buf_write(&c->out, c->watch.fd);
    if (rc < 0) {
        c->eof = true; /* the peer is gone; the loop frees it */
        buf_consume(&c->out, buf_len(&c->out));
    }
    if (!buf_len(&c->out))
        buf_trim(&c->out, 2 * SERVER_CLIENT_LINE_SMALL);
    client_update_events(c);
}

void request_free(struct request *r)
{
    if (!r)
        return;
    budget_drop_request(r);
    json_decref(r->id);
    json_decref(r->params);
    for (int i = 0; i < r->nfds; i++)
        close(r->fds[i]);
    if (r->profile)
        catalog_unref(r->profile);
    free(r);
}

void client_reply(struct request *r, json_t *result)
{
    struct client *c = r->client;
    if (c && !c->eof) {
        if (rpc_send_result(&c->out, r->id, result) < 0)
            rpc_send_error(&c->out, r->id, RPC_INTERNAL_ERROR, "result too large to encode", NULL);
        client_flush(c);
    } else {
        json_decref(result);
    }
    request_free(r);
}

void client_reply_error(struct request *r, int code, const char *message)
{
    struct client *c = r->client;
    if (c && !c->eof) {
        rpc_send_error(&c->out, r->id, code, message, NULL);
        client_flush(c);
    }
    request_free(r);
}

static void error_reply(struct client *c, json_t *id, int code, const char *message)
{
    rpc_send_error(&c->out, id, code, message, NULL);
}

static void handle_line(struct client *c, const char *line, size_t len)
{
    struct rpc_message msg;
    int code;
    const char *why;
    switch (rpc_parse(line, len, &msg, &code, &why)) {
    case RPC_INVALID:
        error_reply(c, msg.id, code, why);
        break;
    case RPC_NOTIFICATION:
        /* Nothing a client may notify the server of; JSON-RPC forbids
         * answering notifications. */
        break;
    case RPC_REQUEST:
        methods_dispatch(c, msg.id, msg.method, msg.params, len);
        break;
    case RPC_RESPONSE: {
        /* An answer to a tool.call: it is for the jail that asked, and only
         * when this client owns it. */
        json_int_t id = json_is_integer(msg.id) ? json_integer_value(msg.id) : 0;
        struct cell *cell = id > 0 ? cell_find_call(c->server, (uint64_t)id) : NULL;
        if (cell && cell->owner == c)
            cell_tool_result(cell, msg.result, msg.error);
        break;
    }
    }
    json_decref(msg.root);
}

/* Whether c may take a big-line place now: one is free, and it is under its
 * budget and all under the total (the line may add a whole message). */
static bool big_line_free(const struct client *c)
{
    return c->server->big_lines < SERVER_BIG_LINES && budget_allows_big(c);
}

void client_grant_big_lines(struct server *s)
{
    for (struct client *w = s->clients; w && s->big_lines < SERVER_BIG_LINES; w = w->next) {
        if (w->wants_big_line && !w->eof && big_line_free(w)) {
            w->wants_big_line = false;
            w->last_input_us = server_now_us();
            w->big_line = true;
            s->big_lines++;
            client_update_events(w);
        }
    }
}

/* A big line is done (done, or its client gone, or little input is left):
 * its place goes to a client that waits for one, and the memory it took goes
 * back. The next line needs a place of its own: one place is one line, or a
 * client could stream lines past its budget. */
static void release_big_line(struct client *c, bool done)
{
    struct server *s = c->server;
    if (!c->big_line || (!done && !c->eof && buf_len(&c->in) >= SERVER_CLIENT_LINE_SMALL))
        return;
    c->big_line = false;
    s->big_lines--;
    buf_trim(&c->in, 2 * SERVER_CLIENT_LINE_SMALL);
    client_grant_big_lines(s);
}

/* How many bytes the client may send now: up to SERVER_CLIENT_LINE_SMALL held
 * on its own, more with a big-line place, none while it waits for one. */
static size_t input_room(struct client *c)
{
    size_t held = buf_len(&c->in);
    if (c->big_line || c->skipping)
        return 0; /* no limit but the line cap, which buf_next_line enforces */
    if (held < SERVER_CLIENT_LINE_SMALL)
        return SERVER_CLIENT_LINE_SMALL - held;
    if (memchr(c->in.data + c->in.start, '\n', held))
        return (size_t)-1; /* whole lines to handle first: no more for now */
    if (big_line_free(c)) {
        c->last_input_us = server_now_us(); /* its clock starts with its place */
        c->big_line = true;
        c->server->big_lines++;
        return 0;
    }
    c->wants_big_line = true;
    client_update_events(c);
    return (size_t)-1;
}

void client_process(struct client *c)
{
    c->more_input = false;
    for (int handled = 0; !c->eof && !c->paused; handled++) {
        if (handled == SERVER_FAIR_BATCH) {
            c->more_input = true; /* the loop comes back after the others */
            break;
        }
        if (c->skipping && !buf_skip_line(&c->in, &c->skipping))
            break;
        char *line;
        size_t len;
        enum buf_line got = buf_next_line(&c->in, SERVER_MAX_MESSAGE, &line, &len);
        if (got == BUF_NO_LINE)
            break;
        if (got == BUF_TOO_LONG) {
            /* The id, when it came before the cap, takes the error back;
             * else the id is null, as JSON-RPC says for an unknown one. */
            json_t *id = rpc_scan_id(c->in.data + c->in.start, buf_len(&c->in));
            error_reply(c, id, RPC_MESSAGE_TOO_LARGE, "message too large");
            json_decref(id);
            buf_skip_line(&c->in, &c->skipping);
            continue;
        }
        if (len == 0 || (len == 1 && line[0] == '\r'))
            continue; /* blank lines between messages are tolerated */
        handle_line(c, line, len);
        if (c->big_line) {
            release_big_line(c, true);
            client_update_events(c); /* its budget counts its input again */
        }
    }
    release_big_line(c, false);
    client_flush(c);
}

/* events: the epoll events that woke us; an end of input without EPOLLHUP
 * is a half-close (shutdown(SHUT_WR)): the client still reads its answers. */
static void read_input(struct client *c, uint32_t events)
{
    /* Read only what one fair share needs; the rest stays in the kernel,
     * which is the backpressure. */
    for (int i = 0; i < 4; i++) {
        size_t room = input_room(c);
        if (room == (size_t)-1)
            break;
        /* At most one command's worth of fds waits; more are closed. */
        ssize_t n = buf_recv(&c->in, c->watch.fd, room, c->fds, &c->nfds, 3);
        if (n == -EAGAIN || n == -EINTR)
            break;
        if (n == 0 && !(events & (EPOLLHUP | EPOLLERR))) {
            c->read_closed = true; /* answered, then freed once idle (client_idle) */
            client_update_events(c);
            return;
        }
        if (n <= 0) {
            c->eof = true;
            return;
        }
        c->last_input_us = server_now_us();
        /* A line longer than the maximum is dropped as it streams in. */
        if (c->skipping)
            buf_skip_line(&c->in, &c->skipping);
    }
}

void client_handle(struct client *c, uint32_t events)
{
    if (events & EPOLLIN)
        read_input(c, events);
    else if (events & (EPOLLHUP | EPOLLERR))
        c->eof = true;
    if (!c->eof) {
        client_process(c);
    }
    if (!c->eof && (events & EPOLLOUT))
        client_flush(c);
}

/* The client is gone: its jails are killed (their cgroups go when they are
 * reaped), its sessions and waiting requests are dropped. */
static void detach(struct client *c)
{
    struct server *s = c->server;
    for (struct cell *cell = s->cells; cell; cell = cell->next) {
        if (cell->owner != c)
            continue;
        cell->owner = NULL;
        request_free(cell->current);
        cell->current = NULL;
        cell->session = NULL;
        cell->tool_call_id = 0;
        cell_kill(cell);
    }
    while (c->sessions) {
        struct session *next = c->sessions->next;
        session_free(c->sessions);
        c->sessions = next;
    }
    while (c->wait_head) {
        struct request *next = c->wait_head->next;
        request_free(c->wait_head);
        c->wait_head = next;
        c->nwaiting--;
    }
    if (c->in_ring) {
        /* Unlink from the circular ring. */
        struct client *p = s->ring;
        while (p->ring_next != c)
            p = p->ring_next;
        p->ring_next = c->ring_next;
        if (s->ring == c)
            s->ring = c->ring_next == c ? NULL : c->ring_next;
        c->in_ring = false;
    }
}

void client_free(struct client *c)
{
    struct server *s = c->server;
    detach(c);
    server_unwatch(s, &c->watch);
    close(c->watch.fd);
    if (c->prev)
        c->prev->next = c->next;
    else
        s->clients = c->next;
    if (c->next)
        c->next->prev = c->prev;
    if (s->nclients-- == SERVER_MAX_CLIENTS)
        watch_listeners(s, true);
    c->eof = true;
    c->wants_big_line = false;
    release_big_line(c, true);
    buf_free(&c->in);
    buf_free(&c->out);
    for (int i = 0; i < c->nfds; i++)
        close(c->fds[i]);
    free(c);
    /* A slot or a client place may have freed up. */
    queue_schedule(s);
}
