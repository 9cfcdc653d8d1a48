/* executor/core/ops.c: the abstract object protocol. Operators try the left operand's slot,
 * then the right's, then fail with CPython's TypeError wording. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/types/strfmt.h"
#include "executor/core/vm.h"

static const char *const binop_symbols[BIN__COUNT] = {
    "+", "-", "*", "/", "//", "%", "** or pow()", "@", "<<", ">>", "&", "|", "^"};
static const char *const cmp_symbols[] = {"<", "<=", "==", "!=", ">", ">="};
static const int cmp_swapped[] = {CMP_GT, CMP_GE, CMP_EQ, CMP_NE, CMP_LT, CMP_LE};

const char *op_type_name(obj *o)
{
    return type_of(o)->name;
}

static bool is_bytes_kind(obj *o)
{
    return derives(o, &type_bytes) || derives(o, &type_bytearray);
}

/* the types with CPython's sq_repeat, and classes derived from them */
static bool is_sequence_for_mul(obj *o)
{
    return derives(o, &type_str) || derives(o, &type_list) || derives(o, &type_tuple) ||
           is_bytes_kind(o);
}

obj *op_binary(obj *a, obj *b, int op)
{
    struct type *ta = type_of(a), *tb = type_of(b);
    /* Python's rule: a right operand whose type derives from the left's and implements
     * the operator its own way is asked first (1 + MyInt(2) tries MyInt.__radd__) */
    bool right_first = tb != ta && tb->binary && tb->binary != ta->binary &&
                       type_is_subtype(tb, ta);
    obj *r;
    if (right_first) {
        r = tb->binary(a, b, op);
        if (r != NOTIMPL)
            return r;
    }
    r = ta->binary ? ta->binary(a, b, op) : incref(NOTIMPL);
    if (r != NOTIMPL)
        return r;
    if (tb != ta && tb->binary && !right_first) {
        r = tb->binary(a, b, op);
        if (r != NOTIMPL)
            return r;
    }
    if (op == BIN_MUL && (is_sequence_for_mul(a) || is_sequence_for_mul(b)))
        return exc_raise(&exc_TypeError, "can't multiply sequence by non-int of type '%s'",
                         op_type_name(is_sequence_for_mul(a) ? b : a));
    if (op == BIN_ADD && derives(a, &type_str))
        return exc_raise(&exc_TypeError, "can only concatenate str (not \"%s\") to str", tb->name);
    if (op == BIN_ADD && is_bytes_kind(a)) /* CPython names a derived class: "to B" */
        return exc_raise(&exc_TypeError, "can't concat %s to %s", tb->name, ta->name);
    if (op == BIN_RSHIFT && ta == &type_builtin && !strcmp(AS(builtin_obj, a)->name, "print"))
        /* Python 2's print >>f, x */
        return exc_raise(&exc_TypeError,
                         "unsupported operand type(s) for >>: '%s' and '%s'. Did you mean "
                         "\"print(<message>, file=<output_stream>)\"?",
                         ta->name, tb->name);
    return exc_type_error_operands(binop_symbols[op], a, b);
}

obj *op_inplace(obj *a, obj *b, int op)
{
    struct type *ta = type_of(a);
    obj *r = NOTIMPL;
    if (ta->flags & TF_HEAP) { /* the class's own __iadd__ and friends come first */
        static const char *const inames[BIN__COUNT] = {
            "__iadd__", "__isub__", "__imul__",    "__itruediv__", "__ifloordiv__",
            "__imod__", "__ipow__", "__imatmul__", "__ilshift__",  "__irshift__",
            "__iand__", "__ior__",  "__ixor__"};
        obj *m = op_special(a, inames[op]);
        if (m) {
            r = op_call1(m, b);
            decref(m);
            if (!r || r != NOTIMPL)
                return r;
        } else if (vm->exc) {
            return NULL;
        }
    }
    if (r != NOTIMPL) {
    } else if (derives(a, &type_list))
        r = list_inplace(a, b, op);
    else if (derives(a, &type_set) && is_anyset(b))
        r = set_inplace(a, b, op);
    else if (derives(a, &type_dict) && op == BIN_OR) /* any iterable of pairs, as update() */
        r = dict_inplace_or(a, b);
    else if (ta->inplace)
        r = ta->inplace(a, b, op);
    if (r != NOTIMPL)
        return r;
    decref(r);
    obj *res = op_binary(a, b, op);
    if (!res && exc_pending_is(&exc_TypeError) && !vm->fatal) {
        /* CPython names the augmented operator */
        obj *msg = exc_str(vm->exc);
        if (msg && strstr(str_cstr(msg), "unsupported operand type(s) for ")) {
            exc_clear();
            const char *sym = op == BIN_POW ? "**" : binop_symbols[op];
            exc_raise(&exc_TypeError, "unsupported operand type(s) for %s=: '%s' and '%s'", sym,
                      op_type_name(a), op_type_name(b));
        }
        xdecref(msg);
    }
    return res;
}

