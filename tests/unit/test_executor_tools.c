/* tests/unit/test_executor_tools.c: the host side of the executor's API: tools registered
 * with executor_add_tool, whose calls reach config.call_tool as tagged JSON, and values
 * sent in SafeSerializer's own shape. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "executor/executor.h"

struct host {
    char last_name[64];
    char last_args[256];
    char last_kwargs[256];
    const char *answer; /* NULL: fail with error (default "quota exceeded") */
    const char *error;
    int calls;
};

static char *call_tool(void *arg, const char *name, const char *args_json, const char *kwargs_json,
                       char **error)
{
    struct host *h = arg;
    h->calls++;
    snprintf(h->last_name, sizeof h->last_name, "%s", name);
    snprintf(h->last_args, sizeof h->last_args, "%s", args_json);
    snprintf(h->last_kwargs, sizeof h->last_kwargs, "%s", kwargs_json);
    if (!h->answer) {
        *error = strdup(h->error ? h->error : "quota exceeded");
        return NULL;
    }
    return strdup(h->answer);
}

static struct executor_result run_tool(struct host *h, const char *tool, const char *code)
{
    struct executor_config cfg = {.call_tool = call_tool, .tool_arg = h};
    struct executor *ex = executor_new(&cfg);
    cr_assert_not_null(ex);
    cr_assert_eq(executor_add_tool(ex, tool, "a test tool"), 0);
    struct executor_result r;
    cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
    executor_free(ex);
    return r;
}

Test(tools, call_forwards_tagged_arguments_and_decodes_the_answer)
{
    struct host h = {.answer = "{\"__type__\": \"tuple\", \"data\": [1, \"x\"]}"};
    struct executor_result r =
        run_tool(&h, "search", "r = search('cats', (1, 2), limit=3)\nprint(r)\nr");
    cr_assert_eq(r.status, EXECUTOR_OK, "%s", r.error.value ? r.error.value : "");
    cr_assert_eq(h.calls, 1);
    cr_assert_str_eq(h.last_name, "search");
    cr_assert_str_eq(h.last_args, "[\"cats\",{\"__type__\":\"tuple\",\"value\":[1,2]}]");
    cr_assert_str_eq(h.last_kwargs, "{\"limit\":3}");
    cr_assert_str_eq(r.logs, "(1, 'x')\n");
    executor_result_free(&r);
}

Test(tools, a_host_error_is_a_catchable_runtime_error)
{
    struct host h = {.answer = NULL};
    struct executor_result r =
        run_tool(&h, "search",
                 "try:\n    search('x')\nexcept RuntimeError as e:\n    print(e)\nsearch('y')\n");
    cr_assert_eq(r.status, EXECUTOR_ERROR);
    cr_assert_str_eq(r.logs, "tool 'search' failed: quota exceeded\n");
    cr_assert_str_eq(r.error.name, "RuntimeError");
    cr_assert_eq(h.calls, 2);
    executor_result_free(&r);
}

Test(tools, final_answer_tool_ends_the_run_with_the_host_answer)
{
    struct host h = {.answer = "\"checked: 42\""};
    struct executor_result r = run_tool(&h, "final_answer",
                                        "try:\n    final_answer(42)\nexcept BaseException:\n    "
                                        "print('caught')\nprint('after')\n");
    cr_assert_eq(r.status, EXECUTOR_OK);
    cr_assert(r.is_final_answer);
    cr_assert_str_eq(r.logs, "");
    cr_assert_str_eq(r.output, "\"checked: 42\"");
    cr_assert_str_eq(h.last_args, "[42]");
    executor_result_free(&r);
}

Test(tools, a_tool_cannot_be_overwritten)
{
    struct host h = {.answer = "1"};
    struct executor_result r = run_tool(&h, "search",
                                        "print(search.name, search.description, search)\n"
                                        "def f():\n    search = 5\n    return search\n"
                                        "print(f(), search())\nsearch = 5\n");
    cr_assert_eq(r.status, EXECUTOR_ERROR);
    cr_assert_str_eq(r.logs, "search a test tool <tool search>\n5 1\n");
    cr_assert_str_eq(r.error.name, "ValueError"); /* smolagents' InterpreterError is one */
    cr_assert_str_eq(r.error.value,
                     "Cannot assign to name 'search': doing this would erase the existing tool!");
    executor_result_free(&r);
}

Test(tools, without_a_hook_a_call_is_a_clean_error)
{
    struct executor *ex = executor_new(NULL);
    cr_assert_eq(executor_add_tool(ex, "search", ""), 0);
    struct executor_result r;
    executor_exec(ex, "search()", 8, &r);
    cr_assert_eq(r.status, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "RuntimeError");
    executor_result_free(&r);
    executor_free(ex);
}

Test(tools, variables_in_safe_serializer_shape)
{
    struct executor *ex = executor_new(NULL);
    cr_assert_eq(executor_set_variable_json(
                     ex, "v",
                     "{\"b\": {\"__type__\": \"bytes\", \"data\": \"/wBh\"}, "
                     "\"s\": {\"__type__\": \"set\", \"data\": [3, 1]}, "
                     "\"c\": {\"__type__\": \"complex\", \"real\": 1.0, \"imag\": -2.0}, "
                     "\"k\": {\"__type__\": \"dict_with_complex_keys\", \"data\": [[{\"__type__\": "
                     "\"tuple\", \"data\": [1, 2]}, 3]]}}"),
                 0);
    struct executor_result r;
    executor_exec(ex, "v", 1, &r);
    cr_assert_str_eq(r.output_repr,
                     "{'b': b'\\xff\\x00a', 's': {1, 3}, 'c': (1-2j), 'k': {(1, 2): 3}}");
    executor_result_free(&r);
    executor_free(ex);
}

