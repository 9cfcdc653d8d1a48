/* executor/lib/mod_typing.c: the typing module, for the names code uses in annotations and
 * aliases. Annotations are never evaluated here, so these objects matter only when code
 * builds or prints them at run time: List[int], Optional[str], Union[...], Callable[[...],
 * R], TypeVar('T') and the rest subscript and print as in CPython ("typing.List[int]",
 * "~T", "typing.Optional[int]"). Generic and Protocol are classes that subscripting leaves
 * unchanged, so "class Stack(Generic[T])" and "Stack[int]()" work; TypedDict classes make
 * dicts; NamedTuple classes are tuples with named fields (from the class body's annotated
 * names). cast, overload, final, no_type_check, runtime_checkable and NewType are
 * identities; TYPE_CHECKING is False. Not provided: get_type_hints, isinstance() against
 * typing objects, ParamSpec and the generic ABC behaviour of subscripted aliases. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/front/annotations.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_class.h"
#include "executor/lib/mod_typing.h"

enum tp_kind { TK_ALIAS, TK_SPECIAL, TK_UNION, TK_OPTIONAL, TK_WRAPPER, TK_LITERAL,
               TK_CALLABLE, TK_ANNOTATED };

struct tp_obj {
    obj hdr;
    const char *name;  /* "List" */
    int kind;
    obj *origin;       /* list for List, or NULL */
    obj *args;         /* tuple, or NULL when not subscripted */
    int64_t hash;
};
#define TP(o) ((struct tp_obj *)(o))

extern struct type tp_type, typevar_type, fwdref_type, typing_meta, namedtuple_meta;

/* A form NAME[ARGS] (ARGS: a tuple, stolen; NULL: not subscripted). */
static obj *tp_new(const char *name, int kind, obj *origin, obj *args)
{
    obj *refs[2] = {origin, args};
    struct tp_obj *t = (struct tp_obj *)obj_new_refs(&tp_type, refs, 2);
    xdecref(args);
    if (!t)
        return NULL;
    t->name = name;
    t->kind = kind;
    t->hash = -1;
    return (obj *)t;
}

const char *typing_form_name(obj *o)
{
    return type_of(o) == &tp_type ? TP(o)->name : NULL;
}

/* ---- ForwardRef ---- */
struct fwd_obj {
    obj hdr;
    obj *arg;
};
static obj *fwd_repr(obj *o)
{
    obj *r = op_repr(((struct fwd_obj *)o)->arg);
    obj *s = r ? str_from_fmt("ForwardRef(%s)", str_cstr(r)) : NULL;
    xdecref(r);
    return s;
}
static obj *fwd_compare(obj *a, obj *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || type_of(b) != &fwdref_type)
        return incref(NOTIMPL);
    int eq = op_eq(((struct fwd_obj *)a)->arg, ((struct fwd_obj *)b)->arg);
    return eq < 0 ? NULL : bool_obj((op == CMP_EQ) == (eq == 1));
}
static int fwd_hash(obj *o, int64_t *out)
{
    return op_hash(((struct fwd_obj *)o)->arg, out);
}
struct type fwdref_type = {
    .name = "ForwardRef",
    .refs = REFS(struct fwd_obj, arg),
    .repr = fwd_repr,
    .hash = fwd_hash,
    .compare = fwd_compare,
};

/* typing's _type_convert: None is NoneType, a str is a ForwardRef */
static obj *convert_arg(obj *a)
{
    if (a == NONE)
        return incref((obj *)&type_none);
    if (is_str(a)) {
        struct fwd_obj *f = (struct fwd_obj *)obj_alloc(&fwdref_type, sizeof *f);
        if (f)
            f->arg = incref(a);
        return (obj *)f;
    }
    return incref(a);
}

