/* executor/core/dunder.c: the dunder policy (which __names__ a snippet may read), the data
 * dunders the object model keeps outside its dicts (__dict__, __mro__, __defaults__...),
 * and the special methods of builtin values as bound methods (d.__getitem__,
 * x.__len__(), super().__eq__(o)), which call the type's slot. */
#include <string.h>

#include "executor/core/dunder.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

/* An object's own data and type: nothing here leads to globals, code or frames. */
static const char *const data_dunders[] = {"__class__",
                                           "__name__",
                                           "__qualname__",
                                           "__module__",
                                           "__doc__",
                                           "__dict__",
                                           "__mro__",
                                           "__bases__",
                                           "__cause__",
                                           "__context__",
                                           "__suppress_context__",
                                           "__traceback__",
                                           "__annotations__",
                                           "__defaults__",
                                           "__kwdefaults__",
                                           "__wrapped__",
                                           "__self__",
                                           "__func__",
                                           "__slots__",
                                           "__match_args__",
                                           NULL};

/* Special methods: the protocol a value implements, bound to the value. Absent on purpose:
 * __getattribute__ and __setattr__/__delattr__ (they would step around this guard),
 * __reduce__/__reduce_ex__, __subclasses__, __init_subclass__, __class_getitem__. */
static const char *const method_dunders[] = {
    "__init__",  "__new__",     "__str__",         "__repr__",      "__format__",    "__hash__",
    "__bool__",  "__len__",     "__getitem__",     "__setitem__",   "__delitem__",   "__contains__",
    "__iter__",  "__next__",    "__reversed__",    "__call__",      "__enter__",     "__exit__",
    "__eq__",    "__ne__",      "__lt__",          "__le__",        "__gt__",        "__ge__",
    "__add__",   "__sub__",     "__mul__",         "__truediv__",   "__floordiv__",  "__mod__",
    "__pow__",   "__lshift__",  "__rshift__",      "__and__",       "__or__",        "__xor__",
    "__radd__",  "__rsub__",    "__rmul__",        "__rtruediv__",  "__rfloordiv__", "__rmod__",
    "__rpow__",  "__rlshift__", "__rrshift__",     "__rand__",      "__ror__",       "__rxor__",
    "__neg__",   "__pos__",     "__invert__",      "__abs__",       "__index__",     "__int__",
    "__float__", "__round__",   "__missing__",     "__post_init__", "__set_name__",  "__get__",
    "__set__",   "__delete__",  "__length_hint__", "__copy__",      "__deepcopy__",  NULL};

static bool listed(const char *const *list, const char *s)
{
    for (int i = 0; list[i]; i++)
        if (!strcmp(list[i], s))
            return true;
    return false;
}

static bool dunder_readable(obj *name)
{
    const char *s = str_cstr(name);
    return !vm->smolagents_dunders && (listed(method_dunders, s) || listed(data_dunders, s));
}

obj *dunder_forbidden(obj *name)
{
    return exc_raise(&exc_AttributeError, "Forbidden access to dunder attribute: %s",
                     str_cstr(name));
}

/* ---- special methods of builtin values ---- */

/* The object and the type whose slot a bound special method calls: for super(), the
 * first builtin type after the super's class in the instance's MRO (object for a plain
 * class), so that super().__eq__(o) in a class's own __eq__ never calls it again. */
static obj *slot_target(obj *self, struct type **t)
{
    if (type_of(self) != &type_super) {
        *t = type_of(self);
        return self;
    }
    struct super_obj *s = AS(super_obj, self);
    struct tuple_obj *m = AS(tuple_obj, s->self_type->mro);
    *t = &type_object;
    for (size_t i = super_mro_start(s); i < m->len; i++) {
        struct type *c = (struct type *)m->items[i];
        if (!(c->flags & TF_HEAP)) {
            *t = c;
            break;
        }
    }
    return s->self;
}

static obj *slot_compare(obj **args, size_t nargs, int op, const char *name)
{
    if (args_count(name, nargs - 1, 1, 1) < 0)
        return NULL;
    struct type *t;
    obj *self = slot_target(args[0], &t);
    /* CPython's int compares with ints only: (1).__eq__(1.0) is NotImplemented, and 1 == 1.0
     * holds through float's reflected slot */
    if ((t->flags & TF_INTEGER) && !is_int(args[1]))
        return incref(NOTIMPL);
    if (t->compare)
        return t->compare(self, args[1], op);
    /* object's defaults: identity for == and !=, nothing for ordering */
    if (op == CMP_EQ && self == args[1])
        return TRUE_OBJ;
    if (op == CMP_NE && self == args[1])
        return FALSE_OBJ;
    return incref(NOTIMPL);
}

