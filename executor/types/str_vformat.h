/* executor/types/str_vformat.h: a str built from a printf format, of any length. */
#ifndef EXECUTOR_STR_VFORMAT_H
#define EXECUTOR_STR_VFORMAT_H

#include <stdarg.h>

#include "executor/core/obj.h"

/* A new str holding FMT formatted with AP (whose arguments must give valid UTF-8), or NULL
 * with MemoryError pending. Short texts are formatted on the C stack; a longer one is
 * formatted a second time straight into a str of its exact length, never cut. */
obj *str_vformat(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

#endif
