/* executor/types/obj_int.c: int (63-bit tagged small ints, GMP beyond) and bool.
 * Every GMP operation is preflighted: GMP aborts the process when an allocation fails, so
 * a result larger than LIMIT_INT_BITS or the heap cap is refused with MemoryError first. */
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/strfmt.h"

#define HASH_MODULUS (((int64_t)1 << 61) - 1)

static obj *big_new(void)
{
    struct bigint_obj *b = (struct bigint_obj *)obj_alloc(&type_int, sizeof *b);
    if (!b)
        return NULL;
    mpz_init(b->z);
    return (obj *)b;
}

/* An int object of its own, even for a small value: instances of classes derived from
 * int need a body to carry their class (a tagged small int has none). */
obj *int_new_boxed(obj *v)
{
    obj *b = big_new();
    if (b)
        int_to_mpz(v, AS(bigint_obj, b)->z);
    return b;
}

/* the mpz's limbs */
static void int_dealloc(obj *o)
{
    mpz_clear(AS(bigint_obj, o)->z);
    obj_free(o);
}

obj *int_from_i64(int64_t v)
{
    if (v >= SMALL_MIN && v <= SMALL_MAX)
        return small_new((intptr_t)v);
    obj *b = big_new();
    if (b)
        mpz_set_si(AS(bigint_obj, b)->z, v);
    return b;
}

obj *int_from_mpz(mpz_srcptr z)
{
    if (mpz_fits_slong_p(z)) {
        long v = mpz_get_si(z);
        if (v >= SMALL_MIN && v <= SMALL_MAX)
            return small_new(v);
    }
    if (!int_check_bits(mpz_sizeinbase(z, 2)))
        return NULL;
    obj *b = big_new();
    if (b)
        mpz_set(AS(bigint_obj, b)->z, z);
    return b;
}

/* Moves a temporary into a new int object (no copy), clearing tmp. */
static obj *int_from_tmp(mpz_t tmp)
{
    if (mpz_fits_slong_p(tmp)) {
        long v = mpz_get_si(tmp);
        if (v >= SMALL_MIN && v <= SMALL_MAX) {
            mpz_clear(tmp);
            return small_new(v);
        }
    }
    struct bigint_obj *b = (struct bigint_obj *)obj_alloc(&type_int, sizeof *b);
    if (!b) {
        mpz_clear(tmp);
        return NULL;
    }
    memcpy(b->z, tmp, sizeof(mpz_t));
    return (obj *)b;
}

bool int_check_bits(size_t bits)
{
    if (bits > LIMIT_INT_BITS) {
        exc_no_memory();
        return false;
    }
    return mem_check(bits / 8 + 64);
}

static uint64_t mul_ops(size_t abits, size_t bbits)
{
    uint64_t a = abits / 64 + 1, b = bbits / 64 + 1;
    if (a < b) {
        uint64_t t = a;
        a = b;
        b = t;
    }
    return b <= LIMIT_INT_BASECASE_LIMBS ? a * b / 8
                                         : (a + b) * (uint64_t)(64 - __builtin_clzll(b)) / 2;
}

/* Charges n products of an a-bit by a b-bit number. */
static bool charge_muls(size_t abits, size_t bbits, uint64_t n)
{
    uint64_t one = mul_ops(abits, bbits), ops;
    if (__builtin_mul_overflow(one, n, &ops))
        ops = UINT64_MAX;
    if (vm_charge(ops))
        return true;
    vm_ops_exceeded();
    return false;
}

bool int_charge_mul(size_t abits, size_t bbits)
{
    return charge_muls(abits, bbits, 1);
}

static inline bool is_bool(const obj *o)
{
    return o == TRUE_OBJ || o == FALSE_OBJ;
}

/* bool is an int: its value is the tag */
static inline bool as_small(const obj *o, intptr_t *v)
{
    if (is_small(o)) {
        *v = small_val(o);
        return true;
    }
    if (is_bool(o)) {
        *v = o == TRUE_OBJ;
        return true;
    }
    return false;
}

/* The insides of a boxed int, or NULL with TypeError when o is no int at all. Every reader
 * below goes through here: a float or a complex passed where an int was expected must never
 * be read as one (its bytes would be taken for a GMP limb pointer and followed). */
static mpz_srcptr big_of(obj *o)
{
    if (!is_int(o)) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(o));
        return NULL;
    }
    return AS(bigint_obj, o)->z;
}

bool int_to_i64(obj *o, int64_t *out)
{
    intptr_t v;
    if (as_small(o, &v)) {
        *out = v;
        return true;
    }
    mpz_srcptr z = big_of(o);
    if (!z || !mpz_fits_slong_p(z))
        return false;
    *out = mpz_get_si(z);
    return true;
}

