/* seccomp: what a compiled filter decides, checked two ways. A small classic-BPF
 * evaluator runs the exported program against chosen (arch, nr, args), which
 * lets us sweep whole argument ranges; forked children load the real filter
 * and make the real calls. */
#include <criterion/criterion.h>

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/ptrace.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/seccomp.h"
#include "jail/syscall_groups.h"

#define X32_SYSCALL_BIT 0x40000000u
#define RET_NOTIFY SECCOMP_RET_USER_NOTIF
#define RET_ERRNO(e) (SECCOMP_RET_ERRNO | (uint32_t)(e))

/* ---- compiling ---------------------------------------------------------- */

/* A deny-list of nothing: only @warden-forbidden and the argument rules bite. */
static const char *const deny_nothing[] = {"~", NULL};

static struct seccomp_program compile_ok(const char *const *filter, int error_number,
                                         bool allow_inet)
{
    struct seccomp_spec spec = {
        .filter = filter, .error_number = error_number, .socket_families = allow_inet ? SECCOMP_FAMILY_ALL : SECCOMP_FAMILY_UNIX};
    struct seccomp_program program;
    char err[256] = "";
    int rc = seccomp_compile(&spec, &program, err, sizeof(err));
    cr_assert_eq(rc, 0, "seccomp_compile: %d %s", rc, err);
    cr_assert_gt(program.fprog.len, 0);
    return program;
}

static int compile_err(const char *const *filter, int error_number, char *err, size_t errlen)
{
    struct seccomp_spec spec = {.filter = filter, .error_number = error_number};
    struct seccomp_program program;
    int rc = seccomp_compile(&spec, &program, err, errlen);
    cr_assert_eq(program.fprog.filter, NULL, "a failed compile leaves no program");
    return rc;
}

/* Runs the program the way the kernel does for one call and returns its action.
 * Knows the instructions libseccomp emits; anything else fails the test. */
static uint32_t run_filter(const struct seccomp_program *program, uint32_t arch, uint32_t nr,
                           const uint64_t *args)
{
    struct seccomp_data data = {.nr = (int)nr, .arch = arch};
    if (args)
        memcpy(data.args, args, sizeof(data.args));
    uint32_t a = 0, x = 0, mem[BPF_MEMWORDS] = {0};
    const struct sock_fprog *fprog = &program->fprog;
    for (size_t pc = 0; pc < fprog->len; pc++) {
        const struct sock_filter *in = &fprog->filter[pc];
        uint32_t k = in->k;
        switch (in->code) {
        case BPF_LD | BPF_W | BPF_ABS:
            cr_assert_leq(k + 4, sizeof(data));
            memcpy(&a, (const char *)&data + k, 4);
            break;
        case BPF_LD | BPF_MEM:
            a = mem[k];
            break;
        case BPF_LDX | BPF_MEM:
            x = mem[k];
            break;
        case BPF_ST:
            mem[k] = a;
            break;
        case BPF_STX:
            mem[k] = x;
            break;
        case BPF_ALU | BPF_AND | BPF_K:
            a &= k;
            break;
        case BPF_ALU | BPF_OR | BPF_K:
            a |= k;
            break;
        case BPF_MISC | BPF_TAX:
            x = a;
            break;
        case BPF_MISC | BPF_TXA:
            a = x;
            break;
        case BPF_JMP | BPF_JA:
            pc += k;
            break;
        case BPF_JMP | BPF_JEQ | BPF_K:
            pc += a == k ? in->jt : in->jf;
            break;
        case BPF_JMP | BPF_JGT | BPF_K:
            pc += a > k ? in->jt : in->jf;
            break;
        case BPF_JMP | BPF_JGE | BPF_K:
            pc += a >= k ? in->jt : in->jf;
            break;
        case BPF_JMP | BPF_JSET | BPF_K:
            pc += (a & k) ? in->jt : in->jf;
            break;
        case BPF_RET | BPF_K:
            return k;
        case BPF_RET | BPF_A:
            return a;
        default:
            cr_assert_fail("unexpected BPF opcode %#x at %zu", in->code, pc);
        }
    }
    cr_assert_fail("the filter ran off its end");
    return 0;
}

static uint32_t verdict(const struct seccomp_program *program, long nr)
{
    return run_filter(program, AUDIT_ARCH_X86_64, (uint32_t)nr, NULL);
}

static uint32_t verdict_args(const struct seccomp_program *program, long nr, uint64_t a0,
                             uint64_t a1, uint64_t a2)
{
    uint64_t args[6] = {a0, a1, a2, 0, 0, 0};
    return run_filter(program, AUDIT_ARCH_X86_64, (uint32_t)nr, args);
}

Test(seccomp_compile, allow_list_allows_only_what_it_names)
{
    const char *filter[] = {"read", "write", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    cr_assert(p.notify, "error_number 0 reports through user notification");
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict(&p, SYS_write), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict(&p, SYS_getpid), RET_NOTIFY);
    cr_assert_eq(verdict(&p, SYS_openat), RET_NOTIFY);
    cr_assert_eq(verdict(&p, 1000), RET_NOTIFY, "numbers no kernel has yet are denied too");
    seccomp_program_free(&p);
    cr_assert_eq(p.fprog.filter, NULL);
}

Test(seccomp_compile, error_number_replaces_notification)
{
    const char *filter[] = {"read", NULL};
    struct seccomp_program p = compile_ok(filter, EPERM, false);
    cr_assert_not(p.notify);
    cr_assert_eq(verdict(&p, SYS_getpid), RET_ERRNO(EPERM));
    seccomp_program_free(&p);
}

Test(seccomp_compile, deny_list_allows_the_rest)
{
    const char *filter[] = {"~getpid", "@timer", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    cr_assert(p.notify);
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict(&p, SYS_openat), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict(&p, SYS_getpid), RET_NOTIFY);
    cr_assert_eq(verdict(&p, SYS_timer_create), RET_NOTIFY, "the '~' covers the whole list");
    cr_assert_eq(verdict(&p, SYS_alarm), RET_NOTIFY);
    cr_assert_eq(verdict(&p, 1000), RET_NOTIFY, "a deny-list fails closed on unknown numbers");
    seccomp_program_free(&p);
}

Test(seccomp_compile, lone_tilde_starts_a_deny_list)
{
    const char *filter[] = {"~", "getpid", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict(&p, SYS_getpid), RET_NOTIFY);
    seccomp_program_free(&p);
}

