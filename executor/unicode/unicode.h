/* executor/unicode/unicode.h: the Unicode character database as CPython's str methods see it:
 * predicates (isalpha, isdigit, ...) and full case mappings (ß -> SS) of one code point.
 * Built on utf8proc, corrected to CPython 3.11 by the generated unicode_exceptions.h. */
#ifndef EXECUTOR_UNICODE_H
#define EXECUTOR_UNICODE_H

#include <stdbool.h>
#include <stdint.h>

bool unicode_isalpha(uint32_t cp);
bool unicode_isdecimal(uint32_t cp);
bool unicode_isdigit(uint32_t cp);
bool unicode_isnumeric(uint32_t cp);
bool unicode_islower(uint32_t cp); /* the Lowercase property */
bool unicode_isupper(uint32_t cp); /* the Uppercase property */
bool unicode_istitle(uint32_t cp); /* category Lt */
bool unicode_iscased(uint32_t cp);
bool unicode_iscase_ignorable(uint32_t cp);
bool unicode_isprintable(uint32_t cp);
bool unicode_isspace(uint32_t cp);
bool unicode_isidstart(uint32_t cp); /* XID_Start, or '_' */
bool unicode_isidcontinue(uint32_t cp);

/* Full case mappings: write 1 to 3 code points to out and return how many. */
#define UNICODE_MAX_MAPPING 3
int unicode_upper(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING]);
int unicode_lower(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING]);
int unicode_title(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING]);
int unicode_fold(uint32_t cp, uint32_t out[UNICODE_MAX_MAPPING]);

/* The decimal value of a digit character (int('٣') == 3), or -1. */
int unicode_decimal_value(uint32_t cp);

#endif
