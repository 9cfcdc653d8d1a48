/* executor/lib/mod_heapq.c: the heapq module. The sift routines move items exactly as
 * CPython's do (a leaf-first sift-up followed by a sift-down), because programs print their
 * heaps. Comparisons run user code that may resize the list: every step re-checks it.
 * nlargest/nsmallest are the documented equivalents, sorted(...)[:n]. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/mod_heapq.h"

static struct type type_merge;

/* a < b: 0/1, -1 on error, and -1 with RuntimeError when the heap changed size meanwhile */
static int heap_less(obj *heap, size_t expected_len, obj *a, obj *b)
{
    incref(a);
    incref(b);
    int r = op_compare_bool(a, b, CMP_LT);
    decref(a);
    decref(b);
    if (r >= 0 && AS(list_obj, heap)->len != expected_len) {
        exc_raise(&exc_RuntimeError, "list changed size during iteration");
        return -1;
    }
    return r;
}

/* Moves the item at pos towards the root while it is smaller than its parent. */
static int sift_down(obj *heap, size_t start, size_t pos)
{
    struct list_obj *l = AS(list_obj, heap);
    size_t len = l->len;
    while (pos > start) {
        size_t parent = (pos - 1) >> 1;
        int lt = heap_less(heap, len, l->items[pos], l->items[parent]);
        if (lt < 0)
            return -1;
        if (!lt)
            break;
        obj *t = l->items[parent];
        l->items[parent] = l->items[pos];
        l->items[pos] = t;
        pos = parent;
    }
    return 0;
}

/* Moves the smaller child up until pos is a leaf, then sifts the item back down. */
static int sift_up(obj *heap, size_t pos)
{
    struct list_obj *l = AS(list_obj, heap);
    size_t end = l->len, start = pos, child = 2 * pos + 1;
    while (child < end) {
        size_t right = child + 1;
        if (right < end) {
            int lt = heap_less(heap, end, l->items[child], l->items[right]);
            if (lt < 0)
                return -1;
            if (!lt)
                child = right;
        }
        obj *t = l->items[pos];
        l->items[pos] = l->items[child];
        l->items[child] = t;
        pos = child;
        child = 2 * pos + 1;
    }
    return sift_down(heap, start, pos);
}

static bool heap_arg(obj *heap, const char *what)
{
    if (is_list(heap))
        return true;
    exc_raise(&exc_TypeError, "%s must be list, not %s", what, op_type_name(heap));
    return false;
}

/* Shared with mod_queue.c's PriorityQueue. */
int heapq_push(obj *heap, obj *item)
{
    if (list_append(heap, item) < 0)
        return -1;
    return sift_down(heap, 0, AS(list_obj, heap)->len - 1);
}

/* The root of the non-empty heap becomes item, which sifts to its place; the old root. */
static obj *replace_root(obj *heap, obj *item)
{
    struct list_obj *l = AS(list_obj, heap);
    if (!l->len)
        return exc_raise(&exc_IndexError, "index out of range");
    obj *top = l->items[0];
    l->items[0] = incref(item);
    if (sift_up(heap, 0) < 0) {
        decref(top);
        return NULL;
    }
    return top;
}

obj *heapq_pop(obj *heap)
{
    struct list_obj *l = AS(list_obj, heap);
    if (!l->len)
        return exc_raise(&exc_IndexError, "index out of range");
    obj *last = l->items[--l->len];
    if (!l->len)
        return last;
    obj *top = replace_root(heap, last);
    decref(last);
    return top;
}

static obj *f_heappush(obj **args, size_t nargs, obj *kw)
{
    if (!heap_arg(args[0], "heappush() argument 1"))
        return NULL;
    return heapq_push(args[0], args[1]) < 0 ? NULL : NONE;
}

static obj *f_heappop(obj **args, size_t nargs, obj *kw)
{
    if (!heap_arg(args[0], "heappop() argument"))
        return NULL;
    return heapq_pop(args[0]);
}

