/* executor/lib/mod_operator.c: the operator module: the operators as functions, and the
 * itemgetter, attrgetter and methodcaller types. Attribute names go through the same
 * dunder policy as the `.` syntax (eval_getattr_checked), so attrgetter('__class__') and
 * methodcaller('__reduce__') fail like x.__class__ does. */
#include <stdio.h>
#include <string.h>

#include "executor/core/guard.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_call.h"

static struct type type_itemgetter, type_attrgetter, type_methodcaller;

/* The binary operators, one function: DATA is the kind (arith, in place, comparison) and
 * the opcode, BINOP(kind, opcode). */
enum { ARITH, INPLACE, COMPARE };
#define BINOP(kind, opcode) ((kind) << 8 | (opcode))

static obj *f_binary(obj **args, size_t nargs, obj *kw, intptr_t data)
{
    int op = (int)(data & 0xff);
    switch (data >> 8) {
    case ARITH:
        return op_binary(args[0], args[1], op);
    case INPLACE:
        return op_inplace(args[0], args[1], op);
    default:
        return op_compare(args[0], args[1], op);
    }
}

/* neg, pos, invert and inv: the table's data is the opcode */
static obj *f_unary(obj **args, size_t nargs, obj *kw, intptr_t opcode)
{
    return op_unary(args[0], (int)opcode);
}

static obj *f_abs(obj **args, size_t nargs, obj *kw)
{
    obj *builtins_abs = dict_get_cstr(vm->builtins, "abs");
    if (!builtins_abs)
        return exc_raise(&exc_NameError, "name 'abs' is not defined");
    return op_call1(builtins_abs, args[0]);
}

static obj *f_not_(obj **args, size_t nargs, obj *kw)
{
    int t = op_truth(args[0]);
    return t < 0 ? NULL : bool_obj(!t);
}

static obj *f_truth(obj **args, size_t nargs, obj *kw)
{
    int t = op_truth(args[0]);
    return t < 0 ? NULL : bool_obj(t);
}

static obj *f_is_(obj **args, size_t nargs, obj *kw)
{
    return bool_obj(args[0] == args[1]);
}

static obj *f_is_not(obj **args, size_t nargs, obj *kw)
{
    return bool_obj(args[0] != args[1]);
}

static obj *f_index(obj **args, size_t nargs, obj *kw)
{
    return op_index_exact(args[0]);
}

/* sequences can be concatenated; CPython checks for __getitem__ */
static bool is_sequence(obj *o)
{
    struct type *t = type_of(o);
    if (is_dict(o))
        return false;
    if (t->flags & TF_HEAP) {
        obj *m = op_special(o, "__getitem__");
        xdecref(m);
        return m != NULL;
    }
    return t->getitem != NULL;
}

static obj *concat(obj **args, bool inplace)
{
    if (!is_sequence(args[0]))
        return exc_raise(&exc_TypeError, "'%s' object can't be concatenated",
                         op_type_name(args[0]));
    return inplace ? op_inplace(args[0], args[1], BIN_ADD) : op_binary(args[0], args[1], BIN_ADD);
}

static obj *f_concat(obj **args, size_t nargs, obj *kw)
{
    return concat(args, false);
}

static obj *f_iconcat(obj **args, size_t nargs, obj *kw)
{
    return concat(args, true);
}

static obj *f_contains(obj **args, size_t nargs, obj *kw)
{
    int r = op_contains(args[0], args[1]);
    return r < 0 ? NULL : bool_obj(r);
}

/* countOf / indexOf: identity or equality, like `in` */
static obj *search(obj *seq, obj *x, bool count)
{
    obj *it = op_iter(seq);
    if (!it) { /* CPython's _PySequence_IterSearch words it so */
        if (exc_pending_is(&exc_TypeError)) {
            exc_clear();
            exc_raise(&exc_TypeError, "argument of type '%s' is not iterable", op_type_name(seq));
        }
        return NULL;
    }
    intptr_t i = 0, n = 0;
    obj *v;
    while ((v = op_next(it))) {
        int eq = v == x ? 1 : op_eq(v, x);
        decref(v);
        if (eq < 0)
            break;
        if (eq && !count) {
            decref(it);
            return small_new(i);
        }
        n += eq;
        i++;
    }
    decref(it);
    if (vm->exc)
        return NULL;
    if (count)
        return small_new(n);
    return exc_raise(&exc_ValueError, "sequence.index(x): x not in sequence");
}

static obj *f_countOf(obj **args, size_t nargs, obj *kw)
{
    return search(args[0], args[1], true);
}

static obj *f_indexOf(obj **args, size_t nargs, obj *kw)
{
    return search(args[0], args[1], false);
}

static obj *f_getitem(obj **args, size_t nargs, obj *kw)
{
    return op_getitem(args[0], args[1]);
}

static obj *f_setitem(obj **args, size_t nargs, obj *kw)
{
    return op_setitem(args[0], args[1], args[2]) < 0 ? NULL : NONE;
}

static obj *f_delitem(obj **args, size_t nargs, obj *kw)
{
    return op_setitem(args[0], args[1], NULL) < 0 ? NULL : NONE;
}

