/* executor/lib/mod_itertools.c: the itertools module. Every function is an iterator type
 * named like CPython's ("itertools.count"), lazy as in CPython. Combinatoric iterators
 * charge the size of each tuple they build to the operation budget, so that
 * list(permutations(range(1000))) stops on the budget rather than running for hours. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/types/iter.h"

static struct type type_count, type_cycle, type_repeat, type_accumulate, type_chain, type_compress,
    type_dropwhile, type_takewhile, type_filterfalse, type_groupby, type_grouper, type_islice,
    type_pairwise, type_starmap, type_tee, type_teedata, type_zip_longest, type_product,
    type_permutations, type_combinations, type_cwr;

static size_t nkw_of(obj *kwnames)
{
    return kwnames ? AS(tuple_obj, kwnames)->len : 0;
}

static bool is_number(obj *o)
{
    struct type *t = type_of(o);
    if (is_int(o) || t == &type_float || t == &type_complex)
        return true;
    /* instances of classes that can add (Fraction, Decimal, user numbers) */
    obj *m = op_special(o, "__add__");
    xdecref(m);
    return m != NULL;
}

/* op_next(*it); an exhausted iterator (not one that raised) is dropped, so that later calls
 * end at once without asking it again, as CPython's iterators do */
static obj *next_or_drop(obj **it)
{
    obj *x = op_next(*it);
    if (!x && !vm->exc)
        CLEAR(*it);
    return x;
}

/* A T reading ITERABLE: T's first reference field holds iter(iterable), the next N ones
 * VALUES (NULL: none yet); the fields that are not references start at zero. */
static obj *over_new(struct type *t, obj *iterable, obj *const *values, size_t n)
{
    obj *refs[4] = {op_iter(iterable)};
    if (!refs[0])
        return NULL;
    for (size_t i = 0; i < n; i++)
        refs[i + 1] = values[i];
    obj *o = obj_new_refs(t, refs, n + 1);
    decref(refs[0]);
    return o;
}

/* an optional argument: NULL when absent or None */
static obj *unless_none(obj *o)
{
    return o == NONE ? NULL : o;
}

/* ---- count(start=0, step=1) ---- */
struct count {
    obj hdr;
    obj *cur, *step;
};

static obj *count_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *start = args[0] ? args[0] : small_new(0), *step = args[1] ? args[1] : small_new(1);
    if (!is_number(start) || !is_number(step))
        return exc_raise(&exc_TypeError, "a number is required");
    obj *refs[] = {start, step};
    return obj_new_refs(t, refs, 2);
}

static obj *count_next(obj *o)
{
    struct count *c = (struct count *)o;
    obj *n = op_binary(c->cur, c->step, BIN_ADD);
    if (!n)
        return NULL;
    obj *r = c->cur;
    c->cur = n;
    return r;
}

/* "NAME(repr(a))", or "NAME(repr(a), repr(b))" when B is not NULL (stolen) */
static obj *call_repr(const char *name, obj *a, obj *b)
{
    obj *ar = op_repr(a), *br = ar && b ? op_repr(b) : NULL;
    obj *r = !ar || (b && !br) ? NULL
             : b               ? str_from_fmt("%s(%s, %s)", name, str_cstr(ar), str_cstr(br))
                               : str_from_fmt("%s(%s)", name, str_cstr(ar));
    xdecref(ar);
    xdecref(br);
    xdecref(b);
    return r;
}

static obj *count_repr(obj *o)
{
    struct count *c = (struct count *)o;
    /* CPython omits a step of exactly int 1 */
    bool one = is_small(c->step) && small_val(c->step) == 1;
    return call_repr("count", c->cur, one ? NULL : incref(c->step));
}

/* ---- cycle(iterable): the first pass saves what it yields ---- */
struct cycle {
    obj hdr;
    obj *it; /* NULL after the first pass */
    obj *saved;
    size_t index;
};

static obj *cycle_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *saved = list_new(0);
    obj *c = saved ? over_new(t, args[0], &saved, 1) : NULL;
    xdecref(saved);
    return c;
}

static obj *cycle_next(obj *o)
{
    struct cycle *c = (struct cycle *)o;
    if (c->it) {
        obj *x = op_next(c->it);
        if (x) {
            if (list_append(c->saved, x) < 0) {
                decref(x);
                return NULL;
            }
            return x;
        }
        if (vm->exc)
            return NULL;
        CLEAR(c->it);
    }
    struct list_obj *l = AS(list_obj, c->saved);
    if (!l->len)
        return NULL;
    if (c->index >= l->len)
        c->index = 0;
    return incref(l->items[c->index++]);
}

/* ---- repeat(object[, times]) ---- */
struct repeat {
    obj hdr;
    obj *value;
    intptr_t left; /* -1: forever */
};

