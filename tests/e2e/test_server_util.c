/* test_server_util: the harness of the server's end-to-end tests. */
#include "tests/e2e/test_server_util.h"

#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void sleep_ms(int ms)
{
    nanosleep(&(struct timespec){ms / 1000, (ms % 1000) * 1000000L}, NULL);
}

void server_profile(struct server *s, const char *name, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s.conf", s->profiles, name);
    FILE *f = fopen(path, "w");
    cr_assert(f, "create %s", path);
    fputs(text, f);
    fclose(f);
    chmod(path, 0644);
}

void server_start(struct server *s, const char *const *args)
{
    const char *warden = getenv("WARDEN");
    cr_assert(warden, "WARDEN must name build/warden (make e2e sets it)");
    strcpy(s->dir, "/tmp/warden-serve-XXXXXX");
    cr_assert(mkdtemp(s->dir));
    chmod(s->dir, 0755);
    snprintf(s->socket, sizeof s->socket, "%s/w.sock", s->dir);
    snprintf(s->profiles, sizeof s->profiles, "%s/profiles", s->dir);
    mkdir(s->profiles, 0755);
    /* The AST profile the tests use: `default` as shipped, under the name
     * "ast", so that a test may reload or extend it without touching the
     * built-in. */
    server_profile(s, AST, "[Profile]\nExtends=default\n");

    const char *argv[32];
    size_t n = 0;
    argv[n++] = warden;
    argv[n++] = "serve";
    argv[n++] = "--socket";
    argv[n++] = s->socket;
    argv[n++] = "--profiles-dir";
    argv[n++] = s->profiles;
    for (const char *const *a = args; a && *a && n < 31; a++)
        argv[n++] = *a;
    argv[n] = NULL;
    s->pid = fork();
    cr_assert(s->pid >= 0);
    if (s->pid == 0) {
        /* The server must not outlive the test (a skipped or failed test
         * never reaches its fini), nor hold Criterion's pipes open. */
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        char log[160];
        snprintf(log, sizeof log, "%s/serve.log", s->dir);
        int null = open("/dev/null", O_RDWR), err = open(log, O_WRONLY | O_CREAT | O_APPEND, 0644);
        dup2(null, 0);
        dup2(null, 1);
        dup2(err, 2);
        syscall(SYS_close_range, 3, ~0U, 0);
        execv(warden, (char *const *)argv);
        _exit(127);
    }
    for (int waited = 0;; waited += 5) {
        struct sockaddr_un addr = {.sun_family = AF_UNIX};
        strcpy(addr.sun_path, s->socket);
        int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0) {
            close(fd);
            return;
        }
        close(fd);
        cr_assert(waitpid(s->pid, NULL, WNOHANG) == 0, "warden serve exited at start");
        cr_assert(waited < 10000, "warden serve did not listen within 10 s");
        sleep_ms(5);
    }
}

void server_stop(struct server *s)
{
    if (s->pid <= 0)
        return;
    kill(s->pid, SIGTERM);
    int status = 0;
    cr_assert(waitpid(s->pid, &status, 0) == s->pid);
    s->pid = 0;
    bool clean = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    char cmd[200];
    if (!clean) {
        /* What the server said is the best clue: show it before it goes. */
        snprintf(cmd, sizeof cmd, "tail -n 40 %s/serve.log >&2", s->dir);
        if (system(cmd) != 0) {
            /* no log to show */
        }
    }
    cr_expect(clean, "warden serve ended with %#x", status);
    snprintf(cmd, sizeof cmd, "rm -rf %s", s->dir);
    if (system(cmd) != 0) {
        /* a leftover temporary folder harms no test */
    }
}

void conn_open(struct conn *c, const struct server *s)
{
    memset(c, 0, sizeof *c);
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    strcpy(addr.sun_path, s->socket);
    c->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    cr_assert(connect(c->fd, (struct sockaddr *)&addr, sizeof addr) == 0, "connect: %s",
              strerror(errno));
}

