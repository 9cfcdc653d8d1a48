/* executor/types/obj_type.c: type objects, classes (C3 MRO, attribute lookup, descriptors),
 * instances, and the slots of user classes that dispatch to their dunder methods. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/type_table.h"

/* Bits of struct type.special_mask: which dunders a user class (or a user base) defines. */
enum {
    SP_REPR = 1 << 0,
    SP_STR = 1 << 1,
    SP_HASH = 1 << 2,
    SP_EQ = 1 << 3,
    SP_CMP = 1 << 4,
    SP_BOOL = 1 << 5,
    SP_LEN = 1 << 6,
    SP_GETITEM = 1 << 7,
    SP_SETITEM = 1 << 8,
    SP_DELITEM = 1 << 9,
    SP_CONTAINS = 1 << 10,
    SP_ITER = 1 << 11,
    SP_NEXT = 1 << 12,
    SP_CALL = 1 << 13,
    SP_GETATTR = 1 << 14,
    SP_BINARY = 1 << 15,
    SP_UNARY = 1 << 16,
    SP_NE = 1 << 17,
    SP_SETATTR = 1 << 18,
    SP_SLOTS = 1 << 19, /* every class of the MRO has __slots__ without "__dict__" */
    SP_GET = 1 << 20,   /* a descriptor class of the snippet's own: __get__ */
    SP_SET = 1 << 21,   /* ... and __set__ (a data descriptor) */
};

bool type_is_subtype(const struct type *t, const struct type *base)
{
    if (t == base)
        return true;
    if (t->mro) {
        struct tuple_obj *m = AS(tuple_obj, t->mro);
        for (size_t i = 0; i < m->len; i++)
            if (m->items[i] == (obj *)base)
                return true;
        return false;
    }
    for (const struct type *p = t->base_type; p; p = p->base_type)
        if (p == base)
            return true;
    return false;
}

obj *type_lookup(struct type *t, obj *name)
{
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    for (size_t i = 0; i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        if (c->dict) {
            obj *v = dict_get_str(c->dict, name);
            if (v)
                return v;
        }
    }
    return NULL;
}

__thread uint64_t type_epoch = 1;

obj *type_lookup_cstr(struct type *t, const char *name)
{
    /* The name is built on the stack, as an immortal str nobody keeps: special methods are
     * looked up this way on every operator of a user class, and a heap string would cost
     * an allocation each time. */
    enum { NAME_MAX_LEN = 47 };
    size_t len = strlen(name);
    if (len > NAME_MAX_LEN) {
        obj *n = str_new_cstr(name);
        if (!n) {
            exc_clear();
            return NULL;
        }
        obj *r = type_lookup(t, n);
        decref(n);
        return r;
    }
    _Alignas(struct str_obj) char raw[sizeof(struct str_obj) + NAME_MAX_LEN + 1];
    struct str_obj *s = (struct str_obj *)raw;
    s->hdr.refcnt = REFCNT_IMMORTAL;
    s->hdr.type = &type_str;
    s->len = s->cplen = len;
    s->hash = -1;
    s->ascii = true; /* only hashed and compared by bytes here */
    s->interned = false;
    memcpy(s->data, name, len + 1);
    return type_lookup(t, (obj *)s);
}

const struct getset_def *type_find_getset(struct type *t, obj *name)
{
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    for (size_t i = 0; i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        for (const struct getset_def *g = c->getset; g && g->name; g++)
            if (!strcmp(g->name, str_cstr(name)))
                return g;
    }
    return NULL;
}

obj *getset_get(const struct getset_def *g, obj *o)
{
    if (g->get)
        return g->get(o);
    const char *field = (const char *)o + g->offset;
    switch (g->kind & ~MEMBER_READONLY) {
    case MEMBER_OBJ: {
        obj *v = *(obj *const *)field;
        return incref(v ? v : NONE);
    }
    case MEMBER_INT8:
        return small_new(*(const int8_t *)field);
    case MEMBER_INT32:
        return small_new(*(const int32_t *)field);
    case MEMBER_INT:
        return small_new(*(const int *)field);
    case MEMBER_INT64:
        return int_from_i64(*(const int64_t *)field);
    case MEMBER_BOOL:
        return bool_obj(*(const bool *)field);
    case MEMBER_DOUBLE:
        return float_new(*(const double *)field);
    }
    return exc_raise(&exc_SystemError, "bad member kind for '%s'", g->name);
}

/* Every builtin and native-module type, in the order they were initialised: the tests
 * walk it to call each type with hostile arguments. Written once per process, at type
 * initialisation (pthread_once callers), read-only afterwards. */
static struct type *registered_types;

static void type_register(struct type *t)
{
    t->next_registered = registered_types;
    registered_types = t;
}

struct type *type_registered_first(void)
{
    return registered_types;
}

/* Builtin types: fill bases, MRO and the method dict once per process. */
void type_init_builtin(struct type *t)
{
    if (t->mro)
        return;
    /* Every type but object derives from something; unsaid, from object. */
    if (!t->base_type && t != &type_object)
        t->base_type = &type_object;
    if (t->base_type)
        type_init_builtin(t->base_type);
    /* An iterator (it has __next__) is its own iterable unless it says otherwise. */
    if (t->next && !t->iter)
        t->iter = iter_self;
    t->base.refcnt = REFCNT_IMMORTAL;
    t->base.type = &type_type;
    t->name_obj = str_new_cstr(t->name);
    t->name_obj->refcnt = REFCNT_IMMORTAL;
    t->module_name = str_new_cstr("builtins");
    t->module_name->refcnt = REFCNT_IMMORTAL;
    size_t depth = 1;
    for (struct type *p = t->base_type; p; p = p->base_type)
        depth++;
    t->mro = tuple_new(depth);
    t->mro->refcnt = REFCNT_IMMORTAL;
    size_t i = 0;
    for (struct type *p = t; p; p = p->base_type)
        AS(tuple_obj, t->mro)->items[i++] = (obj *)p;
    t->bases = t->base_type ? tuple_new(1) : tuple_new(0);
    if (t->base_type)
        AS(tuple_obj, t->bases)->items[0] = (obj *)t->base_type;
    t->bases->refcnt = REFCNT_IMMORTAL;
    t->dict = dict_new();
    t->dict->refcnt = REFCNT_IMMORTAL;
    AS(dict_obj, t->dict)->watched = true;
    for (const struct method_def *m = t->methods; m && m->name; m++) {
        obj *f = builtin_from_def(m, t, NULL);
        f->refcnt = REFCNT_IMMORTAL;
        obj *k = str_new_cstr(m->name);
        k->refcnt = REFCNT_IMMORTAL;
        dict_set(t->dict, k, f);
    }
    /* inherit unset slots */
    struct type *b = t->base_type;
    if (b) {
#define INHERIT(s)                                                                                 \
    if (!t->s)                                                                                     \
        t->s = b->s;
        /* Python's rule: a type that defines equality but no hash is unhashable, and says
         * so with __hash__ = None (list, dict, bytearray) */
        if (!t->hash && !t->compare)
            t->hash = b->hash;
        else if (!t->hash)
            dict_set(t->dict, str_intern_static("__hash__"), NONE);
        /* The description of an instance's references goes with its layout: a type that
         * lists none extends its base's layout (bool, Counter, struct_time) and inherits it,
         * except object's, which only a type laid out as a plain instance repeats. */
        if (b != &type_object) {
            INHERIT(refs) INHERIT(traverse) INHERIT(finalize) INHERIT(dealloc)
        }
        INHERIT(repr) INHERIT(str) INHERIT(compare) INHERIT(truth) INHERIT(getattr) INHERIT(setattr)
            INHERIT(iter) INHERIT(next) INHERIT(len) INHERIT(getitem) INHERIT(setitem)
                INHERIT(contains) INHERIT(binary) INHERIT(unary)
#undef INHERIT
        /* No half-built objects: a constructor is inherited only where it builds the
         * derived type's own layout (exception classes). object's would make a bare header
         * for an iterator or a match object, whose insides other slots then read as set:
         * without a constructor of its own, type_call refuses it as CPython does. */
        bool same_layout = !t->instance_size || t->instance_size == b->instance_size;
        if (!t->construct && b != &type_object && same_layout) {
            t->construct = b->construct;
            t->construct_sig = b->construct_sig;
        }
        if (!t->instance_size)
            t->instance_size = b->instance_size;
    }
    type_register(t);
}

