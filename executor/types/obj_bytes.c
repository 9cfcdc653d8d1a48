/* executor/types/obj_bytes.c: bytes (immutable), and the methods bytes and bytearray share
 * (bytes.h). A shared method reads its object through bytes_data() and builds results of
 * the object's own type. Character classes are ASCII only, as in CPython. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "executor/types/bytes.h"
#include "executor/types/codec.h"
#include "executor/types/seq.h"
#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/types/strfmt.h"
#include "executor/core/vm.h"

obj *bytes_new(const void *data, size_t len)
{
    struct bytes_obj *b = (struct bytes_obj *)seq_alloc_bytes(&type_bytes, sizeof *b, len);
    if (!b)
        return NULL;
    b->len = len;
    b->hash = -1;
    if (data)
        memcpy(b->data, data, len);
    else
        memset(b->data, 0, len);
    b->data[len] = 0;
    return (obj *)b;
}

bool bytes_data(obj *o, const unsigned char **data, size_t *len)
{
    if (derives(o, &type_bytes)) {
        *data = AS(bytes_obj, o)->data;
        *len = AS(bytes_obj, o)->len;
        return true;
    }
    if (derives(o, &type_bytearray)) {
        *data = AS(bytearray_obj, o)->data ? AS(bytearray_obj, o)->data : (const unsigned char *)"";
        *len = AS(bytearray_obj, o)->len;
        return true;
    }
    *data = (const unsigned char *)"";
    *len = 0;
    return false;
}

obj *bytes_like_new(struct type *t, const void *data, size_t len)
{
    /* CPython's methods give a subclass's instance the base type */
    return type_is_subtype(t, &type_bytearray) ? bytearray_new(data, len) : bytes_new(data, len);
}

obj *bytes_repr_of(obj *o, const char *prefix, const char *suffix)
{
    const unsigned char *d;
    size_t len;
    bytes_data(o, &d, &len);
    bool sq = memchr(d, '\'', len) != NULL, dq = memchr(d, '"', len) != NULL;
    char q = sq && !dq ? '"' : '\'';
    size_t pl = strlen(prefix), sl = strlen(suffix);
    if (len > (LIMIT_SEQ_BYTES - pl - sl - 3) / 4) {
        exc_no_memory();
        return NULL;
    }
    obj *r = str_alloc(len * 4 + pl + sl + 3);
    if (!r)
        return NULL;
    char *out = AS(str_obj, r)->data;
    size_t n = 0;
    memcpy(out, prefix, pl);
    n += pl;
    out[n++] = 'b';
    out[n++] = q;
    /* CPython's bytearray repr escapes ' even inside double quotes */
    bool escape_sq = derives(o, &type_bytearray);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = d[i];
        if (c == (unsigned char)q || c == '\\' || (escape_sq && c == '\'')) {
            out[n++] = '\\';
            out[n++] = (char)c;
        } else if (c == '\n' || c == '\r' || c == '\t') {
            out[n++] = '\\';
            out[n++] = c == '\n' ? 'n' : c == '\r' ? 'r' : 't';
        } else if (c < 0x20 || c >= 0x7f) {
            n += (size_t)sprintf(out + n, "\\x%02x", c);
        } else {
            out[n++] = (char)c;
        }
    }
    out[n++] = q;
    memcpy(out + n, suffix, sl);
    n += sl;
    AS(str_obj, r)->len = n;
    str_finish(r);
    return r;
}

obj *bytes_repr(obj *o)
{
    return bytes_repr_of(o, "", "");
}

static int bytes_hash(obj *o, int64_t *out)
{
    struct bytes_obj *b = AS(bytes_obj, o);
    if (b->hash == -1) {
        uint64_t h = 1469598103934665603ULL;
        for (size_t i = 0; i < b->len; i++) {
            h ^= b->data[i];
            h *= 1099511628211ULL;
        }
        int64_t v = (int64_t)(h ^ (h >> 29));
        b->hash = v == -1 ? -2 : v;
    }
    *out = b->hash;
    return 0;
}

/* bytes and bytearray compare with each other by content */
obj *bytes_compare_any(obj *a, obj *b, int op)
{
    const unsigned char *x, *y;
    size_t xl, yl;
    if (!bytes_data(a, &x, &xl) || !bytes_data(b, &y, &yl))
        return incref(NOTIMPL);
    vm_debit_bytes(xl < yl ? xl : yl);
    int c = memcmp(x, y, xl < yl ? xl : yl);
    if (!c)
        c = (xl > yl) - (xl < yl);
    return bool_obj(op_cmp_holds(c, op));
}

/* b'%d-%s' % (5, b'x'): formatted as text and turned back into bytes. The format and
 * the bytes arguments of %s/%b are read as latin-1, so every result character is below
 * 256; %r and %a of bytes keep their repr, as in CPython. */
static obj *latin1_str(obj *x)
{
    const unsigned char *d;
    size_t n;
    bytes_data(x, &d, &n);
    return codec_decode(d, n, "latin-1", NULL);
}

