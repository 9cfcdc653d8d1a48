/* executor/lib/mod_time.c: the time module, plus the calendar arithmetic, struct_time,
 * strftime and strptime that datetime shares (mod_time.h).
 * Decisions: local time is UTC (no time zone files in the jail), so localtime() equals
 * gmtime() and mktime() inverts both. time.sleep waits against the run's wall-clock deadline
 * when it has one (executor_set_timeout); without one it is paid from the operation budget at
 * LIMIT_SLEEP_OPS_PER_SECOND, so a run cannot sleep past what its budget allows; a sleep
 * the budget cannot cover stops the run at once with the ops status. strptime follows
 * _strptime.py: the format becomes a pattern whose directives are tried in the regular
 * expression's order, with backtracking, case-insensitively. */
#include <errno.h>
#include <locale.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "executor/core/module.h"
#include "executor/lib/import.h"
#include "executor/lib/mod_math.h"
#include "executor/lib/mod_time.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/unicode/unicode.h"
#include "executor/core/vm.h"

/* ---- the proleptic Gregorian calendar ---- */
static const int days_before_month_tab[13] = {0,   0,   31,  59,  90,  120, 151,
                                              181, 212, 243, 273, 304, 334};

bool time_is_leap(int64_t y)
{
    return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}

int time_days_in_month(int64_t y, int m)
{
    static const int dim[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && time_is_leap(y) ? 29 : dim[m];
}

static int64_t floordiv(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int64_t time_ymd_to_ordinal(int64_t y, int m, int d)
{
    int64_t y1 = y - 1;
    int64_t before_year = y1 * 365 + floordiv(y1, 4) - floordiv(y1, 100) + floordiv(y1, 400);
    int before_month = days_before_month_tab[m] + (m > 2 && time_is_leap(y));
    return before_year + before_month + d;
}

void time_ordinal_to_ymd(int64_t ord, int64_t *year, int *month, int *day)
{
    /* split into 400-, 100-, 4- and 1-year cycles counted from 0001-01-01 */
    int64_t n = ord - 1;
    int64_t n400 = floordiv(n, 146097);
    n -= n400 * 146097;
    int64_t n100 = n / 36524;
    n %= 36524;
    int64_t n4 = n / 1461;
    n %= 1461;
    int64_t n1 = n / 365;
    n %= 365;
    int64_t y = n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1;
    if (n1 == 4 || n100 == 4) {
        *year = y - 1;
        *month = 12;
        *day = 31;
        return;
    }
    bool leap = n1 == 3 && (n4 != 24 || n100 == 3);
    int m = (int)((n + 50) >> 5);
    int preceding = days_before_month_tab[m] + (m > 2 && leap);
    if (preceding > n) {
        m--;
        preceding -= m == 2 && leap ? 29 : time_days_in_month(1, m);
    }
    *year = y;
    *month = m;
    *day = (int)(n - preceding + 1);
}

int time_weekday(int64_t ord)
{
    return (int)(((ord + 6) % 7 + 7) % 7);
}

int time_day_of_year(int64_t y, int m, int d)
{
    return days_before_month_tab[m] + (m > 2 && time_is_leap(y)) + d;
}

/* seconds since the epoch -> fields (UTC) */
static void fields_from_seconds(int64_t secs, struct time_fields *f)
{
    int64_t days = floordiv(secs, 86400), rem = secs - days * 86400;
    int64_t ord = days + TIME_EPOCH_ORDINAL;
    time_ordinal_to_ymd(ord, &f->year, &f->month, &f->day);
    f->hour = (int)(rem / 3600);
    f->minute = (int)(rem / 60 % 60);
    f->second = (int)(rem % 60);
    f->wday = time_weekday(ord);
    f->yday = time_day_of_year(f->year, f->month, f->day);
    f->isdst = 0;
}

/* ---- struct_time: a tuple of 9 with tm_zone and tm_gmtoff kept after its items ---- */
extern struct type type_struct_time;
static pthread_once_t time_once = PTHREAD_ONCE_INIT;
static void time_init_type(void)
{
    struct vm *saved = vm;
    vm = NULL;
    type_init_builtin(&type_struct_time);
    /* __name__ is the short name; the type's name stays CPython's tp_name */
    native_type_names(&type_struct_time, "struct_time", "time");
    /* equal to the tuple of its items, it hashes as that tuple does (a compare of its own
     * would leave it unhashable) */
    type_struct_time.hash = type_tuple.hash;
    /* class attributes; a failure (memory, at process start) leaves one missing, as in
     * datetime's set_class_attr */
    static const char *const counts[3] = {"n_fields", "n_sequence_fields", "n_unnamed_fields"};
    for (int i = 0; i < 3; i++)
        (void)dict_set_cstr(type_struct_time.dict, counts[i], small_new((int64_t[]){11, 9, 0}[i]));
    vm = saved;
}

/* the items by name, READONLY members as in CPython's structseq; tm_zone and tm_gmtoff are
 * the two past the 9 a tuple shows */
static const struct getset_def struct_time_getset[] = {
    MEMBER("tm_year", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[0]),
    MEMBER("tm_mon", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[1]),
    MEMBER("tm_mday", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[2]),
    MEMBER("tm_hour", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[3]),
    MEMBER("tm_min", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[4]),
    MEMBER("tm_sec", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[5]),
    MEMBER("tm_wday", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[6]),
    MEMBER("tm_yday", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[7]),
    MEMBER("tm_isdst", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[8]),
    MEMBER("tm_zone", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[9]),
    MEMBER("tm_gmtoff", MEMBER_OBJ | MEMBER_READONLY, struct tuple_obj, items[10]),
    {NULL},
};

static obj *struct_time_from_items(obj **items, size_t n)
{
    /* datetime builds struct_time without importing time */
    pthread_once(&time_once, time_init_type);
    struct tuple_obj *t =
        (struct tuple_obj *)obj_alloc(&type_struct_time, sizeof *t + 11 * sizeof(obj *));
    if (!t)
        return NULL;
    t->len = 9;
    t->hash = -1;
    for (size_t i = 0; i < 11; i++)
        t->items[i] = incref(i < n && items[i] ? items[i] : NONE);
    return (obj *)t;
}

obj *time_struct_new(const struct time_fields *f, obj *zone, obj *gmtoff)
{
    obj *items[11];
    int64_t v[9] = {f->year,   f->month, f->day,  f->hour, f->minute,
                    f->second, f->wday,  f->yday, f->isdst};
    for (int i = 0; i < 9; i++)
        if (!(items[i] = int_from_i64(v[i]))) {
            while (i--)
                decref(items[i]);
            return NULL;
        }
    items[9] = zone;
    items[10] = gmtoff;
    obj *r = struct_time_from_items(items, 11);
    for (int i = 0; i < 9; i++)
        decref(items[i]);
    return r;
}

/* all 11 items: tm_zone and tm_gmtoff lie past the 9 a tuple shows */
static void struct_time_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(AS(tuple_obj, o)->items, 11, visit, arg);
}

static obj *struct_time_repr(obj *o)
{
    obj *parts = list_new(0);
    if (!parts)
        return NULL;
    for (int i = 0; i < 9; i++) {
        obj *r = op_repr(AS(tuple_obj, o)->items[i]);
        obj *s = r ? str_from_fmt("%s=%s", struct_time_getset[i].name, str_cstr(r)) : NULL;
        xdecref(r);
        if (!s || list_append_steal(parts, s) < 0) {
            decref(parts);
            return NULL;
        }
    }
    return str_call_form("time.struct_time", parts);
}

/* struct_time(sequence, dict=None): 9 to 11 items; DICT gives tm_zone and tm_gmtoff when
 * the sequence stops before them */
static obj *struct_time_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    obj *dict = args[1];
    if (dict && !is_dict(dict))
        return exc_raise(&exc_TypeError, "time.struct_time() takes a dict as second arg, if any");
    obj *it = op_iter(args[0]); /* PySequence_Fast's words for what cannot be iterated */
    if (!it)
        return exc_pending_is(&exc_TypeError) && !vm->fatal
                   ? (exc_clear(), exc_raise(&exc_TypeError, "constructor requires a sequence"))
                   : NULL;
    obj *seq = tuple_from_iter(it);
    decref(it);
    if (!seq)
        return NULL;
    size_t n = AS(tuple_obj, seq)->len;
    obj *r = NULL;
    if (n < 9)
        exc_raise(&exc_TypeError,
                  "time.struct_time() takes an at least 9-sequence (%zu-sequence given)", n);
    else if (n > 11)
        exc_raise(&exc_TypeError,
                  "time.struct_time() takes an at most 11-sequence (%zu-sequence given)", n);
    else {
        obj *items[11];
        for (size_t i = 0; i < 11; i++)
            items[i] = i < n  ? AS(tuple_obj, seq)->items[i]
                       : dict ? dict_get_cstr(dict, struct_time_getset[i].name)
                              : NULL;
        r = vm->exc ? NULL : struct_time_from_items(items, 11); /* a key's __eq__ may raise */
    }
    decref(seq);
    return r;
}

