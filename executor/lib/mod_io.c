/* executor/lib/mod_io.c: the io module, reduced to its in-memory streams, StringIO and BytesIO.
 * There is no open() and no file object: this module is where json.dump/load and csv get a
 * file-like object, and it can only ever hold memory charged to the heap cap.
 * StringIO positions count code points, as CPython's do; the text is kept as UTF-8 and
 * converted only when the content is not ASCII. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/utf8.h"
#include "executor/core/pyargs.h"
#include "executor/core/textbuf.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"

/* How StringIO treats line endings (its newline= argument). */
enum io_newline { NL_LF, NL_NONE, NL_ANY, NL_CR, NL_CRLF };

struct iostream {
    obj hdr;
    struct textbuf buf;
    size_t pos; /* byte offset, at a code point boundary, <= buf.len */
    size_t pad; /* StringIO: code points sought past the end (written as NULs) */
    bool ascii; /* StringIO: every byte so far is ASCII, so bytes == code points */
    bool closed;
    enum io_newline newline;
};

extern struct type io_type_stringio, io_type_bytesio;

static bool io_is_bytes(obj *o)
{
    return o->type == &io_type_bytesio;
}

static struct iostream *io_self(obj *o)
{
    struct iostream *s = (struct iostream *)o;
    if (s->closed) {
        /* sic: CPython's StringIO message has no full stop, BytesIO's has one */
        exc_raise(&exc_ValueError, io_is_bytes(o) ? "I/O operation on closed file."
                                                  : "I/O operation on closed file");
        return NULL;
    }
    return s;
}

/* ---- code point <-> byte offsets (StringIO with non-ASCII content) ---- */
static size_t io_byte_at(struct iostream *s, size_t from, size_t ncp)
{
    if (s->ascii || io_is_bytes((obj *)s))
        return from + ncp < s->buf.len ? from + ncp : s->buf.len;
    size_t i = from;
    while (i < s->buf.len && ncp) {
        i++;
        while (i < s->buf.len && ((unsigned char)s->buf.data[i] & 0xC0) == 0x80)
            i++;
        ncp--;
    }
    return i;
}

static size_t io_cp_count(struct iostream *s, size_t from, size_t to)
{
    if (s->ascii || io_is_bytes((obj *)s))
        return to - from;
    size_t n = 0;
    for (size_t i = from; i < to; i++)
        n += ((unsigned char)s->buf.data[i] & 0xC0) != 0x80;
    return n;
}

static obj *io_slice(struct iostream *s, size_t from, size_t to)
{
    if (io_is_bytes((obj *)s))
        return bytes_new(s->buf.data + from, to - from);
    return str_new(s->buf.data ? s->buf.data + from : "", to - from);
}

/* ---- writing ---- */
static bool io_translate(struct iostream *s, const char *p, size_t n, struct textbuf *out)
{
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (s->newline == NL_NONE && c == '\r') {
            if (i + 1 < n && p[i + 1] == '\n')
                i++;
            c = '\n';
        }
        if (c == '\n' && s->newline == NL_CR)
            c = '\r';
        if (c == '\n' && s->newline == NL_CRLF && !tb_addc(out, '\r'))
            return false;
        if (!tb_addc(out, c))
            return false;
    }
    return true;
}

/* Writes n bytes (UTF-8 for StringIO) at the position, overwriting as many code points. */
static bool io_write_raw(struct iostream *s, const char *p, size_t n, bool ascii)
{
    if (s->pad) {
        if (!tb_reserve(&s->buf, s->pad))
            return false;
        memset(s->buf.data + s->buf.len, 0, s->pad);
        s->buf.len += s->pad;
        s->pos = s->buf.len;
        s->pad = 0;
    }
    size_t end;
    if (s->pos == s->buf.len)
        end = s->pos;
    else if (io_is_bytes((obj *)s))
        end = s->pos + n < s->buf.len ? s->pos + n : s->buf.len;
    else
        end = io_byte_at(s, s->pos, ascii ? n : utf8_count(p, n));
    size_t tail = s->buf.len - end;
    if (n > end - s->pos && !tb_reserve(&s->buf, n - (end - s->pos)))
        return false;
    if (tail)
        memmove(s->buf.data + s->pos + n, s->buf.data + end, tail);
    if (n)
        memcpy(s->buf.data + s->pos, p, n);
    s->buf.len = s->pos + n + tail;
    s->pos += n;
    s->ascii = s->ascii && ascii;
    return true;
}

