/* executor/obj_float.c: float and complex. repr is CPython's shortest round-trip form
 * (format.c when present; until then a fallback that tries 1..17 digits). Mixed int/float
 * comparisons are exact, as in CPython. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/vm.h"

#if __has_include("executor/format.h")
#include "executor/format.h"
#define HAVE_FORMAT_H 1
#endif

static __thread struct float_obj *float_pool[256];
static __thread int float_free_count;

obj *float_new(double v)
{
    if (float_free_count && vm) {
        struct float_obj *f = float_pool[--float_free_count];
        f->hdr.refcnt = 1;
        f->hdr.type = &type_float;
        f->v = v;
        return (obj *)f;
    }
    struct float_obj *f = (struct float_obj *)obj_alloc(&type_float, sizeof *f);
    if (f)
        f->v = v;
    return (obj *)f;
}

/* A small per-thread free list: float temporaries dominate numeric loops. Entries stay
 * charged to the heap while listed; float_free_all returns them. */
static void float_dealloc(obj *o)
{
    if (float_free_count < 256 && vm) {
        float_pool[float_free_count++] = (struct float_obj *)o;
        return;
    }
    mem_free(o);
}

void float_free_all(void)
{
    while (float_free_count)
        mem_free(float_pool[--float_free_count]);
}

/* Shortest round-trip digits laid out like CPython: exponent form iff decpt <= -4 or
 * decpt > 16; at least one fractional digit otherwise. */
size_t float_repr_buf(double x, char buf[40])
{
#ifdef HAVE_FORMAT_H
    char tmp[32];
    size_t n = fmt_float_repr(x, tmp);
    memcpy(buf, tmp, n);
    buf[n] = 0;
    return n;
#else
    if (isnan(x))
        return (size_t)snprintf(buf, 40, "nan");
    if (isinf(x))
        return (size_t)snprintf(buf, 40, x > 0 ? "inf" : "-inf");
    if (x == 0)
        return (size_t)snprintf(buf, 40, signbit(x) ? "-0.0" : "0.0");
    char e[40];
    for (int p = 1; p <= 17; p++) {
        snprintf(e, sizeof e, "%.*e", p - 1, x);
        if (strtod(e, NULL) == x)
            break;
    }
    /* e: [-]d[.ddd]e[+-]XX */
    char digits[24];
    size_t nd = 0;
    const char *s = e;
    bool neg = *s == '-';
    if (neg)
        s++;
    while (*s && *s != 'e') {
        if (*s != '.')
            digits[nd++] = *s;
        s++;
    }
    while (nd > 1 && digits[nd - 1] == '0')
        nd--;
    int exp10 = atoi(s + 1);
    int decpt = exp10 + 1;
    size_t o = 0;
    if (neg)
        buf[o++] = '-';
    if (decpt <= -4 || decpt > 16) {
        buf[o++] = digits[0];
        if (nd > 1) {
            buf[o++] = '.';
            for (size_t i = 1; i < nd; i++)
                buf[o++] = digits[i];
        }
        o += (size_t)snprintf(buf + o, 40 - o, "e%c%02d", exp10 < 0 ? '-' : '+', abs(exp10));
    } else if (decpt <= 0) {
        buf[o++] = '0';
        buf[o++] = '.';
        for (int i = 0; i < -decpt; i++)
            buf[o++] = '0';
        for (size_t i = 0; i < nd; i++)
            buf[o++] = digits[i];
    } else {
        for (int i = 0; i < decpt; i++)
            buf[o++] = (size_t)i < nd ? digits[i] : '0';
        buf[o++] = '.';
        if ((size_t)decpt >= nd)
            buf[o++] = '0';
        for (size_t i = (size_t)decpt; i < nd; i++)
            buf[o++] = digits[i];
    }
    buf[o] = 0;
    return o;
#endif
}

obj *float_repr_obj(double v)
{
    char buf[40];
    size_t n = float_repr_buf(v, buf);
    return str_new(buf, n);
}

static obj *float_repr(obj *o)
{
    return float_repr_obj(float_val(o));
}

