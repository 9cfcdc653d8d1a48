/* procfs: hides the host's facts in the jail's fresh /proc (procfs.c says
 * which, and why). */
#ifndef WARDEN_PROCFS_H
#define WARDEN_PROCFS_H

#include <stddef.h>

#include "jail/jail.h"

/* In the jail's child, with /proc and /dev (for /dev/null) mounted in the new
 * root and the root still writable. Returns 0 or -errno with err set. */
int procfs_mask(const struct jail_config *config, char *err, size_t errlen);

#endif
