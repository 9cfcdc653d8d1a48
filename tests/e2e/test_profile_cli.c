/* End-to-end tests of `warden profile list|show|lint|diff` and `warden
 * syscalls`, and of the search path as `warden run` sees it: the real binary,
 * with $XDG_CONFIG_HOME pointing at a folder of the test's own. */
#include <criterion/criterion.h>
#include <seccomp.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"

/* A fresh $XDG_CONFIG_HOME/warden/profiles for this test (Criterion runs
 * each test in its own process, so setenv stays in it). */
static char profiles[256];

static void use_config_home(void)
{
    char home[] = "/tmp/warden-e2e-config-XXXXXX";
    cr_assert(mkdtemp(home));
    chmod(home, 0755);
    setenv("XDG_CONFIG_HOME", home, 1);
    snprintf(profiles, sizeof profiles, "%s/warden", home);
    mkdir(profiles, 0755);
    snprintf(profiles, sizeof profiles, "%s/warden/profiles", home);
    mkdir(profiles, 0755);
}

static void remove_config_home(void)
{
    const char *home = getenv("XDG_CONFIG_HOME");
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    if (home && strncmp(home, "/tmp/warden-e2e-config-", 23) == 0 && system(cmd) != 0)
        cr_log_warn("could not remove %s", home);
}

static void put(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", profiles, name);
    char *slash = strrchr(path, '/');
    *slash = '\0';
    mkdir(path, 0755);
    *slash = '/';
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs(text, f);
    fclose(f);
}

#define RUN(run, ...) e2e_warden(run, false, (const char *[]){__VA_ARGS__, NULL})

Test(profile_cli, list_names_builtins_and_the_callers_own, .init = use_config_home,
     .fini = remove_config_home)
{
    put("team.conf", "[Profile]\nDescription=our team\nExtends=cpython\n");
    put("strict.conf", "[Profile]\nDescription=our strict\nExtends=cpython\n");
    struct e2e_run run;
    RUN(&run, "profile", "list");
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert(strstr(run.out, "base "), "%s", run.out);
    cr_assert(strstr(run.out, "(abstract) Common settings"), "%s", run.out);
    cr_assert(strstr(run.out, "cpython-loopback "), "%s", run.out);
    cr_assert(strstr(run.out, "our team"), "%s", run.out);
    cr_assert(strstr(run.out, "strict.conf"), "the caller's strict hides the built-in: %s",
              run.out);
    cr_assert(strstr(run.out, "our strict"));
    e2e_free(&run);
}

Test(profile_cli, show_names_the_line_behind_each_value, .init = use_config_home,
     .fini = remove_config_home)
{
    put("cpython.conf.d/10-memory.conf", "# more room\n[Jail]\nMemoryMax=1G\n");
    struct e2e_run run;
    RUN(&run, "profile", "show", "cpython");
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    char want[512];
    snprintf(want, sizeof want, "# %s/cpython.conf.d/10-memory.conf:3", profiles);
    const char *line = strstr(run.out, "MemoryMax=1G");
    cr_assert(line && strstr(line, want) && strstr(line, want) < strchr(line, '\n'), "%s", run.out);
    cr_assert(strstr(run.out, "TasksMax=64"), "%s", run.out);
    cr_assert(strstr(run.out, "# profiles/builtin/cpython.conf:13"), "%s", run.out);
    cr_assert(strstr(run.out, "CPUTimeSec=infinity"), "%s", run.out);
    cr_assert(strstr(run.out, "# default"), "%s", run.out);
    cr_assert(strstr(run.out, "failing with a fixed errno (2): clone3:ENOSYS openat2:ENOSYS"), "%s", run.out);
    e2e_free(&run);

    RUN(&run, "profile", "show", "cpython", "--json");
    cr_assert_eq(run.exit_code, 0);
    cr_assert(run.json, "%s", run.out);
    json_t *settings = json_object_get(run.json, "settings");
    size_t i;
    json_t *s;
    bool found = false;
    json_array_foreach(settings, i, s)
    {
        if (strcmp(json_string_value(json_object_get(s, "key")), "MemoryMax") != 0)
            continue;
        found = true;
        cr_assert_str_eq(json_string_value(json_object_get(s, "value")), "1G");
        cr_assert(strstr(json_string_value(json_object_get(s, "origin")), "10-memory.conf:3"));
    }
    cr_assert(found);
    json_t *sys = json_object_get(run.json, "syscalls");
    cr_assert_str_eq(json_string_value(json_object_get(sys, "deny_action")), "kill");
    cr_assert_gt(json_array_size(json_object_get(sys, "allowed")), 100);
    e2e_free(&run);
}