struct type type_struct_time = {
    .name = "time.struct_time",
    .base_type = &type_tuple,
    .getset = struct_time_getset,
    .traverse = struct_time_traverse,
    .repr = struct_time_repr,
    .construct = struct_time_construct,
    /* CPython's structseq_new, whose messages say "structseq()" */
    .construct_sig =
        &(const struct pyargs_sig){.name = "structseq",
                                   .names = (const char *const[]){"sequence", "dict", NULL},
                                   .npos = 2,
                                   .nreq = 1,
                                   .style = PA_KW},
};

/* a struct_time or a 9-tuple -> fields, with CPython's range checks */
static bool fields_from_tuple(obj *t, const char *fname, struct time_fields *f, obj **zone,
                              obj **gmtoff)
{
    if (!type_is_subtype(type_of(t), &type_tuple)) {
        exc_raise(&exc_TypeError, "Tuple or struct_time argument required");
        return false;
    }
    struct tuple_obj *tp = AS(tuple_obj, t);
    if (tp->len != 9) {
        exc_raise(&exc_TypeError, "%s(): illegal time tuple argument", fname);
        return false;
    }
    int64_t v[9];
    for (int i = 0; i < 9; i++) {
        obj *x = tp->items[i];
        if (!is_int(x)) {
            exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                      op_type_name(x));
            return false;
        }
        if (!int_to_i64(x, &v[i]) || (i > 0 && (v[i] > INT32_MAX || v[i] < INT32_MIN))) {
            exc_raise(&exc_OverflowError, "Python int too large to convert to C int");
            return false;
        }
    }
    f->year = v[0];
    f->month = (int)v[1];
    f->day = (int)v[2];
    f->hour = (int)v[3];
    f->minute = (int)v[4];
    f->second = (int)v[5];
    f->wday = (int)v[6];
    f->yday = (int)v[7];
    f->isdst = (int)v[8];
    if (zone)
        *zone = type_of(t) == &type_struct_time ? tp->items[9] : NONE;
    if (gmtoff)
        *gmtoff = type_of(t) == &type_struct_time ? tp->items[10] : NONE;
    return true;
}

/* Seconds since the epoch of local time, which is UTC here: the month normalised as
 * mktime(3) does. */
static int64_t local_seconds(const struct time_fields *f)
{
    int64_t y = f->year + floordiv(f->month - 1, 12);
    int m = (int)(f->month - 1 - floordiv(f->month - 1, 12) * 12) + 1;
    int64_t days = time_ymd_to_ordinal(y, m, 1) + f->day - 1 - TIME_EPOCH_ORDINAL;
    return days * 86400 + (int64_t)f->hour * 3600 + (int64_t)f->minute * 60 + f->second;
}

/* ---- strftime: glibc's, in the C locale, with %Z and %s supplied here ---- */
static pthread_once_t c_locale_once = PTHREAD_ONCE_INIT;
static locale_t c_locale;
static void c_locale_init(void)
{
    c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0);
}

