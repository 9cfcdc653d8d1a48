/* executor/lib/mod_math.c: the math module. Errors follow CPython: a NaN from a non-NaN argument
 * is ValueError("math domain error"), an infinity from a finite argument is
 * OverflowError("math range error") for functions that can overflow and a domain error for
 * the others (log(0), atanh(1)). floor/ceil/trunc return ints. gamma and lgamma use the
 * Lanczos approximation CPython uses (glibc's tgamma differs in the last bits); hypot, dist
 * and fsum are computed exactly and rounded once. */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/mod_fractions.h"
#include "executor/lib/mod_math.h"

/* ---- argument conversion (also used by the other number modules) ---- */

/* PyFloat_AsDouble: float, int, or an object with __float__ or __index__. */
bool math_arg_double(obj *o, double *out)
{
    if (float_coerce(o, out))
        return true;
    if (vm->exc)
        return false;
    obj *m = op_special(o, "__float__");
    if (m) {
        obj *r = op_call0(m);
        decref(m);
        if (r && !is_float(r)) {
            exc_raise(&exc_TypeError, "%s.__float__ returned non-float (type %s)",
                      op_type_name(o), op_type_name(r));
            CLEAR(r);
        }
        if (r)
            *out = float_val(r);
        xdecref(r);
        return r != NULL;
    }
    m = op_special(o, "__index__");
    if (m) {
        obj *r = op_call0(m);
        decref(m);
        bool ok = r && is_int(r) && float_coerce(r, out);
        if (r && !is_int(r))
            exc_raise(&exc_TypeError, "__index__ returned non-int (type %s)", op_type_name(r));
        xdecref(r);
        return ok;
    }
    exc_raise(&exc_TypeError, "must be real number, not %s", op_type_name(o));
    return false;
}

/* PyNumber_Index: an int (new reference), through __index__ for other objects. */
obj *math_arg_index(obj *o)
{
    return op_index_exact(o);
}

static bool arg_mpz(obj *o, mpz_t out)
{
    obj *i = math_arg_index(o);
    if (!i)
        return false;
    int_to_mpz(i, out);
    decref(i);
    return true;
}

/* The value (r + (sticky ? a little : 0)) * 2**e rounded half-even to a double, with
 * subnormals and overflow (infinity) handled; r >= 0. Rounds once, so exact algorithms
 * built on GMP give the correctly rounded result. */
static double math_round_scaled(mpz_srcptr r, long e, bool sticky)
{
    if (mpz_sgn(r) == 0)
        return 0.0;
    long nbits = (long)mpz_sizeinbase(r, 2);
    long top = nbits + e; /* value in [2**(top-1), 2**top) */
    if (top > DBL_MAX_EXP)
        return HUGE_VAL;
    /* bits kept: 53, fewer for subnormals (the smallest is 2**-1074) */
    long keep = DBL_MANT_DIG;
    if (top - keep < DBL_MIN_EXP - DBL_MANT_DIG)
        keep = top - (DBL_MIN_EXP - DBL_MANT_DIG);
    if (keep < 0)
        return 0.0;
    long drop = nbits - keep;
    mpz_t q;
    mpz_init(q);
    if (drop > 0) {
        mpz_tdiv_q_2exp(q, r, (mp_bitcnt_t)drop);
        bool half = mpz_tstbit(r, (mp_bitcnt_t)(drop - 1));
        bool below = sticky || (mpz_scan1(r, 0) < (mp_bitcnt_t)(drop - 1));
        if (half && (below || mpz_odd_p(q)))
            mpz_add_ui(q, q, 1);
    } else {
        mpz_mul_2exp(q, r, (mp_bitcnt_t)-drop);
        /* sticky alone cannot round up: it is less than half an ulp here */
    }
    double d = ldexp(mpz_get_d(q), (int)(e + (drop > 0 ? drop : 0) - (drop < 0 ? -drop : 0) +
                                         (drop < 0 ? -drop : 0) - (drop < 0 ? -drop : 0)));
    mpz_clear(q);
    return d;
}

