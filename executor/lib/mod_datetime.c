/* executor/lib/mod_datetime.c: the datetime module: timedelta, date, time, datetime, tzinfo,
 * timezone, with CPython's arithmetic, rounding (half-even microseconds), repr/str and
 * error messages. Local time is UTC (mod_time.h): today()/now() read the real clock in
 * UTC, naive timestamp()/fromtimestamp() treat naive values as UTC, and astimezone() on a
 * naive datetime gives timezone(timedelta(0), 'UTC'). tzinfo may not be subclassed here
 * (the executor cannot subclass native types yet); foreign tzinfo objects are still asked
 * for utcoffset()/tzname()/dst() through their methods. */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "executor/core/module.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_fieldtuple.h"
#include "executor/lib/mod_math.h"
#include "executor/lib/mod_time.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"

#define MAX_DELTA_DAYS 999999999
#define MAX_ORDINAL 3652059 /* 9999-12-31 */
#define US_PER_SECOND 1000000LL
#define US_PER_DAY 86400000000LL

typedef __int128 i128;

struct td_obj {
    obj hdr;
    int64_t hash;
    int32_t days, seconds, us;
};
struct date_obj {
    obj hdr;
    int64_t hash;
    int32_t year;
    int8_t month, day;
};
/* datetime extends date: the date fields come first so date's functions read both */
struct datetime_obj {
    struct date_obj d;
    int8_t hour, minute, second, fold;
    int32_t us;
    obj *tzinfo; /* NULL: naive */
};
struct time_obj {
    obj hdr;
    int64_t hash;
    int8_t hour, minute, second, fold;
    int32_t us;
    obj *tzinfo;
};
struct tz_obj {
    obj hdr;
    obj *offset; /* timedelta */
    obj *name;   /* str or NULL */
};

extern struct type dt_timedelta, dt_date, dt_datetime, dt_time, dt_tzinfo, dt_timezone, dt_isocal;
#define TD(o) ((struct td_obj *)(o))
#define DATE(o) ((struct date_obj *)(o))
#define DT(o) ((struct datetime_obj *)(o))
#define TIME(o) ((struct time_obj *)(o))
#define TZ(o) ((struct tz_obj *)(o))

static bool is_td(obj *o)
{
    return type_is_subtype(type_of(o), &dt_timedelta);
}
static bool is_date(obj *o)
{
    return type_is_subtype(type_of(o), &dt_date);
}
static bool is_datetime(obj *o)
{
    return type_is_subtype(type_of(o), &dt_datetime);
}
static bool is_time(obj *o)
{
    return type_is_subtype(type_of(o), &dt_time);
}
static bool is_tzinfo(obj *o)
{
    return type_is_subtype(type_of(o), &dt_tzinfo);
}

static obj *utc_singleton; /* timezone.utc, immortal */
static obj *dt_alloc_fn(struct type *t, int64_t y, int m, int d, int hh, int mi, int ss, int us,
                        obj *tz, int fold);

/* ==== timedelta ==== */
static i128 td_us(obj *td)
{
    return ((i128)TD(td)->days * 86400 + TD(td)->seconds) * US_PER_SECOND + TD(td)->us;
}

static i128 floordiv128(i128 a, i128 b)
{
    i128 q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static obj *td_alloc(struct type *t, int64_t days, int seconds, int us)
{
    struct td_obj *o = (struct td_obj *)obj_alloc(t, sizeof *o);
    if (!o)
        return NULL;
    o->hash = -1;
    o->days = (int32_t)days;
    o->seconds = seconds;
    o->us = us;
    return (obj *)o;
}

static obj *td_from_us(i128 us)
{
    i128 days = floordiv128(us, US_PER_DAY);
    i128 rem = us - days * US_PER_DAY;
    if (days > MAX_DELTA_DAYS || days < -MAX_DELTA_DAYS) {
        if (days > INT32_MAX || days < INT32_MIN)
            return exc_raise(&exc_OverflowError, "Python int too large to convert to C int");
        return exc_raise(&exc_OverflowError, "days=%d; must have magnitude <= %d", (int)days,
                         MAX_DELTA_DAYS);
    }
    return td_alloc(&dt_timedelta, (int64_t)days, (int)(rem / US_PER_SECOND),
                    (int)(rem % US_PER_SECOND));
}

static obj *td_from_mpz(mpz_t us)
{
    /* |us| beyond 2**100 is far outside the range: report it like CPython does */
    if (mpz_sizeinbase(us, 2) > 100)
        return exc_raise(&exc_OverflowError, "Python int too large to convert to C int");
    mpz_t t;
    mpz_init(t);
    mpz_tdiv_q_2exp(t, us, 64);
    i128 hi = (i128)mpz_get_si(t);
    mpz_tdiv_r_2exp(t, us, 64);
    i128 lo = (i128)mpz_getlimbn(t, 0);
    if (mpz_sgn(t) < 0)
        lo = -lo;
    mpz_clear(t);
    return td_from_us(hi * ((i128)1 << 64) + lo);
}

static void mpz_set_i128(mpz_t z, i128 v)
{
    bool neg = v < 0;
    unsigned __int128 u = neg ? -(unsigned __int128)v : (unsigned __int128)v;
    mpz_set_ui(z, (unsigned long)(u >> 64));
    mpz_mul_2exp(z, z, 64);
    mpz_add_ui(z, z, (unsigned long)(u & UINT64_MAX));
    if (neg)
        mpz_neg(z, z);
}

/* CPython's accum(): the integral part of num * factor is exact; the fraction of a float is
 * carried in *leftover and rounded once at the end */
static int td_accum(const char *tag, mpz_t sofar, obj *num, long factor, double *leftover)
{
    if (is_int(num)) {
        mpz_t x;
        mpz_init(x);
        int_to_mpz(num, x);
        mpz_addmul_ui(sofar, x, 1);
        if (factor != 1) {
            mpz_submul_ui(sofar, x, 1);
            mpz_addmul_ui(sofar, x, (unsigned long)factor);
        }
        mpz_clear(x);
        return 0;
    }
    if (is_float(num)) {
        double d = float_val(num), ip;
        if (!isfinite(d)) {
            if (isnan(d))
                exc_raise(&exc_ValueError, "cannot convert float NaN to integer");
            else
                exc_raise(&exc_OverflowError, "cannot convert float infinity to integer");
            return -1;
        }
        double frac = modf(d, &ip);
        mpz_t x;
        mpz_init_set_d(x, ip);
        mpz_mul_ui(x, x, (unsigned long)factor);
        mpz_add(sofar, sofar, x);
        if (frac != 0.0) {
            double dn = (double)factor * frac;
            frac = modf(dn, &ip);
            mpz_set_d(x, ip);
            mpz_add(sofar, sofar, x);
            *leftover += frac;
        }
        mpz_clear(x);
        return 0;
    }
    exc_raise(&exc_TypeError, "unsupported type for timedelta %s component: %s", tag,
              op_type_name(num));
    return -1;
}

static const char *const td_names[] = {"days",    "seconds", "microseconds", "milliseconds",
                                       "minutes", "hours",   "weeks",        NULL};

/* timedelta(days, seconds, microseconds, milliseconds, minutes, hours, weeks): A holds the
 * seven, NULL when absent (bound by construct_sig, CPython's "__new__() takes at most 7
 * arguments" and "'x' is an invalid keyword argument for __new__()") */
static obj *td_construct(struct type *t, obj **a, size_t nargs, obj *kwnames)
{
    /* CPython's order: microseconds, milliseconds, seconds, minutes, hours, days, weeks */
    static const struct {
        int idx;
        long factor;
    } order[7] = {{2, 1},          {3, 1000},        {1, 1000000},     {4, 60000000},
                  {5, 3600000000}, {0, 86400000000}, {6, 604800000000}};
    mpz_t x;
    mpz_init(x);
    double leftover = 0;
    for (int i = 0; i < 7; i++) {
        obj *v = a[order[i].idx];
        if (v && td_accum(td_names[order[i].idx], x, v, order[i].factor, &leftover) < 0) {
            mpz_clear(x);
            return NULL;
        }
    }
    if (leftover != 0.0) {
        double whole = round(leftover);
        if (fabs(whole - leftover) == 0.5) {
            /* halfway: round the total half to even */
            int odd = mpz_odd_p(x) ? 1 : 0;
            whole = 2.0 * round((leftover + odd) * 0.5) - odd;
        }
        mpz_t w;
        mpz_init_set_d(w, whole);
        mpz_add(x, x, w);
        mpz_clear(w);
    }
    (void)t;
    obj *r = td_from_mpz(x);
    mpz_clear(x);
    return r;
}

static obj *td_repr(obj *o)
{
    char buf[128];
    size_t n = 0;
    struct td_obj *t = TD(o);
    if (t->days)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "days=%d", t->days);
    if (t->seconds)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%sseconds=%d", n ? ", " : "", t->seconds);
    if (t->us)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%smicroseconds=%d", n ? ", " : "", t->us);
    if (!n)
        snprintf(buf, sizeof buf, "0");
    return str_from_fmt("%s(%s)", type_of(o)->name, buf);
}

static obj *td_str(obj *o)
{
    struct td_obj *t = TD(o);
    char buf[96];
    size_t n = 0;
    if (t->days)
        n += (size_t)snprintf(buf, sizeof buf, "%d day%s, ", t->days,
                              t->days == 1 || t->days == -1 ? "" : "s");
    n += (size_t)snprintf(buf + n, sizeof buf - n, "%d:%02d:%02d", t->seconds / 3600,
                          t->seconds / 60 % 60, t->seconds % 60);
    if (t->us)
        snprintf(buf + n, sizeof buf - n, ".%06d", t->us);
    return str_new_cstr(buf);
}

static int td_hash(obj *o, int64_t *out)
{
    struct td_obj *t = TD(o);
    if (t->hash == -1) {
        uint64_t h = (uint64_t)(int64_t)t->days * 1000003u;
        h = (h ^ (uint64_t)t->seconds) * 1000003u;
        h ^= (uint64_t)t->us;
        t->hash = (int64_t)(h >> 2);
        if (t->hash == -1)
            t->hash = -2;
    }
    *out = t->hash;
    return 0;
}

static obj *cmp_result(int c, int op)
{
    return bool_obj(op_cmp_holds(c, op));
}

static obj *td_compare(obj *a, obj *b, int op)
{
    if (!is_td(b))
        return incref(NOTIMPL);
    i128 x = td_us(a), y = td_us(b);
    return cmp_result(x < y ? -1 : x > y, op);
}

static int td_truth(obj *o)
{
    return TD(o)->days || TD(o)->seconds || TD(o)->us;
}

static void mpz_div_nearest(mpz_t q, const mpz_t n, const mpz_t d)
{
    mpz_t r, r2;
    mpz_inits(r, r2, NULL);
    mpz_fdiv_qr(q, r, n, d);
    mpz_mul_2exp(r2, r, 1);
    int c = mpz_cmp(r2, d);
    if (mpz_sgn(d) < 0)
        c = -c;
    if (c > 0 || (c == 0 && mpz_odd_p(q)))
        mpz_add_ui(q, q, 1);
    mpz_clears(r, r2, NULL);
}