/* Types of native modules (mod_*.c): initialised like the builtin types, once per process
 * (callers use pthread_once) and outside any session's heap accounting, since they are
 * immortal. A name with a dot ("collections.deque") is CPython's C-type style: __name__ is
 * the last part. module: the __module__ string. */
void type_init_module(struct type *t, const char *module)
{
    struct vm *saved = vm;
    vm = NULL;
    type_init_builtin(t);
    obj *builtins_name = t->module_name;
    t->module_name = str_intern_static(module);
    builtins_name->refcnt = 1; /* it was immortal, but only this type held it */
    decref(builtins_name);
    const char *dot = strrchr(t->name, '.');
    if (dot) {
        obj *full = t->name_obj;
        t->name_obj = str_intern_static(dot + 1);
        full->refcnt = 1;
        decref(full);
    }
    vm = saved;
}

/* ---- C3 linearisation ---- */
static obj *mro_merge(obj *cls, obj *bases)
{
    struct tuple_obj *bt = AS(tuple_obj, bases);
    size_t nseq = bt->len + 1;
    /* sequences: each base's MRO, then the list of bases */
    obj **seqs = mem_alloc(nseq * sizeof(obj *));
    size_t *pos = mem_calloc(nseq * sizeof(size_t));
    obj *out = list_new(0);
    if (!seqs || !pos || !out)
        goto fail;
    for (size_t i = 0; i < bt->len; i++)
        seqs[i] = ((struct type *)bt->items[i])->mro;
    seqs[bt->len] = bases;
    list_append(out, cls);
    for (;;) {
        obj *cand = NULL;
        bool any = false;
        for (size_t i = 0; i < nseq && !cand; i++) {
            struct tuple_obj *s = AS(tuple_obj, seqs[i]);
            if (pos[i] >= s->len)
                continue;
            any = true;
            obj *c = s->items[pos[i]];
            bool in_tail = false;
            for (size_t j = 0; j < nseq && !in_tail; j++) {
                struct tuple_obj *s2 = AS(tuple_obj, seqs[j]);
                for (size_t k = pos[j] + 1; k < s2->len; k++)
                    if (s2->items[k] == c) {
                        in_tail = true;
                        break;
                    }
            }
            if (!in_tail)
                cand = c;
        }
        if (!any)
            break;
        if (!cand) {
            char names[400] = "";
            for (size_t i = 0; i < bt->len; i++) {
                size_t l = strlen(names);
                snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "",
                         ((struct type *)bt->items[i])->name);
            }
            exc_raise(&exc_TypeError,
                      "Cannot create a consistent method resolution\norder (MRO) for bases %s",
                      names);
            goto fail;
        }
        list_append(out, cand);
        for (size_t i = 0; i < nseq; i++) {
            struct tuple_obj *s = AS(tuple_obj, seqs[i]);
            if (pos[i] < s->len && s->items[pos[i]] == cand)
                pos[i]++;
        }
    }
    mem_free(seqs);
    mem_free(pos);
    obj *t = tuple_from_array(AS(list_obj, out)->items, AS(list_obj, out)->len);
    decref(out);
    return t;
fail:
    mem_free(seqs);
    mem_free(pos);
    xdecref(out);
    return NULL;
}

static const struct {
    const char *name;
    uint32_t bit;
} special_names[] = {
    {"__repr__", SP_REPR},       {"__str__", SP_STR},         {"__hash__", SP_HASH},
    {"__eq__", SP_EQ},           {"__ne__", SP_NE},           {"__lt__", SP_CMP},
    {"__le__", SP_CMP},          {"__gt__", SP_CMP},          {"__ge__", SP_CMP},
    {"__bool__", SP_BOOL},       {"__len__", SP_LEN},         {"__getitem__", SP_GETITEM},
    {"__setitem__", SP_SETITEM}, {"__delitem__", SP_DELITEM}, {"__contains__", SP_CONTAINS},
    {"__iter__", SP_ITER},       {"__next__", SP_NEXT},       {"__call__", SP_CALL},
    {"__getattr__", SP_GETATTR}, {"__neg__", SP_UNARY},       {"__pos__", SP_UNARY},
    {"__invert__", SP_UNARY},    {"__setattr__", SP_SETATTR}, {"__get__", SP_GET},
    {"__set__", SP_SET},
};
static const char *const binary_names[BIN__COUNT][2] = {
    {"__add__", "__radd__"},           {"__sub__", "__rsub__"},
    {"__mul__", "__rmul__"},           {"__truediv__", "__rtruediv__"},
    {"__floordiv__", "__rfloordiv__"}, {"__mod__", "__rmod__"},
    {"__pow__", "__rpow__"},           {"__matmul__", "__rmatmul__"},
    {"__lshift__", "__rlshift__"},     {"__rshift__", "__rrshift__"},
    {"__and__", "__rand__"},           {"__or__", "__ror__"},
    {"__xor__", "__rxor__"},
};

/* Only dunders written in Python count: a builtin base keeps its own slot. */
static bool defined_in_python(struct type *t, const char *name)
{
    obj *v = type_lookup_cstr(t, name);
    return v && !is_small(v) && v->type != &type_builtin;
}

/* Calls fn on each name of a __slots__ value (a str, or a tuple or list of them) until
 * fn returns true. */
static bool slots_any(obj *slots, bool (*fn)(obj *name, obj *arg), obj *arg)
{
    if (is_str(slots))
        return fn(slots, arg);
    if (is_small(slots) || (slots->type != &type_tuple && slots->type != &type_list))
        return false;
    bool tuple = slots->type == &type_tuple;
    size_t n = tuple ? AS(tuple_obj, slots)->len : AS(list_obj, slots)->len;
    obj **items = tuple ? AS(tuple_obj, slots)->items : AS(list_obj, slots)->items;
    for (size_t i = 0; i < n; i++)
        if (is_str(items[i]) && fn(items[i], arg))
            return true;
    return false;
}

static bool slot_is(obj *name, obj *arg)
{
    return str_eq(name, arg);
}

/* True when instances of t have no __dict__: every snippet class of its MRO declares
 * __slots__, and none of them lists "__dict__" (CPython's rule). */
static bool slots_only(struct type *t)
{
    if (!(t->flags & TF_HEAP) || (t->flags & (TF_EXCEPTION | TF_BUILTIN_BASE)) || !t->mro)
        return false;
    obj *dict_name = str_new_cstr("__dict__");
    if (!dict_name) {
        exc_clear();
        return false;
    }
    bool only = true;
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    for (size_t i = 0; i < m->len && only; i++) {
        struct type *c = (struct type *)m->items[i];
        if (!(c->flags & TF_HEAP))
            continue;
        obj *slots = c->dict ? dict_get_cstr(c->dict, "__slots__") : NULL;
        if (!slots || slots_any(slots, slot_is, dict_name))
            only = false;
    }
    decref(dict_name);
    return only;
}