/* n/d correctly rounded (Python's int / int); *overflow when it exceeds the double range */
double math_mpq_to_double(mpq_srcptr q, bool *overflow)
{
    *overflow = false;
    if (mpq_sgn(q) == 0)
        return 0.0;
    mpz_t n, d, r;
    mpz_init(n);
    mpz_init_set(d, mpq_denref(q));
    mpz_init(r);
    mpz_abs(n, mpq_numref(q));
    /* scale so that the quotient has at least 55 bits, then round once */
    long shift = 55 - ((long)mpz_sizeinbase(n, 2) - (long)mpz_sizeinbase(d, 2));
    if (shift > 0)
        mpz_mul_2exp(n, n, (mp_bitcnt_t)shift);
    else if (shift < 0)
        mpz_mul_2exp(d, d, (mp_bitcnt_t)-shift);
    mpz_tdiv_qr(n, r, n, d);
    double v = math_round_scaled(n, -shift, mpz_sgn(r) != 0);
    mpz_clears(n, d, r, NULL);
    if (isinf(v))
        *overflow = true;
    return mpq_sgn(q) < 0 ? -v : v;
}

static obj *domain_error(void)
{
    return exc_raise(&exc_ValueError, "math domain error");
}
static obj *range_error(void)
{
    return exc_raise(&exc_OverflowError, "math range error");
}
/* R, a result of finite arguments: infinite means it overflowed */
static obj *float_or_range_error(double r)
{
    return isinf(r) ? range_error() : float_new(r);
}

/* CPython's rule for one-argument functions: NaN out of non-NaN in is a domain error; an
 * infinity out of a finite argument is an overflow when the function can overflow, else a
 * domain error (a pole, like log(0)). */
static obj *check_result(double x, double r, bool can_overflow)
{
    if (isnan(r) && !isnan(x))
        return domain_error();
    if (isinf(r) && isfinite(x))
        return can_overflow ? range_error() : domain_error();
    return float_new(r);
}

/* ---- Lanczos gamma (Boost's lanczos13m53 coefficients, g = 6.0246800407767296) ---- */
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
static const double lanczos_num[13] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310005708,
};
static const double lanczos_den[13] = {
    0.0,        39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
    2637558.0,  357423.0,   32670.0,     1925.0,      66.0,        1.0,
};

/* The rational function; for large x it is evaluated in 1/x so that it cannot overflow. */
static double lanczos_sum(double x)
{
    double num = 0, den = 0;
    if (x < 5.0) {
        for (int i = 12; i >= 0; i--) {
            num = num * x + lanczos_num[i];
            den = den * x + lanczos_den[i];
        }
    } else {
        for (int i = 0; i < 13; i++) {
            num = num / x + lanczos_num[i];
            den = den / x + lanczos_den[i];
        }
    }
    return num / den;
}

/* sin(pi * x), exact at multiples of 1/2 */
static double sin_pi(double x)
{
    double y = fmod(fabs(x), 2.0);
    int n = (int)round(2.0 * y);
    double r;
    switch (n) {
    case 0:
        r = sin(M_PI * y);
        break;
    case 1:
        r = cos(M_PI * (y - 0.5));
        break;
    case 2:
        r = sin(M_PI * (1.0 - y));
        break;
    case 3:
        r = -cos(M_PI * (y - 1.5));
        break;
    default:
        r = sin(M_PI * (y - 2.0));
        break;
    }
    return copysign(1.0, x) * r;
}

/* gamma(1) .. gamma(23) are exact in a double */
static const double gamma_exact[23] = {
    1.0,           1.0,            2.0,             6.0,              24.0,
    120.0,         720.0,          5040.0,          40320.0,          362880.0,
    3628800.0,     39916800.0,     479001600.0,     6227020800.0,     87178291200.0,
    1307674368000.0, 20922789888000.0, 355687428096000.0, 6402373705728000.0,
    121645100408832000.0, 2432902008176640000.0, 51090942171709440000.0,
    1124000727777607680000.0,
};

/* 0: ok; 1: domain error; 2: overflow */
static int gamma_value(double x, double *out)
{
    if (!isfinite(x)) {
        if (isnan(x) || x > 0) {
            *out = x;
            return 0;
        }
        return 1;
    }
    if (x == 0)
        return 1;
    if (x == floor(x)) {
        if (x < 0)
            return 1;
        if (x <= 23) {
            *out = gamma_exact[(int)x - 1];
            return 0;
        }
    }
    double ax = fabs(x);
    if (ax < 1e-20) {
        *out = 1.0 / x;
        return isinf(*out) ? 2 : 0;
    }
    if (ax > 200.0) {
        if (x > 0)
            return 2;
        *out = 0.0 / sin_pi(x);
        return 0;
    }
    double y = ax + lanczos_g_minus_half;
    /* the rounding error of y (computed from the larger addend first), fed back below */
    double z = ax > lanczos_g_minus_half ? (y - ax) - lanczos_g_minus_half
                                         : (y - lanczos_g_minus_half) - ax;
    z = z * lanczos_g / y;
    double r;
    if (x < 0) {
        r = -M_PI / sin_pi(ax) / ax * exp(y) / lanczos_sum(ax);
        r -= z * r;
        if (ax < 140.0) {
            r /= pow(y, ax - 0.5);
        } else {
            double sp = pow(y, ax / 2.0 - 0.25);
            r /= sp;
            r /= sp;
        }
    } else {
        r = lanczos_sum(ax) / exp(y);
        r += z * r;
        if (ax < 140.0) {
            r *= pow(y, ax - 0.5);
        } else {
            double sp = pow(y, ax / 2.0 - 0.25);
            r *= sp;
            r *= sp;
        }
    }
    *out = r;
    return isinf(r) ? 2 : 0;
}

