/* executor/types/obj_func.c: function objects, builtin functions, bound methods, cells,
 * property/classmethod/staticmethod, modules, and the singletons None, NotImplemented and
 * Ellipsis. Functions expose __name__/__doc__ only: no __code__, __globals__ or
 * __closure__ exist to be reached. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"

/* ---- singletons ---- */
/* Their hash is object's, by identity, which they inherit. */
static obj *singleton_repr(obj *o)
{
    return str_new_cstr(o == NONE ? "None" : o == NOTIMPL ? "NotImplemented" : "Ellipsis");
}
static int none_truth(obj *o)
{
    (void)o;
    return 0;
}
/* NoneType(), type(NotImplemented)() and type(...)() give the one instance back. */
static obj *singleton_construct(struct type *t, obj **a, size_t n, obj *k)
{
    (void)a;
    if (n || (k && AS(tuple_obj, k)->len))
        return exc_raise(&exc_TypeError, "%s takes no arguments",
                         t == &type_ellipsis ? "EllipsisType" : t->name);
    return t == &type_none ? NONE : t == &type_notimpl ? NOTIMPL : &ellipsis_obj;
}
#define SINGLETON_SLOTS .repr = singleton_repr, .construct = singleton_construct
struct type type_none = {.name = "NoneType", .truth = none_truth, SINGLETON_SLOTS};
obj none_obj = {REFCNT_IMMORTAL, &type_none};
struct type type_notimpl = {.name = "NotImplementedType", SINGLETON_SLOTS};
obj notimpl_obj = {REFCNT_IMMORTAL, &type_notimpl};
struct type type_ellipsis = {.name = "ellipsis", SINGLETON_SLOTS};
obj ellipsis_obj = {REFCNT_IMMORTAL, &type_ellipsis};

/* ---- user functions ---- */
/* Store VALUE as attribute NAME of O in O's attribute dict D, or delete it (VALUE NULL):
 * 0, or -1 with an exception (AttributeError for deleting what is not there). */
static int attr_dict_store(obj *d, obj *o, obj *name, obj *value)
{
    if (value)
        return dict_set(d, name, value);
    int rc = dict_del(d, name);
    if (rc == 1)
        exc_attr_error(o, name);
    return rc ? -1 : 0;
}

obj *func_new(struct code *code, obj *globals, obj *defaults, obj *kwdefaults, obj *closure)
{
    struct func_obj *f = (struct func_obj *)obj_alloc(&type_function, sizeof *f);
    if (!f)
        return NULL;
    f->code = code;
    f->globals = incref(globals);
    f->defaults = defaults ? incref(defaults) : NULL;
    f->kwdefaults = kwdefaults ? incref(kwdefaults) : NULL;
    f->closure = closure ? incref(closure) : NULL;
    f->dict = NULL;
    f->name = incref(code->name);
    f->qualname = incref(code->qualname);
    f->doc = NULL;
    f->owner_class = NULL;
    return (obj *)f;
}

static obj *func_repr(obj *o)
{
    return str_from_fmt("<function %s at %p>", str_cstr(AS(func_obj, o)->qualname), (void *)o);
}

static const struct getset_def func_getset[] = {
    MEMBER("__name__", MEMBER_OBJ, struct func_obj, name),
    MEMBER("__qualname__", MEMBER_OBJ, struct func_obj, qualname),
    MEMBER("__doc__", MEMBER_OBJ, struct func_obj, doc),
    {NULL, NULL},
};

/* The fields (func_getset), then the function's own attribute dict. */
static obj *func_getattr(obj *o, obj *name)
{
    struct func_obj *f = AS(func_obj, o);
    const struct getset_def *g = type_find_getset(&type_function, name);
    if (g)
        return getset_get(g, o);
    if (!strcmp(str_cstr(name), "__module__"))
        return incref(dict_get_cstr(vm->globals, "__name__") ?: NONE);
    if (f->dict) {
        obj *v = dict_get_str(f->dict, name);
        if (v)
            return incref(v);
    }
    return exc_attr_error(o, name);
}

static int func_setattr(obj *o, obj *name, obj *value)
{
    struct func_obj *f = AS(func_obj, o);
    const char *n = str_cstr(name);
    if (!strcmp(n, "__name__") || !strcmp(n, "__qualname__") || !strcmp(n, "__doc__")) {
        if (!value || (!is_str(value) && strcmp(n, "__doc__"))) {
            exc_raise(&exc_TypeError, "%s must be set to a string object", n);
            return -1;
        }
        obj **slot = n[2] == 'n' ? &f->name : n[2] == 'q' ? &f->qualname : &f->doc;
        xdecref(*slot);
        *slot = incref(value);
        return 0;
    }
    if (!f->dict) {
        if (!value) {
            exc_attr_error(o, name);
            return -1;
        }
        f->dict = dict_new();
        if (!f->dict)
            return -1;
    }
    return attr_dict_store(f->dict, o, name, value);
}