obj *time_strftime(obj *fmt, const struct time_fields *f, const char *zone)
{
    const char *s = str_cstr(fmt);
    size_t len = str_len(fmt);
    if (strlen(s) != len)
        return exc_raise(&exc_ValueError, "embedded null character");
    if (f->year < INT32_MIN + 1900L || f->year > INT32_MAX)
        return exc_raise(&exc_OverflowError, "year out of range");
    pthread_once(&c_locale_once, c_locale_init);
    /* %Z becomes the zone name and %s the seconds since the epoch before glibc sees the
     * format: glibc's %s calls mktime, which opens /etc/localtime (no file in the jail, and
     * a violation under @warden-ast) */
    const char *zname = zone ? zone : f->isdst >= 0 ? "UTC" : "";
    size_t zl = strlen(zname);
    size_t cap = len + 1;
    for (size_t i = 0; i + 1 < len; i++)
        if (s[i] == '%')
            cap += 2 * zl + 24, i++;
    char *pre = mem_alloc(cap);
    if (!pre)
        return NULL;
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '%' && i + 1 < len) {
            if (s[i + 1] == 'Z') {
                for (size_t k = 0; k < zl; k++) {
                    if (zname[k] == '%')
                        pre[o++] = '%';
                    pre[o++] = zname[k];
                }
            } else if (s[i + 1] == 's') {
                o += (size_t)snprintf(pre + o, 24, "%lld", (long long)local_seconds(f));
            } else {
                pre[o++] = s[i];
                pre[o++] = s[i + 1];
            }
            i++;
            continue;
        }
        pre[o++] = s[i];
    }
    pre[o] = 0;
    struct tm tm = {0};
    tm.tm_year = (int)(f->year - 1900);
    tm.tm_mon = f->month - 1;
    tm.tm_mday = f->day;
    tm.tm_hour = f->hour;
    tm.tm_min = f->minute;
    tm.tm_sec = f->second;
    tm.tm_wday = (f->wday + 1) % 7;
    tm.tm_yday = f->yday - 1;
    tm.tm_isdst = f->isdst;
    tm.tm_zone = zname;
    size_t bufsize = 256;
    obj *res = NULL;
    for (;;) {
        if (!mem_check(bufsize))
            break;
        char *buf = mem_alloc(bufsize);
        if (!buf)
            break;
        size_t n = o ? strftime_l(buf, bufsize, pre, &tm, c_locale) : 0;
        /* 0 is also a legitimately empty result: give up growing at 256 bytes per format byte */
        if (n || !o || bufsize >= 256 * o) {
            res = utf8_valid(buf, n) ? str_new(buf, n) : str_new("", 0);
            mem_free(buf);
            break;
        }
        mem_free(buf);
        bufsize *= 2;
    }
    mem_free(pre);
    return res;
}

/* CPython's checktm, with its leniency for zeros in month, day and yday */
static bool check_fields(struct time_fields *f)
{
    const char *bad = NULL;
    if (f->month == 0)
        f->month = 1;
    if (f->day == 0)
        f->day = 1;
    if (f->yday == 0)
        f->yday = 1;
    if (f->isdst < -1)
        f->isdst = -1;
    else if (f->isdst > 1)
        f->isdst = 1;
    if (f->month < 1 || f->month > 12)
        bad = "month out of range";
    else if (f->day < 1 || f->day > 31)
        bad = "day of month out of range";
    else if (f->hour < 0 || f->hour > 23)
        bad = "hour out of range";
    else if (f->minute < 0 || f->minute > 59)
        bad = "minute out of range";
    else if (f->second < 0 || f->second > 61)
        bad = "seconds out of range";
    else if (f->wday < 0)
        bad = "day of week out of range";
    else if (f->yday < 1 || f->yday > 366)
        bad = "day of year out of range";
    if (bad) {
        exc_raise(&exc_ValueError, "%s", bad);
        return false;
    }
    f->wday %= 7;
    return true;
}

/* ---- strptime ---- */
static const char *const day_full[7] = {"monday", "tuesday",  "wednesday", "thursday",
                                        "friday", "saturday", "sunday"};
static const char *const day_abbr[7] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
static const char *const month_full[12] = {"january",   "february", "march",    "april",
                                           "may",       "june",     "july",     "august",
                                           "september", "october",  "november", "december"};
static const char *const month_abbr[12] = {"jan", "feb", "mar", "apr", "may", "jun",
                                           "jul", "aug", "sep", "oct", "nov", "dec"};
static const char *const am_pm[2] = {"am", "pm"};
static const char *const zones[3] = {"utc", "gmt", "utc"};

/* The directives that match a word: its list, and the order the regex tries them in
 * (_strptime sorts the full names longest first; NULL: as listed). */
struct word_dir {
    char dir;
    const char *const *words;
    int n;
    const int *order;
};
static const struct word_dir word_dirs[] = {
    {'A', day_full, 7, (const int[]){2, 3, 5, 1, 0, 4, 6}},
    {'B', month_full, 12, (const int[]){8, 10, 11, 1, 0, 9, 7, 2, 3, 5, 6, 4}},
    {'a', day_abbr, 7, NULL},
    {'b', month_abbr, 12, NULL},
    {'p', am_pm, 2, NULL},
    {'Z', zones, 3, NULL},
};

static const struct word_dir *word_dir(char d)
{
    for (size_t i = 0; i < sizeof word_dirs / sizeof *word_dirs; i++)
        if (word_dirs[i].dir == d)
            return &word_dirs[i];
    return NULL;
}

/* The numeric directives as the alternatives of _strptime's regular expressions, in their
 * order: '#' is a digit, [a-b] a class, anything else itself. */
static const char *const *numeric_alts(char d)
{
    static const char *const a_d[] = {"3[0-1]", "[1-2]#", "0[1-9]", "[1-9]", " [1-9]", NULL};
    static const char *const a_f[] = {"######", "#####", "####", "###", "##", "#", NULL};
    static const char *const a_H[] = {"2[0-3]", "[0-1]#", "#", NULL};
    static const char *const a_I[] = {"1[0-2]", "0[1-9]", "[1-9]", NULL};
    static const char *const a_4[] = {"####", NULL};
    static const char *const a_j[] = {"36[0-6]", "3[0-5]#", "[1-2]##", "0[1-9]#", "00[1-9]",
                                      "[1-9]#",  "0[1-9]",  "[1-9]",   NULL};
    static const char *const a_m[] = {"1[0-2]", "0[1-9]", "[1-9]", NULL};
    static const char *const a_M[] = {"[0-5]#", "#", NULL};
    static const char *const a_S[] = {"6[0-1]", "[0-5]#", "#", NULL};
    static const char *const a_U[] = {"5[0-3]", "[0-4]#", "#", NULL};
    static const char *const a_w[] = {"[0-6]", NULL};
    static const char *const a_u[] = {"[1-7]", NULL};
    static const char *const a_V[] = {"5[0-3]", "0[1-9]", "[1-4]#", "#", NULL};
    static const char *const a_y[] = {"##", NULL};
    switch (d) {
    case 'd':
        return a_d;
    case 'f':
        return a_f;
    case 'H':
        return a_H;
    case 'I':
        return a_I;
    case 'G':
    case 'Y':
        return a_4;
    case 'j':
        return a_j;
    case 'm':
        return a_m;
    case 'M':
        return a_M;
    case 'S':
        return a_S;
    case 'U':
    case 'W':
        return a_U;
    case 'w':
        return a_w;
    case 'u':
        return a_u;
    case 'V':
        return a_V;
    case 'y':
        return a_y;
    }
    return NULL;
}

