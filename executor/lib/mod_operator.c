/* executor/lib/mod_operator.c: the operator module: the operators as functions, and the
 * itemgetter, attrgetter and methodcaller types. Attribute names go through the same
 * dunder policy as the `.` syntax (eval_getattr_checked), so attrgetter('__class__') and
 * methodcaller('__reduce__') fail like x.__class__ does. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/guard.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"

static struct type type_itemgetter, type_attrgetter, type_methodcaller;

/* "add expected 2 arguments, got 1" */
static int arity(const char *name, size_t nargs, obj *kw, size_t n)
{
    if (args_no_kw(name, kw) < 0)
        return -1;
    if (nargs == n)
        return 0;
    if (n == 1)
        exc_raise(&exc_TypeError, "_operator.%s() takes exactly one argument (%zu given)", name,
                  nargs);
    else
        exc_raise(&exc_TypeError, "%s expected %zu arguments, got %zu", name, n, nargs);
    return -1;
}

/* operator.NAME: n arguments, then the protocol call (one of op_binary, op_inplace,
 * op_compare, op_unary with its opcode) */
#define OPERATOR_FN(pyname, n, call)                                                               \
    static obj *f_##pyname(obj **args, size_t nargs, obj *kw)                                      \
    {                                                                                              \
        if (arity(#pyname, nargs, kw, n) < 0)                                                      \
            return NULL;                                                                           \
        return call;                                                                               \
    }
#define BINARY_FN(pyname, opcode) OPERATOR_FN(pyname, 2, op_binary(args[0], args[1], opcode))
#define INPLACE_FN(pyname, opcode) OPERATOR_FN(pyname, 2, op_inplace(args[0], args[1], opcode))
#define COMPARE_FN(pyname, opcode) OPERATOR_FN(pyname, 2, op_compare(args[0], args[1], opcode))
#define UNARY_FN(pyname, opcode) OPERATOR_FN(pyname, 1, op_unary(args[0], opcode))

BINARY_FN(add, BIN_ADD)
BINARY_FN(sub, BIN_SUB)
BINARY_FN(mul, BIN_MUL)
BINARY_FN(truediv, BIN_TRUEDIV)
BINARY_FN(floordiv, BIN_FLOORDIV)
BINARY_FN(mod, BIN_MOD)
BINARY_FN(pow, BIN_POW)
BINARY_FN(matmul, BIN_MATMUL)
BINARY_FN(lshift, BIN_LSHIFT)
BINARY_FN(rshift, BIN_RSHIFT)
BINARY_FN(and_, BIN_AND)
BINARY_FN(or_, BIN_OR)
BINARY_FN(xor, BIN_XOR)
INPLACE_FN(iadd, BIN_ADD)
INPLACE_FN(isub, BIN_SUB)
INPLACE_FN(imul, BIN_MUL)
INPLACE_FN(itruediv, BIN_TRUEDIV)
INPLACE_FN(ifloordiv, BIN_FLOORDIV)
INPLACE_FN(imod, BIN_MOD)
INPLACE_FN(ipow, BIN_POW)
INPLACE_FN(imatmul, BIN_MATMUL)
INPLACE_FN(ilshift, BIN_LSHIFT)
INPLACE_FN(irshift, BIN_RSHIFT)
INPLACE_FN(iand, BIN_AND)
INPLACE_FN(ior, BIN_OR)
INPLACE_FN(ixor, BIN_XOR)
COMPARE_FN(lt, CMP_LT)
COMPARE_FN(le, CMP_LE)
COMPARE_FN(eq, CMP_EQ)
COMPARE_FN(ne, CMP_NE)
COMPARE_FN(gt, CMP_GT)
COMPARE_FN(ge, CMP_GE)
UNARY_FN(neg, UN_NEG)
UNARY_FN(pos, UN_POS)
UNARY_FN(invert, UN_INVERT)
UNARY_FN(inv, UN_INVERT)

static obj *f_abs(obj **args, size_t nargs, obj *kw)
{
    if (arity("abs", nargs, kw, 1) < 0)
        return NULL;
    obj *builtins_abs = dict_get_cstr(vm->builtins, "abs");
    if (!builtins_abs)
        return exc_raise(&exc_NameError, "name 'abs' is not defined");
    return op_call1(builtins_abs, args[0]);
}

static obj *f_not_(obj **args, size_t nargs, obj *kw)
{
    if (arity("not_", nargs, kw, 1) < 0)
        return NULL;
    int t = op_truth(args[0]);
    return t < 0 ? NULL : bool_obj(!t);
}

static obj *f_truth(obj **args, size_t nargs, obj *kw)
{
    if (arity("truth", nargs, kw, 1) < 0)
        return NULL;
    int t = op_truth(args[0]);
    return t < 0 ? NULL : bool_obj(t);
}

static obj *f_is_(obj **args, size_t nargs, obj *kw)
{
    if (arity("is_", nargs, kw, 2) < 0)
        return NULL;
    return bool_obj(args[0] == args[1]);
}

static obj *f_is_not(obj **args, size_t nargs, obj *kw)
{
    if (arity("is_not", nargs, kw, 2) < 0)
        return NULL;
    return bool_obj(args[0] != args[1]);
}

static obj *f_index(obj **args, size_t nargs, obj *kw)
{
    if (arity("index", nargs, kw, 1) < 0)
        return NULL;
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

static obj *concat(const char *name, obj **args, size_t nargs, obj *kw, bool inplace)
{
    if (arity(name, nargs, kw, 2) < 0)
        return NULL;
    if (!is_sequence(args[0]))
        return exc_raise(&exc_TypeError, "'%s' object can't be concatenated",
                         op_type_name(args[0]));
    return inplace ? op_inplace(args[0], args[1], BIN_ADD) : op_binary(args[0], args[1], BIN_ADD);
}

static obj *f_concat(obj **args, size_t nargs, obj *kw)
{
    return concat("concat", args, nargs, kw, false);
}

static obj *f_iconcat(obj **args, size_t nargs, obj *kw)
{
    return concat("iconcat", args, nargs, kw, true);
}

static obj *f_contains(obj **args, size_t nargs, obj *kw)
{
    if (arity("contains", nargs, kw, 2) < 0)
        return NULL;
    int r = op_contains(args[0], args[1]);
    return r < 0 ? NULL : bool_obj(r);
}

/* countOf / indexOf: identity or equality, like `in` */
static obj *search(obj *seq, obj *x, bool count)
{
    obj *it = op_iter(seq);
    if (!it)
        return NULL;
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
    if (arity("countOf", nargs, kw, 2) < 0)
        return NULL;
    return search(args[0], args[1], true);
}

static obj *f_indexOf(obj **args, size_t nargs, obj *kw)
{
    if (arity("indexOf", nargs, kw, 2) < 0)
        return NULL;
    return search(args[0], args[1], false);
}

static obj *f_getitem(obj **args, size_t nargs, obj *kw)
{
    if (arity("getitem", nargs, kw, 2) < 0)
        return NULL;
    return op_getitem(args[0], args[1]);
}

static obj *f_setitem(obj **args, size_t nargs, obj *kw)
{
    if (arity("setitem", nargs, kw, 3) < 0)
        return NULL;
    return op_setitem(args[0], args[1], args[2]) < 0 ? NULL : NONE;
}

static obj *f_delitem(obj **args, size_t nargs, obj *kw)
{
    if (arity("delitem", nargs, kw, 2) < 0)
        return NULL;
    return op_setitem(args[0], args[1], NULL) < 0 ? NULL : NONE;
}

static obj *f_length_hint(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("length_hint", kw) < 0)
        return NULL;
    if (nargs < 1 || nargs > 2)
        return exc_raise(&exc_TypeError, "length_hint expected at most 2 arguments, got %zu",
                         nargs);
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
        return exc_raise(&exc_TypeError, "call() missing 1 required positional argument: 'obj'");
    return op_call(args[0], args + 1, nargs - 1, kw);
}

/* ---- itemgetter(*items) ---- */
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

static obj *itemgetter_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (args_no_kw("itemgetter", kwnames) < 0)
        return NULL;
    if (nargs < 1)
        return exc_raise(&exc_TypeError, "itemgetter expected 1 argument, got 0");
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

static obj *itemgetter_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    if (getter_call_args("itemgetter", nargs, kwnames) < 0)
        return NULL;
    struct tuple_obj *items = AS(tuple_obj, ((struct getter *)self)->items);
    if (items->len == 1)
        return op_getitem(args[0], items->items[0]);
    obj *r = tuple_new(items->len);
    for (size_t i = 0; r && i < items->len; i++)
        if (!(AS(tuple_obj, r)->items[i] = op_getitem(args[0], items->items[i])))
            CLEAR(r);
    return r;
}

static obj *getter_repr(obj *o, const char *name, obj *items)
{
    obj *parts = list_new(0);
    if (!parts)
        return NULL;
    struct tuple_obj *t = AS(tuple_obj, items);
    for (size_t i = 0; i < t->len; i++)
        if (list_append_steal(parts, op_repr(t->items[i])) < 0) {
            decref(parts);
            return NULL;
        }
    char qualified[64];
    snprintf(qualified, sizeof qualified, "operator.%s", name);
    (void)o;
    return str_call_form(qualified, parts);
}

static obj *itemgetter_repr(obj *o)
{
    return getter_repr(o, "itemgetter", ((struct getter *)o)->items);
}

/* ---- attrgetter(*names): dotted names are looked up one part at a time ---- */
static obj *attrgetter_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (args_no_kw("attrgetter", kwnames) < 0)
        return NULL;
    if (nargs < 1)
        return exc_raise(&exc_TypeError, "attrgetter expected 1 argument, got 0");
    for (size_t i = 0; i < nargs; i++)
        if (!is_str(args[i]))
            return exc_raise(&exc_TypeError, "attribute name must be a string");
    obj *names = tuple_from_array(args, nargs);
    return names ? getter_alloc(t, names) : NULL;
}

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

