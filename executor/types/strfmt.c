/* executor/types/strfmt.c: format(value, spec), str.format and str % args on top of format.c.
 * Field names in format strings may not reach dunder attributes. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/core/format.h"
#include "executor/core/guard.h"
#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/core/utf8.h"
#include "executor/types/strfmt.h"
#include "executor/core/vm.h"

/* The largest result a formatter may build: bounded by the heap that is left. */
static size_t max_result(void)
{
    size_t left = vm->heap_max > vm->heap_used ? vm->heap_max - vm->heap_used : 0;
    return left < LIMIT_SEQ_BYTES ? left : LIMIT_SEQ_BYTES;
}

/* |v| for any small int, which is within INTPTR_MIN >> 1 and so never overflows */
static uint64_t small_magnitude(intptr_t v)
{
    return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
}

size_t strfmt_small_int_len(intptr_t v)
{
    static const uint64_t pow10[19] = {1,
                                       10,
                                       100,
                                       1000,
                                       10000,
                                       100000,
                                       1000000,
                                       10000000,
                                       100000000,
                                       1000000000,
                                       10000000000,
                                       100000000000,
                                       1000000000000,
                                       10000000000000,
                                       100000000000000,
                                       1000000000000000,
                                       10000000000000000,
                                       100000000000000000,
                                       1000000000000000000};
    uint64_t u = small_magnitude(v);
    /* bits * log10(2), rounded down, is the digit count or one less; a small int has at
     * most 63 bits, so the estimate stays below 19 */
    unsigned bits = 64 - (unsigned)__builtin_clzll(u | 1);
    unsigned n = bits * 1233 >> 12;
    return n + ((u | 1) >= pow10[n]) + (v < 0);
}

void strfmt_small_int_put(intptr_t v, char *out, size_t len)
{
    /* two digits per division: "00" "01" ... "99" */
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    uint64_t u = small_magnitude(v);
    char *p = out + len;
    while (u >= 100) {
        p -= 2;
        memcpy(p, pairs + u % 100 * 2, 2);
        u /= 100;
    }
    if (u >= 10) {
        p -= 2;
        memcpy(p, pairs + u * 2, 2);
    } else {
        *--p = (char)('0' + u);
    }
    if (v < 0)
        *--p = '-';
}

/* The int V into Z (initialised here; the caller clears it) for formatting. A DECIMAL
 * rendering obeys str()'s digit limit: false, Z untouched, with int_repr's ValueError raised
 * when V has too many digits. 14300 bits is the cheap bound below which no check is needed. */
static bool int_for_format(obj *v, bool decimal, mpz_t z)
{
    if (decimal && int_bit_length(v) > 14300) {
        obj *r = int_repr(v);
        if (!r)
            return false;
        decref(r);
    }
    mpz_init(z);
    int_to_mpz(v, z);
    return true;
}

static obj *fmt_failed(int rc, const char *err, const char *tname)
{
    if (rc == FMT_TOO_LARGE) {
        exc_no_memory();
        return NULL;
    }
    const char *msg = fmt_error_with_type(err, tname);
    return exc_raise(fmt_error_is_overflow(msg) ? &exc_OverflowError : &exc_ValueError, "%s", msg);
}

static obj *from_buf(struct fmt_buf *b)
{
    obj *r = str_new(b->data ? b->data : "", b->len);
    free(b->data);
    return r;
}

obj *strfmt_convert(obj *v, int conversion)
{
    if (conversion == 's')
        return op_str(v);
    obj *r = op_repr(v);
    if (!r || conversion == 'r')
        return r;
    obj *a = str_escape_non_ascii(r);
    decref(r);
    return a;
}

