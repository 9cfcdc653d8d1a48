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
 *   arguments (jail/seccomp_args.c), and open, openat, creat, chmod, fchmod,
 *   fchmodat, mknod and mknodat only without setuid or setgid bits; clone3
 *   always fails with ENOSYS, and openat2 too where it would be allowed.
 * - Imported rules (spec->rules) come after the tokens: a syscall any rule
 *   names is decided by its rules alone. @warden-forbidden and clone3 still
 *   win, and an allowing rule for clone, socket, socketpair or ioctl only
 *   narrows warden's own checks.
 */
#include "jail/seccomp.h"
#include "jail/seccomp_args.h"
#include "jail/syscall_groups.h"

#include <errno.h>
#include <linux/seccomp.h>
#include <pthread.h>
#include <seccomp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
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

/* libseccomp's names for native syscall numbers, resolved once and kept for
 * the life of the process, so that naming a syscall never allocates again. */
static char *syscall_names[SECCOMP_NR_MAX];
static pthread_once_t syscall_names_once = PTHREAD_ONCE_INIT;

/* Syscalls newer than the libseccomp we build with, which names them
 * nothing. From 424 on, the kernel gives a new syscall the same number on
 * every architecture (include/uapi/asm-generic/unistd.h), so one table serves
 * x86_64 and aarch64 alike. Linux 6.8 to 6.17. */
static const char *const newer_syscalls[] = {
    [457] = "statmount",         [458] = "listmount",        [459] = "lsm_get_self_attr",
    [460] = "lsm_set_self_attr", [461] = "lsm_list_modules", [462] = "mseal",
    [463] = "setxattrat",        [464] = "getxattrat",       [465] = "listxattrat",
    [466] = "removexattrat",     [467] = "open_tree_attr",   [468] = "file_getattr",
    [469] = "file_setattr",
};

static void syscall_names_load(void)
{
    int newer = (int)(sizeof newer_syscalls / sizeof *newer_syscalls);
    for (int nr = 0; nr < SECCOMP_NR_MAX; nr++) {
        syscall_names[nr] = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);
        if (!syscall_names[nr] && nr < newer && newer_syscalls[nr])
            syscall_names[nr] = strdup(newer_syscalls[nr]);
    }
}

const char *seccomp_syscall_name(int nr)
{
    if (nr < 0 || nr >= SECCOMP_NR_MAX)
        return NULL;
    pthread_once(&syscall_names_once, syscall_names_load);
    return syscall_names[nr];
}

enum verdict_kind {
    VERDICT_DENY,
    VERDICT_ALLOW,
    VERDICT_ERRNO,
    VERDICT_RULES, /* named by an imported rule: the rules alone decide */
};

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

/* Checks an imported rule and marks its syscall as decided by rules alone. */
static int apply_rule(struct compiler *c, const struct seccomp_rule *rule)
{
    if (!rule->name)
        return fail(c, -EINVAL, "seccomp rule: no syscall name");
    if (rule->error_number < 0 || rule->error_number > SECCOMP_ERRNO_MAX)
        return fail(c, -EINVAL, "seccomp rule for %s: errno %d is outside 0..%d", rule->name,
                    rule->error_number, SECCOMP_ERRNO_MAX);
    if (rule->nargs > SECCOMP_RULE_MAX_ARGS)
        return fail(c, -EINVAL, "seccomp rule for %s: %u comparisons, at most %d", rule->name,
                    rule->nargs, SECCOMP_RULE_MAX_ARGS);
    for (unsigned i = 0; i < rule->nargs; i++) {
        const struct seccomp_arg *a = &rule->args[i];
        if (a->index >= SECCOMP_RULE_MAX_ARGS)
            return fail(c, -EINVAL, "seccomp rule for %s: argument index %u, at most %d",
                        rule->name, a->index, SECCOMP_RULE_MAX_ARGS - 1);
        if (a->op < SECCOMP_CMP_NE || a->op > SECCOMP_CMP_MASKED_EQ)
            return fail(c, -EINVAL, "seccomp rule for %s: unknown comparison %d", rule->name,
                        (int)a->op);
    }
    int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, rule->name);
    if (nr == __NR_SCMP_ERROR)
        return fail(c, -EINVAL, "seccomp rule: unknown syscall '%s'", rule->name);
    if (nr >= SECCOMP_NR_MAX)
        return fail(c, -ERANGE, "seccomp rule: syscall '%s' has number %d, above %d", rule->name,
                    nr, SECCOMP_NR_MAX - 1);
    if (nr >= 0) /* negative: only other architectures have it */
        c->verdicts[nr] = (struct verdict){VERDICT_RULES, 0};
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

