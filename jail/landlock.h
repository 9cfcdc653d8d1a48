/* landlock: the filesystem rules the mounts express, enforced a second time
 * by the kernel's Landlock LSM, where the kernel has it. A bind that a bug
 * left writable, or a path the mounts forgot, still cannot be written. */
#ifndef WARDEN_LANDLOCK_H
#define WARDEN_LANDLOCK_H

#include <stddef.h>

#include "jail/jail.h"

/* The kernel's Landlock ABI version (1 and up), or 0 where it has none or it
 * is disabled. Asked once. */
int landlock_abi(void);

/* In the jail's child, once its root is built (paths are the jail's own) and
 * before its capabilities go: read-only binds may be read and executed,
 * writable binds and /tmp written, /dev's nodes read and written, /proc only
 * read, and the payload's stdio files (when they are files, not pipes) read
 * and written; nothing else. With egress, TCP connects only to the proxy's
 * port (ABI 4). No abstract unix socket or signal outside the jail (ABI 6). Does nothing
 * where landlock_abi() is 0. Returns 0 or -errno with err naming the step. */
int landlock_apply(const struct jail_config *config, char *err, size_t errlen);

#endif
