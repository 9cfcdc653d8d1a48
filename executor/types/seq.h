/* executor/types/seq.h: what the sequence types (list, tuple, str, bytes) share beyond
 * obj.h: reading a subscript as an index, with CPython's order of checks and messages. */
#ifndef EXECUTOR_SEQ_H
#define EXECUTOR_SEQ_H

#include "executor/core/obj.h"

/* KEY as an index into *LEN items, as CPython's subscripts read it: an int, or an object
 * with __index__ (whose own errors pass through); negative counts from the end. LEN is
 * read after __index__ ran, which may have resized a list. RANGE_MSG is the IndexError
 * past the end ("list index out of range"); TYPE_MSG the TypeError for a key that is no
 * index, its %s the key's type name. 0 with *OUT, or -1 with the exception. */
int seq_index(obj *key, const size_t *len, size_t *out, const char *range_msg,
              const char *type_msg);

/* x in the *N items at *ITEMS (by address, re-read after each comparison: an item's __eq__
 * may resize a list; a tuple passes the address of a local copy of its items): 1, 0, or -1
 * with an exception. */
int seq_contains(obj **const *items, const size_t *n, obj *x);

/* DST[0, total) = new references to SRC's N items, repeated (total a multiple of n; n > 0
 * unless total is 0): a concatenation's halves, a repetition. */
void seq_fill(obj **dst, obj *const *src, size_t n, size_t total);

#endif