obj *strfmt_format_value(obj *value, obj *spec)
{
    struct type *t = type_of(value);
    if (t->flags & TF_HEAP) {
        obj *m = op_special(value, "__format__");
        if (m) {
            obj *s = spec ? incref(spec) : str_new("", 0);
            obj *r = s ? op_call1(m, s) : NULL;
            xdecref(s);
            decref(m);
            if (r && !is_str(r)) {
                exc_raise(&exc_TypeError, "__format__ must return a str, not %s", op_type_name(r));
                CLEAR(r);
            }
            return r;
        }
        if (vm->exc)
            return NULL;
    }
    /* Types of the native modules (datetime, decimal, fractions) format themselves with a
     * __format__ in their method table; the core's own types have none. */
    if (!(t->flags & TF_HEAP) && t->dict && spec && str_len(spec)) {
        obj *m = type_lookup_cstr(t, "__format__");
        if (m && !is_small(m) && m->type == &type_builtin) {
            obj *argv[2] = {value, spec};
            return AS(builtin_obj, m)->fn(argv, 2, NULL);
        }
    }
    if (!spec || !str_len(spec))
        return op_str(value);
    struct fmt_spec fs;
    const char *err = NULL;
    int rc = fmt_spec_parse(str_cstr(spec), str_len(spec), &fs, &err);
    if (rc)
        return fmt_failed(rc, err, t->name);
    struct fmt_buf out = {0};
    if (is_int(value) && !(t->flags & TF_HEAP)) {
        mpz_t z;
        if (!int_for_format(value, fmt_int_is_decimal(&fs), z))
            return NULL;
        rc = fmt_int(z, &fs, max_result(), &out, &err);
        mpz_clear(z);
    } else if (is_float(value)) {
        rc = fmt_float(float_val(value), &fs, max_result(), &out, &err);
    } else if (t == &type_complex) {
        rc = fmt_complex(AS(complex_obj, value)->re, AS(complex_obj, value)->im, &fs, max_result(),
                         &out, &err);
    } else if (is_str(value)) {
        rc = fmt_str(str_cstr(value), str_len(value), &fs, max_result(), &out, &err);
    } else {
        return exc_raise(&exc_TypeError, "unsupported format string passed to %s.__format__",
                         t->name);
    }
    if (rc)
        return fmt_failed(rc, err, t == &type_bool ? "bool" : t->name);
    return from_buf(&out);
}

/* ---- str.format ---- */
struct fmtstate {
    obj **args;
    size_t nargs;
    obj *kwnames;
    obj **kwvals;
    obj *mapping;
    int auto_index; /* -1: manual numbering used */
    bool manual;
};

static obj *lookup_field(struct fmtstate *st, const char *s, size_t n)
{
    /* first part: up to '.' or '[' */
    size_t i = 0;
    while (i < n && s[i] != '.' && s[i] != '[')
        i++;
    obj *cur;
    if (i == 0) {
        if (st->manual)
            return exc_raise(&exc_ValueError, "cannot switch from manual field specification to "
                                              "automatic field numbering");
        st->auto_index++;
        size_t idx = (size_t)st->auto_index;
        if (st->mapping || idx >= st->nargs)
            return exc_raise(&exc_IndexError,
                             "Replacement index %zu out of range for positional args tuple", idx);
        cur = incref(st->args[idx]);
    } else if (s[0] >= '0' && s[0] <= '9') {
        size_t idx = 0;
        for (size_t k = 0; k < i; k++) {
            if (s[k] < '0' || s[k] > '9')
                return exc_raise(&exc_ValueError, "invalid format field");
            if (idx > ((size_t)INTPTR_MAX - 9) / 10) /* CPython reads it as a ssize_t */
                return exc_raise(&exc_ValueError, "Too many decimal digits in format string");
            idx = idx * 10 + (size_t)(s[k] - '0');
        }
        if (st->auto_index >= 0)
            return exc_raise(&exc_ValueError, "cannot switch from automatic field numbering to "
                                              "manual field specification");
        st->manual = true;
        if (idx >= st->nargs)
            return exc_raise(&exc_IndexError,
                             "Replacement index %zu out of range for positional args tuple", idx);
        cur = incref(st->args[idx]);
    } else {
        obj *key = str_new(s, i);
        if (!key)
            return NULL;
        cur = NULL;
        if (st->mapping) {
            cur = op_getitem(st->mapping, key);
        } else {
            size_t nkw = st->kwnames ? AS(tuple_obj, st->kwnames)->len : 0;
            for (size_t k = 0; k < nkw; k++)
                if (str_eq(AS(tuple_obj, st->kwnames)->items[k], key))
                    cur = incref(st->kwvals[k]);
            if (!cur)
                exc_raise_obj(&exc_KeyError, key);
        }
        decref(key);
        if (!cur)
            return NULL;
    }
    /* then each .name or [key] a step further: KEY (NULL if making it failed) and GET */
    while (i < n) {
        obj *key;
        obj *(*get)(obj *, obj *);
        if (s[i] == '.') {
            size_t j = ++i;
            while (i < n && s[i] != '.' && s[i] != '[')
                i++;
            if (i == j) {
                decref(cur);
                return exc_raise(&exc_ValueError, "Empty attribute in format string");
            }
            key = str_new(s + j, i - j);
            get = eval_getattr_checked;
        } else if (s[i] == '[') {
            size_t j = ++i;
            while (i < n && s[i] != ']')
                i++;
            if (i >= n) {
                decref(cur);
                return exc_raise(&exc_ValueError, "Missing ']' in format string");
            }
            bool digits = i > j;
            for (size_t k = j; k < i; k++)
                if (s[k] < '0' || s[k] > '9')
                    digits = false;
            key = digits ? int_from_string(s + j, i - j, 10, false) : str_new(s + j, i - j);
            get = op_getitem;
            i++;
        } else {
            decref(cur);
            return exc_raise(&exc_ValueError, "Only '.' or '[' may follow ']' in format field "
                                              "specifier");
        }
        obj *nx = key ? get(cur, key) : NULL;
        xdecref(key);
        decref(cur);
        if (!nx)
            return NULL;
        cur = nx;
    }
    return cur;
}

