/* Which profiles' jails may reuse network namespaces (server/netns.c): only
 * those that can make no socket and keep lo down, and only under root. */
#include <criterion/criterion.h>
#include <string.h>
#include <unistd.h>

#include "profiles/policy.h"
#include "profiles/profile.h"
#include "server/server.h"

static bool recyclable(const char *text)
{
    struct profile p;
    char err[512];
    cr_assert_eq(profile_load_text("t.conf", text, strlen(text), NULL, &p, err, sizeof err), 0,
                 "%s", err);
    static struct policy policy;
    cr_assert_eq(policy_resolve(&p, -1, &policy), 0);
    bool ok = netns_recyclable(&p, &policy);
    profile_free(&p);
    return ok;
}

Test(netns, only_socketless_profiles_without_loopback)
{
    cr_assert(recyclable("[Profile]\nExtends=default\n") == (geteuid() == 0));
    /* strict allows sockets: an abstract unix socket kept alive past its
     * jail could be seen by the next one. */
    cr_assert_not(recyclable("[Profile]\nExtends=strict\n"));
    cr_assert_not(recyclable("[Profile]\nExtends=default\n[Jail]\nSystemCallFilter=socketpair\n"));
    cr_assert_not(recyclable("[Profile]\nExtends=default\n[Network]\nLoopback=yes\n"));
}
