/* pool: warm jails. A few jails per profile are kept fully set up
 * (namespaces, cgroup, filesystem, seccomp) with their worker waiting on fd 3,
 * so a request costs only the channel round trip and the snippet itself. The
 * loop refills pools between events, a small batch at a time. A warm jail
 * serves one run or one session, and is never reused. */
#include "server/server.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* After a warm jail fails to start, its profile is not refilled for this long:
 * a broken profile must not turn the loop into a spawn storm. */
#define POOL_BACKOFF_US 1000000
/* Most requests answer within this; see pool_refill. */
#define POOL_QUIET_US 5000

static void unlink_cell(struct catalog_profile *p, struct cell *cell)
{
    struct cell **at = &p->pool_head;
    struct cell *prev = NULL;
    while (*at && *at != cell) {
        prev = *at;
        at = &(*at)->pool_next;
    }
    if (!*at)
        return;
    *at = cell->pool_next;
    if (p->pool_tail == cell)
        p->pool_tail = prev;
    cell->pool_next = NULL;
    cell->pooled = false;
    p->pool_count--;
}

void pool_remove(struct cell *cell)
{
    unlink_cell(cell->profile, cell);
}

struct cell *pool_take(struct server *s, struct catalog_profile *profile, char *err, size_t errlen)
{
    /* Oldest first: it has had the longest to finish its setup. */
    struct cell *cell = profile->pool_head;
    if (cell) {
        unlink_cell(profile, cell);
        s->pool_hits++;
        return cell;
    }
    s->pool_misses++;
    return cell_spawn(s, profile, err, errlen);
}

static bool wants_jails(const struct server *s, const struct catalog_profile *p, uint64_t now)
{
    return !p->retired && p->pool_wanted && p->pool_count < s->pool_size &&
           (!p->pool_failed_us || now - p->pool_failed_us > POOL_BACKOFF_US) &&
           !s->memory_waiting && memory_fits(s, p);
}

/* How long ago the youngest running request started. */
static uint64_t youngest_request_us(const struct server *s, uint64_t now)
{
    uint64_t youngest = UINT64_MAX;
    for (const struct cell *c = s->cells; c; c = c->next)
        if (c->state == CELL_BUSY && now - c->busy_since_us < youngest)
            youngest = now - c->busy_since_us;
    return youngest;
}

int pool_refill(struct server *s)
{
    if (s->draining || !s->pool_size)
        return -1;
    uint64_t now = server_now_us();
    /* A spawn holds the loop for a fraction of a millisecond. While a request
     * that may answer any moment runs, a pool that still has a jail waits, so
     * that the answer does not queue behind the spawn; an empty pool (a steady
     * stream of requests) is refilled at once. */
    uint64_t young = youngest_request_us(s, now);
    int wait_ms = -1;
    unsigned started = 0;
    bool more = false;
    for (size_t i = 0; i < s->catalog.count; i++) {
        struct catalog_profile *p = s->catalog.items[i];
        if (young < POOL_QUIET_US && p->pool_count > 0 && wants_jails(s, p, now)) {
            wait_ms = (int)((POOL_QUIET_US - young) / 1000) + 1;
            continue;
        }
        while (wants_jails(s, p, now)) {
            if (started == SERVER_POOL_SPAWN_BATCH)
                return 0;
            char err[JAIL_ERR_MAX];
            struct cell *cell = cell_spawn(s, p, err, sizeof err);
            started++;
            if (!cell) {
                server_log("warm jail for profile %s: %s", p->name, err);
                p->pool_failed_us = now;
                break;
            }
            cell->pooled = true;
            if (p->pool_tail)
                p->pool_tail->pool_next = cell;
            else
                p->pool_head = cell;
            p->pool_tail = cell;
            p->pool_count++;
        }
        more |= wants_jails(s, p, now);
    }
    return more ? 0 : wait_ms;
}

void pool_drain_profile(struct catalog_profile *p)
{
    while (p->pool_head) {
        struct cell *cell = p->pool_head;
        unlink_cell(p, cell);
        cell_kill(cell);
    }
}
