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

static bool parse(const char *name, obj **args, size_t nargs, obj *kwnames, struct bisect_args *b)
{
    static const char *const names[] = {"a", "x", "lo", "hi", "key", NULL};
    obj *v[5];
    if (nargs > 4) {
        exc_raise(&exc_TypeError, "%s() takes at most 4 positional arguments (%zu given)", name,
                  nargs);
        return false;
    }
    const struct pyargs_sig sig = {name, names, 4, 2, false, PA_KW, NULL};
    if (pyargs_bind(&sig, args, nargs, kwnames, v) < 0)
        return false;
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

static obj *do_bisect(const char *name, obj **args, size_t nargs, obj *kw, bool right)
{
    struct bisect_args b;
    if (!parse(name, args, nargs, kw, &b))
        return NULL;
    intptr_t i = search(&b, b.x, right);
    return i < 0 ? NULL : small_new(i);
}

static obj *do_insort(const char *name, obj **args, size_t nargs, obj *kw, bool right)
{
    struct bisect_args b;
    if (!parse(name, args, nargs, kw, &b))
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

static obj *f_bisect_left(obj **args, size_t nargs, obj *kw)
{
    return do_bisect("bisect_left", args, nargs, kw, false);
}
static obj *f_bisect_right(obj **args, size_t nargs, obj *kw)
{
    return do_bisect("bisect_right", args, nargs, kw, true);
}
static obj *f_insort_left(obj **args, size_t nargs, obj *kw)
{
    return do_insort("insort_left", args, nargs, kw, false);
}
static obj *f_insort_right(obj **args, size_t nargs, obj *kw)
{
    return do_insort("insort_right", args, nargs, kw, true);
}

obj *mod_bisect_create(void)
{
    obj *m = module_new("bisect");
    if (!m)
        return NULL;
    static const struct {
        const char *name, *fn_name;
        cfunc fn;
    } funcs[] = {
        {"bisect_left", "bisect_left", f_bisect_left},
        {"bisect_right", "bisect_right", f_bisect_right},
        {"bisect", "bisect_right", f_bisect_right},
        {"insort_left", "insort_left", f_insort_left},
        {"insort_right", "insort_right", f_insort_right},
        {"insort", "insort_right", f_insort_right},
    };
    obj *d = AS(module_obj, m)->dict;
    for (size_t i = 0; i < sizeof funcs / sizeof funcs[0]; i++)
        if (dict_set_cstr(d, funcs[i].name, builtin_new(funcs[i].fn_name, funcs[i].fn, NULL)) < 0) {
            decref(m);
            return NULL;
        }
    return m;
}
