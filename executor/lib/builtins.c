/* executor/lib/builtins.c: the builtins namespace. Deliberately absent: eval, exec, compile,
 * open, input, globals, locals, __import__, breakpoint, exit, quit (NameError). vars and dir
 * show only what the dunder policy lets a snippet read: vars(x) is x.__dict__, and dir's
 * names are readable or refused one by one as attributes. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/dunder.h"
#include "executor/core/code.h"
#include "executor/core/guard.h"
#include "executor/lib/builtins.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/types/strfmt.h"
#include "executor/core/vm.h"

#if __has_include("executor/core/format.h")
#include "executor/core/format.h"
#define HAVE_FORMAT_H 1
#endif

#define BUILTIN(name) static obj *bi_##name(obj **args, size_t nargs, obj *kw)

/* print(..., file=f) writes to f as CPython does, with f.write(text) for each piece: a
 * StringIO, or any object with a write method (there is no sys.stdout to name). */
static int print_piece(obj *file, const char *text, size_t len)
{
    if (!file)
        return vm_output(text, len);
    obj *s = str_new(text, len);
    obj *r = s ? op_call_method(file, "write", &s, 1) : NULL;
    xdecref(s);
    if (!r)
        return -1;
    decref(r);
    return 0;
}

BUILTIN(print)
{
    static const char *const names[] = {"sep", "end", "file", "flush", NULL};
    obj *opt[4] = {NULL, NULL, NULL, NULL};
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kw)->items[k]);
        int found = -1;
        for (int i = 0; names[i]; i++)
            if (!strcmp(names[i], kn))
                found = i;
        if (found < 0)
            return exc_raise(&exc_TypeError, "'%s' is an invalid keyword argument for print()", kn);
        opt[found] = args[nargs + k];
    }
    obj *sep = opt[0], *end = opt[1];
    if (sep && sep != NONE && !is_str(sep))
        return exc_raise(&exc_TypeError, "sep must be None or a string, not %s", op_type_name(sep));
    if (end && end != NONE && !is_str(end))
        return exc_raise(&exc_TypeError, "end must be None or a string, not %s", op_type_name(end));
    obj *file = opt[2] && opt[2] != NONE ? opt[2] : NULL;
    const char *sp = sep && sep != NONE ? str_cstr(sep) : " ";
    size_t spl = sep && sep != NONE ? str_len(sep) : 1;
    const char *ep = end && end != NONE ? str_cstr(end) : "\n";
    size_t epl = end && end != NONE ? str_len(end) : 1;
    for (size_t i = 0; i < nargs; i++) {
        obj *s = op_str(args[i]);
        if (!s)
            return NULL;
        if ((i && print_piece(file, sp, spl) < 0) || print_piece(file, str_cstr(s), str_len(s)) < 0) {
            decref(s);
            return NULL;
        }
        decref(s);
    }
    if (print_piece(file, ep, epl) < 0)
        return NULL;
    return NONE;
}

/* vars(x): x.__dict__, read through the guard as the attribute would be. */
BUILTIN(vars)
{
    if (!nargs) /* vars() alone (the caller's locals) is not provided */
        return exc_raise(&exc_TypeError, "vars() takes exactly one argument (0 given)");
    obj *name = str_new_cstr("__dict__");
    if (!name)
        return NULL;
    if (vm->smolagents_dunders) { /* its policy reads no dunder: the refusal, as it words it */
        dunder_forbidden(name);
        decref(name);
        return NULL;
    }
    obj *d = eval_getattr_checked(args[0], name);
    decref(name);
    if (!d && exc_pending_is(&exc_AttributeError) && !vm->fatal) {
        exc_clear();
        return exc_raise(&exc_TypeError, "vars() argument must have __dict__ attribute");
    }
    return d;
}

static int dir_add_dict(obj *names, obj *d)
{
    size_t pos = 0;
    obj *k, *v;
    while (d && dict_next(d, &pos, &k, &v))
        if (is_str(k) && dict_set(names, k, NONE) < 0)
            return -1;
    return 0;
}

static int dir_add_cstr(obj *names, const char *name)
{
    obj *k = str_new_cstr(name);
    int rc = k ? dict_set(names, k, NONE) : -1;
    xdecref(k);
    return rc;
}

static int dir_add_cstrs(obj *names, const char *const *list)
{
    for (; *list; list++)
        if (dir_add_cstr(names, *list) < 0)
            return -1;
    return 0;
}