/* A name a slots-only class lets its instances hold. */
static bool slots_allow(struct type *t, obj *name)
{
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    for (size_t i = 0; i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        obj *slots = c->flags & TF_HEAP && c->dict ? dict_get_cstr(c->dict, "__slots__") : NULL;
        if (slots && slots_any(slots, slot_is, name))
            return true;
    }
    return false;
}

static void compute_special(struct type *t)
{
    uint32_t m = 0;
    for (size_t i = 0; i < sizeof special_names / sizeof special_names[0]; i++)
        if (defined_in_python(t, special_names[i].name))
            m |= special_names[i].bit;
    for (int i = 0; i < BIN__COUNT; i++)
        if (defined_in_python(t, binary_names[i][0]) || defined_in_python(t, binary_names[i][1]))
            m |= SP_BINARY;
    /* A class that defines __eq__ without __hash__ is unhashable (CPython sets __hash__ to
     * None in that case). */
    obj *h = type_lookup_cstr(t, "__hash__");
    if (h == NONE)
        m |= SP_HASH;
    if (slots_only(t))
        m |= SP_SLOTS;
    t->special_mask = m;
}

/* ---- slots of user classes ---- */
static obj *call_special(obj *self, const char *name, obj **args, size_t nargs)
{
    return op_call_method(self, name, args, nargs);
}

/* o.__repr__() or o.__str__(): a str, as CPython insists, or NULL with TypeError. */
static obj *call_text_special(obj *o, const char *name)
{
    obj *r = call_special(o, name, NULL, 0);
    if (r && !is_str(r)) {
        exc_raise(&exc_TypeError, "%s returned non-string (type %s)", name, op_type_name(r));
        CLEAR(r);
    }
    return r;
}

/* o.NAME(*ARGS) for its effect: 0, or -1 with the exception. */
static int call_special_effect(obj *o, const char *name, obj **args, size_t nargs)
{
    obj *r = call_special(o, name, args, nargs);
    if (!r)
        return -1;
    decref(r);
    return 0;
}

/* o.NAME() when it must give an int (__hash__, __len__): a new reference, or NULL with
 * TypeError MSG (whose %s, if any, is the type of what it gave). */
static obj *call_special_int(obj *o, const char *name, const char *msg)
{
    obj *r = call_special(o, name, NULL, 0);
    if (r && !is_int(r)) {
        exc_raise(&exc_TypeError, msg, op_type_name(r));
        CLEAR(r);
    }
    return r;
}

static obj *heap_repr(obj *o)
{
    if (o->type->special_mask & SP_REPR)
        return call_text_special(o, "__repr__");
    return o->type->base_type->repr(o);
}

static obj *heap_str(obj *o)
{
    if (o->type->special_mask & SP_STR)
        return call_text_special(o, "__str__");
    if (o->type->special_mask & SP_REPR)
        return heap_repr(o);
    struct type *b = o->type->base_type;
    return b->str ? b->str(o) : b->repr(o);
}

static int heap_hash(obj *o, int64_t *out)
{
    if (o->type->special_mask & SP_HASH) {
        obj *h = type_lookup_cstr(o->type, "__hash__");
        if (h == NONE) {
            exc_raise(&exc_TypeError, "unhashable type: '%s'", o->type->name);
            return -1;
        }
        obj *r = call_special_int(o, "__hash__", "__hash__ method should return an integer");
        if (!r)
            return -1;
        int rc = int_hash(r, out);
        decref(r);
        return rc;
    }
    if ((o->type->special_mask & SP_EQ) || !o->type->base_type->hash) {
        exc_raise(&exc_TypeError, "unhashable type: '%s'", o->type->name);
        return -1;
    }
    return o->type->base_type->hash(o, out);
}

