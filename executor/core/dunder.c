/* executor/core/dunder.c: the dunder policy (which __names__ a snippet may read), the data
 * dunders the object model keeps outside its dicts (__dict__, __mro__, __defaults__...),
 * and the special methods of builtin values as bound methods (d.__getitem__,
 * x.__len__(), super().__eq__(o)), which call the type's slot. */
#include <string.h>

#include "executor/core/dunder.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
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

/* The families of slot wrappers: one function each, told apart by the table entry's data
 * (the operator). The binder has checked the count (PA_SIG_WRAPPER) before they run. */
static obj *slot_compare(obj **args, size_t nargs, obj *kw, intptr_t op)
{
    struct type *t;
    obj *self = slot_target(args[0], &t);
    /* CPython's int compares with ints only: (1).__eq__(1.0) is NotImplemented, and 1 == 1.0
     * holds through float's reflected slot */
    if ((t->flags & TF_INTEGER) && !is_int(args[1]))
        return incref(NOTIMPL);
    if (t->compare)
        return t->compare(self, args[1], (int)op);
    /* object's defaults: identity for == and !=, nothing for ordering */
    if (op == CMP_EQ && self == args[1])
        return TRUE_OBJ;
    if (op == CMP_NE && self == args[1])
        return FALSE_OBJ;
    return incref(NOTIMPL);
}

/* data: the operator, plus REFLECTED for __radd__ and its kin */
#define REFLECTED 0x100

static obj *slot_binary(obj **args, size_t nargs, obj *kw, intptr_t data)
{
    struct type *t;
    obj *self = slot_target(args[0], &t);
    int op = (int)(data & ~REFLECTED);
    if (!t->binary)
        return incref(NOTIMPL);
    return data & REFLECTED ? t->binary(args[1], self, op) : t->binary(self, args[1], op);
}

static obj *slot_unary(obj **args, size_t nargs, obj *kw, intptr_t op)
{
    struct type *t;
    obj *self = slot_target(args[0], &t);
    return t->unary ? t->unary(self, (int)op)
                    : exc_raise(&exc_TypeError, "bad operand type for unary op: '%s'", t->name);
}

/* The wrappers of the other slots, by the slot they call. */
enum slot_call {
    CALL_LEN,
    CALL_GETITEM,
    CALL_SETITEM,
    CALL_DELITEM,
    CALL_CONTAINS,
    CALL_ITER,
    CALL_NEXT,
    CALL_BOOL,
    CALL_HASH,
};

static obj *slot_other(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    struct type *t;
    obj *self = slot_target(args[0], &t);
    intptr_t n;
    int64_t h;
    switch ((enum slot_call)which) {
    case CALL_LEN:
        n = t->len(self);
        return n < 0 ? NULL : int_from_i64(n);
    case CALL_GETITEM:
        return t->getitem(self, args[1]);
    case CALL_SETITEM:
        return t->setitem(self, args[1], args[2]) == 0 ? NONE : NULL;
    case CALL_DELITEM:
        return t->setitem(self, args[1], NULL) == 0 ? NONE : NULL;
    case CALL_CONTAINS:
        n = t->contains(self, args[1]);
        return n < 0 ? NULL : bool_obj(n);
    case CALL_ITER:
        return t->iter(self);
    case CALL_NEXT: {
        obj *r = t->next(self);
        if (!r && !vm->exc)
            exc_raise(&exc_StopIteration, NULL);
        return r;
    }
    case CALL_BOOL:
        n = t->truth(self);
        return n < 0 ? NULL : bool_obj(n);
    case CALL_HASH:
        return op_hash(args[0], &h) == 0 ? int_from_i64(h) : NULL;
    }
    return exc_raise(&exc_SystemError, "bad slot wrapper");
}

static obj *slot_format(obj **args, size_t nargs, obj *kw)
{
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "__format__() argument must be str, not %s",
                         op_type_name(args[1]));
    return op_format(args[0], args[1]);
}

static obj *slot_call(obj **args, size_t nargs, obj *kw)
{
    return op_call(args[0], args + 1, nargs - 1, kw);
}

/* Which special methods a type offers follows from its slots, as CPython's slot wrappers:
 * SLOT is the offset of the slot in struct type that must be set, 0 when every object has
 * the method. */
