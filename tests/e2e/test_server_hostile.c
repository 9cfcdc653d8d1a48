/* End-to-end tests of `warden serve` against hostile or broken clients and
 * workers: malformed lines, oversized lines, unknown methods, profiles the
 * caller may not use, clients that vanish mid-run or never read, and a long
 * run of snippets that must leak no fds, zombies, cgroups or memory. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/e2e/test_server_util.h"

static struct server srv;
static struct conn conn;

static void start(void)
{
    const char *args[] = {"--pool", "0", NULL};
    server_start(&srv, args);
    conn_open(&conn, &srv);
}

static void stop(void)
{
    conn_close(&conn);
    server_stop(&srv);
}

TestSuite(hostile, .init = start, .fini = stop, .timeout = 120);

/* After each abuse, the same connection still gets a proper answer. */
static void still_serves(struct conn *c)
{
    json_t *r = run_code(c, AST, "6 * 7");
    cr_assert_eq(json_integer_value(json_object_get(r, "output")), 42);
    json_decref(r);
}

static int error_code(json_t *m)
{
    return (int)json_integer_value(json_object_get(json_object_get(m, "error"), "code"));
}

Test(hostile, malformed_json)
{
    const char *lines[] = {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"run\"\n",
                           "not json at all\n", "\x01\x02\xff\xfe\n", "[1,2,3]\n",
                           "\"just a string\"\n"};
    int codes[] = {-32700, -32700, -32700, -32600, -32600};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        conn_send_raw(&conn, lines[i], strlen(lines[i]));
        json_t *m = conn_read(&conn, 5000);
        cr_assert(m, "no answer to line %zu", i);
        cr_assert_eq(error_code(m), codes[i], "line %zu", i);
        /* The first line's id precedes the damage: the error goes to it. */
        if (i == 0)
            cr_assert_eq(json_integer_value(json_object_get(m, "id")), 1);
        else
            cr_assert(json_is_null(json_object_get(m, "id")));
        json_decref(m);
    }
    still_serves(&conn);
}

Test(hostile, invalid_requests)
{
    const char *lines[] = {
        "{\"id\":1,\"method\":\"server.info\"}\n",                     /* no jsonrpc */
        "{\"jsonrpc\":\"1.0\",\"id\":2,\"method\":\"server.info\"}\n", /* wrong version */
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":42}\n",              /* method not a string */
        "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"run\",\"params\":7}\n",
        "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"run\",\"params\":{\"code\":5}}\n",
        "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"run\",\"params\":{\"code\":\"1\","
        "\"timeout\":-1}}\n",
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"run\",\"params\":{\"code\":\"1\","
        "\"profile\":\"../../etc/passwd\"}}\n",
        "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"session.exec\",\"params\":{\"session_id\":"
        "\"nope\",\"code\":\"1\"}}\n",
        "{\"jsonrpc\":\"2.0\",\"id\":9,\"id\":10,\"method\":\"server.info\"}\n", /* duplicate key */
    };
    int codes[] = {-32600, -32600, -32600, -32600, -32602, -32602, -32000, -32002, -32700};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        conn_send_raw(&conn, lines[i], strlen(lines[i]));
        json_t *m = conn_read(&conn, 5000);
        cr_assert(m, "no answer to line %zu", i);
        cr_assert_eq(error_code(m), codes[i], "line %zu: %s", i, json_dumps(m, 0));
        json_decref(m);
    }
    still_serves(&conn);
}

Test(hostile, unknown_method)
{
    json_t *m = conn_call(&conn, "system.shutdown", NULL, NULL);
    cr_assert_eq(error_code(m), -32601);
    json_decref(m);
    /* A notification is never answered, even for an unknown method. */
    const char *notification = "{\"jsonrpc\":\"2.0\",\"method\":\"nothing\"}\n";
    conn_send_raw(&conn, notification, strlen(notification));
    /* A response nobody asked for is ignored. */
    const char *response = "{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":1}\n";
    conn_send_raw(&conn, response, strlen(response));
    still_serves(&conn);
}