void int_to_mpz(obj *o, mpz_t out)
{
    intptr_t v;
    mpz_srcptr z;
    if (as_small(o, &v))
        mpz_set_si(out, v);
    else if ((z = big_of(o)))
        mpz_set(out, z);
    else
        mpz_set_ui(out, 0);
}

int int_sign(obj *o)
{
    intptr_t v;
    if (as_small(o, &v))
        return (v > 0) - (v < 0);
    mpz_srcptr z = big_of(o);
    return z ? mpz_sgn(z) : 0;
}

size_t int_bit_length(obj *o)
{
    intptr_t v;
    if (as_small(o, &v)) {
        uint64_t u = v < 0 ? (uint64_t)(-(int64_t)v) : (uint64_t)v;
        return u ? 64 - (size_t)__builtin_clzll(u) : 0;
    }
    mpz_srcptr z = big_of(o);
    return z && mpz_sgn(z) ? mpz_sizeinbase(z, 2) : 0;
}

/* Correctly rounded (half-even) conversion: keep 55 significant bits plus a sticky bit and
 * let the hardware round once. mpz_get_d would truncate. */
static double mpz_to_double(mpz_srcptr z, bool *overflow)
{
    *overflow = false;
    size_t bl = mpz_sgn(z) ? mpz_sizeinbase(z, 2) : 0;
    if (bl <= 53)
        return mpz_get_d(z);
    if (bl > 1024) {
        *overflow = true;
        return 0;
    }
    mpz_t t;
    mpz_init(t);
    mpz_abs(t, z);
    size_t shift = bl - 55;
    bool sticky = mpz_scan1(t, 0) < shift;
    mpz_tdiv_q_2exp(t, t, shift);
    uint64_t top = mpz_get_ui(t) | (sticky ? 1 : 0);
    mpz_clear(t);
    double d = ldexp((double)top, (int)shift);
    if (isinf(d)) {
        *overflow = true;
        return 0;
    }
    return mpz_sgn(z) < 0 ? -d : d;
}

double int_to_double(obj *o, bool *overflow)
{
    intptr_t v;
    *overflow = false;
    if (as_small(o, &v))
        return (double)v; /* round-half-even by the hardware */
    mpz_srcptr z = big_of(o);
    return z ? mpz_to_double(z, overflow) : 0.0;
}

obj *int_from_double(double d)
{
    if (isnan(d))
        return exc_raise(&exc_ValueError, "cannot convert float NaN to integer");
    if (isinf(d))
        return exc_raise(&exc_OverflowError, "cannot convert float infinity to integer");
    d = trunc(d);
    if (d >= -4.6e18 && d <= 4.6e18)
        return int_from_i64((int64_t)d);
    mpz_t t;
    mpz_init_set_d(t, d);
    return int_from_tmp(t);
}

static obj *digits_error(void)
{
    return exc_raise(&exc_ValueError,
                     "Exceeds the limit (%d digits) for integer string conversion; use "
                     "sys.set_int_max_str_digits() to increase the limit",
                     LIMIT_INT_STR_DIGITS);
}

obj *int_repr(obj *o)
{
    intptr_t v;
    if (as_small(o, &v)) {
        size_t n = strfmt_small_int_len(v);
        if (n == 1) {
            char c = (char)('0' + v);
            return str_new(&c, 1);
        }
        obj *s = str_alloc(n);
        if (!s)
            return NULL;
        strfmt_small_int_put(v, AS(str_obj, s)->data, n);
        AS(str_obj, s)->cplen = n;
        AS(str_obj, s)->ascii = true;
        return s;
    }
    mpz_srcptr z = AS(bigint_obj, o)->z;
    size_t bits = mpz_sizeinbase(z, 2);
    /* 4300 digits need at least 14284 bits; above ~14300 the limit is certainly passed. */
    if (bits > 14300)
        return digits_error();
    size_t cap = mpz_sizeinbase(z, 10) + 2;
    obj *s = str_alloc(cap);
    if (!s)
        return NULL;
    mpz_get_str(AS(str_obj, s)->data, 10, z);
    size_t n = strlen(AS(str_obj, s)->data);
    AS(str_obj, s)->len = n;
    if (n - (AS(str_obj, s)->data[0] == '-') > LIMIT_INT_STR_DIGITS) {
        decref(s);
        return digits_error();
    }
    str_finish(s);
    return s;
}