/* ---- TypeVar ---- */
struct typevar_obj {
    obj hdr;
    obj *name;
    char variance; /* '~', '+', '-' */
};
static obj *typevar_repr(obj *o)
{
    struct typevar_obj *t = (struct typevar_obj *)o;
    return str_from_fmt("%c%s", t->variance, str_cstr(t->name));
}
static const struct getset_def typevar_getset[] = {
    MEMBER("__name__", MEMBER_OBJ, struct typevar_obj, name),
    {NULL, NULL},
};
static obj *typevar_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)t;
    if (nargs < 1 || !is_str(args[0]))
        return exc_raise(&exc_TypeError, "TypeVar() missing 1 required positional argument: 'name'");
    char variance = '~';
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kwnames)->items[k]);
        int on = op_truth(args[nargs + k]);
        if (on < 0)
            return NULL;
        if (!strcmp(kn, "covariant") && on)
            variance = '+';
        else if (!strcmp(kn, "contravariant") && on)
            variance = '-';
        else if (strcmp(kn, "bound") && strcmp(kn, "covariant") && strcmp(kn, "contravariant"))
            return exc_raise(&exc_TypeError, "TypeVar() got an unexpected keyword argument '%s'",
                             kn);
    }
    struct typevar_obj *v = (struct typevar_obj *)obj_alloc(&typevar_type, sizeof *v);
    if (!v)
        return NULL;
    v->name = incref(args[0]);
    v->variance = variance;
    return (obj *)v;
}
struct type typevar_type = {
    .name = "TypeVar",
    .getset = typevar_getset,
    .refs = REFS(struct typevar_obj, name),
    .repr = typevar_repr,
    .construct = typevar_construct,
};

/* ---- repr ---- */
static obj *arg_repr(obj *a)
{
    if (a == (obj *)&ellipsis_obj)
        return str_new_cstr("...");
    if (is_type_obj(a)) {
        struct type *t = (struct type *)a;
        const char *mod = t->module_name ? str_cstr(t->module_name) : "builtins";
        const char *qn = t->qualname ? str_cstr(t->qualname) : str_cstr(t->name_obj);
        if (!strcmp(mod, "builtins"))
            return str_new_cstr(qn);
        return str_from_fmt("%s.%s", mod, qn);
    }
    if (!is_small(a) && a->type == &type_function)
        return op_getattr_cstr(a, "__name__");
    return op_repr(a);
}

/* "a, b, c" */
static obj *join_reprs(obj **items, size_t n)
{
    obj *parts = list_new(0);
    for (size_t i = 0; parts && i < n; i++) {
        obj *r;
        if (is_list(items[i])) {
            obj *inner = join_reprs(AS(list_obj, items[i])->items, AS(list_obj, items[i])->len);
            r = inner ? str_from_fmt("[%s]", str_cstr(inner)) : NULL;
            xdecref(inner);
        } else {
            r = arg_repr(items[i]);
        }
        if (!r || list_append_steal(parts, r) < 0)
            CLEAR(parts);
    }
    if (!parts)
        return NULL;
    obj *sep = str_new_cstr(", ");
    obj *s = sep ? str_join(sep, parts) : NULL;
    xdecref(sep);
    decref(parts);
    return s;
}

static obj *tp_repr(obj *o)
{
    struct tp_obj *t = TP(o);
    if (!t->args)
        return str_from_fmt("typing.%s", t->name);
    struct tuple_obj *a = AS(tuple_obj, t->args);
    if (t->kind == TK_UNION && a->len == 2 &&
        (a->items[0] == (obj *)&type_none || a->items[1] == (obj *)&type_none)) {
        obj *other = a->items[0] == (obj *)&type_none ? a->items[1] : a->items[0];
        obj *r = arg_repr(other);
        obj *s = r ? str_from_fmt("typing.Optional[%s]", str_cstr(r)) : NULL;
        xdecref(r);
        return s;
    }
    if (!strcmp(t->name, "Tuple") && a->len == 0)
        return str_new_cstr("typing.Tuple[()]");
    obj *inner = join_reprs(a->items, a->len);
    obj *s = inner ? str_from_fmt("typing.%s[%s]", t->name, str_cstr(inner)) : NULL;
    xdecref(inner);
    return s;
}