/* td * float or td / float, exact through float.as_integer_ratio() */
static obj *td_scale_float(obj *td, double f, bool divide)
{
    if (!isfinite(f)) {
        if (isnan(f))
            return exc_raise(&exc_ValueError, "cannot convert NaN to integer ratio");
        return exc_raise(&exc_OverflowError, "cannot convert Infinity to integer ratio");
    }
    mpz_t num, den, us, q;
    mpz_inits(num, den, us, q, NULL);
    int e;
    double m = frexp(f, &e);
    mpz_set_d(num, ldexp(m, 53));
    e -= 53;
    mpz_set_ui(den, 1);
    if (e > 0)
        mpz_mul_2exp(num, num, (mp_bitcnt_t)e);
    else
        mpz_mul_2exp(den, den, (mp_bitcnt_t)-e);
    mpz_set_i128(us, td_us(td));
    obj *r = NULL;
    if (divide) {
        if (mpz_sgn(num) == 0) {
            exc_raise(&exc_ZeroDivisionError, "integer division or modulo by zero");
            goto out;
        }
        mpz_mul(us, us, den);
        mpz_div_nearest(q, us, num);
    } else {
        mpz_mul(us, us, num);
        mpz_div_nearest(q, us, den);
    }
    r = td_from_mpz(q);
out:
    mpz_clears(num, den, us, q, NULL);
    return r;
}

static obj *td_times_int(obj *td, obj *n)
{
    mpz_t x, y;
    mpz_inits(x, y, NULL);
    mpz_set_i128(x, td_us(td));
    int_to_mpz(n, y);
    mpz_mul(x, x, y);
    obj *r = td_from_mpz(x);
    mpz_clears(x, y, NULL);
    return r;
}

static obj *int_from_i128(i128 v)
{
    if (v >= INT64_MIN && v <= INT64_MAX)
        return int_from_i64((int64_t)v);
    mpz_t z;
    mpz_init(z);
    mpz_set_i128(z, v);
    obj *r = int_from_mpz(z);
    mpz_clear(z);
    return r;
}

/* num / den as Python's int / int computes it: a correctly rounded float */
static obj *i128_truediv(i128 num, i128 den)
{
    obj *n = int_from_i128(num), *d = n ? int_from_i128(den) : NULL;
    obj *r = d ? op_binary(n, d, BIN_TRUEDIV) : NULL;
    xdecref(n);
    xdecref(d);
    return r;
}

static obj *td_binary(obj *a, obj *b, int op)
{
    bool ta = is_td(a), tb = is_td(b);
    if (ta && tb) {
        i128 x = td_us(a), y = td_us(b);
        switch (op) {
        case BIN_ADD:
            return td_from_us(x + y);
        case BIN_SUB:
            return td_from_us(x - y);
        case BIN_TRUEDIV:
            if (y == 0)
                return exc_raise(&exc_ZeroDivisionError, "division by zero");
            return i128_truediv(x, y);
        case BIN_FLOORDIV:
            if (y == 0)
                return exc_raise(&exc_ZeroDivisionError, "integer division or modulo by zero");
            return int_from_i128(floordiv128(x, y));
        case BIN_MOD:
            if (y == 0)
                return exc_raise(&exc_ZeroDivisionError, "integer modulo by zero");
            return td_from_us(x - floordiv128(x, y) * y);
        }
        return incref(NOTIMPL);
    }
    if (ta && op == BIN_MUL && is_int(b))
        return td_times_int(a, b);
    if (tb && op == BIN_MUL && is_int(a))
        return td_times_int(b, a);
    if (ta && op == BIN_MUL && is_float(b))
        return td_scale_float(a, float_val(b), false);
    if (tb && op == BIN_MUL && is_float(a))
        return td_scale_float(b, float_val(a), false);
    if (ta && (op == BIN_TRUEDIV || op == BIN_FLOORDIV) && is_int(b)) {
        mpz_t x, y, q;
        mpz_inits(x, y, q, NULL);
        mpz_set_i128(x, td_us(a));
        int_to_mpz(b, y);
        obj *r = NULL;
        if (mpz_sgn(y) == 0)
            exc_raise(&exc_ZeroDivisionError, "integer division or modulo by zero");
        else {
            if (op == BIN_FLOORDIV)
                mpz_fdiv_q(q, x, y);
            else
                mpz_div_nearest(q, x, y);
            r = td_from_mpz(q);
        }
        mpz_clears(x, y, q, NULL);
        return r;
    }
    if (ta && op == BIN_TRUEDIV && is_float(b))
        return td_scale_float(a, float_val(b), true);
    return incref(NOTIMPL);
}

static obj *td_unary(obj *a, int op)
{
    i128 x = td_us(a);
    if (op == UN_NEG)
        return td_from_us(-x);
    if (op == UN_POS)
        return td_from_us(x);
    return incref(NOTIMPL);
}

static obj *td_abs(obj **args, size_t nargs, obj *kw)
{
    i128 x = td_us(args[0]);
    return td_from_us(x < 0 ? -x : x);
}

static obj *td_total_seconds(obj **args, size_t nargs, obj *kw)
{
    return i128_truediv(td_us(args[0]), US_PER_SECOND);
}

static const struct method_def td_methods[] = {
    {"total_seconds", td_total_seconds, METH_NOARGS},
    {"__abs__", td_abs, 0, PA_SIG_WRAPPER(0)},
    {NULL},
};
static const struct getset_def td_getset[] = {
    MEMBER("days", MEMBER_INT32 | MEMBER_READONLY, struct td_obj, days),
    MEMBER("seconds", MEMBER_INT32 | MEMBER_READONLY, struct td_obj, seconds),
    MEMBER("microseconds", MEMBER_INT32 | MEMBER_READONLY, struct td_obj, us),
    {NULL},
};

struct type dt_timedelta = {
    .name = "datetime.timedelta",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct td_obj),
    .methods = td_methods,
    .getset = td_getset,
    .repr = td_repr,
    .str = td_str,
    .hash = td_hash,
    .compare = td_compare,
    .binary = td_binary,
    .unary = td_unary,
    .truth = td_truth,
    .construct = td_construct,
    .construct_sig = &(const struct pyargs_sig){"__new__", td_names, 7, 0, false, PA_KW, NULL},
};

/* ==== helpers shared by date, time and datetime ==== */

/* an int argument through __index__, as CPython's "i" format reads it */
static bool arg_int(obj *o, int64_t *out)
{
    obj *i = math_arg_index(o);
    if (!i)
        return false;
    bool ok = int_to_i64(i, out) && *out >= INT32_MIN && *out <= INT32_MAX;
    decref(i);
    if (!ok)
        exc_raise(&exc_OverflowError, "signed integer is greater than maximum");
    return ok;
}

static bool check_date(int64_t y, int64_t m, int64_t d)
{
    if (y < 1 || y > 9999) {
        exc_raise(&exc_ValueError, "year %lld is out of range", (long long)y);
        return false;
    }
    if (m < 1 || m > 12) {
        exc_raise(&exc_ValueError, "month must be in 1..12");
        return false;
    }
    if (d < 1 || d > time_days_in_month(y, (int)m)) {
        exc_raise(&exc_ValueError, "day is out of range for month");
        return false;
    }
    return true;
}

static bool check_time(int64_t h, int64_t mi, int64_t s, int64_t us, int64_t fold)
{
    const char *bad = NULL;
    if (h < 0 || h > 23)
        bad = "hour must be in 0..23";
    else if (mi < 0 || mi > 59)
        bad = "minute must be in 0..59";
    else if (s < 0 || s > 59)
        bad = "second must be in 0..59";
    else if (us < 0 || us > 999999)
        bad = "microsecond must be in 0..999999";
    else if (fold != 0 && fold != 1)
        bad = "fold must be either 0 or 1";
    if (bad)
        exc_raise(&exc_ValueError, "%s", bad);
    return !bad;
}

static bool check_tzinfo(obj *tz)
{
    if (tz && tz != NONE && !is_tzinfo(tz)) {
        exc_raise(&exc_TypeError,
                  "tzinfo argument must be None or of a tzinfo subclass, not type '%s'",
                  op_type_name(tz));
        return false;
    }
    return true;
}

/* CPython's C argument parser ("function missing required argument 'day' (pos 3)") */
static int c_args(const char *fname, obj **args, size_t nargs, obj *kwnames,
                  const char *const *names, int nreq, int npos, obj **out)
{
    int n = 0;
    while (names[n])
        n++;
    if (nargs > (size_t)npos) {
        exc_raise(&exc_TypeError, "%s takes at most %d argument%s (%zu given)", fname, npos,
                  npos == 1 ? "" : "s", nargs + (kwnames ? AS(tuple_obj, kwnames)->len : 0));
        return -1;
    }
    for (int i = 0; i < n; i++)
        out[i] = i < (int)nargs ? args[i] : NULL;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kwnames)->items[k]);
        int found = -1;
        for (int i = 0; i < n; i++)
            if (!strcmp(names[i], kn))
                found = i;
        if (found < 0) {
            if (nargs + nkw > (size_t)n)
                exc_raise(&exc_TypeError, "%s takes at most %d arguments (%zu given)", fname, n,
                          nargs + nkw);
            else
                exc_raise(&exc_TypeError, "'%s' is an invalid keyword argument for %s", kn,
                          !strcmp(fname, "function") ? "this function" : fname);
            return -1;
        }
        if (out[found]) {
            exc_raise(&exc_TypeError, "argument for %s given by name ('%s') and position (%d)",
                      fname, kn, found + 1);
            return -1;
        }
        out[found] = args[nargs + k];
    }
    for (int i = 0; i < nreq; i++)
        if (!out[i]) {
            exc_raise(&exc_TypeError, "%s missing required argument '%s' (pos %d)", fname, names[i],
                      i + 1);
            return -1;
        }
    return 0;
}

/* ==== tzinfo protocol ==== */

/* CPython's bound on a UTC offset: strictly less than a day either way */
static bool offset_in_range(obj *td)
{
    i128 us = td_us(td);
    if (us > -US_PER_DAY && us < US_PER_DAY)
        return true;
    obj *rep = op_repr(td);
    if (rep)
        exc_raise(&exc_ValueError,
                  "offset must be a timedelta strictly between -timedelta(hours=24) and "
                  "timedelta(hours=24), not %s.",
                  str_cstr(rep));
    xdecref(rep);
    return false;
}

/* utcoffset of tz for dt (dt may be None): a new timedelta, NONE (borrowed), or NULL */
static obj *call_tz_method(obj *tz, const char *name, obj *arg)
{
    if (!tz || tz == NONE)
        return NONE;
    if (type_of(tz) == &dt_timezone) {
        if (!strcmp(name, "utcoffset"))
            return incref(TZ(tz)->offset);
        if (!strcmp(name, "dst"))
            return NONE;
    }
    obj *r = op_call_method(tz, name, &arg, 1);
    if (!r)
        return NULL;
    if (!strcmp(name, "tzname")) {
        if (r != NONE && !is_str(r)) {
            exc_raise(&exc_TypeError, "tzinfo.tzname() must return None or a string, not '%s'",
                      op_type_name(r));
            CLEAR(r);
        }
        return r;
    }
    if (r == NONE)
        return r;
    if (!is_td(r)) {
        exc_raise(&exc_TypeError, "tzinfo.%s() must return None or timedelta, not '%s'", name,
                  op_type_name(r));
        decref(r);
        return NULL;
    }
    if (!offset_in_range(r)) {
        decref(r);
        return NULL;
    }
    return r;
}

/* "+HH:MM[:SS[.ffffff]]" with sep ':' or "" */
static void format_offset(char *buf, size_t size, i128 us, const char *sep)
{
    char sign = '+';
    if (us < 0) {
        sign = '-';
        us = -us;
    }
    int64_t secs = (int64_t)(us / US_PER_SECOND);
    int frac = (int)(us % US_PER_SECOND);
    int h = (int)(secs / 3600), m = (int)(secs / 60 % 60), s = (int)(secs % 60);
    size_t n = (size_t)snprintf(buf, size, "%c%02d%s%02d", sign, h, sep, m);
    if (s || frac)
        n += (size_t)snprintf(buf + n, size - n, "%s%02d", sep, s);
    if (frac)
        snprintf(buf + n, size - n, ".%06d", frac);
}

