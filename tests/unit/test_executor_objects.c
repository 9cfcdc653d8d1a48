/* tests/unit/test_executor_objects.c: the object core through its own interfaces, below
 * the evaluator: dict (insertion order, deletion, growth, equal keys of other types), str
 * (UTF-8 lengths, concatenation), int (the small/big boundary), and the declarative pieces
 * that native types and modules are made of: member descriptors (getset_get), entries that
 * share one function (fn_data), constructor signatures (pyargs_construct) and declared
 * modules (struct module_def). Each test runs in its own process (Criterion) with a bare
 * session. */
#include <criterion/criterion.h>
#include <stddef.h>
#include <string.h>

#include "executor/executor.h"
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "tests/unit/executor_session.h"


/* The repr of O as a C string, for comparisons (static buffer; O is released). */
static const char *repr_of(obj *o)
{
    static char buf[256];
    cr_assert_not_null(o, "no object: %s", vm->exc ? "an exception" : "NULL");
    obj *r = op_repr(o);
    cr_assert_not_null(r);
    snprintf(buf, sizeof buf, "%s", str_cstr(r));
    decref(r);
    decref(o);
    return buf;
}


/* ---- dict ---- */

Test(objects, dict_keeps_insertion_order_through_deletes_and_growth, .init = session)
{
    obj *d = dict_new();
    for (int i = 0; i < 1000; i++)
        cr_assert_eq(dict_set(d, small_new(i), small_new(i * i)), 0);
    for (int i = 0; i < 1000; i += 2)
        cr_assert_eq(dict_del(d, small_new(i)), 0);
    cr_assert_eq(dict_del(d, small_new(0)), 1, "a deleted key is absent");
    cr_assert_eq(dict_len(d), 500);
    size_t pos = 0;
    obj *k, *v;
    int64_t expect = 1;
    while (dict_next(d, &pos, &k, &v)) {
        int64_t kv, vv;
        cr_assert(int_to_i64(k, &kv) && int_to_i64(v, &vv));
        cr_assert_eq(kv, expect, "order: %lld after %lld", (long long)kv, (long long)expect - 2);
        cr_assert_eq(vv, kv * kv);
        expect += 2;
    }
    cr_assert_eq(expect, 1001);
    decref(d);
}

Test(objects, dict_finds_equal_keys_of_other_types, .init = session)
{
    obj *d = dict_new();
    cr_assert_eq(dict_set(d, small_new(1), str_new_cstr("one")), 0);
    obj *f = float_new(1.0);
    obj *v = dict_get(d, f); /* 1 == 1.0 and hash(1) == hash(1.0) */
    cr_assert_not_null(v);
    cr_assert_str_eq(str_cstr(v), "one");
    cr_assert_eq(dict_set(d, f, str_new_cstr("uno")), 0);
    cr_assert_eq(dict_len(d), 1, "1.0 replaced the value of 1, not added a key");
    cr_assert_str_eq(repr_of(incref(d)), "{1: 'uno'}");
    decref(f);
    decref(d);
}

/* ---- str ---- */

Test(objects, str_counts_code_points_not_bytes, .init = session)
{
    obj *a = str_new_cstr("h\xc3\xa9");         /* "hé": 3 bytes, 2 code points */
    obj *b = str_new_cstr("\xf0\x9f\x99\x82!"); /* an emoji and "!": 5 bytes, 2 */
    obj *c = str_concat(a, b);
    cr_assert_not_null(c);
    cr_assert_eq(AS(str_obj, c)->len, 8);
    cr_assert_eq(AS(str_obj, c)->cplen, 4);
    cr_assert(!AS(str_obj, c)->ascii);
    char out[4];
    cr_assert_eq(str_utf8_encode(0x1F642, out), 4);
    cr_assert_eq(memcmp(out, "\xf0\x9f\x99\x82", 4), 0);
    cr_assert_eq(str_utf8_encode(0xE9, out), 2);
    decref(a);
    decref(b);
    decref(c);
}

/* ---- int ---- */

Test(objects, int_crosses_the_small_boundary_both_ways, .init = session)
{
    obj *big = int_from_i64(INT64_MAX);
    obj *one = small_new(1);
    obj *sum = op_binary(big, one, BIN_ADD); /* beyond int64: a big int */
    cr_assert_str_eq(repr_of(incref(sum)), "9223372036854775808");
    int64_t x;
    cr_assert(!int_to_i64(sum, &x), "2**63 does not fit in int64");
    obj *back = op_binary(sum, one, BIN_SUB);
    cr_assert(int_to_i64(back, &x) && x == INT64_MAX, "and comes back exactly");
    obj *parsed = int_from_string("-123456789012345678901234567890", 31, 10, false);
    cr_assert_str_eq(repr_of(parsed), "-123456789012345678901234567890");
    decref(big);
    decref(sum);
    decref(back);
}

