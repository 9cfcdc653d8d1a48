/* executor/types/obj_list.c: list, its methods, and the stable merge sort shared with sorted(). */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/seq.h"

obj *list_new(size_t n)
{
    if (n > LIMIT_SEQ_BYTES / sizeof(obj *)) {
        exc_no_memory();
        return NULL;
    }
    struct list_obj *l = (struct list_obj *)obj_alloc(&type_list, sizeof *l);
    if (!l)
        return NULL;
    l->len = n;
    l->cap = n;
    l->items = NULL;
    if (n) {
        l->items = mem_calloc(n * sizeof(obj *));
        if (!l->items) {
            obj_abandon((obj *)l);
            return NULL;
        }
    }
    return (obj *)l;
}

static void list_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(AS(list_obj, o)->items, AS(list_obj, o)->len, visit, arg);
}

/* the item array */
static void list_dealloc(obj *o)
{
    mem_free(AS(list_obj, o)->items);
    obj_free(o);
}

static int list_grow(struct list_obj *l, size_t need)
{
    if (need <= l->cap)
        return 0;
    size_t nc = l->cap + (l->cap >> 1) + 4;
    if (nc < need)
        nc = need;
    if (nc > LIMIT_SEQ_BYTES / sizeof(obj *)) {
        if (need > LIMIT_SEQ_BYTES / sizeof(obj *)) {
            exc_no_memory();
            return -1;
        }
        nc = need;
    }
    obj **p = mem_realloc(l->items, nc * sizeof(obj *));
    if (!p)
        return -1;
    l->items = p;
    l->cap = nc;
    return 0;
}

int list_append_steal(obj *lo, obj *x)
{
    if (!x)
        return -1;
    struct list_obj *l = AS(list_obj, lo);
    if (l->len == l->cap && list_grow(l, l->len + 1) < 0) {
        decref(x);
        return -1;
    }
    l->items[l->len++] = x;
    return 0;
}

int list_append(obj *lo, obj *x)
{
    return list_append_steal(lo, incref(x));
}

static int list_extend(obj *lo, obj *iterable)
{
    struct list_obj *l = AS(list_obj, lo);
    if (is_list(iterable) || is_tuple(iterable)) {
        size_t n = is_list(iterable) ? AS(list_obj, iterable)->len : AS(tuple_obj, iterable)->len;
        if (list_grow(l, l->len + n) < 0)
            return -1;
        /* src may be l itself: n was read first, and src after the grow moved the items */
        obj **src =
            is_list(iterable) ? AS(list_obj, iterable)->items : AS(tuple_obj, iterable)->items;
        for (size_t i = 0; i < n; i++)
            l->items[l->len + i] = incref(src[i]);
        l->len += n;
        return 0;
    }
    if (type_of(iterable) == &type_range) {
        /* the size is known: refuse list(range(10**10)) before iterating, not after
         * spending the operation budget on it */
        int64_t n;
        if (!int_to_i64(AS(range_obj, iterable)->length, &n) ||
            (uint64_t)n > LIMIT_SEQ_BYTES / sizeof(obj *)) {
            exc_no_memory();
            return -1;
        }
        if (list_grow(l, l->len + (size_t)n) < 0)
            return -1;
    }
    obj *it = op_iter(iterable);
    if (!it)
        return -1;
    for (;;) {
        obj *v = op_next(it);
        if (!v)
            break;
        if (list_append_steal(lo, v) < 0) {
            decref(it);
            return -1;
        }
    }
    decref(it);
    return vm->exc ? -1 : 0;
}

obj *list_from_iter(obj *iterable)
{
    obj *l = list_new(0);
    if (!l)
        return NULL;
    if (list_extend(l, iterable) < 0) {
        decref(l);
        return NULL;
    }
    return l;
}

/* Repr of a sequence; `one_comma` gives (x,) for 1-tuples. Recursive containers print as
 * [...] like CPython. */
static __thread obj *repr_stack[LIMIT_DATA_DEPTH];
static __thread int repr_depth;