/* CPython's numeric hash: equal numbers hash equal across int and float. */
int float_hash_double(double v, int64_t *out)
{
    const int bits = 61;
    const uint64_t modulus = ((uint64_t)1 << bits) - 1;
    if (isinf(v)) {
        *out = v > 0 ? 314159 : -314159;
        return 0;
    }
    if (isnan(v)) {
        *out = 0;
        return 0;
    }
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & modulus) | x >> (bits - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= modulus)
            x -= modulus;
    }
    e = e >= 0 ? e % bits : bits - 1 - ((-1 - e) % bits);
    x = ((x << e) & modulus) | x >> (bits - e);
    int64_t h = (int64_t)x * sign;
    *out = h == -1 ? -2 : h;
    return 0;
}

static int float_hash(obj *o, int64_t *out)
{
    return float_hash_double(float_val(o), out);
}

bool float_coerce(obj *o, double *out)
{
    if (is_float(o)) {
        *out = float_val(o);
        return true;
    }
    if (is_int(o)) {
        bool overflow;
        *out = int_to_double(o, &overflow);
        if (overflow) {
            exc_raise(&exc_OverflowError, "int too large to convert to float");
            return false;
        }
        return true;
    }
    return false;
}

static obj *float_pow(double x, double y)
{
    if (x == 0 && y < 0)
        return exc_raise(&exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
    if (x < 0 && y != floor(y) && isfinite(y)) {
        /* a negative base with a fractional exponent gives a complex result in Python 3 */
        double mag = pow(-x, y), ang = M_PI * y;
        return complex_new(mag * cos(ang), mag * sin(ang));
    }
    errno = 0;
    double r = pow(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y))
        return exc_raise(&exc_OverflowError, "(34, 'Numerical result out of range')");
    return float_new(r);
}

static obj *float_binary(obj *a, obj *b, int op)
{
    double x, y;
    if (!float_coerce(a, &x) || !float_coerce(b, &y)) {
        if (vm->exc)
            return NULL;
        if ((is_float(a) || is_float(b)) && ((!is_small(a) && a->type == &type_complex) ||
                                             (!is_small(b) && b->type == &type_complex)))
            return type_complex.binary(a, b, op);
        return incref(NOTIMPL);
    }
    switch (op) {
    case BIN_ADD:
        return float_new(x + y);
    case BIN_SUB:
        return float_new(x - y);
    case BIN_MUL:
        return float_new(x * y);
    case BIN_TRUEDIV:
        if (y == 0)
            return exc_raise(&exc_ZeroDivisionError, "float division by zero");
        return float_new(x / y);
    case BIN_FLOORDIV:
    case BIN_MOD: {
        if (y == 0)
            return exc_raise(&exc_ZeroDivisionError,
                             op == BIN_MOD ? "float modulo" : "float floor division by zero");
        double mod = fmod(x, y), div = (x - mod) / y, fl;
        if (mod) {
            if ((y < 0) != (mod < 0)) {
                mod += y;
                div -= 1.0;
            }
        } else {
            mod = copysign(0.0, y);
        }
        if (div) {
            fl = floor(div);
            if (div - fl > 0.5)
                fl += 1.0;
        } else {
            fl = copysign(0.0, x / y);
        }
        return float_new(op == BIN_MOD ? mod : fl);
    }
    case BIN_POW:
        return float_pow(x, y);
    default:
        return incref(NOTIMPL);
    }
}

/* Exact comparison of a double with an int (CPython never rounds the int). */
static int cmp_double_int(double x, obj *i)
{
    int64_t v;
    if (int_to_i64(i, &v) && v > -(1LL << 53) && v < (1LL << 53)) {
        double d = (double)v;
        return (x > d) - (x < d);
    }
    if (isinf(x))
        return x > 0 ? 1 : -1;
    mpz_t z;
    mpz_init(z);
    int_to_mpz(i, z);
    int c = -mpz_cmp_d(z, x);
    mpz_clear(z);
    return (c > 0) - (c < 0);
}