/* A class's own names, plus what CPython's type machinery adds to it: object's slot
 * wrappers, and a class's __doc__, __dict__ and __weakref__ (or its __slots__ members). */
static int dir_add_type(obj *names, struct type *t)
{
    static const char *const object_names[] = {
        "__class__",    "__delattr__",     "__dir__",    "__doc__",          "__eq__",
        "__format__",   "__ge__",          "__getattribute__", "__getstate__", "__gt__",
        "__hash__",     "__init__",        "__init_subclass__", "__le__",      "__lt__",
        "__ne__",       "__new__",         "__reduce__", "__reduce_ex__",    "__repr__",
        "__setattr__",  "__sizeof__",      "__str__",    "__subclasshook__", NULL};
    static const char *const class_names[] = {"__doc__", "__dict__", "__weakref__", NULL};
    if (t == &type_object && dir_add_cstrs(names, object_names) < 0)
        return -1;
    if (dir_add_dict(names, t->dict) < 0)
        return -1;
    obj *slots = t->flags & TF_HEAP && t->dict ? dict_get_cstr(t->dict, "__slots__") : NULL;
    if (t->flags & TF_HEAP && !slots && dir_add_cstrs(names, class_names) < 0)
        return -1;
    if (slots && is_str(slots) && dict_set(names, slots, NONE) < 0)
        return -1;
    if (slots && (type_of(slots) == &type_tuple || type_of(slots) == &type_list)) {
        struct tuple_obj *tl = type_of(slots) == &type_tuple ? AS(tuple_obj, slots) : NULL;
        size_t n = tl ? tl->len : AS(list_obj, slots)->len;
        obj **items = tl ? tl->items : AS(list_obj, slots)->items;
        for (size_t i = 0; i < n; i++)
            if (is_str(items[i]) && dict_set(names, items[i], NONE) < 0)
                return -1;
    }
    for (const struct method_def *m = t->methods; m && m->name; m++)
        if (dir_add_cstr(names, m->name) < 0)
            return -1;
    for (const struct getset_def *g = t->getset; g && g->name; g++)
        if (dir_add_cstr(names, g->name) < 0)
            return -1;
    return 0;
}

/* dir(): the names bound in the caller's scope (its slots, or the module's globals). */
static int dir_add_scope(obj *names)
{
    struct frame *f = vm->frame;
    if (!f)
        return 0;
    if (f->ns || (f->code->flags & CODE_MODULE))
        return dir_add_dict(names, f->ns ? f->ns : f->globals);
    for (int i = 0; i < f->code->nslots; i++) {
        obj *v = f->slots[i];
        if (v && !is_small(v) && v->type == &type_cell)
            v = AS(cell_obj, v)->ref;
        if (v && dict_set(names, f->code->slot_names[i], NONE) < 0)
            return -1;
    }
    return 0;
}

/* dir(x): the sorted names of x's own attributes and of its class's MRO (for a class, its
 * own MRO; for a module, its namespace); dir(): those of the caller's scope. */
BUILTIN(dir)
{
    obj *o = nargs ? args[0] : NULL;
    obj *names = dict_new();
    if (!names)
        return NULL;
    int rc = 0;
    if (!o) {
        rc = dir_add_scope(names);
    } else if (type_of(o) == &type_module) {
        rc = dir_add_dict(names, AS(module_obj, o)->dict);
    } else {
        struct type *t = is_type_obj(o) ? (struct type *)o : type_of(o);
        if (!is_type_obj(o) && t->flags & (TF_HEAP | TF_EXCEPTION))
            rc = dir_add_dict(names, instance_dict(o));
        obj *mro = t->mro;
        size_t n = mro ? AS(tuple_obj, mro)->len : 0;
        for (size_t i = 0; rc == 0 && i < n; i++)
            rc = dir_add_type(names, (struct type *)AS(tuple_obj, mro)->items[i]);
        if (rc == 0 && !mro)
            rc = dir_add_type(names, t);
    }
    obj *l = rc == 0 ? list_from_iter(names) : NULL;
    decref(names);
    if (l && list_sort(l, NULL, false) < 0)
        CLEAR(l);
    return l;
}

BUILTIN(len)
{
    intptr_t n = op_len(args[0]);
    return n < 0 ? NULL : int_from_i64(n);
}

