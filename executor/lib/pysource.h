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

/* The modules written in Python, compiled in by the Makefile from executor/lib/mod_NAME.py
 * (each a NUL-terminated string). */
extern const char mod_abc_py[], mod_asyncio_py[], mod_calendar_py[], mod_collections_py[],
    mod_contextlib_py[], mod_enum_py[], mod_functools_py[], mod_hmac_py[], mod_secrets_py[],
    mod_traceback_py[], mod_statistics_py[], mod_string_py[];

/* The Python part of a native module m (executor/lib/mod_NAME.py, compiled in as a
 * string): runs text in m's namespace, where each native module of deps (NULL-terminated,
 * may be NULL) is already bound to its name, whatever the snippet may import. Steals m:
 * returns it, or NULL after releasing it. */
obj *pysource_extend(obj *m, const char *text, const char *const *deps);

/* The same for a declared module's .python (core's module_python_runner): M borrowed; 0,
 * or -1 with an exception. */
int pysource_run_part(obj *m, const char *text, const char *const *deps);

#endif
