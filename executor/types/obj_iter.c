/* executor/types/obj_iter.c: the builtin iterator types: list, tuple, sequence and callable
 * iterators, enumerate, zip, map, filter, reversed. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/iter.h"

/* The iter() of every iterator: itself. */
obj *iter_self(obj *o)
{
    return incref(o);
}

int iter_each(obj *iterable, int (*fn)(void *arg, obj *item), void *arg)
{
    obj *it = op_iter(iterable);
    if (!it)
        return -1;
    int rc = 0;
    obj *v;
    while (rc >= 0 && (v = op_next(it))) {
        rc = fn(arg, v);
        decref(v);
    }
    decref(it);
    return rc < 0 || vm->exc ? -1 : 0;
}

/* ---- iterators over a list's or a tuple's items: one .next for both, which re-reads a
 * list's length and items at each step (the loop body may resize it) ---- */
obj *items_iter_new(struct type *type, obj *seq)
{
    return obj_new_refs(type, &seq, 1);
}
static obj *items_iter_next(obj *o)
{
    struct items_iter *it = (struct items_iter *)o;
    bool list = o->type == &type_iter_list;
    size_t n = list ? AS(list_obj, it->seq)->len : AS(tuple_obj, it->seq)->len;
    if (it->i >= n)
        return NULL;
    obj **items = list ? AS(list_obj, it->seq)->items : AS(tuple_obj, it->seq)->items;
    return incref(items[it->i++]);
}
/* one iterator over a list's or a tuple's items, under each one's name */
#define ITEMS_ITER_SLOTS                                                                           \
    .instance_size = sizeof(struct items_iter), .refs = REFS(struct items_iter, seq),              \
    .next = items_iter_next
struct type type_iter_list = {.name = "list_iterator", ITEMS_ITER_SLOTS};
struct type type_iter_tuple = {.name = "tuple_iterator", ITEMS_ITER_SLOTS};

/* ---- iteration by __getitem__ ---- */
struct seqiter {
    obj hdr;
    obj *seq;
    intptr_t i;
};

obj *seqiter_new(obj *seq)
{
    return obj_new_refs(&type_iter_seq, &seq, 1);
}
static obj *seqiter_next(obj *o)
{
    struct seqiter *it = (struct seqiter *)o;
    if (!it->seq)
        return NULL;
    obj *v = op_getitem(it->seq, small_new(it->i));
    if (!v) {
        if (exc_pending_is(&exc_IndexError) || exc_pending_is(&exc_StopIteration)) {
            exc_clear();
            CLEAR(it->seq);
        }
        return NULL;
    }
    it->i++;
    return v;
}
struct type type_iter_seq = {
    .name = "iterator",
    .instance_size = sizeof(struct seqiter),
    .refs = REFS(struct seqiter, seq),
    .next = seqiter_next,
};

/* ---- iter(callable, sentinel) ---- */
struct calliter {
    obj hdr;
    obj *fn, *sentinel;
};
obj *calliter_new(obj *fn, obj *sentinel)
{
    obj *v[] = {fn, sentinel};
    return obj_new_refs(&type_iter_callable, v, 2);
}
static obj *calliter_next(obj *o)
{
    struct calliter *it = (struct calliter *)o;
    if (!it->fn)
        return NULL;
    obj *v = op_call0(it->fn);
    if (!v) {
        if (exc_pending_is(&exc_StopIteration) && !vm->fatal) {
            exc_clear();
            CLEAR(it->fn);
        }
        return NULL;
    }
    int eq = op_eq(v, it->sentinel);
    if (eq) {
        decref(v);
        if (eq > 0)
            CLEAR(it->fn);
        return NULL;
    }
    return v;
}
struct type type_iter_callable = {
    .name = "callable_iterator",
    .instance_size = sizeof(struct calliter),
    .refs = REFS(struct calliter, fn, sentinel),
    .next = calliter_next,
};

obj *iter_alloc_over(struct type *t, size_t size, obj *iterable, obj **it)
{
    *it = op_iter(iterable);
    if (!*it)
        return NULL;
    obj *o = obj_alloc(t, size);
    if (!o)
        CLEAR(*it);
    return o;
}

