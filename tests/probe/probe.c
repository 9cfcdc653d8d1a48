/* probe: tries one thing from inside a jail and reports what the kernel said.
 * Prints "ok" or "errno ENAME" and exits 0 or 1; a seccomp kill never prints.
 * The end-to-end tests run it through `warden run` and read both. */
#include <errno.h>
#include <fcntl.h>
#include <linux/bpf.h>
#include <linux/io_uring.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>

static int report(long rc)
{
    if (rc >= 0) {
        printf("ok\n");
        return 0;
    }
    printf("errno %s\n", strerrorname_np(errno) ? strerrorname_np(errno) : "?");
    return 1;
}

static long connect_to(int family, const struct sockaddr *addr, socklen_t len)
{
    int fd = socket(family, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    return connect(fd, addr, len);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: probe WHAT [ARG]\n");
        return 2;
    }
    const char *what = argv[1], *arg = argc > 2 ? argv[2] : "";
    setvbuf(stdout, NULL, _IONBF, 0);

    if (!strcmp(what, "ids")) {
        printf("%d %d\n", (int)getuid(), (int)getgid());
        return 0;
    }
    if (!strcmp(what, "status")) {
        /* The privilege lines of /proc/self/status, as the kernel sees us. */
        FILE *f = fopen("/proc/self/status", "r");
        char line[256];
        while (f && fgets(line, sizeof line, f))
            if (!strncmp(line, "Cap", 3) || !strncmp(line, "NoNewPrivs", 10) ||
                !strncmp(line, "Seccomp:", 8))
                fputs(line, stdout);
        return f ? 0 : 1;
    }
    if (!strcmp(what, "read"))
        return report(open(arg, O_RDONLY));
    if (!strcmp(what, "write"))
        return report(open(arg, O_WRONLY | O_CREAT, 0644));
    if (!strcmp(what, "mount"))
        return report(mount("none", "/tmp", "tmpfs", 0, NULL));
    if (!strcmp(what, "unshare"))
        return report(unshare(CLONE_NEWNS));
    if (!strcmp(what, "clone-newuser"))
        return report(syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0));
    if (!strcmp(what, "ptrace"))
        return report(ptrace(PTRACE_TRACEME, 0, 0, 0));
    if (!strcmp(what, "keyctl"))
        return report(syscall(SYS_keyctl, 0 /* KEYCTL_GET_KEYRING_ID */, -3, 0));
    if (!strcmp(what, "bpf")) {
        union bpf_attr attr;
        memset(&attr, 0, sizeof attr);
        return report(syscall(SYS_bpf, BPF_PROG_LOAD, &attr, sizeof attr));
    }
    if (!strcmp(what, "io_uring")) {
        struct io_uring_params params;
        memset(&params, 0, sizeof params);
        return report(syscall(SYS_io_uring_setup, 1, &params));
    }
    if (!strcmp(what, "x32"))
        return report(syscall(0x40000000 | SYS_getpid));
    if (!strcmp(what, "i386")) {
        long rc = 20; /* getpid in the i386 table, through the 32-bit entry */
        __asm__ volatile("int $0x80" : "+a"(rc) : : "memory");
        return report(rc);
    }
    if (!strcmp(what, "packet"))
        return report(socket(AF_PACKET, SOCK_RAW, 0));
    if (!strcmp(what, "tiocsti")) {
        char c = 'x';
        return report(ioctl(0, TIOCSTI, &c));
    }
    if (!strcmp(what, "kill"))
        return report(kill(atoi(arg), SIGKILL));
    if (!strcmp(what, "tcp")) {
        struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(arg))};
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        return report(connect_to(AF_INET, (struct sockaddr *)&a, sizeof a));
    }
    if (!strcmp(what, "unix") || !strcmp(what, "abstract")) {
        struct sockaddr_un a = {.sun_family = AF_UNIX};
        size_t off = what[0] == 'a' ? 1 : 0; /* abstract names start with a NUL */
        snprintf(a.sun_path + off, sizeof a.sun_path - off, "%s", arg);
        socklen_t len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + off + strlen(arg));
        return report(connect_to(AF_UNIX, (struct sockaddr *)&a, len));
    }
    if (!strcmp(what, "forkbomb")) {
        for (;;)
            fork();
    }
    if (!strcmp(what, "spin")) {
        for (volatile unsigned long i = 0;; i++)
            ;
    }
    if (!strcmp(what, "burn")) {
        /* burn N MS: N children in the background each use MS ms of CPU
         * time of their own, say so, and wait to be killed at the jail's end,
         * never waited for; the probe exits once all have. */
        int n = atoi(arg), fds[2];
        long ms = argc > 3 ? atol(argv[3]) : 100;
        if (pipe(fds) < 0)
            return report(-1);
        for (int i = 0; i < n; i++) {
            if (fork() == 0) {
                struct timespec ts;
                do
                    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
                while (ts.tv_sec * 1000 + ts.tv_nsec / 1000000 < ms);
                if (write(fds[1], "", 1) != 1)
                    _exit(1);
                for (;;)
                    pause();
            }
        }
        char c;
        for (int i = 0; i < n; i++)
            if (read(fds[0], &c, 1) != 1)
                return report(-1);
        return report(0);
    }
    if (!strcmp(what, "alloc")) {
        size_t size = (size_t)atoll(arg) << 20;
        char *p = malloc(size);
        if (!p)
            return report(-1);
        for (size_t i = 0; i < size; i += 4096)
            p[i] = 1;
        return report(0);
    }
    if (!strcmp(what, "fill")) {
        int fd = open(arg, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
            return report(-1);
        static char block[1 << 16];
        for (;;)
            if (write(fd, block, sizeof block) < 0)
                return report(-1);
    }
    fprintf(stderr, "probe: unknown test '%s'\n", what);
    return 2;
}
