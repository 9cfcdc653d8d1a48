/* executor/lib/mod_re.h: the re module's compiler for other natives (textwrap). */
#ifndef EXECUTOR_LIB_MOD_RE_H
#define EXECUTOR_LIB_MOD_RE_H

#include "executor/core/obj.h"

/* A Pattern object (new reference) from C text, uncached; NULL with re.error. */
obj *re_compile_str(const char *pattern, int flags);

#endif
