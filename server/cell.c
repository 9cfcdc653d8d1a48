/* cell: one jail and the worker inside it, as the server sees them: spawned
 * with the worker's channel as the jail's fd 3, given one operation at a time,
 * its messages checked (a worker is untrusted) and relayed, and reaped. */
#include "server/server.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include "jail/result.h"
#include "server/rpc.h"

/* Bytes of output notifications the server relays for one request: the
 * profile's caps plus room for the framing, never above the server's cap. */
static uint64_t output_cap(const struct cell *cell)
{
    const struct profile *p = &cell->profile->profile;
    uint64_t cap = p->output_max > p->max_output_bytes ? p->output_max : p->max_output_bytes;
    cap += 65536;
    return cap < SERVER_MAX_STREAMED_OUTPUT ? cap : SERVER_MAX_STREAMED_OUTPUT;
}

struct cell *cell_spawn(struct server *s, struct catalog_profile *profile, char *err, size_t errlen)
{
    int pair[2];
    err[0] = '\0';
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) < 0) {
        snprintf(err, errlen, "socketpair: %s", strerror(errno));
        return NULL;
    }
    if (!memory_fits(s, profile)) {
        close(pair[0]);
        close(pair[1]);
        snprintf(err, errlen, "the server's memory is committed to other jails");
        return NULL;
    }
    struct cell *cell = calloc(1, sizeof *cell);
    if (!cell) {
        close(pair[0]);
        close(pair[1]);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    cell->server = s;
    /* Its channel's buffers count for its client (budget.c); the kept output
     * does not: it is small (SERVER_PRINTED_KEEP) and reading drains it not. */
    cell->in.account = cell->out.account = &s->held_bytes;
    cell->profile = profile;
    catalog_ref(profile);
    cell->config = profile->config;
    cell->config.extra_fd = pair[1];
    cell->config.cgroup_parent = s->group[0] ? s->group : NULL;
    cell->config.cgroup = pool_cgroup_take(s, &cell->config);
    cell->spawned_us = server_now_us();
    cell->netns_fd = -1;
    if (profile->recycle_netns) {
        /* Without one, the jail makes its own, as every other jail does. */
        int fd = netns_take(s);
        cell->netns_fd = fd > 0 ? fd : -1;
        cell->config.join_netns_fd = cell->netns_fd;
    }
    cell->channel_watch.kind = WATCH_CHANNEL;
    cell->channel_watch.fd = pair[0];
    cell->jail_watch.kind = WATCH_JAIL;

    int rc = spawner_spawn(s, profile, &cell->config, &cell->process);
    close(pair[1]);
    cell->config.extra_fd = -1;
    s->jails_spawned++;
    if (rc < 0 && cell->process && jail_process_pid(cell->process) <= 0) {
        /* No child was made: nothing will ever wake the loop for it. */
        struct jail_result result;
        jail_process_finish(cell->process, &result);
        snprintf(err, errlen, "%s", result.message);
        jail_result_free(&result);
        cell->process = NULL;
    }
    if (!cell->process) {
        if (!err[0])
            snprintf(err, errlen, "spawn a jail: out of memory");
        netns_give(s, cell->netns_fd); /* no jail ever used it */
        pool_cgroup_give(s, cell->config.cgroup);
        close(pair[0]);
        catalog_unref(profile);
        free(cell);
        return NULL;
    }
    /* A warm jail waits for its first request without a clock; each request
     * starts it anew. */
    jail_process_restart_clock(cell->process, 0);
    memory_commit(cell);
    fcntl(pair[0], F_SETFL, O_NONBLOCK);
    cell->jail_watch.fd = jail_process_fd(cell->process);
    server_watch(s, &cell->channel_watch, EPOLLIN);
    server_watch(s, &cell->jail_watch, EPOLLIN);
    cell->state = CELL_IDLE;
    cell->next = s->cells;
    if (s->cells)
        s->cells->prev = cell;
    s->cells = cell;
    return cell;
}