BUILTIN(abs)
{
    obj *x = args[0];
    if (is_int(x)) {
        if (int_sign(x) >= 0)
            return is_small(x) ? x
                               : (x == TRUE_OBJ    ? small_new(1)
                                  : x == FALSE_OBJ ? small_new(0)
                                                   : incref(x));
        return op_unary(x, UN_NEG);
    }
    if (is_float_like(x))
        return float_new(fabs(float_val(x)));
    if (type_of(x) == &type_complex)
        return float_new(hypot(AS(complex_obj, x)->re, AS(complex_obj, x)->im));
    obj *r;
    if (op_call_special(x, "__abs__", NULL, &r))
        return r;
    return exc_raise(&exc_TypeError, "bad operand type for abs(): '%s'", op_type_name(x));
}

static obj *minmax(obj **args, size_t nargs, obj *kw, int op, const char *name)
{
    obj *key = NULL, *dflt = NULL;
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kw)->items[k]);
        if (!strcmp(kn, "key"))
            key = args[nargs + k];
        else if (!strcmp(kn, "default"))
            dflt = args[nargs + k];
        else
            return exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument '%s'", name,
                             kn);
    }
    if (key == NONE)
        key = NULL;
    if (!nargs)
        return exc_raise(&exc_TypeError, "%s expected at least 1 argument, got 0", name);
    if (nargs > 1 && dflt)
        return exc_raise(&exc_TypeError,
                         "Cannot specify a default for %s() with multiple "
                         "positional arguments",
                         name);
    obj *it = nargs == 1 ? op_iter(args[0]) : NULL;
    if (nargs == 1 && !it)
        return NULL;
    obj *best = NULL, *bestkey = NULL;
    for (size_t i = 0;; i++) {
        obj *x = it ? op_next(it) : (i < nargs ? incref(args[i]) : NULL);
        if (!x)
            break;
        obj *k = key ? op_call1(key, x) : incref(x);
        if (!k) {
            decref(x);
            goto fail;
        }
        if (!best) {
            best = x;
            bestkey = k;
            continue;
        }
        int better = op_compare_bool(k, bestkey, op);
        if (better < 0) {
            decref(x);
            decref(k);
            goto fail;
        }
        if (better) {
            decref(best);
            decref(bestkey);
            best = x;
            bestkey = k;
        } else {
            decref(x);
            decref(k);
        }
    }
    xdecref(it);
    if (vm->exc) {
        xdecref(best);
        xdecref(bestkey);
        return NULL;
    }
    xdecref(bestkey);
    if (!best) {
        if (dflt)
            return incref(dflt);
        return exc_raise(&exc_ValueError, "%s() arg is an empty sequence", name);
    }
    return best;
fail:
    xdecref(it);
    xdecref(best);
    xdecref(bestkey);
    return NULL;
}

BUILTIN(min)
{
    return minmax(args, nargs, kw, CMP_LT, "min");
}
BUILTIN(max)
{
    return minmax(args, nargs, kw, CMP_GT, "max");
}

BUILTIN(sum)
{
    obj **a = args;
    obj *acc = a[1] ? incref(a[1]) : small_new(0);
    if (is_str(acc)) {
        decref(acc);
        return exc_raise(&exc_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    }
    obj *it = op_iter(a[0]);
    if (!it) {
        decref(acc);
        return NULL;
    }
    /* small ints and floats accumulate unboxed */
    int64_t iacc = 0;
    bool iok = is_small(acc);
    if (iok) {
        iacc = small_val(acc);
    }
    for (;;) {
        obj *x = op_next(it);
        if (!x)
            break;
        /* the sum goes to iacc only when it stays small: else x is added boxed, below */
        int64_t next;
        if (iok && is_small(x) && !__builtin_add_overflow(iacc, (int64_t)small_val(x), &next) &&
            next >= SMALL_MIN && next <= SMALL_MAX) {
            iacc = next;
            continue;
        }
        if (iok) {
            decref(acc);
            acc = int_from_i64(iacc);
            iok = false;
            if (!acc) {
                decref(x);
                break;
            }
        }
        if (is_float(acc) && is_float(x)) {
            double d = float_val(acc) + float_val(x);
            decref(acc);
            decref(x);
            acc = float_new(d);
            if (!acc)
                break;
            continue;
        }
        obj *r = op_binary(acc, x, BIN_ADD);
        decref(acc);
        decref(x);
        acc = r;
        if (!acc)
            break;
        if (is_small(acc)) {
            iok = true;
            iacc = small_val(acc);
        }
    }
    decref(it);
    if (iok) {
        xdecref(acc);
        acc = vm->exc ? NULL : int_from_i64(iacc);
    }
    if (vm->exc) {
        xdecref(acc);
        return NULL;
    }
    return acc;
}

BUILTIN(sorted)
{
    /* CPython counts the iterable itself, then hands the keywords to list.sort */
    static const char *const names[] = {"key", "reverse", NULL};
    static const struct pyargs_sig sort = {"sort", names, 0, 0, false, PA_KW, NULL};
    obj *a[3] = {args[0]};
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "sorted expected 1 argument, got %zu", nargs);
    if (pyargs_bind(&sort, args + 1, 0, kw, a + 1) < 0)
        return NULL;
    obj *l = list_from_iter(a[0]);
    if (!l)
        return NULL;
    int rev = a[2] ? op_truth(a[2]) : 0;
    if (rev < 0 || list_sort(l, a[1], rev) < 0) {
        decref(l);
        return NULL;
    }
    return l;
}

