/* tests/unit/test_executor.c: the executor's public API, its limits and its safety checks.
 * Each limit and each refusal must be able to fail here. */
#include <criterion/criterion.h>
#include <string.h>
#include <time.h>

#include "executor/executor.h"

static struct executor_result run_with(const struct executor_config *cfg, const char *code)
{
    struct executor *ex = executor_new(cfg);
    cr_assert_not_null(ex);
    struct executor_result r;
    cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
    executor_free(ex);
    return r;
}

static struct executor_result run(const char *code)
{
    return run_with(NULL, code);
}

#define EXPECT_STATUS(r, st)                                                                       \
    cr_assert_eq((r).status, (st), "status %s: %s %s", executor_status_name((r).status),           \
                 (r).error.name ? (r).error.name : "", (r).error.value ? (r).error.value : "")

Test(executor, prints_and_returns_last_expression)
{
    struct executor_result r = run("print('a', 1, sep='-')\nx = [1, (2, 3)]\nx");
    EXPECT_STATUS(r, EXECUTOR_OK);
    cr_assert_str_eq(r.logs, "a-1\n");
    cr_assert_str_eq(r.output, "[1,{\"__type__\":\"tuple\",\"value\":[2,3]}]");
    cr_assert_str_eq(r.output_repr, "[1, (2, 3)]");
    cr_assert(!r.is_final_answer);
    executor_result_free(&r);
}

Test(executor, globals_persist_across_calls)
{
    struct executor *ex = executor_new(NULL);
    struct executor_result r;
    const char *a = "def f(x):\n    return x * k\nk = 3\n";
    executor_exec(ex, a, strlen(a), &r);
    EXPECT_STATUS(r, EXECUTOR_OK);
    executor_result_free(&r);
    executor_exec(ex, "f(14)", 5, &r);
    EXPECT_STATUS(r, EXECUTOR_OK);
    cr_assert_str_eq(r.output, "42");
    executor_result_free(&r);
    executor_free(ex);
}

Test(executor, uncaught_exception_reports_name_value_line)
{
    struct executor_result r = run("x = 1\n\nd = {'a': 1}\nd['b']\n");
    EXPECT_STATUS(r, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "KeyError");
    cr_assert_str_eq(r.error.value, "'b'");
    cr_assert_eq(r.error.lineno, 4);
    cr_assert(strstr(r.error.traceback, "line 4, in <module>"));
    cr_assert(strstr(r.error.traceback, "KeyError: 'b'\n"));
    executor_result_free(&r);
}

/* Frames of modules written in Python (asyncio here) are named as CPython names frozen
 * modules, and the failing line is the snippet's own innermost one. */
Test(executor, module_source_frames_are_named_and_skipped_for_the_line)
{
    static const char *const all[] = {"*", NULL};
    struct executor_config cfg = {.authorized_imports = all};
    struct executor_result r = run_with(
        &cfg, "import asyncio\n\nasync def f():\n    raise KeyError('k')\n\nasyncio.run(f())\n");
    EXPECT_STATUS(r, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "KeyError");
    cr_assert_eq(r.error.lineno, 4);
    cr_assert(strstr(r.error.traceback, "File \"<frozen asyncio>\", line "));
    cr_assert(strstr(r.error.traceback, "File \"<snippet>\", line 4, in f\n"));
    cr_assert(strstr(r.error.traceback, "File \"<snippet>\", line 6, in <module>\n"));
    executor_result_free(&r);
}

Test(executor, zero_division_message)
{
    struct executor_result r = run("1 / 0");
    cr_assert_str_eq(r.error.name, "ZeroDivisionError");
    cr_assert_str_eq(r.error.value, "division by zero");
    executor_result_free(&r);
}

Test(executor, syntax_error_has_a_line)
{
    struct executor_result r = run("x = 1\nif x\n    y = 2\n");
    EXPECT_STATUS(r, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "SyntaxError");
    cr_assert_gt(r.error.lineno, 0);
    executor_result_free(&r);
}

Test(executor, final_answer_stops_and_cannot_be_caught)
{
    struct executor_result r = run("try:\n    final_answer({'k': (1, 2)})\nexcept BaseException:\n "
                                   "   print('caught')\nprint('after')\n");
    EXPECT_STATUS(r, EXECUTOR_OK);
    cr_assert(r.is_final_answer);
    cr_assert_str_eq(r.logs, "");
    cr_assert_str_eq(r.output, "{\"k\":{\"__type__\":\"tuple\",\"value\":[1,2]}}");
    executor_result_free(&r);
}

