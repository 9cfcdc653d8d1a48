/* executor/unicode/ucd_names.h: character names from CPython 3.11's Unicode database (14.0),
 * shared by the unicodedata module and the parser's \N{...} escape. */
#ifndef EXECUTOR_UNICODE_UCD_NAMES_H
#define EXECUTOR_UNICODE_UCD_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The name of CP into BUF (NUL-terminated; names are under 100 bytes) and its length, or
 * 0 when the code point has no name. */
size_t ucd_name_of(uint32_t cp, char *buf, size_t size);

/* Where cp sits in the ascending table cps[0..n) of the generated database:
 * its index, or n when it is not there. */
size_t ucd_find(const uint32_t *cps, size_t n, uint32_t cp);

/* The code point named NAME (upper case, NUL-terminated), as the \N{...} escape
 * and unicodedata.lookup() read it. False when no character has that name. */
bool ucd_lookup_name(const char *name, uint32_t *cp);

#endif
