/* profile_policy: SystemCallFilterFile= (OCI seccomp JSON) import, and the
 * policy a profile resolves to (profiles/policy.c), which `warden check` and
 * `warden profile diff` rely on. */
#include <criterion/criterion.h>

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#include "profiles/oci.h"
#include "profiles/policy.h"

static const uint64_t no_args[6];

static struct profile load_text(const char *text)
{
    struct profile p;
    char err[PROFILE_ERR_MAX];
    int rc = profile_load_text("t.conf", text, strlen(text), NULL, &p, err, sizeof err);
    cr_assert_eq(rc, 0, "%s", err);
    return p;
}

static int decide(const struct profile *p, int nr, const uint64_t args[6])
{
    struct policy *policy = malloc(sizeof *policy);
    cr_assert_eq(policy_resolve(p, -1, policy), 0);
    int v = policy_decide(policy, nr, args);
    free(policy);
    return v;
}

/* ---- the policy ---------------------------------------------------------------- */

Test(policy, allow_list_deny_list_and_errno_tokens)
{
    struct profile p = load_text("[Jail]\nSystemCallFilter=@warden-ast uname:EPERM\n");
    cr_assert_eq(decide(&p, SYS_read, no_args), 0);
    cr_assert_eq(decide(&p, SYS_openat, no_args), -1, "not in the list: kill and report");
    cr_assert_eq(decide(&p, SYS_uname, no_args), EPERM);
    cr_assert_eq(decide(&p, SYS_clone3, no_args), ENOSYS, "clone3 always gets ENOSYS");
    profile_free(&p);

    p = load_text("[Jail]\nSystemCallFilter=~@mount chroot\nSystemCallErrorNumber=EACCES\n");
    cr_assert_eq(decide(&p, SYS_openat, no_args), 0);
    cr_assert_eq(decide(&p, SYS_chroot, no_args), EACCES);
    cr_assert_eq(decide(&p, SYS_mount, no_args), EACCES);
    cr_assert_eq(decide(&p, SYS_ptrace, no_args), EACCES, "@warden-forbidden whatever the list");
    profile_free(&p);
}

Test(policy, no_filter_means_a_deny_list_of_nothing)
{
    struct profile p = load_text("[Jail]\nMemoryMax=1G\n");
    cr_assert_eq(decide(&p, SYS_openat, no_args), 0);
    cr_assert_eq(decide(&p, SYS_bpf, no_args), -1);
    profile_free(&p);
}

Test(policy, warden_checks_arguments_of_four_calls)
{
    struct profile p = load_text("[Jail]\nSystemCallFilter=@system-service\n");
    uint64_t a[6] = {AF_UNIX, SOCK_STREAM};
    cr_assert_eq(decide(&p, SYS_socket, a), 0);
    a[0] = AF_INET, a[1] = SOCK_DGRAM | SOCK_CLOEXEC;
    cr_assert_eq(decide(&p, SYS_socket, a), 0);
    a[1] = SOCK_RAW;
    cr_assert_eq(decide(&p, SYS_socket, a), -1);
    a[0] = AF_NETLINK;
    cr_assert_eq(decide(&p, SYS_socket, a), -1);
    uint64_t c[6] = {SIGCHLD};
    cr_assert_eq(decide(&p, SYS_clone, c), 0);
    c[0] |= CLONE_NEWUSER;
    cr_assert_eq(decide(&p, SYS_clone, c), -1);
    uint64_t io[6] = {0, TIOCSTI};
    cr_assert_eq(decide(&p, SYS_ioctl, io), -1);
    io[1] = FIONREAD;
    cr_assert_eq(decide(&p, SYS_ioctl, io), 0);
    profile_free(&p);
}

/* ---- OCI import ---------------------------------------------------------------- */

