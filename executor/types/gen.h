/* executor/types/gen.h: what a resumable generator (CODE_RESUMABLE) shares with the
 * evaluator. Such a generator runs on its consumer's C stack: a yield returns up through
 * the statements that hold it, each leaving a record of where it was (a block's statement
 * index, a loop's iterator), and the next resume walks back down taking the records in
 * the opposite order. Returns and calls predict well; switching C stacks (the fallback,
 * for yields elsewhere) makes every return on the far side mispredict.
 *
 * scope.c marks a generator resumable only when no yield needs more than
 * GEN_RESUME_DEPTH records on its way up, and notes how many it needs at most
 * (code->resume_depth): the records are allocated with the generator object, and a yield
 * never needs memory. */
#ifndef EXECUTOR_TYPES_GEN_H
#define EXECUTOR_TYPES_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "executor/core/obj.h"

struct frame;

/* Records one yield may leave: two for each statement around it (itself and its block). */
#define GEN_RESUME_DEPTH 32

struct gen_rec {
    obj *it;     /* a for loop's iterator or a yield from's subiterator (owned), or NULL */
    int64_t idx; /* a block's statement index, which part of a statement, a loop's count */
};

struct gen_resume {
    struct gen_rec *recs; /* code->resume_depth of them, after the generator object */
    int n;                /* records held */
    bool resuming;        /* walking back down: each level takes its record */
    bool throwing;        /* the pending exception is raised at the yield (throw, close) */
    bool yielded;         /* the body returned because it yielded (the hook's value) */
    obj *sent;            /* what the yield evaluates to on resume (borrowed; NULL: None) */
};

/* The resume state of the generator running frame f (f->gen). */
struct gen_resume *gen_resume_of(struct frame *f);

static inline void gen_rec_push(struct gen_resume *rs, obj *it, int64_t idx)
{
    rs->recs[rs->n].it = it;
    rs->recs[rs->n].idx = idx;
    rs->n++;
}

static inline struct gen_rec *gen_rec_pop(struct gen_resume *rs)
{
    return &rs->recs[--rs->n];
}

#endif
