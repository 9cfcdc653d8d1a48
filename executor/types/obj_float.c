/* executor/types/obj_float.c: float and complex. repr is CPython's shortest round-trip form
 * (format.c when present; until then a fallback that tries 1..17 digits). Mixed int/float
 * comparisons are exact, as in CPython. */
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/unicode/unicode.h"
#include "executor/core/vm.h"

#if __has_include("executor/core/format.h")
#include "executor/core/format.h"
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
    obj_free(o);
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
    if (is_float_like(o)) {
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
        if ((is_float_like(a) || is_float_like(b)) && ((!is_small(a) && a->type == &type_complex) ||
                                                       (!is_small(b) && b->type == &type_complex)))
            return type_complex.binary(a, b, op);
        return incref(NOTIMPL);
    }
    return float_arith(x, y, op);
}

obj *float_arith(double x, double y, int op)
{
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
    if (is_float_like(a) && is_float_like(b)) {
        x = float_val(a);
        double y = float_val(b);
        if (isnan(x) || isnan(y))
            unordered = true;
        c = (x > y) - (x < y);
    } else if (is_float_like(a) && is_int(b)) {
        x = float_val(a);
        unordered = isnan(x);
        c = unordered ? 0 : cmp_double_int(x, b);
    } else if (is_int(a) && is_float_like(b)) {
        x = float_val(b);
        unordered = isnan(x);
        c = unordered ? 0 : -cmp_double_int(x, a);
    } else {
        return incref(NOTIMPL);
    }
    if (unordered)
        return bool_obj(op == CMP_NE);
    return bool_obj(op_cmp_holds(c, op));
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
        obj *t = str_decimal_to_ascii(x); /* float('١.٥') == 1.5 */
        if (!t)
            return NULL;
        bool ok = parse_float_text(str_cstr(t), str_len(t), &d);
        decref(t);
        if (ok)
            return float_new(d);
        obj *r = op_repr(x);
        if (r) {
            exc_raise(&exc_ValueError, "could not convert string to float: %s", str_cstr(r));
            decref(r);
        }
        return NULL;
    }
    obj *r;
    if (op_call_special(x, "__float__", NULL, &r))
        return r;
    return exc_raise(&exc_TypeError, "float() argument must be a string or a real number, not '%s'",
                     op_type_name(x));
}

static obj *float_m_is_integer(obj **args, size_t nargs, obj *kw)
{
    double x = float_val(args[0]);
    return bool_obj(isfinite(x) && x == floor(x));
}

static obj *float_m_as_integer_ratio(obj **args, size_t nargs, obj *kw)
{
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
    return incref(args[0]);
}

static obj *float_get_real(obj *o)
{
    return incref(o);
}
static obj *float_get_imag(obj *o)
{
    return float_new(0.0);
}

/* float.hex(): the exact value as [-]0xH.HHHHHHHHHHHHHp±E, with the leading digit 1 for
 * normal numbers and 0 for subnormals (exponent fixed at -1022), as CPython writes it */
static obj *float_m_hex(obj **args, size_t nargs, obj *kw)
{
    double x = float_val(args[0]);
    if (isnan(x))
        return str_new_cstr("nan");
    if (isinf(x))
        return str_new_cstr(x < 0 ? "-inf" : "inf");
    const char *sign = signbit(x) ? "-" : "";
    if (x == 0)
        return str_from_fmt("%s0x0.0p+0", sign);
    int e;
    double m = frexp(fabs(x), &e); /* m in [0.5, 1) */
    int shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
    m = ldexp(m, shift);
    e -= shift;
    char digits[16];
    int lead = (int)m;
    m -= lead;
    for (int i = 0; i < 13; i++) {
        m *= 16.0;
        int d = (int)m;
        digits[i] = "0123456789abcdef"[d];
        m -= d;
    }
    digits[13] = 0;
    return str_from_fmt("%s0x%d.%sp%c%d", sign, lead, digits, e < 0 ? '-' : '+', abs(e));
}

/* float.fromhex(s): strtod reads C99 hex floats exactly; the text is checked first so that
 * decimal forms strtod would also take are refused */