static const struct {
    struct method_def def;
    size_t slot;
} slot_methods[] = {
    {{"__eq__", .fn_data = slot_compare, .data = CMP_EQ, .sig = PA_SIG_WRAPPER(1)}, 0},
    {{"__ne__", .fn_data = slot_compare, .data = CMP_NE, .sig = PA_SIG_WRAPPER(1)}, 0},
    {{"__lt__", .fn_data = slot_compare, .data = CMP_LT, .sig = PA_SIG_WRAPPER(1)}, 0},
    {{"__le__", .fn_data = slot_compare, .data = CMP_LE, .sig = PA_SIG_WRAPPER(1)}, 0},
    {{"__gt__", .fn_data = slot_compare, .data = CMP_GT, .sig = PA_SIG_WRAPPER(1)}, 0},
    {{"__ge__", .fn_data = slot_compare, .data = CMP_GE, .sig = PA_SIG_WRAPPER(1)}, 0},
    {{"__hash__", .fn_data = slot_other, .data = CALL_HASH, .sig = PA_SIG_WRAPPER(0)}, 0},
    {{"__format__", slot_format, METH_O}, 0},
#define BINARY(name_, op_)                                                                         \
    {{name_, .fn_data = slot_binary, .data = (op_), .sig = PA_SIG_WRAPPER(1)},                    \
     offsetof(struct type, binary)}
    BINARY("__add__", BIN_ADD),
    BINARY("__sub__", BIN_SUB),
    BINARY("__mul__", BIN_MUL),
    BINARY("__truediv__", BIN_TRUEDIV),
    BINARY("__floordiv__", BIN_FLOORDIV),
    BINARY("__mod__", BIN_MOD),
    BINARY("__pow__", BIN_POW),
    BINARY("__lshift__", BIN_LSHIFT),
    BINARY("__rshift__", BIN_RSHIFT),
    BINARY("__and__", BIN_AND),
    BINARY("__or__", BIN_OR),
    BINARY("__xor__", BIN_XOR),
    BINARY("__radd__", BIN_ADD | REFLECTED),
    BINARY("__rsub__", BIN_SUB | REFLECTED),
    BINARY("__rmul__", BIN_MUL | REFLECTED),
    BINARY("__rtruediv__", BIN_TRUEDIV | REFLECTED),
    BINARY("__rfloordiv__", BIN_FLOORDIV | REFLECTED),
    BINARY("__rmod__", BIN_MOD | REFLECTED),
    BINARY("__rpow__", BIN_POW | REFLECTED),
    BINARY("__rlshift__", BIN_LSHIFT | REFLECTED),
    BINARY("__rrshift__", BIN_RSHIFT | REFLECTED),
    BINARY("__rand__", BIN_AND | REFLECTED),
    BINARY("__ror__", BIN_OR | REFLECTED),
    BINARY("__rxor__", BIN_XOR | REFLECTED),
#undef BINARY
    {{"__neg__", .fn_data = slot_unary, .data = UN_NEG, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, unary)},
    {{"__pos__", .fn_data = slot_unary, .data = UN_POS, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, unary)},
    {{"__invert__", .fn_data = slot_unary, .data = UN_INVERT, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, unary)},
    {{"__len__", .fn_data = slot_other, .data = CALL_LEN, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, len)},
    {{"__getitem__", .fn_data = slot_other, .data = CALL_GETITEM, .sig = PA_SIG_WRAPPER(1)},
     offsetof(struct type, getitem)},
    {{"__setitem__", .fn_data = slot_other, .data = CALL_SETITEM, .sig = PA_SIG_WRAPPER(2)},
     offsetof(struct type, setitem)},
    {{"__delitem__", .fn_data = slot_other, .data = CALL_DELITEM, .sig = PA_SIG_WRAPPER(1)},
     offsetof(struct type, setitem)},
    {{"__contains__", .fn_data = slot_other, .data = CALL_CONTAINS, .sig = PA_SIG_WRAPPER(1)},
     offsetof(struct type, contains)},
    {{"__iter__", .fn_data = slot_other, .data = CALL_ITER, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, iter)},
    {{"__next__", .fn_data = slot_other, .data = CALL_NEXT, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, next)},
    {{"__bool__", .fn_data = slot_other, .data = CALL_BOOL, .sig = PA_SIG_WRAPPER(0)},
     offsetof(struct type, truth)},
    {{"__call__", slot_call}, offsetof(struct type, call)},
};

static obj *slot_method(obj *o, const char *name)
{
    struct type *t;
    slot_target(o, &t);
    for (size_t i = 0; i < sizeof slot_methods / sizeof slot_methods[0]; i++) {
        const struct method_def *d = &slot_methods[i].def;
        if (strcmp(d->name, name))
            continue;
        size_t off = slot_methods[i].slot;
        if (off && !*(void **)((char *)t + off))
            return NULL;
        return builtin_from_def(d, t, o);
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
