/* executor/types/obj_range.c: range (lazy, any int size), its iterator, and slice objects. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"

static obj *compute_length(obj *start, obj *stop, obj *step)
{
    int64_t a, b, c;
    if (int_to_i64(start, &a) && int_to_i64(stop, &b) && int_to_i64(step, &c) && a > -(1LL << 61) &&
        a < (1LL << 61) && b > -(1LL << 61) && b < (1LL << 61)) {
        int64_t n = 0;
        if (c > 0 && a < b)
            n = (b - a - 1) / c + 1;
        else if (c < 0 && a > b)
            n = (a - b - 1) / (-c) + 1;
        return int_from_i64(n);
    }
    mpz_t x, y, z, r;
    mpz_inits(x, y, z, r, NULL);
    int_to_mpz(start, x);
    int_to_mpz(stop, y);
    int_to_mpz(step, z);
    if (mpz_sgn(z) > 0 && mpz_cmp(x, y) < 0) {
        mpz_sub(r, y, x);
        mpz_sub_ui(r, r, 1);
        mpz_fdiv_q(r, r, z);
        mpz_add_ui(r, r, 1);
    } else if (mpz_sgn(z) < 0 && mpz_cmp(x, y) > 0) {
        mpz_sub(r, x, y);
        mpz_sub_ui(r, r, 1);
        mpz_neg(z, z);
        mpz_fdiv_q(r, r, z);
        mpz_add_ui(r, r, 1);
    }
    obj *res = int_from_mpz(r);
    mpz_clears(x, y, z, r, NULL);
    return res;
}

obj *range_new(obj *start, obj *stop, obj *step)
{
    if (int_sign(step) == 0)
        return exc_raise(&exc_ValueError, "range() arg 3 must not be zero");
    obj *length = compute_length(start, stop, step);
    if (!length)
        return NULL;
    obj *r = obj_new_refs(&type_range, (obj *const[]){start, stop, step, length}, 4);
    decref(length);
    return r;
}

static obj *to_int_arg(obj *o)
{
    if (is_int(o))
        return is_small(o)                         ? o
               : (o == TRUE_OBJ || o == FALSE_OBJ) ? small_new(o == TRUE_OBJ)
                                                   : incref(o);
    return op_index_int(o);
}

static obj *range_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs < 1 || nargs > 3) {
        if (!nargs)
            return exc_raise(&exc_TypeError, "range expected at least 1 argument, got 0");
        return exc_raise(&exc_TypeError, "range expected at most 3 arguments, got %zu", nargs);
    }
    obj *v[3] = {NULL, NULL, NULL};
    for (size_t i = 0; i < nargs; i++) {
        v[i] = to_int_arg(args[i]);
        if (!v[i]) {
            for (size_t k = 0; k < i; k++)
                decref(v[k]);
            return NULL;
        }
    }
    obj *r;
    if (nargs == 1)
        r = range_new(small_new(0), v[0], small_new(1));
    else
        r = range_new(v[0], v[1], nargs == 3 ? v[2] : small_new(1));
    for (size_t i = 0; i < nargs; i++)
        decref(v[i]);
    return r;
}

static obj *range_repr(obj *o)
{
    struct range_obj *r = AS(range_obj, o);
    obj *a = op_repr(r->start), *b = op_repr(r->stop), *c = op_repr(r->step);
    obj *res = NULL;
    if (a && b && c) {
        if (is_small(r->step) && small_val(r->step) == 1)
            res = str_from_fmt("range(%s, %s)", str_cstr(a), str_cstr(b));
        else
            res = str_from_fmt("range(%s, %s, %s)", str_cstr(a), str_cstr(b), str_cstr(c));
    }
    xdecref(a);
    xdecref(b);
    xdecref(c);
    return res;
}

static intptr_t range_len(obj *o)
{
    int64_t n;
    if (!int_to_i64(AS(range_obj, o)->length, &n)) {
        exc_raise(&exc_OverflowError, "Python int too large to convert to C ssize_t");
        return -1;
    }
    return (intptr_t)n;
}

static int range_truth(obj *o)
{
    return int_sign(AS(range_obj, o)->length) != 0;
}

/* start + i*step as an int object */
static obj *range_item(struct range_obj *r, obj *i)
{
    obj *m = op_binary(i, r->step, BIN_MUL);
    if (!m)
        return NULL;
    obj *v = op_binary(r->start, m, BIN_ADD);
    decref(m);
    return v;
}

