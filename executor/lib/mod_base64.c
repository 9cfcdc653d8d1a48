/* executor/lib/mod_base64.c: the base64 module: Base64 (standard, URL-safe, custom altchars,
 * encodebytes), Base32 (and its extended-hex variant) and Base16, with binascii's lenient
 * decoding (characters outside the alphabet skipped, padding rules) or its strict mode
 * (validate=True), and binascii.Error's messages. */
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/textbuf.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_flag.h"

/* binascii.Error, a ValueError */
static struct type b64_type_error = {
    .name = "Error",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .base_type = &exc_ValueError,
};

static const char b64_alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static const char b32_alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
static const char b32hex_alphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

/* The data to encode: bytes only (binascii's "bytes-like object"). */
static bool b64_data(obj *o, const unsigned char **p, size_t *n)
{
    if (type_of(o) != &type_bytes) {
        exc_raise(&exc_TypeError, "a bytes-like object is required, not '%s'", op_type_name(o));
        return false;
    }
    *p = AS(bytes_obj, o)->data;
    *n = AS(bytes_obj, o)->len;
    return true;
}

/* The data to decode: bytes, or a str of ASCII characters (_bytes_from_decode_data). */
static obj *b64_decode_data(obj *o)
{
    if (is_str(o)) {
        if (!AS(str_obj, o)->ascii)
            return exc_raise(&exc_ValueError,
                             "string argument should contain only ASCII characters");
        return bytes_new(str_cstr(o), str_len(o));
    }
    if (type_of(o) == &type_bytes)
        return incref(o);
    return exc_raise(&exc_TypeError,
                     "argument should be a bytes-like object or ASCII string, not '%s'",
                     op_type_name(o));
}

/* The bytes B holds, or NULL when building them failed (OK false, an exception pending);
 * B is freed either way. */
static obj *b64_result(struct textbuf *b, bool ok)
{
    obj *r = ok ? bytes_new(b->data ? b->data : "", b->len) : NULL;
    tb_free(b);
    return r;
}

static bool b64_encode_into(const unsigned char *p, size_t n, const char *alpha,
                            struct textbuf *out)
{
    if (!vm_charge(n / 64))
        return vm_ops_exceeded(), false;
    if (!tb_reserve(out, (n + 2) / 3 * 4))
        return false;
    size_t i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
        char q[4] = {alpha[v >> 18], alpha[(v >> 12) & 63], alpha[(v >> 6) & 63], alpha[v & 63]};
        tb_add(out, q, 4);
    }
    if (n - i == 1) {
        uint32_t v = (uint32_t)p[i] << 16;
        char q[4] = {alpha[v >> 18], alpha[(v >> 12) & 63], '=', '='};
        tb_add(out, q, 4);
    } else if (n - i == 2) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8;
        char q[4] = {alpha[v >> 18], alpha[(v >> 12) & 63], alpha[(v >> 6) & 63], '='};
        tb_add(out, q, 4);
    }
    return true;
}

static int b64_value(unsigned char c)
{
    const char *at = c ? strchr(b64_alphabet, c) : NULL;
    return at ? (int)(at - b64_alphabet) : -1;
}

static obj *b64_error(const char *msg)
{
    return exc_raise(&b64_type_error, "%s", msg);
}

/* binascii.a2b_base64: the lenient decoder skips what is not in the alphabet and stops at
 * padding that completes a quantum; strict mode refuses both. */