static obj *repeat_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    intptr_t left = -1;
    if (args[1]) {
        left = op_index(args[1]);
        if (left == -1 && vm->exc)
            return NULL;
        if (left < 0)
            left = 0;
    }
    struct repeat *r = (struct repeat *)obj_new_refs(t, args, 1);
    if (r)
        r->left = left;
    return (obj *)r;
}

static obj *repeat_next(obj *o)
{
    struct repeat *r = (struct repeat *)o;
    if (r->left == 0)
        return NULL;
    if (r->left > 0)
        r->left--;
    return incref(r->value);
}

static obj *repeat_repr(obj *o)
{
    struct repeat *r = (struct repeat *)o;
    obj *times = r->left < 0 ? NULL : int_from_i64(r->left);
    return r->left < 0 || times ? call_repr("repeat", r->value, times) : NULL;
}

/* ---- accumulate(iterable[, func, *, initial=None]) ---- */
struct accumulate {
    obj hdr;
    obj *it, *func, *total, *initial;
};

static obj *accumulate_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *refs[] = {unless_none(args[1]), NULL, unless_none(args[2])}; /* func, total, initial */
    return over_new(t, args[0], refs, 3);
}

static obj *accumulate_next(obj *o)
{
    struct accumulate *s = (struct accumulate *)o;
    if (s->initial) {
        s->total = s->initial;
        s->initial = NULL;
        return incref(s->total);
    }
    obj *x = op_next(s->it);
    if (!x)
        return NULL;
    if (!s->total) {
        s->total = x;
        return incref(x);
    }
    obj *n = s->func ? op_call2(s->func, s->total, x) : op_binary(s->total, x, BIN_ADD);
    decref(x);
    if (!n)
        return NULL;
    decref(s->total);
    s->total = n;
    return incref(n);
}

/* ---- chain(*iterables) and chain.from_iterable(iterable) ---- */
struct chain {
    obj hdr;
    obj *sources; /* iterator over the iterables, NULL when done */
    obj *active;  /* iterator of the current iterable */
};

static obj *chain_new(struct type *t, obj *sources_iterable)
{
    return over_new(t, sources_iterable, NULL, 0);
}

static obj *chain_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *tup = tuple_from_array(args, nargs);
    if (!tup)
        return NULL;
    obj *c = chain_new(t, tup);
    decref(tup);
    return c;
}

static obj *chain_from_iterable(obj **args, size_t nargs, obj *kw)
{
    return chain_new((struct type *)args[0], args[1]);
}

static obj *chain_next(obj *o)
{
    struct chain *c = (struct chain *)o;
    while (c->sources) {
        if (!c->active) {
            obj *next_iterable = next_or_drop(&c->sources);
            if (!next_iterable)
                return NULL;
            c->active = op_iter(next_iterable);
            decref(next_iterable);
            if (!c->active)
                return NULL;
        }
        obj *x = op_next(c->active);
        if (x || vm->exc)
            return x;
        CLEAR(c->active);
    }
    return NULL;
}

/* ---- iterator + function: compress, dropwhile, takewhile, filterfalse, starmap ---- */
struct filter_like {
    obj hdr;
    obj *it, *fn; /* fn: selectors iterator for compress */
    bool done;    /* dropwhile: dropping is over; takewhile: taking is over */
};

static obj *filter_like_new(struct type *t, obj *fn, obj *iterable)
{
    return over_new(t, iterable, &fn, 1);
}

static obj *compress_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *sel = op_iter(args[1]);
    if (!sel)
        return NULL;
    obj *r = filter_like_new(t, sel, args[0]);
    decref(sel);
    return r;
}

static obj *pred_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    return filter_like_new(t, args[0], args[1]);
}

/* predicate truth of x: 0/1, -1 on error; filterfalse takes None for bool(x) */
static int pred_truth(obj *fn, obj *x, bool none_is_bool)
{
    if (fn == NONE && none_is_bool)
        return op_truth(x);
    obj *r = op_call1(fn, x);
    if (!r)
        return -1;
    int t = op_truth(r);
    decref(r);
    return t;
}

/* What each filter does with the item x it read: KEEP_YIELD it, KEEP_SKIP it, KEEP_END the
 * iteration (x is dropped), or KEEP_ERROR. */
enum { KEEP_ERROR = -1, KEEP_SKIP, KEEP_YIELD, KEEP_END };

static int compress_keep(struct filter_like *f, obj *x)
{
    obj *s = op_next(f->fn);
    if (!s)
        return vm->exc ? KEEP_ERROR : KEEP_END;
    int t = op_truth(s);
    decref(s);
    return t < 0 ? KEEP_ERROR : t ? KEEP_YIELD : KEEP_SKIP;
}

static int dropwhile_keep(struct filter_like *f, obj *x)
{
    if (f->done)
        return KEEP_YIELD;
    int t = pred_truth(f->fn, x, false);
    f->done = t == 0;
    return t < 0 ? KEEP_ERROR : t ? KEEP_SKIP : KEEP_YIELD;
}