static bool tz_method_us(obj *tz, const char *name, obj *arg, i128 *off_us, bool *aware);

/* tz.utcoffset(arg) in microseconds; *aware false when tz is None or answers None */
static bool utcoffset_us(obj *tz, obj *arg, i128 *off_us, bool *aware)
{
    return tz_method_us(tz, "utcoffset", arg, off_us, aware);
}

/* tz.utcoffset(arg) or tz.dst(arg) in microseconds; *has false for None */
static bool tz_method_us(obj *tz, const char *name, obj *arg, i128 *off_us, bool *aware)
{
    obj *off = call_tz_method(tz, name, arg);
    if (!off)
        return false;
    *aware = off != NONE;
    *off_us = 0;
    if (off != NONE) {
        *off_us = td_us(off);
        decref(off);
    }
    return true;
}

/* the UTC offset as isoformat (sep ":") or %z (sep "") writes it; "" when naive */
static bool offset_suffix(obj *tz, obj *arg, char *buf, size_t size, const char *sep)
{
    i128 off;
    bool aware;
    buf[0] = 0;
    if (!utcoffset_us(tz, arg, &off, &aware))
        return false;
    if (aware)
        format_offset(buf, size, off, sep);
    return true;
}

/* ==== timezone ==== */
static obj *tz_new_raw(obj *offset, obj *name)
{
    struct tz_obj *t = (struct tz_obj *)obj_alloc(&dt_timezone, sizeof *t);
    if (!t)
        return NULL;
    t->offset = incref(offset);
    t->name = name ? incref(name) : NULL;
    return (obj *)t;
}

static obj *tz_new(obj *offset, obj *name)
{
    if (!name && td_us(offset) == 0 && utc_singleton)
        return incref(utc_singleton);
    if (!offset_in_range(offset))
        return NULL;
    return tz_new_raw(offset, name);
}

static obj *tz_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    static const char *const names[] = {"offset", "name", NULL};
    obj *a[2];
    if (c_args("timezone()", args, nargs, kwnames, names, 1, 2, a) < 0)
        return NULL;
    if (!is_td(a[0]))
        return exc_raise(&exc_TypeError, "timezone() argument 1 must be datetime.timedelta, not %s",
                         op_type_name(a[0]));
    if (a[1] && !is_str(a[1]))
        return exc_raise(&exc_TypeError, "timezone() argument 2 must be str, not %s",
                         op_type_name(a[1]));
    (void)t;
    return tz_new(a[0], a[1]);
}

static obj *tz_repr(obj *o)
{
    if (o == utc_singleton)
        return str_new_cstr("datetime.timezone.utc");
    obj *off = op_repr(TZ(o)->offset);
    if (!off)
        return NULL;
    obj *r;
    if (TZ(o)->name) {
        obj *nm = op_repr(TZ(o)->name);
        r = nm ? str_from_fmt("datetime.timezone(%s, %s)", str_cstr(off), str_cstr(nm)) : NULL;
        xdecref(nm);
    } else {
        r = str_from_fmt("datetime.timezone(%s)", str_cstr(off));
    }
    decref(off);
    return r;
}

static obj *tz_name_of(obj *o)
{
    if (TZ(o)->name)
        return incref(TZ(o)->name);
    i128 us = td_us(TZ(o)->offset);
    if (us == 0)
        return str_new_cstr("UTC");
    char buf[32];
    format_offset(buf, sizeof buf, us, ":");
    return str_from_fmt("UTC%s", buf);
}

static obj *tz_str(obj *o)
{
    return tz_name_of(o);
}

static int tz_hash(obj *o, int64_t *out)
{
    return td_hash(TZ(o)->offset, out);
}

static obj *tz_compare(obj *a, obj *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || type_of(b) != &dt_timezone)
        return incref(NOTIMPL);
    bool eq = td_us(TZ(a)->offset) == td_us(TZ(b)->offset);
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

/* dt, a datetime or None: what timezone's utcoffset(), dst() and tzname() take */
static bool tz_dt_args(const char *fname, obj **args, size_t nargs, obj *kw)
{
    if (args[1] != NONE && !is_datetime(args[1])) {
        exc_raise(&exc_TypeError, "%s(dt) argument must be a datetime instance or None, not %s",
                  fname, op_type_name(args[1]));
        return false;
    }
    return true;
}

static obj *tz_utcoffset(obj **args, size_t nargs, obj *kw)
{
    if (!tz_dt_args("utcoffset", args, nargs, kw))
        return NULL;
    return incref(TZ(args[0])->offset);
}
static obj *tz_dst(obj **args, size_t nargs, obj *kw)
{
    if (!tz_dt_args("dst", args, nargs, kw))
        return NULL;
    return NONE;
}
static obj *tz_tzname(obj **args, size_t nargs, obj *kw)
{
    if (!tz_dt_args("tzname", args, nargs, kw))
        return NULL;
    return tz_name_of(args[0]);
}
static obj *dt_add_td(obj *dt, i128 us, bool subtract);
static obj *tz_fromutc(obj **args, size_t nargs, obj *kw)
{
    obj *dt = args[1];
    if (!is_datetime(dt))
        return exc_raise(&exc_TypeError, "fromutc: argument must be a datetime");
    if (DT(dt)->tzinfo != args[0])
        return exc_raise(&exc_ValueError, "fromutc: dt.tzinfo is not self");
    return dt_add_td(dt, td_us(TZ(args[0])->offset), false);
}

static const struct method_def tz_methods[] = {
    {"utcoffset", tz_utcoffset, METH_O}, {"dst", tz_dst, METH_O}, {"tzname", tz_tzname, METH_O},
    {"fromutc", tz_fromutc, METH_O},     {NULL, NULL, 0},
};

static obj *tzinfo_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)args;
    (void)nargs;
    (void)kwnames;
    obj *o = obj_alloc(t, sizeof(struct instance_obj));
    if (o)
        AS(instance_obj, o)->dict = NULL;
    return o;
}

/* the tzinfo methods of tzinfo, time and datetime; a table entry's DATA is its index here */
static const char *const tz_method_names[] = {"utcoffset", "dst", "tzname"};

static obj *tzinfo_abstract(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    return exc_raise(&exc_NotImplementedError, "a tzinfo subclass must implement %s()",
                     tz_method_names[which]);
}

/* tzinfo.fromutc for the classes derived from tzinfo, as CPython's C tzinfo_fromutc:
 * standard time from utcoffset() - dst(), then the dst() of the result */
static obj *tzinfo_fromutc(obj **args, size_t nargs, obj *kw)
{
    obj *tz = args[0], *dt = args[1];
    if (!is_datetime(dt))
        return exc_raise(&exc_TypeError, "fromutc: argument must be a datetime");
    if (DT(dt)->tzinfo != tz)
        return exc_raise(&exc_ValueError, "fromutc: dt.tzinfo is not self");
    i128 off, dst;
    bool has;
    if (!tz_method_us(tz, "utcoffset", dt, &off, &has))
        return NULL;
    if (!has)
        return exc_raise(&exc_ValueError, "fromutc: non-None utcoffset() result required");
    if (!tz_method_us(tz, "dst", dt, &dst, &has))
        return NULL;
    if (!has)
        return exc_raise(&exc_ValueError, "fromutc: non-None dst() result required");
    obj *r = dt_add_td(dt, off - dst, false);
    if (!r || !tz_method_us(tz, "dst", r, &dst, &has)) {
        xdecref(r);
        return NULL;
    }
    if (!has) {
        decref(r);
        return exc_raise(&exc_ValueError,
                         "fromutc: tz.dst() gave inconsistent results; cannot convert");
    }
    if (!dst)
        return r;
    obj *r2 = dt_add_td(r, dst, false);
    decref(r);
    return r2;
}

static const struct method_def tzinfo_methods[] = {
    {"utcoffset", .fn_data = tzinfo_abstract, .flags = METH_O, .data = 0},
    {"dst", .fn_data = tzinfo_abstract, .flags = METH_O, .data = 1},
    {"tzname", .fn_data = tzinfo_abstract, .flags = METH_O, .data = 2},
    {"fromutc", tzinfo_fromutc, METH_O},
    {NULL},
};

struct type dt_tzinfo = {
    .name = "datetime.tzinfo",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct instance_obj),
    .refs = REFS(struct instance_obj, dict), /* laid out as a plain instance */
    .methods = tzinfo_methods,
    .construct = tzinfo_construct,
};

struct type dt_timezone = {
    .name = "datetime.timezone",
    .flags = TF_NATIVE,
    .instance_size = sizeof(struct tz_obj),
    .base_type = &dt_tzinfo,
    .methods = tz_methods,
    .refs = REFS(struct tz_obj, offset, name),
    .repr = tz_repr,
    .str = tz_str,
    .hash = tz_hash,
    .compare = tz_compare,
    .construct = tz_construct,
};

/* ==== IsoCalendarDate: a 3-tuple with year, week, weekday ==== */
static obj *isocal_new(int64_t y, int w, int d)
{
    /* a year (1..9999), a week and a weekday are small ints: nothing to release */
    return fieldtuple_new(&dt_isocal, 3, (obj *[]){small_new(y), small_new(w), small_new(d)});
}
static obj *isocal_repr(obj *o)
{
    obj **it = AS(tuple_obj, o)->items;
    return str_from_fmt("datetime.IsoCalendarDate(year=%ld, week=%ld, weekday=%ld)",
                        (long)small_val(it[0]), (long)small_val(it[1]), (long)small_val(it[2]));
}
static const struct getset_def isocal_getset[] = {
    FIELDTUPLE_ITEM("year", 0),
    FIELDTUPLE_ITEM("week", 1),
    FIELDTUPLE_ITEM("weekday", 2),
    {NULL},
};
struct type dt_isocal = {
    .name = "datetime.IsoCalendarDate",
    .flags = TF_NATIVE,
    .base_type = &type_tuple,
    .getset = isocal_getset,
    .repr = isocal_repr,
};

/* ==== date ==== */
static int64_t date_ordinal(obj *d)
{
    return time_ymd_to_ordinal(DATE(d)->year, DATE(d)->month, DATE(d)->day);
}

static obj *date_alloc(struct type *t, int64_t y, int m, int d)
{
    struct date_obj *o = (struct date_obj *)obj_alloc(t, sizeof *o);
    if (!o)
        return NULL;
    o->hash = -1;
    o->year = (int32_t)y;
    o->month = (int8_t)m;
    o->day = (int8_t)d;
    return (obj *)o;
}

static obj *date_from_ordinal(struct type *t, int64_t ord)
{
    if (ord < 1 || ord > MAX_ORDINAL)
        return exc_raise(&exc_OverflowError, "date value out of range");
    int64_t y;
    int m, d;
    time_ordinal_to_ymd(ord, &y, &m, &d);
    return date_alloc(t, y, m, d);
}

/* a date of type t from year, month and day arguments; a NULL argument keeps v[i] */
static obj *date_from_args(struct type *t, obj *const a[3], int64_t v[3])
{
    for (int i = 0; i < 3; i++)
        if (a[i] && !arg_int(a[i], &v[i]))
            return NULL;
    if (!check_date(v[0], v[1], v[2]))
        return NULL;
    return date_alloc(t, v[0], (int)v[1], (int)v[2]);
}

static obj *date_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    static const char *const names[] = {"year", "month", "day", NULL};
    obj *a[3];
    int64_t v[3] = {0, 0, 0};
    if (c_args("function", args, nargs, kwnames, names, 3, 3, a) < 0)
        return NULL;
    return date_from_args(t, a, v);
}

