/* executor/core/exc_text.h: raising an exception whose message quotes a Python value, as
 * CPython's "... %s" % (x,) or f"... {x!r}" messages do. The value's text is computed
 * first; if that fails, its exception is the one left pending. */
#ifndef EXECUTOR_EXC_TEXT_H
#define EXECUTOR_EXC_TEXT_H

#include "executor/core/obj.h"

/* Raises T with FMT, whose only conversion is one %s, filled with TEXT(O) (op_str or
 * op_repr). Always returns NULL. Borrows O. */
obj *exc_raise_text(struct type *t, obj *(*text)(obj *), const char *fmt, obj *o);

#endif