/* length of a fixed-length alternative matched at s, or -1 */
static int alt_match(const char *alt, const char *s, const char *end)
{
    int n = 0;
    for (const char *p = alt; *p; n++) {
        if (s + n >= end)
            return -1;
        char c = s[n];
        if (*p == '#') {
            if (c < '0' || c > '9')
                return -1;
            p++;
        } else if (*p == '[') {
            if (c < p[1] || c > p[3])
                return -1;
            p += 5;
        } else {
            if (c != *p)
                return -1;
            p++;
        }
    }
    return n;
}

enum { PI_LIT, PI_SPACE, PI_DIR };
struct pitem {
    int kind;
    uint32_t cp;          /* PI_LIT: the code point */
    char dir;             /* PI_DIR */
    const char *at, *end; /* where it matched */
};

struct pmatch {
    struct pitem *items;
    size_t n;
    const char *end;
    uint64_t steps;
};

static uint32_t fold_ascii(uint32_t c)
{
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

/* case-insensitive prefix match of an ASCII lowercase word */
static int word_match(const char *w, const char *s, const char *end)
{
    size_t n = strlen(w);
    if ((size_t)(end - s) < n)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (fold_ascii((unsigned char)s[i]) != (unsigned char)w[i])
            return -1;
    return (int)n;
}

/* %z's minutes or seconds at p: a ':' first when COLON, then [0-5]\d; where they end, or
 * NULL when they are not there */
static const char *colon_minutes(const char *p, const char *end, int colon)
{
    if (colon && (p >= end || *p != ':'))
        return NULL;
    p += colon;
    return alt_match("[0-5]#", p, end) == 2 ? p + 2 : NULL;
}

/* candidate lengths of directive d at s, in the order the regex would try them */
static int candidates(char d, const char *s, const char *end, int *out)
{
    int n = 0;
    const char *const *alts = numeric_alts(d);
    const struct word_dir *w = alts ? NULL : word_dir(d);
    if (alts || w) {
        for (int i = 0; alts ? alts[i] != NULL : i < w->n; i++) {
            int l = alts ? alt_match(alts[i], s, end)
                         : word_match(w->words[w->order ? w->order[i] : i], s, end);
            if (l >= 0)
                out[n++] = l;
        }
        return n;
    }
    switch (d) {
    case '%':
        if (s < end && *s == '%')
            out[n++] = 1;
        return n;
    case 'z': {
        /* [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z), greedy parts longest first */
        if (s < end && (*s == '+' || *s == '-') && alt_match("##", s + 1, end) == 2) {
            for (int colon = 1; colon >= 0; colon--) {
                const char *p = colon_minutes(s + 3, end, colon);
                if (!p)
                    continue;
                /* optional seconds group */
                for (int c2 = 1; c2 >= 0; c2--) {
                    const char *q = colon_minutes(p, end, c2);
                    if (!q)
                        continue;
                    if (q < end && *q == '.') {
                        int digits = 0;
                        while (digits < 6 && q + 1 + digits < end && q[1 + digits] >= '0' &&
                               q[1 + digits] <= '9')
                            digits++;
                        for (int k = digits; k >= 1; k--)
                            out[n++] = (int)(q + 1 + k - s);
                    }
                    out[n++] = (int)(q - s);
                }
                out[n++] = (int)(p - s);
            }
        }
        if (s < end && *s == 'Z')
            out[n++] = 1;
        return n;
    }
    }
    return 0;
}

static int pmatch_from(struct pmatch *m, size_t i, const char *s)
{
    if (!vm_charge(1)) {
        vm_ops_exceeded();
        return -1;
    }
    if (i == m->n) {
        m->end = s;
        return 1;
    }
    struct pitem *it = &m->items[i];
    const char *end = m->items[0].end; /* the subject's end, kept in item 0 */
    if (it->kind == PI_LIT) {
        size_t adv;
        if (s >= end)
            return 0;
        uint32_t c = str_utf8_decode(s, &adv);
        if (fold_ascii(c) != fold_ascii(it->cp))
            return 0;
        return pmatch_from(m, i + 1, s + adv);
    }
    if (it->kind == PI_SPACE) {
        /* \s+, greedy */
        const char *stops[64];
        int ns = 0;
        const char *p = s;
        while (p < end) {
            size_t adv;
            uint32_t c = str_utf8_decode(p, &adv);
            if (!unicode_isspace(c))
                break;
            p += adv;
            if (ns < 64)
                stops[ns++] = p;
            else
                stops[63] = p;
        }
        for (int k = ns - 1; k >= 0; k--) {
            int r = pmatch_from(m, i + 1, stops[k]);
            if (r)
                return r;
        }
        return 0;
    }
    int lens[64];
    int nc = candidates(it->dir, s, end, lens);
    for (int k = 0; k < nc; k++) {
        it->at = s;
        int r = pmatch_from(m, i + 1, s + lens[k]);
        if (r) {
            it->at = s;
            it->end = s + lens[k];
            return r;
        }
    }
    return 0;
}

static bool known_directive(char d)
{
    return numeric_alts(d) || strchr("AaBbpZz%", d);
}

/* format -> items; %c %x %X expand to the C locale's formats */
static int compile_format(const char *f, size_t len, struct pitem *items, size_t *n, size_t cap,
                          obj *format)
{
    for (size_t i = 0; i < len;) {
        if (*n + 1 >= cap) {
            exc_raise(&exc_ValueError, "format too long");
            return -1;
        }
        unsigned char c = (unsigned char)f[i];
        size_t adv;
        uint32_t cp = str_utf8_decode(f + i, &adv);
        if (unicode_isspace(cp)) {
            while (i < len && unicode_isspace(str_utf8_decode(f + i, &adv)))
                i += adv;
            items[(*n)++] = (struct pitem){.kind = PI_SPACE};
            continue;
        }
        if (c != '%') {
            items[(*n)++] = (struct pitem){.kind = PI_LIT, .cp = cp};
            i += adv;
            continue;
        }
        if (i + 1 >= len) {
            exc_raise(&exc_ValueError, "stray %% in format '%s'", str_cstr(format));
            return -1;
        }
        char d = f[i + 1];
        size_t dadv;
        uint32_t dcp = str_utf8_decode(f + i + 1, &dadv);
        if (d == 'c' || d == 'x' || d == 'X') {
            const char *sub = d == 'c'   ? "%a %b %d %H:%M:%S %Y"
                              : d == 'x' ? "%m/%d/%y"
                                         : "%H:%M:%S";
            if (compile_format(sub, strlen(sub), items, n, cap, format) < 0)
                return -1;
        } else if (dcp < 128 && known_directive(d)) {
            items[(*n)++] = (struct pitem){.kind = PI_DIR, .dir = d};
        } else {
            /* a regex metacharacter or a space after '%' shows up as a backslash there */
            char bad[8];
            if (unicode_isspace(dcp) || (dcp < 128 && strchr("\\.^$*+?(){}[]|", (int)dcp)))
                snprintf(bad, sizeof bad, "%%");
            else
                memcpy(bad, f + i + 1, dadv), bad[dadv] = 0;
            exc_raise(&exc_ValueError, "'%s' is a bad directive in format '%s'", bad,
                      str_cstr(format));
            return -1;
        }
        i += 1 + dadv;
    }
    return 0;
}

static int parse_int(const char *s, const char *e)
{
    int v = 0;
    for (; s < e; s++)
        if (*s >= '0' && *s <= '9')
            v = v * 10 + (*s - '0');
    return v;
}

/* which of W's words (in its list's order) is s..e */
static int word_index(const struct word_dir *w, const char *s, const char *e)
{
    for (int i = 0; i < w->n; i++)
        if (word_match(w->words[i], s, e) == (int)(e - s) && (size_t)(e - s) == strlen(w->words[i]))
            return i;
    return 0;
}

static obj *repr_of(obj *o)
{
    return op_repr(o);
}

int time_strptime(obj *data, obj *format, struct time_parsed *out)
{
    obj *args2[2] = {data, format};
    for (int i = 0; i < 2; i++)
        if (!is_str(args2[i])) {
            exc_raise(&exc_TypeError, "strptime() argument %d must be str, not <class '%s'>", i,
                      op_type_name(args2[i]));
            return -1;
        }
    const char *f = str_cstr(format);
    size_t flen = str_len(format);
    size_t cap = flen * 8 + 4;
    struct pitem *items = mem_alloc(cap * sizeof *items);
    if (!items)
        return -1;
    size_t n = 1; /* item 0 only carries the subject's end */
    const char *s = str_cstr(data);
    const char *send = s + str_len(data);
    items[0] = (struct pitem){.kind = PI_LIT, .end = send};
    if (compile_format(f, flen, items, &n, cap, format) < 0) {
        mem_free(items);
        return -1;
    }
    struct pmatch m = {.items = items, .n = n};
    if (!vm_stack_ok()) {
        mem_free(items);
        return -1;
    }
    int r = pmatch_from(&m, 1, s);
    if (r < 0) {
        mem_free(items);
        return -1;
    }
    if (r == 0) {
        obj *a = repr_of(data), *b = a ? repr_of(format) : NULL;
        if (a && b)
            exc_raise(&exc_ValueError, "time data %s does not match format %s", str_cstr(a),
                      str_cstr(b));
        xdecref(a);
        xdecref(b);
        mem_free(items);
        return -1;
    }
    if (m.end != send) {
        exc_raise(&exc_ValueError, "unconverted data remains: %s", m.end);
        mem_free(items);
        return -1;
    }
    /* _strptime's conversion of the groups, in the order they appear */
    int64_t year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0;
    bool has_year = false;
    int fraction = 0, tz = -1;
    int64_t iso_year = -1, iso_week = -1, week_of_year = -1, julian = -1, weekday = -1;
    int week_start = -1;
    bool has_gmtoff = false;
    int64_t gmtoff = 0;
    int gmtoff_fraction = 0;
    const char *zone_at = NULL, *zone_end = NULL;
    const char *p_at = NULL, *p_end = NULL;
    for (size_t i = 1; i < n; i++)
        if (items[i].kind == PI_DIR && items[i].dir == 'p')
            p_at = items[i].at, p_end = items[i].end;
    /* the directives whose number is taken as it is, and where it goes */
    const struct {
        char dir;
        int64_t *to;
    } plain[] = {{'Y', &year},   {'G', &iso_year}, {'m', &month},  {'d', &day},     {'H', &hour},
                 {'M', &minute}, {'S', &second},   {'j', &julian}, {'V', &iso_week}};
    for (size_t i = 1; i < n; i++) {
        if (items[i].kind != PI_DIR)
            continue;
        const char *a = items[i].at, *e = items[i].end;
        char dir = items[i].dir;
        has_year |= dir == 'y' || dir == 'Y';
        for (size_t k = 0; k < sizeof plain / sizeof *plain; k++)
            if (plain[k].dir == dir)
                *plain[k].to = parse_int(a, e);
        switch (dir) {
        case 'y':
            year = parse_int(a, e);
            year += year <= 68 ? 2000 : 1900;
            break;
        case 'B':
        case 'b':
            month = word_index(word_dir(dir), a, e) + 1;
            break;
        case 'A':
        case 'a':
            weekday = word_index(word_dir(dir), a, e);
            break;
        case 'I': {
            hour = parse_int(a, e);
            int ampm = p_at ? word_index(word_dir('p'), p_at, p_end) : 0;
            if (ampm == 0) {
                if (hour == 12)
                    hour = 0;
            } else if (hour != 12) {
                hour += 12;
            }
            break;
        }
        case 'f': {
            fraction = parse_int(a, e);
            for (long k = e - a; k < 6; k++)
                fraction *= 10;
            break;
        }
        case 'w':
            weekday = parse_int(a, e);
            weekday = weekday == 0 ? 6 : weekday - 1;
            break;
        case 'u':
            weekday = parse_int(a, e) - 1;
            break;
        case 'U':
        case 'W':
            week_of_year = parse_int(a, e);
            week_start = dir == 'U' ? 6 : 0;
            break;
        case 'z': {
            has_gmtoff = true;
            if (e - a == 1 && *a == 'Z') {
                gmtoff = 0;
                gmtoff_fraction = 0;
                break;
            }
            /* the matcher guarantees "+hh[:]mm" at least, and at most 19 bytes */
            char z[32] = {0};
            size_t zl = (size_t)(e - a) < 20 ? (size_t)(e - a) : 20;
            memcpy(z, a, zl);
            if (zl > 4 && z[3] == ':') {
                memmove(z + 3, z + 4, zl - 3);
                zl--;
            }
            if (zl > 5) {
                if (z[5] != ':') {
                    char orig[32];
                    memcpy(orig, a, (size_t)(e - a));
                    orig[e - a] = 0;
                    exc_raise(&exc_ValueError, "Inconsistent use of : in %s", orig);
                    mem_free(items);
                    return -1;
                }
                memmove(z + 5, z + 6, zl - 5);
                zl--;
            }
            int hours = (z[1] - '0') * 10 + (z[2] - '0');
            int mins = (z[3] - '0') * 10 + (z[4] - '0');
            int secs = zl >= 7 ? (z[5] - '0') * 10 + (z[6] - '0') : 0;
            gmtoff = hours * 3600 + mins * 60 + secs;
            int frac = 0;
            size_t fd = 0;
            for (size_t k = 8; k < zl; k++, fd++)
                frac = frac * 10 + (z[k] - '0');
            for (; fd < 6; fd++)
                frac *= 10;
            gmtoff_fraction = frac;
            if (z[0] == '-') {
                gmtoff = -gmtoff;
                gmtoff_fraction = -gmtoff_fraction;
            }
            break;
        }
        case 'Z':
            zone_at = a, zone_end = e;
            tz = 0;
            break;
        }
    }
    mem_free(items);
    if (iso_year >= 0) {
        if (julian >= 0) {
            exc_raise(&exc_ValueError, "Day of the year directive '%%j' is not compatible with "
                                       "ISO year directive '%%G'. Use '%%Y' instead.");
            return -1;
        }
        if (iso_week < 0 || weekday < 0) {
            exc_raise(&exc_ValueError,
                      "ISO year directive '%%G' must be used with the ISO week directive '%%V' "
                      "and a weekday directive ('%%A', '%%a', '%%w', or '%%u').");
            return -1;
        }
    } else if (iso_week >= 0) {
        if (!has_year || weekday < 0)
            exc_raise(&exc_ValueError,
                      "ISO week directive '%%V' must be used with the ISO year directive '%%G' "
                      "and a weekday directive ('%%A', '%%a', '%%w', or '%%u').");
        else
            exc_raise(&exc_ValueError, "ISO week directive '%%V' is incompatible with the year "
                                       "directive '%%Y'. Use the ISO year '%%G' instead.");
        return -1;
    }
    bool leap_year_fix = false;
    if (!has_year && month == 2 && day == 29) {
        year = 1904; /* a leap year, so that Feb 29 validates */
        leap_year_fix = true;
    } else if (!has_year) {
        year = 1900;
    }
    bool has_julian = julian >= 0;
    if (!has_julian && weekday >= 0) {
        if (week_of_year >= 0) {
            if (year < 1 || year > 9999)
                goto bad_year;
            int first = time_weekday(time_ymd_to_ordinal(year, 1, 1));
            int64_t dow = weekday;
            if (week_start != 0) {
                first = (first + 1) % 7;
                dow = (dow + 1) % 7;
            }
            int week0 = (7 - first) % 7;
            julian = week_of_year == 0 ? 1 + dow - first : 1 + week0 + 7 * (week_of_year - 1) + dow;
            has_julian = true;
        } else if (iso_year >= 0 && iso_week >= 0) {
            if (iso_year < 1 || iso_year > 9999) {
                year = iso_year;
                goto bad_year;
            }
            int correction = time_weekday(time_ymd_to_ordinal(iso_year, 1, 4)) + 1 + 3;
            int64_t ordinal = iso_week * 7 + weekday + 1 - correction;
            if (ordinal < 1) {
                ordinal += time_ymd_to_ordinal(iso_year, 1, 1);
                iso_year -= 1;
                ordinal -= time_ymd_to_ordinal(iso_year, 1, 1);
            }
            year = iso_year;
            julian = ordinal;
            has_julian = true;
        }
        if (has_julian && julian <= 0) {
            year -= 1;
            julian += time_is_leap(year) ? 366 : 365;
        }
    }
    if (year < 1 || year > 9999)
        goto bad_year;
    if (!has_julian) {
        if (day > time_days_in_month(year, month)) {
            exc_raise(&exc_ValueError, "day is out of range for month");
            return -1;
        }
        julian = time_day_of_year(year, month, day);
    } else {
        int64_t ord = julian - 1 + time_ymd_to_ordinal(year, 1, 1);
        if (ord < 1 || ord > 3652059) {
            exc_raise(&exc_ValueError, "year %lld is out of range",
                      (long long)(ord < 1 ? 0 : 10000));
            return -1;
        }
        int mo, dd;
        time_ordinal_to_ymd(ord, &year, &mo, &dd);
        month = mo;
        day = dd;
    }
    if (weekday < 0)
        weekday = time_weekday(time_ymd_to_ordinal(year, month, day));
    if (leap_year_fix)
        year = 1900;
    out->f = (struct time_fields){.year = year,
                                  .month = month,
                                  .day = day,
                                  .hour = hour,
                                  .minute = minute,
                                  .second = second,
                                  .wday = (int)weekday,
                                  .yday = (int)julian,
                                  .isdst = tz};
    out->tz = tz;
    out->zone = zone_at ? str_new(zone_at, (size_t)(zone_end - zone_at)) : NULL;
    out->has_gmtoff = has_gmtoff;
    out->gmtoff = gmtoff;
    out->fraction = fraction;
    out->gmtoff_fraction = gmtoff_fraction;
    return 0;
bad_year:
    exc_raise(&exc_ValueError, "year %lld is out of range", (long long)year);
    return -1;
}

/* ---- clocks ---- */
static double clock_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static obj *clock_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    mpz_t z;
    mpz_init_set_si(z, ts.tv_sec);
    mpz_mul_ui(z, z, 1000000000u);
    mpz_add_ui(z, z, (unsigned long)ts.tv_nsec);
    obj *r = int_from_mpz(z);
    mpz_clear(z);
    return r;
}

