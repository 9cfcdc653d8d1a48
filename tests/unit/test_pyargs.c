/* tests/unit/test_pyargs.c: argument binding. A signature declared in a method table (or
 * bound directly, for constructors) is checked by the binder with the messages of the
 * CPython parser the function has there, and typed arguments are checked and converted
 * before the function runs. The first tests drive the binder through its own interface
 * (pyargs_bind on a bare session); the later ones through snippets. */
#include <criterion/criterion.h>
#include <string.h>

#include "executor/executor.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "tests/unit/executor_session.h"

/* ---- the binder's own interface ---- */


/* pyargs_bind's result; *msg is the TypeError's text when it failed (freed by the caller). */
static int bind_msg(const struct pyargs_sig *sig, obj **args, size_t nargs, obj *kwnames, obj **out,
                    char **msg)
{
    *msg = NULL;
    int rc = pyargs_bind(sig, args, nargs, kwnames, out);
    if (rc < 0) {
        cr_assert_not_null(vm->exc);
        cr_assert_eq(type_of(vm->exc), (struct type *)&exc_TypeError);
        obj *s = exc_str(vm->exc);
        cr_assert_not_null(s);
        *msg = strdup(str_cstr(s));
        decref(s);
        exc_clear();
    } else {
        cr_assert_null(vm->exc);
    }
    return rc;
}

#define EXPECT_REFUSED(sig, args, nargs, kw, want)                                                 \
    do {                                                                                           \
        char *msg_;                                                                                \
        obj *out_[PYARGS_MAX];                                                                     \
        cr_assert_eq(bind_msg(sig, args, nargs, kw, out_, &msg_), -1);                             \
        cr_assert_str_eq(msg_, want);                                                              \
        free(msg_);                                                                                \
    } while (0)

static obj *names_tuple(const char *a, const char *b)
{
    obj *t = tuple_new(b ? 2 : 1);
    AS(tuple_obj, t)->items[0] = str_new_cstr(a);
    if (b)
        AS(tuple_obj, t)->items[1] = str_new_cstr(b);
    return t;
}

Test(pyargs, positional_only_counts_in_clinic_and_parsetuple_words)
{
    session();
    obj *v[4] = {small_new(1), small_new(2), small_new(3), small_new(4)};
    struct pyargs_sig pos = {"pop", NULL, 1, 0, false, PA_POS, NULL};
    EXPECT_REFUSED(&pos, v, 2, NULL, "pop expected at most 1 argument, got 2");
    struct pyargs_sig ins = {"insert", NULL, 2, 2, false, PA_POS, NULL};
    EXPECT_REFUSED(&ins, v, 1, NULL, "insert expected 2 arguments, got 1");
    struct pyargs_sig ctr = {"center", NULL, 2, 1, false, PA_POS, NULL};
    EXPECT_REFUSED(&ctr, v, 0, NULL, "center expected at least 1 argument, got 0");
    struct pyargs_sig cnt = {"count", NULL, 3, 1, false, PA_TUPLE, NULL};
    EXPECT_REFUSED(&cnt, v, 0, NULL, "count() takes at least 1 argument (0 given)");
    EXPECT_REFUSED(&cnt, v, 4, NULL, "count() takes at most 3 arguments (4 given)");
    obj *out[PYARGS_MAX];
    char *msg;
    cr_assert_eq(bind_msg(&cnt, v, 3, NULL, out, &msg), 0);
    cr_assert_eq(out[0], v[0]);
    cr_assert_eq(out[2], v[2]);
    /* check only: no slots wanted */
    cr_assert_eq(pyargs_bind(&ins, v, 2, NULL, NULL), 0);
}

Test(pyargs, positional_only_refuses_keywords_before_counting)
{
    session();
    obj *v[2] = {small_new(1), small_new(2)};
    obj *kw = names_tuple("x", NULL);
    struct pyargs_sig pos = {"float", NULL, 1, 0, false, PA_POS, NULL};
    EXPECT_REFUSED(&pos, v, 1, kw, "float() takes no keyword arguments");
    struct pyargs_sig any = {"map", NULL, PYARGS_ANY, 0, false, PA_POS, NULL};
    EXPECT_REFUSED(&any, v, 1, kw, "map() takes no keyword arguments");
    cr_assert_eq(pyargs_bind(&any, v, 2, NULL, NULL), 0);
}

