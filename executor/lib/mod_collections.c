/* executor/lib/mod_collections.c: the collections module: deque (a ring buffer), the dict
 * subclasses Counter, OrderedDict and defaultdict (dict layouts with their own slots and
 * methods), and namedtuple (classes made at run time whose instances are tuples). */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_call.h"
#include "executor/lib/mod_collections.h"
#include "executor/lib/pysource.h"
#include "executor/types/repr_form.h"

static struct type type_deque, type_deque_iter, type_counter, type_ordered_dict, type_defaultdict,
    type_counter_elements;

/* Native loops over a container charge its size to the operation budget, as the
 * evaluator charges loop iterations: d.rotate(n) in a loop must not run for hours. */
static bool charge(size_t n)
{
    if (vm_charge(n))
        return true;
    vm_ops_exceeded();
    return false;
}

/* The native type under a class a snippet derived from one of ours (when the core lets it):
 * layouts and per-type data come from there. */
static struct type *solid_of(struct type *t)
{
    while (t->flags & TF_HEAP)
        t = t->base_type;
    return t;
}

static bool is_namedtuple_type(struct type *t);

static bool is_tuple_like(obj *o)
{
    return is_tuple(o) || (!is_small(o) && is_namedtuple_type(o->type));
}

/* The short class name reprs start with: "deque", or a derived class's own name. */
static const char *class_name(obj *o)
{
    return str_cstr(type_of(o)->name_obj);
}

/* An int, or an instance whose class defines __index__. */
static bool index_like(obj *o)
{
    if (is_int(o))
        return true;
    obj *m = op_special(o, "__index__");
    xdecref(m);
    return m != NULL;
}

/* ======================================================================================
 * deque: a ring buffer whose capacity is a power of two. `state` changes on every
 * mutation so that iterators and searches notice a deque mutated under them (CPython
 * raises RuntimeError there too).
 * ====================================================================================== */
struct deque {
    obj hdr;
    obj **items;
    size_t cap, head, len;
    intptr_t maxlen; /* -1: unbounded */
    uint64_t state;
};

#define DQ(o) ((struct deque *)(o))
#define DQ_AT(d, i) ((d)->items[((d)->head + (i)) & ((d)->cap - 1)])

static obj *deque_alloc(struct type *t, intptr_t maxlen)
{
    struct deque *d = (struct deque *)obj_alloc(t, sizeof *d);
    if (!d)
        return NULL;
    d->items = NULL;
    d->cap = d->head = d->len = 0;
    d->maxlen = maxlen;
    d->state = 0;
    return (obj *)d;
}

/* Makes room for one more item. */
static int deque_grow(struct deque *d)
{
    if (d->len < d->cap)
        return 0;
    size_t ncap = d->cap ? d->cap * 2 : 8;
    if (ncap > LIMIT_SEQ_BYTES / sizeof(obj *)) {
        exc_no_memory();
        return -1;
    }
    obj **n = mem_alloc(ncap * sizeof(obj *));
    if (!n)
        return -1;
    for (size_t i = 0; i < d->len; i++)
        n[i] = DQ_AT(d, i);
    mem_free(d->items);
    d->items = n;
    d->cap = ncap;
    d->head = 0;
    return 0;
}

static obj *deque_take_left(struct deque *d)
{
    obj *x = d->items[d->head];
    d->head = (d->head + 1) & (d->cap - 1);
    d->len--;
    d->state++;
    return x;
}

static obj *deque_take_right(struct deque *d)
{
    obj *x = DQ_AT(d, d->len - 1);
    d->len--;
    d->state++;
    return x;
}

/* Steals x. A bounded deque that is full drops an item from the other end. */
static int deque_push(struct deque *d, obj *x, bool left)
{
    if (d->maxlen == 0) {
        decref(x);
        return 0;
    }
    if (deque_grow(d) < 0) {
        decref(x);
        return -1;
    }
    if (left) {
        d->head = (d->head + d->cap - 1) & (d->cap - 1);
        d->items[d->head] = x;
    } else {
        DQ_AT(d, d->len) = x;
    }
    d->len++;
    d->state++;
    if (d->maxlen > 0 && d->len > (size_t)d->maxlen)
        decref(left ? deque_take_right(d) : deque_take_left(d));
    return 0;
}

static int deque_push_right(struct deque *d, obj *x)
{
    return deque_push(d, x, false);
}

static int deque_push_left(struct deque *d, obj *x)
{
    return deque_push(d, x, true);
}

static void deque_clear_items(struct deque *d)
{
    /* detach first: a decref may run user code that looks at the deque */
    obj **items = d->items;
    size_t cap = d->cap, head = d->head, len = d->len;
    d->items = NULL;
    d->cap = d->head = d->len = 0;
    d->state++;
    for (size_t i = 0; i < len; i++)
        decref(items[(head + i) & (cap - 1)]);
    mem_free(items);
}

static void deque_traverse(obj *o, visit_fn visit, void *arg)
{
    for (size_t i = 0; i < DQ(o)->len; i++)
        visit(&DQ_AT(DQ(o), i), arg);
}

/* the ring of items */
static void deque_dealloc(obj *o)
{
    mem_free(DQ(o)->items);
    obj_free(o);
}

static int deque_extend_from(struct deque *d, obj *iterable, bool left)
{
    /* d.extend(d) iterates over a snapshot, as CPython does */
    obj *src = (obj *)d == iterable ? list_from_iter(iterable) : incref(iterable);
    if (!src)
        return -1;
    obj *it = op_iter(src);
    decref(src);
    if (!it)
        return -1;
    obj *x;
    while ((x = op_next(it)))
        if (deque_push(d, x, left) < 0) {
            decref(it);
            return -1;
        }
    decref(it);
    return vm->exc ? -1 : 0;
}

/* maxlen argument: None or a non-negative int. */
static bool deque_parse_maxlen(obj *m, intptr_t *out)
{
    *out = -1;
    if (!m || m == NONE)
        return true;
    if (!is_int(m)) {
        exc_raise(&exc_TypeError, "an integer is required");
        return false;
    }
    int64_t v;
    if (!int_to_i64(m, &v)) {
        exc_raise(&exc_OverflowError, "Python int too large to convert to C ssize_t");
        return false;
    }
    if (v < 0) {
        exc_raise(&exc_ValueError, "maxlen must be non-negative");
        return false;
    }
    *out = (intptr_t)v;
    return true;
}

/* deque's __init__ as a constructor and as a method: the maxlen, then the items */
static const struct pyargs_sig deque_sig = {
    "deque", (const char *const[]){"iterable", "maxlen", NULL}, 2, 0, false, PA_KW, NULL};

static int deque_init(struct deque *d, obj *iterable, obj *maxlen)
{
    intptr_t n;
    if (!deque_parse_maxlen(maxlen, &n))
        return -1;
    deque_clear_items(d);
    d->maxlen = n;
    return iterable ? deque_extend_from(d, iterable, false) : 0;
}

static obj *deque_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *d = deque_alloc(t, -1);
    if (d && deque_init(DQ(d), args[0], args[1]) < 0)
        CLEAR(d);
    return d;
}

/* A new deque with d's items and maxlen. */
static obj *deque_copy_of(struct deque *d)
{
    if (!charge(d->len))
        return NULL;
    obj *r = deque_alloc(d->hdr.type, d->maxlen);
    if (!r)
        return NULL;
    for (size_t i = 0; i < d->len; i++)
        if (deque_push_right(DQ(r), incref(DQ_AT(d, i))) < 0) {
            decref(r);
            return NULL;
        }
    return r;
}

static void init_types_once(void);

obj *collections_deque_new(obj *iterable, intptr_t maxlen)
{
    init_types_once(); /* callers from other modules may come before any import collections */
    obj *d = deque_alloc(&type_deque, maxlen);
    if (d && iterable && deque_extend_from(DQ(d), iterable, false) < 0)
        CLEAR(d);
    return d;
}

/* For mod_queue.c, whose Queue keeps its items in a deque (visible as q.queue). */
int collections_deque_append(obj *dq, obj *x)
{
    return deque_push_right(DQ(dq), incref(x));
}

obj *collections_deque_popleft(obj *dq)
{
    if (!DQ(dq)->len)
        return exc_raise(&exc_IndexError, "pop from an empty deque");
    return deque_take_left(DQ(dq));
}

static obj *deque_repr(obj *o)
{
    struct deque *d = DQ(o);
    int rc = list_repr_enter(o);
    if (rc)
        return rc > 0 ? str_new("[...]", 5) : NULL;
    obj *l = list_new(d->len), *r = NULL;
    if (l) {
        for (size_t i = 0; i < d->len; i++)
            AS(list_obj, l)->items[i] = incref(DQ_AT(d, i));
        obj *lr = op_repr(l);
        if (lr) {
            if (d->maxlen >= 0)
                r = str_from_fmt("%s(%s, maxlen=%zd)", class_name(o), str_cstr(lr),
                                 (ssize_t)d->maxlen);
            else
                r = str_from_fmt("%s(%s)", class_name(o), str_cstr(lr));
            decref(lr);
        }
        decref(l);
    }
    list_repr_leave();
    return r;
}

static intptr_t deque_len(obj *o)
{
    return (intptr_t)DQ(o)->len;
}

/* Resolves a subscript to a position; -1 with an exception when invalid. */
static intptr_t deque_index_of(struct deque *d, obj *key)
{
    if (!index_like(key)) {
        exc_raise(&exc_TypeError, "sequence index must be integer, not '%s'", op_type_name(key));
        return -1;
    }
    intptr_t i = op_index(key);
    if (i == -1 && vm->exc) {
        if (exc_pending_is(&exc_IndexError)) {
            exc_clear();
            exc_raise(&exc_IndexError, "deque index out of range");
        }
        return -1;
    }
    if (i < 0)
        i += (intptr_t)d->len;
    if (i < 0 || (size_t)i >= d->len) {
        exc_raise(&exc_IndexError, "deque index out of range");
        return -1;
    }
    return i;
}

static obj *deque_getitem(obj *o, obj *key)
{
    intptr_t i = deque_index_of(DQ(o), key);
    return i < 0 ? NULL : incref(DQ_AT(DQ(o), i));
}