Test(seccomp_compile, later_tilde_removes_from_an_allow_list)
{
    const char *filter[] = {"@basic-io", "@timer", "~write", "~@timer", "alarm", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict(&p, SYS_write), RET_NOTIFY);
    cr_assert_eq(verdict(&p, SYS_timer_create), RET_NOTIFY);
    cr_assert_eq(verdict(&p, SYS_alarm), SECCOMP_RET_ALLOW, "later tokens win");
    seccomp_program_free(&p);
}

Test(seccomp_compile, errno_entries)
{
    const char *deny[] = {"~uname:EACCES", "getpid:13", "@timer:ENOSYS", NULL};
    struct seccomp_program p = compile_ok(deny, 0, false);
    cr_assert_eq(verdict(&p, SYS_uname), RET_ERRNO(EACCES));
    cr_assert_eq(verdict(&p, SYS_getpid), RET_ERRNO(13));
    cr_assert_eq(verdict(&p, SYS_timer_settime), RET_ERRNO(ENOSYS));
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    seccomp_program_free(&p);

    /* In an allow-list, ":ERRNO" still means "fails with", not "allowed". */
    const char *allow[] = {"read", "uname:EPERM", NULL};
    p = compile_ok(allow, 0, false);
    cr_assert_eq(verdict(&p, SYS_uname), RET_ERRNO(EPERM));
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    seccomp_program_free(&p);

    /* The same errno as SystemCallErrorNumber= is simply the default action. */
    const char *same[] = {"read", "uname:EPERM", NULL};
    p = compile_ok(same, EPERM, false);
    cr_assert_eq(verdict(&p, SYS_uname), RET_ERRNO(EPERM));
    seccomp_program_free(&p);
}

