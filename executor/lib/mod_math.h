/* executor/lib/mod_math.h: what the math module lends the other number modules: CPython's
 * argument conversions and a few exact computations. */
#ifndef EXECUTOR_LIB_MOD_MATH_H
#define EXECUTOR_LIB_MOD_MATH_H

#include <stdbool.h>

#include "executor/core/obj.h"

/* PyFloat_AsDouble: float, int, or an object with __float__ or __index__; false with
 * TypeError. */
bool math_arg_double(obj *o, double *out);
/* PyNumber_Index: an int (new reference), through __index__ for other objects. */
obj *math_arg_index(obj *o);
/* Before GMP computes a result of about BITS bits with products of that size (BITS *
 * COST bits by BITS, in int_charge_mul's terms): refused with MemoryError past
 * LIMIT_INT_BITS, else checked and charged. false with the exception set. */
bool math_charge_result(double bits, double cost);
/* math.fsum(iterable) (new reference) and math.log(x), for statistics. */
obj *math_fsum(obj *iterable);
bool math_log(obj *x, double *out);

#endif