static obj *b64_decode_bytes(const unsigned char *s, size_t n, bool strict)
{
    if (!vm_charge(n / 64))
        return vm_ops_exceeded();
    struct textbuf out = {0};
    if (!tb_reserve(&out, n / 4 * 3 + 3))
        return NULL;
    int quad = 0, pads = 0;
    unsigned left = 0;
    bool padding = false;
    if (strict && n && s[0] == '=') {
        tb_free(&out);
        return b64_error("Leading padding not allowed");
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = s[i];
        if (c == '=') {
            padding = true;
            if (strict && quad == 0) {
                tb_free(&out);
                return b64_error("Excess padding not allowed");
            }
            if (quad >= 2 && quad + ++pads >= 4) {
                if (strict && i + 1 < n) {
                    tb_free(&out);
                    return b64_error("Excess data after padding");
                }
                return b64_result(&out, true);
            }
            continue;
        }
        int v = b64_value(c);
        if (v < 0) {
            if (strict) {
                tb_free(&out);
                return b64_error("Only base64 data is allowed");
            }
            continue;
        }
        if (strict && padding) {
            tb_free(&out);
            return b64_error("Discontinuous padding not allowed");
        }
        pads = 0;
        switch (quad) {
        case 0:
            left = (unsigned)v;
            quad = 1;
            break;
        case 1:
            tb_addc(&out, (char)((left << 2) | ((unsigned)v >> 4)));
            left = (unsigned)v & 0x0f;
            quad = 2;
            break;
        case 2:
            tb_addc(&out, (char)((left << 4) | ((unsigned)v >> 2)));
            left = (unsigned)v & 0x03;
            quad = 3;
            break;
        default:
            tb_addc(&out, (char)((left << 6) | (unsigned)v));
            quad = 0;
        }
    }
    if (quad == 1) {
        char msg[160];
        snprintf(msg, sizeof msg,
                 "Invalid base64-encoded string: number of data characters (%zu) cannot be 1 "
                 "more than a multiple of 4",
                 out.len / 3 * 4 + 1);
        tb_free(&out);
        return b64_error(msg);
    }
    if (quad) {
        tb_free(&out);
        return b64_error("Incorrect padding");
    }
    return b64_result(&out, true);
}

/* altchars: a two-byte replacement for "+/" */
static bool b64_altchars(obj *alt, unsigned char pair[2])
{
    obj *b = b64_decode_data(alt);
    if (!b)
        return false;
    bool ok = AS(bytes_obj, b)->len == 2;
    if (ok)
        memcpy(pair, AS(bytes_obj, b)->data, 2);
    else {
        obj *r = op_repr(b);
        exc_raise(&exc_AssertionError, "%s", r ? str_cstr(r) : "");
        xdecref(r);
    }
    decref(b);
    return ok;
}

static obj *b64_encode_with(obj *data, const unsigned char *alt)
{
    const unsigned char *p;
    size_t n;
    if (!b64_data(data, &p, &n))
        return NULL;
    struct textbuf out = {0};
    bool ok = b64_encode_into(p, n, b64_alphabet, &out);
    for (size_t i = 0; ok && alt && i < out.len; i++)
        if (out.data[i] == '+')
            out.data[i] = (char)alt[0];
        else if (out.data[i] == '/')
            out.data[i] = (char)alt[1];
    return b64_result(&out, ok);
}

static obj *b64_decode_with(obj *data, const unsigned char *alt, bool strict)
{
    obj *b = b64_decode_data(data);
    if (!b)
        return NULL;
    const unsigned char *s = AS(bytes_obj, b)->data;
    size_t n = AS(bytes_obj, b)->len;
    obj *r;
    if (alt) {
        unsigned char *t = mem_alloc(n ? n : 1);
        if (!t) {
            decref(b);
            return NULL;
        }
        for (size_t i = 0; i < n; i++)
            t[i] = s[i] == alt[0] ? '+' : s[i] == alt[1] ? '/' : s[i];
        r = b64_decode_bytes(t, n, strict);
        mem_free(t);
    } else {
        r = b64_decode_bytes(s, n, strict);
    }
    decref(b);
    return r;
}

static obj *b64_f_b64encode(obj **args, size_t nargs, obj *kw)
{
    unsigned char alt[2];
    if (args[1] && args[1] != NONE && !b64_altchars(args[1], alt))
        return NULL;
    return b64_encode_with(args[0], args[1] && args[1] != NONE ? alt : NULL);
}

static obj *b64_f_b64decode(obj **args, size_t nargs, obj *kw)
{
    unsigned char alt[2];
    if (args[1] && args[1] != NONE && !b64_altchars(args[1], alt))
        return NULL;
    bool strict;
    if (!libflag_read(args[2], false, &strict))
        return NULL;
    return b64_decode_with(args[0], args[1] && args[1] != NONE ? alt : NULL, strict);
}

static obj *b64_f_standard_b64encode(obj **args, size_t nargs, obj *kw)
{
    return b64_encode_with(args[0], NULL);
}

static obj *b64_f_standard_b64decode(obj **args, size_t nargs, obj *kw)
{
    return b64_decode_with(args[0], NULL, false);
}

static const unsigned char b64_urlsafe[2] = {'-', '_'};

static obj *b64_f_urlsafe_b64encode(obj **args, size_t nargs, obj *kw)
{
    return b64_encode_with(args[0], b64_urlsafe);
}

