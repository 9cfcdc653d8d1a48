/* executor/lib/lib_class_make.h: a native module's class made as its Python source's class
 * statement would make it (enum's Enum, typing's Generic and NamedTuple): an ordinary heap
 * class, so that snippets subclass it as they do CPython's. */
#ifndef EXECUTOR_LIB_CLASS_MAKE_H
#define EXECUTOR_LIB_CLASS_MAKE_H

#include "executor/core/obj.h"

/* class NAME(*BASES) with the namespace NS and __module__ = MODULE. Steals BASES (a tuple)
 * and NS (a dict); either may be NULL, a failure to make it passed on. New reference, or
 * NULL with an exception. */
obj *libclass_make(const char *name, obj *bases, obj *ns, const char *module);

#endif