void conn_close(struct conn *c)
{
    if (c->fd >= 0)
        close(c->fd);
    c->fd = -1;
    free(c->buf);
    c->buf = NULL;
}

void conn_send_raw(struct conn *c, const char *data, size_t len)
{
    while (len) {
        ssize_t n = send(c->fd, data, len, MSG_NOSIGNAL);
        cr_assert(n > 0, "send: %s", strerror(errno));
        data += n;
        len -= (size_t)n;
    }
}

void conn_send(struct conn *c, json_t *msg)
{
    char *text = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    cr_assert(text);
    conn_send_raw(c, text, strlen(text));
    conn_send_raw(c, "\n", 1);
    free(text);
}

json_t *conn_read(struct conn *c, int timeout_ms)
{
    for (;;) {
        char *nl = c->len ? memchr(c->buf, '\n', c->len) : NULL;
        if (nl) {
            size_t n = (size_t)(nl - c->buf);
            json_error_t error;
            json_t *msg = json_loadb(c->buf, n, JSON_ALLOW_NUL, &error);
            memmove(c->buf, nl + 1, c->len - n - 1);
            c->len -= n + 1;
            cr_assert(msg, "the server sent a line that is not JSON: %s", error.text);
            return msg;
        }
        struct pollfd p = {c->fd, POLLIN, 0};
        if (poll(&p, 1, timeout_ms) <= 0)
            return NULL;
        if (c->cap - c->len < 65536) {
            c->cap = c->cap ? c->cap * 2 : 131072;
            c->buf = realloc(c->buf, c->cap);
        }
        ssize_t n = read(c->fd, c->buf + c->len, c->cap - c->len);
        if (n <= 0)
            return NULL;
        c->len += (size_t)n;
    }
}

json_t *conn_call(struct conn *c, const char *method, json_t *params, json_t *others)
{
    long id = ++c->next_id;
    json_t *msg =
        json_pack("{s:s,s:I,s:s}", "jsonrpc", "2.0", "id", (json_int_t)id, "method", method);
    if (params)
        json_object_set_new(msg, "params", params);
    conn_send(c, msg);
    for (;;) {
        json_t *m = conn_read(c, 60000);
        cr_assert(m, "no answer to %s", method);
        json_t *mid = json_object_get(m, "id");
        if (!json_object_get(m, "method") && json_is_integer(mid) && json_integer_value(mid) == id)
            return m;
        if (others)
            json_array_append_new(others, m);
        else
            json_decref(m);
    }
}

json_t *conn_result(struct conn *c, const char *method, json_t *params)
{
    json_t *m = conn_call(c, method, params, NULL);
    json_t *r = json_object_get(m, "result");
    char *text = json_dumps(m, JSON_COMPACT);
    cr_assert(r, "%s failed: %s", method, text);
    free(text);
    json_incref(r);
    json_decref(m);
    return r;
}

int conn_error(struct conn *c, const char *method, json_t *params)
{
    json_t *m = conn_call(c, method, params, NULL);
    json_t *e = json_object_get(m, "error");
    char *text = json_dumps(m, JSON_COMPACT);
    cr_assert(e, "%s should have failed: %s", method, text);
    free(text);
    int code = (int)json_integer_value(json_object_get(e, "code"));
    json_decref(m);
    return code;
}

json_t *run_code(struct conn *c, const char *profile, const char *code)
{
    return conn_result(c, "run", json_pack("{s:s,s:s}", "profile", profile, "code", code));
}

const char *status_of(json_t *result)
{
    const char *s = json_string_value(json_object_get(result, "status"));
    return s ? s : "(none)";
}

/* The server's fds that are (netns) or are not (!netns) network namespaces. */
static int count_fds(const struct server *s, bool netns)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/fd", (int)s->pid);
    DIR *d = opendir(path);
    cr_assert(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char link[600], target[64] = "";
        snprintf(link, sizeof link, "%s/%s", path, e->d_name);
        ssize_t len = readlink(link, target, sizeof target - 1);
        target[len > 0 ? len : 0] = '\0';
        n += (strncmp(target, "net:[", 5) == 0) == netns;
    }
    closedir(d);
    return n;
}

