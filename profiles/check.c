/* check: plans the probes of `warden check` from a profile, runs them in real
 * jails and judges each result against the profile (see check.h for why the
 * filter is compiled with a sentinel errno). */
#include "profiles/check.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <unistd.h>

#include "jail/landlock.h"
#include "profiles/policy.h"
#include "profiles/values.h"

#define ALL_ONES UINT64_MAX

/* Calls the battery cannot make: they end the process or never return, or
 * (uretprobe) raise SIGILL when called from anywhere but a uretprobe. */
static const char *const not_probed[] = {"exit", "exit_group", "rt_sigreturn", "pause",
                                         "uretprobe"};

/* The calls a reader of the table looks for first: ways out of a jail. */
static const char *const notable[] = {
    "ptrace",
    "bpf",
    "mount",
    "umount2",
    "pivot_root",
    "chroot",
    "unshare",
    "setns",
    "keyctl",
    "add_key",
    "io_uring_setup",
    "kexec_load",
    "init_module",
    "finit_module",
    "reboot",
    "perf_event_open",
    "process_vm_readv",
    "userfaultfd",
    "open_by_handle_at",
    "personality",
    "swapon",
    "syslog",
    "acct",
    "clock_settime",
    "iopl",
    "modify_ldt",
    "seccomp",
    "execve",
};

/* Host paths a jail must not show unless the profile binds them. */
static const char *const outside_paths[] = {"/etc/shadow", "/etc/passwd", "/root", "/home", "/var",
                                            "/run",        "/boot",       "/srv",  "/sys"};

enum judge {
    J_SYSCALL,  /* observed verdict equals the policy's */
    J_DENIED,   /* [Expect] Denied=: every call denied */
    J_ALLOWED,  /* [Expect] Allowed=: every call gets through */
    J_READABLE, /* expect_yes: opens; else does not */
    J_WRITABLE,
    J_REACHABLE, /* expect_yes: connects; else does not */
    J_LIMIT,     /* fails, and at no more than limit */
    J_GROUP,     /* every member as J_SYSCALL */
};

struct pending {
    enum check_row_kind kind;
    char *label;
    enum judge judge;
    bool expect_yes;
    int64_t limit;
    size_t *probes;
    size_t nprobes;
};

struct plan {
    struct check_probe *probes;
    int *want; /* per probe, for syscalls: 0, an errno, or the sentinel (denied) */
    size_t count;
    size_t syscall_probe[POLICY_NR_MAX]; /* index + 1 of each syscall's generic probe */
    struct pending *rows;
    size_t nrows;
    struct policy policy; /* with the sentinel as the deny action */
    char **strings;       /* paths and names the probes point to */
    size_t nstrings;
    bool failed;
};

/* ---- building the plan ------------------------------------------------------ */

static size_t add_probe(struct plan *pl, struct check_probe probe, int want)
{
    struct check_probe *p = realloc(pl->probes, (pl->count + 1) * sizeof *p);
    int *w = p ? realloc(pl->want, (pl->count + 1) * sizeof *w) : NULL;
    if (p)
        pl->probes = p;
    if (w)
        pl->want = w;
    if (!p || !w) {
        pl->failed = true;
        return 0;
    }
    pl->probes[pl->count] = probe;
    pl->want[pl->count] = want;
    return pl->count++;
}

__attribute__((format(printf, 4, 5))) static struct pending *
add_row(struct plan *pl, enum check_row_kind kind, enum judge judge, const char *fmt, ...)
{
    struct pending *rows = realloc(pl->rows, (pl->nrows + 1) * sizeof *rows);
    if (!rows) {
        pl->failed = true;
        return NULL;
    }
    pl->rows = rows;
    struct pending *r = &rows[pl->nrows++];
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->judge = judge;
    va_list ap;
    va_start(ap, fmt);
    if (vasprintf(&r->label, fmt, ap) < 0) {
        r->label = NULL;
        pl->failed = true;
    }
    va_end(ap);
    return r;
}

static void row_probe(struct plan *pl, struct pending *r, size_t probe)
{
    if (!r)
        return;
    size_t *p = realloc(r->probes, (r->nprobes + 1) * sizeof *p);
    if (!p) {
        pl->failed = true;
        return;
    }
    r->probes = p;
    p[r->nprobes++] = probe;
}

static const char *keep(struct plan *pl, const char *s)
{
    char **grown = realloc(pl->strings, (pl->nstrings + 1) * sizeof *grown);
    char *copy = strdup(s);
    if (grown)
        pl->strings = grown;
    if (!grown || !copy) {
        free(copy);
        pl->failed = true;
        return "";
    }
    return pl->strings[pl->nstrings++] = copy;
}

static bool is_not_probed(const char *name)
{
    for (size_t i = 0; i < sizeof not_probed / sizeof not_probed[0]; i++)
        if (strcmp(name, not_probed[i]) == 0)
            return true;
    return false;
}

/* The harmless arguments of each syscall's probe: ~0 everywhere makes the
 * kernel refuse at once, except where warden's own argument checks would
 * then deny a call the profile allows (socket, socketpair, ioctl, and a mode
 * with setuid bits) or the call would change something (umask, alarm). */