obj *int_to_base(obj *o, int base, bool prefix)
{
    mpz_t t;
    mpz_init(t);
    int_to_mpz(o, t);
    size_t bits = mpz_sizeinbase(t, 2);
    if (!mem_check(bits + 8)) {
        mpz_clear(t);
        return NULL;
    }
    size_t cap = mpz_sizeinbase(t, base) + 4;
    char *buf = mem_alloc(cap);
    if (!buf) {
        mpz_clear(t);
        return NULL;
    }
    bool neg = mpz_sgn(t) < 0;
    mpz_abs(t, t);
    size_t off = 0;
    if (neg)
        buf[off++] = '-';
    if (prefix) {
        buf[off++] = '0';
        buf[off++] = base == 16 ? 'x' : base == 8 ? 'o' : 'b';
    }
    mpz_get_str(buf + off, base, t);
    mpz_clear(t);
    obj *s = str_new(buf, strlen(buf));
    mem_free(buf);
    return s;
}

/* int()'s ValueError for TEXT (a str), naming it as CPython's %.200R does: its repr, cut
 * after 200 characters. Returns NULL. */
static obj *int_literal_error(obj *text, int base)
{
    obj *r = op_repr(text);
    if (!r)
        return NULL;
    size_t cut = str_cp_offset(r, 200);
    exc_raise(&exc_ValueError, "invalid literal for int() with base %d: %.*s", base,
              (int)(cut < str_len(r) ? cut : str_len(r)), str_cstr(r));
    decref(r);
    return NULL;
}

/* int(s, base) and literals. literal: no whitespace/sign, and the syntax is already valid. */
obj *int_from_string(const char *s, size_t len, int base, bool literal)
{
    const char *orig = s;
    size_t orig_len = len;
    while (len && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v'))
        s++, len--;
    while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\n' ||
                   s[len - 1] == '\r' || s[len - 1] == '\f' || s[len - 1] == '\v'))
        len--;
    bool neg = false;
    if (len && (*s == '+' || *s == '-')) {
        neg = *s == '-';
        s++, len--;
    }
    int b = base;
    if (len >= 2 && s[0] == '0') {
        char c = (char)(s[1] | 0x20);
        int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
        if (pb && (base == 0 || base == pb)) {
            b = pb;
            s += 2, len -= 2;
            if (len && *s == '_')
                s++, len--;
        }
    }
    if (b == 0)
        b = 10;
    char *digits = mem_alloc(len + 2);
    if (!digits)
        return NULL;
    size_t nd = 0;
    bool ok = len > 0;
    for (size_t i = 0; i < len && ok; i++) {
        char c = s[i];
        if (c == '_') {
            if (i == 0 || i + 1 == len || s[i + 1] == '_')
                ok = false;
            continue;
        }
        int dv = c >= '0' && c <= '9'   ? c - '0'
                 : c >= 'a' && c <= 'z' ? c - 'a' + 10
                 : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                                        : 99;
        if (dv >= b)
            ok = false;
        digits[nd++] = c;
    }
    digits[nd] = 0;
    /* base 0: leading zeros are only allowed for zero itself */
    if (ok && base == 0 && b == 10 && nd > 1 && digits[0] == '0') {
        for (size_t i = 0; i < nd; i++)
            if (digits[i] != '0')
                ok = false;
    }
    if (!ok) {
        mem_free(digits);
        if (literal)
            return exc_raise(&exc_SyntaxError, "invalid literal");
        obj *so = str_new(orig, orig_len);
        if (so) {
            int_literal_error(so, base);
            decref(so);
        }
        return NULL;
    }
    if (b == 10 && nd > LIMIT_INT_STR_DIGITS) {
        mem_free(digits);
        return exc_raise(&exc_ValueError,
                         "Exceeds the limit (%d digits) for integer string conversion: value "
                         "has %zu digits; use sys.set_int_max_str_digits() to increase the limit",
                         LIMIT_INT_STR_DIGITS, nd);
    }
    if (nd <= 18 && b == 10) {
        int64_t v = strtoll(digits, NULL, 10);
        mem_free(digits);
        return int_from_i64(neg ? -v : v);
    }
    if (!int_check_bits(nd * 6)) {
        mem_free(digits);
        return NULL;
    }
    mpz_t t;
    mpz_init(t);
    mpz_set_str(t, digits, b);
    mem_free(digits);
    if (neg)
        mpz_neg(t, t);
    return int_from_tmp(t);
}

int int_hash(obj *o, int64_t *out)
{
    intptr_t v;
    int64_t h;
    if (as_small(o, &v)) {
        h = v >= 0 ? v % HASH_MODULUS : -((-v) % HASH_MODULUS);
    } else {
        mpz_srcptr z = AS(bigint_obj, o)->z;
        mpz_t t;
        mpz_init(t);
        mpz_abs(t, z);
        uint64_t r = mpz_fdiv_ui(t, (unsigned long)HASH_MODULUS);
        mpz_clear(t);
        h = mpz_sgn(z) < 0 ? -(int64_t)r : (int64_t)r;
    }
    *out = h == -1 ? -2 : h;
    return 0;
}

