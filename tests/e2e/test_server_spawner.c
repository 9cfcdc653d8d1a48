/* End-to-end tests of the spawner (server/spawner.c): no jail carries
 * another client's data. Client A's variables, tool result and code pass
 * through the server; then every process the server has (jails and the
 * spawner) is read from the host through /proc/PID/mem, every readable
 * mapping, and none may hold A's bytes, while B's own jail must hold B's (so
 * the search can find what it looks for). */
#include <criterion/criterion.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tests/e2e/test_server_util.h"

#define CHUNK (1 << 20)

/* Whether any readable mapping of pid holds one of markers (count n); the
 * ones found are flagged in found[]. */
static void search_process(pid_t pid, const char *const *markers, int n, bool *found)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/maps", (int)pid);
    FILE *maps = fopen(path, "r");
    snprintf(path, sizeof path, "/proc/%d/mem", (int)pid);
    int mem = open(path, O_RDONLY);
    if (!maps || mem < 0) {
        if (maps)
            fclose(maps);
        if (mem >= 0)
            close(mem);
        return; /* it ended meanwhile */
    }
    char *buf = malloc(CHUNK + 256);
    cr_assert(buf);
    char line[512];
    while (fgets(line, sizeof line, maps)) {
        unsigned long start, end;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &start, &end, perms) != 3 || perms[0] != 'r')
            continue;
        size_t carry = 0; /* a marker may straddle two chunks */
        for (unsigned long at = start; at < end;) {
            size_t want = end - at < CHUNK ? end - at : CHUNK;
            ssize_t got = pread(mem, buf + carry, want, (off_t)at);
            if (got <= 0)
                break; /* [vvar] and friends cannot be read */
            size_t len = carry + (size_t)got;
            for (int i = 0; i < n; i++)
                if (memmem(buf, len, markers[i], strlen(markers[i])))
                    found[i] = true;
            carry = len < 255 ? len : 255;
            memmove(buf, buf + len - carry, carry);
            at += (unsigned long)got;
        }
    }
    free(buf);
    fclose(maps);
    close(mem);
}

/* The server's children: its jails (CLONE_PARENT makes them its own) and
 * its spawner. */
static int server_children(pid_t server, pid_t *out, int max)
{
    DIR *proc = opendir("/proc");
    cr_assert(proc);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(proc)) && n < max) {
        char path[300], stat[512];
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        size_t len = fread(stat, 1, sizeof stat - 1, f);
        fclose(f);
        stat[len] = '\0';
        char *close_paren = strrchr(stat, ')');
        int ppid;
        if (close_paren && sscanf(close_paren + 2, "%*c %d", &ppid) == 1 && ppid == server)
            out[n++] = atoi(e->d_name);
    }
    closedir(proc);
    return n;
}

static void marker(char *out, size_t len, const char *who)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    snprintf(out, len, "%s-%lx-%lx-%d", who, (long)ts.tv_sec, ts.tv_nsec, (int)getpid());
}

static json_t *open_session(struct conn *c)
{
    json_t *r = conn_result(c, "session.open", json_pack("{s:s}", "profile", AST));
    json_t *id = json_incref(json_object_get(r, "session_id"));
    json_decref(r);
    return id;
}

/* Client A: a variable, a tool result and a snippet's own text, each with a
 * marker; then its session ends. */
/* Exited (a zombie keeps no memory) or reaped. */
static bool gone(pid_t pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return true;
    bool zombie = fgets(line, sizeof line, f) && strrchr(line, ')') && strrchr(line, ')')[2] == 'Z';
    fclose(f);
    return zombie;
}

