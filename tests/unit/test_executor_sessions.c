/* tests/unit/test_executor_sessions.c: several sessions, one after another and side by
 * side, in one process (the server's worker does this): nothing one session frees may be
 * used by the next. Found by executor_fuzz: one-letter names are interned as the
 * process-wide one-character strings, which a session's teardown then freed. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/executor.h"

static void run_once(const char *code, const char *want_logs)
{
    struct executor *ex = executor_new(NULL);
    cr_assert_not_null(ex);
    struct executor_result r;
    cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
    cr_assert_eq(r.status, EXECUTOR_OK, "%s", r.error.value ? r.error.value : "");
    cr_assert_str_eq(r.logs, want_logs);
    executor_result_free(&r);
    executor_free(ex);
}

Test(sessions, one_letter_names_survive_a_previous_session)
{
    for (int i = 0; i < 3; i++)
        run_once("x = 10\ny = ''\nprint(x, repr(y), 'a' + 'b')\n", "10 '' ab\n");
}

Test(sessions, interleaved_sessions_keep_their_globals)
{
    struct executor *a = executor_new(NULL), *b = executor_new(NULL);
    struct executor_result r;
    executor_exec(a, "k = 'a'", 7, &r);
    executor_result_free(&r);
    executor_exec(b, "k = 'b'", 7, &r);
    executor_result_free(&r);
    executor_free(b);
    executor_exec(a, "k", 1, &r);
    cr_assert_str_eq(r.output, "\"a\"");
    executor_result_free(&r);
    executor_free(a);
}

/* Found by executor_fuzz: logs were copied with strndup, which stops at a NUL that
 * print(chr(0)) writes, while logs_len kept the full length. */
Test(sessions, logs_may_hold_nul_characters)
{
    struct executor *ex = executor_new(NULL);
    struct executor_result r;
    const char *code = "print('a' + chr(0) + 'b')";
    executor_exec(ex, code, strlen(code), &r);
    cr_assert_eq(r.logs_len, 4);
    cr_assert_eq(memcmp(r.logs, "a\0b\n", 4), 0);
    char *json = executor_result_json_string(&r);
    cr_assert(strstr(json, "a\\u0000b\\n"));
    free(json);
    executor_result_free(&r);
    executor_free(ex);
}

/* What a host calls before entering a jail: idempotent, and sessions work after it. */
Test(sessions, init_process_is_idempotent)
{
    executor_init_process();
    executor_init_process();
    run_once("print(sum(range(10)))", "45\n");
}

/* The session's end clears the cycles a snippet left; a later session is unaffected. */
Test(sessions, cycles_are_cleared_at_session_end)
{
    run_once("l = []\nl.append(l)\nd = {}\nd['self'] = d\nclass N:\n    pass\nn = N()\nn.me = n\n"
             "def f():\n    return f\nprint(len(l), len(d))\n",
             "1 1\n");
    run_once("print('next')", "next\n");
}

static void append_output(void *arg, const char *text, size_t len)
{
    strncat(arg, text, len);
}

static const char suspended_gen[] = "def gen(n):\n"
                                    "    try:\n"
                                    "        yield 1\n"
                                    "        yield 2\n"
                                    "    finally:\n"
                                    "        print('closed', n)\n"
                                    "        while n:\n"
                                    "            pass\n"
                                    "g = gen(N)\n"
                                    "next(g)\n";

/* A generator suspended by one exec call stays suspended for the next; executor_finish
 * closes it as CPython's exit would, on what is left of the run's budget: a finally that
 * never ends stops at the operation limit. */
static enum executor_status finish_after(const char *n, char *out)
{
    struct executor_config cfg = {.on_output = append_output, .output_arg = out};
    cfg.limits.max_operations = 100000;
    struct executor *ex = executor_new(&cfg);
    struct executor_result r;
    char code[256];
    snprintf(code, sizeof code, "N = %s\n%s", n, suspended_gen);
    executor_exec(ex, code, strlen(code), &r);
    cr_assert_eq(r.status, EXECUTOR_OK);
    executor_result_free(&r);
    const char *again = "print('still suspended at', next(g))";
    executor_exec(ex, again, strlen(again), &r);
    executor_result_free(&r);
    enum executor_status st = executor_finish(ex);
    executor_free(ex);
    return st;
}

Test(sessions, finish_closes_suspended_generators)
{
    char out[256] = "";
    cr_assert_eq(finish_after("0", out), EXECUTOR_OK);
    cr_assert_str_eq(out, "still suspended at 2\nclosed 0\n");
    out[0] = 0;
    cr_assert_eq(finish_after("1", out), EXECUTOR_OPS);
    cr_assert_str_eq(out, "still suspended at 2\nclosed 1\n");
}