static obj *float_compare(obj *a, obj *b, int op)
{
    double x;
    int c;
    bool unordered = false;
    if (is_float(a) && is_float(b)) {
        x = float_val(a);
        double y = float_val(b);
        if (isnan(x) || isnan(y))
            unordered = true;
        c = (x > y) - (x < y);
    } else if (is_float(a) && is_int(b)) {
        x = float_val(a);
        unordered = isnan(x);
        c = unordered ? 0 : cmp_double_int(x, b);
    } else if (is_int(a) && is_float(b)) {
        x = float_val(b);
        unordered = isnan(x);
        c = unordered ? 0 : -cmp_double_int(x, a);
    } else {
        return incref(NOTIMPL);
    }
    if (unordered)
        return bool_obj(op == CMP_NE);
    bool r;
    switch (op) {
    case CMP_LT:
        r = c < 0;
        break;
    case CMP_LE:
        r = c <= 0;
        break;
    case CMP_EQ:
        r = c == 0;
        break;
    case CMP_NE:
        r = c != 0;
        break;
    case CMP_GT:
        r = c > 0;
        break;
    default:
        r = c >= 0;
        break;
    }
    return bool_obj(r);
}

static obj *float_unary(obj *a, int op)
{
    double x = float_val(a);
    if (op == UN_NEG)
        return float_new(-x);
    if (op == UN_POS)
        return float_new(x);
    return incref(NOTIMPL);
}

static int float_truth(obj *o)
{
    return float_val(o) != 0;
}

static bool parse_float_text(const char *s, size_t len, double *out)
{
#ifdef HAVE_FORMAT_H
    return fmt_parse_float(s, len, out) == 0;
#else
    char buf[512];
    size_t o = 0;
    while (len && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r'))
        s++, len--;
    while (len &&
           (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\n' || s[len - 1] == '\r'))
        len--;
    if (!len || len >= sizeof buf)
        return false;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '_') {
            if (i == 0 || i + 1 == len || !(s[i - 1] >= '0' && s[i - 1] <= '9') ||
                !(s[i + 1] >= '0' && s[i + 1] <= '9'))
                return false;
            continue;
        }
        buf[o++] = s[i];
    }
    buf[o] = 0;
    const char *p = buf;
    if (*p == '+' || *p == '-')
        p++;
    if (!strcasecmp(p, "inf") || !strcasecmp(p, "infinity") || !strcasecmp(p, "nan")) {
        double v = (p[0] | 0x20) == 'n' ? NAN : INFINITY;
        *out = buf[0] == '-' ? -v : v;
        return true;
    }
    for (const char *q = p; *q; q++)
        if (!strchr("0123456789.eE+-", *q))
            return false;
    char *end;
    *out = strtod(buf, &end);
    return *end == 0 && end != buf;
#endif
}

static obj *float_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)t;
    if (args_no_kw("float", kwnames) < 0 || args_count("float", nargs, 0, 1) < 0)
        return NULL;
    if (!nargs)
        return float_new(0.0);
    obj *x = args[0];
    double d;
    if (is_float(x))
        return incref(x);
    if (float_coerce(x, &d))
        return float_new(d);
    if (vm->exc)
        return NULL;
    if (is_str(x)) {
        if (parse_float_text(str_cstr(x), str_len(x), &d))
            return float_new(d);
        obj *r = op_repr(x);
        if (r) {
            exc_raise(&exc_ValueError, "could not convert string to float: %s", str_cstr(r));
            decref(r);
        }
        return NULL;
    }
    obj *m = op_special(x, "__float__");
    if (m) {
        obj *r = op_call0(m);
        decref(m);
        return r;
    }
    if (vm->exc)
        return NULL;
    return exc_raise(&exc_TypeError, "float() argument must be a string or a real number, not '%s'",
                     op_type_name(x));
}

static obj *float_m_is_integer(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    double x = float_val(args[0]);
    return bool_obj(isfinite(x) && x == floor(x));
}