static obj *range_getitem(obj *o, obj *key)
{
    struct range_obj *r = AS(range_obj, o);
    if (!is_small(key) && key->type == &type_slice) {
        intptr_t len = range_len(o);
        if (len < 0)
            return NULL;
        intptr_t start, stop, step, count;
        size_t ulen = (size_t)len;
        if (slice_indices(key, &ulen, &start, &stop, &step, &count) < 0)
            return NULL;
        obj *s = range_item(r, small_new(start));
        obj *e = range_item(r, small_new(start + count * step));
        obj *st = op_binary(r->step, small_new(step), BIN_MUL);
        obj *res = (s && e && st) ? range_new(s, e, st) : NULL;
        xdecref(s);
        xdecref(e);
        xdecref(st);
        return res;
    }
    if (!is_int(key) && !op_special_exists(key, "__index__"))
        return exc_raise(&exc_TypeError, "range indices must be integers or slices, not %s",
                         op_type_name(key));
    obj *i = op_index_int(key);
    if (!i)
        return NULL;
    if (int_sign(i) < 0) {
        obj *j = op_binary(i, r->length, BIN_ADD);
        decref(i);
        if (!j)
            return NULL;
        i = j;
    }
    obj *lt = op_compare(i, r->length, CMP_LT);
    if (int_sign(i) < 0 || lt != TRUE_OBJ) {
        decref(i);
        xdecref(lt);
        return exc_raise(&exc_IndexError, "range object index out of range");
    }
    decref(lt);
    obj *v = range_item(r, i);
    decref(i);
    return v;
}

static int range_contains(obj *o, obj *x)
{
    struct range_obj *r = AS(range_obj, o);
    if (!is_int(x)) {
        obj *it = op_iter(o);
        return it ? op_iter_contains(it, x) : -1;
    }
    mpz_t a, b, c, v, t;
    mpz_inits(a, b, c, v, t, NULL);
    int_to_mpz(r->start, a);
    int_to_mpz(r->stop, b);
    int_to_mpz(r->step, c);
    int_to_mpz(x, v);
    int in;
    if (mpz_sgn(c) > 0)
        in = mpz_cmp(v, a) >= 0 && mpz_cmp(v, b) < 0;
    else
        in = mpz_cmp(v, a) <= 0 && mpz_cmp(v, b) > 0;
    if (in) {
        mpz_sub(t, v, a);
        in = mpz_divisible_p(t, c);
    }
    mpz_clears(a, b, c, v, t, NULL);
    return in;
}

