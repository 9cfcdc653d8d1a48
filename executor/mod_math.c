/* executor/mod_math.c: the math module. Domain errors and overflow follow CPython
 * ("math domain error", "math range error"); floor/ceil/trunc return ints. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/vm.h"

static bool arg_double(obj *o, double *out)
{
    if (float_coerce(o, out))
        return true;
    if (vm->exc)
        return false;
    obj *m = op_special(o, "__float__");
    if (m) {
        obj *r = op_call0(m);
        decref(m);
        bool ok = r && is_float(r);
        if (ok)
            *out = float_val(r);
        xdecref(r);
        return ok;
    }
    exc_raise(&exc_TypeError, "must be real number, not %s", op_type_name(o));
    return false;
}

static obj *check_result(double x, double r)
{
    if (isnan(r) && !isnan(x))
        return exc_raise(&exc_ValueError, "math domain error");
    if (isinf(r) && isfinite(x))
        return exc_raise(&exc_OverflowError, "math range error");
    return float_new(r);
}

#define UNARY(name, fn, domain)                                                                    \
    static obj *m_##name(obj **args, size_t nargs, obj *kw)                                        \
    {                                                                                              \
        if (args_no_kw(#name, kw) < 0)                                                             \
            return NULL;                                                                           \
        if (nargs != 1)                                                                            \
            return exc_raise(&exc_TypeError,                                                       \
                             "math." #name "() takes exactly one argument (%zu given)", nargs);    \
        double x;                                                                                  \
        if (!arg_double(args[0], &x))                                                              \
            return NULL;                                                                           \
        if (domain)                                                                                \
            return exc_raise(&exc_ValueError, "math domain error");                                \
        return check_result(x, fn(x));                                                             \
    }

UNARY(sqrt, sqrt, x < 0)
UNARY(exp, exp, false)
UNARY(sin, sin, isinf(x))
UNARY(cos, cos, isinf(x))
UNARY(tan, tan, isinf(x))
UNARY(asin, asin, x<-1 || x> 1)
UNARY(acos, acos, x<-1 || x> 1)
UNARY(atan, atan, false)
UNARY(sinh, sinh, false)
UNARY(cosh, cosh, false)
UNARY(tanh, tanh, false)
UNARY(asinh, asinh, false)
UNARY(acosh, acosh, x < 1)
UNARY(atanh, atanh, x <= -1 || x >= 1)
UNARY(log2, log2, x <= 0)
UNARY(log10, log10, x <= 0)
UNARY(log1p, log1p, x <= -1)
UNARY(expm1, expm1, false)
UNARY(fabs, fabs, false)
UNARY(erf, erf, false)
UNARY(erfc, erfc, false)
UNARY(gamma, tgamma, (x <= 0 && x == floor(x)) || (isinf(x) && x < 0))
UNARY(lgamma, lgamma, x <= 0 && x == floor(x))

static double deg(double x)
{
    return x * (180.0 / M_PI);
}
static double rad(double x)
{
    return x * (M_PI / 180.0);
}
UNARY(degrees, deg, false)
UNARY(radians, rad, false)

static obj *m_log(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("log", kw) < 0)
        return NULL;
    if (nargs < 1 || nargs > 2)
        return exc_raise(&exc_TypeError, "log expected at least 1 argument, got %zu", nargs);
    double r[2];
    for (size_t i = 0; i < nargs; i++) {
        obj *a = args[i];
        if (is_int(a) && int_sign(a) > 0 && int_bit_length(a) > 1000) {
            /* log of a huge int: scale it down first */
            size_t bl = int_bit_length(a);
            obj *sh = small_new((intptr_t)(bl - 60));
            obj *t = op_binary(a, sh, BIN_RSHIFT);
            if (!t)
                return NULL;
            bool ov;
            double d = int_to_double(t, &ov);
            decref(t);
            r[i] = log(d) + (double)(bl - 60) * M_LN2;
            continue;
        }
        double x;
        if (!arg_double(a, &x))
            return NULL;
        if (x <= 0)
            return exc_raise(&exc_ValueError, "math domain error");
        r[i] = log(x);
    }
    if (nargs == 2) {
        if (r[1] == 0)
            return exc_raise(&exc_ZeroDivisionError, "float division by zero");
        return float_new(r[0] / r[1]);
    }
    return float_new(r[0]);
}

