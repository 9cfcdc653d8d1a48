/* executor/types/obj_str.c: str. Stored as UTF-8 with a cached code-point count and an ASCII
 * flag: snippets mostly handle ASCII, for which indexing and len are O(1), and UTF-8 is
 * what the host sends and receives, so there is no conversion at the edges. Indexing a
 * non-ASCII string walks from the nearest known position (start, end, or the last index
 * looked up), so loops over it stay linear. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "executor/types/codec.h"
#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/core/utf8.h"
#include "executor/core/pyargs.h"
#include "executor/types/strfmt.h"
#include "executor/types/type_table.h"
#include "executor/unicode/unicode.h"
#include "executor/core/vm.h"
#include "executor/types/seq.h"

static struct str_obj *ascii_chars[128];
static obj *empty_str;

/* The last code point looked up in a non-ASCII string, and its byte offset: indexing in a
 * loop (s[i] for i in range(len(s))) then walks from the previous position, not from the
 * start. Cleared when that string dies (str_dealloc, and str_cache_reset at session end). */
static __thread struct {
    const obj *s;
    size_t cp, off;
} last_index;

static void str_dealloc(obj *o)
{
    if (AS(str_obj, o)->interned)
        return; /* owned by the intern table */
    if (last_index.s == o)
        last_index.s = NULL;
    obj_free(o);
}

obj *seq_alloc_bytes(struct type *t, size_t size, size_t len)
{
    if (len > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return NULL;
    }
    return obj_alloc(t, size + len + 1);
}

obj *str_alloc(size_t len)
{
    struct str_obj *s = (struct str_obj *)seq_alloc_bytes(&type_str, sizeof *s, len);
    if (!s)
        return NULL;
    s->len = len;
    s->hash = -1;
    s->interned = false;
    s->data[len] = 0;
    return (obj *)s;
}

void str_finish(obj *o)
{
    struct str_obj *s = AS(str_obj, o);
    size_t cps = 0;
    bool ascii = true;
    const unsigned char *p = (const unsigned char *)s->data;
    for (size_t i = 0; i < s->len; i++) {
        if (p[i] >= 0x80)
            ascii = false;
        if ((p[i] & 0xC0) != 0x80)
            cps++;
    }
    s->cplen = cps;
    s->ascii = ascii;
    s->data[s->len] = 0;
}

obj *str_new(const char *data, size_t len)
{
    if (len == 1 && (unsigned char)data[0] < 128 && ascii_chars[(unsigned char)data[0]])
        return incref((obj *)ascii_chars[(unsigned char)data[0]]);
    if (len == 0 && empty_str)
        return incref(empty_str);
    obj *s = str_alloc(len);
    if (!s)
        return NULL;
    memcpy(AS(str_obj, s)->data, data, len);
    str_finish(s);
    return s;
}

obj *str_new_cstr(const char *s)
{
    return str_new(s, strlen(s));
}

obj *str_intern_static(const char *s)
{
    obj *o = str_new_cstr(s);
    if (o)
        o->refcnt = REFCNT_IMMORTAL;
    return o;
}

obj *str_from_vfmt(const char *fmt, va_list ap)
{
    char buf[512];
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    obj *s = NULL;
    if (n < 0)
        n = 0;
    if ((size_t)n < sizeof buf) {
        s = str_new(buf, (size_t)n);
    } else if ((s = str_alloc((size_t)n))) {
        vsnprintf(AS(str_obj, s)->data, (size_t)n + 1, fmt, again);
        str_finish(s);
    }
    va_end(again);
    return s;
}

obj *str_from_fmt(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    obj *s = str_from_vfmt(fmt, ap);
    va_end(ap);
    return s;
}

const char *str_cstr(obj *o)
{
    return AS(str_obj, o)->data;
}

bool str_eq(obj *a, obj *b)
{
    if (a == b)
        return true;
    struct str_obj *x = AS(str_obj, a), *y = AS(str_obj, b);
    if (x->len != y->len)
        return false;
    if (x->hash != -1 && y->hash != -1 && x->hash != y->hash)
        return false;
    vm_debit_bytes(x->len);
    return memcmp(x->data, y->data, x->len) == 0;
}

int str_hash(obj *o, int64_t *out)
{
    struct str_obj *s = AS(str_obj, o);
    if (s->hash == -1) {
        /* FNV-1a over the bytes, then a final avalanche. CPython's str hash is randomised
         * per process, so no snippet can depend on its values. */
        uint64_t h = 1469598103934665603ULL;
        for (size_t i = 0; i < s->len; i++) {
            h ^= (unsigned char)s->data[i];
            h *= 1099511628211ULL;
        }
        h ^= h >> 31;
        h *= 0x7fb5d329728ea185ULL;
        h ^= h >> 27;
        int64_t v = (int64_t)h;
        s->hash = v == -1 ? -2 : v;
    }
    *out = s->hash;
    return 0;
}

obj *str_concat(obj *a, obj *b)
{
    size_t la = str_len(a), lb = str_len(b);
    if (!la)
        return incref(b);
    if (!lb)
        return incref(a);
    obj *s = str_alloc(la + lb);
    if (!s)
        return NULL;
    memcpy(AS(str_obj, s)->data, str_cstr(a), la);
    memcpy(AS(str_obj, s)->data + la, str_cstr(b), lb);
    AS(str_obj, s)->cplen = AS(str_obj, a)->cplen + AS(str_obj, b)->cplen;
    AS(str_obj, s)->ascii = AS(str_obj, a)->ascii && AS(str_obj, b)->ascii;
    return s;
}

size_t str_utf8_encode(uint32_t cp, char *out)
{
    return utf8_encode(cp, out);
}

