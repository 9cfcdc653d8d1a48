/* executor/lib/mod_random.c: the random module. The generator is the Mersenne Twister
 * (MT19937, Matsumoto and Nishimura's reference initialisation by array) seeded the way
 * CPython seeds it, and every method consumes its output the way CPython's random.py does
 * (random() from two 32-bit words, _randbelow by rejection over getrandbits, sample's
 * switch between a pool list and a selected set), so a fixed seed gives CPython's streams.
 * Module-level functions are methods of one hidden instance, seeded from getrandom(2)
 * (the jail allows getrandom; it does not allow opening /dev/urandom). Nothing of os or
 * the instance itself is reachable from the module. */
#include <math.h>
#include <nettle/sha2.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include "executor/core/exc_text.h"
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/mod_math.h"

#define MT_N 624
#define MT_M 397

struct random_obj {
    obj hdr;
    uint32_t mt[MT_N];
    int index;
    bool has_gauss_next;
    double gauss_next;
};

extern struct type type_random, type_system_random;
#define RND(o) ((struct random_obj *)(o))

/* ---- the generator ---- */
static void mt_init_genrand(struct random_obj *r, uint32_t s)
{
    r->mt[0] = s;
    for (int i = 1; i < MT_N; i++)
        r->mt[i] = 1812433253u * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + (uint32_t)i;
    r->index = MT_N;
}

static void mt_init_by_array(struct random_obj *r, const uint32_t *key, size_t len)
{
    mt_init_genrand(r, 19650218u);
    size_t i = 1, j = 0;
    uint32_t *mt = r->mt;
    for (size_t k = MT_N > len ? MT_N : len; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
        if (j >= len)
            j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
    }
    mt[0] = 0x80000000u; /* non-zero initial state */
    r->index = MT_N;
}

/* a SystemRandom draws every word from getrandom(2) (the jail allows it) */
#define SYSTEM_RANDOM_INDEX (-1)

static uint32_t system_word(void)
{
    uint32_t w = 0;
    size_t got = 0;
    while (got < sizeof w) {
        ssize_t n = getrandom((char *)&w + got, sizeof w - got, 0);
        if (n <= 0)
            break; /* cannot happen for 4 bytes once the pool is initialised */
        got += (size_t)n;
    }
    return w;
}