Test(profile_cli, lint_prints_every_error_and_exits_78, .init = use_config_home,
     .fini = remove_config_home)
{
    const char *good = e2e_temp_file("good.conf", "[Profile]\nExtends=cpython\n");
    const char *bad = e2e_temp_file("bad.conf", "[Profile]\nExtends=cpython\n[Jail]\n"
                                                "MemoryMax=lots\nNoSuchKey=1\n"
                                                "SystemCallFilter=read \\\n  nosuchcall\n");
    struct e2e_run run;
    RUN(&run, "profile", "lint", good);
    cr_assert_eq(run.exit_code, 0, "%s%s", run.out, run.err);
    cr_assert_str_eq(run.out, "");
    e2e_free(&run);

    RUN(&run, "profile", "lint", good, bad);
    cr_assert_eq(run.exit_code, 78);
    char want[1024];
    snprintf(want, sizeof want,
             "%s:4: MemoryMax=: expected a size such as 512M, or infinity, not 'lots'\n"
             "%s:5: unknown key 'NoSuchKey' in [Jail]\n"
             "%s:6: SystemCallFilter=: 'nosuchcall' is not a syscall libseccomp knows\n",
             bad, bad, bad);
    cr_assert_str_eq(run.out, want);
    e2e_free(&run);

    /* The same file through run stops at the first error, exit 78 too. */
    RUN(&run, "run", "-p", bad, "--", "true");
    cr_assert_eq(run.exit_code, 78);
    snprintf(want, sizeof want, "%s:4: MemoryMax=", bad);
    cr_assert(strncmp(run.err, want, strlen(want)) == 0, "%s", run.err);
    e2e_free(&run);
}

Test(profile_cli, diff_shows_what_each_allows, .init = use_config_home, .fini = remove_config_home)
{
    struct e2e_run run;
    RUN(&run, "profile", "diff", "cpython", "strict");
    cr_assert_eq(run.exit_code, 1);
    const char *a = strstr(run.out, "cpython allows, strict does not:");
    const char *b = strstr(run.out, "strict allows, cpython does not:");
    cr_assert(a && b && a < b, "%s", run.out);
    cr_assert(strstr(a, "MemoryMax=512M (the other: 128M)") < b, "%s", run.out);
    cr_assert(strstr(a, "read /etc/ssl") < b, "%s", run.out);
    cr_assert(strstr(b, "syscalls ("), "@system-service has calls @warden-cpython lacks");
    cr_assert(strstr(b, " setrlimit"), "%s", b);
    e2e_free(&run);

    RUN(&run, "profile", "diff", "cpython", "cpython-loopback");
    cr_assert_eq(run.exit_code, 1);
    cr_assert(strstr(run.out, "cpython-loopback allows, cpython does not:\n"
                              "  network: 127.0.0.1 (Loopback=yes)\n"),
              "%s", run.out);
    e2e_free(&run);

    RUN(&run, "profile", "diff", "strict", "strict");
    cr_assert_eq(run.exit_code, 0);
    cr_assert_str_eq(run.out, "strict and strict allow the same\n");
    e2e_free(&run);

    RUN(&run, "profile", "diff", "strict", "no-such-profile");
    cr_assert_eq(run.exit_code, 66);
    e2e_free(&run);
}

Test(profile_cli, syscalls_lists_groups_and_members)
{
    struct e2e_run run;
    RUN(&run, "syscalls");
    cr_assert_eq(run.exit_code, 0);
    cr_assert(strstr(run.out, "\n@mount: chroot fsconfig"), "%s", run.out);
    cr_assert(strstr(run.out, "@warden-cpython: @default"));
    e2e_free(&run);

    /* An older libseccomp than this machine's may not know Landlock's calls:
     * warden says so beside each, rather than dropping them. */
    static const char *const sandbox[] = {"landlock_add_rule", "landlock_create_ruleset",
                                          "landlock_restrict_self", "seccomp"};
    char expected[512] = "";
    for (size_t i = 0; i < 4; i++)
        snprintf(expected + strlen(expected), sizeof expected - strlen(expected), "%s%s\n",
                 sandbox[i],
                 seccomp_syscall_resolve_name_arch(SCMP_ARCH_NATIVE, sandbox[i]) >= 0
                     ? ""
                     : "  (not on this architecture)");
    RUN(&run, "syscalls", "@sandbox");
    cr_assert_str_eq(run.out, expected);
    e2e_free(&run);

    RUN(&run, "syscalls", "ptrace");
    cr_assert(strstr(run.out, "@debug\n") && strstr(run.out, "@warden-forbidden\n"), "%s", run.out);
    e2e_free(&run);

    RUN(&run, "syscalls", "@nope");
    cr_assert_eq(run.exit_code, 66);
    e2e_free(&run);
}

Test(profile_cli, run_applies_dropins_from_the_search_path, .init = use_config_home,
     .fini = remove_config_home, .timeout = 30)
{
    put("strict.conf.d/50-env.conf", "[Jail]\nEnvironment=\"GREETING=hello there\"\n");
    struct e2e_run run;
    RUN(&run, "run", "--", "sh", "-c", "echo $GREETING");
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert_str_eq(run.out, "hello there\n");
    e2e_free(&run);
}

Test(profile_cli, abstract_and_unknown_profiles)
{
    struct e2e_run run;
    RUN(&run, "run", "-p", "base", "--", "true");
    cr_assert_eq(run.exit_code, 78);
    cr_assert(strstr(run.err, "abstract"), "%s", run.err);
    e2e_free(&run);
    RUN(&run, "profile", "show", "nope");
    cr_assert_eq(run.exit_code, 66);
    cr_assert_str_eq(run.err, "profile 'nope' not found\n");
    e2e_free(&run);
}
