/* executor/lib/mod_bisect.c: the bisect module: binary search over any sequence (items are
 * fetched with [] each step, so a comparison that resizes a list cannot read past it),
 * with 3.10's key= argument. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"

struct bisect_args {
    obj *a, *x, *key;
    intptr_t lo, hi;
};

/* ARGS: a, x, lo, hi, key as the method table's signature binds them (NULL: absent) */
static bool parse(obj **v, struct bisect_args *b)
{
    b->a = v[0];
    b->x = v[1];
    b->key = v[4] && v[4] != NONE ? v[4] : NULL;
    b->lo = 0;
    if (v[2]) {
        b->lo = op_index(v[2]);
        if (b->lo == -1 && vm->exc)
            return false;
        if (b->lo < 0) {
            exc_raise(&exc_ValueError, "lo must be non-negative");
            return false;
        }
    }
    if (v[3] && v[3] != NONE) {
        b->hi = op_index(v[3]);
        if (b->hi == -1 && vm->exc)
            return false;
    } else {
        b->hi = op_len(b->a);
        if (b->hi < 0)
            return false;
    }
    return true;
}

/* First position where x could go: left of equal items (right: after them). */
static intptr_t search(struct bisect_args *b, obj *x, bool right)
{
    intptr_t lo = b->lo, hi = b->hi;
    while (lo < hi) {
        intptr_t mid = lo + (hi - lo) / 2;
        obj *item = op_getitem(b->a, small_new(mid));
        if (!item)
            return -1;
        if (b->key) {
            obj *k = op_call1(b->key, item);
            decref(item);
            if (!k)
                return -1;
            item = k;
        }
        int lt = right ? op_compare_bool(x, item, CMP_LT) : op_compare_bool(item, x, CMP_LT);
        decref(item);
        if (lt < 0)
            return -1;
        if (right == (bool)lt)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* bisect_left (RIGHT 0) and bisect_right */
static obj *do_bisect(obj **args, size_t nargs, obj *kw, intptr_t right)
{
    struct bisect_args b;
    if (!parse(args, &b))
        return NULL;
    intptr_t i = search(&b, b.x, right);
    return i < 0 ? NULL : small_new(i);
}

/* insort_left (RIGHT 0) and insort_right */
static obj *do_insort(obj **args, size_t nargs, obj *kw, intptr_t right)
{
    struct bisect_args b;
    if (!parse(args, &b))
        return NULL;
    /* insort applies key to x too; bisect compares x as given */
    obj *kx = b.key ? op_call1(b.key, b.x) : incref(b.x);
    if (!kx)
        return NULL;
    intptr_t i = search(&b, kx, right);
    decref(kx);
    if (i < 0)
        return NULL;
    obj *ins[2] = {small_new(i), b.x};
    obj *r = op_call_method(b.a, "insert", ins, 2);
    if (!r)
        return NULL;
    decref(r);
    return NONE;
}

#define BISECT_SIG PA_SIG_KW(2, 4, NULL, "a", "x", "lo", "hi", "key")
static const struct method_def bisect_funcs[] = {
    {"bisect_left", .fn_data = do_bisect, .data = false, .sig = BISECT_SIG},
    {"bisect_right", .fn_data = do_bisect, .data = true, .sig = BISECT_SIG},
    {"insort_left", .fn_data = do_insort, .data = false, .sig = BISECT_SIG},
    {"insort_right", .fn_data = do_insort, .data = true, .sig = BISECT_SIG},
    {NULL, NULL, 0},
};

/* bisect and insort are the _right functions under a second name, as in bisect.py */
static int bisect_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    if (dict_set_cstr(d, "bisect", incref(dict_get_cstr(d, "bisect_right"))) < 0 ||
        dict_set_cstr(d, "insort", incref(dict_get_cstr(d, "insort_right"))) < 0)
        return -1;
    return 0;
}

const struct module_def mod_bisect = {
    .name = "bisect",
    .functions = bisect_funcs,
    .fill = bisect_fill,
};