static obj *range_compare(obj *a, obj *b, int op)
{
    if (type_of(a) != &type_range || type_of(b) != &type_range || (op != CMP_EQ && op != CMP_NE))
        return incref(NOTIMPL);
    struct range_obj *x = AS(range_obj, a), *y = AS(range_obj, b);
    int eq = op_eq(x->length, y->length);
    if (eq == 1 && int_sign(x->length) != 0) {
        eq = op_eq(x->start, y->start);
        bool one = is_small(x->length) && small_val(x->length) == 1;
        if (eq == 1 && !one)
            eq = op_eq(x->step, y->step);
    }
    if (eq < 0)
        return NULL;
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

/* ---- iterator: machine ints when everything fits ---- */
struct rangeiter {
    obj hdr;
    int64_t next, step, left;
    obj *big; /* fallback: a generic range walked by index */
    obj *idx;
};
static obj *range_iter(obj *o)
{
    struct range_obj *r = AS(range_obj, o);
    struct rangeiter *it = (struct rangeiter *)obj_alloc(&type_iter_range, sizeof *it);
    if (!it)
        return NULL;
    it->big = NULL;
    it->idx = NULL;
    int64_t a, c, n;
    if (int_to_i64(r->start, &a) && int_to_i64(r->step, &c) && int_to_i64(r->length, &n) &&
        a > -(1LL << 61) && a < (1LL << 61) && c > -(1LL << 61) && c < (1LL << 61)) {
        it->next = a;
        it->step = c;
        it->left = n;
        /* the last value must also fit in a machine int */
        __int128 last = (__int128)a + (__int128)c * (n > 0 ? n - 1 : 0);
        if (last > -((__int128)1 << 62) && last < ((__int128)1 << 62))
            return (obj *)it;
    }
    it->left = -1;
    it->big = incref(o);
    it->idx = small_new(0);
    return (obj *)it;
}
static obj *rangeiter_next(obj *o)
{
    struct rangeiter *it = (struct rangeiter *)o;
    if (!it->big) {
        if (it->left <= 0)
            return NULL;
        it->left--;
        int64_t v = it->next;
        it->next += it->step;
        return int_from_i64(v);
    }
    struct range_obj *r = AS(range_obj, it->big);
    obj *lt = op_compare(it->idx, r->length, CMP_LT);
    if (lt != TRUE_OBJ) {
        xdecref(lt);
        return NULL;
    }
    decref(lt);
    obj *v = range_item(r, it->idx);
    obj *ni = op_binary(it->idx, small_new(1), BIN_ADD);
    decref(it->idx);
    it->idx = ni;
    return v;
}
struct type type_iter_range = {
    .name = "range_iterator",
    .refs = REFS(struct rangeiter, big, idx),
    .next = rangeiter_next,
};

bool range_fast_iter(obj *it, int64_t *next, int64_t *step, int64_t *left)
{
    struct rangeiter *r = (struct rangeiter *)it;
    if (r->big)
        return false;
    *next = r->next;
    *step = r->step;
    *left = r->left;
    return true;
}

static obj *range_m_index(obj **args, size_t nargs, obj *kw)
{
    int c = range_contains(args[0], args[1]);
    if (c < 0)
        return NULL;
    if (!c) {
        obj *r = op_repr(args[1]);
        if (r) {
            exc_raise(&exc_ValueError, "%s is not in range", str_cstr(r));
            decref(r);
        }
        return NULL;
    }
    struct range_obj *r = AS(range_obj, args[0]);
    obj *d = op_binary(args[1], r->start, BIN_SUB);
    if (!d)
        return NULL;
    obj *q = op_binary(d, r->step, BIN_FLOORDIV);
    decref(d);
    return q;
}
static obj *range_m_count(obj **args, size_t nargs, obj *kw)
{
    int c = range_contains(args[0], args[1]);
    return c < 0 ? NULL : small_new(c);
}
static const struct method_def range_methods[] = {
    {"index", range_m_index, METH_O},
    {"count", range_m_count, METH_O},
    {NULL, NULL, 0},
};
static const struct getset_def range_getset[] = {
    MEMBER("start", MEMBER_OBJ | MEMBER_READONLY, struct range_obj, start),
    MEMBER("stop", MEMBER_OBJ | MEMBER_READONLY, struct range_obj, stop),
    MEMBER("step", MEMBER_OBJ | MEMBER_READONLY, struct range_obj, step),
    {NULL, NULL},
};

static int range_hash(obj *o, int64_t *out)
{
    struct range_obj *r = AS(range_obj, o);
    obj *t = tuple_pack(3, r->length, r->start, r->step);
    if (!t)
        return -1;
    int rc = op_hash(t, out);
    decref(t);
    return rc;
}

struct type type_range = {
    .name = "range",
    .instance_size = sizeof(struct range_obj),
    .methods = range_methods,
    .getset = range_getset,
    .refs = REFS(struct range_obj, start, stop, step, length),
    .repr = range_repr,
    .hash = range_hash,
    .compare = range_compare,
    .truth = range_truth,
    .len = range_len,
    .getitem = range_getitem,
    .contains = range_contains,
    .iter = range_iter,
    .construct = range_construct,
    .construct_sig = PA_SIG_POS(0, PYARGS_ANY, NULL),
};

/* ---- slice ---- */
obj *slice_new(obj *start, obj *stop, obj *step)
{
    obj *v[] = {start ? start : NONE, stop ? stop : NONE, step ? step : NONE};
    return obj_new_refs(&type_slice, v, 3);
}

static int slice_value(obj *o, int64_t *out, bool *none)
{
    *none = o == NONE;
    if (*none)
        return 0;
    intptr_t v;
    if (!is_int(o) && !op_special_exists(o, "__index__")) {
        exc_raise(&exc_TypeError,
                  "slice indices must be integers or None or have an __index__ method");
        return -1;
    }
    if (op_index_clamped(o, &v) < 0)
        return -1;
    /* CPython clamps to the ssize_t range; half of it leaves room for adding a length */
    *out = v < INT64_MIN / 2 ? INT64_MIN / 2 : v > INT64_MAX / 2 ? INT64_MAX / 2 : v;
    return 0;
}

/* A given slice bound V into LEN items for STEP, as PySlice_AdjustIndices clamps start
 * and stop alike: from the end when negative, then to the ends the step can reach. */
static int64_t clamp_bound(int64_t v, int64_t len, int64_t step)
{
    if (v < 0) {
        v += len;
        if (v < 0)
            v = step < 0 ? -1 : 0;
    } else if (v >= len) {
        v = step < 0 ? len - 1 : len;
    }
    return v;
}

/* CPython's PySlice_GetIndicesEx: clamps to the sequence and counts the items. */
int slice_indices(obj *so, const size_t *lenp, intptr_t *start, intptr_t *stop, intptr_t *step,
                  intptr_t *count)
{
    struct slice_obj *s = AS(slice_obj, so);
    int64_t a = 0, b = 0, c = 1;
    bool an, bn, cn;
    if (slice_value(s->step, &c, &cn) < 0)
        return -1;
    if (cn)
        c = 1;
    if (c == 0) {
        exc_raise(&exc_ValueError, "slice step cannot be zero");
        return -1;
    }
    if (slice_value(s->start, &a, &an) < 0 || slice_value(s->stop, &b, &bn) < 0)
        return -1;
    int64_t len = (int64_t)*lenp; /* only now: the __index__ calls above may have resized it */
    a = an ? (c < 0 ? len - 1 : 0) : clamp_bound(a, len, c);
    b = bn ? (c < 0 ? -1 : len) : clamp_bound(b, len, c);
    intptr_t n = 0;
    if (c < 0) {
        if (b < a)
            n = (intptr_t)((a - b - 1) / (-c) + 1);
    } else {
        if (a < b)
            n = (intptr_t)((b - a - 1) / c + 1);
    }
    *start = (intptr_t)a;
    *stop = (intptr_t)b;
    *step = (intptr_t)c;
    *count = n;
    return 0;
}

static obj *slice_repr(obj *o)
{
    struct slice_obj *s = AS(slice_obj, o);
    obj *a = op_repr(s->start), *b = op_repr(s->stop), *c = op_repr(s->step);
    obj *r = (a && b && c)
                 ? str_from_fmt("slice(%s, %s, %s)", str_cstr(a), str_cstr(b), str_cstr(c))
                 : NULL;
    xdecref(a);
    xdecref(b);
    xdecref(c);
    return r;
}

static obj *slice_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs == 1)
        return slice_new(NONE, args[0], NONE);
    return slice_new(args[0], args[1], nargs > 2 ? args[2] : NONE);
}