static int add_verdict(scmp_filter_ctx ctx, int nr, struct verdict v, uint32_t deny_action,
                       unsigned families)
{
    switch (v.kind) {
    case VERDICT_DENY:
    case VERDICT_RULES: /* added from spec->rules */
        return 0;
    case VERDICT_ERRNO:
        /* libseccomp refuses a rule whose action is the default one. */
        if (SCMP_ACT_ERRNO(v.error) == deny_action)
            return 0;
        return seccomp_rule_add(ctx, SCMP_ACT_ERRNO(v.error), nr, 0);
    case VERDICT_ALLOW:
        break;
    }
    return seccomp_args_allow(ctx, nr, families, NULL);
}

static int add_imported(scmp_filter_ctx ctx, int nr, const struct seccomp_rule *rule,
                        uint32_t deny_action, unsigned families)
{
    if (rule->error_number == 0)
        return seccomp_args_allow(ctx, nr, families, rule);
    if (SCMP_ACT_ERRNO(rule->error_number) == deny_action)
        return 0;
    return seccomp_args_add(ctx, nr, SCMP_ACT_ERRNO(rule->error_number), rule);
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
        rc = add_verdict(ctx, nr, c->verdicts[nr], deny_action, spec->socket_families);
        if (rc < 0) {
            const char *name = seccomp_syscall_name(nr);
            seccomp_release(ctx);
            return fail(c, rc, "seccomp: rule for %s: %s", name ? name : "?", errno_name(rc));
        }
    }
    /* A denied sendmsg would be reported to the very listener being handed
     * over (see SECCOMP_HANDOFF_FD). An errno verdict needs nothing: the
     * handoff then fails and the jail reports a setup error. */
    if (deny_action == SCMP_ACT_NOTIFY && c->verdicts[SCMP_SYS(sendmsg)].kind == VERDICT_DENY) {
        rc = seccomp_rule_add(ctx, SCMP_ACT_ALLOW, SCMP_SYS(sendmsg), 1,
                              SCMP_A0(SCMP_CMP_EQ, SECCOMP_HANDOFF_FD));
        if (rc < 0) {
            seccomp_release(ctx);
            return fail(c, rc, "seccomp: rule for the listener handoff: %s", errno_name(rc));
        }
    }
    for (size_t i = 0; i < spec->nrules; i++) {
        const struct seccomp_rule *rule = &spec->rules[i];
        int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, rule->name);
        /* Another architecture's syscall, or one forbidden or clone3. */
        if (nr < 0 || c->verdicts[nr].kind != VERDICT_RULES)
            continue;
        rc = add_imported(ctx, nr, rule, deny_action, spec->socket_families);
        if (rc < 0) {
            seccomp_release(ctx);
            if (rc == -EDOM)
                return fail(c, -EINVAL,
                            "seccomp rule for %s: compares one argument twice in a way a "
                            "single filter rule cannot hold",
                            rule->name);
            if (rc == -EEXIST)
                return fail(c, -EINVAL,
                            "seccomp rule for %s: another rule with the same comparisons has a "
                            "different action",
                            rule->name);
            return fail(c, rc, "seccomp rule for %s: %s", rule->name, errno_name(rc));
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
    for (size_t i = 0; i < spec->nrules; i++) {
        int rc = apply_rule(&c, &spec->rules[i]);
        if (rc < 0)
            return rc;
    }

    int rc = mark(&c, "@warden-forbidden", (struct verdict){VERDICT_DENY, 0}, 0);
    if (rc < 0)
        return rc;
    /* clone3 passes its flags in memory, where no filter can read them. ENOSYS
     * makes glibc fall back to clone, whose flags we check. */
    c.verdicts[SCMP_SYS(clone3)] = (struct verdict){VERDICT_ERRNO, ENOSYS};
    /* openat2 passes its mode in memory too (see seccomp_args.c's setuid
     * rule); C libraries fall back to openat. Unless the profile denies it. */
    if (c.verdicts[SCMP_SYS(openat2)].kind == VERDICT_ALLOW)
        c.verdicts[SCMP_SYS(openat2)] = (struct verdict){VERDICT_ERRNO, ENOSYS};

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
