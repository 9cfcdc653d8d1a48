/* executor/core/arena.h: the arena that holds one exec call's AST and code (see arena.c).
 * It must outlive every function object defined from it: the session keeps it. */
#ifndef EXECUTOR_CORE_ARENA_H
#define EXECUTOR_CORE_ARENA_H

#include <stdbool.h>
#include <stddef.h>

#include "executor/core/obj.h"

struct arena;

/* An empty arena, or NULL (heap cap; MemoryError pending). */
struct arena *arena_new(void);
/* N zeroed bytes, 16-byte aligned, or NULL (heap cap). */
void *arena_alloc(struct arena *ar, size_t n);
/* Steals O: the arena holds the reference until arena_free. False (and O released) when
 * the arena cannot grow. Small ints and immortals are not recorded. */
bool arena_own(struct arena *ar, obj *o);
/* Releases the constants and every block; NULL is allowed. */
void arena_free(struct arena *ar);

#endif