static obj *format_with(struct fmtstate *st, const char *s, size_t n, int depth);

static bool render_field(struct fmtstate *st, const char *f, size_t n, struct textbuf *out, int depth)
{
    /* field_name [! conv] [: spec]; brackets in the name may hold ':' or '!' */
    size_t i = 0;
    int bracket = 0;
    while (i < n) {
        if (f[i] == '[')
            bracket++;
        else if (f[i] == ']')
            bracket--;
        else if (!bracket && (f[i] == '!' || f[i] == ':'))
            break;
        i++;
    }
    size_t name_end = i;
    char conv = 0;
    if (i < n && f[i] == '!') {
        if (i + 1 >= n)
            return exc_raise(&exc_ValueError, "end of string while looking for conversion "
                                              "specifier"),
                   false;
        conv = f[i + 1];
        i += 2;
        if (i < n && f[i] != ':')
            return exc_raise(&exc_ValueError, "expected ':' after conversion specifier"), false;
    }
    const char *spec = NULL;
    size_t spec_len = 0;
    if (i < n && f[i] == ':') {
        spec = f + i + 1;
        spec_len = n - i - 1;
    }
    obj *v = lookup_field(st, f, name_end);
    if (!v)
        return false;
    if (conv) {
        if (conv != 'r' && conv != 's' && conv != 'a') {
            decref(v);
            exc_raise(&exc_ValueError, "Unknown conversion specifier %c", conv);
            return false;
        }
        obj *c = strfmt_convert(v, conv);
        decref(v);
        if (!c)
            return false;
        v = c;
    }
    obj *specobj = NULL;
    if (spec_len) {
        if (memchr(spec, '{', spec_len)) {
            if (depth >= 2) {
                decref(v);
                exc_raise(&exc_ValueError, "Max string recursion exceeded");
                return false;
            }
            specobj = format_with(st, spec, spec_len, depth + 1);
        } else {
            specobj = str_new(spec, spec_len);
        }
        if (!specobj) {
            decref(v);
            return false;
        }
    }
    obj *s = op_format(v, specobj);
    decref(v);
    xdecref(specobj);
    if (!s)
        return false;
    bool ok = tb_add(out, str_cstr(s), str_len(s));
    decref(s);
    return ok;
}

