/* commands: warden's subcommands and their exit statuses. */
#ifndef WARDEN_COMMANDS_H
#define WARDEN_COMMANDS_H

#include <stdbool.h>

struct jail_result;

/* sysexits.h's values: warden's own failures, apart from the payload's codes. */
#define EXIT_USAGE 64       /* EX_USAGE */
#define EXIT_NOINPUT 66     /* EX_NOINPUT */
#define EXIT_UNAVAILABLE 69 /* EX_UNAVAILABLE */
#define EXIT_SOFTWARE 70    /* EX_SOFTWARE */
#define EXIT_OSERR 71       /* EX_OSERR */
#define EXIT_CANTCREAT 73   /* EX_CANTCREAT */
#define EXIT_CONFIG 78      /* EX_CONFIG */
#define EXIT_TIMEOUT 124    /* as timeout(1) */

/* Each command's usage (cli/usage.c): the synopsis, a blank line, the options. */
extern const char warden_usage[], run_usage[], serve_usage[], mcp_usage[], check_usage[],
    profile_usage[], syscalls_usage[], learn_usage[];
/* For -h/--help (help) prints text to stdout and returns 0; for a usage
 * error prints its synopsis to stderr and returns EXIT_USAGE. */
int cli_usage(const char *text, bool help);
bool cli_is_help(const char *arg);

int cmd_run(int argc, char **argv);
/* A command's exit status without --json: the command's own, or the
 * conventions of timeout(1) and the shells for what warden did to it. */
int run_exit_status(const struct jail_result *result);
int cmd_check(int argc, char **argv);
int cmd_profile(int argc, char **argv);
int cmd_profile_diff(int argc, char **argv); /* `warden profile diff`, cli/cmd_profile_diff.c */
int cmd_syscalls(int argc, char **argv);
int cmd_learn(int argc, char **argv);
int cmd_serve(int argc, char **argv);
/* `warden run --connect [SOCKET] FILE|-- COMMAND`: the snippet or the command
 * runs in a warm jail of a running server. */
int run_connect(const char *socket, const char *profile, bool json, const char *timeout,
                bool command, int argc, char **argv);
int cmd_mcp(int argc, char **argv);

#endif