obj *bytes_percent(obj *fmt, obj *args)
{
    const unsigned char *d;
    size_t n;
    bytes_data(fmt, &d, &n);
    unsigned char *f = mem_alloc(n + 1);
    if (!f)
        return NULL;
    memcpy(f, d, n);
    bool tuple = is_tuple(args);
    size_t nitems = tuple ? AS(tuple_obj, args)->len : 1;
    obj *conv = tuple ? tuple_new(nitems) : NULL;
    if (tuple && !conv) {
        mem_free(f);
        return NULL;
    }
    for (size_t i = 0; tuple && i < nitems; i++)
        AS(tuple_obj, conv)->items[i] = incref(AS(tuple_obj, args)->items[i]);
    obj *single = tuple ? NULL : incref(args);
    /* walk the specs: which argument each conversion takes */
    size_t argi = 0;
    for (size_t i = 0; i < n; i++) {
        if (f[i] != '%')
            continue;
        size_t j = i + 1;
        if (j < n && f[j] == '(') { /* mapping keys: leave them to strfmt */
            while (j < n && f[j] != ')')
                j++;
        }
        while (j < n && strchr("#0- +123456789.*()", f[j])) {
            if (f[j] == '*')
                argi++;
            j++;
        }
        while (j < n && strchr("hlL", f[j]))
            j++;
        if (j >= n)
            break;
        if (f[j] == '%') {
            i = j;
            continue;
        }
        if (f[j] == 'b')
            f[j] = 's';
        obj **slot = tuple ? (argi < nitems ? &AS(tuple_obj, conv)->items[argi] : NULL)
                           : (argi == 0 ? &single : NULL);
        if (slot && f[j] == 's' && is_bytes_like(*slot)) {
            obj *t = latin1_str(*slot);
            if (!t)
                goto fail;
            decref(*slot);
            *slot = t;
        }
        argi++;
        i = j;
    }
    obj *fs = codec_decode(f, n, "latin-1", NULL);
    mem_free(f);
    f = NULL;
    obj *s = fs ? strfmt_percent(fs, tuple ? conv : single) : NULL;
    xdecref(fs);
    xdecref(conv);
    xdecref(single);
    if (!s)
        return NULL;
    obj *r = codec_encode(s, "latin-1", NULL);
    decref(s);
    if (!r && exc_pending_is(&exc_UnicodeEncodeError)) {
        exc_clear();
        exc_raise(&exc_TypeError, "%%b requires a bytes-like object, or an object that "
                                  "implements __bytes__");
    }
    if (r && derives(fmt, &type_bytearray)) {
        obj *ba = bytearray_new(AS(bytes_obj, r)->data, AS(bytes_obj, r)->len);
        decref(r);
        r = ba;
    }
    return r;
fail:
    mem_free(f);
    xdecref(conv);
    xdecref(single);
    return NULL;
}

static obj *repeat(obj *s, obj *n)
{
    const unsigned char *d;
    size_t len;
    bytes_data(s, &d, &len);
    if (!is_int(n))
        return incref(NOTIMPL);
    size_t total;
    if (seq_repeat_len(n, len, 1, &total) < 0)
        return NULL;
    if (!total)
        return bytes_like_new(type_of(s), "", 0);
    if (!vm_charge(total >> 12)) /* copying is charged per 4 KiB */
        return vm_ops_exceeded();
    obj *r = bytes_like_new(type_of(s), NULL, total);
    const unsigned char *rd;
    size_t rl;
    if (r && bytes_data(r, &rd, &rl))
        for (size_t i = 0; i < total; i += len)
            memcpy((unsigned char *)rd + i, d, len);
    return r;
}

obj *bytes_binary_any(obj *a, obj *b, int op)
{
    const unsigned char *x, *y;
    size_t xl, yl;
    if (op == BIN_ADD && bytes_data(a, &x, &xl)) {
        if (!bytes_data(b, &y, &yl))
            return incref(NOTIMPL);
        if (xl + yl > LIMIT_SEQ_BYTES) {
            exc_no_memory();
            return NULL;
        }
        obj *r = bytes_like_new(type_of(a), NULL, xl + yl);
        const unsigned char *rd;
        size_t rl;
        if (r && bytes_data(r, &rd, &rl)) {
            memcpy((unsigned char *)rd, x, xl);
            memcpy((unsigned char *)rd + xl, y, yl);
        }
        return r;
    }
    if (op == BIN_MUL)
        return is_bytes_like(a) ? repeat(a, b) : repeat(b, a);
    if (op == BIN_MOD && is_bytes_like(a))
        return bytes_percent(a, b);
    return incref(NOTIMPL);
}

static intptr_t bytes_len(obj *o)
{
    return (intptr_t)AS(bytes_obj, o)->len;
}

/* o[slice] where o is a bytes or bytearray (base names which, o may be of a subclass):
 * a new object of the base type. */
obj *bytes_like_getslice(struct type *base, obj *o, obj *slice)
{
    bool ba = base == &type_bytearray;
    const size_t *len = ba ? &AS(bytearray_obj, o)->len : &AS(bytes_obj, o)->len;
    intptr_t start, stop, step, count;
    if (slice_indices(slice, len, &start, &stop, &step, &count) < 0)
        return NULL;
    obj *r = bytes_like_new(base, NULL, (size_t)count);
    if (!r)
        return NULL;
    /* the data is read only now: an __index__ that slice_indices ran may have moved it */
    const unsigned char *src = ba ? AS(bytearray_obj, o)->data : AS(bytes_obj, o)->data;
    unsigned char *dst = ba ? AS(bytearray_obj, r)->data : AS(bytes_obj, r)->data;
    for (intptr_t i = 0; i < count; i++)
        dst[i] = src[start + i * step];
    return r;
}