static int lgamma_value(double x, double *out)
{
    if (!isfinite(x)) {
        *out = isnan(x) ? x : HUGE_VAL;
        return 0;
    }
    if (x == floor(x) && x <= 2.0) {
        if (x <= 0)
            return 1;
        *out = 0.0;
        return 0;
    }
    double ax = fabs(x);
    if (ax < 1e-20) {
        *out = -log(ax);
        return 0;
    }
    double r = log(lanczos_sum(ax)) - lanczos_g;
    r += (ax - 0.5) * (log(ax + lanczos_g - 0.5) - 1);
    if (x < 0)
        r = log(M_PI) - log(fabs(sin_pi(ax))) - log(ax) - r;
    *out = r;
    return isinf(r) ? 2 : 0;
}

/* name(x, y), two positional arguments (the table's signature counts them): both as doubles */
static bool two_doubles(obj **args, double *x, double *y)
{
    return math_arg_double(args[0], x) && math_arg_double(args[1], y);
}

/* ---- one-argument float functions ---- */
/* Each is unary_call with its row here (math_fill binds them): its name, the C function,
 * and whether an infinite result of a finite argument is an overflow (check_result). */
struct unary_fn {
    const char *name;
    double (*fn)(double);
    bool can_overflow;
};
static const struct unary_fn unary_fns[] = {
    {"sqrt", sqrt, false},   {"exp", exp, true},      {"exp2", exp2, true},
    {"expm1", expm1, true},  {"cbrt", cbrt, false},   {"sin", sin, false},
    {"cos", cos, false},     {"tan", tan, false},     {"asin", asin, false},
    {"acos", acos, false},   {"atan", atan, false},   {"sinh", sinh, true},
    {"cosh", cosh, true},    {"tanh", tanh, false},   {"asinh", asinh, false},
    {"acosh", acosh, false}, {"atanh", atanh, false}, {"log1p", log1p, false},
    {"fabs", fabs, false},   {"erf", erf, false},     {"erfc", erfc, false},
};

static obj *unary_call(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    double x;
    if (!math_arg_double(args[0], &x))
        return NULL;
    return check_result(x, unary_fns[which].fn(x), unary_fns[which].can_overflow);
}

/* degrees(x) (TO_DEGREES 1) and radians(x) (0): plain products in CPython, no range check */
static obj *degrees_radians(obj **args, size_t nargs, obj *kw, intptr_t to_degrees)
{
    double x;
    if (!math_arg_double(args[0], &x))
        return NULL;
    return float_new(to_degrees ? x * (180.0 / M_PI) : x * (M_PI / 180.0));
}

/* gamma(x) (LG 0) and lgamma(x) (LG 1). Their value(x, &r) returns 0, or 1 for a domain
 * error, 2 for a range error. */
static obj *gamma_call(obj **args, size_t nargs, obj *kw, intptr_t lg)
{
    double x, r = 0;
    if (!math_arg_double(args[0], &x))
        return NULL;
    int rc = (lg ? lgamma_value : gamma_value)(x, &r);
    return rc == 1 ? domain_error() : rc == 2 ? range_error() : float_new(r);
}

/* ---- logarithms: ints of any size, through their binary exponent ---- */
static bool log_arg(obj *a, double (*fn)(double), double *out)
{
    if (is_int(a)) {
        if (int_sign(a) <= 0) {
            domain_error();
            return false;
        }
        bool ov;
        double d = int_to_double(a, &ov);
        if (!ov) {
            *out = fn(d);
            return true;
        }
        /* a = m * 2**e with m in [0.5, 1) */
        mpz_t z;
        mpz_init(z);
        int_to_mpz(a, z);
        long e = (long)mpz_sizeinbase(z, 2);
        double m = math_round_scaled(z, -e, false);
        mpz_clear(z);
        *out = fn(m) + fn(2.0) * (double)e;
        return true;
    }
    double x;
    if (!math_arg_double(a, &x))
        return false;
    if (isnan(x) || (isinf(x) && x > 0)) {
        *out = x;
        return true;
    }
    if (x <= 0) {
        domain_error();
        return false;
    }
    *out = fn(x);
    return true;
}

