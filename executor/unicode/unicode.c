/* executor/unicode/unicode.c: per-code-point Unicode properties and case mappings for str.
 * Each predicate starts from a rule on utf8proc's general category (isalpha: a letter
 * category), then flips the answer where unicode_exceptions.h says CPython 3.11 differs:
 * properties utf8proc does not expose (Other_Lowercase, Numeric_Type, XID_Start) and the
 * version gap (utf8proc is Unicode 15.0, CPython 3.11 is 14.0). The same holds for case
 * mappings: utf8proc's simple mappings, overridden by the full ones (SpecialCasing.txt).
 * No locale and no file is involved, so this works inside a jail from the first call. */
#include <stddef.h>
#include <stdlib.h>
#include <utf8proc.h>

#include "executor/unicode/unicode.h"

struct uni_range {
    uint32_t lo, hi;
};

struct uni_special {
    uint32_t cp;
    int n;
    uint32_t to[UNICODE_MAX_MAPPING];
};

#include "unicode_exceptions.h" /* generated at build time (Makefile) */

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* bsearch comparators: a code point against a range, and against a special's code point */
static int cmp_range(const void *key, const void *elem)
{
    uint32_t cp = *(const uint32_t *)key;
    const struct uni_range *r = elem;
    return cp < r->lo ? -1 : cp > r->hi;
}

static int cmp_special(const void *key, const void *elem)
{
    uint32_t cp = *(const uint32_t *)key;
    const struct uni_special *s = elem;
    return cp < s->cp ? -1 : cp > s->cp;
}

static bool in_ranges(const struct uni_range *r, size_t n, uint32_t cp)
{
    return bsearch(&cp, r, n, sizeof *r, cmp_range) != NULL;
}

static const struct uni_special *find_special(const struct uni_special *s, size_t n, uint32_t cp)
{
    return bsearch(&cp, s, n, sizeof *s, cmp_special);
}

static int category(uint32_t cp)
{
    return cp < 0x110000 ? (int)utf8proc_category((utf8proc_int32_t)cp) : UTF8PROC_CATEGORY_CN;
}

