/* cmd_learn: `warden learn -- COMMAND` (being written). */
#include <stdio.h>

#include "cli/commands.h"

int cmd_learn(int argc, char **argv)
{
    fprintf(stderr, "warden learn: not yet\n");
    return EXIT_UNAVAILABLE;
}