static struct check_probe syscall_probe(int nr)
{
    struct check_probe p = {.op = OP_SYSCALL, .nr = nr};
    for (int i = 0; i < 6; i++)
        p.args[i] = ALL_ONES;
    switch (nr) {
    case SYS_socket:
        p.args[0] = AF_UNIX, p.args[1] = SOCK_STREAM, p.args[2] = 0;
        break;
    case SYS_socketpair:
        p.args[0] = AF_UNIX, p.args[1] = SOCK_STREAM, p.args[2] = 0;
        break;
    case SYS_ioctl:
        p.args[1] = FIONREAD;
        break;
    case SYS_clone:
        p.op = OP_FORK, p.args[0] = SIGCHLD;
        break;
    case SYS_fork:
    case SYS_vfork:
        p.op = OP_FORK, p.args[0] = 0;
        break;
    case SYS_umask:
        p.args[0] = 022;
        break;
    case SYS_open: case SYS_creat: case SYS_chmod: case SYS_fchmod: case SYS_mknod:
        p.args[nr == SYS_open ? 2 : 1] = 0;
        break;
    case SYS_openat: case SYS_fchmodat: case SYS_mknodat:
        p.args[nr == SYS_openat ? 3 : 2] = 0;
        break;
    case SYS_alarm:
        p.args[0] = 0;
        break;
    }
    return p;
}

static int want_of(struct plan *pl, const struct check_probe *p)
{
    int nr = p->op == OP_READ || p->op == OP_WRITE ? SYS_openat : p->nr;
    return policy_decide(&pl->policy, nr, p->args);
}

static void plan_syscalls(struct plan *pl)
{
    for (int nr = 0; nr < POLICY_NR_MAX; nr++) {
        const char *name = seccomp_syscall_name(nr);
        if (!name)
            continue;
        if (is_not_probed(name)) {
            add_row(pl, ROW_SYSCALL, J_SYSCALL, "%s", name);
            continue;
        }
        struct check_probe p = syscall_probe(nr);
        size_t at = add_probe(pl, p, want_of(pl, &p));
        pl->syscall_probe[nr] = at + 1;
        row_probe(pl, add_row(pl, ROW_SYSCALL, J_SYSCALL, "%s", name), at);
    }
}

/* ---- groups ----------------------------------------------------------------- */

struct group_walk {
    struct plan *plan;
    struct pending *row;
    bool seen[POLICY_NR_MAX];
    int depth;
};

static void walk_member(const char *group, const char *member, void *arg);

static void walk(struct group_walk *w, const char *name)
{
    if (name[0] == '@') {
        if (w->depth < 16) {
            w->depth++;
            seccomp_group_list(name, walk_member, w);
            w->depth--;
        }
        return;
    }
    int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, name);
    if (nr < 0 || nr >= POLICY_NR_MAX || w->seen[nr] || !w->plan->syscall_probe[nr])
        return;
    w->seen[nr] = true;
    row_probe(w->plan, w->row, w->plan->syscall_probe[nr] - 1);
}

static void walk_member(const char *group, const char *member, void *arg)
{
    walk(arg, member);
}

struct group_names {
    const char *names[64];
    size_t count;
};

static void collect_group(const char *group, const char *member, void *arg)
{
    struct group_names *g = arg;
    if (g->count && strcmp(g->names[g->count - 1], group) == 0)
        return;
    if (g->count < sizeof g->names / sizeof g->names[0])
        g->names[g->count++] = group;
}

static void plan_groups(struct plan *pl)
{
    struct group_names groups = {0};
    seccomp_group_list(NULL, collect_group, &groups);
    struct group_walk *w = calloc(1, sizeof *w);
    if (!w) {
        pl->failed = true;
        return;
    }
    for (size_t i = 0; i < groups.count; i++) {
        memset(w, 0, sizeof *w);
        w->plan = pl;
        w->row = add_row(pl, ROW_GROUP, J_GROUP, "%s", groups.names[i]);
        walk(w, groups.names[i]);
    }
    free(w);
}

/* ---- the other probes ------------------------------------------------------- */

static void plan_notable(struct plan *pl)
{
    for (size_t i = 0; i < sizeof notable / sizeof notable[0]; i++) {
        int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, notable[i]);
        if (nr >= 0 && nr < POLICY_NR_MAX && pl->syscall_probe[nr])
            row_probe(pl, add_row(pl, ROW_NOTABLE, J_SYSCALL, "%s", notable[i]),
                      pl->syscall_probe[nr] - 1);
    }
    static const struct {
        const char *label;
        int nr;
        uint64_t a0, a1;
        bool fork;
    } args[] = {
        {"clone(SIGCHLD), a fork", SYS_clone, SIGCHLD, 0, true},
        {"clone(CLONE_NEWUSER)", SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, true},
        {"clone(CLONE_NEWNS)", SYS_clone, CLONE_NEWNS | SIGCHLD, 0, true},
        {"clone(CLONE_NEWNET)", SYS_clone, CLONE_NEWNET | SIGCHLD, 0, true},
        {"socket(AF_UNIX, SOCK_STREAM)", SYS_socket, AF_UNIX, SOCK_STREAM, false},
        {"socket(AF_INET, SOCK_STREAM)", SYS_socket, AF_INET, SOCK_STREAM, false},
        {"socket(AF_INET6, SOCK_DGRAM)", SYS_socket, AF_INET6, SOCK_DGRAM, false},
        {"socket(AF_INET, SOCK_RAW)", SYS_socket, AF_INET, SOCK_RAW, false},
        {"socket(AF_PACKET, SOCK_RAW)", SYS_socket, AF_PACKET, SOCK_RAW, false},
        {"socket(AF_NETLINK, SOCK_RAW)", SYS_socket, AF_NETLINK, SOCK_RAW, false},
        {"socket(AF_VSOCK, SOCK_STREAM)", SYS_socket, AF_VSOCK, SOCK_STREAM, false},
        {"socketpair(AF_UNIX)", SYS_socketpair, AF_UNIX, SOCK_STREAM, false},
        {"ioctl(FIONREAD)", SYS_ioctl, ALL_ONES, FIONREAD, false},
        {"ioctl(TIOCSTI)", SYS_ioctl, ALL_ONES, TIOCSTI, false},
        {"ioctl(TIOCLINUX)", SYS_ioctl, ALL_ONES, TIOCLINUX, false},
        {"clone3", SYS_clone3, ALL_ONES, ALL_ONES, false},
    };
    for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
        struct check_probe p = {.op = args[i].fork ? OP_FORK : OP_SYSCALL,
                                .nr = args[i].nr,
                                .args = {args[i].a0, args[i].a1, 0, ALL_ONES, ALL_ONES, ALL_ONES}};
        if (args[i].nr == SYS_socketpair)
            p.args[3] = ALL_ONES;
        size_t at = add_probe(pl, p, want_of(pl, &p));
        row_probe(pl, add_row(pl, ROW_NOTABLE, J_SYSCALL, "%s", args[i].label), at);
    }
}