static void channel_events(struct cell *cell)
{
    if (cell->channel_watch.fd >= 0)
        server_modify(cell->server, &cell->channel_watch,
                      (cell->wants_big_line || cell->over_budget ? 0 : EPOLLIN) |
                          (cell->out_watched ? EPOLLOUT : 0));
}

void cell_resume(struct cell *cell)
{
    cell->over_budget = false;
    channel_events(cell);
}

static void take_place(struct cell *cell)
{
    struct server *s = cell->server;
    if (cell->wants_big_line) {
        cell->wants_big_line = false;
        s->cells_waiting_big--;
        channel_events(cell);
    }
    cell->big_line = true;
    s->big_results++;
}

void cell_wake_waiting(struct server *s)
{
    for (struct cell *cell = s->cells; cell && s->cells_waiting_big; cell = cell->next)
        if (cell->wants_big_line && s->big_results < SERVER_BIG_RESULTS &&
            budget_answers_allow_big(cell->owner))
            take_place(cell);
}

/* A line is done, or the channel closed: the place goes to a waiting cell. */
static void release_place(struct cell *cell, bool closing)
{
    struct server *s = cell->server;
    if (closing && cell->wants_big_line) {
        cell->wants_big_line = false;
        s->cells_waiting_big--;
    }
    if (!cell->big_line || (!closing && buf_len(&cell->in) >= SERVER_CLIENT_LINE_SMALL))
        return;
    cell->big_line = false;
    s->big_results--;
    buf_trim(&cell->in, 2 * SERVER_CLIENT_LINE_SMALL);
    cell_wake_waiting(s);
}

/* Bytes the channel may bring now (0: no limit but the line cap), or
 * (size_t)-1 for none: none while its owner holds too much (budget.c),
 * SERVER_CLIENT_LINE_SMALL held on its own, more with a place, and none while
 * it waits for one. A line that holds a place is read to its end. */
static size_t channel_room(struct cell *cell, bool all)
{
    size_t held = buf_len(&cell->in);
    if (all || cell->big_line)
        return 0;
    if (cell->wants_big_line || cell->over_budget)
        return (size_t)-1;
    if (!budget_answers_allowed(cell->owner)) {
        cell->over_budget = true;
        channel_events(cell);
        return (size_t)-1;
    }
    if (held < SERVER_CLIENT_LINE_SMALL)
        return SERVER_CLIENT_LINE_SMALL - held;
    if (cell->server->big_results < SERVER_BIG_RESULTS && budget_answers_allow_big(cell->owner)) {
        take_place(cell);
        return 0;
    }
    cell->wants_big_line = true;
    cell->server->cells_waiting_big++;
    channel_events(cell);
    return (size_t)-1;
}

static void flush_channel(struct cell *cell)
{
    if (cell->channel_watch.fd < 0)
        return;
    int rc = buf_write(&cell->out, cell->channel_watch.fd);
    if (rc < 0) {
        buf_consume(&cell->out, buf_len(&cell->out));
        rc = 0; /* the worker is gone; its jail's end tells the rest */
    }
    if (rc == 0)
        buf_trim(&cell->out, 2 * SERVER_CLIENT_LINE_SMALL); /* a big snippet was sent */
    bool want = rc > 0;
    if (want != cell->out_watched) {
        cell->out_watched = want;
        channel_events(cell);
    }
}

/* The request's wall-clock time in ms: its "timeout", else the profile's WallTimeSec=. */
static uint64_t cell_deadline_ms(const struct cell *cell, const struct request *r)
{
    return r && r->timeout_ms ? r->timeout_ms : cell->config.limits.wall_ms;
}

