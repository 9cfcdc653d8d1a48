/* executor/lib/mod_decimal.c: the common subset of the decimal module on GMP: Decimal from
 * str/int/float/tuple, the General Decimal Arithmetic rules for +, -, *, /, //, %, ** with
 * an integral exponent, sqrt, quantize and the eight rounding modes, comparisons and hashes
 * consistent with int/float/Fraction, str/repr/format, and a per-session context
 * (getcontext(), setcontext(), localcontext(), Context(prec=..., rounding=...)).
 * InvalidOperation, DivisionByZero and Overflow are trapped as in the default context;
 * the other conditions are recorded in the context's flags only. exp, ln and log10 are
 * correctly rounded, as libmpdec's. Not provided: non-integral powers, fma, logical and
 * NaN-payload operations, and subnormal results (Emin is not enforced). */
#include <ctype.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/core/format.h"
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_fieldtuple.h"
#include "executor/lib/mod_math.h"

enum { SP_FINITE, SP_INF, SP_NAN, SP_SNAN };
enum { R_HALF_EVEN, R_HALF_UP, R_HALF_DOWN, R_UP, R_DOWN, R_CEILING, R_FLOOR, R_05UP };
static const char *const round_names[] = {"ROUND_HALF_EVEN", "ROUND_HALF_UP", "ROUND_HALF_DOWN",
                                          "ROUND_UP",        "ROUND_DOWN",    "ROUND_CEILING",
                                          "ROUND_FLOOR",     "ROUND_05UP"};

struct dec_obj {
    obj hdr;
    int sign; /* 1: negative */
    int special;
    int64_t exp;
    int64_t hash;
    mpz_t coef;
};
#define DEC(o) ((struct dec_obj *)(o))

/* conditions, in the order of the flags list CPython prints */
enum { C_INVALID, C_DIVZERO, C_INEXACT, C_FLOATOP, C_OVERFLOW, C_ROUNDED, C_UNDERFLOW,
       C_CLAMPED, C_SUBNORMAL, C__COUNT };
static const char *const cond_names[] = {"InvalidOperation", "DivisionByZero", "Inexact",
                                         "FloatOperation",   "Overflow",       "Rounded",
                                         "Underflow",        "Clamped",        "Subnormal"};

struct ctx_obj {
    obj hdr;
    int64_t prec, emin, emax;
    int rounding, capitals, clamp;
    unsigned flags, traps;
};
#define CTX(o) ((struct ctx_obj *)(o))

extern struct type dec_type, ctx_type, dectuple_type, localctx_type;

/* the exception types: DecimalException(ArithmeticError) and its subclasses */
#define DX_FLAGS (TF_EXCEPTION | TF_BASETYPE)
static struct type dx_DecimalException = {
    .name = "decimal.DecimalException", .flags = DX_FLAGS, .base_type = &exc_ArithmeticError};