static uint32_t mt_next(struct random_obj *r)
{
    if (r->index == SYSTEM_RANDOM_INDEX)
        return system_word();
    uint32_t *mt = r->mt;
    if (r->index >= MT_N) {
        for (int k = 0; k < MT_N; k++) {
            uint32_t y = (mt[k] & 0x80000000u) | (mt[(k + 1) % MT_N] & 0x7fffffffu);
            mt[k] = mt[(k + MT_M) % MT_N] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
        }
        r->index = 0;
    }
    uint32_t y = mt[r->index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

/* 53 random bits: 27 from one word and 26 from the next */
static double rnd_random(struct random_obj *r)
{
    uint32_t a = mt_next(r) >> 5, b = mt_next(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* getrandbits(k) for k <= 64: the first word drawn is the least significant */
static uint64_t rnd_bits64(struct random_obj *r, int k)
{
    if (k <= 0)
        return 0;
    if (k <= 32)
        return mt_next(r) >> (32 - k);
    uint64_t lo = mt_next(r);
    uint64_t hi = mt_next(r) >> (64 - k);
    return lo | (hi << 32);
}

static obj *rnd_bits_obj(struct random_obj *r, obj *kobj)
{
    int64_t k;
    if (!int_to_i64(kobj, &k))
        return int_sign(kobj) < 0
                   ? exc_raise(&exc_ValueError, "number of bits must be non-negative")
                   : exc_raise(&exc_OverflowError, "Python int too large to convert to C int");
    if (k < 0)
        return exc_raise(&exc_ValueError, "number of bits must be non-negative");
    if (k > INT32_MAX)
        return exc_raise(&exc_OverflowError, "Python int too large to convert to C int");
    if (k <= 63)
        return int_from_i64((int64_t)rnd_bits64(r, (int)k));
    if (!int_check_bits((size_t)k))
        return NULL;
    size_t words = (size_t)(k - 1) / 32 + 1;
    if (!vm_charge(words / 64))
        return vm_ops_exceeded();
    uint32_t *w = mem_alloc(words * sizeof *w);
    if (!w)
        return NULL;
    int64_t left = k;
    for (size_t i = 0; i < words; i++, left -= 32) {
        uint32_t x = mt_next(r);
        if (left < 32)
            x >>= 32 - left;
        w[i] = x;
    }
    mpz_t z;
    mpz_init(z);
    mpz_import(z, words, -1, sizeof *w, 0, 0, w);
    mem_free(w);
    obj *res = int_from_mpz(z);
    mpz_clear(z);
    return res;
}

/* _randbelow(n) for 0 < n < 2**63: rejection sampling over n.bit_length() bits */
static uint64_t rnd_below64(struct random_obj *r, uint64_t n)
{
    int k = 64 - __builtin_clzll(n);
    uint64_t x = rnd_bits64(r, k);
    while (x >= n)
        x = rnd_bits64(r, k);
    return x;
}

/* _randbelow(n) for any positive int */
static obj *rnd_below(struct random_obj *r, obj *n)
{
    int64_t v;
    if (int_to_i64(n, &v) && v > 0)
        return int_from_i64((int64_t)rnd_below64(r, (uint64_t)v));
    obj *k = int_from_i64((int64_t)int_bit_length(n));
    if (!k)
        return NULL;
    for (;;) {
        obj *x = rnd_bits_obj(r, k);
        if (!x)
            break;
        int lt = op_compare_bool(x, n, CMP_LT);
        if (lt != 0) {
            decref(k);
            if (lt < 0)
                CLEAR(x);
            return x;
        }
        decref(x);
        if (!vm_charge(1)) {
            decref(k);
            return vm_ops_exceeded();
        }
    }
    decref(k);
    return NULL;
}

/* ---- seeding ---- */
static int seed_from_mpz(struct random_obj *r, mpz_t z)
{
    mpz_abs(z, z);
    size_t words = mpz_sizeinbase(z, 2) / 32 + 1;
    uint32_t *key = mem_alloc(words * sizeof *key);
    if (!key)
        return -1;
    size_t count = 0;
    mpz_export(key, &count, -1, sizeof *key, 0, 0, z);
    if (count == 0) {
        key[0] = 0;
        count = 1;
    }
    mt_init_by_array(r, key, count);
    mem_free(key);
    return 0;
}

static void seed_from_os(struct random_obj *r)
{
    uint32_t key[MT_N];
    size_t got = 0;
    while (got < sizeof key) {
        ssize_t n = getrandom((char *)key + got, sizeof key - got, 0);
        if (n <= 0)
            break;
        got += (size_t)n;
    }
    if (got < sizeof key) {
        /* no getrandom: the time is a poor seed, but random is not for secrets */
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        key[0] = (uint32_t)ts.tv_sec;
        key[1] = (uint32_t)ts.tv_nsec;
        mt_init_by_array(r, key, 2);
        return;
    }
    mt_init_by_array(r, key, MT_N);
}

static int rnd_seed(struct random_obj *r, obj *a, obj *version)
{
    r->has_gauss_next = false;
    /* CPython compares version with == (2.0 is version 2; 1.5 is neither, seeding like an
     * int): it is never read as an int. */
    int64_t ver = 2;
    if (version) {
        int is2 = op_eq(version, small_new(2)), is1 = is2 ? 0 : op_eq(version, small_new(1));
        if (is2 < 0 || is1 < 0)
            return -1;
        ver = is2 ? 2 : is1 ? 1 : 0;
    }
    if (!a || a == NONE) {
        seed_from_os(r);
        return 0;
    }
    const unsigned char *data = NULL;
    size_t len = 0;
    if (is_str(a)) {
        data = (const unsigned char *)str_cstr(a);
        len = str_len(a);
    } else if (is_type(a, &type_bytes)) {
        data = AS(bytes_obj, a)->data;
        len = AS(bytes_obj, a)->len;
    }
    mpz_t z;
    mpz_init(z);
    if (data && ver == 2) {
        /* version 2: int.from_bytes(a + sha512(a).digest(), 'big') */
        unsigned char *buf = mem_alloc(len + SHA512_DIGEST_SIZE);
        if (!buf) {
            mpz_clear(z);
            return -1;
        }
        memcpy(buf, data, len);
        struct sha512_ctx ctx;
        sha512_init(&ctx);
        sha512_update(&ctx, len, data);
        sha512_digest(&ctx, SHA512_DIGEST_SIZE, buf + len);
        mpz_import(z, len + SHA512_DIGEST_SIZE, 1, 1, 0, 0, buf);
        mem_free(buf);
    } else if (is_int(a)) {
        int_to_mpz(a, z);
    } else if (is_float(a) || data) {
        /* CPython seeds other accepted types with their hash, read as an unsigned word */
        int64_t h;
        if (op_hash(a, &h) < 0) {
            mpz_clear(z);
            return -1;
        }
        mpz_set_ui(z, (unsigned long)(uint64_t)h);
    } else {
        mpz_clear(z);
        exc_raise(&exc_TypeError,
                  "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
        return -1;
    }
    int rc = seed_from_mpz(r, z);
    mpz_clear(z);
    return rc;
}

/* ---- argument helpers ---- */
/* A Random method's signature in its table, as CPython's random.py has it (the messages
 * count self and say "Random.randint", also from random.randint and SystemRandom) */
#define RANDOM_SIG(name, npos, nreq, ...)                                                          \
    (&(const struct pyargs_sig){"Random." name, (const char *const[]){__VA_ARGS__, NULL}, npos,    \
                                nreq, false, PA_PY, NULL})

static bool opt_double(obj *o, double dflt, double *out)
{
    if (!o) {
        *out = dflt;
        return true;
    }
    return math_arg_double(o, out);
}

/* ---- methods ---- */
static obj *r_random(obj **args, size_t nargs, obj *kw)
{
    return float_new(rnd_random(RND(args[0])));
}

static obj *r_getrandbits(obj **args, size_t nargs, obj *kw)
{
    obj *k = math_arg_index(args[1]);
    if (!k)
        return NULL;
    obj *r = rnd_bits_obj(RND(args[0]), k);
    decref(k);
    return r;
}

static obj *r_randbytes(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    obj *n = math_arg_index(a[0]);
    if (!n)
        return NULL;
    int64_t len;
    bool fits = int_to_i64(n, &len);
    decref(n);
    if (!fits || len < 0 || len > INT32_MAX / 8)
        return exc_raise(&exc_ValueError, "number of bits must be non-negative");
    if (!mem_check((size_t)len))
        return NULL;
    unsigned char *buf = mem_alloc((size_t)len + 4);
    if (!buf)
        return NULL;
    /* getrandbits(n * 8).to_bytes(n, 'little'): whole words, least significant first */
    for (int64_t i = 0; i < len; i += 4) {
        uint32_t w = mt_next(RND(args[0]));
        if (len - i < 4) /* a partial last word keeps its top bits */
            w >>= 32 - 8 * (len - i);
        for (int b = 0; b < 4; b++)
            buf[i + b] = (unsigned char)(w >> (8 * b));
    }
    obj *r = bytes_new(buf, (size_t)len);
    mem_free(buf);
    return r;
}

static obj *r_seed(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    if (rnd_seed(RND(args[0]), a[0], a[1]) < 0)
        return NULL;
    return NONE;
}

static obj *r_getstate(obj **args, size_t nargs, obj *kw)
{
    struct random_obj *r = RND(args[0]);
    obj *inner = tuple_new(MT_N + 1);
    if (!inner)
        return NULL;
    for (int i = 0; i < MT_N; i++)
        AS(tuple_obj, inner)->items[i] = int_from_i64(r->mt[i]);
    AS(tuple_obj, inner)->items[MT_N] = int_from_i64(r->index);
    obj *g = r->has_gauss_next ? float_new(r->gauss_next) : incref(NONE);
    obj *res = g ? tuple_pack(3, small_new(3), inner, g) : NULL;
    decref(inner);
    xdecref(g);
    return res;
}

static obj *r_setstate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    obj *ver = op_getitem(a[0], small_new(0));
    if (!ver)
        return NULL;
    int64_t v = 0;
    bool known = is_int(ver) && int_to_i64(ver, &v) && (v == 2 || v == 3);
    if (!known) {
        exc_raise_text(&exc_ValueError, op_str,
                       "state with version %s passed to Random.setstate() of version 3", ver);
        decref(ver);
        return NULL;
    }
    decref(ver);
    obj *st = tuple_from_iter(a[0]);
    if (!st)
        return NULL;
    if (AS(tuple_obj, st)->len != 3) {
        size_t n = AS(tuple_obj, st)->len;
        decref(st);
        if (n > 3)
            return exc_raise(&exc_ValueError, "too many values to unpack (expected 3)");
        return exc_raise(&exc_ValueError, "not enough values to unpack (expected 3, got %zu)", n);
    }
    obj *inner = AS(tuple_obj, st)->items[1], *g = AS(tuple_obj, st)->items[2];
    obj *res = NULL;
    uint32_t mt[MT_N];
    int64_t idx = 0;
    double gn = 0;
    if (!is_tuple(inner)) {
        exc_raise(&exc_TypeError, "state vector must be a tuple");
        goto out;
    }
    if (AS(tuple_obj, inner)->len != MT_N + 1) {
        exc_raise(&exc_ValueError, "state vector is the wrong size");
        goto out;
    }
    for (int i = 0; i <= MT_N; i++) {
        obj *x = AS(tuple_obj, inner)->items[i];
        int64_t w;
        if (!is_int(x)) {
            exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                      op_type_name(x));
            goto out;
        }
        bool fits = int_to_i64(x, &w);
        if (v == 2 && i < MT_N && fits) /* version 2 saved the words as signed ints */
            w = (int64_t)(uint32_t)w;
        if (!fits || w < 0 || (i < MT_N && w > UINT32_MAX)) {
            exc_raise(&exc_OverflowError, "Python int too large to convert to C unsigned long");
            goto out;
        }
        if (i < MT_N)
            mt[i] = (uint32_t)w;
        else
            idx = w;
    }
    if (idx > MT_N) {
        exc_raise(&exc_ValueError, "invalid state");
        goto out;
    }
    if (g != NONE && !math_arg_double(g, &gn))
        goto out;
    struct random_obj *r = RND(args[0]);
    memcpy(r->mt, mt, sizeof mt);
    r->index = (int)idx;
    r->has_gauss_next = g != NONE;
    r->gauss_next = gn;
    res = NONE;
out:
    decref(st);
    return res;
}

/* randrange's arguments: ints, or integral floats (deprecated in 3.11 but accepted) */
static obj *range_arg(obj *o, const char *what)
{
    if (is_str(o)) {
        /* int(start) succeeds for "5", but "5" != 5 */
        obj *i = int_from_string(str_cstr(o), str_len(o), 10, false);
        xdecref(i);
        return i ? exc_raise(&exc_ValueError, "non-integer %s for randrange()", what) : NULL;
    }
    if (is_int(o) || !is_float(o))
        return math_arg_index(o);
    double d = float_val(o);
    if (!isfinite(d) || d != floor(d))
        return exc_raise(&exc_ValueError, "non-integer %s for randrange()", what);
    return int_from_double(d);
}

/* Random.randrange(start, stop=None, step=1); randint calls it with its own argument array */
static obj *r_randrange(obj **args, size_t nargs, obj *kw)
{
    struct random_obj *r = RND(args[0]);
    obj *start = args[1], *stop = args[2], *step = args[3];
    obj *istart = range_arg(start, "arg 1"), *istop = NULL, *istep = NULL, *width = NULL,
        *n = NULL, *res = NULL;
    if (!istart)
        return NULL;
    if (!stop || stop == NONE) {
        if (step) {
            exc_raise(&exc_TypeError, "Missing a non-None stop argument");
            goto out;
        }
        if (int_sign(istart) > 0)
            res = rnd_below(r, istart);
        else
            exc_raise(&exc_ValueError, "empty range for randrange()");
        goto out;
    }
    if (!(istop = range_arg(stop, "stop")))
        goto out;
    if (!(width = op_binary(istop, istart, BIN_SUB)))
        goto out;
    if (!(istep = step ? range_arg(step, "step") : small_new(1)))
        goto out;
    /* n = ceil(width / step), the number of values to pick from */
    int64_t sv;
    int sign = int_sign(istep);
    if (int_to_i64(istep, &sv) && sv == 1) {
        if (int_sign(width) <= 0) {
            obj *a = op_repr(istart), *b = op_repr(istop), *c = op_repr(width);
            if (a && b && c)
                exc_raise(&exc_ValueError, "empty range for randrange() (%s, %s, %s)", str_cstr(a),
                          str_cstr(b), str_cstr(c));
            xdecref(a);
            xdecref(b);
            xdecref(c);
            goto out;
        }
        n = incref(width);
    } else if (sign == 0) {
        exc_raise(&exc_ValueError, "zero step for randrange()");
        goto out;
    } else {
        obj *adj = op_binary(width, istep, BIN_ADD);
        obj *adj2 = adj ? op_binary(adj, small_new(sign > 0 ? 1 : -1), BIN_SUB) : NULL;
        xdecref(adj);
        n = adj2 ? op_binary(adj2, istep, BIN_FLOORDIV) : NULL;
        xdecref(adj2);
        if (n && int_sign(n) <= 0) {
            exc_raise(&exc_ValueError, "empty range for randrange()");
            goto out;
        }
    }
    /* istart + istep * randbelow(n) */
    obj *x = n ? rnd_below(r, n) : NULL;
    obj *y = x ? op_binary(istep, x, BIN_MUL) : NULL;
    res = y ? op_binary(istart, y, BIN_ADD) : NULL;
    xdecref(x);
    xdecref(y);
out:
    xdecref(istart);
    xdecref(istop);
    xdecref(istep);
    xdecref(width);
    xdecref(n);
    return res;
}

static obj *r_randint(obj **args, size_t nargs, obj *kw)
{
    /* randrange(a, b + 1) */
    obj *stop = op_binary(args[2], small_new(1), BIN_ADD);
    if (!stop)
        return NULL;
    obj *argv[] = {args[0], args[1], stop, NULL};
    obj *r = r_randrange(argv, 3, NULL);
    decref(stop);
    return r;
}

static obj *r_choice(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    intptr_t n = op_len(a[0]);
    if (n < 0)
        return NULL;
    if (n == 0)
        return exc_raise(&exc_IndexError, "Cannot choose from an empty sequence");
    obj *i = int_from_i64((int64_t)rnd_below64(RND(args[0]), (uint64_t)n));
    obj *r = op_getitem(a[0], i);
    decref(i);
    return r;
}

static obj *r_shuffle(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    obj *x = a[0];
    intptr_t n = op_len(x);
    if (n < 0)
        return NULL;
    if (!vm_charge((uint64_t)n))
        return vm_ops_exceeded();
    struct random_obj *r = RND(args[0]);
    for (intptr_t i = n - 1; i >= 1; i--) {
        uint64_t j = rnd_below64(r, (uint64_t)i + 1);
        if (is_list(x) && AS(list_obj, x)->len == (size_t)n) {
            obj **it = AS(list_obj, x)->items;
            obj *t = it[i];
            it[i] = it[j];
            it[j] = t;
            continue;
        }
        /* x[i], x[j] = x[j], x[i] */
        obj *ii = int_from_i64(i), *jj = int_from_i64((int64_t)j);
        obj *xj = op_getitem(x, jj), *xi = xj ? op_getitem(x, ii) : NULL;
        int rc = xi ? op_setitem(x, ii, xj) : -1;
        if (rc == 0)
            rc = op_setitem(x, jj, xi);
        xdecref(xi);
        xdecref(xj);
        decref(ii);
        decref(jj);
        if (rc < 0)
            return NULL;
    }
    return NONE;
}

/* bisect.bisect_right(a, x, 0, hi) over a list */
static intptr_t bisect_right(obj *list, obj *x, intptr_t hi)
{
    intptr_t lo = 0;
    obj **items = AS(list_obj, list)->items;
    while (lo < hi) {
        intptr_t mid = (lo + hi) / 2;
        int lt = op_compare_bool(x, items[mid], CMP_LT);
        if (lt < 0)
            return -1;
        if (lt)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* choices' and sample's cumulative list must have one entry per member of the population;
 * an empty one fails where random.py pops or indexes it */
static int cum_check(obj *cum, intptr_t n, const char *what, const char *empty)
{
    if ((intptr_t)AS(list_obj, cum)->len != n) {
        exc_raise(&exc_ValueError, "The number of %s does not match the population", what);
        return -1;
    }
    if (n == 0) {
        exc_raise(&exc_IndexError, "%s", empty);
        return -1;
    }
    return 0;
}

/* population[bisect(cum, x, 0, n - 1)]; NULL for a NULL x */
static obj *cum_pick(obj *pop, obj *cum, obj *x, intptr_t n)
{
    intptr_t j = x ? bisect_right(cum, x, n - 1) : -1;
    obj *ji = j >= 0 ? int_from_i64(j) : NULL;
    obj *item = ji ? op_getitem(pop, ji) : NULL;
    xdecref(ji);
    return item;
}

/* list(itertools.accumulate(iterable)) */
static obj *accumulate(obj *iterable)
{
    obj *it = op_iter(iterable);
    if (!it)
        return NULL;
    obj *out = list_new(0), *acc = NULL, *x;
    while (out && (x = op_next(it))) {
        if (acc) {
            obj *s = op_binary(acc, x, BIN_ADD);
            decref(x);
            decref(acc);
            acc = s;
        } else {
            acc = x;
        }
        if (!acc || list_append(out, acc) < 0)
            CLEAR(out);
    }
    decref(it);
    xdecref(acc);
    if (vm->exc)
        CLEAR(out);
    return out;
}

static obj *r_choices(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    struct random_obj *r = RND(args[0]);
    obj *pop = a[0], *weights = a[1] == NONE ? NULL : a[1], *cum = a[2] == NONE ? NULL : a[2];
    intptr_t n = op_len(pop);
    if (n < 0)
        return NULL;
    intptr_t k = 1;
    if (a[3]) {
        obj *ki = math_arg_index(a[3]);
        if (!ki)
            return NULL;
        k = op_index(ki);
        decref(ki);
        if (k == -1 && vm->exc)
            return NULL;
    }
    if (k < 0)
        k = 0;
    if (!vm_charge((uint64_t)k))
        return vm_ops_exceeded();
    obj *res = list_new((size_t)k);
    if (!res)
        return NULL;
    if (!cum && !weights) {
        double dn = (double)n;
        for (intptr_t i = 0; i < k; i++) {
            obj *idx = int_from_double(floor(rnd_random(r) * dn));
            obj *x = idx ? op_getitem(pop, idx) : NULL;
            xdecref(idx);
            if (!x) {
                decref(res);
                return NULL;
            }
            AS(list_obj, res)->items[i] = x;
        }
        return res;
    }
    obj *cw = NULL;
    if (!cum) {
        cw = accumulate(weights);
        if (!cw) {
            if (exc_pending_is(&exc_TypeError) && is_int(weights)) {
                exc_clear();
                exc_raise_text(&exc_TypeError, op_repr,
                               "The number of choices must be a keyword argument: k=%s", weights);
            }
            decref(res);
            return NULL;
        }
    } else if (weights) {
        decref(res);
        return exc_raise(&exc_TypeError, "Cannot specify both weights and cumulative weights");
    } else {
        cw = list_from_iter(cum);
        if (!cw) {
            decref(res);
            return NULL;
        }
    }
    double total = 0;
    if (cum_check(cw, n, "weights", "list index out of range") < 0)
        goto fail;
    {
        obj *zero = float_new(0.0);
        obj *t = zero ? op_binary(AS(list_obj, cw)->items[n - 1], zero, BIN_ADD) : NULL;
        xdecref(zero);
        if (!t)
            goto fail;
        bool ok = math_arg_double(t, &total);
        decref(t);
        if (!ok)
            goto fail;
    }
    if (!(total > 0.0)) {
        exc_raise(&exc_ValueError, "Total of weights must be greater than zero");
        goto fail;
    }
    if (!isfinite(total)) {
        exc_raise(&exc_ValueError, "Total of weights must be finite");
        goto fail;
    }
    for (intptr_t i = 0; i < k; i++) {
        obj *x = float_new(rnd_random(r) * total);
        obj *item = cum_pick(pop, cw, x, n);
        xdecref(x);
        if (!item)
            goto fail;
        AS(list_obj, res)->items[i] = item;
    }
    decref(cw);
    return res;
fail:
    decref(cw);
    decref(res);
    return NULL;
}

/* collections.abc.Sequence, for the types that exist here */
static bool is_sequence(obj *o)
{
    struct type *t = type_of(o);
    return t == &type_list || t == &type_tuple || t == &type_str || t == &type_range ||
           t == &type_bytes || !strcmp(t->name, "collections.deque") || !strcmp(t->name, "deque");
}

/* open addressing over ints in [0, n): sample's "selected" set */
struct idx_set {
    int64_t *slots;
    size_t mask;
};

/* Random.sample(population, k, *, counts=None); with counts it samples a range and calls
 * itself without */
static obj *r_sample(obj **args, size_t nargs, obj *kw)
{
    struct random_obj *r = RND(args[0]);
    obj *pop = args[1], *kobj = args[2], *counts = args[3];
    if (!is_sequence(pop))
        return exc_raise(&exc_TypeError,
                         "Population must be a sequence.  For dicts or sets, use sorted(d).");
    intptr_t n = op_len(pop);
    if (n < 0)
        return NULL;
    if (counts && counts != NONE) {
        obj *cc = accumulate(counts);
        if (!cc)
            return NULL;
        obj *res = NULL, *sel = NULL, *rng = NULL;
        if (cum_check(cc, n, "counts", "pop from empty list") < 0)
            goto out;
        obj *total = AS(list_obj, cc)->items[--AS(list_obj, cc)->len];
        if (!is_int(total)) {
            decref(total);
            exc_raise(&exc_TypeError, "Counts must be integers");
            goto out;
        }
        if (int_sign(total) <= 0) {
            decref(total);
            exc_raise(&exc_ValueError, "Total of counts must be greater than zero");
            goto out;
        }
        rng = range_new(small_new(0), total, small_new(1));
        decref(total);
        obj *argv[] = {args[0], rng, kobj, NULL};
        if (!rng || !(sel = r_sample(argv, 3, NULL)))
            goto out;
        size_t k = AS(list_obj, sel)->len;
        res = list_new(k);
        for (size_t i = 0; res && i < k; i++) {
            obj *item = cum_pick(pop, cc, AS(list_obj, sel)->items[i], n);
            if (!item)
                CLEAR(res);
            else
                AS(list_obj, res)->items[i] = item;
        }
    out:
        decref(cc);
        xdecref(sel);
        xdecref(rng);
        return res;
    }
    obj *ki = math_arg_index(kobj);
    if (!ki)
        return NULL;
    int64_t k;
    bool fits = int_to_i64(ki, &k);
    decref(ki);
    if (!fits || k < 0 || k > n)
        return exc_raise(&exc_ValueError, "Sample larger than population or is negative");
    if (!vm_charge((uint64_t)k))
        return vm_ops_exceeded();
    obj *res = list_new((size_t)k);
    if (!res)
        return NULL;
    /* CPython's choice: an n-long pool list when it is smaller than a k-element set */
    uint64_t setsize = 21;
    if (k > 5) {
        double e = ceil(log((double)(k * 3)) / log(4.0));
        setsize = e >= 31 ? UINT64_MAX : setsize + ((uint64_t)1 << (2 * (int)e));
    }
    if ((uint64_t)n <= setsize) {
        obj *pool = list_from_iter(pop);
        if (!pool) {
            decref(res);
            return NULL;
        }
        obj **p = AS(list_obj, pool)->items;
        for (int64_t i = 0; i < k; i++) {
            uint64_t j = rnd_below64(r, (uint64_t)(n - i));
            AS(list_obj, res)->items[i] = incref(p[j]);
            obj *last = p[n - i - 1];
            decref(p[j]);
            p[j] = incref(last);
        }
        decref(pool);
        return res;
    }
    struct idx_set s;
    size_t cap = 8;
    while (cap < (size_t)k * 2)
        cap <<= 1;
    s.slots = mem_alloc(cap * sizeof *s.slots);
    if (!s.slots) {
        decref(res);
        return NULL;
    }
    memset(s.slots, 0xff, cap * sizeof *s.slots);
    s.mask = cap - 1;
    for (int64_t i = 0; i < k; i++) {
        int64_t j;
        for (;;) {
            j = (int64_t)rnd_below64(r, (uint64_t)n);
            size_t h = ((uint64_t)j * 0x9E3779B97F4A7C15ull) & s.mask;
            while (s.slots[h] != -1 && s.slots[h] != j)
                h = (h + 1) & s.mask;
            if (s.slots[h] == -1) {
                s.slots[h] = j;
                break;
            }
        }
        obj *ji = int_from_i64(j);
        obj *item = ji ? op_getitem(pop, ji) : NULL;
        xdecref(ji);
        if (!item) {
            mem_free(s.slots);
            decref(res);
            return NULL;
        }
        AS(list_obj, res)->items[i] = item;
    }
    mem_free(s.slots);
    return res;
}

static obj *r_uniform(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    /* a + (b - a) * random(), in Python arithmetic (exact for int bounds) */
    obj *d = op_binary(a[1], a[0], BIN_SUB);
    if (!d)
        return NULL;
    obj *u = float_new(rnd_random(RND(args[0])));
    obj *m = u ? op_binary(d, u, BIN_MUL) : NULL;
    obj *res = m ? op_binary(a[0], m, BIN_ADD) : NULL;
    decref(d);
    xdecref(u);
    xdecref(m);
    return res;
}

static obj *r_triangular(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double low, high, mode = 0, c;
    if (!opt_double(a[0], 0.0, &low) || !opt_double(a[1], 1.0, &high))
        return NULL;
    bool has_mode = a[2] && a[2] != NONE;
    if (has_mode && !math_arg_double(a[2], &mode))
        return NULL;
    double u = rnd_random(RND(args[0]));
    if (!has_mode) {
        c = 0.5;
    } else {
        if (high - low == 0)
            return a[0] ? incref(a[0]) : float_new(0.0);
        c = (mode - low) / (high - low);
    }
    if (u > c) {
        u = 1.0 - u;
        c = 1.0 - c;
        double t = low;
        low = high;
        high = t;
    }
    return float_new(low + (high - low) * sqrt(u * c));
}

#define NV_MAGICCONST (4 * exp(-0.5) / sqrt(2.0))

static double normalvariate(struct random_obj *r, double mu, double sigma)
{
    /* Kinderman and Monahan's ratio-of-uniforms method */
    double z;
    for (;;) {
        double u1 = rnd_random(r);
        double u2 = 1.0 - rnd_random(r);
        z = NV_MAGICCONST * (u1 - 0.5) / u2;
        double zz = z * z / 4.0;
        if (zz <= -log(u2))
            break;
    }
    return mu + z * sigma;
}

/* a result that overflowed raises OverflowError with the message of the math.exp or **
 * that overflows in random.py */
static obj *finite_float(double r, const char *overflow)
{
    if (isinf(r))
        return exc_raise(&exc_OverflowError, "%s", overflow);
    return float_new(r);
}

static obj *r_normalvariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double mu, sigma;
    if (!opt_double(a[0], 0.0, &mu) || !opt_double(a[1], 1.0, &sigma))
        return NULL;
    return float_new(normalvariate(RND(args[0]), mu, sigma));
}

static obj *r_lognormvariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double mu, sigma;
    if (!math_arg_double(a[0], &mu) || !math_arg_double(a[1], &sigma))
        return NULL;
    return finite_float(exp(normalvariate(RND(args[0]), mu, sigma)), "math range error");
}

static obj *r_gauss(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double mu, sigma;
    if (!opt_double(a[0], 0.0, &mu) || !opt_double(a[1], 1.0, &sigma))
        return NULL;
    struct random_obj *r = RND(args[0]);
    double z;
    if (r->has_gauss_next) {
        z = r->gauss_next;
        r->has_gauss_next = false;
    } else {
        /* Box-Muller: two normals per pair of uniforms, the second kept for next time */
        double x2pi = rnd_random(r) * (2 * M_PI);
        double g2rad = sqrt(-2.0 * log(1.0 - rnd_random(r)));
        z = cos(x2pi) * g2rad;
        r->gauss_next = sin(x2pi) * g2rad;
        r->has_gauss_next = true;
    }
    return float_new(mu + z * sigma);
}

static obj *r_expovariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double l;
    if (!math_arg_double(a[0], &l))
        return NULL;
    double u = rnd_random(RND(args[0]));
    if (l == 0)
        return exc_raise(&exc_ZeroDivisionError, "float division by zero");
    return float_new(-log(1.0 - u) / l);
}

/* Python's float %: the result takes the divisor's sign */
static double py_fmod(double a, double b)
{
    double m = fmod(a, b);
    if (m != 0) {
        if ((b < 0) != (m < 0))
            m += b;
    } else {
        m = copysign(0.0, b);
    }
    return m;
}

static obj *r_vonmisesvariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double mu, kappa;
    if (!math_arg_double(a[0], &mu) || !math_arg_double(a[1], &kappa))
        return NULL;
    struct random_obj *r = RND(args[0]);
    const double twopi = 2 * M_PI;
    if (kappa <= 1e-6)
        return float_new(twopi * rnd_random(r));
    double s = 0.5 / kappa;
    double rr = s + sqrt(1.0 + s * s);
    double z;
    for (;;) {
        double u1 = rnd_random(r);
        z = cos(M_PI * u1);
        double d = z / (rr + z);
        double u2 = rnd_random(r);
        if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d))
            break;
    }
    double q = 1.0 / rr;
    double f = (q + z) / (1.0 + q * z);
    double u3 = rnd_random(r);
    double theta = u3 > 0.5 ? py_fmod(mu + acos(f), twopi) : py_fmod(mu - acos(f), twopi);
    return float_new(theta);
}