struct type type_function = {
    .name = "function",
    .refs = REFS(struct func_obj, globals, defaults, kwdefaults, closure, dict, name, qualname, doc,
                 owner_class),
    .getset = func_getset,
    .repr = func_repr,
    /* .call: the evaluator's func_call, installed by eval_init_process */
    .getattr = func_getattr,
    .setattr = func_setattr,
};

/* ---- builtin functions ---- */
obj *builtin_new(const char *name, cfunc fn, obj *self)
{
    struct builtin_obj *b = (struct builtin_obj *)obj_alloc(&type_builtin, sizeof *b);
    if (!b)
        return NULL;
    b->name = name;
    b->fn = fn;
    b->self = self ? incref(self) : NULL;
    b->flags = 0;
    b->owner = NULL;
    b->sig = NULL;
    b->fn_data = NULL;
    b->data = 0;
    b->module = NULL;
    return (obj *)b;
}

obj *builtin_from_def(const struct method_def *m, struct type *owner, obj *self)
{
    obj *f = builtin_new(m->name, m->fn, self);
    if (f) {
        AS(builtin_obj, f)->flags = m->flags;
        AS(builtin_obj, f)->owner = owner;
        AS(builtin_obj, f)->sig = m->sig;
        AS(builtin_obj, f)->fn_data = m->fn_data;
        AS(builtin_obj, f)->data = m->data;
    }
    return f;
}

obj *builtin_bind(obj *b, obj *self)
{
    struct builtin_obj *u = AS(builtin_obj, b);
    obj *f = builtin_new(u->name, u->fn, self);
    if (f) {
        AS(builtin_obj, f)->flags = u->flags;
        AS(builtin_obj, f)->owner = u->owner;
        AS(builtin_obj, f)->sig = u->sig;
        AS(builtin_obj, f)->fn_data = u->fn_data;
        AS(builtin_obj, f)->data = u->data;
        AS(builtin_obj, f)->module = u->module ? incref(u->module) : NULL;
    }
    return f;
}

/* A native function that raised must return NULL. One that raised through a checked
 * reader (int_to_mpz of a non-int) and carried on is stopped here, the one place every
 * native call passes: its result is dropped and the exception propagates. One that
 * returned NULL without raising (a lookup that found nothing after a callback emptied the
 * container) gets CPython's SystemError, so that no caller reads a missing exception. */
static obj *native_result(struct builtin_obj *b, obj *r)
{
    if (r && vm->exc) {
        decref(r);
        return NULL;
    }
    if (!r && !vm->exc)
        return exc_raise(&exc_SystemError, "%s returned NULL without setting an exception",
                         b->name);
    return r;
}

obj **args_prepend(obj *self, obj **args, size_t nargs, obj *kwnames, obj **small)
{
    size_t n = nargs + (kwnames ? AS(tuple_obj, kwnames)->len : 0);
    obj **full = n + 1 <= ARGS_SMALL ? small : mem_alloc((n + 1) * sizeof(obj *));
    if (!full)
        return NULL;
    full[0] = self;
    if (n)
        memcpy(full + 1, args, n * sizeof(obj *));
    return full;
}

void args_release(obj **full, obj **small)
{
    if (full != small)
        mem_free(full);
}