static obj *tp_compare(obj *a, obj *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || type_of(b) != &tp_type)
        return incref(NOTIMPL);
    bool eq = !strcmp(TP(a)->name, TP(b)->name) && (!TP(a)->args) == (!TP(b)->args);
    if (eq && TP(a)->args) {
        int e = op_eq(TP(a)->args, TP(b)->args);
        if (e < 0)
            return NULL;
        eq = e;
    }
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

static int tp_hash(obj *o, int64_t *out)
{
    uint64_t h = 0; /* unsigned: the multiplication wraps, as signed overflow may not */
    for (const char *p = TP(o)->name; *p; p++)
        h = h * 1000003 + (unsigned char)*p;
    if (TP(o)->args) {
        int64_t ha;
        if (op_hash(TP(o)->args, &ha) < 0)
            return -1;
        h ^= (uint64_t)ha;
    }
    *out = (int64_t)h == -1 ? -2 : (int64_t)h;
    return 0;
}

/* ---- subscription ---- */
static obj *make_union(obj **items, size_t n)
{
    obj *l = list_new(0);
    for (size_t i = 0; l && i < n; i++) {
        obj *a = convert_arg(items[i]);
        if (!a) {
            CLEAR(l);
            break;
        }
        /* Union[Union[a, b], c] flattens */
        obj **sub = &a;
        size_t ns = 1;
        if (type_of(a) == &tp_type && TP(a)->kind == TK_UNION && TP(a)->args) {
            sub = AS(tuple_obj, TP(a)->args)->items;
            ns = AS(tuple_obj, TP(a)->args)->len;
        }
        for (size_t j = 0; j < ns && l; j++) {
            bool dup = false;
            for (size_t k = 0; k < AS(list_obj, l)->len && !dup; k++) {
                int e = op_eq(AS(list_obj, l)->items[k], sub[j]);
                if (e < 0)
                    CLEAR(l);
                dup = e == 1;
            }
            if (l && !dup && list_append(l, sub[j]) < 0)
                CLEAR(l);
        }
        decref(a);
    }
    if (!l)
        return NULL;
    obj *r;
    if (AS(list_obj, l)->len == 1) {
        r = incref(AS(list_obj, l)->items[0]);
    } else {
        obj *t = tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len);
        r = t ? tp_new("Union", TK_UNION, NULL, t) : NULL;
    }
    decref(l);
    return r;
}

static obj *tp_getitem(obj *o, obj *key)
{
    struct tp_obj *t = TP(o);
    obj **items = is_tuple(key) ? AS(tuple_obj, key)->items : &key;
    size_t n = is_tuple(key) ? AS(tuple_obj, key)->len : 1;
    if (t->kind == TK_SPECIAL)
        return exc_raise(&exc_TypeError, "typing.%s is not subscriptable", t->name);
    if (t->args && t->kind != TK_ALIAS)
        return exc_raise(&exc_TypeError, "typing.%s[...] is not subscriptable", t->name);
    if (t->kind == TK_UNION)
        return make_union(items, n);
    if (t->kind == TK_OPTIONAL) {
        if (is_tuple(key))
            return exc_raise(&exc_TypeError, "typing.Optional requires a single type.");
        obj *pair[2] = {key, NONE};
        return make_union(pair, 2);
    }
    if (t->kind == TK_CALLABLE) {
        if (n != 2)
            return exc_raise(&exc_TypeError,
                             "Callable must be used as Callable[[arg, ...], result].");
        obj *params = items[0];
        obj *conv_params;
        if (is_list(params)) {
            conv_params = list_new(0);
            for (size_t i = 0; conv_params && i < AS(list_obj, params)->len; i++) {
                obj *c = convert_arg(AS(list_obj, params)->items[i]);
                if (!c || list_append_steal(conv_params, c) < 0)
                    CLEAR(conv_params);
            }
        } else if (params == (obj *)&ellipsis_obj) {
            conv_params = incref(params);
        } else {
            return exc_raise(&exc_TypeError,
                             "Callable[args, result]: args must be a list. Got %s",
                             op_type_name(params));
        }
        obj *res = conv_params ? convert_arg(items[1]) : NULL;
        obj *tup = res ? tuple_pack(2, conv_params, res) : NULL;
        xdecref(conv_params);
        xdecref(res);
        return tup ? tp_new("Callable", TK_CALLABLE, t->origin, tup) : NULL;
    }
    obj *conv = tuple_new(n);
    for (size_t i = 0; conv && i < n; i++) {
        obj *c = t->kind == TK_LITERAL ? incref(items[i]) : convert_arg(items[i]);
        if (!c) {
            CLEAR(conv);
            break;
        }
        AS(tuple_obj, conv)->items[i] = c;
    }
    return conv ? tp_new(t->name, t->kind, t->origin, conv) : NULL;
}