/* Reads until the answer to id; fails on an answer to forbidden_id. */
static json_t *answer_to(struct conn *c, json_int_t id, json_int_t forbidden_id)
{
    for (;;) {
        json_t *m = conn_read(c, 30000);
        cr_assert(m, "no answer to %lld", (long long)id);
        json_t *mid = json_object_get(m, "id");
        cr_assert(!json_is_integer(mid) || json_integer_value(mid) != forbidden_id,
                  "the tail of a refused line was run: %s", json_dumps(m, 0));
        if (json_is_integer(mid) && json_integer_value(mid) == id && !json_object_get(m, "method"))
            return m;
        json_decref(m);
    }
}

Test(hostile, oversized_line)
{
    /* 17 MiB without a newline, then, once the server has refused it, a
     * whole request as the line's tail: it must be dropped with the line,
     * not smuggled in as a message of its own. */
    size_t size = 17u << 20;
    char *big = malloc(size);
    memset(big, 'a', size);
    memcpy(big, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"run\",\"params\":{\"code\":\"", 56);
    conn_send_raw(&conn, big, size);
    free(big);
    json_t *m = conn_read(&conn, 20000);
    cr_assert(m);
    cr_assert_eq(error_code(m), -32004);
    cr_assert_eq(json_integer_value(json_object_get(m, "id")), 1, "the id came before the cap");
    json_decref(m);
    const char *tail = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"server.info\"}\n"
                       "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"server.info\"}\n";
    conn_send_raw(&conn, tail, strlen(tail));
    json_decref(answer_to(&conn, 3, 2));
    still_serves(&conn);
}

/* JSON's \u0000 is valid in a request, in an id, and in a snippet's output:
 * nothing breaks, and the NULs come back where they were. */
Test(hostile, nul_in_request_id_and_output)
{
    const char *line = "{\"jsonrpc\":\"2.0\",\"id\":\"a\\u0000b\",\"method\":\"run\",\"params\":"
                       "{\"profile\":\"" AST "\",\"code\":\"print('x\\\\x00y')\\n'c\\\\x00d'\"}}\n";
    conn_send_raw(&conn, line, strlen(line));
    char output[16];
    size_t printed = 0;
    json_t *m;
    while ((m = conn_read(&conn, 30000)) && json_object_get(m, "method")) {
        json_t *text = json_object_get(json_object_get(m, "params"), "text");
        size_t n = json_string_length(text);
        cr_assert(printed + n <= sizeof output);
        memcpy(output + printed, json_string_value(text), n);
        printed += n;
        json_decref(m);
    }
    cr_assert(m, "no answer");
    json_t *id = json_object_get(m, "id");
    cr_assert(json_is_string(id) && json_string_length(id) == 3 &&
                  memcmp(json_string_value(id), "a\0b", 3) == 0,
              "%s", json_dumps(m, 0));
    json_t *result = json_object_get(m, "result");
    cr_assert_str_eq(status_of(result), "ok", "%s", json_dumps(m, 0));
    json_t *value = json_object_get(result, "output");
    cr_assert(json_is_string(value) && json_string_length(value) == 3 &&
              memcmp(json_string_value(value), "c\0d", 3) == 0);
    cr_assert(printed == 4 && memcmp(output, "x\0y\n", 4) == 0);
    json_decref(m);
    still_serves(&conn);
}

/* An integer beyond 64 bits does not make the line unreadable: the request
 * is read, and its error goes to its id. */
Test(hostile, big_integer_keeps_the_envelope)
{
    const char *line = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"run\",\"params\":{\"profile\":"
                       "\"" AST "\",\"code\":\"1\",\"timeout\":123456789012345678901234567890}}\n";
    conn_send_raw(&conn, line, strlen(line));
    json_t *m = conn_read(&conn, 5000);
    cr_assert(m);
    cr_assert_eq(json_integer_value(json_object_get(m, "id")), 7, "%s", json_dumps(m, 0));
    cr_assert_eq(error_code(m), -32602, "%s", json_dumps(m, 0));
    json_decref(m);
    still_serves(&conn);
}

