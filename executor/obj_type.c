/* executor/obj_type.c: type objects, classes (C3 MRO, attribute lookup, descriptors),
 * instances, and the slots of user classes that dispatch to their dunder methods. */
#include <stdio.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/vm.h"

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

obj *type_lookup_cstr(struct type *t, const char *name)
{
    obj *n = str_new_cstr(name);
    if (!n) {
        exc_clear();
        return NULL;
    }
    obj *r = type_lookup(t, n);
    decref(n);
    return r;
}

static obj *getset_find(struct type *t, obj *name)
{
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    for (size_t i = 0; i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        for (const struct getset_def *g = c->getset; g && g->name; g++)
            if (!strcmp(g->name, str_cstr(name)))
                return (obj *)g;
    }
    return NULL;
}

/* Builtin types: fill bases, MRO and the method dict once per process. */
void type_init_builtin(struct type *t)
{
    if (t->mro)
        return;
    if (t->base_type)
        type_init_builtin(t->base_type);
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
    for (const struct method_def *m = t->methods; m && m->name; m++) {
        obj *f = builtin_new(m->name, m->fn, NULL);
        AS(builtin_obj, f)->flags = m->flags;
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
        /* Python's rule: a type that defines equality but no hash is unhashable. */
        if (!t->hash && !t->compare)
            t->hash = b->hash;
        INHERIT(dealloc)
        INHERIT(repr) INHERIT(str) INHERIT(compare) INHERIT(truth) INHERIT(getattr) INHERIT(setattr)
            INHERIT(iter) INHERIT(next) INHERIT(len) INHERIT(getitem) INHERIT(setitem)
                INHERIT(contains) INHERIT(binary) INHERIT(unary) INHERIT(construct)
#undef INHERIT
                    if (!t->instance_size) t->instance_size = b->instance_size;
    }
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
            exc_raise(&exc_TypeError,
                      "Cannot create a consistent method resolution\norder "
                      "(MRO) for bases %s",
                      ((struct type *)bt->items[0])->name);
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
    {"__invert__", SP_UNARY},    {"__setattr__", SP_SETATTR},
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
    t->special_mask = m;
}

/* ---- slots of user classes ---- */
static obj *call_special(obj *self, const char *name, obj **args, size_t nargs)
{
    return op_call_method(self, name, args, nargs);
}

static obj *heap_repr(obj *o)
{
    if (o->type->special_mask & SP_REPR) {
        obj *r = call_special(o, "__repr__", NULL, 0);
        if (r && !is_str(r)) {
            exc_raise(&exc_TypeError, "__repr__ returned non-string (type %s)", op_type_name(r));
            CLEAR(r);
        }
        return r;
    }
    return o->type->base_type->repr(o);
}

static obj *heap_str(obj *o)
{
    if (o->type->special_mask & SP_STR) {
        obj *r = call_special(o, "__str__", NULL, 0);
        if (r && !is_str(r)) {
            exc_raise(&exc_TypeError, "__str__ returned non-string (type %s)", op_type_name(r));
            CLEAR(r);
        }
        return r;
    }
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
        obj *r = call_special(o, "__hash__", NULL, 0);
        if (!r)
            return -1;
        if (!is_int(r)) {
            decref(r);
            exc_raise(&exc_TypeError, "__hash__ method should return an integer");
            return -1;
        }
        int rc = int_hash(r, out);
        decref(r);
        return rc;
    }
    if ((o->type->special_mask & SP_EQ)) {
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

static obj *heap_binary(obj *a, obj *b, int op)
{
    /* Python's rule: try a.__op__(b), then b.__rop__(a). */
    struct type *ta = type_of(a), *tb = type_of(b);
    if ((ta->flags & TF_HEAP) && (ta->special_mask & SP_BINARY)) {
        obj *m = type_lookup_cstr(ta, binary_names[op][0]);
        if (m && !(!is_small(m) && m->type == &type_builtin)) {
            obj *r = call_special(a, binary_names[op][0], &b, 1);
            if (r != NOTIMPL)
                return r;
            decref(r);
        }
    }
    if ((tb->flags & TF_HEAP) && (tb->special_mask & SP_BINARY)) {
        obj *m = type_lookup_cstr(tb, binary_names[op][1]);
        if (m && !(!is_small(m) && m->type == &type_builtin)) {
            obj *r = call_special(b, binary_names[op][1], &a, 1);
            if (r != NOTIMPL)
                return r;
            decref(r);
        }
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
    if (o->type->special_mask & SP_LEN) {
        intptr_t n = op_len(o);
        return n < 0 ? -1 : n > 0;
    }
    return o->type->base_type->truth ? o->type->base_type->truth(o) : 1;
}

static intptr_t heap_len(obj *o)
{
    if (!(o->type->special_mask & SP_LEN)) {
        if (o->type->base_type->len)
            return o->type->base_type->len(o);
        exc_raise(&exc_TypeError, "object of type '%s' has no len()", o->type->name);
        return -1;
    }
    obj *r = call_special(o, "__len__", NULL, 0);
    if (!r)
        return -1;
    if (!is_int(r)) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(r));
        decref(r);
        return -1;
    }
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
        obj *r = call_special(o, "__setitem__", args, 2);
        if (!r)
            return -1;
        decref(r);
        return 0;
    }
    if (!value && (o->type->special_mask & SP_DELITEM)) {
        obj *r = call_special(o, "__delitem__", &key, 1);
        if (!r)
            return -1;
        decref(r);
        return 0;
    }
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
    if (!it)
        return -1;
    for (;;) {
        obj *v = op_next(it);
        if (!v) {
            decref(it);
            return vm->exc ? -1 : 0;
        }
        int eq = op_eq(v, x);
        decref(v);
        if (eq) {
            decref(it);
            return eq;
        }
    }
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