static obj *format_with(struct fmtstate *st, const char *s, size_t n, int depth)
{
    struct textbuf out = {0};
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (c == '{') {
            if (i + 1 < n && s[i + 1] == '{') {
                if (!tb_add(&out, "{", 1))
                    goto fail;
                i += 2;
                continue;
            }
            /* find the matching '}' */
            size_t j = i + 1;
            int level = 1;
            while (j < n) {
                if (s[j] == '{')
                    level++;
                else if (s[j] == '}' && --level == 0)
                    break;
                j++;
            }
            if (j >= n) {
                exc_raise(&exc_ValueError, "expected '}' before end of string");
                goto fail;
            }
            /* a field is an operation: '{0}' * 100000 is that many conversions in one call */
            if (!vm_charge(1)) {
                vm_ops_exceeded();
                goto fail;
            }
            if (!render_field(st, s + i + 1, j - i - 1, &out, depth))
                goto fail;
            i = j + 1;
        } else if (c == '}') {
            if (i + 1 < n && s[i + 1] == '}') {
                if (!tb_add(&out, "}", 1))
                    goto fail;
                i += 2;
                continue;
            }
            exc_raise(&exc_ValueError, "Single '}' encountered in format string");
            goto fail;
        } else {
            size_t j = i;
            while (j < n && s[j] != '{' && s[j] != '}')
                j++;
            if (!tb_add(&out, s + i, j - i))
                goto fail;
            i = j;
        }
    }
    return tb_finish(&out);
fail:
    tb_free(&out);
    return NULL;
}

obj *strfmt_format(obj *fmt, obj **args, size_t nargs, obj *kwnames, obj *mapping)
{
    struct fmtstate st = {.args = args,
                          .nargs = nargs,
                          .kwnames = kwnames,
                          .kwvals = args ? args + nargs : NULL,
                          .mapping = mapping,
                          .auto_index = -1};
    return format_with(&st, str_cstr(fmt), str_len(fmt), 0);
}

