/* mount: builds the jail's filesystem in its new mount namespace: a read-only
 * tmpfs root holding the profile's binds, a fresh /proc, a minimal /dev and a
 * size-capped /tmp, then pivot_root and detach the host's tree. */
#ifndef WARDEN_MOUNT_H
#define WARDEN_MOUNT_H

#include <stddef.h>

#include "jail/jail.h"

/* At most this many writable binds per jail get an idmapped tree. */
#define MOUNT_MAX_IDMAPPED 16

/* In the parent, as root: a detached clone of the host folder source whose
 * files, owned by its owner, show as the jail's own (an idmapped mount
 * through ns_idmap_userns), writable, nosuid and nodev. The jail's child
 * cannot make it itself: idmapping a host filesystem needs root over it.
 * Returns the tree's fd or -errno with err set. */
int mount_idmapped_tree(const char *source, char *err, size_t errlen);

/* Runs in the jail's child (pid 1 of its pid namespace, full capabilities in its
 * user namespace). trees[i] >= 0 is a tree from mount_idmapped_tree for bind i,
 * moved into place instead of a plain bind. Returns 0 or -errno with err
 * naming the step. */
int mount_build_root(const struct jail_config *config, const int *trees, char *err,
                     size_t errlen);

#endif
