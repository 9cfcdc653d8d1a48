/* executor/lib/mod_statistics.c: the statistics module of CPython 3.11, computed the same way
 * so that the floats come out identical: sums (mean, variance) are exact rationals over
 * each value's as_integer_ratio(), converted back once to the data's coerced type; stdev
 * takes a correctly rounded square root of the exact ratio; fmean, geometric_mean,
 * covariance, correlation and linear_regression use fsum; medians and quantiles do their
 * arithmetic on the data's own objects. NaNs and infinities are summed as floats apart from
 * the exact part, as CPython does. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/exc_text.h"
#include "executor/core/module.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_fieldtuple.h"
#include "executor/lib/mod_fractions.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/mod_math.h"
#include "executor/lib/pysource.h"

struct type stats_error = {
    .name = "statistics.StatisticsError",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .base_type = &exc_ValueError,
};

extern struct type stats_linreg;

/* ---- exact sums (statistics._sum and _ss) ---- */
struct ssum {
    mpq_t sx, sxx;   /* exact sum and sum of squares of the finite values */
    obj *special;    /* NaNs and infinities, summed in their own arithmetic, or NULL */
    size_t count;
    struct type *T;  /* the coerced type of the data */
};

static void ssum_init(struct ssum *s)
{
    mpq_inits(s->sx, s->sxx, NULL);
    s->special = NULL;
    s->count = 0;
    s->T = &type_int;
}

static void ssum_clear(struct ssum *s)
{
    mpq_clears(s->sx, s->sxx, NULL);
    xdecref(s->special);
}

static const char *short_name(struct type *t)
{
    const char *dot = strrchr(t->name, '.');
    return dot ? dot + 1 : t->name;
}

/* statistics._coerce */
static bool coerce(struct ssum *s, struct type *S)
{
    struct type *T = s->T;
    if (T == S || S == &type_int || S == &type_bool)
        return true;
    if (T == &type_int) {
        s->T = S;
        return true;
    }
    if (type_is_subtype(S, T)) {
        s->T = S;
        return true;
    }
    if (type_is_subtype(T, S))
        return true;
    if (type_is_subtype(T, &type_int)) {
        s->T = S;
        return true;
    }
    if (type_is_subtype(S, &type_int))
        return true;
    if (type_is_subtype(T, &fraction_type) && type_is_subtype(S, &type_float)) {
        s->T = S;
        return true;
    }
    if (type_is_subtype(T, &type_float) && type_is_subtype(S, &fraction_type))
        return true;
    exc_raise(&exc_TypeError, "don't know how to coerce %s and %s", short_name(T),
              short_name(S));
    return false;
}

/* statistics._exact_ratio into q; *special when x is a NaN or an infinity */
static bool exact_ratio(obj *x, mpq_t q, bool *special)
{
    *special = false;
    if (is_int(x)) {
        int_to_mpz(x, mpq_numref(q));
        mpz_set_ui(mpq_denref(q), 1);
        return true;
    }
    if (is_float(x)) {
        double d = float_val(x);
        if (!isfinite(d)) {
            *special = true;
            return true;
        }
        mpq_set_d(q, d);
        return true;
    }
    if (fraction_check(x)) {
        mpq_set(q, fraction_value(x));
        return true;
    }
    obj *r = op_call_method(x, "as_integer_ratio", NULL, 0);
    if (!r) {
        if (exc_pending_is(&exc_OverflowError) || exc_pending_is(&exc_ValueError)) {
            exc_clear();
            *special = true;
            return true;
        }
        if (!exc_pending_is(&exc_AttributeError))
            return false;
        exc_clear();
        obj *n = op_getattr_cstr(x, "numerator");
        obj *dd = n ? op_getattr_cstr(x, "denominator") : NULL;
        if (!dd || !is_int(n) || !is_int(dd)) {
            xdecref(n);
            xdecref(dd);
            exc_clear();
            exc_raise(&exc_TypeError, "can't convert type '%s' to numerator/denominator",
                      short_name(type_of(x)));
            return false;
        }
        int_to_mpz(n, mpq_numref(q));
        int_to_mpz(dd, mpq_denref(q));
        decref(n);
        decref(dd);
        mpq_canonicalize(q);
        return true;
    }
    bool ok = is_tuple(r) && AS(tuple_obj, r)->len == 2 && is_int(AS(tuple_obj, r)->items[0]) &&
              is_int(AS(tuple_obj, r)->items[1]);
    if (ok) {
        int_to_mpz(AS(tuple_obj, r)->items[0], mpq_numref(q));
        int_to_mpz(AS(tuple_obj, r)->items[1], mpq_denref(q));
        mpq_canonicalize(q);
    } else {
        exc_raise(&exc_TypeError, "as_integer_ratio() must return a pair of ints");
    }
    decref(r);
    return ok;
}