static obj *float_fromhex(obj *text)
{
    if (!is_str(text)) /* CPython's PyUnicode_AsUTF8AndSize says no more */
        return exc_raise(&exc_TypeError, "bad argument type for built-in operation");
    const char *s = str_cstr(text);
    size_t len = str_len(text);
    while (len && unicode_isspace((unsigned char)*s))
        s++, len--;
    while (len && unicode_isspace((unsigned char)s[len - 1]))
        len--;
    char buf[512];
    if (len + 3 > sizeof buf)
        return exc_raise(&exc_ValueError, "invalid hexadecimal floating-point string");
    size_t p = 0, i = 0;
    if (i < len && (s[i] == '+' || s[i] == '-'))
        buf[p++] = s[i++];
    const char *rest = s + i;
    size_t rlen = len - i;
    if ((rlen == 3 && !strncasecmp(rest, "inf", 3)) ||
        (rlen == 8 && !strncasecmp(rest, "infinity", 8)) ||
        (rlen == 3 && !strncasecmp(rest, "nan", 3)))
        return float_new(rest[0] == 'n' || rest[0] == 'N' ? NAN
                         : buf[0] == '-'                  ? -INFINITY
                                                          : INFINITY);
    if (!(rlen >= 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X'))) {
        buf[p++] = '0';
        buf[p++] = 'x';
    }
    bool digit = false;
    for (size_t k = 0; k < rlen; k++) {
        char ch = rest[k];
        if (isxdigit((unsigned char)ch) && !(k > 0 && (rest[k - 1] == 'p' || rest[k - 1] == 'P')))
            digit = true;
        if (!isxdigit((unsigned char)ch) && !strchr(".pPxX+-", ch))
            return exc_raise(&exc_ValueError, "invalid hexadecimal floating-point string");
        buf[p++] = ch;
    }
    buf[p] = 0;
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    if (!digit || *end)
        return exc_raise(&exc_ValueError, "invalid hexadecimal floating-point string");
    if (errno == ERANGE && isinf(v))
        return exc_raise(&exc_OverflowError, "hexadecimal value too large to represent as a "
                                             "float");
    return float_new(v);
}

/* cls.fromhex(s): a subclass gets cls(the float), as CPython's does */
static obj *float_m_fromhex(obj **args, size_t nargs, obj *kw)
{
    obj *f = float_fromhex(args[1]);
    if (!f || args[0] == (obj *)&type_float)
        return f;
    obj *r = op_call1(args[0], f);
    decref(f);
    return r;
}

static const struct method_def float_methods[] = {
    {"hex", float_m_hex, METH_NOARGS},
    {"fromhex", float_m_fromhex, METH_CLASS | METH_O},
    {"is_integer", float_m_is_integer, METH_NOARGS},
    {"as_integer_ratio", float_m_as_integer_ratio, METH_NOARGS},
    {"conjugate", float_m_conjugate, METH_NOARGS},
    {NULL, NULL, 0},
};
static const struct getset_def float_getset[] = {
    {"real", float_get_real},
    {"imag", float_get_imag},
    {NULL, NULL},
};

struct type type_float = {
    .name = "float",
    .flags = TF_BASETYPE | TF_FLOAT,
    .methods = float_methods,
    .getset = float_getset,
    .dealloc = float_dealloc,
    .repr = float_repr,
    .hash = float_hash,
    .compare = float_compare,
    .binary = float_binary,
    .unary = float_unary,
    .truth = float_truth,
    .construct = float_construct,
    .construct_sig = PA_SIG_POS(0, 1, NULL),
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

struct cplx {
    double re, im;
};

static struct cplx c_mul(struct cplx a, struct cplx b)
{
    return (struct cplx){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

/* b != 0: scaled by the larger part of b, as CPython does, to avoid needless overflow */
static struct cplx c_div(struct cplx a, struct cplx b)
{
    if (fabs(b.re) >= fabs(b.im)) {
        double ratio = b.im / b.re, den = b.re + b.im * ratio;
        return (struct cplx){(a.re + a.im * ratio) / den, (a.im - a.re * ratio) / den};
    }
    double ratio = b.re / b.im, den = b.re * ratio + b.im;
    return (struct cplx){(a.re * ratio + a.im) / den, (a.im * ratio - a.re) / den};
}

/* Small integer powers by repeated squaring, like CPython (1j ** 2 is exactly -1) */
static struct cplx c_powi(struct cplx x, long n)
{
    unsigned long u = n < 0 ? (unsigned long)-n : (unsigned long)n;
    struct cplx r = {1, 0}, p = x;
    for (unsigned long mask = 1; mask && u >= mask; mask <<= 1) {
        if (u & mask)
            r = c_mul(r, p);
        p = c_mul(p, p);
    }
    return n < 0 ? c_div((struct cplx){1, 0}, r) : r;
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
        struct cplx q = c_div((struct cplx){ar, ai}, (struct cplx){br, bi});
        return complex_new(q.re, q.im);
    }
    case BIN_POW: {
        if (bi == 0 && br == floor(br) && fabs(br) <= 100) {
            if (ar == 0 && ai == 0 && br < 0)
                return exc_raise(&exc_ZeroDivisionError, "0.0 to a negative or complex power");
            struct cplx r = c_powi((struct cplx){ar, ai}, (long)br);
            /* CPython reports an infinite part as overflow; a NaN (inf - inf) is not */
            if (isinf(r.re) || isinf(r.im))
                return exc_raise(&exc_OverflowError, "complex exponentiation");
            return complex_new(r.re, r.im);
        }
        if (br == 0 && bi == 0)
            return complex_new(1, 0);
        if (ar == 0 && ai == 0) {
            if (bi != 0 || br < 0)
                return exc_raise(&exc_ZeroDivisionError, "0.0 to a negative or complex power");
            return complex_new(0, 0);
        }
        double vabs = hypot(ar, ai), len = pow(vabs, br), at = atan2(ai, ar), phase = at * br;
        if (bi != 0) {
            len /= exp(at * bi);
            phase += bi * log(vabs);
        }
        double rr = len * cos(phase), ri = len * sin(phase);
        if (isinf(rr) || isinf(ri))
            return exc_raise(&exc_OverflowError, "complex exponentiation");
        return complex_new(rr, ri);
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

/* Length of the real-number token at s (sign, digits with '_', point, exponent, or the
 * words inf/infinity/nan); parse_float_text then checks it. 0: none. */
static size_t real_token(const char *s, size_t len)
{
    size_t i = 0;
    if (i < len && (s[i] == '+' || s[i] == '-'))
        i++;
    size_t start = i;
    while (i < len && isalpha((unsigned char)s[i]) && s[i] != 'j' && s[i] != 'J')
        i++;
    if (i > start)
        return i;
    while (i < len && (isdigit((unsigned char)s[i]) || s[i] == '_' || s[i] == '.'))
        i++;
    if (i == start)
        return 0;
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        size_t k = i + 1;
        if (k < len && (s[k] == '+' || s[k] == '-'))
            k++;
        size_t d = k;
        while (k < len && (isdigit((unsigned char)s[k]) || s[k] == '_'))
            k++;
        if (k > d)
            i = k;
    }
    return i;
}

/* complex('1+2j'), complex('(-1.5j)'), complex('j'): CPython's forms, spaces only around */
static bool parse_complex_text(const char *s, size_t len, double *re, double *im)
{
    while (len && unicode_isspace((unsigned char)*s))
        s++, len--;
    while (len && unicode_isspace((unsigned char)s[len - 1]))
        len--;
    if (len >= 2 && s[0] == '(' && s[len - 1] == ')') {
        s++, len -= 2;
        while (len && unicode_isspace((unsigned char)*s))
            s++, len--;
        while (len && unicode_isspace((unsigned char)s[len - 1]))
            len--;
    }
    *re = *im = 0;
    size_t n = real_token(s, len);
    double x = 1;
    if (n && !parse_float_text(s, n, &x))
        return false;
    if (!n) { /* "j", "-j" */
        if (len && (s[0] == '+' || s[0] == '-'))
            n = 1, x = s[0] == '-' ? -1 : 1;
        if (n + 1 != len || (s[n] != 'j' && s[n] != 'J'))
            return false;
        *im = x;
        return true;
    }
    if (n == len) {
        if (!n)
            return false;
        *re = x;
        return true;
    }
    if (s[n] == 'j' || s[n] == 'J') {
        *im = x;
        return n + 1 == len;
    }
    if (!n || (s[n] != '+' && s[n] != '-'))
        return false;
    *re = x;
    s += n, len -= n;
    n = real_token(s, len);
    double y = s[0] == '-' ? -1 : 1;
    if (n > 1 && !parse_float_text(s, n, &y))
        return false;
    if (n <= 1)
        n = 1; /* "1+j": the sign alone */
    if (n + 1 != len || (s[n] != 'j' && s[n] != 'J'))
        return false;
    *im = y;
    return true;
}

static obj *complex_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj **a = args;
    if (a[0] && is_str(a[0])) {
        if (a[1])
            return exc_raise(&exc_TypeError, "complex() can't take second arg if first is a "
                                             "string");
        double re, im;
        obj *t = str_decimal_to_ascii(a[0]);
        if (!t)
            return NULL;
        bool ok = parse_complex_text(str_cstr(t), str_len(t), &re, &im);
        decref(t);
        if (!ok)
            return exc_raise(&exc_ValueError, "complex() arg is a malformed string");
        return complex_new(re, im);
    }
    if (a[1] && is_str(a[1]))
        return exc_raise(&exc_TypeError, "complex() second arg can't be a string");
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
    /* CPython adds the cross terms only for complex arguments: complex(0, -0.0) keeps -0.0 */
    bool c1 = a[0] && type_of(a[0]) == &type_complex, c2 = a[1] && type_of(a[1]) == &type_complex;
    double re = r1, im = r2;
    if (c2)
        re -= i2;
    if (c1)
        im = a[1] ? im + i1 : i1;
    return complex_new(re, im);
}

static obj *complex_m_conjugate(obj **args, size_t nargs, obj *kw)
{
    return complex_new(AS(complex_obj, args[0])->re, -AS(complex_obj, args[0])->im);
}

static const struct method_def complex_methods[] = {
    {"conjugate", complex_m_conjugate, METH_NOARGS},
    {NULL, NULL, 0},
};
static const struct getset_def complex_getset[] = {
    MEMBER("real", MEMBER_DOUBLE | MEMBER_READONLY, struct complex_obj, re),
    MEMBER("imag", MEMBER_DOUBLE | MEMBER_READONLY, struct complex_obj, im),
    {NULL, NULL},
};

struct type type_complex = {
    .name = "complex",
    .flags = TF_BASETYPE,
    .methods = complex_methods,
    .getset = complex_getset,
    .repr = complex_repr,
    .hash = complex_hash,
    .compare = complex_compare,
    .binary = complex_binary,
    .unary = complex_unary,
    .truth = complex_truth,
    .construct = complex_construct,
    .construct_sig = PA_SIG_KW(0, 2, NULL, "real", "imag"),
};