Test(hostile, profile_not_permitted)
{
    server_profile(&srv, "rootonly", "[Profile]\nExtends=" AST "\nAllowUsers=root\n");
    server_reload(&srv, &conn, "rootonly");
    chmod(srv.socket, 0666);
    int fds[2];
    cr_assert(pipe(fds) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        /* As nobody: the profile exists but is not ours, and is not listed. */
        if (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
            setresuid(65534, 65534, 65534) < 0)
            _exit(3);
        struct conn c;
        conn_open(&c, &srv);
        json_t *m =
            conn_call(&c, "run", json_pack("{s:s,s:s}", "profile", "rootonly", "code", "1"), NULL);
        int denied = error_code(m) == -32001;
        json_decref(m);
        json_t *list = conn_result(&c, "profile.list", NULL);
        char *text = json_dumps(list, 0);
        int hidden = strstr(text, "rootonly") == NULL;
        json_t *r = run_code(&c, AST, "1 + 1");
        int served = json_integer_value(json_object_get(r, "output")) == 2;
        _exit(denied && hidden && served ? 0 : 1);
    }
    int status;
    waitpid(pid, &status, 0);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0, "status %#x", status);
    /* Root may. */
    json_t *r = run_code(&conn, "rootonly", "1 + 1");
    cr_assert_str_eq(status_of(r), "ok");
    json_decref(r);
}

Test(hostile, disconnect_mid_run_kills_the_jail)
{
    struct conn c;
    conn_open(&c, &srv);
    conn_send(&c, json_pack("{s:s,s:i,s:s,s:{s:s,s:s}}", "jsonrpc", "2.0", "id", 1, "method", "run",
                            "params", "profile", "cpython", "code",
                            "import time\nprint('started', flush=True)\ntime.sleep(60)"));
    json_t *m = conn_read(&c, 10000); /* the output notification: it runs */
    cr_assert(m);
    json_decref(m);
    json_t *s = conn_result(&c, "session.open", json_pack("{s:s}", "profile", AST));
    json_decref(s);
    cr_assert_geq(server_cgroups(&srv), 1);
    conn_close(&c);
    for (int i = 0; i < 500 && server_cgroups(&srv) > 0; i++)
        usleep(10000);
    cr_assert_eq(server_cgroups(&srv), 0, "the jails' cgroups were not removed");
    cr_assert_eq(server_zombies(&srv), 0);
    json_t *info = conn_result(&conn, "server.info", NULL);
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(info, "jails"), "busy")), 0);
    json_decref(info);
}

Test(hostile, client_that_never_reads)
{
    /* One client floods requests whose answers it never reads; another is
     * still served promptly. */
    struct conn flood;
    conn_open(&flood, &srv);
    char line[256];
    for (int i = 0; i < 2000; i++) {
        int n = snprintf(line, sizeof line,
                         "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"profile.list\"}\n", i);
        conn_send_raw(&flood, line, (size_t)n);
    }
    still_serves(&conn);
    conn_close(&flood);
    still_serves(&conn);
}

