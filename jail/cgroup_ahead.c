/* cgroup_ahead: jail cgroups made before their jails, and reused. A fork-server
 * makes a jail's group while no request waits (mkdirs and limit writes in each
 * v1 hierarchy, ~0.2-0.4 ms), and once the jail is reaped readies the same
 * group for the next jail (cgroup_reuse: its counts and limits start afresh)
 * instead of removing it; v1 also leaves no dying memory cgroup behind. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jail/cgroup.h"
#include "jail/process.h"
#include "jail/util.h"

int jail_cgroup_new(const struct jail_config *config, struct jail_cgroup **group, char *err,
                    size_t errlen)
{
    *group = NULL;
    const struct cgroup_system *system = jail_cgroups();
    if (system->version == MECH_NONE)
        return jail_fail(err, errlen, -ENOTSUP, "no cgroup hierarchy here");
    struct jail_cgroup *g = calloc(1, sizeof *g);
    if (!g)
        return jail_fail(err, errlen, -ENOMEM, "out of memory");
    struct cgroup_limits limits;
    jail_cgroup_limits(config, &limits);
    char name[JAIL_CGROUP_NAME_MAX + 32];
    jail_cgroup_name(config, name, sizeof name);
    int rc = cgroup_create(&g->cg, system, name, &limits, err, errlen);
    bool made = false;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        made |= g->cg.path[c][0] != '\0';
    if (rc == 0 && !made)
        rc = jail_fail(err, errlen, -ENOTSUP, "no cgroup is ours to make here");
    if (rc < 0) {
        cgroup_destroy(&g->cg);
        free(g);
        return rc;
    }
    *group = g;
    return 0;
}

bool jail_cgroup_fits(const struct jail_cgroup *group, const struct jail_config *config)
{
    struct cgroup_limits limits;
    jail_cgroup_limits(config, &limits);
    return memcmp(&limits, &group->cg.limits, sizeof limits) == 0;
}

int jail_cgroup_recycle(struct jail_cgroup *group)
{
    return cgroup_reuse(&group->cg);
}

void jail_cgroup_free(struct jail_cgroup *group)
{
    if (!group)
        return;
    cgroup_destroy(&group->cg);
    free(group);
}