/* Appends a str's text or a bytes object's content at the position; the count written. */
static intptr_t io_write_obj(struct iostream *s, obj *x)
{
    if (io_is_bytes((obj *)s)) {
        if (type_of(x) != &type_bytes) {
            exc_raise(&exc_TypeError, "a bytes-like object is required, not '%s'", op_type_name(x));
            return -1;
        }
        struct bytes_obj *b = AS(bytes_obj, x);
        if (!vm_charge(b->len / 64))
            return vm_ops_exceeded(), -1;
        return io_write_raw(s, (const char *)b->data, b->len, true) ? (intptr_t)b->len : -1;
    }
    if (!is_str(x)) {
        exc_raise(&exc_TypeError, "string argument expected, got '%s'", op_type_name(x));
        return -1;
    }
    struct str_obj *t = AS(str_obj, x);
    if (!vm_charge(t->len / 64))
        return vm_ops_exceeded(), -1;
    bool ok;
    if (s->newline == NL_LF || s->newline == NL_ANY ||
        !memchr(t->data, s->newline == NL_NONE ? '\r' : '\n', t->len)) {
        ok = io_write_raw(s, t->data, t->len, t->ascii);
    } else {
        struct textbuf tr = {0};
        ok = io_translate(s, t->data, t->len, &tr) && io_write_raw(s, tr.data, tr.len, t->ascii);
        tb_free(&tr);
    }
    return ok ? (intptr_t)t->cplen : -1;
}

/* ---- construction ---- */
static obj *io_new(struct type *t, obj *initial, obj *newline)
{
    struct iostream *s = (struct iostream *)obj_alloc(t, sizeof *s);
    if (!s)
        return NULL;
    memset((char *)s + sizeof(obj), 0, sizeof *s - sizeof(obj));
    s->ascii = true;
    s->newline = NL_LF;
    if (newline && newline != NONE) {
        if (!is_str(newline)) {
            decref((obj *)s);
            return exc_raise(&exc_TypeError, "newline must be str or None, not %s",
                             op_type_name(newline));
        }
        const char *n = str_cstr(newline);
        if (!strcmp(n, ""))
            s->newline = NL_ANY;
        else if (!strcmp(n, "\r"))
            s->newline = NL_CR;
        else if (!strcmp(n, "\r\n"))
            s->newline = NL_CRLF;
        else if (strcmp(n, "\n")) {
            obj *r = str_repr(newline);
            exc_raise(&exc_ValueError, "illegal newline value: %s", r ? str_cstr(r) : "?");
            xdecref(r);
            decref((obj *)s);
            return NULL;
        }
    } else if (newline == NONE) {
        s->newline = NL_NONE;
    }
    if (initial && initial != NONE) {
        if (io_write_obj(s, initial) < 0) {
            decref((obj *)s);
            return NULL;
        }
        s->pos = 0;
    }
    return (obj *)s;
}

static obj *io_stringio_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    if (args[0] && args[0] != NONE && !is_str(args[0]))
        return exc_raise(&exc_TypeError, "initial_value must be str or None, not %s",
                         op_type_name(args[0]));
    return io_new(t, args[0], args[1]);
}

static obj *io_bytesio_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    return io_new(t, args[0], NULL);
}

/* the text buffer */
static void io_dealloc(obj *o)
{
    tb_free(&((struct iostream *)o)->buf);
    obj_free(o);
}