static void tenant_a(pid_t srv_pid_of_a, struct conn *a, const char *var, const char *tool,
                     const char *code)
{
    json_t *id = open_session(a);
    json_decref(
        conn_result(a, "session.set_variables",
                    json_pack("{s:O,s:{s:s}}", "session_id", id, "variables", "secret", var)));
    json_t *m = conn_call(a, "session.set_tools",
                          json_pack("{s:O,s:[{s:s,s:s,s:{}}]}", "session_id", id, "tools", "name",
                                    "lookup", "description", "a tool", "inputs"),
                          NULL);
    json_decref(m);
    char snippet[256];
    snprintf(snippet, sizeof snippet, "v = lookup('q')\nw = '%s'\nlen(secret) + len(v)", code);
    conn_send(a, json_pack("{s:s,s:i,s:s,s:{s:O,s:s}}", "jsonrpc", "2.0", "id", 900, "method",
                           "session.exec", "params", "session_id", id, "code", snippet));
    for (;;) {
        json_t *msg = conn_read(a, 30000);
        cr_assert(msg, "no answer to A's snippet");
        const char *method = json_string_value(json_object_get(msg, "method"));
        if (method && strcmp(method, "tool.call") == 0)
            conn_send(a, json_pack("{s:s,s:O,s:s}", "jsonrpc", "2.0", "id",
                                   json_object_get(msg, "id"), "result", tool));
        else if (json_integer_value(json_object_get(msg, "id")) == 900) {
            json_t *res = json_object_get(msg, "result");
            cr_assert_str_eq(status_of(res), "ok", "%s", json_dumps(msg, 0));
            cr_assert_eq(json_integer_value(json_object_get(res, "output")),
                         (json_int_t)(strlen(var) + strlen(tool)));
            json_decref(msg);
            break;
        }
        json_decref(msg);
    }
    /* While A's session is open, its data may be in one process only: A's own
     * jail. Once the session is closed, that jail must go; until it has, a
     * search would find A's data in A's own jail (a loaded machine reaps it
     * after the answer). */
    pid_t kids[256], own = -1;
    int nkids = server_children(srv_pid_of_a, kids, 256);
    for (int i = 0; i < nkids; i++) {
        bool found = false;
        const char *markers[] = {var};
        search_process(kids[i], markers, 1, &found);
        if (found) {
            cr_assert_eq(own, -1, "A's variable is in two processes of the server");
            own = kids[i];
        }
    }
    cr_assert_neq(own, -1, "A's variable is not in A's own jail: the search cannot work");
    json_decref(conn_result(a, "session.close", json_pack("{s:O}", "session_id", id)));
    json_decref(id);
    for (int tries = 0; tries < 1000 && !gone(own); tries++)
        usleep(10000);
    cr_assert(gone(own), "A's jail outlived its session by 10 s");
}

static void check_no_leak(const char *const *args)
{
    if (geteuid() != 0)
        cr_skip_test("reading a jail's /proc/PID/mem needs root (the jail is another uid)");
#ifdef __SANITIZE_ADDRESS__
    /* ASan's heap lives in a mapping of terabytes (and its shadow beside it):
     * reading every mapped byte would take hours. */
    cr_skip_test("ASan build: its terabyte mappings cannot be read through in a test");
#endif
    struct server srv;
    struct conn a, b;
    server_start(&srv, args);
    conn_open(&a, &srv);
    conn_open(&b, &srv);

    char var[64], tool[64], code[64], mine[64];
    marker(var, sizeof var, "tenantA-variable");
    marker(tool, sizeof tool, "tenantA-toolresult");
    marker(code, sizeof code, "tenantA-code");
    marker(mine, sizeof mine, "tenantB-own");
    tenant_a(srv.pid, &a, var, tool, code);

    /* B's jail is made after A's data went through the server. */
    json_t *id = open_session(&b);
    char snippet[128];
    snprintf(snippet, sizeof snippet, "mine = '%s'\nlen(mine)", mine);
    json_t *r =
        conn_result(&b, "session.exec", json_pack("{s:O,s:s}", "session_id", id, "code", snippet));
    cr_assert_str_eq(status_of(r), "ok");
    json_decref(r);

    pid_t kids[256];
    int nkids = server_children(srv.pid, kids, 256);
    cr_assert_geq(nkids, 2, "B's jail and the spawner");
    const char *markers[] = {mine, var, tool, code};
    bool found[4] = {false};
    for (int i = 0; i < nkids; i++)
        search_process(kids[i], markers, 4, found);
    cr_assert(found[0], "B's own marker not found in any jail: the search cannot work");
    cr_assert(!found[1], "A's variable is in another process of the server");
    cr_assert(!found[2], "A's tool result is in another process of the server");
    cr_assert(!found[3], "A's code is in another process of the server");

    json_decref(conn_result(&b, "session.close", json_pack("{s:O}", "session_id", id)));
    json_decref(id);
    conn_close(&a);
    conn_close(&b);
    server_stop(&srv);
}

