/* executor/lib/mod_dataclasses.c: the dataclasses module. As in CPython, @dataclass writes the
 * class's __init__ as Python source and runs it (pysource.h), so that argument binding and
 * its messages are the evaluator's; __repr__, __eq__, the orderings, __hash__ and the
 * frozen __setattr__ are small Python methods that call back into C. Fields come from the
 * class body's annotated names (annotations.h). Field objects, field(), fields(), asdict(),
 * astuple(), replace(), is_dataclass(), InitVar, KW_ONLY, MISSING and FrozenInstanceError
 * are provided; asdict() copies dataclasses, lists, tuples and dicts but shares other
 * objects (CPython deep-copies them). slots=True and make_dataclass are not provided. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/front/annotations.h"
#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_flag.h"
#include "executor/lib/mod_typing.h"
#include "executor/lib/pysource.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"


enum { KIND_FIELD, KIND_CLASSVAR, KIND_INITVAR };

struct field_obj {
    obj hdr;
    obj *name, *type, *dflt, *factory, *metadata; /* dflt/factory: MISSING when missing */
    obj *hash;                                    /* None, True or False */
    bool init, repr, compare, kw_only, kw_only_set;
    int kind;
};
#define FIELD(o) ((struct field_obj *)(o))

extern struct type field_type, missing_type, initvar_type, kwonly_type;
struct type frozen_error = {
    .name = "dataclasses.FrozenInstanceError",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .base_type = &exc_AttributeError,
};

static struct obj missing_obj = {REFCNT_IMMORTAL, &missing_type};
static struct obj kwonly_obj = {REFCNT_IMMORTAL, &kwonly_type};
#define MISSING (&missing_obj)

/* ---- Field ---- */
static obj *field_alloc(void)
{
    struct field_obj *f = (struct field_obj *)obj_alloc(&field_type, sizeof *f);
    if (!f)
        return NULL;
    f->name = incref(NONE);
    f->type = incref(NONE);
    f->dflt = f->factory = MISSING; /* immortal */
    f->metadata = incref(NONE);
    f->hash = incref(NONE);
    f->init = f->repr = f->compare = true;
    f->kw_only = f->kw_only_set = false;
    f->kind = KIND_FIELD;
    return (obj *)f;
}

static obj *field_repr(obj *o)
{
    struct field_obj *f = FIELD(o);
    obj *parts[5] = {op_repr(f->name), op_repr(f->type), op_repr(f->dflt),
                     op_repr(f->factory), op_repr(f->hash)};
    obj *r = NULL;
    if (parts[0] && parts[1] && parts[2] && parts[3] && parts[4])
        r = str_from_fmt("Field(name=%s,type=%s,default=%s,default_factory=%s,init=%s,repr=%s,"
                         "hash=%s,compare=%s,metadata=mappingproxy({}),kw_only=%s,_field_type=%s)",
                         str_cstr(parts[0]), str_cstr(parts[1]), str_cstr(parts[2]),
                         str_cstr(parts[3]), f->init ? "True" : "False",
                         f->repr ? "True" : "False", str_cstr(parts[4]),
                         f->compare ? "True" : "False", f->kw_only ? "True" : "False",
                         f->kind == KIND_FIELD      ? "_FIELD"
                         : f->kind == KIND_CLASSVAR ? "_FIELD_CLASSVAR"
                                                    : "_FIELD_INITVAR");
    for (int i = 0; i < 5; i++)
        xdecref(parts[i]);
    return r;
}

static obj *f_metadata(obj *o)
{
    return FIELD(o)->metadata == NONE ? dict_new() : incref(FIELD(o)->metadata);
}
static const struct getset_def field_getset[] = {
    MEMBER("name", MEMBER_OBJ, struct field_obj, name),
    MEMBER("type", MEMBER_OBJ, struct field_obj, type),
    MEMBER("default", MEMBER_OBJ, struct field_obj, dflt),
    MEMBER("default_factory", MEMBER_OBJ, struct field_obj, factory),
    MEMBER("init", MEMBER_BOOL, struct field_obj, init),
    MEMBER("repr", MEMBER_BOOL, struct field_obj, repr),
    MEMBER("compare", MEMBER_BOOL, struct field_obj, compare),
    MEMBER("hash", MEMBER_OBJ, struct field_obj, hash),
    MEMBER("kw_only", MEMBER_BOOL, struct field_obj, kw_only),
    {"metadata", f_metadata},
    {NULL, NULL},
};
struct type field_type = {
    .name = "Field",
    .getset = field_getset,
    .refs = REFS(struct field_obj, name, type, dflt, factory, metadata, hash),
    .repr = field_repr,
};