Test(pyargs, keywords_bind_to_their_slots)
{
    session();
    static const char *const names[] = {"", "sep", "maxsplit", NULL};
    struct pyargs_sig sig = {"split", names, 3, 1, false, PA_KW, NULL};
    /* split(self_like, maxsplit=2): sep stays NULL */
    obj *v[3] = {str_new_cstr("a b"), small_new(2), NULL};
    obj *kw = names_tuple("maxsplit", NULL);
    obj *out[PYARGS_MAX];
    char *msg;
    cr_assert_eq(bind_msg(&sig, v, 1, kw, out, &msg), 0);
    cr_assert_eq(out[0], v[0]);
    cr_assert_null(out[1]);
    cr_assert_eq(out[2], v[1]);
}

Test(pyargs, keyword_misuse_in_clinic_words)
{
    session();
    static const char *const names[] = {"", "sep", "maxsplit", NULL};
    struct pyargs_sig sig = {"split", names, 3, 1, false, PA_KW, NULL};
    obj *v[4] = {str_new_cstr("a"), small_new(1), small_new(2), small_new(3)};
    EXPECT_REFUSED(&sig, v, 1, names_tuple("x", NULL),
                   "'x' is an invalid keyword argument for split()");
    EXPECT_REFUSED(&sig, v, 2, names_tuple("sep", NULL),
                   "argument for split() given by name ('sep') and position (2)");
    EXPECT_REFUSED(&sig, v, 4, NULL, "split() takes at most 3 arguments (4 given)");
    EXPECT_REFUSED(&sig, v, 0, names_tuple("sep", NULL),
                   "split() takes at least 1 positional argument (0 given)");
    static const char *const kwonly[] = {"key", "reverse", NULL};
    struct pyargs_sig sort = {"sort", kwonly, 0, 0, false, PA_KW, NULL};
    EXPECT_REFUSED(&sort, v, 1, NULL, "sort() takes no positional arguments");
    EXPECT_REFUSED(&sort, v, 0, names_tuple("k", NULL),
                   "'k' is an invalid keyword argument for sort()");
    static const char *const fb[] = {"bytes", "byteorder", "signed", NULL};
    struct pyargs_sig from_bytes = {"from_bytes", fb, 2, 1, false, PA_KW, NULL};
    EXPECT_REFUSED(&from_bytes, v, 0, NULL,
                   "from_bytes() missing required argument 'bytes' (pos 1)");
    EXPECT_REFUSED(&from_bytes, v, 3, NULL,
                   "from_bytes() takes at most 2 positional arguments (3 given)");
}

Test(pyargs, python_function_words_count_self)
{
    session();
    static const char *const names[] = {"a", "b", NULL};
    struct pyargs_sig sig = {"Random.randint", names, 2, 2, true, PA_PY, NULL};
    obj *v[4] = {NONE, small_new(1), small_new(2), small_new(3)};
    EXPECT_REFUSED(&sig, v, 2, NULL,
                   "Random.randint() missing 1 required positional argument: 'b'");
    EXPECT_REFUSED(&sig, v, 4, NULL,
                   "Random.randint() takes 3 positional arguments but 4 were given");
    EXPECT_REFUSED(&sig, v, 2, names_tuple("c", NULL),
                   "Random.randint() got an unexpected keyword argument 'c'");
    EXPECT_REFUSED(&sig, v, 2, names_tuple("a", NULL),
                   "Random.randint() got multiple values for argument 'a'");
    static const char *const one[] = {"data", NULL};
    struct pyargs_sig mean = {"mean", one, 1, 1, false, PA_PY, NULL};
    EXPECT_REFUSED(&mean, v, 2, NULL, "mean() takes 1 positional argument but 2 were given");
}

