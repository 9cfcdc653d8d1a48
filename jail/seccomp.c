/* seccomp: compiles a SystemCallFilter= list into classic BPF once per profile
 * (libseccomp, binary-tree layout), loads it in a jail's child without
 * allocating, and names the syscall a jail was stopped for.
 *
 * What a list means here:
 * - Every filter denies by default. The deny action is SystemCallErrorNumber=,
 *   or, when that is 0, a user notification: the task blocks in the kernel and
 *   the supervisor learns the syscall number, then kills the jail.
 * - An allow-list ("@warden-cpython uname") allows what it names. A deny-list
 *   ("~@mount chroot") allows every syscall libseccomp can name except those
 *   listed. Unlike systemd, syscalls newer than libseccomp's table then stay
 *   denied: the filter fails closed.
 * - A later token that starts with '~' denies in either mode, so
 *   "@system-service ~@resources" means what it says.
 * - "name:ERRNO" (or "@group:ERRNO") always means: this call fails with ERRNO.
 * - @warden-forbidden is applied last and no token can lift it.
 * - clone, socket, socketpair and ioctl are allowed only with acceptable
 *   arguments (see the allow_* functions); clone3 always fails with ENOSYS.
 */
#include "jail/seccomp.h"
#include "jail/syscall_groups.h"

#include <errno.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <sched.h>
#include <seccomp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Native syscall numbers we keep a verdict and a name for. x86_64's highest is
 * below 470 (Linux 6.18); libseccomp 2.5.4 names none past 456. */
#define SECCOMP_NR_MAX 1024
/* The largest errno a SystemCallFilter= entry or SystemCallErrorNumber= may
 * give: the kernel's MAX_ERRNO. */
#define SECCOMP_ERRNO_MAX 4095
/* Longest syscall or group name in a token, with its NUL. */
#define SECCOMP_NAME_MAX 64
/* How deep groups may include groups; today @system-service > @default >
 * @sandbox is the deepest. */
#define SECCOMP_GROUP_DEPTH_MAX 8

/* Namespace flags clone() may not carry. CLONE_NEWTIME is absent because
 * clone() reads that bit as part of the exit signal; only clone3 and unshare
 * take it, and both are refused. */
#define CLONE_NAMESPACES                                                                           \
    (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |  \
     CLONE_NEWNET)

/* socket() carries SOCK_NONBLOCK and SOCK_CLOEXEC above the type proper. */
#define SOCKET_TYPE_MASK 0xf

/* libseccomp's names for native syscall numbers, resolved once and kept for
 * the life of the process, so that naming a syscall never allocates again. */
static char *syscall_names[SECCOMP_NR_MAX];
static pthread_once_t syscall_names_once = PTHREAD_ONCE_INIT;

static void syscall_names_load(void)
{
    for (int nr = 0; nr < SECCOMP_NR_MAX; nr++)
        syscall_names[nr] = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);
}

const char *seccomp_syscall_name(int nr)
{
    if (nr < 0 || nr >= SECCOMP_NR_MAX)
        return NULL;
    pthread_once(&syscall_names_once, syscall_names_load);
    return syscall_names[nr];
}

enum verdict_kind { VERDICT_DENY, VERDICT_ALLOW, VERDICT_ERRNO };

struct verdict {
    enum verdict_kind kind;
    int error; /* for VERDICT_ERRNO */
};

struct compiler {
    struct verdict verdicts[SECCOMP_NR_MAX];
    char *err;
    size_t errlen;
};

__attribute__((format(printf, 3, 4))) static int fail(struct compiler *c, int rc, const char *fmt,
                                                      ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, c->errlen, fmt, ap);
    va_end(ap);
    return rc;
}

static const char *errno_name(int rc)
{
    const char *name = strerrorname_np(rc < 0 ? -rc : rc);
    return name ? name : "unknown error";
}