/* Removes position i by shifting the shorter side. */
static obj *deque_remove_at(struct deque *d, size_t i)
{
    /* callers charge: the shift below moves up to len / 2 items */
    obj *x = DQ_AT(d, i);
    if (i < d->len / 2) {
        for (size_t k = i; k > 0; k--)
            DQ_AT(d, k) = DQ_AT(d, k - 1);
        d->head = (d->head + 1) & (d->cap - 1);
    } else {
        for (size_t k = i; k + 1 < d->len; k++)
            DQ_AT(d, k) = DQ_AT(d, k + 1);
    }
    d->len--;
    d->state++;
    return x;
}

static int deque_setitem(obj *o, obj *key, obj *value)
{
    struct deque *d = DQ(o);
    intptr_t i = deque_index_of(d, key);
    if (i < 0)
        return -1;
    if (!value) {
        if (!charge(d->len / 2))
            return -1;
        decref(deque_remove_at(d, (size_t)i));
        return 0;
    }
    obj *old = DQ_AT(d, i);
    DQ_AT(d, i) = incref(value);
    decref(old);
    return 0;
}

/* Position of the first item equal to x in [start, stop), -1 when absent, -2 on error
 * (a comparison failed, or mutated the deque: `mutated` is what CPython raises then). */
static intptr_t deque_find(struct deque *d, obj *x, size_t start, size_t stop, struct type *mutated)
{
    uint64_t state = d->state;
    for (size_t i = start; i < stop && i < d->len; i++) {
        if (!charge(1))
            return -2;
        obj *item = incref(DQ_AT(d, i));
        int eq = op_eq(item, x);
        decref(item);
        if (eq < 0)
            return -2;
        if (d->state != state) {
            exc_raise(mutated, "deque mutated during iteration");
            return -2;
        }
        if (eq)
            return (intptr_t)i;
    }
    return -1;
}

/* deque_find for index() and remove(): -1 with an exception pending, ValueError when x is
 * absent */
static intptr_t deque_find_or_raise(struct deque *d, obj *x, size_t start, size_t stop,
                                    struct type *mutated)
{
    intptr_t i = deque_find(d, x, start, stop, mutated);
    if (i == -1) {
        obj *r = op_repr(x);
        if (r)
            exc_raise(&exc_ValueError, "%s is not in deque", str_cstr(r));
        xdecref(r);
    }
    return i < 0 ? -1 : i;
}

static int deque_contains(obj *o, obj *x)
{
    intptr_t i = deque_find(DQ(o), x, 0, DQ(o)->len, &exc_RuntimeError);
    return i == -2 ? -1 : i >= 0;
}

static obj *deque_compare(obj *a, obj *b, int op)
{
    if (!type_is_subtype(type_of(a), &type_deque) || !type_is_subtype(type_of(b), &type_deque))
        return incref(NOTIMPL);
    /* compare snapshots: user __eq__ may mutate either deque */
    obj *la = list_from_iter(a);
    obj *lb = la ? list_from_iter(b) : NULL;
    obj *r = NULL;
    if (lb) {
        struct list_obj *x = AS(list_obj, la), *y = AS(list_obj, lb);
        if ((op == CMP_EQ || op == CMP_NE) && x->len != y->len)
            r = bool_obj(op == CMP_NE);
        else
            r = seq_compare(&x->items, &x->len, &y->items, &y->len, op);
    }
    xdecref(la);
    xdecref(lb);
    return r;
}

static obj *deque_binary(obj *a, obj *b, int op)
{
    bool da = type_is_subtype(type_of(a), &type_deque);
    if (op == BIN_ADD && da) {
        if (!type_is_subtype(type_of(b), &type_deque))
            return exc_raise(&exc_TypeError, "can only concatenate deque (not \"%s\") to deque",
                             op_type_name(b));
        obj *r = deque_copy_of(DQ(a));
        if (r && deque_extend_from(DQ(r), b, false) < 0)
            CLEAR(r);
        return r;
    }
    if (op == BIN_MUL) {
        obj *d = da ? a : b, *n = da ? b : a;
        if (!is_int(n) && da)
            return exc_raise(&exc_TypeError, "can't multiply sequence by non-int of type '%s'",
                             op_type_name(n));
        if (!is_int(n))
            return incref(NOTIMPL);
        int64_t k;
        if (!int_to_i64(n, &k))
            k = int_sign(n) < 0 ? 0 : INT64_MAX;
        struct deque *src = DQ(d);
        obj *r = deque_alloc(src->hdr.type, src->maxlen);
        if (!r || k <= 0 || !src->len)
            return r;
        /* a bounded result keeps only its last maxlen items: only those are built */
        uint64_t total = (uint64_t)k > UINT64_MAX / src->len ? UINT64_MAX : (uint64_t)k * src->len;
        uint64_t skip = 0;
        if (src->maxlen >= 0 && total > (uint64_t)src->maxlen)
            skip = total - (uint64_t)src->maxlen;
        if (total - skip > LIMIT_SEQ_BYTES / sizeof(obj *)) {
            decref(r);
            exc_no_memory();
            return NULL;
        }
        if (!vm_charge(total - skip)) {
            decref(r);
            return vm_ops_exceeded();
        }
        for (uint64_t i = skip; i < total; i++)
            if (deque_push_right(DQ(r), incref(DQ_AT(src, i % src->len))) < 0) {
                decref(r);
                return NULL;
            }
        return r;
    }
    return incref(NOTIMPL);
}

/* d += iterable extends; d *= n repeats in place */
static obj *deque_inplace(obj *a, obj *b, int op)
{
    struct deque *d = DQ(a);
    if (op == BIN_ADD)
        return deque_extend_from(d, b, false) < 0 ? NULL : incref(a);
    if (op != BIN_MUL || !is_int(b))
        return incref(NOTIMPL);
    obj *r = deque_binary(a, b, BIN_MUL);
    if (!r)
        return NULL;
    /* move r's items into d */
    struct deque *rd = DQ(r);
    deque_clear_items(d);
    d->items = rd->items;
    d->cap = rd->cap;
    d->head = rd->head;
    d->len = rd->len;
    rd->items = NULL;
    rd->cap = rd->head = rd->len = 0;
    decref(r);
    return incref(a);
}

/* ---- deque iterator ---- */
struct deque_iter {
    obj hdr;
    obj *dq;
    size_t index;
    uint64_t state;
};

static obj *deque_iter(obj *o)
{
    struct deque_iter *it = (struct deque_iter *)obj_new_refs(&type_deque_iter, &o, 1);
    if (it)
        it->state = DQ(o)->state;
    return (obj *)it;
}

static obj *deque_iter_next(obj *o)
{
    struct deque_iter *it = (struct deque_iter *)o;
    struct deque *d = DQ(it->dq);
    if (d->state != it->state)
        return exc_raise(&exc_RuntimeError, "deque mutated during iteration");
    if (it->index >= d->len)
        return NULL;
    return incref(DQ_AT(d, it->index++));
}

static struct type type_deque_iter = {
    .name = "_collections._deque_iterator",
    .instance_size = sizeof(struct deque_iter),
    .refs = REFS(struct deque_iter, dq),
    .next = deque_iter_next,
};

/* ---- deque methods ---- */
#define DQ_METHOD(name) static obj *dq_##name(obj **args, size_t nargs, obj *kw)

DQ_METHOD(append)
{
    return deque_push_right(DQ(args[0]), incref(args[1])) < 0 ? NULL : NONE;
}

DQ_METHOD(appendleft)
{
    return deque_push_left(DQ(args[0]), incref(args[1])) < 0 ? NULL : NONE;
}

DQ_METHOD(pop)
{
    if (!DQ(args[0])->len)
        return exc_raise(&exc_IndexError, "pop from an empty deque");
    return deque_take_right(DQ(args[0]));
}

DQ_METHOD(popleft)
{
    if (!DQ(args[0])->len)
        return exc_raise(&exc_IndexError, "pop from an empty deque");
    return deque_take_left(DQ(args[0]));
}

DQ_METHOD(extend)
{
    return deque_extend_from(DQ(args[0]), args[1], false) < 0 ? NULL : NONE;
}

DQ_METHOD(extendleft)
{
    return deque_extend_from(DQ(args[0]), args[1], true) < 0 ? NULL : NONE;
}

DQ_METHOD(clear)
{
    deque_clear_items(DQ(args[0]));
    return NONE;
}

DQ_METHOD(copy)
{
    return deque_copy_of(DQ(args[0]));
}

DQ_METHOD(rotate)
{
    struct deque *d = DQ(args[0]);
    intptr_t n = 1;
    if (nargs > 1) {
        n = op_index(args[1]);
        if (n == -1 && vm->exc)
            return NULL;
    }
    if (d->len < 2)
        return NONE;
    intptr_t len = (intptr_t)d->len;
    n %= len;
    if (n < 0)
        n += len;
    if (!charge((size_t)(n <= len / 2 ? n : len - n)))
        return NULL;
    /* rotate right by n, or left by len - n, whichever moves fewer items */
    if (n <= len / 2) {
        for (intptr_t i = 0; i < n; i++) {
            obj *x = DQ_AT(d, d->len - 1);
            d->head = (d->head + d->cap - 1) & (d->cap - 1);
            d->items[d->head] = x;
        }
    } else {
        for (intptr_t i = 0; i < len - n; i++) {
            obj *x = d->items[d->head];
            d->head = (d->head + 1) & (d->cap - 1);
            DQ_AT(d, d->len - 1) = x;
        }
    }
    d->state++;
    return NONE;
}

DQ_METHOD(reverse)
{
    struct deque *d = DQ(args[0]);
    if (!charge(d->len / 2))
        return NULL;
    for (size_t i = 0, j = d->len; i + 1 < j; i++, j--) {
        obj *t = DQ_AT(d, i);
        DQ_AT(d, i) = DQ_AT(d, j - 1);
        DQ_AT(d, j - 1) = t;
    }
    d->state++;
    return NONE;
}

DQ_METHOD(count)
{
    struct deque *d = DQ(args[0]);
    uint64_t state = d->state;
    intptr_t n = 0;
    if (!charge(d->len))
        return NULL;
    for (size_t i = 0; i < d->len; i++) {
        obj *item = incref(DQ_AT(d, i));
        int eq = op_eq(item, args[1]);
        decref(item);
        if (eq < 0)
            return NULL;
        if (d->state != state)
            return exc_raise(&exc_RuntimeError, "deque mutated during iteration");
        n += eq;
    }
    return small_new(n);
}