static obj *attrgetter_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    if (getter_call_args("attrgetter", nargs, kwnames) < 0)
        return NULL;
    struct tuple_obj *names = AS(tuple_obj, ((struct getter *)self)->items);
    if (names->len == 1)
        return resolve_dotted(args[0], names->items[0]);
    obj *r = tuple_new(names->len);
    for (size_t i = 0; r && i < names->len; i++)
        if (!(AS(tuple_obj, r)->items[i] = resolve_dotted(args[0], names->items[i])))
            CLEAR(r);
    return r;
}

static obj *attrgetter_repr(obj *o)
{
    return getter_repr(o, "attrgetter", ((struct getter *)o)->items);
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
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    if (!m->args || !m->kwargs) {
        decref(g);
        return NULL;
    }
    for (size_t i = 0; i < nkw; i++)
        if (dict_set(m->kwargs, AS(tuple_obj, kwnames)->items[i], args[nargs + i]) < 0) {
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
    size_t npos = AS(tuple_obj, m->args)->len, nkw = dict_len(m->kwargs);
    obj **full = mem_alloc((npos + nkw + 1) * sizeof(obj *));
    obj *kwn = nkw ? tuple_new(nkw) : NULL;
    obj *r = NULL;
    if (full && (!nkw || kwn)) {
        memcpy(full, AS(tuple_obj, m->args)->items, npos * sizeof(obj *));
        size_t pos = 0, i = 0;
        obj *k, *v;
        while (dict_next(m->kwargs, &pos, &k, &v)) {
            AS(tuple_obj, kwn)->items[i] = incref(k);
            full[npos + i++] = v;
        }
        r = op_call(method, full, npos, kwn);
    }
    mem_free(full);
    xdecref(kwn);
    decref(method);
    return r;
}

static obj *methodcaller_repr(obj *o)
{
    struct getter *m = (struct getter *)o;
    obj *parts = list_new(0);
    if (!parts)
        return NULL;
    obj *nr = op_repr(AS(tuple_obj, m->items)->items[0]);
    if (list_append_steal(parts, nr) < 0)
        goto fail;
    for (size_t i = 0; i < AS(tuple_obj, m->args)->len; i++)
        if (list_append_steal(parts, op_repr(AS(tuple_obj, m->args)->items[i])) < 0)
            goto fail;
    size_t pos = 0;
    obj *k, *v;
    while (dict_next(m->kwargs, &pos, &k, &v)) {
        obj *vr = op_repr(v);
        if (!vr || list_append_steal(parts, str_from_fmt("%s=%s", str_cstr(k), str_cstr(vr))) < 0) {
            xdecref(vr);
            goto fail;
        }
        decref(vr);
    }
    return str_call_form("operator.methodcaller", parts);
fail:
    decref(parts);
    return NULL;
}

#define GETTER_TYPE(var, pyname, construct_fn, call_fn, repr_fn)                                   \
    static struct type var = {                                                                     \
        .name = pyname,                                                                            \
        .base_type = &type_object,                                                                 \
        .refs = REFS(struct getter, items, args, kwargs),                                          \
        .repr = repr_fn,                                                                           \
        .call = call_fn,                                                                           \
        .getattr = generic_getattr,                                                                \
        .construct = construct_fn,                                                                 \
    };
GETTER_TYPE(type_itemgetter, "operator.itemgetter", itemgetter_construct, itemgetter_call,
            itemgetter_repr)
GETTER_TYPE(type_attrgetter, "operator.attrgetter", attrgetter_construct, attrgetter_call,
            attrgetter_repr)
GETTER_TYPE(type_methodcaller, "operator.methodcaller", methodcaller_construct, methodcaller_call,
            methodcaller_repr)

#define FN(name)                                                                                   \
    {                                                                                              \
#name, f_##name, 0                                                                         \
    }
static const struct method_def operator_funcs[] = {
    FN(add),     FN(sub),     FN(mul),         FN(truediv), FN(floordiv),    FN(mod),
    FN(pow),     FN(matmul),  FN(lshift),      FN(rshift),  FN(and_),        FN(or_),
    FN(xor),     FN(iadd),    FN(isub),        FN(imul),    FN(itruediv),    FN(ifloordiv),
    FN(imod),    FN(ipow),    FN(imatmul),     FN(ilshift), FN(irshift),     FN(iand),
    FN(ior),     FN(ixor),    FN(lt),          FN(le),      FN(eq),          FN(ne),
    FN(gt),      FN(ge),      FN(neg),         FN(pos),     FN(invert),      FN(inv),
    FN(abs),     FN(not_),    FN(truth),       FN(is_),     FN(is_not),      FN(index),
    FN(concat),  FN(iconcat), FN(contains),    FN(countOf), FN(indexOf),     FN(getitem),
    FN(setitem), FN(delitem), FN(length_hint), FN(call),    {NULL, NULL, 0},
};

static pthread_once_t types_once = PTHREAD_ONCE_INIT;

static void init_types(void)
{
    type_init_module(&type_itemgetter, "operator");
    type_init_module(&type_attrgetter, "operator");
    type_init_module(&type_methodcaller, "operator");
}

obj *mod_operator_create(void)
{
    pthread_once(&types_once, init_types);
    obj *m = module_new("operator");
    if (!m)
        return NULL;
    obj *d = AS(module_obj, m)->dict;
    for (const struct method_def *f = operator_funcs; f->name; f++)
        if (dict_set_cstr(d, f->name, builtin_new(f->name, f->fn, NULL)) < 0) {
            decref(m);
            return NULL;
        }
    struct type *const types[] = {&type_itemgetter, &type_attrgetter, &type_methodcaller};
    for (int i = 0; i < 3; i++)
        if (dict_set(d, types[i]->name_obj, (obj *)types[i]) < 0) {
            decref(m);
            return NULL;
        }
    return m;
}