/* ---- methods ---- */
static obj *io_m_write(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = io_self(args[0]);
    if (!s)
        return NULL;
    intptr_t n = io_write_obj(s, args[1]);
    return n < 0 ? NULL : int_from_i64(n);
}

static obj *io_m_writelines(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = io_self(args[0]);
    if (!s)
        return NULL;
    obj *it = op_iter(args[1]);
    if (!it)
        return NULL;
    obj *x;
    while ((x = op_next(it))) {
        intptr_t n = io_write_obj(s, x);
        decref(x);
        if (n < 0)
            break;
    }
    decref(it);
    return vm->exc ? NULL : NONE;
}

/* An optional size (of read, readline, readlines and truncate) as CPython's
 * _Py_convert_optional_to_ssize_t reads it: *out -1 when absent or None. */
static bool io_optional_ssize(obj *o, int64_t *out)
{
    *out = -1;
    if (!o || o == NONE)
        return true;
    if (!is_int(o)) {
        exc_raise(&exc_TypeError, "argument should be integer or None, not '%s'", op_type_name(o));
        return false;
    }
    if (!int_to_i64(o, out)) {
        exc_raise(&exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        return false;
    }
    return true;
}

/* size argument of read/readline: None or negative mean "all" (SIZE_MAX) */
static bool io_size_arg(obj *o, size_t *out)
{
    int64_t v;
    if (!io_optional_ssize(o, &v))
        return false;
    *out = v < 0 ? SIZE_MAX : (size_t)v;
    return true;
}

/* self and the size argument of read, readline and readlines: NULL with an exception, or
 * the stream with *size set */
static struct iostream *io_self_size(obj **args, size_t nargs, size_t *size)
{
    struct iostream *s = io_self(args[0]);
    return s && io_size_arg(nargs > 1 ? args[1] : NULL, size) ? s : NULL;
}

static obj *io_m_read(obj **args, size_t nargs, obj *kw)
{
    size_t n;
    struct iostream *s = io_self_size(args, nargs, &n);
    if (!s)
        return NULL;
    if (s->pad)
        return io_slice(s, 0, 0);
    size_t end = n == SIZE_MAX ? s->buf.len : io_byte_at(s, s->pos, n);
    obj *r = io_slice(s, s->pos, end);
    if (r)
        s->pos = end;
    return r;
}

/* End (exclusive) of the line starting at from, per the newline mode. */
static size_t io_line_end(struct iostream *s, size_t from)
{
    const char *d = s->buf.data;
    size_t len = s->buf.len;
    if (io_is_bytes((obj *)s) || s->newline == NL_LF || s->newline == NL_NONE) {
        const char *nl = from < len ? memchr(d + from, '\n', len - from) : NULL;
        return nl ? (size_t)(nl - d) + 1 : len;
    }
    for (size_t i = from; i < len; i++) {
        if (s->newline == NL_CRLF) {
            if (d[i] == '\r' && i + 1 < len && d[i + 1] == '\n')
                return i + 2;
        } else if (d[i] == '\r') {
            if (s->newline == NL_ANY && i + 1 < len && d[i + 1] == '\n')
                return i + 2;
            return i + 1;
        } else if (d[i] == '\n' && s->newline == NL_ANY) {
            return i + 1;
        }
    }
    return len;
}

static obj *io_readline(struct iostream *s, size_t limit)
{
    if (s->pad)
        return io_slice(s, 0, 0);
    size_t end = io_line_end(s, s->pos);
    if (limit != SIZE_MAX) {
        size_t lim = io_byte_at(s, s->pos, limit);
        if (lim < end)
            end = lim;
    }
    if (!vm_charge((end - s->pos) / 64))
        return vm_ops_exceeded();
    obj *r = io_slice(s, s->pos, end);
    if (r)
        s->pos = end;
    return r;
}

static obj *io_m_readline(obj **args, size_t nargs, obj *kw)
{
    size_t n;
    struct iostream *s = io_self_size(args, nargs, &n);
    return s ? io_readline(s, n) : NULL;
}

static obj *io_m_readlines(obj **args, size_t nargs, obj *kw)
{
    size_t hint;
    struct iostream *s = io_self_size(args, nargs, &hint);
    if (!s)
        return NULL;
    obj *l = list_new(0);
    size_t total = 0;
    while (l && s->pos < s->buf.len && !s->pad) {
        obj *line = io_readline(s, SIZE_MAX);
        if (!line || list_append_steal(l, line) < 0) {
            CLEAR(l);
            break;
        }
        total += io_is_bytes(line) ? AS(bytes_obj, line)->len : AS(str_obj, line)->cplen;
        if (hint != SIZE_MAX && hint && total >= hint)
            break;
    }
    return l;
}

static obj *io_m_getvalue(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = io_self(args[0]);
    return s ? io_slice(s, 0, s->buf.len) : NULL;
}

static obj *io_m_tell(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = io_self(args[0]);
    return s ? int_from_i64((int64_t)(io_cp_count(s, 0, s->pos) + s->pad)) : NULL;
}

static obj *io_m_seek(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = io_self(args[0]);
    if (!s)
        return NULL;
    int64_t off, whence = 0;
    if (!is_int(args[1]) || (nargs > 2 && !is_int(args[2])))
        return exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                         op_type_name(!is_int(args[1]) ? args[1] : args[2]));
    if (!int_to_i64(args[1], &off) || (nargs > 2 && !int_to_i64(args[2], &whence)))
        return exc_raise(&exc_OverflowError, "Python int too large to convert to C ssize_t");
    bool bytes = io_is_bytes((obj *)s);
    if (whence < 0 || whence > 2)
        return exc_raise(&exc_ValueError,
                         bytes ? "invalid whence (%lld, should be 0, 1 or 2)"
                               : "Invalid whence (%lld, should be 0, 1 or 2)",
                         (long long)whence);
    if (!bytes && whence && off)
        return exc_raise(&exc_OSError, "Can't do nonzero %s-relative seeks",
                         whence == 1 ? "cur" : "end");
    int64_t base = whence == 0   ? 0
                   : whence == 1 ? (int64_t)(io_cp_count(s, 0, s->pos) + s->pad)
                                 : (int64_t)io_cp_count(s, 0, s->buf.len);
    int64_t target = base + off;
    if (target < 0) {
        if (bytes && whence)
            target = 0;
        else
            return exc_raise(&exc_ValueError,
                             bytes ? "negative seek value %lld" : "Negative seek position %lld",
                             (long long)off);
    }
    size_t total = io_cp_count(s, 0, s->buf.len);
    if ((uint64_t)target > total) {
        if ((uint64_t)target - total > LIMIT_SEQ_BYTES) {
            exc_no_memory();
            return NULL;
        }
        s->pos = s->buf.len;
        s->pad = (size_t)target - total;
    } else {
        s->pos = io_byte_at(s, 0, (size_t)target);
        s->pad = 0;
    }
    return int_from_i64(target);
}