/* start/stop of index(): clipped like slice indices */
static bool dq_slice_index(obj *o, size_t len, size_t *out)
{
    if (!index_like(o)) {
        exc_raise(&exc_TypeError, "slice indices must be integers or have an __index__ method");
        return false;
    }
    intptr_t i = op_index(o);
    if (i == -1 && vm->exc) {
        if (!exc_pending_is(&exc_IndexError))
            return false;
        exc_clear();
        i = int_sign(o) < 0 ? INTPTR_MIN / 2 : INTPTR_MAX / 2;
    }
    if (i < 0) {
        i += (intptr_t)len;
        if (i < 0)
            i = 0;
    }
    *out = (size_t)i > len ? len : (size_t)i;
    return true;
}

DQ_METHOD(index)
{
    struct deque *d = DQ(args[0]);
    size_t start = 0, stop = d->len;
    if (nargs > 2 && !dq_slice_index(args[2], d->len, &start))
        return NULL;
    if (nargs > 3 && !dq_slice_index(args[3], d->len, &stop))
        return NULL;
    intptr_t i = deque_find_or_raise(d, args[1], start, stop, &exc_RuntimeError);
    return i < 0 ? NULL : small_new(i);
}

DQ_METHOD(insert)
{
    struct deque *d = DQ(args[0]);
    intptr_t i = op_index(args[1]);
    if (i == -1 && vm->exc)
        return NULL;
    if (d->maxlen >= 0 && d->len >= (size_t)d->maxlen)
        return exc_raise(&exc_IndexError, "deque already at its maximum size");
    intptr_t len = (intptr_t)d->len;
    if (i < 0) {
        i += len;
        if (i < 0)
            i = 0;
    }
    if (i > len)
        i = len;
    if (!charge((size_t)(len - i)) || deque_push_right(d, incref(args[2])) < 0)
        return NULL;
    /* bubble the new last item down to position i */
    for (intptr_t k = len; k > i; k--) {
        obj *t = DQ_AT(d, k);
        DQ_AT(d, k) = DQ_AT(d, k - 1);
        DQ_AT(d, k - 1) = t;
    }
    return NONE;
}

DQ_METHOD(remove)
{
    struct deque *d = DQ(args[0]);
    intptr_t i = deque_find_or_raise(d, args[1], 0, d->len, &exc_IndexError);
    if (i < 0)
        return NULL;
    if (!charge(d->len / 2))
        return NULL;
    decref(deque_remove_at(d, (size_t)i));
    return NONE;
}

/* deque.__init__(iterable=(), maxlen=None): refills the deque (CPython clears it first);
 * what a derived class's __init__ reaches through super() */
DQ_METHOD(init)
{
    return deque_init(DQ(args[0]), args[1], args[2]) < 0 ? NULL : NONE;
}

static obj *deque_maxlen_get(obj *o)
{
    return DQ(o)->maxlen < 0 ? NONE : small_new(DQ(o)->maxlen);
}

static const struct method_def deque_methods[] = {
    {"__init__", dq_init, 0, &deque_sig},
    {"append", dq_append, METH_O},
    {"appendleft", dq_appendleft, METH_O},
    {"pop", dq_pop, METH_NOARGS},
    {"popleft", dq_popleft, METH_NOARGS},
    {"extend", dq_extend, METH_O},
    {"extendleft", dq_extendleft, METH_O},
    {"clear", dq_clear, METH_NOARGS},
    {"copy", dq_copy, METH_NOARGS},
    {"rotate", dq_rotate, 0,
     &(const struct pyargs_sig){.name = "deque.rotate", .npos = 1, .style = PA_POS}},
    {"reverse", dq_reverse, METH_NOARGS},
    {"count", dq_count, METH_O},
    {"index", dq_index, 0, PA_SIG_TUPLE(1, 3, NULL)},
    {"insert", dq_insert, 0, PA_SIG_TUPLE(2, 2, NULL)},
    {"remove", dq_remove, METH_O},
    {NULL, NULL, 0},
};

static const struct getset_def deque_getset[] = {
    {"maxlen", deque_maxlen_get},
    {NULL, NULL},
};

static struct type type_deque = {
    .name = "collections.deque",
    .flags = TF_BASETYPE,
    .instance_size = sizeof(struct deque),
    .methods = deque_methods,
    .getset = deque_getset,
    .traverse = deque_traverse,
    .dealloc = deque_dealloc,
    .repr = deque_repr,
    .compare = deque_compare,
    .binary = deque_binary,
    .inplace = deque_inplace,
    .len = deque_len,
    .getitem = deque_getitem,
    .setitem = deque_setitem,
    .contains = deque_contains,
    .iter = deque_iter,
    .construct = deque_construct,
    .construct_sig = &deque_sig,
};

/* ======================================================================================
 * Counter, OrderedDict, defaultdict: instances have dict's layout (defaultdict adds its
 * factory), so every dict method and slot works on them; each type overrides only what
 * differs. Counter follows CPython 3.11's pure-Python class, including its ordering
 * rules (most_common is a stable sort by count, descending).
 * ====================================================================================== */
struct defaultdict {
    struct dict_obj d;
    obj *factory; /* NONE when absent */
};

struct odict {
    struct dict_obj d;
    struct front_hint front;
};

static obj *dictlike_alloc(struct type *t)
{
    struct type *solid = solid_of(t);
    size_t size = solid == &type_defaultdict    ? sizeof(struct defaultdict)
                  : solid == &type_ordered_dict ? sizeof(struct odict)
                                                : sizeof(struct dict_obj);
    obj *o = obj_alloc(t, size);
    if (!o)
        return NULL;
    memset((char *)o + sizeof(obj), 0, size - sizeof(obj));
    if (solid == &type_defaultdict)
        ((struct defaultdict *)o)->factory = incref(NONE);
    return o;
}

/* An empty dict of O's class; a defaultdict's has O's factory */
static obj *dictlike_new_like(obj *o)
{
    obj *r = dictlike_alloc(type_of(o));
    if (r && solid_of(type_of(o)) == &type_defaultdict) {
        decref(((struct defaultdict *)r)->factory);
        ((struct defaultdict *)r)->factory = incref(((struct defaultdict *)o)->factory);
    }
    return r;
}

static bool is_counter(obj *o)
{
    return type_is_subtype(type_of(o), &type_counter);
}

/* value of key in a Counter, 0 when missing (borrowed or small) */
static obj *counter_get(obj *c, obj *key, int64_t hash)
{
    obj *v = dict_get_hashed(c, key, hash);
    return v ? v : (vm->exc ? NULL : small_new(0));
}

/* c[key] = c.get(key, 0) + delta (delta is 1 or -1). */
static int counter_bump(obj *c, obj *key, int delta)
{
    int64_t h;
    if (op_hash(key, &h) < 0)
        return -1;
    obj *v = dict_get_hashed(c, key, h);
    if (!v && vm->exc)
        return -1;
    obj *n;
    if (!v)
        n = small_new(delta);
    else if (is_small(v) && small_val(v) > SMALL_MIN + 1 && small_val(v) < SMALL_MAX - 1)
        n = small_new(small_val(v) + delta);
    else {
        incref(v);
        n = op_binary(v, small_new(delta < 0 ? -delta : delta), delta < 0 ? BIN_SUB : BIN_ADD);
        decref(v);
        if (!n)
            return -1;
    }
    int rc = dict_set_hashed(c, key, h, n);
    decref(n);
    return rc;
}

/* dict.NAME(d) (keys, values or items) for a dict or a dict subclass: dict's own view,
 * whatever a subclass defines */
static obj *dict_view(obj *d, const char *name)
{
    obj *m = type_lookup_cstr(&type_dict, name);
    return m ? op_call1(m, d) : exc_raise(&exc_AttributeError, "%s", name);
}

/* list(dict.items(d)): its (key, value) tuples, a snapshot */
static obj *dict_items_list(obj *d)
{
    obj *view = dict_view(d, "items");
    obj *items = view ? list_from_iter(view) : NULL;
    xdecref(view);
    return items;
}

/* One (key, count) pair of a mapping into Counter C: CPython's count + self.get(elem, 0)
 * when adding (SIGN +1), self.get(elem, 0) - count when subtracting (-1); the operand order
 * matters for non-int counts. */
static int counter_add_pair(obj *c, obj *kv, int sign)
{
    obj *key = AS(tuple_obj, kv)->items[0], *count = AS(tuple_obj, kv)->items[1];
    int64_t h;
    obj *cur = op_hash(key, &h) < 0 ? NULL : counter_get(c, key, h);
    if (!cur)
        return -1;
    incref(cur);
    obj *n = sign > 0 ? op_binary(count, cur, BIN_ADD) : op_binary(cur, count, BIN_SUB);
    decref(cur);
    int rc = n ? dict_set_hashed(c, key, h, n) : -1;
    xdecref(n);
    return rc;
}

/* Counter.update / subtract: sign is +1 or -1. */
static int counter_add_from(obj *c, obj *src, int sign)
{
    bool mapping = is_dict(src), seq = !mapping && (is_list(src) || is_tuple(src));
    if (mapping && sign > 0 && !dict_len(c))
        return dict_update(c, src); /* CPython: plain dict.update on an empty Counter */
    /* What the loop reads: a snapshot of a dict's (key, value) tuples; the list or tuple
     * itself, held (counting may run __eq__ that mutates the list); or an iterator. */
    obj *held = mapping ? dict_items_list(src) : seq ? incref(src) : op_iter(src);
    if (!held)
        return -1;
    int rc = 0;
    if (mapping) {
        for (size_t i = 0; !rc && i < AS(list_obj, held)->len; i++)
            rc = counter_add_pair(c, AS(list_obj, held)->items[i], sign);
    } else if (seq) {
        size_t n = is_list(held) ? AS(list_obj, held)->len : AS(tuple_obj, held)->len;
        if (!vm_charge(n)) {
            vm_ops_exceeded();
            rc = -1;
        }
        for (size_t i = 0; !rc && i < n; i++) {
            obj **items = is_list(held) ? AS(list_obj, held)->items : AS(tuple_obj, held)->items;
            if (is_list(held) && i >= AS(list_obj, held)->len)
                break;
            obj *x = incref(items[i]);
            rc = counter_bump(c, x, sign);
            decref(x);
        }
    } else {
        obj *x;
        while (!rc && (x = op_next(held))) {
            rc = counter_bump(c, x, sign);
            decref(x);
        }
        if (vm->exc)
            rc = -1;
    }
    decref(held);
    return rc;
}