/* time.time() and the other clocks; a table entry's DATA is its index here */
static const struct {
    const char *name;
    clockid_t id;
    bool ns; /* an int of nanoseconds, not a float of seconds */
} time_clocks[] = {
    {"time", CLOCK_REALTIME, false},
    {"time_ns", CLOCK_REALTIME, true},
    {"monotonic", CLOCK_MONOTONIC, false},
    {"monotonic_ns", CLOCK_MONOTONIC, true},
    {"perf_counter", CLOCK_MONOTONIC, false},
    {"perf_counter_ns", CLOCK_MONOTONIC, true},
    {"process_time", CLOCK_PROCESS_CPUTIME_ID, false},
    {"process_time_ns", CLOCK_PROCESS_CPUTIME_ID, true},
    {"thread_time", CLOCK_THREAD_CPUTIME_ID, false},
    {"thread_time_ns", CLOCK_THREAD_CPUTIME_ID, true},
};

static obj *t_clock(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    clockid_t id = time_clocks[which].id;
    /* METH_NOARGS's check, with the module's name: "time.time() takes no arguments" */
    if (pyargs_noargs("time", time_clocks[which].name, nargs, kw) < 0)
        return NULL;
    return time_clocks[which].ns ? clock_ns(id) : float_new(clock_seconds(id));
}

