/* executor/lib/mod_hashlib.c: the hashlib module over Debian's nettle: md5, sha1, the SHA-2
 * family and SHA-3 (and ripemd160 through new()), pbkdf2_hmac, and BLAKE2 (blake2.c), with update,
 * digest, hexdigest, copy, name, digest_size and block_size. digest() leaves the object usable, as
 * CPython's does: nettle's digest functions reset their context, so they run on a copy. */
#include <nettle/nettle-meta.h>
#include <nettle/pbkdf2.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/limits.h"
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/blake2.h"
#include "executor/lib/import.h"

static const struct {
    const char *name; /* CPython's name for it */
    const struct nettle_hash *hash;
} hl_algorithms[] = {
    {"md5", &nettle_md5},
    {"sha1", &nettle_sha1},
    {"sha224", &nettle_sha224},
    {"sha256", &nettle_sha256},
    {"sha384", &nettle_sha384},
    {"sha512", &nettle_sha512},
    {"sha3_224", &nettle_sha3_224},
    {"sha3_256", &nettle_sha3_256},
    {"sha3_384", &nettle_sha3_384},
    {"sha3_512", &nettle_sha3_512},
    {"sha512_224", &nettle_sha512_224},
    {"sha512_256", &nettle_sha512_256},
    {"ripemd160", &nettle_ripemd160},
};
#define HL_NALGS (sizeof hl_algorithms / sizeof hl_algorithms[0])
/* the constructors hashlib itself exports (new() reaches the rest) */
#define HL_NCONSTRUCTORS 10

/* the largest digest among the algorithms above (SHA-512, SHA3-512) */
#define HL_MAX_DIGEST 64

struct hl_hash {
    obj hdr;
    int alg; /* index into hl_algorithms */
    void *ctx;
};

static struct type hl_type_hash;

/* the hash state */
static void hl_dealloc(obj *o)
{
    mem_free(((struct hl_hash *)o)->ctx);
    obj_free(o);
}

/* data for update(): bytes, charged as operations; str is refused with CPython's message */
static struct bytes_obj *hl_data(obj *data)
{
    if (is_str(data)) {
        exc_raise(&exc_TypeError, "Strings must be encoded before hashing");
        return NULL;
    }
    if (type_of(data) != &type_bytes) {
        exc_raise(&exc_TypeError, "object supporting the buffer API required");
        return NULL;
    }
    struct bytes_obj *b = AS(bytes_obj, data);
    if (!vm_charge(b->len / 16)) { /* a few ns per byte */
        vm_ops_exceeded();
        return NULL;
    }
    return b;
}

/* ---- blake2b and blake2s (blake2.c), with their parameters ---- */
struct hl_blake2 {
    obj hdr;
    struct blake2_ctx ctx;
};

static struct type hl_type_blake2b, hl_type_blake2s;

static obj *hl_blake2_alloc(bool big)
{
    return obj_alloc(big ? &hl_type_blake2b : &hl_type_blake2s, sizeof(struct hl_blake2));
}

static struct blake2_ctx *hl_blake2_ctx(obj *o)
{
    return &((struct hl_blake2 *)o)->ctx;
}

/* ---- what HASH and blake2 objects share: update, digest, hexdigest, copy, name,
 * digest_size and block_size ---- */

static bool hl_is_blake2(obj *o)
{
    return type_of(o) != &hl_type_hash;
}

/* Hashes DATA (bytes) into O, a HASH or blake2 object. */
static bool hl_feed(obj *o, obj *data)
{
    struct bytes_obj *b = hl_data(data);
    if (!b)
        return false;
    if (hl_is_blake2(o)) {
        blake2_update(hl_blake2_ctx(o), b->data, b->len);
    } else {
        struct hl_hash *h = (struct hl_hash *)o;
        hl_algorithms[h->alg].hash->update(h->ctx, b->len, b->data);
    }
    return true;
}

static obj *hl_new_hash(int alg, obj *data)
{
    const struct nettle_hash *nh = hl_algorithms[alg].hash;
    struct hl_hash *h = (struct hl_hash *)obj_alloc(&hl_type_hash, sizeof *h);
    if (!h)
        return NULL;
    h->alg = alg;
    h->ctx = mem_alloc(nh->context_size);
    if (!h->ctx) {
        mem_free(h);
        return NULL;
    }
    nh->init(h->ctx);
    if (data && !hl_feed((obj *)h, data)) {
        decref((obj *)h);
        return NULL;
    }
    return (obj *)h;
}

