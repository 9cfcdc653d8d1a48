/* policy: what a profile's seccomp filter should decide for each syscall,
 * worked out from the profile's own words (tokens, groups, imported rules,
 * and warden's fixed rules as jail/seccomp.c documents them) without the
 * compiler. `warden check` compares the kernel against it, `warden profile
 * show` and `diff` print it. */
#ifndef WARDEN_POLICY_H
#define WARDEN_POLICY_H

#include <stdbool.h>
#include <stdint.h>

#include "profiles/profile.h"

#define POLICY_NR_MAX 1024 /* native syscall numbers considered; x86_64 stays below 470 */

enum policy_action {
    POLICY_DENY,  /* the filter's deny action */
    POLICY_ALLOW, /* allowed (clone, socket, socketpair, ioctl: with warden's argument checks) */
    POLICY_ERRNO, /* fails with a fixed errno */
    POLICY_RULES, /* decided by imported rules on its arguments */
};

struct policy_call {
    enum policy_action action;
    int error; /* for POLICY_ERRNO */
};

struct policy {
    struct policy_call calls[POLICY_NR_MAX];
    int deny_errno; /* the deny action: 0 = kill and report, else this errno */
    const struct seccomp_rule *rules;
    size_t nrules;
    unsigned socket_families; /* SECCOMP_FAMILY_* */
};

/* Resolves profile's filter. error_number as for profile_jail_config. */
int policy_resolve(const struct profile *profile, int error_number, struct policy *out);

/* What the filter does with syscall nr called with args: 0 when allowed,
 * else the errno it returns, or -1 for kill and report. */
int policy_decide(const struct policy *policy, int nr, const uint64_t args[6]);

/* True when some arguments make nr get past the filter; *checked says whether
 * that depends on the arguments (warden's checks or imported rules). */
bool policy_may_allow(const struct policy *policy, int nr, bool *checked);

/* True for the syscalls whose arguments warden always checks. */
bool policy_has_arg_checks(int nr);

#endif