static obj *float_m_as_integer_ratio(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    double x = float_val(args[0]);
    if (isinf(x))
        return exc_raise(&exc_OverflowError, "cannot convert Infinity to integer ratio");
    if (isnan(x))
        return exc_raise(&exc_ValueError, "cannot convert NaN to integer ratio");
    int e;
    double m = frexp(x, &e);
    for (int i = 0; i < 300 && m != floor(m); i++) {
        m *= 2.0;
        e--;
    }
    mpz_t n, d;
    mpz_init_set_d(n, m);
    mpz_init_set_ui(d, 1);
    if (e > 0)
        mpz_mul_2exp(n, n, (unsigned long)e);
    else
        mpz_mul_2exp(d, d, (unsigned long)-e);
    obj *a = int_from_mpz(n), *b = int_from_mpz(d);
    mpz_clears(n, d, NULL);
    obj *r = (a && b) ? tuple_pack(2, a, b) : NULL;
    xdecref(a);
    xdecref(b);
    return r;
}

static obj *float_m_conjugate(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    return incref(args[0]);
}

static obj *float_get_real(obj *o)
{
    return incref(o);
}
static obj *float_get_imag(obj *o)
{
    (void)o;
    return float_new(0.0);
}

static const struct method_def float_methods[] = {
    {"is_integer", float_m_is_integer, 0},
    {"as_integer_ratio", float_m_as_integer_ratio, 0},
    {"conjugate", float_m_conjugate, 0},
    {NULL, NULL, 0},
};
static const struct getset_def float_getset[] = {
    {"real", float_get_real},
    {"imag", float_get_imag},
    {NULL, NULL},
};

struct type type_float = {
    .name = "float",
    .flags = TF_BASETYPE,
    .base_type = &type_object,
    .methods = float_methods,
    .getset = float_getset,
    .dealloc = float_dealloc,
    .repr = float_repr,
    .hash = float_hash,
    .compare = float_compare,
    .binary = float_binary,
    .unary = float_unary,
    .truth = float_truth,
    .getattr = generic_getattr,
    .construct = float_construct,
};

/* ---- complex ---- */
obj *complex_new(double re, double im)
{
    struct complex_obj *c = (struct complex_obj *)obj_alloc(&type_complex, sizeof *c);
    if (c) {
        c->re = re;
        c->im = im;
    }
    return (obj *)c;
}

static void complex_dealloc(obj *o)
{
    mem_free(o);
}

static bool complex_coerce(obj *o, double *re, double *im)
{
    if (!is_small(o) && o->type == &type_complex) {
        *re = AS(complex_obj, o)->re;
        *im = AS(complex_obj, o)->im;
        return true;
    }
    *im = 0;
    return float_coerce(o, re);
}

/* complex parts print like repr(float) without the trailing '.0' */
static void complex_part(double v, char *buf)
{
    float_repr_buf(v, buf);
    size_t n = strlen(buf);
    if (n > 2 && !strcmp(buf + n - 2, ".0"))
        buf[n - 2] = 0;
}

static obj *complex_repr(obj *o)
{
    struct complex_obj *c = AS(complex_obj, o);
    char re[48], im[48];
    complex_part(c->im, im);
    if (c->re == 0 && !signbit(c->re))
        return str_from_fmt("%sj", im);
    complex_part(c->re, re);
    return str_from_fmt("(%s%s%sj)", re, (c->im >= 0 || isnan(c->im)) && im[0] != '-' ? "+" : "",
                        im);
}

