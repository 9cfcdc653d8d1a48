/* usage: each subcommand's usage text, printed by its -h/--help, shortened
 * to the synopsis on a usage error, and gathered by `warden --help`. A text
 * is the synopsis, a blank line, then one line per option. */
#include <stdio.h>
#include <string.h>

#include "cli/commands.h"

const char run_usage[] =
    "usage: warden run [OPTIONS] -- COMMAND [ARGS...]\n"
    "       warden run [OPTIONS] FILE.py|-\n"
    "\n"
    "Runs COMMAND, or a Python snippet (a file, or - for stdin), in a fresh jail.\n"
    "  -p, --profile PROFILE   the profile: a name on the search path or a file\n"
    "                          (default: strict for a command, default for a snippet)\n"
    "  --json                  print the result as one JSON object\n"
    "  --timeout SEC           wall-clock limit, overriding the profile's\n"
    "  --memory SIZE           memory limit (e.g. 512M), overriding the profile's\n"
    "  --connect[=SOCKET]      run in a warm jail of a running warden serve\n"
    "                          (default socket: $WARDEN_SOCKET or /run/warden/warden.sock)\n"
    "  --no-connect            a jail of our own even when $WARDEN_SOCKET is set\n"
    "  --workdir DIR           bind DIR read-write at the same path and start there\n"
    "  --bind[=ro] DIR[:TARGET]\n"
    "                          bind a host folder (writable, or read-only with =ro);\n"
    "                          repeatable; not through a server\n"
    "  -h, --help              print this help\n";

const char serve_usage[] =
    "usage: warden serve [--socket PATH] [--profiles-dir DIR]... [--max-jails N] [--pool N]\n"
    "                    [--max-jails-per-user N] [--max-sessions-per-user N]\n"
    "                    [--memory-total SIZE] [--client-buffer SIZE] [--buffer-total SIZE]\n"
    "\n"
    "Runs the fork-server: JSON-RPC over a Unix socket, with warm jails, until SIGTERM.\n"
    "  -s, --socket PATH       the socket to listen on (default /run/warden/warden.sock,\n"
    "                          or the one systemd passes)\n"
    "  -d, --profiles-dir DIR  a folder of profiles to offer (repeatable, up to 16)\n"
    "  -m, --max-jails N       jails running at once (1 to 100000)\n"
    "  -p, --pool N            warm jails kept per profile, at least (0 to 100000)\n"
    "  --max-jails-per-user N  jails one user (SO_PEERCRED) may run at once; more wait\n"
    "                          while other users go first (default 3/4 of --max-jails)\n"
    "  --max-sessions-per-user N\n"
    "                          sessions one user may hold open (default 1/2 of --max-jails)\n"
    "  --memory-total SIZE     the memory all jails together may hold (their MemoryMax=\n"
    "                          summed); more wait (default 75% of the machine's RAM)\n"
    "  --client-buffer SIZE    the bytes the server may hold for one client (its unread\n"
    "                          answers, its requests); past it, it waits (default 8M)\n"
    "  --buffer-total SIZE     the same for all clients together (default 64M)\n"
    "  -h, --help              print this help\n";

const char mcp_usage[] =
    "usage: warden mcp [--connect SOCKET] [-p PROFILE]\n"
    "\n"
    "An MCP server on stdin/stdout whose tools run code through warden serve.\n"
    "  -c, --connect SOCKET    the server's socket; without it, the default socket,\n"
    "                          or a private server when none listens there\n"
    "  -p, --profile PROFILE   the profile the tools run in\n"
    "  -h, --help              print this help\n";

const char check_usage[] =
    "usage: warden check -p PROFILE [--json] [--verbose]\n"
    "\n"
    "Tests in real jails that the kernel enforces what PROFILE says.\n"
    "  -p, --profile PROFILE   the profile to check\n"
    "  --json                  print the report as one JSON object\n"
    "  -v, --verbose           one line per syscall probed, not only the failures\n"
    "  -h, --help              print this help\n";

const char profile_usage[] =
    "usage: warden profile list\n"
    "       warden profile show NAME [--json]\n"
    "       warden profile lint FILE...\n"
    "       warden profile diff A B\n"
    "\n"
    "Lists, shows (fully resolved, with the file:line of each value), lints and compares\n"
    "profiles.\n"
    "  --json                  (show) print the profile as one JSON object\n"
    "  -h, --help              print this help\n";

const char syscalls_usage[] =
    "usage: warden syscalls [@GROUP|SYSCALL]\n"
    "\n"
    "Lists the syscall groups and their members, a group's members, or the groups that\n"
    "hold a syscall.\n"
    "  -h, --help              print this help\n";

const char learn_usage[] =
    "usage: warden learn [-o FILE] [--base PROFILE] -- COMMAND [ARGS...]\n"
    "\n"
    "Runs COMMAND without a jail, records its syscalls and paths, and writes a draft\n"
    "profile.\n"
    "  -o, --output FILE       write the draft to FILE (default: stdout, after the command)\n"
    "  --base PROFILE          the profile the draft extends (default: base)\n"
    "  -h, --help              print this help\n";

const char warden_usage[] =
    "usage: warden COMMAND [OPTIONS] [ARGS...]\n"
    "       warden --help | --version\n"
    "\n"
    "Commands: run, serve, mcp, check, profile, syscalls, learn; `warden COMMAND --help`\n"
    "prints one command's help.\n"
    "  -h, --help              print this help, with every command's\n"
    "  -V, --version           print warden's version\n";

int cli_usage(const char *text, bool help)
{
    if (help) {
        fputs(text, stdout);
        return 0;
    }
    const char *end = strstr(text, "\n\n");
    fwrite(text, 1, end ? (size_t)(end - text) + 1 : strlen(text), stderr);
    return EXIT_USAGE;
}

bool cli_is_help(const char *arg)
{
    return strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0;
}
