/* executor/core/format.c: number and text formatting as CPython 3.11 prints it (see format.h).
 * Shortest digits come from double-conversion (float_repr.cc), fixed-precision digits from
 * glibc's printf, which is exact; the layout rules are CPython's, pinned by the corpus in
 * tests/format/cases.txt. */
#include "executor/core/format.h"
#include "executor/core/utf8.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A double's exact decimal expansion has at most 767 significant digits and at most 1074
 * digits after the point, so asking printf for more only appends zeros: we ask for at most
 * these many and add the zeros ourselves, however large the requested precision. */
#define SIG_DIGITS_EXACT 800
#define FRAC_DIGITS_EXACT 1100
/* |x| < 1.8e308: at most 309 digits before the point. */
#define INT_DIGITS_MAX 310

/* ---- UTF-8 (the interpreter's str is valid UTF-8; surrogates use the 3-byte form) ---- */

static uint32_t utf8_next(const char *s, size_t len, size_t *pos)
{
    const unsigned char *u = (const unsigned char *)s + *pos;
    size_t left = len - *pos;
    uint32_t c = u[0];
    if (c >= 0xf0 && left >= 4) {
        *pos += 4;
        return ((c & 7) << 18) | ((u[1] & 63u) << 12) | ((u[2] & 63u) << 6) | (u[3] & 63u);
    }
    if (c >= 0xe0 && left >= 3) {
        *pos += 3;
        return ((c & 15) << 12) | ((u[1] & 63u) << 6) | (u[2] & 63u);
    }
    if (c >= 0xc0 && left >= 2) {
        *pos += 2;
        return ((c & 31) << 6) | (u[1] & 63u);
    }
    *pos += 1;
    return c;
}

static size_t utf8_count(const char *s, size_t len)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        n += ((unsigned char)s[i] & 0xc0) != 0x80;
    return n;
}

/* Bytes taken by the first `chars` code points of s. */
static size_t utf8_prefix(const char *s, size_t len, size_t chars)
{
    size_t pos = 0;
    while (chars > 0 && pos < len) {
        utf8_next(s, len, &pos);
        chars--;
    }
    return pos;
}

/* ---- error messages ---- */

static const char MSG_INT_TOO_LARGE[] = "int too large to convert to float";
static const char MSG_CHAR_RANGE[] = "%c arg not in range(0x110000)";
static const char MSG_C_LONG[] = "Python int too large to convert to C long";
static const char MSG_TOO_MANY_DIGITS[] = "Too many decimal digits in format string";
static const char MSG_PRECISION_TOO_BIG[] = "precision too big";

enum message_kind { MESSAGE_PLAIN, MESSAGE_UNKNOWN_CODE, MESSAGE_INVALID_SPEC };

struct message_buf {
    char small[256];
    char *large; /* a longer message: an invalid spec is quoted whole */
    size_t large_cap;
};

/* Built messages live in `made` until the next one is made. fmt_error_with_type writes to
 * `retyped`, from the kind, code and spec kept here, so the message it was given stays
 * valid and can be retyped again. */
static _Thread_local struct {
    struct message_buf made, retyped;
    enum message_kind kind;
    uint32_t code;
    char *spec;
    size_t spec_len, spec_cap;
} message;

static const char *message_vformat(struct message_buf *b, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(b->small, sizeof b->small, fmt, ap);
    const char *text = b->small;
    if (n >= 0 && (size_t)n >= sizeof b->small) {
        size_t need = (size_t)n + 1;
        if (need > b->large_cap) {
            char *grown = malloc(need);
            if (grown != NULL) {
                free(b->large);
                b->large = grown;
                b->large_cap = need;
            }
        }
        if (need <= b->large_cap) { /* else the truncated small one will do */
            vsnprintf(b->large, need, fmt, again);
            text = b->large;
        }
    }
    va_end(again);
    return text;
}