static const char *const cmp_names[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

static obj *heap_compare(obj *a, obj *b, int op)
{
    /* Only called with a as the instance of this class (ops.c swaps for reflection). */
    struct type *t = type_of(a);
    if (!(t->special_mask & (SP_EQ | SP_CMP | SP_NE)) || !(t->flags & TF_HEAP))
        return t->base_type->compare ? t->base_type->compare(a, b, op) : incref(NOTIMPL);
    obj *m = type_lookup_cstr(t, cmp_names[op]);
    if (!m || (!is_small(m) && m->type == &type_builtin)) {
        if (op == CMP_NE && (t->special_mask & SP_EQ)) {
            obj *r = heap_compare(a, b, CMP_EQ);
            if (!r || r == NOTIMPL)
                return r;
            int tr = op_truth(r);
            decref(r);
            if (tr < 0)
                return NULL;
            return incref(bool_obj(!tr));
        }
        return t->base_type->compare ? t->base_type->compare(a, b, op) : incref(NOTIMPL);
    }
    return call_special(a, cmp_names[op], &b, 1);
}

/* a.NAME(b) where a's class is a snippet's class that defines NAME in Python; NOTIMPL
 * where it is not. */
static obj *heap_binary_side(obj *a, obj *b, const char *name)
{
    struct type *t = type_of(a);
    if (!(t->flags & TF_HEAP) || !(t->special_mask & SP_BINARY))
        return incref(NOTIMPL);
    obj *m = type_lookup_cstr(t, name);
    if (!m || (!is_small(m) && m->type == &type_builtin))
        return incref(NOTIMPL);
    return call_special(a, name, &b, 1);
}

static obj *heap_binary(obj *a, obj *b, int op)
{
    /* Python's rule: try a.__op__(b), then b.__rop__(a). */
    struct type *ta = type_of(a), *tb = type_of(b);
    for (int side = 0; side < 2; side++) {
        obj *r = side ? heap_binary_side(b, a, binary_names[op][1])
                      : heap_binary_side(a, b, binary_names[op][0]);
        if (r != NOTIMPL)
            return r;
        decref(r);
    }
    struct type *base = (ta->flags & TF_HEAP) ? ta->base_type : tb->base_type;
    if (base->binary)
        return base->binary(a, b, op);
    return incref(NOTIMPL);
}

static obj *heap_unary(obj *a, int op)
{
    static const char *const names[] = {"__neg__", "__pos__", "__invert__"};
    if (a->type->special_mask & SP_UNARY) {
        obj *m = type_lookup_cstr(a->type, names[op]);
        if (m)
            return call_special(a, names[op], NULL, 0);
    }
    if (a->type->base_type->unary)
        return a->type->base_type->unary(a, op);
    return incref(NOTIMPL);
}

static int heap_truth(obj *o)
{
    if (o->type->special_mask & SP_BOOL) {
        obj *r = call_special(o, "__bool__", NULL, 0);
        if (!r)
            return -1;
        if (!is_type(r, &type_bool)) {
            exc_raise(&exc_TypeError, "__bool__ should return bool, returned %s", op_type_name(r));
            decref(r);
            return -1;
        }
        return r == TRUE_OBJ;
    }
    /* then __len__, the class's or its builtin base's (list, dict...: their truth is
     * their length, as op_truth reads it) */
    if (!(o->type->special_mask & SP_LEN)) {
        struct type *b = o->type->base_type;
        if (b->truth)
            return b->truth(o);
        if (!b->len)
            return 1;
    }
    intptr_t n = op_len(o);
    return n < 0 ? -1 : n > 0;
}

static intptr_t heap_len(obj *o)
{
    if (!(o->type->special_mask & SP_LEN)) {
        if (o->type->base_type->len)
            return o->type->base_type->len(o);
        exc_raise(&exc_TypeError, "object of type '%s' has no len()", o->type->name);
        return -1;
    }
    obj *r = call_special_int(o, "__len__", "'%s' object cannot be interpreted as an integer");
    if (!r)
        return -1;
    int64_t n;
    bool ok = int_to_i64(r, &n);
    decref(r);
    if (!ok) {
        exc_raise(&exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    if (n < 0) {
        exc_raise(&exc_ValueError, "__len__() should return >= 0");
        return -1;
    }
    return (intptr_t)n;
}

static obj *heap_getitem(obj *o, obj *key)
{
    if (o->type->special_mask & SP_GETITEM)
        return call_special(o, "__getitem__", &key, 1);
    if (o->type->base_type->getitem)
        return o->type->base_type->getitem(o, key);
    return exc_raise(&exc_TypeError, "'%s' object is not subscriptable", o->type->name);
}

static int heap_setitem(obj *o, obj *key, obj *value)
{
    if (value && (o->type->special_mask & SP_SETITEM)) {
        obj *args[2] = {key, value};
        return call_special_effect(o, "__setitem__", args, 2);
    }
    if (!value && (o->type->special_mask & SP_DELITEM))
        return call_special_effect(o, "__delitem__", &key, 1);
    if (o->type->base_type->setitem)
        return o->type->base_type->setitem(o, key, value);
    if (value)
        exc_raise(&exc_TypeError, "'%s' object does not support item assignment", o->type->name);
    else
        exc_raise(&exc_TypeError, "'%s' object does not support item deletion", o->type->name);
    return -1;
}

static int heap_contains(obj *o, obj *x)
{
    if (o->type->special_mask & SP_CONTAINS) {
        obj *r = call_special(o, "__contains__", &x, 1);
        if (!r)
            return -1;
        int t = op_truth(r);
        decref(r);
        return t;
    }
    if (o->type->base_type->contains)
        return o->type->base_type->contains(o, x);
    /* fall back to iteration */
    obj *it = op_iter(o);
    return it ? op_iter_contains(it, x) : -1;
}

static obj *heap_iter(obj *o)
{
    if (o->type->special_mask & SP_ITER)
        return call_special(o, "__iter__", NULL, 0);
    if (o->type->base_type->iter)
        return o->type->base_type->iter(o);
    if (o->type->special_mask & SP_GETITEM)
        return seqiter_new(o);
    return exc_raise(&exc_TypeError, "'%s' object is not iterable", o->type->name);
}

static obj *heap_next(obj *o)
{
    if (o->type->special_mask & SP_NEXT) {
        obj *r = call_special(o, "__next__", NULL, 0);
        if (!r && exc_pending_is(&exc_StopIteration) && !vm->fatal)
            exc_clear();
        return r;
    }
    if (o->type->base_type->next)
        return o->type->base_type->next(o);
    return exc_raise(&exc_TypeError, "'%s' object is not an iterator", o->type->name);
}

/* FN(SELF, *ARGS, **KW): the call of a method found on a class, with its instance (or, for
 * __new__, its class) first. ARGS holds nargs positional values, then the keywords'. */
static obj *call_with_self(obj *fn, obj *self, obj **args, size_t nargs, obj *kwnames)
{
    obj *small[ARGS_SMALL];
    obj **full = args_prepend(self, args, nargs, kwnames, small);
    if (!full)
        return NULL;
    obj *r = op_call(fn, full, nargs + 1, kwnames);
    args_release(full, small);
    return r;
}

static obj *heap_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    obj *m = type_lookup_cstr(self->type, "__call__");
    if (!m)
        return exc_raise(&exc_TypeError, "'%s' object is not callable", self->type->name);
    return call_with_self(m, self, args, nargs, kwnames);
}

/* ---- attribute dicts of instances of classes derived from builtin types ----
 * An open-addressing table from object address to dict in the session (vm->side_dicts),
 * with linear probing and backward-shift deletion. */
static size_t side_hash(const obj *o)
{
    uint64_t p = (uint64_t)(uintptr_t)o;
    p ^= p >> 33;
    p *= 0xff51afd7ed558ccdULL;
    return (size_t)(p ^ (p >> 29));
}

static obj **side_find(obj *o, bool create)
{
    struct side_dicts *sd = &vm->side_dicts;
    if (create && (sd->used + 1) * 2 > (sd->slots ? sd->mask + 1 : 0)) {
        size_t ncap = sd->slots ? (sd->mask + 1) * 2 : 64;
        struct side_dict_entry *ns = mem_calloc(ncap * sizeof *ns);
        if (!ns)
            return NULL;
        for (size_t i = 0; sd->slots && i <= sd->mask; i++) {
            if (!sd->slots[i].owner)
                continue;
            size_t j = side_hash(sd->slots[i].owner) & (ncap - 1);
            while (ns[j].owner)
                j = (j + 1) & (ncap - 1);
            ns[j] = sd->slots[i];
        }
        mem_free(sd->slots);
        sd->slots = ns;
        sd->mask = ncap - 1;
    }
    if (!sd->slots)
        return NULL;
    size_t i = side_hash(o) & sd->mask;
    while (sd->slots[i].owner) {
        if (sd->slots[i].owner == o)
            return &sd->slots[i].dict;
        i = (i + 1) & sd->mask;
    }
    if (!create)
        return NULL;
    sd->slots[i].owner = o;
    sd->slots[i].dict = NULL;
    sd->used++;
    return &sd->slots[i].dict;
}

static void side_remove(obj *o)
{
    struct side_dicts *sd = &vm->side_dicts;
    if (!sd->slots)
        return;
    size_t i = side_hash(o) & sd->mask;
    while (sd->slots[i].owner && sd->slots[i].owner != o)
        i = (i + 1) & sd->mask;
    if (!sd->slots[i].owner)
        return;
    obj *d = sd->slots[i].dict;
    /* close the gap: move later entries of the probe run back */
    size_t j = i;
    for (;;) {
        sd->slots[i].owner = NULL;
        sd->slots[i].dict = NULL;
        for (;;) {
            j = (j + 1) & sd->mask;
            if (!sd->slots[j].owner)
                goto done;
            size_t home = side_hash(sd->slots[j].owner) & sd->mask;
            /* stays if its home lies cyclically in (i, j] */
            if (i <= j ? (i < home && home <= j) : (i < home || home <= j))
                continue;
            break;
        }
        sd->slots[i] = sd->slots[j];
        i = j;
    }
done:
    sd->used--;
    xdecref(d);
}

void type_free_side_dicts(struct vm *v)
{
    struct side_dicts *sd = &v->side_dicts;
    for (size_t i = 0; sd->slots && i <= sd->mask; i++)
        CLEAR(sd->slots[i].dict);
    mem_free(sd->slots);
    sd->slots = NULL;
    sd->used = sd->mask = 0;
}

/* The side table's entry is not a reference field of the object: it goes here. */
static void builtin_based_dealloc(obj *o)
{
    if (vm)
        side_remove(o);
    struct type *solid = o->type->base_type;
    if (solid->dealloc)
        solid->dealloc(o);
    else
        obj_free(o);
}

/* Where an instance keeps its attributes; NULL when it has none yet and create is false
 * (or the side table could not grow). */
static obj **dict_slot(obj *o, bool create)
{
    if (o->type->flags & TF_EXCEPTION)
        return &AS(exc_obj, o)->dict;
    if (o->type->flags & TF_BUILTIN_BASE)
        return side_find(o, create);
    return &AS(instance_obj, o)->dict;
}

obj *instance_dict(obj *o)
{
    obj **ds = dict_slot(o, false);
    return ds ? *ds : NULL;
}

/* Binds a value found on a class to an instance (or to the class itself for classmethod). */
static obj *bind_descr(obj *v, obj *inst, struct type *cls)
{
    if (is_small(v))
        return v;
    struct type *vt = v->type;
    if (vt == &type_function)
        return inst ? method_new(v, inst) : incref(v);
    if ((vt->flags & TF_HEAP) && (vt->special_mask & SP_GET)) { /* v.__get__(inst, cls) */
        obj *args[2] = {inst ? inst : NONE, (obj *)cls};
        return call_special(v, "__get__", args, 2);
    }
    if (vt->descr_get)
        return vt->descr_get(v, inst, cls);
    if (vt == &type_classmethod)
        return method_new(AS(wrapper_obj, v)->fget, (obj *)cls);
    if (vt == &type_staticmethod)
        return incref(AS(wrapper_obj, v)->fget);
    if (vt == &type_property) {
        if (!inst)
            return incref(v);
        if (!AS(wrapper_obj, v)->fget)
            return exc_raise(&exc_AttributeError, "property object has no getter");
        return op_call1(AS(wrapper_obj, v)->fget, inst);
    }
    if (vt == &type_builtin && !AS(builtin_obj, v)->self &&
        (AS(builtin_obj, v)->flags & METH_CLASS))
        return builtin_bind(v, (obj *)cls);
    if (vt == &type_builtin && inst && !AS(builtin_obj, v)->self) {
        if (AS(builtin_obj, v)->flags & METH_STATIC)
            return incref(v);
        return builtin_bind(v, (AS(builtin_obj, v)->flags & METH_CLASS) ? (obj *)cls : inst);
    }
    return incref(v);
}

obj *instance_getattr(obj *o, obj *name)
{
    struct type *t = o->type;
    obj *cv = type_lookup(t, name);
    if (cv && !is_small(cv) &&
        (cv->type == &type_property || (cv->type->special_mask & SP_SET)))
        return bind_descr(cv, o, t);
    obj **ds = dict_slot(o, false);
    obj *d = ds ? *ds : NULL;
    if (d) {
        obj *v = dict_get_str(d, name);
        if (v)
            return incref(v);
    }
    if (cv)
        return bind_descr(cv, o, t);
    if (t->flags & TF_BUILTIN_BASE) { /* MyInt(5).real: the builtin base's getsets */
        const struct getset_def *g = type_find_getset(t, name);
        if (g)
            return getset_get(g, o);
    }
    if (t->special_mask & SP_GETATTR) {
        obj *ga = type_lookup_cstr(t, "__getattr__");
        if (ga)
            return op_call2(ga, o, name);
    }
    return exc_attr_error(o, name);
}

bool type_is_user_descriptor(obj *v)
{
    return !is_small(v) && (v->type->flags & TF_HEAP) &&
           (v->type->special_mask & (SP_GET | SP_SET));
}

bool type_setattr_is_plain(struct type *t)
{
    return !(t->special_mask & (SP_SETATTR | SP_SLOTS)); /* __slots__ refuses new names */
}

int instance_setattr(obj *o, obj *name, obj *value)
{
    struct type *t = o->type;
    obj *cv = type_lookup(t, name);
    if (cv && value && !is_small(cv) && (cv->type->flags & TF_HEAP) &&
        (cv->type->special_mask & SP_SET)) { /* a data descriptor: cv.__set__(o, value) */
        obj *args[2] = {o, value};
        return call_special_effect(cv, "__set__", args, 2);
    }
    if (cv && !is_small(cv) && cv->type == &type_property) {
        struct wrapper_obj *p = AS(wrapper_obj, cv);
        obj *fn = value ? p->fset : p->fdel;
        if (!fn) {
            exc_raise(&exc_AttributeError, "property '%s' of '%s' object has no %s",
                      str_cstr(name), t->name, value ? "setter" : "deleter");
            return -1;
        }
        obj *r = value ? op_call2(fn, o, value) : op_call1(fn, o);
        if (!r)
            return -1;
        decref(r);
        return 0;
    }
    if ((t->special_mask & SP_SETATTR) && value) {
        obj *args[2] = {name, value};
        return call_special_effect(o, "__setattr__", args, 2);
    }
    if ((t->special_mask & SP_SLOTS) && !slots_allow(t, name)) {
        if (cv)
            exc_raise(&exc_AttributeError, "'%s' object attribute '%s' is read-only", t->name,
                      str_cstr(name));
        else
            exc_attr_error(o, name);
        return -1;
    }
    obj **ds = dict_slot(o, value != NULL);
    if (!ds || !*ds) {
        if (!value) {
            exc_attr_error(o, name);
            return -1;
        }
        if (!ds)
            return -1; /* the side table could not grow: MemoryError is set */
        *ds = dict_new();
        if (!*ds)
            return -1;
    }
    if (!value) {
        int rc = dict_del(*ds, name);
        if (rc == 1) {
            exc_attr_error(o, name);
            return -1;
        }
        return rc;
    }
    return dict_set(*ds, name, value);
}

/* Attribute lookup on builtin objects: getsets, then methods bound to the object. */
obj *generic_getattr(obj *o, obj *name)
{
    struct type *t = type_of(o);
    const struct getset_def *g = type_find_getset(t, name);
    if (g)
        return getset_get(g, o);
    obj *v = type_lookup(t, name);
    if (v)
        return bind_descr(v, o, t);
    return exc_attr_error(o, name);
}

/* ---- the type of types ---- */
static obj *type_repr(obj *o)
{
    struct type *t = (struct type *)o;
    /* A native module's type named like CPython's C types ("collections.deque") already
     * carries its module; one named like a Python class ("Counter") does not. */
    if (t->module_name && strcmp(str_cstr(t->module_name), "builtins") &&
        ((t->flags & TF_HEAP) || !strchr(t->name, '.')))
        return str_from_fmt("<class '%s.%s'>", str_cstr(t->module_name),
                            t->qualname ? str_cstr(t->qualname) : t->name);
    return str_from_fmt("<class '%s'>", t->name);
}

static obj *type_getattr(obj *o, obj *name)
{
    struct type *t = (struct type *)o;
    const char *n = str_cstr(name);
    if (n[0] == '_' && n[1] == '_') {
        if (!strcmp(n, "__name__"))
            return incref(t->name_obj);
        if (!strcmp(n, "__qualname__"))
            return incref(t->qualname ? t->qualname : t->name_obj);
        if (!strcmp(n, "__module__"))
            return incref(t->module_name ? t->module_name : NONE);
        if (!strcmp(n, "__doc__")) {
            obj *d = t->dict ? dict_get_cstr(t->dict, "__doc__") : NULL;
            return incref(d ? d : NONE);
        }
    }
    obj *v = type_lookup(t, name);
    if (v)
        return bind_descr(v, NULL, t);
    const struct getset_def *g = type_find_getset(&type_type, name);
    if (g)
        return getset_get(g, o);
    obj *mv = type_lookup(&type_type, name);
    if (mv)
        return bind_descr(mv, o, &type_type);
    return exc_attr_error(o, name);
}

static int type_setattr(obj *o, obj *name, obj *value)
{
    struct type *t = (struct type *)o;
    if (!(t->flags & TF_HEAP)) {
        exc_raise(&exc_TypeError, "cannot set '%s' attribute of immutable type '%s'",
                  str_cstr(name), t->name);
        return -1;
    }
    int rc;
    if (value) {
        rc = dict_set(t->dict, name, value);
    } else {
        rc = dict_del(t->dict, name);
        if (rc == 1) {
            exc_attr_error(o, name);
            return -1;
        }
    }
    compute_special(t);
    return rc;
}

static int type_hash(obj *o, int64_t *out)
{
    *out = (int64_t)((uintptr_t)o >> 4);
    return 0;
}

/* ---- classes derived from builtin types ----
 * An instance is the builtin's own object (a list_obj for class L(list)) with its type
 * pointer changed to the class; heap slots fall back to the builtin's. Mutable builtins
 * start empty and are filled by their __init__, as in CPython; immutable ones are made by
 * their constructor from the call's arguments. */
static obj *object_init(obj **args, size_t nargs, obj *kw);
static obj *object_construct(struct type *t, obj **args, size_t nargs, obj *kwnames);

static bool builtin_is_mutable(struct type *t)
{
    return t == &type_list || t == &type_dict || t == &type_set;
}

/* the builtins a class may derive from; NULL for the others */
static obj *(*builtin_construct_for(struct type *t))(struct type *, obj **, size_t, obj *)
{
    static struct type *const ok[] = {&type_list,  &type_dict,      &type_set,  &type_frozenset,
                                      &type_str,   &type_int,       &type_float, &type_tuple,
                                      &type_bytes, &type_bytearray, &type_complex, NULL};
    for (int i = 0; ok[i]; i++)
        if (ok[i] == t)
            return t->construct;
    /* a namedtuple class: a tuple with its own constructor (class P(namedtuple(...))) */
    if (!(t->flags & TF_HEAP) && t->base_type == &type_tuple && t->construct)
        return t->construct;
    if ((t->flags & TF_NATIVE_BASE) && t->construct)
        return t->construct;
    return NULL;
}

/* An object of the builtin type nobody else holds, so that it can take a new class:
 * constructors may return shared ones (small ints, cached strings, the empty tuple). */
static obj *own_copy(obj *o, struct type *solid)
{
    bool shared = is_small(o) || o->refcnt != 1 || (solid == &type_str && AS(str_obj, o)->interned);
    if (!shared)
        return o;
    obj *c = NULL;
    if (solid == &type_int) {
        c = int_new_boxed(o);
    } else if (solid == &type_str) {
        c = str_alloc(str_len(o));
        if (c) {
            memcpy(AS(str_obj, c)->data, str_cstr(o), str_len(o));
            str_finish(c);
        }
    } else if (solid == &type_tuple) {
        size_t n = AS(tuple_obj, o)->len;
        c = obj_alloc(&type_tuple, sizeof(struct tuple_obj) + n * sizeof(obj *));
        if (c) {
            AS(tuple_obj, c)->len = n;
            AS(tuple_obj, c)->hash = -1;
            for (size_t i = 0; i < n; i++)
                AS(tuple_obj, c)->items[i] = incref(AS(tuple_obj, o)->items[i]);
        }
    } else if (solid == &type_float) {
        c = obj_alloc(&type_float, sizeof(struct float_obj));
        if (c)
            AS(float_obj, c)->v = float_val(o);
    } else if (solid == &type_complex) {
        c = complex_new(AS(complex_obj, o)->re, AS(complex_obj, o)->im);
    } else if (solid == &type_frozenset) {
        c = set_new(&type_frozenset);
        if (c && set_update(c, o) < 0)
            CLEAR(c);
    } else if (solid == &type_bytes) {
        c = bytes_new(AS(bytes_obj, o)->data, AS(bytes_obj, o)->len);
    } else {
        exc_raise(&exc_SystemError, "cannot derive an instance from a shared '%s'", solid->name);
    }
    decref(o);
    return c;
}

static obj *builtin_based_new(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    struct type *solid = t->base_type;
    obj *o = builtin_is_mutable(solid) ? pyargs_construct(solid, NULL, 0, NULL)
                                       : pyargs_construct(solid, args, nargs, kwnames);
    if (!o || !(o = own_copy(o, solid)))
        return NULL;
    /* the reference the object held on the class that made it (a namedtuple class is
     * mortal) goes to its new class, as obj_alloc's would */
    struct type *made = o->type;
    o->type = t;
    incref((obj *)t);
    if (made->base.refcnt < REFCNT_IMMORTAL)
        decref((obj *)made);
    return o;
}

/* cls.__new__(cls, *args) of a builtin type, for super().__new__(cls, ...) in a derived
 * class; object.__new__(cls) likewise for plain classes */
static obj *builtin_new_method(obj **args, size_t nargs, obj *kw)
{
    if (!nargs || !is_type_obj(args[0]))
        return exc_raise(&exc_TypeError, "__new__(X): X is not a type object");
    struct type *cls = (struct type *)args[0];
    if (cls->flags & TF_BUILTIN_BASE)
        return builtin_based_new(cls, args + 1, nargs - 1, kw);
    if ((cls->flags & TF_HEAP) && !(cls->flags & TF_EXCEPTION)) {
        obj *o = obj_alloc(cls, cls->instance_size);
        if (o)
            AS(instance_obj, o)->dict = NULL;
        return o;
    }
    if (cls->flags & TF_EXCEPTION)
        return exc_new(cls, args + 1, nargs - 1);
    if (cls->construct && cls != &type_object)
        return pyargs_construct(cls, args + 1, nargs - 1, kw);
    if (cls == &type_object)
        return object_construct(cls, NULL, 0, NULL);
    return exc_raise(&exc_TypeError, "cannot create '%s' instances", cls->name);
}

/* list.__init__(self, iterable=()), set.__init__ likewise, dict.__init__(self, *a, **kw) */
static obj *builtin_init_method(obj **args, size_t nargs, obj *kw)
{
    if (!nargs)
        return exc_raise(&exc_TypeError, "descriptor '__init__' needs an argument");
    obj *self = args[0];
    struct type *t = type_of(self);
    while (t->flags & TF_HEAP)
        t = t->base_type;
    if (!builtin_is_mutable(t))
        return exc_raise(&exc_TypeError, "descriptor '__init__' requires a list, dict or set");
    obj *fresh = pyargs_construct(t, args + 1, nargs - 1, kw);
    if (!fresh)
        return NULL;
    int rc = 0;
    if (t == &type_list) {
        /* swap the contents in: self takes fresh's items, fresh takes the old ones */
        struct list_obj *a = AS(list_obj, self), *b = AS(list_obj, fresh), tmp = *a;
        a->items = b->items, a->len = b->len, a->cap = b->cap;
        b->items = tmp.items, b->len = tmp.len, b->cap = tmp.cap;
    } else if (t == &type_dict) {
        rc = dict_update(self, fresh);
    } else if (t == &type_set) {
        obj *clear = type_lookup_cstr(&type_set, "clear");
        obj *r = clear ? op_call1(clear, self) : NULL;
        xdecref(r);
        rc = r ? set_update(self, fresh) : -1;
    }
    decref(fresh);
    return rc < 0 ? NULL : incref(NONE);
}

void type_init_derivable(void)
{
    static struct type *const types[] = {&type_list,  &type_dict,      &type_set,  &type_frozenset,
                                         &type_str,   &type_int,       &type_float, &type_tuple,
                                         &type_bytes, &type_bytearray, &type_complex, &type_object,
                                         NULL};
    obj *newf = builtin_new("__new__", builtin_new_method, NULL);
    obj *initf = builtin_new("__init__", builtin_init_method, NULL);
    newf->refcnt = initf->refcnt = REFCNT_IMMORTAL;
    AS(builtin_obj, newf)->flags = METH_STATIC;
    obj *nk = str_intern_static("__new__"), *ik = str_intern_static("__init__");
    for (int i = 0; types[i]; i++) {
        dict_set(types[i]->dict, nk, newf);
        if (builtin_is_mutable(types[i]))
            dict_set(types[i]->dict, ik, initf);
    }
}

/* type_call's general path: type(x), classes (__new__, then __init__), and built-in types
 * without a constructor. Kept out of line: see type_call. */
__attribute__((noinline)) static obj *type_call_general(obj *self, obj **args, size_t nargs,
                                                        obj *kwnames)
{
    struct type *t = (struct type *)self;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    if (t == &type_type) {
        if (nargs == 1 && !nkw)
            return incref((obj *)type_of(args[0]));
        return exc_raise(&exc_TypeError, "type() takes 1 argument");
    }
    if (!(t->flags & TF_HEAP)) {
        if (!t->construct)
            return exc_raise(&exc_TypeError, "cannot create '%s' instances", t->name);
        return pyargs_construct(t, args, nargs, kwnames);
    }
    obj *inst;
    if (t->call_epoch != type_epoch) {
        t->new_found = type_lookup_cstr(t, "__new__");
        t->init_found = type_lookup_cstr(t, "__init__");
        t->call_epoch = type_epoch;
    }
    obj *newf = t->new_found;
    if (newf && !is_small(newf) && newf->type != &type_builtin) {
        obj *fn = newf->type == &type_staticmethod ? AS(wrapper_obj, newf)->fget : newf;
        inst = call_with_self(fn, self, args, nargs, kwnames);
        if (!inst || !type_is_subtype(type_of(inst), t))
            return inst;
    } else if (t->flags & TF_EXCEPTION) {
        inst = exc_new(t, args, nargs);
    } else if (t->flags & TF_BUILTIN_BASE) {
        inst = builtin_based_new(t, args, nargs, kwnames);
    } else {
        /* object.__new__ and object.__init__ both: arguments have nowhere to go */
        obj *init = t->init_found;
        bool object_init_only = !init || (!is_small(init) && init->type == &type_builtin &&
                                          AS(builtin_obj, init)->fn == object_init);
        if (nargs + nkw && object_init_only)
            return exc_raise(&exc_TypeError, "%s() takes no arguments", t->name);
        inst = obj_alloc(t, t->instance_size);
        if (inst)
            AS(instance_obj, inst)->dict = NULL;
    }
    if (!inst)
        return NULL;
    /* __new__ may have run snippet code that changed the class */
    obj *init = t->call_epoch == type_epoch ? t->init_found : type_lookup_cstr(t, "__init__");
    /* list/dict/set.__init__ fill a derived instance that its __new__ made empty */
    bool builtin_init = (t->flags & TF_BUILTIN_BASE) && init && !is_small(init) &&
                        init->type == &type_builtin && AS(builtin_obj, init)->fn != object_init;
    if (init && !is_small(init) && (init->type != &type_builtin || builtin_init)) {
        obj *r = call_with_self(init, inst, args, nargs, kwnames);
        if (!r) {
            decref(inst);
            return NULL;
        }
        if (r != NONE) {
            exc_raise(&exc_TypeError, "__init__() should return None, not '%s'", op_type_name(r));
            decref(r);
            decref(inst);
            return NULL;
        }
        decref(r);
    } else if ((nargs || nkw) && !(t->flags & (TF_EXCEPTION | TF_BUILTIN_BASE)) && !newf) {
        decref(inst);
        return exc_raise(&exc_TypeError, "%s() takes no arguments", t->name);
    }
    return inst;
}

obj *type_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct type *t = (struct type *)self;
    /* a built-in type's own constructor (str(i), int(s), list(x)...): this path must not
     * pay for the frame the general one needs, and the compiler will not shrink-wrap it */
    if (!(t->flags & TF_HEAP) && t->construct && t != &type_type)
        return pyargs_construct(t, args, nargs, kwnames);
    return type_call_general(self, args, nargs, kwnames);
}

/* __init_subclass__: the nearest base's hook runs on the new class, implicitly a class
 * method (object has none). enum.Enum, a class made by a native module, turns the class
 * attributes of its subclasses into members this way. */
/* CPython's type_new_set_names: each attribute whose class defines __set_name__ learns
 * its owner and its name. */
static bool run_set_names(struct type *t)
{
    size_t pos = 0;
    obj *k, *v;
    while (t->dict && dict_next(t->dict, &pos, &k, &v)) {
        if (is_small(v) || !(v->type->flags & TF_HEAP) ||
            !type_lookup_cstr(v->type, "__set_name__"))
            continue;
        obj *args[2] = {(obj *)t, k};
        if (call_special_effect(v, "__set_name__", args, 2) < 0)
            return false;
    }
    return true;
}

static bool run_init_subclass(struct type *t)
{
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    for (size_t i = 1; i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        obj *h = c->dict ? dict_get_cstr(c->dict, "__init_subclass__") : NULL;
        if (!h)
            continue;
        if (!is_small(h) && h->type == &type_classmethod)
            h = AS(wrapper_obj, h)->fget;
        obj *arg = (obj *)t;
        obj *r = !is_small(h) && h->type == &type_builtin ? AS(builtin_obj, h)->fn(&arg, 1, NULL)
                                                            : op_call1(h, arg);
        if (!r)
            return false;
        decref(r);
        return true;
    }
    return true;
}

obj *type_new_class(obj *name, obj *bases, obj *ns)
{
    struct tuple_obj *bt = AS(tuple_obj, bases);
    obj *real_bases = bt->len ? incref(bases) : tuple_pack(1, (obj *)&type_object);
    if (!real_bases)
        return NULL;
    struct type *solid = &type_object;
    for (size_t i = 0; i < AS(tuple_obj, real_bases)->len; i++) {
        obj *b = AS(tuple_obj, real_bases)->items[i];
        if (!is_type_obj(b)) {
            decref(real_bases);
            return exc_raise(&exc_TypeError, "bases must be types");
        }
        for (size_t j = 0; j < i; j++)
            if (AS(tuple_obj, real_bases)->items[j] == b) {
                decref(real_bases);
                return exc_raise(&exc_TypeError, "duplicate base class %s",
                                 ((struct type *)b)->name);
            }
        struct type *bt2 = (struct type *)b;
        if (!(bt2->flags & TF_BASETYPE) && !(bt2->flags & TF_HEAP)) {
            decref(real_bases);
            return exc_raise(&exc_TypeError, "type '%s' is not an acceptable base type", bt2->name);
        }
        struct type *s = (bt2->flags & TF_HEAP) ? bt2->base_type : bt2;
        if (type_is_subtype(s, solid))
            solid = s;
        else if (!type_is_subtype(solid, s)) {
            decref(real_bases);
            return exc_raise(&exc_TypeError, "multiple bases have instance lay-out conflict");
        }
    }
    /* a native base laid out as a plain instance (datetime.tzinfo) is derived from as
     * object is: its methods are all the class adds */
    bool instance_like = !(solid->flags & TF_HEAP) && !solid->dealloc && !solid->traverse &&
                         solid->refs && solid->refs[0] == type_object.refs[0] && !solid->refs[1] &&
                         solid->instance_size == sizeof(struct instance_obj);
    bool builtin_base = solid != &type_object && !(solid->flags & TF_EXCEPTION) && !instance_like;
    if (builtin_base && !builtin_construct_for(solid)) {
        decref(real_bases);
        return exc_raise(&exc_NotImplementedError, "subclassing '%s' is not supported",
                         solid->name);
    }
    struct type *t = mem_calloc(sizeof *t);
    if (!t) {
        decref(real_bases);
        return NULL;
    }
    *t = heap_type_slots;
    t->base.refcnt = 1;
    t->base.type = &type_type;
    size_t nl = str_len(name);
    char *cname = mem_alloc(nl + 1);
    if (!cname) {
        mem_free(t);
        decref(real_bases);
        return NULL;
    }
    memcpy(cname, str_cstr(name), nl + 1);
    t->name = cname;
    t->name_obj = incref(name);
    t->flags = TF_HEAP | TF_BASETYPE | (solid->flags & TF_EXCEPTION);
    t->base_type = solid;
    t->instance_size = solid->instance_size ? solid->instance_size : sizeof(struct instance_obj);
    t->bases = real_bases;
    t->dict = dict_copy(ns);
    if (t->dict)
        AS(dict_obj, t->dict)->watched = true;
    obj *mod = t->dict ? dict_get_cstr(t->dict, "__module__") : NULL;
    t->module_name = incref(mod ? mod : dict_get_cstr(vm->globals, "__name__"));
    obj *qn = t->dict ? dict_get_cstr(t->dict, "__qualname__") : NULL;
    if (qn && is_str(qn)) {
        t->qualname = incref(qn);
        dict_del(t->dict, str_intern("__qualname__", 12));
    }
    if (!t->dict || !(t->mro = mro_merge((obj *)t, real_bases))) {
        decref((obj *)t);
        return NULL;
    }
    /* The MRO holds t itself; it must not own a reference to t (it would be a cycle), and
     * so the collector must never clear it. */
    decref((obj *)t);
    obj_untrack(t->mro);
    if ((t->flags & TF_EXCEPTION) || builtin_base) {
        /* the instance has the solid base's layout */
        t->refs = solid->refs;
        t->traverse = solid->traverse;
        t->finalize = solid->finalize;
        t->dealloc = solid->dealloc;
    }
    if (t->flags & TF_EXCEPTION) {
        t->getattr = solid->getattr;
        t->setattr = solid->setattr;
        t->construct = solid->construct;
    }
    if (builtin_base) {
        /* the instance is the builtin's own object, retyped: its attributes live aside */
        t->flags |= TF_BUILTIN_BASE | (solid->flags & (TF_INTEGER | TF_FLOAT));
        t->dealloc = builtin_based_dealloc;
        t->inplace = solid->inplace;
    }
    compute_special(t);
    if (!run_set_names(t) || !run_init_subclass(t)) {
        decref((obj *)t);
        return NULL;
    }
    return (obj *)t;
}

/* A class keeps a dealloc of its own, for two reasons: it is not tracked (it is not made by
 * obj_alloc, and every cycle through a class passes through its dict, which is), and the
 * first item of its MRO is itself, not owned (that would be a cycle). */
static void heap_type_dealloc(obj *o)
{
    struct type *t = (struct type *)o;
    type_epoch++; /* a new class may take this address: no cache may recognise it */
    if (t->mro) {
        t->base.refcnt = 2; /* the MRO's borrowed self-reference */
        AS(tuple_obj, t->mro)->items[0] = incref(NONE);
    }
    obj **held[] = {&t->bases, &t->mro, &t->dict, &t->name_obj, &t->qualname, &t->module_name};
    for (size_t i = 0; i < sizeof held / sizeof *held; i++)
        CLEAR(*held[i]);
    mem_free((void *)t->name);
    mem_free(t);
}

static obj *type_mro_get(obj *o)
{
    return list_from_iter(((struct type *)o)->mro);
}

static obj *type_mro_method(obj **args, size_t nargs, obj *kw)
{
    if (nargs != 1 || !is_type_obj(args[0]))
        return exc_raise(&exc_TypeError, "mro() takes no arguments");
    return type_mro_get(args[0]);
}

static const struct method_def type_methods[] = {
    {"mro", type_mro_method, 0},
    {NULL, NULL, 0},
};

struct type type_type = {
    .name = "type",
    .instance_size = sizeof(struct type),
    .methods = type_methods,
    .dealloc = heap_type_dealloc,
    .repr = type_repr,
    .hash = type_hash,
    .getattr = type_getattr,
    .setattr = type_setattr,
    .call = type_call,
};

/* ---- object ---- */
static obj *object_repr(obj *o)
{
    struct type *t = type_of(o);
    const char *mod = t->module_name ? str_cstr(t->module_name) : "builtins";
    if ((t->flags & TF_HEAP) && strcmp(mod, "builtins"))
        return str_from_fmt("<%s.%s object at %p>", mod,
                            t->qualname ? str_cstr(t->qualname) : t->name, (void *)o);
    return str_from_fmt("<%s object at %p>", t->name, (void *)o);
}

static int object_hash(obj *o, int64_t *out)
{
    *out = (int64_t)((uintptr_t)o >> 4);
    return 0;
}

static obj *object_compare(obj *a, obj *b, int op)
{
    if (op == CMP_EQ)
        return incref(a == b ? TRUE_OBJ : NOTIMPL);
    if (op == CMP_NE)
        return incref(a == b ? FALSE_OBJ : NOTIMPL);
    return incref(NOTIMPL);
}

static obj *object_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs || (kwnames && AS(tuple_obj, kwnames)->len))
        return exc_raise(&exc_TypeError, "object() takes no arguments");
    obj *o = obj_alloc(t, sizeof(struct instance_obj));
    if (o)
        AS(instance_obj, o)->dict = NULL;
    return o;
}

