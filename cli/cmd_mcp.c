/* cmd_mcp: `warden mcp`, a stdio MCP server in front of warden serve. */
#include <stdio.h>

#include "cli/commands.h"

int cmd_mcp(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "warden mcp: not yet\n");
    return EXIT_UNAVAILABLE;
}