static obj *tp_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    (void)args;
    (void)nargs;
    (void)kwnames;
    struct tp_obj *t = TP(self);
    if (t->origin && is_type_obj(t->origin))
        return exc_raise(&exc_TypeError, "Type %s cannot be instantiated; use %s() instead",
                         t->name, ((struct type *)t->origin)->name);
    return exc_raise(&exc_TypeError, "Cannot instantiate typing.%s", t->name);
}

static obj *tp_get_args(obj *o)
{
    return incref(TP(o)->args ? TP(o)->args : empty_tuple);
}
static const struct getset_def tp_getset[] = {
    MEMBER("__origin__", MEMBER_OBJ, struct tp_obj, origin),
    {"__args__", tp_get_args},
    {NULL, NULL},
};

struct type tp_type = {
    .name = "typing._GenericAlias",
    .instance_size = sizeof(struct tp_obj),
    .getset = tp_getset,
    .refs = REFS(struct tp_obj, origin, args),
    .repr = tp_repr,
    .hash = tp_hash,
    .compare = tp_compare,
    .getitem = tp_getitem,
    .call = tp_call,
};

/* ---- Generic and Protocol: subscripting returns the class ---- */
static obj *meta_getitem(obj *o, obj *key)
{
    (void)key;
    return incref(o);
}
struct type typing_meta = {
    .name = "type",
    .base_type = &type_type,
    .getitem = meta_getitem,
    .call = type_call,
};

/* subclasses of Generic stay subscriptable (Stack[int]) */
static obj *generic_init_subclass(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    if (nargs == 1 && is_type_obj(args[0]) && args[0]->type == &type_type)
        args[0]->type = &typing_meta;
    return NONE;
}

/* ---- NamedTuple classes ---- */
static obj *nt_fields(struct type *cls)
{
    return cls->dict ? dict_get_cstr(cls->dict, "_fields") : NULL;
}

/* cls(tuple) makes the builtin tuple and retypes it to the class. Steals VALUES, which
 * may be NULL after a failure to make it (then NULL too). */
static obj *nt_build(struct type *cls, obj *values)
{
    obj *r = values ? type_call((obj *)cls, &values, 1, NULL) : NULL;
    xdecref(values);
    return r;
}

static obj *nt_meta_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct type *cls = (struct type *)self;
    obj *fields = nt_fields(cls);
    obj *defaults = cls->dict ? dict_get_cstr(cls->dict, "_field_defaults") : NULL;
    if (!fields || !defaults)
        return type_call(self, args, nargs, kwnames);
    size_t n = AS(tuple_obj, fields)->len;
    const char *names[64];
    if (n > 63)
        return exc_raise(&exc_TypeError, "too many fields");
    for (size_t i = 0; i < n; i++)
        names[i] = str_cstr(AS(tuple_obj, fields)->items[i]);
    names[n] = NULL;
    int nreq = 0;
    while ((size_t)nreq < n && !dict_get_str(defaults, AS(tuple_obj, fields)->items[nreq]))
        nreq++;
    char qual[160];
    snprintf(qual, sizeof qual, "%s.__new__", cls->qualname ? str_cstr(cls->qualname) : cls->name);
    /* __new__(cls, ...): cls counts in the messages */
    struct pyargs_sig sig = {qual, names, (int)n, nreq, true};
    obj *a[64];
    obj *small[ARGS_SMALL];
    obj **full = args_prepend(self, args, nargs, kwnames, small);
    if (!full)
        return NULL;
    int rc = pyargs_bind(&sig, full, nargs + 1, kwnames, a);
    args_release(full, small);
    if (rc < 0)
        return NULL;
    obj *t = tuple_new(n);
    for (size_t i = 0; t && i < n; i++)
        AS(tuple_obj, t)->items[i] =
            incref(a[i] ? a[i] : dict_get_str(defaults, AS(tuple_obj, fields)->items[i]));
    return nt_build(cls, t);
}