uint32_t str_utf8_decode(const char *s, size_t *adv)
{
    const unsigned char *p = (const unsigned char *)s;
    if (p[0] < 0x80) {
        *adv = 1;
        return p[0];
    }
    if ((p[0] & 0xE0) == 0xC0) {
        *adv = 2;
        return ((uint32_t)(p[0] & 0x1F) << 6) | (p[1] & 0x3F);
    }
    if ((p[0] & 0xF0) == 0xE0) {
        *adv = 3;
        return ((uint32_t)(p[0] & 0x0F) << 12) | ((uint32_t)(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
    }
    *adv = 4;
    return ((uint32_t)(p[0] & 0x07) << 18) | ((uint32_t)(p[1] & 0x3F) << 12) |
           ((uint32_t)(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
}

bool utf8_valid(const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < len) {
        unsigned char c = p[i];
        size_t n = c < 0x80             ? 1
                   : (c & 0xE0) == 0xC0 ? 2
                   : (c & 0xF0) == 0xE0 ? 3
                   : (c & 0xF8) == 0xF0 ? 4
                                        : 0;
        if (!n || i + n > len || (n == 2 && c < 0xC2))
            return false;
        for (size_t k = 1; k < n; k++)
            if ((p[i + k] & 0xC0) != 0x80)
                return false;
        if (n == 3 && c == 0xE0 && p[i + 1] < 0xA0)
            return false;
        if (n == 4 &&
            (c > 0xF4 || (c == 0xF0 && p[i + 1] < 0x90) || (c == 0xF4 && p[i + 1] > 0x8F)))
            return false;
        i += n;
    }
    return true;
}

obj *str_from_codepoint(uint32_t cp)
{
    char buf[4];
    size_t n = str_utf8_encode(cp, buf);
    return str_new(buf, n);
}

void str_cache_reset(void)
{
    last_index.s = NULL;
}

size_t str_cp_offset(obj *o, size_t idx)
{
    struct str_obj *s = AS(str_obj, o);
    if (s->ascii)
        return idx;
    if (idx >= s->cplen)
        return s->len;
    /* start from the nearest known position: the start, the end, or the last lookup */
    size_t cp = 0, off = 0;
    if (idx > s->cplen - idx)
        cp = s->cplen, off = s->len;
    if (last_index.s == o) {
        size_t dl = last_index.cp > idx ? last_index.cp - idx : idx - last_index.cp;
        size_t dk = cp > idx ? cp - idx : idx - cp;
        if (dl < dk)
            cp = last_index.cp, off = last_index.off;
    }
    /* the walk is paid by its length: s[i] on a long non-ASCII str in a loop is O(n) */
    vm_debit_bytes((cp > idx ? cp - idx : idx - cp) * 2);
    while (cp < idx) {
        off++;
        while (off < s->len && ((unsigned char)s->data[off] & 0xC0) == 0x80)
            off++;
        cp++;
    }
    while (cp > idx) {
        off--;
        while (off > 0 && ((unsigned char)s->data[off] & 0xC0) == 0x80)
            off--;
        cp--;
    }
    last_index.s = o;
    last_index.cp = cp;
    last_index.off = off;
    return off;
}

bool str_is_dunder(obj *name)
{
    size_t n = str_len(name);
    const char *s = str_cstr(name);
    return n > 4 && s[0] == '_' && s[1] == '_' && s[n - 1] == '_' && s[n - 2] == '_';
}

obj *str_repr(obj *o)
{
    struct str_obj *s = AS(str_obj, o);
    bool has_sq = memchr(s->data, '\'', s->len) != NULL;
    bool has_dq = memchr(s->data, '"', s->len) != NULL;
    char q = (has_sq && !has_dq) ? '"' : '\'';
    /* worst case: \U0010ffff per code point (10 bytes) */
    size_t cap = s->len * 10 + 3;
    if (!mem_check(cap))
        return NULL;
    obj *r = str_alloc(cap);
    if (!r)
        return NULL;
    char *out = AS(str_obj, r)->data;
    size_t o2 = 0;
    out[o2++] = q;
    for (size_t i = 0; i < s->len;) {
        unsigned char c = (unsigned char)s->data[i];
        if (c < 0x80) {
            i++;
            if (c == (unsigned char)q || c == '\\') {
                out[o2++] = '\\';
                out[o2++] = (char)c;
            } else if (c == '\n') {
                out[o2++] = '\\';
                out[o2++] = 'n';
            } else if (c == '\r') {
                out[o2++] = '\\';
                out[o2++] = 'r';
            } else if (c == '\t') {
                out[o2++] = '\\';
                out[o2++] = 't';
            } else if (c < 0x20 || c == 0x7f) {
                o2 += (size_t)sprintf(out + o2, "\\x%02x", c);
            } else {
                out[o2++] = (char)c;
            }
            continue;
        }
        size_t adv;
        uint32_t cp = str_utf8_decode(s->data + i, &adv);
        if (unicode_isprintable(cp)) {
            memcpy(out + o2, s->data + i, adv);
            o2 += adv;
        } else if (cp <= 0xff) {
            o2 += (size_t)sprintf(out + o2, "\\x%02x", cp);
        } else if (cp <= 0xffff) {
            o2 += (size_t)sprintf(out + o2, "\\u%04x", cp);
        } else {
            o2 += (size_t)sprintf(out + o2, "\\U%08x", cp);
        }
        i += adv;
    }
    out[o2++] = q;
    AS(str_obj, r)->len = o2;
    str_finish(r);
    return r;
}

obj *str_ascii(obj *o)
{
    obj *r = str_repr(o);
    if (!r)
        return NULL;
    obj *e = str_escape_non_ascii(r);
    decref(r);
    return e;
}

/* What int() and float() parse: CPython first maps every Unicode decimal digit to its
 * ASCII digit and every Unicode space to ' ' (int('١٢٣') == 123); other characters stay,
 * and fail the parse. A new reference; s itself when it is ASCII. */
obj *str_decimal_to_ascii(obj *s)
{
    struct str_obj *so = AS(str_obj, s);
    if (so->ascii)
        return incref(s);
    obj *r = str_alloc(so->len);
    if (!r)
        return NULL;
    char *d = AS(str_obj, r)->data;
    size_t n = 0;
    for (size_t i = 0; i < so->len;) {
        size_t adv;
        uint32_t cp = str_utf8_decode(so->data + i, &adv);
        int v = unicode_decimal_value(cp);
        if (v >= 0)
            d[n++] = (char)('0' + v);
        else if (unicode_isspace(cp))
            d[n++] = ' ';
        else {
            memcpy(d + n, so->data + i, adv);
            n += adv;
        }
        i += adv;
    }
    AS(str_obj, r)->len = n;
    str_finish(r);
    return r;
}

/* ascii(): \x, \u or \U escapes for every non-ASCII code point of a repr */
obj *str_escape_non_ascii(obj *r)
{
    if (AS(str_obj, r)->ascii)
        return incref(r);
    struct str_obj *s = AS(str_obj, r);
    obj *out = str_alloc(s->len * 10);
    if (!out)
        return NULL;
    size_t n = 0;
    char *d = AS(str_obj, out)->data;
    for (size_t i = 0; i < s->len;) {
        size_t adv;
        uint32_t cp = str_utf8_decode(s->data + i, &adv);
        if (cp < 0x80)
            d[n++] = (char)cp;
        else if (cp <= 0xff)
            n += (size_t)sprintf(d + n, "\\x%02x", cp);
        else if (cp <= 0xffff)
            n += (size_t)sprintf(d + n, "\\u%04x", cp);
        else
            n += (size_t)sprintf(d + n, "\\U%08x", cp);
        i += adv;
    }
    AS(str_obj, out)->len = n;
    str_finish(out);
    return out;
}

static obj *str_str_slot(obj *o)
{
    if (o->type == &type_str)
        return incref(o);
    return str_new(str_cstr(o), str_len(o));
}

static obj *str_compare(obj *a, obj *b, int op)
{
    if (!is_str(a) || !is_str(b))
        return incref(NOTIMPL);
    if (op == CMP_EQ)
        return bool_obj(str_eq(a, b));
    if (op == CMP_NE)
        return bool_obj(!str_eq(a, b));
    size_t la = str_len(a), lb = str_len(b);
    vm_debit_bytes(la < lb ? la : lb);
    int c = memcmp(str_cstr(a), str_cstr(b), la < lb ? la : lb);
    if (!c)
        c = (la > lb) - (la < lb);
    return bool_obj(op_cmp_holds(c, op));
}

static obj *str_repeat(obj *s, obj *n)
{
    size_t len = str_len(s), total;
    if (seq_repeat_len(n, len, 1, &total) < 0)
        return NULL;
    if (!total)
        return str_new("", 0);
    if (!vm_charge(total / 64))
        return vm_ops_exceeded();
    obj *r = str_alloc(total);
    if (!r)
        return NULL;
    char *d = AS(str_obj, r)->data;
    memcpy(d, str_cstr(s), len);
    size_t done = len;
    while (done < total) {
        size_t c = done < total - done ? done : total - done;
        memcpy(d + done, d, c);
        done += c;
    }
    AS(str_obj, r)->cplen = AS(str_obj, s)->cplen * (total / len);
    AS(str_obj, r)->ascii = AS(str_obj, s)->ascii;
    return r;
}

static obj *str_binary(obj *a, obj *b, int op)
{
    if (op == BIN_ADD) {
        if (is_str(a) && is_str(b))
            return str_concat(a, b);
        if (is_str(a))
            return exc_raise(&exc_TypeError, "can only concatenate str (not \"%s\") to str",
                             op_type_name(b));
        return incref(NOTIMPL);
    }
    if (op == BIN_MUL) {
        if (is_str(a) && is_int(b))
            return str_repeat(a, b);
        if (is_int(a) && is_str(b))
            return str_repeat(b, a);
        return incref(NOTIMPL);
    }
    if (op == BIN_MOD && is_str(a))
        return strfmt_percent(a, b);
    return incref(NOTIMPL);
}

static intptr_t str_len_slot(obj *o)
{
    return (intptr_t)AS(str_obj, o)->cplen;
}

static obj *str_substr(obj *o, size_t cstart, size_t cend)
{
    struct str_obj *s = AS(str_obj, o);
    if (s->ascii)
        return str_new(s->data + cstart, cend - cstart);
    size_t b0 = str_cp_offset(o, cstart);
    size_t b1 = b0;
    size_t k = cend - cstart;
    while (k && b1 < s->len) {
        b1++;
        while (b1 < s->len && ((unsigned char)s->data[b1] & 0xC0) == 0x80)
            b1++;
        k--;
    }
    return str_new(s->data + b0, b1 - b0);
}

static obj *str_getitem(obj *o, obj *key)
{
    struct str_obj *s = AS(str_obj, o);
    if (!is_small(key) && key->type == &type_slice) {
        intptr_t start, stop, step, count;
        if (slice_indices(key, &s->cplen, &start, &stop, &step, &count) < 0)
            return NULL;
        if (step == 1)
            return str_substr(o, (size_t)start, (size_t)(start < stop ? stop : start));
        if (s->ascii) {
            obj *r = str_alloc((size_t)count);
            if (!r)
                return NULL;
            for (intptr_t i = 0; i < count; i++)
                AS(str_obj, r)->data[i] = s->data[start + i * step];
            str_finish(r);
            return r;
        }
        /* non-ASCII: collect code point offsets */
        size_t *offs = mem_alloc((s->cplen + 1) * sizeof(size_t));
        if (!offs)
            return NULL;
        size_t k = 0;
        for (size_t b = 0; b < s->len; b++)
            if (((unsigned char)s->data[b] & 0xC0) != 0x80)
                offs[k++] = b;
        offs[k] = s->len;
        obj *r = str_alloc(s->len);
        if (!r) {
            mem_free(offs);
            return NULL;
        }
        size_t n = 0;
        for (intptr_t i = 0; i < count; i++) {
            size_t c = (size_t)(start + i * step);
            size_t w = offs[c + 1] - offs[c];
            memcpy(AS(str_obj, r)->data + n, s->data + offs[c], w);
            n += w;
        }
        mem_free(offs);
        AS(str_obj, r)->len = n;
        str_finish(r);
        return r;
    }
    size_t i;
    if (seq_index(key, &s->cplen, &i, "string index out of range",
                  "string indices must be integers, not '%s'") < 0)
        return NULL;
    return str_substr(o, i, i + 1);
}

static int str_contains(obj *o, obj *x)
{
    if (!is_str(x)) {
        exc_raise(&exc_TypeError, "'in <string>' requires string as left operand, not %s",
                  op_type_name(x));
        return -1;
    }
    if (!str_len(x))
        return 1;
    vm_debit_bytes(str_len(o));
    return memmem(str_cstr(o), str_len(o), str_cstr(x), str_len(x)) != NULL;
}

/* ---- iteration ---- */
struct striter {
    obj hdr;
    obj *s;
    size_t off;
};
static obj *str_iter(obj *o)
{
    return obj_new_refs(&type_iter_str, &o, 1);
}
static obj *striter_next(obj *o)
{
    struct striter *it = (struct striter *)o;
    struct str_obj *s = AS(str_obj, it->s);
    if (it->off >= s->len)
        return NULL;
    unsigned char c = (unsigned char)s->data[it->off];
    if (c < 0x80) {
        it->off++;
        return incref((obj *)ascii_chars[c]);
    }
    size_t adv;
    str_utf8_decode(s->data + it->off, &adv);
    obj *r = str_new(s->data + it->off, adv);
    it->off += adv;
    return r;
}
struct type type_iter_str = {
    .name = "str_ascii_iterator",
    .instance_size = sizeof(struct striter),
    .refs = REFS(struct striter, s),
    .next = striter_next,
};

obj *str_call_form(const char *name, obj *parts)
{
    obj *sep = str_new(", ", 2);
    obj *body = sep ? str_join(sep, parts) : NULL;
    xdecref(sep);
    decref(parts);
    obj *r = body ? str_from_fmt("%s(%s)", name, str_cstr(body)) : NULL;
    xdecref(body);
    return r;
}

obj *str_join(obj *sep, obj *iterable)
{
    obj *seq;
    if (is_list(iterable) || is_tuple(iterable)) {
        seq = incref(iterable);
    } else {
        /* CPython's PySequence_Fast: only iter()'s own TypeError is reworded */
        obj *it = op_iter(iterable);
        if (!it && exc_pending_is(&exc_TypeError)) {
            exc_clear();
            return exc_raise(&exc_TypeError, "can only join an iterable");
        }
        seq = it ? list_from_iter(it) : NULL;
        xdecref(it);
    }
    if (!seq)
        return NULL;
    obj **items = is_list(seq) ? AS(list_obj, seq)->items : AS(tuple_obj, seq)->items;
    size_t n = is_list(seq) ? AS(list_obj, seq)->len : AS(tuple_obj, seq)->len;
    size_t total = 0, cps = 0;
    bool ascii = AS(str_obj, sep)->ascii;
    for (size_t i = 0; i < n; i++) {
        if (!is_str(items[i])) {
            exc_raise(&exc_TypeError, "sequence item %zu: expected str instance, %s found", i,
                      op_type_name(items[i]));
            decref(seq);
            return NULL;
        }
        total += str_len(items[i]);
        cps += AS(str_obj, items[i])->cplen;
        ascii = ascii && AS(str_obj, items[i])->ascii;
        if (total > LIMIT_SEQ_BYTES) {
            decref(seq);
            exc_no_memory();
            return NULL;
        }
    }
    size_t sl = str_len(sep);
    if (n > 1) {
        if (sl && (n - 1) > (LIMIT_SEQ_BYTES - total) / sl) {
            decref(seq);
            exc_no_memory();
            return NULL;
        }
        total += sl * (n - 1);
        cps += AS(str_obj, sep)->cplen * (n - 1);
    }
    if (!vm_charge(n / 4 + total / 256)) {
        decref(seq);
        return vm_ops_exceeded();
    }
    if (n == 1 && items[0]->type == &type_str) {
        obj *r = incref(items[0]);
        decref(seq);
        return r;
    }
    obj *r = str_alloc(total);
    if (!r) {
        decref(seq);
        return NULL;
    }
    char *d = AS(str_obj, r)->data;
    const char *sd = str_cstr(sep);
    for (size_t i = 0; i < n; i++) {
        if (i && sl == 1) { /* ",".join(parts): no call to copy one byte */
            *d++ = *sd;
        } else if (i && sl) {
            memcpy(d, sd, sl);
            d += sl;
        }
        size_t l = str_len(items[i]);
        memcpy(d, str_cstr(items[i]), l);
        d += l;
    }
    AS(str_obj, r)->cplen = cps;
    AS(str_obj, r)->ascii = ascii;
    decref(seq);
    return r;
}

/* ---- methods ---- */
#define SELF args[0]
#define METHOD(name) static obj *str_m_##name(obj **args, size_t nargs, obj *kw)

static bool arg_str(obj *o, const char *fname, int argn)
{
    if (is_str(o))
        return true;
    (void)argn;
    exc_raise(&exc_TypeError, "%s arg must be None or str", fname);
    return false;
}

METHOD(join)
{
    return str_join(SELF, args[1]);
}

enum case_mode { CASE_UPPER, CASE_LOWER, CASE_SWAP, CASE_FOLD, CASE_TITLE, CASE_CAPITALIZE };

static uint32_t cp_at(const char *s, size_t i)
{
    size_t adv;
    return str_utf8_decode(s + i, &adv);
}

/* CPython's Final_Sigma: a capital sigma becomes ς when a cased letter precedes it and
 * none follows, case-ignorable characters (apostrophes, marks) skipped on both sides. */
static bool final_sigma(const char *s, size_t len, size_t at, size_t adv)
{
    size_t j = at;
    uint32_t c = 0;
    bool found = false;
    while (j > 0) {
        do
            j--;
        while (j > 0 && ((unsigned char)s[j] & 0xC0) == 0x80);
        c = cp_at(s, j);
        if (!unicode_iscase_ignorable(c)) {
            found = true;
            break;
        }
    }
    if (!found || !unicode_iscased(c))
        return false;
    for (j = at + adv; j < len;) {
        size_t a;
        c = str_utf8_decode(s + j, &a);
        if (!unicode_iscase_ignorable(c))
            return !unicode_iscased(c);
        j += a;
    }
    return true;
}

/* lower() of one code point of s, Final_Sigma included */
static int lower_at(const char *s, size_t len, size_t at, size_t adv, uint32_t cp,
                    uint32_t out[UNICODE_MAX_MAPPING])
{
    if (cp == 0x3A3) {
        out[0] = final_sigma(s, len, at, adv) ? 0x3C2 : 0x3C3;
        return 1;
    }
    return unicode_lower(cp, out);
}

static obj *case_map(obj *str, enum case_mode mode)
{
    struct str_obj *so = AS(str_obj, str);
    /* a table lookup per code point, beyond the allocation's charge (title and capitalize
     * take this path for ASCII too) */
    if (!so->ascii || mode == CASE_TITLE || mode == CASE_CAPITALIZE)
        vm_debit_bytes(so->len * 8);
    if (so->ascii && mode != CASE_TITLE && mode != CASE_CAPITALIZE) {
        obj *r = str_alloc(so->len);
        if (!r)
            return NULL;
        char *d = AS(str_obj, r)->data;
        for (size_t i = 0; i < so->len; i++) {
            char c = so->data[i];
            bool up = c >= 'A' && c <= 'Z', low = c >= 'a' && c <= 'z';
            if (mode == CASE_UPPER ? low : mode == CASE_SWAP ? up || low : up)
                c ^= 32;
            d[i] = c;
        }
        AS(str_obj, r)->cplen = so->cplen;
        AS(str_obj, r)->ascii = true;
        return r;
    }
    struct textbuf b = {0};
    bool prev_cased = false;
    for (size_t i = 0; i < so->len;) {
        size_t adv;
        uint32_t cp = str_utf8_decode(so->data + i, &adv);
        uint32_t out[UNICODE_MAX_MAPPING];
        int n;
        switch (mode) {
        case CASE_UPPER:
            n = unicode_upper(cp, out);
            break;
        case CASE_LOWER:
            n = lower_at(so->data, so->len, i, adv, cp, out);
            break;
        case CASE_SWAP:
            if (unicode_isupper(cp))
                n = lower_at(so->data, so->len, i, adv, cp, out);
            else if (unicode_islower(cp))
                n = unicode_upper(cp, out);
            else
                out[0] = cp, n = 1;
            break;
        case CASE_FOLD:
            n = unicode_fold(cp, out);
            break;
        case CASE_TITLE:
            n = prev_cased ? lower_at(so->data, so->len, i, adv, cp, out) : unicode_title(cp, out);
            prev_cased = unicode_iscased(cp);
            break;
        default: /* CASE_CAPITALIZE: titlecase the first character (CPython 3.8+) */
            n = i == 0 ? unicode_title(cp, out) : lower_at(so->data, so->len, i, adv, cp, out);
            break;
        }
        for (int k = 0; k < n; k++)
            if (!tb_add_cp(&b, out[k])) {
                tb_free(&b);
                return NULL;
            }
        i += adv;
    }
    return tb_finish(&b);
}

/* upper, lower, swapcase, casefold, title, capitalize: case_map with the mapping */
#define CASE_METHOD(name, how)                                                                     \
    METHOD(name)                                                                                   \
    {                                                                                              \
        return case_map(SELF, how);                                                                \
    }
CASE_METHOD(upper, CASE_UPPER)
CASE_METHOD(lower, CASE_LOWER)
CASE_METHOD(swapcase, CASE_SWAP)
CASE_METHOD(casefold, CASE_FOLD)
CASE_METHOD(title, CASE_TITLE)
CASE_METHOD(capitalize, CASE_CAPITALIZE)

typedef bool (*cp_pred)(uint32_t);
/* True when the string is non-empty, its first code point passes `first` and every later one
 * passes `rest` (the same predicate but for isidentifier) */
static obj *all_cps2(obj *self, cp_pred first, cp_pred rest)
{
    struct str_obj *so = AS(str_obj, self);
    if (!so->len)
        return FALSE_OBJ;
    /* a table lookup per code point: several times the cost of a byte compared */
    vm_debit_bytes(so->len * 8);
    for (size_t i = 0; i < so->len;) {
        size_t adv;
        if (!(i == 0 ? first : rest)(str_utf8_decode(so->data + i, &adv)))
            return FALSE_OBJ;
        i += adv;
    }
    return TRUE_OBJ;
}
static obj *all_cps(obj *self, cp_pred f)
{
    return all_cps2(self, f, f);
}
static bool cp_isalnum(uint32_t c)
{
    return unicode_isalpha(c) || unicode_isdecimal(c) || unicode_isdigit(c) || unicode_isnumeric(c);
}
/* isdigit, isdecimal, isnumeric, isalpha, isalnum, isspace: every code point passes */
#define ALL_CPS_METHOD(name, pred)                                                                 \
    METHOD(name)                                                                                   \
    {                                                                                              \
        return all_cps(SELF, pred);                                                                \
    }
ALL_CPS_METHOD(isdigit, unicode_isdigit)
ALL_CPS_METHOD(isdecimal, unicode_isdecimal)
ALL_CPS_METHOD(isnumeric, unicode_isnumeric)
ALL_CPS_METHOD(isalpha, unicode_isalpha)
ALL_CPS_METHOD(isalnum, cp_isalnum)
ALL_CPS_METHOD(isspace, unicode_isspace)
METHOD(isascii)
{
    return bool_obj(AS(str_obj, SELF)->ascii);
}
METHOD(isprintable)
{
    if (!str_len(SELF))
        return TRUE_OBJ;
    return all_cps(SELF, unicode_isprintable);
}
/* CPython: no lowercase (or titlecase) letter, and at least one uppercase; and mirrored */
static obj *case_check(obj *self, bool upper)
{
    struct str_obj *so = AS(str_obj, self);
    bool cased = false;
    vm_debit_bytes(so->len * 8);
    for (size_t i = 0; i < so->len;) {
        size_t adv;
        uint32_t c = str_utf8_decode(so->data + i, &adv);
        i += adv;
        if ((upper ? unicode_islower(c) : unicode_isupper(c)) || unicode_istitle(c))
            return FALSE_OBJ;
        if (upper ? unicode_isupper(c) : unicode_islower(c))
            cased = true;
    }
    return bool_obj(cased);
}
METHOD(isupper)
{
    return case_check(SELF, true);
}
METHOD(islower)
{
    return case_check(SELF, false);
}
METHOD(istitle)
{
    struct str_obj *so = AS(str_obj, SELF);
    bool prev_cased = false, cased = false;
    vm_debit_bytes(so->len * 8);
    for (size_t i = 0; i < so->len;) {
        size_t adv;
        uint32_t c = str_utf8_decode(so->data + i, &adv);
        i += adv;
        bool upper = unicode_isupper(c) || unicode_istitle(c);
        if (!seq_title_step(upper, !upper && unicode_islower(c), &prev_cased, &cased))
            return FALSE_OBJ;
    }
    return bool_obj(cased);
}
METHOD(isidentifier)
{
    return all_cps2(SELF, unicode_isidstart, unicode_isidcontinue);
}

/* strip family: chars NULL means whitespace */
static obj *do_strip(obj **args, size_t nargs, int which, const char *fname)
{
    obj *chars = nargs > 1 && args[1] != NONE ? args[1] : NULL;
    if (chars && !arg_str(chars, fname, 1))
        return NULL;
    struct str_obj *s = AS(str_obj, args[0]);
    size_t b = 0, e = s->len;
    while (b < e) {
        size_t adv;
        uint32_t c = str_utf8_decode(s->data + b, &adv);
        bool strip = chars ? memmem(str_cstr(chars), str_len(chars), s->data + b, adv) != NULL
                           : unicode_isspace(c);
        if (!strip || !(which & 1))
            break;
        b += adv;
    }
    while (e > b && (which & 2)) {
        size_t st = e - 1;
        while (st > b && ((unsigned char)s->data[st] & 0xC0) == 0x80)
            st--;
        size_t adv;
        uint32_t c = str_utf8_decode(s->data + st, &adv);
        bool strip = chars ? memmem(str_cstr(chars), str_len(chars), s->data + st, adv) != NULL
                           : unicode_isspace(c);
        if (!strip)
            break;
        e = st;
    }
    /* each stripped code point was decoded and looked up among chars */
    vm_debit_bytes((b + (s->len - e)) * (8 + (chars ? str_len(chars) : 0)));
    if (b == 0 && e == s->len && args[0]->type == &type_str)
        return incref(args[0]);
    return str_new(s->data + b, e - b);
}
METHOD(strip)
{
    return do_strip(args, nargs, 3, "strip");
}
METHOD(lstrip)
{
    return do_strip(args, nargs, 1, "lstrip");
}
METHOD(rstrip)
{
    return do_strip(args, nargs, 2, "rstrip");
}

/* the code point that ends just before byte offset e (> 0), and where it starts */
static uint32_t cp_before(const char *d, size_t e, size_t *start)
{
    size_t b = e - 1;
    while (b > 0 && ((unsigned char)d[b] & 0xC0) == 0x80)
        b--;
    size_t adv;
    *start = b;
    return str_utf8_decode(d + b, &adv);
}

/* rsplit() cuts its pieces from the right end: this puts them back in reading order. */
static void reverse_pieces(obj *list)
{
    struct list_obj *l = AS(list_obj, list);
    for (size_t i = 0; i < l->len / 2; i++) {
        obj *t = l->items[i];
        l->items[i] = l->items[l->len - 1 - i];
        l->items[l->len - 1 - i] = t;
    }
}

/* split()/rsplit() on runs of whitespace. Once maxsplit pieces are cut, the rest is one
 * piece with only the whitespace at the cut removed (CPython: "  x  y  ".split(None, 1) is
 * ['x', 'y  ']). */
static obj *split_ws(obj *s, int64_t maxsplit, bool right)
{
    struct str_obj *so = AS(str_obj, s);
    obj *res = list_new(0);
    if (!res)
        return NULL;
    if (!right) {
        size_t i = 0;
        while (i < so->len) {
            size_t adv;
            while (i < so->len && unicode_isspace(str_utf8_decode(so->data + i, &adv)))
                i += adv;
            if (i >= so->len)
                break;
            size_t st = i;
            if (maxsplit >= 0 && (int64_t)AS(list_obj, res)->len >= maxsplit) {
                if (list_append_steal(res, str_new(so->data + st, so->len - st)) < 0)
                    goto fail;
                break;
            }
            while (i < so->len && !unicode_isspace(str_utf8_decode(so->data + i, &adv)))
                i += adv;
            if (list_append_steal(res, str_new(so->data + st, i - st)) < 0)
                goto fail;
        }
        return res;
    }
    size_t e = so->len, b;
    while (e > 0) {
        while (e > 0 && unicode_isspace(cp_before(so->data, e, &b)))
            e = b;
        if (!e)
            break;
        if (maxsplit >= 0 && (int64_t)AS(list_obj, res)->len >= maxsplit) {
            if (list_append_steal(res, str_new(so->data, e)) < 0)
                goto fail;
            break;
        }
        size_t st = e;
        while (st > 0 && !unicode_isspace(cp_before(so->data, st, &b)))
            st = b;
        if (list_append_steal(res, str_new(so->data + st, e - st)) < 0)
            goto fail;
        e = st;
    }
    reverse_pieces(res);
    return res;
fail:
    decref(res);
    return NULL;
}

static obj *do_split(obj **args, size_t nargs, obj *kw, bool right)
{
    obj **a = args;
    int64_t maxsplit = -1;
    if (a[2] && (!is_int(a[2]) || !int_to_i64(a[2], &maxsplit)))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(a[2]));
    obj *sep = a[1] && a[1] != NONE ? a[1] : NULL;
    if (!sep)
        return split_ws(a[0], maxsplit, right);
    if (!is_str(sep))
        return exc_raise(&exc_TypeError, "must be str or None, not %s", op_type_name(sep));
    size_t sl = str_len(sep);
    if (!sl)
        return exc_raise(&exc_ValueError, "empty separator");
    struct str_obj *so = AS(str_obj, a[0]);
    vm_debit_bytes(so->len);
    obj *res = list_new(0);
    if (!res)
        return NULL;
    if (!right) {
        const char *p = so->data, *end = so->data + so->len;
        for (;;) {
            const char *q = (maxsplit < 0 || (int64_t)AS(list_obj, res)->len < maxsplit)
                                ? memmem(p, (size_t)(end - p), str_cstr(sep), sl)
                                : NULL;
            if (!q) {
                if (list_append_steal(res, str_new(p, (size_t)(end - p))) < 0)
                    goto fail;
                break;
            }
            if (list_append_steal(res, str_new(p, (size_t)(q - p))) < 0)
                goto fail;
            p = q + sl;
        }
        return res;
    }
    size_t e = so->len;
    for (;;) {
        const char *found = NULL;
        if (maxsplit < 0 || (int64_t)AS(list_obj, res)->len < maxsplit) {
            for (size_t i = e; i >= sl; i--)
                if (!memcmp(so->data + i - sl, str_cstr(sep), sl)) {
                    found = so->data + i - sl;
                    break;
                }
        }
        if (!found) {
            if (list_append_steal(res, str_new(so->data, e)) < 0)
                goto fail;
            break;
        }
        size_t st = (size_t)(found - so->data) + sl;
        if (list_append_steal(res, str_new(so->data + st, e - st)) < 0)
            goto fail;
        e = (size_t)(found - so->data);
    }
    reverse_pieces(res);
    return res;
fail:
    decref(res);
    return NULL;
}
METHOD(split)
{
    return do_split(args, nargs, kw, false);
}
METHOD(rsplit)
{
    return do_split(args, nargs, kw, true);
}

METHOD(splitlines)
{
    obj **a = args;
    bool keep = a[1] && op_truth(a[1]) > 0;
    struct str_obj *so = AS(str_obj, a[0]);
    vm_debit_bytes(so->len);
    obj *res = list_new(0);
    if (!res)
        return NULL;
    size_t i = 0, st = 0;
    while (i < so->len) {
        size_t adv;
        uint32_t c = str_utf8_decode(so->data + i, &adv);
        bool nl = c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d ||
                  c == 0x1e || c == 0x85 || c == 0x2028 || c == 0x2029;
        if (!nl) {
            i += adv;
            continue;
        }
        size_t e = i;
        i += adv;
        if (c == '\r' && i < so->len && so->data[i] == '\n')
            i++;
        if (list_append_steal(res, str_new(so->data + st, (keep ? i : e) - st)) < 0) {
            decref(res);
            return NULL;
        }
        st = i;
    }
    if (st < so->len && list_append_steal(res, str_new(so->data + st, so->len - st)) < 0) {
        decref(res);
        return NULL;
    }
    return res;
}

static int str_slice_bound(obj *o, int64_t *out)
{
    if (!is_int(o) && !op_special_exists(o, "__index__")) {
        exc_raise(&exc_TypeError, "slice indices must be integers or None or have an "
                                  "__index__ method");
        return -1;
    }
    intptr_t v;
    if (op_index_clamped(o, &v) < 0)
        return -1;
    *out = v;
    return 0;
}

/* Resolves the optional start/end code-point arguments (args[2], args[3]) of a search on
 * args[0] into byte offsets: 0, 1 when start lies beyond the end (nothing to search), or -1
 * with an exception. */
static int sub_range(obj **args, size_t nargs, size_t *b0, size_t *b1)
{
    obj *s = args[0], *start = nargs > 2 ? args[2] : NULL, *end = nargs > 3 ? args[3] : NULL;
    struct str_obj *so = AS(str_obj, s);
    int64_t n = (int64_t)so->cplen, st = 0, en = n;
    if (start && start != NONE) {
        if (str_slice_bound(start, &st) < 0)
            return -1;
        if (st < 0)
            st = st + n < 0 ? 0 : st + n;
    }
    if (end && end != NONE) {
        if (str_slice_bound(end, &en) < 0)
            return -1;
        if (en < 0)
            en = en + n < 0 ? 0 : en + n;
    }
    if (en > n)
        en = n;
    if (st > n) {
        *b0 = *b1 = so->len + 1; /* empty, beyond */
        return 1;
    }
    if (en < st)
        en = st;
    *b0 = str_cp_offset(s, (size_t)st);
    *b1 = str_cp_offset(s, (size_t)en);
    return 0;
}

static size_t byte_to_cp(obj *s, size_t b)
{
    struct str_obj *so = AS(str_obj, s);
    if (so->ascii)
        return b;
    vm_debit_bytes(b);
    return utf8_count(so->data, b);
}

/* The arguments of find/rfind/index/rindex/count: a str needle in args[1], then the
 * optional start and end; returns as sub_range does. */
static int needle_range(obj **args, size_t nargs, const char *fname, size_t *b0, size_t *b1)
{
    if (!is_str(args[1])) {
        exc_raise(&exc_TypeError, "must be str, not %s", op_type_name(args[1]));
        return -1;
    }
    return sub_range(args, nargs, b0, b1);
}

/* find, rfind, index, rindex (DATA: FIND_REV for the r- forms, FIND_RAISE for the index ones,
 * together the entry's index in their names) */
enum { FIND_REV = 1, FIND_RAISE = 2 };
static obj *str_m_find(obj **args, size_t nargs, obj *kw, intptr_t data)
{
    static const char *const names[] = {"find", "rfind", "index", "rindex"};
    const char *fname = names[data];
    bool rev = data & FIND_REV, raise = data & FIND_RAISE;
    size_t b0, b1;
    int rc = needle_range(args, nargs, fname, &b0, &b1);
    if (rc < 0)
        return NULL;
    const char *base = str_cstr(args[0]);
    size_t nl = str_len(args[1]);
    intptr_t found = -1;
    if (rc == 0 && b1 - b0 >= nl) {
        /* memmem is a fast scan; the backward search calls memcmp at every position */
        vm_debit_bytes((b1 - b0) * (rev ? 8 : 1));
        if (!rev) {
            const char *q = nl ? memmem(base + b0, b1 - b0, str_cstr(args[1]), nl) : base + b0;
            if (q)
                found = (intptr_t)byte_to_cp(args[0], (size_t)(q - base));
        } else {
            for (size_t i = b1 - nl + 1; i-- > b0;)
                if (!memcmp(base + i, str_cstr(args[1]), nl)) {
                    found = (intptr_t)byte_to_cp(args[0], i);
                    break;
                }
        }
    }
    if (found < 0 && raise)
        return exc_raise(&exc_ValueError, "substring not found");
    return small_new(found);
}

METHOD(count)
{
    size_t b0, b1;
    int rc = needle_range(args, nargs, "count", &b0, &b1);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return small_new(0);
    size_t nl = str_len(args[1]);
    if (!nl)
        return int_from_i64((int64_t)(byte_to_cp(args[0], b1) - byte_to_cp(args[0], b0) + 1));
    int64_t n = 0;
    vm_debit_bytes(b1 - b0);
    const char *p = str_cstr(args[0]) + b0, *end = str_cstr(args[0]) + b1;
    while ((p = memmem(p, (size_t)(end - p), str_cstr(args[1]), nl))) {
        n++;
        p += nl;
    }
    return int_from_i64(n);
}

static obj *starts_ends(obj **args, size_t nargs, bool ends, const char *fname)
{
    size_t b0, b1;
    int rc = sub_range(args, nargs, &b0, &b1);
    if (rc < 0)
        return NULL;
    obj *pre = args[1];
    size_t n = is_tuple(pre) ? AS(tuple_obj, pre)->len : 1;
    for (size_t i = 0; i < n; i++) {
        obj *p = is_tuple(pre) ? AS(tuple_obj, pre)->items[i] : pre;
        if (!is_str(p)) {
            if (is_tuple(pre))
                return exc_raise(&exc_TypeError, "tuple for %s must only contain str, not %s",
                                 fname, op_type_name(p));
            return exc_raise(&exc_TypeError, "%s first arg must be str or a tuple of str, not %s",
                             fname, op_type_name(p));
        }
        if (rc > 0)
            continue;
        size_t pl = str_len(p);
        if (pl > b1 - b0)
            continue;
        const char *at = ends ? str_cstr(args[0]) + b1 - pl : str_cstr(args[0]) + b0;
        vm_debit_bytes(pl);
        if (!memcmp(at, str_cstr(p), pl))
            return TRUE_OBJ;
    }
    return FALSE_OBJ;
}
METHOD(startswith)
{
    return starts_ends(args, nargs, false, "startswith");
}
METHOD(endswith)
{
    return starts_ends(args, nargs, true, "endswith");
}

METHOD(replace)
{
    if (!is_str(args[1]) || !is_str(args[2]))
        return exc_raise(&exc_TypeError, "replace() argument %d must be str, not %s",
                         !is_str(args[1]) ? 1 : 2,
                         op_type_name(!is_str(args[1]) ? args[1] : args[2]));
    int64_t maxc = -1;
    if (nargs > 3 && (!is_int(args[3]) || !int_to_i64(args[3], &maxc)))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[3]));
    struct str_obj *s = AS(str_obj, args[0]);
    size_t ol = str_len(args[1]), nl = str_len(args[2]);
    vm_debit_bytes(s->len);
    struct textbuf b = {0};
    if (!ol) {
        /* insert between every code point */
        int64_t done = 0;
        for (size_t i = 0;;) {
            if (maxc < 0 || done < maxc) {
                if (!tb_add(&b, str_cstr(args[2]), nl))
                    goto fail;
                done++;
            }
            if (i >= s->len)
                break;
            size_t adv;
            str_utf8_decode(s->data + i, &adv);
            if (!tb_add(&b, s->data + i, adv))
                goto fail;
            i += adv;
        }
        return tb_finish(&b);
    }
    const char *p = s->data, *end = s->data + s->len;
    int64_t done = 0;
    while (maxc < 0 || done < maxc) {
        const char *q = memmem(p, (size_t)(end - p), str_cstr(args[1]), ol);
        if (!q)
            break;
        if (!tb_add(&b, p, (size_t)(q - p)) || !tb_add(&b, str_cstr(args[2]), nl))
            goto fail;
        p = q + ol;
        done++;
    }
    if (!done)
        return incref(args[0]);
    if (!tb_add(&b, p, (size_t)(end - p)))
        goto fail;
    return tb_finish(&b);
fail:
    tb_free(&b);
    return NULL;
}