static void path_row(struct plan *pl, enum check_row_kind kind, enum check_op op, const char *path,
                     bool expect_yes, const char *why)
{
    struct check_probe p = {.op = op, .path = keep(pl, path)};
    p.args[0] = (uint64_t)AT_FDCWD;
    p.args[2] = op == OP_READ ? O_RDONLY : O_WRONLY | O_CREAT;
    int want = want_of(pl, &p);
    size_t at = add_probe(pl, p, want);
    /* A path the profile shows still stays shut if the filter denies open. */
    bool yes = expect_yes && want == 0;
    struct pending *r = add_row(pl, kind, op == OP_READ ? J_READABLE : J_WRITABLE, "%s %s%s",
                                op == OP_READ ? "read" : "write", path, why);
    if (r)
        r->expect_yes = yes;
    row_probe(pl, r, at);
}

static void plan_files(struct plan *pl, const struct profile *prof)
{
    char *targets[256];
    size_t ntargets = 0;
    struct profile_bind b;
    for (size_t i = 0; i < profile_bind_count(prof) && ntargets < 256; i++) {
        struct stat st;
        profile_bind_get(prof, i, &b);
        if (stat(b.source, &st) < 0)
            continue; /* an optional path the host lacks */
        if (!(targets[ntargets] = strdup(b.target)))
            continue;
        ntargets++;
        path_row(pl, ROW_FILES, OP_READ, b.target, true, " (bound)");
        path_row(pl, ROW_FILES, OP_WRITE, b.target, b.writable,
                 b.writable ? " (bound read-write)" : " (bound read-only)");
    }
    for (size_t i = 0; i < sizeof outside_paths / sizeof outside_paths[0]; i++) {
        const char *path = outside_paths[i];
        struct stat st;
        bool shown = false;
        for (size_t t = 0; t < ntargets; t++)
            shown |= profile_path_under(path, targets[t]) || profile_path_under(targets[t], path);
        if (!shown && stat(path, &st) == 0)
            path_row(pl, ROW_FILES, OP_READ, path, false, " (host, not bound)");
    }
    for (size_t t = 0; t < ntargets; t++)
        free(targets[t]);
    path_row(pl, ROW_FILES, OP_WRITE, "/", false, " (the jail's root)");
    path_row(pl, ROW_FILES, OP_WRITE, "/tmp", prof->temporary_file_system.count > 0,
             prof->temporary_file_system.count ? " (TemporaryFileSystem=)" : "");
    path_row(pl, ROW_FILES, OP_WRITE, "/proc/sys/kernel/hostname", false, "");
    /* The mounts let a task write its own /proc/self/comm; only Landlock's
     * second wall (read-only /proc) refuses it, so this row proves the wall
     * is up. */
    if (landlock_abi() > 0)
        path_row(pl, ROW_FILES, OP_WRITE, "/proc/self/comm", false, " (Landlock)");
}

static bool policy_allows_all(struct plan *pl, const int *nrs, size_t n)
{
    uint64_t args[6] = {3, 0, 0, 0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        args[0] = nrs[i] == SYS_socket ? AF_INET : 3;
        args[1] = nrs[i] == SYS_socket ? SOCK_STREAM : 0;
        if (policy_decide(&pl->policy, nrs[i], args) != 0)
            return false;
    }
    return true;
}