/* MISSING and KW_ONLY: the one instance of a type of their own, shown as CPython shows
 * an instance of a Python class ("<dataclasses._MISSING_TYPE object at 0x...>") */
static obj *sentinel_repr(obj *o)
{
    return str_from_fmt("<dataclasses.%s object at %p>", type_of(o)->name, (void *)o);
}
struct type missing_type = {
    .name = "_MISSING_TYPE",
    .repr = sentinel_repr,
};
struct type kwonly_type = {
    .name = "_KW_ONLY_TYPE",
    .repr = sentinel_repr,
};

/* InitVar and InitVar[T] */
struct initvar_obj {
    obj hdr;
    obj *type; /* NULL: the bare InitVar */
};
static obj *initvar_getitem(obj *o, obj *t)
{
    (void)o;
    struct initvar_obj *iv = (struct initvar_obj *)obj_alloc(&initvar_type, sizeof *iv);
    if (iv)
        iv->type = incref(t);
    return (obj *)iv;
}
static obj *initvar_repr(obj *o)
{
    obj *t = ((struct initvar_obj *)o)->type;
    if (!t)
        return str_new_cstr("<class 'dataclasses.InitVar'>");
    if (is_type_obj(t))
        return str_from_fmt("dataclasses.InitVar[%s]", ((struct type *)t)->name);
    obj *r = op_repr(t);
    obj *s = r ? str_from_fmt("dataclasses.InitVar[%s]", str_cstr(r)) : NULL;
    xdecref(r);
    return s;
}
struct type initvar_type = {
    .name = "InitVar",
    .refs = REFS(struct initvar_obj, type),
    .repr = initvar_repr,
    .getitem = initvar_getitem,
};
static struct initvar_obj initvar_obj = {{REFCNT_IMMORTAL, &initvar_type}, NULL};

/* field(*, default, default_factory, init, repr, hash, compare, metadata, kw_only): one
 * slot per parameter (its signature in dc_funcs) */
static obj *dc_field(obj **a, size_t nargs, obj *kw)
{
    if (a[0] && a[0] != MISSING && a[1] && a[1] != MISSING)
        return exc_raise(&exc_ValueError, "cannot specify both default and default_factory");
    obj *f = field_alloc();
    if (!f)
        return NULL;
    struct field_obj *fo = FIELD(f);
    if (a[0])
        fo->dflt = incref(a[0]);
    if (a[1])
        fo->factory = incref(a[1]);
    bool *flags[3] = {&fo->init, &fo->repr, &fo->compare};
    obj *fa[3] = {a[2], a[3], a[5]};
    for (int i = 0; i < 3; i++)
        if (!libflag_read(fa[i], *flags[i], flags[i])) {
            decref(f);
            return NULL;
        }
    if (a[4]) {
        decref(fo->hash);
        fo->hash = incref(a[4]);
    }
    if (a[6] && a[6] != NONE) {
        decref(fo->metadata);
        fo->metadata = incref(a[6]);
    }
    if (a[7] && a[7] != MISSING) {
        if (!libflag_read(a[7], false, &fo->kw_only)) {
            decref(f);
            return NULL;
        }
        fo->kw_only_set = true;
    }
    return f;
}

/* ---- the fields of a class or instance ---- */
static obj *fields_dict(obj *o)
{
    struct type *t = is_type_obj(o) ? (struct type *)o : type_of(o);
    if (!(t->flags & TF_HEAP))
        return NULL;
    return type_lookup_cstr(t, "__dataclass_fields__");
}

/* the real fields (not ClassVar or InitVar) in order, as a new list */
static obj *real_fields(obj *fd)
{
    obj *l = list_new(0);
    size_t pos = 0;
    obj *k, *v;
    while (l && dict_next(fd, &pos, &k, &v))
        if (FIELD(v)->kind == KIND_FIELD && list_append(l, v) < 0)
            CLEAR(l);
    return l;
}

static obj *dc_fields(obj **args, size_t nargs, obj *kw)
{
    obj *fd = fields_dict(args[0]);
    if (!fd)
        return exc_raise(&exc_TypeError, "must be called with a dataclass type or instance");
    obj *l = real_fields(fd);
    obj *t = l ? tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len) : NULL;
    xdecref(l);
    return t;
}

static obj *dc_is_dataclass(obj **args, size_t nargs, obj *kw)
{
    return bool_obj(fields_dict(args[0]) != NULL);
}

/* ---- the helpers the generated methods call ---- */
static obj *attr_of(obj *o, obj *name)
{
    return op_getattr(o, name);
}