static bool ssum_add(struct ssum *s, obj *x, bool squares)
{
    if (!coerce(s, type_of(x)))
        return false;
    mpq_t q;
    mpq_init(q);
    bool special;
    bool ok = exact_ratio(x, q, &special);
    if (ok) {
        s->count++;
        if (special) {
            obj *t = op_binary(s->special ? s->special : small_new(0), x, BIN_ADD);
            xdecref(s->special);
            s->special = t;
            ok = t != NULL;
        } else {
            if (!int_check_bits(mpz_sizeinbase(mpq_numref(s->sx), 2) +
                                mpz_sizeinbase(mpq_numref(q), 2) * 2 +
                                mpz_sizeinbase(mpq_denref(q), 2) * 2))
                ok = false;
            mpq_add(s->sx, s->sx, q);
            if (squares) {
                mpq_mul(q, q, q);
                mpq_add(s->sxx, s->sxx, q);
            }
        }
    }
    mpq_clear(q);
    return ok;
}

/* sums every value of an iterable; xbar (may be NULL) makes it _ss's (x - c)**2 form */
static bool ssum_iter(struct ssum *s, obj *data, bool squares, obj *c)
{
    obj *it = op_iter(data);
    if (!it)
        return false;
    obj *x;
    bool ok = true;
    while (ok && (x = op_next(it))) {
        if (c) {
            obj *d = op_binary(x, c, BIN_SUB);
            obj *d2 = d ? op_binary(d, d, BIN_MUL) : NULL;
            xdecref(d);
            ok = d2 && ssum_add(s, d2, false);
            xdecref(d2);
        } else {
            ok = ssum_add(s, x, squares);
        }
        decref(x);
        if (ok && !vm_charge(1)) {
            vm_ops_exceeded();
            ok = false;
        }
    }
    decref(it);
    return ok && !vm->exc;
}

/* statistics._convert of an exact value */
static obj *convert(mpq_srcptr v, struct type *T)
{
    if (T == &type_int || T == &type_bool) {
        if (mpz_cmp_ui(mpq_denref(v), 1) == 0)
            return int_from_mpz(mpq_numref(v));
        T = &type_float;
    }
    if (type_is_subtype(T, &type_float)) {
        bool ov;
        double d = math_mpq_to_double(v, &ov);
        if (ov)
            return exc_raise(&exc_OverflowError, "integer division result too large for a float");
        return float_new(d);
    }
    if (type_is_subtype(T, &fraction_type))
        return fraction_from_mpq(v);
    /* Decimal and others: T(Fraction) and, when that is refused, T(n) / T(d) */
    obj *f = fraction_from_mpq(v);
    if (!f)
        return NULL;
    obj *r = op_call1((obj *)T, f);
    decref(f);
    if (r || !exc_pending_is(&exc_TypeError))
        return r;
    exc_clear();
    obj *n = int_from_mpz(mpq_numref(v)), *d = n ? int_from_mpz(mpq_denref(v)) : NULL;
    obj *tn = d ? op_call1((obj *)T, n) : NULL, *td = tn ? op_call1((obj *)T, d) : NULL;
    r = td ? op_binary(tn, td, BIN_TRUEDIV) : NULL;
    xdecref(n);
    xdecref(d);
    xdecref(tn);
    xdecref(td);
    return r;
}

static obj *stats_raise(const char *msg)
{
    return exc_raise(&stats_error, "%s", msg);
}


/* ---- averages ---- */
static obj *s_mean(obj **args, size_t nargs, obj *kw)
{
    struct ssum s;
    ssum_init(&s);
    obj *r = NULL;
    if (!ssum_iter(&s, args[0], false, NULL))
        goto out;
    if (s.count < 1) {
        stats_raise("mean requires at least one data point");
        goto out;
    }
    if (s.special) {
        obj *n = int_from_i64((int64_t)s.count);
        r = n ? op_binary(s.special, n, BIN_TRUEDIV) : NULL;
        xdecref(n);
        goto out;
    }
    mpz_mul_ui(mpq_denref(s.sx), mpq_denref(s.sx), (unsigned long)s.count);
    mpq_canonicalize(s.sx);
    r = convert(s.sx, s.T);
out:
    ssum_clear(&s);
    return r;
}

/* a list of the data, for functions that need len() or two passes */
static obj *as_list(obj *data)
{
    return list_from_iter(data);
}

static obj *s_fmean(obj **args, size_t nargs, obj *kw)
{
    obj *data = as_list(args[0]);
    if (!data)
        return NULL;
    size_t n = AS(list_obj, data)->len;
    obj *r = NULL;
    if (!args[1] || args[1] == NONE) {
        obj *total = math_fsum(data);
        if (!total)
            goto out;
        if (!n) {
            decref(total);
            stats_raise("fmean requires at least one data point");
            goto out;
        }
        obj *nn = int_from_i64((int64_t)n);
        r = nn ? op_binary(total, nn, BIN_TRUEDIV) : NULL;
        xdecref(nn);
        decref(total);
        goto out;
    }
    obj *w = as_list(args[1]);
    if (!w)
        goto out;
    size_t nw = AS(list_obj, w)->len, m = n < nw ? n : nw;
    obj *prods = list_new(0);
    for (size_t i = 0; prods && i < m; i++) {
        obj *p = op_binary(AS(list_obj, data)->items[i], AS(list_obj, w)->items[i], BIN_MUL);
        if (!p || list_append_steal(prods, p) < 0)
            CLEAR(prods);
    }
    obj *num = prods ? math_fsum(prods) : NULL;
    xdecref(prods);
    if (num && n != nw) {
        stats_raise("data and weights must be the same length");
    } else if (num) {
        obj *den = math_fsum(w);
        if (den && float_val(den) == 0)
            stats_raise("sum of weights must be non-zero");
        else if (den)
            r = op_binary(num, den, BIN_TRUEDIV);
        xdecref(den);
    }
    xdecref(num);
    decref(w);
out:
    decref(data);
    return r;
}