Test(seccomp_compile, nested_groups_expand)
{
    const char *filter[] = {"@system-service", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    cr_assert_eq(verdict(&p, SYS_uname), SECCOMP_RET_ALLOW, "a direct member");
    cr_assert_eq(verdict(&p, SYS_io_setup), SECCOMP_RET_ALLOW, "from @aio");
    cr_assert_eq(verdict(&p, SYS_timer_create), SECCOMP_RET_ALLOW, "from @timer");
    cr_assert_eq(verdict(&p, SYS_execve), SECCOMP_RET_ALLOW, "from @default");
    cr_assert_eq(verdict(&p, SYS_seccomp), SECCOMP_RET_ALLOW, "from @sandbox via @default");
    cr_assert_eq(verdict(&p, SYS_io_uring_setup), RET_NOTIFY, "@aio has it, but it is forbidden");
    cr_assert_eq(verdict(&p, SYS_keyctl), RET_NOTIFY, "@keyring is forbidden");
    cr_assert_eq(verdict(&p, SYS_unshare), RET_NOTIFY, "@process has it, but it is forbidden");
    cr_assert_eq(verdict(&p, SYS_mount), RET_NOTIFY, "not in the list at all");
    seccomp_program_free(&p);
}

Test(seccomp_compile, other_architectures_syscalls_are_skipped)
{
    /* socketcall and _llseek exist on i386, not on x86_64. */
    const char *filter[] = {"socketcall", "_llseek", "read", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
    seccomp_program_free(&p);
}

Test(seccomp_compile, bad_names_are_reported)
{
    static const struct {
        const char *token;
        int error_number;
        const char *message;
    } cases[] = {
        {"foo", 0, "SystemCallFilter: unknown syscall 'foo'"},
        {"~@foo", 0, "SystemCallFilter: unknown group '@foo'"},
        {"read:EFOO", 0, "SystemCallFilter: unknown errno 'EFOO' in 'read:EFOO'"},
        {"read:5000", 0, "SystemCallFilter: unknown errno '5000' in 'read:5000'"},
        {":EPERM", 0, "SystemCallFilter: unknown syscall ''"},
        {"read", 70000, "SystemCallErrorNumber: 70000 is outside 0..4095"},
        {"read", -1, "SystemCallErrorNumber: -1 is outside 0..4095"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const char *filter[] = {cases[i].token, NULL};
        char err[256] = "";
        cr_assert_eq(compile_err(filter, cases[i].error_number, err, sizeof(err)), -EINVAL);
        cr_assert_str_eq(err, cases[i].message);
    }
}

/* Every syscall of @warden-forbidden, resolved on this architecture. */
static size_t forbidden_syscalls(int *out, size_t max);

static void collect(const char *group, const char *member, void *arg)
{
    (void)group;
    int **cursor = arg;
    if (member[0] == '@') {
        seccomp_group_list(member, collect, arg);
        return;
    }
    for (int nr = 0; nr < 1024; nr++) {
        const char *name = seccomp_syscall_name(nr);
        if (name && strcmp(name, member) == 0)
            *(*cursor)++ = nr;
    }
}

static size_t forbidden_syscalls(int *out, size_t max)
{
    int *cursor = out;
    cr_assert_eq(seccomp_group_list("@warden-forbidden", collect, &cursor), 0);
    cr_assert_leq((size_t)(cursor - out), max);
    return (size_t)(cursor - out);
}

Test(seccomp_compile, forbidden_calls_stay_denied)
{
    int forbidden[256];
    size_t n = forbidden_syscalls(forbidden, 256);
    cr_assert_geq(n, 40, "expected the whole forbidden set, got %zu", n);

    /* An allow-list of everything, one naming them explicitly, a deny-list of
     * nothing, and explicit errno entries: none of them lifts a forbidden call. */
    const char *known[] = {"@known", NULL};
    const char *named[] = {"@system-service", "ptrace", "mount",  "bpf",    "io_uring_setup",
                           "unshare",         "setns",  "keyctl", "reboot", NULL};
    const char *with_errno[] = {"@known", "ptrace:EPERM", NULL};
    const char *const *filters[] = {known, named, deny_nothing, with_errno};
    for (size_t f = 0; f < 4; f++) {
        for (int error_number = 0; error_number <= EACCES; error_number += EACCES) {
            struct seccomp_program p = compile_ok(filters[f], error_number, false);
            uint32_t deny = error_number ? RET_ERRNO(error_number) : RET_NOTIFY;
            for (size_t i = 0; i < n; i++)
                cr_assert_eq(verdict(&p, forbidden[i]), deny, "filter %zu lets %s through", f,
                             seccomp_syscall_name(forbidden[i]));
            cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW);
            seccomp_program_free(&p);
        }
    }
}

Test(seccomp_compile, forbidden_set_covers_the_brief)
{
    static const long must[] = {SYS_io_uring_setup,
                                SYS_io_uring_enter,
                                SYS_io_uring_register,
                                SYS_keyctl,
                                SYS_add_key,
                                SYS_request_key,
                                SYS_bpf,
                                SYS_ptrace,
                                SYS_process_vm_readv,
                                SYS_process_vm_writev,
                                SYS_perf_event_open,
                                SYS_userfaultfd,
                                SYS_mount,
                                SYS_umount2,
                                SYS_pivot_root,
                                SYS_move_mount,
                                SYS_open_tree,
                                SYS_fsopen,
                                SYS_fsmount,
                                SYS_fsconfig,
                                SYS_fspick,
                                SYS_mount_setattr,
                                SYS_unshare,
                                SYS_setns,
                                SYS_kexec_load,
                                SYS_kexec_file_load,
                                SYS_init_module,
                                SYS_finit_module,
                                SYS_delete_module,
                                SYS_reboot,
                                SYS_clock_settime,
                                SYS_clock_adjtime,
                                SYS_settimeofday,
                                SYS_adjtimex,
                                SYS_open_by_handle_at,
                                SYS_name_to_handle_at,
                                SYS_swapon,
                                SYS_swapoff,
                                SYS_acct,
                                SYS_quotactl,
                                SYS_lookup_dcookie,
                                SYS_vhangup,
                                SYS_iopl,
                                SYS_ioperm,
                                SYS_personality,
                                SYS_syslog,
                                SYS_modify_ldt,
                                SYS_uselib,
                                SYS__sysctl,
                                SYS_pidfd_getfd};
    int forbidden[256];
    size_t n = forbidden_syscalls(forbidden, 256);
    for (size_t m = 0; m < sizeof(must) / sizeof(must[0]); m++) {
        bool found = false;
        for (size_t i = 0; i < n; i++)
            found |= forbidden[i] == must[m];
        cr_assert(found, "%s is not forbidden", seccomp_syscall_name((int)must[m]));
    }
}

Test(seccomp_compile, clone3_fails_with_enosys)
{
    const char *allow[] = {"@system-service", NULL};
    const char *deny[] = {"~clone3", NULL};
    const char *none[] = {"read", NULL};
    const char *const *filters[] = {allow, deny, none};
    for (size_t f = 0; f < 3; f++) {
        struct seccomp_program p = compile_ok(filters[f], 0, false);
        cr_assert_eq(verdict(&p, SYS_clone3), RET_ERRNO(ENOSYS));
        seccomp_program_free(&p);
    }
}

Test(seccomp_compile, clone_without_namespaces_only)
{
    struct seccomp_program p = compile_ok(deny_nothing, 0, false);
    const uint64_t fork_flags = CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID | SIGCHLD;
    const uint64_t thread_flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD |
                                  CLONE_SYSVSEM | CLONE_SETTLS | CLONE_PARENT_SETTID |
                                  CLONE_CHILD_CLEARTID;
    cr_assert_eq(verdict_args(&p, SYS_clone, fork_flags, 0, 0), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict_args(&p, SYS_clone, thread_flags, 0, 0), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict_args(&p, SYS_clone, CLONE_VM | CLONE_VFORK | SIGCHLD, 0, 0),
                 SECCOMP_RET_ALLOW);
    static const uint64_t namespaces[] = {CLONE_NEWNS,  CLONE_NEWCGROUP, CLONE_NEWUTS,
                                          CLONE_NEWIPC, CLONE_NEWUSER,   CLONE_NEWPID,
                                          CLONE_NEWNET};
    for (size_t i = 0; i < sizeof(namespaces) / sizeof(namespaces[0]); i++)
        cr_assert_eq(verdict_args(&p, SYS_clone, fork_flags | namespaces[i], 0, 0), RET_NOTIFY,
                     "clone flag %#llx", (unsigned long long)namespaces[i]);
    seccomp_program_free(&p);
}

Test(seccomp_compile, socket_families_and_types)
{
    const char *filter[] = {"@network-io", NULL};
    for (int inet = 0; inet <= 1; inet++) {
        struct seccomp_program p = compile_ok(filter, 0, inet);
        /* A family the profile restricts fails as under systemd's
         * RestrictAddressFamilies=; other families stay killed. */
        uint32_t inet_verdict = inet ? SECCOMP_RET_ALLOW : SECCOMP_RET_ERRNO | EAFNOSUPPORT;
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_UNIX, SOCK_STREAM, 0), SECCOMP_RET_ALLOW);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0),
                     SECCOMP_RET_ALLOW);
        cr_assert_eq(
            verdict_args(&p, SYS_socket, AF_UNIX, SOCK_SEQPACKET | SOCK_NONBLOCK | SOCK_CLOEXEC, 0),
            SECCOMP_RET_ALLOW);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0),
                     inet_verdict);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET6, SOCK_DGRAM, 0), inet_verdict);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_RAW, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET6, SOCK_RAW | SOCK_CLOEXEC, 0),
                     RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_PACKET, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_SEQPACKET, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_PACKET, SOCK_DGRAM, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_NETLINK, SOCK_DGRAM, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_VSOCK, SOCK_STREAM, 0), RET_NOTIFY);
        /* The kernel reads the family as an int: junk above it is refused, so
         * its truncation can never pick a family. */
        cr_assert_eq(verdict_args(&p, SYS_socket, (1ull << 32) | AF_PACKET, SOCK_DGRAM, 0),
                     RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, (1ull << 32) | AF_UNIX, SOCK_DGRAM, 0),
                     RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socketpair, AF_UNIX, SOCK_STREAM, 0), SECCOMP_RET_ALLOW);
        cr_assert_eq(verdict_args(&p, SYS_socketpair, AF_INET, SOCK_STREAM, 0), RET_NOTIFY);
        seccomp_program_free(&p);
    }
}