struct hl_kind {
    const char *name;
    size_t digest_size, block_size;
};

static struct hl_kind hl_kind_of(obj *o)
{
    if (hl_is_blake2(o)) {
        struct blake2_ctx *c = hl_blake2_ctx(o);
        return (struct hl_kind){c->big ? "blake2b" : "blake2s", c->outlen, c->big ? 128 : 64};
    }
    int alg = ((struct hl_hash *)o)->alg;
    const struct nettle_hash *nh = hl_algorithms[alg].hash;
    return (struct hl_kind){hl_algorithms[alg].name, nh->digest_size, nh->block_size};
}

/* The digest of what was hashed so far into OUT, without disturbing the object; false with
 * MemoryError. */
static bool hl_digest(obj *o, uint8_t *out)
{
    if (hl_is_blake2(o)) {
        blake2_digest(hl_blake2_ctx(o), out);
        return true;
    }
    struct hl_hash *h = (struct hl_hash *)o;
    const struct nettle_hash *nh = hl_algorithms[h->alg].hash;
    void *copy = mem_alloc(nh->context_size);
    if (!copy)
        return false;
    memcpy(copy, h->ctx, nh->context_size);
    nh->digest(copy, nh->digest_size, out);
    mem_free(copy);
    return true;
}

static obj *hl_m_update(obj **args, size_t nargs, obj *kw)
{
    return hl_feed(args[0], args[1]) ? NONE : NULL;
}

static obj *hl_m_digest(obj **args, size_t nargs, obj *kw)
{
    uint8_t out[HL_MAX_DIGEST];
    return hl_digest(args[0], out) ? bytes_new(out, hl_kind_of(args[0]).digest_size) : NULL;
}

static obj *hl_hex(const uint8_t *out, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    char text[2 * HL_MAX_DIGEST];
    for (size_t i = 0; i < n; i++) {
        text[2 * i] = hex[out[i] >> 4];
        text[2 * i + 1] = hex[out[i] & 15];
    }
    return str_new(text, 2 * n);
}

static obj *hl_m_hexdigest(obj **args, size_t nargs, obj *kw)
{
    uint8_t out[HL_MAX_DIGEST];
    return hl_digest(args[0], out) ? hl_hex(out, hl_kind_of(args[0]).digest_size) : NULL;
}

static obj *hl_m_copy(obj **args, size_t nargs, obj *kw)
{
    obj *o = args[0];
    if (hl_is_blake2(o)) {
        obj *c = hl_blake2_alloc(hl_blake2_ctx(o)->big);
        if (c)
            *hl_blake2_ctx(c) = *hl_blake2_ctx(o);
        return c;
    }
    struct hl_hash *h = (struct hl_hash *)o;
    obj *c = hl_new_hash(h->alg, NULL);
    if (c)
        memcpy(((struct hl_hash *)c)->ctx, h->ctx, hl_algorithms[h->alg].hash->context_size);
    return c;
}

static obj *hl_get_name(obj *o)
{
    return str_new_cstr(hl_kind_of(o).name);
}

static obj *hl_get_digest_size(obj *o)
{
    return small_new((int64_t)hl_kind_of(o).digest_size);
}

static obj *hl_get_block_size(obj *o)
{
    return small_new((int64_t)hl_kind_of(o).block_size);
}

static const struct getset_def hl_getset[] = {
    {"name", hl_get_name},
    {"digest_size", hl_get_digest_size},
    {"block_size", hl_get_block_size},
    {NULL},
};

static const struct method_def hl_methods[] = {
    {"update", hl_m_update, METH_O},
    {"digest", hl_m_digest, METH_NOARGS},
    {"hexdigest", hl_m_hexdigest, METH_NOARGS},
    {"copy", hl_m_copy, METH_NOARGS},
    {NULL},
};

static struct type hl_type_hash = {
    .name = "_hashlib.HASH",
    .methods = hl_methods,
    .getset = hl_getset,
    .dealloc = hl_dealloc,
};

/* ---- blake2b and blake2s: their parameters ---- */

/* a bytes parameter no longer than max (CPython's wording names it) */
static bool hl_blake2_param(obj *v, const char *what, size_t max, struct bytes_obj **out)
{
    *out = NULL;
    if (!v)
        return true;
    if (!(*out = hl_data(v)))
        return false;
    if ((*out)->len > max) {
        exc_raise(&exc_ValueError, "maximum %s length is %zu bytes", what, max);
        return false;
    }
    return true;
}

/* blake2b/blake2s(data=b'', *, digest_size, key, salt, person, usedforsecurity): A holds
 * the six, NULL when absent */
