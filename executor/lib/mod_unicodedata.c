/* executor/lib/mod_unicodedata.c: the unicodedata module. Properties, names and numeric values
 * come from tables generated at build time from CPython 3.11's own database (Unicode
 * 14.0.0, scripts/gen-unicodedata.py), so they are exactly what CPython reports; utf8proc
 * lacks names, numeric values and East Asian widths and is a Unicode version ahead.
 * normalize() and is_normalized() use utf8proc: the two versions normalise every
 * character assigned in 14.0 the same way. Not provided: name aliases and named sequences
 * in lookup(), and the ucd_3_2_0 database. */
#include "executor/core/module.h"
#include "executor/unicode/ucd_names.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "unicodedata_db.h"

static const struct udb_record *record_of(uint32_t cp)
{
    unsigned blk = udb_index1[cp >> UDB_SHIFT];
    return &udb_records[udb_index2[(blk << UDB_SHIFT) + (cp & ((1u << UDB_SHIFT) - 1))]];
}

/* the one code point of a str argument, or raise CPython's TypeError */
static bool char_arg(const char *fname, obj *o, uint32_t *cp)
{
    /* one-parameter functions say "argument", the others "argument 1" */
    bool one = strcmp(fname, "name") && strcmp(fname, "decimal") && strcmp(fname, "digit") &&
               strcmp(fname, "numeric");
    if (!is_str(o) || AS(str_obj, o)->cplen != 1) {
        exc_raise(&exc_TypeError, "%s() argument%s must be a unicode character, not %s", fname,
                  one ? "" : " 1", op_type_name(o));
        return false;
    }
    size_t adv;
    *cp = str_utf8_decode(str_cstr(o), &adv);
    return true;
}

static int args_1_or_2(const char *fname, size_t nargs, obj *kw)
{
    if (args_no_kw(fname, kw) < 0)
        return -1;
    if (nargs < 1 || nargs > 2) {
        exc_raise(&exc_TypeError, "%s expected at %s argument%s, got %zu", fname,
                  nargs < 1 ? "least 1" : "most 2", nargs < 1 ? "" : "s", nargs);
        return -1;
    }
    return 0;
}

static int args_1(const char *fname, size_t nargs, obj *kw)
{
    if (args_no_kw(fname, kw) < 0)
        return -1;
    if (nargs != 1) {
        exc_raise(&exc_TypeError, "unicodedata.%s() takes exactly one argument (%zu given)",
                  fname, nargs);
        return -1;
    }
    return 0;
}