static int takewhile_keep(struct filter_like *f, obj *x)
{
    int t = pred_truth(f->fn, x, false);
    f->done = t == 0;
    return t < 0 ? KEEP_ERROR : t ? KEEP_YIELD : KEEP_END;
}

static int filterfalse_keep(struct filter_like *f, obj *x)
{
    int t = pred_truth(f->fn, x, true);
    return t < 0 ? KEEP_ERROR : t ? KEEP_SKIP : KEEP_YIELD;
}

/* compress, dropwhile, takewhile and filterfalse: read until an item is kept */
static obj *filter_next(obj *o)
{
    struct filter_like *f = (struct filter_like *)o;
    struct type *t = o->type;
    int (*keep)(struct filter_like *, obj *) = t == &type_compress    ? compress_keep
                                               : t == &type_dropwhile ? dropwhile_keep
                                               : t == &type_takewhile ? takewhile_keep
                                                                      : filterfalse_keep;
    if (t == &type_takewhile && f->done)
        return NULL;
    for (;;) {
        obj *x = op_next(f->it);
        if (!x)
            return NULL;
        int k = keep(f, x);
        if (k == KEEP_YIELD)
            return x;
        decref(x);
        if (k != KEEP_SKIP)
            return NULL;
    }
}

static obj *starmap_next(obj *o)
{
    struct filter_like *f = (struct filter_like *)o;
    obj *x = op_next(f->it);
    if (!x)
        return NULL;
    obj *args = tuple_from_iter(x);
    decref(x);
    if (!args)
        return NULL;
    obj *r = op_call(f->fn, AS(tuple_obj, args)->items, AS(tuple_obj, args)->len, NULL);
    decref(args);
    return r;
}

/* ---- groupby(iterable, key=None) ----
 * The groupby object owns the position in the source; a _grouper yields while the source's
 * current key equals its own and it is still the newest group (an older group ends as soon
 * as groupby moves on, as in CPython). */
struct groupby {
    obj hdr;
    obj *it, *keyfunc;
    obj *tgtkey;  /* key of the group being handed out, or NULL */
    obj *currkey; /* key and value just read from the source, or NULL */
    obj *currvalue;
    obj *current_grouper; /* borrowed identity of the newest grouper */
};

struct grouper {
    obj hdr;
    obj *parent;
    obj *tgtkey;
};

static obj *groupby_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *keyfunc = unless_none(args[1]);
    return over_new(t, args[0], &keyfunc, 1);
}

/* Reads the next value and its key into currvalue/currkey; 0 done, 1 read, -1 error. */
static int groupby_step(struct groupby *g)
{
    obj *v = op_next(g->it);
    if (!v)
        return vm->exc ? -1 : 0;
    obj *k = g->keyfunc ? op_call1(g->keyfunc, v) : incref(v);
    if (!k) {
        decref(v);
        return -1;
    }
    xdecref(g->currvalue);
    xdecref(g->currkey);
    g->currvalue = v;
    g->currkey = k;
    return 1;
}

static obj *groupby_next(obj *o)
{
    struct groupby *g = (struct groupby *)o;
    g->current_grouper = NULL;
    /* skip what is left of the current group */
    for (;;) {
        if (!g->currkey) {
            int rc = groupby_step(g);
            if (rc <= 0)
                return NULL;
        }
        if (!g->tgtkey)
            break;
        int eq = op_compare_bool(g->tgtkey, g->currkey, CMP_EQ);
        if (eq < 0)
            return NULL;
        if (!eq)
            break;
        CLEAR(g->currkey);
        CLEAR(g->currvalue);
    }
    xdecref(g->tgtkey);
    g->tgtkey = incref(g->currkey);
    obj *refs[] = {o, g->tgtkey};
    obj *gr = obj_new_refs(&type_grouper, refs, 2);
    if (!gr)
        return NULL;
    g->current_grouper = (obj *)gr;
    obj *r = tuple_pack(2, g->currkey, gr);
    decref(gr);
    return r;
}

static obj *grouper_next(obj *o)
{
    struct grouper *gr = (struct grouper *)o;
    struct groupby *g = (struct groupby *)gr->parent;
    if (g->current_grouper != o)
        return NULL;
    if (!g->currvalue) {
        int rc = groupby_step(g);
        if (rc <= 0)
            return NULL;
    }
    int eq = op_compare_bool(gr->tgtkey, g->currkey, CMP_EQ);
    if (eq <= 0)
        return NULL;
    obj *r = g->currvalue;
    g->currvalue = NULL;
    CLEAR(g->currkey);
    return r;
}

/* The parent points back at its current group, without owning it: that pointer goes
 * before the reference to the parent does. */
