/* warden's command line: dispatches to the subcommands. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"

static int usage(FILE *to)
{
    fprintf(to, "usage: warden run [-p PROFILE] [--json] [--timeout SEC] [--memory SIZE] -- "
                "COMMAND [ARGS...]\n"
                "       warden run [-p PROFILE] [--json] FILE.py|-\n"
                "       warden run --connect [SOCKET] [-p PROFILE] [--json] [--timeout SEC] "
                "FILE.py|- | -- COMMAND [ARGS...]\n"
                "       warden serve [--socket PATH] [--profiles-dir DIR]... [--max-jails N]\n"
                "       warden mcp [--connect SOCKET] [-p PROFILE]\n"
                "       warden check -p PROFILE [--json] [--verbose]\n"
                "       warden profile list | show NAME [--json] | lint FILE... | diff A B\n"
                "       warden syscalls [@GROUP|SYSCALL]\n"
                "       warden learn [-o FILE] [--base PROFILE] -- COMMAND [ARGS...]\n");
    return to == stdout ? 0 : EXIT_USAGE;
}

int main(int argc, char **argv)
{
    /* A jail's child that dies early closes pipes warden still writes to: that
     * is an error to report, not a reason for warden to die. */
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2)
        return usage(stderr);
    if (strcmp(argv[1], "run") == 0)
        return cmd_run(argc - 1, argv + 1);
    if (strcmp(argv[1], "serve") == 0)
        return cmd_serve(argc - 1, argv + 1);
    if (strcmp(argv[1], "mcp") == 0)
        return cmd_mcp(argc - 1, argv + 1);
    if (strcmp(argv[1], "check") == 0)
        return cmd_check(argc - 1, argv + 1);
    if (strcmp(argv[1], "profile") == 0)
        return cmd_profile(argc - 1, argv + 1);
    if (strcmp(argv[1], "syscalls") == 0)
        return cmd_syscalls(argc - 1, argv + 1);
    if (strcmp(argv[1], "learn") == 0)
        return cmd_learn(argc - 1, argv + 1);
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0)
        return usage(stdout);
    fprintf(stderr, "warden: unknown command '%s'\n", argv[1]);
    return usage(stderr);
}