intptr_t int_as_index(obj *o)
{
    int64_t v;
    if (!int_to_i64(o, &v)) {
        exc_raise(&exc_OverflowError, "Python int too large to convert to C ssize_t");
        return -1;
    }
    return (intptr_t)v;
}

/* ---- arithmetic ---- */
static obj *float_div_ints(obj *a, obj *b)
{
    intptr_t x, y;
    if (as_small(a, &x) && as_small(b, &y) && x > -(1LL << 53) && x < (1LL << 53) &&
        y > -(1LL << 53) && y < (1LL << 53)) {
        if (y == 0)
            return exc_raise(&exc_ZeroDivisionError, "division by zero");
        return float_new((double)x / (double)y);
    }
    mpz_t n, d, q, r;
    mpz_inits(n, d, q, r, NULL);
    int_to_mpz(a, n);
    int_to_mpz(b, d);
    if (!mpz_sgn(d)) {
        mpz_clears(n, d, q, r, NULL);
        return exc_raise(&exc_ZeroDivisionError, "division by zero");
    }
    int sign = mpz_sgn(n) * mpz_sgn(d);
    mpz_abs(n, n);
    mpz_abs(d, d);
    long bn = mpz_sgn(n) ? (long)mpz_sizeinbase(n, 2) : 0;
    long bd = (long)mpz_sizeinbase(d, 2);
    long k = 55 - (bn - bd); /* quotient gets >= 55 bits */
    if (k > 0)
        mpz_mul_2exp(n, n, (unsigned long)k);
    else if (k < 0)
        mpz_mul_2exp(d, d, (unsigned long)-k);
    mpz_tdiv_qr(q, r, n, d);
    bool overflow;
    if (mpz_sgn(r))
        mpz_setbit(q, 0);
    double m = mpz_to_double(q, &overflow);
    mpz_clears(n, d, q, r, NULL);
    double res = ldexp(m, (int)-k);
    if (isinf(res) || overflow)
        return exc_raise(&exc_OverflowError, "integer division result too large for a float");
    return float_new(sign < 0 ? -res : res);
}

static obj *big_binary(obj *a, obj *b, int op)
{
    mpz_t x, y, r;
    mpz_inits(x, y, r, NULL);
    int_to_mpz(a, x);
    int_to_mpz(b, y);
    size_t bx = mpz_sizeinbase(x, 2), by = mpz_sizeinbase(y, 2);
    size_t need = (bx > by ? bx : by) + 1;
    obj *res = NULL;
    switch (op) {
    case BIN_ADD:
    case BIN_SUB:
    case BIN_AND:
    case BIN_OR:
    case BIN_XOR:
        if (!int_check_bits(need))
            goto out;
        if (op == BIN_ADD)
            mpz_add(r, x, y);
        else if (op == BIN_SUB)
            mpz_sub(r, x, y);
        else if (op == BIN_AND)
            mpz_and(r, x, y);
        else if (op == BIN_OR)
            mpz_ior(r, x, y);
        else
            mpz_xor(r, x, y);
        break;
    case BIN_MUL:
        if (!int_check_bits(bx + by))
            goto out;
        if (!int_charge_mul(bx, by))
            goto out;
        mpz_mul(r, x, y);
        break;
    case BIN_FLOORDIV:
    case BIN_MOD:
        if (!mpz_sgn(y)) {
            exc_raise(&exc_ZeroDivisionError, op == BIN_MOD ? "integer modulo by zero"
                                                            : "integer division or modulo by zero");
            goto out;
        }
        /* a division costs about two products of the quotient by the divisor */
        if (bx > by && !int_charge_mul(2 * (bx - by), by))
            goto out;
        if (op == BIN_FLOORDIV)
            mpz_fdiv_q(r, x, y);
        else
            mpz_fdiv_r(r, x, y);
        break;
    case BIN_LSHIFT:
    case BIN_RSHIFT: {
        if (mpz_sgn(y) < 0) {
            exc_raise(&exc_ValueError, "negative shift count");
            goto out;
        }
        if (op == BIN_RSHIFT) {
            if (!mpz_fits_ulong_p(y))
                mpz_set_si(r, mpz_sgn(x) < 0 ? -1 : 0);
            else
                mpz_fdiv_q_2exp(r, x, mpz_get_ui(y));
            break;
        }
        if (!mpz_sgn(x)) {
            mpz_set_ui(r, 0);
            break;
        }
        if (!mpz_fits_ulong_p(y) || !int_check_bits(bx + mpz_get_ui(y)))
            goto out_mem;
        mpz_mul_2exp(r, x, mpz_get_ui(y));
        break;
    }
    case BIN_POW: {
        if (mpz_sgn(y) < 0) {
            bool ov1, ov2;
            double fx = mpz_to_double(x, &ov1), fy = mpz_to_double(y, &ov2);
            mpz_clears(x, y, r, NULL);
            if (fx == 0)
                return exc_raise(&exc_ZeroDivisionError,
                                 "0.0 cannot be raised to a negative power");
            if (ov1 || ov2)
                return exc_raise(&exc_OverflowError, "int too large to convert to float");
            return float_new(pow(fx, fy));
        }
        /* results of 0, 1, -1 bases are small whatever the exponent */
        if (mpz_cmpabs_ui(x, 1) <= 0) {
            if (!mpz_sgn(x))
                mpz_set_ui(r, mpz_sgn(y) ? 0 : 1);
            else if (mpz_sgn(x) > 0 || mpz_even_p(y))
                mpz_set_ui(r, 1);
            else
                mpz_set_si(r, -1);
            break;
        }
        if (!mpz_fits_ulong_p(y))
            goto out_mem;
        unsigned long e = mpz_get_ui(y);
        if (bx > 0 && e > LIMIT_INT_BITS / bx + 1)
            goto out_mem;
        if (!int_check_bits(bx * e))
            goto out;
        /* squarings up to the result's size: the last one costs as much as all before */
        if (!int_charge_mul(bx * e, bx * e))
            goto out;
        mpz_pow_ui(r, x, e);
        break;
    }
    default:
        res = incref(NOTIMPL);
        goto out;
    }
    mpz_clears(x, y, NULL);
    return int_from_tmp(r);
out_mem:
    exc_no_memory();
out:
    mpz_clears(x, y, r, NULL);
    return res;
}