static const char *message_format(struct message_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static const char *message_format(struct message_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *text = message_vformat(b, fmt, ap);
    va_end(ap);
    return text;
}

static const char *message_set(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static const char *message_set(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    message.kind = MESSAGE_PLAIN;
    const char *text = message_vformat(&message.made, fmt, ap);
    va_end(ap);
    return text;
}

static bool message_in(const struct message_buf *b, const char *error)
{
    return error == b->small || (error != NULL && error == b->large);
}

/* CPython prints a format code as itself when it is printable ASCII, else as '\x%x'. */
static const char *unknown_code_text(struct message_buf *b, const char *type_name)
{
    uint32_t code = message.code;
    if (code > 32 && code < 128)
        return message_format(b, "Unknown format code '%c' for object of type '%.200s'", (int)code,
                              type_name);
    return message_format(b, "Unknown format code '\\x%x' for object of type '%.200s'",
                          (unsigned)code, type_name);
}

static const char *invalid_spec_text(struct message_buf *b, const char *type_name)
{
    return message_format(b, "Invalid format specifier '%.*s' for object of type '%.200s'",
                          (int)message.spec_len, message.spec, type_name);
}

static const char *message_unknown_code(uint32_t code, const char *type_name)
{
    message.kind = MESSAGE_UNKNOWN_CODE;
    message.code = code;
    return unknown_code_text(&message.made, type_name);
}

static const char *message_invalid_spec(const char *spec, size_t len, const char *type_name)
{
    if (len + 1 > message.spec_cap) {
        char *grown = malloc(len + 1);
        if (grown == NULL)
            return "Invalid format specifier";
        free(message.spec);
        message.spec = grown;
        message.spec_cap = len + 1;
    }
    memcpy(message.spec, spec, len);
    message.spec[len] = '\0';
    message.spec_len = len;
    message.kind = MESSAGE_INVALID_SPEC;
    return invalid_spec_text(&message.made, type_name);
}

const char *fmt_error_with_type(const char *error, const char *type_name)
{
    if (!message_in(&message.made, error) && !message_in(&message.retyped, error))
        return error;
    if (message.kind == MESSAGE_UNKNOWN_CODE)
        return unknown_code_text(&message.retyped, type_name);
    if (message.kind == MESSAGE_INVALID_SPEC)
        return invalid_spec_text(&message.retyped, type_name);
    return error;
}

bool fmt_error_is_overflow(const char *error)
{
    return error == MSG_INT_TOO_LARGE || error == MSG_CHAR_RANGE || error == MSG_C_LONG;
}

/* ---- the format-spec mini-language ---- */

static bool is_align(uint32_t c)
{
    return c == '<' || c == '>' || c == '^' || c == '=';
}

/* Reads a decimal count at s[*pos]; false when it exceeds limit. */
static bool read_count(const char *s, size_t len, size_t *pos, size_t limit, size_t *value)
{
    size_t v = 0;
    while (*pos < len && s[*pos] >= '0' && s[*pos] <= '9') {
        size_t digit = (size_t)(s[*pos] - '0');
        if (v > (limit - digit) / 10)
            return false;
        v = v * 10 + digit;
        (*pos)++;
    }
    *value = v;
    return true;
}

/* The types each separator may go with; a missing type is the object's default. */
static const char *grouping_error(char grouping, uint32_t type)
{
    const char *ok = grouping == ',' ? "defgEG%F" : "defgEG%FboxX";
    if (type != 0 && type < 128 && strchr(ok, (int)type) != NULL)
        return NULL;
    if (type > 32 && type < 128)
        return message_set("Cannot specify '%c' with '%c'.", grouping, (int)type);
    return message_set("Cannot specify '%c' with '\\x%x'.", grouping, (unsigned)type);
}

int fmt_spec_parse(const char *s, size_t len, struct fmt_spec *spec, const char **error)
{
    *spec = (struct fmt_spec){.fill = ' ', .precision = -1};
    size_t pos = 0;
    bool fill_given = false;
    if (len > 0) {
        size_t after = 0;
        uint32_t first = utf8_next(s, len, &after);
        if (after < len && is_align((unsigned char)s[after])) {
            spec->fill = first;
            spec->align = s[after];
            pos = after + 1;
            fill_given = true;
        } else if (is_align(first)) {
            spec->align = (char)first;
            pos = 1;
        }
    }
    if (pos < len && (s[pos] == '+' || s[pos] == '-' || s[pos] == ' '))
        spec->sign = s[pos++];
    if (pos < len && s[pos] == 'z') {
        spec->z = true;
        pos++;
    }
    if (pos < len && s[pos] == '#') {
        spec->alternate = true;
        pos++;
    }
    /* An explicit fill wins over the '0' flag, whose zero then starts the width. */
    if (!fill_given && pos < len && s[pos] == '0') {
        spec->zero_pad = true;
        spec->fill = '0';
        pos++;
    }
    if (!read_count(s, len, &pos, SSIZE_MAX, &spec->width)) {
        *error = MSG_TOO_MANY_DIGITS;
        return FMT_ERROR;
    }
    if (pos < len && (s[pos] == ',' || s[pos] == '_')) {
        spec->grouping = s[pos++];
        if (pos < len && (s[pos] == ',' || s[pos] == '_') && s[pos] != spec->grouping) {
            *error = "Cannot specify both ',' and '_'.";
            return FMT_ERROR;
        }
    }
    if (pos < len && s[pos] == '.') {
        pos++;
        size_t start = pos, precision;
        if (!read_count(s, len, &pos, SSIZE_MAX, &precision)) {
            *error = MSG_TOO_MANY_DIGITS;
            return FMT_ERROR;
        }
        if (pos == start) {
            *error = "Format specifier missing precision";
            return FMT_ERROR;
        }
        spec->precision = precision > INT_MAX ? INT_MAX : (int)precision;
    }
    if (pos == len)
        return 0;
    size_t type_end = pos;
    uint32_t type = utf8_next(s, len, &type_end);
    if (type_end != len) {
        *error = message_invalid_spec(s, len, "object");
        return FMT_ERROR;
    }
    if (spec->grouping != 0 && (*error = grouping_error(spec->grouping, type)) != NULL)
        return FMT_ERROR;
    /* No formatter takes these, and struct fmt_spec cannot hold them. */
    if (type == 0 || type >= 128) {
        *error = message_unknown_code(type, "object");
        return FMT_ERROR;
    }
    spec->type = (char)type;
    return 0;
}

/* ---- laying out a number: sign, prefix, grouped digits, the rest, padding ---- */

struct number {
    char sign;          /* 0, '-', '+' or ' ' */
    const char *prefix; /* "", "0x", "0X", "0o" or "0b" */
    const char *digits; /* the integer part, which grouping applies to */
    size_t ndigits;
    size_t lead_zeros; /* zeros before digits (%-format precision of ints) */
    const char *frac;  /* the point and fraction digits */
    size_t nfrac;
    size_t frac_zeros; /* zeros after frac: the precision may ask for millions */
    const char *tail;  /* exponent, '%', 'inf', a %c character: UTF-8 */
    size_t ntail;
};

struct padding {
    uint32_t fill;
    char align; /* '<', '>', '^' or '=' */
    size_t width;
    char grouping;
    size_t group_size;
};

static size_t grouped_length(size_t digits, size_t group_size)
{
    return digits == 0 ? 0 : digits + (digits - 1) / group_size;
}

static char *fill_run(char *q, const char *fill, size_t fill_len, size_t count)
{
    if (fill_len == 1) {
        memset(q, fill[0], count);
        return q + count;
    }
    for (size_t i = 0; i < count; i++, q += fill_len)
        memcpy(q, fill, fill_len);
    return q;
}

/* Adds b to *total unless that passes max_len. */
static bool add_within(size_t *total, size_t b, size_t max_len)
{
    if (b > max_len - *total)
        return false;
    *total += b;
    return true;
}

static int number_emit(const struct number *n, const struct padding *p, size_t max_len,
                       struct fmt_buf *out)
{
    size_t prefix_len = strlen(n->prefix);
    size_t real_digits = n->lead_zeros + n->ndigits;
    size_t tail_chars = utf8_count(n->tail, n->ntail);
    size_t other_chars = (n->sign != 0) + prefix_len + n->nfrac + n->frac_zeros + tail_chars;
    size_t group = p->grouping ? p->group_size : SIZE_MAX;

    /* CPython zero-pads with '=' and fill '0' by adding digits, so the zeros get grouped
     * too, and a group never starts with a separator ('08,' of 1234 is '0,001,234'). Without
     * grouping that is the same as padding; inf and nan have no digits to group. */
    size_t total_digits = real_digits;
    if (p->grouping && real_digits > 0 && p->align == '=' && p->fill == '0' &&
        p->width > other_chars) {
        size_t min = p->width - other_chars;
        size_t d = min - min / (group + 1);
        while (d > 1 && grouped_length(d - 1, group) >= min)
            d--;
        while (grouped_length(d, group) < min)
            d++;
        if (d > total_digits)
            total_digits = d;
    }
    size_t digit_chars = grouped_length(total_digits, group);
    size_t chars = other_chars + digit_chars;
    size_t pad = p->width > chars ? p->width - chars : 0;
    char fill[4];
    size_t fill_len = utf8_encode(p->fill, fill);

    size_t bytes = 0;
    if (pad > max_len / fill_len || !add_within(&bytes, pad * fill_len, max_len) ||
        !add_within(&bytes, digit_chars, max_len) ||
        !add_within(&bytes, (n->sign != 0) + prefix_len + n->nfrac, max_len) ||
        !add_within(&bytes, n->frac_zeros, max_len) || !add_within(&bytes, n->ntail, max_len))
        return FMT_TOO_LARGE;
    char *data = malloc(bytes + 1);
    if (data == NULL)
        return FMT_TOO_LARGE;

    size_t left = 0, middle = 0, right = 0;
    switch (p->align) {
    case '<':
        right = pad;
        break;
    case '^':
        left = pad / 2;
        right = pad - left;
        break;
    case '=':
        middle = pad;
        break;
    default:
        left = pad;
        break;
    }
    char *q = fill_run(data, fill, fill_len, left);
    if (n->sign)
        *q++ = n->sign;
    memcpy(q, n->prefix, prefix_len);
    q = fill_run(q + prefix_len, fill, fill_len, middle);
    /* Digits right to left, so separators fall every group_size from the point. */
    size_t zeros = total_digits - n->ndigits;
    char *d = q + digit_chars;
    for (size_t i = 0; i < total_digits; i++) {
        if (i > 0 && i % group == 0)
            *--d = p->grouping;
        size_t k = total_digits - 1 - i;
        *--d = k < zeros ? '0' : n->digits[k - zeros];
    }
    q += digit_chars;
    memcpy(q, n->frac, n->nfrac);
    q += n->nfrac;
    memset(q, '0', n->frac_zeros);
    q += n->frac_zeros;
    memcpy(q, n->tail, n->ntail);
    q = fill_run(q + n->ntail, fill, fill_len, right);
    *q = '\0';
    out->data = data;
    out->len = bytes;
    return 0;
}

/* Without padding or grouping, into a buffer the caller knows is large enough. */
static size_t number_write(const struct number *n, char *buf)
{
    char *q = buf;
    if (n->sign)
        *q++ = n->sign;
    q = stpcpy(q, n->prefix);
    memset(q, '0', n->lead_zeros);
    q += n->lead_zeros;
    memcpy(q, n->digits, n->ndigits);
    q += n->ndigits;
    memcpy(q, n->frac, n->nfrac);
    q += n->nfrac;
    memset(q, '0', n->frac_zeros);
    q += n->frac_zeros;
    memcpy(q, n->tail, n->ntail);
    q += n->ntail;
    *q = '\0';
    return (size_t)(q - buf);
}

static struct padding padding_of(const struct fmt_spec *spec, char default_align)
{
    char align = spec->align;
    if (align == 0)
        align = spec->zero_pad && default_align == '>' ? '=' : default_align;
    return (struct padding){.fill = spec->fill,
                            .align = align,
                            .width = spec->width,
                            .grouping = spec->grouping,
                            .group_size = 3};
}

/* ---- floats ---- */

enum float_style {
    FLOAT_E,   /* d.ddde+XX, precision digits after the point */
    FLOAT_F,   /* ddd.ddd, precision digits after the point */
    FLOAT_G,   /* precision significant digits, fixed or exponent by size */
    FLOAT_REPR /* shortest round-tripping digits, fixed for 1e-4 <= |x| < 1e16 */
};

struct float_form {
    enum float_style style;
    int precision;
    bool upper;
    bool alternate; /* '#': always a point; G keeps its trailing zeros */
    /* CPython's "add dot 0" for floats formatted without a type: a fixed result without a
     * fraction gets ".0", and G switches to exponent form one digit earlier. */
    bool dot0;
    bool percent;
    bool z;
    char sign; /* the spec's sign flag */
};

struct float_scratch {
    char raw[INT_DIGITS_MAX + FRAC_DIGITS_EXACT + 16]; /* printf's output */
    char digits[SIG_DIGITS_EXACT + 8];
    char intd[INT_DIGITS_MAX + 8];
    char frac[SIG_DIGITS_EXACT + 16];
    char tail[24];
};

/* The first n (1..SIG_DIGITS_EXACT) significant digits of a >= 0, rounded half-even on the
 * exact value as CPython's dtoa does; *decpt such that a ~ 0.d1d2... * 10**decpt. */
static int significant_digits(double a, int n, struct float_scratch *sc, int *decpt)
{
    snprintf(sc->raw, sizeof sc->raw, "%.*e", n - 1, a);
    const char *p = sc->raw;
    int k = 0;
    sc->digits[k++] = *p++;
    if (*p == '.')
        for (p++; *p != 'e'; p++)
            sc->digits[k++] = *p;
    *decpt = atoi(p + 1) + 1;
    return k;
}

static size_t exponent_write(char *q, bool upper, int exp)
{
    return (size_t)sprintf(q, "%c%c%02d", upper ? 'E' : 'e', exp < 0 ? '-' : '+', abs(exp));
}

/* Lays out nd digits (value 0.d1d2... * 10**decpt) as total significant digits, zeros
 * beyond nd implied. */
static void float_layout(const struct float_form *f, int nd, int decpt, int total, bool exponent,
                         struct float_scratch *sc, struct number *n)
{
    if (exponent) {
        n->digits = sc->digits;
        n->ndigits = 1;
        if (total > 1 || f->alternate) {
            sc->frac[0] = '.';
            memcpy(sc->frac + 1, sc->digits + 1, (size_t)nd - 1);
            n->frac = sc->frac;
            n->nfrac = (size_t)nd;
            n->frac_zeros = (size_t)(total - nd);
        }
        n->ntail = exponent_write(sc->tail, f->upper, decpt - 1);
        n->tail = sc->tail;
        return;
    }
    if (decpt > 0) {
        int from_digits = decpt < nd ? decpt : nd;
        memcpy(sc->intd, sc->digits, (size_t)from_digits);
        memset(sc->intd + from_digits, '0', (size_t)(decpt - from_digits));
        n->digits = sc->intd;
        n->ndigits = (size_t)decpt;
    } else {
        n->digits = "0";
        n->ndigits = 1;
    }
    /* total may be near INT_MAX ('#.2147483646g'), so count in 64 bits. */
    long long frac_total = (long long)total - decpt > 0 ? (long long)total - decpt : 0;
    if (frac_total > 0) {
        char *q = sc->frac;
        *q++ = '.';
        if (decpt < 0) {
            memset(q, '0', (size_t)-decpt);
            q += -decpt;
        }
        int first = decpt > 0 ? decpt : 0;
        if (nd > first) {
            memcpy(q, sc->digits + first, (size_t)(nd - first));
            q += nd - first;
        }
        n->frac = sc->frac;
        n->nfrac = (size_t)(q - sc->frac);
        n->frac_zeros = (size_t)frac_total - (n->nfrac - 1);
    } else if (f->dot0) {
        n->frac = ".0";
        n->nfrac = 2;
    } else if (f->alternate) {
        n->frac = ".";
        n->nfrac = 1;
    }
}

/* Fills n with pointers into sc. */
static void float_number(double x, const struct float_form *f, struct float_scratch *sc,
                         struct number *n)
{
    *n = (struct number){.prefix = "", .digits = "", .frac = "", .tail = ""};
    /* '%' multiplies in double arithmetic, as CPython does; and CPython never shows the
     * sign of a NaN. */
    if (f->percent)
        x *= 100;
    bool negative = signbit(x) && !isnan(x);
    bool zero = x == 0;
    if (!isfinite(x)) {
        const char *word = isnan(x) ? (f->upper ? "NAN" : "nan") : (f->upper ? "INF" : "inf");
        n->ntail = (size_t)sprintf(sc->tail, "%s%s", word, f->percent ? "%" : "");
        n->tail = sc->tail;
    } else if (f->style == FLOAT_F) {
        int p = f->precision < FRAC_DIGITS_EXACT ? f->precision : FRAC_DIGITS_EXACT;
        int len = snprintf(sc->raw, sizeof sc->raw, "%.*f", p, fabs(x));
        const char *point = strchr(sc->raw, '.');
        size_t int_len = point ? (size_t)(point - sc->raw) : (size_t)len;
        n->digits = sc->raw;
        n->ndigits = int_len;
        if (point) {
            n->frac = point;
            n->nfrac = (size_t)len - int_len;
        } else if (f->alternate) {
            n->frac = ".";
            n->nfrac = 1;
        }
        n->frac_zeros = (size_t)(f->precision - p);
        zero = strspn(sc->raw, "0.") == (size_t)len;
        if (f->percent) {
            n->tail = "%";
            n->ntail = 1;
        }
    } else {
        double a = fabs(x);
        int decpt, nd, total;
        bool exponent;
        if (f->style == FLOAT_REPR) {
            nd = total = fmt_shortest_digits(a, sc->digits, &decpt);
            exponent = decpt > 16 || decpt < -3;
        } else if (f->style == FLOAT_E) {
            total = f->precision + 1;
            nd = significant_digits(a, total < SIG_DIGITS_EXACT ? total : SIG_DIGITS_EXACT, sc,
                                    &decpt);
            exponent = true;
        } else {
            int want = f->precision;
            nd = significant_digits(a, want < SIG_DIGITS_EXACT ? want : SIG_DIGITS_EXACT, sc,
                                    &decpt);
            while (!f->alternate && nd > 1 && sc->digits[nd - 1] == '0')
                nd--;
            total = f->alternate ? want : nd;
            int exp = decpt - 1;
            exponent = exp < -4 || exp >= (f->dot0 ? want - 1 : want);
        }
        float_layout(f, nd, decpt, total, exponent, sc, n);
    }
    if (negative && f->z && zero)
        negative = false;
    n->sign = negative ? '-' : (f->sign == '+' || f->sign == ' ') ? f->sign : 0;
}

static size_t float_short(double x, bool dot0, char sign, char *buf)
{
    struct float_scratch sc;
    struct number n;
    struct float_form f = {.style = FLOAT_REPR, .dot0 = dot0, .sign = sign};
    float_number(x, &f, &sc, &n);
    return number_write(&n, buf);
}

size_t fmt_float_repr(double x, char buf[32])
{
    return float_short(x, true, 0, buf);
}

size_t fmt_float_str(double x, char buf[32])
{
    return fmt_float_repr(x, buf);
}

size_t fmt_complex_repr(double re, double im, char *buf, size_t size)
{
    char out[FMT_COMPLEX_REPR_SIZE];
    size_t len;
    /* CPython leaves the real part out only when it is +0.0. */
    if (re == 0 && !signbit(re)) {
        len = float_short(im, false, 0, out);
        out[len++] = 'j';
    } else {
        out[0] = '(';
        len = 1 + float_short(re, false, 0, out + 1);
        len += float_short(im, false, '+', out + len);
        out[len++] = 'j';
        out[len++] = ')';
    }
    out[len] = '\0';
    snprintf(buf, size, "%s", out);
    return len < size ? len : size - 1;
}

/* Maps a float presentation type onto a layout, for a float or for both parts of a complex. */
static bool float_form_of(const struct fmt_spec *spec, bool for_complex, const char *type_name,
                          struct float_form *f, const char **error)
{
    *f = (struct float_form){.precision = spec->precision,
                             .alternate = spec->alternate,
                             .z = spec->z,
                             .sign = spec->sign};
    switch (spec->type) {
    case 'e':
    case 'E':
        f->style = FLOAT_E;
        break;
    case 'f':
    case 'F':
        f->style = FLOAT_F;
        break;
    case '%':
        if (for_complex) {
            *error = message_unknown_code('%', type_name);
            return false;
        }
        f->style = FLOAT_F;
        f->percent = true;
        break;
    case 'g':
    case 'G':
    case 'n': /* the C locale: no grouping, '.' */
        f->style = FLOAT_G;
        break;
    case 0:
        f->style = spec->precision < 0 ? FLOAT_REPR : FLOAT_G;
        f->dot0 = !for_complex;
        break;
    default:
        *error = message_unknown_code((unsigned char)spec->type, type_name);
        return false;
    }
    /* 3.11 takes precisions up to INT_MAX; the parser saturates larger ones there. */
    if (spec->precision == INT_MAX) {
        *error = MSG_PRECISION_TOO_BIG;
        return false;
    }
    f->upper = spec->type == 'E' || spec->type == 'F' || spec->type == 'G';
    if (f->precision < 0)
        f->precision = 6;
    if (f->style == FLOAT_G && f->precision == 0)
        f->precision = 1;
    return true;
}

int fmt_float(double x, const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
              const char **error)
{
    struct float_form f;
    if (!float_form_of(spec, false, "float", &f, error))
        return FMT_ERROR;
    struct float_scratch sc;
    struct number n;
    float_number(x, &f, &sc, &n);
    struct padding p = padding_of(spec, '>');
    return number_emit(&n, &p, max_len, out);
}

/* ---- complex ---- */

int fmt_complex(double re, double im, const struct fmt_spec *spec, size_t max_len,
                struct fmt_buf *out, const char **error)
{
    struct float_form f;
    if (!float_form_of(spec, true, "complex", &f, error))
        return FMT_ERROR;
    if (spec->fill == '0') {
        *error = "Zero padding is not allowed in complex format specifier";
        return FMT_ERROR;
    }
    if (spec->align == '=') {
        *error = "'=' alignment flag is not allowed in complex format specifier";
        return FMT_ERROR;
    }
    /* Without a type: parentheses, and no real part when it is +0.0, as repr does. */
    bool bare = spec->type == 0;
    bool skip_re = bare && re == 0 && !signbit(re);
    struct padding part = {.fill = ' ', .align = '>', .grouping = spec->grouping, .group_size = 3};
    struct fmt_buf re_text = {NULL, 0}, im_text = {NULL, 0};
    struct float_scratch sc;
    struct number n;
    int rc = 0;
    if (!skip_re) {
        float_number(re, &f, &sc, &n);
        rc = number_emit(&n, &part, max_len, &re_text);
        f.sign = '+';
    }
    if (rc == 0) {
        float_number(im, &f, &sc, &n);
        rc = number_emit(&n, &part, max_len, &im_text);
    }
    if (rc == 0) {
        size_t len = re_text.len + im_text.len + 3;
        char *body = len <= max_len ? malloc(len + 1) : NULL;
        if (body == NULL) {
            rc = FMT_TOO_LARGE;
        } else {
            bool parens = bare && !skip_re;
            int k = snprintf(body, len + 1, "%s%s%sj%s", parens ? "(" : "",
                             re_text.data ? re_text.data : "", im_text.data, parens ? ")" : "");
            n = (struct number){
                .prefix = "", .digits = "", .frac = "", .tail = body, .ntail = (size_t)k};
            struct padding p = padding_of(spec, '>');
            p.grouping = 0;
            rc = number_emit(&n, &p, max_len, out);
            free(body);
        }
    }
    free(re_text.data);
    free(im_text.data);
    return rc;
}

/* ---- ints ---- */

/* Rounds half-even like CPython's int.__float__; false when the result would overflow. */
static bool int_to_double(mpz_srcptr v, double *out)
{
    size_t bits = mpz_sizeinbase(v, 2);
    if (bits <= 53) {
        *out = mpz_get_d(v); /* exact */
        return true;
    }
    if (bits > DBL_MAX_EXP)
        return false;
    /* Keep 54 bits: 53 for the result and one to round on; below them only "any set". */
    mpz_t top;
    mpz_init(top);
    mpz_tdiv_q_2exp(top, v, bits - 54);
    mpz_abs(top, top);
    bool sticky = mpz_scan1(v, 0) < bits - 54;
    unsigned long m = mpz_get_ui(top); /* < 2**54 */
    mpz_clear(top);
    unsigned long q = m >> 1;
    if ((m & 1) && (sticky || (q & 1)))
        q++;
    double d = ldexp((double)q, (int)(bits - 53));
    if (isinf(d))
        return false;
    *out = mpz_sgn(v) < 0 ? -d : d;
    return true;
}

bool fmt_int_is_decimal(const struct fmt_spec *spec)
{
    return spec->type == 'd' || spec->type == 'n' || spec->type == 0;
}

/* The digits of |value| in base (negative for upper-case letters), malloc'd, or NULL when
 * they could not fit in max_len. */
static char *int_digits(mpz_srcptr value, int base, size_t max_len, size_t *len)
{
    size_t estimate = mpz_sizeinbase(value, base < 0 ? -base : base); /* may be 1 too many */
    if (estimate > max_len + 1)
        return NULL;
    char *digits = malloc(estimate + 2);
    if (digits == NULL)
        return NULL;
    mpz_get_str(digits, base, value);
    char *start = digits[0] == '-' ? digits + 1 : digits;
    *len = strlen(start);
    memmove(digits, start, *len + 1);
    return digits;
}

/* %c and 'c' print the code point itself, laid out like a number without digits. */
static void char_number(uint32_t code, char buf[4], struct number *n)
{
    *n = (struct number){.prefix = "", .digits = "", .frac = "", .tail = buf};
    n->ntail = utf8_encode(code, buf);
}

static int int_emit(mpz_srcptr value, char type, char sign_flag, bool alternate, size_t lead_zeros,
                    const struct padding *p, size_t max_len, struct fmt_buf *out)
{
    int base = 10;
    const char *prefix = "";
    switch (type) {
    case 'b':
        base = 2, prefix = "0b";
        break;
    case 'o':
        base = 8, prefix = "0o";
        break;
    case 'x':
        base = 16, prefix = "0x";
        break;
    case 'X':
        base = -16, prefix = "0X";
        break;
    }
    size_t len;
    char *digits = int_digits(value, base, max_len, &len);
    if (digits == NULL)
        return FMT_TOO_LARGE;
    struct number n = {.sign = mpz_sgn(value) < 0                       ? '-'
                               : (sign_flag == '+' || sign_flag == ' ') ? sign_flag
                                                                        : 0,
                       .prefix = alternate ? prefix : "",
                       .digits = digits,
                       .ndigits = len,
                       .lead_zeros = lead_zeros > len ? lead_zeros - len : 0,
                       .frac = "",
                       .tail = ""};
    int rc = number_emit(&n, p, max_len, out);
    free(digits);
    return rc;
}

int fmt_int(mpz_srcptr value, const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
            const char **error)
{
    switch (spec->type) {
    case 'b':
    case 'o':
    case 'x':
    case 'X':
    case 'd':
    case 'n':
    case 'c':
    case 0:
        break;
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case '%': {
        double d;
        if (!int_to_double(value, &d)) {
            *error = MSG_INT_TOO_LARGE;
            return FMT_ERROR;
        }
        return fmt_float(d, spec, max_len, out, error);
    }
    default:
        *error = message_unknown_code((unsigned char)spec->type, "int");
        return FMT_ERROR;
    }
    if (spec->precision >= 0) {
        *error = "Precision not allowed in integer format specifier";
        return FMT_ERROR;
    }
    if (spec->z) {
        *error = "Negative zero coercion (z) not allowed in integer format specifier";
        return FMT_ERROR;
    }
    struct padding p = padding_of(spec, '>');
    if (spec->type == 'c') {
        if (spec->sign) {
            *error = "Sign not allowed with integer format specifier 'c'";
            return FMT_ERROR;
        }
        if (spec->alternate) {
            *error = "Alternate form (#) not allowed with integer format specifier 'c'";
            return FMT_ERROR;
        }
        if (!mpz_fits_slong_p(value)) {
            *error = MSG_C_LONG;
            return FMT_ERROR;
        }
        long code = mpz_get_si(value);
        if (code < 0 || code > 0x10ffff) {
            *error = MSG_CHAR_RANGE;
            return FMT_ERROR;
        }
        char buf[4];
        struct number n;
        char_number((uint32_t)code, buf, &n);
        return number_emit(&n, &p, max_len, out);
    }
    if (spec->type == 'b' || spec->type == 'o' || spec->type == 'x' || spec->type == 'X')
        p.group_size = 4;
    return int_emit(value, spec->type, spec->sign, spec->alternate, 0, &p, max_len, out);
}

/* ---- str ---- */

static int text_emit(const char *utf8, size_t len, const struct padding *p, size_t max_len,
                     struct fmt_buf *out)
{
    struct number n = {.prefix = "", .digits = "", .frac = "", .tail = utf8, .ntail = len};
    return number_emit(&n, p, max_len, out);
}

int fmt_str(const char *utf8, size_t len, const struct fmt_spec *spec, size_t max_len,
            struct fmt_buf *out, const char **error)
{
    /* A missing type is 's', which no separator goes with. */
    if (spec->grouping && spec->type == 0) {
        *error = grouping_error(spec->grouping, 's');
        return FMT_ERROR;
    }
    if (spec->type != 0 && spec->type != 's') {
        *error = message_unknown_code((unsigned char)spec->type, "str");
        return FMT_ERROR;
    }
    if (spec->sign) {
        *error = spec->sign == ' ' ? "Space not allowed in string format specifier"
                                   : "Sign not allowed in string format specifier";
        return FMT_ERROR;
    }
    if (spec->z) {
        *error = "Negative zero coercion (z) not allowed in string format specifier";
        return FMT_ERROR;
    }
    if (spec->alternate) {
        *error = "Alternate form (#) not allowed in string format specifier";
        return FMT_ERROR;
    }
    if (spec->align == '=') {
        *error = "'=' alignment not allowed in string format specifier";
        return FMT_ERROR;
    }
    if (spec->precision >= 0)
        len = utf8_prefix(utf8, len, (size_t)spec->precision);
    struct padding p = padding_of(spec, '<');
    return text_emit(utf8, len, &p, max_len, out);
}

/* ---- float(str) ---- */

/* Non-ASCII code points that str.isspace() accepts; float() strips them like spaces. */
static bool is_unicode_space(uint32_t c)
{
    return c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 ||
           c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

/* The digit zero of every run of ten Unicode 14.0 decimal digits (category Nd) beyond
 * ASCII; float() reads them as 0-9. */
static const uint32_t unicode_zeros[] = {
    0x660,   0x6f0,   0x7c0,   0x966,   0x9e6,   0xa66,   0xae6,   0xb66,   0xbe6,   0xc66,
    0xce6,   0xd66,   0xde6,   0xe50,   0xed0,   0xf20,   0x1040,  0x1090,  0x17e0,  0x1810,
    0x1946,  0x19d0,  0x1a80,  0x1a90,  0x1b50,  0x1bb0,  0x1c40,  0x1c50,  0xa620,  0xa8d0,
    0xa900,  0xa9d0,  0xa9f0,  0xaa50,  0xabf0,  0xff10,  0x104a0, 0x10d30, 0x11066, 0x110f0,
    0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950,
    0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec,
    0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
};

static int unicode_digit(uint32_t c)
{
    size_t lo = 0, hi = sizeof unicode_zeros / sizeof unicode_zeros[0];
    while (lo < hi) { /* the last zero <= c */
        size_t mid = (lo + hi) / 2;
        if (unicode_zeros[mid] <= c)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0 || c - unicode_zeros[lo - 1] > 9)
        return -1;
    return (int)(c - unicode_zeros[lo - 1]);
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_ascii_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static size_t skip_digits(const char *s, size_t i, size_t len)
{
    while (i < len && is_digit(s[i]))
        i++;
    return i;
}

/* The float grammar on ASCII without underscores: [sign] (inf | infinity | nan | digits
 * [. [digits]] [exponent] | . digits [exponent]). Sets *special for inf and nan. */
static bool float_syntax(const char *s, size_t len, int *special)
{
    size_t i = 0;
    *special = 0;
    if (i < len && (s[i] == '+' || s[i] == '-'))
        i++;
    size_t rest = len - i;
    if ((rest == 3 || rest == 8) && strncasecmp(s + i, "infinity", rest) == 0) {
        *special = 1;
        return true;
    }
    if (rest == 3 && strncasecmp(s + i, "nan", 3) == 0) {
        *special = 2;
        return true;
    }
    size_t start = i;
    i = skip_digits(s, i, len);
    bool any = i > start;
    if (i < len && s[i] == '.') {
        size_t frac = ++i;
        i = skip_digits(s, i, len);
        any = any || i > frac;
    }
    if (!any)
        return false;
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < len && (s[i] == '+' || s[i] == '-'))
            i++;
        size_t exp = i;
        i = skip_digits(s, i, len);
        if (i == exp)
            return false;
    }
    return i == len;
}

int fmt_parse_float(const char *s, size_t len, double *out)
{
    char small[128];
    char *buf = len < sizeof small ? small : malloc(len + 1);
    if (buf == NULL)
        return -1;
    /* CPython first maps Unicode spaces to ' ' and Unicode digits to ASCII; any other
     * non-ASCII character makes the string invalid. */
    size_t n = 0, pos = 0;
    int rc = -1;
    while (pos < len) {
        uint32_t c = utf8_next(s, len, &pos);
        int digit;
        if (c < 0x80)
            buf[n++] = (char)c;
        else if (is_unicode_space(c))
            buf[n++] = ' ';
        else if ((digit = unicode_digit(c)) >= 0)
            buf[n++] = (char)('0' + digit);
        else
            goto done;
    }
    size_t begin = 0, end = n;
    while (begin < end && is_ascii_space(buf[begin]))
        begin++;
    while (end > begin && is_ascii_space(buf[end - 1]))
        end--;
    /* An underscore must sit between two digits; then it is dropped. */
    size_t k = 0;
    for (size_t i = begin; i < end; i++) {
        if (buf[i] == '_') {
            if (i == begin || i + 1 == end || !is_digit(buf[i - 1]) || !is_digit(buf[i + 1]))
                goto done;
            continue;
        }
        buf[k++] = buf[i];
    }
    int special;
    if (!float_syntax(buf, k, &special))
        goto done;
    bool negative = buf[0] == '-';
    if (special == 1) {
        *out = negative ? -INFINITY : INFINITY;
    } else if (special == 2) {
        *out = negative ? -NAN : NAN;
    } else {
        buf[k] = '\0';
        *out = strtod(buf, NULL); /* glibc rounds correctly; overflow gives inf, as wanted */
    }
    rc = 0;
done:
    if (buf != small)
        free(buf);
    return rc;
}

/* ---- round(x, n) ---- */

double fmt_float_round(double x, int ndigits)
{
    /* Beyond these every double is already exact, or rounds to zero: CPython's bounds. */
    if (!isfinite(x) || x == 0 || ndigits > 323)
        return x;
    if (ndigits < -308)
        return copysign(0.0, x);
    char buf[INT_DIGITS_MAX + FRAC_DIGITS_EXACT + 16];
    if (ndigits >= 0) {
        snprintf(buf, sizeof buf, "%.*f", ndigits, x);
        return strtod(buf, NULL);
    }
    /* Keep the digits down to 10**-ndigits: decpt + ndigits significant ones. */
    snprintf(buf, sizeof buf, "%.17e", x);
    int decpt = atoi(strchr(buf, 'e') + 1) + 1;
    int keep = decpt + ndigits;
    if (keep >= 1) {
        snprintf(buf, sizeof buf, "%.*e", keep - 1, x);
        return strtod(buf, NULL);
    }
    if (keep < 0)
        return copysign(0.0, x);
    /* |x| < 10**k with k = -ndigits: 10**k when above half of it, else 0 (a tie goes to
     * the even 0); the exact expansion decides. */
    snprintf(buf, sizeof buf, "%.*e", SIG_DIGITS_EXACT, fabs(x));
    bool up = buf[0] > '5';
    if (buf[0] == '5')
        for (const char *p = buf + 2; *p != 'e'; p++)
            up = up || *p != '0';
    if (!up)
        return copysign(0.0, x);
    snprintf(buf, sizeof buf, "%s1e%d", x < 0 ? "-" : "", -ndigits);
    return strtod(buf, NULL);
}

/* ---- printf-style % conversions ---- */

int fmt_percent_parse(const char *s, size_t len, struct fmt_percent *conv, const char **error)
{
    *conv = (struct fmt_percent){.precision = -1};
    size_t pos = 0;
    if (pos < len && s[pos] == '(') {
        /* The key runs to the matching ')': it may hold parentheses itself. */
        size_t depth = 1, start = ++pos;
        while (pos < len && depth > 0) {
            depth += s[pos] == '(';
            depth -= s[pos] == ')';
            pos++;
        }
        if (depth > 0) {
            *error = "incomplete format key";
            return FMT_ERROR;
        }
        conv->key = s + start;
        conv->key_len = pos - 1 - start;
    }
    for (; pos < len; pos++) {
        char c = s[pos];
        if (c == '-')
            conv->left = true;
        else if (c == '+')
            conv->plus = true;
        else if (c == ' ')
            conv->space = true;
        else if (c == '#')
            conv->alternate = true;
        else if (c == '0')
            conv->zero = true;
        else
            break;
    }
    if (pos < len && s[pos] == '*') {
        conv->width_star = true;
        pos++;
    } else if (!read_count(s, len, &pos, SSIZE_MAX, &conv->width)) {
        *error = "width too big";
        return FMT_ERROR;
    }
    if (pos < len && s[pos] == '.') {
        pos++;
        size_t precision;
        if (pos < len && s[pos] == '*') {
            conv->precision_star = true;
            pos++;
        } else if (!read_count(s, len, &pos, INT_MAX, &precision)) {
            *error = MSG_PRECISION_TOO_BIG;
            return FMT_ERROR;
        } else {
            conv->precision = (int)precision;
        }
    }
    if (pos < len && (s[pos] == 'h' || s[pos] == 'l' || s[pos] == 'L'))
        pos++; /* C's length modifiers mean nothing in Python */
    if (pos >= len) {
        *error = "incomplete format";
        return FMT_ERROR;
    }
    conv->conversion = utf8_next(s, len, &pos);
    conv->length = pos;
    return 0;
}

const char *fmt_percent_unsupported(uint32_t conversion, size_t index)
{
    int shown = conversion >= 32 && conversion <= 126 ? (int)conversion : '?';
    return message_set("unsupported format character '%c' (0x%x) at index %zu", shown,
                       (unsigned)conversion, index);
}

/* '-' pads on the right; '0' pads numbers with zeros after the sign and prefix. */
static struct padding percent_padding(const struct fmt_percent *conv, bool numeric)
{
    struct padding p = {.fill = ' ', .align = '>', .width = conv->width, .group_size = 3};
    if (conv->left)
        p.align = '<';
    else if (conv->zero && numeric)
        p.fill = '0', p.align = '=';
    return p;
}

static char percent_sign(const struct fmt_percent *conv)
{
    return conv->plus ? '+' : conv->space ? ' ' : 0;
}

int fmt_percent_int(mpz_srcptr value, const struct fmt_percent *conv, size_t max_len,
                    struct fmt_buf *out, const char **error)
{
    if (conv->conversion == 'c') {
        if (mpz_sgn(value) < 0 || mpz_cmp_ui(value, 0x10ffff) > 0) {
            *error = MSG_CHAR_RANGE;
            return FMT_ERROR;
        }
        char buf[4];
        struct number n;
        char_number((uint32_t)mpz_get_ui(value), buf, &n);
        struct padding p = percent_padding(conv, false);
        return number_emit(&n, &p, max_len, out);
    }
    char type = conv->conversion == 'o' || conv->conversion == 'x' || conv->conversion == 'X'
                    ? (char)conv->conversion
                    : 'd';
    struct padding p = percent_padding(conv, true);
    size_t lead = conv->precision > 0 ? (size_t)conv->precision : 0;
    return int_emit(value, type, percent_sign(conv), conv->alternate, lead, &p, max_len, out);
}

int fmt_percent_float(double x, const struct fmt_percent *conv, size_t max_len, struct fmt_buf *out,
                      const char **error)
{
    uint32_t c = conv->conversion;
    struct float_form f = {.precision = conv->precision < 0 ? 6 : conv->precision,
                           .upper = c == 'E' || c == 'F' || c == 'G',
                           .alternate = conv->alternate,
                           .sign = percent_sign(conv)};
    if (c == 'e' || c == 'E')
        f.style = FLOAT_E;
    else if (c == 'f' || c == 'F')
        f.style = FLOAT_F;
    else
        f.style = FLOAT_G;
    if (f.style == FLOAT_G && f.precision == 0)
        f.precision = 1;
    /* The parser lets INT_MAX through, as CPython does for %s; as digits it is over 2 GB. */
    if (f.precision == INT_MAX)
        return FMT_TOO_LARGE;
    struct float_scratch sc;
    struct number n;
    float_number(x, &f, &sc, &n);
    struct padding p = percent_padding(conv, true);
    return number_emit(&n, &p, max_len, out);
}

int fmt_percent_str(const char *utf8, size_t len, const struct fmt_percent *conv, size_t max_len,
                    struct fmt_buf *out, const char **error)
{
    if (conv->precision >= 0 && conv->conversion != 'c')
        len = utf8_prefix(utf8, len, (size_t)conv->precision);
    struct padding p = percent_padding(conv, false);
    return text_emit(utf8, len, &p, max_len, out);
}