/* a tuple of the compared fields' values */
static obj *compare_tuple(obj *self, obj *fd)
{
    obj *l = list_new(0);
    size_t pos = 0;
    obj *k, *v;
    while (l && dict_next(fd, &pos, &k, &v)) {
        if (FIELD(v)->kind != KIND_FIELD || !FIELD(v)->compare)
            continue;
        obj *x = attr_of(self, k);
        if (!x || list_append_steal(l, x) < 0)
            CLEAR(l);
    }
    obj *t = l ? tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len) : NULL;
    xdecref(l);
    return t;
}

/* reprlib.recursive_repr: an instance met again inside its own repr prints as "..." */
#define REPR_ACTIVE_MAX 256
static __thread obj *repr_active[REPR_ACTIVE_MAX];
static __thread int repr_nactive;

static obj *h_repr_inner(obj *self);
static obj *h_repr(obj **args, size_t nargs, obj *kw)
{
    for (int i = 0; i < repr_nactive; i++)
        if (repr_active[i] == args[0])
            return str_new_cstr("...");
    if (repr_nactive == REPR_ACTIVE_MAX)
        return h_repr_inner(args[0]);
    repr_active[repr_nactive++] = args[0];
    obj *r = h_repr_inner(args[0]);
    repr_nactive--;
    return r;
}

static obj *h_repr_inner(obj *self)
{
    obj *fd = fields_dict(self);
    struct type *t = type_of(self);
    obj *parts = list_new(0);
    size_t pos = 0;
    obj *k, *v;
    if (!vm_stack_ok())
        goto fail;
    while (parts && fd && dict_next(fd, &pos, &k, &v)) {
        if (FIELD(v)->kind != KIND_FIELD || !FIELD(v)->repr)
            continue;
        obj *x = attr_of(self, k);
        obj *r = x ? op_repr(x) : NULL;
        xdecref(x);
        obj *s = r ? str_from_fmt("%s=%s", str_cstr(k), str_cstr(r)) : NULL;
        xdecref(r);
        if (!s || list_append_steal(parts, s) < 0)
            goto fail;
    }
    if (!parts)
        return NULL;
    return str_call_form(t->qualname ? str_cstr(t->qualname) : t->name, parts);
fail:
    xdecref(parts);
    return NULL;
}

/* _dc_compare(self, other, op): __eq__ and the order methods compare the tuples of the
 * compared fields with op (a CMP_* value) */
static obj *h_compare(obj **args, size_t nargs, obj *kw)
{
    if (type_of(args[0]) != type_of(args[1]))
        return incref(NOTIMPL);
    obj *fd = fields_dict(args[0]);
    obj *a = compare_tuple(args[0], fd), *b = a ? compare_tuple(args[1], fd) : NULL;
    obj *r = b ? op_compare(a, b, (int)small_val(args[2])) : NULL;
    xdecref(a);
    xdecref(b);
    return r;
}

static obj *h_hash(obj **args, size_t nargs, obj *kw)
{
    obj *fd = fields_dict(args[0]);
    obj *l = list_new(0);
    size_t pos = 0;
    obj *k, *v;
    while (l && dict_next(fd, &pos, &k, &v)) {
        struct field_obj *f = FIELD(v);
        bool hashed = f->hash == NONE ? f->compare : op_truth(f->hash) > 0;
        if (f->kind != KIND_FIELD || !hashed)
            continue;
        obj *x = attr_of(args[0], k);
        if (!x || list_append_steal(l, x) < 0)
            CLEAR(l);
    }
    obj *t = l ? tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len) : NULL;
    xdecref(l);
    if (!t)
        return NULL;
    int64_t h;
    int rc = op_hash(t, &h);
    decref(t);
    return rc < 0 ? NULL : int_from_i64(h);
}

/* frozen instances: assignment to any attribute raises */
static obj *h_frozen(obj **args, size_t nargs, obj *kw)
{
    obj *r = op_repr(args[1]);
    if (r)
        exc_raise(&frozen_error, "cannot %s field %s", nargs == 3 ? "assign to" : "delete",
                  str_cstr(r));
    xdecref(r);
    return NULL;
}

/* __init__'s assignment: straight into the instance's dict (a frozen __setattr__ refuses) */
static obj *h_set(obj **args, size_t nargs, obj *kw)
{
    obj *o = args[0];
    if (!(type_of(o)->flags & TF_HEAP) || (type_of(o)->flags & (TF_BUILTIN_BASE | TF_EXCEPTION))) {
        return op_setattr(o, args[1], args[2]) < 0 ? NULL : NONE;
    }
    struct instance_obj *in = AS(instance_obj, o);
    if (!in->dict && !(in->dict = dict_new()))
        return NULL;
    return dict_set(in->dict, args[1], args[2]) < 0 ? NULL : NONE;
}