static struct type dx_InvalidOperation = {
    .name = "decimal.InvalidOperation", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_DivisionByZero = {
    .name = "decimal.DivisionByZero", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_Inexact = {
    .name = "decimal.Inexact", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_Rounded = {
    .name = "decimal.Rounded", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_Overflow = {
    .name = "decimal.Overflow", .flags = DX_FLAGS, .base_type = &dx_Inexact};
static struct type dx_Underflow = {
    .name = "decimal.Underflow", .flags = DX_FLAGS, .base_type = &dx_Inexact};
static struct type dx_Subnormal = {
    .name = "decimal.Subnormal", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_Clamped = {
    .name = "decimal.Clamped", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_FloatOperation = {
    .name = "decimal.FloatOperation", .flags = DX_FLAGS, .base_type = &dx_DecimalException};
static struct type dx_ConversionSyntax = {
    .name = "decimal.ConversionSyntax", .flags = DX_FLAGS, .base_type = &dx_InvalidOperation};
static struct type dx_DivisionImpossible = {
    .name = "decimal.DivisionImpossible", .flags = DX_FLAGS, .base_type = &dx_InvalidOperation};
static struct type dx_DivisionUndefined = {
    .name = "decimal.DivisionUndefined", .flags = DX_FLAGS, .base_type = &dx_InvalidOperation};
static struct type dx_InvalidContext = {
    .name = "decimal.InvalidContext", .flags = DX_FLAGS, .base_type = &dx_InvalidOperation};
static struct type *const cond_types[] = {&dx_InvalidOperation, &dx_DivisionByZero, &dx_Inexact,
                                          &dx_FloatOperation,   &dx_Overflow,       &dx_Rounded,
                                          &dx_Underflow,        &dx_Clamped,        &dx_Subnormal};

/* ---- the session's context ---- */
static obj *ctx_new(int64_t prec, int rounding)
{
    struct ctx_obj *c = (struct ctx_obj *)obj_alloc(&ctx_type, sizeof *c);
    if (!c)
        return NULL;
    c->prec = prec;
    c->rounding = rounding;
    c->emin = -999999;
    c->emax = 999999;
    c->capitals = 1;
    c->clamp = 0;
    c->flags = 0;
    c->traps = 1u << C_INVALID | 1u << C_DIVZERO | 1u << C_OVERFLOW;
    return (obj *)c;
}

/* the current context lives in the decimal module of the session */
static struct ctx_obj *current(void)
{
    obj *name = str_new_cstr("decimal");
    obj *m = name ? dict_get_str(vm->modules, name) : NULL;
    xdecref(name);
    obj *c = m ? dict_get_cstr(AS(module_obj, m)->dict, "_current_context") : NULL;
    if (c && type_of(c) == &ctx_type)
        return CTX(c);
    static __thread struct ctx_obj fallback;
    fallback = (struct ctx_obj){.prec = 28, .rounding = R_HALF_EVEN, .emin = -999999,
                                .emax = 999999, .capitals = 1,
                                .traps = 1u << C_INVALID | 1u << C_DIVZERO | 1u << C_OVERFLOW};
    return &fallback;
}

/* records a condition; raises when trapped (the message names the specific condition) */
static bool signal_cond(struct ctx_obj *c, int cond, struct type *specific)
{
    c->flags |= 1u << cond;
    if (!(c->traps & (1u << cond)))
        return true;
    struct type *t = specific ? specific : cond_types[cond];
    const char *n = strrchr(t->name, '.') + 1;
    exc_raise(cond_types[cond], "[<class 'decimal.%s'>]", n);
    return false;
}

/* ---- construction ---- */
static obj *dec_alloc(void)
{
    struct dec_obj *d = (struct dec_obj *)obj_alloc(&dec_type, sizeof *d);
    if (!d)
        return NULL;
    mpz_init(d->coef);
    d->sign = 0;
    d->special = SP_FINITE;
    d->exp = 0;
    d->hash = -1;
    return (obj *)d;
}

static obj *dec_make(int sign, mpz_srcptr coef, int64_t exp, int special)
{
    obj *d = dec_alloc();
    if (!d)
        return NULL;
    DEC(d)->sign = sign;
    DEC(d)->special = special;
    DEC(d)->exp = exp;
    if (coef)
        mpz_set(DEC(d)->coef, coef);
    return d;
}

/* the coefficient's limbs */
static void dec_dealloc(obj *o)
{
    mpz_clear(DEC(o)->coef);
    obj_free(o);
}

static int64_t ndigits(mpz_srcptr z)
{
    if (mpz_sgn(z) == 0)
        return 1;
    int64_t n = (int64_t)mpz_sizeinbase(z, 10);
    /* sizeinbase may be one too large */
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(n - 1));
    if (mpz_cmpabs(z, p) < 0)
        n--;
    mpz_clear(p);
    return n;
}

/* the bits of 10**n, refused beyond the int limit before GMP allocates */
static bool pow10_ok(int64_t n)
{
    if (n < 0)
        n = 0;
    if ((double)n * 3.33 > (double)LIMIT_INT_BITS) {
        exc_no_memory();
        return false;
    }
    /* building 10**n and the product or quotient it is made for */
    size_t bits = (size_t)((double)n * 3.33) + 64;
    return int_check_bits(bits) && int_charge_mul(bits, bits);
}

/* should dropping digits with remainder r (out of half-unit comparisons) round q up? */
static bool round_up(int mode, int sign, mpz_srcptr q, int cmp_half, bool nonzero)
{
    if (!nonzero)
        return false;
    switch (mode) {
    case R_DOWN:
        return false;
    case R_UP:
        return true;
    case R_CEILING:
        return !sign;
    case R_FLOOR:
        return sign;
    case R_HALF_UP:
        return cmp_half >= 0;
    case R_HALF_DOWN:
        return cmp_half > 0;
    case R_05UP: {
        unsigned long last = mpz_fdiv_ui(q, 10);
        return last == 0 || last == 5;
    }
    default:
        return cmp_half > 0 || (cmp_half == 0 && mpz_odd_p(q));
    }
}

/* drops n >= 1 digits of coef in place; sticky says more nonzero digits lay below */
static void drop_digits(mpz_t coef, int64_t n, int mode, int sign, bool sticky)
{
    mpz_t p, r, r2;
    mpz_inits(p, r, r2, NULL);
    mpz_ui_pow_ui(p, 10, (unsigned long)n);
    mpz_tdiv_qr(coef, r, coef, p);
    mpz_mul_2exp(r2, r, 1);
    int c = mpz_cmp(r2, p);
    if (c == 0 && sticky)
        c = 1;
    bool nonzero = mpz_sgn(r) != 0 || sticky;
    if (round_up(mode, sign, coef, c, nonzero))
        mpz_add_ui(coef, coef, 1);
    mpz_clears(p, r, r2, NULL);
}

/* rounds to the context precision and checks the exponent range: the finished result */
static obj *finish(struct ctx_obj *c, int sign, mpz_t coef, int64_t exp, bool sticky)
{
    int64_t nd = ndigits(coef);
    bool rounded = sticky;
    if (nd > c->prec) {
        mpz_t before;
        mpz_init_set(before, coef);
        int64_t drop = nd - c->prec;
        mpz_t p;
        mpz_init(p);
        mpz_ui_pow_ui(p, 10, (unsigned long)drop);
        bool inexact = sticky || !mpz_divisible_p(before, p);
        mpz_clear(p);
        drop_digits(coef, drop, c->rounding, sign, sticky);
        exp += drop;
        if (ndigits(coef) > c->prec) { /* 999.. rounded up to 1000.. */
            mpz_tdiv_q_ui(coef, coef, 10);
            exp++;
        }
        mpz_clear(before);
        rounded = true;
        if (inexact && !signal_cond(c, C_INEXACT, NULL))
            return NULL;
    } else if (sticky) {
        if (!signal_cond(c, C_INEXACT, NULL))
            return NULL;
    }
    if (rounded && !signal_cond(c, C_ROUNDED, NULL))
        return NULL;
    if (mpz_sgn(coef) && exp + ndigits(coef) - 1 > c->emax) {
        if (!signal_cond(c, C_OVERFLOW, NULL))
            return NULL;
        return dec_make(sign, NULL, 0, SP_INF);
    }
    return dec_make(sign, coef, exp, SP_FINITE);
}

static obj *parse_decimal(const char *s, size_t len)
{
    const char *p = s, *end = s + len;
    while (p < end && isspace((unsigned char)*p))
        p++;
    while (end > p && isspace((unsigned char)end[-1]))
        end--;
    int sign = 0;
    if (p < end && (*p == '+' || *p == '-'))
        sign = *p++ == '-';
    size_t n = (size_t)(end - p);
    if ((n == 3 && !strncasecmp(p, "inf", 3)) || (n == 8 && !strncasecmp(p, "infinity", 8)))
        return dec_make(sign, NULL, 0, SP_INF);
    if (n >= 3 && !strncasecmp(p, "nan", 3)) {
        bool digits_only = true;
        for (const char *q = p + 3; q < end; q++)
            digits_only &= *q >= '0' && *q <= '9';
        if (digits_only)
            return dec_make(sign, NULL, 0, SP_NAN);
    }
    if (n >= 4 && !strncasecmp(p, "snan", 4))
        return dec_make(sign, NULL, 0, SP_SNAN);
    /* digits [. digits] [e exp], underscores between digits */
    char *buf = mem_alloc(n + 1);
    if (!buf)
        return NULL;
    size_t nd = 0;
    int64_t frac = 0;
    bool dot = false, any = false, ok = true;
    while (p < end && ok) {
        if (*p >= '0' && *p <= '9') {
            buf[nd++] = *p;
            frac += dot;
            any = true;
        } else if (*p == '.' && !dot) {
            dot = true;
        } else if (*p == '_' && nd && p + 1 < end && p[1] >= '0' && p[1] <= '9' && p[-1] != '.') {
        } else {
            break;
        }
        p++;
    }
    int64_t e = 0;
    if (p < end && (*p == 'e' || *p == 'E')) {
        p++;
        bool eneg = false;
        if (p < end && (*p == '+' || *p == '-'))
            eneg = *p++ == '-';
        bool edig = false;
        while (p < end && ((*p >= '0' && *p <= '9') || (*p == '_' && edig))) {
            if (*p != '_') {
                if (e < (int64_t)1e15)
                    e = e * 10 + (*p - '0');
                edig = true;
            }
            p++;
        }
        ok = edig;
        if (eneg)
            e = -e;
    }
    ok = ok && any && p == end;
    obj *r = NULL;
    if (!ok) {
        exc_raise(&dx_InvalidOperation, "[<class 'decimal.ConversionSyntax'>]");
    } else if (pow10_ok((int64_t)nd)) {
        buf[nd] = 0;
        mpz_t z;
        mpz_init_set_str(z, buf, 10);
        r = dec_make(sign, z, e - frac, SP_FINITE);
        mpz_clear(z);
    }
    mem_free(buf);
    return r;
}

static obj *dec_from_int(obj *i)
{
    obj *d = dec_alloc();
    if (!d)
        return NULL;
    int_to_mpz(i, DEC(d)->coef);
    if (mpz_sgn(DEC(d)->coef) < 0) {
        DEC(d)->sign = 1;
        mpz_neg(DEC(d)->coef, DEC(d)->coef);
    }
    return d;
}

static obj *dec_from_double(double v)
{
    if (isnan(v))
        return dec_make(signbit(v) ? 1 : 0, NULL, 0, SP_NAN);
    if (isinf(v))
        return dec_make(v < 0, NULL, 0, SP_INF);
    obj *d = dec_alloc();
    if (!d)
        return NULL;
    DEC(d)->sign = signbit(v) ? 1 : 0;
    int e;
    double m = frexp(fabs(v), &e);
    mpz_set_d(DEC(d)->coef, ldexp(m, 53));
    e -= 53;
    if (mpz_sgn(DEC(d)->coef)) {
        /* strip binary zeros so that the decimal is as short as the value allows */
        mp_bitcnt_t tz = mpz_scan1(DEC(d)->coef, 0);
        mpz_tdiv_q_2exp(DEC(d)->coef, DEC(d)->coef, tz);
        e += (int)tz;
    } else {
        e = 0;
    }
    if (e >= 0) {
        mpz_mul_2exp(DEC(d)->coef, DEC(d)->coef, (mp_bitcnt_t)e);
    } else {
        /* m / 2**k == m * 5**k / 10**k */
        mpz_t f;
        mpz_init(f);
        mpz_ui_pow_ui(f, 5, (unsigned long)-e);
        mpz_mul(DEC(d)->coef, DEC(d)->coef, f);
        mpz_clear(f);
        DEC(d)->exp = e;
    }
    return d;
}

/* int, Decimal (borrowed as new ref); NULL without exception for other types */
static obj *as_dec(obj *o)
{
    if (type_of(o) == &dec_type)
        return incref(o);
    if (is_int(o))
        return dec_from_int(o);
    return NULL;
}

/* a method's context argument: the current context for an absent one or None */
static struct ctx_obj *context_arg(obj *o)
{
    if (!o || o == NONE)
        return current();
    if (type_of(o) != &ctx_type) {
        exc_raise(&exc_TypeError, "optional argument must be a context");
        return NULL;
    }
    return CTX(o);
}

/* the other operand of a method (quantize, compare, max, min): an int or a Decimal */
static obj *as_dec_operand(obj *o)
{
    obj *d = as_dec(o);
    if (!d)
        return exc_raise(&exc_TypeError, "conversion from %s to Decimal is not supported",
                         op_type_name(o));
    return d;
}

/* Decimal(value="0", context=None): construct_sig has bound both */
static obj *dec_construct(struct type *t, obj **a, size_t nargs, obj *kwnames)
{
    obj *v = a[0];
    if (!v)
        return dec_make(0, NULL, 0, SP_FINITE);
    if (type_of(v) == &dec_type)
        return incref(v);
    if (is_int(v))
        return dec_from_int(v);
    if (is_float(v)) {
        current()->flags |= 1u << C_FLOATOP;
        return dec_from_double(float_val(v));
    }
    if (is_str(v))
        return parse_decimal(str_cstr(v), str_len(v));
    if (is_tuple(v) || is_list(v)) {
        obj *tv = tuple_from_iter(v);
        if (!tv)
            return NULL;
        struct tuple_obj *tp = AS(tuple_obj, tv);
        obj *r = NULL;
        if (tp->len != 3 || !is_int(tp->items[0]) ||
            (!is_tuple(tp->items[1]) && !is_list(tp->items[1]))) {
            exc_raise(&exc_ValueError, "argument must be a sequence of length 3");
            goto tout;
        }
        obj *digits = tuple_from_iter(tp->items[1]);
        if (!digits)
            goto tout;
        mpz_t z;
        mpz_init(z);
        bool ok = true;
        for (size_t i = 0; i < AS(tuple_obj, digits)->len && ok; i++) {
            int64_t dv;
            obj *dd = AS(tuple_obj, digits)->items[i];
            ok = is_int(dd) && int_to_i64(dd, &dv) && dv >= 0 && dv <= 9;
            mpz_mul_ui(z, z, 10);
            mpz_add_ui(z, z, ok ? (unsigned long)dv : 0);
        }
        int64_t sgn, ex = 0;
        obj *eo = tp->items[2];
        if (!ok)
            exc_raise(&exc_ValueError, "coefficient must be a tuple of digits");
        else if (!int_to_i64(tp->items[0], &sgn) || (sgn != 0 && sgn != 1))
            exc_raise(&exc_ValueError, "sign must be an integer with the value 0 or 1");
        else if (is_str(eo) && (!strcmp(str_cstr(eo), "F") || !strcmp(str_cstr(eo), "n") ||
                                !strcmp(str_cstr(eo), "N")))
            r = dec_make((int)sgn, NULL, 0, !strcmp(str_cstr(eo), "F") ? SP_INF
                                            : !strcmp(str_cstr(eo), "n") ? SP_NAN
                                                                         : SP_SNAN);
        else if (!is_int(eo) || !int_to_i64(eo, &ex))
            exc_raise(&exc_ValueError, "exponent must be an integer");
        else
            r = dec_make((int)sgn, z, ex, SP_FINITE);
        mpz_clear(z);
        decref(digits);
    tout:
        decref(tv);
        return r;
    }
    return exc_raise(&exc_TypeError, "conversion from %s to Decimal is not supported",
                     op_type_name(v));
}

/* ---- text ---- */
/* The coefficient's ND DIGITS times 10**EXP (EXP < 0) in fixed point at OUT: "12.5",
 * "0.0125". Returns the length written (no NUL). */
static size_t put_fixed(char *out, const char *digits, size_t nd, int64_t exp)
{
    size_t o = 0;
    if ((int64_t)nd > -exp) {
        size_t ip = (size_t)((int64_t)nd + exp);
        memcpy(out, digits, ip);
        o = ip;
        out[o++] = '.';
        memcpy(out + o, digits + ip, nd - ip);
        return o + nd - ip;
    }
    out[o++] = '0';
    out[o++] = '.';
    for (int64_t i = 0; i < -exp - (int64_t)nd; i++)
        out[o++] = '0';
    memcpy(out + o, digits, nd);
    return o + nd;
}

/* The mantissa of scientific notation at OUT: the first digit, then, when POINT, a point
 * and the other digits. Returns the length written (no NUL). */
static size_t put_mantissa(char *out, const char *digits, size_t nd, bool point)
{
    out[0] = digits[0];
    if (!point)
        return 1;
    out[1] = '.';
    memcpy(out + 2, digits + 1, nd - 1);
    return nd + 1;
}

/* the to-scientific-string of the specification */
static char *dec_text(obj *o, bool eng)
{
    (void)eng;
    struct dec_obj *d = DEC(o);
    if (d->special) {
        const char *s = d->special == SP_INF ? "Infinity" : d->special == SP_NAN ? "NaN" : "sNaN";
        char *r = malloc(strlen(s) + 2);
        if (r)
            sprintf(r, "%s%s", d->sign ? "-" : "", s);
        return r;
    }
    char *digits = mpz_get_str(NULL, 10, d->coef);
    size_t nd = strlen(digits);
    int64_t adj = d->exp + (int64_t)nd - 1;
    size_t cap = nd + 64 + (d->exp < 0 && adj >= -6 ? (size_t)(-d->exp) : 0);
    char *r = malloc(cap);
    if (r) {
        size_t o2 = 0;
        if (d->sign)
            r[o2++] = '-';
        if (d->exp == 0) {
            memcpy(r + o2, digits, nd);
            r[o2 + nd] = 0;
        } else if (d->exp < 0 && adj >= -6) {
            r[o2 + put_fixed(r + o2, digits, nd, d->exp)] = 0;
        } else {
            o2 += put_mantissa(r + o2, digits, nd, nd > 1);
            snprintf(r + o2, cap - o2, "E%+lld", (long long)adj);
        }
    }
    void (*freefn)(void *, size_t);
    mp_get_memory_functions(NULL, NULL, &freefn);
    freefn(digits, nd + 1);
    return r;
}

static obj *dec_str(obj *o)
{
    char *t = dec_text(o, false);
    if (!t)
        return exc_no_memory();
    obj *r = str_new_cstr(t);
    free(t);
    return r;
}

static obj *dec_repr(obj *o)
{
    char *t = dec_text(o, false);
    if (!t)
        return exc_no_memory();
    obj *r = str_from_fmt("Decimal('%s')", t);
    free(t);
    return r;
}

/* ---- arithmetic ---- */
static bool is_nan(obj *o)
{
    return DEC(o)->special == SP_NAN || DEC(o)->special == SP_SNAN;
}

static obj *nan_result(struct ctx_obj *c, obj *a, obj *b)
{
    if (DEC(a)->special == SP_SNAN || (b && DEC(b)->special == SP_SNAN))
        if (!signal_cond(c, C_INVALID, NULL))
            return NULL;
    obj *n = is_nan(a) ? a : b;
    return dec_make(DEC(n)->sign, NULL, 0, SP_NAN);
}

static obj *invalid(struct ctx_obj *c, struct type *specific)
{
    if (!signal_cond(c, C_INVALID, specific))
        return NULL;
    return dec_make(0, NULL, 0, SP_NAN);
}

/* The arithmetic: each takes the operator (enum bin_op) it serves in dec_binary's table,
 * which dec_add and dec_divmod read. */

/* a + b and a - b */
static obj *dec_add(struct ctx_obj *c, obj *a, obj *b, int op)
{
    bool negate_b = op == BIN_SUB;
    if (is_nan(a) || is_nan(b))
        return nan_result(c, a, b);
    int sa = DEC(a)->sign, sb = DEC(b)->sign ^ negate_b;
    if (DEC(a)->special == SP_INF || DEC(b)->special == SP_INF) {
        if (DEC(a)->special == SP_INF && DEC(b)->special == SP_INF && sa != sb)
            return invalid(c, NULL);
        return dec_make(DEC(a)->special == SP_INF ? sa : sb, NULL, 0, SP_INF);
    }
    int64_t ea = DEC(a)->exp, eb = DEC(b)->exp, e = ea < eb ? ea : eb;
    mpz_t x, y;
    mpz_init_set(x, DEC(a)->coef);
    mpz_init_set(y, DEC(b)->coef);
    bool sticky = false;
    /* a far smaller operand only decides the rounding: stand it in by one tiny unit */
    int64_t span_a = ea + ndigits(x), span_b = eb + ndigits(y);
    int64_t top = span_a > span_b ? span_a : span_b;
    int64_t floor_e = top - c->prec - 3;
    if (e < floor_e) {
        /* only an operand lying wholly below the other's last kept digit */
        if (span_a < floor_e && mpz_sgn(x)) {
            mpz_set_ui(x, 1);
            ea = floor_e - 1;
        }
        if (span_b < floor_e && mpz_sgn(y)) {
            mpz_set_ui(y, 1);
            eb = floor_e - 1;
        }
        e = ea < eb ? ea : eb;
    }
    if (!pow10_ok(ea - e) || !pow10_ok(eb - e)) {
        mpz_clears(x, y, NULL);
        return NULL;
    }
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(ea - e));
    mpz_mul(x, x, p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(eb - e));
    mpz_mul(y, y, p);
    if (sa)
        mpz_neg(x, x);
    if (sb)
        mpz_neg(y, y);
    mpz_add(x, x, y);
    int sign = mpz_sgn(x) < 0;
    if (mpz_sgn(x) == 0)
        sign = (sa && sb) || (sa != sb && c->rounding == R_FLOOR);
    mpz_abs(x, x);
    obj *r = finish(c, sign, x, e, sticky);
    mpz_clears(x, y, p, NULL);
    return r;
}

static obj *dec_mul(struct ctx_obj *c, obj *a, obj *b, int op)
{
    if (is_nan(a) || is_nan(b))
        return nan_result(c, a, b);
    int sign = DEC(a)->sign ^ DEC(b)->sign;
    if (DEC(a)->special == SP_INF || DEC(b)->special == SP_INF) {
        obj *other = DEC(a)->special == SP_INF ? b : a;
        if (!DEC(other)->special && mpz_sgn(DEC(other)->coef) == 0)
            return invalid(c, NULL);
        return dec_make(sign, NULL, 0, SP_INF);
    }
    if (!int_check_bits(mpz_sizeinbase(DEC(a)->coef, 2) + mpz_sizeinbase(DEC(b)->coef, 2)))
        return NULL;
    mpz_t z;
    mpz_init(z);
    mpz_mul(z, DEC(a)->coef, DEC(b)->coef);
    obj *r = finish(c, sign, z, DEC(a)->exp + DEC(b)->exp, false);
    mpz_clear(z);
    return r;
}

static obj *dec_div(struct ctx_obj *c, obj *a, obj *b, int op)
{
    if (is_nan(a) || is_nan(b))
        return nan_result(c, a, b);
    int sign = DEC(a)->sign ^ DEC(b)->sign;
    if (DEC(a)->special == SP_INF) {
        if (DEC(b)->special == SP_INF)
            return invalid(c, &dx_InvalidOperation);
        return dec_make(sign, NULL, 0, SP_INF);
    }
    if (DEC(b)->special == SP_INF)
        return dec_make(sign, NULL, c->emin - c->prec + 1, SP_FINITE);
    bool a0 = mpz_sgn(DEC(a)->coef) == 0, b0 = mpz_sgn(DEC(b)->coef) == 0;
    if (b0) {
        if (a0)
            return invalid(c, &dx_DivisionUndefined);
        if (!signal_cond(c, C_DIVZERO, NULL))
            return NULL;
        return dec_make(sign, NULL, 0, SP_INF);
    }
    int64_t ideal = DEC(a)->exp - DEC(b)->exp;
    if (a0)
        return dec_make(sign, DEC(a)->coef, ideal, SP_FINITE);
    int64_t shift = c->prec + ndigits(DEC(b)->coef) - ndigits(DEC(a)->coef) + 1;
    if (shift < 0)
        shift = 0;
    if (!pow10_ok(shift))
        return NULL;
    mpz_t n, q, r, p;
    mpz_inits(n, q, r, p, NULL);
    mpz_ui_pow_ui(p, 10, (unsigned long)shift);
    mpz_mul(n, DEC(a)->coef, p);
    mpz_tdiv_qr(q, r, n, DEC(b)->coef);
    int64_t e = ideal - shift;
    bool exact = mpz_sgn(r) == 0;
    if (exact) {
        /* an exact quotient takes the exponent nearest the ideal one */
        while (e < ideal && mpz_divisible_ui_p(q, 10) && mpz_sgn(q)) {
            mpz_divexact_ui(q, q, 10);
            e++;
        }
    }
    obj *res = finish(c, sign, q, e, !exact);
    mpz_clears(n, q, r, p, NULL);
    return res;
}

/* a // b (truncated) and a % b (sign of a), as the specification's divide-integer and
 * remainder */
static obj *dec_divmod(struct ctx_obj *c, obj *a, obj *b, int op)
{
    bool want_rem = op == BIN_MOD;
    if (is_nan(a) || is_nan(b))
        return nan_result(c, a, b);
    if (DEC(a)->special == SP_INF)
        return invalid(c, NULL);
    int sign = DEC(a)->sign ^ DEC(b)->sign;
    if (DEC(b)->special == SP_INF) {
        if (want_rem)
            return dec_make(DEC(a)->sign, DEC(a)->coef, DEC(a)->exp, SP_FINITE);
        return dec_make(sign, NULL, 0, SP_FINITE);
    }
    bool a0 = mpz_sgn(DEC(a)->coef) == 0, b0 = mpz_sgn(DEC(b)->coef) == 0;
    if (b0) {
        if (a0 || want_rem)
            return invalid(c, &dx_DivisionUndefined);
        if (!signal_cond(c, C_DIVZERO, NULL))
            return NULL;
        return dec_make(sign, NULL, 0, SP_INF);
    }
    int64_t ea = DEC(a)->exp, eb = DEC(b)->exp, e = ea < eb ? ea : eb;
    if (!pow10_ok(ea - e) || !pow10_ok(eb - e))
        return NULL;
    mpz_t x, y, q, r, p;
    mpz_inits(x, y, q, r, p, NULL);
    mpz_ui_pow_ui(p, 10, (unsigned long)(ea - e));
    mpz_mul(x, DEC(a)->coef, p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(eb - e));
    mpz_mul(y, DEC(b)->coef, p);
    mpz_tdiv_qr(q, r, x, y);
    obj *res;
    if (ndigits(q) > c->prec) {
        res = invalid(c, &dx_DivisionImpossible);
    } else if (want_rem) {
        res = finish(c, DEC(a)->sign, r, e, false);
    } else {
        res = dec_make(sign, q, 0, SP_FINITE);
    }
    mpz_clears(x, y, q, r, p, NULL);
    return res;
}

static obj *dec_pow(struct ctx_obj *c, obj *a, obj *b, int op)
{
    if (is_nan(a) || is_nan(b))
        return nan_result(c, a, b);
    if (DEC(b)->special || DEC(b)->exp < 0) {
        /* only integral exponents */
        mpz_t t;
        mpz_init(t);
        bool integral = !DEC(b)->special;
        if (integral && !pow10_ok(-DEC(b)->exp)) {
            mpz_clear(t);
            return NULL;
        }
        if (integral) {
            mpz_ui_pow_ui(t, 10, (unsigned long)-DEC(b)->exp);
            integral = mpz_divisible_p(DEC(b)->coef, t);
        }
        mpz_clear(t);
        if (!integral)
            return exc_raise(&exc_NotImplementedError,
                             "decimal: non-integral powers are not supported");
    }
    mpz_t n;
    mpz_init(n);
    mpz_set(n, DEC(b)->coef);
    if (DEC(b)->exp > 0) {
        if (!pow10_ok(DEC(b)->exp)) {
            mpz_clear(n);
            return NULL;
        }
        mpz_t p;
        mpz_init(p);
        mpz_ui_pow_ui(p, 10, (unsigned long)DEC(b)->exp);
        mpz_mul(n, n, p);
        mpz_clear(p);
    } else if (DEC(b)->exp < 0) {
        mpz_t p;
        mpz_init(p);
        mpz_ui_pow_ui(p, 10, (unsigned long)-DEC(b)->exp);
        mpz_divexact(n, n, p);
        mpz_clear(p);
    }
    int neg_exp = DEC(b)->sign;
    if (DEC(a)->special == SP_INF) {
        mpz_clear(n);
        if (neg_exp)
            return dec_make(0, NULL, 0, SP_FINITE);
        return dec_make(DEC(a)->sign && mpz_odd_p(n) ? 1 : 0, NULL, 0,
                        mpz_sgn(n) ? SP_INF : SP_FINITE);
    }
    if (mpz_sgn(n) == 0) {
        mpz_clear(n);
        if (mpz_sgn(DEC(a)->coef) == 0)
            return invalid(c, NULL);
        mpz_t one;
        mpz_init_set_ui(one, 1);
        obj *r = dec_make(0, one, 0, SP_FINITE);
        mpz_clear(one);
        return r;
    }
    if (!mpz_fits_slong_p(n)) {
        mpz_clear(n);
        return exc_no_memory();
    }
    unsigned long k = mpz_get_ui(n);
    mpz_clear(n);
    int sign = DEC(a)->sign && (k & 1);
    if (mpz_sgn(DEC(a)->coef) == 0) {
        if (neg_exp) {
            if (!signal_cond(c, C_DIVZERO, NULL))
                return NULL;
            return dec_make(sign, NULL, 0, SP_INF);
        }
        return dec_make(sign, NULL, DEC(a)->exp * (int64_t)k, SP_FINITE);
    }
    if (!math_charge_result((double)mpz_sizeinbase(DEC(a)->coef, 2) * (double)k, 1))
        return NULL;
    mpz_t z;
    mpz_init(z);
    mpz_pow_ui(z, DEC(a)->coef, k);
    obj *r;
    if (!neg_exp) {
        r = finish(c, sign, z, DEC(a)->exp * (int64_t)k, false);
    } else {
        /* 1 / a**k, with a few guard digits against double rounding */
        obj *den = dec_make(0, z, DEC(a)->exp * (int64_t)k, SP_FINITE);
        mpz_t one;
        mpz_init_set_ui(one, 1);
        obj *num = dec_make(0, one, 0, SP_FINITE);
        mpz_clear(one);
        r = den && num ? dec_div(c, num, den, BIN_TRUEDIV) : NULL;
        if (r)
            DEC(r)->sign = sign;
        xdecref(den);
        xdecref(num);
    }
    mpz_clear(z);
    return r;
}

static obj *(*const dec_arith[BIN__COUNT])(struct ctx_obj *, obj *, obj *, int) = {
    [BIN_ADD] = dec_add,     [BIN_SUB] = dec_add,         [BIN_MUL] = dec_mul,
    [BIN_TRUEDIV] = dec_div, [BIN_FLOORDIV] = dec_divmod, [BIN_MOD] = dec_divmod,
    [BIN_POW] = dec_pow,
};

static obj *dec_binary(obj *a, obj *b, int op)
{
    if (op < 0 || op >= BIN__COUNT || !dec_arith[op])
        return incref(NOTIMPL);
    obj *x = as_dec(a), *y = x ? as_dec(b) : NULL;
    if (!x || !y) {
        xdecref(x);
        return incref(NOTIMPL);
    }
    obj *r = dec_arith[op](current(), x, y, op);
    decref(x);
    decref(y);
    return r;
}

/* -x and +x are rounded into the context too */
/* A with SIGN, rounded into the context C (a NaN signals there) */
static obj *dec_fix(struct ctx_obj *c, obj *a, int sign)
{
    if (is_nan(a))
        return nan_result(c, a, NULL);
    if (DEC(a)->special == SP_INF)
        return dec_make(sign, NULL, 0, SP_INF);
    mpz_t z;
    mpz_init_set(z, DEC(a)->coef);
    obj *r = finish(c, sign, z, DEC(a)->exp, false);
    mpz_clear(z);
    return r;
}

static obj *dec_unary(obj *a, int op)
{
    if (op != UN_NEG && op != UN_POS)
        return incref(NOTIMPL);
    struct ctx_obj *c = current();
    int sign = op == UN_NEG ? !DEC(a)->sign : DEC(a)->sign;
    /* -0 and +(-0) are 0, except when rounding toward -Infinity */
    if (!DEC(a)->special && mpz_sgn(DEC(a)->coef) == 0 && c->rounding != R_FLOOR)
        sign = 0;
    return dec_fix(c, a, sign);
}

static int dec_truth(obj *o)
{
    return DEC(o)->special || mpz_sgn(DEC(o)->coef) != 0;
}

/* the exact comparison of two finite values: -1, 0, 1 */
static int cmp_finite(obj *a, obj *b)
{
    int sa = mpz_sgn(DEC(a)->coef) ? (DEC(a)->sign ? -1 : 1) : 0;
    int sb = mpz_sgn(DEC(b)->coef) ? (DEC(b)->sign ? -1 : 1) : 0;
    if (sa != sb)
        return sa < sb ? -1 : 1;
    if (sa == 0)
        return 0;
    int64_t aa = DEC(a)->exp + ndigits(DEC(a)->coef), ab = DEC(b)->exp + ndigits(DEC(b)->coef);
    int c;
    if (aa != ab) {
        c = aa < ab ? -1 : 1;
    } else {
        int64_t e = DEC(a)->exp < DEC(b)->exp ? DEC(a)->exp : DEC(b)->exp;
        mpz_t x, y, p;
        mpz_inits(x, y, p, NULL);
        mpz_ui_pow_ui(p, 10, (unsigned long)(DEC(a)->exp - e));
        mpz_mul(x, DEC(a)->coef, p);
        mpz_ui_pow_ui(p, 10, (unsigned long)(DEC(b)->exp - e));
        mpz_mul(y, DEC(b)->coef, p);
        c = mpz_cmp(x, y);
        c = c < 0 ? -1 : c > 0;
        mpz_clears(x, y, p, NULL);
    }
    return sa < 0 ? -c : c;
}

static int cmp_any(obj *a, obj *b)
{
    if (DEC(a)->special == SP_INF || DEC(b)->special == SP_INF) {
        int va = DEC(a)->special == SP_INF ? (DEC(a)->sign ? -2 : 2) : 0;
        int vb = DEC(b)->special == SP_INF ? (DEC(b)->sign ? -2 : 2) : 0;
        if (va && vb)
            return va < vb ? -1 : va > vb;
        if (va)
            return va < 0 ? -1 : 1;
        return vb < 0 ? 1 : -1;
    }
    return cmp_finite(a, b);
}

static obj *dec_compare(obj *a, obj *b, int op)
{
    obj *y = as_dec(b);
    if (!y && is_float(b)) {
        current()->flags |= 1u << C_FLOATOP;
        y = dec_from_double(float_val(b));
    }
    if (!y && type_of(b) == &type_complex && (op == CMP_EQ || op == CMP_NE) &&
        AS(complex_obj, b)->im == 0)
        y = dec_from_double(AS(complex_obj, b)->re);
    if (!y)
        return incref(NOTIMPL);
    obj *r;
    if (is_nan(a) || is_nan(y)) {
        if (op == CMP_EQ || op == CMP_NE)
            r = bool_obj(op == CMP_NE);
        else
            r = signal_cond(current(), C_INVALID, NULL) ? FALSE_OBJ : NULL;
    } else {
        r = bool_obj(op_cmp_holds(cmp_any(a, y), op));
    }
    decref(y);
    return r;
}

/* the numeric hash shared by int, float and Fraction */
static int dec_hash(obj *o, int64_t *out)
{
    struct dec_obj *d = DEC(o);
    if (d->hash != -1) {
        *out = d->hash;
        return 0;
    }
    int64_t h;
    if (d->special == SP_SNAN) {
        exc_raise(&exc_TypeError, "Cannot hash a signaling NaN value.");
        return -1;
    } else if (d->special == SP_NAN) {
        h = (int64_t)((uintptr_t)o >> 4);
    } else if (d->special == SP_INF) {
        h = d->sign ? -314159 : 314159;
    } else {
        mpz_t p, t, e;
        mpz_inits(p, t, e, NULL);
        mpz_set_ui(p, 1);
        mpz_mul_2exp(p, p, 61);
        mpz_sub_ui(p, p, 1);
        mpz_set_ui(t, 10);
        if (d->exp >= 0) {
            mpz_powm_ui(e, t, (unsigned long)d->exp, p);
        } else {
            /* 10 ** -k modulo p: the inverse of 10 ** k */
            mpz_powm_ui(e, t, (unsigned long)-d->exp, p);
            mpz_invert(e, e, p);
        }
        mpz_mod(t, d->coef, p);
        mpz_mul(t, t, e);
        mpz_mod(t, t, p);
        h = (int64_t)mpz_get_ui(t);
        if (d->sign)
            h = -h;
        if (h == -1)
            h = -2;
        mpz_clears(p, t, e, NULL);
    }
    d->hash = h;
    *out = h;
    return 0;
}

/* ---- methods ---- */
static int rounding_arg(obj *o, int dflt)
{
    if (!o || o == NONE)
        return dflt;
    if (is_str(o))
        for (int i = 0; i < 8; i++)
            if (!strcmp(str_cstr(o), round_names[i]))
                return i;
    exc_raise(&exc_TypeError, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, "
                              "ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, "
                              "ROUND_HALF_EVEN,\n   ROUND_05UP]");
    return -1;
}

/* the (rounding, context) arguments of quantize and to_integral_value: the context to work
 * in, and in *MODE the rounding, the context's unless one is given; NULL on a bad one */
static struct ctx_obj *context_rounding(obj *context, obj *rounding, int *mode)
{
    struct ctx_obj *c = context_arg(context);
    if (c && (*mode = rounding_arg(rounding, c->rounding)) < 0)
        return NULL;
    return c;
}

/* self rounded to exponent e with the given rounding: the core of quantize and round() */
static obj *rescale(struct ctx_obj *c, obj *self, int64_t e, int mode, bool check_prec)
{
    struct dec_obj *d = DEC(self);
    mpz_t z;
    mpz_init_set(z, d->coef);
    bool inexact = false;
    if (e > d->exp) {
        int64_t drop = e - d->exp;
        int64_t nd = ndigits(z);
        if (drop > nd + 1) {
            /* every digit goes: only the rounding direction of a nonzero value remains */
            bool nz = mpz_sgn(z) != 0;
            mpz_set_ui(z, 0);
            if (round_up(mode, d->sign, z, -1, nz))
                mpz_set_ui(z, 1);
            inexact = nz;
        } else {
            mpz_t p;
            mpz_init(p);
            mpz_ui_pow_ui(p, 10, (unsigned long)drop);
            inexact = !mpz_divisible_p(z, p);
            mpz_clear(p);
            drop_digits(z, drop, mode, d->sign, false);
        }
    } else if (e < d->exp) {
        if (!pow10_ok(d->exp - e)) {
            mpz_clear(z);
            return NULL;
        }
        mpz_t p;
        mpz_init(p);
        mpz_ui_pow_ui(p, 10, (unsigned long)(d->exp - e));
        mpz_mul(z, z, p);
        mpz_clear(p);
    }
    obj *r;
    if (check_prec && ndigits(z) > c->prec) {
        r = invalid(c, NULL);
    } else {
        if (inexact && (!signal_cond(c, C_INEXACT, NULL) || !signal_cond(c, C_ROUNDED, NULL))) {
            mpz_clear(z);
            return NULL;
        }
        r = dec_make(d->sign, z, e, SP_FINITE);
    }
    mpz_clear(z);
    return r;
}

static obj *m_quantize(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    int mode;
    struct ctx_obj *c = context_rounding(a[2], a[1], &mode);
    if (!c)
        return NULL;
    obj *e = as_dec_operand(a[0]);
    if (!e)
        return NULL;
    obj *self = args[0], *r;
    if (is_nan(self) || is_nan(e))
        r = nan_result(c, self, e);
    else if (DEC(self)->special || DEC(e)->special)
        r = DEC(self)->special && DEC(e)->special ? incref(self) : invalid(c, NULL);
    else
        r = rescale(c, self, DEC(e)->exp, mode, true);
    decref(e);
    return r;
}

static obj *int_of(obj *self, int mode)
{
    struct dec_obj *d = DEC(self);
    if (d->special == SP_INF)
        return exc_raise(&exc_OverflowError, "cannot convert Infinity to integer");
    if (d->special)
        return exc_raise(&exc_ValueError, "cannot convert NaN to integer");
    mpz_t z;
    mpz_init_set(z, d->coef);
    if (d->exp > 0) {
        if (!pow10_ok(d->exp)) {
            mpz_clear(z);
            return NULL;
        }
        mpz_t p;
        mpz_init(p);
        mpz_ui_pow_ui(p, 10, (unsigned long)d->exp);
        mpz_mul(z, z, p);
        mpz_clear(p);
    } else if (d->exp < 0) {
        int64_t drop = -d->exp;
        if (drop > ndigits(z) + 1) {
            bool nz = mpz_sgn(z) != 0;
            mpz_set_ui(z, 0);
            if (round_up(mode, d->sign, z, -1, nz))
                mpz_set_ui(z, 1);
        } else {
            drop_digits(z, drop, mode, d->sign, false);
        }
    }
    if (d->sign)
        mpz_neg(z, z);
    obj *r = int_from_mpz(z);
    mpz_clear(z);
    return r;
}

/* __int__ (and __trunc__), __floor__, __ceil__: the table's data is the rounding */
static obj *m_int_of(obj **args, size_t nargs, obj *kw, intptr_t mode)
{
    return int_of(args[0], (int)mode);
}

static obj *m_float(obj **args, size_t nargs, obj *kw)
{
    struct dec_obj *d = DEC(args[0]);
    if (d->special == SP_SNAN)
        return exc_raise(&exc_ValueError, "cannot convert signaling NaN to float");
    if (d->special == SP_NAN)
        return float_new(d->sign ? -NAN : NAN);
    char *t = dec_text(args[0], false);
    if (!t)
        return exc_no_memory();
    double v = strtod(t, NULL);
    free(t);
    return float_new(v);
}

static obj *m_round(obj **args, size_t nargs, obj *kw)
{
    if (nargs < 2) /* round(d) and round(d, None); d.__round__(None) is refused below */
        return int_of(args[0], R_HALF_EVEN);
    obj *self = args[0];
    if (!is_int(args[1]))
        return exc_raise(&exc_TypeError, "optional arg must be an integer");
    int64_t n;
    if (!int_to_i64(args[1], &n))
        return exc_no_memory();
    struct ctx_obj *c = current();
    if (DEC(self)->special)
        return is_nan(self) ? invalid(c, NULL) : invalid(c, NULL);
    return rescale(c, self, -n, c->rounding, true);
}

static obj *m_abs(obj **args, size_t nargs, obj *kw)
{
    obj *self = args[0];
    if (!DEC(self)->sign)
        return dec_unary(self, UN_POS);
    return dec_unary(self, UN_NEG);
}

/* sqrt(context=None) */
static obj *m_sqrt(obj **args, size_t nargs, obj *kw)
{
    struct ctx_obj *c = context_arg(args[1]);
    if (!c)
        return NULL;
    obj *self = args[0];
    struct dec_obj *d = DEC(self);
    if (is_nan(self))
        return nan_result(c, self, NULL);
    if (d->sign && (d->special || mpz_sgn(d->coef)))
        return invalid(c, NULL);
    if (d->special == SP_INF)
        return dec_make(0, NULL, 0, SP_INF);
    int64_t ideal = d->exp >= 0 ? d->exp / 2 : -((-d->exp + 1) / 2);
    if (mpz_sgn(d->coef) == 0)
        return dec_make(d->sign, NULL, ideal, SP_FINITE);
    mpz_t z, r;
    mpz_init_set(z, d->coef);
    mpz_init(r);
    int64_t e = d->exp;
    if (e & 1) {
        mpz_mul_ui(z, z, 10);
        e--;
    }
    /* at least prec + 1 digits of root */
    int64_t want = 2 * (c->prec + 1);
    int64_t have = ndigits(z);
    int64_t k = have < want ? (want - have + 1) / 2 : 0;
    if (!pow10_ok(2 * k)) {
        mpz_clears(z, r, NULL);
        return NULL;
    }
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(2 * k));
    mpz_mul(z, z, p);
    e -= 2 * k;
    mpz_sqrtrem(z, r, z);
    e /= 2;
    bool exact = mpz_sgn(r) == 0;
    if (exact)
        while (e < ideal && mpz_divisible_ui_p(z, 10)) {
            mpz_divexact_ui(z, z, 10);
            e++;
        }
    /* the root is rounded half-even whatever the context says (the specification) */
    int saved = c->rounding;
    c->rounding = R_HALF_EVEN;
    obj *res = finish(c, 0, z, e, !exact);
    c->rounding = saved;
    mpz_clears(z, r, p, NULL);
    return res;
}

/* ---- exp, ln and log10 ----
 * Correctly rounded, half-even whatever the context says, as libmpdec's: each is computed
 * in fixed point with guard digits, and the guard digits are widened until the error bound
 * cannot move the result across a rounding boundary (Ziv's strategy). */
#define TRANS_GUARD 12       /* digits beyond the precision tried first */
#define TRANS_ERROR 1000000  /* bound on the approximation's error, in units of its last digit */
#define TRANS_MAX_GUARD 2000 /* then the last approximation is taken as it is */

/* one series step, charged like a few operations per word of the numbers */
static bool trans_charge(int64_t p)
{
    if (vm_charge((uint64_t)p / 64 + 1))
        return true;
    vm_ops_exceeded();
    return false;
}

/* r = atanh(1/k) * 10^p, truncated */
static bool fx_atanh_inv(mpz_t r, unsigned long k, int64_t p)
{
    mpz_t term, t;
    mpz_inits(term, t, NULL);
    mpz_ui_pow_ui(term, 10, (unsigned long)p);
    mpz_tdiv_q_ui(term, term, k);
    mpz_set(r, term);
    bool ok = true;
    for (unsigned long n = 3; ok && mpz_sgn(term); n += 2) {
        mpz_tdiv_q_ui(term, term, k * k);
        mpz_tdiv_q_ui(t, term, n);
        mpz_add(r, r, t);
        ok = trans_charge(p);
    }
    mpz_clears(term, t, NULL);
    return ok;
}

/* r = ln(10) * 10^p: ln 10 = 3 ln 2 + ln 1.25 = 6 atanh(1/3) + 2 atanh(1/9) */
static bool fx_ln10(mpz_t r, int64_t p)
{
    mpz_t b;
    mpz_init(b);
    bool ok = fx_atanh_inv(r, 3, p + 2) && fx_atanh_inv(b, 9, p + 2);
    mpz_mul_ui(r, r, 6);
    mpz_addmul_ui(r, b, 2);
    mpz_tdiv_q_ui(r, r, 100);
    mpz_clear(b);
    return ok;
}

/* r = exp(y) * 10^p for 0 <= y = Y / 10^p < 2.31: the series of y / 2^10, squared 10 times */
static bool fx_exp(mpz_t r, mpz_srcptr Y, int64_t p)
{
    mpz_t s, y, term;
    mpz_inits(s, y, term, NULL);
    mpz_ui_pow_ui(s, 10, (unsigned long)p);
    mpz_tdiv_q_2exp(y, Y, 10);
    mpz_set(term, s);
    mpz_set(r, s);
    bool ok = true;
    for (unsigned long n = 1; ok && mpz_sgn(term); n++) {
        mpz_mul(term, term, y);
        mpz_tdiv_q(term, term, s);
        mpz_tdiv_q_ui(term, term, n);
        mpz_add(r, r, term);
        ok = trans_charge(p);
    }
    for (int i = 0; ok && i < 10; i++) {
        mpz_mul(r, r, r);
        mpz_tdiv_q(r, r, s);
        ok = trans_charge(p);
    }
    mpz_clears(s, y, term, NULL);
    return ok;
}

/* r = ln(m) * 10^p for 1 <= m = M / 10^p < 10: 2 atanh((m - 1) / (m + 1)) */
static bool fx_ln(mpz_t r, mpz_srcptr M, int64_t p)
{
    mpz_t s, z, z2, term, t;
    mpz_inits(s, z, z2, term, t, NULL);
    mpz_ui_pow_ui(s, 10, (unsigned long)p);
    mpz_sub(z, M, s);
    mpz_mul(z, z, s);
    mpz_add(t, M, s);
    mpz_tdiv_q(z, z, t);
    mpz_mul(z2, z, z);
    mpz_tdiv_q(z2, z2, s);
    mpz_set(r, z);
    mpz_set(term, z);
    bool ok = true;
    for (unsigned long n = 3; ok && mpz_sgn(term); n += 2) {
        mpz_mul(term, term, z2);
        mpz_tdiv_q(term, term, s);
        mpz_tdiv_q_ui(t, term, n);
        mpz_add(r, r, t);
        ok = trans_charge(p);
    }
    mpz_mul_2exp(r, r, 1);
    mpz_clears(s, z, z2, term, t, NULL);
    return ok;
}

/* r = coef * 10^shift, truncated toward zero when shift < 0 */
static bool scale10(mpz_t r, mpz_srcptr coef, int64_t shift)
{
    if (!pow10_ok(shift < 0 ? -shift : shift))
        return false;
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(shift < 0 ? -shift : shift));
    if (shift >= 0)
        mpz_mul(r, coef, p);
    else
        mpz_tdiv_q(r, coef, p);
    mpz_clear(p);
    return true;
}

/* Whether rounding |r| (error below TRANS_ERROR units of its last digit) to prec digits
 * gives the true value's rounding: its dropped digits are not within the error of a half. */
static bool rounding_safe(mpz_srcptr r, int64_t prec)
{
    int64_t g = ndigits(r) - prec;
    if (g < 8)
        return false;
    mpz_t p, d;
    mpz_inits(p, d, NULL);
    mpz_ui_pow_ui(p, 10, (unsigned long)g);
    mpz_tdiv_r(d, r, p);
    mpz_abs(d, d);
    mpz_tdiv_q_ui(p, p, 2);
    mpz_sub(d, d, p);
    mpz_abs(d, d);
    bool safe = mpz_cmp_ui(d, TRANS_ERROR) > 0;
    mpz_clears(p, d, NULL);
    return safe;
}

/* the approximation r * 10^exp (sign apart), rounded half-even into the context */
static obj *trans_finish(struct ctx_obj *c, int sign, mpz_t r, int64_t exp)
{
    int saved = c->rounding;
    c->rounding = R_HALF_EVEN;
    obj *res = finish(c, sign, r, exp, true);
    c->rounding = saved;
    return res;
}

static obj *trans_exp(struct ctx_obj *c, obj *self)
{
    struct dec_obj *d = DEC(self);
    if (is_nan(self))
        return nan_result(c, self, NULL);
    if (d->special == SP_INF)
        return d->sign ? dec_make(0, NULL, 0, SP_FINITE) : dec_make(0, NULL, 0, SP_INF);
    if (mpz_sgn(d->coef) == 0) {
        mpz_t one;
        mpz_init_set_ui(one, 1);
        obj *r = dec_make(0, one, 0, SP_FINITE);
        mpz_clear(one);
        return r;
    }
    int64_t adjusted = d->exp + ndigits(d->coef) - 1;
    if (adjusted > 18) { /* beyond any exponent: Overflow, or 0 at the bottom of the range */
        if (!d->sign) {
            mpz_t one;
            mpz_init_set_ui(one, 1);
            obj *r = trans_finish(c, 0, one, c->emax + 1);
            mpz_clear(one);
            return r;
        }
        static const int conds[] = {C_INEXACT, C_ROUNDED, C_SUBNORMAL, C_UNDERFLOW, C_CLAMPED};
        for (size_t i = 0; i < sizeof conds / sizeof conds[0]; i++)
            if (!signal_cond(c, conds[i], NULL))
                return NULL;
        return dec_make(0, NULL, c->emin - c->prec + 1, SP_FINITE);
    }
    /* exp(x) = exp(y) * 10^m, x = m ln 10 + y, 0 <= y < ln 10 */
    int64_t extra = (adjusted > 0 ? adjusted : 0) + 3;
    mpz_t X, L, m, Y, E;
    mpz_inits(X, L, m, Y, E, NULL);
    obj *res = NULL;
    for (int64_t p = c->prec + TRANS_GUARD;; p += 20) {
        if (!scale10(X, d->coef, d->exp + p + extra) || !fx_ln10(L, p + extra))
            break;
        if (d->sign)
            mpz_neg(X, X);
        mpz_fdiv_q(m, X, L);
        mpz_submul(X, m, L);
        if (!scale10(Y, X, -extra) || !fx_exp(E, Y, p))
            break;
        if (rounding_safe(E, c->prec) || p > c->prec + TRANS_MAX_GUARD) {
            res = trans_finish(c, 0, E, mpz_get_si(m) - p);
            break;
        }
    }
    mpz_clears(X, L, m, Y, E, NULL);
    return res;
}

/* ln(x), or log10(x) when base10 */
static obj *trans_log(struct ctx_obj *c, obj *self, bool base10)
{
    struct dec_obj *d = DEC(self);
    if (is_nan(self))
        return nan_result(c, self, NULL);
    if (d->special == SP_INF)
        return d->sign ? invalid(c, NULL) : dec_make(0, NULL, 0, SP_INF);
    if (mpz_sgn(d->coef) == 0)
        return dec_make(1, NULL, 0, SP_INF);
    if (d->sign)
        return invalid(c, NULL);
    int64_t dg = ndigits(d->coef), k = d->exp + dg - 1;
    mpz_t R, M, L;
    mpz_inits(R, M, L, NULL);
    obj *res = NULL;
    /* a power of ten: ln(1) = 0 and log10(10^k) = k, exactly */
    mpz_set(R, d->coef);
    while (mpz_divisible_ui_p(R, 10))
        mpz_divexact_ui(R, R, 10);
    if (mpz_cmp_ui(R, 1) == 0 && (k == 0 || base10)) {
        mpz_set_si(R, k < 0 ? -k : k);
        res = dec_make(k < 0, R, 0, SP_FINITE);
        mpz_clears(R, M, L, NULL);
        return res;
    }
    /* ln(x) = ln(m) + k ln 10 with x = m * 10^k, 1 <= m < 10 */
    int64_t extra = 3;
    for (int64_t a = k < 0 ? -k : k; a; a /= 10)
        extra++;
    for (int64_t p = c->prec + TRANS_GUARD;;) {
        if (!scale10(M, d->coef, p + 1 - dg) || !fx_ln(R, M, p) || !fx_ln10(L, p + extra) ||
            !scale10(R, R, extra))
            break;
        mpz_t kz;
        mpz_init_set_si(kz, k);
        mpz_addmul(R, kz, L);
        mpz_clear(kz);
        if (base10 && scale10(R, R, p + extra))
            mpz_tdiv_q(R, R, L);
        if (!scale10(R, R, -extra))
            break;
        int sign = mpz_sgn(R) < 0;
        mpz_abs(R, R);
        int64_t nd = ndigits(R), want = c->prec + TRANS_GUARD;
        bool last = p > c->prec + TRANS_MAX_GUARD;
        if (nd < want && !last) { /* cancellation (x near 1): widen by the digits lost */
            p += want - nd + 2;
            continue;
        }
        if (rounding_safe(R, c->prec) || last) {
            res = trans_finish(c, sign, R, -p);
            break;
        }
        p += 20;
    }
    mpz_clears(R, M, L, NULL);
    return res;
}

enum { DEC_EXP, DEC_LN, DEC_LOG10 };

/* exp(context=None), ln and log10, by the table's data */
static obj *m_transcendental(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    struct ctx_obj *c = context_arg(args[1]);
    if (!c)
        return NULL;
    return which == DEC_EXP ? trans_exp(c, args[0]) : trans_log(c, args[0], which == DEC_LOG10);
}

/* normalize(context=None) */
static obj *m_normalize(obj **args, size_t nargs, obj *kw)
{
    struct ctx_obj *c = context_arg(args[1]);
    if (!c)
        return NULL;
    obj *self = args[0];
    if (DEC(self)->special)
        return is_nan(self) ? nan_result(c, self, NULL) : incref(self);
    obj *p = dec_fix(c, self, DEC(self)->sign);
    if (!p || DEC(p)->special)
        return p;
    if (mpz_sgn(DEC(p)->coef) == 0) {
        DEC(p)->exp = 0;
        return p;
    }
    while (mpz_divisible_ui_p(DEC(p)->coef, 10)) {
        mpz_divexact_ui(DEC(p)->coef, DEC(p)->coef, 10);
        DEC(p)->exp++;
    }
    return p;
}

static obj *m_to_integral(obj **args, size_t nargs, obj *kw)
{
    int mode;
    struct ctx_obj *c = context_rounding(args[2], args[1], &mode);
    if (!c)
        return NULL;
    obj *self = args[0];
    if (DEC(self)->special)
        return is_nan(self) ? nan_result(c, self, NULL) : incref(self);
    if (DEC(self)->exp >= 0)
        return incref(self);
    unsigned saved = c->flags;
    obj *r = rescale(c, self, 0, mode, false);
    c->flags = saved; /* to_integral_value signals nothing */
    return r;
}

static obj *m_as_tuple(obj **args, size_t nargs, obj *kw)
{
    struct dec_obj *d = DEC(args[0]);
    obj *digits, *exp;
    if (d->special) {
        digits = d->special == SP_INF ? tuple_pack(1, small_new(0)) : tuple_new(0);
        exp = str_new_cstr(d->special == SP_INF ? "F" : d->special == SP_NAN ? "n" : "N");
    } else {
        char *s = mpz_get_str(NULL, 10, d->coef);
        size_t n = strlen(s);
        digits = tuple_new(n);
        for (size_t i = 0; digits && i < n; i++)
            AS(tuple_obj, digits)->items[i] = small_new(s[i] - '0');
        void (*freefn)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &freefn);
        freefn(s, n + 1);
        exp = int_from_i64(d->exp);
    }
    obj *r = digits && exp
                 ? fieldtuple_new(&dectuple_type, 3, (obj *[]){small_new(d->sign), digits, exp})
                 : NULL;
    xdecref(digits);
    xdecref(exp);
    return r;
}

static obj *m_as_integer_ratio(obj **args, size_t nargs, obj *kw)
{
    struct dec_obj *d = DEC(args[0]);
    if (d->special == SP_INF)
        return exc_raise(&exc_OverflowError, "cannot convert Infinity to integer ratio");
    if (d->special)
        return exc_raise(&exc_ValueError, "cannot convert NaN to integer ratio");
    mpq_t q;
    mpq_init(q);
    mpz_set(mpq_numref(q), d->coef);
    if (d->sign)
        mpz_neg(mpq_numref(q), mpq_numref(q));
    if (!pow10_ok(d->exp < 0 ? -d->exp : d->exp)) {
        mpq_clear(q);
        return NULL;
    }
    mpz_t p;
    mpz_init(p);
    mpz_ui_pow_ui(p, 10, (unsigned long)(d->exp < 0 ? -d->exp : d->exp));
    if (d->exp >= 0)
        mpz_mul(mpq_numref(q), mpq_numref(q), p);
    else
        mpz_set(mpq_denref(q), p);
    mpq_canonicalize(q);
    obj *n = int_from_mpz(mpq_numref(q)), *dd = n ? int_from_mpz(mpq_denref(q)) : NULL;
    obj *r = dd ? tuple_pack(2, n, dd) : NULL;
    xdecref(n);
    xdecref(dd);
    mpz_clear(p);
    mpq_clear(q);
    return r;
}

/* is_qnan, is_snan, is_infinite and is_finite (the table's data: the kind asked about), and
 * is_nan, is_zero and is_signed (IS_NAN, IS_ZERO, IS_SIGNED) */
enum { IS_NAN = SP_SNAN + 1, IS_ZERO, IS_SIGNED };
static obj *m_is_kind(obj **args, size_t nargs, obj *kw, intptr_t what)
{
    struct dec_obj *d = DEC(args[0]);
    switch (what) {
    case IS_NAN:
        return bool_obj(is_nan(args[0]));
    case IS_ZERO:
        return bool_obj(d->special == SP_FINITE && mpz_sgn(d->coef) == 0);
    case IS_SIGNED:
        return bool_obj(d->sign);
    default:
        return bool_obj(d->special == what);
    }
}

static obj *m_adjusted(obj **args, size_t nargs, obj *kw)
{
    struct dec_obj *d = DEC(args[0]);
    return int_from_i64(d->special ? 0 : d->exp + ndigits(d->coef) - 1);
}

/* copy_abs (the table's data 0) and copy_negate (1) */
static obj *m_copy_sign(obj **args, size_t nargs, obj *kw, intptr_t negate)
{
    struct dec_obj *d = DEC(args[0]);
    return dec_make(negate ? !d->sign : 0, d->coef, d->exp, d->special);
}

enum { DEC_COMPARE, DEC_MAX, DEC_MIN };

/* the specification's compare_total between numerically equal A and B: of equal values
 * the positive, then the larger exponent (for negatives the smaller) is the larger */
static int cmp_total_equal(obj *a, obj *b)
{
    if (DEC(a)->sign != DEC(b)->sign)
        return DEC(a)->sign ? -1 : 1;
    int c = (DEC(a)->exp > DEC(b)->exp) - (DEC(a)->exp < DEC(b)->exp);
    return DEC(a)->sign ? -c : c;
}

/* compare(other, context=None), max and min, by the table's data: NaNs as the
 * specification has them, else compare's -1, 0 or 1, or the larger or smaller operand
 * rounded into the context */
static obj *m_compare(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    struct ctx_obj *c = context_arg(args[2]);
    obj *o = c ? as_dec_operand(args[1]) : NULL;
    if (!o)
        return NULL;
    obj *a = args[0], *r;
    if (which != DEC_COMPARE && is_nan(a) && !is_nan(o))
        r = dec_fix(c, o, DEC(o)->sign);
    else if (which != DEC_COMPARE && is_nan(o) && !is_nan(a))
        r = dec_fix(c, a, DEC(a)->sign);
    else if (is_nan(a) || is_nan(o))
        r = nan_result(c, a, o);
    else {
        int cmp = cmp_any(a, o);
        if (which == DEC_COMPARE)
            r = dec_from_int(small_new(cmp));
        else {
            if (cmp == 0)
                cmp = cmp_total_equal(a, o);
            obj *pick = (which == DEC_MAX) == (cmp >= 0) ? a : o;
            r = dec_fix(c, pick, DEC(pick)->sign);
        }
    }
    decref(o);
    return r;
}

static obj *m_from_float(obj **args, size_t nargs, obj *kw)
{
    if (is_int(args[1]))
        return dec_from_int(args[1]);
    if (!is_float(args[1]))
        return exc_raise(&exc_TypeError, "argument must be int or float");
    return dec_from_double(float_val(args[1]));
}

/* format(d, spec): the types e E f F g G % and none, with fill, alignment, sign, width,
 * grouping and precision; rounding is the context's (ROUND_HALF_EVEN by default) */
static obj *m_format(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    if (nargs != 2 || !is_str(args[1]))
        return exc_raise(&exc_TypeError, "format() argument must be str");
    obj *self = args[0];
    struct fmt_spec fs;
    const char *err = NULL;
    if (fmt_spec_parse(str_cstr(args[1]), str_len(args[1]), &fs, &err))
        return exc_raise(&exc_ValueError, "%s", err ? err : "invalid format string");
    char type = fs.type;
    if (type && !strchr("eEfFgG%n", type))
        return exc_raise(&exc_ValueError, "invalid format string");
    struct ctx_obj *c = current();
    obj *v = incref(self);
    char *body = NULL;
    if (DEC(v)->special) {
        body = dec_text(v, false);
        if (body && type && strchr("EFG", type))
            for (char *p = body; *p; p++)
                *p = (char)toupper((unsigned char)*p);
    } else {
        if (type == '%') {
            obj *t = dec_make(DEC(v)->sign, DEC(v)->coef, DEC(v)->exp + 2, SP_FINITE);
            decref(v);
            v = t;
            if (!v)
                return NULL;
        }
        int64_t prec = fs.precision;
        if ((type == 'f' || type == 'F' || type == '%') && prec >= 0) {
            obj *t = rescale(c, v, -prec, c->rounding, false);
            decref(v);
            v = t;
            if (!v)
                return NULL;
        }
        if (type == 'e' || type == 'E' || ((type == 'g' || type == 'G') && prec >= 0) ||
            (!type && prec >= 0)) {
            /* round to prec (+1 for e) significant digits */
            int64_t sig = type == 'e' || type == 'E' ? prec + 1 : (prec == 0 ? 1 : prec);
            if (prec < 0)
                sig = ndigits(DEC(v)->coef);
            int64_t nd = ndigits(DEC(v)->coef);
            if (nd > sig && mpz_sgn(DEC(v)->coef)) {
                obj *t = rescale(c, v, DEC(v)->exp + nd - sig, c->rounding, false);
                decref(v);
                v = t;
                if (!v)
                    return NULL;
                if (ndigits(DEC(v)->coef) > sig) {
                    mpz_divexact_ui(DEC(v)->coef, DEC(v)->coef, 10);
                    DEC(v)->exp++;
                }
            }
        }
        struct dec_obj *d = DEC(v);
        char *digits = mpz_get_str(NULL, 10, d->coef);
        size_t nd = strlen(digits);
        int64_t adj = d->exp + (int64_t)nd - 1;
        bool sci;
        if (type == 'e' || type == 'E')
            sci = true;
        else if (type == 'f' || type == 'F' || type == '%')
            sci = false;
        else if (type == 'g' || type == 'G')
            sci = !(adj >= -6 && adj < (fs.precision < 0 ? (int64_t)nd : fs.precision));
        else
            sci = !(d->exp <= 0 && adj >= -6);
        size_t cap = nd + 80 + (size_t)(d->exp < 0 ? -d->exp : d->exp);
        if (sci || !type || type == 'g' || type == 'G')
            cap = nd + 80 + (size_t)(d->exp < 0 && adj >= -6 ? -d->exp : 0);
        body = malloc(cap);
        if (body) {
            size_t o = 0;
            if (sci) {
                o += put_mantissa(body + o, digits, nd, nd > 1 || (type && fs.alternate));
                int64_t pad = (type == 'e' || type == 'E') && fs.precision >= 0
                                  ? fs.precision - (int64_t)(nd - 1)
                                  : 0;
                if (pad > 0 && nd == 1)
                    body[o++] = '.';
                for (int64_t i = 0; i < pad; i++)
                    body[o++] = '0';
                snprintf(body + o, cap - o, "%c%+lld", type == 'E' || (!type && c->capitals) ? 'E' : 'e',
                         (long long)adj);
            } else if (d->exp >= 0) {
                memcpy(body + o, digits, nd);
                o += nd;
                for (int64_t i = 0; i < d->exp; i++)
                    body[o++] = '0';
                body[o] = 0;
            } else {
                o += put_fixed(body + o, digits, nd, d->exp);
                body[o] = 0;
            }
            if (type == '%') {
                size_t l = strlen(body);
                body[l] = '%';
                body[l + 1] = 0;
            }
        }
        void (*freefn)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &freefn);
        freefn(digits, nd + 1);
    }
    int neg = DEC(v)->sign;
    decref(v);
    if (!body)
        return exc_no_memory();
    /* the sign, grouping of the integer digits, then padding */
    const char *num = body[0] == '-' ? body + 1 : body;
    size_t nl = strlen(num);
    size_t intlen = 0;
    while (intlen < nl && num[intlen] >= '0' && num[intlen] <= '9')
        intlen++;
    size_t groups = fs.grouping && intlen > 3 ? (intlen - 1) / 3 : 0;
    char *g = malloc(nl + groups + 4);
    if (!g) {
        free(body);
        return exc_no_memory();
    }
    size_t o = 0;
    char signch = neg ? '-' : fs.sign == '+' ? '+' : fs.sign == ' ' ? ' ' : 0;
    for (size_t i = 0; i < intlen; i++) {
        g[o++] = num[i];
        size_t left = intlen - i - 1;
        if (groups && left && left % 3 == 0)
            g[o++] = fs.grouping;
    }
    memcpy(g + o, num + intlen, nl - intlen);
    o += nl - intlen;
    g[o] = 0;
    free(body);
    size_t content = o + (signch ? 1 : 0);
    size_t width = fs.width > content ? fs.width - content : 0;
    char align = fs.align ? fs.align : (fs.zero_pad ? '=' : '>');
    char fill[8];
    size_t fl = str_utf8_encode(fs.fill, fill);
    size_t left = align == '<' ? 0 : align == '^' ? width / 2 : width;
    size_t right = width - left;
    char *out = malloc(o + 2 + width * fl);
    if (!out) {
        free(g);
        return exc_no_memory();
    }
    size_t p = 0;
    if (align == '=') {
        if (signch)
            out[p++] = signch;
        for (size_t i = 0; i < left; i++, p += fl)
            memcpy(out + p, fill, fl);
    } else {
        for (size_t i = 0; i < left; i++, p += fl)
            memcpy(out + p, fill, fl);
        if (signch)
            out[p++] = signch;
    }
    memcpy(out + p, g, o);
    p += o;
    if (align != '=')
        for (size_t i = 0; i < right; i++, p += fl)
            memcpy(out + p, fill, fl);
    obj *r = str_new(out, p);
    free(out);
    free(g);
    return r;
}