/* ---- member descriptors ---- */

struct sample {
    obj hdr;
    obj *thing;
    obj *absent;
    int8_t small;
    int32_t mid;
    int plain;
    int64_t wide;
    bool flag;
    double ratio;
};

static const struct getset_def sample_getset[] = {
    MEMBER("thing", MEMBER_OBJ, struct sample, thing),
    MEMBER("absent", MEMBER_OBJ, struct sample, absent),
    MEMBER("small", MEMBER_INT8, struct sample, small),
    MEMBER("mid", MEMBER_INT32, struct sample, mid),
    MEMBER("plain", MEMBER_INT, struct sample, plain),
    MEMBER("wide", MEMBER_INT64, struct sample, wide),
    MEMBER("flag", MEMBER_BOOL, struct sample, flag),
    MEMBER("ratio", MEMBER_DOUBLE, struct sample, ratio),
    {NULL},
};

static struct type sample_type = {
    .name = "sample",
    .instance_size = sizeof(struct sample),
    .getset = sample_getset,
    .refs = REFS(struct sample, thing, absent),
};

static obj *member(obj *o, const char *name)
{
    obj *n = str_new_cstr(name);
    obj *v = op_getattr(o, n);
    decref(n);
    return v;
}

Test(objects, members_read_each_kind_of_field, .init = session)
{
    type_init_module(&sample_type, "test");
    struct sample *s = (struct sample *)obj_alloc(&sample_type, sizeof *s);
    cr_assert_not_null(s);
    s->thing = str_new_cstr("x");
    s->absent = NULL;
    s->small = -7;
    s->mid = 70000;
    s->plain = -3;
    s->wide = INT64_MIN;
    s->flag = true;
    s->ratio = 0.25;
    obj *o = (obj *)s;
    cr_assert_str_eq(repr_of(member(o, "thing")), "'x'");
    cr_assert_str_eq(repr_of(member(o, "absent")), "None", "a NULL field reads as None");
    cr_assert_str_eq(repr_of(member(o, "small")), "-7");
    cr_assert_str_eq(repr_of(member(o, "mid")), "70000");
    cr_assert_str_eq(repr_of(member(o, "plain")), "-3");
    cr_assert_str_eq(repr_of(member(o, "wide")), "-9223372036854775808");
    cr_assert_str_eq(repr_of(member(o, "flag")), "True");
    cr_assert_str_eq(repr_of(member(o, "ratio")), "0.25");
    cr_assert_null(member(o, "nothing"));
    cr_assert_str_eq(pending_message(), "'sample' object has no attribute 'nothing'");
    cr_assert_eq(sample_type.base_type, &type_object, "no base said: object");
    decref(o);
}

/* ---- one function for several entries; constructor signatures ---- */

static obj *scaled(obj **args, size_t nargs, obj *kwnames, intptr_t factor)
{
    int64_t x;
    if (!int_to_i64(args[0], &x))
        return exc_raise(&exc_OverflowError, "too big");
    return int_from_i64(x * factor);
}

static const struct method_def scale_functions[] = {
    {"double", .fn_data = scaled, .data = 2, .flags = METH_O},
    {"triple", .fn_data = scaled, .data = 3, .sig = PA_SIG_POS(1, 1, "i")},
    {NULL},
};

static obj *call_function(const struct method_def *def, obj **args, size_t nargs, obj *kwnames)
{
    obj *f = builtin_from_def(def, NULL, NULL);
    cr_assert_not_null(f);
    obj *r = op_call(f, args, nargs, kwnames);
    decref(f);
    return r;
}

Test(objects, entries_sharing_a_function_get_their_data_and_their_binding, .init = session)
{
    obj *seven = small_new(7);
    cr_assert_str_eq(repr_of(call_function(&scale_functions[0], &seven, 1, NULL)), "14");
    cr_assert_str_eq(repr_of(call_function(&scale_functions[1], &seven, 1, NULL)), "21");
    cr_assert_null(call_function(&scale_functions[0], NULL, 0, NULL));
    cr_assert_str_eq(pending_message(), "double() takes exactly one argument (0 given)");
    obj *s = str_new_cstr("7");
    cr_assert_null(call_function(&scale_functions[1], &s, 1, NULL), "the 'i' kind is checked");
    cr_assert_str_eq(pending_message(), "'str' object cannot be interpreted as an integer");
    decref(s);
}

/* A type whose constructor takes (size, label=None) by position or keyword. */
struct labelled {
    obj hdr;
    obj *size;
    obj *label;
};