static obj *slot_binary(obj **args, size_t nargs, int op, bool reflected, const char *name)
{
    if (args_count(name, nargs - 1, 1, 1) < 0)
        return NULL;
    struct type *t;
    obj *self = slot_target(args[0], &t);
    if (!t->binary)
        return incref(NOTIMPL);
    return reflected ? t->binary(args[1], self, op) : t->binary(self, args[1], op);
}

static obj *slot_unary(obj **args, size_t nargs, int op, const char *name)
{
    if (args_count(name, nargs - 1, 0, 0) < 0)
        return NULL;
    struct type *t;
    obj *self = slot_target(args[0], &t);
    return t->unary ? t->unary(self, op)
                    : exc_raise(&exc_TypeError, "bad operand type for unary op: '%s'", t->name);
}

#define SLOT_COMPARE(fn, op)                                                                       \
    static obj *fn(obj **args, size_t nargs, obj *kw)                                              \
    {                                                                                              \
        return args_no_kw(#fn, kw) < 0 ? NULL : slot_compare(args, nargs, op, #fn);                \
    }
#define SLOT_BINARY(fn, op, reflected)                                                             \
    static obj *fn(obj **args, size_t nargs, obj *kw)                                              \
    {                                                                                              \
        return args_no_kw(#fn, kw) < 0 ? NULL : slot_binary(args, nargs, op, reflected, #fn);      \
    }
#define SLOT_UNARY(fn, op)                                                                         \
    static obj *fn(obj **args, size_t nargs, obj *kw)                                              \
    {                                                                                              \
        return args_no_kw(#fn, kw) < 0 ? NULL : slot_unary(args, nargs, op, #fn);                  \
    }

SLOT_COMPARE(__eq__, CMP_EQ)
SLOT_COMPARE(__ne__, CMP_NE)
SLOT_COMPARE(__lt__, CMP_LT)
SLOT_COMPARE(__le__, CMP_LE)
SLOT_COMPARE(__gt__, CMP_GT)
SLOT_COMPARE(__ge__, CMP_GE)
SLOT_BINARY(__add__, BIN_ADD, false)
SLOT_BINARY(__sub__, BIN_SUB, false)
SLOT_BINARY(__mul__, BIN_MUL, false)
SLOT_BINARY(__truediv__, BIN_TRUEDIV, false)
SLOT_BINARY(__floordiv__, BIN_FLOORDIV, false)
SLOT_BINARY(__mod__, BIN_MOD, false)
SLOT_BINARY(__pow__, BIN_POW, false)
SLOT_BINARY(__lshift__, BIN_LSHIFT, false)
SLOT_BINARY(__rshift__, BIN_RSHIFT, false)
SLOT_BINARY(__and__, BIN_AND, false)
SLOT_BINARY(__or__, BIN_OR, false)
SLOT_BINARY(__xor__, BIN_XOR, false)
SLOT_BINARY(__radd__, BIN_ADD, true)
SLOT_BINARY(__rsub__, BIN_SUB, true)
SLOT_BINARY(__rmul__, BIN_MUL, true)
SLOT_BINARY(__rtruediv__, BIN_TRUEDIV, true)
SLOT_BINARY(__rfloordiv__, BIN_FLOORDIV, true)
SLOT_BINARY(__rmod__, BIN_MOD, true)
SLOT_BINARY(__rpow__, BIN_POW, true)
SLOT_BINARY(__rlshift__, BIN_LSHIFT, true)
SLOT_BINARY(__rrshift__, BIN_RSHIFT, true)
SLOT_BINARY(__rand__, BIN_AND, true)
SLOT_BINARY(__ror__, BIN_OR, true)
SLOT_BINARY(__rxor__, BIN_XOR, true)
SLOT_UNARY(__neg__, UN_NEG)
SLOT_UNARY(__pos__, UN_POS)
SLOT_UNARY(__invert__, UN_INVERT)

/* The checks every one-slot method starts with: no keywords, arity arguments after self.
 * Returns the object whose slot of *t is called, or NULL with TypeError. */
static obj *slot_self(obj **args, size_t nargs, obj *kw, const char *name, size_t arity,
                      struct type **t)
{
    if (args_no_kw(name, kw) < 0 || args_count(name, nargs - 1, arity, arity) < 0)
        return NULL;
    return slot_target(args[0], t);
}

static obj *__len__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__len__", 0, &t);
    intptr_t n = self ? t->len(self) : -1;
    return n < 0 ? NULL : int_from_i64(n);
}

static obj *__getitem__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__getitem__", 1, &t);
    return self ? t->getitem(self, args[1]) : NULL;
}

static obj *__setitem__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__setitem__", 2, &t);
    return self && t->setitem(self, args[1], args[2]) == 0 ? NONE : NULL;
}