static obj *round_to_int(obj **args, size_t nargs, obj *kw, double (*fn)(double), const char *name)
{
    if (args_no_kw(name, kw) < 0)
        return NULL;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "math.%s() takes exactly one argument (%zu given)", name,
                         nargs);
    if (is_int(args[0]))
        return op_unary(args[0], UN_POS);
    obj *m = op_special(args[0], name[0] == 'f'   ? "__floor__"
                                 : name[0] == 'c' ? "__ceil__"
                                                  : "__trunc__");
    if (m) {
        obj *r = op_call0(m);
        decref(m);
        return r;
    }
    double x;
    if (!arg_double(args[0], &x))
        return NULL;
    return int_from_double(fn(x));
}
static obj *m_floor(obj **args, size_t nargs, obj *kw)
{
    return round_to_int(args, nargs, kw, floor, "floor");
}
static obj *m_ceil(obj **args, size_t nargs, obj *kw)
{
    return round_to_int(args, nargs, kw, ceil, "ceil");
}
static obj *m_trunc(obj **args, size_t nargs, obj *kw)
{
    return round_to_int(args, nargs, kw, trunc, "trunc");
}

#define BINARY(name, body)                                                                         \
    static obj *m_##name(obj **args, size_t nargs, obj *kw)                                        \
    {                                                                                              \
        if (args_no_kw(#name, kw) < 0)                                                             \
            return NULL;                                                                           \
        if (nargs != 2)                                                                            \
            return exc_raise(&exc_TypeError, #name " expected 2 arguments, got %zu", nargs);       \
        double x, y;                                                                               \
        if (!arg_double(args[0], &x) || !arg_double(args[1], &y))                                  \
            return NULL;                                                                           \
        body                                                                                       \
    }

BINARY(atan2, return float_new(atan2(x, y));)
BINARY(copysign, return float_new(copysign(x, y));)
BINARY(fmod, if (isinf(x) || y == 0) return exc_raise(&exc_ValueError, "math domain error");
       return float_new(fmod(x, y));)
BINARY(pow, {
    if (x == 0 && y < 0)
        return exc_raise(&exc_ValueError, "math domain error");
    if (x < 0 && y != floor(y) && isfinite(y))
        return exc_raise(&exc_ValueError, "math domain error");
    double r = pow(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y))
        return exc_raise(&exc_OverflowError, "math range error");
    return float_new(r);
})
BINARY(ldexp_unused, return float_new(x + y);)

static obj *m_hypot(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("hypot", kw) < 0)
        return NULL;
    double acc = 0;
    for (size_t i = 0; i < nargs; i++) {
        double x;
        if (!arg_double(args[i], &x))
            return NULL;
        acc = hypot(acc, x);
    }
    return float_new(acc);
}

static obj *m_ldexp(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("ldexp", kw) < 0)
        return NULL;
    if (nargs != 2)
        return exc_raise(&exc_TypeError, "ldexp expected 2 arguments, got %zu", nargs);
    double x;
    int64_t e;
    if (!arg_double(args[0], &x))
        return NULL;
    if (!is_int(args[1]))
        return exc_raise(&exc_TypeError, "Expected an int as second argument to ldexp.");
    if (!int_to_i64(args[1], &e))
        e = int_sign(args[1]) > 0 ? 100000 : -100000;
    if (e > 100000)
        e = 100000;
    if (e < -100000)
        e = -100000;
    double r = ldexp(x, (int)e);
    if (isinf(r) && isfinite(x))
        return exc_raise(&exc_OverflowError, "math range error");
    return float_new(r);
}

static obj *m_frexp(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "frexp() takes exactly one argument (%zu given)", nargs);
    double x;
    if (!arg_double(args[0], &x))
        return NULL;
    int e;
    double m = frexp(x, &e);
    obj *a = float_new(m);
    obj *r = a ? tuple_pack(2, a, small_new(e)) : NULL;
    xdecref(a);
    return r;
}

