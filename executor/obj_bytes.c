/* executor/obj_bytes.c: bytes (immutable). Enough for literals, indexing, slicing,
 * comparison, concatenation, decode and the common methods. */
#include <stdio.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/vm.h"

obj *bytes_new(const void *data, size_t len)
{
    if (len > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return NULL;
    }
    struct bytes_obj *b = (struct bytes_obj *)obj_alloc(&type_bytes, sizeof *b + len + 1);
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

static void bytes_dealloc(obj *o)
{
    mem_free(o);
}

obj *bytes_repr(obj *o)
{
    struct bytes_obj *b = AS(bytes_obj, o);
    bool sq = memchr(b->data, '\'', b->len) != NULL, dq = memchr(b->data, '"', b->len) != NULL;
    char q = sq && !dq ? '"' : '\'';
    obj *r = str_alloc(b->len * 4 + 3);
    if (!r)
        return NULL;
    char *d = AS(str_obj, r)->data;
    size_t n = 0;
    d[n++] = 'b';
    d[n++] = q;
    for (size_t i = 0; i < b->len; i++) {
        unsigned char c = b->data[i];
        if (c == (unsigned char)q || c == '\\') {
            d[n++] = '\\';
            d[n++] = (char)c;
        } else if (c == '\n') {
            d[n++] = '\\';
            d[n++] = 'n';
        } else if (c == '\r') {
            d[n++] = '\\';
            d[n++] = 'r';
        } else if (c == '\t') {
            d[n++] = '\\';
            d[n++] = 't';
        } else if (c < 0x20 || c >= 0x7f) {
            n += (size_t)sprintf(d + n, "\\x%02x", c);
        } else {
            d[n++] = (char)c;
        }
    }
    d[n++] = q;
    AS(str_obj, r)->len = n;
    str_finish(r);
    return r;
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

static obj *bytes_compare(obj *a, obj *b, int op)
{
    if (type_of(a) != &type_bytes || type_of(b) != &type_bytes)
        return incref(NOTIMPL);
    struct bytes_obj *x = AS(bytes_obj, a), *y = AS(bytes_obj, b);
    int c = memcmp(x->data, y->data, x->len < y->len ? x->len : y->len);
    if (!c)
        c = (x->len > y->len) - (x->len < y->len);
    bool r = op == CMP_LT   ? c < 0
             : op == CMP_LE ? c <= 0
             : op == CMP_EQ ? c == 0
             : op == CMP_NE ? c != 0
             : op == CMP_GT ? c > 0
                            : c >= 0;
    return bool_obj(r);
}

static obj *bytes_binary(obj *a, obj *b, int op)
{
    if (op == BIN_ADD && type_of(a) == &type_bytes && type_of(b) == &type_bytes) {
        struct bytes_obj *x = AS(bytes_obj, a), *y = AS(bytes_obj, b);
        if (x->len + y->len > LIMIT_SEQ_BYTES) {
            exc_no_memory();
            return NULL;
        }
        obj *r = bytes_new(NULL, x->len + y->len);
        if (r) {
            memcpy(AS(bytes_obj, r)->data, x->data, x->len);
            memcpy(AS(bytes_obj, r)->data + x->len, y->data, y->len);
        }
        return r;
    }
    if (op == BIN_MUL && (type_of(a) == &type_bytes || type_of(b) == &type_bytes)) {
        obj *s = type_of(a) == &type_bytes ? a : b, *n = s == a ? b : a;
        if (!is_int(n))
            return incref(NOTIMPL);
        int64_t k;
        if (!int_to_i64(n, &k))
            k = int_sign(n) < 0 ? 0 : INT64_MAX;
        struct bytes_obj *x = AS(bytes_obj, s);
        if (k <= 0 || !x->len)
            return bytes_new("", 0);
        if ((uint64_t)k > LIMIT_SEQ_BYTES / x->len) {
            exc_no_memory();
            return NULL;
        }
        obj *r = bytes_new(NULL, x->len * (size_t)k);
        if (r)
            for (int64_t i = 0; i < k; i++)
                memcpy(AS(bytes_obj, r)->data + (size_t)i * x->len, x->data, x->len);
        return r;
    }
    return incref(NOTIMPL);
}

static int bytes_truth(obj *o)
{
    return AS(bytes_obj, o)->len != 0;
}
static intptr_t bytes_len(obj *o)
{
    return (intptr_t)AS(bytes_obj, o)->len;
}

static obj *bytes_getitem(obj *o, obj *key)
{
    struct bytes_obj *b = AS(bytes_obj, o);
    if (is_int(key)) {
        int64_t i;
        if (!int_to_i64(key, &i))
            return exc_raise(&exc_IndexError, "cannot fit 'int' into an index-sized integer");
        if (i < 0)
            i += (int64_t)b->len;
        if (i < 0 || (uint64_t)i >= b->len)
            return exc_raise(&exc_IndexError, "index out of range");
        return small_new(b->data[i]);
    }
    if (!is_small(key) && key->type == &type_slice) {
        intptr_t start, stop, step, count;
        if (slice_indices(key, (intptr_t)b->len, &start, &stop, &step, &count) < 0)
            return NULL;
        obj *r = bytes_new(NULL, (size_t)count);
        if (r)
            for (intptr_t i = 0; i < count; i++)
                AS(bytes_obj, r)->data[i] = b->data[start + i * step];
        return r;
    }
    return exc_raise(&exc_TypeError, "byte indices must be integers or slices, not %s",
                     op_type_name(key));
}

static int bytes_contains(obj *o, obj *x)
{
    struct bytes_obj *b = AS(bytes_obj, o);
    if (is_int(x)) {
        int64_t v;
        if (!int_to_i64(x, &v) || v < 0 || v > 255) {
            exc_raise(&exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(b->data, (int)v, b->len) != NULL;
    }
    if (type_of(x) != &type_bytes) {
        exc_raise(&exc_TypeError, "a bytes-like object is required, not '%s'", op_type_name(x));
        return -1;
    }
    if (!AS(bytes_obj, x)->len)
        return 1;
    return memmem(b->data, b->len, AS(bytes_obj, x)->data, AS(bytes_obj, x)->len) != NULL;
}

static obj *bytes_iter(obj *o)
{
    return seqiter_new(o);
}

static obj *bytes_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    (void)t;
    static const char *const names[] = {"source", "encoding", "errors", NULL};
    obj *a[3];
    if (args_parse("bytes", args, nargs, kwnames, names, 0, 3, a) < 0)
        return NULL;
    if (!a[0])
        return bytes_new("", 0);
    obj *x = a[0];
    if (is_str(x)) {
        if (!a[1])
            return exc_raise(&exc_TypeError, "string argument without an encoding");
        return bytes_new(str_cstr(x), str_len(x));
    }
    if (is_int(x)) {
        int64_t n;
        if (!int_to_i64(x, &n) || n < 0)
            return exc_raise(&exc_ValueError, "negative count");
        if ((uint64_t)n > LIMIT_SEQ_BYTES) {
            exc_no_memory();
            return NULL;
        }
        return bytes_new(NULL, (size_t)n);
    }
    if (type_of(x) == &type_bytes)
        return incref(x);
    obj *l = list_from_iter(x);
    if (!l)
        return NULL;
    struct list_obj *lo = AS(list_obj, l);
    obj *r = bytes_new(NULL, lo->len);
    for (size_t i = 0; r && i < lo->len; i++) {
        int64_t v;
        if (!is_int(lo->items[i]) || !int_to_i64(lo->items[i], &v) || v < 0 || v > 255) {
            CLEAR(r);
            exc_raise(&exc_ValueError, "bytes must be in range(0, 256)");
            break;
        }
        AS(bytes_obj, r)->data[i] = (unsigned char)v;
    }
    decref(l);
    return r;
}

static obj *bytes_m_decode(obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"", "encoding", "errors", NULL};
    obj *a[3];
    if (args_parse("decode", args, nargs, kw, names, 1, 3, a) < 0)
        return NULL;
    struct bytes_obj *b = AS(bytes_obj, args[0]);
    if (!utf8_valid((const char *)b->data, b->len))
        return exc_raise(&exc_UnicodeDecodeError, "'utf-8' codec can't decode bytes");
    return str_new((const char *)b->data, b->len);
}

static obj *bytes_m_hex(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    struct bytes_obj *b = AS(bytes_obj, args[0]);
    obj *r = str_alloc(b->len * 2);
    if (!r)
        return NULL;
    for (size_t i = 0; i < b->len; i++)
        sprintf(AS(str_obj, r)->data + 2 * i, "%02x", b->data[i]);
    str_finish(r);
    return r;
}

static const struct method_def bytes_methods[] = {
    {"decode", bytes_m_decode, 0},
    {"hex", bytes_m_hex, 0},
    {NULL, NULL, 0},
};

struct type type_bytes = {
    .name = "bytes",
    .flags = TF_BASETYPE,
    .base_type = &type_object,
    .methods = bytes_methods,
    .dealloc = bytes_dealloc,
    .repr = bytes_repr,
    .hash = bytes_hash,
    .compare = bytes_compare,
    .binary = bytes_binary,
    .truth = bytes_truth,
    .len = bytes_len,
    .getitem = bytes_getitem,
    .contains = bytes_contains,
    .iter = bytes_iter,
    .getattr = generic_getattr,
    .construct = bytes_construct,
};
