/* executor/lib/lib_flag.h: an optional argument read as a flag, as CPython's Python code
 * reads `if strict:` and its C code the 'p' converter: dumps' sort_keys, csv's
 * doublequote, b16decode's casefold, dataclass(order=...). */
#ifndef EXECUTOR_LIB_FLAG_H
#define EXECUTOR_LIB_FLAG_H

#include <stdbool.h>

#include "executor/core/obj.h"

/* *OUT = the truth of O, or DFLT when O is NULL (not given). false with the exception its
 * __bool__ (or __len__) raised, *OUT then unchanged. */
bool libflag_read(obj *o, bool dflt, bool *out);

#endif