obj *int_binary(obj *a, obj *b, int op)
{
    if (!is_int(a) || !is_int(b)) {
        /* int op float is handled by float's slot; reached only when float's slot is not
         * consulted, i.e. a is an int and b is something else. */
        if ((is_int(a) && is_float(b)) || (is_float(a) && is_int(b)))
            return type_float.binary(a, b, op);
        if (is_int(a) && !is_small(b) && b->type == &type_complex)
            return type_complex.binary(a, b, op);
        return incref(NOTIMPL);
    }
    intptr_t x, y;
    if (as_small(a, &x) && as_small(b, &y)) {
        int64_t r;
        switch (op) {
        case BIN_ADD:
            return int_from_i64((int64_t)x + y); /* 63-bit operands cannot overflow int64 */
        case BIN_SUB:
            return int_from_i64((int64_t)x - y);
        case BIN_MUL:
            if (!__builtin_mul_overflow((int64_t)x, (int64_t)y, &r))
                return int_from_i64(r);
            break;
        case BIN_FLOORDIV:
        case BIN_MOD: {
            if (y == 0)
                return exc_raise(&exc_ZeroDivisionError,
                                 op == BIN_MOD ? "integer modulo by zero"
                                               : "integer division or modulo by zero");
            int64_t q = x / y, m = x % y;
            if (m != 0 && ((m < 0) != (y < 0))) {
                q--;
                m += y;
            }
            return int_from_i64(op == BIN_MOD ? m : q);
        }
        case BIN_TRUEDIV:
            return float_div_ints(a, b);
        case BIN_AND:
            return small_new(x & y);
        case BIN_OR:
            return small_new(x | y);
        case BIN_XOR:
            return small_new(x ^ y);
        case BIN_LSHIFT:
            if (y < 0)
                return exc_raise(&exc_ValueError, "negative shift count");
            if (y < 62 && !__builtin_mul_overflow((int64_t)x, (int64_t)1 << y, &r))
                return int_from_i64(r);
            break;
        case BIN_RSHIFT:
            if (y < 0)
                return exc_raise(&exc_ValueError, "negative shift count");
            return small_new(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
        case BIN_POW:
            if (y >= 0) {
                int64_t base = x, acc = 1;
                int64_t e = y;
                bool overflow = false;
                while (e > 0 && !overflow) {
                    if (e & 1)
                        overflow |= __builtin_mul_overflow(acc, base, &acc);
                    e >>= 1;
                    if (e)
                        overflow |= __builtin_mul_overflow(base, base, &base);
                }
                if (!overflow)
                    return int_from_i64(acc);
            }
            break;
        case BIN_MATMUL:
            return incref(NOTIMPL);
        }
    }
    if (op == BIN_TRUEDIV)
        return float_div_ints(a, b);
    if (op == BIN_MATMUL)
        return incref(NOTIMPL);
    return big_binary(a, b, op);
}

obj *int_compare(obj *a, obj *b, int op)
{
    int c;
    intptr_t x, y;
    if (!is_int(b)) {
        if (is_float(b) || (!is_small(b) && b->type == &type_complex))
            return type_of(b)->compare(a, b, op); /* float slot handles int operands */
        return incref(NOTIMPL);
    }
    if (!is_int(a))
        return incref(NOTIMPL);
    if (as_small(a, &x) && as_small(b, &y)) {
        c = (x > y) - (x < y);
    } else {
        mpz_t p, q;
        mpz_inits(p, q, NULL);
        int_to_mpz(a, p);
        int_to_mpz(b, q);
        c = mpz_cmp(p, q);
        mpz_clears(p, q, NULL);
    }
    return bool_obj(op_cmp_holds(c, op));
}

static obj *int_unary(obj *a, int op)
{
    intptr_t x;
    if (as_small(a, &x)) {
        switch (op) {
        case UN_NEG:
            return int_from_i64(-(int64_t)x);
        case UN_POS:
            return small_new(x);
        default:
            return small_new(~x);
        }
    }
    mpz_t r;
    mpz_init(r);
    if (op == UN_NEG)
        mpz_neg(r, AS(bigint_obj, a)->z);
    else if (op == UN_POS)
        mpz_set(r, AS(bigint_obj, a)->z);
    else
        mpz_com(r, AS(bigint_obj, a)->z);
    return int_from_tmp(r);
}

obj *int_pow_mod(obj *b, obj *e, obj *m)
{
    mpz_t x, y, z, r;
    mpz_inits(x, y, z, r, NULL);
    int_to_mpz(b, x);
    int_to_mpz(e, y);
    int_to_mpz(m, z);
    obj *res = NULL;
    if (!mpz_sgn(z)) {
        exc_raise(&exc_ValueError, "pow() 3rd argument cannot be 0");
        goto out;
    }
    /* a squaring and a reduction per bit of the exponent, on numbers of the modulus' size,
     * after reducing the base (an inverse, for a negative exponent, is a few products) */
    size_t mbits = mpz_sizeinbase(z, 2), ebits = mpz_sizeinbase(y, 2);
    if (!int_charge_mul(mpz_sizeinbase(x, 2), mbits) ||
        !charge_muls(mbits, mbits, 2 * (uint64_t)ebits + (mpz_sgn(y) < 0 ? 8 : 0)))
        goto out;
    if (mpz_sgn(y) < 0) {
        mpz_t az;
        mpz_init(az);
        mpz_abs(az, z);
        if (!mpz_invert(x, x, az)) {
            mpz_clear(az);
            exc_raise(&exc_ValueError, "base is not invertible for the given modulus");
            goto out;
        }
        mpz_clear(az);
        mpz_neg(y, y);
    }
    {
        mpz_t az;
        mpz_init(az);
        mpz_abs(az, z);
        mpz_powm(r, x, y, az);
        /* CPython: the result takes the sign of the modulus */
        if (mpz_sgn(z) < 0 && mpz_sgn(r))
            mpz_add(r, r, z);
        mpz_clear(az);
    }
    mpz_clears(x, y, z, NULL);
    return int_from_tmp(r);
out:
    mpz_clears(x, y, z, r, NULL);
    return res;
}

static int int_truth(obj *o)
{
    intptr_t v;
    if (as_small(o, &v))
        return v != 0;
    return mpz_sgn(AS(bigint_obj, o)->z) != 0;
}

/* int(x), int(s, base) */
/* int(str): Unicode digits count (int('١٢٣')); the error names the text as given */
static obj *int_from_str_obj(obj *x, int base)
{
    obj *t = str_decimal_to_ascii(x);
    if (!t)
        return NULL;
    obj *r = int_from_string(str_cstr(t), str_len(t), base, false);
    decref(t);
    if (!r && t != x && exc_pending_is(&exc_ValueError) && !vm->fatal) {
        obj *msg = exc_str(vm->exc);
        if (msg && strstr(str_cstr(msg), "invalid literal for int()")) {
            exc_clear();
            int_literal_error(x, base);
        }
        xdecref(msg);
    }
    return r;
}

/* the plain int value of an int or bool (True.real is 1) */
static obj *int_get_real_value(obj *o)
{
    if (is_small(o))
        return o;
    if (o == TRUE_OBJ || o == FALSE_OBJ)
        return small_new(o == TRUE_OBJ);
    if (o->type != &type_int) /* a derived class's value as a plain int */
        return int_from_mpz(big_of(o));
    return incref(o);
}

static obj *int_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj **a = args;
    if (!a[0]) {
        if (a[1])
            return exc_raise(&exc_TypeError, "int() missing string argument");
        return small_new(0);
    }
    obj *x = a[0];
    if (a[1]) {
        int64_t base;
        if (!is_int(a[1]) || !int_to_i64(a[1], &base))
            return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                             op_type_name(a[1]));
        if ((base != 0 && base < 2) || base > 36)
            return exc_raise(&exc_ValueError, "int() base must be >= 2 and <= 36, or 0");
        if (!is_str(x))
            return exc_raise(&exc_TypeError, "int() can't convert non-string with explicit base");
        return int_from_str_obj(x, (int)base);
    }
    if (is_int(x)) /* int(derived) is a plain int */
        return int_get_real_value(x);
    if (is_float(x))
        return int_from_double(float_val(x));
    if (is_str(x))
        return int_from_str_obj(x, 10);
    if (!is_small(x) && x->type == &type_bytes)
        return int_from_string((const char *)AS(bytes_obj, x)->data, AS(bytes_obj, x)->len, 10,
                               false);
    obj *r;
    if (op_call_special(x, "__int__", NULL, &r) || op_call_special(x, "__index__", NULL, &r))
        return r;
    return exc_raise(&exc_TypeError,
                     "int() argument must be a string, a bytes-like object or a real number, "
                     "not '%s'",
                     op_type_name(x));
}