/* 0 with *out set, or -1 with ValueError */
static int gammavariate(struct random_obj *r, double alpha, double beta, double *out)
{
    if (alpha <= 0.0 || beta <= 0.0) {
        exc_raise(&exc_ValueError, "gammavariate: alpha and beta must be > 0.0");
        return -1;
    }
    if (alpha > 1.0) {
        /* R.C.H. Cheng, "The generation of Gamma variables with non-integral shape
         * parameters", Applied Statistics (1977) 26(1) 71-74 */
        double ainv = sqrt(2.0 * alpha - 1.0);
        double bbb = alpha - log(4.0), ccc = alpha + ainv;
        const double sg_magic = 1.0 + log(4.5);
        for (;;) {
            if (!vm_charge(1)) {
                vm_ops_exceeded();
                return -1;
            }
            double u1 = rnd_random(r);
            if (!(1e-7 < u1 && u1 < 0.9999999))
                continue;
            double u2 = 1.0 - rnd_random(r);
            double v = log(u1 / (1.0 - u1)) / ainv;
            double x = alpha * exp(v);
            double z = u1 * u1 * u2;
            double rr = bbb + ccc * v - x;
            if (rr + sg_magic - 4.5 * z >= 0.0 || rr >= log(z)) {
                *out = x * beta;
                return 0;
            }
        }
    }
    if (alpha == 1.0) {
        *out = -log(1.0 - rnd_random(r)) * beta;
        return 0;
    }
    /* 0 < alpha < 1: algorithm GS of Kennedy and Gentle, Statistical Computing */
    double x;
    for (;;) {
        double u = rnd_random(r);
        double b = (M_E + alpha) / M_E;
        double p = b * u;
        x = p <= 1.0 ? pow(p, 1.0 / alpha) : -log((b - p) / alpha);
        double u1 = rnd_random(r);
        if (p > 1.0) {
            if (u1 <= pow(x, alpha - 1.0))
                break;
        } else if (u1 <= exp(-x)) {
            break;
        }
    }
    *out = x * beta;
    return 0;
}