Test(executor, set_variable_json)
{
    struct executor *ex = executor_new(NULL);
    cr_assert_eq(
        executor_set_variable_json(ex, "v", "{\"__type__\": \"tuple\", \"value\": [1, \"a\"]}"), 0);
    struct executor_result r;
    executor_exec(ex, "v", 1, &r);
    cr_assert_str_eq(r.output_repr, "(1, 'a')");
    executor_result_free(&r);
    executor_free(ex);
}

/* ---- limits ---- */
Test(limits, infinite_loop_ends_with_ops_quickly)
{
    struct executor_result r = run("while True:\n    pass\n");
    EXPECT_STATUS(r, EXECUTOR_OPS);
    cr_assert_geq(r.operations, 10000000);
    executor_result_free(&r);
}

Test(limits, ops_error_cannot_be_caught)
{
    struct executor_config cfg = {.limits.max_operations = 10000};
    struct executor_result r = run_with(
        &cfg,
        "try:\n    while True:\n        pass\nexcept BaseException:\n    print('swallowed')\n");
    EXPECT_STATUS(r, EXECUTOR_OPS);
    cr_assert_str_eq(r.logs, "");
    executor_result_free(&r);
}

Test(limits, output_cap_truncates_the_middle_as_smolagents)
{
    struct executor_config cfg = {.limits.max_output_bytes = 100};
    struct executor_result r =
        run_with(&cfg, "for i in range(1000):\n    print('%09d' % i)\nprint('end')\n7");
    EXPECT_STATUS(r, EXECUTOR_OK);
    cr_assert_str_eq(r.output, "7");
    cr_assert_str_eq(r.logs, "000000000\n000000001\n000000002\n000000003\n000000004\n"
                             "\n..._This content has been truncated to stay below 100 "
                             "characters_...\n"
                             "00995\n000000996\n000000997\n000000998\n000000999\nend\n");
    executor_result_free(&r);
}

Test(limits, recursion_error_not_a_crash)
{
    struct executor_result r = run("def f(n):\n    return f(n + 1)\nf(0)\n");
    EXPECT_STATUS(r, EXECUTOR_RECURSION);
    cr_assert_str_eq(r.error.name, "RecursionError");
    executor_result_free(&r);
}

Test(limits, deep_nesting_is_a_clean_syntax_error)
{
    size_t n = 50000;
    char *src = malloc(2 * n + 2);
    memset(src, '(', n);
    src[n] = '1';
    memset(src + n + 1, ')', n);
    src[2 * n + 1] = 0;
    struct executor_result r = run(src);
    EXPECT_STATUS(r, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "SyntaxError");
    executor_result_free(&r);
    free(src);
}

static void expect_memory(const char *code)
{
    struct executor_result r = run(code);
    cr_assert_eq(r.status, EXECUTOR_MEMORY, "%s: %s", code, executor_status_name(r.status));
    cr_assert_str_eq(r.error.name, "MemoryError");
    executor_result_free(&r);
}

Test(limits, huge_results_refused_up_front)
{
    expect_memory("'a' * 10**11");
    expect_memory("[0] * 10**10");
    expect_memory("2 ** 10**10");
    expect_memory("'x'.ljust(2**40)");
    expect_memory("'{:>10000000000}'.format(1)");
    expect_memory("x = 1 << 10**10");
}

Test(limits, heap_cap_holds)
{
    struct executor_config cfg = {.limits.max_heap_bytes = 8 << 20};
    struct executor_result r = run_with(&cfg, "l = []\nwhile True:\n    l.append('x' * 1000)\n");
    EXPECT_STATUS(r, EXECUTOR_MEMORY);
    executor_result_free(&r);
}

Test(limits, int_str_digit_limit)
{
    struct executor_result r = run("str(10 ** 5000)");
    EXPECT_STATUS(r, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "ValueError");
    cr_assert(strstr(r.error.value, "Exceeds the limit (4300 digits)"));
    executor_result_free(&r);
}

/* ---- safety ---- */
Test(safety, denied_import_wording)
{
    const char *imports[] = {"math", "re", NULL};
    struct executor_config cfg = {.authorized_imports = imports};
    struct executor_result r = run_with(&cfg, "import os");
    cr_assert_str_eq(r.error.name, "ImportError");
    cr_assert_str_eq(r.error.value,
                     "Import of os is not allowed. Authorized imports are: ['math', 're']");
    executor_result_free(&r);
    r = run_with(&cfg, "import math\nmath.sqrt(16)");
    cr_assert_str_eq(r.output, "4.0");
    executor_result_free(&r);
}