static obj *s_geometric_mean(obj **args, size_t nargs, obj *kw)
{
    obj *it = op_iter(args[0]);
    if (!it)
        return NULL;
    obj *logs = list_new(0), *x;
    while (logs && (x = op_next(it))) {
        double v;
        bool ok = math_log(x, &v);
        decref(x);
        obj *f = ok ? float_new(v) : NULL;
        if (!f || list_append_steal(logs, f) < 0)
            CLEAR(logs);
    }
    decref(it);
    if (!logs || vm->exc) {
        xdecref(logs);
        if (exc_pending_is(&exc_ValueError)) {
            exc_clear();
            stats_raise("geometric mean requires a non-empty dataset containing positive numbers");
        }
        return NULL;
    }
    size_t n = AS(list_obj, logs)->len;
    obj *total = math_fsum(logs);
    decref(logs);
    if (!total)
        return NULL;
    if (!n) {
        decref(total);
        return stats_raise(
            "geometric mean requires a non-empty dataset containing positive numbers");
    }
    double m = float_val(total) / (double)n;
    decref(total);
    double r = exp(m);
    if (isinf(r) && isfinite(m))
        return exc_raise(&exc_OverflowError, "math range error");
    return float_new(r);
}

static bool is_real_number(obj *x)
{
    return is_int(x) || is_float(x) || fraction_check(x) ||
           !strcmp(type_of(x)->name, "decimal.Decimal");
}

/* _fail_neg: the value, or StatisticsError when it is negative */
static bool check_nonneg(obj *x, const char *msg)
{
    int lt = op_compare_bool(x, small_new(0), CMP_LT);
    if (lt < 0)
        return false;
    if (lt) {
        stats_raise(msg);
        return false;
    }
    return true;
}

static obj *s_harmonic_mean(obj **args, size_t nargs, obj *kw)
{
    static const char *const errmsg = "harmonic mean does not support negative values";
    obj *data = as_list(args[0]), *w = NULL, *r = NULL;
    if (!data)
        return NULL;
    size_t n = AS(list_obj, data)->len;
    bool have_w = args[1] && args[1] != NONE;
    struct ssum sw, s;
    ssum_init(&sw);
    ssum_init(&s);
    obj *sum_weights = NULL;
    if (n < 1) {
        stats_raise("harmonic_mean requires at least one data point");
        goto out;
    }
    if (n == 1 && !have_w) {
        obj *x = AS(list_obj, data)->items[0];
        if (!is_real_number(x)) {
            exc_raise(&exc_TypeError, "unsupported type");
            goto out;
        }
        if (check_nonneg(x, errmsg))
            r = incref(x);
        goto out;
    }
    if (!have_w) {
        sum_weights = int_from_i64((int64_t)n);
    } else {
        if (!(w = as_list(args[1])))
            goto out;
        if (AS(list_obj, w)->len != n) {
            stats_raise("Number of weights does not match data size");
            goto out;
        }
        for (size_t i = 0; i < n; i++) {
            obj *wi = AS(list_obj, w)->items[i];
            if (!check_nonneg(wi, errmsg) || !ssum_add(&sw, wi, false))
                goto out;
        }
        if (sw.special) {
            sum_weights = incref(sw.special);
        } else {
            sum_weights = fraction_from_mpq(sw.sx);
        }
    }
    if (!sum_weights)
        goto out;
    for (size_t i = 0; i < n; i++) {
        obj *x = AS(list_obj, data)->items[i];
        obj *wi = w ? AS(list_obj, w)->items[i] : small_new(1);
        if (!check_nonneg(x, errmsg))
            goto out;
        int t = op_truth(wi);
        if (t < 0)
            goto out;
        obj *q = t ? op_binary(wi, x, BIN_TRUEDIV) : small_new(0);
        if (!q) {
            if (exc_pending_is(&exc_ZeroDivisionError)) {
                exc_clear();
                r = small_new(0);
            }
            goto out;
        }
        bool ok = ssum_add(&s, q, false);
        decref(q);
        if (!ok)
            goto out;
    }
    if (s.special) {
        obj *zero = small_new(0);
        int le = op_compare_bool(s.special, zero, CMP_LE);
        if (le < 0)
            goto out;
        if (le) {
            stats_raise("Weighted sum must be positive");
            goto out;
        }
        r = op_binary(sum_weights, s.special, BIN_TRUEDIV);
        goto out;
    }
    if (mpq_sgn(s.sx) <= 0) {
        stats_raise("Weighted sum must be positive");
        goto out;
    }
    {
        /* sum_weights / total, exactly, then converted */
        mpq_t sw_q, res;
        mpq_inits(sw_q, res, NULL);
        bool special;
        if (exact_ratio(sum_weights, sw_q, &special) && !special) {
            mpq_div(res, sw_q, s.sx);
            r = convert(res, s.T);
        } else if (!vm->exc) {
            obj *tot = fraction_from_mpq(s.sx);
            obj *q = tot ? op_binary(sum_weights, tot, BIN_TRUEDIV) : NULL;
            xdecref(tot);
            r = q;
        }
        mpq_clears(sw_q, res, NULL);
    }
out:
    ssum_clear(&sw);
    ssum_clear(&s);
    xdecref(sum_weights);
    xdecref(w);
    decref(data);
    return r;
}