Test(seccomp_compile, ioctl_refuses_tiocsti_and_tioclinux_only)
{
    const char *filter[] = {"ioctl", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    /* Every request in the terminal range and a sweep of the rest, with and
     * without junk in the high half the kernel ignores. */
    static const uint64_t highs[] = {0, 1ull << 32, 0xffffffff00000000ull};
    for (size_t h = 0; h < 3; h++) {
        for (uint64_t low = 0; low <= 0xffff; low++) {
            bool refused = low == TIOCSTI || low == TIOCLINUX;
            uint32_t want = refused ? RET_NOTIFY : SECCOMP_RET_ALLOW;
            cr_assert_eq(verdict_args(&p, SYS_ioctl, 0, highs[h] | low, 0), want, "ioctl %#llx",
                         (unsigned long long)(highs[h] | low));
        }
        for (uint64_t low = 0x10000; low <= 0xffffffffull; low += 0x10001)
            cr_assert_eq(verdict_args(&p, SYS_ioctl, 0, highs[h] | low, 0), SECCOMP_RET_ALLOW);
    }
    seccomp_program_free(&p);
}

Test(seccomp_compile, foreign_architectures_are_killed)
{
    struct seccomp_program p = compile_ok(deny_nothing, EPERM, false);
    for (uint32_t nr = 0; nr < 600; nr += 7)
        cr_assert_eq(run_filter(&p, AUDIT_ARCH_X86_64, X32_SYSCALL_BIT | nr, NULL),
                     SECCOMP_RET_KILL_PROCESS, "x32 call %u", nr);
    cr_assert_eq(run_filter(&p, AUDIT_ARCH_X86_64, 0xfffffffe, NULL), SECCOMP_RET_KILL_PROCESS);
    cr_assert_eq(run_filter(&p, AUDIT_ARCH_I386, 20, NULL), SECCOMP_RET_KILL_PROCESS);
    cr_assert_eq(run_filter(&p, AUDIT_ARCH_AARCH64, 172, NULL), SECCOMP_RET_KILL_PROCESS);
    seccomp_program_free(&p);
}

Test(seccomp_compile, every_group_compiles)
{
    for (size_t i = 0; i < syscall_groups_count; i++) {
        const char *filter[] = {syscall_groups[i].name, NULL};
        struct seccomp_program p = compile_ok(filter, 0, false);
        seccomp_program_free(&p);
        const char *deny[] = {"~", syscall_groups[i].name, NULL};
        p = compile_ok(deny, 0, false);
        seccomp_program_free(&p);
    }
}

Test(seccomp_compile, warden_ast_is_minimal)
{
    const char *filter[] = {"@warden-ast", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    static const long allowed[] = {SYS_read,          SYS_write,      SYS_mmap,    SYS_munmap,
                                   SYS_mprotect,      SYS_brk,        SYS_futex,   SYS_getrandom,
                                   SYS_clock_gettime, SYS_exit_group, SYS_sendmsg, SYS_recvmsg};
    static const long denied[] = {SYS_open, SYS_openat, SYS_execve, SYS_socket, SYS_clone,
                                  SYS_fork, SYS_kill,   SYS_ioctl,  SYS_connect};
    for (size_t i = 0; i < sizeof(allowed) / sizeof(allowed[0]); i++)
        cr_assert_eq(verdict(&p, allowed[i]), SECCOMP_RET_ALLOW, "%s",
                     seccomp_syscall_name((int)allowed[i]));
    for (size_t i = 0; i < sizeof(denied) / sizeof(denied[0]); i++)
        cr_assert_eq(verdict(&p, denied[i]), RET_NOTIFY, "%s",
                     seccomp_syscall_name((int)denied[i]));
    seccomp_program_free(&p);
}

/* ---- imported rules (spec->rules) ---------------------------------------- */

static struct seccomp_program compile_rules(const char *const *filter,
                                            const struct seccomp_rule *rules, size_t nrules,
                                            bool allow_inet)
{
    struct seccomp_spec spec = {
        .filter = filter, .socket_families = allow_inet ? SECCOMP_FAMILY_ALL : SECCOMP_FAMILY_UNIX, .rules = rules, .nrules = nrules};
    struct seccomp_program program;
    char err[256] = "";
    int rc = seccomp_compile(&spec, &program, err, sizeof(err));
    cr_assert_eq(rc, 0, "seccomp_compile: %d %s", rc, err);
    return program;
}

static const char *rules_error(const struct seccomp_rule *rules, size_t nrules)
{
    static char err[256];
    const char *filter[] = {"@default", NULL};
    struct seccomp_spec spec = {.filter = filter, .rules = rules, .nrules = nrules};
    struct seccomp_program program;
    err[0] = '\0';
    cr_assert_eq(seccomp_compile(&spec, &program, err, sizeof(err)), -EINVAL);
    return err;
}

/* Initializers for a struct seccomp_arg. */
#define ARG(i, o, v)                                                                               \
    {                                                                                              \
        .index = (i), .op = (o), .value = (v)                                                      \
    }
#define ARG_MASKED(i, m, v)                                                                        \
    {                                                                                              \
        .index = (i), .op = SECCOMP_CMP_MASKED_EQ, .value = (m), .value_two = (v)                  \
    }

Test(seccomp_rules, rules_alone_decide_their_syscalls)
{
    static const struct seccomp_rule rules[] = {
        {.name = "uname", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_EQ, 0)}},
        {.name = "getpid", .error_number = EPERM},
        {.name = "mkdir",
         .error_number = EACCES,
         .nargs = 1,
         .args = {ARG(1, SECCOMP_CMP_GT, 0777)}},
        {.name = "mkdir", .nargs = 1, .args = {ARG(1, SECCOMP_CMP_LE, 0777)}},
        {.name = "socketcall"}, /* i386 only: skipped */
    };
    const char *known[] = {"@known", NULL};
    const char *none[] = {"~", NULL};
    const char *const *filters[] = {known, none};
    for (size_t f = 0; f < 2; f++) {
        struct seccomp_program p = compile_rules(filters[f], rules, 5, false);
        cr_assert_eq(verdict_args(&p, SYS_uname, 0, 0, 0), SECCOMP_RET_ALLOW);
        cr_assert_eq(verdict_args(&p, SYS_uname, 0x1000, 0, 0), RET_NOTIFY,
                     "the token allowed uname, but the rule decides");
        cr_assert_eq(verdict(&p, SYS_getpid), RET_ERRNO(EPERM));
        cr_assert_eq(verdict_args(&p, SYS_mkdir, 0, 0755, 0), SECCOMP_RET_ALLOW);
        cr_assert_eq(verdict_args(&p, SYS_mkdir, 0, 04755, 0), RET_ERRNO(EACCES));
        cr_assert_eq(verdict(&p, SYS_read), SECCOMP_RET_ALLOW, "others keep the tokens' verdict");
        seccomp_program_free(&p);
    }
}

Test(seccomp_rules, forbidden_and_clone3_still_win)
{
    static const struct seccomp_rule rules[] = {
        {.name = "ptrace"},
        {.name = "unshare", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_EQ, 0)}},
        {.name = "clone3"},
    };
    struct seccomp_program p = compile_rules(deny_nothing, rules, 3, false);
    cr_assert_eq(verdict(&p, SYS_ptrace), RET_NOTIFY);
    cr_assert_eq(verdict_args(&p, SYS_unshare, 0, 0, 0), RET_NOTIFY);
    cr_assert_eq(verdict(&p, SYS_clone3), RET_ERRNO(ENOSYS));
    seccomp_program_free(&p);
}

