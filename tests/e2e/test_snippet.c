/* End-to-end tests of `warden run FILE.py`: the AST executor inside a jail of
 * the default profile (no binds, no exec, @warden-ast syscalls only). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "tests/e2e/e2e.h"

static void run_snippet(struct e2e_run *run, bool rootless, const char *code, bool json)
{
    const char *path = e2e_temp_file(rootless ? "snippet-rootless.py" : "snippet.py", code);
    const char *with_json[] = {"run", "--json", path, NULL};
    const char *plain[] = {"run", path, NULL};
    e2e_warden(run, rootless, json ? with_json : plain);
}

static void prints_and_exits(bool rootless)
{
    struct e2e_run run;
    run_snippet(&run, rootless, "print('hi', 6 * 7)\n", false);
    cr_assert_eq(run.exit_code, 0, "exit %d, stderr %s", run.exit_code, run.err);
    cr_assert_str_eq(run.out, "hi 42\n");
    e2e_free(&run);

    run_snippet(&run, rootless, "print('before')\nx = {}['b']\n", false);
    cr_assert_eq(run.exit_code, 1);
    cr_assert_str_eq(run.out, "before\n");
    cr_assert(strstr(run.err, "Traceback (most recent call last):\n"), "%s", run.err);
    cr_assert(strstr(run.err, "line 2"), "%s", run.err);
    cr_assert(strstr(run.err, "KeyError: 'b'\n"), "%s", run.err);
    e2e_free(&run);
}
Test(snippet, prints_and_exits, .timeout = 30) { prints_and_exits(false); }
Test(snippet, prints_and_exits_rootless, .timeout = 30) { prints_and_exits(true); }

Test(snippet, json_result, .timeout = 30)
{
    struct e2e_run run;
    run_snippet(&run, false, "print('log line')\n(1, 'two')\n", true);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    cr_assert_str_eq(json_string_value(json_object_get(run.json, "logs")), "log line\n");
    cr_assert_str_eq(json_string_value(json_object_get(run.json, "output_repr")), "(1, 'two')");
    cr_assert(json_is_false(json_object_get(run.json, "is_final_answer")));
    json_t *ops = json_object_get(json_object_get(run.json, "usage"), "operations");
    cr_assert(json_is_integer(ops) && json_integer_value(ops) > 0);
    cr_assert_str_eq(e2e_enforcement(&run, "memory"), "cgroup1");
    e2e_free(&run);

    run_snippet(&run, false, "final_answer(3)\nprint('not reached')\n", true);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    cr_assert(json_is_true(json_object_get(run.json, "is_final_answer")));
    cr_assert_eq(json_integer_value(json_object_get(run.json, "output")), 3);
    cr_assert_str_eq(json_string_value(json_object_get(run.json, "logs")), "");
    e2e_free(&run);
}

Test(snippet, json_error, .timeout = 30)
{
    struct e2e_run run;
    run_snippet(&run, false, "a = 1\nb = a / 0\n", true);
    cr_assert_str_eq(e2e_status(&run), "error");
    json_t *error = json_object_get(run.json, "error");
    cr_assert_str_eq(json_string_value(json_object_get(error, "name")), "ZeroDivisionError");
    cr_assert_str_eq(json_string_value(json_object_get(error, "value")), "division by zero");
    cr_assert_eq(json_integer_value(json_object_get(error, "lineno")), 2);
    e2e_free(&run);
}

Test(snippet, limits_have_their_own_status, .timeout = 60)
{
    struct e2e_run run;
    run_snippet(&run, false, "while True:\n    pass\n", true);
    cr_assert_str_eq(e2e_status(&run), "ops", "%s", run.out);
    e2e_free(&run);

    run_snippet(&run, false, "s = 'a' * 10**11\n", true);
    cr_assert_str_eq(e2e_status(&run), "memory", "%s", run.out);
    e2e_free(&run);

    /* default authorizes every native module: os is none */
    run_snippet(&run, false, "import os\n", true);
    cr_assert_str_eq(e2e_status(&run), "error");
    json_t *error = json_object_get(run.json, "error");
    cr_assert_str_eq(json_string_value(json_object_get(error, "name")), "ModuleNotFoundError");
    e2e_free(&run);
}

Test(snippet, command_profiles_do_not_run_python_files, .timeout = 30)
{
    const char *path = e2e_temp_file("cmd.py", "print(1)\n");
    struct e2e_run run;
    const char *args[] = {"run", "-p", "cpython", path, NULL};
    e2e_warden(&run, false, args);
    cr_assert_eq(run.exit_code, 78);
    cr_assert(strstr(run.err, "Runtime=command"), "%s", run.err);
    e2e_free(&run);
}