static obj *m_log(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("log", kw) < 0)
        return NULL;
    if (nargs < 1 || nargs > 2)
        return exc_raise(&exc_TypeError, "math.log requires 1 to 2 arguments");
    double num, den;
    if (!log_arg(args[0], log, &num))
        return NULL;
    if (nargs == 1)
        return float_new(num);
    if (!log_arg(args[1], log, &den))
        return NULL;
    if (den == 0)
        return exc_raise(&exc_ZeroDivisionError, "float division by zero");
    return float_new(num / den);
}

/* log2(x) (BASE 2) and log10(x) (BASE 10) */
static obj *log_base(obj **args, size_t nargs, obj *kw, intptr_t base)
{
    double r;
    return log_arg(args[0], base == 2 ? log2 : log10, &r) ? float_new(r) : NULL;
}

/* ---- rounding to int: floor, ceil and trunc, each with its special method ---- */
static const struct {
    double (*fn)(double);
    const char *special;
} rounders[] = {{floor, "__floor__"}, {ceil, "__ceil__"}, {trunc, "__trunc__"}};
enum { ROUND_FLOOR, ROUND_CEIL, ROUND_TRUNC };

static obj *round_to_int(obj **args, size_t nargs, obj *kw, intptr_t how)
{
    double (*fn)(double) = rounders[how].fn;
    const char *special = rounders[how].special;
    obj *x = args[0];
    if (is_int(x))
        return op_unary(x, UN_POS);
    obj *r;
    if (op_call_special(x, special, NULL, &r))
        return r;
    if (fn == trunc && !is_float(x))
        return exc_raise(&exc_TypeError, "type %s doesn't define __trunc__ method",
                         op_type_name(x));
    double d;
    if (!math_arg_double(x, &d))
        return NULL;
    return int_from_double(fn(d));
}

/* ---- two-argument float functions ---- */
static obj *m_atan2(obj **args, size_t nargs, obj *kw)
{
    double x, y;
    return two_doubles(args, &x, &y) ? float_new(atan2(x, y)) : NULL;
}
static obj *m_copysign(obj **args, size_t nargs, obj *kw)
{
    double x, y;
    return two_doubles(args, &x, &y) ? float_new(copysign(x, y)) : NULL;
}
static obj *m_fmod(obj **args, size_t nargs, obj *kw)
{
    double x, y;
    if (!two_doubles(args, &x, &y))
        return NULL;
    if (isinf(y) && isfinite(x))
        return float_new(x);
    return check_result(x + y, fmod(x, y), false);
}
static obj *m_remainder(obj **args, size_t nargs, obj *kw)
{
    double x, y;
    if (!two_doubles(args, &x, &y))
        return NULL;
    if (isnan(x) || isnan(y))
        return float_new(NAN);
    if (isinf(x) || y == 0)
        return domain_error();
    if (isinf(y))
        return float_new(x);
    return float_new(remainder(x, y));
}
static obj *m_nextafter(obj **args, size_t nargs, obj *kw)
{
    double x, y;
    return two_doubles(args, &x, &y) ? float_new(nextafter(x, y)) : NULL;
}

static obj *m_ulp(obj **args, size_t nargs, obj *kw)
{
    double x;
    if (!math_arg_double(args[0], &x))
        return NULL;
    if (isnan(x))
        return float_new(x);
    x = fabs(x);
    if (isinf(x))
        return float_new(x);
    double up = nextafter(x, INFINITY);
    if (isinf(up))
        return float_new(x - nextafter(x, -INFINITY));
    return float_new(up - x);
}

static obj *m_pow(obj **args, size_t nargs, obj *kw)
{
    double x, y;
    if (!two_doubles(args, &x, &y))
        return NULL;
    if (!isfinite(x) || !isfinite(y)) {
        /* C99 Annex F gives the IEEE answers for infinities and NaNs, except 0**-inf */
        if (isnan(x))
            return float_new(y == 0 ? 1.0 : x);
        if (isnan(y))
            return float_new(x == 1.0 ? 1.0 : y);
        return float_new(pow(x, y));
    }
    if (x == 0 && y < 0)
        return domain_error();
    if (x < 0 && y != floor(y))
        return domain_error();
    return float_or_range_error(pow(x, y));
}