/* ---- methods ---- */
static obj *int_m_bit_length(obj **args, size_t nargs, obj *kw)
{
    return int_from_i64((int64_t)int_bit_length(args[0]));
}

static obj *int_m_bit_count(obj **args, size_t nargs, obj *kw)
{
    mpz_t t;
    mpz_init(t);
    int_to_mpz(args[0], t);
    mpz_abs(t, t);
    uint64_t c = mpz_popcount(t);
    mpz_clear(t);
    return int_from_i64((int64_t)c);
}

static obj *int_m_conjugate(obj **args, size_t nargs, obj *kw)
{
    return int_get_real_value(args[0]);
}

static obj *int_m_to_bytes(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    int64_t length = 1;
    if (a[1] && (!is_int(a[1]) || !int_to_i64(a[1], &length)))
        return exc_raise(&exc_TypeError, "length must be an int");
    if (length < 0)
        return exc_raise(&exc_ValueError, "length argument must be non-negative");
    if (!mem_check((size_t)length))
        return NULL;
    bool little = a[2] && is_str(a[2]) && !strcmp(str_cstr(a[2]), "little");
    if (a[2] &&
        (!is_str(a[2]) || (strcmp(str_cstr(a[2]), "little") && strcmp(str_cstr(a[2]), "big"))))
        return exc_raise(&exc_ValueError, "byteorder must be either 'little' or 'big'");
    bool sign = a[3] && op_truth(a[3]) > 0;
    mpz_t t;
    mpz_init(t);
    int_to_mpz(args[0], t);
    if (mpz_sgn(t) < 0 && !sign) {
        mpz_clear(t);
        return exc_raise(&exc_OverflowError, "can't convert negative int to unsigned");
    }
    if (mpz_sgn(t) < 0) { /* two's complement */
        mpz_t m;
        mpz_init_set_ui(m, 1);
        mpz_mul_2exp(m, m, (unsigned long)length * 8);
        mpz_add(t, t, m);
        mpz_clear(m);
    }
    size_t bits = mpz_sgn(t) ? mpz_sizeinbase(t, 2) : 0;
    bool fits = bits <= (size_t)length * 8;
    if (sign && fits && int_sign(args[0]) >= 0 && bits == (size_t)length * 8 && bits)
        fits = false;
    if (sign && int_sign(args[0]) < 0 && length > 0 && !mpz_tstbit(t, (size_t)length * 8 - 1))
        fits = false;
    if (!fits) {
        mpz_clear(t);
        return exc_raise(&exc_OverflowError, "int too big to convert");
    }
    unsigned char *buf = mem_calloc((size_t)length + 1);
    if (!buf) {
        mpz_clear(t);
        return NULL;
    }
    size_t count = 0;
    unsigned char *tmp = mem_calloc((size_t)length + 1);
    if (tmp && length)
        mpz_export(tmp, &count, -1, 1, 0, 0, t);
    for (size_t i = 0; i < count && i < (size_t)length; i++)
        buf[little ? i : (size_t)length - 1 - i] = tmp[i];
    mem_free(tmp);
    mpz_clear(t);
    obj *r = bytes_new(buf, (size_t)length);
    mem_free(buf);
    return r;
}