Test(seccomp_rules, allowing_rules_only_narrow_warden_checks)
{
    /* Shaped like Docker's default profile: socket unless AF_VSOCK, clone
     * without its namespace mask. */
    static const struct seccomp_rule docker[] = {
        {.name = "socket", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_NE, AF_VSOCK)}},
        {.name = "clone", .nargs = 1, .args = {ARG_MASKED(0, 0x7e020000, 0)}},
    };
    struct seccomp_program p = compile_rules(deny_nothing, docker, 2, false);
    cr_assert_eq(verdict_args(&p, SYS_socket, AF_UNIX, SOCK_STREAM, 0), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_STREAM, 0),
                 SECCOMP_RET_ERRNO | EAFNOSUPPORT,
                 "the rule allows AF_INET, the restricted families do not");
    cr_assert_eq(verdict_args(&p, SYS_socket, AF_UNIX, SOCK_RAW, 0), RET_NOTIFY);
    cr_assert_eq(verdict_args(&p, SYS_socket, AF_VSOCK, SOCK_STREAM, 0), RET_NOTIFY);
    cr_assert_eq(verdict_args(&p, SYS_clone, SIGCHLD, 0, 0), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict_args(&p, SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0), RET_NOTIFY);
    cr_assert_eq(verdict_args(&p, SYS_clone, CLONE_NEWCGROUP | SIGCHLD, 0, 0), RET_NOTIFY,
                 "not in Docker's mask, in warden's");
    seccomp_program_free(&p);

    static const struct seccomp_rule inet_only[] = {
        {.name = "socket", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_EQ, AF_INET)}},
        {.name = "socket", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_GE, AF_INET6)}},
        {.name = "ioctl", .nargs = 1, .args = {ARG(1, SECCOMP_CMP_EQ, TCGETS)}},
        {.name = "ioctl", .nargs = 1, .args = {ARG(1, SECCOMP_CMP_EQ, TIOCSTI)}},
    };
    for (int inet = 0; inet <= 1; inet++) {
        uint32_t allowed = inet ? SECCOMP_RET_ALLOW : SECCOMP_RET_ERRNO | EAFNOSUPPORT;
        p = compile_rules(deny_nothing, inet_only, 4, inet);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_DGRAM, 0), allowed);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET6, SOCK_STREAM, 0), allowed);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_INET, SOCK_RAW, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_socket, AF_UNIX, SOCK_STREAM, 0), RET_NOTIFY,
                     "warden allows AF_UNIX, the rules do not");
        cr_assert_eq(verdict_args(&p, SYS_ioctl, 0, TCGETS, 0), SECCOMP_RET_ALLOW);
        cr_assert_eq(verdict_args(&p, SYS_ioctl, 0, FIONREAD, 0), RET_NOTIFY);
        cr_assert_eq(verdict_args(&p, SYS_ioctl, 0, TIOCSTI, 0), RET_NOTIFY);
        seccomp_program_free(&p);
    }
}

Test(seccomp_rules, comparisons_of_one_argument_merge_or_fail)
{
    static const struct seccomp_rule mergeable[] = {
        {.name = "uname", .nargs = 2, .args = {ARG(0, SECCOMP_CMP_EQ, 5), ARG_MASKED(0, 0xf, 5)}},
        {.name = "getppid",
         .nargs = 2,
         .args = {ARG(0, SECCOMP_CMP_EQ, 5), ARG(0, SECCOMP_CMP_EQ, 6)}}, /* never */
    };
    struct seccomp_program p = compile_rules(deny_nothing, mergeable, 2, false);
    cr_assert_eq(verdict_args(&p, SYS_uname, 5, 0, 0), SECCOMP_RET_ALLOW);
    cr_assert_eq(verdict_args(&p, SYS_uname, 0x15, 0, 0), RET_NOTIFY);
    cr_assert_eq(verdict_args(&p, SYS_getppid, 5, 0, 0), RET_NOTIFY);
    seccomp_program_free(&p);

    static const struct seccomp_rule range[] = {
        {.name = "uname",
         .nargs = 2,
         .args = {ARG(0, SECCOMP_CMP_GE, 5), ARG(0, SECCOMP_CMP_LE, 10)}},
    };
    cr_assert_str_eq(rules_error(range, 1),
                     "seccomp rule for uname: compares one argument twice in a way a single "
                     "filter rule cannot hold");
}

Test(seccomp_rules, bad_rules_are_reported)
{
    static const struct seccomp_rule unknown[] = {{.name = "foo"}};
    cr_assert_str_eq(rules_error(unknown, 1), "seccomp rule: unknown syscall 'foo'");
    static const struct seccomp_rule index[] = {
        {.name = "uname", .nargs = 1, .args = {ARG(6, SECCOMP_CMP_EQ, 0)}}};
    cr_assert_str_eq(rules_error(index, 1), "seccomp rule for uname: argument index 6, at most 5");
    static const struct seccomp_rule op[] = {
        {.name = "uname", .nargs = 1, .args = {{.index = 0, .op = 0}}}};
    cr_assert_str_eq(rules_error(op, 1), "seccomp rule for uname: unknown comparison 0");
    static const struct seccomp_rule nargs[] = {{.name = "uname", .nargs = 7}};
    cr_assert_str_eq(rules_error(nargs, 1), "seccomp rule for uname: 7 comparisons, at most 6");
    static const struct seccomp_rule error[] = {{.name = "uname", .error_number = 5000}};
    cr_assert_str_eq(rules_error(error, 1),
                     "seccomp rule for uname: errno 5000 is outside 0..4095");
    static const struct seccomp_rule clash[] = {
        {.name = "uname", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_EQ, 0)}},
        {.name = "uname", .error_number = EPERM, .nargs = 1, .args = {ARG(0, SECCOMP_CMP_EQ, 0)}},
    };
    cr_assert_str_eq(rules_error(clash, 2),
                     "seccomp rule for uname: another rule with the same comparisons has a "
                     "different action");
}

/* ---- naming and listing -------------------------------------------------- */

Test(seccomp_names, native_names)
{
    cr_assert_str_eq(seccomp_syscall_name(SYS_ptrace), "ptrace");
    cr_assert_str_eq(seccomp_syscall_name(SYS_read), "read");
    cr_assert_str_eq(seccomp_syscall_name(SYS_openat), "openat");
    cr_assert_eq(seccomp_syscall_name(SYS_ptrace), seccomp_syscall_name(SYS_ptrace),
                 "names are cached, not allocated per call");
    cr_assert_null(seccomp_syscall_name(-1));
    cr_assert_null(seccomp_syscall_name(100000));
    cr_assert_null(seccomp_syscall_name((int)(X32_SYSCALL_BIT | SYS_read)));
}

struct listing {
    size_t entries;
    size_t groups;
    const char *last_group;
    bool saw_aio, saw_uname, saw_read;
};

