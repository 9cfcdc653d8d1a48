/* End-to-end tests of `warden run -- COMMAND`: the real binary, real
 * namespaces, cgroups and seccomp, as root and as uid 65534. Each hostile
 * attempt must be contained with the right status and leave the host as it was. */
#include <criterion/criterion.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"

/* Runs the probe (tests/probe) in a jail of profile base. */
static void probe(struct e2e_run *run, bool rootless, const char *base, const char *what,
                  const char *arg, const char *timeout)
{
    const char *profile = e2e_probe_profile(base);
    const char *args[] = {"run", "-p", profile, "--json", "--timeout", timeout, "--",
                          "/opt/probe", what, arg, NULL};
    e2e_warden(run, rootless, args);
}

static void assert_no_leftovers(const struct e2e_run *run)
{
    cr_assert_eq(e2e_leftover_cgroups(run), 0, "warden left cgroups behind");
}

/* ---- the basics ------------------------------------------------------------ */

static void python_prints(bool rootless)
{
    struct e2e_run run;
    const char *args[] = {"run", "-p", "cpython", "--", "python3", "-c", "print(1)", NULL};
    e2e_warden(&run, rootless, args);
    cr_assert_eq(run.exit_code, 0, "exit %d, stderr: %s", run.exit_code, run.err);
    cr_assert_str_eq(run.out, "1\n");
    assert_no_leftovers(&run);
    e2e_free(&run);
}
Test(run, python_prints_as_root, .timeout = 30) { python_prints(false); }
Test(run, python_prints_rootless, .timeout = 30) { python_prints(true); }

static void runs_unprivileged_inside(bool rootless)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", "ids", "", "10");
    cr_assert_str_eq(e2e_status(&run), "ok", "stderr: %s", run.err);
    cr_assert_str_eq(e2e_stdout(&run), "1000 1000\n");
    e2e_free(&run);
}
Test(run, uid_inside_is_not_root, .timeout = 30) { runs_unprivileged_inside(false); }
Test(run, uid_inside_is_not_root_rootless, .timeout = 30) { runs_unprivileged_inside(true); }

