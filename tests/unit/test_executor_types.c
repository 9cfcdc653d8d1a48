/* tests/unit/test_executor_types.c: no half-built objects. Every builtin and native-module
 * type (the registry of type_registered_first, filled by importing every module) is called
 * with no arguments and with junk ones; whatever it builds must then survive repr, str,
 * hash, truth, len and iteration. A type that makes an object with NULL insides crashes
 * here (Criterion runs each test in its own process, so a crash fails the test). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "executor/executor.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

/* Every native module, so that their types are initialised and registered. */
static const char *const all_modules[] = {
    "math",        "random",      "time",      "datetime",    "fractions", "statistics",
    "unicodedata", "enum",        "typing",    "dataclasses", "decimal",   "io",
    "json",        "re",          "string",    "textwrap",    "csv",       "base64",
    "hashlib",     "collections", "itertools", "operator",    "functools", "heapq",
    "bisect",      "stat",        "copy",      "queue",       NULL};

static void import_every_module(void)
{
    struct executor_config cfg = {.authorized_imports = all_modules};
    struct executor *ex = executor_new(&cfg);
    cr_assert_not_null(ex);
    for (size_t i = 0; all_modules[i]; i++) {
        char code[64];
        snprintf(code, sizeof code, "import %s\n", all_modules[i]);
        struct executor_result r;
        cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
        cr_assert_eq(r.status, EXECUTOR_OK, "import %s: %s", all_modules[i],
                     r.error.value ? r.error.value : "");
        executor_result_free(&r);
    }
    executor_free(ex);
}

/* What a snippet could do to an object it was handed: each step may raise, none may crash. */
static void exercise(obj *o)
{
    int64_t h;
    obj *r = op_repr(o);
    xdecref(r);
    exc_clear();
    r = op_str(o);
    xdecref(r);
    exc_clear();
    op_hash(o, &h);
    exc_clear();
    op_truth(o);
    exc_clear();
    op_len(o);
    exc_clear();
    obj *it = op_iter(o);
    for (int i = 0; it && i < 3; i++) {
        obj *x = op_next(it);
        if (!x)
            break;
        decref(x);
    }
    xdecref(it);
    exc_clear();
}

static size_t junk_count;
static obj *junk[16];

static void make_junk(void)
{
    size_t n = 0;
    junk[n++] = NONE;
    junk[n++] = small_new(0);
    junk[n++] = small_new(-1);
    junk[n++] = int_from_string("123456789012345678901234567890", 30, 10, false);
    junk[n++] = float_new(1.5);
    junk[n++] = complex_new(1, 2);
    junk[n++] = str_new_cstr("a");
    junk[n++] = bytes_new("a", 1);
    junk[n++] = list_new(0);
    junk[n++] = dict_new();
    junk[n++] = tuple_new(0);
    junk[n++] = (obj *)&type_int;
    for (size_t i = 0; i < n; i++)
        cr_assert_not_null(junk[i]);
    junk_count = n;
}

static void call_and_exercise(struct type *t, obj **args, size_t nargs)
{
    obj *o = type_call((obj *)t, args, nargs, NULL);
    if (o) {
        cr_assert_null(vm->exc, "%s(...) returned an object with an exception pending", t->name);
        exercise(o);
        decref(o);
    } else {
        cr_assert_not_null(vm->exc, "%s(...) failed without an exception", t->name);
    }
    exc_clear();
    vm->fatal = FATAL_NONE;
    vm->ops_left = vm->ops_limit;
}

Test(executor_types, every_type_survives_junk_construction, .timeout = 300)
{
    import_every_module();
    struct vm *v = vm_create();
    cr_assert_not_null(v);
    vm = v;
    make_junk();
    size_t ntypes = 0;
    for (struct type *t = type_registered_first(); t; t = t->next_registered) {
        ntypes++;
        call_and_exercise(t, NULL, 0);
        for (size_t i = 0; i < junk_count; i++) {
            call_and_exercise(t, &junk[i], 1);
            obj *two[2] = {junk[i], junk[(i + 1) % junk_count]};
            call_and_exercise(t, two, 2);
            obj *three[3] = {junk[i], junk[i], junk[i]};
            call_and_exercise(t, three, 3);
        }
    }
    /* The builtins alone are over a hundred types: a registry that lost them would make
     * this test pass vacuously. */
    cr_assert_gt(ntypes, 150, "only %zu types registered", ntypes);
    for (size_t i = 0; i < junk_count; i++)
        decref(junk[i]);
    vm = NULL;
    vm_destroy(v);
}

/* CPython's wording for the internal types a snippet can reach with type(x). */
Test(executor_types, internal_types_refuse_construction)
{
    struct executor_config cfg = {.authorized_imports = all_modules};
    struct executor *ex = executor_new(&cfg);
    const char *code =
        "import re, itertools\n"
        "out = []\n"
        "for t in (type(abs), type([].append), type(iter([1])), re.Match, type(re.compile('a')),\n"
        "          type(x for x in []), type({}.keys()), type(itertools.tee([1])[0])):\n"
        "    try:\n"
        "        t()\n"
        "    except TypeError as e:\n"
        "        out.append(str(e))\n"
        "out\n";
    struct executor_result r;
    cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
    cr_assert_eq(r.status, EXECUTOR_OK, "%s", r.error.value ? r.error.value : "");
    cr_assert_str_eq(r.output_repr, "[\"cannot create 'builtin_function_or_method' instances\", "
                                    "\"cannot create 'builtin_function_or_method' instances\", "
                                    "\"cannot create 'list_iterator' instances\", "
                                    "\"cannot create 're.Match' instances\", "
                                    "\"cannot create 're.Pattern' instances\", "
                                    "\"cannot create 'generator' instances\", "
                                    "\"cannot create 'dict_keys' instances\", "
                                    "\"cannot create 'itertools._tee' instances\"]");
    executor_result_free(&r);
    executor_free(ex);
}