static obj *f_heapify(obj **args, size_t nargs, obj *kw)
{
    if (!heap_arg(args[0], "heapify() argument"))
        return NULL;
    size_t n = AS(list_obj, args[0])->len;
    if (!vm_charge(n))
        return vm_ops_exceeded();
    for (size_t i = n / 2; i > 0; i--)
        if (sift_up(args[0], i - 1) < 0)
            return NULL;
    return NONE;
}

static obj *f_heapreplace(obj **args, size_t nargs, obj *kw)
{
    if (!heap_arg(args[0], "heapreplace() argument 1"))
        return NULL;
    return replace_root(args[0], args[1]);
}

static obj *f_heappushpop(obj **args, size_t nargs, obj *kw)
{
    if (!heap_arg(args[0], "heappushpop() argument 1"))
        return NULL;
    struct list_obj *l = AS(list_obj, args[0]);
    if (!l->len)
        return incref(args[1]);
    int lt = heap_less(args[0], l->len, l->items[0], args[1]);
    if (lt < 0)
        return NULL;
    if (!lt)
        return incref(args[1]);
    return replace_root(args[0], args[1]);
}

/* nlargest / nsmallest (n, iterable, key=None): sorted(iterable, key=key, reverse=largest)[:n] */
static obj *n_extreme(obj **a, size_t nargs, obj *kw, intptr_t largest)
{
    intptr_t n = op_index(a[0]);
    if (n == -1 && vm->exc)
        return NULL;
    obj *l = list_from_iter(a[1]);
    if (!l)
        return NULL;
    if (n <= 0) {
        decref(l);
        return list_new(0);
    }
    if (n == 1 && AS(list_obj, l)->len > 1) {
        /* CPython uses max()/min() here: the first extreme item, compared with > or < */
        struct list_obj *lo = AS(list_obj, l);
        obj *key = a[2] && a[2] != NONE ? a[2] : NULL;
        obj *best = incref(lo->items[0]);
        obj *best_key = key ? op_call1(key, best) : incref(best);
        for (size_t i = 1; best_key && i < lo->len; i++) {
            obj *item = incref(lo->items[i]);
            obj *k = key ? op_call1(key, item) : incref(item);
            int better = k ? op_compare_bool(k, best_key, largest ? CMP_GT : CMP_LT) : -1;
            if (better > 0) {
                decref(best);
                decref(best_key);
                best = incref(item);
                best_key = incref(k);
            }
            xdecref(k);
            decref(item);
            if (better < 0)
                CLEAR(best_key);
        }
        obj *r = best_key ? list_new(1) : NULL;
        if (r)
            AS(list_obj, r)->items[0] = incref(best);
        decref(best);
        xdecref(best_key);
        decref(l);
        return r;
    }
    if (list_sort(l, a[2], largest) < 0) {
        decref(l);
        return NULL;
    }
    struct list_obj *lo = AS(list_obj, l);
    while (lo->len > (size_t)n)
        decref(lo->items[--lo->len]);
    return l;
}

/* ---- merge(*iterables, key=None, reverse=False) ----
 * Each step takes the smallest head (the largest when reversed); ties go to the earliest
 * iterable, which is the order CPython's heap-based merge produces. */
struct merge {
    obj hdr;
    obj *iters; /* tuple; an exhausted slot holds None */
    obj *heads; /* list: current value of each iterator (None when exhausted) */
    obj *keys;  /* list: key of each head */
    obj *key;   /* NULL: the value itself */
    bool reverse, started;
};

static int merge_fill(struct merge *m, size_t i)
{
    obj *it = AS(tuple_obj, m->iters)->items[i];
    obj *v = op_next(it);
    obj **head = &AS(list_obj, m->heads)->items[i], **k = &AS(list_obj, m->keys)->items[i];
    if (!v) {
        if (vm->exc)
            return -1;
        decref(AS(tuple_obj, m->iters)->items[i]);
        AS(tuple_obj, m->iters)->items[i] = incref(NONE);
        return 0;
    }
    obj *kv = m->key ? op_call1(m->key, v) : incref(v);
    if (!kv) {
        decref(v);
        return -1;
    }
    obj *oh = *head, *ok = *k;
    *head = v;
    *k = kv;
    decref(oh);
    decref(ok);
    return 0;
}