static obj *complex_binary(obj *a, obj *b, int op)
{
    double ar, ai, br, bi;
    if (!complex_coerce(a, &ar, &ai) || !complex_coerce(b, &br, &bi))
        return vm->exc ? NULL : incref(NOTIMPL);
    switch (op) {
    case BIN_ADD:
        return complex_new(ar + br, ai + bi);
    case BIN_SUB:
        return complex_new(ar - br, ai - bi);
    case BIN_MUL:
        return complex_new(ar * br - ai * bi, ar * bi + ai * br);
    case BIN_TRUEDIV: {
        if (br == 0 && bi == 0)
            return exc_raise(&exc_ZeroDivisionError, "complex division by zero");
        double abr = fabs(br), abi = fabs(bi);
        if (abr >= abi) {
            double ratio = bi / br, den = br + bi * ratio;
            return complex_new((ar + ai * ratio) / den, (ai - ar * ratio) / den);
        }
        double ratio = br / bi, den = br * ratio + bi;
        return complex_new((ar * ratio + ai) / den, (ai * ratio - ar) / den);
    }
    case BIN_POW: {
        if (br == 0 && bi == 0)
            return complex_new(1, 0);
        if (ar == 0 && ai == 0)
            return complex_new(0, 0);
        double vabs = hypot(ar, ai), len = pow(vabs, br), at = atan2(ai, ar), phase = at * br;
        if (bi != 0) {
            len /= exp(at * bi);
            phase += bi * log(vabs);
        }
        return complex_new(len * cos(phase), len * sin(phase));
    }
    default:
        return incref(NOTIMPL);
    }
}

static obj *complex_compare(obj *a, obj *b, int op)
{
    double ar, ai, br, bi;
    if (!complex_coerce(a, &ar, &ai) || !complex_coerce(b, &br, &bi))
        return vm->exc ? NULL : incref(NOTIMPL);
    if (op != CMP_EQ && op != CMP_NE)
        return incref(NOTIMPL);
    bool eq = ar == br && ai == bi;
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

static obj *complex_unary(obj *a, int op)
{
    struct complex_obj *c = AS(complex_obj, a);
    if (op == UN_NEG)
        return complex_new(-c->re, -c->im);
    if (op == UN_POS)
        return complex_new(c->re, c->im);
    return incref(NOTIMPL);
}

static int complex_hash(obj *o, int64_t *out)
{
    int64_t hr, hi;
    float_hash_double(AS(complex_obj, o)->re, &hr);
    float_hash_double(AS(complex_obj, o)->im, &hi);
    int64_t h = (int64_t)((uint64_t)hr + 1000003ULL * (uint64_t)hi);
    *out = h == -1 ? -2 : h;
    return 0;
}

static int complex_truth(obj *o)
{
    return AS(complex_obj, o)->re != 0 || AS(complex_obj, o)->im != 0;
}

static obj *complex_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)t;
    static const char *const names[] = {"real", "imag", NULL};
    obj *a[2];
    if (args_parse("complex", args, nargs, kwnames, names, 0, 2, a) < 0)
        return NULL;
    double r1 = 0, i1 = 0, r2 = 0, i2 = 0;
    if (a[0] && !complex_coerce(a[0], &r1, &i1))
        return vm->exc ? NULL
                       : exc_raise(&exc_TypeError,
                                   "complex() first argument must be a string or a number, not "
                                   "'%s'",
                                   op_type_name(a[0]));
    if (a[1] && !complex_coerce(a[1], &r2, &i2))
        return vm->exc ? NULL
                       : exc_raise(&exc_TypeError,
                                   "complex() second argument must be a number, not '%s'",
                                   op_type_name(a[1]));
    return complex_new(r1 - i2, i1 + r2);
}

static obj *complex_get_real(obj *o)
{
    return float_new(AS(complex_obj, o)->re);
}
static obj *complex_get_imag(obj *o)
{
    return float_new(AS(complex_obj, o)->im);
}
static obj *complex_m_conjugate(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    return complex_new(AS(complex_obj, args[0])->re, -AS(complex_obj, args[0])->im);
}

static const struct method_def complex_methods[] = {
    {"conjugate", complex_m_conjugate, 0},
    {NULL, NULL, 0},
};
static const struct getset_def complex_getset[] = {
    {"real", complex_get_real},
    {"imag", complex_get_imag},
    {NULL, NULL},
};

struct type type_complex = {
    .name = "complex",
    .flags = TF_BASETYPE,
    .base_type = &type_object,
    .methods = complex_methods,
    .getset = complex_getset,
    .dealloc = complex_dealloc,
    .repr = complex_repr,
    .hash = complex_hash,
    .compare = complex_compare,
    .binary = complex_binary,
    .unary = complex_unary,
    .truth = complex_truth,
    .getattr = generic_getattr,
    .construct = complex_construct,
};
