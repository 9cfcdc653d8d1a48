/* executor/lib/mod_fractions.c: fractions.Fraction on GMP rationals, with the semantics of
 * CPython 3.11's fractions.py: results of rational arithmetic are Fractions (// gives an
 * int), mixing with a float gives a float, comparisons with floats are exact, the hash
 * agrees with equal ints and floats, and the messages are the same. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/lib/import.h"
#include "executor/lib/mod_fractions.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/mod_math.h"

struct frac_obj {
    obj hdr;
    mpq_t q;
    int64_t hash;
};
#define FQ(o) (((struct frac_obj *)(o))->q)

bool fraction_check(obj *o)
{
    return type_is_subtype(type_of(o), &fraction_type);
}

mpq_srcptr fraction_value(obj *o)
{
    return FQ(o);
}

static obj *frac_alloc(void)
{
    struct frac_obj *f = (struct frac_obj *)obj_alloc(&fraction_type, sizeof *f);
    if (!f)
        return NULL;
    mpq_init(f->q);
    f->hash = -1;
    return (obj *)f;
}

obj *fraction_from_mpq(mpq_srcptr q)
{
    obj *f = frac_alloc();
    if (f)
        mpq_set(FQ(f), q);
    return f;
}

/* n/d normalised; d == 0 raises CPython's "Fraction(n, 0)" */
static obj *frac_from_nd(mpz_srcptr n, mpz_srcptr d)
{
    if (mpz_sgn(d) == 0) {
        char *s = mpz_get_str(NULL, 10, n);
        exc_raise(&exc_ZeroDivisionError, "Fraction(%s, 0)", s);
        void (*freefn)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &freefn);
        freefn(s, strlen(s) + 1);
        return NULL;
    }
    obj *f = frac_alloc();
    if (!f)
        return NULL;
    mpz_set(mpq_numref(FQ(f)), n);
    mpz_set(mpq_denref(FQ(f)), d);
    mpq_canonicalize(FQ(f));
    return f;
}

/* int or Fraction into q; false (no exception) for anything else */
static bool as_rational(obj *o, mpq_t q)
{
    if (is_int(o)) {
        int_to_mpz(o, mpq_numref(q));
        mpz_set_ui(mpq_denref(q), 1);
        return true;
    }
    if (fraction_check(o)) {
        mpq_set(q, FQ(o));
        return true;
    }
    return false;
}

static bool frac_to_double(mpq_srcptr q, double *out)
{
    bool ov;
    *out = math_mpq_to_double(q, &ov);
    if (ov) {
        exc_raise(&exc_OverflowError, "integer division result too large for a float");
        return false;
    }
    return true;
}

static obj *frac_float_obj(obj *f)
{
    double d;
    return frac_to_double(FQ(f), &d) ? float_new(d) : NULL;
}

/* the bits of a result made from these operands, refused before GMP allocates */
static bool size_ok(mpq_srcptr a, mpq_srcptr b)
{
    size_t bits = mpz_sizeinbase(mpq_numref(a), 2) + mpz_sizeinbase(mpq_denref(a), 2) +
                  mpz_sizeinbase(mpq_numref(b), 2) + mpz_sizeinbase(mpq_denref(b), 2);
    if (!int_check_bits(bits))
        return false;
    if (!vm_charge(bits / 4096)) {
        vm_ops_exceeded();
        return false;
    }
    return true;
}

/* ---- construction ---- */
static bool digit_run(const char **p, const char *end, bool allow_empty)
{
    /* \d+(_\d+)* (or empty when allowed) */
    const char *s = *p;
    if (s >= end || *s < '0' || *s > '9')
        return allow_empty;
    while (s < end) {
        if (*s >= '0' && *s <= '9') {
            s++;
        } else if (*s == '_' && s + 1 < end && s[1] >= '0' && s[1] <= '9' && s[-1] != '_') {
            s++;
        } else {
            break;
        }
    }
    *p = s;
    return true;
}

static void digits_to_mpz(mpz_t z, const char *a, const char *b)
{
    mpz_set_ui(z, 0);
    for (; a < b; a++)
        if (*a != '_') {
            mpz_mul_ui(z, z, 10);
            mpz_add_ui(z, z, (unsigned long)(*a - '0'));
        }
}

