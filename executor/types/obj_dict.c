/* executor/types/obj_dict.c: insertion-ordered dict (dense entry array plus an open-addressing
 * index with perturbed probing), its views and iterators. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/iter.h"
#include "executor/types/repr_form.h"

#define IX_EMPTY (-1)
#define IX_DELETED (-2)
#define DICT_MINSIZE 8

obj *dict_new(void)
{
    struct dict_obj *d = (struct dict_obj *)obj_alloc(&type_dict, sizeof *d);
    if (!d)
        return NULL;
    d->used = d->nentries = d->cap = 0;
    d->mask = 0;
    d->entries = NULL;
    d->index = NULL;
    d->version = 0;
    d->watched = false;
    return (obj *)d;
}

/* A class's dict changed: attribute caches keyed on type_epoch must look again. */
static inline void dict_changed(struct dict_obj *d)
{
    if (d->watched)
        type_epoch++;
}

/* also dict.clear(): the table is detached first, since a decref may run user code */
static void dict_clear(obj *o)
{
    struct dict_obj *d = AS(dict_obj, o);
    struct dict_entry *entries = d->entries;
    size_t n = d->nentries;
    d->entries = NULL; /* the index lives in the entries' block, freed below */
    d->index = NULL;
    d->used = d->nentries = d->cap = d->mask = 0;
    d->version++;
    dict_changed(d);
    for (size_t i = 0; i < n; i++)
        if (entries[i].key) {
            decref(entries[i].key);
            decref(entries[i].value);
        }
    mem_free(entries);
}

static void dict_traverse(obj *o, visit_fn visit, void *arg)
{
    struct dict_obj *d = AS(dict_obj, o);
    dict_changed(d); /* a class's dict freed: caches may hold what it held */
    for (size_t i = 0; i < d->nentries; i++)
        if (d->entries[i].key) {
            visit(&d->entries[i].key, arg);
            visit(&d->entries[i].value, arg);
        }
}

/* the entry and index tables */
static void dict_dealloc(obj *o)
{
    mem_free(AS(dict_obj, o)->entries); /* and the index with it */
    obj_free(o);
}

static inline bool keys_equal_fast(obj *a, obj *b, int *eq)
{
    if (a == b) {
        *eq = 1;
        return true;
    }
    if (is_exact_str(a) && is_exact_str(b)) {
        *eq = str_eq(a, b);
        return true;
    }
    if (is_small(a) && is_small(b)) {
        *eq = 0;
        return true;
    }
    return false;
}

/* Returns the entry number of key, or -1 (absent, *slot = insertion slot), or -2 (error). */
static intptr_t lookup(struct dict_obj *d, obj *key, int64_t hash, size_t *slot)
{
restart: /* a loop, not a recursion: an __eq__ that always mutates must not eat the C stack */
    vm_debit_item();
    if (!d->index) {
        *slot = 0;
        return -1;
    }
    size_t mask = d->mask, i = (size_t)hash & mask;
    uint64_t perturb = (uint64_t)hash;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == IX_EMPTY) {
            *slot = i;
            return -1;
        }
        if (ix >= 0) {
            struct dict_entry *e = &d->entries[ix];
            if (e->hash == hash) {
                int eq;
                if (!keys_equal_fast(e->key, key, &eq)) {
                    obj *k = incref(e->key);
                    uint64_t ver = d->version;
                    eq = op_eq(k, key);
                    decref(k);
                    if (eq < 0)
                        return -2;
                    if (ver != d->version) /* mutated by __eq__: start over */
                        goto restart;
                }
                if (eq)
                    return ix;
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
        if (vm && !vm_charge(1)) { /* colliding hashes make probing the cost */
            vm_ops_exceeded();
            return -2;
        }
    }
}