static obj *m_modf(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "modf() takes exactly one argument (%zu given)", nargs);
    double x, ip;
    if (!arg_double(args[0], &x))
        return NULL;
    double fp = modf(x, &ip);
    obj *a = float_new(fp), *b = float_new(ip);
    obj *r = a && b ? tuple_pack(2, a, b) : NULL;
    xdecref(a);
    xdecref(b);
    return r;
}

static obj *pred(obj **args, size_t nargs, int which)
{
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "function takes exactly one argument (%zu given)", nargs);
    double x;
    if (!arg_double(args[0], &x))
        return NULL;
    return bool_obj(which == 0 ? isfinite(x) : which == 1 ? isinf(x) : isnan(x));
}
static obj *m_isfinite(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    return pred(args, nargs, 0);
}
static obj *m_isinf(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    return pred(args, nargs, 1);
}
static obj *m_isnan(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    return pred(args, nargs, 2);
}

static obj *m_isclose(obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"", "", "rel_tol", "abs_tol", NULL};
    obj *a[4];
    if (args_parse("isclose", args, nargs, kw, names, 2, 2, a) < 0)
        return NULL;
    double x, y, rt = 1e-9, at = 0;
    if (!arg_double(a[0], &x) || !arg_double(a[1], &y) || (a[2] && !arg_double(a[2], &rt)) ||
        (a[3] && !arg_double(a[3], &at)))
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

static bool int_arg(obj *o, const char *fname, mpz_t out)
{
    if (!is_int(o)) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(o));
        return false;
    }
    (void)fname;
    int_to_mpz(o, out);
    return true;
}

static obj *m_factorial(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("factorial", kw) < 0)
        return NULL;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "math.factorial() takes exactly one argument (%zu given)",
                         nargs);
    if (is_float(args[0]))
        return exc_raise(&exc_TypeError, "'float' object cannot be interpreted as an integer");
    int64_t n;
    if (!is_int(args[0]))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[0]));
    if (!int_to_i64(args[0], &n))
        return exc_raise(&exc_OverflowError, "factorial() argument should not exceed %ld",
                         (long)INT64_MAX);
    if (n < 0)
        return exc_raise(&exc_ValueError, "factorial() not defined for negative values");
    /* log2(n!) ~ n log2 n: refuse before GMP allocates */
    double bits = n > 1 ? (double)n * log2((double)n) : 1;
    if (bits > LIMIT_INT_BITS) {
        exc_no_memory();
        return NULL;
    }
    if (!int_check_bits((size_t)bits))
        return NULL;
    if (!vm_charge((uint64_t)(bits / 4096)))
        return vm_ops_exceeded();
    mpz_t r;
    mpz_init(r);
    mpz_fac_ui(r, (unsigned long)n);
    obj *res = int_from_mpz(r);
    mpz_clear(r);
    return res;
}

static obj *gcd_lcm(obj **args, size_t nargs, bool lcm)
{
    mpz_t acc, x;
    mpz_init_set_ui(acc, lcm ? 1 : 0);
    mpz_init(x);
    for (size_t i = 0; i < nargs; i++) {
        if (!int_arg(args[i], lcm ? "lcm" : "gcd", x)) {
            mpz_clears(acc, x, NULL);
            return NULL;
        }
        if (lcm)
            mpz_lcm(acc, acc, x);
        else
            mpz_gcd(acc, acc, x);
    }
    obj *r = int_from_mpz(acc);
    mpz_clears(acc, x, NULL);
    return r;
}
static obj *m_gcd(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("gcd", kw) < 0)
        return NULL;
    return gcd_lcm(args, nargs, false);
}
static obj *m_lcm(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("lcm", kw) < 0)
        return NULL;
    return gcd_lcm(args, nargs, true);
}

static obj *m_isqrt(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("isqrt", kw) < 0)
        return NULL;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "isqrt() takes exactly one argument (%zu given)", nargs);
    mpz_t x;
    mpz_init(x);
    if (!int_arg(args[0], "isqrt", x)) {
        mpz_clear(x);
        return NULL;
    }
    if (mpz_sgn(x) < 0) {
        mpz_clear(x);
        return exc_raise(&exc_ValueError, "isqrt() argument must be nonnegative");
    }
    mpz_sqrt(x, x);
    obj *r = int_from_mpz(x);
    mpz_clear(x);
    return r;
}

