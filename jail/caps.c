/* caps: dropping every capability and becoming the jail uid. */
#include "jail/caps.h"

#include <errno.h>
#include <grp.h>
#include <linux/securebits.h>
#include <sys/capability.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "jail/namespaces.h"
#include "jail/util.h"

int caps_drop_all(bool may_setgroups, char *err, size_t errlen)
{
    /* The bounding set and securebits need CAP_SETPCAP, so they go first. Once
     * the bounding set is empty no exec can bring a capability back, even of a
     * file with capabilities (and no_new_privs follows in seccomp_install). */
    for (cap_value_t cap = 0; cap <= CAP_LAST_CAP; cap++)
        if (cap_drop_bound(cap) < 0 && errno != EINVAL)
            return jail_fail(err, errlen, -errno, "drop bounding capability %d", (int)cap);
    if (cap_reset_ambient() < 0)
        return jail_fail(err, errlen, -errno, "clear ambient capabilities");
    /* Locked securebits: uid 0 inside never regains capabilities, and nothing
     * can undo that. */
    unsigned bits = SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP |
                    SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED |
                    SECBIT_NO_CAP_AMBIENT_RAISE | SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED;
    if (prctl(PR_SET_SECUREBITS, bits, 0, 0, 0) < 0)
        return jail_fail(err, errlen, -errno, "lock securebits");

    /* A root parent's supplementary groups (gid 0 among them) would still count
     * on the host's files; the kernel lets us drop them only when a privileged
     * parent wrote the gid map. Rootless, they are the caller's own groups. */
    if (may_setgroups && setgroups(0, NULL) < 0)
        return jail_fail(err, errlen, -errno, "drop supplementary groups");
    if (setresgid(JAIL_INSIDE_ID, JAIL_INSIDE_ID, JAIL_INSIDE_ID) < 0)
        return jail_fail(err, errlen, -errno, "setresgid %d", JAIL_INSIDE_ID);
    if (setresuid(JAIL_INSIDE_ID, JAIL_INSIDE_ID, JAIL_INSIDE_ID) < 0)
        return jail_fail(err, errlen, -errno, "setresuid %d", JAIL_INSIDE_ID);

    cap_t empty = cap_init();
    if (!empty)
        return jail_fail(err, errlen, -errno, "cap_init");
    int rc = cap_set_proc(empty);
    int saved = errno;
    cap_free(empty);
    if (rc < 0)
        return jail_fail(err, errlen, -saved, "clear capability sets");
    return 0;
}
