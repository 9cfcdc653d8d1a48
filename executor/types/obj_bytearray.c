/* executor/types/obj_bytearray.c: bytearray, the mutable bytes. The bytes live in a separate
 * growable buffer; every method that only reads is bytes.h's shared one, the rest
 * (item and slice assignment, append, extend, +=, ...) are here. Growth is charged to the
 * heap cap before it happens and bounded by LIMIT_SEQ_BYTES. */
#include <stdio.h>
#include <string.h>

#include "executor/types/bytes.h"
#include "executor/types/seq.h"
#include "executor/types/codec.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

#define SELF AS(bytearray_obj, args[0])

static int reserve(struct bytearray_obj *b, size_t n)
{
    if (n <= b->cap)
        return 0;
    if (n > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return -1;
    }
    size_t cap = b->cap < 16 ? 16 : b->cap;
    while (cap < n)
        cap = cap > LIMIT_SEQ_BYTES / 2 ? n : cap * 2;
    unsigned char *p = mem_realloc(b->data, cap);
    if (!p)
        return -1;
    b->data = p;
    b->cap = cap;
    return 0;
}

obj *bytearray_new(const void *data, size_t len)
{
    if (len > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return NULL;
    }
    struct bytearray_obj *b = (struct bytearray_obj *)obj_alloc(&type_bytearray, sizeof *b);
    if (!b)
        return NULL;
    b->len = b->cap = 0;
    b->data = NULL;
    if (len && reserve(b, len) < 0) {
        decref((obj *)b);
        return NULL;
    }
    if (len) {
        if (data)
            memcpy(b->data, data, len);
        else
            memset(b->data, 0, len);
    }
    b->len = len;
    return (obj *)b;
}

/* the byte buffer */
static void bytearray_dealloc(obj *o)
{
    mem_free(AS(bytearray_obj, o)->data);
    obj_free(o);
}

/* a derived class shows its own name: BA(b'xy'), as CPython */
static obj *bytearray_repr(obj *o)
{
    char prefix[128];
    snprintf(prefix, sizeof prefix, "%.120s(", type_of(o)->name);
    return bytes_repr_of(o, prefix, ")");
}

static intptr_t bytearray_len(obj *o)
{
    return (intptr_t)AS(bytearray_obj, o)->len;
}

/* b[key] = v: the key's __index__ runs first, then the value's, then the length is read
 * (either may have changed it), as CPython does (GH-91153). */
static int index_value(obj *key, intptr_t *out)
{
    if (!is_int(key) && !op_special_exists(key, "__index__")) {
        exc_raise(&exc_TypeError, "bytearray indices must be integers or slices, not %s",
                  op_type_name(key));
        return -1;
    }
    *out = op_index(key);
    return *out == -1 && vm->exc ? -1 : 0;
}

static int index_bound(intptr_t i, size_t len, size_t *out)
{
    if (i < 0)
        i += (intptr_t)len;
    if (i < 0 || (size_t)i >= len) {
        exc_raise(&exc_IndexError, "bytearray index out of range");
        return -1;
    }
    *out = (size_t)i;
    return 0;
}

static int byte_of(obj *v, unsigned char *out)
{
    if (!is_int(v) && !op_special_exists(v, "__index__")) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(v));
        return -1;
    }
    intptr_t x = op_index_ssize(v);
    if (x == -1 && vm->exc)
        return -1;
    if (x < 0 || x > 255) {
        exc_raise(&exc_ValueError, "byte must be in range(0, 256)");
        return -1;
    }
    *out = (unsigned char)x;
    return 0;
}

/* b[a:b] = data: replaces the range, growing or shrinking the buffer */
static int replace_range(struct bytearray_obj *b, size_t start, size_t stop, const unsigned char *d,
                         size_t n)
{
    size_t old = stop - start, newlen = b->len - old + n;
    if (newlen > b->len && reserve(b, newlen) < 0)
        return -1;
    if (b->len)
        memmove(b->data + start + n, b->data + stop, b->len - stop);
    if (n)
        memcpy(b->data + start, d, n);
    b->len = newlen;
    return 0;
}

