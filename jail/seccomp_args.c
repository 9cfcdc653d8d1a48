/* seccomp_args: argument checks, as libseccomp rules. Two libseccomp limits
 * shape this file: a rule may compare each argument at most once, and an
 * unconditional rule swallows every conditional one for the same syscall (with
 * a rule whose action is the default refused outright). So "allow, except
 * when..." is always written as a set of allowing rules whose conditions cover
 * exactly the acceptable calls; whatever none covers falls to the deny default. */
#include "jail/seccomp_args.h"

#include <errno.h>
#include <sched.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

/* seccomp.h spells libseccomp's operators with the same values. */
_Static_assert(SECCOMP_CMP_NE == (int)SCMP_CMP_NE && SECCOMP_CMP_LT == (int)SCMP_CMP_LT &&
                   SECCOMP_CMP_LE == (int)SCMP_CMP_LE && SECCOMP_CMP_EQ == (int)SCMP_CMP_EQ &&
                   SECCOMP_CMP_GE == (int)SCMP_CMP_GE && SECCOMP_CMP_GT == (int)SCMP_CMP_GT &&
                   SECCOMP_CMP_MASKED_EQ == (int)SCMP_CMP_MASKED_EQ,
               "seccomp_cmp and scmp_compare differ");

/* Syscall arguments a comparison can name. */
#define ARG_COUNT 6

/* Namespace flags clone() may not carry. CLONE_NEWTIME is absent because
 * clone() reads that bit as part of the exit signal; only clone3 and unshare
 * take it, and both are refused. */
#define CLONE_NAMESPACES                                                                           \
    (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |  \
     CLONE_NEWNET)

/* socket() carries SOCK_NONBLOCK and SOCK_CLOEXEC above the type proper. */
#define SOCKET_TYPE_MASK 0xf

/* The comparisons of one libseccomp rule, at most one per argument. */
struct condition {
    bool used[ARG_COUNT];
    struct scmp_arg_cmp cmp[ARG_COUNT];
};

enum merge { MERGE_OK, MERGE_NEVER, MERGE_INEXPRESSIBLE };

static struct scmp_arg_cmp equal(unsigned arg, uint64_t value)
{
    return (struct scmp_arg_cmp){.arg = arg, .op = SCMP_CMP_EQ, .datum_a = value};
}

static struct scmp_arg_cmp masked(unsigned arg, uint64_t mask, uint64_t datum)
{
    return (struct scmp_arg_cmp){
        .arg = arg, .op = SCMP_CMP_MASKED_EQ, .datum_a = mask, .datum_b = datum};
}

/* An EQ is a MASKED_EQ over all 64 bits. */
static bool as_masked(const struct scmp_arg_cmp *c, uint64_t *mask, uint64_t *datum)
{
    if (c->op == SCMP_CMP_EQ) {
        *mask = UINT64_MAX;
        *datum = c->datum_a;
        return true;
    }
    if (c->op == SCMP_CMP_MASKED_EQ) {
        *mask = c->datum_a;
        *datum = c->datum_b;
        return true;
    }
    return false;
}

/* Whether every value with (x & mask) == datum passes c (MERGE_OK: the masked
 * comparison alone says it all), none does, or some do. Those values run from
 * datum up to datum | ~mask; comparisons are unsigned, as in BPF. */
static enum merge masked_against(uint64_t mask, uint64_t datum, const struct scmp_arg_cmp *c)
{
    uint64_t low = datum, high = datum | ~mask, v = c->datum_a;
    bool all, none;
    switch (c->op) {
    case SCMP_CMP_NE:
        all = (v & mask) != datum;
        none = mask == UINT64_MAX && datum == v;
        break;
    case SCMP_CMP_LT:
        all = high < v;
        none = low >= v;
        break;
    case SCMP_CMP_LE:
        all = high <= v;
        none = low > v;
        break;
    case SCMP_CMP_GT:
        all = low > v;
        none = high <= v;
        break;
    case SCMP_CMP_GE:
        all = low >= v;
        none = high < v;
        break;
    default:
        return MERGE_INEXPRESSIBLE;
    }
    return all ? MERGE_OK : none ? MERGE_NEVER : MERGE_INEXPRESSIBLE;
}

/* Makes *have the one comparison that holds when both *have and *add hold. */
static enum merge merge(struct scmp_arg_cmp *have, const struct scmp_arg_cmp *add)
{
    uint64_t m1, d1, m2, d2;
    bool have_masked = as_masked(have, &m1, &d1), add_masked = as_masked(add, &m2, &d2);
    if (have_masked && add_masked) {
        uint64_t common = m1 & m2;
        if ((d1 & ~m1) || (d2 & ~m2) || (d1 & common) != (d2 & common))
            return MERGE_NEVER;
        *have = masked(have->arg, m1 | m2, d1 | d2);
        return MERGE_OK;
    }
    if (have_masked)
        return masked_against(m1, d1, add);
    if (add_masked) {
        enum merge result = masked_against(m2, d2, have);
        if (result == MERGE_OK)
            *have = *add;
        return result;
    }
    if (have->op == add->op && have->datum_a == add->datum_a)
        return MERGE_OK;
    return MERGE_INEXPRESSIBLE;
}