static int resize(struct dict_obj *d, size_t minused)
{
    size_t size = DICT_MINSIZE;
    while (size <= minused * 3 / 2 + 1)
        size <<= 1;
    if (size > ((size_t)1 << 30)) {
        exc_no_memory();
        return -1;
    }
    /* one block: the entries, then the index (a small dict costs one allocation, not two) */
    size_t cap = size * 2 / 3 + 1;
    struct dict_entry *entries = mem_alloc(cap * sizeof *entries + size * sizeof(int32_t));
    if (!entries)
        return -1;
    int32_t *index = (int32_t *)(entries + cap);
    memset(index, 0xff, size * sizeof(int32_t));
    size_t n = 0, mask = size - 1;
    for (size_t i = 0; i < d->nentries; i++) {
        struct dict_entry *e = &d->entries[i];
        if (!e->key)
            continue;
        entries[n] = *e;
        size_t j = (size_t)e->hash & mask;
        uint64_t perturb = (uint64_t)e->hash;
        while (index[j] != IX_EMPTY) {
            perturb >>= 5;
            j = (j * 5 + perturb + 1) & mask;
        }
        index[j] = (int32_t)n;
        n++;
    }
    mem_free(d->entries); /* and the index with it */
    d->entries = entries;
    d->index = index;
    d->mask = mask;
    d->cap = cap;
    d->nentries = n;
    return 0;
}

obj *dict_get_hashed(obj *o, obj *key, int64_t hash)
{
    struct dict_obj *d = AS(dict_obj, o);
    size_t slot;
    intptr_t ix = lookup(d, key, hash, &slot);
    return ix >= 0 ? d->entries[ix].value : NULL;
}

obj *dict_get(obj *o, obj *key)
{
    int64_t h;
    if (op_hash(key, &h) < 0)
        return NULL;
    return dict_get_hashed(o, key, h);
}