Test(hostile, fair_between_clients)
{
    /* With two jails at most, a client with 40 queued runs does not starve
     * one with a single run: waiting clients are served in turn. */
    struct server two;
    const char *args[] = {"--max-jails", "2", NULL};
    server_start(&two, args);
    struct conn busy, me;
    conn_open(&busy, &two);
    conn_open(&me, &two);
    char line[256];
    for (int i = 0; i < 40; i++) {
        int n =
            snprintf(line, sizeof line,
                     "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"run\",\"params\":{\"profile\":"
                     "\"" AST "\",\"code\":\"sum(range(3000000))\"}}\n",
                     i);
        conn_send_raw(&busy, line, (size_t)n);
    }
    usleep(20000);
    /* Each busy run takes tens of milliseconds, so that a loaded machine's scheduling
     * noise (our client waiting for a CPU) stays small beside a run. How fast the busy
     * client's runs go depends on the machine; what fairness
     * guarantees is that ours does not wait for the rest of its queue. Served
     * first come, first served, ours would come after all 40. */
    int before = 0, between = 0;
    json_t *m;
    while ((m = conn_read(&busy, 0)))
        before += !json_object_get(m, "method"), json_decref(m);
    json_t *r = run_code(&me, AST, "'me'");
    cr_assert_str_eq(json_string_value(json_object_get(r, "output")), "me");
    json_decref(r);
    while ((m = conn_read(&busy, 0)))
        between += !json_object_get(m, "method"), json_decref(m);
    /* Each run takes milliseconds: most of the queue is still waiting when
     * we ask, and only a few of it (the jails already busy, and the turn in
     * progress) may finish before ours. */
    if (before >= 30) { /* a machine this fast cannot show the order */
        conn_close(&busy);
        conn_close(&me);
        server_stop(&two);
        cr_skip_test("the busy client's runs finished too quickly here to test fairness");
    }
    cr_assert_leq(between, 6,
                  "%d of the busy client's 40 runs finished while the single one waited "
                  "(%d before we asked)",
                  between, before);
    conn_close(&busy);
    conn_close(&me);
    server_stop(&two);
}

Test(hostile, pipelined_requests_past_the_queue_are_all_answered)
{
    /* More requests than a client may have waiting (SERVER_CLIENT_QUEUE): the
     * server stops reading, then resumes; none is dropped. */
    struct server one;
    const char *args[] = {"--max-jails", "1", "--pool", "2", NULL};
    server_start(&one, args);
    struct conn c;
    conn_open(&c, &one);
    char line[256];
    int total = 300;
    for (int i = 1; i <= total; i++) {
        int n =
            snprintf(line, sizeof line,
                     "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"run\",\"params\":{\"profile\":"
                     "\"" AST "\",\"code\":\"%d\"}}\n",
                     i, i);
        conn_send_raw(&c, line, (size_t)n);
    }
    int answered = 0;
    json_t *m;
    while (answered < total && (m = conn_read(&c, 30000))) {
        if (!json_object_get(m, "method")) {
            json_int_t id = json_integer_value(json_object_get(m, "id"));
            cr_assert_eq(
                json_integer_value(json_object_get(json_object_get(m, "result"), "output")), id);
            answered++;
        }
        json_decref(m);
    }
    cr_assert_eq(answered, total);
    conn_close(&c);
    server_stop(&one);
}

Test(hostile, pipelined_session_execs_run_in_order)
{
    json_t *open = conn_result(&conn, "session.open", json_pack("{s:s}", "profile", AST));
    const char *id = json_string_value(json_object_get(open, "session_id"));
    json_decref(conn_result(&conn, "session.exec",
                            json_pack("{s:s,s:s}", "session_id", id, "code", "n = []")));
    char line[256];
    int total = 300; /* past SERVER_CLIENT_QUEUE: reading pauses and resumes */
    for (int i = 1; i <= total; i++) {
        int k = snprintf(line, sizeof line,
                         "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"session.exec\",\"params\":"
                         "{\"session_id\":\"%s\",\"code\":\"n.append(%d)\\nlen(n)\"}}\n",
                         1000 + i, id, i);
        conn_send_raw(&conn, line, (size_t)k);
    }
    for (int i = 1; i <= total; i++) {
        json_t *m = conn_read(&conn, 30000);
        cr_assert(m, "answer %d never came", i);
        cr_assert_eq(json_integer_value(json_object_get(m, "id")), 1000 + i);
        cr_assert_eq(json_integer_value(json_object_get(json_object_get(m, "result"), "output")),
                     i);
        json_decref(m);
    }
    json_t *r = conn_result(&conn, "session.exec",
                            json_pack("{s:s,s:s}", "session_id", id, "code", "n[:3] + n[-1:]"));
    cr_assert_eq(json_integer_value(json_array_get(json_object_get(r, "output"), 3)), total);
    json_decref(r);
    json_decref(open);
}