/* Decimal's methods with parameters are bound as the Python functions of _pydecimal
 * (self counts in the messages); the values they take match CPython's C decimal, whose
 * messages say "function takes at most 1 argument (3 given)" */
#define DEC_PY_SIG(name_, npos_, nreq_, ...)                                                       \
    (&(const struct pyargs_sig){                                                                   \
        name_, (const char *const[]){__VA_ARGS__, NULL}, npos_, nreq_, true, PA_PY, NULL})
#define DEC_CONTEXT_SIG(name_) DEC_PY_SIG(name_, 1, 0, "context")

static const struct method_def dec_methods[] = {
    {"quantize", m_quantize, 0, DEC_PY_SIG("quantize", 3, 1, "exp", "rounding", "context")},
    {"sqrt", m_sqrt, 0, DEC_CONTEXT_SIG("sqrt")},
    {"exp", .sig = DEC_CONTEXT_SIG("exp"), .fn_data = m_transcendental, .data = DEC_EXP},
    {"ln", .sig = DEC_CONTEXT_SIG("ln"), .fn_data = m_transcendental, .data = DEC_LN},
    {"log10", .sig = DEC_CONTEXT_SIG("log10"), .fn_data = m_transcendental, .data = DEC_LOG10},
    {"normalize", m_normalize, 0, DEC_CONTEXT_SIG("normalize")},
    {"to_integral_value", m_to_integral, 0,
     DEC_PY_SIG("to_integral_value", 2, 0, "rounding", "context")},
    {"to_integral", m_to_integral, 0, DEC_PY_SIG("to_integral_value", 2, 0, "rounding", "context")},
    {"as_tuple", m_as_tuple, METH_NOARGS},
    {"as_integer_ratio", m_as_integer_ratio, METH_NOARGS},
    {"adjusted", m_adjusted, METH_NOARGS},
    {"is_nan", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = IS_NAN},
    {"is_qnan", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = SP_NAN},
    {"is_snan", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = SP_SNAN},
    {"is_infinite", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = SP_INF},
    {"is_finite", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = SP_FINITE},
    {"is_zero", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = IS_ZERO},
    {"is_signed", .flags = METH_NOARGS, .fn_data = m_is_kind, .data = IS_SIGNED},
    {"copy_abs", .flags = METH_NOARGS, .fn_data = m_copy_sign, .data = 0},
    {"copy_negate", .flags = METH_NOARGS, .fn_data = m_copy_sign, .data = 1},
    {"compare", .sig = DEC_PY_SIG("compare", 2, 1, "other", "context"), .fn_data = m_compare,
     .data = DEC_COMPARE},
    {"max", .sig = DEC_PY_SIG("max", 2, 1, "other", "context"), .fn_data = m_compare,
     .data = DEC_MAX},
    {"min", .sig = DEC_PY_SIG("min", 2, 1, "other", "context"), .fn_data = m_compare,
     .data = DEC_MIN},
    {"from_float", m_from_float, METH_CLASS | METH_O},
    {"__int__", .flags = METH_NOARGS, .fn_data = m_int_of, .data = R_DOWN},
    {"__trunc__", .flags = METH_NOARGS, .fn_data = m_int_of, .data = R_DOWN},
    {"__floor__", .flags = METH_NOARGS, .fn_data = m_int_of, .data = R_FLOOR},
    {"__ceil__", .flags = METH_NOARGS, .fn_data = m_int_of, .data = R_CEILING},
    {"__float__", m_float, METH_NOARGS},
    {"__round__", m_round, 0, PA_SIG_TUPLE(0, 1, NULL)},
    {"__abs__", m_abs, METH_NOARGS},
    {"__format__", m_format, 0},
    {NULL, NULL, 0},
};