static obj *date_repr(obj *o)
{
    return str_from_fmt("%s(%d, %d, %d)", type_of(o)->name, DATE(o)->year, DATE(o)->month,
                        DATE(o)->day);
}

static obj *date_isoformat_str(obj *o)
{
    return str_from_fmt("%04d-%02d-%02d", DATE(o)->year, DATE(o)->month, DATE(o)->day);
}

static int date_hash(obj *o, int64_t *out)
{
    struct date_obj *d = DATE(o);
    if (d->hash == -1) {
        uint64_t h = ((uint64_t)d->year * 1000003u + (uint64_t)d->month) * 1000003u + d->day;
        d->hash = (int64_t)(h >> 1);
        if (d->hash == -1)
            d->hash = -2;
    }
    *out = d->hash;
    return 0;
}

static obj *cmp_error(obj *a, obj *b)
{
    return exc_raise(&exc_TypeError, "can't compare %s to %s", op_type_name(a), op_type_name(b));
}

static obj *date_compare(obj *a, obj *b, int op)
{
    if (!is_date(b))
        return incref(NOTIMPL);
    /* a datetime is a date, but the two never order against each other */
    if (is_datetime(a) != is_datetime(b)) {
        if (op == CMP_EQ || op == CMP_NE)
            return bool_obj(op == CMP_NE);
        return is_datetime(a) ? cmp_error(a, b) : cmp_error(b, a);
    }
    int64_t x = date_ordinal(a), y = date_ordinal(b);
    return cmp_result(x < y ? -1 : x > y, op);
}

static obj *date_binary(obj *a, obj *b, int op)
{
    if (is_datetime(a) || is_datetime(b))
        return incref(NOTIMPL);
    if (op == BIN_ADD || op == BIN_SUB) {
        if (is_date(a) && is_td(b)) {
            int64_t days = TD(b)->days;
            return date_from_ordinal(&dt_date, date_ordinal(a) + (op == BIN_ADD ? days : -days));
        }
        if (op == BIN_ADD && is_td(a) && is_date(b))
            return date_from_ordinal(&dt_date, date_ordinal(b) + TD(a)->days);
        if (op == BIN_SUB && is_date(a) && is_date(b))
            return td_from_us((i128)(date_ordinal(a) - date_ordinal(b)) * US_PER_DAY);
    }
    return incref(NOTIMPL);
}

static obj *m_toordinal(obj **args, size_t nargs, obj *kw)
{
    return int_from_i64(date_ordinal(args[0]));
}
static obj *m_weekday(obj **args, size_t nargs, obj *kw)
{
    return small_new(time_weekday(date_ordinal(args[0])));
}
static obj *m_isoweekday(obj **args, size_t nargs, obj *kw)
{
    return small_new(time_weekday(date_ordinal(args[0])) + 1);
}

/* the Monday of ISO week 1 of a year */
static int64_t iso_week1_monday(int64_t year)
{
    int64_t first = time_ymd_to_ordinal(year, 1, 1);
    int wd = time_weekday(first);
    int64_t monday = first - wd;
    if (wd > 3) /* Thursday */
        monday += 7;
    return monday;
}

static obj *m_isocalendar(obj **args, size_t nargs, obj *kw)
{
    int64_t year = DATE(args[0])->year, today = date_ordinal(args[0]);
    int64_t week1 = iso_week1_monday(year);
    int64_t diff = today - week1;
    int64_t week = diff >= 0 ? diff / 7 : -((-diff + 6) / 7);
    int64_t day = diff - week * 7;
    if (week < 0) {
        year--;
        week1 = iso_week1_monday(year);
        diff = today - week1;
        week = diff / 7;
        day = diff % 7;
    } else if (week >= 52 && today >= iso_week1_monday(year + 1)) {
        year++;
        week = 0;
    }
    return isocal_new(year, (int)week + 1, (int)day + 1);
}

static void date_fields(obj *o, struct time_fields *f)
{
    f->year = DATE(o)->year;
    f->month = DATE(o)->month;
    f->day = DATE(o)->day;
    f->hour = f->minute = f->second = 0;
    f->wday = time_weekday(date_ordinal(o));
    f->yday = time_day_of_year(f->year, f->month, f->day);
    f->isdst = -1;
}

static obj *dt_timetuple_obj(obj *o);
static obj *m_timetuple(obj **args, size_t nargs, obj *kw)
{
    if (is_datetime(args[0]))
        return dt_timetuple_obj(args[0]);
    struct time_fields f;
    date_fields(args[0], &f);
    return time_struct_new(&f, NULL, NULL);
}

