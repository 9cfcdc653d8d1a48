/* cmd_learn: `warden learn [-o FILE] [--base PROFILE] -- COMMAND [ARGS...]`
 * runs COMMAND (on the host, as the caller, without a jail) under a seccomp
 * filter that reports every call, and writes a draft profile of the syscalls
 * and paths it used (profiles/learn.c). Without -o the draft goes to stdout
 * after the command ends, and the command's own stdout to stderr, so that
 * the two do not mix. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "profiles/learn.h"

int cmd_learn(int argc, char **argv)
{
    static const struct option longs[] = {
        {"output", required_argument, 0, 'o'},
        {"base", required_argument, 0, 'b'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    const char *output = NULL, *base = "base";
    int c;
    bool bad = false;
    optind = 1;
    while ((c = getopt_long(argc, argv, "+o:h", longs, NULL)) != -1) {
        if (c == 'h')
            return cli_usage(learn_usage, true);
        if (c == 'o')
            output = optarg;
        else if (c == 'b')
            base = optarg;
        else
            bad = true;
    }
    if (bad || optind >= argc || strcmp(argv[optind - 1], "--") != 0)
        return cli_usage(learn_usage, false);
    FILE *out = stdout;
    if (output && !(out = fopen(output, "we"))) {
        fprintf(stderr, "warden learn: %s: %s\n", output, strerror(errno));
        return EXIT_CANTCREAT;
    }
    struct learn_log log;
    char err[256];
    char *const *command = argv + optind;
    int rc = learn_run(command, output ? STDOUT_FILENO : STDERR_FILENO, &log, err, sizeof err);
    if (rc < 0) {
        fprintf(stderr, "warden learn: %s\n", err);
        if (output)
            fclose(out);
        return EXIT_OSERR;
    }
    if (log.exit_code)
        fprintf(stderr,
                "warden learn: %s exited with status %d; the draft shows what it did "
                "until then\n",
                command[0], log.exit_code);
    learn_draft(&log, command, base, out);
    learn_log_free(&log);
    if (output && fclose(out) != 0) {
        fprintf(stderr, "warden learn: %s: %s\n", output, strerror(errno));
        return EXIT_CANTCREAT;
    }
    return 0;
}