static obj *r_gammavariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double al, be, x;
    if (!math_arg_double(a[0], &al) || !math_arg_double(a[1], &be) ||
        gammavariate(RND(args[0]), al, be, &x) < 0)
        return NULL;
    return float_new(x);
}

static obj *r_betavariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double al, be, y, z;
    if (!math_arg_double(a[0], &al) || !math_arg_double(a[1], &be) ||
        gammavariate(RND(args[0]), al, 1.0, &y) < 0)
        return NULL;
    if (y == 0)
        return float_new(0.0);
    if (gammavariate(RND(args[0]), be, 1.0, &z) < 0)
        return NULL;
    return float_new(y / (y + z));
}

static obj *r_paretovariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double al;
    if (!math_arg_double(a[0], &al))
        return NULL;
    double u = 1.0 - rnd_random(RND(args[0]));
    if (al == 0)
        return exc_raise(&exc_ZeroDivisionError, "float division by zero");
    return finite_float(pow(u, -1.0 / al), "(34, 'Numerical result out of range')");
}

static obj *r_weibullvariate(obj **args, size_t nargs, obj *kw)
{
    obj **a = args + 1;
    double al, be;
    if (!math_arg_double(a[0], &al) || !math_arg_double(a[1], &be))
        return NULL;
    double u = 1.0 - rnd_random(RND(args[0]));
    if (be == 0)
        return exc_raise(&exc_ZeroDivisionError, "float division by zero");
    return float_new(al * pow(-log(u), 1.0 / be));
}