static obj *ctime_of(const struct time_fields *f)
{
    static const char *const wd[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    static const char *const mo[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    return str_from_fmt("%s %s %2d %02d:%02d:%02d %04d", wd[f->wday], mo[f->month - 1], f->day,
                        f->hour, f->minute, f->second, (int)f->year);
}

static void dt_fields(obj *o, struct time_fields *f);
static obj *m_ctime(obj **args, size_t nargs, obj *kw)
{
    struct time_fields f;
    if (is_datetime(args[0]))
        dt_fields(args[0], &f);
    else
        date_fields(args[0], &f);
    return ctime_of(&f);
}

static obj *m_date_isoformat(obj **args, size_t nargs, obj *kw)
{
    return date_isoformat_str(args[0]);
}

/* CPython's wrap_strftime: %z, %Z and %f are datetime's own; the rest is time.strftime's */
static obj *strftime_with(obj *fmt, const struct time_fields *f, obj *tz, obj *tzarg, int us,
                          bool has_time)
{
    if (!is_str(fmt))
        return exc_raise(&exc_TypeError, "strftime() argument 1 must be str, not %s",
                         op_type_name(fmt));
    const char *s = str_cstr(fmt);
    size_t len = str_len(fmt);
    char zbuf[64] = "", Zbuf[256] = "";
    bool zdone = false, Zdone = false;
    size_t cap = len + 1;
    char *out = NULL;
    size_t o = 0;
    obj *res = NULL;
    for (int pass = 0; pass < 2; pass++) {
        o = 0;
        for (size_t i = 0; i < len; i++) {
            const char *piece = NULL;
            char two[3] = {0};
            char fbuf[16];
            if (s[i] == '%' && i + 1 < len) {
                char c = s[i + 1];
                i++;
                if (c == 'z') {
                    if (!zdone) {
                        if (!offset_suffix(tz, tzarg, zbuf, sizeof zbuf, ""))
                            goto out;
                        zdone = true;
                    }
                    piece = zbuf;
                } else if (c == 'Z') {
                    if (!Zdone) {
                        obj *nm = tz && tz != NONE ? call_tz_method(tz, "tzname", tzarg) : NONE;
                        if (!nm)
                            goto out;
                        if (nm != NONE) {
                            /* '%' in the name must survive time.strftime */
                            size_t k = 0;
                            for (const char *p = str_cstr(nm); *p && k + 2 < sizeof Zbuf; p++) {
                                if (*p == '%')
                                    Zbuf[k++] = '%';
                                Zbuf[k++] = *p;
                            }
                            Zbuf[k] = 0;
                            decref(nm);
                        }
                        Zdone = true;
                    }
                    piece = Zbuf;
                } else if (c == 'f') {
                    snprintf(fbuf, sizeof fbuf, "%06d", has_time ? us : 0);
                    piece = fbuf;
                } else {
                    two[0] = '%';
                    two[1] = c;
                    piece = two;
                }
            } else {
                two[0] = s[i];
                piece = two;
            }
            size_t pl = strlen(piece);
            if (pass == 1)
                memcpy(out + o, piece, pl);
            o += pl;
        }
        if (pass == 0) {
            cap = o + 1;
            out = mem_alloc(cap);
            if (!out)
                goto out;
        }
    }
    out[o] = 0;
    {
        /* embedded NULs were checked by the caller's str; keep the length explicit */
        obj *nf = str_new(out, o);
        if (nf) {
            res = time_strftime(nf, f, NULL);
            decref(nf);
        }
    }
out:
    mem_free(out);
    return res;
}

static obj *m_date_strftime(obj **args, size_t nargs, obj *kw)
{
    obj *fmt = args[1];
    struct time_fields f;
    date_fields(args[0], &f);
    return strftime_with(fmt, &f, NULL, NONE, 0, false);
}

static obj *m_format(obj **args, size_t nargs, obj *kw)
{
    if (str_len(args[1]) == 0)
        return op_str(args[0]);
    return op_call_method(args[0], "strftime", &args[1], 1);
}

static obj *m_date_replace(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    int64_t v[3] = {DATE(args[0])->year, DATE(args[0])->month, DATE(args[0])->day};
    return date_from_args(&dt_date, a, v);
}

static void now_utc(int64_t *secs, int *us)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    *secs = ts.tv_sec;
    *us = (int)(ts.tv_nsec / 1000);
}

/* today() and utcnow(): CPython names the class they were called on, which a method table's
 * METH_NOARGS cannot (it names the class that defines them). */
static int no_arguments(obj *cls, const char *fname, obj *kw, size_t nargs)
{
    struct type *t = (struct type *)cls;
    const char *dot = strrchr(t->name, '.');
    const char *name = t->name_obj ? str_cstr(t->name_obj) : dot ? dot + 1 : t->name;
    return pyargs_noargs(name, fname, nargs - 1, kw);
}

static obj *m_date_today(obj **args, size_t nargs, obj *kw)
{
    if (no_arguments(args[0], "today", kw, nargs) < 0)
        return NULL;
    int64_t secs;
    int us;
    now_utc(&secs, &us);
    int64_t days = secs >= 0 ? secs / 86400 : -((-secs + 86399) / 86400);
    return date_from_ordinal((struct type *)args[0], days + TIME_EPOCH_ORDINAL);
}

static bool seconds_to_ymd(int64_t secs, int64_t *ord, int *rem)
{
    int64_t days = secs >= 0 ? secs / 86400 : -((-secs + 86399) / 86400);
    *rem = (int)(secs - days * 86400);
    *ord = days + TIME_EPOCH_ORDINAL;
    if (*ord < 1 || *ord > MAX_ORDINAL) {
        exc_raise(&exc_ValueError, "year %lld is out of range",
                  (long long)(*ord < 1 ? 0 : 10000 + (*ord - MAX_ORDINAL) / 366));
        return false;
    }
    return true;
}

static obj *m_date_fromtimestamp(obj **args, size_t nargs, obj *kw)
{
    int64_t secs, ord;
    int us, rem;
    /* date.fromtimestamp drops the fraction */
    if (!time_timestamp_arg(args[1], true, &secs, &us) || !seconds_to_ymd(secs, &ord, &rem))
        return NULL;
    return date_from_ordinal((struct type *)args[0], ord);
}

/* midnight of a day as a date or a datetime: the class methods serve both classes */
static obj *date_of_type(struct type *t, int64_t y, int m, int d)
{
    if (t == &dt_datetime)
        return dt_alloc_fn(t, y, m, d, 0, 0, 0, 0, NULL, 0);
    return date_alloc(t, y, m, d);
}

static obj *m_date_fromordinal(obj **args, size_t nargs, obj *kw)
{
    int64_t n;
    if (!arg_int(args[1], &n))
        return NULL;
    if (n < 1)
        return exc_raise(&exc_ValueError, "ordinal must be >= 1");
    if (n > MAX_ORDINAL)
        return exc_raise(&exc_ValueError, "year 10000 is out of range");
    int64_t y;
    int m, d;
    time_ordinal_to_ymd(n, &y, &m, &d);
    return date_of_type((struct type *)args[0], y, m, d);
}

static bool iso_to_ymd(int64_t year, int64_t week, int64_t day, int64_t *y, int *m, int *d)
{
    if (year < 1 || year > 9999) {
        exc_raise(&exc_ValueError, "Year is out of range: %lld", (long long)year);
        return false;
    }
    if (week <= 0 || week >= 53) {
        bool out = true;
        if (week == 53) {
            /* 53-week years start on a Thursday, or on a Wednesday in a leap year */
            int first = (int)(time_ymd_to_ordinal(year, 1, 1) % 7);
            if (first == 4 || (first == 3 && time_is_leap(year)))
                out = false;
        }
        if (out) {
            exc_raise(&exc_ValueError, "Invalid week: %lld", (long long)week);
            return false;
        }
    }
    if (day <= 0 || day >= 8) {
        exc_raise(&exc_ValueError, "Invalid day: %lld (range is [1, 7])", (long long)day);
        return false;
    }
    int64_t ord = iso_week1_monday(year) + (week - 1) * 7 + (day - 1);
    if (ord < 1 || ord > MAX_ORDINAL) {
        exc_raise(&exc_ValueError, "Year is out of range: %lld", (long long)year);
        return false;
    }
    time_ordinal_to_ymd(ord, y, m, d);
    return true;
}

static obj *m_date_fromisocalendar(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    int64_t v[3];
    for (int i = 0; i < 3; i++)
        if (!arg_int(a[i], &v[i]))
            return NULL;
    int64_t y;
    int m, d;
    if (!iso_to_ymd(v[0], v[1], v[2], &y, &m, &d))
        return NULL;
    return date_of_type((struct type *)args[0], y, m, d);
}

/* ---- ISO 8601 parsing (CPython 3.11's fromisoformat) ---- */
static bool digits(const char *s, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

/* 0 ok, -1 malformed (caller reports "Invalid isoformat string"), -2 exception raised */
static int parse_iso_date(const char *s, size_t len, int64_t *y, int *m, int *d)
{
    int year;
    if (len < 7 || !digits(s, 4, &year))
        return -1;
    size_t pos = 4;
    bool sep = s[pos] == '-';
    pos += sep;
    if (pos < len && s[pos] == 'W') {
        pos++;
        int week, day = 1;
        if (pos + 2 > len || !digits(s + pos, 2, &week))
            return -1;
        pos += 2;
        if (pos < len) {
            if ((s[pos] == '-') != sep)
                return -1;
            pos += sep;
            if (pos + 1 != len || !digits(s + pos, 1, &day))
                return -1;
            pos++;
        }
        if (pos != len)
            return -1;
        if (!iso_to_ymd(year, week, day, y, m, d)) {
            exc_clear();
            return -1;
        }
        return 0;
    }
    int mo, dd;
    if (pos + 2 > len || !digits(s + pos, 2, &mo))
        return -1;
    pos += 2;
    if (pos < len && (s[pos] == '-') != sep)
        return -1;
    if (pos >= len && sep)
        return -1;
    pos += sep;
    if (pos + 2 != len || !digits(s + pos, 2, &dd))
        return -1;
    *y = year;
    *m = mo;
    *d = dd;
    return 0;
}

/* HH[:?MM[:?SS[{.,}f+]]] into h m s us; -1 malformed */
static int parse_hh_mm_ss_ff(const char *s, size_t len, int comps[4])
{
    static const int correction[6] = {100000, 10000, 1000, 100, 10, 1};
    comps[0] = comps[1] = comps[2] = comps[3] = 0;
    size_t pos = 0;
    bool sep = false;
    for (int c = 0; c < 3; c++) {
        if (len - pos < 2 || !digits(s + pos, 2, &comps[c]))
            return -1;
        pos += 2;
        if (c == 0)
            sep = pos < len && s[pos] == ':';
        if (pos >= len || c >= 2)
            break;
        if (sep && s[pos] != ':')
            return -1;
        pos += sep;
    }
    if (pos < len) {
        if (s[pos] != '.' && s[pos] != ',')
            return -1;
        pos++;
        size_t rem = len - pos;
        if (rem == 0)
            return -1;
        size_t take = rem >= 6 ? 6 : rem;
        int frac;
        if (!digits(s + pos, (int)take, &frac))
            return -1;
        comps[3] = frac * correction[take - 1];
        for (size_t k = pos + take; k < len; k++)
            if (s[k] < '0' || s[k] > '9')
                return -1;
    }
    return 0;
}

/* the time part with an optional zone: -1 malformed, -2 exception raised */
static int parse_iso_time(const char *s, size_t len, int comps[4], obj **tz)
{
    *tz = NULL;
    if (len < 2)
        return -1;
    size_t tzpos = 0;
    for (size_t i = 0; i < len; i++)
        if (s[i] == '+' || s[i] == '-' || s[i] == 'Z') {
            tzpos = i + 1;
            break;
        }
    size_t tlen = tzpos ? tzpos - 1 : len;
    if (parse_hh_mm_ss_ff(s, tlen, comps) < 0)
        return -1;
    if (!tzpos)
        return 0;
    if (s[tzpos - 1] == 'Z') {
        if (tzpos != len)
            return -1;
        *tz = incref(utc_singleton);
        return 0;
    }
    size_t zl = len - tzpos;
    if (zl == 0 || zl == 1 || zl == 3)
        return -1;
    int z[4];
    if (parse_hh_mm_ss_ff(s + tzpos, zl, z) < 0)
        return -1;
    i128 us = ((i128)z[0] * 3600 + z[1] * 60 + z[2]) * US_PER_SECOND + z[3];
    if (us == 0) {
        *tz = incref(utc_singleton);
        return 0;
    }
    if (s[tzpos - 1] == '-')
        us = -us;
    obj *off = td_from_us(us);
    if (!off)
        return -2;
    *tz = tz_new(off, NULL);
    decref(off);
    return *tz ? 0 : -2;
}

static obj *invalid_iso(obj *s)
{
    obj *r = op_repr(s);
    if (r)
        exc_raise(&exc_ValueError, "Invalid isoformat string: %s", str_cstr(r));
    xdecref(r);
    return NULL;
}

/* the string argument of the fromisoformat() class methods, or NULL */
static obj *isoformat_arg(obj **args, size_t nargs, obj *kw)
{
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "fromisoformat: argument must be str");
    return args[1];
}

static obj *m_date_fromisoformat(obj **args, size_t nargs, obj *kw)
{
    obj *s = isoformat_arg(args, nargs, kw);
    if (!s)
        return NULL;
    size_t len = str_len(s);
    int64_t y;
    int m, d;
    if ((len != 7 && len != 8 && len != 10) || parse_iso_date(str_cstr(s), len, &y, &m, &d) < 0)
        return invalid_iso(s);
    if (!check_date(y, m, d))
        return NULL;
    return date_alloc((struct type *)args[0], y, m, d);
}

static const struct method_def date_methods[] = {
    {"toordinal", m_toordinal, METH_NOARGS},
    {"weekday", m_weekday, METH_NOARGS},
    {"isoweekday", m_isoweekday, METH_NOARGS},
    {"isocalendar", m_isocalendar, METH_NOARGS},
    {"timetuple", m_timetuple, METH_NOARGS},
    {"ctime", m_ctime, METH_NOARGS},
    {"isoformat", m_date_isoformat, METH_NOARGS},
    {"strftime", m_date_strftime, 0, PA_SIG_KW(1, 1, NULL, "format")},
    {"__format__", m_format, 0, PA_SIG_TUPLE(1, 1, "s")},
    {"replace", m_date_replace, 0, PA_SIG_KW(0, 3, NULL, "year", "month", "day")},
    {"today", m_date_today, METH_CLASS},
    {"fromtimestamp", m_date_fromtimestamp, METH_CLASS | METH_O},
    {"fromordinal", m_date_fromordinal, METH_CLASS, PA_SIG_TUPLE(1, 1, NULL)},
    {"fromisoformat", m_date_fromisoformat, METH_CLASS | METH_O},
    {"fromisocalendar", m_date_fromisocalendar, METH_CLASS,
     PA_SIG_KW(3, 3, NULL, "year", "week", "day")},
    {NULL},
};
static const struct getset_def date_getset[] = {
    MEMBER("year", MEMBER_INT32, struct date_obj, year),
    MEMBER("month", MEMBER_INT8, struct date_obj, month),
    MEMBER("day", MEMBER_INT8, struct date_obj, day),
    {NULL},
};

struct type dt_date = {
    .name = "datetime.date",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct date_obj),
    .methods = date_methods,
    .getset = date_getset,
    .repr = date_repr,
    .str = date_isoformat_str,
    .hash = date_hash,
    .compare = date_compare,
    .binary = date_binary,
    .construct = date_construct,
};

/* ==== time ==== */
static obj *time_alloc(struct type *t, int h, int mi, int s, int us, obj *tz, int fold)
{
    struct time_obj *o = (struct time_obj *)obj_alloc(t, sizeof *o);
    if (!o)
        return NULL;
    o->hash = -1;
    o->hour = (int8_t)h;
    o->minute = (int8_t)mi;
    o->second = (int8_t)s;
    o->us = us;
    o->fold = (int8_t)fold;
    o->tzinfo = tz && tz != NONE ? incref(tz) : NULL;
    return (obj *)o;
}

/* n field arguments into v[i] as ints, except a[tz_index], the tzinfo, into *tz (None: naive);
 * a NULL argument keeps what v[i] or *tz holds, so replace() passes the current values */
static bool fields_from_args(obj *const *a, int n, int tz_index, int64_t *v, obj **tz)
{
    for (int i = 0; i < n; i++) {
        if (!a[i])
            continue;
        if (i == tz_index)
            *tz = a[i] == NONE ? NULL : a[i];
        else if (!arg_int(a[i], &v[i]))
            return false;
    }
    return true;
}

/* hour..microsecond, tzinfo, fold: the keyword-only fold is checked by the caller */
static int time_args(const char *fname, obj **args, size_t nargs, obj *kwnames, int first,
                     int64_t *v, obj **tz)
{
    /* names after the date fields, shared by time() and datetime() */
    static const char *const names_dt[] = {"year",   "month",       "day",    "hour", "minute",
                                           "second", "microsecond", "tzinfo", "fold", NULL};
    obj *a[9];
    const char *const *names = names_dt + first;
    if (c_args(fname, args, nargs, kwnames, names, first ? 0 : 3, 8 - first, a) < 0)
        return -1;
    /* "tzinfo" is names_dt[7] */
    return fields_from_args(a, 9 - first, 7 - first, v, tz) ? 0 : -1;
}

static obj *time_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    int64_t v[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    obj *tz = NULL;
    if (time_args("function", args, nargs, kwnames, 3, v, &tz) < 0)
        return NULL;
    /* v: hour minute second microsecond (tzinfo) fold */
    if (!check_time(v[0], v[1], v[2], v[3], v[5]) || !check_tzinfo(tz))
        return NULL;
    return time_alloc(t, (int)v[0], (int)v[1], (int)v[2], (int)v[3], tz, (int)v[5]);
}

/* Adds ", tzinfo=..." and ", fold=1" before the closing parenthesis, in
 * CPython's orders: time puts tzinfo first, datetime fold. */
static obj *append_keyword(obj *out, const char *text)
{
    obj *n = out ? str_from_fmt("%.*s, %s)", (int)(str_len(out) - 1), str_cstr(out), text) : NULL;
    xdecref(out);
    return n;
}

static obj *append_tzinfo(obj *out, obj *tz)
{
    obj *tr = op_repr(tz);
    obj *text = tr ? str_from_fmt("tzinfo=%s", str_cstr(tr)) : NULL;
    xdecref(tr);
    if (!text) {
        xdecref(out);
        return NULL;
    }
    out = append_keyword(out, str_cstr(text));
    decref(text);
    return out;
}