Test(hostile, worker_breaking_the_protocol)
{
    /* A snippet in the command runtime can write to fd 3 itself. */
    json_t *r = run_code(&conn, "cpython",
                         "import os\nos.write(3, b'garbage\\n')\nimport time\n"
                         "time.sleep(5)");
    cr_assert_str_eq(status_of(r), "internal_error", "%s", json_dumps(r, 0));
    json_decref(r);
    r = run_code(
        &conn, "cpython",
        "import os\nos.write(3, b'{\"op\":\"result\",\"status\":\"ok\",\"output\":1}\\n')\n"
        "2");
    /* A forged result is the snippet's own result, nothing more; the real one
     * that follows is a protocol error that ends the jail, not the server. */
    cr_assert_str_eq(status_of(r), "ok");
    json_decref(r);
    still_serves(&conn);
}

Test(hostile, many_runs_leak_nothing, .timeout = 600)
{
    /* Warm up, then measure: fds, zombies, cgroups and memory must be where
     * they were after 1,000 more runs. */
    for (int i = 0; i < 50; i++)
        json_decref(run_code(&conn, AST, "1"));
    usleep(200000);
    int fds = server_fd_count(&srv);
    long rss = server_rss_kb(&srv);
    int runs = getenv("WARDEN_LEAK_RUNS") ? atoi(getenv("WARDEN_LEAK_RUNS")) : 1000;
    for (int i = 0; i < runs; i++) {
        json_t *r = run_code(&conn, AST, i % 10 == 0 ? "1/0" : "x = [1, 2]\nx");
        json_decref(r);
    }
    usleep(300000);
    cr_assert_eq(server_fd_count(&srv), fds, "fds before %d after %d", fds, server_fd_count(&srv));
    /* One run at a time: the spare namespaces stay as few as the warm jails. */
    cr_assert_leq(server_netns_count(&srv), 16, "%d network namespaces kept",
                  server_netns_count(&srv));
    cr_assert_eq(server_zombies(&srv), 0);
    cr_assert_eq(server_cgroups(&srv), 0);
    long grown = server_rss_kb(&srv) - rss;
#ifdef __SANITIZE_ADDRESS__
    /* ASan's quarantine holds freed memory back: there LSan, at the server's
     * exit, is the leak check. */
    (void)grown;
#else
    cr_assert_lt(grown, 2048, "the server grew by %ld KiB over %d runs", grown, runs);
#endif
}

/* A server killed with SIGKILL cannot remove its jails' cgroups, warm or
 * running a snippet; the next server to start removes them, killing what
 * still runs in them. */
Test(hostile, cgroups_of_a_killed_server_are_removed)
{
    struct server dead;
    const char *warm[] = {"--pool", "2", NULL};
    server_start(&dead, warm);
    struct conn c;
    conn_open(&c, &dead);
    json_t *opened = conn_result(&c, "session.open", json_pack("{s:s}", "profile", AST));
    json_t *exec = json_pack("{s:s,s:I,s:s,s:{s:O,s:s,s:i}}", "jsonrpc", "2.0", "id",
                             (json_int_t)1000, "method", "session.exec", "params", "session_id",
                             json_object_get(opened, "session_id"), "code", "while True:\n    pass",
                             "timeout", 60);
    conn_send(&c, exec);
    json_decref(opened);
    for (int waited = 0; server_cgroups(&dead) < 2 && waited < 5000; waited += 10)
        usleep(10000);
    cr_assert_geq(server_cgroups(&dead), 2, "a session's jail and warm ones");
    kill(dead.pid, SIGKILL);
    waitpid(dead.pid, NULL, 0);
    cr_assert_gt(server_cgroups(&dead), 0, "a killed server leaves its cgroups");
    conn_close(&c);
    struct server next;
    server_start(&next, NULL);
    cr_assert_eq(server_cgroups(&dead), 0, "the next server removed the dead one's cgroups");
    server_stop(&next);
    dead.pid = 0;
    char cmd[100];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dead.dir);
    cr_assert_eq(system(cmd), 0);
}