static obj *pad(obj **args, size_t nargs, int align, const char *fname)
{
    int64_t width;
    if (!is_int(args[1]))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[1]));
    if (!int_to_i64(args[1], &width))
        return exc_raise(&exc_OverflowError, "Python int too large to convert to C ssize_t");
    const char *fill = " ";
    size_t fl = 1;
    if (nargs > 2) {
        if (!is_str(args[2]) || AS(str_obj, args[2])->cplen != 1)
            return exc_raise(&exc_TypeError,
                             "The fill character must be exactly one character long");
        fill = str_cstr(args[2]);
        fl = str_len(args[2]);
    }
    struct str_obj *s = AS(str_obj, args[0]);
    if (width <= (int64_t)s->cplen)
        return incref(args[0]);
    size_t padn = (size_t)width - s->cplen;
    if (padn > LIMIT_SEQ_BYTES / fl || s->len + padn * fl > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return NULL;
    }
    size_t left = align == '<' ? 0 : align == '>' ? padn : padn / 2 + (padn & (size_t)width & 1);
    size_t right = padn - left;
    obj *r = str_alloc(s->len + padn * fl);
    if (!r)
        return NULL;
    char *d = AS(str_obj, r)->data;
    for (size_t i = 0; i < left; i++, d += fl)
        memcpy(d, fill, fl);
    memcpy(d, s->data, s->len);
    d += s->len;
    for (size_t i = 0; i < right; i++, d += fl)
        memcpy(d, fill, fl);
    str_finish(r);
    return r;
}
METHOD(ljust)
{
    return pad(args, nargs, '<', "ljust");
}
METHOD(rjust)
{
    return pad(args, nargs, '>', "rjust");
}
METHOD(center)
{
    return pad(args, nargs, '^', "center");
}
METHOD(zfill)
{
    int64_t width;
    if (!is_int(args[1]) || !int_to_i64(args[1], &width))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[1]));
    struct str_obj *s = AS(str_obj, args[0]);
    if (width <= (int64_t)s->cplen)
        return incref(args[0]);
    size_t padn = (size_t)width - s->cplen;
    if (padn > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return NULL;
    }
    obj *r = str_alloc(s->len + padn);
    if (!r)
        return NULL;
    char *d = AS(str_obj, r)->data;
    size_t off = 0;
    if (s->len && (s->data[0] == '+' || s->data[0] == '-')) {
        d[0] = s->data[0];
        off = 1;
    }
    memset(d + off, '0', padn);
    memcpy(d + off + padn, s->data + off, s->len - off);
    str_finish(r);
    return r;
}