Test(run, json_reports_enforcement, .timeout = 30)
{
    struct e2e_run run;
    const char *args[] = {"run", "-p", "cpython", "--json", "--", "python3", "-c", "print(2)", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok");
    cr_assert_str_eq(e2e_stdout(&run), "2\n");
    json_t *exit = json_object_get(run.json, "exit");
    cr_assert_eq(json_integer_value(json_object_get(exit, "code")), 0);
    cr_assert(json_is_null(json_object_get(exit, "signal")));
    /* As root the cgroups enforce, where the machine has them. */
    const char *reason, *cgroup = e2e_cgroup_mechanism(&reason);
    const char *expected = cgroup ? cgroup : "rlimit";
    cr_assert_str_eq(e2e_enforcement(&run, "memory"), expected);
    cr_assert_str_eq(e2e_enforcement(&run, "pids"), expected);
    cr_assert_str_eq(e2e_enforcement(&run, "wall_time"), "supervisor");
    json_t *usage = json_object_get(run.json, "usage");
    cr_assert(json_real_value(json_object_get(usage, "wall_ms")) > 0);
    e2e_free(&run);
}

/* Background children killed at the jail's end, never waited for, are in
 * the jail's CPU time: the cgroup counts it (v1 cpuacct, v2 cpu.stat), not
 * the payload's rusage. */
Test(run, cpu_time_counts_background_children, .timeout = 60)
{
    const char *reason;
    if (!e2e_cgroup_mechanism(&reason))
        cr_skip_test("%s", reason);
    struct e2e_run run;
    probe(&run, false, "strict", "burn", "4", "30");
    cr_assert_str_eq(e2e_status(&run), "ok", "stderr: %s", run.err);
    double cpu = json_number_value(json_object_get(json_object_get(run.json, "usage"), "cpu_ms"));
    cr_assert_geq(cpu, 400, "4 children x 100 ms, and %g ms counted", cpu);
    assert_no_leftovers(&run);
    e2e_free(&run);
}

Test(run, rootless_falls_back_to_rlimits, .timeout = 30)
{
    struct e2e_run run;
    const char *args[] = {"run", "-p", "cpython", "--json", "--", "python3", "-c", "print(3)", NULL};
    e2e_warden(&run, true, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "stderr: %s / %s", run.err, run.out);
    cr_assert_str_eq(e2e_enforcement(&run, "memory"), "rlimit");
    cr_assert_str_eq(e2e_enforcement(&run, "pids"), "rlimit");
    e2e_free(&run);
}

Test(run, exit_code_passes_through, .timeout = 30)
{
    struct e2e_run run;
    const char *args[] = {"run", "--", "sh", "-c", "echo out; echo err >&2; exit 3", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 3);
    cr_assert_str_eq(run.out, "out\n");
    cr_assert_str_eq(run.err, "err\n");
    e2e_free(&run);
}

Test(run, missing_command_is_127, .timeout = 30)
{
    struct e2e_run run;
    const char *args[] = {"run", "--", "no-such-command-here", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 127);
    cr_assert(strstr(run.err, "no-such-command-here"), "stderr: %s", run.err);
    e2e_free(&run);
}

/* ---- the hostile attempts -------------------------------------------------- */

static void reads_no_host_file(bool rootless)
{
    const char *secret = e2e_temp_file("secret", "the host's secret\n");
    struct e2e_run run;
    probe(&run, rootless, "strict", "read", secret, "10");
    cr_assert_str_eq(e2e_status(&run), "error");
    cr_assert_str_eq(e2e_stdout(&run), "errno ENOENT\n");
    e2e_free(&run);

    /* The same through python3, which would print the secret if it could. */
    char code[512];
    snprintf(code, sizeof code, "print(open('%s').read())", secret);
    const char *args[] = {"run", "-p", "cpython", "--json", "--", "python3", "-c", code, NULL};
    e2e_warden(&run, rootless, args);
    cr_assert_str_eq(e2e_status(&run), "error");
    cr_assert(!strstr(run.out, "the host's secret"), "the secret leaked: %s", run.out);
    cr_assert(strstr(run.out, "FileNotFoundError"), "%s", run.out);
    e2e_free(&run);
}
Test(hostile, read_host_file, .timeout = 60) { reads_no_host_file(false); }
Test(hostile, read_host_file_rootless, .timeout = 60) { reads_no_host_file(true); }

static void writes_nothing_to_host(bool rootless)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", "write", "/usr/warden-e2e-written", "10");
    cr_assert_str_eq(e2e_status(&run), "error");
    cr_assert_str_eq(e2e_stdout(&run), "errno EROFS\n");
    e2e_free(&run);
    cr_assert_neq(access("/usr/warden-e2e-written", F_OK), 0);

    /* /tmp inside is the jail's own tmpfs, not the host's. */
    char path[64];
    snprintf(path, sizeof path, "/tmp/warden-e2e-inside-%d", (int)getpid());
    probe(&run, rootless, "strict", "write", path, "10");
    cr_assert_str_eq(e2e_status(&run), "ok");
    cr_assert_neq(access(path, F_OK), 0, "the jail's /tmp file appeared on the host");
    e2e_free(&run);

    probe(&run, rootless, "strict", "write", "/newfile", "10");
    cr_assert_str_eq(e2e_stdout(&run), "errno EROFS\n");
    e2e_free(&run);
}
Test(hostile, write_host_fs, .timeout = 60) { writes_nothing_to_host(false); }
Test(hostile, write_host_fs_rootless, .timeout = 60) { writes_nothing_to_host(true); }

static int listen_tcp(int *port)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    cr_assert(bind(fd, (struct sockaddr *)&a, sizeof a) == 0);
    cr_assert(listen(fd, 8) == 0);
    socklen_t len = sizeof a;
    getsockname(fd, (struct sockaddr *)&a, &len);
    *port = ntohs(a.sin_port);
    return fd;
}