static obj *f_length_hint(obj **args, size_t nargs, obj *kw)
{
    struct type *t = type_of(args[0]);
    if (t->len) {
        intptr_t n = op_len(args[0]);
        if (n >= 0)
            return small_new(n);
        if (!exc_pending_is(&exc_TypeError))
            return NULL;
        exc_clear();
    }
    if (nargs == 2 && !is_int(args[1]))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[1]));
    /* no __length_hint__ here: iterators give the default */
    return incref(nargs == 2 ? args[1] : small_new(0));
}

static obj *f_call(obj **args, size_t nargs, obj *kw)
{
    if (nargs < 1)
        return exc_raise(&exc_TypeError, "call expected at least 1 argument, got 0");
    return op_call(args[0], args + 1, nargs - 1, kw);
}

/* ---- itemgetter(*items), attrgetter(*names), methodcaller(name, /, *args, **kwargs) ---- */
struct getter {
    obj hdr;
    obj *items;  /* tuple: keys, attribute names (each a tuple of parts), or the name */
    obj *args;   /* methodcaller: positional arguments */
    obj *kwargs; /* methodcaller: dict of keyword arguments */
};

static obj *getter_alloc(struct type *t, obj *items)
{
    struct getter *g = (struct getter *)obj_alloc(t, sizeof *g);
    if (!g) {
        decref(items);
        return NULL;
    }
    g->items = items;
    g->args = g->kwargs = NULL;
    return (obj *)g;
}

/* itemgetter(*items), attrgetter(*names): at least one; attrgetter's are str */
static obj *getter_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    const char *name = str_cstr(t->name_obj);
    if (args_no_kw(name, kwnames) < 0)
        return NULL;
    if (nargs < 1)
        return exc_raise(&exc_TypeError, "%s expected 1 argument, got 0", name);
    for (size_t i = 0; t == &type_attrgetter && i < nargs; i++)
        if (!is_str(args[i]))
            return exc_raise(&exc_TypeError, "attribute name must be a string");
    obj *items = tuple_from_array(args, nargs);
    return items ? getter_alloc(t, items) : NULL;
}

static int getter_call_args(const char *name, size_t nargs, obj *kwnames)
{
    if (args_no_kw(name, kwnames) < 0)
        return -1;
    if (nargs != 1) {
        exc_raise(&exc_TypeError, "%s expected 1 argument, got %zu", name, nargs);
        return -1;
    }
    return 0;
}

/* attrgetter's names are dotted: looked up one part at a time */
static obj *resolve_dotted(obj *o, obj *name)
{
    const char *s = str_cstr(name), *end = s + str_len(name);
    obj *cur = incref(o);
    while (cur) {
        const char *dot = memchr(s, '.', (size_t)(end - s));
        const char *stop = dot ? dot : end;
        obj *part = str_new(s, (size_t)(stop - s));
        obj *next = part ? eval_getattr_checked(cur, part) : NULL;
        xdecref(part);
        decref(cur);
        cur = next;
        if (!dot)
            break;
        s = dot + 1;
    }
    return cur;
}

/* getter(x): each item looked up in x (x[item], or x.name for attrgetter); a lone item's
 * value, or a tuple of them */
static obj *getter_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct type *t = type_of(self);
    if (getter_call_args(str_cstr(t->name_obj), nargs, kwnames) < 0)
        return NULL;
    obj *(*get)(obj *, obj *) = t == &type_attrgetter ? resolve_dotted : op_getitem;
    struct tuple_obj *items = AS(tuple_obj, ((struct getter *)self)->items);
    if (items->len == 1)
        return get(args[0], items->items[0]);
    obj *r = tuple_new(items->len);
    for (size_t i = 0; r && i < items->len; i++)
        if (!(AS(tuple_obj, r)->items[i] = get(args[0], items->items[i])))
            CLEAR(r);
    return r;
}

/* "operator.itemgetter(1, 2)" */
static obj *getter_repr(obj *o)
{
    obj *parts = list_new(0);
    if (!parts)
        return NULL;
    struct tuple_obj *t = AS(tuple_obj, ((struct getter *)o)->items);
    for (size_t i = 0; i < t->len; i++)
        if (list_append_steal(parts, op_repr(t->items[i])) < 0) {
            decref(parts);
            return NULL;
        }
    return str_call_form(type_of(o)->name, parts);
}

/* ---- methodcaller(name, /, *args, **kwargs) ---- */
static obj *methodcaller_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs < 1)
        return exc_raise(&exc_TypeError, "methodcaller needs at least one argument, the method "
                                         "name");
    if (!is_str(args[0]))
        return exc_raise(&exc_TypeError, "method name must be a string");
    obj *name = tuple_pack(1, args[0]);
    obj *g = name ? getter_alloc(t, name) : NULL;
    if (!g)
        return NULL;
    struct getter *m = (struct getter *)g;
    m->args = tuple_from_array(args + 1, nargs - 1);
    m->kwargs = dict_new();
    if (!m->args || !m->kwargs || libcall_kwargs_update(m->kwargs, args + nargs, kwnames) < 0) {
        decref(g);
        return NULL;
    }
    return g;
}

