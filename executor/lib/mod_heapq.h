/* executor/lib/mod_heapq.h: heapq's sift routines for queue.PriorityQueue. */
#ifndef EXECUTOR_LIB_MOD_HEAPQ_H
#define EXECUTOR_LIB_MOD_HEAPQ_H

#include "executor/core/obj.h"

/* heappush(heap, item): item borrowed; 0, or -1 with an exception. */
int heapq_push(obj *heap, obj *item);
/* heappop(heap): the smallest item (new reference), or NULL with IndexError. */
obj *heapq_pop(obj *heap);

#endif