Test(safety, star_allows_submodules)
{
    const char *imports[] = {"pkg.*", NULL};
    struct executor_config cfg = {.authorized_imports = imports};
    struct executor_result r = run_with(&cfg, "import pkg.sub");
    cr_assert_str_eq(r.error.name, "ModuleNotFoundError"); /* allowed, but does not exist */
    executor_result_free(&r);
}

static void expect_error(const char *code, const char *name)
{
    struct executor_result r = run(code);
    cr_assert_eq(r.status, EXECUTOR_ERROR, "%s", code);
    cr_assert_str_eq(r.error.name, name, "%s: %s", code, r.error.name);
    executor_result_free(&r);
}

Test(safety, no_dunder_access)
{
    expect_error("().__class__.__subclasses__", "AttributeError");
    expect_error("(lambda: 0).__globals__", "AttributeError");
    expect_error("(lambda: 0).__code__", "AttributeError");
    expect_error("(lambda: 0).__closure__", "AttributeError");
    expect_error("(lambda: 0).__builtins__", "AttributeError");
    expect_error("getattr(1, '__subclasses__')", "AttributeError");
    expect_error("getattr(1, '__reduce__')", "AttributeError");
    expect_error("(1).__reduce_ex__(2)", "AttributeError");
    expect_error("import math\nmath.__loader__", "AttributeError");
    expect_error("import math\nmath.__spec__", "AttributeError");
    expect_error("import math\nmath.__import__", "AttributeError");
    expect_error("class A: pass\nA().__getattribute__('x')", "AttributeError");
    expect_error("class A: pass\nsetattr(A(), '__class__', int)", "AttributeError");
    expect_error("class A: pass\nA().__setattr__('__class__', int)", "AttributeError");
    expect_error("'{0.__class__.__subclasses__}'.format(1)", "AttributeError");
    expect_error("def g():\n    yield 1\ng().gi_frame", "AttributeError");
    expect_error("try:\n    1/0\nexcept Exception as e:\n    e.__traceback__.tb_frame",
                 "AttributeError");
}

static void expect_output(const struct executor_config *cfg, const char *code, const char *out)
{
    struct executor_result r = run_with(cfg, code);
    cr_assert_eq(r.status, EXECUTOR_OK, "%s: %s", code, r.error.value ? r.error.value : "");
    cr_assert_str_eq(r.output_repr, out, "%s", code);
    executor_result_free(&r);
}

Test(safety, dunder_reads_of_own_data)
{
    struct executor_config cfg = {0};
    expect_output(&cfg, "().__class__.__bases__[0].__name__", "'object'");
    expect_output(&cfg, "getattr(1, '__doc__') is None or True", "True");
    expect_output(&cfg, "d = {'a': 2, 'b': 1}\nsorted(d, key=d.__getitem__)", "['b', 'a']");
    expect_output(&cfg, "[1, 2].__len__()", "2");
    expect_output(&cfg,
                  "class P:\n    def __eq__(self, o):\n        return super().__eq__(o)\n"
                  "p = P()\n[p == p, p == 1]",
                  "[True, False]");
}

Test(safety, smolagents_dunder_policy)
{
    struct executor_config cfg = {.limits.dunders = EXECUTOR_DUNDERS_SMOLAGENTS};
    struct executor_result r = run_with(&cfg, "(1).__class__");
    cr_assert_str_eq(r.error.value, "Forbidden access to dunder attribute: __class__");
    executor_result_free(&r);
    r = run_with(&cfg, "[1].__len__()");
    cr_assert_str_eq(r.error.value, "Forbidden call to dunder function: __len__");
    executor_result_free(&r);
    expect_output(&cfg,
                  "class A:\n    def __init__(self):\n        super().__init__()\n"
                  "    def __repr__(self):\n        return 'A'\nA().__repr__()",
                  "'A'");
}

Test(safety, while_iterations_limit)
{
    struct executor_config cfg = {.limits.max_while_iterations = 1000};
    struct executor_result r = run_with(&cfg, "i = 0\nwhile i < 5000:\n    i += 1");
    cr_assert_eq(r.status, EXECUTOR_OPS);
    cr_assert_str_eq(r.error.value, "Maximum number of 1000 iterations in While loop exceeded");
    executor_result_free(&r);
    expect_output(&cfg, "i = 0\nwhile i < 1000:\n    i += 1\ni", "1000");
}

