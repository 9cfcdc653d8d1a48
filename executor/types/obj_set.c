/* executor/types/obj_set.c: set and frozenset. The table layout, probe sequence (linear probes of
 * 9 then perturbation), fill/resize thresholds and insertion paths follow CPython 3.11's
 * observable behaviour, so that iterating or printing a set of ints gives CPython's order. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/iter.h"

#define SET_MINSIZE 8
#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

obj set_dummy = {REFCNT_IMMORTAL, &type_object};

obj *set_new(struct type *t)
{
    struct set_obj *s = (struct set_obj *)obj_alloc(t, sizeof *s);
    if (!s)
        return NULL;
    s->fill = s->used = 0;
    s->mask = SET_MINSIZE - 1;
    s->finger = 0;
    s->hash = -1;
    s->table = mem_calloc(SET_MINSIZE * sizeof(struct set_entry));
    if (!s->table) {
        obj_abandon((obj *)s);
        return NULL;
    }
    return (obj *)s;
}

static void set_traverse(obj *o, visit_fn visit, void *arg)
{
    struct set_obj *s = AS(set_obj, o);
    for (size_t i = 0; i <= s->mask; i++)
        if (s->table[i].key && s->table[i].key != &set_dummy)
            visit(&s->table[i].key, arg);
}

/* the hash table */
static void set_dealloc(obj *o)
{
    mem_free(AS(set_obj, o)->table);
    obj_free(o);
}