static const struct method_def random_methods[] = {
    {"seed", r_seed, 0, RANDOM_SIG("seed", 2, 0, "a", "version")},
    /* the C methods of CPython's _random.Random */
    {"random", r_random, METH_NOARGS},
    {"getrandbits", r_getrandbits, METH_O},
    {"randbytes", r_randbytes, 0, RANDOM_SIG("randbytes", 1, 1, "n")},
    {"getstate", r_getstate, 0, RANDOM_SIG("getstate", 0, 0, NULL)},
    {"setstate", r_setstate, 0, RANDOM_SIG("setstate", 1, 1, "state")},
    {"randrange", r_randrange, 0, RANDOM_SIG("randrange", 3, 1, "start", "stop", "step")},
    {"randint", r_randint, 0, RANDOM_SIG("randint", 2, 2, "a", "b")},
    {"choice", r_choice, 0, RANDOM_SIG("choice", 1, 1, "seq")},
    {"choices", r_choices, 0,
     RANDOM_SIG("choices", 2, 1, "population", "weights", "cum_weights", "k")},
    {"shuffle", r_shuffle, 0, RANDOM_SIG("shuffle", 1, 1, "x")},
    {"sample", r_sample, 0, RANDOM_SIG("sample", 2, 2, "population", "k", "counts")},
    {"uniform", r_uniform, 0, RANDOM_SIG("uniform", 2, 2, "a", "b")},
    {"triangular", r_triangular, 0, RANDOM_SIG("triangular", 3, 0, "low", "high", "mode")},
    {"normalvariate", r_normalvariate, 0, RANDOM_SIG("normalvariate", 2, 0, "mu", "sigma")},
    {"lognormvariate", r_lognormvariate, 0, RANDOM_SIG("lognormvariate", 2, 2, "mu", "sigma")},
    {"gauss", r_gauss, 0, RANDOM_SIG("gauss", 2, 0, "mu", "sigma")},
    {"expovariate", r_expovariate, 0, RANDOM_SIG("expovariate", 1, 1, "lambd")},
    {"vonmisesvariate", r_vonmisesvariate, 0, RANDOM_SIG("vonmisesvariate", 2, 2, "mu", "kappa")},
    {"gammavariate", r_gammavariate, 0, RANDOM_SIG("gammavariate", 2, 2, "alpha", "beta")},
    {"betavariate", r_betavariate, 0, RANDOM_SIG("betavariate", 2, 2, "alpha", "beta")},
    {"paretovariate", r_paretovariate, 0, RANDOM_SIG("paretovariate", 1, 1, "alpha")},
    {"weibullvariate", r_weibullvariate, 0, RANDOM_SIG("weibullvariate", 2, 2, "alpha", "beta")},
    {NULL},
};