static bool is_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static obj *frac_from_string(obj *s)
{
    const char *p = str_cstr(s), *end = p + str_len(s);
    while (p < end && is_space(*p))
        p++;
    while (end > p && is_space(end[-1]))
        end--;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-'))
        neg = *p++ == '-';
    const char *num0 = p, *num1, *den0 = NULL, *den1 = NULL, *dec0 = NULL, *dec1 = NULL,
               *exp0 = NULL, *exp1 = NULL;
    bool ok = p < end && ((*p >= '0' && *p <= '9') ||
                          (*p == '.' && p + 1 < end && p[1] >= '0' && p[1] <= '9'));
    if (ok) {
        digit_run(&p, end, true);
        num1 = p;
        if (p < end && *p == '/') {
            p++;
            den0 = p;
            ok = digit_run(&p, end, false);
            den1 = p;
        } else {
            if (p < end && *p == '.') {
                p++;
                dec0 = p;
                digit_run(&p, end, true);
                dec1 = p;
            }
            if (p < end && (*p == 'e' || *p == 'E')) {
                const char *q = p + 1;
                if (q < end && (*q == '+' || *q == '-'))
                    q++;
                const char *e0 = q;
                if (digit_run(&q, end, false) && q > e0) {
                    exp0 = p + 1;
                    exp1 = q;
                    p = q;
                }
            }
        }
        ok = ok && p == end;
    }
    if (!ok) {
        obj *r = op_repr(s);
        if (r)
            exc_raise(&exc_ValueError, "Invalid literal for Fraction: %s", str_cstr(r));
        xdecref(r);
        return NULL;
    }
    mpz_t n, d, t;
    mpz_inits(n, d, t, NULL);
    obj *res = NULL;
    digits_to_mpz(n, num0, num1);
    if (den0)
        digits_to_mpz(d, den0, den1);
    else
        mpz_set_ui(d, 1);
    if (dec0 && dec1 > dec0) {
        size_t nd = 0;
        for (const char *c = dec0; c < dec1; c++)
            nd += *c != '_';
        mpz_ui_pow_ui(t, 10, nd);
        mpz_mul(n, n, t);
        mpz_mul(d, d, t);
        digits_to_mpz(t, dec0, dec1);
        mpz_add(n, n, t);
    }
    if (exp0) {
        bool eneg = *exp0 == '-';
        const char *e = exp0 + (*exp0 == '-' || *exp0 == '+');
        digits_to_mpz(t, e, exp1);
        if (!mpz_fits_slong_p(t) || !int_check_bits((size_t)(mpz_get_si(t) * 3.33) + 64))
            goto out;
        mpz_ui_pow_ui(t, 10, mpz_get_ui(t));
        if (eneg)
            mpz_mul(d, d, t);
        else
            mpz_mul(n, n, t);
    }
    if (neg)
        mpz_neg(n, n);
    res = frac_from_nd(n, d);
out:
    mpz_clears(n, d, t, NULL);
    return res;
}

static obj *frac_from_double(double d)
{
    if (isnan(d))
        return exc_raise(&exc_ValueError, "cannot convert NaN to integer ratio");
    if (isinf(d))
        return exc_raise(&exc_OverflowError, "cannot convert Infinity to integer ratio");
    obj *f = frac_alloc();
    if (f)
        mpq_set_d(FQ(f), d);
    return f;
}

static bool is_decimal(obj *o)
{
    return !strcmp(type_of(o)->name, "decimal.Decimal");
}

/* Decimal (and anything with as_integer_ratio) through that method */
static obj *frac_from_ratio_method(obj *o)
{
    obj *r = op_call_method(o, "as_integer_ratio", NULL, 0);
    if (!r)
        return NULL;
    obj *f = NULL;
    if (is_tuple(r) && AS(tuple_obj, r)->len == 2 && is_int(AS(tuple_obj, r)->items[0]) &&
        is_int(AS(tuple_obj, r)->items[1])) {
        mpz_t n, d;
        mpz_inits(n, d, NULL);
        int_to_mpz(AS(tuple_obj, r)->items[0], n);
        int_to_mpz(AS(tuple_obj, r)->items[1], d);
        f = frac_from_nd(n, d);
        mpz_clears(n, d, NULL);
    } else {
        exc_raise(&exc_TypeError, "as_integer_ratio() must return a pair of ints");
    }
    decref(r);
    return f;
}