/* The n of bytes(n) and bytearray(n), refused as CPython does when negative or too large. */
int bytes_count_arg(obj *x, size_t *n)
{
    int64_t v;
    if (!int_to_i64(x, &v)) {
        exc_raise(&exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    if (v < 0) {
        exc_raise(&exc_ValueError, "negative count");
        return -1;
    }
    if ((uint64_t)v > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return -1;
    }
    *n = (size_t)v;
    return 0;
}

obj *bytes_like_getitem(obj *o, obj *key)
{
    bool array = type_is_subtype(type_of(o), &type_bytearray);
    if (!is_small(key) && key->type == &type_slice)
        return bytes_like_getslice(array ? &type_bytearray : &type_bytes, o, key);
    size_t i;
    if (array ? seq_index(key, &AS(bytearray_obj, o)->len, &i, "bytearray index out of range",
                          "bytearray indices must be integers or slices, not %s")
              : seq_index(key, &AS(bytes_obj, o)->len, &i, "index out of range",
                          "byte indices must be integers or slices, not %s"))
        return NULL;
    /* the data only now: the key's __index__ may have resized a bytearray */
    return small_new(array ? AS(bytearray_obj, o)->data[i] : AS(bytes_obj, o)->data[i]);
}

/* x in b: an int byte, or a bytes-like subsequence */
int bytes_contains_any(obj *o, obj *x)
{
    const unsigned char *d, *sd;
    size_t len, sl;
    bytes_data(o, &d, &len);
    if (is_int(x)) {
        int64_t v;
        if (!int_to_i64(x, &v) || v < 0 || v > 255) {
            exc_raise(&exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(d, (int)v, len) != NULL;
    }
    if (!bytes_data(x, &sd, &sl)) {
        exc_raise(&exc_TypeError, "a bytes-like object is required, not '%s'", op_type_name(x));
        return -1;
    }
    vm_debit_bytes(len);
    return !sl || memmem(d, len, sd, sl) != NULL;
}

/* One item of an iterable of ints for bytes(): an int in range(0, 256). */
static int byte_value(obj *x, unsigned char *out)
{
    if (!is_int(x) && !op_special_exists(x, "__index__")) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(x));
        return -1;
    }
    obj *i = op_index_int(x);
    if (!i)
        return -1;
    int64_t v;
    bool fits = int_to_i64(i, &v);
    decref(i);
    if (!fits || v < 0 || v > 255) {
        exc_raise(&exc_ValueError, "byte must be in range(0, 256)");
        return -1;
    }
    *out = (unsigned char)v;
    return 0;
}

int bytes_from_object(obj *x, unsigned char **data, size_t *len, const char *tname)
{
    const unsigned char *d;
    size_t n;
    *data = NULL;
    *len = 0;
    if (bytes_data(x, &d, &n)) {
        *data = mem_alloc(n ? n : 1);
        if (!*data)
            return -1;
        memcpy(*data, d, n);
        *len = n;
        return 0;
    }
    if (is_str(x)) {
        exc_raise(&exc_TypeError, "string argument without an encoding");
        return -1;
    }
    obj *it = op_iter(x);
    if (!it) {
        if (exc_pending_is(&exc_TypeError)) {
            exc_clear();
            exc_raise(&exc_TypeError, "cannot convert '%s' object to %s", op_type_name(x), tname);
        }
        return -1;
    }
    size_t cap = 16;
    unsigned char *buf = mem_alloc(cap);
    obj *v;
    while (buf && (v = op_next(it))) {
        unsigned char b;
        int rc = byte_value(v, &b);
        decref(v);
        if (rc < 0)
            break;
        if (n == cap) {
            unsigned char *nb = cap * 2 <= LIMIT_SEQ_BYTES ? mem_realloc(buf, cap * 2) : NULL;
            if (!nb) {
                if (!vm->exc)
                    exc_no_memory();
                break;
            }
            buf = nb;
            cap *= 2;
        }
        buf[n++] = b;
    }
    decref(it);
    if (vm->exc) {
        mem_free(buf);
        return -1;
    }
    *data = buf;
    *len = n;
    return 0;
}

/* bytes() and bytearray() (T says which): (), (n), (iterable), (str, encoding[, errors]).
 * CPython checks the encoding's and errors' types first, then their pairing with a str. */
obj *bytes_like_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    bool array = t == &type_bytearray;
    obj **a = args;
    obj *x = a[0];
    if (x && is_str(x)) {
        if (!a[1])
            return exc_raise(&exc_TypeError, "string argument without an encoding");
        obj *e = codec_encode(x, str_cstr(a[1]), a[2] ? str_cstr(a[2]) : NULL);
        if (!e || !array)
            return e;
        obj *r = bytearray_new(AS(bytes_obj, e)->data, AS(bytes_obj, e)->len);
        decref(e);
        return r;
    }
    if (a[1] || a[2])
        return exc_raise(&exc_TypeError, "%s without a string argument",
                         a[1] ? "encoding" : "errors");
    if (!x)
        return bytes_like_new(t, NULL, 0);
    if (type_of(x) == &type_bytes && !array)
        return incref(x);
    /* bytes(x) asks x's class for __bytes__ first (bytearray(x) does not), as CPython */
    if (!array && type_lookup_cstr(type_of(x), "__bytes__")) {
        obj *r = op_call_method(x, "__bytes__", NULL, 0);
        if (r && !derives(r, &type_bytes)) {
            exc_raise(&exc_TypeError, "__bytes__ returned non-bytes (type %s)", type_of(r)->name);
            CLEAR(r);
        }
        return r;
    }
    if (is_int(x)) {
        size_t n;
        return bytes_count_arg(x, &n) < 0 ? NULL : bytes_like_new(t, NULL, n);
    }
    unsigned char *d;
    size_t n;
    if (bytes_from_object(x, &d, &n, t->name) < 0) {
        if (!array && exc_pending_is(&exc_ValueError)) { /* bytes() words it in the plural */
            exc_clear();
            exc_raise(&exc_ValueError, "bytes must be in range(0, 256)");
        }
        return NULL;
    }
    obj *r = bytes_like_new(t, d, n);
    mem_free(d);
    return r;
}

/* ---- shared methods ---- */
/* The methods that are one shared implementation with its variant's arguments (the name for
 * the messages, a direction, a side). */
#define VARIANT(name, impl, ...)                                                                   \
    obj *bytes_m_##name(obj **args, size_t nargs, obj *kw)                                         \
    {                                                                                              \
        return impl(args, nargs, kw, __VA_ARGS__);                                                 \
    }
#define SELF args[0]

static void self_data(obj *self, const unsigned char **d, size_t *n)
{
    bytes_data(self, d, n);
}

static bool arg_bytes(obj *o, const unsigned char **d, size_t *n)
{
    if (bytes_data(o, d, n))
        return true;
    exc_raise(&exc_TypeError, "a bytes-like object is required, not '%s'", op_type_name(o));
    return false;
}

obj *bytes_m_decode(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    return codec_decode(d, n, a[1] ? str_cstr(a[1]) : NULL, a[2] ? str_cstr(a[2]) : NULL);
}

/* hex([sep[, bytes_per_sep]]): groups counted from the right, or the left when negative */
obj *bytes_m_hex(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    char sep = 0;
    if (a[1]) {
        const unsigned char *sd;
        size_t sl;
        if (is_str(a[1]) && str_len(a[1]) == 1)
            sep = str_cstr(a[1])[0];
        else if (bytes_data(a[1], &sd, &sl) && sl == 1)
            sep = (char)sd[0];
        else
            return exc_raise(&exc_ValueError, "sep must be length 1.");
    }
    int64_t per = 1;
    if (a[2] && (!is_int(a[2]) || !int_to_i64(a[2], &per)))
        return exc_raise(&exc_TypeError, "bytes_per_sep must be an int");
    size_t group = per < 0 ? (size_t)-per : (size_t)per;
    if (!group)
        sep = 0;
    size_t out = n * 2 + (sep && n ? (n - 1) / group : 0);
    obj *r = str_alloc(out);
    if (!r)
        return NULL;
    vm_debit_bytes(n * 16); /* an sprintf per byte */
    char *p = AS(str_obj, r)->data;
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        /* a separator goes before byte i when a group boundary falls there */
        if (sep && i > 0 && (per < 0 ? i % group == 0 : (n - i) % group == 0))
            p[k++] = sep;
        k += (size_t)sprintf(p + k, "%02x", d[i]);
    }
    AS(str_obj, r)->len = k;
    str_finish(r);
    return r;
}