struct type dec_type = {
    .name = "decimal.Decimal",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct dec_obj),
    .methods = dec_methods,
    .dealloc = dec_dealloc,
    .repr = dec_repr,
    .str = dec_str,
    .hash = dec_hash,
    .compare = dec_compare,
    .binary = dec_binary,
    .unary = dec_unary,
    .truth = dec_truth,
    .construct = dec_construct,
    .construct_sig = PA_SIG_KW(0, 2, NULL, "value", "context"),
};

/* DecimalTuple(sign, digits, exponent) */
static const struct getset_def dectuple_getset[] = {
    FIELDTUPLE_ITEM("sign", 0),
    FIELDTUPLE_ITEM("digits", 1),
    FIELDTUPLE_ITEM("exponent", 2),
    {NULL},
};
struct type dectuple_type = FIELDTUPLE_TYPE("decimal.DecimalTuple", dectuple_getset);

/* ---- Context ---- */
static obj *flag_list(unsigned bits)
{
    char buf[256];
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0; i < C__COUNT; i++)
        if (bits & (1u << i))
            o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%s", o ? ", " : "", cond_names[i]);
    return str_new_cstr(buf);
}

static obj *ctx_repr(obj *o)
{
    struct ctx_obj *c = CTX(o);
    obj *f = flag_list(c->flags), *t = f ? flag_list(c->traps) : NULL;
    obj *r = t ? str_from_fmt("Context(prec=%lld, rounding=%s, Emin=%lld, Emax=%lld, capitals=%d, "
                              "clamp=%d, flags=[%s], traps=[%s])",
                              (long long)c->prec, round_names[c->rounding], (long long)c->emin,
                              (long long)c->emax, c->capitals, c->clamp, str_cstr(f), str_cstr(t))
               : NULL;
    xdecref(f);
    xdecref(t);
    return r;
}