/* Fraction(numerator=0, denominator=None): construct_sig has bound both */
static obj *frac_construct(struct type *t, obj **a, size_t nargs, obj *kwnames)
{
    obj *num = a[0] ? a[0] : small_new(0), *den = a[1] == NONE ? NULL : a[1];
    if (!den) {
        if (is_int(num) || fraction_check(num)) {
            obj *f = frac_alloc();
            if (f && !as_rational(num, FQ(f)))
                CLEAR(f);
            return f;
        }
        if (is_float(num))
            return frac_from_double(float_val(num));
        if (is_decimal(num))
            return frac_from_ratio_method(num);
        if (is_str(num))
            return frac_from_string(num);
        return exc_raise(&exc_TypeError, "argument should be a string or a Rational instance");
    }
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    obj *r = NULL;
    if (!as_rational(num, x) || !as_rational(den, y)) {
        exc_raise(&exc_TypeError, "both arguments should be Rational instances");
    } else {
        mpz_t n, d;
        mpz_inits(n, d, NULL);
        mpz_mul(n, mpq_numref(x), mpq_denref(y));
        mpz_mul(d, mpq_numref(y), mpq_denref(x));
        r = frac_from_nd(n, d);
        mpz_clears(n, d, NULL);
    }
    mpq_clears(x, y, NULL);
    return r;
}

/* the mpq's limbs */
static void frac_dealloc(obj *o)
{
    mpq_clear(FQ(o));
    obj_free(o);
}

static obj *mpz_obj(mpz_srcptr z)
{
    return int_from_mpz(z);
}

static obj *frac_repr(obj *o)
{
    obj *n = mpz_obj(mpq_numref(FQ(o))), *d = n ? mpz_obj(mpq_denref(FQ(o))) : NULL;
    obj *ns = d ? int_repr(n) : NULL, *ds = ns ? int_repr(d) : NULL;
    obj *r = ds ? str_from_fmt("Fraction(%s, %s)", str_cstr(ns), str_cstr(ds)) : NULL;
    xdecref(n);
    xdecref(d);
    xdecref(ns);
    xdecref(ds);
    return r;
}

static obj *frac_str(obj *o)
{
    obj *n = mpz_obj(mpq_numref(FQ(o)));
    obj *ns = n ? int_repr(n) : NULL;
    obj *r = NULL;
    if (ns && mpz_cmp_ui(mpq_denref(FQ(o)), 1) == 0) {
        r = incref(ns);
    } else if (ns) {
        obj *d = mpz_obj(mpq_denref(FQ(o)));
        obj *ds = d ? int_repr(d) : NULL;
        r = ds ? str_from_fmt("%s/%s", str_cstr(ns), str_cstr(ds)) : NULL;
        xdecref(d);
        xdecref(ds);
    }
    xdecref(n);
    xdecref(ns);
    return r;
}

/* CPython's numeric hash: n * inverse(d) modulo 2**61 - 1, so that equal values of any
 * numeric type hash alike */
static int frac_hash(obj *o, int64_t *out)
{
    struct frac_obj *f = (struct frac_obj *)o;
    if (f->hash != -1) {
        *out = f->hash;
        return 0;
    }
    mpz_t p, dinv, h;
    mpz_inits(p, dinv, h, NULL);
    mpz_set_ui(p, 1);
    mpz_mul_2exp(p, p, 61);
    mpz_sub_ui(p, p, 1);
    int64_t hv;
    if (!mpz_invert(dinv, mpq_denref(f->q), p)) {
        hv = 314159; /* sys.hash_info.inf */
    } else {
        mpz_abs(h, mpq_numref(f->q));
        mpz_mod(h, h, p);
        mpz_mul(h, h, dinv);
        mpz_mod(h, h, p);
        hv = (int64_t)mpz_get_ui(h);
    }
    if (mpq_sgn(f->q) < 0)
        hv = -hv;
    if (hv == -1)
        hv = -2;
    mpz_clears(p, dinv, h, NULL);
    f->hash = hv;
    *out = hv;
    return 0;
}