static int repr_enter(obj *o)
{
    for (int i = 0; i < repr_depth; i++)
        if (repr_stack[i] == o)
            return 1;
    if (repr_depth >= LIMIT_DATA_DEPTH || !vm_stack_ok()) {
        if (!vm->exc)
            exc_raise(&exc_RecursionError, "maximum recursion depth exceeded while getting the "
                                           "repr of an object");
        return -1;
    }
    repr_stack[repr_depth++] = o;
    return 0;
}
static void repr_leave(void)
{
    repr_depth--;
}
int list_repr_enter(obj *o)
{
    return repr_enter(o);
}
void list_repr_leave(void)
{
    repr_leave();
}

obj *seq_repr(obj **const *items, const size_t *np, const char *open, const char *close,
              bool one_comma)
{
    size_t ol = strlen(open), cl = strlen(close);
    if (!*np)
        return str_from_fmt("%s%s", open, close);
    size_t cap = *np;
    obj **parts = mem_alloc(cap * sizeof(obj *));
    if (!parts)
        return NULL;
    size_t total = ol + cl;
    size_t i;
    /* an item's __repr__ may resize a list: its length is re-read after each one */
    for (i = 0; i < *np; i++) {
        if (i == cap) {
            obj **grown = mem_realloc(parts, 2 * cap * sizeof(obj *));
            if (!grown)
                goto fail;
            parts = grown;
            cap *= 2;
        }
        parts[i] = op_repr((*items)[i]);
        if (!parts[i])
            goto fail;
        total += str_len(parts[i]) + (i ? 2 : 0);
        if (total > LIMIT_SEQ_BYTES) {
            i++;
            exc_no_memory();
            goto fail;
        }
    }
    size_t n = i;
    if (!n) {
        mem_free(parts);
        return str_from_fmt("%s%s", open, close);
    }
    total += one_comma && n == 1;
    obj *r = str_alloc(total);
    if (!r)
        goto fail;
    char *d = AS(str_obj, r)->data;
    memcpy(d, open, ol);
    d += ol;
    for (size_t k = 0; k < n; k++) {
        if (k) {
            memcpy(d, ", ", 2);
            d += 2;
        }
        memcpy(d, str_cstr(parts[k]), str_len(parts[k]));
        d += str_len(parts[k]);
        decref(parts[k]);
    }
    if (one_comma && n == 1)
        *d++ = ',';
    memcpy(d, close, cl);
    mem_free(parts);
    str_finish(r);
    return r;
fail:
    for (size_t k = 0; k < i; k++)
        xdecref(parts[k]);
    mem_free(parts);
    return NULL;
}

static obj *list_repr(obj *o)
{
    int rc = repr_enter(o);
    if (rc)
        return rc > 0 ? str_new("[...]", 5) : NULL;
    obj *r = seq_repr(&AS(list_obj, o)->items, &AS(list_obj, o)->len, "[", "]", false);
    repr_leave();
    return r;
}

/* Lexicographic comparison shared by list and tuple. The items and lengths are passed by
 * address and re-read after every __eq__, which may resize a list (CPython does the same);
 * op_compare holds the pair it compares. */
obj *seq_compare(obj **const *a, const size_t *nap, obj **const *b, const size_t *nbp, int op)
{
    size_t i;
    for (i = 0; i < *nap && i < *nbp; i++) {
        if (!vm_charge_item()) /* the identical items of l == l[:] cost too */
            return NULL;
        if ((*a)[i] == (*b)[i])
            continue;
        int eq = op_eq((*a)[i], (*b)[i]);
        if (eq < 0)
            return NULL;
        if (!eq)
            break;
    }
    size_t na = *nap, nb = *nbp;
    if (i >= na || i >= nb) {
        return bool_obj(op_cmp_holds((na > nb) - (na < nb), op));
    }
    if (op == CMP_EQ)
        return FALSE_OBJ;
    if (op == CMP_NE)
        return TRUE_OBJ;
    return op_compare((*a)[i], (*b)[i], op);
}

static obj *list_compare(obj *a, obj *b, int op)
{
    if (!derives(a, &type_list) || !derives(b, &type_list))
        return incref(NOTIMPL);
    struct list_obj *x = AS(list_obj, a), *y = AS(list_obj, b);
    if ((op == CMP_EQ || op == CMP_NE) && x->len != y->len)
        return bool_obj(op == CMP_NE);
    return seq_compare(&x->items, &x->len, &y->items, &y->len, op);
}

void seq_fill(obj **dst, obj *const *src, size_t n, size_t total)
{
    for (size_t i = 0, j = 0; i < total; i++, j = j + 1 == n ? 0 : j + 1)
        dst[i] = incref(src[j]);
}