static obj *object_init(obj **args, size_t nargs, obj *kw)
{
    return incref(NONE);
}

static const struct method_def object_methods[] = {
    {"__init__", object_init, 0},
    {NULL, NULL, 0},
};

struct type type_object = {
    .name = "object",
    .flags = TF_BASETYPE,
    .instance_size = sizeof(struct instance_obj),
    .methods = object_methods,
    .refs = REFS(struct instance_obj, dict),
    .repr = object_repr,
    .hash = object_hash,
    .compare = object_compare,
    .getattr = generic_getattr,
    .construct = object_construct,
};

const struct type heap_type_slots = {
    .refs = REFS(struct instance_obj, dict),
    .repr = heap_repr,
    .str = heap_str,
    .hash = heap_hash,
    .compare = heap_compare,
    .binary = heap_binary,
    .unary = heap_unary,
    .truth = heap_truth,
    .len = heap_len,
    .getitem = heap_getitem,
    .setitem = heap_setitem,
    .contains = heap_contains,
    .iter = heap_iter,
    .next = heap_next,
    .call = heap_call,
    .getattr = instance_getattr,
    .setattr = instance_setattr,
};

/* ---- super ---- */
/* The builtin super, which eval recognises for zero-argument super() (builtins.c sets it). */
obj *builtin_super_obj;