/* Idle clients with long unterminated lines hold little of the server's
 * memory (SERVER_CLIENT_LINE_SMALL each, SERVER_BIG_LINES of them up to a
 * whole message), and another client is still answered meanwhile. */
Test(hostile, idle_partial_lines_are_bounded)
{
    enum { CLIENTS = 12 };
    size_t size = 15u << 20;
    char *big = malloc(size);
    memset(big, 'a', size);
    memcpy(big, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"run\",\"params\":{\"code\":\"", 56);
    long before = server_rss_kb(&srv);
    struct conn idle[CLIENTS];
    for (int i = 0; i < CLIENTS; i++) {
        conn_open(&idle[i], &srv);
        fcntl(idle[i].fd, F_SETFL, O_NONBLOCK);
    }
    /* Each sends what the server and its socket take, a few rounds. */
    for (int round = 0; round < 20; round++) {
        for (int i = 0; i < CLIENTS; i++) {
            ssize_t n;
            while ((n = write(idle[i].fd, big, size)) > 0) {
            }
        }
        usleep(50000);
    }
    long after = server_rss_kb(&srv);
#ifdef __SANITIZE_ADDRESS__
    /* ASan's shadow and quarantine hold memory back: only the answer counts. */
    (void)before;
    (void)after;
#else
    /* 2 big lines of 15 MiB, 10 small ones, and slack for the allocator. */
    cr_assert_lt(after - before, 48 * 1024, "RSS grew from %ld to %ld KiB", before, after);
#endif
    still_serves(&conn);
    for (int i = 0; i < CLIENTS; i++)
        conn_close(&idle[i]);
    free(big);
}

/* Large results of pipelined runs from a client that does not read yet: the
 * server holds back their jails instead of their results, another client is
 * answered meanwhile, and RSS stays under the documented bound (docs/server.md:
 * 64 MiB, plus a backlog and one message per client that does not read). */
Test(hostile, large_pipelined_results_are_bounded, .timeout = 300)
{
    enum { RUNS = 10 };
    struct conn flood;
    conn_open(&flood, &srv);
    for (int i = 0; i < RUNS; i++) {
        char line[160];
        int n =
            snprintf(line, sizeof line,
                     "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"run\",\"params\":{\"profile\":"
                     "\"" AST "\",\"code\":\"'x' * 4_000_000\"}}\n",
                     i + 1);
        conn_send_raw(&flood, line, (size_t)n);
    }
    long peak = 0;
    for (int i = 0; i < 20; i++) {
        usleep(100000);
        long rss = server_rss_kb(&srv);
        peak = rss > peak ? rss : peak;
    }
    still_serves(&conn);
    for (int answered = 0; answered < RUNS;) {
        json_t *m = conn_read(&flood, 60000);
        cr_assert(m, "%d of %d answered", answered, RUNS);
        if (json_object_get(m, "result")) {
            cr_assert_str_eq(status_of(json_object_get(m, "result")), "ok");
            answered++;
        }
        json_decref(m);
        long rss = server_rss_kb(&srv);
        peak = rss > peak ? rss : peak;
    }
    conn_close(&flood);
#ifdef __SANITIZE_ADDRESS__
    (void)peak; /* ASan's shadow and quarantine hold memory back */
#else
    cr_assert_lt(peak, 96 * 1024, "RSS peaked at %ld KiB", peak);
#endif
}