static obj *h_post_init(obj **args, size_t nargs, obj *kw)
{
    return op_call_method(args[0], "__post_init__", args + 1, nargs - 1);
}

/* The helpers the generated methods call, always with these arguments. */
static const struct method_def dc_helpers[] = {
    {"_dc_repr", h_repr, METH_O},
    {"_dc_compare", h_compare, 0, PA_SIG_POS(3, 3, NULL)},
    {"_dc_hash", h_hash, METH_O},
    {"_dc_frozen", h_frozen, 0, PA_SIG_POS(2, 3, NULL)},
    {"_dc_set", h_set, 0, PA_SIG_POS(3, 3, NULL)},
    {"_dc_post_init", h_post_init, 0, PA_SIG_POS(1, PYARGS_ANY, NULL)},
    {NULL, NULL, 0},
};

/* ---- building the class ---- */
struct params {
    bool init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only;
};

static bool is_identifier(obj *name)
{
    const char *s = str_cstr(name);
    if (!*s)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_' ||
              (*s >= '0' && *s <= '9') || (unsigned char)*s >= 128))
            return false;
    return true;
}

static int set_method(struct type *cls, obj *ns, const char *name, bool overwrite)
{
    if (!overwrite && dict_get_cstr(cls->dict, name))
        return 0;
    obj *fn = dict_get_cstr(ns, name);
    if (!fn)
        return 0;
    if (!is_small(fn) && fn->type == &type_function) {
        /* the qualname names the class in messages ("Point.__init__() missing ...") */
        struct func_obj *f = AS(func_obj, fn);
        obj *qn = str_from_fmt("%s.%s", cls->qualname ? str_cstr(cls->qualname) : cls->name,
                               name);
        if (!qn)
            return -1;
        xdecref(f->qualname);
        f->qualname = qn;
    }
    obj *n = str_new_cstr(name);
    int rc = n ? op_setattr((obj *)cls, n, fn) : -1;
    xdecref(n);
    return rc;
}