static obj *cmp_bool(int c, int op)
{
    switch (op) {
    case CMP_LT:
        return bool_obj(c < 0);
    case CMP_LE:
        return bool_obj(c <= 0);
    case CMP_EQ:
        return bool_obj(c == 0);
    case CMP_NE:
        return bool_obj(c != 0);
    case CMP_GT:
        return bool_obj(c > 0);
    default:
        return bool_obj(c >= 0);
    }
}

static obj *frac_compare(obj *a, obj *b, int op)
{
    mpq_t y;
    mpq_init(y);
    obj *r;
    double d = 0;
    bool is_f = is_float(b);
    if (!is_f && type_of(b) == &type_complex && (op == CMP_EQ || op == CMP_NE) &&
        AS(complex_obj, b)->im == 0) {
        is_f = true;
        d = AS(complex_obj, b)->re;
    } else if (is_f) {
        d = float_val(b);
    }
    if (as_rational(b, y)) {
        r = cmp_bool(mpq_cmp(FQ(a), y), op);
    } else if (is_f) {
        if (isnan(d) || isinf(d)) {
            /* any finite value compares like 0.0 with a NaN or an infinity */
            obj *z = float_new(0.0), *fb = z ? float_new(d) : NULL;
            r = fb ? op_compare(z, fb, op) : NULL;
            xdecref(z);
            xdecref(fb);
        } else {
            mpq_set_d(y, d);
            r = cmp_bool(mpq_cmp(FQ(a), y), op);
        }
    } else {
        r = incref(NOTIMPL);
    }
    mpq_clear(y);
    return r;
}

/* a ** n for an integral exponent, as fractions.py computes it */
static obj *frac_pow_int(mpq_srcptr a, mpz_srcptr n)
{
    if (!mpz_fits_slong_p(n))
        return exc_no_memory();
    long e = mpz_get_si(n);
    unsigned long ue = e < 0 ? -(unsigned long)e : (unsigned long)e;
    double bits = (double)ue * (double)(mpz_sizeinbase(mpq_numref(a), 2) +
                                        mpz_sizeinbase(mpq_denref(a), 2));
    if (bits > (double)LIMIT_INT_BITS)
        return exc_no_memory();
    if (!int_check_bits((size_t)bits) || (!vm_charge((uint64_t)(bits / 4096)) && vm_ops_exceeded()))
        return NULL;
    mpz_t n2, d2;
    mpz_inits(n2, d2, NULL);
    if (e >= 0) {
        mpz_pow_ui(n2, mpq_numref(a), ue);
        mpz_pow_ui(d2, mpq_denref(a), ue);
    } else {
        mpz_pow_ui(n2, mpq_denref(a), ue);
        mpz_pow_ui(d2, mpq_numref(a), ue);
        if (mpz_sgn(d2) < 0) {
            mpz_neg(n2, n2);
            mpz_neg(d2, d2);
        }
    }
    obj *r = frac_from_nd(n2, d2);
    mpz_clears(n2, d2, NULL);
    return r;
}

static obj *float_binop(double x, obj *y, int op, bool reflected)
{
    obj *fx = float_new(x);
    if (!fx)
        return NULL;
    obj *r = reflected ? op_binary(y, fx, op) : op_binary(fx, y, op);
    decref(fx);
    return r;
}