/* METH_O's check, with the module's name: "time.sleep() takes exactly one argument (0
 * given)"; 0, or -1 with the TypeError */
static int time_one_argument(const char *name, size_t nargs, obj *kw)
{
    if (kw && AS(tuple_obj, kw)->len) {
        exc_raise(&exc_TypeError, "time.%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs == 1)
        return 0;
    exc_raise(&exc_TypeError, "time.%s() takes exactly one argument (%zu given)", name, nargs);
    return -1;
}

static obj *t_sleep(obj **args, size_t nargs, obj *kw)
{
    if (time_one_argument("sleep", nargs, kw) < 0)
        return NULL;
    double secs;
    if (is_float(args[0]) || is_int(args[0])) {
        if (!math_arg_double(args[0], &secs)) {
            if (exc_pending_is(&exc_OverflowError)) {
                exc_clear();
                exc_raise(&exc_OverflowError, "timestamp too large to convert to C _PyTime_t");
            }
            return NULL;
        }
    } else {
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[0]));
    }
    if (isnan(secs))
        return exc_raise(&exc_ValueError, "Invalid value NaN (not a number)");
    if (secs < 0)
        return exc_raise(&exc_ValueError, "sleep length must be non-negative");
    if (secs > 9.2e9)
        return exc_raise(&exc_OverflowError, "timestamp too large to convert to C _PyTime_t");
    if (vm->deadline_ns) {
        /* against the wall clock, not the operations: the deadline ends it */
        uint64_t now = vm_now_ns();
        double left = now < vm->deadline_ns ? (double)(vm->deadline_ns - now) / 1e9 : 0;
        bool past = secs >= left;
        double d = past ? left : secs;
        struct timespec ts = {.tv_sec = (time_t)d, .tv_nsec = (long)((d - floor(d)) * 1e9)};
        while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
            ;
        return past ? vm_timeout() : NONE;
    }
    /* no deadline: paid for up front, so a sleep the budget cannot cover does not start */
    double cost = ceil(secs * (double)LIMIT_SLEEP_OPS_PER_SECOND);
    if (cost >= (double)vm->ops_left || !vm_charge((uint64_t)cost))
        return vm_ops_exceeded();
    struct timespec ts = {.tv_sec = (time_t)secs, .tv_nsec = (long)((secs - floor(secs)) * 1e9)};
    while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
        ;
    return NONE;
}

