/* executor/lib/lib_class.h: classes a native module makes as its Python source would, with
 * a class statement (queue.Empty, copy.Error, enum.Enum): ordinary heap classes, so that
 * snippets can subclass and catch them exactly as they do CPython's. */
#ifndef EXECUTOR_LIB_CLASS_H
#define EXECUTOR_LIB_CLASS_H

#include "executor/core/obj.h"

/* class NAME(*BASES) with the namespace NS and __module__ = MODULE (enum's Enum, typing's
 * Generic and NamedTuple). Steals BASES (a tuple) and NS (a dict); either may be NULL, a
 * failure to make it passed on. New reference, or NULL with an exception. */
obj *libclass_make(const char *name, obj *bases, obj *ns, const char *module);

/* class NAME(Exception) with __module__ = MODULE. New reference, or NULL. */
obj *libclass_exception(const char *name, const char *module);

#endif