/* Accepts an errno name ("EPERM") or number ("1"). */
static int parse_errno(const char *text, int *out)
{
    if (text[0] >= '0' && text[0] <= '9') {
        char *end;
        long value = strtol(text, &end, 10);
        if (*end != '\0' || value < 1 || value > SECCOMP_ERRNO_MAX)
            return -EINVAL;
        *out = (int)value;
        return 0;
    }
    for (int e = 1; e <= SECCOMP_ERRNO_MAX; e++) {
        const char *name = strerrorname_np(e);
        if (name && strcmp(name, text) == 0) {
            *out = e;
            return 0;
        }
    }
    return -EINVAL;
}

/* Gives every native syscall that name stands for the verdict v. A group
 * member this architecture lacks is skipped, as systemd does; a name written
 * by the user (depth 0) must be one libseccomp knows. */
static int mark(struct compiler *c, const char *name, struct verdict v, int depth)
{
    if (name[0] == '@') {
        const struct syscall_group *group = syscall_group_find(name);
        if (!group)
            return fail(c, -EINVAL, "SystemCallFilter: unknown group '%s'", name);
        if (depth >= SECCOMP_GROUP_DEPTH_MAX)
            return fail(c, -ELOOP, "SystemCallFilter: groups nest too deeply at '%s'", name);
        if (!group->members) {
            for (int nr = 0; nr < SECCOMP_NR_MAX; nr++)
                if (seccomp_syscall_name(nr))
                    c->verdicts[nr] = v;
            return 0;
        }
        for (const char *const *member = group->members; *member; member++) {
            int rc = mark(c, *member, v, depth + 1);
            if (rc < 0)
                return rc;
        }
        return 0;
    }
    int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, name);
    if (nr == __NR_SCMP_ERROR) {
        if (depth > 0)
            return 0;
        return fail(c, -EINVAL, "SystemCallFilter: unknown syscall '%s'", name);
    }
    /* libseccomp gives syscalls that only other architectures have negative
     * pseudo numbers: nothing to filter here. */
    if (nr < 0)
        return 0;
    if (nr >= SECCOMP_NR_MAX)
        return fail(c, -ERANGE, "SystemCallFilter: syscall '%s' has number %d, above %d", name, nr,
                    SECCOMP_NR_MAX - 1);
    c->verdicts[nr] = v;
    return 0;
}

static int apply_token(struct compiler *c, const char *token, bool deny_list)
{
    const char *whole = token;
    bool deny = deny_list;
    if (token[0] == '~') {
        deny = true;
        token++;
    }
    if (token[0] == '\0') /* a lone "~" before the names */
        return 0;

    char name[SECCOMP_NAME_MAX];
    const char *colon = strchr(token, ':');
    size_t len = colon ? (size_t)(colon - token) : strlen(token);
    if (len >= sizeof(name))
        return fail(c, -EINVAL, "SystemCallFilter: name too long in '%s'", whole);
    memcpy(name, token, len);
    name[len] = '\0';

    struct verdict v = {deny ? VERDICT_DENY : VERDICT_ALLOW, 0};
    if (colon) {
        v.kind = VERDICT_ERRNO;
        if (parse_errno(colon + 1, &v.error) < 0)
            return fail(c, -EINVAL, "SystemCallFilter: unknown errno '%s' in '%s'", colon + 1,
                        whole);
    }
    return mark(c, name, v, 0);
}

/* clone() without namespace flags; fork, vfork and threads all pass. */
static int allow_clone(scmp_filter_ctx ctx)
{
    return seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(clone), 1,
                            SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NAMESPACES, 0));
}

/* socket(): AF_UNIX stream, datagram and seqpacket sockets, and with
 * allow_inet TCP and UDP. No raw or packet sockets, no other family (netlink,
 * packet, vsock...). The family is compared on its low 32 bits because the
 * kernel reads it as an int. */