void cell_begin(struct cell *cell, struct request *r)
{
    cell->current = r;
    cell->state = CELL_BUSY;
    cell->busy_since_us = server_now_us();
    cell->streamed = 0;
    for (int i = 0; i < 2; i++) {
        buf_consume(&cell->printed[i], buf_len(&cell->printed[i]));
        buf_trim(&cell->printed[i], 2 * SERVER_PRINTED_KEEP);
        cell->printed_cut[i] = 0;
    }
    uint64_t wall = cell_deadline_ms(cell, r);
    /* An AST worker stops at its deadline by itself and keeps the session: the kill is
     * the backstop for one long C operation, a little later. */
    if (wall && cell->profile->profile.runtime == RUNTIME_AST)
        wall += SERVER_DEADLINE_GRACE_MS;
    jail_process_restart_clock(cell->process, wall);
}

void cell_send(struct cell *cell, struct request *r, json_t *op)
{
    cell_begin(cell, r);
    uint64_t deadline = cell_deadline_ms(cell, r);
    if (deadline && json_object_get(op, "code")) /* an exec: the worker keeps the deadline */
        json_object_set_new(op, "timeout_ms", json_integer((json_int_t)deadline));
    if (rpc_send_line(&cell->out, op) < 0) {
        cell->kill_reason = "internal_error";
        cell_kill(cell);
        return;
    }
    /* The worker has what it needs: a big snippet or set of variables is
     * not held twice while it runs. */
    budget_drop_request(r);
    json_decref(r->params);
    r->params = json_object();
    flush_channel(cell);
}

void cell_kill(struct cell *cell)
{
    if (cell->process && !cell->jail_done)
        jail_process_kill(cell->process);
}

static void close_channel(struct cell *cell)
{
    if (cell->channel_watch.fd < 0)
        return;
    release_place(cell, true);
    server_unwatch(cell->server, &cell->channel_watch);
    close(cell->channel_watch.fd);
    cell->channel_watch.fd = -1;
}

void cell_close(struct cell *cell)
{
    /* EOF on fd 3 is the worker's signal to exit. */
    cell->state = CELL_ENDING;
    close_channel(cell);
}

int cell_timeout_ms(const struct cell *cell)
{
    return cell->process && !cell->jail_done ? jail_process_timeout_ms(cell->process) : -1;
}

struct cell *cell_find_call(struct server *s, uint64_t call_id)
{
    for (struct cell *c = s->cells; c; c = c->next)
        if (c->tool_call_id == call_id)
            return c;
    return NULL;
}

static void send_tool_error(struct cell *cell, const char *message)
{
    json_t *op = json_pack("{s:s,s:s}", "op", "tool_result", "error", message);
    if (rpc_send_line(&cell->out, op) == 0)
        flush_channel(cell);
}

void cell_tool_result(struct cell *cell, json_t *result, json_t *error)
{
    if (!cell->tool_call_id)
        return;
    cell->tool_call_id = 0;
    if (error) {
        json_t *message = json_object_get(error, "message");
        char *dumped = json_is_string(message) ? NULL : json_dumps(error, RPC_DUMP_FLAGS);
        send_tool_error(cell, json_is_string(message) ? json_string_value(message)
                              : dumped                ? dumped
                                                      : "tool failed");
        free(dumped);
        return;
    }
    json_t *op = json_pack("{s:s,s:O}", "op", "tool_result", "value", result);
    if (rpc_send_line(&cell->out, op) == 0)
        flush_channel(cell);
}