/* ---- medians, modes, quantiles ---- */
static obj *sorted_list(obj *data)
{
    obj *l = list_from_iter(data);
    if (l && list_sort(l, NULL, false) < 0)
        CLEAR(l);
    return l;
}

/* bisect over a sorted list with Python comparisons; right: bisect_right */
static intptr_t bisect(obj *l, obj *x, intptr_t lo, bool right)
{
    intptr_t hi = (intptr_t)AS(list_obj, l)->len;
    while (lo < hi) {
        intptr_t mid = (lo + hi) / 2;
        obj *m = AS(list_obj, l)->items[mid];
        int c = right ? op_compare_bool(x, m, CMP_LT) : op_compare_bool(m, x, CMP_LT);
        if (c < 0)
            return -1;
        if (right ? c : !c)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

static bool to_float_or_typeerror(obj *o, double *out)
{
    if (is_str(o) || is_type(o, &type_bytes)) {
        exc_raise(&exc_TypeError, "Value cannot be converted to a float");
        return false;
    }
    obj *f = op_call1((obj *)&type_float, o);
    if (!f) {
        if (exc_pending_is(&exc_ValueError)) {
            exc_clear();
            exc_raise(&exc_TypeError, "Value cannot be converted to a float");
        }
        return false;
    }
    *out = float_val(f);
    decref(f);
    return true;
}

/* median_grouped of the sorted, non-empty list L, with the class INTERVAL (NULL: 1) */
static obj *median_grouped(obj *l, obj *interval_arg)
{
    size_t n = AS(list_obj, l)->len;
    obj *x = AS(list_obj, l)->items[n / 2];
    intptr_t i = bisect(l, x, 0, false);
    intptr_t j = i >= 0 ? bisect(l, x, i, true) : -1;
    if (j < 0)
        return NULL;
    double interval = 1.0, xf;
    if ((interval_arg && !to_float_or_typeerror(interval_arg, &interval)) ||
        !to_float_or_typeerror(x, &xf))
        return NULL;
    double L = xf - interval / 2.0;
    double cf = (double)i, f = (double)(j - i);
    return float_new(L + interval * ((double)n / 2 - cf) / f);
}

enum median_kind { MEDIAN, MEDIAN_LOW, MEDIAN_HIGH, MEDIAN_GROUPED };

/* median, median_low, median_high and median_grouped of args[0], by the table's data */
static obj *s_median(obj **args, size_t nargs, obj *kw, intptr_t kind)
{
    obj *l = sorted_list(args[0]);
    if (!l)
        return NULL;
    size_t n = AS(list_obj, l)->len;
    obj **it = AS(list_obj, l)->items;
    obj *r = NULL;
    if (n == 0)
        stats_raise("no median for empty data");
    else if (kind == MEDIAN_GROUPED)
        r = median_grouped(l, args[1]);
    else if (n % 2 == 1)
        r = incref(it[n / 2]);
    else if (kind == MEDIAN_LOW)
        r = incref(it[n / 2 - 1]);
    else if (kind == MEDIAN_HIGH)
        r = incref(it[n / 2]);
    else {
        obj *s = op_binary(it[n / 2 - 1], it[n / 2], BIN_ADD);
        r = s ? op_binary(s, small_new(2), BIN_TRUEDIV) : NULL;
        xdecref(s);
    }
    decref(l);
    return r;
}

/* {item: how many times it occurs} of the iterable DATA */
static obj *counts_of(obj *data)
{
    obj *d = dict_new();
    obj *it = d ? op_iter(data) : NULL;
    int rc = it ? 0 : -1;
    obj *x;
    while (rc == 0 && (x = op_next(it))) {
        obj *c = dict_get(d, x); /* borrowed; NULL: absent, or an error from __eq__ */
        obj *n = c ? op_binary(c, small_new(1), BIN_ADD) : vm->exc ? NULL : small_new(1);
        rc = n ? dict_set(d, x, n) : -1;
        xdecref(n);
        decref(x);
    }
    xdecref(it);
    if (rc < 0 || vm->exc)
        CLEAR(d);
    return d;
}

/* multimode (the table's data 0): the values of args[0] seen most often, in first-seen
 * order; mode (1): the first of them, as CPython's Counter(data).most_common(1) */
static obj *s_mode(obj **args, size_t nargs, obj *kw, intptr_t first)
{
    obj *d = counts_of(args[0]);
    if (!d)
        return NULL;
    size_t pos = 0;
    obj *k, *v;
    intptr_t maxc = 0;
    while (dict_next(d, &pos, &k, &v))
        if (small_val(v) > maxc)
            maxc = small_val(v);
    obj *r = list_new(0);
    pos = 0;
    while (r && dict_next(d, &pos, &k, &v))
        if (small_val(v) == maxc && list_append(r, k) < 0)
            CLEAR(r);
    decref(d);
    if (!first || !r)
        return r;
    obj *modes = r;
    r = AS(list_obj, modes)->len ? incref(AS(list_obj, modes)->items[0])
                                 : stats_raise("no mode for empty data");
    decref(modes);
    return r;
}

/* (a * wa + b * wb) / n on the data's objects */
static obj *interpolate(obj *a, obj *wa, obj *b, obj *wb, obj *n)
{
    obj *x = op_binary(a, wa, BIN_MUL), *y = x ? op_binary(b, wb, BIN_MUL) : NULL;
    obj *s = y ? op_binary(x, y, BIN_ADD) : NULL;
    obj *r = s ? op_binary(s, n, BIN_TRUEDIV) : NULL;
    xdecref(x);
    xdecref(y);
    xdecref(s);
    return r;
}

static obj *s_quantiles(obj **args, size_t nargs, obj *kw)
{
    int64_t n = 4;
    if (args[1]) {
        obj *ni = math_arg_index(args[1]);
        if (!ni)
            return NULL;
        bool fits = int_to_i64(ni, &n);
        decref(ni);
        if (!fits)
            return exc_no_memory();
    }
    if (n < 1)
        return stats_raise("n must be at least 1");
    const char *method = "exclusive";
    if (args[2]) {
        if (!is_str(args[2]) ||
            (strcmp(str_cstr(args[2]), "inclusive") && strcmp(str_cstr(args[2]), "exclusive"))) {
            return exc_raise_text(&exc_ValueError, op_repr, "Unknown method: %s", args[2]);
        }
        method = str_cstr(args[2]);
    }
    obj *l = sorted_list(args[0]);
    if (!l)
        return NULL;
    int64_t ld = (int64_t)AS(list_obj, l)->len;
    obj **d = AS(list_obj, l)->items;
    obj *res = NULL;
    if (ld < 2) {
        stats_raise("must have at least two data points");
        goto out;
    }
    if (!vm_charge((uint64_t)n)) {
        vm_ops_exceeded();
        goto out;
    }
    res = list_new(0);
    obj *nobj = int_from_i64(n);
    bool incl = !strcmp(method, "inclusive");
    int64_t m = incl ? ld - 1 : ld + 1;
    for (int64_t i = 1; res && nobj && i < n; i++) {
        int64_t j, delta;
        if (incl) {
            j = i * m / n;
            delta = i * m - j * n;
        } else {
            j = i * m / n;
            j = j < 1 ? 1 : j > ld - 1 ? ld - 1 : j;
            delta = i * m - j * n;
        }
        obj *wa = int_from_i64(n - delta), *wb = int_from_i64(delta);
        obj *v = incl ? interpolate(d[j], wa, d[j + 1], wb, nobj)
                      : interpolate(d[j - 1], wa, d[j], wb, nobj);
        xdecref(wa);
        xdecref(wb);
        if (!v || list_append_steal(res, v) < 0)
            CLEAR(res);
    }
    xdecref(nobj);
out:
    decref(l);
    return res;
}

/* ---- spread ---- */

/* _ss: the type, the exact sum of squared deviations (or a special value) and the count */
static bool sum_squares(obj *data, obj *c, struct ssum *s, mpq_t ssd)
{
    if (c && c != NONE) {
        if (!ssum_iter(s, data, false, c))
            return false;
        mpq_set(ssd, s->sx);
        return true;
    }
    if (!ssum_iter(s, data, true, NULL))
        return false;
    if (s->count && !s->special) {
        /* (n * sxx - sx * sx) / n */
        mpq_t t;
        mpq_init(t);
        mpq_mul(t, s->sx, s->sx);
        mpz_mul_ui(mpq_numref(ssd), mpq_numref(s->sxx), (unsigned long)s->count);
        mpz_set(mpq_denref(ssd), mpq_denref(s->sxx));
        mpq_canonicalize(ssd);
        mpq_sub(ssd, ssd, t);
        mpz_mul_ui(mpq_denref(ssd), mpq_denref(ssd), (unsigned long)s->count);
        mpq_canonicalize(ssd);
        mpq_clear(t);
    }
    return true;
}

/* sqrt(n/m) correctly rounded: an integer square root rounded to odd, then one division */
static obj *float_sqrt_of_frac(mpq_srcptr v)
{
    if (mpq_sgn(v) == 0)
        return float_new(0.0);
    mpz_srcptr n = mpq_numref(v), m = mpq_denref(v);
    long q = ((long)mpz_sizeinbase(n, 2) - (long)mpz_sizeinbase(m, 2) - 109);
    q = q >= 0 ? q / 2 : -((-q + 1) / 2);
    mpz_t a, nn, mm;
    mpz_inits(a, nn, mm, NULL);
    mpz_set(nn, n);
    mpz_set(mm, m);
    if (q >= 0)
        mpz_mul_2exp(mm, mm, (mp_bitcnt_t)(2 * q));
    else
        mpz_mul_2exp(nn, nn, (mp_bitcnt_t)(-2 * q));
    /* a = isqrt(nn // mm), made odd when inexact */
    mpz_t t;
    mpz_init(t);
    mpz_fdiv_q(t, nn, mm);
    mpz_sqrt(a, t);
    mpz_mul(t, a, a);
    mpz_mul(t, t, mm);
    if (mpz_cmp(t, nn) != 0)
        mpz_setbit(a, 0);
    mpq_t r;
    mpq_init(r);
    if (q >= 0) {
        mpz_mul_2exp(mpq_numref(r), a, (mp_bitcnt_t)q);
        mpz_set_ui(mpq_denref(r), 1);
    } else {
        mpz_set(mpq_numref(r), a);
        mpz_set_ui(mpq_denref(r), 1);
        mpz_mul_2exp(mpq_denref(r), mpq_denref(r), (mp_bitcnt_t)-q);
        mpq_canonicalize(r);
    }
    bool ov;
    double d = math_mpq_to_double(r, &ov);
    mpq_clear(r);
    mpz_clears(a, nn, mm, t, NULL);
    if (ov)
        return exc_raise(&exc_OverflowError, "integer division result too large for a float");
    return float_new(d);
}

enum { VAR_SAMPLE = 1, VAR_SQRT = 2 };
/* variance, pvariance, stdev, pstdev: the table's data says which (VAR_ flags) */
static obj *spread(obj **args, size_t nargs, obj *kw, intptr_t flags)
{
    static const char *const names[] = {"pvariance", "variance", "pstdev", "stdev"};
    const char *cname = names[flags];
    struct ssum s;
    ssum_init(&s);
    mpq_t ssd;
    mpq_init(ssd);
    obj *r = NULL;
    if (!sum_squares(args[0], args[1], &s, ssd))
        goto out;
    size_t need = (flags & VAR_SAMPLE) ? 2 : 1;
    if (s.count < need) {
        exc_raise(&stats_error, "%s requires at least %s data point%s", cname,
                  need == 2 ? "two" : "one", need == 2 ? "s" : "");
        goto out;
    }
    size_t div = (flags & VAR_SAMPLE) ? s.count - 1 : s.count;
    if (s.special) {
        if (flags & VAR_SQRT) {
            exc_raise(&exc_AttributeError, "'%s' object has no attribute 'numerator'",
                      op_type_name(s.special));
            goto out;
        }
        obj *dv = int_from_i64((int64_t)div);
        r = dv ? op_binary(s.special, dv, BIN_TRUEDIV) : NULL;
        xdecref(dv);
        goto out;
    }
    mpz_mul_ui(mpq_denref(ssd), mpq_denref(ssd), (unsigned long)div);
    mpq_canonicalize(ssd);
    if (flags & VAR_SQRT) {
        if (!strcmp(s.T->name, "decimal.Decimal")) {
            /* Decimal: the square root in the decimal context */
            obj *v = convert(ssd, s.T);
            r = v ? op_call_method(v, "sqrt", NULL, 0) : NULL;
            xdecref(v);
        } else {
            r = float_sqrt_of_frac(ssd);
        }
    } else {
        r = convert(ssd, s.T);
    }
out:
    mpq_clear(ssd);
    ssum_clear(&s);
    return r;
}

/* ---- relations between two variables (fsum based) ---- */

/* fsum of f(x_i, y_i) for f in {x*y, (x-xbar)*(y-ybar), (x-xbar)**2} */
static obj *fsum_pairs(obj *x, obj *y, obj *xbar, obj *ybar)
{
    size_t n = AS(list_obj, x)->len;
    obj *terms = list_new(0);
    for (size_t i = 0; terms && i < n; i++) {
        obj *a = AS(list_obj, x)->items[i], *b = y ? AS(list_obj, y)->items[i] : a;
        obj *da = xbar ? op_binary(a, xbar, BIN_SUB) : incref(a);
        obj *db = !da ? NULL : y ? (ybar ? op_binary(b, ybar, BIN_SUB) : incref(b)) : incref(da);
        obj *p = db ? op_binary(da, db, BIN_MUL) : NULL;
        xdecref(da);
        xdecref(db);
        if (!p || list_append_steal(terms, p) < 0)
            CLEAR(terms);
    }
    obj *r = terms ? math_fsum(terms) : NULL;
    xdecref(terms);
    return r;
}

static obj *mean_of(obj *l)
{
    obj *s = math_fsum(l);
    obj *n = s ? int_from_i64((int64_t)AS(list_obj, l)->len) : NULL;
    obj *r = n ? op_binary(s, n, BIN_TRUEDIV) : NULL;
    xdecref(s);
    xdecref(n);
    return r;
}

static int two_lists(obj *xo, obj *yo, const char *what, obj **x, obj **y)
{
    intptr_t nx = op_len(xo);
    if (nx < 0)
        return -1;
    intptr_t ny = op_len(yo);
    if (ny < 0)
        return -1;
    if (nx != ny) {
        exc_raise(&stats_error, "%s requires that both inputs have same number of data points",
                  what);
        return -1;
    }
    if (nx < 2) {
        exc_raise(&stats_error, "%s requires at least two data points", what);
        return -1;
    }
    *x = as_list(xo);
    *y = *x ? as_list(yo) : NULL;
    if (!*y) {
        xdecref(*x);
        return -1;
    }
    return 0;
}

/* The arguments of covariance(x, y, /), correlation(x, y, /) and linear_regression(x, y, /,
 * *, proportional=False), with the messages of a Python function's positional-only
 * parameters, which the binder's PA_PY does not have: x and y as lists (two_lists, WHAT
 * names the function there), and *PROP the proportional keyword (PROP NULL: refused). */
static int xy_args(const char *fn, const char *what, obj **args, size_t nargs, obj *kw, obj **prop,
                   obj **x, obj **y)
{
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    const char *unexpected = NULL;
    char posonly[8] = "";
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kw)->items[k]);
        if (prop && !strcmp(kn, "proportional"))
            *prop = args[nargs + k];
        else if (!strcmp(kn, "x") || !strcmp(kn, "y"))
            snprintf(posonly + strlen(posonly), sizeof posonly - strlen(posonly), "%s%s",
                     posonly[0] ? ", " : "", kn);
        else if (!unexpected)
            unexpected = kn;
    }
    if (posonly[0]) {
        exc_raise(&exc_TypeError,
                  "%s() got some positional-only arguments passed as keyword arguments: '%s'", fn,
                  posonly);
        return -1;
    }
    if (unexpected) {
        exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument '%s'", fn, unexpected);
        return -1;
    }
    if (nargs > 2) {
        exc_raise(&exc_TypeError, "%s() takes 2 positional arguments but %zu %s given", fn, nargs,
                  prop && *prop ? "positional arguments (and 1 keyword-only argument) were"
                                : "were");
        return -1;
    }
    if (nargs < 2) {
        exc_raise(&exc_TypeError, "%s() missing %s", fn,
                  nargs ? "1 required positional argument: 'y'"
                        : "2 required positional arguments: 'x' and 'y'");
        return -1;
    }
    return two_lists(args[0], args[1], what, x, y);
}