static int allow_socket(scmp_filter_ctx ctx, bool allow_inet)
{
    static const int unix_types[] = {SOCK_STREAM, SOCK_DGRAM, SOCK_SEQPACKET};
    static const int inet_families[] = {AF_INET, AF_INET6};
    static const int inet_types[] = {SOCK_STREAM, SOCK_DGRAM};
    int rc;

    for (size_t t = 0; t < sizeof(unix_types) / sizeof(unix_types[0]); t++) {
        rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(socket), 2,
                              SCMP_A0(SCMP_CMP_MASKED_EQ, 0xffffffff, AF_UNIX),
                              SCMP_A1(SCMP_CMP_MASKED_EQ, SOCKET_TYPE_MASK, unix_types[t]));
        if (rc < 0)
            return rc;
    }
    if (!allow_inet)
        return 0;
    for (size_t f = 0; f < sizeof(inet_families) / sizeof(inet_families[0]); f++)
        for (size_t t = 0; t < sizeof(inet_types) / sizeof(inet_types[0]); t++) {
            rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(socket), 2,
                                  SCMP_A0(SCMP_CMP_MASKED_EQ, 0xffffffff, inet_families[f]),
                                  SCMP_A1(SCMP_CMP_MASKED_EQ, SOCKET_TYPE_MASK, inet_types[t]));
            if (rc < 0)
                return rc;
        }
    return 0;
}

static int allow_socketpair(scmp_filter_ctx ctx)
{
    return seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(socketpair), 1,
                            SCMP_A0(SCMP_CMP_MASKED_EQ, 0xffffffff, AF_UNIX));
}

/* Adds ALLOW rules for syscall nr that together accept every value of argument
 * arg whose low 32 bits are not in refused[]. The kernel reads such arguments
 * (ioctl's request) as 32-bit, so the high half must not matter. libseccomp
 * has no masked "not equal", tests an argument at most once per rule, and an
 * unconditional rule would swallow any conditional one for the same syscall,
 * so "all but these" is covered by bit prefixes instead: one MASKED_EQ rule
 * for each largest block of the 32-bit space, sharing the top `bits` bits with
 * prefix, that holds no refused value (about 32 rules per refused value). */
static int allow_except(scmp_filter_ctx ctx, int nr, unsigned arg, const uint32_t *refused,
                        size_t nrefused, uint32_t prefix, unsigned bits)
{
    uint32_t mask = bits == 0 ? 0 : UINT32_MAX << (32 - bits);
    bool holds_refused = false;
    for (size_t i = 0; i < nrefused; i++)
        if ((refused[i] & mask) == prefix)
            holds_refused = true;
    if (!holds_refused) {
        struct scmp_arg_cmp cmp = {
            .arg = arg, .op = SCMP_CMP_MASKED_EQ, .datum_a = mask, .datum_b = prefix};
        return seccomp_rule_add_array(ctx, SCMP_ACT_ALLOW, nr, bits == 0 ? 0 : 1, &cmp);
    }
    if (bits == 32) /* prefix is itself a refused value */
        return 0;
    int rc = allow_except(ctx, nr, arg, refused, nrefused, prefix, bits + 1);
    if (rc < 0)
        return rc;
    return allow_except(ctx, nr, arg, refused, nrefused, prefix | (1u << (31 - bits)), bits + 1);
}

/* ioctl() except TIOCSTI (pushes input into a terminal someone else reads)
 * and TIOCLINUX (console selection can do the same). */
static int allow_ioctl(scmp_filter_ctx ctx)
{
    static const uint32_t refused[] = {TIOCSTI, TIOCLINUX};
    return allow_except(ctx, SCMP_SYS(ioctl), 1, refused, sizeof(refused) / sizeof(refused[0]), 0,
                        0);
}

static int add_rules(scmp_filter_ctx ctx, int nr, struct verdict v, uint32_t deny_action,
                     const struct seccomp_spec *spec)
{
    switch (v.kind) {
    case VERDICT_DENY:
        return 0;
    case VERDICT_ERRNO:
        /* libseccomp refuses a rule whose action is the default one. */
        if (SCMP_ACT_ERRNO(v.error) == deny_action)
            return 0;
        return seccomp_rule_add(ctx, SCMP_ACT_ERRNO(v.error), nr, 0);
    case VERDICT_ALLOW:
        break;
    }
    switch (nr) {
    case SCMP_SYS(clone):
        return allow_clone(ctx);
    case SCMP_SYS(socket):
        return allow_socket(ctx, spec->allow_inet);
    case SCMP_SYS(socketpair):
        return allow_socketpair(ctx);
    case SCMP_SYS(ioctl):
        return allow_ioctl(ctx);
    default:
        return seccomp_rule_add(ctx, SCMP_ACT_ALLOW, nr, 0);
    }
}