/* Random.__init__(self, x=None), bound by construct_sig; SystemRandom's is Random's */
static obj *random_construct(struct type *t, obj **a, size_t nargs, obj *kwnames)
{
    obj *o = obj_alloc(t, sizeof(struct random_obj));
    if (!o)
        return NULL;
    if (t == &type_system_random) {
        /* CPython's SystemRandom.seed, which __init__ calls, ignores x */
        RND(o)->index = SYSTEM_RANDOM_INDEX;
        RND(o)->has_gauss_next = false;
    } else if (rnd_seed(RND(o), nargs ? a[0] : NULL, NULL) < 0) {
        decref(o);
        return NULL;
    }
    return o;
}

/* Random and SystemRandom (neither can be subclassed here) */
static obj *random_repr(obj *o)
{
    return str_from_fmt("<random.%s object at %p>", type_of(o)->name, (void *)o);
}

struct type type_random = {
    .name = "Random",
    .flags = TF_BASETYPE,
    .instance_size = sizeof(struct random_obj),
    .methods = random_methods,
    .repr = random_repr,
    .construct = random_construct,
    .construct_sig = &(const struct pyargs_sig){"Random.__init__", (const char *const[]){"x", NULL},
                                                1, 0, false, PA_PY, NULL},
};

/* ---- SystemRandom: Random's methods over the OS's entropy, without state; Random's
 * constructor makes one for this type ---- */
