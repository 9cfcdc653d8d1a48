/* End-to-end tests of `warden check` (the syscall policy tests, run in real
 * jails) and `warden learn`, as root and as uid 65534. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"

static void check_passes(const char *profile, bool rootless)
{
#if defined(__SANITIZE_ADDRESS__)
    /* In ASan builds an in-process payload gets no address-space limit (its
     * shadow memory would not fit), so rootless, where no memory cgroup can
     * stand in, nothing holds MemoryMax and check rightly says so. */
    if (rootless)
        cr_skip_test("ASan build: rootless in-process jails have no memory limit to check");
#endif
    struct e2e_run run;
    const char *args[] = {"check", "-p", profile, NULL};
    e2e_warden(&run, rootless, args);
    cr_assert_eq(run.exit_code, 0, "warden check -p %s: exit %d\n%s%s", profile, run.exit_code,
                 run.out, run.err);
    cr_assert(strstr(run.out, " 0 failed,"), "%s", run.out);
    cr_assert(strstr(run.out, "the real filter: ptrace"), "%s", run.out);
    e2e_free(&run);
}

Test(check, builtin_default, .timeout = 60)
{
    check_passes("default", false);
}
Test(check, builtin_strict, .timeout = 60)
{
    check_passes("strict", false);
}
Test(check, builtin_cpython, .timeout = 60)
{
    check_passes("cpython", false);
}
Test(check, builtin_cpython_loopback, .timeout = 60)
{
    check_passes("cpython-loopback", false);
}
Test(check, builtin_base_though_abstract, .timeout = 60)
{
    check_passes("base", false);
}
Test(check, builtin_default_rootless, .timeout = 60)
{
    check_passes("default", true);
}
Test(check, builtin_cpython_rootless, .timeout = 60)
{
    check_passes("cpython", true);
}
Test(check, builtin_strict_rootless, .timeout = 60)
{
    check_passes("strict", true);
}

/* workspace: a stand-in project is bound read-write and proven writable, and
 * where the kernel has Landlock its wall is proven by a write the mounts
 * would let through. */
static void workspace_check(bool rootless)
{
#if defined(__SANITIZE_ADDRESS__)
    if (rootless) /* as in check_passes */
        cr_skip_test("ASan build: rootless in-process jails have no memory limit to check");
#endif
    struct e2e_run run;
    const char *args[] = {"check", "-p", "workspace", NULL};
    e2e_warden(&run, rootless, args);
    cr_assert_eq(run.exit_code, 0, "%s%s", run.out, run.err);
    cr_assert(strstr(run.out, " 0 failed,"), "%s", run.out);
    cr_assert(strstr(run.out, "(bound read-write)"), "%s", run.out);
    bool landlock = syscall(SYS_landlock_create_ruleset, NULL, 0, 1U) > 0;
    cr_assert_eq(strstr(run.out, "write /proc/self/comm (Landlock)") != NULL, landlock, "%s",
                 run.out);
    e2e_free(&run);
}
Test(check, builtin_workspace, .timeout = 120) { workspace_check(false); }
Test(check, builtin_workspace_rootless, .timeout = 120) { workspace_check(true); }

/* The row for probe in the JSON report. */
static json_t *row(const struct e2e_run *run, const char *probe)
{
    size_t i;
    json_t *r;
    json_array_foreach(json_object_get(run->json, "probes"), i, r)
    {
        if (strcmp(json_string_value(json_object_get(r, "probe")), probe) == 0)
            return r;
    }
    cr_assert_fail("no probe '%s' in %s", probe, run->out);
    return NULL;
}

static const char *field(const struct e2e_run *run, const char *probe, const char *key)
{
    return json_string_value(json_object_get(row(run, probe), key));
}