obj *op_unary(obj *a, int op)
{
    struct type *t = type_of(a);
    obj *r = t->unary ? t->unary(a, op) : incref(NOTIMPL);
    if (r != NOTIMPL)
        return r;
    static const char *const names[] = {"-", "+", "~"};
    return exc_raise(&exc_TypeError, "bad operand type for unary %s: '%s'", names[op], t->name);
}

static obj *compare_dispatch(obj *a, obj *b, int op);

/* Re-entrancy: a user __eq__ may drop the last other reference to either operand (it
 * clears the list that held them): both are held for the whole dispatch. */
obj *op_compare(obj *a, obj *b, int op)
{
    if (!vm_stack_ok()) /* [[[...]]] == [[[...]]] recurses through the containers */
        return NULL;
    if (!vm_charge_item())
        return NULL;
    incref(a);
    incref(b);
    obj *r = compare_dispatch(a, b, op);
    decref(a);
    decref(b);
    return r;
}

static obj *compare_dispatch(obj *a, obj *b, int op)
{
    struct type *ta = type_of(a), *tb = type_of(b);
    obj *r;
    /* A subclass operand that overrides the comparison is tried first (CPython's rule). */
    bool reflected_first = tb != ta && (tb->flags & TF_HEAP) && type_is_subtype(tb, ta);
    if (reflected_first) {
        r = tb->compare ? tb->compare(b, a, cmp_swapped[op]) : incref(NOTIMPL);
        if (r != NOTIMPL)
            return r;
    }
    r = ta->compare ? ta->compare(a, b, op) : incref(NOTIMPL);
    if (r != NOTIMPL)
        return r;
    if (!reflected_first && tb->compare) {
        r = tb->compare(b, a, cmp_swapped[op]);
        if (r != NOTIMPL)
            return r;
    }
    if (op == CMP_EQ)
        return bool_obj(a == b);
    if (op == CMP_NE)
        return bool_obj(a != b);
    return exc_raise(&exc_TypeError, "'%s' not supported between instances of '%s' and '%s'",
                     cmp_symbols[op], ta->name, tb->name);
}

int op_compare_bool(obj *a, obj *b, int op)
{
    obj *r = op_compare(a, b, op);
    if (!r)
        return -1;
    if (r == TRUE_OBJ)
        return 1;
    if (r == FALSE_OBJ)
        return 0;
    int t = op_truth(r);
    decref(r);
    return t;
}

int op_eq(obj *a, obj *b)
{
    if (!vm_charge_item())
        return -1;
    if (a == b)
        return 1;
    if (is_small(a) && is_small(b))
        return 0;
    if (is_exact_str(a) && is_exact_str(b))
        return str_eq(a, b);
    return op_compare_bool(a, b, CMP_EQ);
}

