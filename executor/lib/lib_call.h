/* executor/lib/lib_call.h: calls kept for later, as functools.partial and
 * operator.methodcaller keep them: the positional arguments in a tuple, the keyword
 * arguments in a dict. One place fills such a dict from a call, one makes the call from it,
 * and one writes the repr both types share ("functools.partial(f, 1, x=2)"). */
#ifndef EXECUTOR_LIB_CALL_H
#define EXECUTOR_LIB_CALL_H

#include "executor/core/obj.h"

/* Sets KWDICT[name] = value for each of a call's keyword arguments (KWNAMES, may be NULL,
 * and their values KWVALS, both borrowed). 0, or -1 with an exception. */
int libcall_kwargs_update(obj *kwdict, obj **kwvals, obj *kwnames);

/* FN(*POS[0..NPOS), **KWDICT): KWDICT may be NULL. New reference, or NULL. */
obj *libcall_call(obj *fn, obj **pos, size_t npos, obj *kwdict);

/* "QUALNAME(repr(HEAD), repr(a), ..., k=repr(v), ...)" for the tuple ARGS and the dict
 * KWDICT (all borrowed). New reference, or NULL. */
obj *libcall_repr(const char *qualname, obj *head, obj *args, obj *kwdict);

#endif
