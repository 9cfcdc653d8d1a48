/* executor/types/strfmt.h: str % args, str.format, format(value, spec) and f-string pieces. */
#ifndef EXECUTOR_STRFMT_H
#define EXECUTOR_STRFMT_H

#include "executor/core/obj.h"
#include "executor/unicode/unicode.h"

obj *strfmt_percent(obj *fmt, obj *args);
obj *strfmt_format(obj *fmt, obj **args, size_t nargs, obj *kwnames, obj *mapping);
obj *strfmt_format_value(obj *value, obj *spec); /* builtin format() semantics */

#endif