Test(pyargs, kinds_check_types_before_the_function_reads_them)
{
    session();
    obj *fl = float_new(1.5);
    obj *v[3] = {small_new(1), fl, NONE};
    struct pyargs_sig idx = {"index", NULL, 3, 1, false, PA_POS, "Obb"};
    EXPECT_REFUSED(&idx, v, 2, NULL, "slice indices must be integers or have an __index__ method");
    struct pyargs_sig find = {"find", NULL, 3, 1, false, PA_TUPLE, "OBB"};
    EXPECT_REFUSED(&find, v, 2, NULL,
                   "slice indices must be integers or None or have an __index__ method");
    obj *none_ok[3] = {small_new(1), NONE, NONE};
    cr_assert_eq(pyargs_bind(&find, none_ok, 3, NULL, NULL), 0);
    struct pyargs_sig pop = {"pop", NULL, 1, 0, false, PA_POS, "i"};
    EXPECT_REFUSED(&pop, &fl, 1, NULL, "'float' object cannot be interpreted as an integer");
    struct pyargs_sig rep = {"replace", NULL, 3, 2, false, PA_POS, "ssi"};
    obj *r[2] = {str_new_cstr("a"), small_new(2)};
    EXPECT_REFUSED(&rep, r, 2, NULL, "replace() argument 2 must be str, not int");
    static const char *const enc[] = {"encoding", "errors", NULL};
    struct pyargs_sig encode = {"encode", enc, 2, 0, false, PA_KW, "ss"};
    EXPECT_REFUSED(&encode, r + 1, 1, NULL, "encode() argument 'encoding' must be str, not int");
    /* an int is already an integer: borrowed, nothing to release */
    obj *out[PYARGS_MAX];
    char *msg;
    cr_assert_eq(bind_msg(&pop, v, 1, NULL, out, &msg), 0);
    cr_assert_eq(out[0], v[0]);
}

/* ---- through snippets ---- */

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

Test(pyargs, method_tables_give_cpython_messages)
{
    EXPECT_OUTCOME("'a'.count()", "TypeError: count() takes at least 1 argument (0 given)");
    EXPECT_OUTCOME("'a'.replace(1, 2, 3, 4)",
                   "TypeError: replace expected at most 3 arguments, got 4");
    EXPECT_OUTCOME("'a'.replace('a', 'b', count=1)",
                   "TypeError: str.replace() takes no keyword arguments");
    EXPECT_OUTCOME("[].append()", "TypeError: list.append() takes exactly one argument (0 given)");
    EXPECT_OUTCOME("'a'.split(x=1)", "TypeError: 'x' is an invalid keyword argument for split()");
    EXPECT_OUTCOME("f = [].pop\nf(1, 2)", "TypeError: pop expected at most 1 argument, got 2");
}

Test(pyargs, typed_arguments_are_checked_before_the_method_reads_them)
{
    EXPECT_OUTCOME("[1, 2].index(1, 1.5)",
                   "TypeError: slice indices must be integers or have an __index__ method");
    EXPECT_OUTCOME("(1, 2).index(1, 0, 2j)",
                   "TypeError: slice indices must be integers or have an __index__ method");
    EXPECT_OUTCOME("'ab'.find('b', 1.5)",
                   "TypeError: slice indices must be integers or None or have an __index__ method");
    EXPECT_OUTCOME("[1].pop('a')", "TypeError: 'str' object cannot be interpreted as an integer");
}

/* __index__ runs in the binder, before the method reads the container: one that empties
 * the list cannot leave the method with a stale length. */
Test(pyargs, index_conversion_runs_before_the_method)
{
    EXPECT_OUTCOME("l = [1, 2, 3]\n"
                   "class B:\n"
                   "    def __index__(self):\n"
                   "        l.clear()\n"
                   "        return 3\n"
                   "try:\n"
                   "    l.index(3, 0, B())\n"
                   "except ValueError as e:\n"
                   "    r = str(e)\n"
                   "r",
                   "ok: '3 is not in list'");
    EXPECT_OUTCOME("class I:\n"
                   "    def __index__(self):\n"
                   "        return 1\n"
                   "[5, 6, 7].pop(I()), 'abcd'.ljust(I()), 'aXbXc'.split('X', I())",
                   "ok: (6, 'abcd', ['a', 'bXc'])");
}