obj *super_new_obj(struct type *t, obj *self)
{
    struct super_obj *s = (struct super_obj *)obj_alloc(&type_super, sizeof *s);
    if (!s)
        return NULL;
    s->type = t;
    incref((obj *)t);
    s->self = incref(self);
    s->self_type = is_type_obj(self) && type_is_subtype((struct type *)self, t)
                       ? (struct type *)self
                       : type_of(self);
    return (obj *)s;
}

size_t super_mro_start(const struct super_obj *s)
{
    struct tuple_obj *m = AS(tuple_obj, s->self_type->mro);
    size_t i = 0;
    while (i < m->len && m->items[i] != (obj *)s->type)
        i++;
    return i < m->len ? i + 1 : m->len;
}

static obj *super_getattr(obj *o, obj *name)
{
    struct super_obj *s = AS(super_obj, o);
    struct tuple_obj *m = AS(tuple_obj, s->self_type->mro);
    for (size_t i = super_mro_start(s); i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        obj *v = c->dict ? dict_get_str(c->dict, name) : NULL;
        if (v) {
            bool is_class = (obj *)s->self_type == s->self;
            return bind_descr(v, is_class ? NULL : s->self, s->self_type);
        }
    }
    return exc_raise(&exc_AttributeError, "'super' object has no attribute '%s'", str_cstr(name));
}

static obj *super_repr(obj *o)
{
    struct super_obj *s = AS(super_obj, o);
    return str_from_fmt("<super: <class '%s'>, <%s object>>", s->type->name, s->self_type->name);
}

struct type type_super = {
    .name = "super",
    .refs = REFS(struct super_obj, type, self),
    .repr = super_repr,
    .getattr = super_getattr,
};