static const struct getset_def slice_getset[] = {
    MEMBER("start", MEMBER_OBJ | MEMBER_READONLY, struct slice_obj, start),
    MEMBER("stop", MEMBER_OBJ | MEMBER_READONLY, struct slice_obj, stop),
    MEMBER("step", MEMBER_OBJ | MEMBER_READONLY, struct slice_obj, step),
    {NULL, NULL},
};

static obj *slice_m_indices(obj **args, size_t nargs, obj *kw)
{
    intptr_t len = op_index(args[1]);
    if (len < 0 && vm->exc)
        return NULL;
    if (len < 0)
        return exc_raise(&exc_ValueError, "length should not be negative");
    intptr_t start, stop, step, count;
    size_t ulen = (size_t)len;
    if (slice_indices(args[0], &ulen, &start, &stop, &step, &count) < 0)
        return NULL;
    obj *a = int_from_i64(start), *b = int_from_i64(stop), *c = int_from_i64(step);
    obj *r = a && b && c ? tuple_pack(3, a, b, c) : NULL;
    xdecref(a);
    xdecref(b);
    xdecref(c);
    return r;
}

static const struct method_def slice_methods[] = {
    {"indices", slice_m_indices, METH_O},
    {NULL, NULL, 0},
};

static obj *slice_compare(obj *a, obj *b, int op)
{
    if (type_of(a) != &type_slice || type_of(b) != &type_slice)
        return incref(NOTIMPL);
    struct slice_obj *x = AS(slice_obj, a), *y = AS(slice_obj, b);
    obj *tx = tuple_pack(3, x->start, x->stop, x->step);
    obj *ty = tuple_pack(3, y->start, y->stop, y->step);
    obj *r = tx && ty ? op_compare(tx, ty, op) : NULL;
    xdecref(tx);
    xdecref(ty);
    return r;
}

struct type type_slice = {
    .name = "slice",
    .instance_size = sizeof(struct slice_obj),
    .methods = slice_methods,
    .getset = slice_getset,
    .refs = REFS(struct slice_obj, start, stop, step),
    .repr = slice_repr,
    .compare = slice_compare,
    .construct = slice_construct,
    .construct_sig = PA_SIG_POS(1, 3, NULL),
};