Test(tools, results_and_variables_in_safe_serializer_module_shapes)
{
    static const char *const all[] = {"*", NULL};
    struct executor_config cfg = {.authorized_imports = all};
    struct executor *ex = executor_new(&cfg);
    cr_assert_eq(executor_set_variable_json(
                     ex, "v",
                     "[{\"__type__\": \"datetime\", \"data\": \"2024-01-02T03:04:05\"}, "
                     "{\"__type__\": \"timedelta\", \"total_seconds\": 90.5}, "
                     "{\"__type__\": \"Decimal\", \"data\": \"1.50\"}, "
                     "{\"__type__\": \"dataclass\", \"class_name\": \"P\", \"module\": \"m\", "
                     "\"data\": {\"x\": 1}}]"),
                 0);
    struct executor_result r;
    const char *code = "import datetime\nprint(v[0] + datetime.timedelta(days=1))\nv";
    executor_exec(ex, code, strlen(code), &r);
    cr_assert_eq(r.status, EXECUTOR_OK, "%s", r.error.value ? r.error.value : "");
    cr_assert_str_eq(r.logs, "2024-01-03 03:04:05\n");
    cr_assert_str_eq(r.output, "[{\"__type__\":\"datetime\",\"value\":\"2024-01-02T03:04:05\"},"
                               "{\"__type__\":\"timedelta\",\"total_seconds\":90.5},"
                               "{\"__type__\":\"Decimal\",\"value\":\"1.50\"},"
                               "{\"__dataclass__\":\"P\",\"__module__\":\"m\",\"x\":1}]");
    executor_result_free(&r);
    executor_free(ex);
}

Test(tools, a_builtin_exception_of_the_host_keeps_its_type)
{
    struct host h = {.error = "ValueError: no such city: Atlantis"};
    struct executor_result r = run_tool(&h, "lookup",
                                        "try:\n    lookup('Atlantis')\nexcept ValueError as e:\n"
                                        "    print('caught', e)\nlookup('x')");
    cr_assert_eq(r.status, EXECUTOR_ERROR);
    cr_assert_str_eq(r.logs, "caught no such city: Atlantis\n");
    cr_assert_str_eq(r.error.name, "ValueError");
    cr_assert_str_eq(r.error.value, "no such city: Atlantis");
    executor_result_free(&r);
    h.error = "MyError: custom"; /* a class the jail does not have */
    r = run_tool(&h, "lookup", "lookup('x')");
    cr_assert_str_eq(r.error.name, "RuntimeError");
    cr_assert_str_eq(r.error.value, "tool 'lookup' failed: MyError: custom");
    executor_result_free(&r);
}

Test(tools, handles_go_back_as_they_came)
{
    struct host h = {.answer = "{\"__type__\": \"handle\", \"id\": \"h1\", \"repr\": \"<Image>\"}"};
    struct executor_result r =
        run_tool(&h, "load", "img = load()\nprint(repr(img), img == load())\nload(img)");
    cr_assert_eq(r.status, EXECUTOR_OK, "%s", r.error.value ? r.error.value : "");
    cr_assert_str_eq(r.logs, "<Image> True\n");
    cr_assert_str_eq(h.last_args, "[{\"__type__\":\"handle\",\"id\":\"h1\",\"repr\":\"<Image>\"}]");
    executor_result_free(&r);
}

Test(tools, a_deadline_stops_the_run_and_keeps_the_session)
{
    struct executor_config cfg = {.limits.max_operations = 1000000000000ULL};
    struct executor *ex = executor_new(&cfg);
    executor_set_timeout(ex, 0.2);
    struct executor_result r;
    const char *a = "kept = 41\nprint('before')\nwhile True:\n    kept = kept";
    cr_assert_eq(executor_exec(ex, a, strlen(a), &r), 0);
    cr_assert_eq(r.status, EXECUTOR_TIMEOUT);
    cr_assert_str_eq(r.error.value,
                     "Code execution exceeded the maximum execution time of 0.2 seconds");
    cr_assert_str_eq(r.logs, "before\n");
    executor_result_free(&r);
    const char *b = "import time\ntime.sleep(0.05)\nkept + 1";
    cr_assert_eq(executor_exec(ex, b, strlen(b), &r), 0);
    cr_assert_eq(r.status, EXECUTOR_OK);
    cr_assert_str_eq(r.output, "42");
    cr_assert_lt(r.operations, 1000); /* sleeping costs time, not operations */
    executor_result_free(&r);
    executor_free(ex);
}

Test(tools, the_last_statement_shows_its_value_as_smolagents)
{
    struct host h = {.answer = "1"};
    const char *cases[][2] = {
        {"x = 5", "5"},           {"x = 5\nx += 2", "7"}, {"d = {}\nd['k'] = 3", "3"},
        {"a, b = 1, 2", "[1,2]"}, {"import math", NULL},  {"if True:\n    y = 4", "4"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct executor_result r = run_tool(&h, "t", cases[i][0]);
        cr_assert_eq(r.status, EXECUTOR_OK, "%s", cases[i][0]);
        if (cases[i][1])
            cr_assert(r.output && strstr(r.output, cases[i][1]), "%s: %s", cases[i][0],
                      r.output ? r.output : "(none)");
        else
            cr_assert_null(r.output, "%s", cases[i][0]);
        executor_result_free(&r);
    }
}