static void plan_network(struct plan *pl, const struct profile *prof, const char *abstract)
{
    static const int lo_calls[] = {SYS_socket, SYS_bind, SYS_listen, SYS_getsockname, SYS_connect};
    bool lo = prof->loopback && policy_allows_all(pl, lo_calls, 5);
    struct pending *r = add_row(pl, ROW_NETWORK, J_REACHABLE, "network: 127.0.0.1 (loopback)");
    if (r)
        r->expect_yes = lo;
    row_probe(pl, r, add_probe(pl, (struct check_probe){.op = OP_LOOPBACK}, 0));
    row_probe(pl, add_row(pl, ROW_NETWORK, J_REACHABLE, "network: 192.0.2.1 (anywhere outside)"),
              add_probe(pl, (struct check_probe){.op = OP_OUTSIDE}, 0));
    row_probe(pl, add_row(pl, ROW_NETWORK, J_REACHABLE, "network: the host's abstract socket"),
              add_probe(pl, (struct check_probe){.op = OP_ABSTRACT, .path = abstract}, 0));
    struct check_probe p = {.op = OP_SIGNAL, .args = {(uint64_t)getpid()}};
    row_probe(pl, add_row(pl, ROW_PROCESS, J_REACHABLE, "signal: warden's own pid on the host"),
              add_probe(pl, p, 0));
}

static void plan_limits(struct plan *pl, const struct profile *prof)
{
    uint64_t fork_args[6] = {SIGCHLD};
    if (prof->tasks_max > 0 && policy_decide(&pl->policy, SYS_clone, fork_args) == 0) {
        struct pending *r =
            add_row(pl, ROW_LIMIT, J_LIMIT, "limit: TasksMax=%lld", (long long)prof->tasks_max);
        if (r)
            r->limit = prof->tasks_max;
        row_probe(pl, r,
                  add_probe(pl, (struct check_probe){.op = OP_TASKS, .limit = prof->tasks_max}, 0));
    }
    uint64_t dup_args[6] = {0, F_DUPFD_CLOEXEC, 4};
    if (prof->open_files_max > 0 && policy_decide(&pl->policy, SYS_fcntl, dup_args) == 0) {
        struct pending *r = add_row(pl, ROW_LIMIT, J_LIMIT, "limit: OpenFilesMax=%lld",
                                    (long long)prof->open_files_max);
        if (r)
            r->limit = prof->open_files_max;
        row_probe(
            pl, r,
            add_probe(pl, (struct check_probe){.op = OP_OPEN_FILES, .limit = prof->open_files_max},
                      0));
    }
    /* Last: a profile that denies rt_sigaction would die of SIGXFSZ here. */
    int64_t tmp = profile_tmp_size(prof), limit = tmp;
    if (prof->file_size_max > 0 && (limit == 0 || prof->file_size_max < limit))
        limit = prof->file_size_max;
    uint64_t open_args[6] = {(uint64_t)AT_FDCWD, 0, O_WRONLY | O_CREAT | O_TRUNC};
    if (tmp > 0 && policy_decide(&pl->policy, SYS_openat, open_args) == 0) {
        char a[32], b[32];
        struct pending *r = add_row(pl, ROW_LIMIT, J_LIMIT, "limit: /tmp %s, FileSizeMax=%s",
                                    value_format_size(tmp, a, sizeof a),
                                    value_format_size(prof->file_size_max, b, sizeof b));
        if (r)
            r->limit = limit;
        row_probe(pl, r, add_probe(pl, (struct check_probe){.op = OP_DISK, .limit = limit}, 0));
    }
}

/* [Expect] Denied=/Allowed= items: NAME[:ARG...] or @group. */
static void plan_expect_calls(struct plan *pl, const struct profile_list *list, bool denied)
{
    for (size_t i = 0; i < list->count; i++) {
        const char *item = list->items[i];
        struct pending *r = add_row(pl, ROW_EXPECT, denied ? J_DENIED : J_ALLOWED, "[Expect] %s=%s",
                                    denied ? "Denied" : "Allowed", item);
        if (item[0] == '@') {
            struct group_walk *w = calloc(1, sizeof *w);
            if (!w) {
                pl->failed = true;
                return;
            }
            w->plan = pl;
            w->row = r;
            walk(w, item);
            free(w);
            continue;
        }
        char name[128];
        size_t n = strcspn(item, ":");
        snprintf(name, sizeof name, "%.*s", (int)n, item);
        int nr = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, name);
        if (nr < 0 || nr >= POLICY_NR_MAX || is_not_probed(name))
            continue; /* another architecture's call: nothing to try here */
        struct check_probe p = syscall_probe(nr);
        /* Named arguments replace the harmless ones; a socket family alone
         * gets the type that family is used with. */
        char *copy = strdup(item + n), *save = NULL;
        unsigned nth = 0;
        for (char *arg = copy ? strtok_r(copy, ":", &save) : NULL; arg;
             arg = strtok_r(NULL, ":", &save), nth++) {
            uint64_t v;
            unsigned index = value_syscall_arg_index(name, nth);
            if (index > 5 || value_parse_syscall_arg(name, index, arg, &v) < 0)
                continue;
            if (nr == SYS_clone)
                p.args[0] = v | SIGCHLD;
            else
                p.args[index] = v;
            if ((nr == SYS_socket || nr == SYS_socketpair) && index == 0)
                p.args[1] = v == AF_PACKET || v == AF_NETLINK ? SOCK_RAW : SOCK_STREAM;
        }
        free(copy);
        row_probe(pl, r, add_probe(pl, p, want_of(pl, &p)));
    }
}

static void plan_expect_paths(struct plan *pl, const struct profile_list *list, enum check_op op,
                              bool yes)
{
    static const char *const keys[2][2] = {{"NotReadable", "Readable"},
                                           {"NotWritable", "Writable"}};
    for (size_t i = 0; i < list->count; i++) {
        struct check_probe p = {.op = op, .path = keep(pl, list->items[i])};
        struct pending *r = add_row(pl, ROW_EXPECT, op == OP_READ ? J_READABLE : J_WRITABLE,
                                    "[Expect] %s=%s", keys[op == OP_WRITE][yes], list->items[i]);
        if (r)
            r->expect_yes = yes;
        row_probe(pl, r, add_probe(pl, p, 0));
    }
}