static obj *io_m_truncate(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = io_self(args[0]);
    int64_t v;
    if (!s || !io_optional_ssize(nargs > 1 ? args[1] : NULL, &v))
        return NULL;
    if (v < 0 && nargs > 1 && args[1] != NONE)
        return exc_raise(&exc_ValueError, "Negative size value %lld", (long long)v);
    size_t cut = v < 0 ? io_cp_count(s, 0, s->pos) + s->pad : (size_t)v;
    size_t at = io_byte_at(s, 0, cut);
    if (at < s->buf.len)
        s->buf.len = at;
    return int_from_i64((int64_t)cut);
}

static obj *io_m_close(obj **args, size_t nargs, obj *kw)
{
    struct iostream *s = (struct iostream *)args[0];
    s->closed = true;
    tb_free(&s->buf);
    s->pos = s->pad = 0;
    return NONE;
}

static obj *io_m_true(obj **args, size_t nargs, obj *kw)
{
    return io_self(args[0]) ? TRUE_OBJ : NULL;
}

static obj *io_m_false(obj **args, size_t nargs, obj *kw)
{
    return io_self(args[0]) ? FALSE_OBJ : NULL;
}

static obj *io_m_flush(obj **args, size_t nargs, obj *kw)
{
    return io_self(args[0]) ? NONE : NULL;
}