/* Output the worker printed: relayed at once as a notification. */
static bool relay_output(struct cell *cell, json_t *msg)
{
    const char *stream = json_string_value(json_object_get(msg, "stream"));
    json_t *text = json_object_get(msg, "text");
    if (!stream || (strcmp(stream, "stdout") != 0 && strcmp(stream, "stderr") != 0) ||
        !json_is_string(text))
        return false;
    cell->streamed += json_string_length(text);
    if (cell->streamed > output_cap(cell)) {
        cell->kill_reason = "output";
        cell_kill(cell);
        return true;
    }
    /* The last SERVER_PRINTED_KEEP bytes of each stream ("stderr"[3]), for
     * the result of a jail that gets killed. */
    int which = stream[3] == 'e';
    struct buf *kept = &cell->printed[which];
    buf_append(kept, json_string_value(text), json_string_length(text));
    if (buf_len(kept) > 2 * SERVER_PRINTED_KEEP) {
        size_t cut = buf_len(kept) - SERVER_PRINTED_KEEP;
        while (cut < buf_len(kept) && (kept->data[kept->start + cut] & 0xc0) == 0x80)
            cut++; /* whole UTF-8 characters only */
        cell->printed_cut[which] += cut;
        buf_consume(kept, cut);
        buf_trim(kept, 2 * SERVER_PRINTED_KEEP); /* after one huge line */
    }
    struct client *c = cell->owner;
    if (!c || !cell->current || c->eof)
        return true;
    json_t *params =
        json_pack("{s:O,s:s,s:O}", "request_id", cell->current->id, "stream", stream, "text", text);
    if (cell->session)
        json_object_set_new(params, "session_id", json_string(cell->session->id));
    rpc_send_notification(&c->out, "output", params);
    client_flush(c);
    return true;
}

/* A snippet called a tool: only a tool its session registered reaches the
 * client, which runs it host-side. */
static bool relay_tool_call(struct cell *cell, json_t *msg)
{
    const char *name = json_string_value(json_object_get(msg, "name"));
    json_t *args = json_object_get(msg, "args"), *kwargs = json_object_get(msg, "kwargs");
    if (!name || (args && !json_is_array(args)) || (kwargs && !json_is_object(kwargs)) ||
        cell->tool_call_id)
        return false;
    struct client *c = cell->owner;
    if (!cell->session || !c || !cell->current || !session_has_tool(cell->session, name)) {
        send_tool_error(cell, "no such tool");
        return true;
    }
    cell->tool_call_id = ++cell->server->next_call_id;
    json_t *params =
        json_pack("{s:I,s:s,s:o,s:o,s:s,s:O}", "call_id", (json_int_t)cell->tool_call_id, "name",
                  name, "args", args ? json_incref(args) : json_array(), "kwargs",
                  kwargs ? json_incref(kwargs) : json_object(), "session_id", cell->session->id,
                  "request_id", cell->current->id);
    json_t *id = json_integer((json_int_t)cell->tool_call_id);
    rpc_send_request(&c->out, id, "tool.call", params);
    json_decref(id);
    client_flush(c);
    return true;
}

/* One line from the worker. False when it breaks the protocol. */
static bool handle_message(struct cell *cell, const char *line, size_t len)
{
    json_t *msg = rpc_load(line, len, 0);
    /* The line is parsed: a big one's buffer goes before its result is
     * written out, so that it is held twice at most, not three times. */
    release_place(cell, false);
    const char *op = json_string_value(json_object_get(msg, "op"));
    bool ok = op != NULL;
    if (ok && strcmp(op, "ready") == 0) {
        cell->ready = true;
        pool_note_ready(cell);
    } else if (ok && strcmp(op, "output") == 0) {
        ok = cell->state == CELL_BUSY && relay_output(cell, msg);
    } else if (ok && strcmp(op, "tool_call") == 0) {
        ok = cell->state == CELL_BUSY && relay_tool_call(cell, msg);
    } else if (ok &&
               (strcmp(op, "result") == 0 || strcmp(op, "ok") == 0 || strcmp(op, "error") == 0)) {
        ok = cell->state == CELL_BUSY && !cell->tool_call_id;
        if (ok) {
            /* op points into the "op" member: move it before deleting. */
            json_object_set(msg, "kind", json_object_get(msg, "op"));
            json_object_del(msg, "op");
            methods_finish(cell, json_incref(msg));
        }
    } else {
        ok = false;
    }
    json_decref(msg);
    return ok;
}

