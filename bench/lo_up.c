/* lo_up: what bringing lo up costs in a fresh network namespace, with one
 * ioctl (what the jail uses) and with libnl's link get + change. Each sample
 * is a child that unshares user and network namespaces and times only the
 * bring-up. Prints a markdown table. usage: lo-up ROUNDS */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/network.h"
#include "jail/util.h"

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static void measure(const char *label, int (*up)(char *, size_t), int rounds)
{
    uint64_t *samples = mmap(NULL, (size_t)rounds * sizeof *samples, PROT_READ | PROT_WRITE,
                             MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    for (int i = 0; i < rounds; i++) {
        pid_t pid = fork();
        if (pid == 0) {
            char err[128];
            if (unshare(CLONE_NEWUSER | CLONE_NEWNET) < 0)
                _exit(1);
            uint64_t t0 = jail_now_us();
            if (up(err, sizeof err) < 0) {
                fprintf(stderr, "%s: %s\n", label, err);
                _exit(1);
            }
            samples[i] = jail_now_us() - t0;
            _exit(0);
        }
        int status;
        waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            exit(1);
    }
    qsort(samples, (size_t)rounds, sizeof *samples, cmp_u64);
    printf("| %s | %llu | %llu | %llu |\n", label, (unsigned long long)samples[rounds / 2],
           (unsigned long long)samples[rounds * 99 / 100], (unsigned long long)samples[0]);
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    printf("| bring lo up | median µs | p99 µs | min µs |\n|---|---|---|---|\n");
    for (int pass = 0; pass < 2; pass++) {
        measure("one ioctl (SIOCSIFFLAGS)", net_loopback_up, rounds);
        measure("libnl (rtnl_link_get_kernel + rtnl_link_change)", net_loopback_up_netlink, rounds);
    }
    return 0;
}