static obj *process_class(struct type *cls, const struct params *p)
{
    if (p->order && !p->eq)
        return exc_raise(&exc_ValueError, "eq must be true if order is true");
    obj *fd = dict_new(), *own = NULL, *ns = NULL, *res = NULL;
    struct textbuf src = {0};
    if (!fd)
        return NULL;
    /* the bases' fields first, nearest base last */
    struct tuple_obj *mro = AS(tuple_obj, cls->mro);
    for (size_t i = mro->len; i-- > 1;) {
        struct type *b = (struct type *)mro->items[i];
        obj *bf = b->dict ? dict_get_cstr(b->dict, "__dataclass_fields__") : NULL;
        if (bf && dict_update(fd, bf) < 0)
            goto out;
    }
    if (!(own = annot_class_fields(cls)))
        goto out;
    bool kw_only = p->kw_only;
    for (size_t i = 0; i < AS(list_obj, own)->len; i++) {
        obj *name = AS(tuple_obj, AS(list_obj, own)->items[i])->items[0];
        obj *ann = AS(tuple_obj, AS(list_obj, own)->items[i])->items[1];
        if (ann == &kwonly_obj) {
            kw_only = true;
            continue;
        }
        obj *dflt = dict_get_str(cls->dict, name);
        obj *f;
        if (dflt && type_of(dflt) == &field_type) {
            f = incref(dflt);
        } else {
            if (!(f = field_alloc()))
                goto out;
            if (dflt)
                FIELD(f)->dflt = incref(dflt);
        }
        struct field_obj *fo = FIELD(f);
        decref(fo->name);
        fo->name = incref(name);
        decref(fo->type);
        fo->type = incref(ann);
        const char *form = typing_form_name(ann);
        /* an annotation kept only as text ("ClassVar[int]") is classified by its head */
        const char *text = is_str(ann) ? str_cstr(ann) : "";
        if (!strncmp(text, "typing.", 7))
            text += 7;
        else if (!strncmp(text, "dataclasses.", 12))
            text += 12;
        if ((form && !strcmp(form, "ClassVar")) || !strncmp(text, "ClassVar", 8))
            fo->kind = KIND_CLASSVAR;
        else if (type_of(ann) == &initvar_type || !strncmp(text, "InitVar", 7))
            fo->kind = KIND_INITVAR;
        if (!fo->kw_only_set)
            fo->kw_only = kw_only;
        /* a mutable default would be shared by every instance */
        if (fo->kind == KIND_FIELD && fo->dflt != MISSING &&
            (is_list(fo->dflt) || is_dict(fo->dflt) || type_of(fo->dflt) == &type_set)) {
            exc_raise(&exc_ValueError,
                      "mutable default <class '%s'> for field %s is not allowed: use "
                      "default_factory",
                      op_type_name(fo->dflt), str_cstr(name));
            decref(f);
            goto out;
        }
        /* a field() default becomes the class attribute; without one, none remains */
        if (dflt && type_of(dflt) == &field_type) {
            int rc = fo->dflt != MISSING ? dict_set(cls->dict, name, fo->dflt)
                                         : dict_del(cls->dict, name);
            if (rc < 0) {
                decref(f);
                goto out;
            }
        }
        int rc = dict_set(fd, name, f);
        decref(f);
        if (rc < 0)
            goto out;
    }
    /* a field() without an annotation is an error */
    {
        size_t pos = 0;
        obj *k, *v;
        while (dict_next(cls->dict, &pos, &k, &v))
            if (type_of(v) == &field_type && !dict_get_str(fd, k)) {
                obj *r = op_repr(k);
                if (r)
                    exc_raise(&exc_TypeError, "%s is a field but has no type annotation",
                              str_cstr(r));
                xdecref(r);
                goto out;
            }
    }
    if (dict_set_cstr(cls->dict, "__dataclass_fields__", incref(fd)) < 0)
        goto out;
    /* the generated module: defaults and helpers are its globals */
    if (!(ns = dict_new()))
        goto out;
    for (const struct method_def *h = dc_helpers; h->name; h++)
        if (dict_set_cstr(ns, h->name, builtin_from_def(h, NULL, NULL)) < 0)
            goto out;
    if (dict_set_cstr(ns, "_HAS_FACTORY", incref(MISSING)) < 0)
        goto out;
    bool ok = true;
    char line[512];
    if (p->init) {
        /* def __init__(self, a, b=_dflt_b, *, c=_dflt_c): */
        ok = tb_adds(&src, "def __init__(self");
        bool seen_default = false;
        for (int pass = 0; pass < 2 && ok; pass++) {
            bool star = false;
            size_t pos = 0;
            obj *k, *v;
            while (ok && dict_next(fd, &pos, &k, &v)) {
                struct field_obj *f = FIELD(v);
                if (f->kind == KIND_CLASSVAR || !f->init || f->kw_only != (pass == 1))
                    continue;
                if (!is_identifier(k)) {
                    exc_raise(&exc_TypeError, "field names must be identifiers");
                    goto out;
                }
                if (pass == 1 && !star) {
                    ok = tb_adds(&src, ", *");
                    star = true;
                }
                const char *n = str_cstr(k);
                bool factory = f->factory != MISSING;
                if (f->dflt != MISSING || factory) {
                    snprintf(line, sizeof line, ", %s=%s%s", n, factory ? "_HAS_FACTORY" : "_dflt_",
                             factory ? "" : n);
                    if (pass == 0)
                        seen_default = true;
                } else {
                    if (pass == 0 && seen_default) {
                        exc_raise(&exc_TypeError, "non-default argument '%s' follows default argument",
                                  n);
                        goto out;
                    }
                    snprintf(line, sizeof line, ", %s", n);
                }
                ok = tb_adds(&src, line);
                char dn[300];
                snprintf(dn, sizeof dn, "_dflt_%s", n);
                if (ok && (f->dflt != MISSING || factory))
                    ok = dict_set_cstr(ns, dn, incref(factory ? f->factory : f->dflt)) == 0;
            }
        }
        ok = ok && tb_adds(&src, "):\n    pass\n");
        size_t pos = 0;
        obj *k, *v;
        while (ok && dict_next(fd, &pos, &k, &v)) {
            struct field_obj *f = FIELD(v);
            const char *n = str_cstr(k);
            if (f->kind != KIND_FIELD)
                continue;
            char val[400];
            if (f->init && f->factory != MISSING)
                snprintf(val, sizeof val, "_dflt_%s() if %s is _HAS_FACTORY else %s", n, n, n);
            else if (f->init)
                snprintf(val, sizeof val, "%s", n);
            else if (f->factory != MISSING) {
                char dn[300];
                snprintf(dn, sizeof dn, "_dflt_%s", n);
                ok = dict_set_cstr(ns, dn, incref(f->factory)) == 0;
                snprintf(val, sizeof val, "_dflt_%s()", n);
            } else
                continue;
            snprintf(line, sizeof line, "    _dc_set(self, '%s', %s)\n", n, val);
            ok = ok && tb_adds(&src, line);
        }
        if (ok && type_lookup_cstr(cls, "__post_init__")) {
            ok = tb_adds(&src, "    _dc_post_init(self");
            pos = 0;
            while (ok && dict_next(fd, &pos, &k, &v))
                if (FIELD(v)->kind == KIND_INITVAR) {
                    snprintf(line, sizeof line, ", %s", str_cstr(k));
                    ok = tb_adds(&src, line);
                }
            ok = ok && tb_adds(&src, ")\n");
        }
    }
    if (ok && p->repr)
        ok = tb_adds(&src, "def __repr__(self):\n    return _dc_repr(self)\n");
    if (ok && p->eq) {
        snprintf(line, sizeof line,
                 "def __eq__(self, other):\n    return _dc_compare(self, other, %d)\n", CMP_EQ);
        ok = tb_adds(&src, line);
    }
    if (ok && p->order) {
        static const char *const names[4] = {"__lt__", "__le__", "__gt__", "__ge__"};
        static const int ops[4] = {CMP_LT, CMP_LE, CMP_GT, CMP_GE};
        for (int i = 0; ok && i < 4; i++) {
            if (dict_get_cstr(cls->dict, names[i])) {
                exc_raise(&exc_TypeError,
                          "Cannot overwrite attribute %s in class %s. Consider using "
                          "functools.total_ordering",
                          names[i], cls->name);
                goto out;
            }
            snprintf(line, sizeof line, "def %s(self, other):\n    return _dc_compare(self, other, %d)\n",
                     names[i], ops[i]);
            ok = tb_adds(&src, line);
        }
    }
    bool own_hash = dict_get_cstr(cls->dict, "__hash__") != NULL;
    bool gen_hash = p->unsafe_hash || (p->eq && p->frozen);
    if (ok && gen_hash) {
        if (p->unsafe_hash && own_hash) {
            exc_raise(&exc_TypeError, "Cannot overwrite attribute __hash__ in class %s",
                      cls->name);
            goto out;
        }
        ok = tb_adds(&src, "def __hash__(self):\n    return _dc_hash(self)\n");
    }
    if (ok && p->frozen)
        ok = tb_adds(&src, "def __setattr__(self, name, value):\n    _dc_frozen(self, name, value)\n"
                          "def __delattr__(self, name):\n    _dc_frozen(self, name)\n");
    if (!ok)
        goto out;
    if (src.len && pysource_exec(src.data, src.len, ns) < 0)
        goto out;
    if ((p->init && set_method(cls, ns, "__init__", false) < 0) ||
        (p->repr && set_method(cls, ns, "__repr__", false) < 0) ||
        (p->eq && set_method(cls, ns, "__eq__", false) < 0))
        goto out;
    if (p->order)
        for (int i = 0; i < 4; i++)
            if (set_method(cls, ns, (const char *[]){"__lt__", "__le__", "__gt__", "__ge__"}[i],
                           true) < 0)
                goto out;
    if (gen_hash && set_method(cls, ns, "__hash__", true) < 0)
        goto out;
    if (!gen_hash && p->eq && !own_hash) {
        /* eq without frozen: instances are unhashable, as CPython sets __hash__ = None */
        obj *n = str_new_cstr("__hash__");
        int rc = n ? op_setattr((obj *)cls, n, NONE) : -1;
        xdecref(n);
        if (rc < 0)
            goto out;
    }
    if (p->frozen &&
        (set_method(cls, ns, "__setattr__", true) < 0 || set_method(cls, ns, "__delattr__", true) < 0))
        goto out;
    if (p->match_args && !dict_get_cstr(cls->dict, "__match_args__")) {
        obj *names = list_new(0);
        size_t pos = 0;
        obj *k, *v;
        while (names && dict_next(fd, &pos, &k, &v))
            if (FIELD(v)->kind == KIND_FIELD && FIELD(v)->init && !FIELD(v)->kw_only &&
                list_append(names, k) < 0)
                CLEAR(names);
        obj *t = names ? tuple_from_array(AS(list_obj, names)->items, AS(list_obj, names)->len)
                       : NULL;
        xdecref(names);
        if (!t || dict_set_cstr(cls->dict, "__match_args__", t) < 0)
            goto out;
    }
    res = incref((obj *)cls);
out:
    mem_free(src.data);
    xdecref(fd);
    xdecref(own);
    xdecref(ns);
    return res;
}

