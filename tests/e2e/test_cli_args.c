/* Argument parsing of every subcommand under bad and odd options: missing
 * arguments, unknown options, repeats, empty strings, with the caller's
 * environment and under `env -i`. Nothing may hang or crash: a bad option is
 * a usage line and exit 64, -h/--help is the usage on stdout and exit 0. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "server/version.h"

#define HANG_SEC 10 /* an argument error is answered at once; anything longer hangs */

struct outcome {
    int status; /* the wait status */
    char out[16384];
    char err[4096];
};

static void read_all(int fd, char *buf, size_t size)
{
    size_t n = 0;
    ssize_t r;
    while ((r = read(fd, buf + n, size - 1 - n)) > 0 && n + (size_t)r < size - 1)
        n += (size_t)r;
    if (r > 0)
        n += (size_t)r;
    buf[n] = '\0';
}

/* Runs warden with args (NULL-terminated), stdin /dev/null, an empty
 * environment when bare. The alarm outlives exec: a hang ends in SIGALRM. */
static void warden(struct outcome *o, bool bare, const char *const *args)
{
    const char *path = getenv("WARDEN");
    cr_assert(path, "WARDEN must name build/warden (make e2e sets it)");
    const char *argv[32] = {path};
    size_t n = 1;
    for (; args[n - 1] && n < 31; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    char *const empty[] = {NULL};
    int out[2], err[2];
    cr_assert(pipe(out) == 0 && pipe(err) == 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_RDONLY);
        dup2(null, 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        alarm(HANG_SEC);
        if (bare)
            execve(path, (char *const *)argv, empty);
        else
            execv(path, (char *const *)argv);
        _exit(121);
    }
    close(out[1]);
    close(err[1]);
    /* Usage texts are small: stderr fits in the pipe while stdout is read. */
    read_all(out[0], o->out, sizeof o->out);
    read_all(err[0], o->err, sizeof o->err);
    close(out[0]);
    close(err[0]);
    waitpid(pid, &o->status, 0);
}

static char *joined(const char *const *args)
{
    static char text[512];
    text[0] = '\0';
    for (const char *const *a = args; *a; a++)
        snprintf(text + strlen(text), sizeof text - strlen(text), "'%s' ", *a);
    return text;
}

static void expect(const char *const *args, int code)
{
    for (int bare = 0; bare < 2; bare++) {
        struct outcome o;
        warden(&o, bare, args);
        const char *how = bare ? "under env -i" : "";
        cr_assert(!WIFSIGNALED(o.status), "warden %s%s died of signal %d%s", joined(args), how,
                  WTERMSIG(o.status), WTERMSIG(o.status) == SIGALRM ? " (it hung)" : "");
        cr_assert_eq(WEXITSTATUS(o.status), code, "warden %s%s: exit %d, stderr: %s", joined(args),
                     how, WEXITSTATUS(o.status), o.err);
        if (code == 64)
            cr_assert(strstr(o.err, "usage: warden"), "warden %s%s: no usage line: %s",
                      joined(args), how, o.err);
        if (code == 64 && strstr(o.err, "option"))
            cr_assert(strncmp(o.err, "warden", 6) == 0, "warden %s%s: who says so? %s",
                      joined(args), how, o.err);
        if (code == 0)
            cr_assert(strncmp(o.out, "usage: warden", 13) == 0, "warden %s%s: %s", joined(args),
                      how, o.out);
    }
}

#define EXPECT(code, ...) expect((const char *const[]){__VA_ARGS__, NULL}, code)

static const char *const commands[][2] = {
    {"run", NULL},       {"serve", NULL},     {"mcp", NULL},       {"check", NULL},
    {"profile", NULL},   {"profile", "list"}, {"profile", "show"}, {"profile", "lint"},
    {"profile", "diff"}, {"syscalls", NULL},  {"learn", NULL},
};

/* args after the command (and its subcommand), NULL-terminated. */
static void expect_each(int code, const char *a, const char *b)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *args[6] = {commands[i][0]};
        size_t n = 1;
        if (commands[i][1])
            args[n++] = commands[i][1];
        args[n++] = a;
        args[n++] = b;
        expect(args, code);
    }
}

Test(cli_args, help_everywhere, .timeout = 120)
{
    expect_each(0, "--help", NULL);
    expect_each(0, "-h", NULL);
    EXPECT(0, "--help");
    EXPECT(0, "-h");
    EXPECT(0, "help");
}

Test(cli_args, unknown_options_everywhere, .timeout = 120)
{
    expect_each(64, "--bogus", NULL);
    expect_each(64, "-Z", NULL);
    expect_each(64, "--bogus", "x");
    EXPECT(64, "--bogus");
    EXPECT(64, "bogus");
    EXPECT(64, "");
}