/* ---- judging ---------------------------------------------------------------- */

struct outcomes {
    struct check_outcome *items; /* by probe index */
    bool *have;
    const char *lost; /* why results are missing: the battery jail's end */
};

static const char *errno_text(int e, char *buf, size_t len)
{
    const char *name = strerrorname_np(e);
    snprintf(buf, len, "%s", name ? name : "?");
    return buf;
}

/* What the policy says of a probe's call: "allowed", "denied", "errno X". */
static const char *verdict_text(int want, char *buf, size_t len)
{
    char e[32];
    if (want == 0)
        return "allowed";
    if (want == CHECK_SENTINEL || want < 0)
        return "denied";
    snprintf(buf, len, "errno %s", errno_text(want, e, sizeof e));
    return buf;
}

/* The observed verdict in the same words: the sentinel is a denial, the
 * expected errno is that errno, anything else came from the kernel. */
static int observed_verdict(const struct check_outcome *o, int want)
{
    if (o->ret >= 0)
        return 0;
    if (o->err == CHECK_SENTINEL)
        return CHECK_SENTINEL;
    return want != 0 && want != CHECK_SENTINEL && o->err == want ? want : 0;
}

struct row_builder {
    struct check_report *report;
    bool failed;
};

static void emit(struct row_builder *b, enum check_row_kind kind, const char *probe,
                 const char *expected, const char *observed, enum check_result result)
{
    struct check_report *rep = b->report;
    struct check_row *rows = realloc(rep->rows, (rep->count + 1) * sizeof *rows);
    if (!rows) {
        b->failed = true;
        return;
    }
    rep->rows = rows;
    struct check_row *r = &rows[rep->count++];
    r->kind = kind;
    r->probe = strdup(probe);
    r->expected = strdup(expected);
    r->observed = strdup(observed);
    r->result = result;
    if (!r->probe || !r->expected || !r->observed)
        b->failed = true;
    if (result == CHECK_PASS)
        rep->passed++;
    else if (result == CHECK_FAIL)
        rep->failed++;
    else
        rep->skipped++;
}

static bool have_all(const struct pending *r, const struct outcomes *o)
{
    for (size_t i = 0; i < r->nprobes; i++)
        if (!o->have[r->probes[i]])
            return false;
    return true;
}

static void judge_syscalls(struct row_builder *b, const struct plan *pl, const struct pending *r,
                           const struct outcomes *o)
{
    if (r->nprobes == 0) {
        emit(b, r->kind, r->label, "-", "not probed: no process could go on after it", CHECK_SKIP);
        return;
    }
    size_t want_allowed = 0, got_allowed = 0, mismatched = 0;
    char mismatch[256] = "";
    char wbuf[48], gbuf[48];
    const char *wtext = "", *gtext = "";
    for (size_t i = 0; i < r->nprobes; i++) {
        size_t k = r->probes[i];
        int want = pl->want[k], got = observed_verdict(&o->items[k], want);
        want_allowed += want == 0;
        got_allowed += got == 0;
        wtext = verdict_text(want, wbuf, sizeof wbuf);
        gtext = verdict_text(got, gbuf, sizeof gbuf);
        bool matches = got == want || (want < 0 && got == CHECK_SENTINEL);
        if (!matches) {
            mismatched++;
            const char *name = pl->probes[k].op == OP_FORK || pl->probes[k].op == OP_SYSCALL
                                   ? seccomp_syscall_name(pl->probes[k].nr)
                                   : NULL;
            size_t len = strlen(mismatch);
            if (len < sizeof mismatch - 40)
                snprintf(mismatch + len, sizeof mismatch - len, "%s%s %s", len ? ", " : "",
                         name ? name : "?", gtext);
        }
    }
    char expected[96], observed[320];
    if (r->judge == J_GROUP) {
        snprintf(expected, sizeof expected, "%zu allowed, %zu denied", want_allowed,
                 r->nprobes - want_allowed);
        if (mismatched)
            snprintf(observed, sizeof observed, "%zu allowed, %zu denied: %s", got_allowed,
                     r->nprobes - got_allowed, mismatch);
        else
            snprintf(observed, sizeof observed, "%zu allowed, %zu denied", got_allowed,
                     r->nprobes - got_allowed);
    } else {
        snprintf(expected, sizeof expected, "%s", wtext);
        const struct check_outcome *one = &o->items[r->probes[0]];
        char e[32];
        if (one->ret < 0 && strcmp(gtext, "allowed") == 0)
            snprintf(observed, sizeof observed, "allowed (the kernel said %s)",
                     errno_text(one->err, e, sizeof e));
        else
            snprintf(observed, sizeof observed, "%s", gtext);
    }
    emit(b, r->kind, r->label, expected, observed, mismatched ? CHECK_FAIL : CHECK_PASS);
}