intptr_t dict_index_str(obj *o, obj *key)
{
    int64_t h = AS(str_obj, key)->hash; /* names are hashed once: read it here */
    if (h == -1)
        str_hash(key, &h);
    struct dict_obj *d = AS(dict_obj, o);
    if (!d->index)
        return -1;
    size_t mask = d->mask, i = (size_t)h & mask;
    uint64_t perturb = (uint64_t)h;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == IX_EMPTY)
            return -1;
        if (ix >= 0) {
            struct dict_entry *e = &d->entries[ix];
            if (e->key == key || (e->hash == h && is_exact_str(e->key) && str_eq(e->key, key)))
                return ix;
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

obj *dict_get_str(obj *o, obj *key)
{
    intptr_t ix = dict_index_str(o, key);
    return ix >= 0 ? AS(dict_obj, o)->entries[ix].value : NULL;
}

obj *dict_key_str(obj *o, obj *key)
{
    intptr_t ix = dict_index_str(o, key);
    return ix >= 0 ? AS(dict_obj, o)->entries[ix].key : NULL;
}

static int set_hashed_held(obj *o, obj *key, int64_t hash, obj *value)
{
    struct dict_obj *d = AS(dict_obj, o);
    size_t slot;
    intptr_t ix = lookup(d, key, hash, &slot);
    if (ix == -2)
        return -1;
    if (ix >= 0) {
        obj *old = d->entries[ix].value;
        d->entries[ix].value = incref(value);
        dict_changed(d);
        decref(old);
        return 0;
    }
    if (!d->index || d->nentries >= d->cap) {
        if (resize(d, d->used + 1) < 0)
            return -1;
        /* the fresh table has no deleted slots: the first empty slot is the one */
        size_t mask = d->mask, i = (size_t)hash & mask;
        uint64_t perturb = (uint64_t)hash;
        while (d->index[i] != IX_EMPTY) {
            perturb >>= 5;
            i = (i * 5 + perturb + 1) & mask;
        }
        slot = i;
    }
    d->entries[d->nentries].hash = hash;
    d->entries[d->nentries].key = incref(key);
    d->entries[d->nentries].value = incref(value);
    d->index[slot] = (int32_t)d->nentries;
    d->nentries++;
    d->used++;
    d->version++;
    dict_changed(d);
    return 0;
}

/* Re-entrancy: key and value are often borrowed from a container that a colliding key's
 * __eq__ may clear (d.update(e), dict(e), {**e}): both are held for the whole lookup, so
 * that what is stored is alive. */
int dict_set_hashed(obj *o, obj *key, int64_t hash, obj *value)
{
    incref(key);
    incref(value);
    int rc = set_hashed_held(o, key, hash, value);
    decref(key);
    decref(value);
    return rc;
}

int dict_set(obj *o, obj *key, obj *value)
{
    int64_t h;
    incref(key); /* the key's __hash__ may drop the container that lent key and value */
    incref(value);
    int rc = op_hash(key, &h) < 0 ? -1 : dict_set_hashed(o, key, h, value);
    decref(key);
    decref(value);
    return rc;
}

int dict_set_cstr(obj *o, const char *key, obj *value)
{
    obj *k = str_new_cstr(key);
    if (!k || !value) {
        xdecref(k);
        xdecref(value);
        return -1;
    }
    int rc = dict_set(o, k, value);
    decref(k);
    decref(value); /* steals value */
    return rc;
}

obj *dict_get_cstr(obj *o, const char *key)
{
    obj *k = str_new_cstr(key);
    if (!k) {
        exc_clear();
        return NULL;
    }
    obj *v = dict_get_str(o, k);
    decref(k);
    return v;
}

/* Removes key; *out receives the value (owned) when out is given. */
static int dict_pop_entry(struct dict_obj *d, obj *key, int64_t hash, obj **out)
{
restart:
    if (!d->index)
        return 1;
    size_t mask = d->mask, i = (size_t)hash & mask;
    uint64_t perturb = (uint64_t)hash;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == IX_EMPTY)
            return 1;
        if (ix >= 0) {
            struct dict_entry *e = &d->entries[ix];
            if (e->hash == hash) {
                int eq;
                if (!keys_equal_fast(e->key, key, &eq)) {
                    uint64_t ver = d->version;
                    eq = op_eq(e->key, key);
                    if (eq < 0)
                        return -1;
                    if (ver != d->version) /* mutated by __eq__: e is stale, start over */
                        goto restart;
                }
                if (eq) {
                    obj *k = e->key, *v = e->value;
                    e->key = NULL;
                    e->value = NULL;
                    d->index[i] = IX_DELETED;
                    d->used--;
                    d->version++;
                    dict_changed(d);
                    decref(k);
                    if (out)
                        *out = v;
                    else
                        decref(v);
                    return 0;
                }
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

int dict_del(obj *o, obj *key)
{
    int64_t h;
    if (op_hash(key, &h) < 0)
        return -1;
    return dict_pop_entry(AS(dict_obj, o), key, h, NULL);
}

bool dict_next(obj *o, size_t *pos, obj **key, obj **value)
{
    struct dict_obj *d = AS(dict_obj, o);
    while (*pos < d->nentries) {
        struct dict_entry *e = &d->entries[(*pos)++];
        if (e->key) {
            if (key)
                *key = e->key;
            if (value)
                *value = e->value;
            return true;
        }
    }
    return false;
}

/* dict_next for loops whose body can run snippet code (a key's __eq__ while inserting
 * elsewhere, a __repr__): key and value come back held, with the key's hash, as the body
 * may remove them from o. The caller decrefs both. */
static bool next_held(obj *o, size_t *pos, obj **key, obj **value, int64_t *hash)
{
    if (!dict_next(o, pos, key, value))
        return false;
    *hash = AS(dict_obj, o)->entries[*pos - 1].hash;
    incref(*key);
    incref(*value);
    return true;
}

obj *dict_copy(obj *o)
{
    obj *r = dict_new();
    if (!r)
        return NULL;
    size_t pos = 0;
    obj *k, *v;
    struct dict_obj *d = AS(dict_obj, o);
    if (d->used && resize(AS(dict_obj, r), d->used) < 0) {
        decref(r);
        return NULL;
    }
    int64_t h;
    while (next_held(o, &pos, &k, &v, &h)) {
        int rc = dict_set_hashed(r, k, h, v);
        decref(k);
        decref(v);
        if (rc < 0) {
            decref(r);
            return NULL;
        }
    }
    return r;
}

/* What dict_update's loops fill: D, from SRC's keys, or from pairs counted by N. */
struct dict_fill {
    obj *d, *src;
    size_t n;
};
static int add_keyed(void *arg, obj *k)
{
    struct dict_fill *f = arg;
    obj *v = op_getitem(f->src, k);
    int rc = v ? dict_set(f->d, k, v) : -1;
    xdecref(v);
    return rc;
}
static int add_pair(void *arg, obj *item)
{
    struct dict_fill *f = arg;
    size_t n = f->n++;
    obj *seq = is_tuple(item) || is_list(item) ? incref(item) : tuple_from_iter(item);
    if (!seq) {
        if (exc_pending_is(&exc_TypeError)) {
            exc_clear();
            exc_raise(&exc_TypeError,
                      "cannot convert dictionary update sequence element #%zu to a sequence", n);
        }
        return -1;
    }
    size_t len = is_tuple(seq) ? AS(tuple_obj, seq)->len : AS(list_obj, seq)->len;
    obj **items = is_tuple(seq) ? AS(tuple_obj, seq)->items : AS(list_obj, seq)->items;
    int rc = -1;
    if (len != 2)
        exc_raise(&exc_ValueError,
                  "dictionary update sequence element #%zu has length %zu; 2 is required", n, len);
    else
        rc = dict_set(f->d, items[0], items[1]);
    decref(seq);
    return rc;
}

int dict_update(obj *d, obj *other)
{
    if (is_dict(other)) {
        size_t pos = 0;
        obj *k, *v;
        int64_t h;
        /* CPython copies into an empty dict wholesale (no check); otherwise it checks */
        size_t used = dict_len(other);
        bool check = dict_len(d) != 0;
        while (next_held(other, &pos, &k, &v, &h)) {
            int rc = dict_set_hashed(d, k, h, v);
            decref(k);
            decref(v);
            if (rc < 0)
                return -1;
            if (check && dict_len(other) != used) { /* a key's __eq__ resized it */
                exc_raise(&exc_RuntimeError, "dict mutated during update");
                return -1;
            }
        }
        return 0;
    }
    obj *keys_m = NULL;
    if (!is_small(other) && (other->type->flags & TF_HEAP))
        keys_m = op_special(other, "keys");
    if (keys_m) {
        obj *keys = op_call0(keys_m);
        decref(keys_m);
        if (!keys)
            return -1;
        struct dict_fill fill = {d, other, 0};
        int rc = iter_each(keys, add_keyed, &fill);
        decref(keys);
        return rc;
    }
    if (vm->exc)
        return -1;
    struct dict_fill fill = {d, NULL, 0};
    return iter_each(other, add_pair, &fill);
}

static obj *dict_repr(obj *o)
{
    struct dict_obj *d = AS(dict_obj, o);
    if (!d->used)
        return str_new("{}", 2);
    int rc = list_repr_enter(o);
    if (rc)
        return rc > 0 ? str_new("{...}", 5) : NULL;
    obj *parts = list_new(0);
    obj *res = NULL;
    if (!parts)
        goto out;
    size_t pos = 0;
    obj *k, *v;
    int64_t h;
    while (next_held(o, &pos, &k, &v, &h)) {
        obj *kr = op_repr(k);
        obj *vr = kr ? op_repr(v) : NULL;
        decref(k);
        decref(v);
        if (!vr) {
            xdecref(kr);
            goto out;
        }
        obj *s = str_alloc(str_len(kr) + 2 + str_len(vr));
        if (s) {
            char *p = AS(str_obj, s)->data;
            memcpy(p, str_cstr(kr), str_len(kr));
            memcpy(p + str_len(kr), ": ", 2);
            memcpy(p + str_len(kr) + 2, str_cstr(vr), str_len(vr));
            str_finish(s);
        }
        decref(kr);
        decref(vr);
        if (list_append_steal(parts, s) < 0)
            goto out;
    }
    {
        obj *sep = str_new(", ", 2);
        obj *body = sep ? str_join(sep, parts) : NULL;
        xdecref(sep);
        if (body) {
            obj *open = str_new("{", 1);
            obj *t = str_concat(open, body);
            obj *close = str_new("}", 1);
            res = t ? str_concat(t, close) : NULL;
            xdecref(t);
            decref(open);
            decref(close);
            decref(body);
        }
    }
out:
    xdecref(parts);
    list_repr_leave();
    return res;
}

static obj *dict_compare(obj *a, obj *b, int op)
{
    if (!is_dict(a) || !is_dict(b) || (op != CMP_EQ && op != CMP_NE))
        return incref(NOTIMPL);
    struct dict_obj *x = AS(dict_obj, a), *y = AS(dict_obj, b);
    bool eq = x->used == y->used;
    size_t pos = 0;
    obj *k, *v;
    int64_t h;
    while (eq && next_held(a, &pos, &k, &v, &h)) {
        /* held: the lookup's __eq__ may remove them from a (CPython holds them too) */
        obj *w = dict_get_hashed(b, k, h);
        int r = w ? op_eq(v, w) : vm->exc ? -1 : 0;
        decref(k);
        decref(v);
        if (r < 0)
            return NULL;
        eq = r;
    }
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

static obj *dict_binary(obj *a, obj *b, int op)
{
    if (op != BIN_OR || !is_dict(a) || !is_dict(b))
        return incref(NOTIMPL);
    obj *r = dict_copy(a);
    if (r && dict_update(r, b) < 0)
        CLEAR(r);
    return r;
}

obj *dict_inplace_or(obj *a, obj *b)
{
    if (dict_update(a, b) < 0)
        return NULL;
    return incref(a);
}

static intptr_t dict_len_slot(obj *o)
{
    return (intptr_t)AS(dict_obj, o)->used;
}

obj *dict_getitem_or(obj *o, obj *key, obj *(*missing)(obj *o, obj *key, int64_t hash))
{
    int64_t h;
    if (op_hash(key, &h) < 0)
        return NULL;
    obj *v = dict_get_hashed(o, key, h);
    if (v)
        return incref(v);
    return vm->exc ? NULL : missing(o, key, h);
}

/* an absent key: a subclass's __missing__ answers, else KeyError */
static obj *dict_missing(obj *o, obj *key, int64_t hash)
{
    obj *r;
    if (o->type != &type_dict && op_call_special(o, "__missing__", key, &r))
        return r;
    return exc_raise_obj(&exc_KeyError, key);
}

static obj *dict_getitem(obj *o, obj *key)
{
    return dict_getitem_or(o, key, dict_missing);
}

static int dict_setitem(obj *o, obj *key, obj *value)
{
    if (value)
        return dict_set(o, key, value);
    int rc = dict_del(o, key);
    if (rc == 1) {
        exc_raise_obj(&exc_KeyError, key);
        return -1;
    }
    return rc;
}

static int dict_contains(obj *o, obj *key)
{
    int64_t h;
    if (op_hash(key, &h) < 0)
        return -1;
    if (dict_get_hashed(o, key, h))
        return 1;
    return vm->exc ? -1 : 0;
}

/* ---- iterators and views ---- */
enum { VIEW_KEYS, VIEW_VALUES, VIEW_ITEMS };
struct dictiter {
    obj hdr;
    obj *d;
    size_t pos, used;
    int kind;
};

static obj *dictiter_new(obj *d, int kind)
{
    struct dictiter *it = (struct dictiter *)obj_alloc(&type_iter_dict, sizeof *it);
    if (!it)
        return NULL;
    it->d = incref(d);
    it->pos = 0;
    it->used = AS(dict_obj, d)->used;
    it->kind = kind;
    return (obj *)it;
}
static obj *dictiter_next(obj *o)
{
    struct dictiter *it = (struct dictiter *)o;
    struct dict_obj *d = AS(dict_obj, it->d);
    if (d->used != it->used) {
        it->used = (size_t)-1;
        return exc_raise(&exc_RuntimeError, "dictionary changed size during iteration");
    }
    obj *k, *v;
    if (!dict_next(it->d, &it->pos, &k, &v))
        return NULL;
    if (it->kind == VIEW_KEYS)
        return incref(k);
    if (it->kind == VIEW_VALUES)
        return incref(v);
    return tuple_pack(2, k, v);
}
struct type type_iter_dict = {
    .name = "dict_keyiterator",
    .refs = REFS(struct dictiter, d),
    .next = dictiter_next,
};

static obj *dict_iter(obj *o)
{
    return dictiter_new(o, VIEW_KEYS);
}

struct dictview {
    obj hdr;
    obj *d;
};
static obj *view_new(obj *d, struct type *t)
{
    return obj_new_refs(t, &d, 1);
}
static int view_kind(obj *o)
{
    struct type *t = o->type;
    if (t->base_type != &type_object) /* OrderedDict's views derive from these */
        t = t->base_type;
    return t == &type_dict_keys ? VIEW_KEYS : t == &type_dict_values ? VIEW_VALUES : VIEW_ITEMS;
}
static obj *view_iter(obj *o)
{
    return dictiter_new(((struct dictview *)o)->d, view_kind(o));
}
static intptr_t view_len(obj *o)
{
    return (intptr_t)AS(dict_obj, ((struct dictview *)o)->d)->used;
}
static obj *view_repr(obj *o)
{
    return repr_form(o->type->name, list_from_iter(o));
}
static int view_contains(obj *o, obj *x)
{
    obj *d = ((struct dictview *)o)->d;
    int kind = view_kind(o);
    if (kind == VIEW_KEYS)
        return dict_contains(d, x);
    if (kind == VIEW_ITEMS) {
        if (!is_tuple(x) || AS(tuple_obj, x)->len != 2)
            return 0;
        obj *v = dict_get(d, AS(tuple_obj, x)->items[0]);
        if (!v)
            return vm->exc ? -1 : 0;
        return op_eq(v, AS(tuple_obj, x)->items[1]);
    }
    size_t pos = 0;
    obj *v;
    while (dict_next(d, &pos, NULL, &v)) {
        int eq = op_eq(v, x);
        if (eq)
            return eq;
    }
    return 0;
}
/* keys() & other, | ^ -: computed on sets */
static obj *view_binary(obj *a, obj *b, int op)
{
    if (op != BIN_AND && op != BIN_OR && op != BIN_XOR && op != BIN_SUB)
        return incref(NOTIMPL);
    obj *sa = set_new(&type_set);
    if (!sa)
        return NULL;
    if (set_update(sa, a) < 0) {
        decref(sa);
        return NULL;
    }
    obj *sb = set_new(&type_set);
    if (!sb || set_update(sb, b) < 0) {
        decref(sa);
        xdecref(sb);
        return NULL;
    }
    obj *r = op_binary(sa, sb, op);
    decref(sa);
    decref(sb);
    return r;
}
static obj *view_compare(obj *a, obj *b, int op)
{
    if (view_kind(a) == VIEW_VALUES || (op != CMP_EQ && op != CMP_NE))
        return incref(NOTIMPL);
    obj *sa = set_new(&type_set), *sb = set_new(&type_set);
    obj *r = NULL;
    if (sa && sb && set_update(sa, a) == 0 && set_update(sb, b) == 0)
        r = op_compare(sa, sb, op);
    xdecref(sa);
    xdecref(sb);
    return r;
}

#define VIEW_TYPE(var, pyname)                                                                     \
    struct type var = {                                                                            \
        .name = pyname,                                                                            \
        .instance_size = sizeof(struct dictview),                                                  \
        .refs = REFS(struct dictview, d),                                                          \
        .repr = view_repr,                                                                         \
        .iter = view_iter,                                                                         \
        .len = view_len,                                                                           \
        .contains = view_contains,                                                                 \
        .binary = view_binary,                                                                     \
        .compare = view_compare,                                                                   \
    };
VIEW_TYPE(type_dict_keys, "dict_keys")
VIEW_TYPE(type_dict_values, "dict_values")
VIEW_TYPE(type_dict_items, "dict_items")

/* ---- methods ---- */
#define METHOD(name) static obj *dict_m_##name(obj **args, size_t nargs, obj *kw)

METHOD(keys)
{
    return view_new(args[0], &type_dict_keys);
}
METHOD(values)
{
    return view_new(args[0], &type_dict_values);
}
METHOD(items)
{
    return view_new(args[0], &type_dict_items);
}
/* d.get(key[, default]) and d.setdefault(key[, default]) (SET: stores the default) */
static obj *dict_m_get_or_default(obj **args, size_t nargs, obj *kw, intptr_t set)
{
    obj *v = dict_get(args[0], args[1]);
    if (v)
        return incref(v);
    if (vm->exc)
        return NULL;
    obj *dv = nargs > 2 ? args[2] : NONE;
    if (set && dict_set(args[0], args[1], dv) < 0)
        return NULL;
    return incref(dv);
}
METHOD(pop)
{
    int64_t h;
    if (op_hash(args[1], &h) < 0)
        return NULL;
    obj *v = NULL;
    int rc = dict_pop_entry(AS(dict_obj, args[0]), args[1], h, &v);
    if (rc < 0)
        return NULL;
    if (rc == 0)
        return v;
    if (nargs > 2)
        return incref(args[2]);
    return exc_raise_obj(&exc_KeyError, args[1]);
}
METHOD(popitem)
{
    struct dict_obj *d = AS(dict_obj, args[0]);
    if (!d->used)
        return exc_raise(&exc_KeyError, "popitem(): dictionary is empty");
    size_t i = d->nentries;
    while (i > 0 && !d->entries[i - 1].key)
        i--;
    struct dict_entry *e = &d->entries[i - 1];
    /* Unlinked by its entry number, as CPython does: no key comparison, so no __eq__ can
     * change the dict half-way. */
    size_t mask = d->mask, j = (size_t)e->hash & mask;
    uint64_t perturb = (uint64_t)e->hash;
    while (d->index[j] != (int32_t)(i - 1)) {
        perturb >>= 5;
        j = (j * 5 + perturb + 1) & mask;
    }
    obj *r = tuple_new(2);
    if (!r)
        return NULL;
    AS(tuple_obj, r)->items[0] = e->key;
    AS(tuple_obj, r)->items[1] = e->value;
    e->key = e->value = NULL;
    d->index[j] = IX_DELETED;
    d->used--;
    d->version++;
    dict_changed(d);
    d->nentries = i - 1; /* LIFO: the slot can be reused */
    return r;
}
METHOD(update)
{
    if (nargs > 2)
        return exc_raise(&exc_TypeError, "update expected at most 1 argument, got %zu", nargs - 1);
    if (nargs == 2 && dict_update(args[0], args[1]) < 0)
        return NULL;
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    for (size_t i = 0; i < nkw; i++)
        if (dict_set(args[0], AS(tuple_obj, kw)->items[i], args[nargs + i]) < 0)
            return NULL;
    return NONE;
}
METHOD(clear)
{
    dict_clear(args[0]);
    return NONE;
}
METHOD(copy)
{
    return dict_copy(args[0]);
}
static int add_with_value(void *arg, obj *k)
{
    struct dict_fill *f = arg;
    return dict_set(f->d, k, f->src);
}
METHOD(fromkeys)
{
    obj *d = dict_new();
    struct dict_fill fill = {d, nargs > 2 ? args[2] : NONE, 0};
    if (d && iter_each(args[1], add_with_value, &fill) < 0)
        CLEAR(d);
    return d;
}

static const struct method_def dict_methods[] = {
    {"keys", dict_m_keys, METH_NOARGS},
    {"values", dict_m_values, METH_NOARGS},
    {"items", dict_m_items, METH_NOARGS},
    {"get", .fn_data = dict_m_get_or_default, .data = 0, .sig = PA_SIG_POS(1, 2, NULL)},
    {"setdefault", .fn_data = dict_m_get_or_default, .data = 1, .sig = PA_SIG_POS(1, 2, NULL)},
    {"pop", dict_m_pop, 0, PA_SIG_POS(1, 2, NULL)},
    {"popitem", dict_m_popitem, METH_NOARGS},
    {"update", dict_m_update, 0},
    {"clear", dict_m_clear, METH_NOARGS},
    {"copy", dict_m_copy, METH_NOARGS},
    {"fromkeys", dict_m_fromkeys, METH_CLASS, PA_SIG_POS(1, 2, NULL)},
    {NULL, NULL, 0},
};

static obj *dict_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)t;
    if (nargs > 1)
        return exc_raise(&exc_TypeError, "dict expected at most 1 argument, got %zu", nargs);
    obj *d = dict_new();
    if (!d)
        return NULL;
    if (nargs && dict_update(d, args[0]) < 0) {
        decref(d);
        return NULL;
    }
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t i = 0; i < nkw; i++)
        if (dict_set(d, AS(tuple_obj, kwnames)->items[i], args[nargs + i]) < 0) {
            decref(d);
            return NULL;
        }
    return d;
}

struct type type_dict = {
    .name = "dict",
    .flags = TF_BASETYPE,
    .methods = dict_methods,
    .traverse = dict_traverse,
    .dealloc = dict_dealloc,
    .repr = dict_repr,
    .compare = dict_compare,
    .binary = dict_binary,
    .len = dict_len_slot,
    .getitem = dict_getitem,
    .setitem = dict_setitem,
    .contains = dict_contains,
    .iter = dict_iter,
    .construct = dict_construct,
};
