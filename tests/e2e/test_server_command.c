/* End-to-end tests of commands through `warden serve` (`warden run --connect
 * -- COMMAND`, the `command` method): a warm jail runs the command on the
 * client's own stdin, stdout and stderr, and answers with the jail's result. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"
#include "tests/e2e/test_server_util.h"

static struct server srv;

static void start(void)
{
    server_start(&srv, NULL);
    /* A profile only this server knows: the probe, read-only, under strict. */
    server_probe_profile(&srv, "probe", NULL);
}

static void stop(void)
{
    server_stop(&srv);
}

TestSuite(command, .init = start, .fini = stop, .timeout = 60);

/* `warden run --connect SOCKET [options] -- argv...` */
static char *connect_run(const char *const *options, const char *const *argv, const char *input,
                         int *status)
{
    const char *args[32] = {"warden", "run", "--connect", srv.socket};
    size_t n = 4;
    for (const char *const *o = options; o && *o; o++)
        args[n++] = *o;
    args[n++] = "--";
    for (const char *const *a = argv; *a; a++)
        args[n++] = *a;
    args[n] = NULL;
    return cli_run(args, input, status);
}

Test(command, runs_on_the_clients_stdio_with_its_exit_status)
{
    int status;
    char *out = connect_run(NULL, (const char *[]){"sh", "-c", "cat; echo done; exit 3", NULL},
                            "from stdin\n", &status);
    cr_assert_eq(status, 3);
    cr_assert_str_eq(out, "from stdin\ndone\n");
    free(out);
}

Test(command, json_result_is_the_jails)
{
    int status;
    char *out = connect_run((const char *[]){"--json", NULL}, (const char *[]){"/bin/true", NULL},
                            NULL, &status);
    cr_assert_eq(status, 0);
    json_t *r = json_loads(out, 0, NULL);
    cr_assert(r, "not JSON: %s", out);
    cr_assert_str_eq(status_of(r), "ok");
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(r, "exit"), "code")), 0);
    const char *memory =
        json_string_value(json_object_get(json_object_get(r, "enforcement"), "memory"));
    const char *reason, *cgroup = e2e_cgroup_mechanism(&reason);
    cr_assert_str_eq(memory ? memory : "(none)", cgroup ? cgroup : "rlimit");
    json_decref(r);
    free(out);
}

Test(command, a_missing_program_is_127)
{
    int status;
    free(connect_run(NULL, (const char *[]){"/no/such/program", NULL}, NULL, &status));
    cr_assert_eq(status, 127);
}

Test(command, timeout_kills_it)
{
    int status;
    free(connect_run((const char *[]){"--timeout", "0.5", NULL},
                     (const char *[]){"sleep", "30", NULL}, NULL, &status));
    cr_assert_eq(status, 124);
}

Test(command, a_denied_syscall_is_named)
{
    int status;
    char *out = connect_run((const char *[]){"-p", "probe", "--json", NULL},
                            (const char *[]){"/opt/probe", "ptrace", NULL}, NULL, &status);
    cr_assert_eq(status, 128 + SIGSYS);
    json_t *r = json_loads(out, 0, NULL);
    cr_assert_str_eq(status_of(r), "violation");
    cr_assert_str_eq(
        json_string_value(json_object_get(json_object_get(r, "violation"), "syscall")), "ptrace");
    json_decref(r);
    free(out);
}

Test(command, the_jail_is_the_profiles)
{
    int status;
    char *out = connect_run((const char *[]){"-p", "probe", NULL},
                            (const char *[]){"/opt/probe", "read", "/etc/passwd", NULL}, NULL,
                            &status);
    cr_assert_str_eq(out, "errno ENOENT\n");
    free(out);
    out = connect_run((const char *[]){"-p", "probe", NULL},
                      (const char *[]){"/opt/probe", "tcp", NULL}, NULL, &status);
    cr_assert_str_neq(out, "ok\n", "the jail reached the host's network");
    free(out);
}

Test(command, warden_socket_in_the_environment_means_the_server)
{
    /* "probe" exists only in the server's profiles: found only through it. */
    setenv("WARDEN_SOCKET", srv.socket, 1);
    int status;
    char *out = cli_run((const char *[]){"warden", "run", "-p", "probe", "--", "/opt/probe", "ids",
                                         NULL},
                        NULL, &status);
    unsetenv("WARDEN_SOCKET");
    cr_assert_eq(status, 0, "exit %d: %s", status, out);
    cr_assert_str_eq(out, "1000 1000\n"); /* the jail's uid and gid */
    free(out);
}

Test(command, an_ast_profile_does_not_run_commands)
{
    int status;
    free(connect_run((const char *[]){"-p", AST, NULL}, (const char *[]){"/bin/true", NULL}, NULL,
                     &status));
    cr_assert_neq(status, 0);
}

Test(command, needs_the_clients_fds)
{
    struct conn c;
    conn_open(&c, &srv);
    cr_assert_eq(conn_error(&c, "command", json_pack("{s:[s]}", "argv", "/bin/true")), -32602);
    cr_assert_eq(conn_error(&c, "command", json_pack("{s:[]}", "argv")), -32602);
    conn_close(&c);
}

/* Whether a process runs `sleep SECONDS` (a unique SECONDS per test). */
static bool sleeping(const char *seconds)
{
    char want[64];
    int wlen = snprintf(want, sizeof want, "sleep%c%s", 0, seconds);
    DIR *d = opendir("/proc");
    struct dirent *e;
    bool found = false;
    while (d && !found && (e = readdir(d))) {
        char path[300], cmd[64];
        snprintf(path, sizeof path, "/proc/%s/cmdline", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        size_t n = fread(cmd, 1, sizeof cmd, f);
        fclose(f);
        found = n >= (size_t)wlen + 1 && memcmp(cmd, want, (size_t)wlen + 1) == 0;
    }
    if (d)
        closedir(d);
    return found;
}

/* The client dies while its command runs: the server kills the jail, reaps
 * it and removes its cgroup. */
Test(command, a_dying_client_takes_its_jail_along)
{
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        syscall(SYS_close_range, 3, ~0U, 0);
        execl(getenv("WARDEN"), "warden", "run", "--connect", srv.socket, "--", "sleep", "31.25",
              (char *)NULL);
        _exit(127);
    }
    for (int i = 0; i < 500 && !sleeping("31.25"); i++)
        usleep(10000);
    cr_assert(sleeping("31.25"), "the command never started");
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    for (int i = 0; i < 500 && sleeping("31.25"); i++)
        usleep(10000);
    cr_assert(!sleeping("31.25"), "the command outlived its client");
    for (int i = 0; i < 100 && server_zombies(&srv); i++)
        usleep(10000);
    cr_assert_eq(server_zombies(&srv), 0);
    /* Its slot is given back once the server has reaped it. */
    struct conn c;
    conn_open(&c, &srv);
    json_int_t busy = -1;
    for (int i = 0; i < 500 && busy != 0; i++) {
        json_t *info = conn_result(&c, "server.info", NULL);
        busy = json_integer_value(json_object_get(json_object_get(info, "jails"), "busy"));
        json_decref(info);
        if (busy)
            usleep(10000);
    }
    cr_assert_eq(busy, 0, "the dead client's jail still holds a slot");
    conn_close(&c);
}