/* int.from_bytes(bytes, byteorder='big', *, signed=False) */
static obj *int_m_from_bytes(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    if (a[2] &&
        (!is_str(a[2]) || (strcmp(str_cstr(a[2]), "little") && strcmp(str_cstr(a[2]), "big"))))
        return exc_raise(&exc_ValueError, "byteorder must be either 'little' or 'big'");
    bool little = a[2] && !strcmp(str_cstr(a[2]), "little");
    int sign = a[3] ? op_truth(a[3]) : 0;
    if (sign < 0)
        return NULL;
    obj *b = type_of(a[1]) == &type_bytes ? incref(a[1]) : op_call1((obj *)&type_bytes, a[1]);
    if (!b)
        return NULL;
    struct bytes_obj *bo = AS(bytes_obj, b);
    if (!int_check_bits(bo->len * 8)) {
        decref(b);
        return NULL;
    }
    mpz_t z;
    mpz_init(z);
    if (bo->len)
        mpz_import(z, bo->len, little ? -1 : 1, 1, 0, 0, bo->data);
    if (sign && bo->len && (bo->data[little ? bo->len - 1 : 0] & 0x80)) {
        mpz_t m;
        mpz_init_set_ui(m, 1);
        mpz_mul_2exp(m, m, bo->len * 8);
        mpz_sub(z, z, m);
        mpz_clear(m);
    }
    decref(b);
    obj *r = int_from_mpz(z);
    mpz_clear(z);
    return r;
}