/* keyword arguments as a dict, or NULL (no exception) when there are none */
static obj *kwargs_dict(obj **args, size_t nargs, obj *kwnames, bool *failed)
{
    *failed = false;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    if (!nkw)
        return NULL;
    obj *d = dict_new();
    if (d && libcall_kwargs_update(d, args + nargs, kwnames) < 0)
        CLEAR(d);
    *failed = d == NULL;
    return d;
}

/* Counter.update(iterable=None, /, **kwds) and subtract */
static int counter_update_args(obj *c, obj **args, size_t nargs, obj *kwnames, int sign,
                               const char *fname)
{
    if (nargs > 1) {
        exc_raise(&exc_TypeError,
                  "Counter.%s() takes from 1 to 2 positional arguments but %zu were given", fname,
                  nargs + 1);
        return -1;
    }
    if (nargs == 1 && args[0] != NONE && counter_add_from(c, args[0], sign) < 0)
        return -1;
    bool failed;
    obj *kw = kwargs_dict(args, nargs, kwnames, &failed);
    if (failed)
        return -1;
    if (kw) {
        int rc = counter_add_from(c, kw, sign);
        decref(kw);
        return rc;
    }
    return 0;
}

static obj *counter_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs > 1)
        return exc_raise(&exc_TypeError,
                         "Counter.__init__() takes from 1 to 2 positional arguments but %zu "
                         "were given",
                         nargs + 1);
    obj *c = dictlike_alloc(t);
    if (c && counter_update_args(c, args, nargs, kwnames, 1, "update") < 0)
        CLEAR(c);
    return c;
}

/* a Counter's missing count is 0 */
static obj *counter_missing(obj *o, obj *key, int64_t hash)
{
    return small_new(0);
}

static obj *counter_getitem(obj *o, obj *key)
{
    return dict_getitem_or(o, key, counter_missing);
}

static int counter_setitem(obj *o, obj *key, obj *value)
{
    if (value)
        return dict_set(o, key, value);
    int rc = dict_del(o, key); /* CPython: deleting a missing element is not an error */
    return rc < 0 ? -1 : 0;
}

static obj *count_of_item(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    return incref(AS(tuple_obj, args[0])->items[1]);
}

/* list of (elem, count) sorted by count, descending, stable; n < 0: all */
static obj *counter_most_common(obj *c, intptr_t n)
{
    obj *items = dict_items_list(c);
    if (!items)
        return NULL;
    obj *key = builtin_new("count", count_of_item, NULL);
    int rc = key ? list_sort(items, key, true) : -1;
    xdecref(key);
    if (rc < 0) {
        decref(items);
        return NULL;
    }
    struct list_obj *l = AS(list_obj, items);
    if (n >= 0 && (size_t)n < l->len) {
        while (l->len > (size_t)n)
            decref(l->items[--l->len]);
    }
    return items;
}

static obj *counter_repr(obj *o)
{
    if (!dict_len(o))
        return str_from_fmt("%s()", class_name(o));
    obj *d = NULL;
    obj *mc = counter_most_common(o, -1);
    if (mc) {
        d = dict_new();
        for (size_t i = 0; d && i < AS(list_obj, mc)->len; i++) {
            obj *kv = AS(list_obj, mc)->items[i];
            if (dict_set(d, AS(tuple_obj, kv)->items[0], AS(tuple_obj, kv)->items[1]) < 0)
                CLEAR(d);
        }
        decref(mc);
    } else if (exc_pending_is(&exc_TypeError) && !vm->fatal) {
        exc_clear(); /* counts that do not compare: insertion order */
        d = dict_copy(o);
    }
    return repr_form(class_name(o), d);
}

/* The multiset operators of CPython 3.11: each keeps only positive counts. */
static obj *counter_binary(obj *a, obj *b, int op)
{
    if ((op != BIN_ADD && op != BIN_SUB && op != BIN_OR && op != BIN_AND) || !is_counter(a) ||
        !is_counter(b))
        return incref(NOTIMPL);
    if (!charge(dict_len(a) + dict_len(b)))
        return NULL;
    obj *r = dictlike_alloc(&type_counter);
    if (!r)
        return NULL;
    /* snapshots: arithmetic on counts may run user code */
    obj *sa = dict_copy(a), *sb = sa ? dict_copy(b) : NULL;
    if (!sb)
        goto fail;
    size_t pos = 0;
    obj *k, *v;
    while (dict_next(sa, &pos, &k, &v)) {
        int64_t h = AS(dict_obj, sa)->entries[pos - 1].hash;
        obj *w = counter_get(sb, k, h);
        if (!w)
            goto fail;
        obj *n;
        if (op == BIN_ADD || op == BIN_SUB) {
            n = op_binary(v, w, op);
        } else {
            int lt = op_compare_bool(v, w, CMP_LT);
            if (lt < 0)
                goto fail;
            /* |: the larger (ties: self's), &: the smaller (ties: other's) */
            n = incref(op == BIN_OR ? (lt ? w : v) : (lt ? v : w));
        }
        if (!n)
            goto fail;
        int pos_ = op_compare_bool(n, small_new(0), CMP_GT);
        int rc = pos_ > 0 ? dict_set_hashed(r, k, h, n) : pos_;
        decref(n);
        if (rc < 0)
            goto fail;
    }
    if (op != BIN_AND) {
        pos = 0;
        while (dict_next(sb, &pos, &k, &v)) {
            int64_t h = AS(dict_obj, sb)->entries[pos - 1].hash;
            obj *in_a = dict_get_hashed(sa, k, h);
            if (in_a)
                continue;
            if (vm->exc)
                goto fail;
            /* elements only in other: kept when positive (negated for -) */
            int keep = op_compare_bool(v, small_new(0), op == BIN_SUB ? CMP_LT : CMP_GT);
            if (keep < 0)
                goto fail;
            if (!keep)
                continue;
            obj *n = op == BIN_SUB ? op_binary(small_new(0), v, BIN_SUB) : incref(v);
            int rc = n ? dict_set_hashed(r, k, h, n) : -1;
            xdecref(n);
            if (rc < 0)
                goto fail;
        }
    }
    decref(sa);
    decref(sb);
    return r;
fail:
    xdecref(sa);
    xdecref(sb);
    decref(r);
    return NULL;
}

/* +c and -c: CPython 3.11's __pos__ and __neg__ are Counter() + c and Counter() - c */
static obj *counter_unary(obj *a, int op)
{
    if (op == UN_INVERT)
        return incref(NOTIMPL);
    obj *empty = dictlike_alloc(&type_counter);
    obj *r = empty ? counter_binary(empty, a, op == UN_NEG ? BIN_SUB : BIN_ADD) : NULL;
    xdecref(empty);
    return r;
}

/* c += d and friends change c (CPython 3.11's __iadd__ etc.), then drop counts <= 0 */
static obj *counter_inplace(obj *a, obj *b, int op)
{
    /* CPython only needs other.items() (and other[elem] for &=) */
    if ((op != BIN_ADD && op != BIN_SUB && op != BIN_OR && op != BIN_AND) || !is_dict(b))
        return incref(NOTIMPL);
    if (!charge(dict_len(a) + dict_len(b)))
        return NULL;
    /* &= walks self, the others walk other; on snapshots, as user code may run */
    obj *walk = dict_copy(op == BIN_AND ? a : b);
    if (!walk)
        return NULL;
    size_t pos = 0;
    obj *k, *v;
    int rc = 0;
    while (rc == 0 && dict_next(walk, &pos, &k, &v)) {
        int64_t h = AS(dict_obj, walk)->entries[pos - 1].hash;
        obj *mine = counter_get(a, k, h), *theirs = NULL;
        if (mine && is_counter(b))
            theirs = counter_get(b, k, h);
        else if (mine && !(theirs = dict_get_hashed(b, k, h)) && !vm->exc)
            exc_raise_obj(&exc_KeyError, k);
        if (!theirs) {
            rc = -1;
            break;
        }
        incref(mine);
        incref(theirs);
        obj *n = NULL;
        if (op == BIN_ADD || op == BIN_SUB) {
            n = op_binary(mine, theirs, op);
        } else {
            /* |=: raise to other's count; &=: lower to other's count */
            int better = op_compare_bool(theirs, mine, op == BIN_OR ? CMP_GT : CMP_LT);
            if (better == 0) { /* the count stays */
                decref(mine);
                decref(theirs);
                continue;
            }
            n = better > 0 ? incref(theirs) : NULL;
        }
        decref(mine);
        decref(theirs);
        rc = n ? dict_set_hashed(a, k, h, n) : -1;
        xdecref(n);
    }
    decref(walk);
    if (rc < 0)
        return NULL;
    obj *items = dict_copy(a);
    if (!items)
        return NULL;
    pos = 0;
    while (rc == 0 && dict_next(items, &pos, &k, &v)) {
        int keep = op_compare_bool(v, small_new(0), CMP_GT);
        rc = keep < 0 ? -1 : keep ? 0 : dict_del(a, k) < 0 ? -1 : 0;
    }
    decref(items);
    return rc < 0 ? NULL : incref(a);
}

/* 3.10+: missing elements count as zero; < <= > >= are multiset inclusion. */
static obj *counter_compare(obj *a, obj *b, int op)
{
    if (!is_counter(a) || !is_counter(b))
        return incref(NOTIMPL);
    if (op == CMP_GT || op == CMP_GE)
        return counter_compare(b, a, op == CMP_GT ? CMP_LT : CMP_LE);
    if (!charge(dict_len(a) + dict_len(b)))
        return NULL;
    int cmp = op == CMP_EQ || op == CMP_NE ? CMP_EQ : CMP_LE;
    bool result = true;
    obj *pair[2] = {a, b};
    for (int side = 0; side < 2 && result; side++) {
        obj *keys = list_from_iter(pair[side]);
        if (!keys)
            return NULL;
        for (size_t i = 0; i < AS(list_obj, keys)->len && result; i++) {
            obj *k = AS(list_obj, keys)->items[i];
            obj *x = counter_getitem(a, k);
            obj *y = x ? counter_getitem(b, k) : NULL;
            int r = y ? op_compare_bool(x, y, cmp) : -1;
            xdecref(x);
            xdecref(y);
            if (r < 0) {
                decref(keys);
                return NULL;
            }
            result = r;
        }
        decref(keys);
    }
    if (op == CMP_NE)
        return bool_obj(!result);
    if (op == CMP_LT && result) {
        obj *eq = counter_compare(a, b, CMP_EQ);
        if (!eq)
            return NULL;
        result = eq == FALSE_OBJ;
    }
    return bool_obj(result);
}