static obj *dc_apply(obj **args, size_t nargs, obj *kw);

/* @dataclass and @dataclass(...): the parameters ride on a bound builtin */
struct dc_params_obj {
    obj hdr;
    struct params p;
};

/* dataclass(cls=None, /, *, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
 * slots, weakref_slot): A holds one slot per parameter (its signature in dc_funcs) */
static int parse_params(obj **a, struct params *p, obj **cls)
{
    *p = (struct params){true, true, true, false, false, false, true, false};
    bool *dst[8] = {&p->init,   &p->repr,       &p->eq,         &p->order,
                    &p->unsafe_hash, &p->frozen, &p->match_args, &p->kw_only};
    for (int i = 0; i < 8; i++)
        if (!libflag_read(a[i + 1], *dst[i], dst[i]))
            return -1;
    if (a[9] && op_truth(a[9]) > 0) {
        exc_raise(&exc_NotImplementedError, "dataclass(slots=True) is not supported");
        return -1;
    }
    *cls = a[0] && a[0] != NONE ? a[0] : NULL;
    return 0;
}

static obj *dc_dataclass(obj **args, size_t nargs, obj *kw)
{
    struct params p;
    obj *cls;
    if (parse_params(args, &p, &cls) < 0)
        return NULL;
    if (cls) {
        if (!is_type_obj(cls) || !(((struct type *)cls)->flags & TF_HEAP))
            return exc_raise(&exc_TypeError, "dataclass() should be called on a class");
        return process_class((struct type *)cls, &p);
    }
    /* dataclass(...) returns the decorator: a builtin bound to a tuple of the flags */
    obj *flags = tuple_new(8);
    if (!flags)
        return NULL;
    bool v[8] = {p.init, p.repr, p.eq, p.order, p.unsafe_hash, p.frozen, p.match_args, p.kw_only};
    for (int i = 0; i < 8; i++)
        AS(tuple_obj, flags)->items[i] = incref(bool_obj(v[i]));
    obj *d = builtin_new("wrap", dc_apply, flags);
    decref(flags);
    return d;
}