static obj *append_tz_fold(obj *r, obj *tz, int fold, bool fold_first)
{
    if (fold && fold_first)
        r = append_keyword(r, "fold=1");
    if (tz)
        r = append_tzinfo(r, tz);
    if (fold && !fold_first)
        r = append_keyword(r, "fold=1");
    return r;
}

static obj *time_repr(obj *o)
{
    struct time_obj *t = TIME(o);
    obj *r;
    const char *n = type_of(o)->name;
    if (t->us)
        r = str_from_fmt("%s(%d, %d, %d, %d)", n, t->hour, t->minute, t->second, t->us);
    else if (t->second)
        r = str_from_fmt("%s(%d, %d, %d)", n, t->hour, t->minute, t->second);
    else
        r = str_from_fmt("%s(%d, %d)", n, t->hour, t->minute);
    return append_tz_fold(r, t->tzinfo, t->fold, false);
}

enum { TS_AUTO, TS_HOURS, TS_MINUTES, TS_SECONDS, TS_MILLIS, TS_MICROS };
static int timespec_arg(obj *o)
{
    if (!o)
        return TS_AUTO;
    if (!is_str(o)) {
        exc_raise(&exc_TypeError, "isoformat() argument 'timespec' must be str, not %s",
                  op_type_name(o));
        return -1;
    }
    static const char *const names[] = {"auto",         "hours",        "minutes", "seconds",
                                        "milliseconds", "microseconds", NULL};
    for (int i = 0; names[i]; i++)
        if (!strcmp(str_cstr(o), names[i]))
            return i;
    exc_raise(&exc_ValueError, "Unknown timespec value");
    return -1;
}

static void format_time(char *buf, size_t size, int h, int m, int s, int us, int spec)
{
    if (spec == TS_AUTO)
        spec = us ? TS_MICROS : TS_SECONDS;
    switch (spec) {
    case TS_HOURS:
        snprintf(buf, size, "%02d", h);
        break;
    case TS_MINUTES:
        snprintf(buf, size, "%02d:%02d", h, m);
        break;
    case TS_SECONDS:
        snprintf(buf, size, "%02d:%02d:%02d", h, m, s);
        break;
    case TS_MILLIS:
        snprintf(buf, size, "%02d:%02d:%02d.%03d", h, m, s, us / 1000);
        break;
    default:
        snprintf(buf, size, "%02d:%02d:%02d.%06d", h, m, s, us);
        break;
    }
}

static obj *time_isoformat_with(obj *o, int spec)
{
    struct time_obj *t = TIME(o);
    char buf[64], off[48];
    format_time(buf, sizeof buf, t->hour, t->minute, t->second, t->us, spec);
    if (!offset_suffix(t->tzinfo, NONE, off, sizeof off, ":"))
        return NULL;
    return str_from_fmt("%s%s", buf, off);
}

static obj *time_str(obj *o)
{
    return time_isoformat_with(o, TS_AUTO);
}

static obj *m_time_isoformat(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    int spec = timespec_arg(a[0]);
    return spec < 0 ? NULL : time_isoformat_with(args[0], spec);
}

/* microseconds since midnight (wall clock) */
static i128 time_us(obj *o)
{
    struct time_obj *t = TIME(o);
    return ((i128)t->hour * 3600 + t->minute * 60 + t->second) * US_PER_SECOND + t->us;
}

/* microseconds since midnight minus the UTC offset, for comparison and hashing */
static bool time_key(obj *o, i128 *key, bool *aware)
{
    i128 off;
    if (!utcoffset_us(TIME(o)->tzinfo, NONE, &off, aware))
        return false;
    *key = time_us(o) - off;
    return true;
}

/* two times' or datetimes' keys compared; MIXED: one is naive and the other aware, which
 * only == and != may compare (WHAT: "times", "datetimes") */
static obj *cmp_keys(i128 x, i128 y, bool mixed, int op, const char *what)
{
    if (!mixed)
        return cmp_result(x < y ? -1 : x > y, op);
    if (op == CMP_EQ || op == CMP_NE)
        return bool_obj(op == CMP_NE);
    return exc_raise(&exc_TypeError, "can't compare offset-naive and offset-aware %s", what);
}

static obj *time_compare(obj *a, obj *b, int op)
{
    if (!is_time(b))
        return incref(NOTIMPL);
    if (TIME(a)->tzinfo == TIME(b)->tzinfo)
        return cmp_keys(time_us(a), time_us(b), false, op, "times");
    i128 x, y;
    bool aa, ab;
    if (!time_key(a, &x, &aa) || !time_key(b, &y, &ab))
        return NULL;
    return cmp_keys(x, y, aa != ab, op, "times");
}

static int time_hash(obj *o, int64_t *out)
{
    struct time_obj *t = TIME(o);
    if (t->hash == -1) {
        i128 k;
        bool aware;
        if (!time_key(o, &k, &aware))
            return -1;
        uint64_t h = (uint64_t)(int64_t)k * 0x9E3779B97F4A7C15ull;
        t->hash = (int64_t)(h >> 2);
    }
    *out = t->hash;
    return 0;
}

static obj *m_time_strftime(obj **args, size_t nargs, obj *kw)
{
    obj *fmt = args[1];
    struct time_obj *t = TIME(args[0]);
    struct time_fields f = {.year = 1900,
                            .month = 1,
                            .day = 1,
                            .hour = t->hour,
                            .minute = t->minute,
                            .second = t->second,
                            .wday = 0,
                            .yday = 1,
                            .isdst = -1};
    return strftime_with(fmt, &f, t->tzinfo, NONE, t->us, true);
}

/* utcoffset(), dst() and tzname() of a time or a datetime: its tzinfo's, which a datetime
 * passes itself to and a time passes None */
static obj *tz_query(obj *o, const char *name)
{
    bool is_dt = is_datetime(o);
    obj *r = call_tz_method(is_dt ? DT(o)->tzinfo : TIME(o)->tzinfo, name, is_dt ? o : NONE);
    return r == NONE ? NONE : r;
}
static obj *m_tz_query(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    return tz_query(args[0], tz_method_names[which]);
}

static obj *m_time_replace(obj **args, size_t nargs, obj *kw)
{
    struct time_obj *t = TIME(args[0]);
    int64_t v[8] = {t->hour, t->minute, t->second, t->us, 0, t->fold};
    obj **a = args + 1; /* bound by the signature in the method table */
    obj *tz = t->tzinfo;
    if (!fields_from_args(a, 6, 4, v, &tz))
        return NULL;
    if (!check_time(v[0], v[1], v[2], v[3], v[5]) || !check_tzinfo(tz))
        return NULL;
    return time_alloc(&dt_time, (int)v[0], (int)v[1], (int)v[2], (int)v[3], tz, (int)v[5]);
}

static obj *m_time_fromisoformat(obj **args, size_t nargs, obj *kw)
{
    obj *s = isoformat_arg(args, nargs, kw);
    if (!s)
        return NULL;
    const char *p = str_cstr(s);
    size_t len = str_len(s);
    if (len && p[0] == 'T')
        p++, len--;
    int c[4];
    obj *tz;
    int rc = parse_iso_time(p, len, c, &tz);
    if (rc == -2)
        return NULL;
    if (rc < 0)
        return invalid_iso(s);
    obj *r = check_time(c[0], c[1], c[2], c[3], 0)
                 ? time_alloc((struct type *)args[0], c[0], c[1], c[2], c[3], tz, 0)
                 : NULL;
    xdecref(tz);
    return r;
}

static const struct method_def time_methods[] = {
    {"isoformat", m_time_isoformat, 0, PA_SIG_KW(0, 1, NULL, "timespec")},
    {"strftime", m_time_strftime, 0, PA_SIG_KW(1, 1, NULL, "format")},
    {"__format__", m_format, 0, PA_SIG_TUPLE(1, 1, "s")},
    {"utcoffset", .fn_data = m_tz_query, .flags = METH_NOARGS, .data = 0},
    {"dst", .fn_data = m_tz_query, .flags = METH_NOARGS, .data = 1},
    {"tzname", .fn_data = m_tz_query, .flags = METH_NOARGS, .data = 2},
    {"replace", m_time_replace, 0,
     PA_SIG_KW(0, 5, NULL, "hour", "minute", "second", "microsecond", "tzinfo", "fold")},
    {"fromisoformat", m_time_fromisoformat, METH_CLASS | METH_O},
    {NULL},
};
static const struct getset_def time_getset[] = {
    MEMBER("hour", MEMBER_INT8, struct time_obj, hour),
    MEMBER("minute", MEMBER_INT8, struct time_obj, minute),
    MEMBER("second", MEMBER_INT8, struct time_obj, second),
    MEMBER("microsecond", MEMBER_INT32, struct time_obj, us),
    MEMBER("tzinfo", MEMBER_OBJ, struct time_obj, tzinfo),
    MEMBER("fold", MEMBER_INT8, struct time_obj, fold),
    {NULL},
};

struct type dt_time = {
    .name = "datetime.time",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct time_obj),
    .methods = time_methods,
    .getset = time_getset,
    .refs = REFS(struct time_obj, tzinfo),
    .repr = time_repr,
    .str = time_str,
    .hash = time_hash,
    .compare = time_compare,
    .construct = time_construct,
};

/* ==== datetime ==== */
static obj *dt_alloc_fn(struct type *t, int64_t y, int m, int d, int hh, int mi, int ss, int us,
                        obj *tz, int fold)
{
    struct datetime_obj *o = (struct datetime_obj *)obj_alloc(t, sizeof *o);
    if (!o)
        return NULL;
    o->d.hash = -1;
    o->d.year = (int32_t)y;
    o->d.month = (int8_t)m;
    o->d.day = (int8_t)d;
    o->hour = (int8_t)hh;
    o->minute = (int8_t)mi;
    o->second = (int8_t)ss;
    o->us = us;
    o->fold = (int8_t)fold;
    o->tzinfo = tz && tz != NONE ? incref(tz) : NULL;
    return (obj *)o;
}

/* microseconds since 0001-01-01 00:00 (local wall clock) */
static i128 dt_us(obj *o)
{
    struct datetime_obj *d = DT(o);
    return ((i128)(date_ordinal(o) - 1) * 86400 + d->hour * 3600 + d->minute * 60 + d->second) *
               US_PER_SECOND +
           d->us;
}

static obj *dt_from_us(struct type *t, i128 us, obj *tz, int fold)
{
    i128 days = floordiv128(us, US_PER_DAY);
    i128 rem = us - days * US_PER_DAY;
    if (days + 1 < 1 || days + 1 > MAX_ORDINAL)
        return exc_raise(&exc_OverflowError, "date value out of range");
    int64_t y;
    int m, d;
    time_ordinal_to_ymd((int64_t)days + 1, &y, &m, &d);
    int64_t secs = (int64_t)(rem / US_PER_SECOND);
    return dt_alloc_fn(t, y, m, d, (int)(secs / 3600), (int)(secs / 60 % 60), (int)(secs % 60),
                       (int)(rem % US_PER_SECOND), tz, fold);
}

static obj *dt_add_td(obj *dt, i128 us, bool subtract)
{
    return dt_from_us(&dt_datetime, dt_us(dt) + (subtract ? -us : us), DT(dt)->tzinfo, 0);
}

/* tz.fromutc(utc), done here directly for our own timezone */
static obj *tz_call_fromutc(obj *tz, obj *utc)
{
    if (type_of(tz) == &dt_timezone)
        return dt_add_td(utc, td_us(TZ(tz)->offset), false);
    return op_call_method(tz, "fromutc", &utc, 1);
}