static void reaches_no_host_socket(bool rootless)
{
    struct e2e_run run;
    int port;
    int tcp = listen_tcp(&port);
    char port_text[16];
    snprintf(port_text, sizeof port_text, "%d", port);
    probe(&run, rootless, "strict", "tcp", port_text, "10");
    cr_assert_str_eq(e2e_status(&run), "error");
    cr_assert_str_eq(e2e_stdout(&run), "errno ENETUNREACH\n");
    e2e_free(&run);
    cr_assert_lt(accept(tcp, NULL, NULL), 0, "the host's listener accepted a jail connection");
    close(tcp);

    /* A unix socket by path and one in the abstract namespace. */
    int un = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    const char *path = e2e_temp_file("sock", "");
    unlink(path);
    snprintf(a.sun_path, sizeof a.sun_path, "%s", path);
    cr_assert(bind(un, (struct sockaddr *)&a, sizeof a) == 0);
    chmod(path, 0777);
    listen(un, 8);
    /* strict makes no unix socket at all (RestrictAddressFamilies=); cpython
     * makes one, which finds nothing of the host's. */
    probe(&run, rootless, "strict", "unix", path, "10");
    cr_assert_str_eq(e2e_stdout(&run), "errno EAFNOSUPPORT\n");
    e2e_free(&run);
    probe(&run, rootless, "cpython", "unix", path, "10");
    cr_assert_str_eq(e2e_stdout(&run), "errno ENOENT\n");
    e2e_free(&run);
    close(un);

    int ab = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
    struct sockaddr_un b = {.sun_family = AF_UNIX};
    char name[64];
    snprintf(name, sizeof name, "warden-e2e-%d-%d", (int)getpid(), rootless);
    memcpy(b.sun_path + 1, name, strlen(name));
    cr_assert(bind(ab, (struct sockaddr *)&b,
                   (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name))) == 0);
    listen(ab, 8);
    probe(&run, rootless, "cpython", "abstract", name, "10");
    cr_assert_str_eq(e2e_stdout(&run), "errno ECONNREFUSED\n");
    e2e_free(&run);
    cr_assert_lt(accept(ab, NULL, NULL), 0);
    close(ab);
}
Test(hostile, host_sockets, .timeout = 60) { reaches_no_host_socket(false); }
Test(hostile, host_sockets_rootless, .timeout = 60) { reaches_no_host_socket(true); }

static void signals_no_host_pid(bool rootless)
{
    if (rootless && e2e_lacks_rootless()) /* before the victim is started */
        cr_skip_test("rootless: %s", e2e_lacks_rootless());
    pid_t victim = fork();
    if (victim == 0) {
        if (rootless)
            setresuid(E2E_NOBODY, E2E_NOBODY, E2E_NOBODY);
        pause();
        _exit(0);
    }
    char pid_text[16];
    snprintf(pid_text, sizeof pid_text, "%d", (int)victim);
    struct e2e_run run;
    probe(&run, rootless, "strict", "kill", pid_text, "10");
    cr_assert_str_eq(e2e_stdout(&run), "errno ESRCH\n");
    e2e_free(&run);
    cr_assert_eq(waitpid(victim, NULL, WNOHANG), 0, "the host process died");
    kill(victim, SIGKILL);
    waitpid(victim, NULL, 0);
}
Test(hostile, signal_host_pid, .timeout = 30) { signals_no_host_pid(false); }
Test(hostile, signal_host_pid_rootless, .timeout = 30) { signals_no_host_pid(true); }

