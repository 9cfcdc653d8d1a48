/* executor/front/ast.h: the compact AST the evaluator walks.
 * parse.c converts the tree-sitter tree into it in one cursor walk; scope.c then resolves
 * every name to a fast-local slot, a cell slot, a global or a class-namespace lookup.
 * All nodes of one snippet live in one arena, freed with the session. */
#ifndef EXECUTOR_AST_H
#define EXECUTOR_AST_H

#include <stddef.h>
#include <stdint.h>

#include "executor/core/arena.h"
#include "executor/core/code.h"
#include "executor/core/obj.h"

enum ast_kind {
    /* expressions */
    A_CONST,   /* o */
    A_NAME,    /* o: name; resolved by scope.c into one of the next four */
    A_LOCAL,   /* slot */
    A_CELL,    /* slot holds a cell */
    A_GLOBAL,  /* o: name; globals then builtins */
    A_CLASSNS, /* o: name; class namespace, then globals, then builtins */
    A_BINOP,   /* op, a, b */
    A_UNARY,   /* op, a */
    A_NOT,     /* a */
    A_AND,     /* v[n] */
    A_OR,      /* v[n] */
    A_COMPARE, /* v[n] operands, ops[n-1] in aux */
    A_IFEXP,   /* a if b else c */
    A_WALRUS,  /* a target (name), b value */
    A_LAMBDA,  /* code, v: defaults, d: kw defaults (A_DICT-like pairs) */
    A_CALL,    /* a callee, v[n] args (A_STARRED, A_KWARG, A_DSTAR), flags */
    A_ATTR,    /* a object, o name */
    A_SUBSCR,  /* a object, b index */
    A_SLICE,   /* a, b, c (NULL when omitted) */
    A_TUPLE,   /* v[n] */
    A_LIST,    /* v[n] */
    A_SET,     /* v[n] */
    A_DICT,    /* v[n]: A_PAIR or A_DSTAR */
    A_PAIR,    /* a key, b value */
    A_STARRED, /* a */
    A_DSTAR,   /* a */
    A_KWARG,   /* o name, a value */
    A_LISTCOMP,
    A_SETCOMP,
    A_DICTCOMP,
    A_GENEXP,     /* code, a: first iterable */
    A_COMPBODY,   /* inside a comprehension's code: v clauses (A_FOR_CLAUSE/A_IF_CLAUSE), a elt
                     (A_PAIR for dicts); op = kind of comprehension */
    A_FOR_CLAUSE, /* a target, b iterable (NULL for the first: slot 0 holds the iterator) */
    A_IF_CLAUSE,  /* a condition */
    A_YIELD,      /* a value or NULL */
    A_YIELDFROM,  /* a */
    A_FSTRING,    /* v[n]: A_CONST str pieces and A_FVALUE */
    A_FVALUE,     /* a value, op conversion ('r','s','a' or 0), b spec (A_FSTRING) or NULL */
    A__EXPR_END,
    /* statements */
    S_EXPR = A__EXPR_END, /* a */
    S_ASSIGN,             /* v[n] targets, a value */
    S_AUGASSIGN,          /* a target, op, b value */
    S_ANNASSIGN,          /* a target, b value or NULL, c annotation (never evaluated) */
    S_RETURN,             /* a or NULL */
    S_PASS,
    S_BREAK,
    S_CONTINUE,
    S_DEL,        /* v[n] targets */
    S_RAISE,      /* a exc or NULL, b cause or NULL */
    S_ASSERT,     /* a test, b msg */
    S_GLOBAL,     /* no-op at runtime */
    S_IMPORT,     /* v[n] A_IMPORT_NAME */
    S_IMPORTFROM, /* o module name, v[n] A_IMPORT_NAME (o name, a alias target), flags: star */
    S_IF,         /* a cond, b body, c else (block or S_IF) */
    S_FOR,        /* a target, b iterable, c body, d else */
    S_WHILE,      /* a cond, c body, d else */
    S_TRY,        /* a body, v handlers (A_HANDLER), c else, d finally */
    S_WITH,       /* v items (A_WITHITEM: a ctx, b target), c body */
    S_FUNCDEF,    /* code, a target (name node), v defaults, b kw defaults, d decorators */
    S_CLASSDEF,   /* code (body), a target, v bases + keywords, d decorators */
    S_MATCH,      /* a subject, v cases (A_CASE: a pattern, b guard, c body) */
    S_BLOCK,      /* v[n] statements */
    A_HANDLER,    /* a type expr or NULL, b target or NULL, c body */
    A_WITHITEM,
    A_IMPORT_NAME, /* o dotted name (str), a target node or NULL (bind top package) */
    A_CASE,
    /* patterns of match */
    P_VALUE,     /* a expression compared with == */
    P_SINGLETON, /* o: None/True/False compared with is */
    P_CAPTURE,   /* a target name node, or NULL for _ */
    P_SEQ,       /* v[n] patterns; slot = index of the star pattern or -1 */
    P_STAR,      /* a target or NULL */
    P_MAPPING,   /* v[n] keys (exprs) then values (patterns): n = 2*k; a rest target */
    P_CLASS,     /* a class expr, v positional patterns, b A_TUPLE of kw patterns (A_KWARG) */
    P_OR,        /* v[n] */
    P_AS,        /* a pattern, b target */
    A__COUNT
};