static obj *frac_binary(obj *a, obj *b, int op)
{
    bool fa = fraction_check(a);
    obj *self = fa ? a : b, *other = fa ? b : a;
    bool reflected = !fa;
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    obj *r = NULL;
    if (!as_rational(other, y)) {
        if (is_float(other) || type_of(other) == &type_complex) {
            double d;
            if (!frac_to_double(FQ(self), &d))
                goto out;
            if (op == BIN_POW && !reflected && is_float(other)) {
                r = float_binop(d, other, op, false);
                goto out;
            }
            if (type_of(other) == &type_complex) {
                obj *c = complex_new(d, 0);
                r = c ? (reflected ? op_binary(other, c, op) : op_binary(c, other, op)) : NULL;
                xdecref(c);
                goto out;
            }
            r = float_binop(d, other, op, reflected);
            goto out;
        }
        r = incref(NOTIMPL);
        goto out;
    }
    mpq_set(x, FQ(self));
    if (reflected)
        mpq_swap(x, y); /* x op y with x the left operand */
    if (op == BIN_POW) {
        bool integral_exponent = mpz_cmp_ui(mpq_denref(y), 1) == 0;
        if (reflected && integral_exponent && mpz_sgn(mpq_numref(y)) >= 0) {
            /* int ** Fraction (__rpow__) with a whole, non-negative exponent stays an int */
            obj *e = int_from_mpz(mpq_numref(y));
            r = e ? op_binary(a, e, BIN_POW) : NULL;
            xdecref(e);
        } else if (integral_exponent) {
            r = frac_pow_int(x, mpq_numref(y));
        } else {
            double dx, dy;
            if (frac_to_double(x, &dx) && frac_to_double(y, &dy)) {
                obj *fy = float_new(dy);
                r = fy ? float_binop(dx, fy, BIN_POW, false) : NULL;
                xdecref(fy);
            }
        }
        goto out;
    }
    if (!size_ok(x, y))
        goto out;
    mpz_t n, d;
    mpz_inits(n, d, NULL);
    switch (op) {
    case BIN_ADD:
    case BIN_SUB:
    case BIN_MUL: {
        obj *f = frac_alloc();
        if (f) {
            if (op == BIN_ADD)
                mpq_add(FQ(f), x, y);
            else if (op == BIN_SUB)
                mpq_sub(FQ(f), x, y);
            else
                mpq_mul(FQ(f), x, y);
        }
        r = f;
        break;
    }
    case BIN_TRUEDIV:
        if (mpq_sgn(y) == 0) {
            /* fractions.py cancels gcd(na, nb) and gcd(da, db) before it finds d == 0 */
            mpz_t g;
            mpz_init(g);
            mpz_gcd(g, mpq_numref(x), mpq_numref(y));
            if (mpz_cmp_ui(g, 1) > 0)
                mpz_divexact(n, mpq_numref(x), g);
            else
                mpz_set(n, mpq_numref(x));
            mpz_gcd(g, mpq_denref(y), mpq_denref(x));
            mpz_divexact(d, mpq_denref(y), g);
            mpz_mul(n, n, d);
            mpz_set_ui(d, 0);
            mpz_clear(g);
            r = frac_from_nd(n, d);
            break;
        }
        mpz_mul(n, mpq_numref(x), mpq_denref(y));
        mpz_mul(d, mpq_denref(x), mpq_numref(y));
        if (mpz_sgn(d) < 0) {
            mpz_neg(n, n);
            mpz_neg(d, d);
        }
        r = frac_from_nd(n, d);
        break;
    case BIN_FLOORDIV:
        mpz_mul(n, mpq_numref(x), mpq_denref(y));
        mpz_mul(d, mpq_denref(x), mpq_numref(y));
        if (mpz_sgn(d) == 0) {
            exc_raise(&exc_ZeroDivisionError, "integer division or modulo by zero");
            break;
        }
        mpz_fdiv_q(n, n, d);
        r = int_from_mpz(n);
        break;
    case BIN_MOD: {
        mpz_t m;
        mpz_init(m);
        mpz_mul(n, mpq_numref(x), mpq_denref(y));
        mpz_mul(m, mpq_numref(y), mpq_denref(x));
        if (mpz_sgn(m) == 0) {
            exc_raise(&exc_ZeroDivisionError, "integer modulo by zero");
        } else {
            mpz_fdiv_r(n, n, m);
            mpz_mul(d, mpq_denref(x), mpq_denref(y));
            r = frac_from_nd(n, d);
        }
        mpz_clear(m);
        break;
    }
    default:
        r = incref(NOTIMPL);
    }
    mpz_clears(n, d, NULL);
out:
    mpq_clears(x, y, NULL);
    return r;
}