static obj *ctx_getattr(obj *o, obj *name)
{
    struct ctx_obj *c = CTX(o);
    const char *n = str_cstr(name);
    if (!strcmp(n, "prec"))
        return int_from_i64(c->prec);
    if (!strcmp(n, "rounding"))
        return str_new_cstr(round_names[c->rounding]);
    if (!strcmp(n, "Emin"))
        return int_from_i64(c->emin);
    if (!strcmp(n, "Emax"))
        return int_from_i64(c->emax);
    if (!strcmp(n, "capitals"))
        return small_new(c->capitals);
    if (!strcmp(n, "clamp"))
        return small_new(c->clamp);
    return generic_getattr(o, name);
}

static int ctx_setattr(obj *o, obj *name, obj *value)
{
    struct ctx_obj *c = CTX(o);
    const char *n = str_cstr(name);
    if (!value) {
        exc_raise(&exc_AttributeError, "context attributes cannot be deleted");
        return -1;
    }
    int64_t v;
    if (!strcmp(n, "rounding")) {
        int r = rounding_arg(value, -1);
        if (r < 0)
            return -1;
        c->rounding = r;
        return 0;
    }
    if (!strcmp(n, "prec") || !strcmp(n, "Emin") || !strcmp(n, "Emax") ||
        !strcmp(n, "capitals") || !strcmp(n, "clamp")) {
        if (!is_int(value) || !int_to_i64(value, &v)) {
            exc_raise(&exc_TypeError, "an integer is required");
            return -1;
        }
        if (!strcmp(n, "prec")) {
            if (v < 1 || v > 999999999999999999LL) {
                exc_raise(&exc_ValueError, "valid range for prec is [1, MAX_PREC]");
                return -1;
            }
            c->prec = v;
        } else if (!strcmp(n, "Emin")) {
            c->emin = v;
        } else if (!strcmp(n, "Emax")) {
            c->emax = v;
        } else if (!strcmp(n, "capitals")) {
            c->capitals = (int)v;
        } else {
            c->clamp = (int)v;
        }
        return 0;
    }
    exc_raise(&exc_AttributeError, "'decimal.Context' object has no attribute '%s'", n);
    return -1;
}