Test(check, json_report_names_what_it_saw, .timeout = 60)
{
    struct e2e_run run;
    const char *args[] = {"check", "-p", "cpython-loopback", "--json", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert(run.json, "%s", run.out);
    cr_assert_eq(json_integer_value(json_object_get(run.json, "failed")), 0);
    cr_assert_str_eq(field(&run, "ptrace", "observed"), "denied");
    cr_assert_str_eq(field(&run, "clone(CLONE_NEWUSER)", "observed"), "denied");
    cr_assert_str_eq(field(&run, "socket(AF_INET, SOCK_STREAM)", "observed"), "allowed");
    cr_assert_str_eq(field(&run, "socket(AF_PACKET, SOCK_RAW)", "observed"), "denied");
    cr_assert_str_eq(field(&run, "network: 127.0.0.1 (loopback)", "observed"), "reachable");
    cr_assert_str_eq(field(&run, "network: 192.0.2.1 (anywhere outside)", "expected"),
                     "unreachable");
    cr_assert_str_eq(field(&run, "read /usr (bound)", "observed"), "readable");
    cr_assert_str_eq(field(&run, "write /usr (bound read-only)", "observed"),
                     "not writable (EROFS)");
    cr_assert_str_eq(field(&run, "limit: TasksMax=64", "result"), "pass");
    cr_assert_str_eq(field(&run, "limit: MemoryMax=512M", "result"), "pass");
    cr_assert_str_eq(field(&run, "the real filter: ptrace", "observed"),
                     "killed, reported as ptrace");
    cr_assert_str_eq(field(&run, "[Expect] Readable=/usr/lib/python3", "result"), "pass");
    e2e_free(&run);
}

/* The profile says it denies socket; it extends cpython, which allows it. */
Test(check, catches_a_profile_that_claims_a_denial_it_does_not_make, .timeout = 60)
{
    const char *liar = e2e_temp_file("liar.conf", "[Profile]\nExtends=cpython\n"
                                                  "[Expect]\nDenied=ptrace socket\n"
                                                  "Allowed=mount\nNotReadable=/usr/bin\n");
    struct e2e_run run;
    const char *args[] = {"check", "-p", liar, "--json", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 1, "%s%s", run.out, run.err);
    cr_assert_eq(json_integer_value(json_object_get(run.json, "failed")), 3);
    cr_assert_str_eq(field(&run, "[Expect] Denied=socket", "result"), "fail");
    cr_assert_str_eq(field(&run, "[Expect] Denied=socket", "observed"), "allowed: socket");
    cr_assert_str_eq(field(&run, "[Expect] Denied=ptrace", "result"), "pass");
    cr_assert_str_eq(field(&run, "[Expect] Allowed=mount", "observed"), "denied: mount");
    cr_assert_str_eq(field(&run, "[Expect] NotReadable=/usr/bin", "observed"), "readable");
    e2e_free(&run);

    /* The table says the same to a person. */
    const char *plain[] = {"check", "-p", liar, NULL};
    e2e_warden(&run, false, plain);
    cr_assert_eq(run.exit_code, 1);
    cr_assert(strstr(run.out, "[Expect] Denied=socket"), "%s", run.out);
    cr_assert(strstr(run.out, "FAIL\n"), "%s", run.out);
    cr_assert(strstr(run.out, "3 failed"), "%s", run.out);
    e2e_free(&run);
}

Test(check, errno_profiles_and_deny_lists, .timeout = 60)
{
    const char *p = e2e_temp_file("errno.conf", "[Profile]\nExtends=strict\n[Jail]\n"
                                                "SystemCallFilter=\nSystemCallFilter=~@resources\n"
                                                "SystemCallFilter=uname:EACCES\n"
                                                "SystemCallErrorNumber=EPERM\n"
                                                "[Expect]\nDenied=setrlimit uname\n"
                                                "Allowed=openat getpid\n");
    struct e2e_run run;
    const char *args[] = {"check", "-p", p, "--json", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 0, "%s", run.out);
    cr_assert_str_eq(field(&run, "the real filter: ptrace", "observed"), "errno EPERM");
    e2e_free(&run);
}

Test(check, refuses_a_profile_that_uses_the_sentinel)
{
    const char *p = e2e_temp_file("sentinel.conf", "[Profile]\nExtends=strict\n[Jail]\n"
                                                   "SystemCallFilter=uname:ENOTRECOVERABLE\n");
    struct e2e_run run;
    const char *args[] = {"check", "-p", p, NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 78);
    cr_assert(strstr(run.err, "ENOTRECOVERABLE"), "%s", run.err);
    e2e_free(&run);
}

Test(check, an_imported_oci_profile, .timeout = 60)
{
    const char *json = e2e_temp_file(
        "oci.json",
        "{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": ["
        "{\"names\": [\"read\", \"write\", \"close\", \"mmap\", \"munmap\", \"brk\", "
        "\"exit_group\", \"rt_sigaction\", \"rt_sigprocmask\", \"fcntl\", \"openat\", "
        "\"unlinkat\", \"socket\", \"connect\", \"bind\", \"listen\", \"getsockname\", "
        "\"wait4\", \"pipe2\", \"kill\", \"ptrace\"], \"action\": \"SCMP_ACT_ALLOW\"},"
        "{\"names\": [\"clone\"], \"action\": \"SCMP_ACT_ALLOW\", \"args\": [{\"index\": 0, "
        "\"value\": 2114060288, \"op\": \"SCMP_CMP_MASKED_EQ\"}]},"
        "{\"names\": [\"getpgid\"], \"action\": \"SCMP_ACT_ALLOW\", \"args\": [{\"index\": 0, "
        "\"value\": 0, \"op\": \"SCMP_CMP_EQ\"}]}]}");
    char text[512];
    snprintf(text, sizeof text,
             "[Profile]\nExtends=base\n[Jail]\nSystemCallFilterFile=%s\nTasksMax=8\n"
             "[Expect]\nAllowed=clone read\nDenied=getpid ptrace\n",
             json);
    const char *p = e2e_temp_file("oci.conf", text);
    struct e2e_run run;
    const char *args[] = {"check", "-p", p, "--json", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 0, "%s%s", run.out, run.err);
    cr_assert_str_eq(field(&run, "openat", "observed"), "allowed (the kernel said EFAULT)");
    /* While checking, the file's default action gives way to the sentinel;
     * the real filter's row shows the file's errno. */
    cr_assert_str_eq(field(&run, "getppid", "observed"), "denied");
    cr_assert_str_eq(field(&run, "clone(SIGCHLD), a fork", "observed"), "allowed");
    cr_assert_str_eq(field(&run, "clone(CLONE_NEWUSER)", "observed"), "denied");
    cr_assert_str_eq(field(&run, "the real filter: ptrace", "observed"), "errno EPERM");
    e2e_free(&run);
}

Test(check, learn_drafts_a_profile_that_check_and_run_accept, .timeout = 90)
{
    /* python3 reads its working folder (sys.path[0]); / keeps the draft to
     * what python3 itself needs. */
    cr_assert_eq(chdir("/"), 0);
    const char *draft = e2e_temp_file("draft.conf", "");
    struct e2e_run run;
    const char *learn[] = {
        "learn", "-o", draft, "--", "/usr/bin/python3", "-c", "import json; print(json.dumps([1]))",
        NULL};
    e2e_warden(&run, false, learn);
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert_str_eq(run.out, "[1]\n", "the command's output passes through");
    e2e_free(&run);

    FILE *f = fopen(draft, "r");
    char text[8192] = "";
    cr_assert(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    cr_assert(strstr(text, "Extends=base\n"), "%s", text);
    cr_assert(strstr(text, "ReadOnlyPaths=") && strstr(text, " /usr"), "%s", text);
    cr_assert(strstr(text, "/lib64"), "the ELF interpreter the kernel opened: %s", text);
    cr_assert(strstr(text, "SystemCallFilter=") && strstr(text, " execve "), "%s", text);
    cr_assert(!strstr(text, "/proc"), "%s", text);

    const char *check[] = {"check", "-p", draft, NULL};
    e2e_warden(&run, false, check);
    cr_assert_eq(run.exit_code, 0, "%s", run.out);
    e2e_free(&run);

    const char *again[] = {
        "run", "-p", draft, "--", "/usr/bin/python3", "-c", "import json; print(json.dumps([2]))",
        NULL};
    e2e_warden(&run, false, again);
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert_str_eq(run.out, "[2]\n");
    e2e_free(&run);
}

Test(check, learn_rootless_and_to_stdout, .timeout = 60)
{
    struct e2e_run run;
    const char *learn[] = {"learn", "--", "/bin/sh", "-c", "echo hi; cat /etc/hostname >/dev/null",
                           NULL};
    e2e_warden(&run, true, learn);
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert(strncmp(run.out, "# Drafted by `warden learn`", 27) == 0, "%s", run.out);
    cr_assert(strstr(run.out, "/etc/hostname"), "%s", run.out);
    cr_assert(strstr(run.err, "hi\n"), "the command's stdout went to stderr: %s", run.err);
    e2e_free(&run);
}

/* README's flow: `warden learn -o draft.conf -- /usr/bin/python3 train.py`, run
 * from the project's folder, then check and run the draft. The draft binds the
 * script's folder and starts there; what it wrote under /tmp goes to the
 * jail's own /tmp, beside the bound folder (also under /tmp here). */
Test(check, learn_of_a_script_in_its_folder_runs_it_again, .timeout = 120)
{
    const char *script =
        e2e_temp_file("train.py", "import json\n"
                                  "params = json.load(open('params.json'))\n"
                                  "open('/tmp/warden-e2e-learn-out', 'w').write('x')\n"
                                  "print('epochs', params['epochs'])\n");
    e2e_temp_file("params.json", "{\"epochs\": 3}\n");
    char folder[256];
    snprintf(folder, sizeof folder, "%s", script);
    *strrchr(folder, '/') = '\0';
    cr_assert_eq(chdir(folder), 0);
    const char *draft = e2e_temp_file("draft.conf", "");
    struct e2e_run run;
    const char *learn[] = {"learn",    "-o",        draft, "--", "/usr/bin/python3",
                           "train.py", "--dry-run", NULL};
    e2e_warden(&run, false, learn);
    unlink("/tmp/warden-e2e-learn-out");
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    e2e_free(&run);
    char text[8192] = "", expected[300];
    FILE *f = fopen(draft, "r");
    cr_assert(f);
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    snprintf(expected, sizeof expected, "WorkingDirectory=%s\n", folder);
    cr_assert(strstr(text, expected), "%s", text);
    snprintf(expected, sizeof expected, " %s ", folder);
    cr_assert(strstr(text, expected), "the script's folder is bound: %s", text);

    const char *check[] = {"check", "-p", draft, NULL};
    e2e_warden(&run, false, check);
    cr_assert_eq(run.exit_code, 0, "%s", run.out);
    e2e_free(&run);

    const char *again[] = {"run", "-p", draft, "--", "/usr/bin/python3", "train.py", NULL};
    e2e_warden(&run, false, again);
    cr_assert_eq(run.exit_code, 0, "%s", run.err);
    cr_assert_str_eq(run.out, "epochs 3\n");
    e2e_free(&run);
}
