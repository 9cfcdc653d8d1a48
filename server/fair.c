/* fair: what keeps one user from starving the others: caps on the jails and
 * the sessions of one uid (SO_PEERCRED, so a user's many connections count as
 * one), and the idle timeout that gives a forgotten session's jail back. */
#include "server/server.h"

#include "server/rpc.h"

/* Jails a user's requests hold now (runs, commands and sessions). A jail
 * held back because its connection does not read its answers (budget.c) is
 * not counted: that connection starts no more, and the user's others go on. */
static unsigned user_jails(const struct server *s, uid_t uid)
{
    unsigned n = 0;
    for (const struct cell *cell = s->cells; cell; cell = cell->next)
        n += cell->counted && cell->owner && cell->owner->uid == uid && !cell->over_budget;
    return n;
}

/* One-shot runs and commands one connection has going. */
static unsigned client_runs(const struct client *c)
{
    unsigned n = 0;
    for (const struct cell *cell = c->server->cells; cell; cell = cell->next)
        n += cell->counted && cell->owner == c && !cell->session;
    return n;
}

/* A connection may run a quarter of its user's jails at once: a few that
 * pipeline runs and do not read their answers (their jails then wait,
 * budget.c) cannot take every jail from the user's other connections. */
bool fair_jail_allowed(const struct client *c)
{
    unsigned per_client = c->server->max_jails_per_user / 4;
    return user_jails(c->server, c->uid) < c->server->max_jails_per_user &&
           client_runs(c) < (per_client ? per_client : 1);
}

bool fair_session_allowed(const struct client *c)
{
    unsigned n = 0;
    for (const struct client *o = c->server->clients; o; o = o->next) {
        if (o->uid != c->uid)
            continue;
        for (const struct session *session = o->sessions; session; session = session->next)
            n += !session->end;
        /* Sessions still waiting for their jail count too. */
        for (const struct request *r = o->wait_head; r; r = r->next)
            n += r->method == METHOD_SESSION_OPEN;
    }
    return n < c->server->max_sessions_per_user;
}

/* Milliseconds until the session on cell has been idle too long; -1 when it
 * is not an idle session or its profile sets no timeout. */
int fair_idle_ms(const struct cell *cell)
{
    uint64_t limit = cell->profile ? cell->profile->profile.idle_timeout_ms : 0;
    if (!cell->session || cell->state != CELL_IDLE || cell->session->head || !limit ||
        cell->jail_done || cell->kill_reason)
        return -1;
    uint64_t idle_ms = (server_now_us() - cell->idle_since_us) / 1000;
    return idle_ms >= limit ? 0 : (int)(limit - idle_ms);
}

void fair_check_idle(struct cell *cell)
{
    if (fair_idle_ms(cell) != 0)
        return;
    /* The session ends with status "idle" when its jail is reaped. */
    cell->kill_reason = "idle";
    cell_kill(cell);
}
