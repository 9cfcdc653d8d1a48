/* executor/types/iter.h: what the iterator file (obj_iter.c) lends the other types and the
 * modules: one loop over any iterable, so that filling a container from one is written once,
 * and the start of an iterator that wraps another. */
#ifndef EXECUTOR_ITER_H
#define EXECUTOR_ITER_H

#include "executor/core/obj.h"

/* FN(ARG, item) for each item of ITERABLE (the item borrowed for the call), until FN
 * returns < 0: 0 when every item was taken, -1 with the exception (FN's, or the one
 * iter() or next() raised). */
int iter_each(obj *iterable, int (*fn)(void *arg, obj *item), void *arg);

/* An object of type T (SIZE bytes, zeroed) and *IT, a new iterator over ITERABLE: both, or
 * NULL with the exception and neither. Most iterators that wrap another start this way. */
obj *iter_alloc_over(struct type *t, size_t size, obj *iterable, obj **it);

#endif