static void record(const char *group, const char *member, void *arg)
{
    struct listing *l = arg;
    l->entries++;
    if (!l->last_group || strcmp(l->last_group, group) != 0)
        l->groups++;
    l->last_group = group;
    l->saw_aio |= strcmp(member, "@aio") == 0;
    l->saw_uname |= strcmp(member, "uname") == 0;
    l->saw_read |= strcmp(member, "read") == 0;
}

Test(seccomp_names, group_list)
{
    struct listing l = {0};
    cr_assert_eq(seccomp_group_list("@system-service", record, &l), 0);
    cr_assert(l.saw_aio && l.saw_uname, "nested groups are listed by name");
    cr_assert_eq(l.groups, 1);

    l = (struct listing){0};
    cr_assert_eq(seccomp_group_list("@known", record, &l), 0);
    cr_assert(l.saw_read);
    cr_assert_gt(l.entries, 300);

    l = (struct listing){0};
    cr_assert_eq(seccomp_group_list(NULL, record, &l), 0);
    cr_assert_eq(l.groups, syscall_groups_count);

    cr_assert_eq(seccomp_group_list("@nope", record, &l), -ENOENT);
}

/* ---- real children -------------------------------------------------------- */

struct outcome {
    bool exited;
    int code;     /* exit code, when exited */
    int signal;   /* terminating signal, when not */
    int notified; /* the syscall the listener reported, or -1 */
};

static void send_fd(int sock, int fd)
{
    char byte = 0;
    struct iovec iov = {&byte, 1};
    char control[CMSG_SPACE(sizeof(int))] = {0};
    struct msghdr msg = {.msg_iov = &iov,
                         .msg_iovlen = 1,
                         .msg_control = control,
                         .msg_controllen = sizeof(control)};
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    cmsg->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(cmsg), &fd, sizeof(int));
    sendmsg(sock, &msg, 0);
}

static int receive_fd(int sock)
{
    char byte;
    struct iovec iov = {&byte, 1};
    char control[CMSG_SPACE(sizeof(int))] = {0};
    struct msghdr msg = {.msg_iov = &iov,
                         .msg_iovlen = 1,
                         .msg_control = control,
                         .msg_controllen = sizeof(control)};
    if (recvmsg(sock, &msg, 0) <= 0)
        return -1;
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    if (!cmsg || cmsg->cmsg_type != SCM_RIGHTS)
        return -1;
    int fd;
    memcpy(&fd, CMSG_DATA(cmsg), sizeof(int));
    return fd;
}

/* Forks a child that loads the program and returns body()'s value as its exit
 * code. In notify mode the child passes its listener over a socketpair (so the
 * filter must allow sendmsg), and the parent, like the supervisor, reads the
 * first notification and kills the child. */
static struct outcome run_filtered(const struct seccomp_program *program, int (*body)(void))
{
    int sv[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv), 0);
    pid_t pid = fork();
    cr_assert_geq(pid, 0);
    if (pid == 0) {
        close(sv[0]);
        int listener;
        if (seccomp_install(program, &listener) < 0)
            _exit(200);
        if (program->notify)
            send_fd(sv[1], listener);
        _exit(body());
    }
    close(sv[1]);

    struct outcome out = {.notified = -1};
    if (program->notify) {
        int listener = receive_fd(sv[0]);
        if (listener >= 0) {
            struct pollfd pfd = {listener, POLLIN, 0};
            int ready = poll(&pfd, 1, 20000);
            if (ready == 1 && (pfd.revents & POLLIN)) {
                int nr;
                cr_assert_eq(seccomp_notify_read(listener, &nr), 0);
                out.notified = nr;
            }
            /* Like the supervisor: a notified jail is killed, never answered. */
            if (ready == 0 || out.notified >= 0)
                kill(pid, SIGKILL);
            close(listener);
        }
    }
    close(sv[0]);
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    out.exited = WIFEXITED(status);
    out.code = out.exited ? WEXITSTATUS(status) : -1;
    out.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return out;
}

static void assert_exits_zero(struct outcome o)
{
    cr_assert_eq(o.notified, -1, "unexpected notification for %s",
                 o.notified >= 0 ? seccomp_syscall_name(o.notified) : "");
    cr_assert(o.exited, "child died by signal %d", o.signal);
    cr_assert_eq(o.code, 0, "child exit code %d", o.code);
}

/* Compiles filter, runs body under it and expects it to finish with 0. */
static void expect_body_passes(const char *const *filter, int error_number, bool allow_inet,
                               int (*body)(void))
{
    struct seccomp_program p = compile_ok(filter, error_number, allow_inet);
    assert_exits_zero(run_filtered(&p, body));
    seccomp_program_free(&p);
}

/* Exit codes from bodies: 0 = as expected, else the failing check's line
 * folded into 1..200 (under the filter a child may not be able to print). */
#define EXPECT_ERRNO(call, e)                                                                      \
    do {                                                                                           \
        errno = 0;                                                                                 \
        if ((call) != -1 || errno != (e))                                                          \
            return __LINE__ % 200 + 1;                                                             \
    } while (0)

static int body_allowed(void)
{
    struct utsname u;
    if (getpid() <= 0 || getppid() <= 0)
        return 1;
    char buf[4096];
    int fds[2];
    if (pipe(fds) != 0 || write(fds[1], "x", 1) != 1 || read(fds[0], buf, 1) != 1)
        return 2;
    EXPECT_ERRNO(uname(&u), EPERM);
    return 0;
}

Test(seccomp_jail, allowed_calls_work_and_errno_entries_fail)
{
    /* @signal: ASan builds call sigaltstack on the way out. */
    const char *filter[] = {"@default", "@basic-io", "@signal",      "sendmsg", "pipe2",
                            "pipe",     "uname",     "~uname:EPERM", NULL};
    expect_body_passes(filter, 0, false, body_allowed);
}

static int body_ptrace(void)
{
    return (int)syscall(SYS_ptrace, PTRACE_PEEKUSER, 0, 0, 0);
}
static int body_mount(void)
{
    return (int)syscall(SYS_mount, NULL, NULL, NULL, 0, NULL);
}
static int body_unshare(void)
{
    return (int)syscall(SYS_unshare, CLONE_NEWNS);
}
static int body_keyctl(void)
{
    return (int)syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3, 0);
}
static int body_bpf(void)
{
    return (int)syscall(SYS_bpf, -1, NULL, 0);
}
static int body_io_uring(void)
{
    return (int)syscall(SYS_io_uring_setup, 0, NULL);
}
static int body_clone_newuser(void)
{
    return (int)syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
}
static int body_socket_packet(void)
{
    return (int)syscall(SYS_socket, AF_PACKET, SOCK_DGRAM, 0);
}