static obj *frac_unary(obj *a, int op)
{
    if (op != UN_NEG && op != UN_POS)
        return incref(NOTIMPL);
    obj *f = frac_alloc();
    if (f) {
        mpq_set(FQ(f), FQ(a));
        if (op == UN_NEG)
            mpq_neg(FQ(f), FQ(f));
    }
    return f;
}

static int frac_truth(obj *o)
{
    return mpq_sgn(FQ(o)) != 0;
}

/* ---- methods ---- */
/* The methods are Python functions in CPython's fractions: "Fraction.__abs__() takes 1
 * positional argument but 2 were given". FRAC_SELF_ONLY is the signature of one that takes
 * only self. */
#define FRAC_SELF_ONLY (&(const struct pyargs_sig){.names = (const char *const[]){NULL}, .style = PA_PY})
/* A class method (cls, PARAM): class methods lose their owner in the binder's messages,
 * which CPython's name ("Fraction.from_float() missing 1 required positional argument:
 * 'f'"), hence the name here. */
#define FRAC_CLASS_SIG(meth, param)                                                                \
    (&(const struct pyargs_sig){.name = "Fraction." meth,                                          \
                                .names = (const char *const[]){param, NULL},                       \
                                .npos = 1,                                                         \
                                .nreq = 1,                                                         \
                                .style = PA_PY})

static obj *m_abs(obj **args, size_t nargs, obj *kw)
{
    obj *f = frac_alloc();
    if (f)
        mpq_abs(FQ(f), FQ(args[0]));
    return f;
}

static obj *m_float(obj **args, size_t nargs, obj *kw)
{
    return frac_float_obj(args[0]);
}

enum { R_FLOOR, R_CEIL, R_TRUNC };
/* __floor__, __ceil__, __trunc__ (and __int__) of the Fraction args[0]: the table's data
 * says which */
static obj *round_int(obj **args, size_t nargs, obj *kw, intptr_t how)
{
    obj *f = args[0];
    mpz_t z;
    mpz_init(z);
    if (how == R_FLOOR)
        mpz_fdiv_q(z, mpq_numref(FQ(f)), mpq_denref(FQ(f)));
    else if (how == R_CEIL)
        mpz_cdiv_q(z, mpq_numref(FQ(f)), mpq_denref(FQ(f)));
    else
        mpz_tdiv_q(z, mpq_numref(FQ(f)), mpq_denref(FQ(f)));
    obj *r = int_from_mpz(z);
    mpz_clear(z);
    return r;
}

/* round half to even of q into z */
static void round_half_even(mpz_t z, mpq_srcptr q)
{
    mpz_t r, r2;
    mpz_inits(r, r2, NULL);
    mpz_fdiv_qr(z, r, mpq_numref(q), mpq_denref(q));
    mpz_mul_2exp(r2, r, 1);
    int c = mpz_cmp(r2, mpq_denref(q));
    if (c > 0 || (c == 0 && mpz_odd_p(z)))
        mpz_add_ui(z, z, 1);
    mpz_clears(r, r2, NULL);
}

static obj *m_round(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    mpz_t z;
    mpz_init(z);
    obj *r = NULL;
    if (!a[0] || a[0] == NONE) {
        round_half_even(z, FQ(args[0]));
        r = int_from_mpz(z);
        mpz_clear(z);
        return r;
    }
    obj *nd = math_arg_index(a[0]);
    int64_t n;
    if (!nd || !int_to_i64(nd, &n) || n > 100000 || n < -100000) {
        xdecref(nd);
        mpz_clear(z);
        return vm->exc ? NULL : exc_no_memory();
    }
    decref(nd);
    mpz_t shift;
    mpz_init(shift);
    mpz_ui_pow_ui(shift, 10, (unsigned long)(n < 0 ? -n : n));
    mpq_t t;
    mpq_init(t);
    mpq_set(t, FQ(args[0]));
    if (n > 0) {
        mpz_mul(mpq_numref(t), mpq_numref(t), shift);
        mpq_canonicalize(t);
        round_half_even(z, t);
        r = frac_from_nd(z, shift);
    } else {
        mpz_mul(mpq_denref(t), mpq_denref(t), shift);
        mpq_canonicalize(t);
        round_half_even(z, t);
        mpz_mul(z, z, shift);
        mpz_set_ui(shift, 1);
        r = frac_from_nd(z, shift);
    }
    mpq_clear(t);
    mpz_clears(z, shift, NULL);
    return r;
}