/* Each of these is a seccomp kill that names the syscall. */
static void denied(bool rootless, const char *what, const char *syscall_name)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", what, "", "10");
    cr_assert_str_eq(e2e_status(&run), "violation", "%s: stdout %s stderr %s", what, run.out,
                     run.err);
    json_t *v = json_object_get(run.json, "violation");
    cr_assert_str_eq(json_string_value(json_object_get(v, "syscall")), syscall_name);
    cr_assert_eq(json_integer_value(json_object_get(v, "number")) > 0, 1);
    cr_assert_str_eq(e2e_stdout(&run), "", "the call returned instead of being stopped");
    assert_no_leftovers(&run);
    e2e_free(&run);
}
Test(hostile, mount, .timeout = 30) { denied(false, "mount", "mount"); }
Test(hostile, unshare, .timeout = 30) { denied(false, "unshare", "unshare"); }
Test(hostile, clone_newuser, .timeout = 30) { denied(false, "clone-newuser", "clone"); }
Test(hostile, ptrace, .timeout = 30) { denied(false, "ptrace", "ptrace"); }
Test(hostile, keyctl, .timeout = 30) { denied(false, "keyctl", "keyctl"); }
Test(hostile, bpf, .timeout = 30) { denied(false, "bpf", "bpf"); }
Test(hostile, io_uring, .timeout = 30) { denied(false, "io_uring", "io_uring_setup"); }
Test(hostile, packet_socket, .timeout = 30) { denied(false, "packet", "socket"); }
Test(hostile, tiocsti, .timeout = 30) { denied(false, "tiocsti", "ioctl"); }
Test(hostile, mount_rootless, .timeout = 30) { denied(true, "mount", "mount"); }
Test(hostile, ptrace_rootless, .timeout = 30) { denied(true, "ptrace", "ptrace"); }
Test(hostile, io_uring_rootless, .timeout = 30) { denied(true, "io_uring", "io_uring_setup"); }

/* A foreign-ABI call never runs: the filter kills the process outright. */
static void foreign_abi(const char *what)
{
    struct e2e_run run;
    probe(&run, false, "strict", what, "", "10");
    cr_assert_str_eq(e2e_status(&run), "violation", "%s", run.out);
    cr_assert_str_eq(e2e_stdout(&run), "");
    json_t *v = json_object_get(run.json, "violation");
    cr_assert_str_eq(json_string_value(json_object_get(v, "syscall")), "non-native syscall ABI");
    e2e_free(&run);
}
Test(hostile, x32_syscall_is_killed, .timeout = 30) { foreign_abi("x32"); }
Test(hostile, i386_syscall_is_killed, .timeout = 30)
{
    const char *lacks = e2e_lacks_i386_abi();
    if (lacks)
        cr_skip_test("%s", lacks);
    foreign_abi("i386");
}

static void fork_bomb(bool rootless)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", "forkbomb", "", "2");
    cr_assert_str_eq(e2e_status(&run), "timeout", "stderr: %s", run.err);
    assert_no_leftovers(&run);
    e2e_free(&run);
}
Test(hostile, fork_bomb, .timeout = 60) { fork_bomb(false); }
Test(hostile, fork_bomb_rootless, .timeout = 60) { fork_bomb(true); }

Test(hostile, allocate_16_gib, .timeout = 60)
{
    const char *reason, *cgroup = e2e_cgroup_mechanism(&reason);
    if (!cgroup)
        cr_skip_test("the memory cgroup's kill needs one: %s", reason);
    struct e2e_run run;
    probe(&run, false, "strict", "alloc", "16384", "20");
    cr_assert_str_eq(e2e_status(&run), "memory", "stdout %s stderr %s", run.out, run.err);
    cr_assert_str_eq(e2e_enforcement(&run, "memory"), cgroup);
    assert_no_leftovers(&run);
    e2e_free(&run);
}

Test(hostile, allocate_16_gib_rootless, .timeout = 60)
{
    struct e2e_run run;
    probe(&run, true, "strict", "alloc", "16384", "20");
    /* Without a memory cgroup RLIMIT_AS refuses the allocation itself. */
    cr_assert_str_eq(e2e_status(&run), "error");
    cr_assert_str_eq(e2e_stdout(&run), "errno ENOMEM\n");
    cr_assert_str_eq(e2e_enforcement(&run, "memory"), "rlimit");
    e2e_free(&run);
}

static void fills_tmp(bool rootless)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", "fill", "/tmp/fill", "20");
    cr_assert_str_eq(e2e_status(&run), "error");
    /* strict's /tmp holds 16M: a full tmpfs, or the file size limit before it. */
    const char *out = e2e_stdout(&run);
    cr_assert(strcmp(out, "errno ENOSPC\n") == 0 || strcmp(out, "errno EFBIG\n") == 0, "%s", out);
    e2e_free(&run);
}
Test(hostile, fill_tmp, .timeout = 60) { fills_tmp(false); }
Test(hostile, fill_tmp_rootless, .timeout = 60) { fills_tmp(true); }