static void grouper_finalize(obj *o)
{
    struct groupby *g = (struct groupby *)((struct grouper *)o)->parent;
    if (g && g->current_grouper == o)
        g->current_grouper = NULL;
}

/* ---- islice(iterable, stop) / islice(iterable, start, stop[, step]) ---- */
struct islice {
    obj hdr;
    obj *it;       /* NULL when done */
    intptr_t next; /* index of the next item to yield */
    intptr_t stop; /* -1: no stop */
    intptr_t step;
    intptr_t count; /* items consumed so far */
};

/* None or 0 <= int; *out -1 for None */
static bool islice_arg(obj *o, intptr_t *out, const char *what)
{
    if (o == NONE) {
        *out = -1;
        return true;
    }
    if (is_int(o)) {
        int64_t v;
        if (!int_to_i64(o, &v))
            v = int_sign(o) < 0 ? -1 : INTPTR_MAX;
        if (v >= 0) {
            *out = (intptr_t)v;
            return true;
        }
    }
    exc_raise(&exc_ValueError,
              "%s argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.", what);
    return false;
}

static obj *islice_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    intptr_t start = 0, stop = -1, step = 1;
    if (nargs == 2) {
        if (!islice_arg(args[1], &stop, "Stop"))
            return NULL;
    } else {
        if (!islice_arg(args[1], &start, "Indices") || !islice_arg(args[2], &stop, "Indices")) {
            if (exc_pending_is(&exc_ValueError)) {
                exc_clear();
                exc_raise(&exc_ValueError, "Indices for islice() must be None or an integer: 0 "
                                           "<= x <= sys.maxsize.");
            }
            return NULL;
        }
        if (start < 0)
            start = 0;
        if (nargs == 4 && args[3] != NONE) {
            int64_t s = 0;
            if (!is_int(args[3]) || !int_to_i64(args[3], &s) || s <= 0)
                return exc_raise(&exc_ValueError,
                                 "Step for islice() must be a positive integer or None.");
            step = (intptr_t)s;
        }
    }
    struct islice *s = (struct islice *)over_new(t, args[0], NULL, 0);
    if (s) {
        s->next = start;
        s->stop = stop;
        s->step = step;
    }
    return (obj *)s;
}

static obj *islice_next(obj *o)
{
    struct islice *s = (struct islice *)o;
    if (!s->it)
        return NULL;
    /* skips to start, then never reads past stop: islice(it, n) consumes exactly n items */
    while (s->count < s->next) {
        obj *x = next_or_drop(&s->it);
        if (!x)
            return NULL;
        decref(x);
        s->count++;
    }
    if (s->stop >= 0 && s->count >= s->stop) {
        CLEAR(s->it);
        return NULL;
    }
    obj *x = next_or_drop(&s->it);
    if (!x)
        return NULL;
    s->count++;
    s->next = s->next > INTPTR_MAX - s->step ? INTPTR_MAX : s->next + s->step;
    if (s->stop >= 0 && s->next > s->stop)
        s->next = s->stop;
    return x;
}

/* ---- pairwise(iterable) ---- */
struct pairwise {
    obj hdr;
    obj *it, *old;
};

static obj *pairwise_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    return over_new(t, args[0], NULL, 0);
}

static obj *pairwise_next(obj *o)
{
    struct pairwise *p = (struct pairwise *)o;
    if (!p->it)
        return NULL;
    if (!p->old) {
        p->old = next_or_drop(&p->it);
        if (!p->old)
            return NULL;
    }
    obj *x = op_next(p->it);
    if (!x) {
        if (!vm->exc) {
            CLEAR(p->it);
            CLEAR(p->old);
        }
        return NULL;
    }
    obj *r = tuple_pack(2, p->old, x);
    decref(p->old);
    p->old = x;
    return r;
}

/* ---- tee(iterable, n=2) ----
 * The tees share a chain of teedata blocks; each tee holds the block it reads from, so a
 * block is freed once every tee has moved past it. */
#define TEE_BLOCK 57

struct teedata {
    obj hdr;
    obj *it;      /* the shared source iterator */
    obj *next;    /* next block, or NULL */
    int n;        /* values read into this block */
    bool running; /* reading from it: a source that reads its own tee must not re-enter */
    obj *values[TEE_BLOCK];
};

struct tee {
    obj hdr;
    obj *data; /* current block */
    int index;
};

static obj *teedata_new(obj *it)
{
    obj *refs[] = {it, NULL}; /* the next block comes later; no values yet */
    return obj_new_refs(&type_teedata, refs, 2);
}

static void teedata_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(((struct teedata *)o)->values, (size_t)((struct teedata *)o)->n, visit, arg);
}

static obj *tee_make(obj *data, int index)
{
    obj *t = obj_new_refs(&type_tee, &data, 1);
    if (t)
        ((struct tee *)t)->index = index;
    return t;
}