/* Insert into a table known to hold no dummies and not to contain key. */
static void insert_clean(struct set_entry *table, size_t mask, obj *key, int64_t hash)
{
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    for (;;) {
        struct set_entry *e = &table[i];
        if (!e->key)
            goto found;
        if (i + LINEAR_PROBES <= mask) {
            for (int j = 0; j < LINEAR_PROBES; j++) {
                e++;
                if (!e->key)
                    goto found;
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
        continue;
    found:
        e->key = key;
        e->hash = hash;
        return;
    }
}

static int set_resize(struct set_obj *s, size_t minused)
{
    size_t newsize = SET_MINSIZE;
    while (newsize <= minused)
        newsize <<= 1;
    if (newsize > ((size_t)1 << 31)) {
        exc_no_memory();
        return -1;
    }
    struct set_entry *nt = mem_calloc(newsize * sizeof *nt);
    if (!nt)
        return -1;
    struct set_entry *old = s->table;
    size_t oldmask = s->mask;
    for (size_t i = 0; i <= oldmask; i++)
        if (old[i].key && old[i].key != &set_dummy)
            insert_clean(nt, newsize - 1, old[i].key, old[i].hash);
    s->table = nt;
    s->mask = newsize - 1;
    s->fill = s->used;
    mem_free(old);
    return 0;
}

/* 1 equal, 0 not, -1 error, 2 the set changed under an __eq__ (CPython's check): e is
 * stale and the caller probes again from the start. */
static int entry_eq(struct set_obj *s, struct set_entry *e, obj *key, int64_t hash)
{
    if (e->key == key)
        return 1;
    if (e->hash != hash)
        return 0;
    if (is_exact_str(e->key) && is_exact_str(key))
        return str_eq(e->key, key);
    if (is_small(e->key) && is_small(key))
        return 0;
    /* equal hashes of unequal keys: the collisions an attacker builds; each costs */
    if (vm && !vm_charge(1)) {
        vm_ops_exceeded();
        return -1;
    }
    struct set_entry *table = s->table;
    obj *k = incref(e->key);
    int eq = op_eq(k, key);
    bool moved = s->table != table || e->key != k; /* e is read only if table is alive */
    decref(k);
    return eq < 0 ? -1 : moved ? 2 : eq;
}

static int add_entry_held(struct set_obj *s, obj *key, int64_t hash)
{
restart:;
    vm_debit_item();
    struct set_entry *freeslot = NULL;
    size_t mask = s->mask, i = (size_t)hash & mask;
    uint64_t perturb = (uint64_t)hash;
    for (;;) {
        struct set_entry *e = &s->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (!e->key)
                goto found_unused;
            if (e->key == &set_dummy) {
                if (!freeslot)
                    freeslot = e;
            } else {
                int eq = entry_eq(s, e, key, hash);
                if (eq < 0)
                    return -1;
                if (eq == 2)
                    goto restart;
                if (eq)
                    return 1;
            }
            e++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
        if (vm && !vm_charge(1)) { /* colliding hashes make probing the cost */
            vm_ops_exceeded();
            return -1;
        }
        continue;
    found_unused:
        if (freeslot && freeslot->key != &set_dummy)
            goto restart; /* an __eq__ after it was seen filled it (its key would leak) */
        if (freeslot) {
            freeslot->key = incref(key);
            freeslot->hash = hash;
            s->used++;
            return 0;
        }
        e->key = incref(key);
        e->hash = hash;
        s->fill++;
        s->used++;
        if (s->fill * 5 < mask * 3)
            return 0;
        return set_resize(s, s->used > 50000 ? s->used * 2 : s->used * 4) < 0 ? -1 : 0;
    }
}

/* 0 added, 1 already present, -1 error. Takes a new reference to key when added.
 * Re-entrancy: key is often borrowed from a container a colliding key's __eq__ may clear
 * (set(d), a.union(d)): it is held for the whole probe, so that what is stored is alive. */
static int add_entry(struct set_obj *s, obj *key, int64_t hash)
{
    incref(key);
    int rc = add_entry_held(s, key, hash);
    decref(key);
    return rc;
}

static struct set_entry *find_entry(struct set_obj *s, obj *key, int64_t hash, int *err)
{
restart:;
    size_t mask = s->mask, i = (size_t)hash & mask;
    uint64_t perturb = (uint64_t)hash;
    *err = 0;
    vm_debit_item();
    for (;;) {
        struct set_entry *e = &s->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (!e->key)
                return NULL;
            if (e->key != &set_dummy) {
                int eq = entry_eq(s, e, key, hash);
                if (eq < 0) {
                    *err = 1;
                    return NULL;
                }
                if (eq == 2)
                    goto restart;
                if (eq)
                    return e;
            }
            e++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

int set_add(obj *so, obj *key)
{
    int64_t h;
    incref(key); /* the key's __hash__ may drop the container that lent it */
    int rc = op_hash(key, &h) < 0 ? -1 : add_entry(AS(set_obj, so), key, h);
    decref(key);
    return rc < 0 ? -1 : 0;
}

int set_contains(obj *so, obj *key)
{
    int64_t h;
    if (op_hash(key, &h) < 0) {
        /* `{1} in s` looks up the frozenset equivalent in CPython; keep it simple: absent */
        return -1;
    }
    int err;
    struct set_entry *e = find_entry(AS(set_obj, so), key, h, &err);
    return err ? -1 : e != NULL;
}

int set_discard(obj *so, obj *key)
{
    int64_t h;
    if (op_hash(key, &h) < 0)
        return -1;
    int err;
    struct set_entry *e = find_entry(AS(set_obj, so), key, h, &err);
    if (err)
        return -1;
    if (!e)
        return 0;
    obj *k = e->key;
    e->key = &set_dummy;
    e->hash = -1;
    AS(set_obj, so)->used--;
    decref(k);
    return 1;
}

bool set_next(obj *so, size_t *pos, obj **key)
{
    struct set_obj *s = AS(set_obj, so);
    while (*pos <= s->mask) {
        struct set_entry *e = &s->table[(*pos)++];
        if (e->key && e->key != &set_dummy) {
            *key = e->key;
            return true;
        }
    }
    return false;
}

/* set_next for loops whose body can run an __eq__ (a lookup in another set): the key comes
 * back held (the caller decrefs it) with its hash, since the body may empty the set. */
static bool set_next_held(obj *so, size_t *pos, obj **key, int64_t *hash)
{
    if (!set_next(so, pos, key))
        return false;
    *hash = AS(set_obj, so)->table[*pos - 1].hash;
    incref(*key);
    return true;
}

/* set_merge: CPython copies another set's entries with their hashes (in table order). */
static int merge_set(struct set_obj *s, struct set_obj *o)
{
    if (!o->used)
        return 0;
    if ((s->fill + o->used) * 5 >= s->mask * 3)
        if (set_resize(s, (s->used + o->used) * 2) < 0)
            return -1;
    if (s->fill == 0 && s->mask == o->mask && o->fill == o->used) {
        for (size_t i = 0; i <= o->mask; i++)
            if (o->table[i].key) {
                s->table[i].key = incref(o->table[i].key);
                s->table[i].hash = o->table[i].hash;
            }
        s->fill = o->fill;
        s->used = o->used;
        return 0;
    }
    if (s->fill == 0) {
        for (size_t i = 0; i <= o->mask; i++) {
            obj *k = o->table[i].key;
            if (k && k != &set_dummy)
                insert_clean(s->table, s->mask, incref(k), o->table[i].hash);
        }
        s->fill = s->used = o->used;
        return 0;
    }
    size_t pos = 0;
    obj *k;
    int64_t h;
    while (set_next_held((obj *)o, &pos, &k, &h)) {
        int rc = add_entry(s, k, h);
        decref(k);
        if (rc < 0)
            return -1;
    }
    return 0;
}

static int add_to_set(void *s, obj *k)
{
    return set_add(s, k);
}

int set_update(obj *so, obj *iterable)
{
    struct set_obj *s = AS(set_obj, so);
    if (is_anyset(iterable))
        return merge_set(s, AS(set_obj, iterable));
    if (is_dict(iterable)) {
        size_t pos = 0;
        obj *k;
        struct dict_obj *d = AS(dict_obj, iterable);
        if ((s->fill + d->used) * 5 >= s->mask * 3)
            if (set_resize(s, (s->used + d->used) * 2) < 0)
                return -1;
        while (dict_next(iterable, &pos, &k, NULL))
            if (add_entry(s, k, d->entries[pos - 1].hash) < 0)
                return -1;
        return 0;
    }
    return iter_each(iterable, add_to_set, so);
}

static obj *set_copy_as(obj *so, struct type *t)
{
    obj *r = set_new(t);
    if (r && merge_set(AS(set_obj, r), AS(set_obj, so)) < 0)
        CLEAR(r);
    return r;
}

static obj *set_repr(obj *o)
{
    struct set_obj *s = AS(set_obj, o);
    /* a set prints as {...}; frozensets and derived classes as Name({...}) */
    bool named = o->type != &type_set;
    if (!s->used)
        return str_from_fmt("%s()", o->type->name);
    int rc = list_repr_enter(o);
    if (rc)
        return rc > 0 ? str_from_fmt("%s(...)", o->type->name) : NULL;
    obj *l = list_new(0);
    obj *r = NULL;
    if (l) {
        size_t pos = 0;
        obj *k;
        while (set_next(o, &pos, &k))
            if (list_append(l, k) < 0)
                goto out;
        char open[96];
        snprintf(open, sizeof open, "%.80s({", o->type->name);
        r = seq_repr(&AS(list_obj, l)->items, &AS(list_obj, l)->len, named ? open : "{",
                     named ? "})" : "}", false);
    }
out:
    xdecref(l);
    list_repr_leave();
    return r;
}

static intptr_t set_len(obj *o)
{
    return (intptr_t)AS(set_obj, o)->used;
}
static int set_contains_slot(obj *o, obj *x)
{
    return set_contains(o, x);
}

static int is_subset(obj *a, obj *b)
{
    if (AS(set_obj, a)->used > AS(set_obj, b)->used)
        return 0;
    size_t pos = 0;
    obj *k;
    int64_t h;
    while (set_next_held(a, &pos, &k, &h)) {
        int c = set_contains(b, k);
        decref(k);
        if (c <= 0)
            return c;
    }
    return 1;
}

static obj *set_compare(obj *a, obj *b, int op)
{
    if (!is_anyset(a) || !is_anyset(b))
        return incref(NOTIMPL);
    size_t la = AS(set_obj, a)->used, lb = AS(set_obj, b)->used;
    int r;
    switch (op) {
    case CMP_EQ:
    case CMP_NE:
        r = la == lb ? is_subset(a, b) : 0;
        if (r < 0)
            return NULL;
        return bool_obj(op == CMP_EQ ? r : !r);
    case CMP_LE:
        r = is_subset(a, b);
        break;
    case CMP_GE:
        r = is_subset(b, a);
        break;
    case CMP_LT:
        r = la < lb ? is_subset(a, b) : 0;
        break;
    default:
        r = lb < la ? is_subset(b, a) : 0;
        break;
    }
    if (r < 0)
        return NULL;
    return bool_obj(r);
}

/* ARG: {a, r}; K goes into r when a holds it */
static int add_if_in(void *arg, obj *k)
{
    obj **pair = arg;
    int c = set_contains(pair[0], k);
    return c <= 0 ? c : set_add(pair[1], k);
}

static obj *set_intersection2(obj *a, obj *b, struct type *t)
{
    obj *r = set_new(t);
    if (!r)
        return NULL;
    if (is_anyset(b)) {
        /* iterate over the smaller one */
        obj *small = AS(set_obj, a)->used <= AS(set_obj, b)->used ? a : b;
        obj *big = small == a ? b : a;
        size_t pos = 0;
        obj *k;
        int64_t h;
        while (set_next_held(small, &pos, &k, &h)) {
            int c = set_contains(big, k);
            if (c > 0)
                c = add_entry(AS(set_obj, r), k, h);
            decref(k);
            if (c < 0) {
                decref(r);
                return NULL;
            }
        }
        return r;
    }
    obj *pair[2] = {a, r};
    if (iter_each(b, add_if_in, pair) < 0)
        CLEAR(r);
    return r;
}

/* X as a set: itself when it is one (a new reference), else a new set of its items */
static obj *as_set(obj *x)
{
    if (is_anyset(x))
        return incref(x);
    obj *s = set_new(&type_set);
    if (s && set_update(s, x) < 0)
        CLEAR(s);
    return s;
}

/* Adds to R (stolen; NULL passes through) each key of FROM for which SKIP(ON, key) is 0 (1:
 * leave it out, -1: error). R, or NULL with an exception. */
static obj *add_unless(obj *r, obj *from, int (*skip)(obj *on, obj *key), obj *on)
{
    size_t pos = 0;
    obj *k;
    int64_t h;
    while (r && set_next_held(from, &pos, &k, &h)) {
        int c = skip(on, k);
        if (!c)
            c = add_entry(AS(set_obj, r), k, h);
        decref(k);
        if (c < 0)
            CLEAR(r);
    }
    return r;
}

/* the keys of A not in B */
static obj *set_difference2(obj *a, obj *b, struct type *t)
{
    obj *other = as_set(b);
    if (!other)
        return NULL;
    obj *r = add_unless(set_new(t), a, set_contains, other);
    decref(other);
    return r;
}

/* A's keys, less the ones B has too, plus B's others: a discard that finds nothing adds */
static obj *set_symdiff2(obj *a, obj *b, struct type *t)
{
    obj *other = as_set(b);
    if (!other)
        return NULL;
    obj *r = set_copy_as(a, t);
    r = add_unless(r, other, set_discard, r);
    decref(other);
    return r;
}

/* B any iterable */
static obj *set_union2(obj *a, obj *b, struct type *t)
{
    obj *r = set_copy_as(a, t);
    if (r && set_update(r, b) < 0)
        CLEAR(r);
    return r;
}

/* a | b, a & b, a - b, a ^ b as a new set of type T; b any iterable (the methods) */
static obj *(*const set_ops2[])(obj *a, obj *b, struct type *t) = {
    [BIN_OR] = set_union2,
    [BIN_AND] = set_intersection2,
    [BIN_SUB] = set_difference2,
    [BIN_XOR] = set_symdiff2,
};

static struct type *set_result_type(obj *a)
{
    return derives(a, &type_frozenset) ? &type_frozenset : &type_set;
}

static obj *set_binary(obj *a, obj *b, int op)
{
    if (!is_anyset(a) || !is_anyset(b) || (size_t)op >= sizeof set_ops2 / sizeof *set_ops2 ||
        !set_ops2[op])
        return incref(NOTIMPL);
    return set_ops2[op](a, b, set_result_type(a));
}

/* An in-place operation computes a new set, then gives its contents to the old one (whose
 * old table the new set frees): set identity stays, entries and order are the result's. */
static void set_swap_tables(struct set_obj *x, struct set_obj *y)
{
    struct set_obj tmp = *x;
    x->table = y->table;
    x->fill = y->fill;
    x->used = y->used;
    x->mask = y->mask;
    y->table = tmp.table;
    y->fill = tmp.fill;
    y->used = tmp.used;
    y->mask = tmp.mask;
}

/* s |= t and friends mutate s in place */
obj *set_inplace(obj *a, obj *b, int op)
{
    if (type_of(a) == &type_frozenset || !is_anyset(b))
        return incref(NOTIMPL);
    if (op == BIN_OR) {
        if (merge_set(AS(set_obj, a), AS(set_obj, b)) < 0)
            return NULL;
        return incref(a);
    }
    obj *r = set_binary(a, b, op);
    if (!r || r == NOTIMPL)
        return r;
    set_swap_tables(AS(set_obj, a), AS(set_obj, r));
    decref(r);
    return incref(a);
}

static int frozenset_hash(obj *o, int64_t *out)
{
    struct set_obj *s = AS(set_obj, o);
    if (s->hash != -1) {
        *out = s->hash;
        return 0;
    }
    uint64_t h = 0;
    for (size_t i = 0; i <= s->mask; i++) {
        obj *k = s->table[i].key;
        if (!k || k == &set_dummy)
            continue;
        uint64_t x = (uint64_t)s->table[i].hash;
        h ^= ((x ^ 89869747UL) ^ (x << 16)) * 3644798167UL;
    }
    h ^= ((uint64_t)s->used + 1) * 1927868237UL;
    h ^= (h >> 11) ^ (h >> 25);
    h = h * 69069U + 907133923UL;
    int64_t v = (int64_t)h;
    if (v == -1)
        v = 590923713;
    s->hash = v;
    *out = v;
    return 0;
}

struct setiter {
    obj hdr;
    obj *s;
    size_t pos, used;
};
static obj *set_iter(obj *o)
{
    struct setiter *it = (struct setiter *)obj_new_refs(&type_iter_set, &o, 1);
    if (it)
        it->used = AS(set_obj, o)->used;
    return (obj *)it;
}
static obj *setiter_next(obj *o)
{
    struct setiter *it = (struct setiter *)o;
    if (AS(set_obj, it->s)->used != it->used)
        return exc_raise(&exc_RuntimeError, "Set changed size during iteration");
    obj *k;
    if (!set_next(it->s, &it->pos, &k))
        return NULL;
    return incref(k);
}
struct type type_iter_set = {
    .name = "set_iterator",
    .instance_size = sizeof(struct setiter),
    .refs = REFS(struct setiter, s),
    .next = setiter_next,
};

/* ---- methods ---- */
#define METHOD(name) static obj *set_m_##name(obj **args, size_t nargs, obj *kw)

METHOD(add)
{
    if (set_add(args[0], args[1]) < 0)
        return NULL;
    return NONE;
}
METHOD(discard)
{
    if (set_discard(args[0], args[1]) < 0)
        return NULL;
    return NONE;
}
METHOD(remove)
{
    int rc = set_discard(args[0], args[1]);
    if (rc < 0)
        return NULL;
    if (rc == 0)
        return exc_raise_obj(&exc_KeyError, args[1]);
    return NONE;
}
METHOD(pop)
{
    struct set_obj *s = AS(set_obj, args[0]);
    if (!s->used)
        return exc_raise(&exc_KeyError, "pop from an empty set");
    size_t i = s->finger & s->mask;
    while (!s->table[i].key || s->table[i].key == &set_dummy)
        i = (i + 1) & s->mask;
    obj *k = s->table[i].key;
    s->table[i].key = &set_dummy;
    s->table[i].hash = -1;
    s->used--;
    s->finger = i + 1;
    return k;
}
METHOD(clear)
{
    struct set_obj *s = AS(set_obj, args[0]);
    struct set_entry *nt = mem_calloc(SET_MINSIZE * sizeof *nt);
    if (!nt)
        return NULL;
    struct set_entry *old = s->table;
    size_t oldmask = s->mask;
    s->table = nt;
    s->mask = SET_MINSIZE - 1;
    s->fill = s->used = 0;
    for (size_t i = 0; i <= oldmask; i++)
        if (old[i].key && old[i].key != &set_dummy)
            decref(old[i].key);
    mem_free(old);
    return NONE;
}
METHOD(copy)
{
    if (type_of(args[0]) == &type_frozenset) /* immutable: CPython hands back the same one */
        return incref(args[0]);
    return set_copy_as(args[0], set_result_type(args[0]));
}
METHOD(update)
{
    for (size_t i = 1; i < nargs; i++)
        if (set_update(args[0], args[i]) < 0)
            return NULL;
    return NONE;
}
/* union, intersection, difference, symmetric_difference and their _update forms: DATA is the
 * operator, with MULTI_INPLACE for an _update */
#define MULTI_INPLACE 0x100
static obj *set_m_multi(obj **args, size_t nargs, obj *kw, intptr_t data)
{
    int op = (int)(data & ~MULTI_INPLACE);
    bool inplace = data & MULTI_INPLACE;
    struct type *t = set_result_type(args[0]);
    if (nargs == 1 && !inplace)
        return set_copy_as(args[0], t);
    obj *cur = incref(args[0]);
    for (size_t i = 1; i < nargs; i++) {
        obj *r = set_ops2[op](cur, args[i], t);
        decref(cur);
        if (!r)
            return NULL;
        cur = r;
    }
    if (!inplace)
        return cur;
    if (cur != args[0])
        set_swap_tables(AS(set_obj, args[0]), AS(set_obj, cur));
    decref(cur);
    return NONE;
}
/* A and B share no element: 1, 0, or -1 with an exception. */
static int is_disjoint(obj *a, obj *b)
{
    size_t pos = 0;
    obj *k;
    int64_t h;
    while (set_next_held(a, &pos, &k, &h)) {
        int c = set_contains(b, k);
        decref(k);
        if (c)
            return c < 0 ? -1 : 0;
    }
    return 1;
}
enum relation { REL_SUBSET, REL_SUPERSET, REL_DISJOINT };
/* self.issubset(x), issuperset(x), isdisjoint(x) (DATA: which): x any iterable */
static obj *set_m_relation(obj **args, size_t nargs, obj *kw, intptr_t rel)
{
    obj *o = as_set(args[1]);
    if (!o)
        return NULL;
    int r = rel == REL_SUBSET     ? is_subset(args[0], o)
            : rel == REL_SUPERSET ? is_subset(o, args[0])
                                  : is_disjoint(args[0], o);
    decref(o);
    return r < 0 ? NULL : bool_obj(r);
}

/* What frozenset has, set has too */
#define SHARED_SET_METHODS                                                                         \
    {"copy", set_m_copy, METH_NOARGS}, {"union", .fn_data = set_m_multi, .data = BIN_OR},          \
        {"intersection", .fn_data = set_m_multi, .data = BIN_AND},                                 \
        {"difference", .fn_data = set_m_multi, .data = BIN_SUB},                                   \
        {"symmetric_difference", .fn_data = set_m_multi, .flags = METH_O, .data = BIN_XOR},        \
        {"issubset", .fn_data = set_m_relation, .flags = METH_O, .data = REL_SUBSET},              \
        {"issuperset", .fn_data = set_m_relation, .flags = METH_O, .data = REL_SUPERSET},          \
    {                                                                                              \
        "isdisjoint", .fn_data = set_m_relation, .flags = METH_O, .data = REL_DISJOINT             \
    }
static const struct method_def set_methods[] = {
    {"add", set_m_add, METH_O},
    {"discard", set_m_discard, METH_O},
    {"remove", set_m_remove, METH_O},
    {"pop", set_m_pop, METH_NOARGS},
    {"clear", set_m_clear, METH_NOARGS},
    {"update", set_m_update, 0},
    {"intersection_update", .fn_data = set_m_multi, .data = BIN_AND | MULTI_INPLACE},
    {"difference_update", .fn_data = set_m_multi, .data = BIN_SUB | MULTI_INPLACE},
    {"symmetric_difference_update", .fn_data = set_m_multi, .flags = METH_O,
     .data = BIN_XOR | MULTI_INPLACE},
    SHARED_SET_METHODS,
    {NULL, NULL, 0},
};
static const struct method_def frozenset_methods[] = {
    SHARED_SET_METHODS,
    {NULL, NULL, 0},
};

static obj *set_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (t == &type_frozenset && nargs && type_of(args[0]) == &type_frozenset)
        return incref(args[0]);
    obj *s = set_new(t);
    if (s && nargs && set_update(s, args[0]) < 0)
        CLEAR(s);
    return s;
}

struct type type_set = {
    .name = "set",
    .flags = TF_BASETYPE,
    .traverse = set_traverse,
    .methods = set_methods,
    .dealloc = set_dealloc,
    .repr = set_repr,
    .compare = set_compare,
    .binary = set_binary,
    .len = set_len,
    .contains = set_contains_slot,
    .iter = set_iter,
    .construct = set_construct,
    .construct_sig = PA_SIG_POS(0, 1, NULL),
};

struct type type_frozenset = {
    .name = "frozenset",
    .flags = TF_BASETYPE,
    .traverse = set_traverse,
    .methods = frozenset_methods,
    .dealloc = set_dealloc,
    .repr = set_repr,
    .hash = frozenset_hash,
    .compare = set_compare,
    .binary = set_binary,
    .len = set_len,
    .contains = set_contains_slot,
    .iter = set_iter,
    .construct = set_construct,
    .construct_sig = PA_SIG_POS(0, 1, NULL),
};