/* libseccomp 2.5.4 has no seccomp_export_bpf_mem: export into a memfd and read
 * the instructions back. */
static int export_program(struct compiler *c, scmp_filter_ctx ctx, struct sock_fprog *out)
{
    int fd = memfd_create("warden-seccomp", MFD_CLOEXEC);
    if (fd < 0)
        return fail(c, -errno, "seccomp: memfd_create: %s", errno_name(errno));
    int rc = seccomp_export_bpf(ctx, fd);
    if (rc < 0) {
        close(fd);
        return fail(c, rc, "seccomp: exporting the filter: %s", errno_name(rc));
    }
    off_t size = lseek(fd, 0, SEEK_END);
    size_t count = size > 0 ? (size_t)size / sizeof(struct sock_filter) : 0;
    if (count == 0 || count > BPF_MAXINSNS || (size_t)size % sizeof(struct sock_filter)) {
        close(fd);
        return fail(c, -E2BIG,
                    "seccomp: filter of %lld bytes; the kernel takes up to %d "
                    "instructions",
                    (long long)size, BPF_MAXINSNS);
    }
    struct sock_filter *filter = malloc((size_t)size);
    if (!filter) {
        close(fd);
        return fail(c, -ENOMEM, "seccomp: out of memory for the filter");
    }
    ssize_t got = pread(fd, filter, (size_t)size, 0);
    int saved = errno;
    close(fd);
    if (got != size) {
        free(filter);
        return fail(c, got < 0 ? -saved : -EIO, "seccomp: reading the filter back: %s",
                    got < 0 ? errno_name(saved) : "short read");
    }
    out->len = (unsigned short)count;
    out->filter = filter;
    return 0;
}

static int build(struct compiler *c, const struct seccomp_spec *spec, struct seccomp_program *out)
{
    uint32_t deny_action =
        spec->error_number ? SCMP_ACT_ERRNO(spec->error_number) : SCMP_ACT_NOTIFY;
    scmp_filter_ctx ctx = seccomp_init(deny_action);
    if (!ctx)
        return fail(c, -ENOSYS, "seccomp: libseccomp could not start a filter%s",
                    spec->error_number ? "" : " (no user notification in this kernel?)");

    /* Only the native architecture: i386 and x32 calls die before any rule. Our
     * own install sets no_new_privs, so libseccomp need not. */
    int rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
    if (rc == 0)
        rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 0);
    /* A binary tree of syscall numbers instead of a linear chain: attaching
     * costs about 3x less (research §3.3), because the kernel runs the filter
     * once per syscall number to find the ones it can always allow. */
    if (rc == 0)
        rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
    if (rc < 0) {
        seccomp_release(ctx);
        return fail(c, rc, "seccomp: setting filter attributes: %s", errno_name(rc));
    }

    for (int nr = 0; nr < SECCOMP_NR_MAX; nr++) {
        rc = add_rules(ctx, nr, c->verdicts[nr], deny_action, spec);
        if (rc < 0) {
            const char *name = seccomp_syscall_name(nr);
            seccomp_release(ctx);
            return fail(c, rc, "seccomp: rule for %s: %s", name ? name : "?", errno_name(rc));
        }
    }
    rc = export_program(c, ctx, &out->fprog);
    seccomp_release(ctx);
    if (rc < 0)
        return rc;
    out->notify = spec->error_number == 0;
    return 0;
}

