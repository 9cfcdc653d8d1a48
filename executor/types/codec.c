/* executor/types/codec.c: encoding str to bytes and decoding bytes to str. A str is UTF-8
 * inside, so utf-8 encoding is a copy; the work is in checking what other codecs can
 * represent and in naming the first bad byte or character the way CPython does. */
#include <stdio.h>
#include <string.h>

#include "executor/types/codec.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

enum codec { CODEC_UTF8, CODEC_ASCII, CODEC_LATIN1 };
enum handler { H_STRICT, H_IGNORE, H_REPLACE, H_BACKSLASH, H_XMLREF };

static const char *const codec_names[] = {"utf-8", "ascii", "latin-1"};

/* CPython normalises case, '_' and ' ' before looking up aliases */
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
        {"cp819", CODEC_LATIN1},      {"iso-ir-100", CODEC_LATIN1},
    };
    char norm[32];
    size_t n = 0;
    for (const char *p = name; *p && n < sizeof norm - 1; p++)
        norm[n++] = *p == '_' || *p == ' ' ? '-' : (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 : *p);
    norm[n] = 0;
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (!strcmp(norm, aliases[i].alias))
            return (int)aliases[i].c;
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

/* ---- a growing byte buffer ---- */
struct buf {
    char *p;
    size_t len, cap;
};

static bool buf_add(struct buf *b, const void *s, size_t n)
{
    if (!n)
        return true;
    if (b->len + n > b->cap) {
        size_t nc = (b->len + n) * 2 + 16;
        if (nc > LIMIT_SEQ_BYTES + 16) {
            exc_no_memory();
            return false;
        }
        char *q = mem_realloc(b->p, nc);
        if (!q)
            return false;
        b->p = q;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    return true;
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

obj *codec_encode(obj *str, const char *encoding, const char *errors)
{
    int c = find_codec(encoding ? encoding : "utf-8");
    if (c < 0)
        return exc_raise(&exc_LookupError, "unknown encoding: %s", encoding);
    int h = find_handler(errors, true);
    if (h < 0)
        return NULL;
    struct str_obj *s = AS(str_obj, str);
    if (c == CODEC_UTF8 || s->ascii)
        return bytes_new(s->data, s->len);
    uint32_t limit = c == CODEC_ASCII ? 0x80 : 0x100;
    struct buf b = {0};
    size_t pos = 0; /* code point index */
    for (size_t i = 0; i < s->len;) {
        size_t adv;
        uint32_t cp = str_utf8_decode(s->data + i, &adv);
        if (cp < limit) {
            unsigned char ch = (unsigned char)cp;
            if (!buf_add(&b, &ch, 1))
                goto fail;
            i += adv;
            pos++;
            continue;
        }
        if (h == H_UNKNOWN) {
            mem_free(b.p);
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
            mem_free(b.p);
            return unicode_error(&exc_UnicodeEncodeError, codec_names[c], str, pos, endpos,
                                 "ordinal not in range", msg);
        }
        if (h == H_REPLACE) {
            if (!buf_add(&b, "?", 1))
                goto fail;
        } else if (h == H_BACKSLASH || h == H_XMLREF) {
            char esc[16];
            size_t n = escape_cp(cp, esc, h == H_XMLREF);
            if (!buf_add(&b, esc, n))
                goto fail;
        }
        i += adv;
        pos++;
    }
    obj *r = bytes_new(b.p, b.len);
    mem_free(b.p);
    return r;
fail:
    mem_free(b.p);
    return NULL;
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

obj *codec_decode(const unsigned char *data, size_t len, const char *encoding, const char *errors)
{
    int c = find_codec(encoding ? encoding : "utf-8");
    if (c < 0)
        return exc_raise(&exc_LookupError, "unknown encoding: %s", encoding);
    int h = find_handler(errors, false);
    if (h < 0)
        return NULL;
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
    struct buf b = {0};
    for (size_t i = 0; i < len;) {
        size_t n = 1, end = 1;
        const char *why = "ordinal not in range(128)";
        bool ok;
        if (c == CODEC_UTF8) {
            n = utf8_sequence(data + i, len - i, &end, &why);
            ok = n > 0;
        } else {
            ok = c == CODEC_LATIN1 || data[i] < 0x80;
        }
        if (ok) {
            if (c == CODEC_LATIN1 && data[i] >= 0x80) {
                char enc[4];
                size_t k = str_utf8_encode(data[i], enc);
                if (!buf_add(&b, enc, k))
                    goto fail;
            } else if (!buf_add(&b, data + i, n)) {
                goto fail;
            }
            i += n;
            continue;
        }
        if (h == H_UNKNOWN) {
            mem_free(b.p);
            return unknown_handler(errors);
        }
        if (h == H_STRICT) {
            char msg[160];
            if (end == 1)
                snprintf(msg, sizeof msg, "'%s' codec can't decode byte 0x%02x in position %zu: %s",
                         codec_names[c], data[i], i, why);
            else
                snprintf(msg, sizeof msg, "'%s' codec can't decode bytes in position %zu-%zu: %s",
                         codec_names[c], i, i + end - 1, why);
            mem_free(b.p);
            obj *bo = bytes_new(data, len);
            if (!bo)
                return NULL;
            unicode_error(&exc_UnicodeDecodeError, codec_names[c], bo, i, i + end, why, msg);
            decref(bo);
            return NULL;
        }
        if (h == H_REPLACE) {
            if (!buf_add(&b, "\xef\xbf\xbd", 3)) /* U+FFFD */
                goto fail;
        } else if (h == H_BACKSLASH) {
            for (size_t k = 0; k < end; k++) {
                char esc[8];
                snprintf(esc, sizeof esc, "\\x%02x", data[i + k]);
                if (!buf_add(&b, esc, 4))
                    goto fail;
            }
        }
        i += end;
    }
    obj *r = str_new(b.p ? b.p : "", b.len);
    mem_free(b.p);
    return r;
fail:
    mem_free(b.p);
    return NULL;
}
