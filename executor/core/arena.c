/* executor/core/arena.c: the arena that holds one exec call's AST and code. Nodes are
 * bump-allocated from 16 KiB blocks (charged to the heap cap like any allocation) and
 * freed at once with the session; the arena also owns one reference to every constant
 * the nodes hold, so that nodes need no destructor. */
#include <string.h>

#include "executor/core/arena.h"

struct arena_block {
    struct arena_block *next;
    size_t used, size;
    char data[];
};
/* The arena also owns one reference to every constant its nodes hold. */
struct arena {
    struct arena_block *head;
    obj **consts;
    size_t nconsts, capconsts;
};

bool arena_own(struct arena *ar, obj *o)
{
    if (is_small(o) || o->refcnt >= REFCNT_IMMORTAL) {
        return true;
    }
    if (ar->nconsts == ar->capconsts) {
        size_t nc = ar->capconsts ? ar->capconsts * 2 : 64;
        obj **p = mem_realloc(ar->consts, nc * sizeof(obj *));
        if (!p) {
            decref(o);
            return false;
        }
        ar->consts = p;
        ar->capconsts = nc;
    }
    ar->consts[ar->nconsts++] = o;
    return true;
}

struct arena *arena_new(void)
{
    return mem_calloc(sizeof(struct arena));
}

void *arena_alloc(struct arena *ar, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    struct arena_block *b = ar->head;
    if (!b || b->used + n > b->size) {
        size_t size = n > 16384 ? n : 16384;
        b = mem_alloc(sizeof *b + size);
        if (!b)
            return NULL;
        b->next = ar->head;
        b->used = 0;
        b->size = size;
        ar->head = b;
    }
    void *p = b->data + b->used;
    b->used += n;
    memset(p, 0, n);
    return p;
}

void arena_free(struct arena *ar)
{
    if (!ar)
        return;
    for (size_t i = 0; i < ar->nconsts; i++)
        decref(ar->consts[i]);
    mem_free(ar->consts);
    struct arena_block *b = ar->head;
    while (b) {
        struct arena_block *n = b->next;
        mem_free(b);
        b = n;
    }
    mem_free(ar);
}