static obj *dt_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    int64_t v[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    obj *tz = NULL;
    if (time_args("function", args, nargs, kwnames, 0, v, &tz) < 0)
        return NULL;
    if (!check_date(v[0], v[1], v[2]) || !check_time(v[3], v[4], v[5], v[6], v[8]) ||
        !check_tzinfo(tz))
        return NULL;
    return dt_alloc_fn(t, v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5], (int)v[6],
                       tz, (int)v[8]);
}

static obj *dt_repr(obj *o)
{
    struct datetime_obj *d = DT(o);
    const char *n = type_of(o)->name;
    obj *r;
    if (d->us)
        r = str_from_fmt("%s(%d, %d, %d, %d, %d, %d, %d)", n, d->d.year, d->d.month, d->d.day,
                         d->hour, d->minute, d->second, d->us);
    else if (d->second)
        r = str_from_fmt("%s(%d, %d, %d, %d, %d, %d)", n, d->d.year, d->d.month, d->d.day, d->hour,
                         d->minute, d->second);
    else
        r = str_from_fmt("%s(%d, %d, %d, %d, %d)", n, d->d.year, d->d.month, d->d.day, d->hour,
                         d->minute);
    return append_tz_fold(r, d->tzinfo, d->fold, true);
}

static obj *dt_isoformat_with(obj *o, const char *sep, size_t seplen, int spec)
{
    struct datetime_obj *d = DT(o);
    char buf[64], off[48];
    format_time(buf, sizeof buf, d->hour, d->minute, d->second, d->us, spec);
    if (!offset_suffix(d->tzinfo, o, off, sizeof off, ":"))
        return NULL;
    return str_from_fmt("%04d-%02d-%02d%.*s%s%s", d->d.year, d->d.month, d->d.day, (int)seplen, sep,
                        buf, off);
}

static obj *dt_str(obj *o)
{
    return dt_isoformat_with(o, " ", 1, TS_AUTO);
}

static obj *m_dt_isoformat(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    const char *sep = "T";
    size_t seplen = 1;
    if (a[0]) {
        if (!is_str(a[0]))
            return exc_raise(&exc_TypeError,
                             "isoformat() argument 1 must be a unicode character, not %s",
                             op_type_name(a[0]));
        if (AS(str_obj, a[0])->cplen != 1)
            return exc_raise(&exc_TypeError,
                             "isoformat() argument 1 must be a unicode character, not str");
        sep = str_cstr(a[0]);
        seplen = str_len(a[0]);
    }
    int spec = timespec_arg(a[1]);
    return spec < 0 ? NULL : dt_isoformat_with(args[0], sep, seplen, spec);
}

/* the UTC offset in microseconds; *aware false for naive (or a tzinfo answering None) */
static bool dt_offset(obj *o, i128 *off_us, bool *aware)
{
    return utcoffset_us(DT(o)->tzinfo, o, off_us, aware);
}

/* a and b in microseconds, made comparable: when their tzinfo differ, both move to UTC.
 * 0 ok, -1 error raised, 1 one is naive and the other aware (the caller words that error) */
static int dt_us_pair(obj *a, obj *b, i128 *x, i128 *y)
{
    *x = dt_us(a);
    *y = dt_us(b);
    if (DT(a)->tzinfo == DT(b)->tzinfo)
        return 0;
    i128 oa, ob;
    bool aa, ab;
    if (!dt_offset(a, &oa, &aa) || !dt_offset(b, &ob, &ab))
        return -1;
    if (aa != ab)
        return 1;
    *x -= oa;
    *y -= ob;
    return 0;
}

static obj *dt_compare(obj *a, obj *b, int op)
{
    if (!is_datetime(b)) {
        if (is_date(b)) {
            if (op == CMP_EQ || op == CMP_NE)
                return bool_obj(op == CMP_NE);
            return cmp_error(a, b);
        }
        return incref(NOTIMPL);
    }
    i128 x, y;
    int rc = dt_us_pair(a, b, &x, &y);
    return rc < 0 ? NULL : cmp_keys(x, y, rc > 0, op, "datetimes");
}

static int dt_hash(obj *o, int64_t *out)
{
    struct datetime_obj *d = DT(o);
    if (d->d.hash == -1) {
        i128 off;
        bool aware;
        if (!dt_offset(o, &off, &aware))
            return -1;
        i128 k = dt_us(o) - off;
        uint64_t h = (uint64_t)(k ^ (k >> 64)) * 0x9E3779B97F4A7C15ull;
        d->d.hash = (int64_t)(h >> 2);
    }
    *out = d->d.hash;
    return 0;
}

static obj *dt_binary(obj *a, obj *b, int op)
{
    if (op == BIN_ADD) {
        if (is_datetime(a) && is_td(b))
            return dt_add_td(a, td_us(b), false);
        if (is_td(a) && is_datetime(b))
            return dt_add_td(b, td_us(a), false);
        return incref(NOTIMPL);
    }
    if (op != BIN_SUB || !is_datetime(a))
        return incref(NOTIMPL);
    if (is_td(b))
        return dt_add_td(a, td_us(b), true);
    if (!is_datetime(b))
        return incref(NOTIMPL);
    i128 x, y;
    int rc = dt_us_pair(a, b, &x, &y);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return exc_raise(&exc_TypeError, "can't subtract offset-naive and offset-aware datetimes");
    return td_from_us(x - y);
}

static void dt_fields(obj *o, struct time_fields *f)
{
    date_fields(o, f);
    f->hour = DT(o)->hour;
    f->minute = DT(o)->minute;
    f->second = DT(o)->second;
}

/* dt_fields plus isdst from the tzinfo's dst(), as timetuple() and strftime() see them */
static bool dt_fields_with_dst(obj *o, struct time_fields *f)
{
    dt_fields(o, f);
    obj *dst = call_tz_method(DT(o)->tzinfo, "dst", o);
    if (!dst)
        return false;
    f->isdst = dst == NONE ? -1 : td_truth(dst) ? 1 : 0;
    if (dst != NONE)
        decref(dst);
    return true;
}

static obj *dt_timetuple_obj(obj *o)
{
    struct time_fields f;
    if (!dt_fields_with_dst(o, &f))
        return NULL;
    return time_struct_new(&f, NULL, NULL);
}

static obj *m_dt_utctimetuple(obj **args, size_t nargs, obj *kw)
{
    i128 off;
    bool aware;
    if (!dt_offset(args[0], &off, &aware))
        return NULL;
    obj *u = off ? dt_from_us(&dt_datetime, dt_us(args[0]) - off, NULL, 0) : incref(args[0]);
    if (!u)
        return NULL;
    struct time_fields f;
    dt_fields(u, &f);
    f.isdst = 0;
    decref(u);
    return time_struct_new(&f, NULL, NULL);
}

static obj *m_dt_date(obj **args, size_t nargs, obj *kw)
{
    return date_alloc(&dt_date, DT(args[0])->d.year, DT(args[0])->d.month, DT(args[0])->d.day);
}
static obj *m_dt_time(obj **args, size_t nargs, obj *kw)
{
    struct datetime_obj *d = DT(args[0]);
    return time_alloc(&dt_time, d->hour, d->minute, d->second, d->us, NULL, d->fold);
}
static obj *m_dt_timetz(obj **args, size_t nargs, obj *kw)
{
    struct datetime_obj *d = DT(args[0]);
    return time_alloc(&dt_time, d->hour, d->minute, d->second, d->us, d->tzinfo, d->fold);
}

static obj *m_dt_replace(obj **args, size_t nargs, obj *kw)
{
    struct datetime_obj *d = DT(args[0]);
    int64_t v[9] = {d->d.year, d->d.month, d->d.day, d->hour, d->minute,
                    d->second, d->us,      0,        d->fold};
    obj **a = args + 1; /* bound by the signature in the method table */
    obj *tz = d->tzinfo;
    if (!fields_from_args(a, 9, 7, v, &tz))
        return NULL;
    if (!check_date(v[0], v[1], v[2]) || !check_time(v[3], v[4], v[5], v[6], v[8]) ||
        !check_tzinfo(tz))
        return NULL;
    return dt_alloc_fn(&dt_datetime, v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5],
                       (int)v[6], tz, (int)v[8]);
}

static obj *m_dt_strftime(obj **args, size_t nargs, obj *kw)
{
    obj *fmt = args[1];
    struct time_fields f;
    if (!dt_fields_with_dst(args[0], &f))
        return NULL;
    return strftime_with(fmt, &f, DT(args[0])->tzinfo, args[0], DT(args[0])->us, true);
}

static obj *local_utc_tz(void)
{
    /* the local zone is UTC; astimezone() names it */
    obj *off = td_from_us(0);
    obj *name = off ? str_new_cstr("UTC") : NULL;
    obj *tz = name ? tz_new_raw(off, name) : NULL;
    xdecref(off);
    xdecref(name);
    return tz;
}

static obj *m_dt_astimezone(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    obj *self = args[0];
    obj *tz = a[0] && a[0] != NONE ? incref(a[0]) : local_utc_tz();
    if (!tz)
        return NULL;
    if (!check_tzinfo(tz)) {
        decref(tz);
        return NULL;
    }
    if (DT(self)->tzinfo == tz) {
        decref(tz);
        return incref(self);
    }
    i128 off;
    bool aware;
    if (!dt_offset(self, &off, &aware)) {
        decref(tz);
        return NULL;
    }
    /* naive means local, and local is UTC: offset 0 */
    obj *utc = dt_from_us(&dt_datetime, dt_us(self) - off, tz, 0);
    obj *r = utc ? tz_call_fromutc(tz, utc) : NULL;
    xdecref(utc);
    decref(tz);
    return r;
}

static obj *m_dt_timestamp(obj **args, size_t nargs, obj *kw)
{
    obj *self = args[0];
    i128 off;
    bool aware;
    if (!dt_offset(self, &off, &aware))
        return NULL;
    i128 epoch = (i128)(TIME_EPOCH_ORDINAL - 1) * US_PER_DAY;
    if (!aware) {
        /* naive: local seconds (UTC here) plus microseconds / 1e6, in floats as CPython */
        i128 us = dt_us(self) - epoch;
        int64_t secs = (int64_t)floordiv128(us, US_PER_SECOND);
        return float_new((double)secs + DT(self)->us / 1e6);
    }
    return i128_truediv(dt_us(self) - off - epoch, US_PER_SECOND);
}

static obj *dt_from_seconds(struct type *t, int64_t secs, int us, obj *tz)
{
    int64_t ord;
    int rem;
    if (!seconds_to_ymd(secs, &ord, &rem))
        return NULL;
    int64_t y;
    int m, d;
    time_ordinal_to_ymd(ord, &y, &m, &d);
    obj *r = dt_alloc_fn(t, y, m, d, rem / 3600, rem / 60 % 60, rem % 60, us, NULL, 0);
    if (!r || !tz)
        return r;
    /* tz.fromutc(utc.replace(tzinfo=tz)) */
    DT(r)->tzinfo = incref(tz);
    obj *out = tz_call_fromutc(tz, r);
    decref(r);
    return out;
}

static obj *dt_now(struct type *t, obj *tz)
{
    int64_t secs;
    int us;
    now_utc(&secs, &us);
    return dt_from_seconds(t, secs, us, tz);
}

static obj *m_dt_now(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    obj *tz = a[0] && a[0] != NONE ? a[0] : NULL;
    if (!check_tzinfo(tz))
        return NULL;
    return dt_now((struct type *)args[0], tz);
}

/* utcnow() and today() agree here: local time is UTC */
static obj *dt_now_naive(const char *name, obj **args, size_t nargs, obj *kw)
{
    if (no_arguments(args[0], name, kw, nargs) < 0)
        return NULL;
    return dt_now((struct type *)args[0], NULL);
}

static obj *m_dt_utcnow(obj **args, size_t nargs, obj *kw)
{
    return dt_now_naive("utcnow", args, nargs, kw);
}

