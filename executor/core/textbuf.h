/* executor/core/textbuf.h: the growable byte buffer for everything that builds text piece by
 * piece (str methods, str.format, codecs, string literals in the parser, tracebacks, json,
 * re, csv, textwrap, string, io), so that LIMIT_SEQ_BYTES is enforced in one place. Growth goes
 * through mem_realloc, so the heap cap refuses a runaway result before it is allocated, and
 * capacity never passes the limit. */
#ifndef EXECUTOR_TEXTBUF_H
#define EXECUTOR_TEXTBUF_H

#include <stdbool.h>
#include <string.h>

#include "executor/core/obj.h"

struct textbuf {
    char *data;
    size_t len, cap;
};

/* false with MemoryError pending */
static inline bool tb_reserve(struct textbuf *b, size_t more)
{
    if (more > LIMIT_SEQ_BYTES || b->len + more > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        return false;
    }
    if (b->len + more <= b->cap)
        return true;
    size_t ncap = b->cap ? b->cap * 2 : 64;
    while (ncap < b->len + more)
        ncap *= 2;
    if (ncap > LIMIT_SEQ_BYTES) /* doubling stops at the limit, which len + more is within */
        ncap = LIMIT_SEQ_BYTES;
    char *p = mem_realloc(b->data, ncap);
    if (!p)
        return false;
    b->data = p;
    b->cap = ncap;
    return true;
}

static inline bool tb_add(struct textbuf *b, const char *s, size_t n)
{
    if (!n) /* data may still be NULL */
        return true;
    if (!tb_reserve(b, n))
        return false;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    return true;
}

static inline bool tb_addc(struct textbuf *b, char c)
{
    if (b->len == b->cap && !tb_reserve(b, 1))
        return false;
    b->data[b->len++] = c;
    return true;
}

static inline bool tb_adds(struct textbuf *b, const char *s)
{
    return tb_add(b, s, strlen(s));
}

static inline bool tb_add_str(struct textbuf *b, obj *s)
{
    return tb_add(b, str_cstr(s), str_len(s));
}

static inline bool tb_add_cp(struct textbuf *b, uint32_t cp)
{
    char enc[4];
    return tb_add(b, enc, str_utf8_encode(cp, enc));
}

static inline void tb_free(struct textbuf *b)
{
    mem_free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

/* The text as a new str (the buffer stays valid and is the caller's to free). */
static inline obj *tb_str(const struct textbuf *b)
{
    return str_new(b->data ? b->data : "", b->len);
}

/* The text as a str, freeing the buffer either way. */
static inline obj *tb_finish(struct textbuf *b)
{
    obj *s = tb_str(b);
    tb_free(b);
    return s;
}

#endif
