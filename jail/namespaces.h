/* namespaces: creates the jail's process in new namespaces and writes its
 * uid/gid maps from the parent. */
#ifndef WARDEN_NAMESPACES_H
#define WARDEN_NAMESPACES_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The uid and gid the payload has inside every jail: never 0. */
#define JAIL_INSIDE_ID 1000
/* As root, the jail's ids map to this unprivileged host id (nobody). */
#define JAIL_HOST_ID_AS_ROOT 65534

/* clone3 into new user and pid namespaces; the child then calls
 * ns_unshare_rest for the others, once it sits in its cgroup. cgroup_fd >= 0
 * places the child with CLONE_INTO_CGROUP. A sibling's parent is the
 * caller's parent (CLONE_PARENT), which reaps it. Returns the pid in the
 * parent (and *pidfd), 0 in the child, or -errno. */
pid_t ns_clone(int cgroup_fd, bool sibling, int *pidfd);

/* In the child, once in its cgroup: new mount, ipc, uts and cgroup
 * namespaces, and a network one when new_net, owned by the jail's user
 * namespace. Needs no id maps. Returns 0 or -errno. */
int ns_unshare_rest(bool new_net);

/* An empty network namespace (no interface up), as an fd; the caller stays
 * in its own. Needs CAP_SYS_ADMIN. Returns the fd or -errno. */
int ns_new_net(void);
/* Moves the caller into the network namespace fd, and back: a parent that
 * clones between the two gives its child that namespace. Single-threaded
 * callers only. Return 0 or -errno. */
int ns_enter_net(int fd);
int ns_leave_net(void);

/* Writes the child's uid_map, setgroups and gid_map. The child must be ours and
 * unreaped; pidfd confirms the /proc entry we opened is still that child.
 * Returns 0 or -errno with err set. */
int ns_write_id_maps(pid_t pid, int pidfd, char *err, size_t errlen);

/* A user namespace that maps uid and gid to the jail's host id
 * (JAIL_HOST_ID_AS_ROOT), as an fd: an idmapped mount through it shows the files of
 * uid:gid as the jail's own. Root only. Returns the fd or -errno. */
int ns_idmap_userns(uid_t uid, gid_t gid, char *err, size_t errlen);

/* True when the maps let the child drop its supplementary groups (as root). */
int ns_may_setgroups(void);

#endif
