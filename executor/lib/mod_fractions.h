/* executor/lib/mod_fractions.h: fractions.Fraction for the modules that compute with exact
 * rationals (statistics converts its exact sums back through these). */
#ifndef EXECUTOR_MOD_FRACTIONS_H
#define EXECUTOR_MOD_FRACTIONS_H

#include <gmp.h>

#include "executor/core/obj.h"

extern struct type fraction_type;
bool fraction_check(obj *o);
mpq_srcptr fraction_value(obj *o);
obj *fraction_from_mpq(mpq_srcptr q); /* q canonical */
void fraction_init_type(void);        /* idempotent; statistics uses Fraction unimported */

/* mod_math.c: n/d correctly rounded to a double; *overflow beyond the double range */
double math_mpq_to_double(mpq_srcptr q, bool *overflow);

#endif