static void judge_expect_calls(struct row_builder *b, const struct plan *pl,
                               const struct pending *r, const struct outcomes *o)
{
    bool denied = r->judge == J_DENIED;
    char wrong[256] = "";
    size_t nwrong = 0;
    for (size_t i = 0; i < r->nprobes; i++) {
        size_t k = r->probes[i];
        bool got_denied = observed_verdict(&o->items[k], pl->want[k]) != 0;
        if (got_denied == denied)
            continue;
        nwrong++;
        size_t len = strlen(wrong);
        const char *name = seccomp_syscall_name(pl->probes[k].nr);
        if (len < sizeof wrong - 40)
            snprintf(wrong + len, sizeof wrong - len, "%s%s", len ? ", " : "", name ? name : "?");
    }
    char observed[320];
    if (r->nprobes == 0)
        snprintf(observed, sizeof observed, "not probed: no such call here");
    else if (nwrong)
        snprintf(observed, sizeof observed, "%s: %s", denied ? "allowed" : "denied", wrong);
    else
        snprintf(observed, sizeof observed, "%s", denied ? "denied" : "allowed");
    emit(b, r->kind, r->label, denied ? "denied" : "allowed", observed,
         r->nprobes == 0 ? CHECK_SKIP
         : nwrong        ? CHECK_FAIL
                         : CHECK_PASS);
}

static void judge_yes_no(struct row_builder *b, const struct pending *r, const struct outcomes *o)
{
    static const char *const words[3][2] = {
        {"not readable", "readable"}, {"not writable", "writable"}, {"unreachable", "reachable"}};
    int w = r->judge == J_READABLE ? 0 : r->judge == J_WRITABLE ? 1 : 2;
    const struct check_outcome *one = &o->items[r->probes[0]];
    bool yes = one->ret >= 0;
    char observed[96], e[32];
    if (yes)
        snprintf(observed, sizeof observed, "%s", words[w][1]);
    else if (one->err == CHECK_SENTINEL)
        snprintf(observed, sizeof observed, "%s (seccomp)", words[w][0]);
    else
        snprintf(observed, sizeof observed, "%s (%s)", words[w][0],
                 errno_text(one->err, e, sizeof e));
    emit(b, r->kind, r->label, words[w][r->expect_yes], observed,
         yes == r->expect_yes ? CHECK_PASS : CHECK_FAIL);
}

static void judge_limit(struct row_builder *b, const struct pending *r, const struct outcomes *o)
{
    const struct check_outcome *one = &o->items[r->probes[0]];
    bool bytes = r->limit >= (1 << 20) || strstr(r->label, "/tmp");
    char expected[64], observed[96], a[32], e[32];
    if (bytes) {
        snprintf(expected, sizeof expected, "stops by %s",
                 value_format_size(r->limit, a, sizeof a));
    } else {
        snprintf(expected, sizeof expected, "stops by %lld", (long long)r->limit);
    }
    bool stopped = one->ret < 0 && one->err != CHECK_SENTINEL;
    char size[32];
    if (bytes)
        snprintf(observed, sizeof observed, "%s at %s (%s)", stopped ? "stopped" : "not stopped",
                 value_format_size(one->value, size, sizeof size),
                 one->ret < 0 ? errno_text(one->err, e, sizeof e) : "no error");
    else
        snprintf(observed, sizeof observed, "%s at %lld (%s)", stopped ? "stopped" : "not stopped",
                 (long long)one->value,
                 one->ret < 0 ? errno_text(one->err, e, sizeof e) : "no error");
    emit(b, r->kind, r->label, expected, observed,
         stopped && one->value <= r->limit ? CHECK_PASS : CHECK_FAIL);
}

static void judge(struct row_builder *b, const struct plan *pl, const struct outcomes *o)
{
    for (size_t i = 0; i < pl->nrows; i++) {
        const struct pending *r = &pl->rows[i];
        if (!have_all(r, o)) {
            char observed[128];
            snprintf(observed, sizeof observed, "no result: %s", o->lost);
            emit(b, r->kind, r->label, "-", observed, CHECK_FAIL);
            continue;
        }
        switch (r->judge) {
        case J_SYSCALL:
        case J_GROUP:
            judge_syscalls(b, pl, r, o);
            break;
        case J_DENIED:
        case J_ALLOWED:
            judge_expect_calls(b, pl, r, o);
            break;
        case J_READABLE:
        case J_WRITABLE:
        case J_REACHABLE:
            judge_yes_no(b, r, o);
            break;
        case J_LIMIT:
            judge_limit(b, r, o);
            break;
        }
    }
}

/* ---- running ---------------------------------------------------------------- */

/* Runs callback in a jail of profile whose filter denies with error_number
 * (-1: the profile's own), and reads every outcome it wrote. */
static int run_jail(const struct profile *prof, const char *cache, int error_number,
                    jail_callback callback, void *arg, struct jail_result *result,
                    struct check_outcome **outcomes, size_t *count, char *err, size_t errlen)
{
    struct jail_config config;
    struct seccomp_program program;
    struct profile_jail_storage storage;
    int rc =
        profile_jail_config(prof, cache, error_number, &config, &program, &storage, err, errlen);
    int fds[2] = {-1, -1};
    if (rc == 0 && pipe2(fds, O_CLOEXEC) < 0)
        rc = -errno;
    if (rc == 0) {
        /* Big enough for every outcome, so the jail never waits on us. */
        fcntl(fds[0], F_SETPIPE_SZ, 1 << 20);
        config.callback = callback;
        config.callback_arg = arg;
        config.extra_fd = fds[1];
        config.capture = true;
        config.argv = NULL;
        rc = jail_run(&config, result);
        if (rc < 0)
            snprintf(err, errlen, "jail: %s", result->message);
        close(fds[1]);
        fds[1] = -1;
    }
    *outcomes = NULL;
    *count = 0;
    if (rc == 0) {
        fcntl(fds[0], F_SETFL, O_NONBLOCK);
        struct check_outcome o;
        while (read(fds[0], &o, sizeof o) == sizeof o) {
            struct check_outcome *grown = realloc(*outcomes, (*count + 1) * sizeof o);
            if (!grown) {
                rc = -ENOMEM;
                break;
            }
            *outcomes = grown;
            grown[(*count)++] = o;
        }
    }
    if (fds[0] >= 0)
        close(fds[0]);
    seccomp_program_free(&program);
    profile_jail_storage_free(&storage);
    return rc;
}