static obj *m_comb_perm(obj **args, size_t nargs, obj *kw, bool comb)
{
    const char *name = comb ? "comb" : "perm";
    if (args_no_kw(name, kw) < 0)
        return NULL;
    if (nargs < 1 || nargs > 2 || (comb && nargs != 2))
        return exc_raise(&exc_TypeError, "%s expected 2 arguments, got %zu", name, nargs);
    int64_t n, k;
    if (!is_int(args[0]) || (nargs > 1 && !is_int(args[1])))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(!is_int(args[0]) ? args[0] : args[1]));
    if (!int_to_i64(args[0], &n) || (nargs > 1 && !int_to_i64(args[1], &k)))
        return exc_raise(&exc_OverflowError, "%s() argument too large", name);
    if (nargs == 1)
        k = n;
    if (n < 0)
        return exc_raise(&exc_ValueError, "n must be a non-negative integer");
    if (k < 0)
        return exc_raise(&exc_ValueError, "k must be a non-negative integer");
    if (k > n)
        return small_new(0);
    double bits = (double)k * log2((double)n + 1) + 64;
    if (!int_check_bits((size_t)bits))
        return NULL;
    mpz_t r;
    mpz_init(r);
    if (comb) {
        mpz_bin_uiui(r, (unsigned long)n, (unsigned long)k);
    } else {
        mpz_set_ui(r, 1);
        for (int64_t i = 0; i < k; i++)
            mpz_mul_ui(r, r, (unsigned long)(n - i));
    }
    obj *res = int_from_mpz(r);
    mpz_clear(r);
    return res;
}
static obj *m_comb(obj **args, size_t nargs, obj *kw)
{
    return m_comb_perm(args, nargs, kw, true);
}
static obj *m_perm(obj **args, size_t nargs, obj *kw)
{
    return m_comb_perm(args, nargs, kw, false);
}

static obj *m_prod(obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"", "start", NULL};
    obj *a[2];
    if (args_parse("prod", args, nargs, kw, names, 1, 1, a) < 0)
        return NULL;
    obj *acc = a[1] ? incref(a[1]) : small_new(1);
    obj *it = op_iter(a[0]);
    if (!it) {
        decref(acc);
        return NULL;
    }
    obj *x;
    while ((x = op_next(it))) {
        obj *r = op_binary(acc, x, BIN_MUL);
        decref(acc);
        decref(x);
        acc = r;
        if (!acc)
            break;
    }
    decref(it);
    if (vm->exc) {
        xdecref(acc);
        return NULL;
    }
    return acc;
}

/* fsum: Shewchuk's exact partial sums (as in the Python docs' recipe) */
static obj *m_fsum(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("fsum", kw) < 0)
        return NULL;
    if (nargs != 1)
        return exc_raise(&exc_TypeError, "fsum() takes exactly one argument (%zu given)", nargs);
    obj *it = op_iter(args[0]);
    if (!it)
        return NULL;
    double partials[64];
    size_t np = 0;
    double special = 0;
    bool has_special = false;
    obj *o;
    while ((o = op_next(it))) {
        double x;
        bool ok = arg_double(o, &x);
        decref(o);
        if (!ok) {
            decref(it);
            return NULL;
        }
        if (!isfinite(x)) {
            special += x;
            has_special = true;
            continue;
        }
        size_t i = 0;
        for (size_t j = 0; j < np; j++) {
            double y = partials[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y, lo = y - (hi - x);
            if (lo != 0)
                partials[i++] = lo;
            x = hi;
        }
        if (i < 64)
            partials[i++] = x;
        np = i;
    }
    decref(it);
    if (vm->exc)
        return NULL;
    if (has_special) {
        if (isnan(special))
            return exc_raise(&exc_ValueError, "-inf + inf in fsum");
        return float_new(special);
    }
    double hi = 0;
    if (np) {
        size_t n = np;
        hi = partials[--n];
        double lo = 0;
        while (n > 0) {
            double x = hi, y = partials[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0)
                break;
        }
        if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
            double y = lo * 2, x = hi + y, yr = x - hi;
            if (y == yr)
                hi = x;
        }
    }
    return float_new(hi);
}