static void spins(bool rootless)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", "spin", "", "1");
    cr_assert_str_eq(e2e_status(&run), "timeout");
    double wall = json_real_value(json_object_get(json_object_get(run.json, "usage"), "wall_ms"));
    cr_assert(wall >= 1000 && wall < 5000, "wall %f ms", wall);
    e2e_free(&run);

    const char *args[] = {"run", "--timeout", "0.5", "--", "sh", "-c", "while :; do :; done", NULL};
    e2e_warden(&run, rootless, args);
    cr_assert_eq(run.exit_code, 124, "exit %d", run.exit_code);
    e2e_free(&run);
}
Test(hostile, spin_forever, .timeout = 60) { spins(false); }
Test(hostile, spin_forever_rootless, .timeout = 60) { spins(true); }

Test(hostile, output_flood_is_capped, .timeout = 60)
{
    struct e2e_run run;
    const char *args[] = {"run", "--json", "--", "sh", "-c", "while :; do echo flood; done", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "output");
    cr_assert(json_is_true(json_object_get(run.json, "stdout_truncated")));
    cr_assert_leq(strlen(e2e_stdout(&run)), 1 << 20);
    e2e_free(&run);
}

/* ---- profiles as the CLI sees them --------------------------------------- */

Test(profile, bad_profile_says_file_and_line, .timeout = 30)
{
    const char *bad = e2e_temp_file("bad.conf", "[Profile]\nExtends=strict\n[Jail]\nMemoryMax=lots\n");
    struct e2e_run run;
    const char *args[] = {"run", "-p", bad, "--", "true", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 78);
    char expected[256];
    snprintf(expected, sizeof expected, "%s:4: MemoryMax=: ", bad);
    cr_assert(strncmp(run.err, expected, strlen(expected)) == 0, "stderr: %s", run.err);
    e2e_free(&run);

    bad = e2e_temp_file("unknown.conf", "[Jail]\nMemoryMax=1G\nNoSuchKey=1\n");
    const char *args2[] = {"run", "-p", bad, "--", "true", NULL};
    e2e_warden(&run, false, args2);
    cr_assert_eq(run.exit_code, 78);
    cr_assert(strstr(run.err, ":3: unknown key 'NoSuchKey' in [Jail]"), "stderr: %s", run.err);
    e2e_free(&run);
}

Test(profile, ast_profile_runs_no_command, .timeout = 30)
{
    struct e2e_run run;
    const char *args[] = {"run", "-p", "default", "--", "true", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 78);
    cr_assert(strstr(run.err, "Runtime=ast"), "stderr: %s", run.err);
    e2e_free(&run);
}

Test(profile, abstract_profile_cannot_run, .timeout = 30)
{
    struct e2e_run run;
    const char *args[] = {"run", "-p", "base", "--", "true", NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 78);
    e2e_free(&run);
}

/* ---- the jail ends as a whole ----------------------------------------------- */