static const char *status_text(const struct jail_result *r, char *buf, size_t len)
{
    if (r->status == JAIL_VIOLATION)
        snprintf(buf, len, "the jail was killed for %s", r->violation_name);
    else if (r->signal)
        snprintf(buf, len, "the jail ended with %s (%s)", jail_status_name(r->status),
                 strsignal(r->signal));
    else
        snprintf(buf, len, "the jail ended with %s (exit %d)", jail_status_name(r->status),
                 r->exit_code);
    return buf;
}

static void check_memory(struct row_builder *b, const struct profile *prof, const char *cache)
{
    if (prof->memory_max <= 0)
        return;
    char label[64], expected[64], observed[320], a[32], e[32], status[128];
    snprintf(label, sizeof label, "limit: MemoryMax=%s",
             value_format_size(prof->memory_max, a, sizeof a));
    snprintf(expected, sizeof expected, "stops by %s", a);
    int64_t limit = prof->memory_max;
    struct jail_result result;
    struct check_outcome *outs;
    size_t n;
    char err[256];
    int rc = run_jail(prof, cache, CHECK_SENTINEL, check_memory_run, &limit, &result, &outs, &n,
                      err, sizeof err);
    if (rc < 0) {
        snprintf(observed, sizeof observed, "no result: %s", err);
        emit(b, ROW_LIMIT, label, expected, observed, CHECK_FAIL);
        return;
    }
    int64_t reached = n ? outs[n - 1].value : 0;
    bool failed_alloc = n && outs[n - 1].ret < 0;
    bool stopped = result.status == JAIL_MEMORY || failed_alloc;
    if (result.status == JAIL_MEMORY)
        snprintf(observed, sizeof observed, "stopped at %s (killed: memory)",
                 value_format_size(reached, a, sizeof a));
    else if (failed_alloc)
        snprintf(observed, sizeof observed, "stopped at %s (mmap %s)",
                 value_format_size(reached, a, sizeof a), errno_text(outs[n - 1].err, e, sizeof e));
    else if (n && outs[n - 1].err == CHECK_SENTINEL)
        snprintf(observed, sizeof observed, "not probed: the profile denies mmap");
    else
        snprintf(observed, sizeof observed, "not stopped at %s (%s)",
                 value_format_size(reached, a, sizeof a),
                 status_text(&result, status, sizeof status));
    emit(b, ROW_LIMIT, label, expected, observed,
         stopped && reached <= limit ? CHECK_PASS : CHECK_FAIL);
    free(outs);
    jail_result_free(&result);
}

/* The real filter, unchanged: a denied call must end the jail with a
 * violation that names it, or fail with the profile's errno. */
static void check_real_filter(struct row_builder *b, const struct profile *prof, const char *cache)
{
    struct policy real;
    if (policy_resolve(prof, -1, &real) < 0) {
        b->failed = true;
        return;
    }
    int nr = -1;
    static const char *const candidates[] = {"ptrace", "bpf", "mount", "kexec_load"};
    for (size_t i = 0; i < 4 && nr < 0; i++) {
        int c = seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, candidates[i]);
        uint64_t args[6] = {ALL_ONES, ALL_ONES, ALL_ONES, ALL_ONES, ALL_ONES, ALL_ONES};
        if (c >= 0 && policy_decide(&real, c, args) != 0)
            nr = c;
    }
    if (nr < 0)
        return;
    const char *name = seccomp_syscall_name(nr);
    char label[96], expected[96], observed[320], e[32], status[128];
    snprintf(label, sizeof label, "the real filter: %s", name);
    if (real.deny_errno)
        snprintf(expected, sizeof expected, "errno %s", errno_text(real.deny_errno, e, sizeof e));
    else
        snprintf(expected, sizeof expected, "killed, reported as %s", name);
    struct jail_result result;
    struct check_outcome *outs;
    size_t n;
    char err[256];
    int rc =
        run_jail(prof, cache, -1, check_one_call_run, &nr, &result, &outs, &n, err, sizeof err);
    if (rc < 0) {
        snprintf(observed, sizeof observed, "no result: %s", err);
    } else if (result.status == JAIL_VIOLATION) {
        snprintf(observed, sizeof observed, "killed, reported as %s", result.violation_name);
    } else if (n && outs[0].ret < 0) {
        snprintf(observed, sizeof observed, "errno %s", errno_text(outs[0].err, e, sizeof e));
    } else if (n) {
        snprintf(observed, sizeof observed, "allowed");
    } else {
        snprintf(observed, sizeof observed, "no result: %s",
                 status_text(&result, status, sizeof status));
    }
    emit(b, ROW_FILTER, label, expected, observed,
         strcmp(expected, observed) == 0 ? CHECK_PASS : CHECK_FAIL);
    if (rc == 0) {
        free(outs);
        jail_result_free(&result);
    }
}