Test(seccomp_jail, forbidden_calls_are_reported_and_killed)
{
    static const struct {
        int (*body)(void);
        long nr;
        const char *name;
    } cases[] = {
        {body_ptrace, SYS_ptrace, "ptrace"},
        {body_mount, SYS_mount, "mount"},
        {body_unshare, SYS_unshare, "unshare"},
        {body_keyctl, SYS_keyctl, "keyctl"},
        {body_bpf, SYS_bpf, "bpf"},
        {body_io_uring, SYS_io_uring_setup, "io_uring_setup"},
        {body_clone_newuser, SYS_clone, "clone"},
        {body_socket_packet, SYS_socket, "socket"},
    };
    const char *allow[] = {"@system-service", NULL};
    const char *const *filters[] = {allow, deny_nothing};
    for (size_t f = 0; f < 2; f++) {
        struct seccomp_program p = compile_ok(filters[f], 0, false);
        for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
            struct outcome o = run_filtered(&p, cases[i].body);
            cr_assert_eq(o.notified, cases[i].nr, "%s: notified %d", cases[i].name, o.notified);
            cr_assert_str_eq(seccomp_syscall_name(o.notified), cases[i].name);
            cr_assert_not(o.exited, "%s: the child must not have gone on", cases[i].name);
            cr_assert_eq(o.signal, SIGKILL);
        }
        seccomp_program_free(&p);
    }
}

static int body_forbidden_with_errno(void)
{
    EXPECT_ERRNO(syscall(SYS_ptrace, PTRACE_PEEKUSER, 0, 0, 0), EACCES);
    EXPECT_ERRNO(syscall(SYS_unshare, CLONE_NEWNS), EACCES);
    EXPECT_ERRNO(syscall(SYS_keyctl, 0, -3, 0), EACCES);
    EXPECT_ERRNO(syscall(SYS_io_uring_setup, 0, NULL), EACCES);
    return 0;
}

Test(seccomp_jail, forbidden_calls_take_the_error_number_when_set)
{
    expect_body_passes(deny_nothing, EACCES, false, body_forbidden_with_errno);
}

static void *thread_main(void *arg)
{
    return arg;
}

static int body_processes(void)
{
    EXPECT_ERRNO(syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0), EPERM);
    EXPECT_ERRNO(syscall(SYS_clone, CLONE_NEWNET | CLONE_NEWPID | SIGCHLD, 0, 0, 0, 0), EPERM);
    /* Size 0: were the filter to let it through, the kernel would say EINVAL
     * rather than fork. */
    EXPECT_ERRNO(syscall(SYS_clone3, NULL, 0), ENOSYS);

    pid_t child = fork();
    if (child < 0)
        return 1;
    if (child == 0)
        _exit(7);
    int status;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 7)
        return 2;

    /* glibc tries clone3 first, gets ENOSYS and falls back to clone. */
    pthread_t thread;
    void *result = NULL;
    if (pthread_create(&thread, NULL, thread_main, (void *)42) != 0)
        return 3;
    if (pthread_join(thread, &result) != 0 || result != (void *)42)
        return 4;
    return 0;
}

Test(seccomp_jail, fork_and_threads_work_but_namespaces_do_not)
{
    expect_body_passes(deny_nothing, EPERM, false, body_processes);
}

static int body_sockets_unix_only(void)
{
    EXPECT_ERRNO(syscall(SYS_socket, AF_PACKET, SOCK_DGRAM, 0), EPERM);
    EXPECT_ERRNO(syscall(SYS_socket, AF_INET, SOCK_RAW, IPPROTO_ICMP), EPERM);
    EXPECT_ERRNO(syscall(SYS_socket, AF_NETLINK, SOCK_RAW, 0), EPERM);
    EXPECT_ERRNO(syscall(SYS_socket, AF_VSOCK, SOCK_STREAM, 0), EPERM);
    EXPECT_ERRNO(syscall(SYS_socket, AF_INET, SOCK_STREAM, 0), EAFNOSUPPORT);
    EXPECT_ERRNO(syscall(SYS_socket, (1L << 32) | AF_PACKET, SOCK_DGRAM, 0), EPERM);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return 1;
    close(fd);
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) != 0)
        return 2;
    EXPECT_ERRNO(syscall(SYS_socketpair, AF_INET, SOCK_STREAM, 0, sv), EPERM);
    return 0;
}

static int body_sockets_inet(void)
{
    EXPECT_ERRNO(syscall(SYS_socket, AF_INET, SOCK_RAW, IPPROTO_ICMP), EPERM);
    EXPECT_ERRNO(syscall(SYS_socket, AF_PACKET, SOCK_DGRAM, 0), EPERM);
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return 1;
    close(fd);
    fd = socket(AF_INET6, SOCK_DGRAM, 0);
    if (fd < 0 && errno != EAFNOSUPPORT)
        return 2;
    if (fd >= 0)
        close(fd);
    return 0;
}

/* No file may get a setuid or setgid bit; plain modes pass. */
static int body_no_setid(void)
{
    char dir[] = "/tmp/warden-setid-XXXXXX", path[64];
    if (!mkdtemp(dir))
        return 1;
    snprintf(path, sizeof path, "%s/f", dir);
    EXPECT_ERRNO(open(path, O_CREAT | O_WRONLY, 04755), EPERM);
    EXPECT_ERRNO(syscall(SYS_creat, path, 02755), EPERM);
    int fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0755);
    if (fd < 0)
        return 2;
    EXPECT_ERRNO(fchmod(fd, 04755), EPERM);
    EXPECT_ERRNO(chmod(path, 02755), EPERM);
    EXPECT_ERRNO(fchmodat(AT_FDCWD, path, 06755, 0), EPERM);
    EXPECT_ERRNO(mknod(path, S_IFREG | 04755, 0), EPERM);
    if (fchmod(fd, 0700) != 0 || chmod(path, 0644) != 0)
        return 3;
    close(fd);
    /* openat2 carries its mode in memory: it is refused as unknown. */
    EXPECT_ERRNO(syscall(SYS_openat2, AT_FDCWD, path, NULL, 0), ENOSYS);
    unlink(path);
    rmdir(dir);
    return 0;
}

Test(seccomp_jail, setuid_and_setgid_bits)
{
    expect_body_passes(deny_nothing, EPERM, false, body_no_setid);
}

Test(seccomp_jail, socket_families)
{
    expect_body_passes(deny_nothing, EPERM, false, body_sockets_unix_only);
    expect_body_passes(deny_nothing, EPERM, true, body_sockets_inet);
}

