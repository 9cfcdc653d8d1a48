/* budget: admission by bytes. Everything a client can make the server hold is
 * counted: its input and output buffers, its requests (queued, by the length
 * of their lines) and the buffers of its jails' channels. Two gates use the
 * counts. The answer side (reading a jail's output, starting a queued request)
 * counts what waits to go out to the client; the request side (reading the
 * client's socket) counts that plus its requests and input. Each gate lets a
 * client on while it holds less than --client-buffer and all clients hold less
 * than --buffer-total, or while it holds less than its floor whatever the
 * others hold: a client that never reads stops at its budget, and many of them
 * cannot starve a small request of another (the floors of SERVER_MAX_CLIENTS
 * clients add up to 64 MiB at most). A big line (past 16 KiB) needs the budget
 * itself, not the floor. The answer side never waits for requests to drain
 * (they drain only as answers flow). */
#include "server/server.h"

/* The bytes waiting to go out to c: its output buffer and its jails'
 * channels (a line that holds a big-result place is the place's). Live bytes,
 * not capacity: they are what the client's reading drains. */
static uint64_t held_answers(const struct client *c)
{
    uint64_t held = buf_len(&c->out);
    for (const struct cell *cell = c->server->cells; cell; cell = cell->next) {
        if (cell->owner != c)
            continue;
        held += buf_len(&cell->out);
        if (!cell->big_line)
            held += buf_len(&cell->in);
    }
    return held;
}

/* Everything c makes the server hold but a line that holds a big-line place. */
static uint64_t held_all(const struct client *c)
{
    return held_answers(c) + c->request_bytes + (c->big_line ? 0 : buf_len(&c->in));
}

static uint64_t held_total(const struct server *s)
{
    return s->held_bytes + s->request_bytes;
}

/* big: for a big line (up to a whole message), which the floor does not
 * cover: the client must be under its budget and all under the total. */
static bool fits(const struct server *s, uint64_t held, uint64_t total, bool big)
{
    return (held < s->client_buffer && total < s->buffer_total) ||
           (!big && held < SERVER_CLIENT_FLOOR);
}

bool budget_allows(const struct client *c)
{
    return fits(c->server, held_all(c), held_total(c->server), false);
}

bool budget_allows_big(const struct client *c)
{
    return fits(c->server, held_all(c), held_total(c->server), true);
}

bool budget_answers_allowed(const struct client *c)
{
    return !c || c->eof || fits(c->server, held_answers(c), c->server->held_bytes, false);
}

bool budget_answers_allow_big(const struct client *c)
{
    return !c || c->eof || fits(c->server, held_answers(c), c->server->held_bytes, true);
}

void budget_add_request(struct request *r, size_t bytes)
{
    r->bytes = bytes;
    r->client->request_bytes += bytes;
    r->client->server->request_bytes += bytes;
}

void budget_drop_request(struct request *r)
{
    if (!r->bytes)
        return;
    r->client->request_bytes -= r->bytes;
    r->client->server->request_bytes -= r->bytes;
    r->bytes = 0;
}

void budget_wake(struct server *s)
{
    client_grant_big_lines(s);
    if (s->cells_waiting_big)
        cell_wake_waiting(s);
    for (struct client *c = s->clients; c; c = c->next)
        if (c->over_budget && !c->eof)
            client_update_events(c);
    for (struct cell *cell = s->cells; cell; cell = cell->next) {
        if (cell->over_budget && (cell->wants_big_line ? budget_answers_allow_big(cell->owner)
                                                       : budget_answers_allowed(cell->owner)))
            cell_resume(cell);
        else if (cell->wants_big_line && !cell->over_budget && !budget_answers_allowed(cell->owner))
            cell->over_budget = true; /* it waits for its client now, not for a place */
    }
}

int budget_check_stalls(struct server *s)
{
    uint64_t now = server_now_us(), limit = SERVER_BIG_LINE_STALL_MS * 1000ull;
    int next = -1;
    for (struct client *c = s->clients; c; c = c->next) {
        if (!c->big_line || c->eof || c->paused)
            continue;
        uint64_t idle = now - c->last_input_us;
        if (idle >= limit) {
            server_log("client %llu (pid %d) stopped halfway through a %zu-byte line: "
                       "disconnected",
                       (unsigned long long)c->id, (int)c->pid, buf_len(&c->in));
            c->eof = true;
            continue;
        }
        int ms = (int)((limit - idle) / 1000) + 1;
        if (next < 0 || ms < next)
            next = ms;
    }
    return next;
}
