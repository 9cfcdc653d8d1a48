/* executor/types/seq.h: what the sequence types (list, tuple, str, bytes) share beyond
 * obj.h: reading a subscript as an index, with CPython's order of checks and messages; the
 * items of a concatenation, slice or repetition; index, count and "in". */
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

/* A new object of type T, of SIZE bytes (its struct) followed by LEN bytes of text or data
 * and a NUL: a str, a bytes. NULL with MemoryError past LIMIT_SEQ_BYTES. */
obj *seq_alloc_bytes(struct type *t, size_t size, size_t len);

/* One character of str.istitle() and bytes.istitle(): UPPER for an upper- or titlecase
 * one, LOWER for a lowercase one; *PREV (the last one was cased) and *CASED (one was) carry
 * the state along. false: no title (an uppercase after a cased one, a lowercase after none). */
static inline bool seq_title_step(bool upper, bool lower, bool *prev, bool *cased)
{
    if (!upper && !lower) {
        *prev = false;
        return true;
    }
    if (*prev == upper)
        return false;
    *prev = *cased = true;
    return true;
}

/* DST[0, na + nb) = new references to A's NA items, then B's NB: a + b. */
void seq_concat(obj **dst, obj *const *a, size_t na, obj *const *b, size_t nb);

/* DST[0, count) = new references to SRC[start], SRC[start + step]...: a slice's items, with
 * the bounds slice_indices gave. */
void seq_slice(obj **dst, obj *const *src, intptr_t start, intptr_t step, intptr_t count);

/* *TOTAL = how many items N (an int) copies of a LEN-item sequence hold: 0 for N <= 0.
 * 0, or -1 with CPython's OverflowError for an N no index-sized int holds, or MemoryError
 * where TOTAL items of ITEM_SIZE bytes pass LIMIT_SEQ_BYTES. list, tuple, str, bytes. */
int seq_repeat_len(obj *n, size_t len, size_t item_size, size_t *total);

/* list.index(x[, start[, stop]]) and tuple.index: ARGS[1] is x, ARGS[2] and ARGS[3] the
 * optional bounds (NARGS says which are there). Items by address as for seq_contains. The
 * index of the first equal item; -1 when none; -2 with an exception. */
intptr_t seq_find(obj **const *items, const size_t *n, obj **args, size_t nargs);

/* list.pop([i]) and bytearray.pop: *OUT = the index ARGS[1] names (the last item when NARGS
 * is 1) among *LEN items, LEN read after the index's __index__ ran (it may resize the
 * sequence). 0, or -1 with CPython's IndexError ("pop from empty NAME", "pop index out of
 * range") or the index's own error. */
int seq_pop_index(obj **args, size_t nargs, const size_t *len, const char *name, size_t *out);

/* list.count(x) and tuple.count(x): a new int, or NULL with an exception. Items by address
 * as for seq_contains. */
obj *seq_count(obj **const *items, const size_t *n, obj *x);

#endif