/* wrap(cls), bound to the flags: CPython's is a closure, whose messages say so */
static obj *dc_apply(obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"cls", NULL};
    static const struct pyargs_sig sig = {"dataclass.<locals>.wrap", names, 1, 1, false, PA_PY};
    obj *cls;
    if (pyargs_bind(&sig, args + 1, nargs - 1, kw, &cls) < 0)
        return NULL;
    obj **f = AS(tuple_obj, args[0])->items;
    struct params p = {f[0] == TRUE_OBJ, f[1] == TRUE_OBJ, f[2] == TRUE_OBJ, f[3] == TRUE_OBJ,
                       f[4] == TRUE_OBJ, f[5] == TRUE_OBJ, f[6] == TRUE_OBJ, f[7] == TRUE_OBJ};
    if (!is_type_obj(cls) || !(((struct type *)cls)->flags & TF_HEAP))
        return exc_raise(&exc_TypeError, "dataclass() should be called on a class");
    return process_class((struct type *)cls, &p);
}

/* ---- asdict, astuple, replace ---- */
static obj *to_plain(obj *o, bool as_dict)
{
    if (!vm_stack_ok())
        return NULL;
    obj *fd = !is_type_obj(o) ? fields_dict(o) : NULL;
    if (fd) {
        obj *fl = real_fields(fd);
        if (!fl)
            return NULL;
        size_t n = AS(list_obj, fl)->len;
        obj *out = as_dict ? dict_new() : list_new(0);
        for (size_t i = 0; out && i < n; i++) {
            obj *name = FIELD(AS(list_obj, fl)->items[i])->name;
            obj *v = op_getattr(o, name);
            obj *pv = v ? to_plain(v, as_dict) : NULL;
            xdecref(v);
            int rc = !pv ? -1 : as_dict ? dict_set(out, name, pv) : list_append(out, pv);
            xdecref(pv);
            if (rc < 0)
                CLEAR(out);
        }
        decref(fl);
        if (out && !as_dict) {
            obj *t = tuple_from_array(AS(list_obj, out)->items, AS(list_obj, out)->len);
            decref(out);
            out = t;
        }
        return out;
    }
    if (is_list(o) || is_tuple(o)) {
        obj **items = is_list(o) ? AS(list_obj, o)->items : AS(tuple_obj, o)->items;
        size_t n = is_list(o) ? AS(list_obj, o)->len : AS(tuple_obj, o)->len;
        obj *l = list_new(0);
        for (size_t i = 0; l && i < n; i++) {
            obj *x = to_plain(items[i], as_dict);
            if (!x || list_append_steal(l, x) < 0)
                CLEAR(l);
        }
        if (l && is_tuple(o)) {
            obj *t = tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len);
            decref(l);
            l = t;
        }
        return l;
    }
    if (is_dict(o) && type_of(o) == &type_dict) {
        obj *d = dict_new();
        size_t pos = 0;
        obj *k, *v;
        while (d && dict_next(o, &pos, &k, &v)) {
            obj *pk = to_plain(k, as_dict), *pv = pk ? to_plain(v, as_dict) : NULL;
            if (!pv || dict_set(d, pk, pv) < 0)
                CLEAR(d);
            xdecref(pk);
            xdecref(pv);
        }
        return d;
    }
    return incref(o);
}