static obj *tee_next(obj *o)
{
    struct tee *t = (struct tee *)o;
    struct teedata *d = (struct teedata *)t->data;
    if (t->index >= TEE_BLOCK) {
        if (!d->next && !(d->next = teedata_new(d->it)))
            return NULL;
        obj *n = incref(d->next);
        decref(t->data);
        t->data = n;
        t->index = 0;
        d = (struct teedata *)n;
    }
    if (t->index < d->n)
        return incref(d->values[t->index++]);
    if (d->running)
        return exc_raise(&exc_RuntimeError, "cannot re-enter the tee iterator");
    d->running = true;
    obj *x = op_next(d->it);
    d->running = false;
    if (!x)
        return NULL;
    d->values[d->n++] = incref(x);
    t->index++;
    return x;
}

static obj *m_tee(obj **args, size_t nargs, obj *kw)
{
    intptr_t n = 2;
    if (nargs == 2) {
        n = op_index(args[1]);
        if (n == -1 && vm->exc)
            return NULL;
        if (n < 0)
            return exc_raise(&exc_ValueError, "n must be >= 0");
    }
    obj *r = tuple_new((size_t)n);
    if (!r || n == 0)
        return r;
    obj *data = NULL;
    int index = 0;
    if (type_of(args[0]) == &type_tee) {
        /* a tee of a tee shares its buffer, like CPython's __copy__ */
        data = incref(((struct tee *)args[0])->data);
        index = ((struct tee *)args[0])->index;
    } else {
        obj *it = op_iter(args[0]);
        data = it ? teedata_new(it) : NULL;
        xdecref(it);
    }
    if (!data) {
        decref(r);
        return NULL;
    }
    for (intptr_t i = 0; i < n; i++)
        if (!(AS(tuple_obj, r)->items[i] = tee_make(data, index))) {
            decref(data);
            decref(r);
            return NULL;
        }
    decref(data);
    return r;
}

/* ---- zip_longest(*iterables, fillvalue=None) ---- */
struct zip_longest {
    obj hdr;
    obj *iters; /* tuple; an exhausted slot holds None */
    obj *fill;
    size_t active;
};

static obj *zip_longest_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *fill = NONE;
    size_t nkw = nkw_of(kwnames);
    for (size_t k = 0; k < nkw; k++) {
        if (strcmp(str_cstr(AS(tuple_obj, kwnames)->items[k]), "fillvalue"))
            return exc_raise(&exc_TypeError, "zip_longest() got an unexpected keyword argument");
        fill = args[nargs + k];
    }
    obj *iters = tuple_new(nargs);
    for (size_t i = 0; iters && i < nargs; i++)
        if (!(AS(tuple_obj, iters)->items[i] = op_iter(args[i])))
            CLEAR(iters);
    if (!iters)
        return NULL;
    obj *refs[] = {iters, fill};
    struct zip_longest *z = (struct zip_longest *)obj_new_refs(t, refs, 2);
    decref(iters);
    if (z)
        z->active = nargs;
    return (obj *)z;
}

static obj *zip_longest_next(obj *o)
{
    struct zip_longest *z = (struct zip_longest *)o;
    struct tuple_obj *its = AS(tuple_obj, z->iters);
    if (!its->len || !z->active)
        return NULL;
    obj *r = tuple_new(its->len);
    if (!r)
        return NULL;
    for (size_t i = 0; i < its->len; i++) {
        obj *x = NULL;
        if (its->items[i] != NONE) {
            x = op_next(its->items[i]);
            if (!x) {
                if (vm->exc) {
                    decref(r);
                    return NULL;
                }
                decref(its->items[i]);
                its->items[i] = incref(NONE);
                if (--z->active == 0) {
                    decref(r);
                    return NULL;
                }
            }
        }
        AS(tuple_obj, r)->items[i] = x ? x : incref(z->fill);
    }
    return r;
}

/* ---- combinatorics: product, permutations, combinations, combinations_with_replacement ----
 * All keep the pool(s) as tuples and an index vector, and yield fresh tuples in CPython's
 * lexicographic order. */
struct combo {
    obj hdr;
    obj *pools;      /* product: tuple of tuples; the others: the pool tuple */
    size_t r;        /* length of each result */
    size_t *indices; /* r entries (permutations: n) */
    size_t *cycles;  /* permutations only */
    bool started, done;
};

/* the index arrays */
static void combo_dealloc(obj *o)
{
    mem_free(((struct combo *)o)->indices);
    mem_free(((struct combo *)o)->cycles);
    obj_free(o);
}