static obj *b64_f_urlsafe_b64decode(obj **args, size_t nargs, obj *kw)
{
    return b64_decode_with(args[0], b64_urlsafe, false);
}

/* encodebytes: lines of 76 characters (57 bytes of input), each ending in "\n" */
static obj *b64_f_encodebytes(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *p;
    size_t n;
    if (!b64_data(args[0], &p, &n))
        return NULL;
    struct textbuf out = {0};
    bool ok = true;
    for (size_t i = 0; ok && i < n; i += 57) {
        size_t k = n - i < 57 ? n - i : 57;
        ok = b64_encode_into(p + i, k, b64_alphabet, &out) && tb_addc(&out, '\n');
    }
    return b64_result(&out, ok);
}

static obj *b64_f_decodebytes(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *p;
    size_t n;
    if (!b64_data(args[0], &p, &n))
        return NULL;
    return b64_decode_bytes(p, n, false);
}

/* ---- Base32 ---- */

static obj *b32_encode(obj *data, const char *alpha)
{
    const unsigned char *p;
    size_t n;
    if (!b64_data(data, &p, &n))
        return NULL;
    if (!vm_charge(n / 64))
        return vm_ops_exceeded();
    struct textbuf out = {0};
    if (!tb_reserve(&out, (n + 4) / 5 * 8))
        return NULL;
    for (size_t i = 0; i < n; i += 5) {
        unsigned char blk[5] = {0};
        size_t k = n - i < 5 ? n - i : 5;
        memcpy(blk, p + i, k);
        uint64_t v = 0;
        for (int j = 0; j < 5; j++)
            v = v << 8 | blk[j];
        char q[8];
        for (int j = 0; j < 8; j++)
            q[j] = alpha[(v >> (35 - 5 * j)) & 31];
        /* 1, 2, 3, 4 bytes keep 2, 4, 5, 7 characters */
        static const int keep[6] = {0, 2, 4, 5, 7, 8};
        for (int j = keep[k]; j < 8; j++)
            q[j] = '=';
        tb_add(&out, q, 8);
    }
    return b64_result(&out, true);
}

static obj *b32_decode(obj *data, obj *casefold_o, obj *map01, const char *alpha)
{
    obj *b = b64_decode_data(data);
    if (!b)
        return NULL;
    size_t n = AS(bytes_obj, b)->len;
    unsigned char *s = mem_alloc(n ? n : 1);
    if (!s) {
        decref(b);
        return NULL;
    }
    memcpy(s, AS(bytes_obj, b)->data, n);
    decref(b);
    bool casefold;
    obj *r = NULL;
    struct textbuf out = {0};
    if (!libflag_read(casefold_o, false, &casefold))
        goto done;
    if (n % 8) {
        b64_error("Incorrect padding");
        goto done;
    }
    if (map01 && map01 != NONE) {
        obj *m = b64_decode_data(map01);
        if (!m)
            goto done;
        if (AS(bytes_obj, m)->len != 1) {
            obj *rp = op_repr(m);
            exc_raise(&exc_AssertionError, "%s", rp ? str_cstr(rp) : "");
            xdecref(rp);
            decref(m);
            goto done;
        }
        unsigned char one = AS(bytes_obj, m)->data[0];
        decref(m);
        for (size_t i = 0; i < n; i++)
            s[i] = s[i] == '0' ? 'O' : s[i] == '1' ? one : s[i];
    }
    if (casefold)
        for (size_t i = 0; i < n; i++)
            if (s[i] >= 'a' && s[i] <= 'z')
                s[i] = (unsigned char)(s[i] - 32);
    size_t len = n;
    while (len && s[len - 1] == '=')
        len--;
    size_t pads = n - len;
    uint64_t acc = 0;
    for (size_t i = 0; i < len; i += 8) {
        acc = 0;
        size_t k = len - i < 8 ? len - i : 8;
        for (size_t j = 0; j < k; j++) {
            const char *at = s[i + j] ? strchr(alpha, s[i + j]) : NULL;
            if (!at) {
                b64_error("Non-base32 digit found");
                goto done;
            }
            acc = acc << 5 | (uint64_t)(at - alpha);
        }
        if (k < 8) /* the partial quantum: handled below */
            acc <<= 5 * (8 - k);
        unsigned char five[5];
        for (int j = 0; j < 5; j++)
            five[j] = (unsigned char)(acc >> (32 - 8 * j));
        if (!tb_add(&out, (const char *)five, 5))
            goto done;
    }
    if (pads != 0 && pads != 1 && pads != 3 && pads != 4 && pads != 6) {
        b64_error("Incorrect padding");
        goto done;
    }
    if (pads && out.len) {
        size_t leftover = (43 - 5 * pads) / 8; /* 1: 4, 3: 3, 4: 2, 6: 1 */
        out.len = out.len - 5 + leftover;
    }
    r = b64_result(&out, true);
done:
    tb_free(&out);
    mem_free(s);
    return r;
}