struct type namedtuple_meta = {
    .name = "type",
    .base_type = &type_type,
    .call = nt_meta_call,
};

static obj *nt_repr(obj *o)
{
    struct type *cls = type_of(o);
    obj *fields = nt_fields(cls);
    struct tuple_obj *t = AS(tuple_obj, o);
    obj *parts = list_new(0);
    for (size_t i = 0; parts && fields && i < t->len && i < AS(tuple_obj, fields)->len; i++) {
        obj *r = op_repr(t->items[i]);
        obj *s = r ? str_from_fmt("%s=%s", str_cstr(AS(tuple_obj, fields)->items[i]), str_cstr(r))
                   : NULL;
        xdecref(r);
        if (!s || list_append_steal(parts, s) < 0)
            CLEAR(parts);
    }
    if (!parts)
        return NULL;
    return str_call_form(cls->name, parts);
}

static obj *nt_getter(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    /* bound to the field's index: args[0] is the index, args[1] the instance */
    if (nargs != 2)
        return exc_raise(&exc_TypeError, "getter takes one argument");
    intptr_t i = small_val(args[0]);
    /* the getter is reachable as P.x.fget(anything): read a tuple's items only */
    if (!type_is_subtype(type_of(args[1]), &type_tuple))
        return exc_raise(&exc_TypeError,
                         "descriptor for index '%ld' for tuple subclasses doesn't apply to '%s' "
                         "object",
                         (long)i, op_type_name(args[1]));
    struct tuple_obj *t = AS(tuple_obj, args[1]);
    if (i >= (intptr_t)t->len)
        return exc_raise(&exc_IndexError, "tuple index out of range");
    return incref(t->items[i]);
}

static obj *nt_asdict(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("_asdict", kw) < 0 || args_count("_asdict", nargs, 1, 1) < 0)
        return NULL;
    obj *fields = nt_fields(type_of(args[0]));
    obj *d = dict_new();
    struct tuple_obj *t = AS(tuple_obj, args[0]);
    for (size_t i = 0; d && fields && i < AS(tuple_obj, fields)->len && i < t->len; i++)
        if (dict_set(d, AS(tuple_obj, fields)->items[i], t->items[i]) < 0)
            CLEAR(d);
    return d;
}

static obj *nt_replace(obj **args, size_t nargs, obj *kw)
{
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "_replace() takes 1 positional argument but %zu were given",
                         nargs);
    struct type *cls = type_of(args[0]);
    obj *fields = nt_fields(cls);
    struct tuple_obj *t = AS(tuple_obj, args[0]);
    obj *vals = tuple_from_array(t->items, t->len);
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    for (size_t k = 0; vals && k < nkw; k++) {
        obj *name = AS(tuple_obj, kw)->items[k];
        size_t i = 0;
        while (fields && i < AS(tuple_obj, fields)->len &&
               !str_eq(AS(tuple_obj, fields)->items[i], name))
            i++;
        if (!fields || i == AS(tuple_obj, fields)->len) {
            decref(vals);
            return exc_raise(&exc_ValueError, "Got unexpected field names: ['%s']",
                             str_cstr(name));
        }
        decref(AS(tuple_obj, vals)->items[i]);
        AS(tuple_obj, vals)->items[i] = incref(args[1 + k]);
    }
    return nt_build(cls, vals);
}

