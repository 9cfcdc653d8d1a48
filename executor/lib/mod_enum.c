/* executor/lib/mod_enum.c: the enum module: Enum, IntEnum, StrEnum, auto and unique (Flag and
 * IntFlag are Python source over them, mod_enum.py).
 * Enum is a class made per session (so that snippets can subclass it like any class); its
 * __init_subclass__ hook turns a subclass's plain attributes into members, instances of
 * the class carrying _name_ and _value_, and gives the class the EnumType metaclass, which
 * makes it iterable, sized, indexable by name and callable by value. Members of IntEnum and
 * StrEnum are ints and strs (the executor's builtin subclassing). As in 3.11, str() of an
 * Enum member is "Color.RED" and that of an IntEnum or StrEnum member its value.
 * A _missing_ classmethod is called for an unknown value. Not provided: the functional API
 * (Enum('Color', 'RED GREEN')) and _generate_next_value_ overrides. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_class.h"
#include "executor/lib/pysource.h"

extern struct type enum_meta, enum_auto_type;

/* ---- auto() ---- */
static obj *auto_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs || (kwnames && AS(tuple_obj, kwnames)->len))
        return exc_raise(&exc_TypeError, "auto() takes no arguments");
    obj *o = obj_alloc(t, sizeof(struct obj));
    return o;
}
static obj *auto_repr(obj *o)
{
    (void)o;
    return str_new_cstr("auto(_auto_null)");
}
struct type enum_auto_type = {
    .name = "auto",
    .repr = auto_repr,
    .construct = auto_construct,
};

/* ---- helpers on an enum class ---- */
static obj *member_names(struct type *cls)
{
    return cls->dict ? dict_get_cstr(cls->dict, "_member_names_") : NULL;
}
static obj *member_map(struct type *cls)
{
    return cls->dict ? dict_get_cstr(cls->dict, "_member_map_") : NULL;
}

/* the members in definition order (aliases excluded), as a new list */
static obj *members_list(struct type *cls)
{
    obj *names = member_names(cls), *map = member_map(cls);
    obj *l = list_new(0);
    if (!l || !names || !map)
        return l;
    for (size_t i = 0; i < AS(list_obj, names)->len; i++) {
        obj *m = dict_get(map, AS(list_obj, names)->items[i]);
        if (m && list_append(l, m) < 0) {
            decref(l);
            return NULL;
        }
    }
    return l;
}

static obj *attr(obj *o, const char *name)
{
    return op_getattr_cstr(o, name);
}

/* ---- the members' own behaviour ---- */
static obj *member_repr(obj *o)
{
    obj *name = attr(o, "_name_"), *value = name ? attr(o, "_value_") : NULL;
    obj *vr = value ? op_repr(value) : NULL;
    obj *r = vr ? str_from_fmt("<%s.%s: %s>", type_of(o)->name, str_cstr(name), str_cstr(vr))
                : NULL;
    xdecref(name);
    xdecref(value);
    xdecref(vr);
    return r;
}

static obj *member_str(obj *o)
{
    obj *name = attr(o, "_name_");
    obj *r = name ? str_from_fmt("%s.%s", type_of(o)->name, str_cstr(name)) : NULL;
    xdecref(name);
    return r;
}

/* the getters of Enum's name and value properties: DATA is the attribute they read */
static obj *member_attr(obj **args, size_t nargs, obj *kw, intptr_t data)
{
    return attr(args[0], (const char *)data);
}

/* ---- the metaclass ---- */
static obj *meta_repr(obj *o)
{
    return str_from_fmt("<enum '%s'>", ((struct type *)o)->name);
}

static obj *meta_iter(obj *o)
{
    obj *l = members_list((struct type *)o);
    if (!l)
        return NULL;
    obj *it = op_iter(l);
    decref(l);
    return it;
}

static intptr_t meta_len(obj *o)
{
    obj *names = member_names((struct type *)o);
    return names ? (intptr_t)AS(list_obj, names)->len : 0;
}

static obj *meta_getitem(obj *o, obj *key)
{
    obj *map = member_map((struct type *)o);
    obj *m = map ? dict_get(map, key) : NULL;
    if (m)
        return incref(m);
    if (vm->exc)
        return NULL;
    return exc_raise_obj(&exc_KeyError, key);
}

static int meta_contains(obj *o, obj *x)
{
    /* 3.11 refuses anything but members of some enum */
    if (type_of(type_of(x) == NULL ? x : (obj *)type_of(x)) != &enum_meta) {
        exc_raise(&exc_TypeError, "unsupported operand type(s) for 'in': '%s' and 'EnumType'",
                  op_type_name(x));
        return -1;
    }
    obj *l = members_list((struct type *)o);
    if (!l)
        return -1;
    int found = 0;
    for (size_t i = 0; i < AS(list_obj, l)->len; i++)
        if (AS(list_obj, l)->items[i] == x)
            found = 1;
    decref(l);
    return found;
}