int seccomp_compile(const struct seccomp_spec *spec, struct seccomp_program *out, char *err,
                    size_t errlen)
{
    struct compiler c = {.err = err, .errlen = errlen};
    memset(out, 0, sizeof(*out));

    if (spec->error_number < 0 || spec->error_number > SECCOMP_ERRNO_MAX)
        return fail(&c, -EINVAL, "SystemCallErrorNumber: %d is outside 0..%d", spec->error_number,
                    SECCOMP_ERRNO_MAX);

    const char *const *tokens = spec->filter;
    bool deny_list = tokens && tokens[0] && tokens[0][0] == '~';
    for (int nr = 0; nr < SECCOMP_NR_MAX; nr++) {
        bool known = seccomp_syscall_name(nr) != NULL;
        c.verdicts[nr].kind = deny_list && known ? VERDICT_ALLOW : VERDICT_DENY;
    }
    for (size_t i = 0; tokens && tokens[i]; i++) {
        int rc = apply_token(&c, tokens[i], deny_list);
        if (rc < 0)
            return rc;
    }

    int rc = mark(&c, "@warden-forbidden", (struct verdict){VERDICT_DENY, 0}, 0);
    if (rc < 0)
        return rc;
    /* clone3 passes its flags in memory, where no filter can read them. ENOSYS
     * makes glibc fall back to clone, whose flags we check. */
    c.verdicts[SCMP_SYS(clone3)] = (struct verdict){VERDICT_ERRNO, ENOSYS};

    return build(&c, spec, out);
}

void seccomp_program_free(struct seccomp_program *program)
{
    free(program->fprog.filter);
    memset(program, 0, sizeof(*program));
}

int seccomp_install(const struct seccomp_program *program, int *listener)
{
    *listener = -1;
    /* Without no_new_privs an unprivileged task may not load a filter, and a
     * setuid exec could otherwise run with the filter under new privileges. */
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        return -errno;

    unsigned long flags = 0;
    if (program->notify)
        /* WAIT_KILLABLE_RECV: once the supervisor has read the notification,
         * only a fatal signal interrupts the wait, so a signal handler in the
         * jail cannot turn the pending call back into a retry loop. */
        flags = SECCOMP_FILTER_FLAG_NEW_LISTENER | SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV;
    long rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &program->fprog);
    if (rc < 0 && errno == EINVAL && (flags & SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV)) {
        /* Kernels before 5.19 do not know the flag. */
        flags &= ~(unsigned long)SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV;
        rc = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &program->fprog);
    }
    if (rc < 0)
        return -errno;
    if (program->notify)
        *listener = (int)rc;
    return 0;
}

int seccomp_notify_read(int listener, int *nr)
{
    struct seccomp_notif notif;
    for (;;) {
        /* The kernel refuses a buffer that is not zeroed. */
        memset(&notif, 0, sizeof(notif));
        if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &notif) == 0)
            break;
        if (errno != EINTR)
            return -errno;
    }
    *nr = notif.data.nr;
    return 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void list_group(const struct syscall_group *group,
                       void (*emit)(const char *group, const char *member, void *arg), void *arg)
{
    if (group->members) {
        for (const char *const *member = group->members; *member; member++)
            emit(group->name, *member, arg);
        return;
    }
    const char *names[SECCOMP_NR_MAX];
    size_t count = 0;
    for (int nr = 0; nr < SECCOMP_NR_MAX; nr++)
        if (seccomp_syscall_name(nr))
            names[count++] = seccomp_syscall_name(nr);
    qsort(names, count, sizeof(names[0]), compare_names);
    for (size_t i = 0; i < count; i++)
        emit(group->name, names[i], arg);
}

int seccomp_group_list(const char *group,
                       void (*emit)(const char *group, const char *member, void *arg), void *arg)
{
    if (!group) {
        for (size_t i = 0; i < syscall_groups_count; i++)
            list_group(&syscall_groups[i], emit, arg);
        return 0;
    }
    const struct syscall_group *found = syscall_group_find(group);
    if (!found)
        return -ENOENT;
    list_group(found, emit, arg);
    return 0;
}
