/* executor/types/iter.h: what the iterator file (obj_iter.c) lends the other types: one loop
 * over any iterable, so that filling a container from one is written once. */
#ifndef EXECUTOR_ITER_H
#define EXECUTOR_ITER_H

#include "executor/core/obj.h"

/* FN(ARG, item) for each item of ITERABLE (the item borrowed for the call), until FN
 * returns < 0: 0 when every item was taken, -1 with the exception (FN's, or the one
 * iter() or next() raised). */
int iter_each(obj *iterable, int (*fn)(void *arg, obj *item), void *arg);

#endif