/* What covariance, correlation and linear_regression compute from x and y (lists): the
 * means (unless about zero), the sum of the products of the deviations and, as asked, the
 * sums of the squared deviations of x and of y. */
struct xy_sums {
    union {
        struct {
            obj *x, *y, *xbar, *ybar, *sxy, *sxx, *syy;
        };
        obj *all[7]; /* the same references, for xy_sums_clear */
    };
};
enum { XY_SXX = 1, XY_SYY = 2, XY_ABOUT_ZERO = 4 };

static bool xy_sums_fill(struct xy_sums *s, int what)
{
    if (!(what & XY_ABOUT_ZERO) && (!(s->xbar = mean_of(s->x)) || !(s->ybar = mean_of(s->y))))
        return false;
    if (!(s->sxy = fsum_pairs(s->x, s->y, s->xbar, s->ybar)))
        return false;
    if ((what & XY_SXX) && !(s->sxx = fsum_pairs(s->x, NULL, s->xbar, NULL)))
        return false;
    return !(what & XY_SYY) || (s->syy = fsum_pairs(s->y, NULL, s->ybar, NULL));
}

_Static_assert(sizeof(struct xy_sums) == 7 * sizeof(obj *), "xy_sums: all[] covers the fields");

static void xy_sums_clear(struct xy_sums *s)
{
    for (size_t i = 0; i < sizeof s->all / sizeof *s->all; i++)
        xdecref(s->all[i]);
}