obj *bytes_m_fromhex(obj **args, size_t nargs, obj *kw)
{
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "fromhex() argument must be str, not %s",
                         op_type_name(args[1]));
    const char *s = str_cstr(args[1]);
    size_t len = str_len(args[1]);
    unsigned char *buf = mem_alloc(len / 2 + 1);
    if (!buf)
        return NULL;
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        if (unicode_isspace((unsigned char)s[i])) {
            i++;
            continue;
        }
        int hi = isxdigit((unsigned char)s[i]) ? s[i] : -1;
        int lo = i + 1 < len && isxdigit((unsigned char)s[i + 1]) ? s[i + 1] : -1;
        if (hi < 0 || lo < 0) {
            mem_free(buf);
            return exc_raise(&exc_ValueError,
                             "non-hexadecimal number found in fromhex() arg at position %zu",
                             hi < 0 ? i : i + 1);
        }
        hi = isdigit(hi) ? hi - '0' : (hi | 32) - 'a' + 10;
        lo = isdigit(lo) ? lo - '0' : (lo | 32) - 'a' + 10;
        buf[n++] = (unsigned char)(hi * 16 + lo);
        i += 2;
    }
    struct type *t = is_type_obj(args[0]) ? (struct type *)args[0] : &type_bytes;
    obj *r = bytes_like_new(t == &type_bytearray ? t : &type_bytes, buf, n);
    mem_free(buf);
    return r;
}

/* The sub argument of count/find/index: bytes-like or an int byte. */
static int sub_arg(obj *x, const unsigned char **d, size_t *n, unsigned char *one)
{
    if (is_int(x)) {
        if (byte_value(x, one) < 0)
            return -1;
        *d = one;
        *n = 1;
        return 0;
    }
    if (!bytes_data(x, d, n)) {
        exc_raise(&exc_TypeError, "argument should be integer or bytes-like object, not '%s'",
                  op_type_name(x));
        return -1;
    }
    return 0;
}

/* start/end arguments as slice bounds over self's data, which is read (into d, len) only
 * after their __index__ ran: it may have resized a bytearray. Callers read any other
 * bytes-like argument after this too. */
static int bounds(obj *start, obj *end, obj *self, const unsigned char **d, size_t *lenp,
                  size_t *lo, size_t *hi)
{
    intptr_t a = 0, b = INTPTR_MAX;
    if (start && start != NONE && op_index_clamped(start, &a) < 0)
        return -1;
    if (end && end != NONE && op_index_clamped(end, &b) < 0)
        return -1;
    self_data(self, d, lenp);
    size_t len = *lenp;
    if (a < 0)
        a = a + (intptr_t)len < 0 ? 0 : a + (intptr_t)len;
    if (b < 0)
        b = b + (intptr_t)len < 0 ? 0 : b + (intptr_t)len;
    if ((size_t)b > len)
        b = (intptr_t)len;
    *lo = (size_t)a;
    *hi = (size_t)b;
    return 0;
}