/* Context(prec, rounding, Emin, Emax, capitals, clamp, flags, traps): construct_sig has
 * bound them all; the first six are set as attributes, by their names there */
static obj *ctx_construct(struct type *t, obj **a, size_t nargs, obj *kwnames)
{
    obj *c = ctx_new(28, R_HALF_EVEN);
    if (!c)
        return NULL;
    for (int i = 0; i < 6; i++) {
        if (!a[i] || a[i] == NONE)
            continue;
        obj *n = str_new_cstr(ctx_type.construct_sig->names[i]);
        int rc = n ? ctx_setattr(c, n, a[i]) : -1;
        xdecref(n);
        if (rc < 0) {
            decref(c);
            return NULL;
        }
    }
    return c;
}

static obj *ctx_copy(obj *o)
{
    obj *c = ctx_new(CTX(o)->prec, CTX(o)->rounding);
    if (c) {
        unsigned f = CTX(o)->flags, tr = CTX(o)->traps;
        *CTX(c) = *CTX(o);
        c->refcnt = 1;
        CTX(c)->flags = f;
        CTX(c)->traps = tr;
    }
    return c;
}

static obj *m_ctx_copy(obj **args, size_t nargs, obj *kw)
{
    return ctx_copy(args[0]);
}

static obj *m_ctx_clear_flags(obj **args, size_t nargs, obj *kw)
{
    CTX(args[0])->flags = 0;
    return NONE;
}

