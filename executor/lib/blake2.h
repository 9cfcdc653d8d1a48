/* executor/lib/blake2.h: BLAKE2b and BLAKE2s (RFC 7693), with the parameter block's digest
 * length, key, salt and personalisation, for hashlib.blake2b/blake2s (nettle 3.8 has no
 * BLAKE2). Sequential mode only: fanout and depth are 1. */
#ifndef EXECUTOR_BLAKE2_H
#define EXECUTOR_BLAKE2_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BLAKE2B_OUTBYTES 64
#define BLAKE2B_KEYBYTES 64
#define BLAKE2B_SALTBYTES 16
#define BLAKE2S_OUTBYTES 32
#define BLAKE2S_KEYBYTES 32
#define BLAKE2S_SALTBYTES 8

struct blake2_ctx {
    bool big;         /* BLAKE2b (64-bit words, 128-byte blocks), else BLAKE2s */
    uint64_t h[8];    /* chained state (BLAKE2s uses the low 32 bits) */
    uint64_t t[2];    /* bytes compressed so far */
    uint8_t buf[128]; /* the pending block: kept until more data shows it is not last */
    size_t buflen;
    size_t outlen;
};

/* big: BLAKE2b, else BLAKE2s. outlen in 1..OUTBYTES, keylen up to KEYBYTES, salt and
 * person up to SALTBYTES each (shorter ones are zero-padded, as CPython does). */
void blake2_init(struct blake2_ctx *c, bool big, size_t outlen, const uint8_t *key, size_t keylen,
                 const uint8_t *salt, size_t saltlen, const uint8_t *person, size_t personlen);
void blake2_update(struct blake2_ctx *c, const uint8_t *data, size_t len);
/* writes c->outlen bytes; c is left unchanged, so hashing may go on */
void blake2_digest(const struct blake2_ctx *c, uint8_t *out);

#endif