static int assign_slice(struct bytearray_obj *b, obj *key, obj *value)
{
    intptr_t start, stop, step, count;
    /* Re-entrancy: the value is converted first, as its __iter__ or its items' __index__
     * may resize b; the indices are computed after, against the length b has then. */
    unsigned char *d = NULL;
    size_t n = 0;
    if (value) {
        if (is_int(value)) { /* CPython refuses an int here, unlike bytearray(n) */
            exc_raise(&exc_TypeError, "can assign only bytes, buffers, or iterables of ints in "
                                      "range(0, 256)");
            return -1;
        }
        if (bytes_from_object(value, &d, &n, "bytearray") < 0)
            return -1;
    }
    if (slice_indices(key, &b->len, &start, &stop, &step, &count) < 0) {
        mem_free(d);
        return -1;
    }
    int rc = 0;
    if (step == 1) {
        if (stop < start)
            stop = start;
        rc = replace_range(b, (size_t)start, (size_t)stop, d, n);
    } else if (!value) { /* del b[::k] */
        size_t w = 0;
        for (size_t i = 0; i < b->len; i++) {
            bool del = count > 0 && ((intptr_t)i - start) % step == 0 &&
                       ((intptr_t)i - start) / step >= 0 && ((intptr_t)i - start) / step < count;
            if (!del)
                b->data[w++] = b->data[i];
        }
        b->len = w;
    } else if ((intptr_t)n != count) {
        exc_raise(&exc_ValueError,
                  "attempt to assign bytes of size %zu to extended slice of size %ld", n,
                  (long)count);
        rc = -1;
    } else {
        for (intptr_t i = 0; i < count; i++)
            b->data[start + i * step] = d[i];
    }
    mem_free(d);
    return rc;
}

static int bytearray_setitem(obj *o, obj *key, obj *value)
{
    struct bytearray_obj *b = AS(bytearray_obj, o);
    if (!is_small(key) && key->type == &type_slice)
        return assign_slice(b, key, value);
    /* CPython's order: the index, then the value (both may run __index__), then the bound
     * against the length as it is now */
    intptr_t k;
    size_t i;
    unsigned char v;
    if (index_value(key, &k) < 0 || (value && byte_of(value, &v) < 0) ||
        index_bound(k, b->len, &i) < 0)
        return -1;
    if (!value)
        return replace_range(b, i, i + 1, NULL, 0);
    b->data[i] = v;
    return 0;
}

static int extend(struct bytearray_obj *b, obj *x)
{
    unsigned char *d;
    size_t n;
    if (bytes_from_object(x, &d, &n, "bytearray") < 0)
        return -1;
    int rc = replace_range(b, b->len, b->len, d, n);
    mem_free(d);
    return rc;
}

/* += extends in place; *= repeats in place */
static obj *bytearray_inplace(obj *a, obj *b, int op)
{
    struct bytearray_obj *ba = AS(bytearray_obj, a);
    if (op == BIN_ADD) {
        const unsigned char *d;
        size_t n;
        if (!bytes_data(b, &d, &n))
            return exc_raise(&exc_TypeError, "can't concat %s to bytearray", op_type_name(b));
        if (d == ba->data) { /* b += b */
            obj *copy = bytes_new(d, n);
            if (!copy)
                return NULL;
            int rc = replace_range(ba, ba->len, ba->len, AS(bytes_obj, copy)->data, n);
            decref(copy);
            return rc < 0 ? NULL : incref(a);
        }
        return replace_range(ba, ba->len, ba->len, d, n) < 0 ? NULL : incref(a);
    }
    if (op == BIN_MUL && is_int(b)) {
        size_t n = ba->len, total;
        if (seq_repeat_len(b, n, 1, &total) < 0 || reserve(ba, total) < 0)
            return NULL;
        for (size_t i = n; i < total; i += n)
            memcpy(ba->data + i, ba->data, n);
        ba->len = total;
        return incref(a);
    }
    return incref(NOTIMPL);
}

