/* rlimits: the per-process limits set in the jail's child. They back up the
 * cgroups, and stand in for them where no cgroup controller is available. */
#ifndef WARDEN_RLIMITS_H
#define WARDEN_RLIMITS_H

#include <stdbool.h>
#include <stddef.h>

#include "jail/jail.h"

/* Decides which limits the rlimits enforce, given what the cgroups enforce.
 * in_process: the payload is a callback in warden's own image, not an exec. */
void rlimits_plan(const struct jail_limits *limits, bool in_process,
                  struct jail_enforcement *enforcement);

/* Applies the plan in the child. Returns 0 or -errno with err set. */
int rlimits_apply(const struct jail_limits *limits, const struct jail_enforcement *enforcement,
                  char *err, size_t errlen);

#endif
