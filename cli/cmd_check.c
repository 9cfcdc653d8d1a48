/* cmd_check: `warden check -p PROFILE [--json] [--verbose]`, the syscall
 * policy tests (profiles/check.c): a table of probe, expected, observed and
 * pass or fail; non-zero when the kernel did not do what the profile says. */
#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "jail/seccomp_cache.h"
#include "profiles/check.h"

#define EXIT_CHECK_FAILED 1

static const char *const result_names[] = {"pass", "FAIL", "skip"};
static const char *const kind_names[] = {"group",   "syscall", "notable", "files", "network",
                                         "process", "limit",   "filter",  "expect"};

static bool shown(const struct check_row *row, bool verbose)
{
    /* One line per syscall is for --verbose, unless it failed. */
    return row->kind != ROW_SYSCALL || verbose || row->result == CHECK_FAIL;
}

static void print_table(const struct profile *p, const struct check_report *r, bool verbose)
{
    printf("warden check: profile '%s' (while checking, denied calls fail with %s instead of "
           "killing the jail; the last probe uses the real filter)\n",
           p->name, strerrorname_np(CHECK_SENTINEL));
    int wp = 5, we = 8, wo = 8;
    for (size_t i = 0; i < r->count; i++) {
        if (!shown(&r->rows[i], verbose))
            continue;
        int n = (int)strlen(r->rows[i].probe);
        wp = n > wp ? n : wp;
        n = (int)strlen(r->rows[i].expected);
        we = n > we ? n : we;
        n = (int)strlen(r->rows[i].observed);
        wo = n > wo && n < 60 ? n : wo;
    }
    printf("%-*s  %-*s  %-*s  %s\n", wp, "PROBE", we, "EXPECTED", wo, "OBSERVED", "RESULT");
    for (size_t i = 0; i < r->count; i++) {
        const struct check_row *row = &r->rows[i];
        if (shown(row, verbose))
            printf("%-*s  %-*s  %-*s  %s\n", wp, row->probe, we, row->expected, wo, row->observed,
                   result_names[row->result]);
    }
    printf("%zu probes: %zu passed, %zu failed, %zu not probed\n", r->count, r->passed, r->failed,
           r->skipped);
}

static void print_json(const struct profile *p, const struct check_report *r)
{
    json_t *rows = json_array();
    for (size_t i = 0; i < r->count; i++) {
        const struct check_row *row = &r->rows[i];
        json_array_append_new(rows, json_pack("{s:s, s:s, s:s, s:s, s:s}", "probe", row->probe,
                                              "kind", kind_names[row->kind], "expected",
                                              row->expected, "observed", row->observed, "result",
                                              row->result == CHECK_PASS   ? "pass"
                                              : row->result == CHECK_FAIL ? "fail"
                                                                          : "skip"));
    }
    json_t *j =
        json_pack("{s:s, s:s, s:I, s:I, s:I, s:o}", "profile", p->name, "sentinel",
                  strerrorname_np(CHECK_SENTINEL), "passed", (json_int_t)r->passed, "failed",
                  (json_int_t)r->failed, "skipped", (json_int_t)r->skipped, "probes", rows);
    json_dumpf(j, stdout, JSON_COMPACT);
    fputc('\n', stdout);
    json_decref(j);
}

/* The stand-in workspace and whatever the probes left in it. */
static void remove_tree(const char *dir)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf -- '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "warden check: could not remove %s\n", dir);
}

int cmd_check(int argc, char **argv)
{
    static const struct option longs[] = {{"profile", required_argument, 0, 'p'},
                                          {"json", no_argument, 0, 'j'},
                                          {"verbose", no_argument, 0, 'v'},
                                          {"help", no_argument, 0, 'h'},
                                          {0, 0, 0, 0}};
    const char *name = NULL;
    bool json = false, verbose = false;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "p:vh", longs, NULL)) != -1) {
        switch (c) {
        case 'p':
            name = optarg;
            break;
        case 'j':
            json = true;
            break;
        case 'v':
            verbose = true;
            break;
        case 'h':
            return cli_usage(check_usage, true);
        default: /* getopt said what was wrong */
            return cli_usage(check_usage, false);
        }
    }
    if (!name || optind != argc)
        return cli_usage(check_usage, false);
    struct profile profile;
    char err[PROFILE_ERR_MAX];
    int rc = profile_load(name, profile_search_path(), &profile, err, sizeof err);
    if (rc < 0) {
        fprintf(stderr, "%s\n", err);
        return rc == -ENOENT ? EXIT_NOINPUT : EXIT_CONFIG;
    }
    /* BindWorkingDirectory=: a fresh folder of the caller's stands in for a
     * project, so that the rows cover a writable workspace. */
    char workspace[] = "/tmp/warden-check-workspace-XXXXXX";
    bool made = profile.bind_working_directory && mkdtemp(workspace);
    if (made && profile_set_workspace(&profile, workspace) < 0) {
        fprintf(stderr, "warden check: out of memory\n");
        rmdir(workspace);
        profile_free(&profile);
        return EXIT_OSERR;
    }
    struct check_report report;
    rc = check_profile(&profile, seccomp_cache_dir(), &report, err, sizeof err);
    if (made)
        remove_tree(workspace);
    if (rc < 0) {
        fprintf(stderr, "warden check: %s\n", err);
        profile_free(&profile);
        return rc == -EINVAL ? EXIT_CONFIG : EXIT_OSERR;
    }
    if (json)
        print_json(&profile, &report);
    else
        print_table(&profile, &report, verbose);
    int status = report.failed ? EXIT_CHECK_FAILED : 0;
    check_report_free(&report);
    profile_free(&profile);
    return status;
}