static obj *__delitem__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__delitem__", 1, &t);
    return self && t->setitem(self, args[1], NULL) == 0 ? NONE : NULL;
}

static obj *__contains__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__contains__", 1, &t);
    int r = self ? t->contains(self, args[1]) : -1;
    return r < 0 ? NULL : bool_obj(r);
}

static obj *__iter__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__iter__", 0, &t);
    return self ? t->iter(self) : NULL;
}

static obj *__next__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__next__", 0, &t);
    obj *r = self ? t->next(self) : NULL;
    if (!r && !vm->exc)
        exc_raise(&exc_StopIteration, NULL);
    return r;
}

static obj *__bool__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    obj *self = slot_self(args, nargs, kw, "__bool__", 0, &t);
    int r = self ? t->truth(self) : -1;
    return r < 0 ? NULL : bool_obj(r);
}

static obj *__hash__(obj **args, size_t nargs, obj *kw)
{
    struct type *t;
    int64_t h;
    return slot_self(args, nargs, kw, "__hash__", 0, &t) && op_hash(args[0], &h) == 0
               ? int_from_i64(h)
               : NULL;
}

static obj *__format__(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("__format__", kw) < 0 || args_count("__format__", nargs - 1, 1, 1) < 0)
        return NULL;
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "__format__() argument must be str, not %s",
                         op_type_name(args[1]));
    return op_format(args[0], args[1]);
}

static obj *__call__(obj **args, size_t nargs, obj *kw)
{
    return op_call(args[0], args + 1, nargs - 1, kw);
}

/* Which special methods a type offers follows from its slots, as CPython's slot wrappers. */
static const struct {
    const char *name;
    cfunc fn;
    size_t slot; /* offsetof the slot in struct type; 0: every object has it */
} slot_methods[] = {
#define SLOT(n, field)                                                                             \
    {                                                                                              \
#n, n, offsetof(struct type, field)                                                        \
    }
#define ALWAYS(n)                                                                                  \
    {                                                                                              \
#n, n, 0                                                                                   \
    }
    ALWAYS(__eq__),
    ALWAYS(__ne__),
    ALWAYS(__lt__),
    ALWAYS(__le__),
    ALWAYS(__gt__),
    ALWAYS(__ge__),
    ALWAYS(__hash__),
    ALWAYS(__format__),
    SLOT(__add__, binary),
    SLOT(__sub__, binary),
    SLOT(__mul__, binary),
    SLOT(__truediv__, binary),
    SLOT(__floordiv__, binary),
    SLOT(__mod__, binary),
    SLOT(__pow__, binary),
    SLOT(__lshift__, binary),
    SLOT(__rshift__, binary),
    SLOT(__and__, binary),
    SLOT(__or__, binary),
    SLOT(__xor__, binary),
    SLOT(__radd__, binary),
    SLOT(__rsub__, binary),
    SLOT(__rmul__, binary),
    SLOT(__rtruediv__, binary),
    SLOT(__rfloordiv__, binary),
    SLOT(__rmod__, binary),
    SLOT(__rpow__, binary),
    SLOT(__rlshift__, binary),
    SLOT(__rrshift__, binary),
    SLOT(__rand__, binary),
    SLOT(__ror__, binary),
    SLOT(__rxor__, binary),
    SLOT(__neg__, unary),
    SLOT(__pos__, unary),
    SLOT(__invert__, unary),
    SLOT(__len__, len),
    SLOT(__getitem__, getitem),
    SLOT(__setitem__, setitem),
    SLOT(__delitem__, setitem),
    SLOT(__contains__, contains),
    SLOT(__iter__, iter),
    SLOT(__next__, next),
    SLOT(__bool__, truth),
    SLOT(__call__, call),
#undef SLOT
#undef ALWAYS
};

static obj *slot_method(obj *o, const char *name)
{
    struct type *t;
    slot_target(o, &t);
    for (size_t i = 0; i < sizeof slot_methods / sizeof slot_methods[0]; i++) {
        if (strcmp(slot_methods[i].name, name))
            continue;
        size_t off = slot_methods[i].slot;
        if (off && !*(void **)((char *)t + off))
            return NULL;
        return builtin_new(slot_methods[i].name, slot_methods[i].fn, o);
    }
    return NULL;
}

/* ---- data dunders ---- */

/* A copy of a class's or module's namespace, as CPython's read-only proxy would show it,
 * without the containers native code keeps under dunder names and trusts (re's pattern
 * cache, csv's dialects, dataclasses' fields): a snippet holding them could break them. */