static obj *combo_alloc(struct type *t, obj *pools, size_t r, size_t nindices, bool cycles)
{
    /* r comes from the snippet: refuse sizes whose byte count would wrap around */
    bool too_big =
        r > LIMIT_SEQ_BYTES / sizeof(size_t) || nindices > LIMIT_SEQ_BYTES / sizeof(size_t);
    struct combo *c = too_big ? NULL : (struct combo *)obj_new_refs(t, &pools, 1);
    decref(pools);
    if (!c)
        return too_big ? exc_no_memory() : NULL;
    c->r = r;
    c->indices = mem_calloc((nindices ? nindices : 1) * sizeof(size_t));
    c->cycles = cycles ? mem_calloc((r ? r : 1) * sizeof(size_t)) : NULL;
    c->started = c->done = false;
    if (!c->indices || (cycles && !c->cycles)) {
        decref((obj *)c);
        return NULL;
    }
    return (obj *)c;
}

static obj *product_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    intptr_t repeat = 1;
    size_t nkw = nkw_of(kwnames);
    for (size_t k = 0; k < nkw; k++) {
        const char *name = str_cstr(AS(tuple_obj, kwnames)->items[k]);
        if (strcmp(name, "repeat"))
            return exc_raise(&exc_TypeError, "'%s' is an invalid keyword argument for product()",
                             name);
        repeat = op_index(args[nargs + k]);
        if (repeat == -1 && vm->exc)
            return NULL;
        if (repeat < 0)
            return exc_raise(&exc_ValueError, "repeat argument cannot be negative");
    }
    if (nargs && (size_t)repeat > LIMIT_SEQ_BYTES / sizeof(obj *) / nargs) {
        exc_no_memory();
        return NULL;
    }
    size_t npools = nargs * (size_t)repeat;
    obj *pools = tuple_new(npools);
    if (!pools)
        return NULL;
    for (size_t i = 0; i < nargs; i++) {
        obj *p = tuple_from_iter(args[i]);
        if (!p) {
            decref(pools);
            return NULL;
        }
        for (intptr_t k = 0; k < repeat; k++)
            AS(tuple_obj, pools)->items[(size_t)k * nargs + i] = incref(p);
        decref(p);
    }
    return combo_alloc(t, pools, npools, npools, false);
}

static obj *product_next(obj *o)
{
    struct combo *c = (struct combo *)o;
    if (c->done)
        return NULL;
    struct tuple_obj *pools = AS(tuple_obj, c->pools);
    size_t n = pools->len;
    if (!c->started) {
        c->started = true;
        for (size_t i = 0; i < n; i++)
            if (!AS(tuple_obj, pools->items[i])->len) {
                c->done = true;
                return NULL;
            }
    } else {
        /* odometer: advance the rightmost index that can move */
        size_t i = n;
        while (i > 0) {
            i--;
            if (++c->indices[i] < AS(tuple_obj, pools->items[i])->len)
                break;
            c->indices[i] = 0;
            if (i == 0) {
                c->done = true;
                return NULL;
            }
        }
        if (n == 0) {
            c->done = true;
            return NULL;
        }
    }
    if (!vm_charge(n))
        return vm_ops_exceeded();
    obj *r = tuple_new(n);
    if (!r)
        return NULL;
    for (size_t i = 0; i < n; i++)
        AS(tuple_obj, r)->items[i] = incref(AS(tuple_obj, pools->items[i])->items[c->indices[i]]);
    return r;
}

/* r argument: a non-negative int (None: default) */
static bool combo_r(obj *o, size_t dflt, size_t *out, bool none_ok)
{
    if (!o || (none_ok && o == NONE)) {
        *out = dflt;
        return true;
    }
    if (!is_int(o)) {
        exc_raise(&exc_TypeError,
                  none_ok ? "Expected int as r" : "'%s' object cannot be interpreted as an integer",
                  op_type_name(o));
        return false;
    }
    intptr_t r = op_index(o);
    if (r == -1 && vm->exc)
        return false;
    if (r < 0) {
        exc_raise(&exc_ValueError, "r must be non-negative");
        return false;
    }
    *out = (size_t)r;
    return true;
}

static obj *permutations_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *pool = tuple_from_iter(args[0]);
    if (!pool)
        return NULL;
    size_t n = AS(tuple_obj, pool)->len, r;
    if (!combo_r(args[1], n, &r, true)) {
        decref(pool);
        return NULL;
    }
    obj *o = combo_alloc(t, pool, r, n, true);
    if (!o)
        return NULL;
    struct combo *c = (struct combo *)o;
    for (size_t i = 0; i < n; i++)
        c->indices[i] = i;
    for (size_t i = 0; i < r && r <= n; i++)
        c->cycles[i] = n - i;
    c->done = r > n;
    return o;
}

/* the c->r items of pool at c->indices, a tuple charged to the operation budget */
static obj *combo_pick(struct combo *c, struct tuple_obj *pool)
{
    if (!vm_charge(c->r))
        return vm_ops_exceeded();
    obj *res = tuple_new(c->r);
    if (!res)
        return NULL;
    for (size_t k = 0; k < c->r; k++)
        AS(tuple_obj, res)->items[k] = incref(pool->items[c->indices[k]]);
    return res;
}

