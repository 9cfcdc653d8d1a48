/* tests/unit/test_pyargs.c: argument binding. Declarative arity (METH_NOARGS in a type's
 * method table) is checked by the call, with CPython's messages, before the method runs. */
#include <criterion/criterion.h>
#include <string.h>

#include "executor/executor.h"

/* The exception line of CODE's run, "Name: value", or "ok: OUTPUT". */
static char *outcome(const char *code)
{
    struct executor *ex = executor_new(NULL);
    cr_assert_not_null(ex);
    struct executor_result r;
    cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
    char *s = NULL;
    if (r.status == EXECUTOR_OK)
        cr_assert(asprintf(&s, "ok: %s", r.output_repr) > 0);
    else
        cr_assert(asprintf(&s, "%s: %s", r.error.name, r.error.value) > 0);
    executor_result_free(&r);
    executor_free(ex);
    return s;
}

#define EXPECT_OUTCOME(code, want)                                                                 \
    do {                                                                                           \
        char *got_ = outcome(code);                                                                \
        cr_assert_str_eq(got_, want, "%s", code);                                                  \
        free(got_);                                                                                \
    } while (0)

Test(pyargs, noargs_method_refuses_positional_arguments)
{
    EXPECT_OUTCOME("'abc'.upper(1)", "TypeError: str.upper() takes no arguments (1 given)");
    EXPECT_OUTCOME("'abc'.isdigit(1, 2)", "TypeError: str.isdigit() takes no arguments (2 given)");
}

Test(pyargs, noargs_method_refuses_keywords_first)
{
    EXPECT_OUTCOME("'abc'.lower(x=1)", "TypeError: str.lower() takes no keyword arguments");
    EXPECT_OUTCOME("'abc'.lower(1, x=1)", "TypeError: str.lower() takes no keyword arguments");
}

Test(pyargs, noargs_unbound_counts_arguments_after_self)
{
    EXPECT_OUTCOME("str.upper('a', 1)", "TypeError: str.upper() takes no arguments (1 given)");
    EXPECT_OUTCOME("str.upper()", "TypeError: unbound method str.upper() needs an argument");
    EXPECT_OUTCOME("str.upper('a')", "ok: 'A'");
}

Test(pyargs, noargs_method_runs_without_arguments)
{
    EXPECT_OUTCOME("'aB'.swapcase(*[], **{})", "ok: 'Ab'");
    EXPECT_OUTCOME("''.isprintable()", "ok: True");
    EXPECT_OUTCOME("f = 'x1'.isidentifier\nf()", "ok: True");
}
