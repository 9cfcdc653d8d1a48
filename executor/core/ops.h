/* executor/core/ops.h: the abstract object protocol (operators, comparison, hashing, truth,
 * attributes, items, iteration, calls) that dispatches through type slots. */
#ifndef EXECUTOR_OPS_H
#define EXECUTOR_OPS_H

#include "executor/core/obj.h"

obj *op_binary(obj *a, obj *b, int op);
obj *op_inplace(obj *a, obj *b, int op);
obj *op_unary(obj *a, int op);
obj *op_compare(obj *a, obj *b, int op);
int op_compare_bool(obj *a, obj *b, int op); /* 0/1, -1 error */
int op_eq(obj *a, obj *b);                   /* identity first, like containers in CPython */
int op_truth(obj *o);
int op_hash(obj *o, int64_t *out);
obj *op_repr(obj *o);
obj *op_str(obj *o);
obj *op_format(obj *o, obj *spec);
obj *op_getattr(obj *o, obj *name);
obj *op_getattr_cstr(obj *o, const char *name);
int op_setattr(obj *o, obj *name, obj *value);
obj *op_getitem(obj *o, obj *key);
int op_setitem(obj *o, obj *key, obj *value);
int op_contains(obj *container, obj *x);
/* `x in` an iterator, which it steals: the fallback of `in` for a type without contains.
 * 1, 0, or -1 with the exception set. */
int op_iter_contains(obj *it, obj *x);
/* Folds the iterator it into acc, both stolen (a NULL acc starts at the first item):
 * acc = fn(acc, x), or op_binary(acc, x, binop) when fn is NULL. The result; NULL with the
 * exception set, or NULL without one when acc was NULL and it was empty. */
obj *op_fold(obj *it, obj *acc, obj *fn, int binop);
intptr_t op_len(obj *o);
obj *op_iter(obj *o);
obj *op_next(obj *it); /* NULL, no exc: exhausted */
obj *op_call(obj *f, obj **args, size_t nargs, obj *kwnames);
obj *op_call0(obj *f);
obj *op_call1(obj *f, obj *a);
obj *op_call2(obj *f, obj *a, obj *b);
obj *op_call_method(obj *self, const char *name, obj **args, size_t nargs);
/* Looks up name on o's type for a call: *self_out is o when the result wants self first. */
obj *op_lookup_method(obj *o, obj *name, bool *wants_self);
const char *op_type_name(obj *o);
/* __index__, CPython's three ways of turning an index into a machine integer: */
obj *op_index_int(obj *o);       /* the int itself (new reference), or NULL + TypeError */
/* PyNumber_Index: op_index_int, but a bool becomes a plain int (CPython 3.10 on) */
obj *op_index_exact(obj *o);
intptr_t op_index(obj *o);       /* subscripts: IndexError when it does not fit */
intptr_t op_index_ssize(obj *o); /* arguments (insert, pop): OverflowError */
int op_index_clamped(obj *o, intptr_t *out); /* slice bounds: clamped; 0, or -1 + TypeError */
/* start/stop of list.index and friends (CPython's _PyEval_SliceIndexNotNone): clamped like
 * op_index_clamped, with CPython's "slice indices must be integers..." TypeError. Callers
 * read the container's length only after it, since __index__ may resize the container. */
int op_slice_bound(obj *o, intptr_t *out);
bool op_is_callable(obj *o);
/* Whether a three-way comparison's result c (negative, zero or positive) satisfies op (enum
 * cmp_op): the one place a sign becomes <, <=, ==, !=, > or >=. */
static inline bool op_cmp_holds(int c, int op)
{
    switch (op) {
    case CMP_LT:
        return c < 0;
    case CMP_LE:
        return c <= 0;
    case CMP_EQ:
        return c == 0;
    case CMP_NE:
        return c != 0;
    case CMP_GT:
        return c > 0;
    default:
        return c >= 0;
    }
}

obj *op_special(obj *o, const char *name);        /* bound dunder of a heap instance, or NULL */
bool op_special_exists(obj *o, const char *name); /* the same test, without binding */
/* Calls o's optional special method name, with arg when it is not NULL, if o's type defines
 * it: true with *result the call's new result (NULL when it raised, or when the lookup
 * raised); false, with *result NULL and no exception, when there is none to call. */
bool op_call_special(obj *o, const char *name, obj *arg, obj **result);

/* The older hand-written preludes, kept until their last callers declare a signature in
 * their method table instead (core/pyargs.h): a keyword refused, a count checked. */
int args_no_kw(const char *fname, obj *kwnames);
int args_count(const char *fname, size_t nargs, size_t min, size_t max);

#endif