Test(cli_args, missing_arguments, .timeout = 120)
{
    EXPECT(64, "run");
    EXPECT(64, "run", "-p");
    EXPECT(64, "run", "--profile");
    EXPECT(64, "run", "--timeout");
    EXPECT(64, "run", "--memory");
    EXPECT(64, "run", "--json");
    EXPECT(64, "run", "--");
    EXPECT(64, "run", "-p", "strict", "a.py", "b.py");
    EXPECT(64, "serve", "--socket");
    EXPECT(64, "serve", "-d");
    EXPECT(64, "serve", "--max-jails");
    EXPECT(64, "serve", "--pool");
    EXPECT(64, "serve", "extra");
    EXPECT(64, "mcp", "--connect");
    EXPECT(64, "mcp", "-p");
    EXPECT(64, "mcp", "extra");
    EXPECT(64, "check");
    EXPECT(64, "check", "-p");
    EXPECT(64, "check", "--profile");
    EXPECT(64, "check", "--json");
    EXPECT(64, "check", "-p", "strict", "extra");
    EXPECT(64, "profile");
    EXPECT(64, "profile", "show");
    EXPECT(64, "profile", "lint");
    EXPECT(64, "profile", "diff", "strict");
    EXPECT(64, "profile", "list", "extra");
    EXPECT(64, "syscalls", "a", "b");
    EXPECT(64, "learn");
    EXPECT(64, "learn", "-o");
    EXPECT(64, "learn", "--base");
    EXPECT(64, "learn", "-o", "x", "true");
    EXPECT(64, "learn", "--");
}

Test(cli_args, bad_values_and_repeats, .timeout = 120)
{
    EXPECT(64, "serve", "--max-jails", "0");
    EXPECT(64, "serve", "--max-jails", "");
    EXPECT(64, "serve", "--pool", "-1");
    EXPECT(64, "serve", "--pool", "1", "--pool", "many");
    EXPECT(64, "serve", "-d", "a", "-d", "b", "-d", "c", "-d", "d", "-d", "e", "-d", "f", "-d", "g",
           "-d", "h", "-d", "i", "-d", "j", "-d", "k", "-d", "l", "-d", "m", "-d", "n", "-d", "o",
           "-d", "p", "-d", "q");
    EXPECT(64, "check", "--json", "--json");
    EXPECT(64, "check", "-v", "-v", "-v");
    EXPECT(64, "run", "--json", "--json");
    EXPECT(64, "run", "--timeout", "abc", "--", "true");
    EXPECT(64, "run", "--timeout", "", "--", "true");
    EXPECT(64, "run", "--memory", "lots", "--", "true");
    EXPECT(64, "run", "-p", "");
    EXPECT(64, "profile", "");
    EXPECT(64, "profile", "show", "");
    EXPECT(64, "profile", "show", "strict", "cpython");
    EXPECT(64, "profile", "show", "--json", "--json");
    EXPECT(64, "profile", "lint", "");
    EXPECT(64, "profile", "diff", "", "");
    EXPECT(64, "syscalls", "");
    EXPECT(64, "--version", "extra");
}

/* docs/server.md: with --connect, a socket nobody listens on is no private
 * server: warden mcp says so and tries again at each call (a server may come
 * later); at the end of its input it exits. */
Test(cli_args, mcp_connect_to_a_dead_socket_says_so, .timeout = 30)
{
    struct outcome o;
    warden(&o, false, (const char *const[]){"mcp", "--connect", "/nonexistent/warden.sock", NULL});
    cr_assert(WIFEXITED(o.status) && WEXITSTATUS(o.status) == 0, "status %d: %s", o.status, o.err);
    cr_assert(strstr(o.err, "warden mcp: ") && strstr(o.err, "each call will try again"), "%s",
              o.err);
}

Test(cli_args, version_and_full_help, .timeout = 30)
{
    struct outcome o;
    warden(&o, true, (const char *const[]){"--version", NULL});
    cr_assert(WIFEXITED(o.status) && WEXITSTATUS(o.status) == 0);
    char expected[128];
    snprintf(expected, sizeof expected, "warden %s\n", warden_version);
    cr_assert_str_eq(o.out, expected, "the build's one version string");
    warden(&o, false, (const char *const[]){"--help", NULL});
    static const char *const everything[] = {
        "warden run",      "warden serve", "warden mcp",   "warden check", "warden profile",
        "warden syscalls", "warden learn", "--pool",       "--max-jails",  "--profiles-dir",
        "--socket",        "--connect",    "--no-connect", "--timeout",    "--memory",
        "--json",          "--verbose",    "--output",     "--base",       "--version",
    };
    for (size_t i = 0; i < sizeof everything / sizeof everything[0]; i++)
        cr_assert(strstr(o.out, everything[i]), "warden --help does not mention %s", everything[i]);
}