/* find/rfind/index/rindex/count: -2 error, -1 absent, else the position (or the count) */
static int64_t search(obj **args, size_t nargs, obj *kw, const char *fname, int mode)
{
    const unsigned char *d, *s;
    size_t n, sl, lo, hi;
    unsigned char one;
    if (bounds(nargs > 2 ? args[2] : NULL, nargs > 3 ? args[3] : NULL, SELF, &d, &n, &lo, &hi) <
            0 ||
        sub_arg(args[1], &s, &sl, &one) < 0)
        return -2;
    if (!vm_charge(n >> 10))
        return vm_ops_exceeded(), -2;
    if (mode == 2) { /* count, non-overlapping */
        if (lo > hi || hi - lo < sl)
            return 0;
        if (!sl)
            return (int64_t)(hi - lo + 1);
        int64_t c = 0;
        for (size_t i = lo; i + sl <= hi;) {
            const unsigned char *p = memmem(d + i, hi - i, s, sl);
            if (!p)
                break;
            c++;
            i = (size_t)(p - d) + sl;
        }
        return c;
    }
    if (lo > hi || hi - lo < sl)
        return -1;
    if (mode == 0) {
        const unsigned char *p = sl ? memmem(d + lo, hi - lo, s, sl) : d + lo;
        return p ? (int64_t)(p - d) : -1;
    }
    for (size_t i = hi - sl + 1; i-- > lo;)
        if (!memcmp(d + i, s, sl))
            return (int64_t)i;
    return -1;
}

obj *bytes_m_count(obj **args, size_t nargs, obj *kw)
{
    int64_t r = search(args, nargs, kw, "count", 2);
    return r < -1 ? NULL : int_from_i64(r);
}
obj *bytes_m_find(obj **args, size_t nargs, obj *kw)
{
    int64_t r = search(args, nargs, kw, "find", 0);
    return r < -1 ? NULL : int_from_i64(r);
}
obj *bytes_m_rfind(obj **args, size_t nargs, obj *kw)
{
    int64_t r = search(args, nargs, kw, "rfind", 1);
    return r < -1 ? NULL : int_from_i64(r);
}
obj *bytes_m_index(obj **args, size_t nargs, obj *kw)
{
    int64_t r = search(args, nargs, kw, "index", 0);
    if (r == -1)
        return exc_raise(&exc_ValueError, "subsection not found");
    return r < -1 ? NULL : int_from_i64(r);
}
obj *bytes_m_rindex(obj **args, size_t nargs, obj *kw)
{
    int64_t r = search(args, nargs, kw, "rindex", 1);
    if (r == -1)
        return exc_raise(&exc_ValueError, "subsection not found");
    return r < -1 ? NULL : int_from_i64(r);
}

static obj *starts_ends(obj **args, size_t nargs, obj *kw, const char *fname, bool ends)
{
    const unsigned char *d;
    size_t n, lo, hi;
    if (bounds(nargs > 2 ? args[2] : NULL, nargs > 3 ? args[3] : NULL, SELF, &d, &n, &lo, &hi) < 0)
        return NULL;
    obj *x = args[1];
    size_t k = is_tuple(x) ? AS(tuple_obj, x)->len : 1;
    for (size_t i = 0; i < k; i++) {
        obj *p = is_tuple(x) ? AS(tuple_obj, x)->items[i] : x;
        const unsigned char *pd;
        size_t pl;
        if (!bytes_data(p, &pd, &pl))
            return exc_raise(&exc_TypeError,
                             "%s first arg must be bytes or a tuple of bytes, not %s", fname,
                             op_type_name(p));
        if (lo > hi || hi - lo < pl)
            continue;
        if (!memcmp(ends ? d + hi - pl : d + lo, pd, pl))
            return TRUE_OBJ;
    }
    return FALSE_OBJ;
}
VARIANT(startswith, starts_ends, "startswith", false)
VARIANT(endswith, starts_ends, "endswith", true)

static bool is_ws(unsigned char c)
{
    return c == ' ' || (c >= 9 && c <= 13);
}

static obj *do_strip(obj **args, size_t nargs, obj *kw, const char *fname, int which)
{
    const unsigned char *d, *cs = NULL;
    size_t n, cl = 0;
    self_data(SELF, &d, &n);
    if (nargs > 1 && args[1] != NONE && !arg_bytes(args[1], &cs, &cl))
        return NULL;
    size_t a = 0, b = n;
#define STRIPPED(c) (cs ? memchr(cs, (c), cl) != NULL : is_ws(c))
    if (which & 1)
        while (a < b && STRIPPED(d[a]))
            a++;
    if (which & 2)
        while (b > a && STRIPPED(d[b - 1]))
            b--;
#undef STRIPPED
    return bytes_like_new(type_of(SELF), d + a, b - a);
}
VARIANT(strip, do_strip, "strip", 3)
VARIANT(lstrip, do_strip, "lstrip", 1)
VARIANT(rstrip, do_strip, "rstrip", 2)

static int push_piece(obj *list, struct type *t, const unsigned char *d, size_t n)
{
    return list_append_steal(list, bytes_like_new(t, d, n));
}

