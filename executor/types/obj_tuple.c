/* executor/types/obj_tuple.c: tuple. The hash is CPython's (xxHash-based) so that sets of tuples
 * of ints iterate in CPython's order. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/seq.h"
#include "executor/types/type_table.h"

obj *empty_tuple;

obj *tuple_new(size_t n)
{
    if (n == 0 && empty_tuple)
        return incref(empty_tuple);
    if (n > LIMIT_SEQ_BYTES / sizeof(obj *)) {
        exc_no_memory();
        return NULL;
    }
    struct tuple_obj *t = (struct tuple_obj *)obj_alloc(&type_tuple, sizeof *t + n * sizeof(obj *));
    if (!t)
        return NULL;
    t->len = n;
    t->hash = -1;
    memset(t->items, 0, n * sizeof(obj *));
    return (obj *)t;
}

obj *tuple_pack(size_t n, ...)
{
    obj *t = tuple_new(n);
    if (!t)
        return NULL;
    va_list ap;
    va_start(ap, n);
    for (size_t i = 0; i < n; i++)
        AS(tuple_obj, t)->items[i] = incref(va_arg(ap, obj *));
    va_end(ap);
    return t;
}

obj *tuple_from_array(obj **items, size_t n)
{
    obj *t = tuple_new(n);
    if (!t)
        return NULL;
    for (size_t i = 0; i < n; i++)
        AS(tuple_obj, t)->items[i] = incref(items[i]);
    return t;
}

obj *tuple_from_iter(obj *iterable)
{
    if (is_tuple(iterable))
        return incref(iterable);
    if (is_list(iterable))
        return tuple_from_array(AS(list_obj, iterable)->items, AS(list_obj, iterable)->len);
    obj *l = list_from_iter(iterable);
    if (!l)
        return NULL;
    obj *t = tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len);
    decref(l);
    return t;
}

static void tuple_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(AS(tuple_obj, o)->items, AS(tuple_obj, o)->len, visit, arg);
}

static obj *tuple_repr(obj *o)
{
    int rc = list_repr_enter(o);
    if (rc)
        return rc > 0 ? str_new("(...)", 5) : NULL;
    obj **items = AS(tuple_obj, o)->items;
    obj *r = seq_repr(&items, &AS(tuple_obj, o)->len, "(", ")", true);
    list_repr_leave();
    return r;
}

static int tuple_hash(obj *o, int64_t *out)
{
    struct tuple_obj *t = AS(tuple_obj, o);
    if (t->hash != -1) {
        *out = t->hash;
        return 0;
    }
    const uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL,
                   p5 = 2870177450012600261ULL;
    uint64_t acc = p5;
    for (size_t i = 0; i < t->len; i++) {
        int64_t h;
        if (op_hash(t->items[i], &h) < 0)
            return -1;
        acc += (uint64_t)h * p2;
        acc = (acc << 31) | (acc >> 33);
        acc *= p1;
    }
    acc += t->len ^ (p5 ^ 3527539UL);
    int64_t h = (int64_t)acc;
    if (h == -1)
        h = 1546275796;
    t->hash = h;
    *out = h;
    return 0;
}

obj *tuple_compare_items(obj *a, obj *b, int op)
{
    struct tuple_obj *x = AS(tuple_obj, a), *y = AS(tuple_obj, b);
    if ((op == CMP_EQ || op == CMP_NE) && x->len != y->len)
        return bool_obj(op == CMP_NE);
    obj **xi = x->items, **yi = y->items;
    return seq_compare(&xi, &x->len, &yi, &y->len, op);
}

/* Any tuple subtype, native ones too (struct_time, IsoCalendarDate): all share tuple's
 * layout, and CPython compares and adds them as tuples. */
static bool tuple_sub(const obj *o)
{
    return !is_small(o) && (o->type == &type_tuple || type_is_subtype(o->type, &type_tuple));
}

static obj *tuple_compare(obj *a, obj *b, int op)
{
    if (!tuple_sub(a) || !tuple_sub(b))
        return incref(NOTIMPL);
    return tuple_compare_items(a, b, op);
}