static obj *do_partition(obj **args, size_t nargs, bool rev)
{
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "must be str, not %s", op_type_name(args[1]));
    size_t sl = str_len(args[1]);
    if (!sl)
        return exc_raise(&exc_ValueError, "empty separator");
    struct str_obj *s = AS(str_obj, args[0]);
    vm_debit_bytes(s->len);
    const char *q = NULL;
    if (!rev) {
        q = memmem(s->data, s->len, str_cstr(args[1]), sl);
    } else if (s->len >= sl) {
        for (size_t i = s->len - sl + 1; i-- > 0;)
            if (!memcmp(s->data + i, str_cstr(args[1]), sl)) {
                q = s->data + i;
                break;
            }
    }
    obj *a, *b, *c;
    if (!q) {
        a = rev ? str_new("", 0) : incref(args[0]);
        b = str_new("", 0);
        c = rev ? incref(args[0]) : str_new("", 0);
    } else {
        a = str_new(s->data, (size_t)(q - s->data));
        b = incref(args[1]);
        c = str_new(q + sl, s->len - (size_t)(q - s->data) - sl);
    }
    obj *r = (a && b && c) ? tuple_pack(3, a, b, c) : NULL;
    xdecref(a);
    xdecref(b);
    xdecref(c);
    return r;
}
METHOD(partition)
{
    return do_partition(args, nargs, false);
}
METHOD(rpartition)
{
    return do_partition(args, nargs, true);
}