static obj *do_split(obj **args, size_t nargs, obj *kw, bool right)
{
    obj **a = args;
    const unsigned char *d, *s = NULL;
    size_t n, sl = 0;
    self_data(SELF, &d, &n);
    int64_t maxsplit = -1;
    if (a[2] && (!is_int(a[2]) || !int_to_i64(a[2], &maxsplit)))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(a[2]));
    if (a[1] && a[1] != NONE) {
        if (!arg_bytes(a[1], &s, &sl))
            return NULL;
        if (!sl)
            return exc_raise(&exc_ValueError, "empty separator");
    }
    struct type *t = type_of(SELF);
    obj *res = list_new(0);
    if (!res)
        return NULL;
    if (!s) { /* runs of ASCII whitespace; the rest after maxsplit keeps its far side */
        if (!right) {
            size_t i = 0;
            while (i < n) {
                while (i < n && is_ws(d[i]))
                    i++;
                if (i >= n)
                    break;
                if (maxsplit >= 0 && (int64_t)AS(list_obj, res)->len >= maxsplit) {
                    if (push_piece(res, t, d + i, n - i) < 0)
                        goto fail;
                    break;
                }
                size_t st = i;
                while (i < n && !is_ws(d[i]))
                    i++;
                if (push_piece(res, t, d + st, i - st) < 0)
                    goto fail;
            }
        } else {
            size_t e = n;
            while (e > 0) {
                while (e > 0 && is_ws(d[e - 1]))
                    e--;
                if (!e)
                    break;
                if (maxsplit >= 0 && (int64_t)AS(list_obj, res)->len >= maxsplit) {
                    if (push_piece(res, t, d, e) < 0)
                        goto fail;
                    break;
                }
                size_t st = e;
                while (st > 0 && !is_ws(d[st - 1]))
                    st--;
                if (push_piece(res, t, d + st, e - st) < 0)
                    goto fail;
                e = st;
            }
        }
    } else if (!right) {
        size_t i = 0;
        for (;;) {
            const unsigned char *p = maxsplit < 0 || (int64_t)AS(list_obj, res)->len < maxsplit
                                         ? memmem(d + i, n - i, s, sl)
                                         : NULL;
            if (!p) {
                if (push_piece(res, t, d + i, n - i) < 0)
                    goto fail;
                break;
            }
            if (push_piece(res, t, d + i, (size_t)(p - (d + i))) < 0)
                goto fail;
            i = (size_t)(p - d) + sl;
        }
    } else {
        size_t e = n;
        for (;;) {
            size_t found = SIZE_MAX;
            if (maxsplit < 0 || (int64_t)AS(list_obj, res)->len < maxsplit)
                for (size_t i = e >= sl ? e - sl + 1 : 0; i-- > 0;)
                    if (!memcmp(d + i, s, sl)) {
                        found = i;
                        break;
                    }
            if (found == SIZE_MAX) {
                if (push_piece(res, t, d, e) < 0)
                    goto fail;
                break;
            }
            if (push_piece(res, t, d + found + sl, e - found - sl) < 0)
                goto fail;
            e = found;
        }
    }
    if (right) {
        struct list_obj *l = AS(list_obj, res);
        for (size_t i = 0; i < l->len / 2; i++) {
            obj *x = l->items[i];
            l->items[i] = l->items[l->len - 1 - i];
            l->items[l->len - 1 - i] = x;
        }
    }
    return res;
fail:
    decref(res);
    return NULL;
}
VARIANT(split, do_split, false)
VARIANT(rsplit, do_split, true)

obj *bytes_m_splitlines(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    int keep = a[1] ? op_truth(a[1]) : 0;
    if (keep < 0)
        return NULL;
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    obj *res = list_new(0);
    for (size_t i = 0; res && i < n;) {
        size_t e = i;
        while (e < n && d[e] != '\n' && d[e] != '\r')
            e++;
        size_t next = e < n ? e + 1 + (d[e] == '\r' && e + 1 < n && d[e + 1] == '\n') : n;
        if (push_piece(res, type_of(SELF), d + i, (keep ? next : e) - i) < 0)
            CLEAR(res);
        i = next;
    }
    return res;
}

obj *bytes_m_join(obj **args, size_t nargs, obj *kw)
{
    obj *items = list_from_iter(args[1]);
    if (!items)
        return NULL;
    const unsigned char *sep; /* only now: the iterable's __next__ may resize a bytearray */
    size_t sl;
    self_data(SELF, &sep, &sl);
    struct list_obj *l = AS(list_obj, items);
    size_t total = 0;
    for (size_t i = 0; i < l->len; i++) {
        const unsigned char *d;
        size_t n;
        if (!bytes_data(l->items[i], &d, &n)) {
            exc_raise(&exc_TypeError, "sequence item %zu: expected a bytes-like object, %s found",
                      i, op_type_name(l->items[i]));
            decref(items);
            return NULL;
        }
        total += n + (i ? sl : 0);
        if (total > LIMIT_SEQ_BYTES) {
            decref(items);
            exc_no_memory();
            return NULL;
        }
    }
    obj *r = bytes_like_new(type_of(SELF), NULL, total);
    const unsigned char *rd;
    size_t rl, k = 0;
    if (r && bytes_data(r, &rd, &rl))
        for (size_t i = 0; i < l->len; i++) {
            const unsigned char *d;
            size_t n;
            bytes_data(l->items[i], &d, &n);
            if (i) {
                memcpy((unsigned char *)rd + k, sep, sl);
                k += sl;
            }
            memcpy((unsigned char *)rd + k, d, n);
            k += n;
        }
    decref(items);
    return r;
}

obj *bytes_m_replace(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *d, *o, *nw;
    size_t n, ol, nl;
    self_data(SELF, &d, &n);
    if (!arg_bytes(args[1], &o, &ol) || !arg_bytes(args[2], &nw, &nl))
        return NULL;
    int64_t count = -1;
    if (nargs > 3 && (!is_int(args[3]) || !int_to_i64(args[3], &count)))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(args[3]));
    struct textbuf b = {0};