/* any(iterable) when ANY, else all(iterable): stops at the first item whose truth is ANY */
static obj *any_all(obj *iterable, bool any)
{
    obj *it = op_iter(iterable);
    if (!it)
        return NULL;
    for (;;) {
        obj *x = op_next(it);
        if (!x)
            break;
        int t = op_truth(x);
        decref(x);
        if (t < 0) {
            decref(it);
            return NULL;
        }
        if (t == any) {
            decref(it);
            return bool_obj(any);
        }
    }
    decref(it);
    if (vm->exc)
        return NULL;
    return bool_obj(!any);
}
BUILTIN(any)
{
    return any_all(args[0], true);
}
BUILTIN(all)
{
    return any_all(args[0], false);
}

BUILTIN(round)
{
    obj **a = args;
    obj *x = a[0], *nd = a[1] == NONE ? NULL : a[1];
    if (nd && !is_int(nd))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(nd));
    if (is_int(x)) {
        if (!nd || int_sign(nd) >= 0)
            return is_small(x)      ? x
                   : x == TRUE_OBJ  ? small_new(1)
                   : x == FALSE_OBJ ? small_new(0)
                                    : incref(x);
        /* round half to even at 10**-nd */
        int64_t k;
        if (!int_to_i64(nd, &k) || k < -100000)
            return small_new(0);
        mpz_t v, p, q, r, h;
        mpz_inits(v, p, q, r, h, NULL);
        int_to_mpz(x, v);
        mpz_ui_pow_ui(p, 10, (unsigned long)-k);
        mpz_fdiv_qr(q, r, v, p);
        mpz_mul_2exp(h, r, 1);
        int c = mpz_cmp(h, p);
        if (c > 0 || (c == 0 && mpz_odd_p(q)))
            mpz_add_ui(q, q, 1);
        mpz_mul(q, q, p);
        obj *res = int_from_mpz(q);
        mpz_clears(v, p, q, r, h, NULL);
        return res;
    }
    if (is_float_like(x)) {
        double d = float_val(x);
        if (!nd) {
            if (isnan(d))
                return exc_raise(&exc_ValueError, "cannot convert float NaN to integer");
            if (isinf(d))
                return exc_raise(&exc_OverflowError, "cannot convert float infinity to integer");
            double r = nearbyint(d); /* the default rounding mode is half-even */
            return int_from_double(r);
        }
        int64_t k;
        if (!int_to_i64(nd, &k))
            k = int_sign(nd) > 0 ? 400 : -400;
        if (k > 400)
            k = 400;
        if (k < -400)
            k = -400;
        if (!isfinite(d))
            return float_new(d);
#ifdef HAVE_FORMAT_H
        double r = fmt_float_round(d, (int)k);
#else
        char buf[512];
        double r;
        if (k >= 0) {
            snprintf(buf, sizeof buf, "%.*f", (int)k, d);
            r = strtod(buf, NULL);
        } else {
            double p = pow(10.0, (double)-k);
            r = nearbyint(d / p) * p;
        }
#endif
        if (isinf(r))
            return exc_raise(&exc_OverflowError, "rounded value too large to represent");
        return float_new(r);
    }
    obj *r;
    if (op_call_special(x, "__round__", nd, &r))
        return r;
    return exc_raise(&exc_TypeError, "type %s doesn't define __round__ method", op_type_name(x));
}