static enum merge condition_add(struct condition *c, struct scmp_arg_cmp cmp)
{
    if (!c->used[cmp.arg]) {
        c->used[cmp.arg] = true;
        c->cmp[cmp.arg] = cmp;
        return MERGE_OK;
    }
    return merge(&c->cmp[cmp.arg], &cmp);
}

/* Adds rule's comparisons to c. The enum values of seccomp.h are libseccomp's. */
static enum merge condition_add_rule(struct condition *c, const struct seccomp_rule *rule)
{
    for (unsigned i = 0; rule && i < rule->nargs; i++) {
        const struct seccomp_arg *a = &rule->args[i];
        struct scmp_arg_cmp cmp = {.arg = a->index,
                                   .op = (enum scmp_compare)a->op,
                                   .datum_a = a->value,
                                   .datum_b = a->value_two};
        enum merge result = condition_add(c, cmp);
        if (result != MERGE_OK)
            return result;
    }
    return MERGE_OK;
}

static int condition_apply(scmp_filter_ctx ctx, uint32_t action, int nr, const struct condition *c)
{
    struct scmp_arg_cmp cmps[ARG_COUNT];
    unsigned count = 0;
    for (unsigned arg = 0; arg < ARG_COUNT; arg++)
        if (c->used[arg])
            cmps[count++] = c->cmp[arg];
    return seccomp_rule_add_array(ctx, action, nr, count, cmps);
}

/* Allows nr when ours holds and narrow's comparisons hold too. Where they
 * cannot share one rule, or never hold together, the rule is dropped: the
 * call is then denied, never allowed more widely than either says. */
static int allow_narrowed(scmp_filter_ctx ctx, int nr, struct condition ours,
                          const struct seccomp_rule *narrow)
{
    if (condition_add_rule(&ours, narrow) != MERGE_OK)
        return 0;
    return condition_apply(ctx, SCMP_ACT_ALLOW, nr, &ours);
}

/* clone() without namespace flags; fork, vfork and threads all pass. */
static int allow_clone(scmp_filter_ctx ctx, const struct seccomp_rule *narrow)
{
    struct condition c = {0};
    condition_add(&c, masked(0, CLONE_NAMESPACES, 0));
    return allow_narrowed(ctx, SCMP_SYS(clone), c, narrow);
}

/* socket(): of the families allowed (SECCOMP_FAMILY_*), AF_UNIX stream,
 * datagram and seqpacket sockets, and TCP and UDP. A family the profile
 * restricted fails with EAFNOSUPPORT, as under systemd's
 * RestrictAddressFamilies=, so that a program that merely probes (glibc's
 * nscd lookup) goes on. No raw or packet sockets, no other family (netlink,
 * packet, vsock...). The family is compared on all 64 bits: C libraries pass
 * the int sign-extended, and junk above it is refused rather than letting the
 * kernel's truncation pick a family. */
static int allow_socket(scmp_filter_ctx ctx, unsigned families, const struct seccomp_rule *narrow)
{
    static const struct {
        int family, type;
        unsigned flag;
    } allowed[] = {
        {AF_UNIX, SOCK_STREAM, SECCOMP_FAMILY_UNIX},
        {AF_UNIX, SOCK_DGRAM, SECCOMP_FAMILY_UNIX},
        {AF_UNIX, SOCK_SEQPACKET, SECCOMP_FAMILY_UNIX},
        {AF_INET, SOCK_STREAM, SECCOMP_FAMILY_INET},
        {AF_INET, SOCK_DGRAM, SECCOMP_FAMILY_INET},
        {AF_INET6, SOCK_STREAM, SECCOMP_FAMILY_INET6},
        {AF_INET6, SOCK_DGRAM, SECCOMP_FAMILY_INET6},
    };
    for (size_t i = 0; i < sizeof(allowed) / sizeof(allowed[0]); i++) {
        struct condition c = {0};
        condition_add(&c, equal(0, (uint64_t)allowed[i].family));
        condition_add(&c, masked(1, SOCKET_TYPE_MASK, (uint64_t)allowed[i].type));
        int rc;
        if (families & allowed[i].flag) {
            rc = allow_narrowed(ctx, SCMP_SYS(socket), c, narrow);
        } else if (condition_add_rule(&c, narrow) != MERGE_OK) {
            rc = 0;
        } else {
            /* Raw and other types stay killed and named: only what the
             * family would otherwise allow gets the errno. EEXIST or EACCES:
             * the deny action is this very errno already. */
            rc = condition_apply(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socket), &c);
            if (rc == -EEXIST || rc == -EACCES)
                rc = 0;
        }
        if (rc < 0)
            return rc;
    }
    return 0;
}

/* No file the jail makes or changes may carry a setuid or setgid bit
 * (systemd's RestrictSUIDSGID=): a writable bind holds the caller's files, and
 * a setuid file there would run as its host owner for whoever starts it. The
 * mode is argument mode_arg; the call is allowed when no such bit is set. */