/* covariance (DATA 0) and correlation (1): both divide the sum of the products of the
 * deviations, by n - 1 or by the root of the product of the sums of squared deviations */
static obj *s_covariance_or_correlation(obj **args, size_t nargs, obj *kw, intptr_t correlation)
{
    const char *fn = correlation ? "correlation" : "covariance";
    struct xy_sums s = {0};
    if (xy_args(fn, fn, args, nargs, kw, NULL, &s.x, &s.y) < 0)
        return NULL;
    obj *den = NULL, *r = NULL;
    if (!xy_sums_fill(&s, correlation ? XY_SXX | XY_SYY : 0))
        goto out;
    if (!correlation) {
        den = int_from_i64((int64_t)AS(list_obj, s.x)->len - 1);
    } else {
        double p = float_val(s.sxx) * float_val(s.syy);
        if (p < 0) {
            exc_raise(&exc_ValueError, "math domain error");
            goto out;
        }
        if (sqrt(p) == 0) {
            stats_raise("at least one of the inputs is constant");
            goto out;
        }
        den = float_new(sqrt(p));
    }
    r = den ? op_binary(s.sxy, den, BIN_TRUEDIV) : NULL;
out:
    xdecref(den);
    xy_sums_clear(&s);
    return r;
}

static obj *s_linear_regression(obj **args, size_t nargs, obj *kw)
{
    obj *prop = NULL;
    struct xy_sums s = {0};
    if (xy_args("linear_regression", "linear regression", args, nargs, kw, &prop, &s.x, &s.y) < 0)
        return NULL;
    int proportional = prop ? op_truth(prop) : 0;
    obj *slope = NULL, *icpt = NULL, *r = NULL;
    if (proportional < 0 || !xy_sums_fill(&s, XY_SXX | (proportional ? XY_ABOUT_ZERO : 0)))
        goto out;
    slope = op_binary(s.sxy, s.sxx, BIN_TRUEDIV);
    if (!slope) {
        if (exc_pending_is(&exc_ZeroDivisionError)) {
            exc_clear();
            stats_raise("x is constant");
        }
        goto out;
    }
    if (proportional) {
        icpt = float_new(0.0);
    } else {
        obj *t = op_binary(slope, s.xbar, BIN_MUL);
        icpt = t ? op_binary(s.ybar, t, BIN_SUB) : NULL;
        xdecref(t);
    }
    if (icpt)
        r = fieldtuple_new(&stats_linreg, 2, (obj *[]){slope, icpt});
out:
    xdecref(slope);
    xdecref(icpt);
    xy_sums_clear(&s);
    return r;
}

