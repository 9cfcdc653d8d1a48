/* syscall_groups: the table of named syscall sets. Membership follows systemd's
 * SystemCallFilter= groups (the lists of systemd 252.38 as Debian 12 ships them,
 * plus two later changes: @sandbox joined @default, and so did the lsm_* getters).
 * The @warden-* groups are ours. Names are listed for every architecture, as
 * systemd does; the compiler skips those the running one does not have. */
#include "jail/syscall_groups.h"

#include <string.h>

/* A compound literal at file scope has static storage, so each member list can
 * sit next to its group. */
#define MEMBERS(...) ((const char *const[]){__VA_ARGS__, NULL})

const struct syscall_group syscall_groups[] = {
    {"@default", "calls nearly every program makes and that touch nothing outside the process",
     MEMBERS("@sandbox", "arch_prctl", "brk", "cacheflush", "clock_getres", "clock_getres_time64",
             "clock_gettime", "clock_gettime64", "clock_nanosleep", "clock_nanosleep_time64",
             "execve", "exit", "exit_group", "futex", "futex_time64", "futex_waitv",
             "get_robust_list", "get_thread_area", "getegid", "getegid32", "geteuid", "geteuid32",
             "getgid", "getgid32", "getgroups", "getgroups32", "getpgid", "getpgrp", "getpid",
             "getppid", "getrandom", "getresgid", "getresgid32", "getresuid", "getresuid32",
             "getrlimit", "getsid", "gettid", "gettimeofday", "getuid", "getuid32",
             "lsm_get_self_attr", "lsm_list_modules", "membarrier", "mmap", "mmap2", "mprotect",
             "munmap", "nanosleep", "pause", "prlimit64", "restart_syscall", "riscv_flush_icache",
             "riscv_hwprobe", "rseq", "rt_sigreturn", "sched_getaffinity", "sched_yield",
             "set_robust_list", "set_thread_area", "set_tid_address", "set_tls", "sigreturn",
             "time", "ugetrlimit", "uretprobe")},
    {"@aio", "asynchronous I/O, including io_uring",
     MEMBERS("io_cancel", "io_destroy", "io_getevents", "io_pgetevents", "io_pgetevents_time64",
             "io_setup", "io_submit", "io_uring_enter", "io_uring_register", "io_uring_setup")},
    {"@basic-io", "reading, writing and closing descriptors one already has",
     MEMBERS("_llseek", "close", "close_range", "dup", "dup2", "dup3", "lseek", "pread64", "preadv",
             "preadv2", "pwrite64", "pwritev", "pwritev2", "read", "readv", "write", "writev")},
    {"@chown", "changing the owner of files",
     MEMBERS("chown", "chown32", "fchown", "fchown32", "fchownat", "lchown", "lchown32")},
    {"@clock", "setting the system clock",
     MEMBERS("adjtimex", "clock_adjtime", "clock_adjtime64", "clock_settime", "clock_settime64",
             "settimeofday")},
    {"@cpu-emulation", "emulating other CPU modes (vm86, LDT, endianness)",
     MEMBERS("modify_ldt", "subpage_prot", "switch_endian", "vm86", "vm86old")},
    {"@debug", "tracing and inspecting other processes, performance counters",
     MEMBERS("lookup_dcookie", "perf_event_open", "pidfd_getfd", "ptrace", "rtas",
             "s390_runtime_instr", "sys_debug_setcontext")},
    {"@file-system", "opening, inspecting and changing files and directories",
     MEMBERS("access", "chdir", "chmod", "close", "creat", "faccessat", "faccessat2", "fallocate",
             "fchdir", "fchmod", "fchmodat", "fchmodat2", "fcntl", "fcntl64", "fgetxattr",
             "flistxattr", "fremovexattr", "fsetxattr", "fstat", "fstat64", "fstatat64", "fstatfs",
             "fstatfs64", "ftruncate", "ftruncate64", "futimesat", "getcwd", "getdents",
             "getdents64", "getxattr", "inotify_add_watch", "inotify_init", "inotify_init1",
             "inotify_rm_watch", "lgetxattr", "link", "linkat", "listxattr", "llistxattr",
             "lremovexattr", "lsetxattr", "lstat", "lstat64", "mkdir", "mkdirat", "mknod",
             "mknodat", "newfstatat", "oldfstat", "oldlstat", "oldstat", "open", "openat",
             "openat2", "readlink", "readlinkat", "removexattr", "rename", "renameat", "renameat2",
             "rmdir", "setxattr", "stat", "stat64", "statfs", "statfs64", "statx", "symlink",
             "symlinkat", "truncate", "truncate64", "unlink", "unlinkat", "utime", "utimensat",
             "utimensat_time64", "utimes")},
    {"@io-event", "waiting on many descriptors at once (poll, select, epoll, eventfd)",
     MEMBERS("_newselect", "epoll_create", "epoll_create1", "epoll_ctl", "epoll_ctl_old",
             "epoll_pwait", "epoll_pwait2", "epoll_wait", "epoll_wait_old", "eventfd", "eventfd2",
             "poll", "ppoll", "ppoll_time64", "pselect6", "pselect6_time64", "select")},
    {"@ipc", "pipes, SysV IPC, POSIX message queues, cross-process memory",
     MEMBERS("ipc", "memfd_create", "mq_getsetattr", "mq_notify", "mq_open", "mq_timedreceive",
             "mq_timedreceive_time64", "mq_timedsend", "mq_timedsend_time64", "mq_unlink", "msgctl",
             "msgget", "msgrcv", "msgsnd", "pipe", "pipe2", "process_madvise", "process_vm_readv",
             "process_vm_writev", "semctl", "semget", "semop", "semtimedop", "semtimedop_time64",
             "shmat", "shmctl", "shmdt", "shmget")},
    {"@keyring", "the kernel's key store", MEMBERS("add_key", "keyctl", "request_key")},
    {"@memlock", "pinning memory in RAM",
     MEMBERS("mlock", "mlock2", "mlockall", "munlock", "munlockall")},
    {"@module", "loading and removing kernel modules",
     MEMBERS("delete_module", "finit_module", "init_module")},
    {"@mount", "mounting, unmounting and changing the root directory",
     MEMBERS("chroot", "fsconfig", "fsmount", "fsopen", "fspick", "mount", "mount_setattr",
             "move_mount", "open_tree", "pivot_root", "umount", "umount2")},
    {"@network-io", "sockets of any family (socket() arguments are checked separately)",
     MEMBERS("accept", "accept4", "bind", "connect", "getpeername", "getsockname", "getsockopt",
             "listen", "recv", "recvfrom", "recvmmsg", "recvmmsg_time64", "recvmsg", "send",
             "sendmmsg", "sendmsg", "sendto", "setsockopt", "shutdown", "socket", "socketcall",
             "socketpair")},
    {"@obsolete", "calls nobody should need any more, or that were never implemented",
     MEMBERS("_sysctl", "afs_syscall", "bdflush", "break", "create_module", "ftime",
             "get_kernel_syms", "getpmsg", "gtty", "idle", "lock", "mpx", "prof", "profil",
             "putpmsg", "query_module", "security", "sgetmask", "ssetmask", "stime", "stty",
             "sysfs", "tuxcall", "ulimit", "uselib", "ustat", "vserver")},
    {"@pkey", "memory protection keys", MEMBERS("pkey_alloc", "pkey_free", "pkey_mprotect")},
    {"@privileged", "calls that need some capability to do anything useful",
     MEMBERS("@chown", "@clock", "@module", "@raw-io", "@reboot", "@swap", "_sysctl", "acct", "bpf",
             "capset", "chroot", "fanotify_init", "fanotify_mark", "nfsservctl",
             "open_by_handle_at", "pivot_root", "quotactl", "quotactl_fd", "setdomainname",
             "setfsuid", "setfsuid32", "setgroups", "setgroups32", "sethostname", "setresuid",
             "setresuid32", "setreuid", "setreuid32", "setuid", "setuid32", "vhangup")},
    {"@process", "creating, executing, signalling and waiting for processes; namespaces",
     MEMBERS("capget", "clone", "clone3", "execveat", "fork", "getrusage", "kill", "pidfd_open",
             "pidfd_send_signal", "prctl", "rt_sigqueueinfo", "rt_tgsigqueueinfo", "setns",
             "swapcontext", "tgkill", "times", "tkill", "unshare", "vfork", "wait4", "waitid",
             "waitpid")},
    {"@raw-io", "direct access to I/O ports and PCI configuration",
     MEMBERS("ioperm", "iopl", "pciconfig_iobase", "pciconfig_read", "pciconfig_write",
             "s390_pci_mmio_read", "s390_pci_mmio_write")},
    {"@reboot", "rebooting and loading a new kernel",
     MEMBERS("kexec_file_load", "kexec_load", "reboot")},
    {"@resources", "changing scheduling, priorities, NUMA placement and resource limits",
     MEMBERS("ioprio_set", "mbind", "migrate_pages", "move_pages", "nice", "sched_setaffinity",
             "sched_setattr", "sched_setparam", "sched_setscheduler", "set_mempolicy",
             "set_mempolicy_home_node", "setpriority", "setrlimit")},
    {"@sandbox", "a process restricting itself further (seccomp, Landlock)",
     MEMBERS("landlock_add_rule", "landlock_create_ruleset", "landlock_restrict_self", "seccomp")},
    {"@setuid", "changing user and group IDs",
     MEMBERS("setgid", "setgid32", "setgroups", "setgroups32", "setregid", "setregid32",
             "setresgid", "setresgid32", "setresuid", "setresuid32", "setreuid", "setreuid32",
             "setuid", "setuid32")},
    {"@signal", "signal handlers, masks and waiting for signals",
     MEMBERS("rt_sigaction", "rt_sigpending", "rt_sigprocmask", "rt_sigsuspend", "rt_sigtimedwait",
             "rt_sigtimedwait_time64", "sigaction", "sigaltstack", "signal", "signalfd",
             "signalfd4", "sigpending", "sigprocmask", "sigsuspend")},
    {"@swap", "turning swap devices on and off", MEMBERS("swapoff", "swapon")},
    {"@sync", "flushing files and memory to storage",
     MEMBERS("fdatasync", "fsync", "msync", "sync", "sync_file_range", "sync_file_range2",
             "syncfs")},
    {"@system-service", "what an ordinary long-running service uses",
     MEMBERS("@aio", "@basic-io", "@chown", "@default", "@file-system", "@io-event", "@ipc",
             "@keyring", "@memlock", "@network-io", "@process", "@resources", "@setuid", "@signal",
             "@sync", "@timer", "arm_fadvise64_64", "capget", "capset", "copy_file_range",
             "fadvise64", "fadvise64_64", "flock", "get_mempolicy", "getcpu", "getpriority",
             "ioctl", "ioprio_get", "kcmp", "madvise", "mremap", "name_to_handle_at", "oldolduname",
             "olduname", "personality", "readahead", "readdir", "remap_file_pages",
             "sched_get_priority_max", "sched_get_priority_min", "sched_getattr", "sched_getparam",
             "sched_getscheduler", "sched_rr_get_interval", "sched_rr_get_interval_time64",
             "sched_yield", "sendfile", "sendfile64", "setfsgid", "setfsgid32", "setfsuid",
             "setfsuid32", "setpgid", "setsid", "splice", "sysinfo", "tee", "umask", "uname",
             "userfaultfd", "vmsplice")},
    {"@timer", "alarms, interval timers and timer descriptors",
     MEMBERS("alarm", "getitimer", "setitimer", "timer_create", "timer_delete", "timer_getoverrun",
             "timer_gettime", "timer_gettime64", "timer_settime", "timer_settime64",
             "timerfd_create", "timerfd_gettime", "timerfd_gettime64", "timerfd_settime",
             "timerfd_settime64", "times")},
    {"@known", "every syscall libseccomp can name on this architecture", NULL},

    /* An in-process interpreter after the jail is complete: it computes and
     * talks to its supervisor over an inherited pipe or socket, nothing else.
     * No open, no exec, no new sockets or processes. tgkill, rt_sigaction and
     * getpid are here so that abort() still ends in SIGABRT. */
    {"@warden-ast", "the least an in-process interpreter needs once the jail is set up",
     MEMBERS("read", "write", "readv", "writev", "close", "lseek", "fstat", "newfstatat", "fcntl",
             "exit", "exit_group", "brk", "mmap", "munmap", "mremap", "madvise", "mprotect",
             "clock_gettime", "clock_getres", "clock_nanosleep", "nanosleep", "gettimeofday",
             "time", "getrandom", "futex", "sched_yield", "restart_syscall", "rt_sigreturn",
             "rt_sigprocmask", "rt_sigaction", "sigaltstack", "sendmsg", "recvmsg", "poll", "ppoll",
             "getpid", "gettid", "tgkill")},

    /* /usr/bin/python3 (Debian 12, 3.11): measured with strace -f -c over
     * start-up, the common pure-Python stdlib modules, threads, asyncio, sqlite,
     * tempfile and socketpair. Deliberately left out of what @system-service
     * has: SysV IPC, @keyring, @setuid, @chown, @resources, @memlock, @aio,
     * sync/syncfs (they flush the host's disks), prctl (it can install filters
     * and change dumpability), vmsplice. clone3 is not needed: the compiler
     * makes it fail with ENOSYS so glibc falls back to clone. */
    {"@warden-cpython", "what python3 needs to start and run ordinary code",
     MEMBERS("@default", "@basic-io", "@file-system", "@io-event", "@network-io", "@signal",
             "@timer", "clone", "fork", "vfork", "wait4", "waitid", "kill", "tgkill", "tkill",
             "getrusage", "times", "pidfd_open", "pidfd_send_signal", "setsid", "setpgid", "pipe",
             "pipe2", "memfd_create", "ioctl", "madvise", "mremap", "fsync", "fdatasync", "msync",
             "uname", "sysinfo", "getcpu", "umask", "flock", "fadvise64", "readahead",
             "copy_file_range", "sendfile", "splice", "tee", "getpriority", "sched_getparam",
             "sched_getscheduler", "sched_getattr", "sched_get_priority_max",
             "sched_get_priority_min", "sched_rr_get_interval")},

    /* Never allowed, whatever a profile says (the compiler applies this group
     * last). Each is either a way out of the jail (namespaces, mounts, ptrace and
     * its relatives, open_by_handle_at), a way to reach the whole machine
     * (clock, reboot, modules, swap, quotas, syslog, raw I/O), or kernel attack
     * surface far out of proportion to its use by a snippet (io_uring, which
     * user notification cannot see into, bpf, userfaultfd, keyrings,
     * perf_event_open, personality, vm86/LDT). */
    {"@warden-forbidden", "never allowed in a warden jail, whatever the profile says",
     MEMBERS("@clock", "@cpu-emulation", "@debug", "@keyring", "@module", "@mount", "@obsolete",
             "@raw-io", "@reboot", "@swap", "io_uring_setup", "io_uring_enter", "io_uring_register",
             "bpf", "process_vm_readv", "process_vm_writev", "userfaultfd", "unshare", "setns",
             "open_by_handle_at", "name_to_handle_at", "acct", "quotactl", "quotactl_fd", "vhangup",
             "personality", "syslog")},
};

const size_t syscall_groups_count = sizeof(syscall_groups) / sizeof(syscall_groups[0]);

const struct syscall_group *syscall_group_find(const char *name)
{
    for (size_t i = 0; i < syscall_groups_count; i++)
        if (strcmp(syscall_groups[i].name, name) == 0)
            return &syscall_groups[i];
    return NULL;
}