static obj *m_as_integer_ratio(obj **args, size_t nargs, obj *kw)
{
    obj *n = int_from_mpz(mpq_numref(FQ(args[0])));
    obj *d = n ? int_from_mpz(mpq_denref(FQ(args[0]))) : NULL;
    obj *r = d ? tuple_pack(2, n, d) : NULL;
    xdecref(n);
    xdecref(d);
    return r;
}

static obj *m_limit_denominator(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    mpz_t maxd;
    mpz_init_set_ui(maxd, 1000000);
    if (a[0]) {
        if (!is_int(a[0])) {
            mpz_clear(maxd);
            return exc_raise(&exc_TypeError, "'<' not supported between instances of '%s' and 'int'",
                             op_type_name(a[0]));
        }
        int_to_mpz(a[0], maxd);
    }
    if (mpz_cmp_ui(maxd, 1) < 0) {
        mpz_clear(maxd);
        return exc_raise(&exc_ValueError, "max_denominator should be at least 1");
    }
    mpq_srcptr self = FQ(args[0]);
    if (mpz_cmp(mpq_denref(self), maxd) <= 0) {
        mpz_clear(maxd);
        return fraction_from_mpq(self);
    }
    /* the best approximations come from the continued fraction's convergents */
    mpz_t p0, q0, p1, q1, n, d, a2, q2, t;
    mpz_inits(p0, q0, p1, q1, n, d, a2, q2, t, NULL);
    mpz_set_ui(q0, 1);
    mpz_set_ui(p1, 1);
    mpz_set(n, mpq_numref(self));
    mpz_set(d, mpq_denref(self));
    for (;;) {
        mpz_fdiv_q(a2, n, d);
        mpz_set(q2, q0);
        mpz_addmul(q2, a2, q1);
        if (mpz_cmp(q2, maxd) > 0)
            break;
        /* p0, q0, p1, q1 = p1, q1, p0 + a*p1, q2 */
        mpz_set(t, p0);
        mpz_addmul(t, a2, p1);
        mpz_swap(p0, p1);
        mpz_swap(p1, t);
        mpz_swap(q0, q1);
        mpz_swap(q1, q2);
        /* n, d = d, n - a*d */
        mpz_submul(n, a2, d);
        mpz_swap(n, d);
    }
    /* k = (max - q0) // q1; bound1 = (p0 + k p1)/(q0 + k q1); bound2 = p1/q1 */
    mpz_sub(t, maxd, q0);
    mpz_fdiv_q(t, t, q1);
    mpq_t b1, b2, e1, e2;
    mpq_inits(b1, b2, e1, e2, NULL);
    mpz_set(mpq_numref(b1), p0);
    mpz_addmul(mpq_numref(b1), t, p1);
    mpz_set(mpq_denref(b1), q0);
    mpz_addmul(mpq_denref(b1), t, q1);
    mpq_canonicalize(b1);
    mpz_set(mpq_numref(b2), p1);
    mpz_set(mpq_denref(b2), q1);
    mpq_canonicalize(b2);
    mpq_sub(e1, b1, self);
    mpq_abs(e1, e1);
    mpq_sub(e2, b2, self);
    mpq_abs(e2, e2);
    obj *r = fraction_from_mpq(mpq_cmp(e2, e1) <= 0 ? b2 : b1);
    mpq_clears(b1, b2, e1, e2, NULL);
    mpz_clears(p0, q0, p1, q1, n, d, a2, q2, t, maxd, NULL);
    return r;
}

static obj *frac_from_int(obj *i)
{
    obj *r = frac_alloc();
    if (r)
        as_rational(i, FQ(r));
    return r;
}

/* What from_float and from_decimal do with X when it is not of their KINDS: an int becomes
 * its Fraction; anything else is refused as CPython does: "Fraction.from_float() only takes
 * floats, not 'x' (str)" */