static const struct method_def ctx_methods[] = {
    {"copy", m_ctx_copy, METH_NOARGS},
    {"clear_flags", m_ctx_clear_flags, METH_NOARGS},
    {NULL, NULL, 0},
};

struct type ctx_type = {
    .name = "decimal.Context",
    .flags = TF_NATIVE,
    .methods = ctx_methods,
    .repr = ctx_repr,
    .getattr = ctx_getattr,
    .setattr = ctx_setattr,
    .construct = ctx_construct,
    .construct_sig = PA_SIG_KW(0, 8, NULL, "prec", "rounding", "Emin", "Emax", "capitals", "clamp",
                               "flags", "traps"),
};

/* ---- getcontext, setcontext, localcontext ---- */
static obj *module_of_session(void)
{
    obj *name = str_new_cstr("decimal");
    obj *m = name ? dict_get_str(vm->modules, name) : NULL;
    xdecref(name);
    return m;
}

static obj *d_getcontext(obj **args, size_t nargs, obj *kw)
{
    obj *m = module_of_session();
    obj *c = m ? dict_get_cstr(AS(module_obj, m)->dict, "_current_context") : NULL;
    return c ? incref(c) : ctx_new(28, R_HALF_EVEN);
}

static int install(obj *c)
{
    obj *m = module_of_session();
    if (!m) {
        exc_raise(&exc_RuntimeError, "decimal is not imported");
        return -1;
    }
    return dict_set_cstr(AS(module_obj, m)->dict, "_current_context", incref(c));
}