static obj *m_ldexp(obj **args, size_t nargs, obj *kw)
{
    double x;
    if (!math_arg_double(args[0], &x))
        return NULL;
    if (!is_int(args[1]))
        return exc_raise(&exc_TypeError, "Expected an int as second argument to ldexp.");
    int64_t e;
    if (!int_to_i64(args[1], &e))
        e = int_sign(args[1]) > 0 ? 100000 : -100000;
    if (e > 100000)
        e = 100000;
    if (e < -100000)
        e = -100000;
    if (x == 0 || !isfinite(x))
        return float_new(x);
    return float_or_range_error(ldexp(x, (int)e));
}

static obj *m_frexp(obj **args, size_t nargs, obj *kw)
{
    double x;
    if (!math_arg_double(args[0], &x))
        return NULL;
    int e = 0;
    double m = isfinite(x) ? frexp(x, &e) : x;
    obj *a = float_new(m);
    obj *r = a ? tuple_pack(2, a, small_new(e)) : NULL;
    xdecref(a);
    return r;
}

static obj *m_modf(obj **args, size_t nargs, obj *kw)
{
    double x, ip;
    if (!math_arg_double(args[0], &x))
        return NULL;
    double fp = isinf(x) ? copysign(0.0, x) : modf(x, &ip);
    if (isinf(x))
        ip = x;
    obj *a = float_new(fp), *b = float_new(ip);
    obj *r = a && b ? tuple_pack(2, a, b) : NULL;
    xdecref(a);
    xdecref(b);
    return r;
}

/* isfinite (WHICH 0), isinf (1), isnan (2) */
static obj *classify(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    double x;
    if (!math_arg_double(args[0], &x))
        return NULL;
    return bool_obj(which == 0 ? isfinite(x) : which == 1 ? isinf(x) : isnan(x));
}

static obj *m_isclose(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    double x, y, rt = 1e-9, at = 0;
    if (!math_arg_double(a[0], &x) || !math_arg_double(a[1], &y) ||
        (a[2] && !math_arg_double(a[2], &rt)) || (a[3] && !math_arg_double(a[3], &at)))
        return NULL;
    if (rt < 0 || at < 0)
        return exc_raise(&exc_ValueError, "tolerances must be non-negative");
    if (x == y)
        return TRUE_OBJ;
    if (isinf(x) || isinf(y))
        return FALSE_OBJ;
    double d = fabs(y - x);
    return bool_obj((d <= fabs(rt * y)) || (d <= fabs(rt * x)) || d <= at);
}

/* ---- integer functions ---- */
static obj *m_factorial(obj **args, size_t nargs, obj *kw)
{
    obj *i = math_arg_index(args[0]);
    if (!i)
        return NULL;
    int64_t n;
    bool fits = int_to_i64(i, &n);
    int sign = int_sign(i);
    decref(i);
    if (!fits && sign > 0)
        return exc_raise(&exc_OverflowError, "factorial() argument should not exceed %ld",
                         (long)INT64_MAX);
    if (!fits || n < 0)
        return exc_raise(&exc_ValueError, "factorial() not defined for negative values");
    /* log2(n!) < n log2 n; a product tree, whose top product costs about as much as all
     * the others */
    if (!math_charge_result(n > 1 ? (double)n * log2((double)n) : 1, 1))
        return NULL;
    mpz_t r;
    mpz_init(r);
    mpz_fac_ui(r, (unsigned long)n);
    obj *res = int_from_mpz(r);
    mpz_clear(r);
    return res;
}

static bool charge_gcd(mpz_srcptr a, mpz_srcptr b)
{
    size_t abits = mpz_sizeinbase(a, 2), bbits = mpz_sizeinbase(b, 2);
    return int_charge_mul(abits * 4, bbits);
}

/* gcd (data 0) and lcm (1) */
static obj *gcd_lcm(obj **args, size_t nargs, obj *kw, intptr_t lcm)
{
    mpz_t acc, x;
    mpz_init_set_ui(acc, lcm ? 1 : 0);
    mpz_init(x);
    size_t bits = 0;
    for (size_t i = 0; i < nargs; i++) {
        if (!arg_mpz(args[i], x)) {
            mpz_clears(acc, x, NULL);
            return NULL;
        }
        /* a gcd is a few products of its operands' size (GMP's subquadratic gcd) */
        if (!charge_gcd(acc, x)) {
            mpz_clears(acc, x, NULL);
            return NULL;
        }
        if (lcm) {
            bits += mpz_sizeinbase(x, 2);
            if (!int_check_bits(bits)) {
                mpz_clears(acc, x, NULL);
                return NULL;
            }
            mpz_lcm(acc, acc, x);
        } else {
            mpz_gcd(acc, acc, x);
        }
    }
    obj *r = int_from_mpz(acc);
    mpz_clears(acc, x, NULL);
    return r;
}

