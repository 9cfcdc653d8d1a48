/* executor/lib/lib_class.h: classes a native module makes as its Python source would, with a
 * class statement (queue.Empty, copy.Error): ordinary heap classes, so that snippets can
 * subclass and catch them exactly as they do CPython's. */
#ifndef EXECUTOR_LIB_CLASS_H
#define EXECUTOR_LIB_CLASS_H

#include "executor/core/obj.h"

/* class NAME(Exception) with __module__ = MODULE. New reference, or NULL. */
obj *libclass_exception(const char *name, const char *module);

#endif