int op_truth(obj *o)
{
    if (o == TRUE_OBJ)
        return 1;
    if (o == FALSE_OBJ || o == NONE)
        return 0;
    if (is_small(o))
        return small_val(o) != 0;
    struct type *t = o->type;
    if (t->truth)
        return t->truth(o);
    if (t->len) {
        intptr_t n = t->len(o);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

int op_hash(obj *o, int64_t *out)
{
    if (is_small(o)) {
        intptr_t v = small_val(o);
        if (v >= 0 && v < ((intptr_t)1 << 61) - 1) {
            *out = v;
            return 0;
        }
        return int_hash(o, out);
    }
    struct type *t = o->type;
    if (t == &type_str)
        return str_hash(o, out);
    if (!vm_stack_ok())
        return -1;
    if (!t->hash) {
        exc_raise(&exc_TypeError, "unhashable type: '%s'", t->name);
        return -1;
    }
    return t->hash(o, out);
}

obj *op_repr(obj *o)
{
    if (!vm_stack_ok())
        return NULL;
    /* an operation per item shown: str() of a list of a million floats is a million
     * conversions in one native call */
    if (!vm_charge(1))
        return vm_ops_exceeded();
    incref(o); /* its own __repr__, or a nested one, may drop the container holding o */
    obj *r = type_of(o)->repr(o);
    decref(o);
    return r;
}

obj *op_str(obj *o)
{
    if (is_exact_str(o))
        return incref(o);
    if (!vm_stack_ok())
        return NULL;
    struct type *t = type_of(o);
    if (t->str)
        return t->str(o);
    return t->repr(o);
}

obj *op_format(obj *o, obj *spec)
{
    return strfmt_format_value(o, spec);
}

obj *op_getattr(obj *o, obj *name)
{
    struct type *t = type_of(o);
    if (t->getattr)
        return t->getattr(o, name);
    return generic_getattr(o, name);
}

obj *op_getattr_cstr(obj *o, const char *name)
{
    obj *n = str_new_cstr(name);
    if (!n)
        return NULL;
    obj *r = op_getattr(o, n);
    decref(n);
    return r;
}

int op_setattr(obj *o, obj *name, obj *value)
{
    struct type *t = type_of(o);
    if (t->setattr)
        return t->setattr(o, name, value);
    obj *exists = type_lookup(t, name);
    const struct getset_def *g = type_find_getset(t, name);
    if (g && !g->get && (g->kind & MEMBER_READONLY)) {
        exc_raise(&exc_AttributeError, "readonly attribute");
        return -1;
    }
    if (g) {
        exc_raise(&exc_AttributeError, "attribute '%s' of '%s' objects is not writable",
                  str_cstr(name), t->name);
        return -1;
    }
    if (exists || !(t->flags & TF_HEAP)) {
        if (exists)
            exc_raise(&exc_AttributeError, "'%s' object attribute '%s' is read-only", t->name,
                      str_cstr(name));
        else
            exc_raise(&exc_AttributeError, "'%s' object has no attribute '%s'", t->name,
                      str_cstr(name));
        return -1;
    }
    return -1;
}

obj *op_getitem(obj *o, obj *key)
{
    struct type *t = type_of(o);
    if (t->getitem)
        return t->getitem(o, key);
    if (is_type_obj(o)) {
        /* list[int] and friends: generic aliases are only used as annotations */
        return incref(o);
    }
    return exc_raise(&exc_TypeError, "'%s' object is not subscriptable", t->name);
}

int op_setitem(obj *o, obj *key, obj *value)
{
    struct type *t = type_of(o);
    if (t->setitem)
        return t->setitem(o, key, value);
    if (value)
        exc_raise(&exc_TypeError, "'%s' object does not support item assignment", t->name);
    else
        exc_raise(&exc_TypeError, "'%s' object doesn't support item deletion", t->name);
    return -1;
}

int op_contains(obj *container, obj *x)
{
    struct type *t = type_of(container);
    if (t->contains)
        return t->contains(container, x);
    obj *it = op_iter(container);
    if (!it) {
        if (exc_pending_is(&exc_TypeError)) {
            exc_clear();
            exc_raise(&exc_TypeError, "argument of type '%s' is not iterable", t->name);
        }
        return -1;
    }
    return op_iter_contains(it, x);
}

int op_iter_contains(obj *it, obj *x)
{
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

obj *op_fold(obj *it, obj *acc, obj *fn, int binop)
{
    obj *x;
    while ((x = op_next(it))) {
        if (!acc) {
            acc = x;
            continue;
        }
        obj *n = fn ? op_call2(fn, acc, x) : op_binary(acc, x, binop);
        decref(acc);
        decref(x);
        acc = n;
        if (!acc)
            break;
    }
    decref(it);
    if (vm->exc)
        CLEAR(acc);
    return acc;
}

intptr_t op_len(obj *o)
{
    struct type *t = type_of(o);
    if (t->len)
        return t->len(o);
    exc_raise(&exc_TypeError, "object of type '%s' has no len()", t->name);
    return -1;
}

obj *op_iter(obj *o)
{
    struct type *t = type_of(o);
    if (t->iter) {
        obj *it = t->iter(o);
        if (it && !type_of(it)->next) {
            exc_raise(&exc_TypeError, "iter() returned non-iterator of type '%s'",
                      op_type_name(it));
            decref(it);
            return NULL;
        }
        return it;
    }
    if (t->getitem && t != &type_dict)
        return seqiter_new(o);
    return exc_raise(&exc_TypeError, "'%s' object is not iterable", t->name);
}

obj *op_next(obj *it)
{
    /* native consumers (sum, list, max...) iterate here: each item is an operation */
    if (!vm_charge(1))
        return vm_ops_exceeded();
    /* iterators wrapping iterators (map(f, map(f, ...)), itertools.chain) recurse here */
    if (!vm_stack_ok())
        return NULL;
    struct type *t = type_of(it);
    if (t->next)
        return t->next(it);
    return exc_raise(&exc_TypeError, "'%s' object is not an iterator", t->name);
}

obj *op_call(obj *f, obj **args, size_t nargs, obj *kwnames)
{
    struct type *t = type_of(f);
    if (t->call)
        return t->call(f, args, nargs, kwnames);
    return exc_raise(&exc_TypeError, "'%s' object is not callable", t->name);
}

obj *op_call0(obj *f)
{
    return op_call(f, NULL, 0, NULL);
}
obj *op_call1(obj *f, obj *a)
{
    return op_call(f, &a, 1, NULL);
}
obj *op_call2(obj *f, obj *a, obj *b)
{
    obj *args[2] = {a, b};
    return op_call(f, args, 2, NULL);
}

obj *op_call_method(obj *self, const char *name, obj **args, size_t nargs)
{
    obj *n = str_new_cstr(name);
    if (!n)
        return NULL;
    bool wants_self;
    obj *m = op_lookup_method(self, n, &wants_self);
    decref(n);
    if (!m)
        return NULL;
    obj *r;
    if (wants_self) {
        obj *small[ARGS_SMALL];
        obj **full = args_prepend(self, args, nargs, NULL, small);
        r = full ? op_call(m, full, nargs + 1, NULL) : NULL;
        if (full)
            args_release(full, small);
    } else {
        r = op_call(m, args, nargs, NULL);
    }
    decref(m);
    return r;
}

obj *op_lookup_method(obj *o, obj *name, bool *wants_self)
{
    *wants_self = false;
    struct type *t = type_of(o);
    if (t == &type_type || t == &type_module || t == &type_super || is_type_obj(o))
        return op_getattr(o, name);
    if ((t->flags & TF_HEAP) && !(t->flags & TF_EXCEPTION)) {
        obj *d = instance_dict(o);
        if (d) {
            obj *v = dict_get_str(d, name);
            if (v)
                return incref(v);
        }
    } else if (t->flags & TF_EXCEPTION) {
        return op_getattr(o, name);
    }
    obj *v = type_lookup(t, name);
    if (v && !is_small(v)) {
        if (v->type == &type_function) {
            *wants_self = true;
            return incref(v);
        }
        if (v->type == &type_builtin && !AS(builtin_obj, v)->self &&
            !(AS(builtin_obj, v)->flags & (METH_CLASS | METH_STATIC))) {
            *wants_self = true;
            return incref(v);
        }
    }
    return op_getattr(o, name);
}

obj *op_special(obj *o, const char *name)
{
    struct type *t = type_of(o);
    if (t->flags & TF_NATIVE) {
        /* a native module's type (datetime, fractions, decimal) keeps its dunders (__abs__,
         * __float__, __round__, ...) as builtin methods in its table */
        obj *v = type_lookup_cstr(t, name);
        if (!v || is_small(v) || v->type != &type_builtin)
            return NULL;
        return builtin_bind(v, o);
    }
    if (!(t->flags & TF_HEAP))
        return NULL;
    obj *v = type_lookup_cstr(t, name);
    if (!v || (!is_small(v) && v->type == &type_builtin))
        return NULL;
    if (!is_small(v) && v->type == &type_function)
        return method_new(v, o);
    return incref(v);
}

bool op_special_exists(obj *o, const char *name)
{
    struct type *t = type_of(o);
    if (!(t->flags & TF_HEAP))
        return false;
    obj *v = type_lookup_cstr(t, name);
    return v && !(!is_small(v) && v->type == &type_builtin);
}

bool op_call_special(obj *o, const char *name, obj *arg, obj **result)
{
    obj *m = op_special(o, name);
    if (!m) {
        *result = NULL;
        return vm->exc != NULL;
    }
    *result = arg ? op_call1(m, arg) : op_call0(m);
    decref(m);
    return true;
}

/* o.__index__(), which must return an int (CPython's message), when o has one; else a
 * TypeError */
static obj *index_special(obj *o)
{
    obj *r;
    if (!op_call_special(o, "__index__", NULL, &r))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(o));
    if (r && !is_int(r)) {
        exc_raise(&exc_TypeError, "__index__ returned non-int (type %s)", op_type_name(r));
        CLEAR(r);
    }
    return r;
}

obj *op_index_int(obj *o)
{
    return is_int(o) ? incref(o) : index_special(o);
}

obj *op_index_exact(obj *o)
{
    if (is_int(o))
        return o == TRUE_OBJ ? small_new(1) : o == FALSE_OBJ ? small_new(0) : incref(o);
    return index_special(o);
}

intptr_t op_index(obj *o)
{
    int64_t v;
    if (is_small(o))
        return small_val(o);
    obj *i = op_index_int(o);
    if (!i)
        return -1;
    bool fits = int_to_i64(i, &v);
    decref(i);
    if (!fits) {
        exc_raise(&exc_IndexError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    return (intptr_t)v;
}

intptr_t op_index_ssize(obj *o)
{
    if (is_small(o))
        return small_val(o);
    obj *i = op_index_int(o);
    if (!i)
        return -1;
    intptr_t v = int_as_index(i);
    decref(i);
    return v;
}

int op_index_clamped(obj *o, intptr_t *out)
{
    if (is_small(o)) {
        *out = small_val(o);
        return 0;
    }
    obj *i = op_index_int(o);
    if (!i)
        return -1;
    int64_t v;
    if (!int_to_i64(i, &v))
        v = int_sign(i) < 0 ? INT64_MIN : INT64_MAX;
    decref(i);
    *out = (intptr_t)v;
    return 0;
}

int op_slice_bound(obj *o, intptr_t *out)
{
    if (!is_int(o) && !op_special_exists(o, "__index__")) {
        exc_raise(&exc_TypeError, "slice indices must be integers or have an __index__ method");
        return -1;
    }
    return op_index_clamped(o, out);
}

bool op_is_callable(obj *o)
{
    struct type *t = type_of(o);
    if (t->flags & TF_HEAP)
        return type_lookup_cstr(t, "__call__") != NULL;
    return t->call != NULL;
}

/* ---- argument parsing for builtins ---- */
int args_no_kw(const char *fname, obj *kwnames)
{
    if (kwnames && AS(tuple_obj, kwnames)->len) {
        exc_raise(&exc_TypeError, "%s() takes no keyword arguments", fname);
        return -1;
    }
    return 0;
}

int args_count(const char *fname, size_t nargs, size_t min, size_t max)
{
    if (nargs >= min && nargs <= max)
        return 0;
    /* methods count self; CPython's messages do not */
    if (min == max)
        exc_raise(&exc_TypeError, "%s() takes exactly one argument (%zu given)", fname,
                  nargs ? nargs - 1 : 0);
    else if (nargs < min)
        exc_raise(&exc_TypeError, "%s expected at least %zu argument%s, got %zu", fname, min - 1,
                  min - 1 == 1 ? "" : "s", nargs ? nargs - 1 : 0);
    else
        exc_raise(&exc_TypeError, "%s expected at most %zu argument%s, got %zu", fname, max - 1,
                  max - 1 == 1 ? "" : "s", nargs ? nargs - 1 : 0);
    if (min == max && min != 2) {
        exc_clear();
        exc_raise(&exc_TypeError, "%s() takes %zu positional argument%s but %zu were given", fname,
                  min - 1, min - 1 == 1 ? "" : "s", nargs - 1);
    }
    return -1;
}
