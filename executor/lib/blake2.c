/* executor/lib/blake2.c: BLAKE2b and BLAKE2s written from RFC 7693 (sections 2-3 and
 * appendix C for the parameter block layout of RFC 7693's reference). */
#include <string.h>

#include "executor/lib/blake2.h"

/* the IVs are SHA-512's and SHA-256's (RFC 7693 section 2.6) */
static const uint64_t iv64[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
static const uint32_t iv32[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

/* message word schedule (section 2.7); BLAKE2b's rounds 10 and 11 reuse rows 0 and 1 */
static const uint8_t sigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
};

/* the G mixing function's four (a, b, c, d) column and diagonal index sets */
static const uint8_t gidx[8][4] = {{0, 4, 8, 12},  {1, 5, 9, 13},  {2, 6, 10, 14}, {3, 7, 11, 15},
                                   {0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13},  {3, 4, 9, 14}};

static uint64_t rotr64(uint64_t x, int n)
{
    return (x >> n) | (x << (64 - n));
}

static uint32_t rotr32(uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

static uint64_t load_le(const uint8_t *p, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; i--)
        v = (v << 8) | p[i];
    return v;
}

static void compress64(struct blake2_ctx *c, const uint8_t *block, bool last)
{
    uint64_t v[16], m[16];
    for (int i = 0; i < 16; i++)
        m[i] = load_le(block + 8 * i, 8);
    for (int i = 0; i < 8; i++) {
        v[i] = c->h[i];
        v[i + 8] = iv64[i];
    }
    v[12] ^= c->t[0];
    v[13] ^= c->t[1];
    if (last)
        v[14] = ~v[14];
    for (int r = 0; r < 12; r++) {
        const uint8_t *s = sigma[r % 10];
        for (int g = 0; g < 8; g++) {
            uint64_t *a = &v[gidx[g][0]], *b = &v[gidx[g][1]], *cc = &v[gidx[g][2]],
                     *d = &v[gidx[g][3]];
            *a += *b + m[s[2 * g]];
            *d = rotr64(*d ^ *a, 32);
            *cc += *d;
            *b = rotr64(*b ^ *cc, 24);
            *a += *b + m[s[2 * g + 1]];
            *d = rotr64(*d ^ *a, 16);
            *cc += *d;
            *b = rotr64(*b ^ *cc, 63);
        }
    }
    for (int i = 0; i < 8; i++)
        c->h[i] ^= v[i] ^ v[i + 8];
}

static void compress32(struct blake2_ctx *c, const uint8_t *block, bool last)
{
    uint32_t v[16], m[16];
    for (int i = 0; i < 16; i++)
        m[i] = (uint32_t)load_le(block + 4 * i, 4);
    for (int i = 0; i < 8; i++) {
        v[i] = (uint32_t)c->h[i];
        v[i + 8] = iv32[i];
    }
    v[12] ^= (uint32_t)c->t[0];
    v[13] ^= (uint32_t)(c->t[0] >> 32);
    if (last)
        v[14] = ~v[14];
    for (int r = 0; r < 10; r++) {
        const uint8_t *s = sigma[r];
        for (int g = 0; g < 8; g++) {
            uint32_t *a = &v[gidx[g][0]], *b = &v[gidx[g][1]], *cc = &v[gidx[g][2]],
                     *d = &v[gidx[g][3]];
            *a += *b + m[s[2 * g]];
            *d = rotr32(*d ^ *a, 16);
            *cc += *d;
            *b = rotr32(*b ^ *cc, 12);
            *a += *b + m[s[2 * g + 1]];
            *d = rotr32(*d ^ *a, 8);
            *cc += *d;
            *b = rotr32(*b ^ *cc, 7);
        }
    }
    for (int i = 0; i < 8; i++)
        c->h[i] = (uint32_t)(c->h[i] ^ v[i] ^ v[i + 8]);
}

static size_t block_size(const struct blake2_ctx *c)
{
    return c->big ? 128 : 64;
}

static void compress(struct blake2_ctx *c, const uint8_t *block, size_t n, bool last)
{
    /* the counter counts message bytes, the final block's real ones included */
    c->t[0] += n;
    if (c->t[0] < n)
        c->t[1]++;
    if (c->big)
        compress64(c, block, last);
    else
        compress32(c, block, last);
}

void blake2_init(struct blake2_ctx *c, bool big, size_t outlen, const uint8_t *key, size_t keylen,
                 const uint8_t *salt, size_t saltlen, const uint8_t *person, size_t personlen)
{
    memset(c, 0, sizeof *c);
    c->big = big;
    c->outlen = outlen;
    /* the parameter block: digest length, key length, fanout 1, depth 1, then (BLAKE2b)
     * leaf length, node offset, node depth, inner length all zero; salt and personalisation
     * fill its last half */
    uint8_t p[64] = {(uint8_t)outlen, (uint8_t)keylen, 1, 1};
    size_t wb = big ? 8 : 4, sb = big ? BLAKE2B_SALTBYTES : BLAKE2S_SALTBYTES;
    if (saltlen) /* memcpy's pointers must be valid even for 0 bytes */
        memcpy(p + 4 * wb, salt, saltlen);
    if (personlen)
        memcpy(p + 4 * wb + sb, person, personlen);
    for (int i = 0; i < 8; i++)
        c->h[i] = (big ? iv64[i] : iv32[i]) ^ load_le(p + wb * (size_t)i, (int)wb);
    if (keylen) {
        /* a key is hashed as a first block of its own, zero-padded */
        memcpy(c->buf, key, keylen);
        c->buflen = block_size(c);
    }
}

void blake2_update(struct blake2_ctx *c, const uint8_t *data, size_t len)
{
    size_t bs = block_size(c);
    while (len) {
        if (c->buflen == bs) { /* more data follows: the buffered block is not the last */
            compress(c, c->buf, bs, false);
            c->buflen = 0;
        }
        size_t n = bs - c->buflen < len ? bs - c->buflen : len;
        memcpy(c->buf + c->buflen, data, n);
        c->buflen += n;
        data += n;
        len -= n;
    }
}

void blake2_digest(const struct blake2_ctx *c, uint8_t *out)
{
    struct blake2_ctx f = *c;
    memset(f.buf + f.buflen, 0, block_size(&f) - f.buflen);
    compress(&f, f.buf, f.buflen, true);
    for (size_t i = 0; i < f.outlen; i++)
        out[i] = (uint8_t)(f.h[i / (f.big ? 8 : 4)] >> (8 * (i % (f.big ? 8 : 4))));
}