/* The next index vector of permutations (the documented algorithm: rotate the tail, swap,
 * or finish); false when there is none. */
static bool permutations_advance(struct combo *c, size_t n)
{
    for (size_t i = c->r; i > 0;) {
        i--;
        if (--c->cycles[i] == 0) {
            size_t first = c->indices[i];
            memmove(&c->indices[i], &c->indices[i + 1], (n - i - 1) * sizeof(size_t));
            c->indices[n - 1] = first;
            c->cycles[i] = n - i;
        } else {
            size_t j = c->cycles[i];
            size_t tmp = c->indices[i];
            c->indices[i] = c->indices[n - j];
            c->indices[n - j] = tmp;
            return true;
        }
    }
    return false;
}

static obj *combinations_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    size_t r;
    if (!combo_r(args[1], 0, &r, false))
        return NULL;
    obj *pool = tuple_from_iter(args[0]);
    if (!pool)
        return NULL;
    size_t n = AS(tuple_obj, pool)->len;
    obj *o = combo_alloc(t, pool, r, r, false);
    if (!o)
        return NULL;
    struct combo *c = (struct combo *)o;
    for (size_t i = 0; i < r; i++)
        c->indices[i] = t == &type_cwr ? 0 : i;
    c->done = t == &type_cwr ? (n == 0 && r > 0) : r > n;
    return o;
}

/* The next index vector of combinations (with replacement: CWR): the rightmost index that
 * is not at its maximum moves up and the rest follow it; false when there is none. */
static bool combinations_advance(struct combo *c, size_t n, bool cwr)
{
    size_t r = c->r, i = r;
    do {
        if (i == 0)
            return false;
        i--;
    } while (c->indices[i] == (cwr ? n - 1 : i + n - r));
    c->indices[i]++;
    for (size_t j = i + 1; j < r; j++)
        c->indices[j] = cwr ? c->indices[i] : c->indices[j - 1] + 1;
    return true;
}

/* permutations, combinations and combinations_with_replacement: the first vector, then
 * each next one, as a tuple of the pool's items */
static obj *combo_next(obj *o)
{
    struct combo *c = (struct combo *)o;
    if (c->done)
        return NULL;
    struct tuple_obj *pool = AS(tuple_obj, c->pools);
    if (c->started && !(o->type == &type_permutations
                            ? permutations_advance(c, pool->len)
                            : combinations_advance(c, pool->len, o->type == &type_cwr))) {
        c->done = true;
        return NULL;
    }
    c->started = true;
    return combo_pick(c, pool);
}

/* ---- the types ---- */
/* dropwhile(predicate, iterable) and the like; combinations(iterable, r) and its
 * with_replacement twin */
#define PRED_SIG PA_SIG_POS(2, 2, NULL)
#define COMBINATIONS_SIG PA_SIG_KW(2, 2, NULL, "iterable", "r")

#define ITER_TYPE(var, pyname, refs_, next_fn, construct_fn, ...)                                  \
    static struct type var = {                                                                     \
        .name = pyname, .refs = refs_, .next = next_fn, .construct = construct_fn, __VA_ARGS__};

static const struct method_def chain_methods[] = {
    {"from_iterable", chain_from_iterable, METH_CLASS | METH_O},
    {NULL, NULL, 0},
};

ITER_TYPE(type_count, "itertools.count", REFS(struct count, cur, step), count_next, count_construct,
          .repr = count_repr, .construct_sig = PA_SIG_KW(0, 2, NULL, "start", "step"),
          .instance_size = sizeof(struct count))
ITER_TYPE(type_cycle, "itertools.cycle", REFS(struct cycle, it, saved), cycle_next, cycle_construct,
          .construct_sig = PA_SIG_POS(1, 1, NULL), .instance_size = sizeof(struct cycle))
ITER_TYPE(type_repeat, "itertools.repeat", REFS(struct repeat, value), repeat_next,
          repeat_construct, .repr = repeat_repr,
          .construct_sig = PA_SIG_KW(1, 2, NULL, "object", "times"),
          .instance_size = sizeof(struct repeat))
ITER_TYPE(type_accumulate, "itertools.accumulate",
          REFS(struct accumulate, it, func, total, initial), accumulate_next, accumulate_construct,
          .construct_sig = PA_SIG_KW(1, 2, NULL, "iterable", "func", "initial"),
          .instance_size = sizeof(struct accumulate))
ITER_TYPE(type_chain, "itertools.chain", REFS(struct chain, sources, active), chain_next,
          chain_construct, .methods = chain_methods,
          .construct_sig = PA_SIG_POS(0, PYARGS_ANY, NULL), .instance_size = sizeof(struct chain))