#define ADD(src, cnt)                                                                              \
    do {                                                                                           \
        if (!tb_add(&b, (const char *)(src), (cnt)))                                               \
            goto fail;                                                                             \
    } while (0)
    size_t i = 0;
    int64_t done = 0;
    vm_debit_bytes(n);
    while (i <= n && (count < 0 || done < count)) {
        const unsigned char *p;
        if (ol)
            p = memmem(d + i, n - i, o, ol);
        else
            p = d + i; /* empty pattern: between every byte */
        if (!p || (!ol && i == n + 1))
            break;
        ADD(d + i, (size_t)(p - (d + i)));
        ADD(nw, nl);
        done++;
        if (ol) {
            i = (size_t)(p - d) + ol;
        } else {
            if (i < n)
                ADD(d + i, 1);
            i++;
        }
    }
    if (i < n)
        ADD(d + i, n - i);
#undef ADD
    obj *r = bytes_like_new(type_of(SELF), b.data, b.len);
    tb_free(&b);
    return r;
fail:
    tb_free(&b);
    return NULL;
}

static obj *do_partition(obj **args, size_t nargs, obj *kw, bool right)
{
    const unsigned char *d, *s;
    size_t n, sl;
    self_data(SELF, &d, &n);
    if (!arg_bytes(args[1], &s, &sl))
        return NULL;
    if (!sl)
        return exc_raise(&exc_ValueError, "empty separator");
    size_t at = SIZE_MAX;
    vm_debit_bytes(n);
    if (!right) {
        const unsigned char *p = memmem(d, n, s, sl);
        if (p)
            at = (size_t)(p - d);
    } else if (n >= sl) {
        for (size_t i = n - sl + 1; i-- > 0;)
            if (!memcmp(d + i, s, sl)) {
                at = i;
                break;
            }
    }
    struct type *t = type_of(SELF);
    obj *x, *y, *z;
    if (at == SIZE_MAX) {
        x = right ? bytes_like_new(t, "", 0) : bytes_like_new(t, d, n);
        y = bytes_like_new(t, "", 0);
        z = right ? bytes_like_new(t, d, n) : bytes_like_new(t, "", 0);
    } else {
        x = bytes_like_new(t, d, at);
        y = bytes_like_new(t, s, sl);
        z = bytes_like_new(t, d + at + sl, n - at - sl);
    }
    obj *r = x && y && z ? tuple_pack(3, x, y, z) : NULL;
    xdecref(x);
    xdecref(y);
    xdecref(z);
    return r;
}
VARIANT(partition, do_partition, false)
VARIANT(rpartition, do_partition, true)

enum bcase { B_UPPER, B_LOWER, B_TITLE, B_CAPITALIZE, B_SWAP };

static obj *case_map(obj **args, size_t nargs, obj *kw, const char *fname, enum bcase m)
{
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    obj *r = bytes_like_new(type_of(SELF), d, n);
    const unsigned char *rd;
    size_t rl;
    if (!r || !bytes_data(r, &rd, &rl))
        return r;
    unsigned char *p = (unsigned char *)rd;
    bool prev_cased = false;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = p[i];
        bool up = c >= 'A' && c <= 'Z', low = c >= 'a' && c <= 'z';
        switch (m) {
        case B_UPPER:
            p[i] = low ? c - 32 : c;
            break;
        case B_LOWER:
            p[i] = up ? c + 32 : c;
            break;
        case B_SWAP:
            p[i] = up ? c + 32 : low ? c - 32 : c;
            break;
        case B_TITLE:
            p[i] = prev_cased ? (up ? c + 32 : c) : (low ? c - 32 : c);
            prev_cased = up || low;
            break;
        case B_CAPITALIZE:
            p[i] = i == 0 ? (low ? c - 32 : c) : (up ? c + 32 : c);
            break;
        }
    }
    return r;
}
/* bytes.upper, lower, title, capitalize, swapcase: case_map with the mapping */
VARIANT(upper, case_map, "upper", B_UPPER)
VARIANT(lower, case_map, "lower", B_LOWER)
VARIANT(title, case_map, "title", B_TITLE)
VARIANT(capitalize, case_map, "capitalize", B_CAPITALIZE)
VARIANT(swapcase, case_map, "swapcase", B_SWAP)

static obj *all_bytes(obj **args, size_t nargs, obj *kw, const char *fname, int (*f)(int))
{
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    if (!n)
        return FALSE_OBJ;
    for (size_t i = 0; i < n; i++)
        if (d[i] >= 0x80 || !f(d[i]))
            return FALSE_OBJ;
    return TRUE_OBJ;
}
static int ws_class(int c)
{
    return is_ws((unsigned char)c);
}
/* bytes.isalpha, isdigit, isalnum, isspace: every byte is ASCII and passes */
VARIANT(isalpha, all_bytes, "isalpha", isalpha)
VARIANT(isdigit, all_bytes, "isdigit", isdigit)
VARIANT(isalnum, all_bytes, "isalnum", isalnum)
VARIANT(isspace, all_bytes, "isspace", ws_class)

/* islower/isupper: no byte of the other case, at least one of this one */
static obj *case_check(obj **args, size_t nargs, obj *kw, const char *fname, bool upper)
{
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    bool cased = false;
    for (size_t i = 0; i < n; i++) {
        bool up = d[i] >= 'A' && d[i] <= 'Z', low = d[i] >= 'a' && d[i] <= 'z';
        if (upper ? low : up)
            return FALSE_OBJ;
        cased |= upper ? up : low;
    }
    return bool_obj(cased);
}
VARIANT(islower, case_check, "islower", false)
VARIANT(isupper, case_check, "isupper", true)
obj *bytes_m_istitle(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    bool prev = false, cased = false;
    for (size_t i = 0; i < n; i++)
        if (!seq_title_step(d[i] >= 'A' && d[i] <= 'Z', d[i] >= 'a' && d[i] <= 'z', &prev, &cased))
            return FALSE_OBJ;
    return bool_obj(cased);
}
obj *bytes_m_isascii(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    for (size_t i = 0; i < n; i++)
        if (d[i] >= 0x80)
            return FALSE_OBJ;
    return TRUE_OBJ;
}