BUILTIN(pow)
{
    obj **a = args;
    if (a[2] && a[2] != NONE) {
        if (!is_int(a[0]) || !is_int(a[1]) || !is_int(a[2]))
            return exc_raise(&exc_TypeError,
                             "pow() 3rd argument not allowed unless all arguments are integers");
        return int_pow_mod(a[0], a[1], a[2]);
    }
    return op_binary(a[0], a[1], BIN_POW);
}

BUILTIN(divmod)
{
    obj *q = op_binary(args[0], args[1], BIN_FLOORDIV);
    if (!q) {
        if (exc_pending_is(&exc_TypeError) && !vm->fatal) {
            exc_clear();
            return exc_type_error_operands("divmod()", args[0], args[1]);
        }
        return NULL;
    }
    obj *r = op_binary(args[0], args[1], BIN_MOD);
    if (!r) {
        decref(q);
        return NULL;
    }
    obj *t = tuple_pack(2, q, r);
    decref(q);
    decref(r);
    return t;
}

static int isinstance_check(obj *o, obj *cls, const char *fname)
{
    if (is_tuple(cls)) {
        for (size_t i = 0; i < AS(tuple_obj, cls)->len; i++) {
            int r = isinstance_check(o, AS(tuple_obj, cls)->items[i], fname);
            if (r)
                return r;
        }
        return 0;
    }
    if (!is_type_obj(cls)) {
        exc_raise(&exc_TypeError, "%s() arg 2 must be a type, a tuple of types, or a union", fname);
        return -1;
    }
    if (!strcmp(fname, "isinstance"))
        return type_is_subtype(type_of(o), (struct type *)cls);
    if (!is_type_obj(o)) {
        exc_raise(&exc_TypeError, "issubclass() arg 1 must be a class");
        return -1;
    }
    return type_is_subtype((struct type *)o, (struct type *)cls);
}

BUILTIN(isinstance)
{
    int r = isinstance_check(args[0], args[1], "isinstance");
    return r < 0 ? NULL : bool_obj(r);
}

BUILTIN(issubclass)
{
    int r = isinstance_check(args[0], args[1], "issubclass");
    return r < 0 ? NULL : bool_obj(r);
}

BUILTIN(repr)
{
    return op_repr(args[0]);
}

BUILTIN(ascii)
{
    obj *r = op_repr(args[0]);
    if (!r)
        return NULL;
    obj *e = str_escape_non_ascii(r);
    decref(r);
    return e;
}

BUILTIN(chr)
{
    int64_t v; /* an int: the signature converted an __index__ */
    if (!int_to_i64(args[0], &v))
        return exc_raise(&exc_OverflowError, "Python int too large to convert to C int");
    if (v < 0 || v > 0x10ffff)
        return exc_raise(&exc_ValueError, "chr() arg not in range(0x110000)");
    return str_from_codepoint((uint32_t)v);
}

BUILTIN(ord)
{
    obj *s = args[0];
    if (type_of(s) == &type_bytes) {
        if (AS(bytes_obj, s)->len != 1)
            return exc_raise(&exc_TypeError,
                             "ord() expected a character, but string of length %zu found",
                             AS(bytes_obj, s)->len);
        return small_new(AS(bytes_obj, s)->data[0]);
    }
    if (!is_str(s))
        return exc_raise(&exc_TypeError, "ord() expected string of length 1, but %s found",
                         op_type_name(s));
    if (AS(str_obj, s)->cplen != 1)
        return exc_raise(&exc_TypeError,
                         "ord() expected a character, but string of length %zu found",
                         AS(str_obj, s)->cplen);
    size_t adv;
    return small_new(str_utf8_decode(str_cstr(s), &adv));
}

static obj *to_base(obj **args, size_t nargs, obj *kw, int base, const char *name)
{
    obj *x = args[0];
    if (!is_int(x)) {
        obj *i = op_index_int(x);
        obj *r = i ? int_to_base(i, base, true) : NULL;
        xdecref(i);
        return r;
    }
    return int_to_base(x, base, true);
}
BUILTIN(hex)
{
    return to_base(args, nargs, kw, 16, "hex");
}
BUILTIN(oct)
{
    return to_base(args, nargs, kw, 8, "oct");
}
BUILTIN(bin)
{
    return to_base(args, nargs, kw, 2, "bin");
}