ITER_TYPE(type_compress, "itertools.compress", REFS(struct filter_like, it, fn), filter_next,
          compress_construct, .construct_sig = PA_SIG_KW(2, 2, NULL, "data", "selectors"),
          .instance_size = sizeof(struct filter_like))
ITER_TYPE(type_dropwhile, "itertools.dropwhile", REFS(struct filter_like, it, fn), filter_next,
          pred_construct, .construct_sig = PRED_SIG, .instance_size = sizeof(struct filter_like))
ITER_TYPE(type_takewhile, "itertools.takewhile", REFS(struct filter_like, it, fn), filter_next,
          pred_construct, .construct_sig = PRED_SIG, .instance_size = sizeof(struct filter_like))
ITER_TYPE(type_filterfalse, "itertools.filterfalse", REFS(struct filter_like, it, fn), filter_next,
          pred_construct, .construct_sig = PRED_SIG, .instance_size = sizeof(struct filter_like))
ITER_TYPE(type_starmap, "itertools.starmap", REFS(struct filter_like, it, fn), starmap_next,
          pred_construct, .construct_sig = PRED_SIG, .instance_size = sizeof(struct filter_like))
ITER_TYPE(type_groupby, "itertools.groupby",
          REFS(struct groupby, it, keyfunc, tgtkey, currkey, currvalue), groupby_next,
          groupby_construct, .construct_sig = PA_SIG_KW(1, 2, NULL, "iterable", "key"),
          .instance_size = sizeof(struct groupby))
ITER_TYPE(type_grouper, "itertools._grouper", REFS(struct grouper, parent, tgtkey), grouper_next,
          NULL, .finalize = grouper_finalize, .instance_size = sizeof(struct grouper))
ITER_TYPE(type_islice, "itertools.islice", REFS(struct islice, it), islice_next, islice_construct,
          .construct_sig = PA_SIG_POS(2, 4, NULL), .instance_size = sizeof(struct islice))
ITER_TYPE(type_pairwise, "itertools.pairwise", REFS(struct pairwise, it, old), pairwise_next,
          pairwise_construct, .construct_sig = PA_SIG_POS(1, 1, NULL),
          .instance_size = sizeof(struct pairwise))
ITER_TYPE(type_tee, "itertools._tee", REFS(struct tee, data), tee_next, NULL,
          .instance_size = sizeof(struct tee))
ITER_TYPE(type_zip_longest, "itertools.zip_longest", REFS(struct zip_longest, iters, fill),
          zip_longest_next, zip_longest_construct, .instance_size = sizeof(struct zip_longest))
/* the combinatoric iterators: one layout, whose index arrays are their own */
#define COMBO_SLOTS .instance_size = sizeof(struct combo), .dealloc = combo_dealloc
ITER_TYPE(type_product, "itertools.product", REFS(struct combo, pools), product_next,
          product_construct, COMBO_SLOTS)
ITER_TYPE(type_permutations, "itertools.permutations", REFS(struct combo, pools), combo_next,
          permutations_construct, COMBO_SLOTS,
          .construct_sig = PA_SIG_KW(1, 2, NULL, "iterable", "r"))
ITER_TYPE(type_combinations, "itertools.combinations", REFS(struct combo, pools), combo_next,
          combinations_construct, COMBO_SLOTS, .construct_sig = COMBINATIONS_SIG)
ITER_TYPE(type_cwr, "itertools.combinations_with_replacement", REFS(struct combo, pools),
          combo_next, combinations_construct, COMBO_SLOTS, .construct_sig = COMBINATIONS_SIG)

static struct type type_teedata = {
    .name = "itertools._tee_dataobject",
    /* a long chain of blocks is freed by obj_dealloc's iteration, not by recursion */
    .instance_size = sizeof(struct teedata),
    .refs = REFS(struct teedata, it, next),
    .traverse = teedata_traverse,
};

/* ---- the module ---- */
const struct module_def mod_itertools = {
    .name = "itertools",
    .functions =
        (const struct method_def[]){
            {"tee", m_tee, 0, PA_SIG_POS(1, 2, NULL)},
            {NULL, NULL, 0},
        },
    .types = (const struct module_type[]){{&type_count, true},        {&type_cycle, true},
                                          {&type_repeat, true},       {&type_accumulate, true},
                                          {&type_chain, true},        {&type_compress, true},
                                          {&type_dropwhile, true},    {&type_takewhile, true},
                                          {&type_filterfalse, true},  {&type_starmap, true},
                                          {&type_groupby, true},      {&type_islice, true},
                                          {&type_pairwise, true},     {&type_zip_longest, true},
                                          {&type_product, true},      {&type_permutations, true},
                                          {&type_combinations, true}, {&type_cwr, true},
                                          {&type_grouper, false},     {&type_tee, false},
                                          {&type_teedata, false},     {NULL}},
};
