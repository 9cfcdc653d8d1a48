/* executor/core/utf8.h: encoding one code point as UTF-8, for the formatter (core/format.c,
 * which knows no objects) and for str (types/obj_str.c). The interpreter's str is UTF-8
 * with surrogates in the 3-byte form, so every code point below 0x110000 encodes. */
#ifndef EXECUTOR_CORE_UTF8_H
#define EXECUTOR_CORE_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Writes CP's 1 to 4 bytes to OUT and returns how many. */
static inline size_t utf8_encode(uint32_t cp, char *out)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

#endif
