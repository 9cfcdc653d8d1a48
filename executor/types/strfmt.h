/* executor/types/strfmt.h: str % args, str.format, format(value, spec) and f-string pieces. */
#ifndef EXECUTOR_STRFMT_H
#define EXECUTOR_STRFMT_H

#include "executor/core/obj.h"
#include "executor/unicode/unicode.h"

obj *strfmt_percent(obj *fmt, obj *args);
obj *strfmt_format(obj *fmt, obj **args, size_t nargs, obj *kwnames, obj *mapping);
obj *strfmt_format_value(obj *value, obj *spec); /* builtin format() semantics */
/* v converted as !s, !r or !a (CONVERSION 's', 'r' or 'a') asks in a format field, an
 * f-string or a %s/%r/%a directive: str(v), repr(v) or ascii(v). A new reference. */
obj *strfmt_convert(obj *v, int conversion);

/* The decimal text of a small int, as str() writes it: strfmt_small_int_len(v) characters
 * (at most STRFMT_SMALL_INT_CHARS: a sign and 19 digits), written by strfmt_small_int_put
 * into out, which needs room for exactly that many (no NUL). str(i) and f"{i}" use it to
 * write the digits straight into the result. */
#define STRFMT_SMALL_INT_CHARS 20
size_t strfmt_small_int_len(intptr_t v);
void strfmt_small_int_put(intptr_t v, char *out, size_t len);

#endif