static obj *labelled_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    cr_assert_eq(nargs, 2, "one slot per parameter");
    cr_assert_null(kwnames, "keywords are bound into the slots");
    struct labelled *l = (struct labelled *)obj_alloc(t, sizeof *l);
    if (!l)
        return NULL;
    l->size = incref(args[0]);
    l->label = args[1] ? incref(args[1]) : NULL;
    return (obj *)l;
}

static struct type labelled_type = {
    .name = "demo.Labelled",
    .instance_size = sizeof(struct labelled),
    .refs = REFS(struct labelled, size, label),
    .construct = labelled_construct,
    .construct_sig = PA_SIG_KW(1, 2, "i", "size", "label"),
};

Test(objects, constructor_signatures_bind_before_construct, .init = session)
{
    type_init_module(&labelled_type, "demo");
    obj *args[2] = {small_new(3), str_new_cstr("tag")};
    obj *kw = tuple_new(1);
    AS(tuple_obj, kw)->items[0] = str_new_cstr("label");
    obj *o = pyargs_construct(&labelled_type, args, 1, kw);
    cr_assert_not_null(o);
    cr_assert_str_eq(str_cstr(((struct labelled *)o)->label), "tag");
    decref(o);
    cr_assert_null(pyargs_construct(&labelled_type, NULL, 0, NULL));
    cr_assert_str_eq(pending_message(), "Labelled() missing required argument 'size' (pos 1)",
                     "named by the type's last dotted part");
    cr_assert_null(pyargs_construct(&labelled_type, &args[1], 1, NULL));
    cr_assert_str_eq(pending_message(), "'str' object cannot be interpreted as an integer");
    decref(kw);
    decref(args[1]);
}

/* ---- declared modules ---- */

static struct type widget_type = {
    .name = "widgets.Widget",
    .instance_size = sizeof(obj),
};
static struct type hidden_type = {
    .name = "Hidden",
    .instance_size = sizeof(obj),
};

static int widgets_fill(obj *m)
{
    return dict_set_cstr(AS(module_obj, m)->dict, "ANSWER", small_new(42));
}

static const struct module_def widgets = {
    .name = "widgets",
    .functions = scale_functions,
    .types = (const struct module_type[]){{&widget_type, true, NULL},
                                          {&hidden_type, false, "_widgets"},
                                          {NULL, false, NULL}},
    .fill = widgets_fill,
};
static const struct module_def *const test_natives[] = {&widgets};

static const char *run(const char *code)
{
    static char out[512];
    static const char *const all[] = {"*", NULL};
    struct executor_config cfg = {.authorized_imports = all};
    struct executor *ex = executor_new(&cfg);
    cr_assert_not_null(ex);
    module_set_natives(test_natives, 1);
    struct executor_result r;
    cr_assert_eq(executor_exec(ex, code, strlen(code), &r), 0);
    snprintf(out, sizeof out, "%s%s", r.logs ? r.logs : "",
             r.error.value ? r.error.value : "");
    executor_result_free(&r);
    executor_free(ex);
    return out;
}

Test(objects, a_declared_module_has_its_functions_types_and_the_rest)
{
    cr_assert_str_eq(run("import widgets\n"
                         "print(widgets.double(4), widgets.triple(5), widgets.ANSWER)\n"
                         "print(widgets.Widget, widgets.Widget.__module__)\n"
                         "print(hasattr(widgets, 'Hidden'))\n"),
                     "8 15 42\n<class 'widgets.Widget'> widgets\nFalse\n");
    cr_assert_str_eq(hidden_type.module_name ? str_cstr(hidden_type.module_name) : "",
                     "_widgets", "a type may name another module");
    /* a second session builds the module afresh, its types already initialised */
    cr_assert_str_eq(run("import widgets\nwidgets.ANSWER += 1\nprint(widgets.ANSWER)\n"), "43\n");
    cr_assert_str_eq(run("import widgets\nprint(widgets.ANSWER)\n"), "42\n");
}

Test(objects, an_object_made_of_its_references_is_built_from_them, .init = session)
{
    type_init_module(&labelled_type, "demo");
    obj *values[2] = {small_new(9), NULL};
    obj *o = obj_new_refs(&labelled_type, values, 2);
    cr_assert_not_null(o);
    cr_assert_str_eq(repr_of(incref(((struct labelled *)o)->size)), "9");
    cr_assert_null(((struct labelled *)o)->label, "a NULL value leaves the field NULL");
    obj *label = list_new(0);
    obj *both[2] = {small_new(1), label};
    obj *p = obj_new_refs(&labelled_type, both, 2);
    cr_assert_eq(label->refcnt, 2, "the field holds its own reference");
    decref(p);
    cr_assert_eq(label->refcnt, 1, "and the generic dealloc drops it");
    decref(label);
    decref(o);
}
