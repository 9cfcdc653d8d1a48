/* memory: admission by memory. Every jail's cgroup caps it at its profile's
 * MemoryMax=, but caps that add up past the machine's RAM are no bound at all:
 * 64 jails of `cpython` at 512M are 32 GiB, and on a 24 GB machine without
 * swap the kernel's OOM killer, not warden, would choose what dies. So the
 * server commits memory as a bank would: a jail (warm or busy) holds its
 * profile's MemoryMax= from its spawn until it is reaped, and a new jail is
 * made only while the sum of those fits the server's total. A request whose
 * jail does not fit waits in the queue (first come, first served: a large
 * request is never starved by smaller ones behind it), and warm jails, which
 * hold memory only in case, are killed to make room for it. A profile that
 * could never fit is refused at once.
 *
 * The total is --memory-total, or SERVER_MEMORY_SHARE_PCT of the machine's
 * RAM. It is also the memory limit of the cgroup all of the server's jails
 * sit in (warden/s<pid>), so that even jails without MemoryMax= cannot take
 * more than it together. */
#include "server/server.h"

#include <stdio.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <unistd.h>

#include "server/rpc.h"

int memory_setup(struct server *s, int64_t total)
{
    if (total <= 0) {
        struct sysinfo info;
        if (sysinfo(&info) < 0)
            return -1;
        total = (int64_t)((uint64_t)info.totalram * info.mem_unit / 100 * SERVER_MEMORY_SHARE_PCT);
    }
    s->memory_total = total;
    snprintf(s->group, sizeof s->group, "s%d", (int)getpid());
    char err[JAIL_ERR_MAX];
    if (jail_group_create(s->group, total, err, sizeof err) < 0) {
        server_log("the jails' cgroup: %s", err);
        return -1;
    }
    return 0;
}

void memory_teardown(struct server *s)
{
    if (s->group[0])
        jail_group_destroy(s->group);
}

static int64_t need_of(const struct catalog_profile *p)
{
    return p->config.limits.memory_max;
}

bool memory_fits(const struct server *s, const struct catalog_profile *p)
{
    return s->memory_committed + need_of(p) <= s->memory_total;
}

void memory_commit(struct cell *cell)
{
    cell->memory = need_of(cell->profile);
    cell->server->memory_committed += cell->memory;
}

void memory_release(struct cell *cell)
{
    cell->server->memory_committed -= cell->memory;
    cell->memory = 0;
}

/* Kills warm jails, oldest first, until need would fit once they are reaped.
 * Jails already on their way out count as freed. */
static void evict_warm(struct server *s, int64_t need)
{
    int64_t leaving = 0;
    for (struct cell *c = s->cells; c; c = c->next)
        if (c->memory && (c->state == CELL_ENDING || c->evicted))
            leaving += c->memory;
    for (size_t i = 0; i < s->catalog.count; i++) {
        struct catalog_profile *p = s->catalog.items[i];
        while (p->pool_head && s->memory_committed - leaving + need > s->memory_total) {
            struct cell *cell = p->pool_head;
            pool_remove(cell);
            leaving += cell->memory;
            cell->evicted = true;
            cell_kill(cell);
        }
    }
}

enum memory_admission memory_admit(struct server *s, const struct request *r)
{
    struct catalog_profile *p = r->profile;
    if (!p || p->pool_head || memory_fits(s, p))
        return MEMORY_ADMIT; /* a warm jail already holds its share */
    if (need_of(p) > s->memory_total)
        return MEMORY_NEVER;
    evict_warm(s, need_of(p));
    return MEMORY_WAIT;
}

void memory_refuse(struct request *r)
{
    char message[256];
    snprintf(message, sizeof message,
             "profile %.100s needs MemoryMax=%lld bytes, more than the server's memory total "
             "(%lld bytes, --memory-total)",
             r->profile->name, (long long)need_of(r->profile),
             (long long)r->client->server->memory_total);
    client_reply_error(r, RPC_UNAVAILABLE, message);
}
