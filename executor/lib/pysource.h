/* executor/lib/pysource.h: running a few lines of Python that a native module generates
 * (dataclasses writes each class's __init__ this way, as CPython does, so that argument
 * binding and its error messages are the evaluator's own). */
#ifndef EXECUTOR_PYSOURCE_H
#define EXECUTOR_PYSOURCE_H

#include <stddef.h>

#include "executor/core/obj.h"

/* Parses and runs text as a module whose globals are the given dict (the session's
 * builtins stay visible). The parsed code lives as long as the session, since functions
 * defined by it may. 0, or -1 with an exception. */
int pysource_exec(const char *text, size_t len, obj *globals);

#endif
