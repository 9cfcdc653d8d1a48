/* mod_unicodedata: what other parts of the executor use of the Unicode database. */
#ifndef EXECUTOR_MOD_UNICODEDATA_H
#define EXECUTOR_MOD_UNICODEDATA_H

#include <stdbool.h>
#include <stdint.h>

/* The code point named NAME (upper case, NUL-terminated), as the \N{...} escape
 * and unicodedata.lookup() read it. False when no character has that name. */
bool unicodedata_lookup_name(const char *name, uint32_t *cp);

#endif