static obj *nt_make(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("_make", kw) < 0 || nargs != 2)
        return exc_raise(&exc_TypeError, "_make() takes 2 positional arguments");
    return nt_build((struct type *)args[0], tuple_from_iter(args[1]));
}

static obj *nt_init_subclass(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    if (nargs != 1 || !is_type_obj(args[0]))
        return NONE;
    struct type *cls = (struct type *)args[0];
    obj *own = annot_class_fields(cls);
    if (!own)
        return NULL;
    size_t n = AS(list_obj, own)->len;
    obj *names = tuple_new(n), *defaults = dict_new(), *res = NULL;
    if (!names || !defaults)
        goto out;
    for (size_t i = 0; i < n; i++) {
        obj *name = AS(tuple_obj, AS(list_obj, own)->items[i])->items[0];
        AS(tuple_obj, names)->items[i] = incref(name);
        obj *dflt = dict_get_str(cls->dict, name);
        if (dflt) {
            if (dict_set(defaults, name, dflt) < 0)
                goto out;
        } else if (dict_len(defaults)) {
            obj *first = NULL;
            size_t pos = 0;
            obj *k, *v;
            dict_next(defaults, &pos, &k, &v);
            first = k;
            exc_raise(&exc_TypeError, "Non-default namedtuple field %s cannot follow default "
                                      "field%s %s",
                      str_cstr(name), dict_len(defaults) > 1 ? "s" : "", str_cstr(first));
            goto out;
        }
        /* the field's value: a property reading the tuple at its index */
        obj *g = builtin_new("getter", nt_getter, small_new((intptr_t)i));
        obj *prop = g ? wrapper_new(&type_property, g) : NULL;
        xdecref(g);
        if (!prop || dict_set(cls->dict, name, prop) < 0) {
            xdecref(prop);
            goto out;
        }
        decref(prop);
    }
    obj *mk = builtin_new("_make", nt_make, NULL);
    if (mk)
        AS(builtin_obj, mk)->flags = METH_CLASS;
    if (dict_set_cstr(cls->dict, "_fields", incref(names)) < 0 ||
        dict_set_cstr(cls->dict, "_field_defaults", incref(defaults)) < 0 ||
        dict_set_cstr(cls->dict, "_asdict", builtin_new("_asdict", nt_asdict, NULL)) < 0 ||
        dict_set_cstr(cls->dict, "_replace", builtin_new("_replace", nt_replace, NULL)) < 0 ||
        dict_set_cstr(cls->dict, "_make", mk) < 0)
        goto out;
    if (!type_lookup_cstr(cls, "__repr__") ||
        type_of(type_lookup_cstr(cls, "__repr__")) != &type_function)
        cls->repr = cls->str = nt_repr;
    cls->base.type = &namedtuple_meta;
    res = NONE;
out:
    decref(own);
    xdecref(names);
    xdecref(defaults);
    return res;
}

/* ---- functions ---- */
/* final, no_type_check, runtime_checkable, assert_type, reveal_type: the first argument */
static obj *identity_first(obj **args, size_t nargs, obj *kw)
{
    return incref(args[0]);
}

static obj *overload_dummy(obj **args, size_t nargs, obj *kw)
{
    (void)args;
    (void)nargs;
    (void)kw;
    return exc_raise(&exc_NotImplementedError,
                     "You should not call an overloaded function. A series of @overload-decorated "
                     "functions outside a stub module should always be followed by an "
                     "implementation that is not @overload-ed.");
}

static obj *t_overload(obj **args, size_t nargs, obj *kw)
{
    return builtin_new("_overload_dummy", overload_dummy, NULL);
}

static obj *t_cast(obj **args, size_t nargs, obj *kw)
{
    return incref(args[1]);
}

static obj *newtype_call(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    return nargs == 2 ? incref(args[1]) : exc_raise(&exc_TypeError, "NewType takes one argument");
}