bool time_timestamp_arg(obj *o, bool floor_only, int64_t *secs, int *us)
{
    *us = 0;
    if (is_int(o)) {
        if (int_to_i64(o, secs))
            return true;
        exc_raise(&exc_OverflowError, "timestamp out of range for platform time_t");
        return false;
    }
    if (!is_float(o)) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(o));
        return false;
    }
    double d = float_val(o);
    if (isnan(d)) {
        exc_raise(&exc_ValueError, "Invalid value NaN (not a number)");
        return false;
    }
    double ip = floor(d), r = 0;
    if (!floor_only) {
        double fp = modf(d, &ip) * 1e6;
        r = nearbyint(fp); /* the default rounding mode is half to even */
        if (r >= 1e6) {
            r -= 1e6;
            ip += 1.0;
        } else if (r < 0) {
            r += 1e6;
            ip -= 1.0;
        }
    }
    if (!(ip >= -9.2e18 && ip <= 9.2e18)) {
        exc_raise(&exc_OverflowError, "timestamp out of range for platform time_t");
        return false;
    }
    *secs = (int64_t)ip;
    *us = (int)r;
    return true;
}

/* seconds argument of gmtime/localtime/ctime: None is now; floats round toward -inf */
static bool secs_arg(obj *o, int64_t *out)
{
    int us;
    if (o && o != NONE)
        return time_timestamp_arg(o, true, out, &us);
    *out = (int64_t)time(NULL);
    return true;
}