/* CPython's answer: the category rule, flipped where the exception table lists cp */
#define FLIPPED(table, cp, base)                                                                   \
    ((base) != in_ranges(uni_flip_##table, COUNT(uni_flip_##table), cp))

static bool is_letter(int c)
{
    return c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_LO;
}

bool unicode_isalpha(uint32_t cp)
{
    if (cp < 0x80)
        return (cp | 32) >= 'a' && (cp | 32) <= 'z';
    return FLIPPED(alpha, cp, is_letter(category(cp)));
}

/* The predicates that are one general category, with an ASCII range as the fast path */
#define ONE_CATEGORY(table, cp, lo, hi, cat)                                                       \
    ((cp) < 0x80 ? (cp) >= (lo) && (cp) <= (hi) : FLIPPED(table, cp, category(cp) == (cat)))

bool unicode_isdecimal(uint32_t cp)
{
    return ONE_CATEGORY(decimal, cp, '0', '9', UTF8PROC_CATEGORY_ND);
}

bool unicode_isdigit(uint32_t cp)
{
    return ONE_CATEGORY(digit, cp, '0', '9', UTF8PROC_CATEGORY_ND);
}

bool unicode_isnumeric(uint32_t cp)
{
    if (cp < 0x80)
        return cp >= '0' && cp <= '9';
    int c = category(cp);
    return FLIPPED(numeric, cp,
                   c == UTF8PROC_CATEGORY_ND || c == UTF8PROC_CATEGORY_NL ||
                       c == UTF8PROC_CATEGORY_NO);
}

bool unicode_islower(uint32_t cp)
{
    return ONE_CATEGORY(lower, cp, 'a', 'z', UTF8PROC_CATEGORY_LL);
}

bool unicode_isupper(uint32_t cp)
{
    return ONE_CATEGORY(upper, cp, 'A', 'Z', UTF8PROC_CATEGORY_LU);
}

bool unicode_istitle(uint32_t cp)
{
    return cp >= 0x80 && category(cp) == UTF8PROC_CATEGORY_LT;
}

bool unicode_iscased(uint32_t cp)
{
    return unicode_islower(cp) || unicode_isupper(cp) || unicode_istitle(cp);
}

/* Word_Break MidLetter, MidNumLet and Single_Quote: part of Case_Ignorable */
static bool mid_letter(uint32_t cp)
{
    static const uint32_t set[] = {0x27,   0x2E,   0x3A,   0xB7,   0x387,  0x55F,
                                   0x5F4,  0x2018, 0x2019, 0x2024, 0x2027, 0xFE13,
                                   0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A};
    for (size_t i = 0; i < COUNT(set); i++)
        if (set[i] == cp)
            return true;
    return false;
}

bool unicode_iscase_ignorable(uint32_t cp)
{
    int c = category(cp);
    return FLIPPED(ignorable, cp,
                   c == UTF8PROC_CATEGORY_MN || c == UTF8PROC_CATEGORY_ME ||
                       c == UTF8PROC_CATEGORY_CF || c == UTF8PROC_CATEGORY_LM ||
                       c == UTF8PROC_CATEGORY_SK || mid_letter(cp));
}

bool unicode_isprintable(uint32_t cp)
{
    if (cp < 0x80)
        return cp >= 0x20 && cp < 0x7f;
    int c = category(cp);
    bool base =
        !(c == UTF8PROC_CATEGORY_CN || c == UTF8PROC_CATEGORY_CC || c == UTF8PROC_CATEGORY_CF ||
          c == UTF8PROC_CATEGORY_CS || c == UTF8PROC_CATEGORY_CO || c == UTF8PROC_CATEGORY_ZL ||
          c == UTF8PROC_CATEGORY_ZP || c == UTF8PROC_CATEGORY_ZS);
    return FLIPPED(printable, cp, base);
}

bool unicode_isspace(uint32_t cp)
{
    if (cp < 0x80)
        return cp == ' ' || (cp >= 9 && cp <= 13) || (cp >= 0x1c && cp <= 0x1f);
    int c = category(cp);
    return FLIPPED(space, cp,
                   cp == 0x85 || c == UTF8PROC_CATEGORY_ZS || c == UTF8PROC_CATEGORY_ZL ||
                       c == UTF8PROC_CATEGORY_ZP);
}

bool unicode_isidstart(uint32_t cp)
{
    if (cp < 0x80)
        return cp == '_' || ((cp | 32) >= 'a' && (cp | 32) <= 'z');
    int c = category(cp);
    return FLIPPED(idstart, cp, is_letter(c) || c == UTF8PROC_CATEGORY_NL);
}

bool unicode_isidcontinue(uint32_t cp)
{
    if (cp < 0x80)
        return cp == '_' || ((cp | 32) >= 'a' && (cp | 32) <= 'z') || (cp >= '0' && cp <= '9');
    int c = category(cp);
    return FLIPPED(idcont, cp,
                   is_letter(c) || c == UTF8PROC_CATEGORY_NL || c == UTF8PROC_CATEGORY_MN ||
                       c == UTF8PROC_CATEGORY_MC || c == UTF8PROC_CATEGORY_ND ||
                       c == UTF8PROC_CATEGORY_PC);
}

static int mapped(const struct uni_special *s, size_t n, uint32_t cp, uint32_t simple,
                  uint32_t out[UNICODE_MAX_MAPPING])
{
    const struct uni_special *e = find_special(s, n, cp);
    if (!e) {
        out[0] = simple;
        return 1;
    }
    for (int i = 0; i < e->n; i++)
        out[i] = e->to[i];
    return e->n;
}

int unicode_upper(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING])
{
    if (cp < 0x80) {
        out[0] = cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
        return 1;
    }
    return mapped(uni_special_upper, COUNT(uni_special_upper), cp,
                  (uint32_t)utf8proc_toupper((utf8proc_int32_t)cp), out);
}

int unicode_lower(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING])
{
    if (cp < 0x80) {
        out[0] = cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
        return 1;
    }
    return mapped(uni_special_lower, COUNT(uni_special_lower), cp,
                  (uint32_t)utf8proc_tolower((utf8proc_int32_t)cp), out);
}

int unicode_title(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING])
{
    if (cp < 0x80) {
        out[0] = cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
        return 1;
    }
    uint32_t simple = (uint32_t)utf8proc_totitle((utf8proc_int32_t)cp);
    if (in_ranges(uni_title_as_upper, COUNT(uni_title_as_upper), cp))
        return mapped(uni_special_upper, COUNT(uni_special_upper), cp, simple, out);
    return mapped(uni_special_title, COUNT(uni_special_title), cp, simple, out);
}

int unicode_fold(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING])
{
    if (cp < 0x80) {
        out[0] = cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
        return 1;
    }
    const struct uni_special *e = find_special(uni_special_fold, COUNT(uni_special_fold), cp);
    if (e) {
        for (int i = 0; i < e->n; i++)
            out[i] = e->to[i];
        return e->n;
    }
    utf8proc_int32_t buf[UNICODE_MAX_MAPPING];
    int last = 0;
    utf8proc_ssize_t n =
        cp < 0x110000 ? utf8proc_decompose_char((utf8proc_int32_t)cp, buf, UNICODE_MAX_MAPPING,
                                                UTF8PROC_CASEFOLD, &last)
                      : -1;
    if (n < 1 || n > UNICODE_MAX_MAPPING) {
        out[0] = cp;
        return 1;
    }
    for (utf8proc_ssize_t i = 0; i < n; i++)
        out[i] = (uint32_t)buf[i];
    return (int)n;
}

int unicode_decimal_value(uint32_t cp)
{
    if (cp < 0x80)
        return cp >= '0' && cp <= '9' ? (int)(cp - '0') : -1;
    if (!unicode_isdecimal(cp))
        return -1;
    /* Unicode guarantees decimal digits come in contiguous runs of ten, 0 to 9; runs can
     * touch (the mathematical digits are five in a row), so count back modulo ten */
    int k = 0;
    while (k < 100 && unicode_isdecimal(cp - 1 - (uint32_t)k))
        k++;
    return k % 10;
}