int server_fd_count(const struct server *s)
{
    return count_fds(s, false);
}

int server_netns_count(const struct server *s)
{
    return count_fds(s, true);
}

int server_zombies(const struct server *s)
{
    char path[64], line[4096];
    snprintf(path, sizeof path, "/proc/%d/task/%d/children", (int)s->pid, (int)s->pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    int zombies = 0;
    int pid;
    while (fscanf(f, "%d", &pid) == 1) {
        char stat[64];
        snprintf(stat, sizeof stat, "/proc/%d/stat", pid);
        FILE *g = fopen(stat, "r");
        if (g && fgets(line, sizeof line, g)) {
            char *paren = strrchr(line, ')');
            zombies += paren && paren[2] == 'Z';
        }
        if (g)
            fclose(g);
    }
    fclose(f);
    return zombies;
}

int server_cgroups(const struct server *s)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "j%d-", (int)s->pid);
    /* The server's jails sit in its own group, warden/s<pid> (memory.c). */
    static const char *const roots[] = {"/sys/fs/cgroup/memory", "/sys/fs/cgroup/pids",
                                        "/sys/fs/cgroup/cpu", "/sys/fs/cgroup"};
    int n = 0;
    for (size_t i = 0; i < sizeof roots / sizeof roots[0]; i++) {
        char dir[128];
        snprintf(dir, sizeof dir, "%s/warden/s%d", roots[i], (int)s->pid);
        DIR *d = opendir(dir);
        if (!d)
            continue;
        struct dirent *e;
        while ((e = readdir(d)))
            n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
        closedir(d);
    }
    return n;
}

long server_rss_kb(const struct server *s)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)s->pid);
    FILE *f = fopen(path, "r");
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld", &kb) == 1)
            break;
    if (f)
        fclose(f);
    return kb;
}

void server_reload(struct server *s, struct conn *c, const char *name)
{
    kill(s->pid, SIGHUP);
    for (int i = 0; i < 500; i++) {
        json_t *list = conn_result(c, "profile.list", NULL);
        char *text = json_dumps(list, JSON_COMPACT);
        char quoted[128];
        snprintf(quoted, sizeof quoted, "\"name\":\"%s\"", name);
        bool found = strstr(text, quoted) != NULL;
        free(text);
        json_decref(list);
        if (found)
            return;
        sleep_ms(10);
    }
    cr_assert_fail("profile %s did not appear after SIGHUP", name);
}

void server_probe_profile(struct server *s, const char *name, const char *jail)
{
    const char *probe = getenv("PROBE");
    cr_assert(probe, "PROBE must name build/tests/probe (make e2e sets it)");
    char text[512];
    snprintf(text, sizeof text,
             "[Profile]\nExtends=strict\n[Jail]\nBindReadOnlyPaths=%s:/opt/probe\n%s", probe,
             jail ? jail : "");
    server_profile(s, name, text);
    struct conn c;
    conn_open(&c, s);
    server_reload(s, &c, name);
    conn_close(&c);
}

char *cli_run(const char *const *args, const char *input, int *status)
{
    int in[2], out[2];
    cr_assert(pipe(in) == 0 && pipe(out) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        dup2(in[0], 0);
        dup2(out[1], 1);
        syscall(SYS_close_range, 3, ~0U, 0);
        execv(getenv("WARDEN"), (char *const *)args);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    if (input && write(in[1], input, strlen(input)) < 0)
        cr_assert_fail("write to the CLI");
    close(in[1]);
    size_t len = 0, cap = 1 << 16;
    char *text = malloc(cap);
    ssize_t n;
    while ((n = read(out[0], text + len, cap - len - 1)) > 0) {
        len += (size_t)n;
        if (cap - len < 1024)
            text = realloc(text, cap *= 2);
    }
    text[len] = '\0';
    close(out[0]);
    waitpid(pid, status, 0);
    *status = WIFEXITED(*status) ? WEXITSTATUS(*status) : 128 + WTERMSIG(*status);
    return text;
}
