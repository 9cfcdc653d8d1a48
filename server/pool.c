/* pool: warm jails. A few jails per profile are kept fully set up
 * (namespaces, cgroup, filesystem, seccomp) with their worker waiting on fd 3,
 * so a request costs only the channel round trip and the snippet itself. The
 * loop refills pools between events, a small batch at a time. A warm jail
 * serves one run or one session, and is never reused (its cgroup is: see
 * pool_cgroup.c).
 *
 * A pool is sized from the recent demand: the time between two requests for
 * one of its jails and the time a jail takes from spawn to ready, both moving
 * averages. Jails that cover the requests arriving while a new one gets ready,
 * plus one, keep back-to-back runs on warm jails as long as spawning keeps up:
 * the spawn rate is the only limit. */
#include "server/server.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* After a warm jail fails to start, its profile is not refilled for this long:
 * a broken profile must not turn the loop into a spawn storm. */
#define POOL_BACKOFF_US 1000000
/* Most requests answer within this; see pool_refill. */
#define POOL_QUIET_US 5000
/* A pool grown past --pool by a burst shrinks back, a jail at a time, once
 * no request has come for this long: idle warm jails hold memory. */
#define POOL_TRIM_US 5000000
/* Weight of the newest sample in the moving averages (1/8): steady over a
 * few requests, quick to follow a change of pace. */
#define POOL_EWMA_WEIGHT 0.125
/* A spawn-to-ready time assumed before the first one is measured. */
#define POOL_READY_GUESS_US 5000.0

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

static double average(double old, double sample)
{
    return old > 0 ? old + (sample - old) * POOL_EWMA_WEIGHT : sample;
}

struct cell *pool_take(struct server *s, struct catalog_profile *profile, char *err, size_t errlen)
{
    uint64_t now = server_now_us();
    if (profile->pool_last_take_us)
        profile->pool_interval_us =
            average(profile->pool_interval_us, (double)(now - profile->pool_last_take_us));
    profile->pool_last_take_us = now;
    /* The oldest that is ready, else the oldest: it has had the longest to
     * finish its setup (jails do not always get ready in the order they were
     * spawned: one may wait for an RCU grace period in its cgroup move). */
    struct cell *cell = profile->pool_head;
    while (cell && !cell->ready)
        cell = cell->pool_next;
    if (!cell)
        cell = profile->pool_head;
    if (cell) {
        unlink_cell(profile, cell);
        s->pool_hits++;
        s->pool_unready += !cell->ready;
        return cell;
    }
    s->pool_misses++;
    return cell_spawn(s, profile, err, errlen);
}

void pool_note_ready(struct cell *cell)
{
    struct catalog_profile *p = cell->profile;
    p->pool_ready_us = average(p->pool_ready_us, (double)(server_now_us() - cell->spawned_us));
}

/* Warm jails that cover the requests expected while one more gets ready, plus
 * one: 0 when there is no recent demand to go by. */
static unsigned pool_needed(const struct catalog_profile *p, uint64_t now)
{
    if (!p->pool_last_take_us || p->pool_interval_us <= 0)
        return 0;
    /* A pause longer than the average is the pace now. */
    double interval = p->pool_interval_us;
    if ((double)(now - p->pool_last_take_us) > interval)
        interval = (double)(now - p->pool_last_take_us);
    double ready = p->pool_ready_us > 0 ? p->pool_ready_us : POOL_READY_GUESS_US;
    double n = ready / interval + 1;
    return n > SERVER_POOL_MAX ? SERVER_POOL_MAX : (unsigned)n + 1;
}

/* The size the pool is refilled to: --pool N, or more while the demand needs
 * it, up to SERVER_POOL_MAX (and four times N). */
static unsigned pool_target(const struct server *s, const struct catalog_profile *p, uint64_t now)
{
    unsigned need = pool_needed(p, now), most = s->pool_size * 4;
    if (most > SERVER_POOL_MAX)
        most = SERVER_POOL_MAX;
    if (need > most)
        need = most;
    return need > s->pool_size ? need : s->pool_size;
}

static bool wants_jails(const struct server *s, const struct catalog_profile *p, uint64_t now)
{
    return !p->retired && p->pool_wanted && p->pool_count < pool_target(s, p, now) &&
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
        /* Unless the pool is short of what the demand needs: a spawn that
         * waits for a quiet moment would come too late in a steady stream. */
        if (young < POOL_QUIET_US && p->pool_count > 0 && p->pool_count >= pool_needed(p, now) &&
            wants_jails(s, p, now)) {
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
    if (more || wait_ms >= 0 || young < POOL_QUIET_US)
        return more ? 0 : wait_ms >= 0 ? wait_ms : (int)((POOL_QUIET_US - young) / 1000) + 1;
    /* Quiet, and the pools are full: the cgroups, one step at a time, then
     * the jails a past burst left beyond --pool. */
    bool trimmed = false;
    for (size_t i = 0; i < s->catalog.count; i++) {
        struct catalog_profile *p = s->catalog.items[i];
        if (!p->retired && p->pool_wanted && pool_cgroup_tidy(s, p))
            return 0;
        if (p->pool_count > s->pool_size && p->pool_last_take_us &&
            now - p->pool_last_take_us > POOL_TRIM_US) {
            struct cell *newest = p->pool_tail;
            unlink_cell(p, newest);
            cell_kill(newest);
            trimmed = true;
        }
    }
    if (pool_cgroup_tidy(s, NULL) || trimmed)
        return 0;
    /* A pool above --pool is looked at again when its trim is due. */
    for (size_t i = 0; i < s->catalog.count; i++) {
        const struct catalog_profile *p = s->catalog.items[i];
        if (p->pool_count > s->pool_size && p->pool_last_take_us)
            return (int)((p->pool_last_take_us + POOL_TRIM_US - now) / 1000) + 1;
    }
    return -1;
}

void pool_drain_profile(struct catalog_profile *p)
{
    while (p->pool_head) {
        struct cell *cell = p->pool_head;
        unlink_cell(p, cell);
        cell_kill(cell);
    }
}