static obj *sysrnd_seed(obj **args, size_t nargs, obj *kw)
{
    return NONE; /* CPython: a stub, the system source is not seeded */
}

static obj *sysrnd_stateless(obj **args, size_t nargs, obj *kw)
{
    return exc_raise(&exc_NotImplementedError, "System entropy source does not have state.");
}

static const struct method_def sysrnd_methods[] = {
    {"seed", sysrnd_seed, 0},
    {"getstate", sysrnd_stateless, 0},
    {"setstate", sysrnd_stateless, 0},
    {NULL},
};

struct type type_system_random = {
    .name = "SystemRandom",
    .flags = TF_BASETYPE,
    .base_type = &type_random,
    .methods = sysrnd_methods,
};

/* The module's functions are the methods of one hidden instance, as CPython's are: bound
 * to it, and owned by Random, whose name their messages carry ("Random.random() takes no
 * arguments (1 given)"). */
static int random_fill(obj *m)
{
    obj *inst = random_construct(&type_random, NULL, 0, NULL);
    if (!inst)
        return -1;
    obj *d = AS(module_obj, m)->dict;
    int rc = 0;
    for (const struct method_def *f = random_methods; rc == 0 && f->name; f++)
        rc = dict_set_cstr(d, f->name, builtin_from_def(f, &type_random, inst));
    decref(inst);
    return rc;
}

const struct module_def mod_random = {
    "random",
    .types = (const struct module_type[]){{&type_random, true}, {&type_system_random, true}, {NULL}},
    .fill = random_fill,
};