static const char docker_like[] =
    "{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"defaultErrnoRet\": 1,"
    " \"architectures\": [\"SCMP_ARCH_X86_64\"],"
    " \"syscalls\": ["
    "  {\"names\": [\"read\", \"write\", \"close\", \"no_such_call_anywhere\"],"
    "   \"action\": \"SCMP_ACT_ALLOW\"},"
    "  {\"names\": [\"getpgid\"], \"action\": \"SCMP_ACT_ALLOW\","
    "   \"args\": [{\"index\": 0, \"value\": 0, \"op\": \"SCMP_CMP_EQ\"}]},"
    "  {\"names\": [\"getpid\"], \"action\": \"SCMP_ACT_ALLOW\","
    "   \"args\": [{\"index\": 0, \"value\": 1, \"op\": \"SCMP_CMP_EQ\"},"
    "            {\"index\": 0, \"value\": 2, \"op\": \"SCMP_CMP_EQ\"}]},"
    "  {\"names\": [\"clone\"], \"action\": \"SCMP_ACT_ALLOW\","
    "   \"args\": [{\"index\": 0, \"value\": 2114060288, \"op\": \"SCMP_CMP_MASKED_EQ\"}],"
    "   \"excludes\": {\"caps\": [\"CAP_SYS_ADMIN\"]}},"
    "  {\"names\": [\"mount\", \"sethostname\"], \"action\": \"SCMP_ACT_ALLOW\","
    "   \"includes\": {\"caps\": [\"CAP_SYS_ADMIN\"]}},"
    "  {\"names\": [\"uname\"], \"action\": \"SCMP_ACT_ALLOW\","
    "   \"includes\": {\"arches\": [\"s390x\"]}},"
    "  {\"names\": [\"chmod\"], \"action\": \"SCMP_ACT_ERRNO\", \"errnoRet\": 13},"
    "  {\"names\": [\"kill\"], \"action\": \"SCMP_ACT_KILL\"}"
    " ]}";

static void assert_tokens(const struct profile_import *im, const char *const *want)
{
    size_t n = 0;
    while (want[n])
        n++;
    cr_assert_eq(im->tokens.count, n, "%zu tokens", im->tokens.count);
    for (size_t i = 0; i < n; i++)
        cr_assert_str_eq(im->tokens.items[i], want[i]);
}

Test(oci, imports_tokens_rules_and_conditions)
{
    struct profile_import im;
    char why[256];
    cr_assert_eq(oci_import_text(docker_like, sizeof docker_like - 1, &im, why, sizeof why), 0,
                 "%s", why);
    assert_tokens(&im, (const char *[]){"read", "write", "close", "chmod:EACCES", "~kill", NULL});
    cr_assert_eq(im.default_errno, EPERM);
    /* getpgid (one rule), getpid (one per comparison on arg 0), clone. */
    cr_assert_eq(im.nrules, 4);
    cr_assert_str_eq(im.rules[0].name, "getpgid");
    cr_assert_str_eq(im.rules[1].name, "getpid");
    cr_assert_eq(im.rules[1].nargs, 1);
    cr_assert_eq(im.rules[2].args[0].value, 2);
    cr_assert_str_eq(im.rules[3].name, "clone");
    cr_assert_eq(im.rules[3].args[0].op, SECCOMP_CMP_MASKED_EQ);
    oci_import_free(&im);
}

