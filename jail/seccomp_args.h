/* seccomp_args: the argument checks in a filter. warden's own (clone without
 * namespace flags, socket families and types, socketpair, ioctl without
 * TIOCSTI/TIOCLINUX), and the imported rules of a seccomp_spec, merged so that
 * an imported allowing rule only narrows warden's. Private to jail/seccomp.c. */
#ifndef WARDEN_SECCOMP_ARGS_H
#define WARDEN_SECCOMP_ARGS_H

#include <seccomp.h>
#include <stdbool.h>
#include <stdint.h>

#include "jail/seccomp.h"

/* Allows syscall nr when warden's own checks for it (if any) hold and, with
 * narrow, every comparison of narrow holds too. Returns 0 or a libseccomp
 * -errno; -EDOM when narrow compares one argument twice in a way a single
 * libseccomp rule cannot hold. */
int seccomp_args_allow(scmp_filter_ctx ctx, int nr, unsigned families,
                       const struct seccomp_rule *narrow);

/* Gives syscall nr the action when every comparison of rule holds. Returns as
 * seccomp_args_allow. */
int seccomp_args_add(scmp_filter_ctx ctx, int nr, uint32_t action, const struct seccomp_rule *rule);

#endif