/* The result of center/ljust/rjust/zfill for self (args[0]) and the width (args[1], read by
 * __index__ first: it may resize a bytearray, so self's *N bytes at *D are read after): a
 * copy of self when it is that long already (*OUT NULL), else a new object of self's type,
 * *WIDTH long, whose bytes the caller writes at *OUT. NULL with the exception. */
static obj *widened(obj **args, const unsigned char **d, size_t *n, size_t *width,
                    unsigned char **out)
{
    *out = NULL;
    intptr_t w = op_index_ssize(args[1]);
    if (w == -1 && vm->exc)
        return NULL;
    self_data(args[0], d, n);
    if (w <= (intptr_t)*n)
        return bytes_like_new(type_of(args[0]), *d, *n);
    if ((size_t)w > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return NULL;
    }
    *width = (size_t)w;
    obj *r = bytes_like_new(type_of(args[0]), NULL, *width);
    const unsigned char *rd;
    size_t rl;
    if (r && bytes_data(r, &rd, &rl))
        *out = (unsigned char *)rd;
    return r;
}

/* center/ljust/rjust: the fill is one byte; CPython centres with the odd byte on the
 * right unless the padding is odd and the length is odd too */
static obj *pad(obj **args, size_t nargs, obj *kw, const char *fname, int align)
{
    const unsigned char *d;
    size_t n, width;
    unsigned char *p;
    obj *r = widened(args, &d, &n, &width, &p);
    if (!r)
        return NULL;
    unsigned char fill = ' ';
    if (nargs > 2) { /* after the width, as CPython converts them in order */
        const unsigned char *fd;
        size_t fl;
        if (!bytes_data(args[2], &fd, &fl) || fl != 1) {
            decref(r);
            return exc_raise(&exc_TypeError,
                             "%s() argument 2 must be a byte string of length 1, not %s", fname,
                             op_type_name(args[2]));
        }
        fill = fd[0];
    }
    if (p) {
        size_t total = width - n, left;
        if (align < 0)
            left = 0;
        else if (align > 0)
            left = total;
        else
            left = total / 2 + (total & width & 1);
        memset(p, fill, width);
        memcpy(p + left, d, n);
    }
    return r;
}
VARIANT(center, pad, "center", 0)
VARIANT(ljust, pad, "ljust", -1)
VARIANT(rjust, pad, "rjust", 1)

obj *bytes_m_zfill(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *d;
    size_t n, width;
    unsigned char *p;
    obj *r = widened(args, &d, &n, &width, &p);
    if (p) {
        size_t zeros = width - n;
        size_t sign = n && (d[0] == '+' || d[0] == '-');
        memcpy(p, d, sign);
        memset(p + sign, '0', zeros);
        memcpy(p + sign + zeros, d + sign, n - sign);
    }
    return r;
}

static obj *remove_affix(obj **args, size_t nargs, obj *kw, const char *fname, bool suffix)
{
    const unsigned char *d, *a;
    size_t n, al;
    self_data(SELF, &d, &n);
    if (!arg_bytes(args[1], &a, &al))
        return NULL;
    if (al <= n && !memcmp(suffix ? d + n - al : d, a, al))
        return bytes_like_new(type_of(SELF), suffix ? d : d + al, n - al);
    return bytes_like_new(type_of(SELF), d, n);
}
VARIANT(removeprefix, remove_affix, "removeprefix", false)
VARIANT(removesuffix, remove_affix, "removesuffix", true)

obj *bytes_m_expandtabs(obj **args, size_t nargs, obj *kw)
{
    obj **a = args;
    int64_t ts = 8;
    if (a[1] && (!is_int(a[1]) || !int_to_i64(a[1], &ts)))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(a[1]));
    const unsigned char *d;
    size_t n;
    self_data(SELF, &d, &n);
    size_t out = 0, col = 0;
    for (size_t i = 0; i < n; i++) { /* first pass: the size, refused when too large */
        if (d[i] == '\t') {
            size_t add = ts > 0 ? (size_t)ts - col % (size_t)ts : 0;
            out += add;
            col += add;
        } else {
            out++;
            col = d[i] == '\n' || d[i] == '\r' ? 0 : col + 1;
        }
        if (out > LIMIT_SEQ_BYTES) {
            exc_no_memory();
            return NULL;
        }
    }
    obj *r = bytes_like_new(type_of(SELF), NULL, out);
    const unsigned char *rd;
    size_t rl, k = 0;
    col = 0;
    if (r && bytes_data(r, &rd, &rl))
        for (size_t i = 0; i < n; i++) {
            unsigned char *p = (unsigned char *)rd;
            if (d[i] == '\t') {
                size_t add = ts > 0 ? (size_t)ts - col % (size_t)ts : 0;
                memset(p + k, ' ', add);
                k += add;
                col += add;
            } else {
                p[k++] = d[i];
                col = d[i] == '\n' || d[i] == '\r' ? 0 : col + 1;
            }
        }
    return r;
}

static const struct method_def bytes_methods[] = {
    BYTES_SHARED_METHODS,
    {NULL, NULL, 0},
};

struct type type_bytes = {
    .name = "bytes",
    .methods = bytes_methods,
    .repr = bytes_repr,
    .hash = bytes_hash,
    .len = bytes_len,
    BYTES_SHARED_SLOTS,
};