Test(oci, refuses_what_it_cannot_mean)
{
    static const struct {
        const char *json;
        const char *why;
    } cases[] = {
        {"[]", "expected a JSON object"},
        {"{\"defaultAction\": \"SCMP_ACT_MAYBE\"}", "defaultAction: unknown action"},
        {"{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": [{\"names\": [\"read\"], "
         "\"action\": \"SCMP_ACT_FOO\"}]}",
         "syscalls[0].action: unknown action 'SCMP_ACT_FOO'"},
        {"{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": [{\"action\": "
         "\"SCMP_ACT_ALLOW\"}]}",
         "syscalls[0]: expected \"names\""},
        {"{\"defaultAction\": \"SCMP_ACT_ERRNO\", \"syscalls\": [{\"names\": [\"read\"], "
         "\"action\": \"SCMP_ACT_ALLOW\", \"args\": [{\"index\": 9, \"value\": 1, \"op\": "
         "\"SCMP_CMP_EQ\"}]}]}",
         "syscalls[0].args[0].index: expected 0 to 5"},
        {"{\"defaultAction\": \"SCMP_ACT_ALLOW\", \"syscalls\": [{\"names\": [\"read\"], "
         "\"action\": \"SCMP_ACT_ERRNO\", \"args\": [{\"index\": 0, \"value\": 1, \"op\": "
         "\"SCMP_CMP_EQ\"}]}]}",
         "argument checks need a defaultAction that denies"},
        {"{\"defaultAction\": \"SCMP_ACT_ERRNO\"", "JSON line 1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct profile_import im;
        char why[256] = "";
        cr_assert_eq(oci_import_text(cases[i].json, strlen(cases[i].json), &im, why, sizeof why),
                     -EINVAL, "case %zu", i);
        cr_assert(strstr(why, cases[i].why), "case %zu: %s", i, why);
    }
}

Test(oci, deny_list_files)
{
    const char json[] = "{\"defaultAction\": \"SCMP_ACT_ALLOW\", \"syscalls\": ["
                        "{\"names\": [\"chroot\"], \"action\": \"SCMP_ACT_KILL_PROCESS\"},"
                        "{\"names\": [\"uname\"], \"action\": \"SCMP_ACT_ERRNO\"}]}";
    struct profile_import im;
    char why[256];
    cr_assert_eq(oci_import_text(json, sizeof json - 1, &im, why, sizeof why), 0, "%s", why);
    assert_tokens(&im, (const char *[]){"~", "~chroot", "uname:EPERM", NULL});
    cr_assert_eq(im.default_errno, 0);
    oci_import_free(&im);
}

Test(oci, a_profile_uses_an_imported_file)
{
    char dir[] = "/tmp/warden-oci-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[128], conf[128];
    snprintf(path, sizeof path, "%s/docker.json", dir);
    snprintf(conf, sizeof conf, "%s/team.conf", dir);
    FILE *f = fopen(path, "w");
    fputs(docker_like, f);
    fclose(f);
    f = fopen(conf, "w");
    /* Relative to the profile's folder; the profile adds getppid on top. */
    fputs("[Jail]\nSystemCallFilterFile=docker.json\nSystemCallFilter=getppid\n", f);
    fclose(f);
    struct profile p;
    char err[PROFILE_ERR_MAX];
    cr_assert_eq(profile_load(conf, NULL, &p, err, sizeof err), 0, "%s", err);
    cr_assert_str_eq(p.import.path, path);
    cr_assert_eq(profile_error_number(&p), EPERM, "the file's defaultErrnoRet");
    cr_assert_eq(decide(&p, SYS_read, no_args), 0);
    cr_assert_eq(decide(&p, SYS_getppid, no_args), 0);
    cr_assert_eq(decide(&p, SYS_openat, no_args), EPERM);
    cr_assert_eq(decide(&p, SYS_chmod, no_args), EACCES);
    cr_assert_eq(decide(&p, SYS_mount, no_args), EPERM, "needs CAP_SYS_ADMIN: left out");
    uint64_t zero[6] = {0}, one[6] = {1}, two[6] = {2}, three[6] = {3};
    cr_assert_eq(decide(&p, SYS_getpgid, zero), 0);
    cr_assert_eq(decide(&p, SYS_getpgid, one), EPERM);
    cr_assert_eq(decide(&p, SYS_getpid, one), 0);
    cr_assert_eq(decide(&p, SYS_getpid, two), 0);
    cr_assert_eq(decide(&p, SYS_getpid, three), EPERM);
    uint64_t fork_args[6] = {SIGCHLD}, newuser[6] = {SIGCHLD | CLONE_NEWUSER};
    cr_assert_eq(decide(&p, SYS_clone, fork_args), 0);
    cr_assert_eq(decide(&p, SYS_clone, newuser), EPERM);

    /* And it compiles: the jail side takes the rules. */
    struct jail_config config;
    struct seccomp_program program;
    struct profile_jail_storage storage;
    cr_assert_eq(profile_jail_config(&p, NULL, -1, &config, &program, &storage, err, sizeof err), 0,
                 "%s", err);
    cr_assert_gt(program.fprog.len, 0);
    seccomp_program_free(&program);
    profile_jail_storage_free(&storage);
    profile_free(&p);

    /* A profile's own SystemCallErrorNumber= wins over the file's default. */
    f = fopen(conf, "a");
    fputs("SystemCallErrorNumber=EACCES\n", f);
    fclose(f);
    cr_assert_eq(profile_load(conf, NULL, &p, err, sizeof err), 0, "%s", err);
    cr_assert_eq(profile_error_number(&p), EACCES);
    profile_free(&p);

    f = fopen(path, "w");
    fputs("{\"defaultAction\": 3}", f);
    fclose(f);
    cr_assert_eq(profile_load(conf, NULL, &p, err, sizeof err), -EINVAL);
    char want[512];
    snprintf(want, sizeof want, "%s:2: SystemCallFilterFile=%s: defaultAction: unknown action",
             conf, path);
    cr_assert(strncmp(err, want, strlen(want)) == 0, "%s", err);
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert_eq(system(cmd), 0);
}
