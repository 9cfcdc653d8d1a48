/* executor/types/codec.c: encoding str to bytes and decoding bytes to str. A str is UTF-8
 * inside, so utf-8 encoding is a copy; the work is in checking what other codecs can
 * represent and in naming the first bad byte or character the way CPython does. */
#include <stdio.h>
#include <string.h>

#include "executor/types/codec.h"
#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/core/vm.h"

enum codec {
    CODEC_UTF8,
    CODEC_ASCII,
    CODEC_LATIN1,
    /* the wide codecs: utf-16 and utf-32, each with a BOM (little-endian after it, as on
     * the machines CPython runs on here) or in a fixed byte order */
    CODEC_UTF16,
    CODEC_UTF16LE,
    CODEC_UTF16BE,
    CODEC_UTF32,
    CODEC_UTF32LE,
    CODEC_UTF32BE,
};
enum handler { H_STRICT, H_IGNORE, H_REPLACE, H_BACKSLASH, H_XMLREF };

static const char *const codec_names[] = {"utf-8",  "ascii",     "latin-1",
                                          "utf-16", "utf-16-le", "utf-16-be",
                                          "utf-32", "utf-32-le", "utf-32-be"};

static bool codec_is_wide(int c)
{
    return c >= CODEC_UTF16;
}

/* bytes per code unit */
static size_t wide_unit(int c)
{
    return c >= CODEC_UTF32 ? 4 : 2;
}

/* The codec `name` names (NULL: utf-8), or -1 with LookupError raised. CPython normalises
 * case, '_' and ' ' before looking up aliases. */