static obj *missing_error(struct type *cls, obj *v);

/* Color(value): the member with that value */
static obj *meta_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct type *cls = (struct type *)self;
    if (nargs != 1 || (kwnames && AS(tuple_obj, kwnames)->len))
        return exc_raise(&exc_TypeError, "%s() takes exactly one argument (the value); the "
                                         "functional API is not supported",
                         cls->name);
    obj *v = args[0];
    if (type_of(v) == cls)
        return incref(v);
    obj *l = members_list(cls);
    if (!l)
        return NULL;
    obj *r = NULL;
    for (size_t i = 0; i < AS(list_obj, l)->len && !r; i++) {
        obj *m = AS(list_obj, l)->items[i];
        obj *mv = attr(m, "_value_");
        if (!mv)
            break;
        int eq = op_eq(mv, v);
        decref(mv);
        if (eq < 0)
            break;
        if (eq)
            r = incref(m);
    }
    decref(l);
    if (r || vm->exc)
        return r;
    /* a _missing_ classmethod written in Python (Flag's makes the combinations) */
    obj *missing = type_lookup_cstr(cls, "_missing_");
    if (missing && !is_small(missing) && missing->type == &type_classmethod) {
        obj *fn = op_getattr_cstr(self, "_missing_");
        r = fn ? op_call1(fn, v) : NULL;
        xdecref(fn);
        if (!r || (r != NONE && type_is_subtype(type_of(r), cls)))
            return r;
        if (r != NONE) {
            exc_raise(&exc_TypeError,
                      "error in %s._missing_: returned %s instead of None or a valid member",
                      cls->name, op_type_name(r));
            decref(r);
            return NULL;
        }
        decref(r);
    }
    return missing_error(cls, v);
}

static obj *missing_error(struct type *cls, obj *v)
{
    obj *rep = op_repr(v);
    if (rep)
        exc_raise(&exc_ValueError, "%s is not a valid %s", str_cstr(rep),
                  cls->qualname ? str_cstr(cls->qualname) : cls->name);
    xdecref(rep);
    return NULL;
}

struct type enum_meta = {
    .name = "EnumType",
    .base_type = &type_type,
    .repr = meta_repr,
    .iter = meta_iter,
    .len = meta_len,
    .getitem = meta_getitem,
    .contains = meta_contains,
    .call = meta_call,
};

/* ---- class creation: turning attributes into members ---- */
static bool is_descriptor(obj *v)
{
    if (is_small(v))
        return false;
    struct type *t = v->type;
    return t == &type_function || t == &type_classmethod || t == &type_staticmethod ||
           t == &type_property || t == &type_builtin || is_type_obj(v);
}

/* names that stay plain attributes: _sunder_, __dunder__ and mangled __private ones */
static bool is_member_name(obj *k, struct type *cls)
{
    const char *s = str_cstr(k);
    size_t n = str_len(k);
    if (str_is_dunder(k))
        return false;
    if (n > 2 && s[0] == '_' && s[1] != '_' && s[n - 1] == '_' && s[n - 2] != '_')
        return false; /* _sunder_ */
    const char *cn = cls->name;
    size_t cl = strlen(cn);
    if (n > cl + 3 && s[0] == '_' && !strncmp(s + 1, cn, cl) && s[cl + 1] == '_' &&
        s[cl + 2] == '_')
        return false; /* _Class__private */
    return true;
}

static bool has_python_method(struct type *cls, const char *name)
{
    obj *v = type_lookup_cstr(cls, name);
    return v && !is_small(v) && v->type == &type_function;
}

static bool derives_from_named(struct type *cls, const char *name)
{
    struct tuple_obj *m = AS(tuple_obj, cls->mro);
    for (size_t i = 0; i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        if (!strcmp(c->name, name) && c->module_name &&
            !strcmp(str_cstr(c->module_name), "enum"))
            return true;
    }
    return false;
}