/* ---- the mutating methods ---- */
static obj *ba_append(obj **args, size_t nargs, obj *kw)
{
    unsigned char v;
    if (byte_of(args[1], &v) < 0 || replace_range(SELF, SELF->len, SELF->len, &v, 1) < 0)
        return NULL;
    return NONE;
}

static obj *ba_extend(obj **args, size_t nargs, obj *kw)
{
    if (is_int(args[1]))
        return exc_raise(&exc_TypeError, "can't extend bytearray with int");
    if (extend(SELF, args[1]) < 0)
        return NULL;
    return NONE;
}

static obj *ba_pop(obj **args, size_t nargs, obj *kw)
{
    struct bytearray_obj *b = SELF;
    size_t i;
    if (seq_pop_index(args, nargs, &b->len, "bytearray", &i) < 0)
        return NULL;
    unsigned char v = b->data[i];
    replace_range(b, i, i + 1, NULL, 0);
    return small_new(v);
}

static obj *ba_insert(obj **args, size_t nargs, obj *kw)
{
    struct bytearray_obj *b = SELF;
    intptr_t i = op_index_ssize(args[1]);
    if (i == -1 && vm->exc)
        return NULL;
    unsigned char v;
    if (byte_of(args[2], &v) < 0) /* may resize b: the length is read after it */
        return NULL;
    if (i < 0)
        i = i + (intptr_t)b->len < 0 ? 0 : i + (intptr_t)b->len;
    if ((size_t)i > b->len)
        i = (intptr_t)b->len;
    if (replace_range(b, (size_t)i, (size_t)i, &v, 1) < 0)
        return NULL;
    return NONE;
}

static obj *ba_remove(obj **args, size_t nargs, obj *kw)
{
    struct bytearray_obj *b = SELF;
    unsigned char v;
    if (byte_of(args[1], &v) < 0)
        return NULL;
    unsigned char *p = b->len ? memchr(b->data, v, b->len) : NULL;
    if (!p)
        return exc_raise(&exc_ValueError, "value not found in bytearray");
    replace_range(b, (size_t)(p - b->data), (size_t)(p - b->data) + 1, NULL, 0);
    return NONE;
}

static obj *ba_clear(obj **args, size_t nargs, obj *kw)
{
    SELF->len = 0;
    return NONE;
}

static obj *ba_copy(obj **args, size_t nargs, obj *kw)
{
    return bytearray_new(SELF->data, SELF->len);
}

static obj *ba_reverse(obj **args, size_t nargs, obj *kw)
{
    struct bytearray_obj *b = SELF;
    for (size_t i = 0; i < b->len / 2; i++) {
        unsigned char t = b->data[i];
        b->data[i] = b->data[b->len - 1 - i];
        b->data[b->len - 1 - i] = t;
    }
    return NONE;
}

static const struct method_def bytearray_methods[] = {
    BYTES_SHARED_METHODS,   {"append", ba_append, METH_O}, {"extend", ba_extend, METH_O},
    {"pop", ba_pop, 0, PA_SIG_POS(0, 1, "i")},     {"insert", ba_insert, 0, PA_SIG_POS(2, 2, "i")}, {"remove", ba_remove, METH_O},
    {"clear", ba_clear, METH_NOARGS}, {"copy", ba_copy, METH_NOARGS},     {"reverse", ba_reverse, METH_NOARGS},
    {NULL, NULL, 0},
};

struct type type_bytearray = {
    .name = "bytearray",
    .methods = bytearray_methods,
    .dealloc = bytearray_dealloc,
    .repr = bytearray_repr,
    .inplace = bytearray_inplace,
    .len = bytearray_len,
    .setitem = bytearray_setitem,
    BYTES_SHARED_SLOTS,
};