static obj *io_m_enter(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    return io_self(args[0]) ? incref(args[0]) : NULL;
}

static obj *io_m_exit(obj **args, size_t nargs, obj *kw)
{
    (void)nargs;
    (void)kw;
    ((struct iostream *)args[0])->closed = true;
    return NONE;
}

static obj *io_iter(obj *o)
{
    return io_self(o) ? incref(o) : NULL;
}

static obj *io_next(obj *o)
{
    struct iostream *s = io_self(o);
    if (!s || s->pos >= s->buf.len || s->pad)
        return NULL;
    return io_readline(s, SIZE_MAX);
}

static obj *io_get_newlines(obj *o)
{
    (void)o;
    return NONE;
}

static const struct getset_def io_getset[] = {
    MEMBER("closed", MEMBER_BOOL, struct iostream, closed),
    {NULL},
};

static const struct getset_def io_stringio_getset[] = {
    MEMBER("closed", MEMBER_BOOL, struct iostream, closed),
    {"newlines", io_get_newlines},
    {NULL},
};

#define IO_COMMON_METHODS                                                                          \
    {"write", io_m_write, METH_O}, {"writelines", io_m_writelines, METH_O},                        \
        {"read", io_m_read, 0, PA_SIG_POS(0, 1, NULL)},                                            \
        {"readline", io_m_readline, 0, PA_SIG_POS(0, 1, NULL)},                                    \
        {"readlines", io_m_readlines, 0, PA_SIG_POS(0, 1, NULL)},                                  \
        {"getvalue", io_m_getvalue, METH_NOARGS}, {"tell", io_m_tell, METH_NOARGS},                \
        {"seek", io_m_seek, 0, PA_SIG_POS(1, 2, NULL)},                                            \
        {"truncate", io_m_truncate, 0, PA_SIG_POS(0, 1, NULL)},                                    \
        {"close", io_m_close, METH_NOARGS}, {"readable", io_m_true, METH_NOARGS},                  \
        {"writable", io_m_true, METH_NOARGS}, {"seekable", io_m_true, METH_NOARGS},                \
        {"isatty", io_m_false, METH_NOARGS}, {"flush", io_m_flush, METH_NOARGS},                   \
        {"__enter__", io_m_enter, 0}, {"__exit__", io_m_exit, 0},

static const struct method_def io_methods[] = {IO_COMMON_METHODS{NULL}};

/* StringIO and BytesIO are one stream type twice: they share every method and slot, and
 * differ only in their getsets and constructors. */
#define IO_STREAM_SLOTS                                                                            \
    .methods = io_methods, .dealloc = io_dealloc, .iter = io_iter, .next = io_next

/* CPython's tp_name is "_io.StringIO", which error messages and repr(type) show. */
struct type io_type_stringio = {
    .name = "_io.StringIO",
    IO_STREAM_SLOTS,
    .getset = io_stringio_getset,
    .construct = io_stringio_construct,
    .construct_sig = PA_SIG_KW(0, 2, NULL, "initial_value", "newline"),
};

struct type io_type_bytesio = {
    .name = "_io.BytesIO",
    IO_STREAM_SLOTS,
    .getset = io_getset,
    .construct = io_bytesio_construct,
    .construct_sig = PA_SIG_KW(0, 1, NULL, "initial_bytes"),
};

const struct module_def mod_io = {
    .name = "io",
    .types = (const struct module_type[]){{&io_type_stringio, true, "_io"},
                                          {&io_type_bytesio, true, "_io"},
                                          {NULL}},
};