/* ---- % formatting ---- */
obj *strfmt_percent(obj *fmt, obj *args)
{
    const char *s = str_cstr(fmt);
    size_t n = str_len(fmt);
    bool is_map =
        is_dict(args) || (!is_tuple(args) && !is_str(args) && (type_of(args)->flags & TF_HEAP) &&
                          type_of(args)->getitem && type_lookup_cstr(type_of(args), "keys"));
    obj **items = is_tuple(args) ? AS(tuple_obj, args)->items : &args;
    size_t nitems = is_tuple(args) ? AS(tuple_obj, args)->len : 1;
    size_t argi = 0;
    bool used_map = false;
    struct textbuf out = {0};
    size_t i = 0;
    while (i < n) {
        const char *pct = memchr(s + i, '%', n - i);
        if (!pct) {
            if (!tb_add(&out, s + i, n - i))
                goto fail;
            break;
        }
        size_t p = (size_t)(pct - s);
        if (!tb_add(&out, s + i, p - i))
            goto fail;
        struct fmt_percent conv;
        const char *err = NULL;
        if (fmt_percent_parse(s + p + 1, n - p - 1, &conv, &err)) {
            exc_raise(&exc_ValueError, "%s", err);
            goto fail;
        }
        i = p + 1 + conv.length;
        if (!vm_charge(1)) { /* a conversion is an operation, as a format field is */
            vm_ops_exceeded();
            goto fail;
        }
        if (conv.conversion == '%' && !conv.key && !conv.width_star && !conv.precision_star) {
            if (!tb_add(&out, "%", 1))
                goto fail;
            continue;
        }
        obj *arg = NULL;
        if (conv.width_star || conv.precision_star) {
            for (int k = 0; k < 2; k++) {
                bool star = k == 0 ? conv.width_star : conv.precision_star;
                if (!star)
                    continue;
                if (argi >= nitems || is_map) {
                    exc_raise(&exc_TypeError, "not enough arguments for format string");
                    goto fail;
                }
                int64_t v;
                if (!is_int(items[argi])) {
                    exc_raise(&exc_TypeError, "* wants int");
                    goto fail;
                }
                /* CPython reads a * width as ssize_t and a * precision as C int */
                if (!int_to_i64(items[argi], &v) || (k == 1 && (v > INT_MAX || v < INT_MIN))) {
                    exc_raise(&exc_OverflowError, "Python int too large to convert to C %s",
                              k == 0 ? "ssize_t" : "int");
                    goto fail;
                }
                argi++;
                if (k == 0) {
                    if (v < 0) {
                        conv.left = true;
                        v = -v;
                    }
                    conv.width = (size_t)v;
                } else {
                    conv.precision = v < 0 ? 0 : (int)v;
                }
            }
        }
        if (conv.key) {
            if (!is_map) {
                exc_raise(&exc_TypeError, "format requires a mapping");
                goto fail;
            }
            obj *key = str_new(conv.key, conv.key_len);
            arg = key ? op_getitem(args, key) : NULL;
            xdecref(key);
            if (!arg)
                goto fail;
            used_map = true;
        } else {
            if (argi >= nitems) {
                exc_raise(&exc_TypeError, "not enough arguments for format string");
                goto fail;
            }
            arg = incref(items[argi++]);
        }
        struct fmt_buf fb = {0};
        int rc = 0;
        uint32_t c = conv.conversion;
        if (c == 's' || c == 'r' || c == 'a' || (c == '%')) {
            obj *t = strfmt_convert(arg, c == '%' ? 's' : (int)c);
            if (!t) {
                decref(arg);
                goto fail;
            }
            rc = fmt_percent_str(str_cstr(t), str_len(t), &conv, max_result(), &fb, &err);
            decref(t);
        } else if (c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X' ||
                   c == 'c') {
            obj *iv = NULL;
            if (c == 'c' && is_str(arg)) {
                if (AS(str_obj, arg)->cplen != 1) {
                    decref(arg);
                    exc_raise(&exc_TypeError, "%%c requires int or char");
                    goto fail;
                }
                rc = fmt_percent_str(str_cstr(arg), str_len(arg), &conv, max_result(), &fb, &err);
            } else {
                if (is_int(arg))
                    iv = incref(arg);
                else if (is_float(arg) && (c == 'd' || c == 'i' || c == 'u'))
                    iv = int_from_double(float_val(arg));
                else {
                    decref(arg);
                    if (c == 'c')
                        exc_raise(&exc_TypeError, "%%c requires int or char");
                    else if (c == 'd' || c == 'i' || c == 'u')
                        exc_raise(&exc_TypeError, "%%%c format: a real number is required, not %s",
                                  (char)c, op_type_name(items[argi - 1]));
                    else
                        exc_raise(&exc_TypeError, "%%%c format: an integer is required, not %s",
                                  (char)c, op_type_name(items[argi - 1]));
                    goto fail;
                }
                if (!iv) {
                    decref(arg);
                    goto fail;
                }
                mpz_t z;
                if (!int_for_format(iv, c == 'd' || c == 'i' || c == 'u', z)) {
                    decref(iv);
                    decref(arg);
                    goto fail;
                }
                rc = fmt_percent_int(z, &conv, max_result(), &fb, &err);
                mpz_clear(z);
                decref(iv);
            }
        } else if (c == 'e' || c == 'E' || c == 'f' || c == 'F' || c == 'g' || c == 'G') {
            double d;
            if (!float_coerce(arg, &d)) {
                if (!vm->exc)
                    exc_raise(&exc_TypeError, "must be real number, not %s", op_type_name(arg));
                decref(arg);
                goto fail;
            }
            rc = fmt_percent_float(d, &conv, max_result(), &fb, &err);
        } else {
            decref(arg);
            exc_raise(&exc_ValueError, "%s",
                      fmt_percent_unsupported(c, utf8_count(s, p + conv.length)));
            goto fail;
        }
        decref(arg);
        if (rc) {
            free(fb.data);
            fmt_failed(rc, err, "str");
            goto fail;
        }
        bool ok = tb_add(&out, fb.data ? fb.data : "", fb.len);
        free(fb.data);
        if (!ok)
            goto fail;
    }
    if (!used_map && !is_map && argi < nitems) {
        exc_raise(&exc_TypeError, "not all arguments converted during string formatting");
        goto fail;
    }
    return tb_finish(&out);
fail:
    tb_free(&out);
    return NULL;
}