#define C_METHOD(name) static obj *counter_m_##name(obj **args, size_t nargs, obj *kw)

C_METHOD(most_common)
{
    obj *const *a = args + 1;
    intptr_t n = -1;
    if (a[0] && a[0] != NONE) {
        n = op_index(a[0]);
        if (n == -1 && vm->exc)
            return NULL;
        if (n < 0)
            n = 0;
    }
    return counter_most_common(args[0], n);
}

C_METHOD(init)
{
    return counter_update_args(args[0], args + 1, nargs - 1, kw, 1, "__init__") < 0 ? NULL : NONE;
}

C_METHOD(update)
{
    return counter_update_args(args[0], args + 1, nargs - 1, kw, 1, "update") < 0 ? NULL : NONE;
}

C_METHOD(subtract)
{
    return counter_update_args(args[0], args + 1, nargs - 1, kw, -1, "subtract") < 0 ? NULL : NONE;
}

C_METHOD(total)
{
    if (!charge(dict_len(args[0])))
        return NULL;
    obj *s = dict_copy(args[0]);
    if (!s)
        return NULL;
    obj *acc = small_new(0);
    size_t pos = 0;
    obj *v;
    while (dict_next(s, &pos, NULL, &v)) {
        obj *n = op_binary(acc, v, BIN_ADD);
        decref(acc);
        if (!n) {
            decref(s);
            return NULL;
        }
        acc = n;
    }
    decref(s);
    return acc;
}

/* copy() of Counter, OrderedDict and defaultdict: the same class, the same items */
static obj *dictlike_m_copy(obj **args, size_t nargs, obj *kw)
{
    obj *c = dictlike_new_like(args[0]);
    if (c && dict_update(c, args[0]) < 0)
        CLEAR(c);
    return c;
}

C_METHOD(fromkeys)
{
    (void)args;
    (void)nargs;
    (void)kw;
    return exc_raise(&exc_NotImplementedError,
                     "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.");
}

/* ---- Counter.elements(): each element repeated count times, lazily ---- */
struct elements_iter {
    obj hdr;
    obj *items; /* list of (elem, count) */
    size_t index;
    obj *elem;
    int64_t left;
};

static obj *elements_next(obj *o)
{
    struct elements_iter *e = (struct elements_iter *)o;
    while (e->left <= 0) {
        CLEAR(e->elem);
        struct list_obj *l = AS(list_obj, e->items);
        if (e->index >= l->len)
            return NULL;
        obj *kv = l->items[e->index++];
        obj *count = AS(tuple_obj, kv)->items[1];
        if (!index_like(count))
            return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                             op_type_name(count));
        intptr_t n = op_index(count);
        if (n == -1 && vm->exc)
            return NULL;
        e->elem = incref(AS(tuple_obj, kv)->items[0]);
        e->left = n;
    }
    e->left--;
    return incref(e->elem);
}

static struct type type_counter_elements = {
    .name = "itertools.chain",
    .instance_size = sizeof(struct elements_iter),
    .refs = REFS(struct elements_iter, items, elem),
    .next = elements_next,
};

C_METHOD(elements)
{
    obj *items = dict_items_list(args[0]);
    obj *e = items ? obj_new_refs(&type_counter_elements, &items, 1) : NULL;
    xdecref(items);
    return e;
}

/* Counter is a Python class in CPython: its messages count self */
#define PY_NOARGS (&(const struct pyargs_sig){.names = (const char *const[]){NULL}, .style = PA_PY})

static const struct method_def counter_methods[] = {
    {"__init__", counter_m_init, 0},
    {"most_common", counter_m_most_common, 0, PA_SIG_PY(0, 1, NULL, "n")},
    {"elements", counter_m_elements, 0, PY_NOARGS},
    {"update", counter_m_update, 0},
    {"subtract", counter_m_subtract, 0},
    {"total", counter_m_total, 0, PY_NOARGS},
    {"copy", dictlike_m_copy, 0, PY_NOARGS},
    {"fromkeys", counter_m_fromkeys, METH_CLASS},
    {NULL, NULL, 0},
};

static struct type type_counter = {
    .name = "Counter",
    .flags = TF_BASETYPE,
    .base_type = &type_dict,
    .methods = counter_methods,
    .repr = counter_repr,
    .compare = counter_compare,
    .binary = counter_binary,
    .inplace = counter_inplace,
    .unary = counter_unary,
    .getitem = counter_getitem,
    .setitem = counter_setitem,
    .construct = counter_construct,
};

/* ---- shared by OrderedDict and defaultdict ---- */

/* a | b for OrderedDict and defaultdict: a dict of the class of the operand that is one (the
 * left one when both are), updated with a, then b */
static obj *dictlike_binary(obj *a, obj *b, int op)
{
    if (op != BIN_OR || !is_dict(a) || !is_dict(b))
        return incref(NOTIMPL);
    obj *r = dictlike_new_like(type_of(a)->binary == dictlike_binary ? a : b);
    if (r && (dict_update(r, a) < 0 || dict_update(r, b) < 0))
        CLEAR(r);
    return r;
}

/* d |= other updates d in place, as for dict */
static obj *dictlike_inplace(obj *a, obj *b, int op)
{
    if (op != BIN_OR)
        return incref(NOTIMPL);
    return dict_update(a, b) < 0 ? NULL : incref(a);
}

/* dict(iterable_or_mapping, **kw) into d */
static int dictlike_fill(obj *d, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs && dict_update(d, args[0]) < 0)
        return -1;
    return libcall_kwargs_update(d, args + nargs, kwnames);
}

/* cls.fromkeys(iterable, value=None): dict.fromkeys's items in a cls */
static obj *dictlike_fromkeys(obj **args, size_t nargs, obj *kw)
{
    obj *items = op_call_method((obj *)&type_dict, "fromkeys", args + 1, nargs - 1);
    obj *d = items ? dictlike_alloc((struct type *)args[0]) : NULL;
    if (d && dict_update(d, items) < 0)
        CLEAR(d);
    xdecref(items);
    return d;
}

/* ---- OrderedDict ---- */

/* The oldest live entry of a dict, found from a remembered position. Dicts do not shrink
 * when entries are deleted, so removing from the front (OrderedDict.popitem(last=False),
 * LRU eviction) would rescan a growing run of deleted entries at every call. The position
 * stays valid while the dict only had appends and deletions since: a clear or a rebuild
 * changes the entry table or breaks the count check below, and the search starts over.
 * Shared with mod_functools.c's lru_cache. */
bool collections_dict_first(obj *d, struct front_hint *h, obj **key)
{
    struct dict_obj *dd = AS(dict_obj, d);
    size_t pos = 0;
    if (h->entries == dd->entries && dd->version >= h->version) {
        /* every insert and delete bumps the version once; inserts only append */
        uint64_t dv = dd->version - h->version;
        int64_t du = (int64_t)dd->used - (int64_t)h->used;
        int64_t inserts2 = (int64_t)dv + du;
        if (inserts2 >= 0 && inserts2 % 2 == 0 &&
            dd->nentries == h->nentries + (size_t)(inserts2 / 2) && h->pos <= dd->nentries)
            pos = h->pos;
    }
    while (pos < dd->nentries && !dd->entries[pos].key)
        pos++;
    if (pos >= dd->nentries)
        return false;
    *key = dd->entries[pos].key;
    h->entries = dd->entries;
    h->pos = pos;
    h->nentries = dd->nentries;
    h->used = dd->used;
    h->version = dd->version;
    return true;
}
static bool is_odict(obj *o)
{
    return type_is_subtype(type_of(o), &type_ordered_dict);
}

static obj *odict_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs > 1)
        return exc_raise(&exc_TypeError, "expected at most 1 arguments, got %zu", nargs);
    obj *d = dictlike_alloc(t);
    if (d && dictlike_fill(d, args, nargs, kwnames) < 0)
        CLEAR(d);
    return d;
}

static obj *odict_repr(obj *o)
{
    if (!dict_len(o))
        return str_from_fmt("%s()", class_name(o));
    int rc = list_repr_enter(o);
    if (rc)
        return rc > 0 ? str_new("...", 3) : NULL;
    obj *items = list_new(0);
    size_t pos = 0;
    obj *k, *v;
    while (items && dict_next(o, &pos, &k, &v))
        if (list_append_steal(items, tuple_pack(2, k, v)) < 0)
            CLEAR(items);
    obj *r = repr_form(class_name(o), items);
    list_repr_leave();
    return r;
}

static obj *odict_compare(obj *a, obj *b, int op)
{
    obj *r = type_dict.compare(a, b, op);
    if (!r || r == NOTIMPL || (op != CMP_EQ && op != CMP_NE) || !is_odict(a) || !is_odict(b))
        return r;
    if (r != (op == CMP_EQ ? TRUE_OBJ : FALSE_OBJ))
        return r; /* already unequal as dicts */
    /* between two OrderedDicts, equality is also order-sensitive */
    obj *ka = list_from_iter(a), *kb = ka ? list_from_iter(b) : NULL;
    obj *same = NULL;
    if (kb) {
        struct list_obj *x = AS(list_obj, ka), *y = AS(list_obj, kb);
        same = seq_compare(&x->items, &x->len, &y->items, &y->len, CMP_EQ);
    }
    xdecref(ka);
    xdecref(kb);
    if (!same)
        return NULL;
    int t = op_truth(same);
    decref(same);
    return t < 0 ? NULL : bool_obj(op == CMP_EQ ? t : !t);
}

#define OD_METHOD(name) static obj *odict_m_##name(obj **args, size_t nargs, obj *kw)

/* Moves key to the front: the dict's order is its entry order, so it is rebuilt. */
static int odict_move_to_front(obj *d, obj *key)
{
    obj *v = dict_get(d, key);
    if (!v)
        return -1;
    obj *copy = dict_copy(d);
    if (!copy)
        return -1;
    incref(v);
    obj *saved_key = incref(key);
    obj *clear = op_call_method(d, "clear", NULL, 0);
    int rc = clear ? dict_set(d, saved_key, v) : -1;
    xdecref(clear);
    size_t pos = 0;
    obj *k, *w;
    while (rc == 0 && dict_next(copy, &pos, &k, &w)) {
        int eq = op_eq(k, saved_key);
        rc = eq < 0 ? -1 : eq ? 0 : dict_set(d, k, w);
    }
    decref(v);
    decref(saved_key);
    decref(copy);
    return rc;
}