static obj *heap_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    obj *m = type_lookup_cstr(self->type, "__call__");
    if (!m)
        return exc_raise(&exc_TypeError, "'%s' object is not callable", self->type->name);
    /* prepend self */
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    obj *small[9];
    obj **full = nargs + nkw + 1 <= 9 ? small : mem_alloc((nargs + nkw + 1) * sizeof(obj *));
    if (!full)
        return NULL;
    full[0] = self;
    if (nargs + nkw)
        memcpy(full + 1, args, (nargs + nkw) * sizeof(obj *));
    obj *r = op_call(m, full, nargs + 1, kwnames);
    if (full != small)
        mem_free(full);
    return r;
}

static void instance_dealloc(obj *o)
{
    xdecref(AS(instance_obj, o)->dict);
    mem_free(o);
}

static obj **dict_slot(obj *o)
{
    if (o->type->flags & TF_EXCEPTION)
        return &AS(exc_obj, o)->dict;
    return &AS(instance_obj, o)->dict;
}

/* Binds a value found on a class to an instance (or to the class itself for classmethod). */
static obj *bind_descr(obj *v, obj *inst, struct type *cls)
{
    if (is_small(v))
        return v;
    struct type *vt = v->type;
    if (vt == &type_function)
        return inst ? method_new(v, inst) : incref(v);
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
        return builtin_new(AS(builtin_obj, v)->name, AS(builtin_obj, v)->fn, (obj *)cls);
    if (vt == &type_builtin && inst && !AS(builtin_obj, v)->self) {
        if (AS(builtin_obj, v)->flags & METH_STATIC)
            return incref(v);
        return builtin_new(AS(builtin_obj, v)->name, AS(builtin_obj, v)->fn,
                           (AS(builtin_obj, v)->flags & METH_CLASS) ? (obj *)cls : inst);
    }
    return incref(v);
}

obj *instance_getattr(obj *o, obj *name)
{
    struct type *t = o->type;
    obj *cv = type_lookup(t, name);
    if (cv && !is_small(cv) && cv->type == &type_property)
        return bind_descr(cv, o, t);
    obj *d = *dict_slot(o);
    if (d) {
        obj *v = dict_get_str(d, name);
        if (v)
            return incref(v);
    }
    if (cv)
        return bind_descr(cv, o, t);
    if (t->special_mask & SP_GETATTR) {
        obj *ga = type_lookup_cstr(t, "__getattr__");
        if (ga)
            return op_call2(ga, o, name);
    }
    return exc_attr_error(o, name);
}

