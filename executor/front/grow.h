/* executor/front/grow.h: the doubling arrays of the front end (the parser's children, the
 * resolver's scopes, names and references). They grow through mem_realloc, so the heap
 * cap refuses a runaway tree before it is allocated, and a refusal leaves the array as it
 * was for the caller's cleanup. */
#ifndef EXECUTOR_FRONT_GROW_H
#define EXECUTOR_FRONT_GROW_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "executor/core/arena.h"
#include "executor/core/obj.h"

/* Makes room for element N of an array of SIZE-byte elements, whose pointer is at ITEMS
 * (a T **, passed as void * since C has no generic T) and whose capacity is *CAP; the
 * first allocation holds FIRST elements. false when memory ran out (nothing changed). */
static inline bool front_grow(void *items, size_t *cap, size_t n, size_t size, size_t first)
{
    if (n < *cap)
        return true;
    size_t nc = *cap ? *cap * 2 : first;
    void *old, *p;
    memcpy(&old, items, sizeof old); /* the T * read as a void *, without aliasing it */
    if (!(p = mem_realloc(old, nc * size)))
        return false;
    memcpy(items, &p, sizeof p);
    *cap = nc;
    return true;
}

/* The same for an array in the conversion's arena, which frees nothing on its own: the
 * elements move to a new block and the old one stays until the arena goes. */
static inline bool front_grow_arena(struct arena *ar, void *items, size_t *cap, size_t n,
                                    size_t size, size_t first)
{
    if (n < *cap)
        return true;
    size_t nc = *cap ? *cap * 2 : first;
    void *old, *p;
    memcpy(&old, items, sizeof old);
    if (!(p = arena_alloc(ar, nc * size)))
        return false;
    if (n)
        memcpy(p, old, n * size);
    memcpy(items, &p, sizeof p);
    *cap = nc;
    return true;
}

#endif