METHOD(removeprefix)
{
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "removeprefix() argument must be str, not %s",
                         op_type_name(args[1]));
    size_t pl = str_len(args[1]);
    if (pl <= str_len(SELF) && !memcmp(str_cstr(SELF), str_cstr(args[1]), pl))
        return str_new(str_cstr(SELF) + pl, str_len(SELF) - pl);
    return incref(SELF);
}
METHOD(removesuffix)
{
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "removesuffix() argument must be str, not %s",
                         op_type_name(args[1]));
    size_t pl = str_len(args[1]), l = str_len(SELF);
    if (pl && pl <= l && !memcmp(str_cstr(SELF) + l - pl, str_cstr(args[1]), pl))
        return str_new(str_cstr(SELF), l - pl);
    return incref(SELF);
}

METHOD(expandtabs)
{
    obj **a = args;
    int64_t ts = 8;
    if (a[1] && (!is_int(a[1]) || !int_to_i64(a[1], &ts)))
        return exc_raise(&exc_TypeError, "an integer is required");
    struct str_obj *s = AS(str_obj, a[0]);
    struct textbuf b = {0};
    size_t col = 0;
    for (size_t i = 0; i < s->len;) {
        size_t adv;
        uint32_t c = str_utf8_decode(s->data + i, &adv);
        if (c == '\t') {
            if (ts > 0) {
                size_t n = (size_t)ts - col % (size_t)ts;
                for (size_t k = 0; k < n; k++)
                    if (!tb_add(&b, " ", 1))
                        goto fail;
                col += n;
            }
        } else {
            if (!tb_add(&b, s->data + i, adv))
                goto fail;
            col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
        i += adv;
    }
    return tb_finish(&b);
fail:
    tb_free(&b);
    return NULL;
}

METHOD(encode)
{
    obj **a = args;
    return codec_encode(SELF, a[1] ? str_cstr(a[1]) : NULL, a[2] ? str_cstr(a[2]) : NULL);
}

METHOD(format)
{
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    (void)nkw;
    return strfmt_format(SELF, args + 1, nargs - 1, kw, NULL);
}
METHOD(format_map)
{
    (void)kw;
    return strfmt_format(SELF, NULL, 0, NULL, args[1]);
}

METHOD(maketrans)
{
    /* str.maketrans(dict) or (x, y[, z]): a static method, args has no self */
    obj *d = dict_new();
    if (!d)
        return NULL;
    if (nargs == 1) {
        if (!is_dict(args[0])) {
            decref(d);
            return exc_raise(&exc_TypeError, "if you give only one argument to maketrans it "
                                             "must be a dict");
        }
        size_t pos = 0;
        obj *k, *v;
        while (dict_next(args[0], &pos, &k, &v)) {
            obj *key = k;
            if (is_str(k)) {
                size_t adv;
                key = small_new(str_utf8_decode(str_cstr(k), &adv));
            }
            if (dict_set(d, key, v) < 0) {
                decref(d);
                return NULL;
            }
        }
        return d;
    }
    if (nargs < 2 || !is_str(args[0]) || !is_str(args[1]) ||
        AS(str_obj, args[0])->cplen != AS(str_obj, args[1])->cplen) {
        decref(d);
        return exc_raise(&exc_ValueError,
                         "the first two maketrans arguments must have equal length");
    }
    const char *x = str_cstr(args[0]), *y = str_cstr(args[1]);
    size_t i = 0, j = 0;
    while (i < str_len(args[0])) {
        size_t a1, a2;
        uint32_t cx = str_utf8_decode(x + i, &a1), cy = str_utf8_decode(y + j, &a2);
        if (dict_set(d, small_new(cx), small_new(cy)) < 0) {
            decref(d);
            return NULL;
        }
        i += a1;
        j += a2;
    }
    if (nargs > 2 && is_str(args[2])) {
        const char *z = str_cstr(args[2]);
        for (size_t k = 0; k < str_len(args[2]);) {
            size_t adv;
            uint32_t c = str_utf8_decode(z + k, &adv);
            if (dict_set(d, small_new(c), NONE) < 0) {
                decref(d);
                return NULL;
            }
            k += adv;
        }
    }
    return d;
}

METHOD(translate)
{
    struct str_obj *s = AS(str_obj, SELF);
    struct textbuf b = {0};
    for (size_t i = 0; i < s->len;) {
        size_t adv;
        uint32_t c = str_utf8_decode(s->data + i, &adv);
        obj *v = op_getitem(args[1], small_new(c));
        if (!v) {
            if (exc_pending_is(&exc_LookupError)) {
                exc_clear();
                if (!tb_add(&b, s->data + i, adv))
                    goto fail;
                i += adv;
                continue;
            }
            goto fail;
        }
        bool ok = true;
        if (v == NONE) {
        } else if (is_str(v)) {
            ok = tb_add(&b, str_cstr(v), str_len(v));
        } else if (is_int(v)) {
            int64_t cp;
            ok = int_to_i64(v, &cp) && tb_add_cp(&b, (uint32_t)cp);
        } else {
            exc_raise(&exc_TypeError, "character mapping must return integer, None or str");
            ok = false;
        }
        decref(v);
        if (!ok)
            goto fail;
        i += adv;
    }
    return tb_finish(&b);
fail:
    tb_free(&b);
    return NULL;
}

static const struct method_def str_methods[] = {
    {"join", str_m_join, METH_O},
    {"split", str_m_split, 0, PA_SIG_KW(0, 2, "Oi", "sep", "maxsplit")},
    {"rsplit", str_m_rsplit, 0, PA_SIG_KW(0, 2, "Oi", "sep", "maxsplit")},
    {"splitlines", str_m_splitlines, 0, PA_SIG_KW(0, 1, NULL, "keepends")},
    {"strip", str_m_strip, 0, PA_SIG_POS(0, 1, NULL)},
    {"lstrip", str_m_lstrip, 0, PA_SIG_POS(0, 1, NULL)},
    {"rstrip", str_m_rstrip, 0, PA_SIG_POS(0, 1, NULL)},
    {"upper", str_m_upper, METH_NOARGS},
    {"lower", str_m_lower, METH_NOARGS},
    {"swapcase", str_m_swapcase, METH_NOARGS},
    {"casefold", str_m_casefold, METH_NOARGS},
    {"title", str_m_title, METH_NOARGS},
    {"capitalize", str_m_capitalize, METH_NOARGS},
    {"isdigit", str_m_isdigit, METH_NOARGS},
    {"isdecimal", str_m_isdecimal, METH_NOARGS},
    {"isnumeric", str_m_isnumeric, METH_NOARGS},
    {"isalpha", str_m_isalpha, METH_NOARGS},
    {"isalnum", str_m_isalnum, METH_NOARGS},
    {"isspace", str_m_isspace, METH_NOARGS},
    {"isascii", str_m_isascii, METH_NOARGS},
    {"isprintable", str_m_isprintable, METH_NOARGS},
    {"isupper", str_m_isupper, METH_NOARGS},
    {"islower", str_m_islower, METH_NOARGS},
    {"istitle", str_m_istitle, METH_NOARGS},
    {"isidentifier", str_m_isidentifier, METH_NOARGS},
    {"find", .fn_data = str_m_find, .data = 0, .sig = PA_SIG_TUPLE(1, 3, "OBB")},
    {"rfind", .fn_data = str_m_find, .data = FIND_REV, .sig = PA_SIG_TUPLE(1, 3, "OBB")},
    {"index", .fn_data = str_m_find, .data = FIND_RAISE, .sig = PA_SIG_TUPLE(1, 3, "OBB")},
    {"rindex", .fn_data = str_m_find, .data = FIND_REV | FIND_RAISE,
     .sig = PA_SIG_TUPLE(1, 3, "OBB")},
    {"count", str_m_count, 0, PA_SIG_TUPLE(1, 3, "OBB")},
    {"startswith", str_m_startswith, 0, PA_SIG_TUPLE(1, 3, "OBB")},
    {"endswith", str_m_endswith, 0, PA_SIG_TUPLE(1, 3, "OBB")},
    {"replace", str_m_replace, 0, PA_SIG_POS(2, 3, "ssi")},
    {"ljust", str_m_ljust, 0, PA_SIG_POS(1, 2, "i")},
    {"rjust", str_m_rjust, 0, PA_SIG_POS(1, 2, "i")},
    {"center", str_m_center, 0, PA_SIG_POS(1, 2, "i")},
    {"zfill", str_m_zfill, METH_O, PA_SIG_POS(1, 1, "i")},
    {"partition", str_m_partition, METH_O},
    {"rpartition", str_m_rpartition, METH_O},
    {"removeprefix", str_m_removeprefix, METH_O, PA_SIG_POS(1, 1, "s")},
    {"removesuffix", str_m_removesuffix, METH_O, PA_SIG_POS(1, 1, "s")},
    {"expandtabs", str_m_expandtabs, 0, PA_SIG_KW(0, 1, "i", "tabsize")},
    {"encode", str_m_encode, 0, PA_SIG_KW(0, 2, "ss", "encoding", "errors")},
    {"format", str_m_format, 0},
    {"format_map", str_m_format_map, METH_O},
    {"maketrans", str_m_maketrans, METH_STATIC, PA_SIG_POS(1, 3, NULL)},
    {"translate", str_m_translate, METH_O},
    {NULL, NULL, 0},
};

static obj *str_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)t;
    if (nargs == 1 && !kwnames) /* str(x), by far the most common call; str(i) in loops */
        return is_small(args[0]) ? int_repr(args[0]) : op_str(args[0]);
    static const char *const names[] = {"object", "encoding", "errors", NULL};
    obj *a[3];
    static const struct pyargs_sig sig = {"str", names, 3, 0, false, PA_KW};
    if (pyargs_bind(&sig, args, nargs, kwnames, a) < 0)
        return NULL;
    if (!a[0])
        return str_new("", 0);
    if (a[1] || a[2]) {
        for (int i = 1; i <= 2; i++)
            if (a[i] && !is_str(a[i]))
                return exc_raise(&exc_TypeError, "str() argument '%s' must be str, not %s",
                                 names[i], op_type_name(a[i]));
        if (!is_small(a[0]) && a[0]->type == &type_bytes) {
            /* str(b, encoding, errors) is b.decode(encoding, errors) */
            struct bytes_obj *b = AS(bytes_obj, a[0]);
            return codec_decode(b->data, b->len, a[1] ? str_cstr(a[1]) : NULL,
                                a[2] ? str_cstr(a[2]) : NULL);
        }
        return exc_raise(&exc_TypeError, "decoding str is not supported");
    }
    return op_str(a[0]);
}

struct type type_str = {
    .name = "str",
    .flags = TF_BASETYPE,
    .methods = str_methods,
    .dealloc = str_dealloc,
    .repr = str_repr,
    .str = str_str_slot,
    .hash = str_hash,
    .compare = str_compare,
    .binary = str_binary,
    .len = str_len_slot,
    .getitem = str_getitem,
    .contains = str_contains,
    .iter = str_iter,
    .construct = str_construct,
};

void str_init_cache(void)
{
    for (int c = 0; c < 128; c++) {
        char ch = (char)c;
        obj *s = str_alloc(1);
        AS(str_obj, s)->data[0] = ch;
        str_finish(s);
        s->refcnt = REFCNT_IMMORTAL;
        ascii_chars[c] = AS(str_obj, s);
    }
    empty_str = str_alloc(0);
    str_finish(empty_str);
    empty_str->refcnt = REFCNT_IMMORTAL;
}