int instance_setattr(obj *o, obj *name, obj *value)
{
    struct type *t = o->type;
    obj *cv = type_lookup(t, name);
    if (cv && !is_small(cv) && cv->type == &type_property) {
        struct wrapper_obj *p = AS(wrapper_obj, cv);
        obj *fn = value ? p->fset : p->fdel;
        if (!fn) {
            exc_raise(&exc_AttributeError, "can't %s attribute '%s'", value ? "set" : "delete",
                      str_cstr(name));
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
        obj *r = call_special(o, "__setattr__", args, 2);
        if (!r)
            return -1;
        decref(r);
        return 0;
    }
    obj **ds = dict_slot(o);
    if (!*ds) {
        if (!value) {
            exc_attr_error(o, name);
            return -1;
        }
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
    obj *g = getset_find(t, name);
    if (g)
        return ((const struct getset_def *)g)->get(o);
    obj *v = type_lookup(t, name);
    if (v)
        return bind_descr(v, o, t);
    return exc_attr_error(o, name);
}

/* ---- the type of types ---- */
static obj *type_repr(obj *o)
{
    struct type *t = (struct type *)o;
    if ((t->flags & TF_HEAP) && t->module_name && strcmp(str_cstr(t->module_name), "builtins"))
        return str_from_fmt("<class '%s.%s'>", str_cstr(t->module_name), t->name);
    return str_from_fmt("<class '%s'>", t->name);
}

static obj *type_getattr(obj *o, obj *name)
{
    struct type *t = (struct type *)o;
    const char *n = str_cstr(name);
    if (n[0] == '_' && n[1] == '_') {
        if (!strcmp(n, "__name__") || !strcmp(n, "__qualname__"))
            return incref(t->name_obj);
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
    obj *g = getset_find(&type_type, name);
    if (g)
        return ((const struct getset_def *)g)->get(o);
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

static void type_dealloc(obj *o)
{
    struct type *t = (struct type *)o;
    xdecref(t->bases);
    xdecref(t->mro);
    xdecref(t->dict);
    xdecref(t->name_obj);
    xdecref(t->module_name);
    mem_free((void *)t->name);
    mem_free(t);
}

static int type_hash(obj *o, int64_t *out)
{
    *out = (int64_t)((uintptr_t)o >> 4);
    return 0;
}

obj *type_call(obj *self, obj **args, size_t nargs, obj *kwnames)
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
        return t->construct(t, args, nargs, kwnames);
    }
    obj *inst;
    obj *newf = type_lookup_cstr(t, "__new__");
    if (newf && !is_small(newf) && newf->type != &type_builtin) {
        obj *fn = newf->type == &type_staticmethod ? AS(wrapper_obj, newf)->fget : newf;
        obj *small[9];
        obj **full = nargs + nkw + 1 <= 9 ? small : mem_alloc((nargs + nkw + 1) * sizeof(obj *));
        if (!full)
            return NULL;
        full[0] = self;
        if (nargs + nkw)
            memcpy(full + 1, args, (nargs + nkw) * sizeof(obj *));
        inst = op_call(fn, full, nargs + 1, kwnames);
        if (full != small)
            mem_free(full);
        if (!inst || !type_is_subtype(type_of(inst), t))
            return inst;
    } else if (t->flags & TF_EXCEPTION) {
        inst = exc_new(t, args, nargs);
    } else {
        inst = obj_alloc(t, t->instance_size);
        if (inst)
            AS(instance_obj, inst)->dict = NULL;
    }
    if (!inst)
        return NULL;
    obj *init = type_lookup_cstr(t, "__init__");
    if (init && !is_small(init) && init->type != &type_builtin) {
        obj *small[9];
        obj **full = nargs + nkw + 1 <= 9 ? small : mem_alloc((nargs + nkw + 1) * sizeof(obj *));
        if (!full) {
            decref(inst);
            return NULL;
        }
        full[0] = inst;
        if (nargs + nkw)
            memcpy(full + 1, args, (nargs + nkw) * sizeof(obj *));
        obj *r = op_call(init, full, nargs + 1, kwnames);
        if (full != small)
            mem_free(full);
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
    } else if ((nargs || nkw) && !(t->flags & TF_EXCEPTION) && !newf) {
        decref(inst);
        return exc_raise(&exc_TypeError, "%s() takes no arguments", t->name);
    }
    return inst;
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
    if (solid != &type_object && !(solid->flags & TF_EXCEPTION)) {
        decref(real_bases);
        return exc_raise(&exc_NotImplementedError, "subclassing '%s' is not supported yet",
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
    obj *mod = t->dict ? dict_get_cstr(t->dict, "__module__") : NULL;
    t->module_name = incref(mod ? mod : dict_get_cstr(vm->globals, "__name__"));
    if (!t->dict || !(t->mro = mro_merge((obj *)t, real_bases))) {
        decref((obj *)t);
        return NULL;
    }
    /* The MRO holds t itself; it must not own a reference to t (it would be a cycle). */
    decref((obj *)t);
    if (t->flags & TF_EXCEPTION) {
        t->dealloc = solid->dealloc;
        t->getattr = solid->getattr;
        t->construct = solid->construct;
    }
    compute_special(t);
    if (!vm->classes)
        vm->classes = list_new(0);
    if (vm->classes && list_append(vm->classes, (obj *)t) < 0)
        exc_clear();
    return (obj *)t;
}

/* mro tuple element 0 is the type itself and is not owned; fix up dealloc accordingly. */
static void heap_type_dealloc(obj *o)
{
    struct type *t = (struct type *)o;
    if (t->mro) {
        t->base.refcnt = 2; /* the MRO's borrowed self-reference */
        AS(tuple_obj, t->mro)->items[0] = incref(NONE);
    }
    type_dealloc(o);
}

static obj *type_mro_get(obj *o)
{
    return list_from_iter(((struct type *)o)->mro);
}

static obj *type_mro_method(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
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
    .base_type = &type_object,
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
        return str_from_fmt("<%s.%s object at %p>", mod, t->name, (void *)o);
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
    (void)args;
    (void)nargs;
    (void)kw;
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
    .dealloc = instance_dealloc,
    .repr = object_repr,
    .hash = object_hash,
    .compare = object_compare,
    .getattr = generic_getattr,
    .construct = object_construct,
};

const struct type heap_type_slots = {
    .dealloc = instance_dealloc,
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

static void super_dealloc(obj *o)
{
    struct super_obj *s = AS(super_obj, o);
    decref((obj *)s->type);
    decref(s->self);
    mem_free(s);
}

static obj *super_getattr(obj *o, obj *name)
{
    struct super_obj *s = AS(super_obj, o);
    struct tuple_obj *m = AS(tuple_obj, s->self_type->mro);
    size_t i = 0;
    while (i < m->len && m->items[i] != (obj *)s->type)
        i++;
    for (i++; i < m->len; i++) {
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
    .dealloc = super_dealloc,
    .repr = super_repr,
    .getattr = super_getattr,
    .base_type = &type_object,
};