static obj *m_dist(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("dist", kw) < 0)
        return NULL;
    if (nargs != 2)
        return exc_raise(&exc_TypeError, "dist expected 2 arguments, got %zu", nargs);
    obj *p = tuple_from_iter(args[0]), *q = p ? tuple_from_iter(args[1]) : NULL;
    if (!p || !q) {
        xdecref(p);
        return NULL;
    }
    if (AS(tuple_obj, p)->len != AS(tuple_obj, q)->len) {
        decref(p);
        decref(q);
        return exc_raise(&exc_ValueError, "both points must have the same number of dimensions");
    }
    double acc = 0;
    for (size_t i = 0; i < AS(tuple_obj, p)->len; i++) {
        double x, y;
        if (!arg_double(AS(tuple_obj, p)->items[i], &x) ||
            !arg_double(AS(tuple_obj, q)->items[i], &y)) {
            decref(p);
            decref(q);
            return NULL;
        }
        acc = hypot(acc, x - y);
    }
    decref(p);
    decref(q);
    return float_new(acc);
}

static const struct method_def math_funcs[] = {
    {"sqrt", m_sqrt, 0},         {"exp", m_exp, 0},           {"sin", m_sin, 0},
    {"cos", m_cos, 0},           {"tan", m_tan, 0},           {"asin", m_asin, 0},
    {"acos", m_acos, 0},         {"atan", m_atan, 0},         {"sinh", m_sinh, 0},
    {"cosh", m_cosh, 0},         {"tanh", m_tanh, 0},         {"asinh", m_asinh, 0},
    {"acosh", m_acosh, 0},       {"atanh", m_atanh, 0},       {"log", m_log, 0},
    {"log2", m_log2, 0},         {"log10", m_log10, 0},       {"log1p", m_log1p, 0},
    {"expm1", m_expm1, 0},       {"fabs", m_fabs, 0},         {"erf", m_erf, 0},
    {"erfc", m_erfc, 0},         {"gamma", m_gamma, 0},       {"lgamma", m_lgamma, 0},
    {"degrees", m_degrees, 0},   {"radians", m_radians, 0},   {"floor", m_floor, 0},
    {"ceil", m_ceil, 0},         {"trunc", m_trunc, 0},       {"atan2", m_atan2, 0},
    {"copysign", m_copysign, 0}, {"fmod", m_fmod, 0},         {"pow", m_pow, 0},
    {"hypot", m_hypot, 0},       {"ldexp", m_ldexp, 0},       {"frexp", m_frexp, 0},
    {"modf", m_modf, 0},         {"isfinite", m_isfinite, 0}, {"isinf", m_isinf, 0},
    {"isnan", m_isnan, 0},       {"isclose", m_isclose, 0},   {"factorial", m_factorial, 0},
    {"gcd", m_gcd, 0},           {"lcm", m_lcm, 0},           {"isqrt", m_isqrt, 0},
    {"comb", m_comb, 0},         {"perm", m_perm, 0},         {"prod", m_prod, 0},
    {"fsum", m_fsum, 0},         {"dist", m_dist, 0},         {NULL, NULL, 0},
};

obj *mod_math_create(void)
{
    (void)m_ldexp_unused;
    obj *m = module_new("math");
    if (!m)
        return NULL;
    obj *d = AS(module_obj, m)->dict;
    for (const struct method_def *f = math_funcs; f->name; f++) {
        obj *fn = builtin_new(f->name, f->fn, NULL);
        if (!fn || dict_set_cstr(d, f->name, fn) < 0) {
            decref(m);
            return NULL;
        }
    }
    if (dict_set_cstr(d, "pi", float_new(M_PI)) < 0 || dict_set_cstr(d, "e", float_new(M_E)) < 0 ||
        dict_set_cstr(d, "tau", float_new(2 * M_PI)) < 0 ||
        dict_set_cstr(d, "inf", float_new(INFINITY)) < 0 ||
        dict_set_cstr(d, "nan", float_new(NAN)) < 0) {
        decref(m);
        return NULL;
    }
    return m;
}