static obj *d_setcontext(obj **args, size_t nargs, obj *kw)
{
    if (type_of(args[0]) != &ctx_type)
        return exc_raise(&exc_TypeError, "argument must be a context");
    return install(args[0]) < 0 ? NULL : NONE;
}

struct localctx_obj {
    obj hdr;
    obj *ctx, *saved;
};
static obj *lc_enter(obj **args, size_t nargs, obj *kw)
{
    struct localctx_obj *l = (struct localctx_obj *)args[0];
    obj *cur = d_getcontext(NULL, 0, NULL);
    if (!cur)
        return NULL;
    xdecref(l->saved);
    l->saved = cur;
    if (install(l->ctx) < 0)
        return NULL;
    return incref(l->ctx);
}
static obj *lc_exit(obj **args, size_t nargs, obj *kw)
{
    struct localctx_obj *l = (struct localctx_obj *)args[0];
    if (l->saved && install(l->saved) < 0)
        return NULL;
    return incref(FALSE_OBJ);
}
static const struct method_def lc_methods[] = {
    {"__enter__", lc_enter, METH_NOARGS},
    {"__exit__", lc_exit, 0},
    {NULL, NULL, 0},
};
struct type localctx_type = {
    .name = "decimal.ContextManager",
    .flags = TF_NATIVE,
    .methods = lc_methods,
    .refs = REFS(struct localctx_obj, ctx, saved),
};

static obj *d_localcontext(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    obj *base = a[0] && a[0] != NONE ? incref(a[0]) : d_getcontext(NULL, 0, NULL);
    if (!base)
        return NULL;
    if (type_of(base) != &ctx_type) {
        decref(base);
        return exc_raise(&exc_TypeError, "argument must be a context");
    }
    struct localctx_obj *l = (struct localctx_obj *)obj_alloc(&localctx_type, sizeof *l);
    if (!l) {
        decref(base);
        return NULL;
    }
    l->ctx = ctx_copy(base);
    l->saved = NULL;
    decref(base);
    if (!l->ctx) {
        decref((obj *)l);
        return NULL;
    }
    return (obj *)l;
}

static const struct method_def dec_funcs[] = {
    {"getcontext", d_getcontext, METH_NOARGS},
    {"setcontext", d_setcontext, METH_O},
    {"localcontext", d_localcontext, 0, PA_SIG_KW(0, 1, NULL, "ctx")},
    {NULL, NULL, 0},
};

/* CPython's multiple bases that matter to except clauses: DivisionByZero is a
 * ZeroDivisionError, FloatOperation a TypeError, Overflow also Rounded */
static void add_to_mro(struct type *t, struct type *extra)
{
    /* the extra base goes just before object */
    struct tuple_obj *m = AS(tuple_obj, t->mro);
    obj *nm = tuple_new(m->len + 1);
    size_t o = 0;
    for (size_t i = 0; i + 1 < m->len; i++)
        AS(tuple_obj, nm)->items[o++] = m->items[i];
    AS(tuple_obj, nm)->items[o++] = (obj *)extra;
    AS(tuple_obj, nm)->items[o] = m->items[m->len - 1];
    nm->refcnt = REFCNT_IMMORTAL;
    obj *old = t->mro;
    t->mro = nm;
    obj_free(old); /* its items are static types it never owned; nothing else holds it */
}

/* The multiple bases, once per process, after the types are initialised. */
static pthread_once_t dec_bases_once = PTHREAD_ONCE_INIT;
static void dec_bases(void)
{
    struct vm *saved = vm;
    vm = NULL;
    add_to_mro(&dx_DivisionByZero, &exc_ZeroDivisionError);
    add_to_mro(&dx_FloatOperation, &exc_TypeError);
    add_to_mro(&dx_Overflow, &dx_Rounded);
    vm = saved;
}

static int dec_fill(obj *m)
{
    pthread_once(&dec_bases_once, dec_bases);
    obj *d = AS(module_obj, m)->dict;
    if (dict_set_cstr(d, "_current_context", ctx_new(28, R_HALF_EVEN)) < 0 ||
        dict_set_cstr(d, "MAX_PREC", int_from_i64(999999999999999999LL)) < 0)
        return -1;
    for (int i = 0; i < 8; i++)
        if (dict_set_cstr(d, round_names[i], str_new_cstr(round_names[i])) < 0)
            return -1;
    return 0;
}

const struct module_def mod_decimal = {
    "decimal",
    dec_funcs,
    (const struct module_type[]){
        {&dec_type, true},
        {&ctx_type, true},
        {&dectuple_type, false},
        {&localctx_type, false},
        {&dx_DecimalException, true},
        {&dx_InvalidOperation, true},
        {&dx_DivisionByZero, true},
        {&dx_Inexact, true},
        {&dx_Rounded, true},
        {&dx_Overflow, true},
        {&dx_Underflow, true},
        {&dx_Subnormal, true},
        {&dx_Clamped, true},
        {&dx_FloatOperation, true},
        {&dx_ConversionSyntax, true},
        {&dx_DivisionImpossible, true},
        {&dx_DivisionUndefined, true},
        {&dx_InvalidContext, true},
        {NULL},
    },
    dec_fill,
};