static obj *m_isqrt(obj **args, size_t nargs, obj *kw)
{
    mpz_t x;
    mpz_init(x);
    if (!arg_mpz(args[0], x)) {
        mpz_clear(x);
        return NULL;
    }
    if (mpz_sgn(x) < 0) {
        mpz_clear(x);
        return exc_raise(&exc_ValueError, "isqrt() argument must be nonnegative");
    }
    /* Newton's steps on halves: about two products of the argument's size */
    if (!int_charge_mul(mpz_sizeinbase(x, 2), mpz_sizeinbase(x, 2) * 2)) {
        mpz_clear(x);
        return NULL;
    }
    mpz_sqrt(x, x);
    obj *r = int_from_mpz(x);
    mpz_clear(x);
    return r;
}

/* comb (data 1) and perm (0) */
static obj *comb_perm(obj **args, size_t nargs, obj *kw, intptr_t comb)
{
    mpz_t n, k;
    mpz_inits(n, k, NULL);
    obj *res = NULL;
    if (!arg_mpz(args[0], n))
        goto out;
    if (nargs == 2 && args[1] != NONE) {
        if (!arg_mpz(args[1], k))
            goto out;
    } else {
        mpz_set(k, n);
    }
    if (mpz_sgn(n) < 0) {
        exc_raise(&exc_ValueError, "n must be a non-negative integer");
        goto out;
    }
    if (mpz_sgn(k) < 0) {
        exc_raise(&exc_ValueError, "k must be a non-negative integer");
        goto out;
    }
    if (mpz_cmp(k, n) > 0) {
        res = small_new(0);
        goto out;
    }
    if (comb) {
        /* C(n, k) == C(n, n-k): the smaller one bounds the work */
        mpz_t nk;
        mpz_init(nk);
        mpz_sub(nk, n, k);
        if (mpz_cmp(nk, k) < 0)
            mpz_set(k, nk);
        mpz_clear(nk);
    }
    if (!mpz_fits_slong_p(k)) {
        exc_raise(&exc_OverflowError, "%s must not exceed %ld", comb ? "min(n - k, k)" : "k",
                  (long)INT64_MAX);
        goto out;
    }
    unsigned long kk = mpz_get_ui(k);
    /* the result has at most k * log2(n) bits */
    /* product trees (perm is comb times k!): a few products of the result's size */
    if (!math_charge_result((double)kk * (double)mpz_sizeinbase(n, 2) + 64, 4))
        goto out;
    mpz_bin_ui(n, n, kk);
    if (!comb) {
        /* n! / (n-k)! = C(n, k) k!: GMP's product trees, where a running product of k
         * factors would be quadratic (math.perm(2**20, 300000) took 8 s) */
        mpz_t f;
        mpz_init(f);
        mpz_fac_ui(f, kk);
        mpz_mul(n, n, f);
        mpz_clear(f);
    }
    res = int_from_mpz(n);
out:
    mpz_clears(n, k, NULL);
    return res;
}

static obj *m_prod(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    obj *acc = a[1] ? incref(a[1]) : small_new(1);
    obj *it = op_iter(a[0]);
    if (!it) {
        decref(acc);
        return NULL;
    }
    return op_fold(it, acc, NULL, BIN_MUL);
}

/* ---- exact sums ---- */

/* fsum: Shewchuk's algorithm keeps the running sum exactly as non-overlapping partials;
 * the final pass rounds their sum once (half-even, like CPython). Partials of doubles span
 * at most ~2100 bits, so a few dozen suffice. */