/* ---- enumerate ---- */
struct enumerate {
    obj hdr;
    obj *it;
    obj *count;
};
static obj *enumerate_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj **a = args;
    if (a[1] && !is_int(a[1]))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(a[1]));
    obj *it;
    struct enumerate *e = (struct enumerate *)iter_alloc_over(t, sizeof *e, a[0], &it);
    if (!e)
        return NULL;
    e->it = it;
    e->count = incref(a[1] ? a[1] : small_new(0));
    return (obj *)e;
}
static obj *enumerate_next(obj *o)
{
    struct enumerate *e = (struct enumerate *)o;
    obj *v = op_next(e->it);
    if (!v)
        return NULL;
    obj *i = e->count;
    obj *n = op_binary(i, small_new(1), BIN_ADD);
    if (!n) {
        decref(v);
        return NULL;
    }
    e->count = n;
    obj *t = tuple_new(2);
    if (!t) {
        decref(i);
        decref(v);
        return NULL;
    }
    AS(tuple_obj, t)->items[0] = i;
    AS(tuple_obj, t)->items[1] = v;
    return t;
}
struct type type_enumerate = {
    .name = "enumerate",
    .refs = REFS(struct enumerate, it, count),
    .next = enumerate_next,
    .construct = enumerate_construct,
    .construct_sig = PA_SIG_KW(1, 2, NULL, "iterable", "start"),
};

/* iter() of each of ARGS into ITS, counted in *N as they open (the dealloc drops those
 * when one fails): false with the exception. zip and map hold their iterators so. */
static bool open_iters(obj **args, size_t nargs, obj **its, size_t *n)
{
    for (size_t i = 0; i < nargs; i++) {
        obj *it = op_iter(args[i]);
        if (!it)
            return false;
        its[(*n)++] = it;
    }
    return true;
}

/* ---- zip ---- */
struct zip {
    obj hdr;
    size_t n;
    bool strict;
    obj *its[];
};
static obj *zip_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    bool strict = false;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t i = 0; i < nkw; i++) {
        if (strcmp(str_cstr(AS(tuple_obj, kwnames)->items[i]), "strict"))
            return exc_raise(&exc_TypeError, "zip() got an unexpected keyword argument '%s'",
                             str_cstr(AS(tuple_obj, kwnames)->items[i]));
        int tr = op_truth(args[nargs + i]);
        if (tr < 0)
            return NULL;
        strict = tr;
    }
    struct zip *z = (struct zip *)obj_alloc(t, sizeof *z + nargs * sizeof(obj *));
    if (!z)
        return NULL;
    z->n = 0;
    z->strict = strict;
    if (!open_iters(args, nargs, z->its, &z->n))
        CLEAR(z);
    return (obj *)z;
}
static obj *zip_next(obj *o)
{
    struct zip *z = (struct zip *)o;
    if (!z->n)
        return NULL;
    obj *t = tuple_new(z->n);
    if (!t)
        return NULL;
    for (size_t i = 0; i < z->n; i++) {
        obj *v = op_next(z->its[i]);
        if (!v) {
            decref(t);
            if (!vm->exc && z->strict) {
                if (i > 0)
                    return exc_raise(&exc_ValueError,
                                     "zip() argument %zu is shorter than "
                                     "argument%s%zu",
                                     i + 1, i == 1 ? " " : "s 1-", i);
                for (size_t k = 1; k < z->n; k++) {
                    obj *w = op_next(z->its[k]);
                    if (w) {
                        decref(w);
                        return exc_raise(&exc_ValueError,
                                         "zip() argument %zu is longer than argument%s%zu", k + 1,
                                         k == 1 ? " " : "s 1-", k);
                    }
                    if (vm->exc)
                        return NULL;
                }
            }
            return NULL;
        }
        AS(tuple_obj, t)->items[i] = v;
    }
    return t;
}
static void zip_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(((struct zip *)o)->its, ((struct zip *)o)->n, visit, arg);
}
struct type type_zip = {
    .name = "zip",
    .traverse = zip_traverse,
    .next = zip_next,
    .construct = zip_construct,
};