OD_METHOD(init)
{
    if (nargs > 2)
        return exc_raise(&exc_TypeError, "expected at most 1 arguments, got %zu", nargs - 1);
    return dictlike_fill(args[0], args + 1, nargs - 1, kw) < 0 ? NULL : NONE;
}

OD_METHOD(move_to_end)
{
    obj *d = args[0], **a = args + 1;
    int last = a[1] ? op_truth(a[1]) : 1;
    if (last < 0)
        return NULL;
    obj *v = dict_get(d, a[0]);
    if (!v) {
        if (!vm->exc)
            exc_raise_obj(&exc_KeyError, a[0]);
        return NULL;
    }
    if (!last)
        return odict_move_to_front(d, a[0]) < 0 ? NULL : NONE;
    incref(v);
    obj *k = incref(a[0]);
    int rc = dict_del(d, k);
    if (rc == 0)
        rc = dict_set(d, k, v);
    decref(k);
    decref(v);
    return rc < 0 ? NULL : NONE;
}

OD_METHOD(popitem)
{
    obj *d = args[0], **a = args + 1;
    /* the argument first: its __bool__ may empty the dict (re-entrancy rule, obj.h) */
    int last = a[0] ? op_truth(a[0]) : 1;
    if (last < 0)
        return NULL;
    struct dict_obj *dd = AS(dict_obj, d);
    obj *k = NULL;
    if (last) {
        for (size_t i = dd->nentries; i > 0 && !k; i--)
            k = dd->entries[i - 1].key;
    } else if (dict_len(d)) {
        collections_dict_first(d, &((struct odict *)d)->front, &k);
    }
    if (!dict_len(d) || !k) {
        obj *msg = str_new_cstr("dictionary is empty");
        if (msg) {
            exc_raise_obj(&exc_KeyError, msg);
            decref(msg);
        }
        return NULL;
    }
    k = incref(k);
    /* the key's __hash__ may have emptied the dict: absent is a KeyError, as in CPython */
    obj *v = dict_get(d, k);
    if (!v && !vm->exc)
        exc_raise_obj(&exc_KeyError, k);
    obj *r = v ? tuple_pack(2, k, v) : NULL;
    if (r && dict_del(d, k) < 0)
        CLEAR(r);
    decref(k);
    /* deleted entries at the end are dropped at once, as dict.popitem does */
    while (dd->nentries && !dd->entries[dd->nentries - 1].key)
        dd->nentries--;
    return r;
}

/* ---- OrderedDict views: dict's views under CPython's odict_* names ----
 * As in CPython they derive from dict's views (layout and slots), adding __reversed__. */

/* reversed(od.keys()) and friends: reversed() finds it because the views are TF_NATIVE */
static obj *odict_view_m_reversed(obj **args, size_t nargs, obj *kw)
{
    obj *l = list_from_iter(args[0]);
    if (!l)
        return NULL;
    struct list_obj *lo = AS(list_obj, l);
    for (size_t i = 0, j = lo->len; i + 1 < j; i++, j--) {
        obj *t = lo->items[i];
        lo->items[i] = lo->items[j - 1];
        lo->items[j - 1] = t;
    }
    obj *it = op_iter(l);
    decref(l);
    return it;
}

static const struct method_def odict_view_methods[] = {
    {"__reversed__", odict_view_m_reversed, METH_NOARGS},
    {NULL, NULL, 0},
};

static struct type type_odict_keys = {
    .name = "odict_keys",
    .flags = TF_NATIVE,
    .base_type = &type_dict_keys,
    .methods = odict_view_methods,
};

static struct type type_odict_values = {
    .name = "odict_values",
    .flags = TF_NATIVE,
    .base_type = &type_dict_values,
    .methods = odict_view_methods,
};

static struct type type_odict_items = {
    .name = "odict_items",
    .flags = TF_NATIVE,
    .base_type = &type_dict_items,
    .methods = odict_view_methods,
};

OD_METHOD(keys)
{
    return obj_new_refs(&type_odict_keys, args, 1);
}

OD_METHOD(values)
{
    return obj_new_refs(&type_odict_values, args, 1);
}

OD_METHOD(items)
{
    return obj_new_refs(&type_odict_items, args, 1);
}

static const struct method_def odict_methods[] = {
    {"__init__", odict_m_init, 0},
    {"keys", odict_m_keys, METH_NOARGS},
    {"values", odict_m_values, METH_NOARGS},
    {"items", odict_m_items, METH_NOARGS},
    {"move_to_end", odict_m_move_to_end, 0, PA_SIG_KW(1, 2, NULL, "key", "last")},
    {"popitem", odict_m_popitem, 0, PA_SIG_KW(0, 1, NULL, "last")},
    {"copy", dictlike_m_copy, METH_NOARGS},
    {"fromkeys", dictlike_fromkeys, METH_CLASS, PA_SIG_POS(1, 2, NULL)},
    {NULL, NULL, 0},
};

static struct type type_ordered_dict = {
    .name = "collections.OrderedDict",
    .flags = TF_BASETYPE,
    .base_type = &type_dict,
    .instance_size = sizeof(struct odict),
    .methods = odict_methods,
    .repr = odict_repr,
    .compare = odict_compare,
    .binary = dictlike_binary,
    .inplace = dictlike_inplace,
    .construct = odict_construct,
};

/* ---- defaultdict ---- */
#define DD(o) ((struct defaultdict *)(o))

static obj *defaultdict_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *factory = nargs ? args[0] : NONE;
    if (factory != NONE && !op_is_callable(factory))
        return exc_raise(&exc_TypeError, "first argument must be callable or None");
    if (nargs > 2)
        return exc_raise(&exc_TypeError, "dict expected at most 1 argument, got %zu", nargs - 1);
    obj *d = dictlike_alloc(t);
    if (!d)
        return NULL;
    decref(DD(d)->factory);
    DD(d)->factory = incref(factory);
    if (dictlike_fill(d, args + (nargs ? 1 : 0), nargs ? nargs - 1 : 0, kwnames) < 0)
        CLEAR(d);
    return d;
}

/* __missing__: the factory's value, stored; KeyError without a factory */
static obj *defaultdict_missing(obj *o, obj *key, int64_t hash)
{
    if (DD(o)->factory == NONE)
        return exc_raise_obj(&exc_KeyError, key);
    obj *v = op_call0(DD(o)->factory);
    if (v && dict_set_hashed(o, key, hash, v) < 0)
        CLEAR(v);
    return v;
}

static obj *defaultdict_getitem(obj *o, obj *key)
{
    return dict_getitem_or(o, key, defaultdict_missing);
}

static obj *defaultdict_repr(obj *o)
{
    obj *fr = op_repr(DD(o)->factory);
    if (!fr)
        return NULL;
    obj *dr = type_dict.repr(o);
    obj *r = dr ? str_from_fmt("%s(%s, %s)", class_name(o), str_cstr(fr), str_cstr(dr)) : NULL;
    decref(fr);
    xdecref(dr);
    return r;
}

static int defaultdict_setattr(obj *o, obj *name, obj *value)
{
    if (strcmp(str_cstr(name), "default_factory")) {
        exc_attr_error(o, name);
        return -1;
    }
    obj *old = DD(o)->factory;
    DD(o)->factory = incref(value ? value : NONE);
    decref(old);
    return 0;
}

static obj *defaultdict_m_init(obj **args, size_t nargs, obj *kw)
{
    obj *factory = nargs > 1 ? args[1] : NONE;
    if (factory != NONE && !op_is_callable(factory))
        return exc_raise(&exc_TypeError, "first argument must be callable or None");
    if (nargs > 3)
        return exc_raise(&exc_TypeError, "dict expected at most 1 argument, got %zu", nargs - 2);
    obj *old = DD(args[0])->factory;
    DD(args[0])->factory = incref(factory);
    decref(old);
    size_t used = nargs > 1 ? 2 : 1; /* self and the factory; keyword values follow args */
    return dictlike_fill(args[0], args + used, nargs - used, kw) < 0 ? NULL : NONE;
}

static const struct method_def defaultdict_methods[] = {
    {"__init__", defaultdict_m_init, 0},
    {"copy", dictlike_m_copy, METH_NOARGS},
    {"fromkeys", dictlike_fromkeys, METH_CLASS, PA_SIG_POS(1, 2, NULL)},
    {NULL, NULL, 0},
};

static const struct getset_def defaultdict_getset[] = {
    MEMBER("default_factory", MEMBER_OBJ, struct defaultdict, factory),
    {NULL, NULL},
};

static struct type type_defaultdict = {
    .name = "collections.defaultdict",
    .flags = TF_BASETYPE,
    .base_type = &type_dict,
    .instance_size = sizeof(struct defaultdict),
    .methods = defaultdict_methods,
    .getset = defaultdict_getset,
    .refs = REFS(struct defaultdict, factory), /* and a dict's, inherited */
    .repr = defaultdict_repr,
    .binary = dictlike_binary,
    .inplace = dictlike_inplace,
    .getitem = defaultdict_getitem,
    .setattr = defaultdict_setattr,
    .construct = defaultdict_construct,
};

/* ======================================================================================
 * namedtuple: each call makes a class whose instances have tuple's layout. The class is
 * immutable (not TF_HEAP), so the field tuple and defaults that the slots read stay the
 * ones in its dict for its whole life.
 * ====================================================================================== */
struct nt_type {
    struct type t;
    obj *fields;   /* tuple of str: borrowed from t.dict's _fields */
    obj *defaults; /* dict name -> value: borrowed from t.dict's _field_defaults */
};

/* namedtuple instances are never small ints: read the type field directly */
#define NT_TYPE(o) ((struct nt_type *)solid_of((o)->type))

static obj *nt_new_instance(struct type *t, size_t n)
{
    obj *r = tuple_new(n);
    if (!r || n == 0) {
        /* the shared empty tuple cannot change type: make a fresh one */
        if (r)
            decref(r);
        r = obj_alloc(&type_tuple, sizeof(struct tuple_obj));
        if (!r)
            return NULL;
        AS(tuple_obj, r)->len = 0;
        AS(tuple_obj, r)->hash = -1;
    }
    r->type = t;
    incref((obj *)t); /* instances keep their class alive (obj_alloc's rule) */
    return r;
}