#define FSUM_PARTIALS 128
static obj *m_fsum(obj **args, size_t nargs, obj *kw)
{
    obj *it = op_iter(args[0]);
    if (!it)
        return NULL;
    double p[FSUM_PARTIALS];
    size_t n = 0;
    double special = 0, inf_sum = 0;
    obj *o;
    while ((o = op_next(it))) {
        double x;
        bool ok = math_arg_double(o, &x);
        decref(o);
        if (!ok) {
            decref(it);
            return NULL;
        }
        double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < n; j++) {
            double y = p[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y, lo = y - (hi - x);
            if (lo != 0.0)
                p[i++] = lo;
            x = hi;
        }
        n = i;
        if (x != 0.0) {
            if (!isfinite(x)) {
                if (isfinite(xsave)) {
                    decref(it);
                    return exc_raise(&exc_OverflowError, "intermediate overflow in fsum");
                }
                if (isinf(xsave))
                    inf_sum += xsave;
                special += xsave;
                n = 0;
            } else if (n < FSUM_PARTIALS) {
                p[n++] = x;
            }
        }
    }
    decref(it);
    if (vm->exc)
        return NULL;
    if (special != 0.0) {
        if (isnan(inf_sum))
            return exc_raise(&exc_ValueError, "-inf + inf in fsum");
        return float_new(special);
    }
    double hi = 0.0;
    if (n > 0) {
        double lo = 0.0;
        hi = p[--n];
        /* add from the top down until the sum becomes inexact */
        while (n > 0) {
            double x = hi, y = p[--n];
            hi = x + y;
            lo = y - (hi - x);
            if (lo != 0.0)
                break;
        }
        /* half-way case: the partial below decides the direction of rounding */
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            double y = lo * 2.0, x = hi + y;
            if (y == x - hi)
                hi = x;
        }
    }
    return float_new(hi);
}

/* sqrt(sum of squares), rounded once: every finite double is an integer times a power of
 * two, so the sum of squares is an exact integer at a common scale. */
static double vector_norm(const double *v, size_t n)
{
    bool any_nan = false;
    int emin = INT32_MAX;
    for (size_t i = 0; i < n; i++) {
        if (isinf(v[i]))
            return HUGE_VAL;
        if (isnan(v[i]))
            any_nan = true;
        else if (v[i] != 0) {
            int e;
            frexp(v[i], &e);
            if (e - DBL_MANT_DIG < emin)
                emin = e - DBL_MANT_DIG;
        }
    }
    if (any_nan)
        return NAN;
    if (emin == INT32_MAX)
        return 0.0;
    mpz_t sum, t;
    mpz_inits(sum, t, NULL);
    for (size_t i = 0; i < n; i++) {
        if (v[i] == 0)
            continue;
        /* |v| = m * 2**emin exactly */
        mpz_set_d(t, ldexp(fabs(v[i]), -emin) >= 0x1p1000 ? 0 : 0);
        double m = fabs(v[i]);
        int e;
        double f = frexp(m, &e);
        mpz_set_d(t, ldexp(f, DBL_MANT_DIG));
        mpz_mul_2exp(t, t, (mp_bitcnt_t)(e - DBL_MANT_DIG - emin));
        mpz_addmul(sum, t, t);
    }
    /* sqrt(sum) * 2**emin with 2 extra guard bits at least: scale sum by 4**k */
    long bits = (long)mpz_sizeinbase(sum, 2);
    long k = bits / 2 < 60 ? 60 - bits / 2 : 0;
    mpz_mul_2exp(sum, sum, (mp_bitcnt_t)(2 * k));
    mpz_sqrtrem(t, sum, sum);
    bool sticky = mpz_sgn(sum) != 0;
    double r = math_round_scaled(t, emin - k, sticky);
    mpz_clears(sum, t, NULL);
    return r;
}

static obj *m_hypot(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("math.hypot", kw) < 0)
        return NULL;
    double small[16];
    double *v = nargs <= 16 ? small : mem_alloc(nargs * sizeof(double));
    if (!v)
        return NULL;
    for (size_t i = 0; i < nargs; i++)
        if (!math_arg_double(args[i], &v[i])) {
            if (v != small)
                mem_free(v);
            return NULL;
        }
    double r = vector_norm(v, nargs);
    if (v != small)
        mem_free(v);
    return float_new(r);
}

static obj *m_dist(obj **args, size_t nargs, obj *kw)
{
    obj *p = tuple_from_iter(args[0]), *q = p ? tuple_from_iter(args[1]) : NULL;
    if (!p || !q) {
        xdecref(p);
        return NULL;
    }
    size_t n = AS(tuple_obj, p)->len;
    obj *res = NULL;
    double *v = NULL;
    if (n != AS(tuple_obj, q)->len) {
        exc_raise(&exc_ValueError, "both points must have the same number of dimensions");
        goto out;
    }
    v = mem_alloc((n ? n : 1) * sizeof(double));
    if (!v)
        goto out;
    for (size_t i = 0; i < n; i++) {
        double x, y;
        if (!math_arg_double(AS(tuple_obj, p)->items[i], &x) ||
            !math_arg_double(AS(tuple_obj, q)->items[i], &y))
            goto out;
        v[i] = x - y;
    }
    res = float_new(vector_norm(v, n));
out:
    mem_free(v);
    decref(p);
    decref(q);
    return res;
}