static obj *int_m_as_integer_ratio(obj **args, size_t nargs, obj *kw)
{
    obj *n = int_get_real_value(args[0]);
    obj *r = n ? tuple_pack(2, n, small_new(1)) : NULL;
    xdecref(n);
    return r;
}

static obj *int_get_imag(obj *o)
{
    return small_new(0);
}
static obj *int_get_one(obj *o)
{
    return small_new(1);
}

static const struct method_def int_methods[] = {
    {"bit_length", int_m_bit_length, METH_NOARGS},
    {"bit_count", int_m_bit_count, METH_NOARGS},
    {"conjugate", int_m_conjugate, METH_NOARGS},
    {"to_bytes", int_m_to_bytes, 0, PA_SIG_KW(0, 2, "is", "length", "byteorder", "signed")},
    {"from_bytes", int_m_from_bytes, METH_CLASS, PA_SIG_KW(1, 2, "Os", "bytes", "byteorder", "signed")},
    {"as_integer_ratio", int_m_as_integer_ratio, METH_NOARGS},
    {NULL, NULL, 0},
};
static const struct getset_def int_getset[] = {
    {"real", int_get_real_value}, {"imag", int_get_imag}, {"numerator", int_get_real_value},
    {"denominator", int_get_one}, {NULL, NULL},
};

struct type type_int = {
    .name = "int",
    .flags = TF_BASETYPE | TF_INTEGER,
    .methods = int_methods,
    .getset = int_getset,
    .dealloc = int_dealloc,
    .repr = int_repr,
    .hash = int_hash,
    .compare = int_compare,
    .binary = int_binary,
    .unary = int_unary,
    .truth = int_truth,
    .construct = int_construct,
    .construct_sig = PA_SIG_KW(0, 2, NULL, "", "base"),
};

/* ---- bool ---- */
static obj *bool_repr(obj *o)
{
    return str_new_cstr(o == TRUE_OBJ ? "True" : "False");
}

static obj *bool_binary(obj *a, obj *b, int op)
{
    if ((op == BIN_AND || op == BIN_OR || op == BIN_XOR) && is_type(a, &type_bool) &&
        is_type(b, &type_bool)) {
        bool x = a == TRUE_OBJ, y = b == TRUE_OBJ;
        return bool_obj(op == BIN_AND ? x && y : op == BIN_OR ? x || y : x != y);
    }
    return int_binary(a, b, op);
}

static obj *bool_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (!nargs)
        return FALSE_OBJ;
    int r = op_truth(args[0]);
    return r < 0 ? NULL : bool_obj(r);
}

struct type type_bool = {
    .name = "bool",
    .flags = TF_INTEGER,
    .base_type = &type_int,
    .repr = bool_repr,
    .binary = bool_binary,
    .construct = bool_construct,
    .construct_sig = PA_SIG_POS(0, 1, NULL),
};

struct int_small_bool true_obj_s = {{REFCNT_IMMORTAL, &type_bool}};
struct int_small_bool false_obj_s = {{REFCNT_IMMORTAL, &type_bool}};
