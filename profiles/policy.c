/* policy: a second, independent reading of SystemCallFilter=. It follows the
 * rules jail/seccomp.c states in its header comment, not its code, so that a
 * mistake in either shows up as a failed `warden check`. */
#include "profiles/policy.h"

#include <errno.h>
#include <sched.h>
#include <seccomp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>

/* What jail/seccomp.c checks on arguments, whatever the profile says. */
#define NAMESPACE_FLAGS                                                                            \
    (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |  \
     CLONE_NEWNET)
#define SOCKET_TYPE_MASK 0xf

struct marker {
    struct policy *policy;
    struct policy_call verdict;
    int depth;
};

static void mark(struct marker *m, const char *name);

static void mark_member(const char *group, const char *member, void *arg)
{
    struct marker *m = arg;
    m->depth++;
    mark(m, member);
    m->depth--;
}

/* Group members this architecture lacks are skipped, as the compiler does. */
static void mark(struct marker *m, const char *name)
{
    if (name[0] == '@') {
        if (m->depth < 16)
            seccomp_group_list(name, mark_member, m);
        return;
    }
    int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, name);
    if (nr >= 0 && nr < POLICY_NR_MAX)
        m->policy->calls[nr] = m->verdict;
}

static void apply_token(struct policy *p, const char *token, bool deny_list)
{
    bool deny = deny_list || token[0] == '~';
    if (token[0] == '~')
        token++;
    if (!*token)
        return;
    char name[128];
    size_t n = strcspn(token, ":");
    if (n >= sizeof name)
        return;
    memcpy(name, token, n);
    name[n] = '\0';
    struct marker m = {p, {deny ? POLICY_DENY : POLICY_ALLOW, 0}, 0};
    if (token[n]) {
        m.verdict.action = POLICY_ERRNO;
        const char *errname = token + n + 1;
        if (errname[0] >= '0' && errname[0] <= '9')
            m.verdict.error = atoi(errname);
        for (int e = 1; e < 4096 && !m.verdict.error; e++)
            if (strerrorname_np(e) && strcmp(strerrorname_np(e), errname) == 0)
                m.verdict.error = e;
    }
    mark(&m, name);
}

int policy_resolve(const struct profile *profile, int error_number, struct policy *out)
{
    struct seccomp_spec spec;
    if (profile_seccomp_spec(profile, error_number, &spec) < 0)
        return -ENOMEM;
    memset(out, 0, sizeof *out);
    out->deny_errno = spec.error_number;
    out->rules = spec.rules;
    out->nrules = spec.nrules;
    out->socket_families = spec.socket_families;

    bool deny_list = spec.filter[0] && spec.filter[0][0] == '~';
    for (int nr = 0; nr < POLICY_NR_MAX; nr++)
        out->calls[nr].action = deny_list && seccomp_syscall_name(nr) ? POLICY_ALLOW : POLICY_DENY;
    for (size_t i = 0; spec.filter[i]; i++)
        apply_token(out, spec.filter[i], deny_list);
    for (size_t i = 0; i < spec.nrules; i++) {
        int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, spec.rules[i].name);
        if (nr >= 0 && nr < POLICY_NR_MAX)
            out->calls[nr] = (struct policy_call){POLICY_RULES, 0};
    }
    struct marker forbidden = {out, {POLICY_DENY, 0}, 0};
    mark(&forbidden, "@warden-forbidden");
    out->calls[SYS_clone3] = (struct policy_call){POLICY_ERRNO, ENOSYS};
    if (out->calls[SYS_openat2].action == POLICY_ALLOW)
        out->calls[SYS_openat2] = (struct policy_call){POLICY_ERRNO, ENOSYS};
    free((void *)spec.filter);
    return 0;
}

bool policy_has_arg_checks(int nr)
{
    switch (nr) {
    case SYS_clone: case SYS_socket: case SYS_socketpair: case SYS_ioctl: case SYS_open:
    case SYS_openat: case SYS_creat: case SYS_chmod: case SYS_fchmod: case SYS_mknod:
    case SYS_fchmodat: case SYS_mknodat:
        return true;
    }
    return false;
}