static obj *t_newtype(obj **args, size_t nargs, obj *kw)
{
    if (!is_str(args[0]))
        return exc_raise(&exc_TypeError, "NewType() takes a name and a type");
    return builtin_new("NewType", newtype_call, args[0]);
}

static const struct method_def typing_funcs[] = {
    {"cast", t_cast, 0, PA_SIG_PY(2, 2, NULL, "typ", "val")},
    {"overload", t_overload, 0, PA_SIG_PY(1, 1, NULL, "func")},
    {"final", identity_first, 0, PA_SIG_PY(1, 1, NULL, "f")},
    {"no_type_check", identity_first, 0, PA_SIG_PY(1, 1, NULL, "arg")},
    {"runtime_checkable", identity_first, 0, PA_SIG_PY(1, 1, NULL, "cls")},
    {"assert_type", identity_first, 0, PA_SIG_PY(2, 2, NULL, "val", "typ")},
    {"reveal_type", identity_first, 0, PA_SIG_PY(1, 1, NULL, "obj")},
    /* a class in CPython: the messages are its __init__'s (but for self in the counts) */
    {"NewType", t_newtype, 0,
     &(const struct pyargs_sig){"NewType.__init__", (const char *const[]){"name", "tp", NULL},
                                2, 2}},
    {NULL, NULL, 0},
};

/* ---- the forms ---- */
static const struct {
    const char *name;
    int kind;
    struct type *origin;
} forms[] = {
    {"Any", TK_SPECIAL, NULL},
    {"NoReturn", TK_SPECIAL, NULL},
    {"Never", TK_SPECIAL, NULL},
    {"LiteralString", TK_SPECIAL, NULL},
    {"Self", TK_SPECIAL, NULL},
    {"Union", TK_UNION, NULL},
    {"Optional", TK_OPTIONAL, NULL},
    {"ClassVar", TK_WRAPPER, NULL},
    {"Final", TK_WRAPPER, NULL},
    {"Required", TK_WRAPPER, NULL},
    {"NotRequired", TK_WRAPPER, NULL},
    {"Literal", TK_LITERAL, NULL},
    {"Annotated", TK_ANNOTATED, NULL},
    {"Callable", TK_CALLABLE, NULL},
    {"List", TK_ALIAS, &type_list},
    {"Dict", TK_ALIAS, &type_dict},
    {"Set", TK_ALIAS, &type_set},
    {"FrozenSet", TK_ALIAS, &type_frozenset},
    {"Tuple", TK_ALIAS, &type_tuple},
    {"Type", TK_ALIAS, &type_type},
    {"Iterable", TK_ALIAS, NULL},
    {"Iterator", TK_ALIAS, NULL},
    {"Generator", TK_ALIAS, NULL},
    {"Sequence", TK_ALIAS, NULL},
    {"MutableSequence", TK_ALIAS, NULL},
    {"Mapping", TK_ALIAS, NULL},
    {"MutableMapping", TK_ALIAS, NULL},
    {"AbstractSet", TK_ALIAS, NULL},
    {"MutableSet", TK_ALIAS, NULL},
    {"Collection", TK_ALIAS, NULL},
    {"Container", TK_ALIAS, NULL},
    {"Hashable", TK_ALIAS, NULL},
    {"Sized", TK_ALIAS, NULL},
    {"Reversible", TK_ALIAS, NULL},
    {"Awaitable", TK_ALIAS, NULL},
    {"Coroutine", TK_ALIAS, NULL},
    {"AsyncIterable", TK_ALIAS, NULL},
    {"AsyncIterator", TK_ALIAS, NULL},
    {"AsyncGenerator", TK_ALIAS, NULL},
    {"DefaultDict", TK_ALIAS, NULL},
    {"OrderedDict", TK_ALIAS, NULL},
    {"Counter", TK_ALIAS, NULL},
    {"Deque", TK_ALIAS, NULL},
    {"ChainMap", TK_ALIAS, NULL},
    {"KeysView", TK_ALIAS, NULL},
    {"ValuesView", TK_ALIAS, NULL},
    {"ItemsView", TK_ALIAS, NULL},
    {"MappingView", TK_ALIAS, NULL},
    {"Pattern", TK_ALIAS, NULL},
    {"Match", TK_ALIAS, NULL},
    {"SupportsInt", TK_ALIAS, NULL},
    {"SupportsFloat", TK_ALIAS, NULL},
    {"SupportsAbs", TK_ALIAS, NULL},
    {"SupportsRound", TK_ALIAS, NULL},
    {"SupportsIndex", TK_ALIAS, NULL},
};
#define NFORMS (sizeof forms / sizeof forms[0])
static obj *form_objs[NFORMS];
static obj *anystr;