static int allow_mode(scmp_filter_ctx ctx, int nr, unsigned mode_arg,
                      const struct seccomp_rule *narrow)
{
    struct condition c = {0};
    condition_add(&c, masked(mode_arg, SECCOMP_MODE_SETID, 0));
    return allow_narrowed(ctx, nr, c, narrow);
}

/* open and openat read their mode only to create a file: allowed when the
 * flags create nothing, or when the mode (the next argument) is plain. */
static int allow_open(scmp_filter_ctx ctx, int nr, unsigned flags_arg,
                      const struct seccomp_rule *narrow)
{
    struct condition c = {0};
    condition_add(&c, masked(flags_arg, SECCOMP_OPEN_CREATES, 0));
    int rc = allow_narrowed(ctx, nr, c, narrow);
    return rc < 0 ? rc : allow_mode(ctx, nr, flags_arg + 1, narrow);
}

static int allow_socketpair(scmp_filter_ctx ctx, const struct seccomp_rule *narrow)
{
    struct condition c = {0};
    condition_add(&c, equal(0, AF_UNIX));
    return allow_narrowed(ctx, SCMP_SYS(socketpair), c, narrow);
}

/* Allows syscall nr for every value of argument arg whose low 32 bits are not
 * in refused[]. The high half must not matter: the kernel reads an ioctl
 * request as unsigned int, and callers do pass sign-extended ints (0x8004...
 * requests). With no masked "not equal" in libseccomp, the accepted values
 * are covered by bit prefixes instead: one MASKED_EQ rule for each largest
 * block of the 32-bit space (values sharing their top `bits` bits with prefix)
 * that holds no refused value, about 32 rules per refused value. */
static int allow_except(scmp_filter_ctx ctx, int nr, unsigned arg, const uint32_t *refused,
                        size_t nrefused, uint32_t prefix, unsigned bits,
                        const struct seccomp_rule *narrow)
{
    uint32_t mask = bits == 0 ? 0 : UINT32_MAX << (32 - bits);
    bool holds_refused = false;
    for (size_t i = 0; i < nrefused; i++)
        if ((refused[i] & mask) == prefix)
            holds_refused = true;
    if (!holds_refused) {
        struct condition c = {0};
        if (bits > 0)
            condition_add(&c, masked(arg, mask, prefix));
        return allow_narrowed(ctx, nr, c, narrow);
    }
    if (bits == 32) /* prefix is itself a refused value */
        return 0;
    int rc = allow_except(ctx, nr, arg, refused, nrefused, prefix, bits + 1, narrow);
    if (rc < 0)
        return rc;
    return allow_except(ctx, nr, arg, refused, nrefused, prefix | (1u << (31 - bits)), bits + 1,
                        narrow);
}

/* ioctl() except TIOCSTI (pushes input into a terminal someone else reads)
 * and TIOCLINUX (console selection can do the same). */
static int allow_ioctl(scmp_filter_ctx ctx, const struct seccomp_rule *narrow)
{
    static const uint32_t refused[] = {TIOCSTI, TIOCLINUX};
    return allow_except(ctx, SCMP_SYS(ioctl), 1, refused, sizeof(refused) / sizeof(refused[0]), 0,
                        0, narrow);
}

int seccomp_args_add(scmp_filter_ctx ctx, int nr, uint32_t action, const struct seccomp_rule *rule)
{
    struct condition c = {0};
    switch (condition_add_rule(&c, rule)) {
    case MERGE_OK:
        return condition_apply(ctx, action, nr, &c);
    case MERGE_NEVER: /* a rule that can never match changes nothing */
        return 0;
    case MERGE_INEXPRESSIBLE:
        break;
    }
    return -EDOM;
}

int seccomp_args_allow(scmp_filter_ctx ctx, int nr, unsigned families,
                       const struct seccomp_rule *narrow)
{
    /* The rule's own comparisons must fit one libseccomp rule; checked here so
     * that the answer does not depend on how they meet warden's. */
    struct condition alone = {0};
    if (condition_add_rule(&alone, narrow) == MERGE_INEXPRESSIBLE)
        return -EDOM;
    switch (nr) {
    case SCMP_SYS(clone):
        return allow_clone(ctx, narrow);
    case SCMP_SYS(socket):
        return allow_socket(ctx, families, narrow);
    case SCMP_SYS(socketpair):
        return allow_socketpair(ctx, narrow);
    case SCMP_SYS(ioctl):
        return allow_ioctl(ctx, narrow);
    case SCMP_SYS(open):
        return allow_open(ctx, nr, 1, narrow);
    case SCMP_SYS(openat):
        return allow_open(ctx, nr, 2, narrow);
    case SCMP_SYS(creat):
    case SCMP_SYS(chmod):
    case SCMP_SYS(fchmod):
    case SCMP_SYS(mknod):
        return allow_mode(ctx, nr, 1, narrow);
    case SCMP_SYS(fchmodat):
    case SCMP_SYS(mknodat):
        return allow_mode(ctx, nr, 2, narrow);
    default:
        return seccomp_args_add(ctx, nr, SCMP_ACT_ALLOW, narrow);
    }
}