static const char *nt_qualname_new(struct type *t, char *buf, size_t size)
{
    snprintf(buf, size, "%s.__new__", t->name);
    return buf;
}

static obj *nt_missing_error(struct type *t, obj **missing, size_t n)
{
    char names[512] = "";
    size_t o = 0;
    for (size_t i = 0; i < n && o < sizeof names - 64; i++) {
        const char *sep = i == 0 ? "" : n == 2 ? " and " : i + 1 == n ? ", and " : ", ";
        o += (size_t)snprintf(names + o, sizeof names - o, "%s'%s'", sep, str_cstr(missing[i]));
    }
    char q[160];
    return exc_raise(&exc_TypeError, "%s() missing %zu required positional argument%s: %s",
                     nt_qualname_new(t, q, sizeof q), n, n == 1 ? "" : "s", names);
}

static obj *nt_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    struct nt_type *nt = (struct nt_type *)t;
    struct tuple_obj *f = AS(tuple_obj, nt->fields);
    size_t nf = f->len, nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    char q[160];
    if (nargs > nf) {
        size_t nd = dict_len(nt->defaults);
        if (nd)
            return exc_raise(&exc_TypeError,
                             "%s() takes from %zu to %zu positional arguments but %zu were given",
                             nt_qualname_new(t, q, sizeof q), nf - nd + 1, nf + 1, nargs + 1);
        return exc_raise(&exc_TypeError, "%s() takes %zu positional argument%s but %zu were given",
                         nt_qualname_new(t, q, sizeof q), nf + 1, nf + 1 == 1 ? "" : "s",
                         nargs + 1);
    }
    obj *r = nt_new_instance(t, nf);
    if (!r)
        return NULL;
    obj **items = AS(tuple_obj, r)->items;
    for (size_t i = 0; i < nargs; i++)
        items[i] = incref(args[i]);
    for (size_t k = 0; k < nkw; k++) {
        obj *name = AS(tuple_obj, kwnames)->items[k];
        size_t i = 0;
        while (i < nf && !str_eq(f->items[i], name))
            i++;
        if (i == nf) {
            decref(r);
            return exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument '%s'",
                             nt_qualname_new(t, q, sizeof q), str_cstr(name));
        }
        if (items[i]) {
            decref(r);
            return exc_raise(&exc_TypeError, "%s() got multiple values for argument '%s'",
                             nt_qualname_new(t, q, sizeof q), str_cstr(name));
        }
        items[i] = incref(args[nargs + k]);
    }
    obj *missing[64];
    size_t nmissing = 0;
    for (size_t i = 0; i < nf; i++) {
        if (items[i])
            continue;
        obj *d = dict_get_str(nt->defaults, f->items[i]);
        if (d)
            items[i] = incref(d);
        else if (nmissing < 64)
            missing[nmissing++] = f->items[i];
    }
    if (nmissing) {
        nt_missing_error(t, missing, nmissing);
        decref(r); /* after the message: it names strings the class owns, not r */
        return NULL;
    }
    return r;
}

static obj *nt_repr(obj *o)
{
    struct tuple_obj *f = AS(tuple_obj, NT_TYPE(o)->fields), *v = AS(tuple_obj, o);
    obj *parts = list_new(0);
    if (!parts)
        return NULL;
    for (size_t i = 0; i < v->len && i < f->len; i++) {
        obj *r = op_repr(v->items[i]);
        if (!r || list_append_steal(
                      parts, str_from_fmt("%s=%s", str_cstr(f->items[i]), str_cstr(r))) < 0) {
            xdecref(r);
            decref(parts);
            return NULL;
        }
        decref(r);
    }
    return str_call_form(type_of(o)->name, parts);
}

/* ---- field accessors: p.x reads item 0 through a descriptor in the class, as CPython's
 * _tuplegetter does, so classes derived from a namedtuple find the fields too ---- */
struct tuplegetter {
    obj hdr;
    size_t index;
};

static obj *tuplegetter_get(obj *descr, obj *inst, struct type *cls)
{
    (void)cls;
    if (!inst)
        return incref(descr);
    size_t i = ((struct tuplegetter *)descr)->index;
    if (!is_tuple_like(inst) || i >= AS(tuple_obj, inst)->len)
        return exc_raise(&exc_TypeError,
                         "descriptor for index '%zu' for tuple subclasses "
                         "doesn't apply to '%s' object",
                         i, op_type_name(inst));
    return incref(AS(tuple_obj, inst)->items[i]);
}

static struct type type_tuplegetter = {
    .name = "_collections._tuplegetter",
    .descr_get = tuplegetter_get,
};

static int nt_setattr(obj *o, obj *name, obj *value)
{
    (void)value;
    struct tuple_obj *f = AS(tuple_obj, NT_TYPE(o)->fields);
    for (size_t i = 0; i < f->len; i++)
        if (str_eq(f->items[i], name)) {
            exc_raise(&exc_AttributeError, "can't %s attribute", value ? "set" : "delete");
            return -1;
        }
    exc_attr_error(o, name);
    return -1;
}

/* a plain tuple with the same items (new reference) */
static obj *nt_as_tuple(obj *o)
{
    return is_tuple(o) ? incref(o)
                       : tuple_from_array(AS(tuple_obj, o)->items, AS(tuple_obj, o)->len);
}

static obj *nt_compare(obj *a, obj *b, int op)
{
    if (!is_tuple_like(a) || !is_tuple_like(b))
        return incref(NOTIMPL);
    return tuple_compare_items(a, b, op);
}

/* + and * give plain tuples, as for any tuple subclass */
static obj *nt_binary(obj *a, obj *b, int op)
{
    obj *ta = is_tuple_like(a) ? nt_as_tuple(a) : incref(a);
    obj *tb = ta && is_tuple_like(b) ? nt_as_tuple(b) : ta ? incref(b) : NULL;
    obj *r = tb ? op_binary(ta, tb, op) : NULL;
    xdecref(ta);
    xdecref(tb);
    return r;
}

static obj *nt_m_asdict(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("_asdict", kw) < 0 || args_count("_asdict", nargs, 1, 1) < 0)
        return NULL;
    obj *o = args[0];
    if (!is_namedtuple_type(type_of(o)))
        return exc_raise(&exc_TypeError, "_asdict() needs a namedtuple instance");
    struct tuple_obj *f = AS(tuple_obj, NT_TYPE(o)->fields), *v = AS(tuple_obj, o);
    obj *d = dict_new();
    for (size_t i = 0; d && i < f->len; i++)
        if (dict_set(d, f->items[i], v->items[i]) < 0)
            CLEAR(d);
    return d;
}

static obj *nt_m_make(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("_make", kw) < 0 || args_count("_make", nargs, 2, 2) < 0)
        return NULL;
    struct type *t = (struct type *)args[0];
    if (!is_type_obj(args[0]) || !is_namedtuple_type(t))
        return exc_raise(&exc_TypeError, "_make() needs a namedtuple class");
    obj *items = tuple_from_iter(args[1]);
    if (!items)
        return NULL;
    size_t n = AS(tuple_obj, items)->len,
           nf = AS(tuple_obj, ((struct nt_type *)solid_of(t))->fields)->len;
    obj *r = NULL;
    if (n != nf)
        exc_raise(&exc_TypeError, "Expected %zu arguments, got %zu", nf, n);
    else if ((r = nt_new_instance(t, n)))
        for (size_t i = 0; i < n; i++)
            AS(tuple_obj, r)->items[i] = incref(AS(tuple_obj, items)->items[i]);
    decref(items);
    return r;
}

static obj *nt_m_replace(obj **args, size_t nargs, obj *kwnames)
{
    obj *o = args[0];
    if (!is_namedtuple_type(type_of(o)))
        return exc_raise(&exc_TypeError, "_replace() needs a namedtuple instance");
    if (nargs != 1)
        return exc_raise(&exc_TypeError,
                         "%s._replace() takes 1 positional argument but %zu were given",
                         type_of(o)->name, nargs);
    struct tuple_obj *f = AS(tuple_obj, NT_TYPE(o)->fields), *v = AS(tuple_obj, o);
    obj *r = nt_new_instance(type_of(o), v->len);
    if (!r)
        return NULL;
    for (size_t i = 0; i < v->len; i++)
        AS(tuple_obj, r)->items[i] = incref(v->items[i]);
    obj *unknown = list_new(0);
    if (!unknown) {
        decref(r);
        return NULL;
    }
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        obj *name = AS(tuple_obj, kwnames)->items[k];
        size_t i = 0;
        while (i < f->len && !str_eq(f->items[i], name))
            i++;
        if (i == f->len) {
            if (list_append(unknown, name) < 0)
                break;
            continue;
        }
        obj *old = AS(tuple_obj, r)->items[i];
        AS(tuple_obj, r)->items[i] = incref(args[nargs + k]);
        decref(old);
    }
    if (!vm->exc && AS(list_obj, unknown)->len) {
        obj *lr = op_repr(unknown);
        if (lr) {
            exc_raise(&exc_ValueError, "Got unexpected field names: %s", str_cstr(lr));
            decref(lr);
        }
    }
    decref(unknown);
    if (vm->exc)
        CLEAR(r);
    return r;
}

static bool nt_is_identifier(obj *s)
{
    const unsigned char *p = (const unsigned char *)str_cstr(s);
    size_t n = str_len(s);
    if (!n || (p[0] >= '0' && p[0] <= '9'))
        return false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = p[i];
        /* non-ASCII letters are accepted wholesale: CPython checks XID_Continue */
        if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
              (c >= '0' && c <= '9') || c >= 0x80))
            return false;
    }
    return true;
}

static bool nt_is_keyword(obj *s)
{
    static const char *const kw[] = {
        "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
        "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
        "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
        "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield",    NULL};
    for (int i = 0; kw[i]; i++)
        if (!strcmp(kw[i], str_cstr(s)))
            return true;
    return false;
}

static obj *nt_bad_name(struct type *exc, const char *what, obj *name)
{
    obj *r = op_repr(name);
    if (r) {
        exc_raise(exc, "%s%s", what, str_cstr(r));
        decref(r);
    }
    return NULL;
}