static obj *m_dt_today(obj **args, size_t nargs, obj *kw)
{
    return dt_now_naive("today", args, nargs, kw);
}

/* fromtimestamp(timestamp, tz=None) and utcfromtimestamp(timestamp), whose signature has
 * no tz (args[2] absent) */
static obj *m_dt_fromtimestamp(obj **args, size_t nargs, obj *kw)
{
    obj *tz = nargs > 2 && args[2] != NULL && args[2] != NONE ? args[2] : NULL;
    if (!check_tzinfo(tz))
        return NULL;
    int64_t secs;
    int us;
    if (!time_timestamp_arg(args[1], false, &secs, &us))
        return NULL;
    return dt_from_seconds((struct type *)args[0], secs, us, tz);
}

static obj *m_dt_combine(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1; /* bound by the signature in the method table */
    if (!is_date(a[0]))
        return exc_raise(&exc_TypeError, "combine() argument 1 must be datetime.date, not %s",
                         op_type_name(a[0]));
    if (!is_time(a[1]))
        return exc_raise(&exc_TypeError, "combine() argument 2 must be datetime.time, not %s",
                         op_type_name(a[1]));
    struct time_obj *t = TIME(a[1]);
    obj *tz = a[2] ? (a[2] == NONE ? NULL : a[2]) : t->tzinfo;
    if (!check_tzinfo(tz))
        return NULL;
    return dt_alloc_fn((struct type *)args[0], DATE(a[0])->year, DATE(a[0])->month, DATE(a[0])->day,
                       t->hour, t->minute, t->second, t->us, tz, t->fold);
}

/* the separator position of date + time, as CPython 3.11 finds it */
static size_t iso_separator(const char *s, size_t len)
{
    if (len == 7)
        return 7;
    if (s[4] == '-') {
        if (s[5] == 'W') {
            if (len > 8 && s[8] == '-') {
                if (len == 9)
                    return (size_t)-1;
                if (len > 10 && s[10] >= '0' && s[10] <= '9')
                    return 8;
                return 10;
            }
            return 8;
        }
        return 10;
    }
    if (s[4] == 'W') {
        size_t idx = 7;
        while (idx < len && s[idx] >= '0' && s[idx] <= '9')
            idx++;
        if (idx < 9)
            return idx;
        return idx % 2 == 0 ? 7 : 8;
    }
    return 8;
}

static obj *m_dt_fromisoformat(obj **args, size_t nargs, obj *kw)
{
    obj *s = isoformat_arg(args, nargs, kw);
    if (!s)
        return NULL;
    const char *p = str_cstr(s);
    size_t len = str_len(s);
    if (len < 7 || !AS(str_obj, s)->ascii)
        return invalid_iso(s);
    size_t sep = iso_separator(p, len);
    if (sep == (size_t)-1 || sep > len)
        return invalid_iso(s);
    int64_t y;
    int m, d;
    if (parse_iso_date(p, sep, &y, &m, &d) < 0)
        return invalid_iso(s);
    int c[4] = {0, 0, 0, 0};
    obj *tz = NULL;
    if (sep < len) {
        int rc = parse_iso_time(p + sep + 1, len - sep - 1, c, &tz);
        if (rc == -2)
            return NULL;
        if (rc < 0 || sep + 1 >= len)
            return invalid_iso(s);
    }
    obj *r = NULL;
    if (check_date(y, m, d) && check_time(c[0], c[1], c[2], c[3], 0))
        r = dt_alloc_fn((struct type *)args[0], y, m, d, c[0], c[1], c[2], c[3], tz, 0);
    xdecref(tz);
    return r;
}

static obj *m_dt_strptime(obj **args, size_t nargs, obj *kw)
{
    for (int i = 1; i <= 2; i++)
        if (!is_str(args[i]))
            return exc_raise(&exc_TypeError, "strptime() argument %d must be str, not %s", i,
                             op_type_name(args[i]));
    struct time_parsed p;
    if (time_strptime(args[1], args[2], &p) < 0)
        return NULL;
    obj *tz = NULL;
    if (p.has_gmtoff) {
        obj *off = td_from_us((i128)p.gmtoff * US_PER_SECOND + p.gmtoff_fraction);
        if (!off) {
            xdecref(p.zone);
            return NULL;
        }
        tz = tz_new(off, p.zone && str_len(p.zone) ? p.zone : NULL);
        decref(off);
        if (!tz) {
            xdecref(p.zone);
            return NULL;
        }
    }
    xdecref(p.zone);
    obj *r = NULL;
    if (check_date(p.f.year, p.f.month, p.f.day))
        r = dt_alloc_fn((struct type *)args[0], p.f.year, p.f.month, p.f.day, p.f.hour, p.f.minute,
                        p.f.second, p.fraction, tz, 0);
    xdecref(tz);
    return r;
}

static const struct method_def dt_methods[] = {
    {"isoformat", m_dt_isoformat, 0, PA_SIG_KW(0, 2, NULL, "sep", "timespec")},
    {"strftime", m_dt_strftime, 0, PA_SIG_KW(1, 1, NULL, "format")},
    {"__format__", m_format, 0, PA_SIG_TUPLE(1, 1, "s")},
    {"utctimetuple", m_dt_utctimetuple, METH_NOARGS},
    {"date", m_dt_date, METH_NOARGS},
    {"time", m_dt_time, METH_NOARGS},
    {"timetz", m_dt_timetz, METH_NOARGS},
    {"replace", m_dt_replace, 0,
     PA_SIG_KW(0, 8, NULL, "year", "month", "day", "hour", "minute", "second", "microsecond",
               "tzinfo", "fold")},
    {"utcoffset", .fn_data = m_tz_query, .flags = METH_NOARGS, .data = 0},
    {"dst", .fn_data = m_tz_query, .flags = METH_NOARGS, .data = 1},
    {"tzname", .fn_data = m_tz_query, .flags = METH_NOARGS, .data = 2},
    {"astimezone", m_dt_astimezone, 0, PA_SIG_KW(0, 1, NULL, "tz")},
    {"timestamp", m_dt_timestamp, METH_NOARGS},
    {"now", m_dt_now, METH_CLASS, PA_SIG_KW(0, 1, NULL, "tz")},
    {"utcnow", m_dt_utcnow, METH_CLASS},
    {"today", m_dt_today, METH_CLASS},
    {"fromtimestamp", m_dt_fromtimestamp, METH_CLASS, PA_SIG_KW(1, 2, NULL, "timestamp", "tz")},
    {"utcfromtimestamp", m_dt_fromtimestamp, METH_CLASS, PA_SIG_TUPLE(1, 1, NULL)},
    {"combine", m_dt_combine, METH_CLASS, PA_SIG_KW(2, 3, NULL, "date", "time", "tzinfo")},
    {"fromisoformat", m_dt_fromisoformat, METH_CLASS | METH_O},
    {"strptime", m_dt_strptime, METH_CLASS, PA_SIG_TUPLE(2, 2, NULL)},
    {NULL},
};
static const struct getset_def dt_getset[] = {
    MEMBER("hour", MEMBER_INT8, struct datetime_obj, hour),
    MEMBER("minute", MEMBER_INT8, struct datetime_obj, minute),
    MEMBER("second", MEMBER_INT8, struct datetime_obj, second),
    MEMBER("microsecond", MEMBER_INT32, struct datetime_obj, us),
    MEMBER("tzinfo", MEMBER_OBJ, struct datetime_obj, tzinfo),
    MEMBER("fold", MEMBER_INT8, struct datetime_obj, fold),
    {NULL},
};

struct type dt_datetime = {
    .name = "datetime.datetime",
    .flags = TF_BASETYPE | TF_NATIVE,
    .instance_size = sizeof(struct datetime_obj),
    .base_type = &dt_date,
    .methods = dt_methods,
    .getset = dt_getset,
    .refs = REFS(struct datetime_obj, tzinfo),
    .repr = dt_repr,
    .str = dt_str,
    .hash = dt_hash,
    .compare = dt_compare,
    .binary = dt_binary,
    .construct = dt_construct,
};

/* ==== module ==== */
static void set_class_attr(struct type *t, const char *name, obj *v)
{
    v->refcnt = REFCNT_IMMORTAL;
    obj *k = str_new_cstr(name);
    k->refcnt = REFCNT_IMMORTAL;
    dict_set(t->dict, k, v);
}

/* The class attributes (min, max, resolution, timezone.utc): once per process, after the
 * types, outside any session's heap. */
static pthread_once_t dt_once = PTHREAD_ONCE_INIT;
static void dt_init_class_attrs(void)
{
    struct vm *saved = vm;
    vm = NULL;
    obj *zero = td_alloc(&dt_timedelta, 0, 0, 0);
    utc_singleton = tz_new_raw(zero, NULL);
    utc_singleton->refcnt = REFCNT_IMMORTAL;
    set_class_attr(&dt_timezone, "utc", incref(utc_singleton));
    set_class_attr(&dt_timedelta, "min", td_alloc(&dt_timedelta, -MAX_DELTA_DAYS, 0, 0));
    set_class_attr(&dt_timedelta, "max", td_alloc(&dt_timedelta, MAX_DELTA_DAYS, 86399, 999999));
    set_class_attr(&dt_timedelta, "resolution", td_alloc(&dt_timedelta, 0, 0, 1));
    set_class_attr(&dt_date, "min", date_alloc(&dt_date, 1, 1, 1));
    set_class_attr(&dt_date, "max", date_alloc(&dt_date, 9999, 12, 31));
    set_class_attr(&dt_date, "resolution", td_alloc(&dt_timedelta, 1, 0, 0));
    set_class_attr(&dt_datetime, "min", dt_alloc_fn(&dt_datetime, 1, 1, 1, 0, 0, 0, 0, NULL, 0));
    set_class_attr(&dt_datetime, "max",
                   dt_alloc_fn(&dt_datetime, 9999, 12, 31, 23, 59, 59, 999999, NULL, 0));
    set_class_attr(&dt_datetime, "resolution", td_alloc(&dt_timedelta, 0, 0, 1));
    set_class_attr(&dt_time, "min", time_alloc(&dt_time, 0, 0, 0, 0, NULL, 0));
    set_class_attr(&dt_time, "max", time_alloc(&dt_time, 23, 59, 59, 999999, NULL, 0));
    set_class_attr(&dt_time, "resolution", td_alloc(&dt_timedelta, 0, 0, 1));
    obj *mn = td_alloc(&dt_timedelta, -1, 60, 0);
    obj *mx = td_alloc(&dt_timedelta, 0, 86340, 0);
    set_class_attr(&dt_timezone, "min", tz_new_raw(mn, NULL));
    set_class_attr(&dt_timezone, "max", tz_new_raw(mx, NULL));
    mn->refcnt = mx->refcnt = zero->refcnt = REFCNT_IMMORTAL;
    vm = saved;
}

static int dt_fill(obj *m)
{
    pthread_once(&dt_once, dt_init_class_attrs);
    obj *d = AS(module_obj, m)->dict;
    return dict_set_cstr(d, "UTC", incref(utc_singleton)) < 0 ||
                   dict_set_cstr(d, "MINYEAR", small_new(1)) < 0 ||
                   dict_set_cstr(d, "MAXYEAR", small_new(9999)) < 0
               ? -1
               : 0;
}

const struct module_def mod_datetime = {
    .name = "datetime",
    .types = (const struct module_type[]){{&dt_timedelta, true},
                                          {&dt_date, true},
                                          {&dt_datetime, true},
                                          {&dt_time, true},
                                          {&dt_tzinfo, true},
                                          {&dt_timezone, true},
                                          {&dt_isocal, false},
                                          {NULL}},
    .fill = dt_fill,
};