static int find_codec(const char *name)
{
    static const struct {
        const char *alias;
        enum codec c;
    } aliases[] = {
        {"utf-8", CODEC_UTF8},        {"utf8", CODEC_UTF8},         {"u8", CODEC_UTF8},
        {"utf", CODEC_UTF8},          {"cp65001", CODEC_UTF8},      {"ascii", CODEC_ASCII},
        {"us-ascii", CODEC_ASCII},    {"646", CODEC_ASCII},         {"latin-1", CODEC_LATIN1},
        {"latin1", CODEC_LATIN1},     {"latin", CODEC_LATIN1},      {"l1", CODEC_LATIN1},
        {"iso-8859-1", CODEC_LATIN1}, {"iso8859-1", CODEC_LATIN1},  {"8859", CODEC_LATIN1},
        {"cp819", CODEC_LATIN1},      {"iso-ir-100", CODEC_LATIN1}, {"utf-16", CODEC_UTF16},
        {"utf16", CODEC_UTF16},       {"u16", CODEC_UTF16},         {"utf-16-le", CODEC_UTF16LE},
        {"utf-16le", CODEC_UTF16LE},  {"utf-16-be", CODEC_UTF16BE}, {"utf-16be", CODEC_UTF16BE},
        {"utf-32", CODEC_UTF32},      {"utf32", CODEC_UTF32},       {"u32", CODEC_UTF32},
        {"utf-32-le", CODEC_UTF32LE}, {"utf-32le", CODEC_UTF32LE},  {"utf-32-be", CODEC_UTF32BE},
        {"utf-32be", CODEC_UTF32BE},
    };
    if (!name)
        return CODEC_UTF8;
    char norm[32];
    size_t n = 0;
    for (const char *p = name; *p && n < sizeof norm - 1; p++)
        norm[n++] = *p == '_' || *p == ' ' ? '-' : (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
    norm[n] = 0;
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (!strcmp(norm, aliases[i].alias))
            return (int)aliases[i].c;
    exc_raise(&exc_LookupError, "unknown encoding: %s", name);
    return -1;
}

/* An unknown handler name is only an error once an error needs handling, as in CPython:
 * H_UNKNOWN defers it. */
#define H_UNKNOWN 99

static obj *unknown_handler(const char *errors)
{
    return exc_raise(&exc_LookupError, "unknown error handler name '%s'", errors);
}

static int find_handler(const char *errors, bool encoding)
{
    if (!errors || !strcmp(errors, "strict"))
        return H_STRICT;
    if (!strcmp(errors, "ignore"))
        return H_IGNORE;
    if (!strcmp(errors, "replace"))
        return H_REPLACE;
    if (!strcmp(errors, "backslashreplace"))
        return H_BACKSLASH;
    if (encoding && !strcmp(errors, "xmlcharrefreplace"))
        return H_XMLREF;
    return H_UNKNOWN;
}

/* The exception carries CPython's attributes as well as its message. */
static obj *unicode_error(struct type *t, const char *codec, obj *object, size_t start, size_t end,
                          const char *reason, const char *msg)
{
    exc_raise(t, "%s", msg);
    obj *e = vm->exc;
    if (!e)
        return NULL;
    obj *vals[5] = {str_new_cstr(codec), incref(object), int_from_i64((int64_t)start),
                    int_from_i64((int64_t)end), str_new_cstr(reason)};
    static const char *const names[5] = {"encoding", "object", "start", "end", "reason"};
    incref(e);
    for (int i = 0; i < 5; i++) {
        obj *k = str_new_cstr(names[i]);
        if (k && vals[i])
            instance_setattr(e, k, vals[i]);
        xdecref(k);
        xdecref(vals[i]);
    }
    exc_clear();
    vm->exc = e;
    return NULL;
}

/* ---- encode ---- */
static size_t escape_cp(uint32_t cp, char out[16], bool xml)
{
    if (xml)
        return (size_t)snprintf(out, 16, "&#%u;", cp);
    if (cp <= 0xff)
        return (size_t)snprintf(out, 16, "\\x%02x", cp);
    if (cp <= 0xffff)
        return (size_t)snprintf(out, 16, "\\u%04x", cp);
    return (size_t)snprintf(out, 16, "\\U%08x", cp);
}

/* the decoded text (or the encoded bytes), when the whole input was (complete); else NULL
 * with the exception; the buffer is freed either way */
static obj *buf_finish_str(struct textbuf *b, bool complete)
{
    obj *r = complete ? str_new(b->data ? b->data : "", b->len) : NULL;
    mem_free(b->data);
    return r;
}
static obj *buf_finish_bytes(struct textbuf *b, bool complete)
{
    obj *r = complete ? bytes_new(b->data, b->len) : NULL;
    mem_free(b->data);
    return r;
}

/* ---- decode errors ---- */
/* The undecodable bytes data[i..i+end) under handler h: their replacement appended, or
 * false with the exception (strict, or an unknown handler name) */
static bool decode_error(struct textbuf *b, int c, int h, const char *errors, const unsigned char *data,
                         size_t len, size_t i, size_t end, const char *why)
{
    if (h == H_UNKNOWN) {
        unknown_handler(errors);
        return false;
    }
    if (h == H_STRICT) {
        char msg[200];
        if (end == 1)
            snprintf(msg, sizeof msg, "'%s' codec can't decode byte 0x%02x in position %zu: %s",
                     codec_names[c], data[i], i, why);
        else
            snprintf(msg, sizeof msg, "'%s' codec can't decode bytes in position %zu-%zu: %s",
                     codec_names[c], i, i + end - 1, why);
        obj *bo = bytes_new(data, len);
        if (bo)
            unicode_error(&exc_UnicodeDecodeError, codec_names[c], bo, i, i + end, why, msg);
        xdecref(bo);
        return false;
    }
    if (h == H_REPLACE)
        return tb_add(b, "\xef\xbf\xbd", 3); /* U+FFFD */
    if (h == H_BACKSLASH)
        for (size_t k = 0; k < end; k++) {
            char esc[8];
            snprintf(esc, sizeof esc, "\\x%02x", data[i + k]);
            if (!tb_add(b, esc, 4))
                return false;
        }
    return true;
}

/* ---- utf-16 and utf-32 ---- */
static bool wide_put(struct textbuf *b, int c, uint32_t cp)
{
    unsigned char u[8];
    size_t n = 0;
    bool big = c == CODEC_UTF16BE || c == CODEC_UTF32BE;
    uint32_t units[2] = {cp, 0};
    size_t nu = 1;
    if (wide_unit(c) == 2 && cp > 0xffff) { /* a surrogate pair */
        units[0] = 0xd800 | ((cp - 0x10000) >> 10);
        units[1] = 0xdc00 | ((cp - 0x10000) & 0x3ff);
        nu = 2;
    }
    for (size_t k = 0; k < nu; k++)
        for (size_t i = 0; i < wide_unit(c); i++) {
            size_t shift = 8 * (big ? wide_unit(c) - 1 - i : i);
            u[n++] = (unsigned char)(units[k] >> shift);
        }
    return tb_add(b, (const char *)u, n);
}

/* the wide codecs encode every code point but a surrogate */
static obj *wide_encode(obj *str, int c, int h, const char *errors)
{
    struct str_obj *s = AS(str_obj, str);
    struct textbuf b = {0};
    if ((c == CODEC_UTF16 || c == CODEC_UTF32) && !wide_put(&b, c, 0xfeff))
        goto fail;
    size_t pos = 0;
    for (size_t i = 0; i < s->len; pos++) {
        size_t adv;
        uint32_t cp = str_utf8_decode(s->data + i, &adv);
        i += adv;
        if (cp < 0xd800 || cp > 0xdfff) {
            if (!wide_put(&b, c, cp))
                goto fail;
            continue;
        }
        if (h == H_UNKNOWN) {
            mem_free(b.data);
            return unknown_handler(errors);
        }
        if (h == H_STRICT) {
            char msg[160], esc[16];
            escape_cp(cp, esc, false);
            snprintf(msg, sizeof msg,
                     "'%s' codec can't encode character '%s' in position %zu: surrogates not "
                     "allowed",
                     codec_names[c], esc, pos);
            mem_free(b.data);
            return unicode_error(&exc_UnicodeEncodeError, codec_names[c], str, pos, pos + 1,
                                 "surrogates not allowed", msg);
        }
        char esc[16];
        size_t n = h == H_REPLACE  ? (size_t)snprintf(esc, sizeof esc, "?")
                   : h == H_IGNORE ? 0
                                   : escape_cp(cp, esc, h == H_XMLREF);
        for (size_t k = 0; k < n; k++)
            if (!wide_put(&b, c, (unsigned char)esc[k]))
                goto fail;
    }
    return buf_finish_bytes(&b, true);
fail:
    return buf_finish_bytes(&b, false);
}

static uint32_t wide_unit_at(const unsigned char *d, size_t unit, bool big)
{
    uint32_t v = 0;
    for (size_t i = 0; i < unit; i++)
        v |= (uint32_t)d[i] << (8 * (big ? unit - 1 - i : i));
    return v;
}

/* Decodes the next code point at d[i..len): its bytes, or 0 with *end (bytes of the bad
 * part) and *why set, as CPython's UTF-16 and UTF-32 decoders name them. */
static size_t wide_sequence(const unsigned char *d, size_t len, size_t i, size_t unit, bool big,
                            uint32_t *cp, size_t *end, const char **why)
{
    if (len - i < unit) {
        *end = len - i;
        *why = "truncated data";
        return 0;
    }
    uint32_t u = wide_unit_at(d + i, unit, big);
    if (unit == 4) {
        *end = 4;
        if (u > 0x10ffff) {
            *why = "code point not in range(0x110000)";
            return 0;
        }
        if (u >= 0xd800 && u <= 0xdfff) {
            *why = "code point in surrogate code point range(0xd800, 0xe000)";
            return 0;
        }
        *cp = u;
        return 4;
    }
    *end = 2;
    if (u < 0xd800 || u > 0xdfff) {
        *cp = u;
        return 2;
    }
    if (u >= 0xdc00) {
        *why = "illegal encoding";
        return 0;
    }
    if (len - i < 4) {
        *end = len - i;
        *why = "unexpected end of data";
        return 0;
    }
    uint32_t lo = wide_unit_at(d + i + 2, 2, big);
    if (lo < 0xdc00 || lo > 0xdfff) {
        *why = "illegal UTF-16 surrogate";
        return 0;
    }
    *cp = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
    return 4;
}

obj *codec_encode(obj *str, const char *encoding, const char *errors)
{
    int c = find_codec(encoding);
    if (c < 0)
        return NULL;
    int h = find_handler(errors, true);
    struct str_obj *s = AS(str_obj, str);
    /* a code point at a time, through a growing buffer: beyond the result's allocation */
    if (c != CODEC_UTF8 && !s->ascii)
        vm_debit_bytes(s->len * 8);
    if (codec_is_wide(c))
        return wide_encode(str, c, h, errors);
    if (c == CODEC_UTF8 || s->ascii)
        return bytes_new(s->data, s->len);
    uint32_t limit = c == CODEC_ASCII ? 0x80 : 0x100;
    struct textbuf b = {0};
    size_t pos = 0; /* code point index */
    for (size_t i = 0; i < s->len;) {
        size_t adv;
        uint32_t cp = str_utf8_decode(s->data + i, &adv);
        if (cp < limit) {
            unsigned char ch = (unsigned char)cp;
            if (!tb_addc(&b, (char)ch))
                goto fail;
            i += adv;
            pos++;
            continue;
        }
        if (h == H_UNKNOWN) {
            mem_free(b.data);
            return unknown_handler(errors);
        }
        if (h == H_STRICT) {
            /* the run of characters the codec cannot encode */
            size_t j = i + adv, endpos = pos + 1;
            while (j < s->len) {
                size_t a2;
                if (str_utf8_decode(s->data + j, &a2) < limit)
                    break;
                j += a2;
                endpos++;
            }
            char msg[160], esc[16];
            escape_cp(cp, esc, false);
            if (endpos - pos == 1)
                snprintf(msg, sizeof msg,
                         "'%s' codec can't encode character '%s' in position %zu: ordinal not "
                         "in range(%u)",
                         codec_names[c], esc, pos, limit);
            else
                snprintf(msg, sizeof msg,
                         "'%s' codec can't encode characters in position %zu-%zu: ordinal not "
                         "in range(%u)",
                         codec_names[c], pos, endpos - 1, limit);
            mem_free(b.data);
            return unicode_error(&exc_UnicodeEncodeError, codec_names[c], str, pos, endpos,
                                 "ordinal not in range", msg);
        }
        if (h == H_REPLACE) {
            if (!tb_add(&b, "?", 1))
                goto fail;
        } else if (h == H_BACKSLASH || h == H_XMLREF) {
            char esc[16];
            size_t n = escape_cp(cp, esc, h == H_XMLREF);
            if (!tb_add(&b, esc, n))
                goto fail;
        }
        i += adv;
        pos++;
    }
    return buf_finish_bytes(&b, true);
fail:
    return buf_finish_bytes(&b, false);
}

/* ---- decode ---- */
/* Length of the valid UTF-8 sequence at d[0..n), or 0 with *end set to the bytes of the
 * maximal invalid subpart (Unicode's rule, which CPython follows) and *why to the
 * reason. */
static size_t utf8_sequence(const unsigned char *d, size_t n, size_t *end, const char **why)
{
    unsigned char c = d[0];
    if (c < 0x80)
        return 1;
    size_t need;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        need = 1;
    else if (c >= 0xE0 && c <= 0xEF) {
        need = 2;
        if (c == 0xE0)
            lo = 0xA0;
        if (c == 0xED)
            hi = 0x9F; /* no surrogates */
    } else if (c >= 0xF0 && c <= 0xF4) {
        need = 3;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;
    } else {
        *end = 1;
        *why = "invalid start byte";
        return 0;
    }
    for (size_t k = 1; k <= need; k++) {
        if (k >= n) {
            *end = n;
            *why = "unexpected end of data";
            return 0;
        }
        unsigned char b = d[k];
        unsigned char l2 = k == 1 ? lo : 0x80, h2 = k == 1 ? hi : 0xBF;
        if (b < l2 || b > h2) {
            *end = k;
            *why = "invalid continuation byte";
            return 0;
        }
    }
    return need + 1;
}

/* The code point at DATA[I] in codec C (BIG: a wide codec's byte order) as UTF-8, in ENC
 * (*K bytes): its length in DATA, or 0 where it is not valid (END and WHY then say what
 * decode_error needs). */
static size_t decode_step(int c, bool big, const unsigned char *data, size_t len, size_t i,
                          char enc[4], size_t *k, size_t *end, const char **why)
{
    if (codec_is_wide(c)) {
        uint32_t cp = 0;
        size_t n = wide_sequence(data, len, i, wide_unit(c), big, &cp, end, why);
        if (n)
            *k = str_utf8_encode(cp, enc);
        return n;
    }
    if (c == CODEC_LATIN1 || data[i] < 0x80) {
        *k = str_utf8_encode(data[i], enc);
        return 1;
    }
    if (c == CODEC_ASCII) {
        *end = 1;
        *why = "ordinal not in range(128)";
        return 0;
    }
    size_t n = utf8_sequence(data + i, len - i, end, why);
    memcpy(enc, data + i, n);
    *k = n;
    return n;
}

obj *codec_decode(const unsigned char *data, size_t len, const char *encoding, const char *errors)
{
    int c = find_codec(encoding);
    if (c < 0)
        return NULL;
    int h = find_handler(errors, false);
    vm_debit_bytes(len * 4); /* a code point at a time, validated */
    if (c == CODEC_UTF8) { /* the common case: all valid (surrogates are not) */
        size_t i = 0, end;
        const char *why;
        while (i < len) {
            if (data[i] < 0x80) {
                i++;
                continue;
            }
            size_t n = utf8_sequence(data + i, len - i, &end, &why);
            if (!n)
                break;
            i += n;
        }
        if (i == len)
            return str_new((const char *)data, len);
    }
    size_t i = 0;
    bool big = c == CODEC_UTF16BE || c == CODEC_UTF32BE;
    if (c == CODEC_UTF16 || c == CODEC_UTF32) {
        /* a BOM picks the byte order and is dropped; errors name the order used */
        size_t unit = wide_unit(c);
        big = len >= unit && wide_unit_at(data, unit, true) == 0xfeff;
        if (big || (len >= unit && wide_unit_at(data, unit, false) == 0xfeff))
            i = unit;
        c += big ? 2 : 1;
    }
    struct textbuf b = {0};
    while (i < len) {
        char enc[4];
        size_t k, end;
        const char *why;
        size_t n = decode_step(c, big, data, len, i, enc, &k, &end, &why);
        if (n) {
            if (!tb_add(&b, enc, k))
                break;
            i += n;
            continue;
        }
        if (!decode_error(&b, c, h, errors, data, len, i, end, why))
            break;
        i += end;
    }
    return buf_finish_str(&b, i == len);
}