static obj *tuple_binary(obj *a, obj *b, int op)
{
    if (op == BIN_ADD && tuple_sub(a) && tuple_sub(b)) {
        struct tuple_obj *x = AS(tuple_obj, a), *y = AS(tuple_obj, b);
        if (!y->len && is_tuple(a)) /* a derived tuple's sum is a plain tuple */
            return incref(a);
        if (!x->len && is_tuple(b))
            return incref(b);
        obj *r = tuple_new(x->len + y->len);
        if (r)
            seq_concat(AS(tuple_obj, r)->items, x->items, x->len, y->items, y->len);
        return r;
    }
    if (op == BIN_ADD && tuple_sub(a))
        return exc_raise(&exc_TypeError, "can only concatenate tuple (not \"%s\") to tuple",
                         op_type_name(b));
    if (op == BIN_MUL && (tuple_sub(a) || tuple_sub(b))) {
        obj *t = tuple_sub(a) ? a : b, *n = t == a ? b : a;
        if (!is_int(n))
            return incref(NOTIMPL);
        struct tuple_obj *s = AS(tuple_obj, t);
        size_t total;
        if (seq_repeat_len(n, s->len, sizeof(obj *), &total) < 0)
            return NULL;
        if (total == s->len && is_tuple(t)) /* t * 1, or t empty */
            return incref(t);
        obj *r = tuple_new(total);
        if (r)
            seq_fill(AS(tuple_obj, r)->items, s->items, s->len, total);
        return r;
    }
    return incref(NOTIMPL);
}

static intptr_t tuple_len(obj *o)
{
    return (intptr_t)AS(tuple_obj, o)->len;
}

static obj *tuple_getitem(obj *o, obj *key)
{
    struct tuple_obj *t = AS(tuple_obj, o);
    if (!is_small(key) && key->type == &type_slice) {
        intptr_t start, stop, step, count;
        if (slice_indices(key, &t->len, &start, &stop, &step, &count) < 0)
            return NULL;
        if (step == 1 && count == (intptr_t)t->len && is_tuple(o)) /* a subtype's is a tuple */
            return incref(o);
        obj *r = tuple_new((size_t)count);
        if (r)
            seq_slice(AS(tuple_obj, r)->items, t->items, start, step, count);
        return r;
    }
    size_t i;
    if (seq_index(key, &t->len, &i, "tuple index out of range",
                  "tuple indices must be integers or slices, not %s") < 0)
        return NULL;
    return incref(t->items[i]);
}

static int tuple_contains(obj *o, obj *x)
{
    obj **items = AS(tuple_obj, o)->items;
    return seq_contains(&items, &AS(tuple_obj, o)->len, x);
}

static obj *tuple_iter(obj *o)
{
    return items_iter_new(&type_iter_tuple, o);
}

static obj *tuple_m_index(obj **args, size_t nargs, obj *kw)
{
    obj **items = AS(tuple_obj, args[0])->items;
    intptr_t i = seq_find(&items, &AS(tuple_obj, args[0])->len, args, nargs);
    if (i != -1)
        return i < 0 ? NULL : int_from_i64(i);
    return exc_raise(&exc_ValueError, "tuple.index(x): x not in tuple");
}
static obj *tuple_m_count(obj **args, size_t nargs, obj *kw)
{
    obj **items = AS(tuple_obj, args[0])->items;
    return seq_count(&items, &AS(tuple_obj, args[0])->len, args[1]);
}
static const struct method_def tuple_methods[] = {
    {"index", tuple_m_index, 0, PA_SIG_POS(1, 3, "Obb")},
    {"count", tuple_m_count, METH_O},
    {NULL, NULL, 0},
};

static obj *tuple_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    /* bound here, not by a construct_sig: namedtuple classes copy tuple's type whole
     * (collections) and bring their own constructor */
    static const struct pyargs_sig sig = {"tuple", NULL, 1, 0, false, PA_POS};
    if (pyargs_bind(&sig, args, nargs, kwnames, NULL) < 0)
        return NULL;
    if (!nargs)
        return tuple_new(0);
    return tuple_from_iter(args[0]);
}

struct type type_tuple = {
    .name = "tuple",
    .flags = TF_BASETYPE,
    .methods = tuple_methods,
    .traverse = tuple_traverse,
    .repr = tuple_repr,
    .hash = tuple_hash,
    .compare = tuple_compare,
    .binary = tuple_binary,
    .len = tuple_len,
    .getitem = tuple_getitem,
    .contains = tuple_contains,
    .iter = tuple_iter,
    .construct = tuple_construct,
};

void tuple_init_empty(void)
{
    empty_tuple = tuple_new(0);
    empty_tuple->refcnt = REFCNT_IMMORTAL;
}