Test(run, background_tasks_die_with_the_jail, .timeout = 30)
{
    /* The sleeper keeps stdout open; only the pid namespace's end closes it. */
    struct e2e_run run;
    const char *args[] = {"run", "--json", "--", "sh", "-c", "sleep 100 & echo started", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok");
    cr_assert_str_eq(e2e_stdout(&run), "started\n");
    double wall = json_real_value(json_object_get(json_object_get(run.json, "usage"), "wall_ms"));
    cr_assert_lt(wall, 5000, "warden waited for the orphan: %f ms", wall);
    e2e_free(&run);
}

Test(run, sigterm_to_warden_kills_the_jail, .timeout = 30)
{
    const char *warden = getenv("WARDEN");
    int out[2];
    cr_assert(pipe(out) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(out[1], 1);
        execl(warden, warden, "run", "--json", "--", "sleep", "100", (char *)NULL);
        _exit(121);
    }
    close(out[1]);
    usleep(300000);
    kill(pid, SIGTERM);
    char buf[4096] = {0};
    ssize_t n = read(out[0], buf, sizeof buf - 1);
    int status;
    waitpid(pid, &status, 0);
    cr_assert_gt(n, 0);
    json_t *j = json_loads(buf, 0, NULL);
    cr_assert(j, "no JSON: %s", buf);
    cr_assert_str_eq(json_string_value(json_object_get(j, "status")), "killed");
    json_decref(j);
    struct e2e_run run = {.pid = pid};
    cr_assert_eq(e2e_leftover_cgroups(&run), 0);
}

/* ---- privileges and loopback ------------------------------------------------- */

static void privileges_are_gone(bool rootless)
{
    struct e2e_run run;
    probe(&run, rootless, "strict", "status", "", "10");
    cr_assert_str_eq(e2e_status(&run), "ok", "%s%s", run.out, run.err);
    const char *expected = "CapInh:\t0000000000000000\n"
                           "CapPrm:\t0000000000000000\n"
                           "CapEff:\t0000000000000000\n"
                           "CapBnd:\t0000000000000000\n"
                           "CapAmb:\t0000000000000000\n"
                           "NoNewPrivs:\t1\n"
                           "Seccomp:\t2\n";
    cr_assert_str_eq(e2e_stdout(&run), expected);
    e2e_free(&run);
}
Test(run, no_capabilities_and_no_new_privs, .timeout = 30) { privileges_are_gone(false); }
Test(run, no_capabilities_and_no_new_privs_rootless, .timeout = 30) { privileges_are_gone(true); }

Test(run, loopback_when_the_profile_allows_it, .timeout = 30)
{
    /* A server and a client inside one jail, over its own lo. */
    const char *code = "import socket\n"
                       "s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen()\n"
                       "c = socket.create_connection(s.getsockname()); a, _ = s.accept()\n"
                       "c.sendall(b'over lo'); print(a.recv(16).decode())\n";
    const char *profile =
        e2e_temp_file("loopback.conf", "[Profile]\nExtends=cpython\n[Network]\nLoopback=yes\n");
    struct e2e_run run;
    const char *args[] = {"run", "-p", profile, "--json", "--", "python3", "-c", code, NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    cr_assert_str_eq(e2e_stdout(&run), "over lo\n");
    e2e_free(&run);

    /* Without it, lo stays down. */
    const char *args2[] = {"run", "-p", "cpython", "--json", "--", "python3", "-c", code, NULL};
    e2e_warden(&run, false, args2);
    cr_assert_str_eq(e2e_status(&run), "error");
    cr_assert(strstr(run.out, "Cannot assign requested address") ||
                  strstr(run.out, "Network is unreachable"),
              "%s", run.out);
    e2e_free(&run);
}

Test(hostile, violation_named_even_without_sendmsg, .timeout = 30)
{
    /* The listener is handed over with sendmsg after the filter is loaded; a
     * list without sendmsg must still end in a named violation, not a hang. */
    char text[512];
    snprintf(text, sizeof text,
             "[Profile]\nExtends=strict\n[Jail]\nSystemCallFilter=\n"
             "SystemCallFilter=@default @basic-io @file-system @process execve\n"
             "BindReadOnlyPaths=%s:/opt/probe\n",
             getenv("PROBE"));
    const char *profile = e2e_temp_file("nosendmsg.conf", text);
    struct e2e_run run;
    const char *args[] = {"run", "-p", profile, "--json", "--", "/opt/probe", "ptrace", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "violation", "%s", run.out);
    json_t *v = json_object_get(run.json, "violation");
    cr_assert_str_eq(json_string_value(json_object_get(v, "syscall")), "ptrace");
    e2e_free(&run);
}

Test(run, binds_from_under_tmp, .timeout = 30)
{
    /* The new root is staged on /tmp: sources there must still be reachable. */
    const char *data = e2e_temp_file("bound.txt", "bound from /tmp\n");
    char text[512];
    snprintf(text, sizeof text, "[Profile]\nExtends=cpython\n[Jail]\nBindReadOnlyPaths=%s:/data.txt\n",
             data);
    const char *profile = e2e_temp_file("bind-tmp.conf", text);
    struct e2e_run run;
    const char *args[] = {"run", "-p", profile, "--json", "--", "python3", "-c",
                          "print(open('/data.txt').read(), end='')", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    cr_assert_str_eq(e2e_stdout(&run), "bound from /tmp\n");
    e2e_free(&run);
}