/* The special forms and AnyStr are immortal, built once per process (after the types:
 * the module's import initialised them). */
static pthread_once_t forms_once = PTHREAD_ONCE_INIT;
static void forms_init(void)
{
    struct vm *saved = vm;
    vm = NULL;
    for (size_t i = 0; i < NFORMS; i++) {
        form_objs[i] = tp_new(forms[i].name, forms[i].kind, (obj *)forms[i].origin, NULL);
        form_objs[i]->refcnt = REFCNT_IMMORTAL;
    }
    obj *nm = str_new_cstr("AnyStr");
    nm->refcnt = REFCNT_IMMORTAL;
    anystr = typevar_construct(&typevar_type, &nm, 1, NULL);
    anystr->refcnt = REFCNT_IMMORTAL;
    vm = saved;
}

/* a namespace with HOOK (or nothing, NULL) as its __init_subclass__ */
static obj *hook_namespace(cfunc hook)
{
    obj *ns = dict_new();
    if (ns && hook) {
        const struct method_def def = {"__init_subclass__", hook, METH_CLASS};
        if (dict_set_cstr(ns, def.name, builtin_from_def(&def, NULL, NULL)) < 0)
            CLEAR(ns);
    }
    return ns;
}

static int typing_fill(obj *m)
{
    pthread_once(&forms_once, forms_init);
    obj *d = AS(module_obj, m)->dict;
    for (size_t i = 0; i < NFORMS; i++)
        if (dict_set_cstr(d, forms[i].name, incref(form_objs[i])) < 0)
            return -1;
    /* Generic and Protocol stay subscriptable: their metaclass is typing_meta */
    static const struct {
        const char *name;
        struct type *base, *meta;
        cfunc hook;
    } classes[] = {
        {"Generic", NULL, &typing_meta, generic_init_subclass},
        {"Protocol", NULL, &typing_meta, generic_init_subclass},
        {"TypedDict", &type_dict, NULL, NULL},
        {"NamedTuple", &type_tuple, NULL, nt_init_subclass},
    };
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        obj *bases = classes[i].base ? tuple_pack(1, (obj *)classes[i].base) : tuple_new(0);
        obj *c = libclass_make(classes[i].name, bases, hook_namespace(classes[i].hook), "typing");
        if (!c)
            return -1;
        if (classes[i].meta)
            c->type = classes[i].meta;
        if (dict_set_cstr(d, classes[i].name, c) < 0)
            return -1;
    }
    if (dict_set_cstr(d, "AnyStr", incref(anystr)) < 0 ||
        dict_set_cstr(d, "Text", incref((obj *)&type_str)) < 0 ||
        dict_set_cstr(d, "TYPE_CHECKING", incref(FALSE_OBJ)) < 0)
        return -1;
    return 0;
}

/* the metaclasses are type itself, as far as snippets see */
static const struct module_type typing_types[] = {
    {&tp_type, false, NULL},
    {&typevar_type, true, NULL},
    {&fwdref_type, true, NULL},
    {&typing_meta, false, "builtins"},
    {&namedtuple_meta, false, "builtins"},
    {NULL},
};

const struct module_def mod_typing = {"typing", typing_funcs, typing_types, typing_fill};