static obj *builtin_call(obj *o, obj **args, size_t nargs, obj *kwnames)
{
    struct builtin_obj *b = AS(builtin_obj, o);
    bool declared = b->sig || (b->flags & (METH_NOARGS | METH_O)) || b->fn_data;
    if (!b->self) {
        /* an unbound method reads args[0] as its own type's object: check it is one */
        if (b->owner && !(b->flags & (METH_CLASS | METH_STATIC)) &&
            (!nargs ||
             (type_of(args[0]) != b->owner && !type_is_subtype(type_of(args[0]), b->owner)))) {
            if (!nargs)
                return exc_raise(&exc_TypeError, "unbound method %s.%s() needs an argument",
                                 b->owner->name, b->name);
            return exc_raise(&exc_TypeError,
                             "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                             b->name, b->owner->name, op_type_name(args[0]));
        }
        if (declared)
            return native_result(b, pyargs_call(b, args, nargs, kwnames));
        return native_result(b, b->fn(args, nargs, kwnames));
    }
    obj *small[ARGS_SMALL];
    obj **full = args_prepend(b->self, args, nargs, kwnames, small);
    if (!full)
        return NULL;
    obj *r = declared ? pyargs_call(b, full, nargs + 1, kwnames) : b->fn(full, nargs + 1, kwnames);
    args_release(full, small);
    return native_result(b, r);
}

static obj *builtin_repr(obj *o)
{
    struct builtin_obj *b = AS(builtin_obj, o);
    if (b->self && !is_small(b->self) && b->self->type != &type_module)
        return str_from_fmt("<built-in method %s of %s object at %p>", b->name,
                            op_type_name(b->self), (void *)b->self);
    return str_from_fmt("<built-in function %s>", b->name);
}

static obj *builtin_getattr(obj *o, obj *name)
{
    const char *n = str_cstr(name);
    if (!strcmp(n, "__name__") || !strcmp(n, "__qualname__"))
        return str_new_cstr(AS(builtin_obj, o)->name);
    if (!strcmp(n, "__doc__"))
        return incref(NONE);
    return exc_attr_error(o, name);
}

/* A builtin or a bound method is what it calls and what it is bound to: two of one type
 * are equal when both are the same, and hash by both. */
struct bound_key {
    uintptr_t fn;
    obj *self;
};
static struct bound_key bound_key(obj *o)
{
    if (o->type == &type_builtin)
        return (struct bound_key){(uintptr_t)AS(builtin_obj, o)->fn, AS(builtin_obj, o)->self};
    return (struct bound_key){(uintptr_t)AS(method_obj, o)->func, AS(method_obj, o)->self};
}
static int bound_hash(obj *o, int64_t *out)
{
    struct bound_key k = bound_key(o);
    *out = (int64_t)((k.fn >> 4) ^ (uintptr_t)k.self);
    return 0;
}
static obj *bound_compare(obj *a, obj *b, int op)
{
    if (type_of(b) != a->type || (op != CMP_EQ && op != CMP_NE))
        return incref(NOTIMPL);
    struct bound_key x = bound_key(a), y = bound_key(b);
    bool eq = x.fn == y.fn && x.self == y.self;
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

struct type type_builtin = {
    .name = "builtin_function_or_method",
    .refs = REFS(struct builtin_obj, self, module),
    .repr = builtin_repr,
    .hash = bound_hash,
    .compare = bound_compare,
    .call = builtin_call,
    .getattr = builtin_getattr,
};

/* ---- bound methods ---- */
obj *method_new(obj *func, obj *self)
{
    struct method_obj *m = (struct method_obj *)obj_alloc(&type_method, sizeof *m);
    if (!m)
        return NULL;
    m->func = incref(func);
    m->self = incref(self);
    return (obj *)m;
}

static obj *method_call(obj *o, obj **args, size_t nargs, obj *kwnames)
{
    struct method_obj *m = AS(method_obj, o);
    obj *small[ARGS_SMALL];
    obj **full = args_prepend(m->self, args, nargs, kwnames, small);
    if (!full)
        return NULL;
    obj *r = op_call(m->func, full, nargs + 1, kwnames);
    args_release(full, small);
    return r;
}

static obj *method_repr(obj *o)
{
    struct method_obj *m = AS(method_obj, o);
    obj *sr = op_repr(m->self);
    if (!sr)
        return NULL;
    obj *fname = op_getattr_cstr(m->func, "__qualname__");
    if (!fname) {
        exc_clear();
        fname = str_new_cstr("?");
    }
    obj *r = str_from_fmt("<bound method %s of %s>", str_cstr(fname), str_cstr(sr));
    decref(fname);
    decref(sr);
    return r;
}

static obj *method_getattr(obj *o, obj *name)
{
    return op_getattr(AS(method_obj, o)->func, name);
}

struct type type_method = {
    .name = "method",
    .refs = REFS(struct method_obj, func, self),
    .repr = method_repr,
    .hash = bound_hash,
    .compare = bound_compare,
    .call = method_call,
    .getattr = method_getattr,
};

/* ---- cells ---- */
obj *cell_new(obj *ref)
{
    struct cell_obj *c = (struct cell_obj *)obj_alloc(&type_cell, sizeof *c);
    if (!c)
        return NULL;
    c->ref = ref ? incref(ref) : NULL;
    return (obj *)c;
}
struct type type_cell = {
    .name = "cell",
    .refs = REFS(struct cell_obj, ref),
};

/* ---- property, classmethod, staticmethod ---- */
obj *wrapper_new(struct type *t, obj *f)
{
    struct wrapper_obj *w = (struct wrapper_obj *)obj_alloc(t, sizeof *w);
    if (!w)
        return NULL;
    w->fget = f ? incref(f) : NULL;
    w->fset = w->fdel = w->doc = NULL;
    return (obj *)w;
}
/* property(fget, fset, fdel, doc), bound by its construct_sig; classmethod(f), staticmethod(f) */
static obj *wrapper_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (t != &type_property)
        return wrapper_new(t, args[0]);
    obj *w = wrapper_new(t, args[0] && args[0] != NONE ? args[0] : NULL);
    if (w) {
        AS(wrapper_obj, w)->fset = args[1] && args[1] != NONE ? incref(args[1]) : NULL;
        AS(wrapper_obj, w)->fdel = args[2] && args[2] != NONE ? incref(args[2]) : NULL;
        AS(wrapper_obj, w)->doc = args[3] ? incref(args[3]) : NULL;
    }
    return w;
}
/* p.getter(f), p.setter(f), p.deleter(f): a copy of p with that function replaced (DATA
 * 0, 1, 2) */
static obj *property_m_copy_with(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    struct wrapper_obj *w = AS(wrapper_obj, args[0]);
    obj *n = wrapper_new(&type_property, w->fget);
    if (!n)
        return NULL;
    struct wrapper_obj *nw = AS(wrapper_obj, n);
    nw->fset = w->fset ? incref(w->fset) : NULL;
    nw->fdel = w->fdel ? incref(w->fdel) : NULL;
    nw->doc = w->doc ? incref(w->doc) : NULL;
    obj **slot = which == 0 ? &nw->fget : which == 1 ? &nw->fset : &nw->fdel;
    xdecref(*slot);
    *slot = incref(args[1]);
    return n;
}
static const struct method_def property_methods[] = {
    {"getter", .fn_data = property_m_copy_with, .data = 0, .flags = METH_O},
    {"setter", .fn_data = property_m_copy_with, .data = 1, .flags = METH_O},
    {"deleter", .fn_data = property_m_copy_with, .data = 2, .flags = METH_O},
    {NULL, NULL, 0},
};
/* the doc it was given, else its getter's */
static obj *property_get_doc(obj *o)
{
    struct wrapper_obj *w = AS(wrapper_obj, o);
    if (w->doc && w->doc != NONE)
        return incref(w->doc);
    obj *d = w->fget ? op_getattr_cstr(w->fget, "__doc__") : NULL;
    if (!d)
        exc_clear();
    return d ? d : incref(NONE);
}
static const struct getset_def property_getset[] = {
    MEMBER("fget", MEMBER_OBJ | MEMBER_READONLY, struct wrapper_obj, fget),
    MEMBER("fset", MEMBER_OBJ | MEMBER_READONLY, struct wrapper_obj, fset),
    MEMBER("fdel", MEMBER_OBJ | MEMBER_READONLY, struct wrapper_obj, fdel),
    {"__doc__", property_get_doc},
    {NULL, NULL},
};
static const struct getset_def function_wrapper_getset[] = {
    MEMBER("__func__", MEMBER_OBJ, struct wrapper_obj, fget),
    {NULL, NULL},
};
/* property, classmethod and staticmethod: one wrapper layout, told apart by type */
#define WRAPPER_SLOTS                                                                              \
    .refs = REFS(struct wrapper_obj, fget, fset, fdel, doc), .construct = wrapper_construct
struct type type_property = {
    .name = "property",
    .methods = property_methods,
    .getset = property_getset,
    WRAPPER_SLOTS,
    .construct_sig = PA_SIG_KW(0, 4, NULL, "fget", "fset", "fdel", "doc"),
};
#define FUNCTION_WRAPPER_SLOTS                                                                     \
    .getset = function_wrapper_getset, WRAPPER_SLOTS, .construct_sig = PA_SIG_POS(1, 1, NULL)
struct type type_classmethod = {.name = "classmethod", FUNCTION_WRAPPER_SLOTS};
struct type type_staticmethod = {.name = "staticmethod", FUNCTION_WRAPPER_SLOTS};

/* ---- modules ---- */
obj *module_new(const char *name)
{
    struct module_obj *m = (struct module_obj *)obj_alloc(&type_module, sizeof *m);
    if (!m)
        return NULL;
    m->name = str_new_cstr(name);
    m->dict = dict_new();
    if (!m->name || !m->dict) {
        decref((obj *)m);
        return NULL;
    }
    return (obj *)m;
}
static obj *module_repr(obj *o)
{
    return str_from_fmt("<module '%s' (built-in)>", str_cstr(AS(module_obj, o)->name));
}
static obj *module_getattr(obj *o, obj *name)
{
    struct module_obj *m = AS(module_obj, o);
    obj *v = dict_get_str(m->dict, name);
    if (v)
        return incref(v);
    if (!strcmp(str_cstr(name), "__name__"))
        return incref(m->name);
    return exc_attr_error(o, name);
}
static int module_setattr(obj *o, obj *name, obj *value)
{
    return attr_dict_store(AS(module_obj, o)->dict, o, name, value);
}
struct type type_module = {
    .name = "module",
    .refs = REFS(struct module_obj, name, dict),
    .repr = module_repr,
    .getattr = module_getattr,
    .setattr = module_setattr,
};
