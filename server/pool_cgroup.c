/* pool_cgroup: the jails' cgroups, made ahead and reused. A jail's group
 * costs mkdirs and limit writes at its spawn and rmdirs at its end, on the
 * loop (~0.4 ms on v1, which has a folder per controller); on v1 each removed
 * memory group also lingers in the kernel as a dying one. So a reaped jail's
 * group is given back, readied for the next jail (jail_cgroup_recycle: limits
 * written again, counts reset or based) when the loop is quiet, and taken by
 * the next spawn; a few are made ahead for the pooled profiles, so that even a
 * jail spawned for a request that found the pool empty makes none. With
 * --pool 0 (no warm jails) every jail makes and removes its own, as before. */
#include "server/server.h"

#include <errno.h>
#include <string.h>

static void drop(struct jail_cgroup **list, unsigned *n, unsigned i)
{
    list[i] = list[--*n];
}

/* The config a jail of profile p gets in this server (cell_spawn's). */
static struct jail_config config_of(const struct server *s, const struct catalog_profile *p)
{
    struct jail_config c = p->config;
    c.cgroup_parent = s->group[0] ? s->group : NULL;
    c.cgroup = NULL;
    return c;
}

static struct jail_cgroup *make(struct server *s, const struct jail_config *config)
{
    struct jail_cgroup *g;
    char err[JAIL_ERR_MAX];
    int rc = jail_cgroup_new(config, &g, err, sizeof err);
    if (rc == -ENOTSUP)
        s->cgroups_off = true; /* rootless: every jail goes without, quietly */
    else if (rc < 0)
        server_log("a jail cgroup made ahead: %s", err);
    else
        s->cgroups_made++;
    return rc < 0 ? NULL : g;
}

/* Readies used group i; true when it moved to the ready list. */
static bool recycle(struct server *s, unsigned i)
{
    struct jail_cgroup *g = s->cgroups_used[i];
    int rc = jail_cgroup_recycle(g);
    if (rc == -EBUSY)
        return false; /* its last tasks are still leaving: later */
    drop(s->cgroups_used, &s->ncgroups_used, i);
    if (rc < 0 || s->ncgroups_ready == SERVER_CGROUP_SPARE) {
        jail_cgroup_free(g);
        return false;
    }
    s->cgroups_reused++;
    s->cgroups_ready[s->ncgroups_ready++] = g;
    return true;
}

struct jail_cgroup *pool_cgroup_take(struct server *s, const struct jail_config *config)
{
    if (!s->pool_size || s->cgroups_off || s->draining)
        return NULL;
    for (unsigned i = 0; i < s->ncgroups_ready; i++)
        if (jail_cgroup_fits(s->cgroups_ready[i], config)) {
            struct jail_cgroup *g = s->cgroups_ready[i];
            drop(s->cgroups_ready, &s->ncgroups_ready, i);
            return g;
        }
    for (unsigned i = 0; i < s->ncgroups_used; i++)
        if (jail_cgroup_fits(s->cgroups_used[i], config) && recycle(s, i))
            return pool_cgroup_take(s, config);
    return make(s, config);
}

void pool_cgroup_give(struct server *s, struct jail_cgroup *g)
{
    if (!g)
        return;
    if (s->draining || !s->pool_size ||
        s->ncgroups_used + s->ncgroups_ready >= SERVER_CGROUP_SPARE) {
        jail_cgroup_free(g);
        return;
    }
    s->cgroups_used[s->ncgroups_used++] = g;
}

bool pool_cgroup_tidy(struct server *s, const struct catalog_profile *p)
{
    for (unsigned i = 0; i < s->ncgroups_used; i++)
        if (recycle(s, i))
            return true;
    if (!p || !s->pool_size || s->cgroups_off || s->draining ||
        s->ncgroups_used + s->ncgroups_ready >= SERVER_CGROUP_SPARE)
        return false;
    struct jail_config config = config_of(s, p);
    unsigned fitting = 0;
    for (unsigned i = 0; i < s->ncgroups_ready; i++)
        fitting += jail_cgroup_fits(s->cgroups_ready[i], &config);
    if (fitting >= SERVER_CGROUP_AHEAD)
        return false;
    struct jail_cgroup *g = make(s, &config);
    if (g)
        s->cgroups_ready[s->ncgroups_ready++] = g;
    return g != NULL;
}

void pool_cgroup_release_all(struct server *s)
{
    while (s->ncgroups_ready)
        jail_cgroup_free(s->cgroups_ready[--s->ncgroups_ready]);
    while (s->ncgroups_used)
        jail_cgroup_free(s->cgroups_used[--s->ncgroups_used]);
}