#define HL_BLAKE2_SIG                                                                              \
    PA_SIG_KW(0, 1, NULL, "data", "digest_size", "key", "salt", "person", "usedforsecurity")
static obj *hl_blake2_new(bool big, obj **a)
{
    size_t maxout = big ? BLAKE2B_OUTBYTES : BLAKE2S_OUTBYTES;
    size_t maxsalt = big ? BLAKE2B_SALTBYTES : BLAKE2S_SALTBYTES;
    intptr_t outlen = a[1] ? op_index_ssize(a[1]) : (intptr_t)maxout;
    if (vm->exc)
        return NULL;
    if (outlen < 1 || outlen > (intptr_t)maxout)
        return exc_raise(&exc_ValueError, "digest_size must be between 1 and %zu bytes", maxout);
    struct bytes_obj *key, *salt, *person;
    if (!hl_blake2_param(a[2], "key", big ? BLAKE2B_KEYBYTES : BLAKE2S_KEYBYTES, &key) ||
        !hl_blake2_param(a[3], "salt", maxsalt, &salt) ||
        !hl_blake2_param(a[4], "person", maxsalt, &person))
        return NULL;
    obj *h = hl_blake2_alloc(big);
    if (!h)
        return NULL;
    blake2_init(hl_blake2_ctx(h), big, (size_t)outlen, key ? key->data : NULL, key ? key->len : 0,
                salt ? salt->data : NULL, salt ? salt->len : 0, person ? person->data : NULL,
                person ? person->len : 0);
    if (a[0] && !hl_feed(h, a[0])) {
        decref(h);
        return NULL;
    }
    return h;
}

/* blake2b (BIG) and blake2s */
static obj *hl_f_blake2(obj **args, size_t nargs, obj *kw, intptr_t big)
{
    return hl_blake2_new(big, args);
}

static struct type hl_type_blake2b = {
    .name = "blake2b",
    .methods = hl_methods,
    .getset = hl_getset,
};

static struct type hl_type_blake2s = {
    .name = "blake2s",
    .methods = hl_methods,
    .getset = hl_getset,
};

/* hashlib.md5(string=b'', *, usedforsecurity=True) and the like: ARGS holds the two, NULL
 * when absent; NAME says which algorithm */
#define HL_STRING_SIG PA_SIG_KW(0, 1, NULL, "string", "usedforsecurity")
static obj *hl_f_constructor(obj **args, size_t nargs, obj *kw, intptr_t alg)
{
    return hl_new_hash((int)alg, args[0]);
}

static obj *hl_f_new(obj **args, size_t nargs, obj *kw)
{
    /* OpenSSL's names are case-insensitive, and "sha3-256" spells "sha3_256" */
    char lower[32];
    size_t n = str_len(args[0]);
    if (n < sizeof lower) {
        for (size_t i = 0; i <= n; i++) {
            char c = str_cstr(args[0])[i];
            lower[i] = c >= 'A' && c <= 'Z' ? (char)(c + 32) : c == '-' ? '_' : c;
        }
        for (size_t k = 0; k < HL_NALGS; k++)
            if (!strcmp(hl_algorithms[k].name, lower))
                return hl_new_hash((int)k, args[1]);
        /* CPython's blake2 fallback matches these names exactly */
        const char *name = str_cstr(args[0]);
        if (!strcmp(name, "blake2b") || !strcmp(name, "blake2s")) {
            obj *p[6] = {args[1]};
            return hl_blake2_new(name[6] == 'b', p);
        }
    }
    return exc_raise(&exc_ValueError, "unsupported hash type %s", str_cstr(args[0]));
}

/* pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None) over nettle's PBKDF2 */
static obj *hl_f_pbkdf2_hmac(obj **args, size_t nargs, obj *kw)
{
    static const struct {
        const char *name;
        size_t size;
        void (*fn)(size_t, const uint8_t *, unsigned, size_t, const uint8_t *, size_t, uint8_t *);
    } prfs[] = {
        {"sha1", 20, nettle_pbkdf2_hmac_sha1},
        {"sha256", 32, nettle_pbkdf2_hmac_sha256},
        {"sha384", 48, nettle_pbkdf2_hmac_sha384},
        {"sha512", 64, nettle_pbkdf2_hmac_sha512},
    };
    int k = -1;
    for (int i = 0; i < 4; i++)
        if (!strcmp(str_cstr(args[0]), prfs[i].name))
            k = i;
    if (k < 0)
        return exc_raise(&exc_ValueError, "[digital envelope routines] unsupported");
    for (int i = 1; i <= 2; i++)
        if (type_of(args[i]) != &type_bytes)
            return exc_raise(&exc_TypeError, "a bytes-like object is required, not '%s'",
                             op_type_name(args[i]));
    struct bytes_obj *pw = AS(bytes_obj, args[1]), *salt = AS(bytes_obj, args[2]);
    intptr_t iters = op_index_ssize(args[3]);
    intptr_t dklen = args[4] && args[4] != NONE ? op_index_ssize(args[4]) : (intptr_t)prfs[k].size;
    if (vm->exc)
        return NULL;
    if (iters < 1)
        return exc_raise(&exc_ValueError, "iteration value must be greater than 0.");
    if (iters > UINT32_MAX)
        return exc_raise(&exc_OverflowError, "iteration value is too great.");
    if (dklen < 1)
        return exc_raise(&exc_ValueError, "key length must be greater than 0.");
    if ((uint64_t)dklen > LIMIT_SEQ_BYTES)
        return exc_raise(&exc_OverflowError, "key length is too great.");
    /* each iteration is two compressions per output block */
    uint64_t blocks = ((uint64_t)dklen + prfs[k].size - 1) / prfs[k].size;
    if (!vm_charge((uint64_t)iters * blocks)) {
        vm_ops_exceeded();
        return NULL;
    }
    uint8_t *out = mem_alloc((size_t)dklen);
    if (!out)
        return NULL;
    prfs[k].fn(pw->len, pw->data, (unsigned)iters, salt->len, salt->data, (size_t)dklen, out);
    obj *r = bytes_new(out, (size_t)dklen);
    mem_free(out);
    return r;
}

static const struct method_def hl_funcs[] = {
    /* DATA: the index in hl_algorithms */
    {"md5", .fn_data = hl_f_constructor, .data = 0, .sig = HL_STRING_SIG},
    {"sha1", .fn_data = hl_f_constructor, .data = 1, .sig = HL_STRING_SIG},
    {"sha224", .fn_data = hl_f_constructor, .data = 2, .sig = HL_STRING_SIG},
    {"sha256", .fn_data = hl_f_constructor, .data = 3, .sig = HL_STRING_SIG},
    {"sha384", .fn_data = hl_f_constructor, .data = 4, .sig = HL_STRING_SIG},
    {"sha512", .fn_data = hl_f_constructor, .data = 5, .sig = HL_STRING_SIG},
    {"sha3_224", .fn_data = hl_f_constructor, .data = 6, .sig = HL_STRING_SIG},
    {"sha3_256", .fn_data = hl_f_constructor, .data = 7, .sig = HL_STRING_SIG},
    {"sha3_384", .fn_data = hl_f_constructor, .data = 8, .sig = HL_STRING_SIG},
    {"sha3_512", .fn_data = hl_f_constructor, .data = 9, .sig = HL_STRING_SIG},
    {"new", hl_f_new, 0, PA_SIG_KW(1, 2, "s", "name", "data", "usedforsecurity")},
    {"blake2b", .fn_data = hl_f_blake2, .data = true, .sig = HL_BLAKE2_SIG},
    {"blake2s", .fn_data = hl_f_blake2, .data = false, .sig = HL_BLAKE2_SIG},
    {"pbkdf2_hmac", hl_f_pbkdf2_hmac, 0,
     PA_SIG_KW(4, 5, "s", "hash_name", "password", "salt", "iterations", "dklen")},
    {NULL},
};

/* a frozenset of the constructor names */
static obj *hl_names(size_t count)
{
    obj *s = set_new(&type_frozenset);
    for (size_t k = 0; s && k < count; k++) {
        obj *n = str_new_cstr(hl_algorithms[k].name);
        if (!n || set_add(s, n) < 0)
            CLEAR(s);
        xdecref(n);
    }
    return s;
}

static int hl_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    return dict_set_cstr(d, "algorithms_guaranteed", hl_names(HL_NCONSTRUCTORS)) < 0 ||
                   dict_set_cstr(d, "algorithms_available", hl_names(HL_NALGS)) < 0
               ? -1
               : 0;
}

const struct module_def mod_hashlib = {
    .name = "hashlib",
    .functions = hl_funcs,
    .types = (const struct module_type[]){{&hl_type_hash, false, "_hashlib"},
                                          {&hl_type_blake2b, false, "_blake2"},
                                          {&hl_type_blake2s, false, "_blake2"},
                                          {NULL}},
    .fill = hl_fill,
};