/* auto(): StrEnum uses the lower-cased name, the others the last value + 1 (or 1) */
static obj *next_value(struct type *cls, obj *name, obj *values)
{
    if (derives_from_named(cls, "StrEnum")) {
        obj *r = op_call_method(name, "lower", NULL, 0);
        return r;
    }
    size_t n = AS(list_obj, values)->len;
    if (!n)
        return small_new(1);
    if (derives_from_named(cls, "Flag")) { /* the power of two above the highest bit used */
        obj *high = NULL;
        for (size_t i = 0; i < n; i++) {
            obj *v = AS(list_obj, values)->items[i];
            obj *o = is_int(v) && high ? op_binary(high, v, BIN_OR) : is_int(v) ? incref(v) : NULL;
            if (is_int(v) && !o) {
                xdecref(high);
                return NULL;
            }
            if (o) {
                xdecref(high);
                high = o;
            }
        }
        if (!high)
            return small_new(1);
        obj *bits = op_call_method(high, "bit_length", NULL, 0);
        decref(high);
        obj *r = bits ? op_binary(small_new(1), bits, BIN_LSHIFT) : NULL;
        xdecref(bits);
        return r;
    }
    obj *best = NULL;
    for (size_t i = 0; i < n; i++) {
        obj *v = AS(list_obj, values)->items[i];
        if (!is_int(v))
            continue;
        if (!best) {
            best = v;
            continue;
        }
        int gt = op_compare_bool(v, best, CMP_GT);
        if (gt < 0)
            return NULL;
        if (gt)
            best = v;
    }
    if (!best)
        return small_new(1);
    return op_binary(best, small_new(1), BIN_ADD);
}

/* a power of two (a canonical Flag member) */
static bool single_bit(obj *v)
{
    int64_t x;
    return int_to_i64(v, &x) && x > 0 && (x & (x - 1)) == 0;
}

static obj *make_member(struct type *cls, obj *value)
{
    /* a tuple value feeds __init__'s parameters (Planet(mass, radius)); data-type mixins
     * (int, str) take the value itself */
    obj *m;
    if (cls->flags & TF_BUILTIN_BASE) {
        m = type_call((obj *)cls, &value, 1, NULL);
    } else if (has_python_method(cls, "__init__")) {
        obj *t = is_tuple(value) ? incref(value) : tuple_pack(1, value);
        m = t ? type_call((obj *)cls, AS(tuple_obj, t)->items, AS(tuple_obj, t)->len, NULL) : NULL;
        xdecref(t);
    } else {
        m = type_call((obj *)cls, NULL, 0, NULL);
    }
    return m;
}

/* The members of a class as its hook makes them */
struct enum_members {
    obj *names;  /* list: the listed members' names, in order (_member_names_) */
    obj *map;    /* dict: every name's member, aliases too (_member_map_) */
    obj *values; /* list: every member's value, in order, for auto() */
    bool flag;   /* a Flag: multi-bit (or zero) members are named but not listed */
};

/* K = V in the body of CLS: a new member, or an alias of the first member with an equal
 * value. */
static bool add_member(struct type *cls, struct enum_members *ms, obj *k, obj *v)
{
    obj *value = type_of(v) == &enum_auto_type ? next_value(cls, k, ms->values) : incref(v);
    if (!value)
        return false;
    obj *alias = NULL;
    for (size_t j = 0; j < AS(list_obj, ms->names)->len && !alias; j++) {
        obj *m = dict_get(ms->map, AS(list_obj, ms->names)->items[j]);
        obj *mv = m ? attr(m, "_value_") : NULL;
        int eq = mv ? op_eq(mv, value) : -1;
        xdecref(mv);
        if (eq < 0) {
            decref(value);
            return false;
        }
        if (eq)
            alias = m;
    }
    obj *member = alias ? incref(alias) : make_member(cls, value);
    bool ok = member != NULL;
    if (ok && !alias) {
        bool listed = !ms->flag || !is_int(value) || single_bit(value);
        obj *kn = str_new_cstr("_name_"), *kv = kn ? str_new_cstr("_value_") : NULL;
        ok = kv && op_setattr(member, kn, k) == 0 && op_setattr(member, kv, value) == 0 &&
             (!listed || list_append(ms->names, k) == 0) && list_append(ms->values, value) == 0;
        xdecref(kn);
        xdecref(kv);
    }
    ok = ok && dict_set(ms->map, k, member) == 0 && dict_set(cls->dict, k, member) == 0;
    xdecref(member);
    decref(value);
    return ok;
}

static obj *enum_init_subclass(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    if (nargs != 1 || !is_type_obj(args[0]))
        return exc_raise(&exc_TypeError, "__init_subclass__() takes no arguments");
    struct type *cls = (struct type *)args[0];
    /* subclassing an enum that has members is refused, as CPython does */
    struct tuple_obj *mro = AS(tuple_obj, cls->mro);
    for (size_t i = 1; i < mro->len; i++) {
        struct type *b = (struct type *)mro->items[i];
        obj *bn = b->dict ? dict_get_cstr(b->dict, "_member_names_") : NULL;
        if (bn && AS(list_obj, bn)->len)
            return exc_raise(&exc_TypeError, "<enum '%s'> cannot extend <enum '%s'>", cls->name,
                             b->name);
    }
    struct enum_members ms = {list_new(0), dict_new(), list_new(0),
                              derives_from_named(cls, "Flag")};
    /* the candidates from a copy of the class dict: members replace them in the class's */
    obj *body = dict_copy(cls->dict);
    bool ok = ms.names && ms.map && ms.values && body;
    size_t pos = 0;
    obj *k, *v;
    while (ok && dict_next(body, &pos, &k, &v))
        if (is_str(k) && is_member_name(k, cls) && !is_descriptor(v))
            ok = add_member(cls, &ms, k, v);
    ok = ok && dict_set_cstr(cls->dict, "_member_names_", incref(ms.names)) == 0 &&
         dict_set_cstr(cls->dict, "_member_map_", incref(ms.map)) == 0;
    xdecref(body);
    xdecref(ms.names);
    xdecref(ms.map);
    xdecref(ms.values);
    if (!ok)
        return NULL;
    /* members print as <Color.RED: 1> and, unless an int or str mixin says otherwise,
     * as Color.RED; a __repr__ or __str__ written in the class wins */
    if (!has_python_method(cls, "__repr__"))
        cls->repr = member_repr;
    if (!has_python_method(cls, "__str__") && !derives_from_named(cls, "IntEnum") &&
        !derives_from_named(cls, "StrEnum"))
        cls->str = member_str;
    cls->base.type = &enum_meta;
    return NONE;
}