static obj *broken_down(obj **args, size_t nargs, obj *kw, const char *name)
{
    int64_t secs;
    if (!secs_arg(nargs ? args[0] : NULL, &secs))
        return NULL;
    /* glibc's struct tm holds the year in an int */
    if (secs > 67767976233316800LL || secs < -67768040609740800LL)
        return exc_raise(&exc_OSError, "[Errno 75] Value too large for defined data type");
    struct time_fields f;
    fields_from_seconds(secs, &f);
    /* CPython names the zone of gmtime() 'GMT' and that of localtime() 'UTC' */
    obj *zone = str_new_cstr(name[0] == 'g' ? "GMT" : "UTC");
    obj *r = zone ? time_struct_new(&f, zone, small_new(0)) : NULL;
    xdecref(zone);
    return r;
}
static obj *t_gmtime(obj **args, size_t nargs, obj *kw)
{
    return broken_down(args, nargs, kw, "gmtime");
}
static obj *t_localtime(obj **args, size_t nargs, obj *kw)
{
    return broken_down(args, nargs, kw, "localtime");
}

static obj *t_mktime(obj **args, size_t nargs, obj *kw)
{
    if (time_one_argument("mktime", nargs, kw) < 0)
        return NULL;
    struct time_fields f;
    if (!fields_from_tuple(args[0], "mktime", &f, NULL, NULL))
        return NULL;
    int64_t y = f.year + floordiv(f.month - 1, 12);
    if (y < -2147481748LL || y > 2147485547LL)
        return exc_raise(&exc_OverflowError, "mktime argument out of range");
    return float_new((double)local_seconds(&f));
}

static obj *asctime_of(const struct time_fields *f)
{
    static const char *const wd[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    static const char *const mo[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    return str_from_fmt("%s %s%3d %.2d:%.2d:%.2d %lld", wd[f->wday % 7], mo[f->month - 1], f->day,
                        f->hour, f->minute, f->second, (long long)f->year);
}

static obj *t_asctime(obj **args, size_t nargs, obj *kw)
{
    struct time_fields f;
    if (nargs) {
        if (!fields_from_tuple(args[0], "asctime", &f, NULL, NULL) || !check_fields(&f))
            return NULL;
    } else {
        fields_from_seconds((int64_t)time(NULL), &f);
    }
    return asctime_of(&f);
}

static obj *t_ctime(obj **args, size_t nargs, obj *kw)
{
    int64_t secs;
    if (!secs_arg(nargs ? args[0] : NULL, &secs))
        return NULL;
    struct time_fields f;
    fields_from_seconds(secs, &f);
    return asctime_of(&f);
}

static obj *t_strftime(obj **args, size_t nargs, obj *kw)
{
    struct time_fields f;
    obj *zone = NONE;
    if (nargs == 2) {
        if (!fields_from_tuple(args[1], "strftime", &f, &zone, NULL) || !check_fields(&f))
            return NULL;
    } else {
        fields_from_seconds((int64_t)time(NULL), &f);
    }
    return time_strftime(args[0], &f, zone != NONE && is_str(zone) ? str_cstr(zone) : NULL);
}

static obj *t_strptime(obj **args, size_t nargs, obj *kw)
{
    /* CPython's strptime refuses keywords, then hands its arguments to the Python function
     * _strptime._strptime_time, whose messages these are */
    static const char *const names[] = {"data_string", "format", NULL};
    static const struct pyargs_sig sig = {"_strptime_time", names, 2, 1, false, PA_PY, NULL};
    if (args_no_kw("strptime", kw) < 0 || pyargs_bind(&sig, args, nargs, NULL, NULL) < 0)
        return NULL;
    obj *fmt = nargs == 2 ? incref(args[1]) : str_new_cstr("%a %b %d %H:%M:%S %Y");
    if (!fmt)
        return NULL;
    struct time_parsed p;
    int rc = time_strptime(args[0], fmt, &p);
    decref(fmt);
    if (rc < 0)
        return NULL;
    obj *off = p.has_gmtoff ? int_from_i64(p.gmtoff) : incref(NONE);
    obj *r = off ? time_struct_new(&p.f, p.zone, off) : NULL;
    xdecref(off);
    xdecref(p.zone);
    return r;
}

static const struct method_def time_funcs[] = {
    {"time", .fn_data = t_clock, .data = 0},
    {"time_ns", .fn_data = t_clock, .data = 1},
    {"monotonic", .fn_data = t_clock, .data = 2},
    {"monotonic_ns", .fn_data = t_clock, .data = 3},
    {"perf_counter", .fn_data = t_clock, .data = 4},
    {"perf_counter_ns", .fn_data = t_clock, .data = 5},
    {"process_time", .fn_data = t_clock, .data = 6},
    {"process_time_ns", .fn_data = t_clock, .data = 7},
    {"thread_time", .fn_data = t_clock, .data = 8},
    {"thread_time_ns", .fn_data = t_clock, .data = 9},
    {"sleep", t_sleep, 0},
    {"gmtime", t_gmtime, 0, PA_SIG_TUPLE(0, 1, NULL)},
    {"localtime", t_localtime, 0, PA_SIG_TUPLE(0, 1, NULL)},
    {"mktime", t_mktime, 0},
    {"asctime", t_asctime, 0, PA_SIG_UNPACK(0, 1, NULL)},
    {"ctime", t_ctime, 0, PA_SIG_TUPLE(0, 1, NULL)},
    {"strftime", t_strftime, 0, PA_SIG_TUPLE(1, 2, "s")},
    {"strptime", t_strptime, 0},
    {NULL},
};

/* struct_time (initialised once per process by time_struct_new's first caller, which may
 * be datetime) and the zone constants: local time is UTC */
static int time_fill(obj *m)
{
    pthread_once(&time_once, time_init_type);
    obj *d = AS(module_obj, m)->dict;
    obj *utc = str_new_cstr("UTC");
    int rc = !utc || dict_set_cstr(d, "struct_time", incref((obj *)&type_struct_time)) < 0 ||
                     dict_set_cstr(d, "timezone", small_new(0)) < 0 ||
                     dict_set_cstr(d, "altzone", small_new(0)) < 0 ||
                     dict_set_cstr(d, "daylight", small_new(0)) < 0 ||
                     dict_set_cstr(d, "tzname", tuple_pack(2, utc, utc)) < 0
                 ? -1
                 : 0;
    xdecref(utc);
    return rc;
}

const struct module_def mod_time = {
    .name = "time",
    .functions = time_funcs,
    .fill = time_fill,
};