/* flags */
#define AF_CALL_SIMPLE 1 /* call: positional arguments only, no stars */
#define AF_STAR_IMPORT 2
#define AF_COMPARE_CHAIN 4
#define AF_PARENS 8 /* the expression was written in parentheses */
#define AF_ASYNC 16 /* async for, async with */
#define AF_YIELDS 32 /* a statement or block of a resumable generator holding a yield (scope.c) */

struct ast {
    uint8_t kind;
    uint8_t op;
    uint16_t flags;
    int32_t line;
    int32_t n;    /* number of items in v */
    int32_t slot; /* fast-local slot (A_LOCAL, A_CELL) */
    struct ast *a, *b, *c, *d;
    struct ast **v;
    obj *o;
    void *p;                /* struct code * for defs, lambdas, comprehensions; uint8_t *ops;
                               A_GLOBAL: the globals dict of the cached lookup (see eval.c);
                               A_ATTR: struct attr_cache * */
    uint32_t col;           /* column of the first character, for indentation checks */
    uint32_t end_col;       /* byte column just past the last character, on end_line: */
    int32_t end_line;       /* with line and col, the span a traceback's ^^^ marks */
    uint64_t cache_version; /* A_GLOBAL: the globals' version when a builtin was cached */
};

/* An A_ATTR node's memory of its last lookups, in n->p (the resolver allocates it; NULL
 * when it could not). For each of a few classes (or builtin types) it has seen while
 * type_epoch held its value `epoch`: what the class's MRO holds under the name (`found`,
 * borrowed, NULL for nothing) and the entry number the name had in the last instance dict
 * read. eval.c fills and reads it; a change to any class empties it. */
#define ATTR_CACHE_WAYS 4
struct attr_cache {
    uint64_t epoch;
    struct attr_way {
        struct type *type;
        obj *found;
        uint32_t dict_ix;
        bool plain;       /* a plain class (else a builtin type: method calls only) */
        bool plain_set;   /* and no __setattr__ of the snippet's: stores to the instance dict */
        bool self_method; /* found is called with self first (no bound method is made) */
    } way[ATTR_CACHE_WAYS];
    uint32_t next; /* the way the next new class replaces */
};

struct ast *ast_new(struct arena *ar, int kind, int line);

/* parse.c: parse + convert + resolve. Returns the module code, or NULL with SyntaxError
 * pending. The arena owns every node and code; it must outlive any function defined. */
/* Builds the grammar's lookup tables once per process; a fork-server calls it
 * before forking so that no jail pays for it. parse_module calls it too. */
void parse_init_process(void);
struct code *parse_module(const char *text, size_t len, struct arena **arena_out,
                          struct source **src_out);
/* SyntaxError (or another type T) with MSG at LINE, as CPython words it (lineno set). */
void parse_raise(struct type *t, const char *msg, int line);
/* scope.c */
int scope_resolve(struct arena *ar, struct code *module);

#endif