static obj *namespace_copy(obj *d)
{
    obj *r = dict_new();
    size_t pos = 0;
    obj *k, *v;
    while (r && dict_next(d, &pos, &k, &v)) {
        if (is_str(k) && str_is_dunder(k) && !is_small(v) &&
            (v->type == &type_dict || v->type == &type_list || v->type == &type_set))
            continue;
        if (dict_set(r, k, v) < 0)
            CLEAR(r);
    }
    return r;
}

static obj *type_dunder(struct type *t, const char *n)
{
    if (!strcmp(n, "__mro__"))
        return incref(t->mro);
    if (!strcmp(n, "__bases__"))
        return incref(t->bases ? t->bases : tuple_new(0));
    if (!strcmp(n, "__module__"))
        return t->module_name ? incref(t->module_name) : str_new_cstr("builtins");
    if (!strcmp(n, "__dict__"))
        return t->dict ? namespace_copy(t->dict) : dict_new();
    if (!strcmp(n, "__doc__"))
        return incref(NONE);
    return NULL;
}

static obj *value_dunder(obj *o, const char *n)
{
    struct type *t = type_of(o);
    if (!strcmp(n, "__class__"))
        return incref((obj *)t);
    if (is_type_obj(o))
        return type_dunder((struct type *)o, n);
    if (!strcmp(n, "__dict__")) {
        /* instance_dict reads a layout only classes and exceptions have */
        obj *d = t->flags & (TF_HEAP | TF_EXCEPTION) ? instance_dict(o) : NULL;
        if (d)
            return incref(d);
        if (t == &type_module)
            return namespace_copy(AS(module_obj, o)->dict);
        if (t == &type_function) {
            struct func_obj *f = AS(func_obj, o);
            if (!f->dict && !(f->dict = dict_new()))
                return NULL;
            return incref(f->dict);
        }
        return NULL;
    }
    if (t->flags & TF_EXCEPTION) {
        if (!strcmp(n, "__suppress_context__"))
            return bool_obj(AS(exc_obj, o)->suppress_context);
        /* frame-free: the executor's tracebacks hold no frame a snippet could walk */
        if (!strcmp(n, "__traceback__"))
            return exc_traceback_obj(o);
    }
    if (t == &type_function) {
        struct func_obj *f = AS(func_obj, o);
        if (!strcmp(n, "__defaults__"))
            return incref(f->defaults ? f->defaults : NONE);
        if (!strcmp(n, "__kwdefaults__"))
            return incref(f->kwdefaults ? f->kwdefaults : NONE);
        /* parameter annotations are never evaluated (PEP 563-like): an empty dict */
        if (!strcmp(n, "__annotations__"))
            return dict_new();
    }
    if (t == &type_method) {
        if (!strcmp(n, "__self__"))
            return incref(AS(method_obj, o)->self);
        if (!strcmp(n, "__func__"))
            return incref(AS(method_obj, o)->func);
    }
    /* a builtin's __self__ stays absent: random's functions are bound to the module's hidden
     * instance, and CPython's print.__self__ is the builtins module (smolagents' A27) */
    if (!strcmp(n, "__module__"))
        return t->module_name ? incref(t->module_name) : NULL;
    if (!strcmp(n, "__doc__"))
        return incref(NONE);
    return NULL;
}

static obj *dunder_getattr(obj *o, obj *name)
{
    const char *n = str_cstr(name);
    if (!strcmp(n, "__class__"))
        return incref((obj *)type_of(o));
    obj *r = op_getattr(o, name);
    if (r || !exc_pending_is(&exc_AttributeError))
        return r;
    obj *saved = vm->exc;
    vm->exc = NULL;
    r = value_dunder(o, n);
    if (!r && !vm->exc)
        r = slot_method(o, n);
    if (r || vm->exc) {
        xdecref(saved);
        return r;
    }
    vm->exc = saved; /* the type's own AttributeError, with its "Did you mean" */
    return NULL;
}

obj *dunder_read(obj *o, obj *name)
{
    return dunder_readable(name) ? dunder_getattr(o, name) : dunder_forbidden(name);
}

obj *dunder_method(obj *o, obj *name)
{
    static const char *const smolagents_calls[] = {"__init__", "__str__", "__repr__", NULL};
    if (!vm->smolagents_dunders)
        return dunder_read(o, name);
    if (!listed(smolagents_calls, str_cstr(name)))
        return exc_raise(&exc_AttributeError, "Forbidden call to dunder function: %s",
                         str_cstr(name));
    return dunder_getattr(o, name);
}