Test(safety, no_dangerous_builtins)
{
    const char *names[] = {"eval",    "exec",       "compile",      "open",       "input",
                           "globals", "__import__", "__builtins__", "breakpoint", "locals",
                           NULL};
    for (int i = 0; names[i]; i++)
        expect_error(names[i], "NameError");
    /* vars(x) is x.__dict__ and no more: the caller's namespace is not offered, and the
     * dunder policy applies (a module's __dict__ holds no __builtins__) */
    expect_error("vars()", "TypeError");
    expect_error("dir(1, 2)", "TypeError");
    expect_error("import math\nvars(math)['__builtins__']", "KeyError");
    expect_error("vars(5)", "TypeError");
}

Test(safety, vars_follows_the_smolagents_policy)
{
    struct executor_config cfg = {.limits.dunders = EXECUTOR_DUNDERS_SMOLAGENTS};
    struct executor_result r = run_with(&cfg, "class P: pass\nvars(P())");
    cr_assert_eq(r.status, EXECUTOR_ERROR);
    cr_assert_str_eq(r.error.name, "AttributeError");
    cr_assert(strstr(r.error.value, "Forbidden access to dunder attribute"), "%s", r.error.value);
    executor_result_free(&r);
}

/* Issue 10, found bug 6: each of these burned the whole wall limit under 10M operations,
 * as the work inside C was not charged. Now they end with the ops status; the generous
 * bound only says "well within a 30 s wall limit". */
static void ends_by_ops(const char *code)
{
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    struct executor_result r = run(code);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    EXPECT_STATUS(r, EXECUTOR_OPS);
    cr_assert_lt(t1.tv_sec - t0.tv_sec, 15, "took %ld s", (long)(t1.tv_sec - t0.tv_sec));
    executor_result_free(&r);
}

Test(limits, string_compare_is_charged_by_size, .timeout = 60)
{
    ends_by_ops("a = 'x' * 10**7\nb = 'x' * 10**7\nwhile True:\n    a == b\n");
    ends_by_ops("a = 'x' * 10**7\nwhile True:\n    a < a + ''\n");
    ends_by_ops("a = b'x' * 10**7\nwhile True:\n    a.find(b'y')\n");
}

Test(limits, searches_are_charged_by_size, .timeout = 60)
{
    ends_by_ops("a = 'x' * 10**7\nwhile True:\n    'y' in a\n");
    ends_by_ops("a = 'x' * 10**7\nwhile True:\n    a.count('y')\n");
    ends_by_ops("a = 'x' * 10**7\nwhile True:\n    a.split('y')\n");
}

Test(limits, padding_and_joins_are_charged_by_size, .timeout = 60)
{
    ends_by_ops("while True:\n    format(1, '>10000000')\n");
    ends_by_ops("l = ['x' * 1000] * 10000\nwhile True:\n    ''.join(l)\n");
    ends_by_ops("while True:\n    'ab' * 5000000\n");
}

Test(limits, exception_chain_walks_are_charged, .timeout = 60)
{
    ends_by_ops("e = ValueError()\nwhile True:\n    try:\n        raise e\n"
                "    except ValueError as h:\n        try:\n            raise ValueError()\n"
                "        except ValueError as n:\n            e = n\n");
}

/* The clock is read next to the operation counter: with an operation budget that would
 * last for hours, the run still ends at its time limit, with its own status. */
Test(limits, time_limit_has_its_own_status, .timeout = 60)
{
    struct executor_config cfg = {.limits.max_operations = 1ULL << 50, .limits.max_time_ms = 300};
    struct executor_result r = run_with(&cfg, "x = 0\nwhile True:\n    x += 1\n");
    EXPECT_STATUS(r, EXECUTOR_TIMEOUT);
    cr_assert_str_eq(executor_status_name(r.status), "timeout");
    cr_assert(strstr(r.error.value, "maximum execution time of 0.3 seconds"), "%s", r.error.value);
    executor_result_free(&r);
    cr_assert_eq(executor_time_limit_ms(30000, 0), 27000);
    cr_assert_eq(executor_time_limit_ms(30000, 10), 9000);
    cr_assert_eq(executor_time_limit_ms(0, 0), 0);
}