/* Handles the complete lines read so far; false when the channel closed. */
static bool handle_lines(struct cell *cell)
{
    char *line;
    size_t len;
    enum buf_line got;
    while (cell->channel_watch.fd >= 0 &&
           (got = buf_next_line(&cell->in, SERVER_MAX_MESSAGE, &line, &len)) != BUF_NO_LINE) {
        if (got == BUF_TOO_LONG || !handle_message(cell, line, len)) {
            /* A worker that breaks the protocol is treated as hostile. */
            cell->kill_reason = "internal_error";
            cell_kill(cell);
            close_channel(cell);
            return false;
        }
    }
    if (cell->channel_watch.fd >= 0)
        release_place(cell, false);
    return cell->channel_watch.fd >= 0;
}

/* Reads and handles what the worker wrote, within the memory it may take
 * (channel_room); all: everything, for a worker that has exited (its last
 * words are bounded by the socket buffer). */
static void read_channel(struct cell *cell, bool all)
{
    for (;;) {
        size_t room = channel_room(cell, all);
        if (room == (size_t)-1)
            break;
        ssize_t n = buf_recv(&cell->in, cell->channel_watch.fd, room, NULL, NULL, 0);
        if (n == -EAGAIN || n == -EINTR)
            break;
        if (n <= 0) {
            cell->channel_eof = true;
            break;
        }
        if (!handle_lines(cell))
            return;
    }
    if (!handle_lines(cell))
        return;
    if (cell->channel_eof)
        close_channel(cell);
}

void cell_handle_channel(struct cell *cell, uint32_t events)
{
    if (events & EPOLLOUT)
        flush_channel(cell);
    if (events & (EPOLLIN | EPOLLHUP | EPOLLERR))
        read_channel(cell, false);
}

void cell_handle_jail(struct cell *cell)
{
    if (cell->jail_done || !jail_process_step(cell->process))
        return;
    /* The worker is gone: whatever it wrote last is already in the channel,
     * and a result there beats the guess from how the jail ended. */
    if (cell->channel_watch.fd >= 0)
        read_channel(cell, true);
    close_channel(cell);
    cell->jail_done = true;
    server_unwatch(cell->server, &cell->jail_watch);
    struct jail_result result;
    struct jail_process *process = cell->process;
    jail_process_result(process, &result);
    cell->process = NULL;
    /* Reaped: no process of the jail is left in its network namespace. */
    netns_give(cell->server, cell->netns_fd);
    cell->netns_fd = -1;
    /* Its memory is free once its cgroup is, just below. */
    memory_release(cell);
    if (cell->pooled) {
        pool_remove(cell);
        if (result.status == JAIL_INTERNAL) {
            server_log("warm jail for profile %s failed: %s", cell->profile->name, result.message);
            cell->profile->pool_failed_us = server_now_us();
        }
    }
    methods_cell_ended(cell, &result);
    /* The cgroup goes (or back to the spares) after the answer is on its way. */
    jail_process_free(process);
    pool_cgroup_give(cell->server, cell->config.cgroup);
    cell->config.cgroup = NULL;
    jail_result_free(&result);
    cell->state = CELL_ENDING;
    cell->reaped = true;
}

void cell_check_timeout(struct cell *cell)
{
    if (cell_timeout_ms(cell) == 0)
        cell_handle_jail(cell);
}

void cell_free(struct cell *cell)
{
    struct server *s = cell->server;
    if (cell->prev)
        cell->prev->next = cell->next;
    else
        s->cells = cell->next;
    if (cell->next)
        cell->next->prev = cell->prev;
    request_free(cell->current);
    buf_free(&cell->in);
    buf_free(&cell->out);
    buf_free(&cell->printed[0]);
    buf_free(&cell->printed[1]);
    catalog_unref(cell->profile);
    free(cell);
}