/* @unique */
static obj *e_unique(obj **args, size_t nargs, obj *kw)
{
    if (!is_type_obj(args[0]))
        return exc_raise(&exc_AttributeError, "'%s' object has no attribute '__members__'",
                         op_type_name(args[0]));
    struct type *cls = (struct type *)args[0];
    obj *map = member_map(cls);
    if (!map)
        return incref(args[0]);
    char buf[512];
    size_t o = 0;
    size_t pos = 0;
    obj *k, *m;
    while (dict_next(map, &pos, &k, &m)) {
        obj *name = attr(m, "_name_");
        if (!name)
            return NULL;
        if (!str_eq(name, k) && o < sizeof buf - 64)
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s -> %s", o ? ", " : "",
                                  str_cstr(k), str_cstr(name));
        decref(name);
    }
    if (o)
        return exc_raise(&exc_ValueError, "duplicate values found in <enum '%s'>: %s", cls->name,
                         buf);
    return incref(args[0]);
}

static const struct method_def enum_funcs[] = {
    {"unique", e_unique, 0, PA_SIG_PY(1, 1, NULL, "enumeration")},
    {NULL, NULL, 0},
};

/* Enum's own attributes: the hook that makes the members, and name and value, properties
 * over the member's _name_ and _value_ */
static const struct method_def enum_attrs[] = {
    {"__init_subclass__", enum_init_subclass, METH_CLASS},
    {"name", .sig = PA_SIG_PY(1, 1, NULL, "self"), .fn_data = member_attr,
     .data = (intptr_t)"_name_"},
    {"value", .sig = PA_SIG_PY(1, 1, NULL, "self"), .fn_data = member_attr,
     .data = (intptr_t)"_value_"},
    {NULL},
};

/* Enum, IntEnum and StrEnum, then the Python part (mod_enum.py) */
static int enum_fill(obj *m)
{
    obj *ns = dict_new();
    for (const struct method_def *a = enum_attrs; ns && a->name; a++) {
        obj *f = builtin_from_def(a, NULL, NULL);
        if (f && !(a->flags & METH_CLASS)) { /* a getter: its property */
            obj *p = wrapper_new(&type_property, f);
            decref(f);
            f = p;
        }
        if (dict_set_cstr(ns, a->name, f) < 0)
            CLEAR(ns);
    }
    obj *e = libclass_make("Enum", ns ? tuple_new(0) : NULL, ns, "enum");
    if (!e)
        return -1;
    ((struct type *)e)->base.type = &enum_meta;
    /* IntEnum(int, Enum) and StrEnum(str, Enum): the hook runs on them too (no members) */
    obj *d = AS(module_obj, m)->dict;
    /* dict_set_cstr takes the reference whatever happens; E lives on in D */
    if (dict_set_cstr(d, "Enum", e) < 0 ||
        dict_set_cstr(d, "IntEnum",
                      libclass_make("IntEnum", tuple_pack(2, (obj *)&type_int, e), dict_new(),
                                    "enum")) < 0 ||
        dict_set_cstr(d, "StrEnum",
                      libclass_make("StrEnum", tuple_pack(2, (obj *)&type_str, e), dict_new(),
                                    "enum")) < 0 ||
        dict_set_cstr(d, "EnumMeta", incref((obj *)&enum_meta)) < 0)
        return -1;
    /* pysource_extend takes a reference and gives it back, or releases it on failure */
    if (!pysource_extend(incref(m), mod_enum_py, NULL))
        return -1;
    decref(m);
    return 0;
}

static const struct module_type enum_types[] = {
    {&enum_meta, true, NULL},
    {&enum_auto_type, true, NULL},
    {NULL},
};

const struct module_def mod_enum = {"enum", enum_funcs, enum_types, enum_fill};