static obj *b64_f_b32encode(obj **args, size_t nargs, obj *kw)
{
    return b32_encode(args[0], b32_alphabet);
}

static obj *b64_f_b32decode(obj **args, size_t nargs, obj *kw)
{
    return b32_decode(args[0], args[1], args[2], b32_alphabet);
}

static obj *b64_f_b32hexencode(obj **args, size_t nargs, obj *kw)
{
    return b32_encode(args[0], b32hex_alphabet);
}

static obj *b64_f_b32hexdecode(obj **args, size_t nargs, obj *kw)
{
    return b32_decode(args[0], args[1], NULL, b32hex_alphabet);
}

/* ---- Base16 ---- */

static obj *b64_f_b16encode(obj **args, size_t nargs, obj *kw)
{
    const unsigned char *p;
    size_t n;
    if (!b64_data(args[0], &p, &n))
        return NULL;
    static const char hex[] = "0123456789ABCDEF";
    struct textbuf out = {0};
    if (!tb_reserve(&out, 2 * n))
        return NULL;
    for (size_t i = 0; i < n; i++) {
        char q[2] = {hex[p[i] >> 4], hex[p[i] & 15]};
        tb_add(&out, q, 2);
    }
    return b64_result(&out, true);
}

static obj *b64_f_b16decode(obj **args, size_t nargs, obj *kw)
{
    bool casefold;
    if (!libflag_read(args[1], false, &casefold))
        return NULL;
    obj *b = b64_decode_data(args[0]);
    if (!b)
        return NULL;
    const unsigned char *s = AS(bytes_obj, b)->data;
    size_t n = AS(bytes_obj, b)->len;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = s[i];
        if (casefold && c >= 'a' && c <= 'f')
            c = (unsigned char)(c - 32);
        if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'))) {
            decref(b);
            return b64_error("Non-base16 digit found");
        }
    }
    if (n % 2) {
        decref(b);
        return b64_error("Odd-length string");
    }
    struct textbuf out = {0};
    bool ok = tb_reserve(&out, n / 2);
    for (size_t i = 0; ok && i < n; i += 2) {
        int hi = s[i] <= '9' ? s[i] - '0' : (s[i] | 32) - 'a' + 10;
        int lo = s[i + 1] <= '9' ? s[i + 1] - '0' : (s[i + 1] | 32) - 'a' + 10;
        tb_addc(&out, (char)(hi << 4 | lo));
    }
    decref(b);
    return b64_result(&out, ok);
}

static const struct method_def b64_funcs[] = {
    {"b64encode", b64_f_b64encode, 0, PA_SIG_PY(1, 2, NULL, "s", "altchars")},
    {"b64decode", b64_f_b64decode, 0, PA_SIG_PY(1, 3, NULL, "s", "altchars", "validate")},
    {"standard_b64encode", b64_f_standard_b64encode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"standard_b64decode", b64_f_standard_b64decode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"urlsafe_b64encode", b64_f_urlsafe_b64encode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"urlsafe_b64decode", b64_f_urlsafe_b64decode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"encodebytes", b64_f_encodebytes, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"decodebytes", b64_f_decodebytes, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"b32encode", b64_f_b32encode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"b32decode", b64_f_b32decode, 0, PA_SIG_PY(1, 3, NULL, "s", "casefold", "map01")},
    {"b32hexencode", b64_f_b32hexencode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"b32hexdecode", b64_f_b32hexdecode, 0, PA_SIG_PY(1, 2, NULL, "s", "casefold")},
    {"b16encode", b64_f_b16encode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"b16decode", b64_f_b16decode, 0, PA_SIG_PY(1, 2, NULL, "s", "casefold")},
    {NULL},
};

const struct module_def mod_base64 = {
    .name = "base64",
    .functions = b64_funcs,
    .types = (const struct module_type[]){{&b64_type_error, false, "binascii"}, {NULL}},
};