static int body_ioctl(void)
{
    /* fd -1: should the filter fail, the kernel answers EBADF and no terminal
     * ever sees the byte. */
    char c = 'x';
    EXPECT_ERRNO(ioctl(-1, TIOCSTI, &c), EPERM);
    EXPECT_ERRNO(syscall(SYS_ioctl, -1, (1UL << 32) | TIOCSTI, &c), EPERM);
    EXPECT_ERRNO(ioctl(-1, TIOCLINUX, &c), EPERM);
    EXPECT_ERRNO(ioctl(-1, TCGETS, &c), EBADF);
    int fds[2], pending = -1;
    if (pipe(fds) != 0 || write(fds[1], "ab", 2) != 2)
        return 1;
    if (ioctl(fds[0], FIONREAD, &pending) != 0 || pending != 2)
        return 2;
    return 0;
}

Test(seccomp_jail, ioctl_tiocsti_denied)
{
    expect_body_passes(deny_nothing, EPERM, false, body_ioctl);
}

static int body_rules(void)
{
    struct utsname u;
    EXPECT_ERRNO(syscall(SYS_uname, NULL), EFAULT); /* allowed: the kernel answers */
    EXPECT_ERRNO(uname(&u), EPERM);
    return 0;
}

Test(seccomp_jail, imported_rules_apply)
{
    static const struct seccomp_rule rules[] = {
        {.name = "uname", .nargs = 1, .args = {ARG(0, SECCOMP_CMP_EQ, 0)}}};
    struct seccomp_spec spec = {
        .filter = deny_nothing, .error_number = EPERM, .rules = rules, .nrules = 1};
    struct seccomp_program p;
    char err[256];
    cr_assert_eq(seccomp_compile(&spec, &p, err, sizeof(err)), 0, "%s", err);
    assert_exits_zero(run_filtered(&p, body_rules));
    seccomp_program_free(&p);
}

static int body_x32(void)
{
    syscall(X32_SYSCALL_BIT | SYS_getpid);
    return 0;
}

Test(seccomp_jail, x32_calls_are_killed)
{
    for (int error_number = 0; error_number <= EPERM; error_number += EPERM) {
        struct seccomp_program p = compile_ok(deny_nothing, error_number, false);
        struct outcome o = run_filtered(&p, body_x32);
        cr_assert_not(o.exited, "the x32 call returned");
        cr_assert_eq(o.signal, SIGSYS);
        cr_assert_eq(o.notified, -1);
        seccomp_program_free(&p);
    }
}

/* The in-process interpreter's profile: computing and its pipe work, opening a
 * file is a violation. */
static int ast_pipe = -1;

static int body_ast_work(void)
{
    char *block = malloc(1 << 20);
    if (!block)
        return 1;
    memset(block, 1, 1 << 20);
    free(block);
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 2;
    unsigned seed;
    if (getrandom(&seed, sizeof(seed), 0) != sizeof(seed))
        return 3;
    if (write(ast_pipe, "ok", 2) != 2)
        return 4;
    open("/etc/passwd", O_RDONLY);
    return 5;
}

Test(seccomp_jail, warden_ast_profile)
{
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    ast_pipe = fds[1];
    const char *filter[] = {"@warden-ast", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    struct outcome o = run_filtered(&p, body_ast_work);
    cr_assert_eq(o.notified, SYS_openat, "notified %s",
                 o.notified >= 0 ? seccomp_syscall_name(o.notified) : "nothing");
    char buf[2];
    cr_assert_eq(read(fds[0], buf, 2), 2, "the work before the violation ran");
    seccomp_program_free(&p);
    close(fds[0]);
    close(fds[1]);
}

/* The real interpreter under @warden-cpython: start-up, a spread of the stdlib,
 * threads (clone3 -> ENOSYS -> clone), a subprocess-free asyncio loop. */
static const char python_script[] =
    "import json, re, math, random, datetime, collections, itertools, functools, decimal\n"
    "import fractions, statistics, string, textwrap, heapq, bisect, hashlib, base64, struct\n"
    "import time, os, sys, io, typing, dataclasses, enum, copy, unicodedata, csv, zlib\n"
    "import threading, queue, asyncio, pickle, tempfile, socket, uuid, secrets, sqlite3\n"
    "assert json.loads(json.dumps({'a': [1, 2]})) == {'a': [1, 2]}\n"
    "assert re.sub(r'\\d', 'x', 'a1b2') == 'axbx'\n"
    "random.seed(1); math.sqrt(2); datetime.datetime.now(); time.monotonic()\n"
    "hashlib.sha256(b'x').hexdigest(); decimal.Decimal(1) / 3; uuid.uuid4(); secrets.token_hex(4)\n"
    "q = queue.Queue(); t = threading.Thread(target=lambda: q.put(sum(range(1000))))\n"
    "t.start(); t.join(); assert q.get() == 499500\n"
    "async def main():\n"
    "    await asyncio.sleep(0.001); return 5\n"
    "assert asyncio.run(main()) == 5\n"
    "db = sqlite3.connect(':memory:'); db.execute('create table t(x)')\n"
    "a, b = socket.socketpair(); a.send(b'x'); assert b.recv(1) == b'x'\n"
    "with tempfile.TemporaryFile() as f:\n"
    "    f.write(b'hi'); f.seek(0); assert f.read() == b'hi'\n"
    "try:\n"
    "    open('/nonexistent')\n"
    "except OSError:\n"
    "    pass\n"
    "print(len([x * x for x in range(100000)]), pickle.loads(pickle.dumps({1: 2})))\n";

static int body_python(void)
{
    char *const argv[] = {"/usr/bin/python3", "-c", (char *)python_script, NULL};
    char *const envp[] = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", NULL};
    execve(argv[0], argv, envp);
    return 127;
}

Test(seccomp_jail, warden_cpython_runs_python3, .timeout = 60)
{
    if (access("/usr/bin/python3", X_OK) != 0)
        cr_skip_test("no /usr/bin/python3");
    /* python's output would interleave with Criterion's. */
    int saved = dup(1);
    int devnull = open("/dev/null", O_WRONLY);
    dup2(devnull, 1);
    const char *filter[] = {"@warden-cpython", NULL};
    struct seccomp_program p = compile_ok(filter, 0, false);
    struct outcome o = run_filtered(&p, body_python);
    dup2(saved, 1);
    close(saved);
    close(devnull);
    assert_exits_zero(o);
    seccomp_program_free(&p);
}

/* A violation of a syscall newer than libseccomp is still named. */
Test(seccomp_names, syscalls_newer_than_libseccomp)
{
    cr_assert_str_eq(seccomp_syscall_name(457), "statmount");
    cr_assert_str_eq(seccomp_syscall_name(462), "mseal");
    cr_assert_str_eq(seccomp_syscall_name(469), "file_setattr");
    cr_assert_str_eq(seccomp_syscall_name(0), "read");
    cr_assert_null(seccomp_syscall_name(1000));
}