static const struct method_def math_funcs[] = {
    {"degrees", .flags = METH_O, .fn_data = degrees_radians, .data = 1},
    {"radians", .flags = METH_O, .fn_data = degrees_radians, .data = 0},
    {"log", m_log, 0},
    {"log2", .flags = METH_O, .fn_data = log_base, .data = 2},
    {"log10", .flags = METH_O, .fn_data = log_base, .data = 10},
    {"gamma", .flags = METH_O, .fn_data = gamma_call, .data = 0},
    {"lgamma", .flags = METH_O, .fn_data = gamma_call, .data = 1},
    {"floor", .flags = METH_O, .fn_data = round_to_int, .data = ROUND_FLOOR},
    {"ceil", .flags = METH_O, .fn_data = round_to_int, .data = ROUND_CEIL},
    {"trunc", .flags = METH_O, .fn_data = round_to_int, .data = ROUND_TRUNC},
    {"atan2", m_atan2, 0, PA_SIG_POS(2, 2, NULL)},
    {"copysign", m_copysign, 0, PA_SIG_POS(2, 2, NULL)},
    {"fmod", m_fmod, 0, PA_SIG_POS(2, 2, NULL)},
    {"remainder", m_remainder, 0, PA_SIG_POS(2, 2, NULL)},
    {"nextafter", m_nextafter, 0, PA_SIG_POS(2, 2, NULL)},
    {"ulp", m_ulp, METH_O},
    {"pow", m_pow, 0, PA_SIG_POS(2, 2, NULL)},
    {"hypot", m_hypot, 0},
    {"ldexp", m_ldexp, 0, PA_SIG_POS(2, 2, NULL)},
    {"frexp", m_frexp, METH_O},
    {"modf", m_modf, METH_O},
    {"isfinite", .flags = METH_O, .fn_data = classify, .data = 0},
    {"isinf", .flags = METH_O, .fn_data = classify, .data = 1},
    {"isnan", .flags = METH_O, .fn_data = classify, .data = 2},
    {"isclose", m_isclose, 0, PA_SIG_KW(2, 2, NULL, "a", "b", "rel_tol", "abs_tol")},
    {"factorial", m_factorial, METH_O},
    {"gcd", .sig = PA_SIG_POS(0, PYARGS_ANY, NULL), .fn_data = gcd_lcm, .data = 0},
    {"lcm", .sig = PA_SIG_POS(0, PYARGS_ANY, NULL), .fn_data = gcd_lcm, .data = 1},
    {"isqrt", m_isqrt, METH_O},
    {"comb", .sig = PA_SIG_POS(2, 2, NULL), .fn_data = comb_perm, .data = 1},
    {"perm", .sig = PA_SIG_POS(1, 2, NULL), .fn_data = comb_perm, .data = 0},
    {"prod", m_prod, 0, PA_SIG_KW(1, 1, NULL, "", "start")},
    {"fsum", m_fsum, METH_O},
    {"dist", m_dist, 0, PA_SIG_POS(2, 2, NULL)},
    {NULL, NULL, 0},
};

bool math_charge_result(double bits, double cost)
{
    if (bits > (double)LIMIT_INT_BITS) {
        exc_no_memory();
        return false;
    }
    return int_check_bits((size_t)bits) && int_charge_mul((size_t)bits, (size_t)(bits * cost));
}

/* fsum(iterable) and log(x) for statistics */
obj *math_fsum(obj *iterable)
{
    return m_fsum(&iterable, 1, NULL);
}
bool math_log(obj *x, double *out)
{
    return log_arg(x, log, out);
}

static int math_fill(obj *m)
{
    for (size_t i = 0; i < sizeof unary_fns / sizeof unary_fns[0]; i++) {
        const struct method_def fn[] = {
            {unary_fns[i].name, .flags = METH_O, .fn_data = unary_call, .data = (intptr_t)i},
            {NULL}};
        if (module_add_functions(m, fn) < 0)
            return -1;
    }
    obj *d = AS(module_obj, m)->dict;
    return dict_set_cstr(d, "pi", float_new(M_PI)) < 0 || dict_set_cstr(d, "e", float_new(M_E)) < 0 ||
                   dict_set_cstr(d, "tau", float_new(2 * M_PI)) < 0 ||
                   dict_set_cstr(d, "inf", float_new(INFINITY)) < 0 ||
                   dict_set_cstr(d, "nan", float_new(NAN)) < 0
               ? -1
               : 0;
}

const struct module_def mod_math = {"math", math_funcs, .fill = math_fill};
