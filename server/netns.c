/* netns: the network namespaces the server recycles. Making one costs ~0.3 ms
 * of kernel work, and tearing it down as much again on a kworker: at a
 * thousand jails a second that is most of a core. A jail whose profile forbids
 * every socket (socket, socketpair) and keeps lo down can do nothing at all
 * with its network namespace, and leaves nothing in it: it cannot create a
 * socket, and changing an interface, a route or a net.* sysctl needs
 * CAP_NET_ADMIN over a namespace that root owns. Such jails get an empty
 * namespace from this free list, one jail at a time: a namespace comes back
 * only once its jail is reaped, when no process of it is left. Other jails
 * get a new namespace each (spawn.c), as do all jails of a server that is not
 * root, which could not join a namespace it does not own. */
#include "server/server.h"

#include <sys/syscall.h>
#include <unistd.h>

#include "jail/namespaces.h"
#include "profiles/policy.h"

bool netns_recyclable(const struct profile *profile, const struct policy *policy)
{
    bool checked;
    return geteuid() == 0 && !profile->loopback &&
           !policy_may_allow(policy, SYS_socket, &checked) &&
           !policy_may_allow(policy, SYS_socketpair, &checked);
}

int netns_take(struct server *s)
{
    if (s->netns_free_count)
        return s->netns_free[--s->netns_free_count];
    return ns_new_net();
}

void netns_give(struct server *s, int fd)
{
    if (fd <= 0)
        return;
    if (s->netns_free_count == SERVER_NETNS_KEEP) {
        close(fd);
        return;
    }
    s->netns_free[s->netns_free_count++] = fd;
}

void netns_release_all(struct server *s)
{
    while (s->netns_free_count)
        close(s->netns_free[--s->netns_free_count]);
}