#define PROPERTY(fname, expr)                                                                      \
    static obj *u_##fname(obj **args, size_t nargs, obj *kw)                                       \
    {                                                                                              \
        uint32_t cp;                                                                               \
        if (args_1(#fname, nargs, kw) < 0 || !char_arg(#fname, args[0], &cp))                    \
            return NULL;                                                                           \
        const struct udb_record *r = record_of(cp);                                                \
        return expr;                                                                               \
    }
PROPERTY(category, str_new_cstr(udb_categories[r->category]))
PROPERTY(bidirectional, str_new_cstr(udb_bidis[r->bidi]))
PROPERTY(combining, small_new(r->combining))
PROPERTY(east_asian_width, str_new_cstr(udb_eaws[r->eaw]))
PROPERTY(mirrored, small_new(r->mirrored))

static obj *numeric_value(obj **args, size_t nargs, obj *kw, const char *fname, int which)
{
    uint32_t cp;
    if (args_1_or_2(fname, nargs, kw) < 0 || !char_arg(fname, args[0], &cp))
        return NULL;
    const struct udb_record *r = record_of(cp);
    int v = which == 0 ? r->decimal : which == 1 ? r->digit : r->numeric;
    if (v >= 0)
        return which == 2 ? float_new(udb_numerics[v]) : small_new(v);
    if (nargs == 2)
        return incref(args[1]);
    return exc_raise(&exc_ValueError, "%s", which == 0   ? "not a decimal"
                                            : which == 1 ? "not a digit"
                                                         : "not a numeric character");
}
static obj *u_decimal(obj **args, size_t nargs, obj *kw)
{
    return numeric_value(args, nargs, kw, "decimal", 0);
}
static obj *u_digit(obj **args, size_t nargs, obj *kw)
{
    return numeric_value(args, nargs, kw, "digit", 1);
}
static obj *u_numeric(obj **args, size_t nargs, obj *kw)
{
    return numeric_value(args, nargs, kw, "numeric", 2);
}

static obj *u_decomposition(obj **args, size_t nargs, obj *kw)
{
    uint32_t cp;
    if (args_1("decomposition", nargs, kw) < 0 || !char_arg("decomposition", args[0], &cp))
        return NULL;
    size_t lo = 0, hi = sizeof udb_decomp_cps / sizeof udb_decomp_cps[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (udb_decomp_cps[mid] < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < sizeof udb_decomp_cps / sizeof udb_decomp_cps[0] && udb_decomp_cps[lo] == cp)
        return str_new_cstr(udb_decomp_pool + udb_decomp_offsets[lo]);
    return str_new("", 0);
}

/* ---- names ---- */
static const char *const jamo_l[19] = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S",
                                       "SS", "", "J", "JJ", "C", "K", "T", "P", "H"};
static const char *const jamo_v[21] = {"A",  "AE", "YA", "YAE", "EO", "E",  "YEO",
                                       "YE", "O",  "WA", "WAE", "OE", "YO", "U",
                                       "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
static const char *const jamo_t[28] = {"",   "G",  "GG", "GS", "N",  "NJ", "NH",
                                       "D",  "L",  "LG", "LM", "LB", "LS", "LT",
                                       "LP", "LH", "M",  "B",  "BS", "S",  "SS",
                                       "NG", "J",  "C",  "K",  "T",  "P",  "H"};
#define HANGUL_BASE 0xAC00
#define HANGUL_COUNT 11172

/* the words are NUL-separated in one pool; their starts are indexed once per process */
static const char *word_index[UDB_NWORDS];
static pthread_once_t word_once = PTHREAD_ONCE_INIT;
static void word_index_init(void)
{
    const char *p = udb_words;
    for (unsigned k = 0; k < UDB_NWORDS; k++) {
        word_index[k] = p;
        p += strlen(p) + 1;
    }
}

static const char *word_at(unsigned i)
{
    pthread_once(&word_once, word_index_init);
    return word_index[i];
}

/* the stored name of entry i into buf (names are under 100 bytes) */
static size_t decode_name(size_t i, char *buf, size_t size)
{
    size_t o = 0;
    bool first = true, hyphen = false;
    for (uint32_t p = udb_name_offsets[i]; p < udb_name_offsets[i + 1];) {
        unsigned t = udb_name_data[p++];
        if (t & 128)
            t = ((t & 127) << 8) | udb_name_data[p++];
        if (t == 0) {
            hyphen = true;
            continue;
        }
        const char *word = word_at(t);
        size_t wl = strlen(word);
        if (o + wl + 2 >= size)
            break;
        if (hyphen)
            buf[o++] = '-';
        else if (!first)
            buf[o++] = ' ';
        memcpy(buf + o, word, wl);
        o += wl;
        first = false;
        hyphen = false;
    }
    buf[o] = 0;
    return o;
}

/* 0 when the code point has no name */
static size_t name_of(uint32_t cp, char *buf, size_t size)
{
    if (cp >= HANGUL_BASE && cp < HANGUL_BASE + HANGUL_COUNT) {
        unsigned s = cp - HANGUL_BASE;
        return (size_t)snprintf(buf, size, "HANGUL SYLLABLE %s%s%s", jamo_l[s / (21 * 28)],
                                jamo_v[s % (21 * 28) / 28], jamo_t[s % 28]);
    }
    for (size_t i = 0; i < sizeof udb_family_ranges / sizeof udb_family_ranges[0]; i++)
        if (cp >= udb_family_ranges[i].first && cp <= udb_family_ranges[i].last)
            return (size_t)snprintf(buf, size, "%s%04X", udb_families[udb_family_ranges[i].family],
                                    cp);
    size_t lo = 0, hi = sizeof udb_name_cps / sizeof udb_name_cps[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (udb_name_cps[mid] < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < sizeof udb_name_cps / sizeof udb_name_cps[0] && udb_name_cps[lo] == cp)
        return decode_name(lo, buf, size);
    return 0;
}

static obj *u_name(obj **args, size_t nargs, obj *kw)
{
    uint32_t cp;
    if (args_1_or_2("name", nargs, kw) < 0 || !char_arg("name", args[0], &cp))
        return NULL;
    char buf[160];
    size_t n = name_of(cp, buf, sizeof buf);
    if (n)
        return str_new(buf, n);
    if (nargs == 2)
        return incref(args[1]);
    return exc_raise(&exc_ValueError, "no such name");
}

static bool parse_hex(const char *s, uint32_t *out)
{
    if (!*s)
        return false;
    uint32_t v = 0;
    for (; *s; s++) {
        int d = *s >= '0' && *s <= '9' ? *s - '0' : *s >= 'A' && *s <= 'F' ? *s - 'A' + 10 : -1;
        if (d < 0 || v > 0x10FFFF)
            return false;
        v = v * 16 + (uint32_t)d;
    }
    *out = v;
    return true;
}

static int jamo_find(const char *const *tab, int n, const char **s)
{
    /* the longest jamo name that prefixes s */
    int best = -1;
    size_t bl = 0;
    for (int i = 0; i < n; i++) {
        size_t l = strlen(tab[i]);
        if (!strncmp(*s, tab[i], l) && (best < 0 || l > bl)) {
            best = i;
            bl = l;
        }
    }
    *s += bl;
    return best;
}

/* name -> entry + 1, by open addressing; built once per process, outside any session */
#define NAME_HASH_MASK ((1u << 16) - 1)
static uint32_t *name_hash;
static pthread_once_t name_hash_once = PTHREAD_ONCE_INIT;

static uint32_t fnv1a(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void name_hash_init(void)
{
    uint32_t *t = calloc(NAME_HASH_MASK + 1, sizeof *t);
    if (!t)
        return;
    char buf[160];
    for (size_t i = 0; i < sizeof udb_name_cps / sizeof udb_name_cps[0]; i++) {
        size_t n = decode_name(i, buf, sizeof buf);
        uint32_t h = fnv1a(buf, n) & NAME_HASH_MASK;
        while (t[h])
            h = (h + 1) & NAME_HASH_MASK;
        t[h] = (uint32_t)i + 1;
    }
    name_hash = t;
}

bool unicodedata_lookup_name(const char *name, uint32_t *cp)
{
    if (!strncmp(name, "HANGUL SYLLABLE ", 16)) {
        const char *s = name + 16;
        int l = jamo_find(jamo_l, 19, &s), v = jamo_find(jamo_v, 21, &s), t = jamo_find(jamo_t, 28, &s);
        if (l >= 0 && v >= 0 && t >= 0 && !*s) {
            *cp = HANGUL_BASE + (uint32_t)((l * 21 + v) * 28 + t);
            return true;
        }
        return false;
    }
    for (size_t f = 0; f < sizeof udb_families / sizeof udb_families[0]; f++) {
        size_t pl = strlen(udb_families[f]);
        uint32_t v;
        if (!strncmp(name, udb_families[f], pl) && parse_hex(name + pl, &v)) {
            for (size_t i = 0; i < sizeof udb_family_ranges / sizeof udb_family_ranges[0]; i++)
                if (udb_family_ranges[i].family == f && v >= udb_family_ranges[i].first &&
                    v <= udb_family_ranges[i].last) {
                    *cp = v;
                    return true;
                }
            return false;
        }
    }
    pthread_once(&name_hash_once, name_hash_init);
    if (!name_hash)
        return false;
    char buf[160];
    size_t nl = strlen(name);
    for (uint32_t h = fnv1a(name, nl) & NAME_HASH_MASK;; h = (h + 1) & NAME_HASH_MASK) {
        uint32_t e = name_hash[h];
        if (!e)
            return false;
        if (decode_name(e - 1, buf, sizeof buf) == nl && !memcmp(buf, name, nl)) {
            *cp = udb_name_cps[e - 1];
            return true;
        }
    }
}

static obj *u_lookup(obj **args, size_t nargs, obj *kw)
{
    if (args_1("lookup", nargs, kw) < 0)
        return NULL;
    if (!is_str(args[0]))
        return exc_raise(&exc_TypeError, "lookup() argument must be str, not %s",
                         op_type_name(args[0]));
    if (!vm_charge(50))
        return vm_ops_exceeded();
    /* names are matched case-insensitively */
    char up[160];
    size_t l = str_len(args[0]);
    const char *s = str_cstr(args[0]);
    bool ok = l < sizeof up;
    for (size_t i = 0; ok && i < l; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 128)
            ok = false;
        up[i] = (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
    }
    uint32_t cp;
    if (ok) {
        up[l] = 0;
        ok = unicodedata_lookup_name(up, &cp);
    }
    if (!ok) {
        if (l > 256)
            return exc_raise(&exc_KeyError, "name too long");
        return exc_raise(&exc_KeyError, "undefined character name '%s'", s);
    }
    return str_from_codepoint(cp);
}

/* ---- normalisation ---- */
static int form_options(obj *form)
{
    if (!is_str(form))
        return -2;
    const char *f = str_cstr(form);
    if (!strcmp(f, "NFC"))
        return UTF8PROC_STABLE | UTF8PROC_COMPOSE;
    if (!strcmp(f, "NFD"))
        return UTF8PROC_STABLE | UTF8PROC_DECOMPOSE;
    if (!strcmp(f, "NFKC"))
        return UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT;
    if (!strcmp(f, "NFKD"))
        return UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT;
    return -1;
}

static obj *normalize_with(const char *fname, obj **args, size_t nargs, obj *kw, int *opts)
{
    if (args_no_kw(fname, kw) < 0)
        return NULL;
    if (nargs != 2)
        return exc_raise(&exc_TypeError, "%s expected 2 arguments, got %zu", fname, nargs);
    int o = form_options(args[0]);
    if (o == -2)
        return exc_raise(&exc_TypeError, "%s() argument 1 must be str, not %s", fname,
                         op_type_name(args[0]));
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "%s() argument 2 must be str, not %s", fname,
                         op_type_name(args[1]));
    if (o == -1)
        return exc_raise(&exc_ValueError, "invalid normalization form");
    *opts = o;
    obj *s = args[1];
    if (AS(str_obj, s)->ascii)
        return incref(s); /* ASCII is invariant under every form */
    size_t len = str_len(s);
    /* a decomposition grows a string at most 18-fold (utf8proc's bound) */
    if (!mem_check(len * 18 * 4) || !vm_charge(len / 16))
        return vm->exc ? NULL : vm_ops_exceeded();
    utf8proc_uint8_t *out = NULL;
    utf8proc_ssize_t n = utf8proc_map((const utf8proc_uint8_t *)str_cstr(s), (utf8proc_ssize_t)len,
                                      &out, (utf8proc_option_t)o);
    if (n < 0)
        return exc_raise(&exc_ValueError, "%s", utf8proc_errmsg(n));
    obj *r = str_new((const char *)out, (size_t)n);
    free(out);
    return r;
}

static obj *u_normalize(obj **args, size_t nargs, obj *kw)
{
    int o;
    return normalize_with("normalize", args, nargs, kw, &o);
}

static obj *u_is_normalized(obj **args, size_t nargs, obj *kw)
{
    int o;
    obj *r = normalize_with("is_normalized", args, nargs, kw, &o);
    if (!r)
        return NULL;
    bool same = str_eq(r, args[1]);
    decref(r);
    return bool_obj(same);
}

static const struct method_def ud_funcs[] = {
    {"category", u_category, 0},
    {"bidirectional", u_bidirectional, 0},
    {"combining", u_combining, 0},
    {"east_asian_width", u_east_asian_width, 0},
    {"mirrored", u_mirrored, 0},
    {"decimal", u_decimal, 0},
    {"digit", u_digit, 0},
    {"numeric", u_numeric, 0},
    {"decomposition", u_decomposition, 0},
    {"name", u_name, 0},
    {"lookup", u_lookup, 0},
    {"normalize", u_normalize, 0},
    {"is_normalized", u_is_normalized, 0},
    {NULL, NULL, 0},
};

obj *mod_unicodedata_create(void)
{
    obj *m = module_new("unicodedata");
    if (!m)
        return NULL;
    if (module_add_functions(m, ud_funcs) < 0 ||
        dict_set_cstr(AS(module_obj, m)->dict, "unidata_version", str_new_cstr(UDB_VERSION)) <
            0) {
        decref(m);
        return NULL;
    }
    return m;
}
