/* End-to-end tests of fairness between users and sessions: per-user caps on
 * sessions and jails, the idle timeout of sessions (IdleTimeoutSec=), and
 * session.close cancelling a running snippet at once. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tests/e2e/test_server_util.h"

static struct server srv;
static struct conn conn;

static void start(void)
{
    const char *args[] = {"--pool", "0", "--max-jails-per-user", "2", "--max-sessions-per-user",
                          "2",      NULL};
    server_start(&srv, args);
    server_profile(&srv, "idle", "[Profile]\nExtends=" AST "\n[Limits]\nIdleTimeoutSec=1\n");
    conn_open(&conn, &srv);
    server_reload(&srv, &conn, "idle");
}

static void stop(void)
{
    conn_close(&conn);
    server_stop(&srv);
}

TestSuite(fair, .init = start, .fini = stop, .timeout = 120);

static json_t *open_session(struct conn *c, const char *profile)
{
    json_t *r = conn_result(c, "session.open", json_pack("{s:s}", "profile", profile));
    json_t *id = json_incref(json_object_get(r, "session_id"));
    json_decref(r);
    return id;
}

static void send_request(struct conn *c, json_int_t id, const char *method, json_t *params)
{
    conn_send(c, json_pack("{s:s,s:I,s:s,s:o}", "jsonrpc", "2.0", "id", id, "method", method,
                           "params", params));
}

/* The next answer (not a notification) on c, or NULL after timeout_ms. */
static json_t *next_answer(struct conn *c, int timeout_ms)
{
    json_t *m;
    while ((m = conn_read(c, timeout_ms)) && json_object_get(m, "method"))
        json_decref(m);
    return m;
}

static int error_code(json_t *m)
{
    return (int)json_integer_value(json_object_get(json_object_get(m, "error"), "code"));
}

Test(fair, session_close_cancels_the_running_snippet_at_once)
{
    json_t *id = open_session(&conn, "cpython");
    send_request(&conn, 100, "session.exec",
                 json_pack("{s:O,s:s,s:i}", "session_id", id, "code", "import time\ntime.sleep(60)",
                           "timeout", 60));
    usleep(200000);
    send_request(&conn, 101, "session.close", json_pack("{s:O}", "session_id", id));
    /* Both answers come well before the snippet's 60 s. */
    bool closed = false, cancelled = false;
    for (int i = 0; i < 2; i++) {
        json_t *m = next_answer(&conn, 20000);
        cr_assert(m, "no answer after session.close");
        json_int_t mid = json_integer_value(json_object_get(m, "id"));
        if (mid == 100) {
            cr_assert_eq(error_code(m), -32003, "%s", json_dumps(m, 0));
            cancelled = true;
        } else {
            cr_assert_eq(mid, 101);
            cr_assert(json_is_true(json_object_get(json_object_get(m, "result"), "closed")));
            closed = true;
        }
        json_decref(m);
    }
    cr_assert(closed && cancelled);
    json_decref(id);
}

Test(fair, idle_sessions_end)
{
    json_t *id = open_session(&conn, "idle");
    json_t *r = conn_result(&conn, "session.exec",
                            json_pack("{s:O,s:s}", "session_id", id, "code", "x = 1"));
    json_decref(r);
    sleep(3);
    json_t *m = conn_call(&conn, "session.exec",
                          json_pack("{s:O,s:s}", "session_id", id, "code", "x"), NULL);
    cr_assert_eq(error_code(m), -32003, "%s", json_dumps(m, 0));
    json_t *data = json_object_get(json_object_get(m, "error"), "data");
    cr_assert_str_eq(json_string_value(json_object_get(data, "status")), "idle");
    json_decref(m);
    json_decref(id);
}

/* Two connections of one user share its caps: 2 sessions, 2 jails. */
Test(fair, one_user_cannot_take_every_jail)
{
    struct conn other;
    conn_open(&other, &srv);
    json_t *a = open_session(&conn, AST), *b = open_session(&other, AST);
    cr_assert_eq(conn_error(&other, "session.open", json_pack("{s:s}", "profile", AST)), -32008);
    /* A run needs a third jail: it waits until the user gives one back. */
    send_request(&other, 200, "run", json_pack("{s:s,s:s}", "profile", AST, "code", "6 * 7"));
    cr_assert_null(next_answer(&other, 1500), "the run got a jail past the user's cap");
    json_decref(conn_result(&conn, "session.close", json_pack("{s:O}", "session_id", a)));
    json_t *m = next_answer(&other, 20000);
    cr_assert(m);
    cr_assert_eq(json_integer_value(json_object_get(json_object_get(m, "result"), "output")), 42);
    json_decref(m);
    json_decref(conn_result(&other, "session.close", json_pack("{s:O}", "session_id", b)));
    json_decref(a);
    json_decref(b);
    conn_close(&other);
}
