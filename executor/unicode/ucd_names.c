/* executor/unicode/ucd_names.c: character names, both ways: the name of a code point
 * (unicodedata.name) and the code point of a name (unicodedata.lookup and the parser's
 * \N{...} escape). Here, below both users, so that the parser needs nothing of lib. The
 * tables are CPython 3.11's (scripts/gen-unicodedata.py, in the build folder). */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/unicode/ucd_names.h"
#include "unicodedata_db.h"

static const char *const jamo_l[19] = {"G",  "GG", "N", "D",  "DD", "R", "M", "B", "BB", "S",
                                       "SS", "",   "J", "JJ", "C",  "K", "T", "P", "H"};
static const char *const jamo_v[21] = {"A",   "AE", "YA", "YAE", "EO", "E",  "YEO",
                                       "YE",  "O",  "WA", "WAE", "OE", "YO", "U",
                                       "WEO", "WE", "WI", "YU",  "EU", "YI", "I"};
static const char *const jamo_t[28] = {"",   "G",  "GG", "GS", "N",  "NJ", "NH", "D", "L",  "LG",
                                       "LM", "LB", "LS", "LT", "LP", "LH", "M",  "B", "BS", "S",
                                       "SS", "NG", "J",  "C",  "K",  "T",  "P",  "H"};
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

size_t ucd_name_of(uint32_t cp, char *buf, size_t size)
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
    size_t n = sizeof udb_name_cps / sizeof udb_name_cps[0], at = ucd_find(udb_name_cps, n, cp);
    return at < n ? decode_name(at, buf, size) : 0;
}

size_t ucd_find(const uint32_t *cps, size_t n, uint32_t cp)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (cps[mid] < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && cps[lo] == cp ? lo : n;
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

bool ucd_lookup_name(const char *name, uint32_t *cp)
{
    if (!strncmp(name, "HANGUL SYLLABLE ", 16)) {
        const char *s = name + 16;
        int l = jamo_find(jamo_l, 19, &s), v = jamo_find(jamo_v, 21, &s),
            t = jamo_find(jamo_t, 28, &s);
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