static bool warden_args_pass(const struct policy *p, int nr, const uint64_t args[6])
{
    uint32_t low0 = (uint32_t)args[0], type = (uint32_t)args[1] & SOCKET_TYPE_MASK;
    switch (nr) {
    case SYS_clone:
        return (args[0] & NAMESPACE_FLAGS) == 0;
    case SYS_socket:
        if (low0 == AF_UNIX)
            return (p->socket_families & SECCOMP_FAMILY_UNIX) &&
                   (type == SOCK_STREAM || type == SOCK_DGRAM || type == SOCK_SEQPACKET);
        return (low0 == AF_INET    ? p->socket_families & SECCOMP_FAMILY_INET
                : low0 == AF_INET6 ? p->socket_families & SECCOMP_FAMILY_INET6
                                   : 0) &&
               (type == SOCK_STREAM || type == SOCK_DGRAM);
    case SYS_socketpair:
        return low0 == AF_UNIX;
    case SYS_ioctl:
        return (uint32_t)args[1] != TIOCSTI && (uint32_t)args[1] != TIOCLINUX;
    case SYS_open:
        return !(args[1] & SECCOMP_OPEN_CREATES) || !(args[2] & SECCOMP_MODE_SETID);
    case SYS_openat:
        return !(args[2] & SECCOMP_OPEN_CREATES) || !(args[3] & SECCOMP_MODE_SETID);
    case SYS_creat: case SYS_chmod: case SYS_fchmod: case SYS_mknod:
        return !(args[1] & SECCOMP_MODE_SETID);
    case SYS_fchmodat: case SYS_mknodat:
        return !(args[2] & SECCOMP_MODE_SETID);
    default:
        return true;
    }
}

/* socket() of a family RestrictAddressFamilies= took away, of a type the
 * family would otherwise allow. */
static bool restricted_family(const struct policy *p, int nr, const uint64_t args[6])
{
    uint32_t type = (uint32_t)args[1] & SOCKET_TYPE_MASK;
    if (nr != SYS_socket || (type != SOCK_STREAM && type != SOCK_DGRAM &&
                             (type != SOCK_SEQPACKET || args[0] != AF_UNIX)))
        return false;
    unsigned flag = args[0] == AF_UNIX    ? SECCOMP_FAMILY_UNIX
                    : args[0] == AF_INET  ? SECCOMP_FAMILY_INET
                    : args[0] == AF_INET6 ? SECCOMP_FAMILY_INET6
                                          : 0;
    return flag && !(p->socket_families & flag);
}

static bool holds(const struct seccomp_arg *a, const uint64_t args[6])
{
    uint64_t x = args[a->index];
    switch (a->op) {
    case SECCOMP_CMP_NE:
        return x != a->value;
    case SECCOMP_CMP_LT:
        return x < a->value;
    case SECCOMP_CMP_LE:
        return x <= a->value;
    case SECCOMP_CMP_EQ:
        return x == a->value;
    case SECCOMP_CMP_GE:
        return x >= a->value;
    case SECCOMP_CMP_GT:
        return x > a->value;
    case SECCOMP_CMP_MASKED_EQ:
        return (x & a->value) == a->value_two;
    }
    return false;
}

int policy_decide(const struct policy *p, int nr, const uint64_t args[6])
{
    int deny = p->deny_errno ? p->deny_errno : -1;
    if (nr < 0 || nr >= POLICY_NR_MAX)
        return deny;
    const struct policy_call *c = &p->calls[nr];
    switch (c->action) {
    case POLICY_DENY:
        return deny;
    case POLICY_ERRNO:
        return c->error;
    case POLICY_ALLOW:
        if (restricted_family(p, nr, args))
            return EAFNOSUPPORT;
        return warden_args_pass(p, nr, args) ? 0 : deny;
    case POLICY_RULES:
        break;
    }
    for (size_t i = 0; i < p->nrules; i++) {
        const struct seccomp_rule *r = &p->rules[i];
        if (seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, r->name) != nr)
            continue;
        bool all = true;
        for (unsigned k = 0; k < r->nargs; k++)
            all = all && holds(&r->args[k], args);
        if (!all)
            continue;
        if (r->error_number)
            return r->error_number;
        if (restricted_family(p, nr, args))
            return EAFNOSUPPORT;
        if (warden_args_pass(p, nr, args))
            return 0;
    }
    return deny;
}

bool policy_may_allow(const struct policy *p, int nr, bool *checked)
{
    *checked = false;
    if (nr < 0 || nr >= POLICY_NR_MAX)
        return false;
    switch (p->calls[nr].action) {
    case POLICY_DENY:
    case POLICY_ERRNO:
        return false;
    case POLICY_ALLOW:
        *checked = policy_has_arg_checks(nr);
        return true;
    case POLICY_RULES:
        break;
    }
    for (size_t i = 0; i < p->nrules; i++)
        if (seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, p->rules[i].name) == nr &&
            p->rules[i].error_number == 0) {
            *checked = true;
            return true;
        }
    return false;
}