static obj *merge_next(obj *o)
{
    struct merge *m = (struct merge *)o;
    size_t n = AS(tuple_obj, m->iters)->len;
    if (!m->started) {
        m->started = true;
        for (size_t i = 0; i < n; i++)
            if (merge_fill(m, i) < 0)
                return NULL;
    }
    /* each item compares the heads of all the iterables */
    if (!vm_charge(n))
        return vm_ops_exceeded();
    intptr_t best = -1;
    for (size_t i = 0; i < n; i++) {
        if (AS(tuple_obj, m->iters)->items[i] == NONE)
            continue;
        if (best < 0) {
            best = (intptr_t)i;
            continue;
        }
        obj *ki = incref(AS(list_obj, m->keys)->items[i]);
        obj *kb = incref(AS(list_obj, m->keys)->items[best]);
        int better = m->reverse ? op_compare_bool(kb, ki, CMP_LT) : op_compare_bool(ki, kb, CMP_LT);
        decref(ki);
        decref(kb);
        if (better < 0)
            return NULL;
        if (better)
            best = (intptr_t)i;
    }
    if (best < 0)
        return NULL;
    obj *r = incref(AS(list_obj, m->heads)->items[best]);
    if (merge_fill(m, (size_t)best) < 0) {
        decref(r);
        return NULL;
    }
    return r;
}

static obj *f_merge(obj **args, size_t nargs, obj *kwnames)
{
    obj *key = NULL;
    int reverse = 0;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        const char *name = str_cstr(AS(tuple_obj, kwnames)->items[k]);
        obj *v = args[nargs + k];
        if (!strcmp(name, "key"))
            key = v == NONE ? NULL : v;
        else if (!strcmp(name, "reverse") && (reverse = op_truth(v)) < 0)
            return NULL;
        else if (strcmp(name, "reverse"))
            return exc_raise(&exc_TypeError, "merge() got an unexpected keyword argument '%s'",
                             name);
    }
    obj *refs[] = {tuple_new(nargs), list_new(nargs), list_new(nargs), key};
    struct merge *m =
        refs[0] && refs[1] && refs[2] ? (struct merge *)obj_new_refs(&type_merge, refs, 4) : NULL;
    for (int i = 0; i < 3; i++)
        xdecref(refs[i]);
    if (!m)
        return NULL;
    m->reverse = reverse;
    for (size_t i = 0; i < nargs; i++) {
        AS(list_obj, m->heads)->items[i] = incref(NONE);
        AS(list_obj, m->keys)->items[i] = incref(NONE);
    }
    for (size_t i = 0; i < nargs; i++)
        if (!(AS(tuple_obj, m->iters)->items[i] = op_iter(args[i]))) {
            for (size_t j = i; j < nargs; j++)
                AS(tuple_obj, m->iters)->items[j] = incref(NONE);
            decref((obj *)m);
            return NULL;
        }
    return (obj *)m;
}

/* CPython's merge is a generator function; its objects print as generators */
static struct type type_merge = {
    .name = "generator",
    .instance_size = sizeof(struct merge),
    .refs = REFS(struct merge, iters, heads, keys, key),
    .next = merge_next,
};

#define N_EXTREME_SIG PA_SIG_PY(2, 3, NULL, "n", "iterable", "key")
static const struct method_def heapq_funcs[] = {
    {"heappush", f_heappush, 0, PA_SIG_POS(2, 2, NULL)},
    {"heappop", f_heappop, METH_O},
    {"heapify", f_heapify, METH_O},
    {"heapreplace", f_heapreplace, 0, PA_SIG_POS(2, 2, NULL)},
    {"heappushpop", f_heappushpop, 0, PA_SIG_POS(2, 2, NULL)},
    {"nlargest", .fn_data = n_extreme, .data = true, .sig = N_EXTREME_SIG},
    {"nsmallest", .fn_data = n_extreme, .data = false, .sig = N_EXTREME_SIG},
    {"merge", f_merge, 0},
    {NULL, NULL, 0},
};

const struct module_def mod_heapq = {
    .name = "heapq",
    .functions = heapq_funcs,
    .types = (const struct module_type[]){{&type_merge, false}, {NULL}},
};