void seq_concat(obj **dst, obj *const *a, size_t na, obj *const *b, size_t nb)
{
    seq_fill(dst, a, na, na);
    seq_fill(dst + na, b, nb, nb);
}

void seq_slice(obj **dst, obj *const *src, intptr_t start, intptr_t step, intptr_t count)
{
    for (intptr_t i = 0; i < count; i++)
        dst[i] = incref(src[start + i * step]);
}

int seq_repeat_len(obj *n, size_t len, size_t item_size, size_t *total)
{
    int64_t k;
    if (!int_to_i64(n, &k)) {
        exc_raise(&exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    *total = 0;
    if (k <= 0 || !len)
        return 0;
    if ((uint64_t)k > LIMIT_SEQ_BYTES / item_size / len) {
        exc_no_memory();
        return -1;
    }
    *total = len * (size_t)k;
    return 0;
}

static obj *list_repeat(obj *l, obj *n)
{
    struct list_obj *s = AS(list_obj, l);
    size_t total;
    if (seq_repeat_len(n, s->len, sizeof(obj *), &total) < 0)
        return NULL;
    if (!vm_charge(total / 16))
        return vm_ops_exceeded();
    obj *r = list_new(total);
    if (r)
        seq_fill(AS(list_obj, r)->items, s->items, s->len, total);
    return r;
}

static obj *list_binary(obj *a, obj *b, int op)
{
    if (op == BIN_ADD && derives(a, &type_list) && derives(b, &type_list)) {
        struct list_obj *x = AS(list_obj, a), *y = AS(list_obj, b);
        obj *r = list_new(x->len + y->len);
        if (r)
            seq_concat(AS(list_obj, r)->items, x->items, x->len, y->items, y->len);
        return r;
    }
    if (op == BIN_ADD && derives(a, &type_list))
        return exc_raise(&exc_TypeError, "can only concatenate list (not \"%s\") to list",
                         op_type_name(b));
    if (op == BIN_MUL && derives(a, &type_list) && is_int(b))
        return list_repeat(a, b);
    if (op == BIN_MUL && is_int(a) && derives(b, &type_list))
        return list_repeat(b, a);
    return incref(NOTIMPL);
}

/* a += b extends in place */
obj *list_inplace(obj *a, obj *b, int op)
{
    if (op == BIN_ADD) {
        if (list_extend(a, b) < 0)
            return NULL;
        return incref(a);
    }
    if (op == BIN_MUL && is_int(b)) {
        obj *r = list_repeat(a, b);
        if (!r)
            return NULL;
        struct list_obj *l = AS(list_obj, a), *n = AS(list_obj, r);
        obj **old = l->items;
        size_t oldlen = l->len;
        l->items = n->items;
        l->len = n->len;
        l->cap = n->len;
        n->items = old;
        n->len = oldlen;
        decref(r);
        return incref(a);
    }
    return incref(NOTIMPL);
}

static intptr_t list_len(obj *o)
{
    return (intptr_t)AS(list_obj, o)->len;
}

/* l[key]: len is read after the key's __index__, which may resize the list. */
#define LIST_TYPE_MSG "list indices must be integers or slices, not %s"

int seq_index(obj *key, const size_t *len, size_t *out, const char *range_msg, const char *type_msg)
{
    obj *v = NULL;
    if (!is_int(key)) {
        if (!op_call_special(key, "__index__", NULL, &v)) {
            exc_raise(&exc_TypeError, type_msg, op_type_name(key));
            return -1;
        }
        if (!v)
            return -1;
        if (!is_int(v)) {
            exc_raise(&exc_TypeError, "__index__ returned non-int (type %s)", op_type_name(v));
            decref(v);
            return -1;
        }
    }
    int64_t i;
    bool fits = int_to_i64(v ? v : key, &i);
    xdecref(v);
    if (!fits) {
        exc_raise(&exc_IndexError, "cannot fit '%s' into an index-sized integer",
                  op_type_name(key));
        return -1;
    }
    if (i < 0)
        i += (int64_t)*len;
    if (i < 0 || (uint64_t)i >= *len) {
        exc_raise(&exc_IndexError, "%s", range_msg);
        return -1;
    }
    *out = (size_t)i;
    return 0;
}

static obj *list_getitem(obj *o, obj *key)
{
    struct list_obj *l = AS(list_obj, o);
    if (is_small(key)) {
        intptr_t i = small_val(key);
        if (i < 0)
            i += (intptr_t)l->len;
        if (i >= 0 && (size_t)i < l->len)
            return incref(l->items[i]);
        return exc_raise(&exc_IndexError, "list index out of range");
    }
    if (key->type == &type_slice) {
        intptr_t start, stop, step, count;
        if (slice_indices(key, &l->len, &start, &stop, &step, &count) < 0)
            return NULL;
        obj *r = list_new((size_t)count);
        if (r)
            seq_slice(AS(list_obj, r)->items, l->items, start, step, count);
        return r;
    }
    size_t i;
    if (seq_index(key, &l->len, &i, "list index out of range", LIST_TYPE_MSG) < 0)
        return NULL;
    return incref(l->items[i]);
}

static int list_ass_slice(struct list_obj *l, obj *slice, obj *value)
{
    intptr_t start, stop, step, count;
    /* Re-entrancy: the value is made a list first, as its __iter__ (or a generator) may
     * resize l; the indices are computed after, against the length l has then. */
    bool iterable = !value || type_of(value)->iter || type_of(value)->getitem;
    obj *seq = value && iterable ? list_from_iter(value) : NULL;
    if (value && iterable && !seq)
        return -1;
    if (slice_indices(slice, &l->len, &start, &stop, &step, &count) < 0) {
        xdecref(seq);
        return -1;
    }
    if (!iterable) {
        exc_raise(&exc_TypeError, step == 1 ? "can only assign an iterable"
                                            : "must assign iterable to extended slice");
        return -1;
    }
    if (!value) { /* delete */
        if (step < 0) {
            start = start + (count - 1) * step;
            step = -step;
        }
        size_t w = 0;
        obj **dead = mem_alloc(((size_t)count + 1) * sizeof(obj *));
        if (!dead)
            return -1;
        size_t nd = 0;
        for (size_t i = 0; i < l->len; i++) {
            bool del = count > 0 && (intptr_t)i >= start && ((intptr_t)i - start) % step == 0 &&
                       ((intptr_t)i - start) / step < count;
            if (del)
                dead[nd++] = l->items[i];
            else
                l->items[w++] = l->items[i];
        }
        l->len = w;
        for (size_t i = 0; i < nd; i++)
            decref(dead[i]);
        mem_free(dead);
        return 0;
    }
    struct list_obj *s = AS(list_obj, seq);
    if (step == 1) {
        if (stop < start)
            stop = start;
        size_t old = (size_t)(stop - start), nw = s->len;
        size_t newlen = l->len - old + nw;
        if (nw > old && list_grow(l, newlen) < 0) {
            decref(seq);
            return -1;
        }
        obj **dead = mem_alloc((old + 1) * sizeof(obj *));
        if (!dead) {
            decref(seq);
            return -1;
        }
        /* an empty list has no array (items is NULL): nothing to copy or move then */
        if (old)
            memcpy(dead, l->items + start, old * sizeof(obj *));
        if (l->len > (size_t)stop)
            memmove(l->items + start + nw, l->items + stop,
                    (l->len - (size_t)stop) * sizeof(obj *));
        for (size_t i = 0; i < nw; i++)
            l->items[start + (intptr_t)i] = incref(s->items[i]);
        l->len = newlen;
        for (size_t i = 0; i < old; i++)
            decref(dead[i]);
        mem_free(dead);
        decref(seq);
        return 0;
    }
    if ((intptr_t)s->len != count) {
        exc_raise(&exc_ValueError,
                  "attempt to assign sequence of size %zu to extended slice of size %ld", s->len,
                  (long)count);
        decref(seq);
        return -1;
    }
    for (intptr_t i = 0; i < count; i++) {
        obj *old = l->items[start + i * step];
        l->items[start + i * step] = incref(s->items[i]);
        decref(old);
    }
    decref(seq);
    return 0;
}

static int list_setitem(obj *o, obj *key, obj *value)
{
    struct list_obj *l = AS(list_obj, o);
    if (!is_small(key) && key->type == &type_slice)
        return list_ass_slice(l, key, value);
    size_t i;
    if (seq_index(key, &l->len, &i, "list assignment index out of range", LIST_TYPE_MSG) < 0)
        return -1;
    obj *old = l->items[i];
    if (value) {
        l->items[i] = incref(value);
    } else {
        memmove(l->items + i, l->items + i + 1, (l->len - i - 1) * sizeof(obj *));
        l->len--;
    }
    decref(old);
    return 0;
}

/* v == x, holding v: its __eq__ may drop it from a list */
static inline int held_eq(obj *v, obj *x)
{
    incref(v);
    int eq = op_eq(v, x);
    decref(v);
    return eq;
}

/* the first of items [st, en) equal to x, as seq_find; COUNT: count them all instead */
static intptr_t seq_scan(obj **const *items, const size_t *n, obj *x, intptr_t st, intptr_t en,
                         intptr_t *count)
{
    for (intptr_t i = st; i < en && (size_t)i < *n; i++) {
        int eq = held_eq((*items)[i], x);
        if (eq < 0)
            return -2;
        if (eq && !count)
            return i;
        if (count)
            *count += eq;
    }
    return -1;
}

/* written out, not seq_scan: "in" is the hot one of the three */
int seq_contains(obj **const *items, const size_t *n, obj *x)
{
    for (size_t i = 0; i < *n; i++) {
        int eq = held_eq((*items)[i], x);
        if (eq)
            return eq;
    }
    return 0;
}

intptr_t seq_find(obj **const *items, const size_t *n, obj **args, size_t nargs)
{
    intptr_t st = 0, en = INTPTR_MAX;
    if ((nargs > 2 && op_slice_bound(args[2], &st) < 0) ||
        (nargs > 3 && op_slice_bound(args[3], &en) < 0))
        return -2;
    /* the length only after the bounds' __index__ */
    if (st < 0)
        st = st + (intptr_t)*n < 0 ? 0 : st + (intptr_t)*n;
    if (en < 0)
        en = en + (intptr_t)*n < 0 ? 0 : en + (intptr_t)*n;
    return seq_scan(items, n, args[1], st, en, NULL);
}

int seq_pop_index(obj **args, size_t nargs, const size_t *len, const char *name, size_t *out)
{
    intptr_t i = -1;
    if (nargs > 1 && (i = op_index_ssize(args[1])) == -1 && vm->exc)
        return -1;
    /* the length only now: the index's __index__ may have resized the sequence */
    if (!*len) {
        exc_raise(&exc_IndexError, "pop from empty %s", name);
        return -1;
    }
    if (i < 0)
        i += (intptr_t)*len;
    if (i < 0 || (size_t)i >= *len) {
        exc_raise(&exc_IndexError, "pop index out of range");
        return -1;
    }
    *out = (size_t)i;
    return 0;
}

obj *seq_count(obj **const *items, const size_t *n, obj *x)
{
    intptr_t c = 0;
    return seq_scan(items, n, x, 0, INTPTR_MAX, &c) == -2 ? NULL : int_from_i64(c);
}

static int list_contains(obj *o, obj *x)
{
    return seq_contains(&AS(list_obj, o)->items, &AS(list_obj, o)->len, x);
}

static obj *list_iter(obj *o)
{
    return items_iter_new(&type_iter_list, o);
}

/* ---- sorting: stable bottom-up merge sort with insertion-sorted runs ---- */
struct sort_item {
    obj *key;
    obj *value;
};

static int sort_lt(obj *a, obj *b)
{
    if (is_small(a) && is_small(b))
        return small_val(a) < small_val(b);
    if (is_exact_str(a) && is_exact_str(b)) {
        size_t la = str_len(a), lb = str_len(b);
        int c = memcmp(str_cstr(a), str_cstr(b), la < lb ? la : lb);
        return c < 0 || (c == 0 && la < lb);
    }
    if (is_float(a) && is_float(b))
        return float_val(a) < float_val(b);
    return op_compare_bool(a, b, CMP_LT);
}

static int merge_sort(struct sort_item *a, size_t n)
{
    const size_t run = 24;
    for (size_t s = 0; s < n; s += run) {
        size_t e = s + run < n ? s + run : n;
        for (size_t i = s + 1; i < e; i++) {
            struct sort_item x = a[i];
            size_t j = i;
            while (j > s) {
                int lt = sort_lt(x.key, a[j - 1].key);
                if (lt < 0) {
                    a[j] = x; /* every item (and its key) stays in a exactly once */
                    return -1;
                }
                if (!lt)
                    break;
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
    }
    if (n <= run)
        return 0;
    struct sort_item *tmp = mem_alloc(n * sizeof *tmp);
    if (!tmp)
        return -1;
    for (size_t w = run; w < n; w *= 2) {
        for (size_t lo = 0; lo + w < n; lo += 2 * w) {
            size_t mid = lo + w, hi = lo + 2 * w < n ? lo + 2 * w : n;
            /* already ordered? (common for presorted input) */
            int lt = sort_lt(a[mid].key, a[mid - 1].key);
            if (lt < 0)
                goto fail;
            if (!lt)
                continue;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                lt = sort_lt(a[j].key, a[i].key);
                if (lt < 0)
                    goto fail;
                tmp[k++] = lt ? a[j++] : a[i++];
            }
            while (i < mid)
                tmp[k++] = a[i++];
            while (j < hi)
                tmp[k++] = a[j++];
            memcpy(a + lo, tmp + lo, (hi - lo) * sizeof *a);
        }
        if (!vm_charge(n / 8 + 1)) {
            mem_free(tmp);
            vm_ops_exceeded();
            return -1;
        }
    }
    mem_free(tmp);
    return 0;
fail:
    mem_free(tmp);
    return -1;
}

int list_sort(obj *lo, obj *key, bool reverse)
{
    struct list_obj *l = AS(list_obj, lo);
    size_t n = l->len;
    bool keyed = key && key != NONE;
    if (n == 0 || (n == 1 && !keyed)) /* CPython calls the key even for one item */
        return 0;
    if (!vm_charge(n))
        return vm_ops_exceeded(), -1;
    struct sort_item *items = mem_alloc(n * sizeof *items);
    if (!items)
        return -1;
    /* detach the items so that the key function sees an empty list, as in CPython */
    obj **saved = l->items;
    l->items = NULL;
    l->len = l->cap = 0;
    size_t nk = 0;
    int rc = 0;
    for (size_t i = 0; i < n; i++) {
        size_t src = reverse ? n - 1 - i : i;
        items[i].value = saved[src];
        if (key && key != NONE) {
            items[i].key = op_call1(key, saved[src]);
            if (!items[i].key) {
                rc = -1;
                break;
            }
            nk++;
        } else {
            items[i].key = saved[src];
        }
    }
    if (!rc)
        rc = merge_sort(items, n);
    if (!rc) {
        for (size_t i = 0; i < n; i++)
            saved[reverse ? n - 1 - i : i] = items[i].value;
    }
    if (key && key != NONE)
        for (size_t i = 0; i < nk; i++)
            decref(items[i].key);
    mem_free(items);
    /* the key function changed the (empty while sorting) list: CPython drops the change
     * and reports it */
    bool modified = l->items || l->len;
    if (l->items) {
        obj **extra = l->items;
        size_t ne = l->len;
        l->items = NULL;
        l->len = 0;
        for (size_t i = 0; i < ne; i++)
            decref(extra[i]);
        mem_free(extra);
    }
    l->items = saved;
    l->len = l->cap = n;
    if (modified && !rc) {
        exc_raise(&exc_ValueError, "list modified during sort");
        rc = -1;
    }
    return rc;
}

/* ---- methods ---- */
#define SELF AS(list_obj, args[0])
#define METHOD(name) static obj *list_m_##name(obj **args, size_t nargs, obj *kw)

/* METH_O: the binder has checked for exactly one argument and no keywords */
METHOD(append)
{
    struct list_obj *l = SELF;
    if (l->len < l->cap) /* the common case, without list_append's call */
        l->items[l->len++] = incref(args[1]);
    else if (list_append(args[0], args[1]) < 0)
        return NULL;
    return NONE;
}
METHOD(extend)
{
    if (list_extend(args[0], args[1]) < 0)
        return NULL;
    return NONE;
}
METHOD(pop)
{
    struct list_obj *l = SELF;
    size_t i;
    if (seq_pop_index(args, nargs, &l->len, "list", &i) < 0)
        return NULL;
    obj *v = l->items[i];
    memmove(l->items + i, l->items + i + 1, (l->len - i - 1) * sizeof(obj *));
    l->len--;
    return v;
}
METHOD(insert)
{
    struct list_obj *l = SELF;
    int64_t k = op_index_ssize(args[1]);
    if (k == -1 && vm->exc)
        return NULL;
    if (k < 0) {
        k += (int64_t)l->len;
        if (k < 0)
            k = 0;
    }
    if ((uint64_t)k > l->len)
        k = (int64_t)l->len;
    if (list_grow(l, l->len + 1) < 0)
        return NULL;
    memmove(l->items + k + 1, l->items + k, (l->len - (size_t)k) * sizeof(obj *));
    l->items[k] = incref(args[2]);
    l->len++;
    return NONE;
}
METHOD(remove)
{
    struct list_obj *l = SELF;
    for (size_t i = 0; i < l->len; i++) {
        int eq = op_eq(l->items[i], args[1]);
        if (eq < 0)
            return NULL;
        if (eq) {
            if (i >= l->len) /* __eq__ shrank the list: CPython's del l[i:i+1] is a no-op */
                return NONE;
            obj *v = l->items[i];
            memmove(l->items + i, l->items + i + 1, (l->len - i - 1) * sizeof(obj *));
            l->len--;
            decref(v);
            return NONE;
        }
    }
    return exc_raise(&exc_ValueError, "list.remove(x): x not in list");
}
METHOD(index)
{
    struct list_obj *l = SELF;
    intptr_t i = seq_find(&l->items, &l->len, args, nargs);
    if (i != -1)
        return i < 0 ? NULL : int_from_i64(i);
    obj *r = op_repr(args[1]);
    if (r) {
        exc_raise(&exc_ValueError, "%s is not in list", str_cstr(r));
        decref(r);
    }
    return NULL;
}
METHOD(count)
{
    return seq_count(&SELF->items, &SELF->len, args[1]);
}
METHOD(clear)
{
    struct list_obj *l = SELF;
    obj **items = l->items;
    size_t n = l->len;
    l->items = NULL;
    l->len = l->cap = 0;
    for (size_t i = 0; i < n; i++)
        decref(items[i]);
    mem_free(items);
    return NONE;
}
METHOD(copy)
{
    struct list_obj *l = SELF;
    obj *r = list_new(l->len);
    if (r)
        seq_fill(AS(list_obj, r)->items, l->items, l->len, l->len);
    return r;
}
METHOD(reverse)
{
    struct list_obj *l = SELF;
    for (size_t i = 0; i < l->len / 2; i++) {
        obj *t = l->items[i];
        l->items[i] = l->items[l->len - 1 - i];
        l->items[l->len - 1 - i] = t;
    }
    return NONE;
}
/* sort() and sorted() take only key= and reverse=, and name any other keyword (cmp=, from
 * Python 2) the way CPython does */
METHOD(sort)
{
    obj **a = args;
    int rev = a[2] ? op_truth(a[2]) : 0;
    if (rev < 0)
        return NULL;
    if (list_sort(args[0], a[1], rev) < 0)
        return NULL;
    return NONE;
}

static const struct method_def list_methods[] = {
    {"append", list_m_append, METH_O},
    {"extend", list_m_extend, METH_O},
    {"pop", list_m_pop, 0, PA_SIG_POS(0, 1, "i")},
    {"insert", list_m_insert, 0, PA_SIG_POS(2, 2, "i")},
    {"remove", list_m_remove, METH_O},
    {"index", list_m_index, 0, PA_SIG_POS(1, 3, "Obb")},
    {"count", list_m_count, METH_O},
    {"clear", list_m_clear, METH_NOARGS},
    {"copy", list_m_copy, METH_NOARGS},
    {"reverse", list_m_reverse, METH_NOARGS},
    {"sort", list_m_sort, 0, PA_SIG_KW(0, 0, NULL, "key", "reverse")},
    {NULL, NULL, 0},
};

static obj *list_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (!nargs)
        return list_new(0);
    return list_from_iter(args[0]);
}

struct type type_list = {
    .name = "list",
    .flags = TF_BASETYPE,
    .traverse = list_traverse,
    .methods = list_methods,
    .dealloc = list_dealloc,
    .repr = list_repr,
    .compare = list_compare,
    .binary = list_binary,
    .len = list_len,
    .getitem = list_getitem,
    .setitem = list_setitem,
    .contains = list_contains,
    .iter = list_iter,
    .construct = list_construct,
    .construct_sig = PA_SIG_POS(0, 1, NULL),
};
