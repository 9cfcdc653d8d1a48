/* End-to-end tests of memory admission (server/memory.c): jails are made only
 * while the MemoryMax= of live jails fits --memory-total; past it requests
 * wait, warm jails make room, and a profile that can never fit is refused. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/e2e/test_server_util.h"

#define MIB (1024 * 1024)

static json_t *memory_info(struct conn *c)
{
    json_t *info = conn_result(c, "server.info", json_object());
    json_t *m = json_incref(json_object_get(info, "memory"));
    json_decref(info);
    cr_assert(json_is_object(m));
    return m;
}

static json_int_t committed(struct conn *c)
{
    json_t *m = memory_info(c);
    json_int_t v = json_integer_value(json_object_get(m, "committed"));
    json_int_t total = json_integer_value(json_object_get(m, "total"));
    cr_assert_leq(v, total, "committed %lld past the total %lld", (long long)v, (long long)total);
    json_decref(m);
    return v;
}

static json_t *open_big(struct conn *c)
{
    json_t *r = conn_result(c, "session.open", json_pack("{s:s}", "profile", "big"));
    json_t *id = json_incref(json_object_get(r, "session_id"));
    json_decref(r);
    return id;
}

static void start(struct server *srv, struct conn *c, const char *total, const char *pool)
{
    const char *args[] = {"--memory-total", total, "--pool", pool, NULL};
    /* server_start writes the profiles folder first: big is added after and
     * loaded with a reload, so that the test needs no second helper. */
    server_start(srv, args);
    conn_open(c, srv);
    server_profile(srv, "big", "[Profile]\nExtends=default\n[Jail]\nMemoryMax=100M\n");
    server_profile(srv, "huge", "[Profile]\nExtends=default\n[Jail]\nMemoryMax=1G\n");
    server_reload(srv, c, "huge");
}

/* Two jails of 100M fit 250M; a third waits until one ends. */
Test(memory, third_jail_waits_for_room, .timeout = 120)
{
    struct server srv;
    struct conn c;
    start(&srv, &c, "250M", "0");
    json_t *m = memory_info(&c);
    cr_assert_eq(json_integer_value(json_object_get(m, "total")), 250 * MIB);
    json_decref(m);

    /* As root the server's jails share warden/s<pid>, limited to the total. */
    char path[128], text[32] = "";
    snprintf(path, sizeof path, "/sys/fs/cgroup/memory/warden/s%d/memory.limit_in_bytes",
             (int)srv.pid);
    FILE *f = fopen(path, "r");
    if (f) {
        cr_assert(fgets(text, sizeof text, f));
        fclose(f);
        cr_assert_eq(atoll(text), 250LL * MIB, "the jails' group is limited to %s", text);
    }

    json_t *a = open_big(&c), *b = open_big(&c);
    cr_assert_eq(committed(&c), 200 * MIB);
    conn_send(&c, json_pack("{s:s,s:i,s:s,s:{s:s}}", "jsonrpc", "2.0", "id", 500, "method",
                            "session.open", "params", "profile", "big"));
    /* No answer while there is no room; a slow machine only waits longer. */
    json_t *early = conn_read(&c, 700);
    cr_assert_null(early, "a third 100M jail started within 250M: %s", json_dumps(early, 0));
    cr_assert_eq(committed(&c), 200 * MIB);
    /* server.info was answered meanwhile: the queue holds only what waits. */
    conn_send(&c, json_pack("{s:s,s:i,s:s,s:{s:O}}", "jsonrpc", "2.0", "id", 501, "method",
                            "session.close", "params", "session_id", a));
    bool opened = false, closed = false;
    while (!opened || !closed) {
        json_t *msg = conn_read(&c, 30000);
        cr_assert(msg, "the waiting session.open never started");
        json_int_t id = json_integer_value(json_object_get(msg, "id"));
        if (id == 500) {
            cr_assert(json_object_get(json_object_get(msg, "result"), "session_id"), "%s",
                      json_dumps(msg, 0));
            opened = true;
        } else if (id == 501) {
            closed = true;
        }
        json_decref(msg);
    }
    cr_assert_leq(committed(&c), 200 * MIB);
    json_decref(a);
    json_decref(b);
    conn_close(&c);
    server_stop(&srv);
}

/* A profile larger than the whole total could never run: refused, not queued. */
Test(memory, never_fitting_profile_is_refused, .timeout = 60)
{
    struct server srv;
    struct conn c;
    start(&srv, &c, "250M", "0");
    json_t *m = conn_call(&c, "run", json_pack("{s:s,s:s}", "profile", "huge", "code", "1"), NULL);
    json_t *e = json_object_get(m, "error");
    cr_assert(e, "%s", json_dumps(m, 0));
    cr_assert(strstr(json_string_value(json_object_get(e, "message")), "memory total"), "%s",
              json_dumps(m, 0));
    json_decref(m);
    conn_close(&c);
    server_stop(&srv);
}

/* Warm jails hold memory only in case: a request that needs it evicts them. */
Test(memory, warm_jails_make_room, .timeout = 120)
{
    struct server srv;
    struct conn c;
    /* Two warm `ast` jails of 256M fill 600M but for 88M. */
    start(&srv, &c, "600M", "2");
    json_t *r = run_code(&c, AST, "1");
    json_decref(r);
    for (int i = 0; i < 300 && committed(&c) < 512 * MIB; i++)
        usleep(20000);
    cr_assert_eq(committed(&c), 512 * MIB, "the pool did not fill");
    r = run_code(&c, "big", "6 * 7");
    cr_assert_str_eq(status_of(r), "ok", "%s", json_dumps(r, 0));
    cr_assert_eq(json_integer_value(json_object_get(r, "output")), 42);
    json_decref(r);
    cr_assert_leq(committed(&c), 600 * MIB);
    conn_close(&c);
    server_stop(&srv);
}