static obj *from_int_or_refuse(const char *method, const char *kinds, obj *x)
{
    if (is_int(x))
        return frac_from_int(x);
    obj *rep = op_repr(x);
    if (rep)
        exc_raise(&exc_TypeError, "Fraction.%s() only takes %s, not %s (%s)", method, kinds,
                  str_cstr(rep), op_type_name(x));
    xdecref(rep);
    return NULL;
}

static obj *m_from_float(obj **args, size_t nargs, obj *kw)
{
    obj *f = args[1];
    return is_float(f) ? frac_from_double(float_val(f)) : from_int_or_refuse("from_float", "floats", f);
}

static obj *m_from_decimal(obj **args, size_t nargs, obj *kw)
{
    obj *d = args[1];
    return is_decimal(d) ? frac_from_ratio_method(d)
                         : from_int_or_refuse("from_decimal", "Decimals", d);
}

static obj *get_numerator(obj *o)
{
    return int_from_mpz(mpq_numref(FQ(o)));
}
static obj *get_denominator(obj *o)
{
    return int_from_mpz(mpq_denref(FQ(o)));
}
static obj *get_real(obj *o)
{
    return incref(o);
}
static obj *get_imag(obj *o)
{
    (void)o;
    return small_new(0);
}

static const struct method_def frac_methods[] = {
    {"limit_denominator", m_limit_denominator, 0, PA_SIG_PY(0, 1, NULL, "max_denominator")},
    {"as_integer_ratio", m_as_integer_ratio, 0, FRAC_SELF_ONLY},
    {"from_float", m_from_float, METH_CLASS, FRAC_CLASS_SIG("from_float", "f")},
    {"from_decimal", m_from_decimal, METH_CLASS, FRAC_CLASS_SIG("from_decimal", "dec")},
    {"__abs__", m_abs, 0, FRAC_SELF_ONLY},
    {"__float__", m_float, 0, FRAC_SELF_ONLY},
    {"__int__", .sig = FRAC_SELF_ONLY, .fn_data = round_int, .data = R_TRUNC},
    {"__floor__", .sig = FRAC_SELF_ONLY, .fn_data = round_int, .data = R_FLOOR},
    {"__ceil__", .sig = FRAC_SELF_ONLY, .fn_data = round_int, .data = R_CEIL},
    {"__trunc__", .sig = FRAC_SELF_ONLY, .fn_data = round_int, .data = R_TRUNC},
    {"__round__", m_round, 0, PA_SIG_PY(0, 1, NULL, "ndigits")},
    {NULL, NULL, 0},
};
static const struct getset_def frac_getset[] = {
    {"numerator", get_numerator},
    {"denominator", get_denominator},
    {"real", get_real},
    {"imag", get_imag},
    {NULL, NULL},
};

struct type fraction_type = {
    .name = "Fraction",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct frac_obj),
    .methods = frac_methods,
    .getset = frac_getset,
    .dealloc = frac_dealloc,
    .repr = frac_repr,
    .str = frac_str,
    .hash = frac_hash,
    .compare = frac_compare,
    .binary = frac_binary,
    .unary = frac_unary,
    .truth = frac_truth,
    .construct = frac_construct,
    .construct_sig = &(const struct pyargs_sig){.name = "Fraction.__new__",
                                                .names = (const char *const[]){"numerator",
                                                                               "denominator", NULL},
                                                .npos = 2,
                                                .style = PA_PY},
};

/* statistics and math compute with Fraction without importing fractions: the type is
 * initialised once, by whichever comes first */
static pthread_once_t frac_once = PTHREAD_ONCE_INIT;
static void frac_init(void)
{
    type_init_module(&fraction_type, "fractions");
}

void fraction_init_type(void)
{
    pthread_once(&frac_once, frac_init);
}

static int frac_fill(obj *m)
{
    fraction_init_type();
    return dict_set_cstr(AS(module_obj, m)->dict, "Fraction", (obj *)&fraction_type);
}

const struct module_def mod_fractions = {"fractions", .fill = frac_fill};