/* LinearRegression(slope, intercept): a named 2-tuple */
static const struct getset_def linreg_getset[] = {
    FIELDTUPLE_ITEM("slope", 0),
    FIELDTUPLE_ITEM("intercept", 1),
    {NULL},
};
struct type stats_linreg = FIELDTUPLE_TYPE("statistics.LinearRegression", linreg_getset);

#define SAMPLE_SIG PA_SIG_PY(1, 2, NULL, "data", "xbar")
#define POPULATION_SIG PA_SIG_PY(1, 2, NULL, "data", "mu")
static const struct method_def stats_funcs[] = {
    {"mean", s_mean, 0, PA_SIG_PY(1, 1, NULL, "data")},
    {"fmean", s_fmean, 0, PA_SIG_PY(1, 2, NULL, "data", "weights")},
    {"geometric_mean", s_geometric_mean, 0, PA_SIG_PY(1, 1, NULL, "data")},
    {"harmonic_mean", s_harmonic_mean, 0, PA_SIG_PY(1, 2, NULL, "data", "weights")},
    {"median", .sig = PA_SIG_PY(1, 1, NULL, "data"), .fn_data = s_median, .data = MEDIAN},
    {"median_low", .sig = PA_SIG_PY(1, 1, NULL, "data"), .fn_data = s_median, .data = MEDIAN_LOW},
    {"median_high", .sig = PA_SIG_PY(1, 1, NULL, "data"), .fn_data = s_median, .data = MEDIAN_HIGH},
    {"median_grouped", .sig = PA_SIG_PY(1, 2, NULL, "data", "interval"), .fn_data = s_median,
     .data = MEDIAN_GROUPED},
    {"mode", .sig = PA_SIG_PY(1, 1, NULL, "data"), .fn_data = s_mode, .data = 1},
    {"multimode", .sig = PA_SIG_PY(1, 1, NULL, "data"), .fn_data = s_mode, .data = 0},
    {"quantiles", s_quantiles, 0, PA_SIG_PY(1, 1, NULL, "data", "n", "method")},
    {"variance", .sig = SAMPLE_SIG, .fn_data = spread, .data = VAR_SAMPLE},
    {"pvariance", .sig = POPULATION_SIG, .fn_data = spread, .data = 0},
    {"stdev", .sig = SAMPLE_SIG, .fn_data = spread, .data = VAR_SAMPLE | VAR_SQRT},
    {"pstdev", .sig = POPULATION_SIG, .fn_data = spread, .data = VAR_SQRT},
    {"covariance", .fn_data = s_covariance_or_correlation, .data = 0},
    {"correlation", .fn_data = s_covariance_or_correlation, .data = 1},
    {"linear_regression", s_linear_regression, 0},
    {NULL},
};

/* the Python part (NormalDist); statistics also computes with Fraction, unimported */
static int stats_fill(obj *m)
{
    fraction_init_type();
    static const char *const deps[] = {"math", "random", NULL};
    obj *r = pysource_extend(incref(m), mod_statistics_py, deps);
    xdecref(r);
    return r ? 0 : -1;
}

const struct module_def mod_statistics = {
    "statistics",
    stats_funcs,
    (const struct module_type[]){{&stats_error, true}, {&stats_linreg, true}, {NULL}},
    stats_fill,
};
