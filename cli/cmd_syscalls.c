/* cmd_syscalls: `warden syscalls [@GROUP|SYSCALL]`: the groups that
 * SystemCallFilter= understands and their members (one table in
 * jail/syscall_groups.c), or the groups a syscall belongs to. */
#include <seccomp.h>
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "jail/seccomp.h"

struct listing {
    const char *group;  /* the group being printed, to start a new line */
    const char *wanted; /* for a syscall: the name looked for */
    bool found;
    int depth;
};

static void print_member(const char *group, const char *member, void *arg)
{
    struct listing *l = arg;
    if (!l->group || strcmp(l->group, group) != 0) {
        printf("%s%s:", l->group ? "\n" : "", group);
        l->group = group;
    }
    printf(" %s", member);
}

static void print_line(const char *group, const char *member, void *arg)
{
    bool here =
        member[0] == '@' || seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, member) >= 0;
    printf("%s%s\n", member, here ? "" : "  (not on this architecture)");
}

static void find_in(const char *group, const char *member, void *arg);

/* Whether group holds l->wanted, directly or through a group it names. */
static bool holds(struct listing *l, const char *group)
{
    bool saved = l->found;
    l->found = false;
    if (l->depth < 16) {
        l->depth++;
        seccomp_group_list(group, find_in, l);
        l->depth--;
    }
    bool found = l->found;
    l->found = saved || found;
    return found;
}

static void find_in(const char *group, const char *member, void *arg)
{
    struct listing *l = arg;
    if (strcmp(member, l->wanted) == 0)
        l->found = true;
    else if (member[0] == '@' && !l->found)
        holds(l, member);
}

static void collect(const char *group, const char *member, void *arg)
{
    const char **last = arg;
    if (!*last || strcmp(*last, group) != 0) {
        *last = group;
        struct listing l = {.wanted = ((const char **)arg)[1]};
        if (holds(&l, group))
            printf("%s\n", group);
    }
}

int cmd_syscalls(int argc, char **argv)
{
    if (argc == 2 && cli_is_help(argv[1]))
        return cli_usage(syscalls_usage, true);
    if (argc > 2 || (argc == 2 && (argv[1][0] == '-' || !argv[1][0])))
        return cli_usage(syscalls_usage, false);
    if (argc == 1) {
        struct listing l = {0};
        seccomp_group_list(NULL, print_member, &l);
        printf("\n");
        return 0;
    }
    const char *what = argv[1];
    if (what[0] == '@') {
        if (seccomp_group_list(what, print_line, NULL) < 0) {
            fprintf(stderr, "warden: no syscall group '%s' (warden syscalls lists them)\n", what);
            return EXIT_NOINPUT;
        }
        return 0;
    }
    if (seccomp_syscall_resolve_name(what) == __NR_SCMP_ERROR) {
        fprintf(stderr, "warden: '%s' is neither a group nor a syscall libseccomp knows\n", what);
        return EXIT_NOINPUT;
    }
    /* A syscall: the groups that hold it. */
    const char *state[2] = {NULL, what};
    seccomp_group_list(NULL, collect, state);
    return 0;
}
