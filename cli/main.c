/* warden's command line: dispatches to the subcommands. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: warden run [-p PROFILE] [--json] -- COMMAND [ARGS...]\n");
        return 64;
    }
    fprintf(stderr, "warden: unknown command '%s'\n", argv[1]);
    return 64;
}
