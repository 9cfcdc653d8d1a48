/* executor/core/code.h: the compiled code a function holds (struct code) and the source
 * text it came from (struct source). Core and types need these without the AST's node
 * kinds, which stay in front/ast.h: the body is an opaque struct ast here. */
#ifndef EXECUTOR_CORE_CODE_H
#define EXECUTOR_CORE_CODE_H

#include <stddef.h>
#include <stdint.h>

#include "executor/core/obj.h"

struct ast;

/* The source text of one exec call, kept for traceback lines. */
struct source {
    char *text;
    size_t len;
    const char *filename;  /* NULL for the snippet; module source names itself (pysource.c) */
    uint32_t *line_starts; /* byte offset of each line */
    uint32_t nlines;
};

/* A compiled body: module, function, lambda, class body or comprehension. */
#define CODE_VARARGS 1
#define CODE_VARKW 2
#define CODE_GENERATOR 4
#define CODE_LAMBDA 8
#define CODE_CLASS 16
#define CODE_MODULE 32
#define CODE_COMPREHENSION 64
#define CODE_SIMPLE_ARGS 128 /* only positional params, no cells among them */
#define CODE_COROUTINE 256   /* async def: a generator whose awaits are yield froms */
#define CODE_ASYNCGEN 512    /* async def with yield: its yields are marked (eval.c) */
/* A def (not a lambda, generator or coroutine) with SIMPLE_ARGS and no cells or free
 * variables at all: a call with exactly its positional arguments puts them straight into
 * the frame's slots and runs the body, with nothing else to prepare (eval.c's fast path). */
#define CODE_PLAIN_FRAME 1024
#define CODE_RESUMABLE 2048 /* a generator whose yields all sit where eval.c can resume them */

struct code {
    obj *name;     /* str: f, <lambda>, <listcomp>, <module>, class name */
    obj *qualname; /* str: C.f, f.<locals>.g */
    int flags;
    int nposonly, nparams; /* positional params (posonly included) */
    int nkwonly;
    int nslots;            /* locals + cells + free vars */
    obj **slot_names;      /* nslots interned names, for errors */
    uint8_t *slot_is_cell; /* 1 when the slot holds a cell created at entry */
    int nfree;             /* closure cells copied into slots [nslots - nfree, nslots) */
    int *free_from;        /* for each free var: the slot in the defining frame */
    struct ast *body;      /* S_BLOCK, or an expression for lambdas */
    int resume_depth;      /* CODE_RESUMABLE: records a yield leaves at most (types/gen.h) */
    struct source *src;
    int line;
};

#endif