BUILTIN(format)
{
    return op_format(args[0], nargs > 1 ? args[1] : NULL);
}

BUILTIN(iter)
{
    if (nargs == 1)
        return op_iter(args[0]);
    if (!op_is_callable(args[0]))
        return exc_raise(&exc_TypeError, "iter(v, w): v must be callable");
    return calliter_new(args[0], args[1]);
}

BUILTIN(next)
{
    if (!type_of(args[0])->next)
        return exc_raise(&exc_TypeError, "'%s' object is not an iterator", op_type_name(args[0]));
    obj *v = op_next(args[0]);
    if (v || vm->exc)
        return v;
    if (nargs == 2)
        return incref(args[1]);
    if (type_of(args[0]) == &type_generator) {
        extern obj *gen_return_value(obj *);
        obj *rv = gen_return_value(args[0]);
        if (rv != NONE) {
            obj *e = exc_new(&exc_StopIteration, &rv, 1);
            decref(rv);
            return e ? exc_set(e) : NULL;
        }
        decref(rv);
    }
    return exc_set(exc_new(&exc_StopIteration, NULL, 0));
}

BUILTIN(hash)
{
    int64_t h;
    if (op_hash(args[0], &h) < 0)
        return NULL;
    return int_from_i64(h);
}

BUILTIN(callable)
{
    return bool_obj(op_is_callable(args[0]));
}

BUILTIN(id)
{
    return int_from_i64((int64_t)((uintptr_t)args[0] >> 1));
}

/* getattr, hasattr, setattr and delattr take the attribute's name as a str */
static bool attr_name_ok(obj *name)
{
    if (is_str(name))
        return true;
    exc_raise(&exc_TypeError, "attribute name must be string, not '%s'", op_type_name(name));
    return false;
}

BUILTIN(getattr)
{
    if (!attr_name_ok(args[1]))
        return NULL;
    obj *r = eval_getattr_checked(args[0], args[1]);
    if (!r && nargs == 3 && exc_pending_is(&exc_AttributeError) && !vm->fatal) {
        exc_clear();
        return incref(args[2]);
    }
    return r;
}

BUILTIN(hasattr)
{
    if (!attr_name_ok(args[1]))
        return NULL;
    obj *r = eval_getattr_checked(args[0], args[1]);
    if (r) {
        decref(r);
        return TRUE_OBJ;
    }
    if (exc_pending_is(&exc_AttributeError) && !vm->fatal) {
        exc_clear();
        return FALSE_OBJ;
    }
    return NULL;
}

/* setattr(o, name, value), or delattr(o, name) when VALUE is NULL */
static obj *set_or_delete(obj *o, obj *name, obj *value)
{
    if (!attr_name_ok(name) || eval_setattr_checked(o, name, value) < 0)
        return NULL;
    return NONE;
}

BUILTIN(setattr)
{
    return set_or_delete(args[0], args[1], args[2]);
}

BUILTIN(delattr)
{
    return set_or_delete(args[0], args[1], NULL);
}

/* final_answer(x) stops the run: nothing can catch it. */
BUILTIN(final_answer)
{
    (void)kw;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "final_answer() takes exactly one argument (%zu given)",
                         nargs);
    xdecref(vm->final_answer);
    vm->final_answer = incref(args[0]);
    exc_raise(&exc_LimitExceeded, "final_answer");
    vm->fatal = FATAL_FINAL_ANSWER;
    return NULL;
}

BUILTIN(super)
{
    if (nargs != 2)
        return exc_raise(&exc_RuntimeError, "super(): no arguments");
    if (!is_type_obj(args[0]))
        return exc_raise(&exc_TypeError, "super() argument 1 must be a type, not %s",
                         op_type_name(args[0]));
    struct type *t = (struct type *)args[0];
    obj *o = args[1];
    if (!type_is_subtype(type_of(o), t) &&
        !(is_type_obj(o) && type_is_subtype((struct type *)o, t)))
        return exc_raise(&exc_TypeError,
                         "super(type, obj): obj must be an instance or subtype of type");
    return super_new_obj(t, o);
}

