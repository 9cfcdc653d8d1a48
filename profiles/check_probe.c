/* check_probe: the probes of `warden check`, run inside the jail after the
 * filter is loaded. Every call is a raw syscall with arguments that make the
 * kernel refuse before doing anything (~0 pointers, fds and flags), so an
 * allowed call returns the kernel's own error and a denied one the
 * sentinel. Nothing here allocates. */
#include "profiles/check.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <unistd.h>

#define RESULT_FD 3 /* the jail's extra fd */
#define DISK_BLOCK (256 << 10)
#define MEMORY_CHUNK (8 << 20)

static long call(long nr, long a, long b, long c, long d, long e, long f)
{
    return syscall(nr, a, b, c, d, e, f);
}

static void report(uint32_t index, long ret, int64_t value)
{
    struct check_outcome o = {index, ret < 0 ? errno : 0, ret, value};
    /* Nothing to do if the parent went away. */
    if (write(RESULT_FD, &o, sizeof o) != sizeof o)
        _exit(1);
}

/* fork, vfork or clone(flags) whose child exits before touching memory or
 * the stack, which a vfork child shares with us. Returns the child's pid or
 * -1 with errno. */
static long fork_and_exit(long nr, uint64_t flags)
{
#if defined(__x86_64__)
    long ret;
    register long r10 __asm__("r10") = 0;
    register long r8 __asm__("r8") = 0;
    __asm__ volatile("syscall\n\t"
                     "test %%rax, %%rax\n\t"
                     "jnz 1f\n\t"
                     "mov %[exit_nr], %%eax\n\t"
                     "xor %%edi, %%edi\n\t"
                     "syscall\n\t"
                     "1:\n\t"
                     : "=a"(ret)
                     : "0"(nr), "D"(flags), "S"(0L), "d"(0L), "r"(r10),
                       "r"(r8), [exit_nr] "i"(SYS_exit)
                     : "rcx", "r11", "memory");
    if (ret < 0 && ret > -4096) {
        errno = (int)-ret;
        return -1;
    }
    if (ret > 0)
        syscall(SYS_wait4, ret, NULL, 0, NULL);
    return ret;
#else
    errno = ENOSYS;
    return -1;
#endif
}

static long open_path(const char *path, int flags)
{
    return call(SYS_openat, AT_FDCWD, (long)path, flags | O_CLOEXEC, 0600, 0, 0);
}

/* Writable: a file opens for writing (without truncating it), or a folder
 * takes a new file, which is removed again. */
static long try_write(const char *path)
{
    long fd = open_path(path, O_WRONLY | O_NOCTTY);
    if (fd < 0 && errno == EISDIR) {
        char file[4096];
        snprintf(file, sizeof file, "%s/.warden-check-%ld", strcmp(path, "/") ? path : "",
                 (long)syscall(SYS_getpid));
        fd = open_path(file, O_WRONLY | O_CREAT | O_EXCL);
        if (fd >= 0)
            call(SYS_unlinkat, AT_FDCWD, (long)file, 0, 0, 0, 0);
    }
    if (fd >= 0)
        call(SYS_close, fd, 0, 0, 0, 0, 0);
    return fd;
}

static long loopback(void)
{
    struct sockaddr_in a = {.sin_family = AF_INET};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    long server = call(SYS_socket, AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0, 0, 0, 0);
    if (server < 0)
        return -1;
    long rc = call(SYS_bind, server, (long)&a, sizeof a, 0, 0, 0);
    if (rc == 0)
        rc = call(SYS_listen, server, 1, 0, 0, 0, 0);
    if (rc == 0)
        rc = call(SYS_getsockname, server, (long)&a, (long)&len, 0, 0, 0);
    long client = rc == 0 ? call(SYS_socket, AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0, 0, 0, 0) : -1;
    if (client >= 0)
        rc = call(SYS_connect, client, (long)&a, sizeof a, 0, 0, 0);
    else
        rc = -1;
    int saved = errno;
    call(SYS_close, server, 0, 0, 0, 0, 0);
    if (client >= 0)
        call(SYS_close, client, 0, 0, 0, 0, 0);
    errno = saved;
    return rc;
}

static long connect_outside(void)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(9)};
    inet_pton(AF_INET, "192.0.2.1", &a.sin_addr);
    long fd = call(SYS_socket, AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, 0, 0, 0);
    if (fd < 0)
        return -1;
    long rc = call(SYS_connect, fd, (long)&a, sizeof a, 0, 0, 0);
    int saved = errno;
    call(SYS_close, fd, 0, 0, 0, 0, 0);
    errno = saved;
    /* In progress means a route exists: that is reaching out. */
    return rc < 0 && saved == EINPROGRESS ? 0 : rc;
}

static long connect_abstract(const char *name)
{
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    size_t n = strlen(name);
    if (n + 1 > sizeof a.sun_path)
        n = sizeof a.sun_path - 1;
    memcpy(a.sun_path + 1, name, n);
    long fd = call(SYS_socket, AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, 0, 0, 0);
    if (fd < 0)
        return -1;
    long rc = call(SYS_connect, fd, (long)&a,
                   (long)(offsetof(struct sockaddr_un, sun_path) + 1 + n), 0, 0, 0);
    int saved = errno;
    call(SYS_close, fd, 0, 0, 0, 0, 0);
    errno = saved;
    return rc;
}

static long signal_outside(pid_t host_pid)
{
    long rc = call(SYS_kill, host_pid, 0, 0, 0, 0, 0);
    if (rc == 0)
        return 0;
    int saved = errno;
    /* -1: every process we may signal; in the jail's pid namespace, only us. */
    if (call(SYS_kill, -1, 0, 0, 0, 0, 0) == 0)
        return 0;
    errno = saved;
    return -1;
}

