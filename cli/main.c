/* warden's command line: dispatches to the subcommands. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"
#include "server/version.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} commands[] = {
    {"run", cmd_run, run_usage},
    {"serve", cmd_serve, serve_usage},
    {"mcp", cmd_mcp, mcp_usage},
    {"check", cmd_check, check_usage},
    {"profile", cmd_profile, profile_usage},
    {"syscalls", cmd_syscalls, syscalls_usage},
    {"learn", cmd_learn, learn_usage},
};

static int help(void)
{
    fputs(warden_usage, stdout);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        printf("\n%s", commands[i].usage);
    return 0;
}

int main(int argc, char **argv)
{
    /* A jail's child that dies early closes pipes warden still writes to: that
     * is an error to report, not a reason for warden to die. */
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2)
        return cli_usage(warden_usage, false);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            /* getopt names its errors after argv[0]: "warden check: ..." */
            char name[32];
            snprintf(name, sizeof name, "warden %s", commands[i].name);
            argv[1] = name;
            return commands[i].run(argc - 1, argv + 1);
        }
    if (argc == 2 && (cli_is_help(argv[1]) || strcmp(argv[1], "help") == 0))
        return help();
    if (argc == 2 && (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)) {
        printf("warden %s\n", warden_version);
        return 0;
    }
    fprintf(stderr, "warden: unknown command or option '%s'\n", argv[1]);
    return cli_usage(warden_usage, false);
}