/* A listening abstract socket in the host's network namespace: the jail,
 * in its own, must not reach it. */
static int listen_abstract(char *name, size_t len)
{
    snprintf(name, len, "warden-check-%d", (int)getpid());
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    memcpy(a.sun_path + 1, name, strlen(name));
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 &&
        (bind(fd, (struct sockaddr *)&a,
              (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name))) < 0 ||
         listen(fd, 1) < 0)) {
        close(fd);
        fd = -1;
    }
    return fd;
}

static bool uses_sentinel(const struct profile *prof)
{
    char name[32];
    snprintf(name, sizeof name, ":%s", strerrorname_np(CHECK_SENTINEL));
    const struct profile_list *lists[] = {&prof->system_call_filter, &prof->import.tokens};
    for (size_t l = 0; l < 2; l++)
        for (size_t i = 0; i < lists[l]->count; i++)
            if (strstr(lists[l]->items[i], name) || strstr(lists[l]->items[i], ":131"))
                return true;
    for (size_t i = 0; i < prof->import.nrules; i++)
        if (prof->import.rules[i].error_number == CHECK_SENTINEL)
            return true;
    return profile_error_number(prof) == CHECK_SENTINEL;
}

static void plan_free(struct plan *pl)
{
    for (size_t i = 0; i < pl->nrows; i++) {
        free(pl->rows[i].label);
        free(pl->rows[i].probes);
    }
    for (size_t i = 0; i < pl->nstrings; i++)
        free(pl->strings[i]);
    free(pl->strings);
    free(pl->rows);
    free(pl->probes);
    free(pl->want);
    free(pl);
}

int check_profile(const struct profile *prof, const char *cache, struct check_report *report,
                  char *err, size_t errlen)
{
    memset(report, 0, sizeof *report);
    if (uses_sentinel(prof)) {
        snprintf(err, errlen,
                 "profile '%s' uses %s, which warden check keeps for itself to tell denied calls",
                 prof->name, strerrorname_np(CHECK_SENTINEL));
        return -EINVAL;
    }
    struct plan *pl = calloc(1, sizeof *pl);
    if (!pl || policy_resolve(prof, CHECK_SENTINEL, &pl->policy) < 0) {
        free(pl);
        snprintf(err, errlen, "out of memory");
        return -ENOMEM;
    }
    char abstract[64];
    int listener = listen_abstract(abstract, sizeof abstract);

    plan_syscalls(pl);
    plan_groups(pl);
    plan_notable(pl);
    plan_files(pl, prof);
    plan_network(pl, prof, keep(pl, abstract));
    plan_expect_calls(pl, &prof->expect_denied, true);
    plan_expect_calls(pl, &prof->expect_allowed, false);
    plan_expect_paths(pl, &prof->expect_readable, OP_READ, true);
    plan_expect_paths(pl, &prof->expect_not_readable, OP_READ, false);
    plan_expect_paths(pl, &prof->expect_writable, OP_WRITE, true);
    plan_expect_paths(pl, &prof->expect_not_writable, OP_WRITE, false);
    plan_limits(pl, prof);
    if (pl->failed) {
        if (listener >= 0)
            close(listener);
        plan_free(pl);
        snprintf(err, errlen, "out of memory");
        return -ENOMEM;
    }

    struct check_battery battery = {pl->probes, pl->count};
    struct jail_result result;
    struct check_outcome *outs = NULL;
    size_t n = 0;
    int rc = run_jail(prof, cache, CHECK_SENTINEL, check_battery_run, &battery, &result, &outs, &n,
                      err, errlen);
    if (listener >= 0)
        close(listener);
    if (rc < 0) {
        plan_free(pl);
        return rc;
    }
    if (result.status == JAIL_INTERNAL) {
        snprintf(err, errlen, "%s", result.message);
        free(outs);
        jail_result_free(&result);
        plan_free(pl);
        return -EIO;
    }
    struct outcomes o = {calloc(pl->count + 1, sizeof *o.items),
                         calloc(pl->count + 1, sizeof *o.have), NULL};
    char lost[128];
    o.lost = status_text(&result, lost, sizeof lost);
    struct row_builder b = {.report = report, .failed = !o.items || !o.have};
    for (size_t i = 0; !b.failed && i < n; i++)
        if (outs[i].index < pl->count) {
            o.items[outs[i].index] = outs[i];
            o.have[outs[i].index] = true;
        }
    if (!b.failed) {
        judge(&b, pl, &o);
        check_memory(&b, prof, cache);
        check_real_filter(&b, prof, cache);
    }
    free(o.items);
    free(o.have);
    free(outs);
    jail_result_free(&result);
    plan_free(pl);
    if (b.failed) {
        check_report_free(report);
        snprintf(err, errlen, "out of memory");
        return -ENOMEM;
    }
    return 0;
}

void check_report_free(struct check_report *report)
{
    for (size_t i = 0; i < report->count; i++) {
        free(report->rows[i].probe);
        free(report->rows[i].expected);
        free(report->rows[i].observed);
    }
    free(report->rows);
    memset(report, 0, sizeof *report);
}