/* Children that wait on a pipe, until a fork fails: the task limit. */
static long fill_tasks(int64_t limit, int64_t *tasks)
{
    int fds[2];
    *tasks = 1;
    if (call(SYS_pipe2, (long)fds, O_CLOEXEC, 0, 0, 0, 0) < 0)
        return -1;
    long rc = 0;
    for (int64_t i = 0; i < limit + 2; i++) {
        long pid = call(SYS_clone, SIGCHLD, 0, 0, 0, 0, 0);
        if (pid == 0) {
            char c;
            call(SYS_close, fds[1], 0, 0, 0, 0, 0);
            call(SYS_read, fds[0], (long)&c, 1, 0, 0, 0);
            call(SYS_exit_group, 0, 0, 0, 0, 0, 0);
        }
        if (pid < 0) {
            rc = -1;
            break;
        }
        (*tasks)++;
    }
    int saved = errno;
    call(SYS_close, fds[1], 0, 0, 0, 0, 0);
    call(SYS_close, fds[0], 0, 0, 0, 0, 0);
    while (call(SYS_wait4, -1, 0, 0, 0, 0, 0) > 0)
        ;
    errno = saved;
    return rc;
}

/* How many fds fit: the highest number obtained, plus one. */
static long fill_fds(int64_t limit, int64_t *count)
{
    long rc = 0, highest = 3;
    for (int64_t i = 0; i < limit + 2; i++) {
        long fd = call(SYS_fcntl, 0, F_DUPFD_CLOEXEC, 4, 0, 0, 0);
        if (fd < 0) {
            rc = -1;
            break;
        }
        if (fd > highest)
            highest = fd;
    }
    int saved = errno;
    for (long fd = 4; fd <= highest; fd++)
        call(SYS_close, fd, 0, 0, 0, 0, 0);
    *count = highest + 1;
    errno = saved;
    return rc;
}

static char block[DISK_BLOCK];

static long fill_disk(int64_t limit, int64_t *written)
{
    /* RLIMIT_FSIZE would otherwise end us with SIGXFSZ. */
    signal(SIGXFSZ, SIG_IGN);
    const char *path = "/tmp/.warden-check-fill";
    long fd = open_path(path, O_WRONLY | O_CREAT | O_TRUNC);
    *written = 0;
    if (fd < 0)
        return -1;
    long rc = 0;
    while (*written <= limit + (1 << 20)) {
        long n = call(SYS_write, fd, (long)block, sizeof block, 0, 0, 0);
        if (n <= 0) {
            rc = -1;
            if (n == 0)
                errno = ENOSPC;
            break;
        }
        *written += n;
    }
    int saved = errno;
    call(SYS_close, fd, 0, 0, 0, 0, 0);
    call(SYS_unlinkat, AT_FDCWD, (long)path, 0, 0, 0, 0);
    errno = saved;
    return rc;
}

/* A generic probe may have made an fd (eventfd, inotify_init...): close it so
 * the open-files probe starts from the same place. Our own fds are 0 to 3. */
static void close_if_new_fd(long ret)
{
    if (ret >= 4 && ret < 65536 && call(SYS_fcntl, ret, F_GETFD, 0, 0, 0, 0) >= 0)
        call(SYS_close, ret, 0, 0, 0, 0, 0);
}

int check_battery_run(void *arg)
{
    const struct check_battery *b = arg;
    for (size_t i = 0; i < b->count; i++) {
        const struct check_probe *p = &b->probes[i];
        const uint64_t *a = p->args;
        int64_t value = 0;
        long ret;
        errno = 0;
        switch (p->op) {
        case OP_SYSCALL:
            ret =
                call(p->nr, (long)a[0], (long)a[1], (long)a[2], (long)a[3], (long)a[4], (long)a[5]);
            close_if_new_fd(ret);
            break;
        case OP_FORK:
            ret = fork_and_exit(p->nr, a[0]);
            break;
        case OP_READ:
            ret = open_path(p->path, O_RDONLY | O_NOCTTY);
            if (ret >= 0)
                call(SYS_close, ret, 0, 0, 0, 0, 0);
            break;
        case OP_WRITE:
            ret = try_write(p->path);
            break;
        case OP_LOOPBACK:
            ret = loopback();
            break;
        case OP_OUTSIDE:
            ret = connect_outside();
            break;
        case OP_ABSTRACT:
            ret = connect_abstract(p->path);
            break;
        case OP_SIGNAL:
            ret = signal_outside((pid_t)a[0]);
            break;
        case OP_TASKS:
            ret = fill_tasks(p->limit, &value);
            break;
        case OP_OPEN_FILES:
            ret = fill_fds(p->limit, &value);
            break;
        case OP_DISK:
            ret = fill_disk(p->limit, &value);
            break;
        default:
            ret = -1;
            errno = EINVAL;
        }
        report((uint32_t)i, ret, value);
    }
    return 0;
}

int check_memory_run(void *arg)
{
    int64_t limit = *(const int64_t *)arg, total = 0;
    while (total <= limit + (64 << 20)) {
        char *p =
            mmap(NULL, MEMORY_CHUNK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            report(0, -1, total);
            return 0;
        }
        for (size_t i = 0; i < MEMORY_CHUNK; i += 4096)
            p[i] = 1;
        total += MEMORY_CHUNK;
        report(0, 0, total);
    }
    return 0;
}

int check_one_call_run(void *arg)
{
    int nr = *(const int *)arg;
    report(0, call(nr, -1, -1, -1, -1, -1, -1), 0);
    return 0;
}