/* The list of field names: a str is split on commas and whitespace. */
static obj *nt_field_list(obj *spec)
{
    if (!is_str(spec)) {
        obj *l = list_from_iter(spec);
        if (!l)
            return NULL;
        for (size_t i = 0; i < AS(list_obj, l)->len; i++) {
            obj *s = op_str(AS(list_obj, l)->items[i]);
            if (!s) {
                decref(l);
                return NULL;
            }
            decref(AS(list_obj, l)->items[i]);
            AS(list_obj, l)->items[i] = s;
        }
        return l;
    }
    obj *l = list_new(0);
    const char *p = str_cstr(spec), *end = p + str_len(spec);
    while (l && p < end) {
        while (p < end && (*p == ',' || *p == ' ' || (*p >= '\t' && *p <= '\r')))
            p++;
        const char *s = p;
        while (p < end && !(*p == ',' || *p == ' ' || (*p >= '\t' && *p <= '\r')))
            p++;
        if (p > s && list_append_steal(l, str_new(s, (size_t)(p - s))) < 0)
            CLEAR(l);
    }
    return l;
}

static void nt_type_init_slots(struct type *t)
{
    /* tuple's slots (layout, hash, iteration, indexing) with namedtuple's own on top */
    *t = type_tuple;
    t->base.refcnt = 1;
    t->base.type = &type_type;
    t->flags = TF_BASETYPE;
    t->base_type = &type_tuple;
    t->methods = NULL;
    t->getset = NULL;
    t->repr = nt_repr;
    t->str = NULL;
    t->compare = nt_compare;
    t->binary = nt_binary;
    t->getattr = generic_getattr;
    t->setattr = nt_setattr;
    t->construct = nt_construct;
    t->descr_get = NULL;
    t->special_mask = 0;
}

static bool is_namedtuple_type(struct type *t)
{
    return solid_of(t)->construct == nt_construct;
}

/* Builds the class; fields: list of str (validated), defaults: tuple or NULL. */
obj *collections_namedtuple_type(obj *typename, obj *fields, obj *defaults, obj *module)
{
    init_types_once(); /* functools builds CacheInfo before any import collections */
    size_t nf = AS(list_obj, fields)->len;
    struct nt_type *nt = mem_calloc(sizeof *nt);
    if (!nt)
        return NULL;
    struct type *t = &nt->t;
    nt_type_init_slots(t);
    char *cname = mem_alloc(str_len(typename) + 1);
    if (!cname) {
        mem_free(nt);
        return NULL;
    }
    memcpy(cname, str_cstr(typename), str_len(typename) + 1);
    t->name = cname;
    t->name_obj = incref(typename);
    t->module_name = incref(module);
    t->bases = tuple_pack(1, (obj *)&type_tuple);
    t->dict = dict_new();
    t->mro = tuple_new(3);
    if (!t->bases || !t->dict || !t->mro) {
        decref((obj *)t);
        return NULL;
    }
    /* the MRO does not own t (it would be a cycle): heap_type_dealloc knows, and the
     * collector must not clear it */
    obj_untrack(t->mro);
    AS(tuple_obj, t->mro)->items[0] = (obj *)t;
    AS(tuple_obj, t->mro)->items[1] = (obj *)&type_tuple;
    AS(tuple_obj, t->mro)->items[2] = (obj *)&type_object;
    obj *ftuple = tuple_from_array(AS(list_obj, fields)->items, nf);
    obj *fdefaults = dict_new();
    int rc = ftuple && fdefaults ? 0 : -1;
    size_t nd = defaults ? AS(tuple_obj, defaults)->len : 0;
    for (size_t i = 0; rc == 0 && i < nd; i++)
        rc = dict_set(fdefaults, AS(list_obj, fields)->items[nf - nd + i],
                      AS(tuple_obj, defaults)->items[i]);
    obj *sep = str_new(", ", 2);
    obj *joined = sep && ftuple ? str_join(sep, ftuple) : NULL;
    xdecref(sep);
    obj *doc = joined ? str_from_fmt("%s(%s)", cname, str_cstr(joined)) : NULL;
    xdecref(joined);
    if (rc < 0 || !doc || dict_set_cstr(t->dict, "_fields", incref(ftuple)) < 0 ||
        dict_set_cstr(t->dict, "_field_defaults", incref(fdefaults)) < 0 ||
        dict_set_cstr(t->dict, "__doc__", incref(doc)) < 0 ||
        dict_set_cstr(t->dict, "__match_args__", incref(ftuple)) < 0) {
        xdecref(ftuple);
        xdecref(fdefaults);
        xdecref(doc);
        decref((obj *)t);
        return NULL;
    }
    nt->fields = ftuple;
    nt->defaults = fdefaults;
    for (size_t i = 0; i < nf; i++) {
        struct tuplegetter *g = (struct tuplegetter *)obj_alloc(&type_tuplegetter, sizeof *g);
        if (g)
            g->index = i;
        if (!g || dict_set(t->dict, AS(list_obj, fields)->items[i], (obj *)g) < 0) {
            xdecref((obj *)g);
            decref(ftuple);
            decref(fdefaults);
            decref(doc);
            decref((obj *)t);
            return NULL;
        }
        decref((obj *)g);
    }
    decref(ftuple);
    decref(fdefaults);
    decref(doc);
    static const struct method_def methods[] = {
        {"_asdict", nt_m_asdict, 0},
        {"_replace", nt_m_replace, 0},
        {"_make", nt_m_make, METH_CLASS},
        {NULL, NULL, 0},
    };
    for (const struct method_def *m = methods; m->name; m++) {
        obj *f = builtin_from_def(m, NULL, NULL);
        if (dict_set_cstr(t->dict, m->name, f) < 0) {
            decref((obj *)t);
            return NULL;
        }
    }
    return (obj *)t;
}

/* namedtuple(typename, field_names, *, rename=False, defaults=None, module=None) */
static obj *m_namedtuple(obj **args, size_t nargs, obj *kwnames)
{
    obj *fields = nt_field_list(args[1]);
    if (!fields)
        return NULL;
    obj *typename = op_str(args[0]);
    obj *defaults = NULL, *seen = NULL, *result = NULL;
    if (!typename)
        goto out;
    /* bool(rename) after the names, in CPython's order */
    int rename = args[2] ? op_truth(args[2]) : 0;
    if (rename < 0)
        goto out;
    struct list_obj *fl = AS(list_obj, fields);
    seen = set_new(&type_set);
    if (!seen)
        goto out;
    if (rename)
        for (size_t i = 0; i < fl->len; i++) {
            obj *name = fl->items[i];
            int dup = set_contains(seen, name);
            if (dup < 0 || set_add(seen, name) < 0)
                goto out;
            if (!nt_is_identifier(name) || nt_is_keyword(name) || str_cstr(name)[0] == '_' || dup) {
                obj *n = str_from_fmt("_%zu", i);
                if (!n)
                    goto out;
                fl->items[i] = n;
                decref(name);
            }
        }
    for (size_t i = 0; i <= fl->len; i++) {
        obj *name = i == 0 ? typename : fl->items[i - 1];
        if (!nt_is_identifier(name)) {
            nt_bad_name(&exc_ValueError,
                        "Type names and field names must be valid identifiers: ", name);
            goto out;
        }
        if (nt_is_keyword(name)) {
            nt_bad_name(&exc_ValueError, "Type names and field names cannot be a keyword: ", name);
            goto out;
        }
    }
    decref(seen);
    seen = set_new(&type_set);
    if (!seen)
        goto out;
    for (size_t i = 0; i < fl->len; i++) {
        obj *name = fl->items[i];
        if (str_cstr(name)[0] == '_' && !rename) {
            nt_bad_name(&exc_ValueError, "Field names cannot start with an underscore: ", name);
            goto out;
        }
        int dup = set_contains(seen, name);
        if (dup < 0)
            goto out;
        if (dup) {
            nt_bad_name(&exc_ValueError, "Encountered duplicate field name: ", name);
            goto out;
        }
        if (set_add(seen, name) < 0)
            goto out;
    }
    if (args[3] && args[3] != NONE) {
        defaults = tuple_from_iter(args[3]);
        if (!defaults)
            goto out;
        if (AS(tuple_obj, defaults)->len > fl->len) {
            exc_raise(&exc_TypeError, "Got more default values than field names");
            goto out;
        }
    }
    obj *module = args[4] && args[4] != NONE ? args[4] : dict_get_cstr(vm->globals, "__name__");
    obj *modstr = module ? op_str(module) : str_new_cstr("__main__");
    if (!modstr)
        goto out;
    result = collections_namedtuple_type(typename, fields, defaults, modstr);
    decref(modstr);
out:
    xdecref(seen);
    xdecref(defaults);
    xdecref(typename);
    decref(fields);
    return result;
}

/* ======================================================================================
 * the module
 * ====================================================================================== */
static pthread_once_t types_once = PTHREAD_ONCE_INIT;

static void init_types(void)
{
    static struct type *const types[] = {
        &type_deque,
        &type_deque_iter,
        &type_counter,
        &type_counter_elements,
        &type_ordered_dict,
        &type_defaultdict,
        &type_tuplegetter,
        NULL,
    };
    for (int i = 0; types[i]; i++)
        type_init_module(types[i], "collections");
    /* CPython's OrderedDict views are builtins: <class 'odict_keys'> */
    type_init_module(&type_odict_keys, "builtins");
    type_init_module(&type_odict_values, "builtins");
    type_init_module(&type_odict_items, "builtins");
}

static void init_types_once(void)
{
    pthread_once(&types_once, init_types);
}

/* The types are initialised by collections itself, not by the module's declaration: queue
 * and functools make deques and namedtuples before any import collections. */
static int collections_fill(obj *m)
{
    init_types_once();
    obj *d = AS(module_obj, m)->dict;
    struct type *const exported[] = {&type_deque, &type_counter, &type_ordered_dict,
                                     &type_defaultdict, NULL};
    for (int i = 0; exported[i]; i++)
        if (dict_set(d, exported[i]->name_obj, (obj *)exported[i]) < 0)
            return -1;
    return 0;
}

const struct module_def mod_collections = {
    .name = "collections",
    .functions =
        (const struct method_def[]){
            {"namedtuple", m_namedtuple, 0,
             PA_SIG_PY(2, 2, NULL, "typename", "field_names", "rename", "defaults", "module")},
            {NULL, NULL, 0},
        },
    .fill = collections_fill,
    .python = mod_collections_py,
};
