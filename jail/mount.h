/* mount: builds the jail's filesystem in its new mount namespace: a read-only
 * tmpfs root holding the profile's binds, a fresh /proc, a minimal /dev and a
 * size-capped /tmp, then pivot_root and detach the host's tree. */
#ifndef WARDEN_MOUNT_H
#define WARDEN_MOUNT_H

#include <stddef.h>

#include "jail/jail.h"

/* Runs in the jail's child (pid 1 of its pid namespace, full capabilities in its
 * user namespace). Returns 0 or -errno with err naming the step. */
int mount_build_root(const struct jail_config *config, char *err, size_t errlen);

#endif
