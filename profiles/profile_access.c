/* profile_access: who may use a profile (AllowUsers=, AllowGroups=). The
 * server checks the peer of each connection (SO_PEERCRED) with
 * profile_allows. The CLI does not: it runs with its caller's own rights, so a
 * refusal there would protect nothing (the caller could copy the profile
 * without the lines). */
#include "profiles/profile.h"

#include <grp.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>

/* Numbers are ids; anything else is looked up. A name the user database does
 * not know matches no one, so a typo locks people out instead of letting
 * everyone in. */
static bool parse_id(const char *item, unsigned long *id)
{
    char *end;
    if (item[0] < '0' || item[0] > '9')
        return false;
    *id = strtoul(item, &end, 10);
    return *end == '\0';
}

static bool user_matches(const char *item, uid_t uid)
{
    unsigned long id;
    if (parse_id(item, &id))
        return id == uid;
    struct passwd pw, *found = NULL;
    char buf[4096];
    return getpwnam_r(item, &pw, buf, sizeof buf, &found) == 0 && found && found->pw_uid == uid;
}

static bool group_matches(const char *item, gid_t gid)
{
    unsigned long id;
    if (parse_id(item, &id))
        return id == gid;
    struct group gr, *found = NULL;
    char buf[4096];
    return getgrnam_r(item, &gr, buf, sizeof buf, &found) == 0 && found && found->gr_gid == gid;
}

bool profile_allows(const struct profile *p, uid_t uid, gid_t gid, const gid_t *groups, size_t n)
{
    if (p->allow_users.count == 0 && p->allow_groups.count == 0)
        return true;
    for (size_t i = 0; i < p->allow_users.count; i++)
        if (user_matches(p->allow_users.items[i], uid))
            return true;
    for (size_t i = 0; i < p->allow_groups.count; i++) {
        if (group_matches(p->allow_groups.items[i], gid))
            return true;
        for (size_t g = 0; g < n; g++)
            if (group_matches(p->allow_groups.items[i], groups[g]))
                return true;
    }
    return false;
}