TestSuite(spawner, .timeout = 120);

/* Every jail made on demand, after A. */
Test(spawner, no_tenant_data_in_fresh_jails)
{
    const char *args[] = {"--pool", "0", NULL};
    check_no_leak(args);
}

/* With warm pools, refilled after A's session. */
Test(spawner, no_tenant_data_in_warm_jails)
{
    check_no_leak(NULL);
}

/* The spawner among the server's children: the one in the server's own pid
 * namespace (a jail's NSpid line lists two pids). */
static pid_t find_spawner(pid_t server)
{
    pid_t kids[256];
    int n = server_children(server, kids, 256);
    for (int i = 0; i < n; i++) {
        char path[64], line[256];
        snprintf(path, sizeof path, "/proc/%d/status", (int)kids[i]);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        int pids = 0;
        while (fgets(line, sizeof line, f))
            if (strncmp(line, "NSpid:", 6) == 0)
                for (char *t = strtok(line + 6, " \t\n"); t; t = strtok(NULL, " \t\n"))
                    pids++;
        fclose(f);
        if (pids == 1)
            return kids[i];
    }
    return -1;
}

static pid_t await_spawner(pid_t server, pid_t not )
{
    for (int tries = 0; tries < 500; tries++) {
        pid_t p = find_spawner(server);
        if (p > 0 && p != not )
            return p;
        usleep(10000);
    }
    return -1;
}

/* A spawner that dies is replaced, and a reload brings a new one (with the
 * new profiles); jails keep coming either way. */
Test(spawner, restarted_when_killed_and_on_reload)
{
    struct server srv;
    struct conn c;
    const char *args[] = {"--pool", "0", NULL};
    server_start(&srv, args);
    conn_open(&c, &srv);
    pid_t first = await_spawner(srv.pid, -1);
    cr_assert_gt(first, 0, "no spawner");
    /* Not before a second has passed: one that dies at once waits for demand. */
    sleep(1);
    kill(first, SIGKILL);
    pid_t second = await_spawner(srv.pid, first);
    cr_assert_gt(second, 0, "the spawner was not restarted");
    json_t *r = run_code(&c, AST, "6 * 7");
    cr_assert_str_eq(status_of(r), "ok");
    json_decref(r);

    server_profile(&srv, "fresh", "[Profile]\nExtends=default\n");
    server_reload(&srv, &c, "fresh");
    pid_t third = await_spawner(srv.pid, second);
    cr_assert_gt(third, 0, "the reload kept the old spawner");
    r = run_code(&c, "fresh", "6 * 7");
    cr_assert_str_eq(status_of(r), "ok", "%s", json_dumps(r, 0));
    cr_assert_eq(json_integer_value(json_object_get(r, "output")), 42);
    json_decref(r);
    conn_close(&c);
    server_stop(&srv);
}

/* warden is a PIE (static-pie, or dynamic under the sanitizers): a leaked
 * pointer says nothing fixed about where its code and data are. */
Test(spawner, binary_is_position_independent)
{
    FILE *f = fopen(getenv("WARDEN"), "rb");
    cr_assert(f);
    unsigned char header[18];
    cr_assert_eq(fread(header, 1, sizeof header, f), sizeof header);
    fclose(f);
    cr_assert_eq(memcmp(header, "\177ELF", 4), 0);
    /* e_type, little-endian: ET_DYN (3) is a PIE, ET_EXEC (2) is not. */
    cr_assert_eq(header[16] | header[17] << 8, 3, "warden is not position-independent");
}

/* A warm jail ran a warm-up snippet (server/worker.c) before it was asked
 * anything: none of its names is left for the request to see. */
Test(spawner, warm_up_leaves_no_names)
{
    struct server srv;
    struct conn c;
    server_start(&srv, NULL);
    conn_open(&c, &srv);
    const char *names[] = {"f", "d", "s", "t"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        json_t *r = run_code(&c, AST, names[i]);
        cr_assert_str_eq(status_of(r), "error", "%s", json_dumps(r, 0));
        cr_assert_str_eq(json_string_value(json_object_get(json_object_get(r, "error"), "name")),
                         "NameError", "%s", json_dumps(r, 0));
        json_decref(r);
    }
    conn_close(&c);
    server_stop(&srv);
}