static const struct method_def builtin_funcs[] = {
    {"print", bi_print, 0},
    {"len", bi_len, METH_O},
    {"abs", bi_abs, METH_O},
    {"min", bi_min, 0},
    {"max", bi_max, 0},
    {"sum", bi_sum, 0, PA_SIG_KW(1, 2, NULL, "", "start")},
    {"sorted", bi_sorted, 0},
    {"any", bi_any, METH_O},
    {"all", bi_all, METH_O},
    {"round", bi_round, 0, PA_SIG_KW(1, 2, NULL, "number", "ndigits")},
    {"pow", bi_pow, 0, PA_SIG_KW(2, 3, NULL, "base", "exp", "mod")},
    {"divmod", bi_divmod, 0, PA_SIG_POS(2, 2, NULL)},
    {"isinstance", bi_isinstance, 0, PA_SIG_POS(2, 2, NULL)},
    {"issubclass", bi_issubclass, 0, PA_SIG_POS(2, 2, NULL)},
    {"repr", bi_repr, METH_O},
    {"ascii", bi_ascii, METH_O},
    {"chr", bi_chr, METH_O, PA_SIG_POS(1, 1, "i")},
    {"ord", bi_ord, METH_O},
    {"hex", bi_hex, METH_O},
    {"oct", bi_oct, METH_O},
    {"bin", bi_bin, METH_O},
    {"format", bi_format, 0, PA_SIG_POS(1, 2, "Os")},
    {"iter", bi_iter, 0, PA_SIG_POS(1, 2, NULL)},
    {"next", bi_next, 0, PA_SIG_POS(1, 2, NULL)},
    {"hash", bi_hash, METH_O},
    {"callable", bi_callable, METH_O},
    {"id", bi_id, METH_O},
    {"getattr", bi_getattr, 0, PA_SIG_POS(2, 3, NULL)},
    {"hasattr", bi_hasattr, 0, PA_SIG_POS(2, 2, NULL)},
    {"setattr", bi_setattr, 0, PA_SIG_POS(3, 3, NULL)},
    {"delattr", bi_delattr, 0, PA_SIG_POS(2, 2, NULL)},
    {"final_answer", bi_final_answer, 0},
    {"super", bi_super, 0, PA_SIG_POS(0, PYARGS_ANY, NULL)},
    {"vars", bi_vars, 0, PA_SIG_POS(0, 1, NULL)},
    {"dir", bi_dir, 0, PA_SIG_POS(0, 1, NULL)},
    {NULL, NULL, 0},
};

static struct type *const builtin_types[] = {
    &type_int,       &type_float,       &type_complex,      &type_str,    &type_bytes,
    &type_bool,      &type_list,        &type_tuple,        &type_dict,   &type_set,
    &type_frozenset, &type_range,       &type_slice,        &type_object, &type_type,
    &type_enumerate, &type_zip,         &type_map,          &type_filter, &type_reversed,
    &type_property,  &type_classmethod, &type_staticmethod, &type_bytearray, NULL};

extern struct type *exc_all_types[];
static obj *builtins_proto; /* process-wide, immortal */

static void build_proto(void)
{
    builtins_proto = dict_new();
    builtins_proto->refcnt = REFCNT_IMMORTAL;
    for (const struct method_def *m = builtin_funcs; m->name; m++) {
        obj *f = builtin_from_def(m, NULL, NULL);
        f->refcnt = REFCNT_IMMORTAL;
        if (m->fn == bi_super)
            builtin_super_obj = f;
        dict_set(builtins_proto, str_intern_static(m->name), f);
    }
    for (int i = 0; builtin_types[i]; i++)
        dict_set(builtins_proto, builtin_types[i]->name_obj, (obj *)builtin_types[i]);
    for (int i = 0; exc_all_types[i]; i++)
        if (exc_all_types[i] != &exc_LimitExceeded)
            dict_set(builtins_proto, exc_all_types[i]->name_obj, (obj *)exc_all_types[i]);
    dict_set(builtins_proto, str_intern_static("EnvironmentError"), (obj *)&exc_OSError);
    dict_set(builtins_proto, str_intern_static("IOError"), (obj *)&exc_OSError);
    dict_set(builtins_proto, str_intern_static("None"), NONE);
    dict_set(builtins_proto, str_intern_static("Ellipsis"), &ellipsis_obj);
    dict_set(builtins_proto, str_intern_static("NotImplemented"), NOTIMPL);
}

static pthread_once_t proto_once = PTHREAD_ONCE_INIT;

void builtins_init_process(void)
{
    pthread_once(&proto_once, build_proto);
}

void builtins_init_module(obj *dict)
{
    dict_update(dict, builtins_proto);
}