static obj *methodcaller_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    if (getter_call_args("methodcaller", nargs, kwnames) < 0)
        return NULL;
    struct getter *m = (struct getter *)self;
    obj *method = eval_getattr_checked(args[0], AS(tuple_obj, m->items)->items[0]);
    if (!method)
        return NULL;
    obj *r =
        libcall_call(method, AS(tuple_obj, m->args)->items, AS(tuple_obj, m->args)->len, m->kwargs);
    decref(method);
    return r;
}

static obj *methodcaller_repr(obj *o)
{
    struct getter *m = (struct getter *)o;
    return libcall_repr("operator.methodcaller", AS(tuple_obj, m->items)->items[0], m->args,
                        m->kwargs);
}

#define GETTER_REFS REFS(struct getter, items, args, kwargs)
static struct type type_itemgetter = {.name = "operator.itemgetter",
                                      .refs = GETTER_REFS,
                                      .repr = getter_repr,
                                      .call = getter_call,
                                      .construct = getter_construct};
static struct type type_attrgetter = {.name = "operator.attrgetter",
                                      .refs = GETTER_REFS,
                                      .repr = getter_repr,
                                      .call = getter_call,
                                      .construct = getter_construct};
static struct type type_methodcaller = {.name = "operator.methodcaller",
                                        .refs = GETTER_REFS,
                                        .repr = methodcaller_repr,
                                        .call = methodcaller_call,
                                        .construct = methodcaller_construct};

/* FN2: two positional arguments, "add expected 2 arguments, got 1"; OP: a binary operator */
#define FN2(name)                                                                                  \
    {                                                                                              \
#name, f_##name, 0, PA_SIG_POS(2, 2, NULL)                                                 \
    }
#define OP(name, kind, opcode)                                                                     \
    {                                                                                              \
#name, .fn_data = f_binary, .data = BINOP(kind, opcode), .sig = PA_SIG_POS(2, 2, NULL)     \
    }
static const struct method_def operator_funcs[] = {
    OP(add, ARITH, BIN_ADD),
    OP(sub, ARITH, BIN_SUB),
    OP(mul, ARITH, BIN_MUL),
    OP(truediv, ARITH, BIN_TRUEDIV),
    OP(floordiv, ARITH, BIN_FLOORDIV),
    OP(mod, ARITH, BIN_MOD),
    OP(pow, ARITH, BIN_POW),
    OP(matmul, ARITH, BIN_MATMUL),
    OP(lshift, ARITH, BIN_LSHIFT),
    OP(rshift, ARITH, BIN_RSHIFT),
    OP(and_, ARITH, BIN_AND),
    OP(or_, ARITH, BIN_OR),
    OP(xor, ARITH, BIN_XOR),
    OP(iadd, INPLACE, BIN_ADD),
    OP(isub, INPLACE, BIN_SUB),
    OP(imul, INPLACE, BIN_MUL),
    OP(itruediv, INPLACE, BIN_TRUEDIV),
    OP(ifloordiv, INPLACE, BIN_FLOORDIV),
    OP(imod, INPLACE, BIN_MOD),
    OP(ipow, INPLACE, BIN_POW),
    OP(imatmul, INPLACE, BIN_MATMUL),
    OP(ilshift, INPLACE, BIN_LSHIFT),
    OP(irshift, INPLACE, BIN_RSHIFT),
    OP(iand, INPLACE, BIN_AND),
    OP(ior, INPLACE, BIN_OR),
    OP(ixor, INPLACE, BIN_XOR),
    OP(lt, COMPARE, CMP_LT),
    OP(le, COMPARE, CMP_LE),
    OP(eq, COMPARE, CMP_EQ),
    OP(ne, COMPARE, CMP_NE),
    OP(gt, COMPARE, CMP_GT),
    OP(ge, COMPARE, CMP_GE),
    {"neg", .flags = METH_O, .fn_data = f_unary, .data = UN_NEG},
    {"pos", .flags = METH_O, .fn_data = f_unary, .data = UN_POS},
    {"invert", .flags = METH_O, .fn_data = f_unary, .data = UN_INVERT},
    {"inv", .flags = METH_O, .fn_data = f_unary, .data = UN_INVERT},
    {"abs", f_abs, METH_O},
    {"not_", f_not_, METH_O},
    {"truth", f_truth, METH_O},
    FN2(is_),
    FN2(is_not),
    {"index", f_index, METH_O},
    FN2(concat),
    FN2(iconcat),
    FN2(contains),
    FN2(countOf),
    FN2(indexOf),
    FN2(getitem),
    {"setitem", f_setitem, 0, PA_SIG_POS(3, 3, NULL)},
    FN2(delitem),
    {"length_hint", f_length_hint, 0, PA_SIG_POS(1, 2, NULL)},
    {"call", f_call, 0},
    {NULL, NULL, 0},
};

const struct module_def mod_operator = {
    .name = "operator",
    .functions = operator_funcs,
    .c_name = "_operator",
    .types =
        (const struct module_type[]){
            {&type_itemgetter, true}, {&type_attrgetter, true}, {&type_methodcaller, true}, {NULL}},
};