/* ---- map ---- */
struct map {
    obj hdr;
    obj *fn;
    size_t n;
    obj *its[];
};
static obj *map_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs < 2)
        return exc_raise(&exc_TypeError, "map() must have at least two arguments.");
    struct map *m = (struct map *)obj_alloc(t, sizeof *m + (nargs - 1) * sizeof(obj *));
    if (!m)
        return NULL;
    m->fn = incref(args[0]);
    m->n = 0;
    if (!open_iters(args + 1, nargs - 1, m->its, &m->n))
        CLEAR(m);
    return (obj *)m;
}
static obj *map_next(obj *o)
{
    struct map *m = (struct map *)o;
    obj *small[8];
    obj **vals = m->n <= 8 ? small : mem_alloc(m->n * sizeof(obj *));
    if (!vals)
        return NULL;
    size_t got = 0;
    obj *r = NULL;
    for (; got < m->n; got++) {
        vals[got] = op_next(m->its[got]);
        if (!vals[got])
            goto out;
    }
    r = op_call(m->fn, vals, m->n, NULL);
out:
    for (size_t i = 0; i < got; i++)
        decref(vals[i]);
    if (vals != small)
        mem_free(vals);
    return r;
}
static void map_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(((struct map *)o)->its, ((struct map *)o)->n, visit, arg);
}
struct type type_map = {
    .name = "map",
    .refs = REFS(struct map, fn),
    .traverse = map_traverse,
    .next = map_next,
    .construct = map_construct,
    .construct_sig = PA_SIG_POS(0, PYARGS_ANY, NULL),
};

/* ---- filter ---- */
struct filter {
    obj hdr;
    obj *fn, *it;
};
static obj *filter_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *it;
    struct filter *f = (struct filter *)iter_alloc_over(t, sizeof *f, args[1], &it);
    if (!f)
        return NULL;
    f->fn = incref(args[0]);
    f->it = it;
    return (obj *)f;
}
static obj *filter_next(obj *o)
{
    struct filter *f = (struct filter *)o;
    for (;;) {
        obj *v = op_next(f->it);
        if (!v)
            return NULL;
        int keep;
        if (f->fn == NONE || f->fn == (obj *)&type_bool) {
            keep = op_truth(v);
        } else {
            obj *r = op_call1(f->fn, v);
            if (!r) {
                decref(v);
                return NULL;
            }
            keep = op_truth(r);
            decref(r);
        }
        if (keep > 0)
            return v;
        decref(v);
        if (keep < 0)
            return NULL;
    }
}
struct type type_filter = {
    .name = "filter",
    .refs = REFS(struct filter, fn, it),
    .next = filter_next,
    .construct = filter_construct,
    .construct_sig = PA_SIG_POS(2, 2, NULL),
};

/* ---- reversed ---- */
struct reversed {
    obj hdr;
    obj *seq;
    intptr_t i;
};
static obj *reversed_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *seq = args[0];
    obj *res;
    if (op_call_special(seq, "__reversed__", NULL, &res))
        return res;
    struct type *vt = type_of(seq);
    if (is_dict(seq) || vt == &type_dict_keys || vt == &type_dict_values ||
        vt == &type_dict_items) {
        /* dicts keep insertion order: reversed is the materialised order backwards */
        obj *l = list_from_iter(seq);
        if (!l)
            return NULL;
        seq = l;
    } else {
        struct type *st = type_of(seq);
        if (!st->getitem || !st->len || is_dict(seq) || is_anyset(seq))
            return exc_raise(&exc_TypeError, "'%s' object is not reversible", st->name);
        incref(seq);
    }
    intptr_t n = op_len(seq);
    struct reversed *r = n < 0 ? NULL : (struct reversed *)obj_new_refs(t, &seq, 1);
    decref(seq);
    if (r)
        r->i = n - 1;
    return (obj *)r;
}
static obj *reversed_next(obj *o)
{
    struct reversed *r = (struct reversed *)o;
    if (r->i < 0 || !r->seq)
        return NULL;
    if (is_list(r->seq)) {
        struct list_obj *l = AS(list_obj, r->seq);
        if ((size_t)r->i >= l->len) {
            r->i = -1;
            return NULL;
        }
        return incref(l->items[r->i--]);
    }
    obj *idx = int_from_i64(r->i--);
    obj *v = op_getitem(r->seq, idx);
    decref(idx);
    if (!v && exc_pending_is(&exc_IndexError)) {
        exc_clear();
        r->i = -1;
    }
    return v;
}
struct type type_reversed = {
    .name = "reversed",
    .instance_size = sizeof(struct reversed),
    .refs = REFS(struct reversed, seq),
    .next = reversed_next,
    .construct = reversed_construct,
    .construct_sig = PA_SIG_POS(1, 1, NULL),
};