static obj *dc_asdict(obj **args, size_t nargs, obj *kw)
{
    if (is_type_obj(args[0]) || !fields_dict(args[0]))
        return exc_raise(&exc_TypeError, "asdict() should be called on dataclass instances");
    return to_plain(args[0], true);
}

static obj *dc_astuple(obj **args, size_t nargs, obj *kw)
{
    if (is_type_obj(args[0]) || !fields_dict(args[0]))
        return exc_raise(&exc_TypeError, "astuple() should be called on dataclass instances");
    return to_plain(args[0], false);
}

static obj *dc_replace(obj **args, size_t nargs, obj *kw)
{
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "replace() takes 1 positional argument but %zu were given",
                         nargs);
    obj *o = args[0];
    obj *fd = is_type_obj(o) ? NULL : fields_dict(o);
    if (!fd)
        return exc_raise(&exc_TypeError, "replace() should be called on dataclass instances");
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    obj *changes = dict_new();
    for (size_t k = 0; changes && k < nkw; k++)
        if (dict_set(changes, AS(tuple_obj, kw)->items[k], args[1 + k]) < 0)
            CLEAR(changes);
    if (!changes)
        return NULL;
    size_t pos = 0;
    obj *k, *v;
    while (dict_next(fd, &pos, &k, &v)) {
        struct field_obj *f = FIELD(v);
        if (f->kind == KIND_CLASSVAR)
            continue;
        if (!f->init) {
            if (dict_get_str(changes, k)) {
                decref(changes);
                return exc_raise(&exc_ValueError,
                                 "field %s is declared with init=False, it cannot be specified "
                                 "with replace()",
                                 str_cstr(k));
            }
            continue;
        }
        if (!dict_get_str(changes, k)) {
            if (f->kind == KIND_INITVAR && f->dflt == MISSING) {
                decref(changes);
                return exc_raise(&exc_ValueError,
                                 "InitVar '%s' must be specified with replace()", str_cstr(k));
            }
            if (f->kind == KIND_INITVAR)
                continue;
            obj *cur = op_getattr(o, k);
            if (!cur || dict_set(changes, k, cur) < 0) {
                xdecref(cur);
                decref(changes);
                return NULL;
            }
            decref(cur);
        }
    }
    /* cls(**changes) */
    size_t n = dict_len(changes);
    obj *names = tuple_new(n);
    obj **vals = names ? mem_alloc((n ? n : 1) * sizeof(obj *)) : NULL;
    obj *r = NULL;
    if (vals) {
        size_t i = 0;
        pos = 0;
        while (dict_next(changes, &pos, &k, &v)) {
            AS(tuple_obj, names)->items[i] = incref(k);
            vals[i++] = v;
        }
        r = op_call((obj *)type_of(o), vals, 0, names);
    }
    mem_free(vals);
    xdecref(names);
    decref(changes);
    return r;
}

/* the sentinels and InitVar, which is subscriptable itself */
static int dc_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    return dict_set_cstr(d, "MISSING", incref(MISSING)) < 0 ||
                   dict_set_cstr(d, "KW_ONLY", incref(&kwonly_obj)) < 0 ||
                   dict_set_cstr(d, "InitVar", incref((obj *)&initvar_obj)) < 0
               ? -1
               : 0;
}

static const struct method_def dc_funcs[] = {
    {"dataclass", dc_dataclass, 0,
     PA_SIG_PY(0, 1, NULL, "cls", "init", "repr", "eq", "order", "unsafe_hash", "frozen",
               "match_args", "kw_only", "slots", "weakref_slot")},
    {"field", dc_field, 0,
     PA_SIG_PY(0, 0, NULL, "default", "default_factory", "init", "repr", "hash", "compare",
               "metadata", "kw_only")},
    {"fields", dc_fields, 0, PA_SIG_PY(1, 1, NULL, "class_or_instance")},
    {"asdict", dc_asdict, 0, PA_SIG_PY(1, 1, NULL, "obj")},
    {"astuple", dc_astuple, 0, PA_SIG_PY(1, 1, NULL, "obj")},
    {"replace", dc_replace, 0},
    {"is_dataclass", dc_is_dataclass, 0, PA_SIG_PY(1, 1, NULL, "obj")},
    {NULL, NULL, 0},
};

static const struct module_type dc_types[] = {
    {&field_type, true, NULL},
    {&missing_type, false, NULL},
    {&initvar_type, false, NULL},
    {&kwonly_type, false, NULL},
    {&frozen_error, true, NULL},
    {NULL},
};

const struct module_def mod_dataclasses = {"dataclasses", dc_funcs, dc_types, dc_fill};
