/* executor/lib/lib_variant.h: one method-table function per entry over an implementation
 * that serves several entries (gcd and lcm, floor and ceil, span, start and end). A table's
 * function is not told which entry called it, so each entry needs its own C function; this
 * writes that function once for all of them. */
#ifndef EXECUTOR_LIB_VARIANT_H
#define EXECUTOR_LIB_VARIANT_H

#include "executor/core/obj.h"

/* static FN, a cfunc (args and nargs as bound by the table's signature), returning
 * IMPL(args, nargs, WHICH). */
#define LIB_VARIANT(fn, impl, which)                                                               \
    static obj *fn(obj **args, size_t nargs, obj *kw)                                              \
    {                                                                                              \
        return impl(args, nargs, which);                                                           \
    }

#endif
