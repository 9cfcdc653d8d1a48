/* executor/core/module.h: the module API. What a native module uses to build itself
 * (its functions, its types' names), and the import machinery, which core owns while lib
 * owns the table of modules (lib/import.c hands it in through executor_init_process). */
#ifndef EXECUTOR_CORE_MODULE_H
#define EXECUTOR_CORE_MODULE_H

#include <stddef.h>

#include "executor/core/obj.h"

/* A type a native module holds: initialised once per process (type_init_module) under
 * the module's name, or MODULE when CPython names another ("_queue.SimpleQueue"), and
 * bound in each fresh module under its __name__ when EXPORT. */
struct module_type {
    struct type *type;
    bool export;
    const char *module; /* NULL: the module's own name */
};

/* A native module, declared: its import name, its functions, its types, and FILL for the
 * rest (constants, objects built per session). Import builds a fresh module from it once
 * per session. */
struct module_def {
    const char *name;
    const struct method_def *functions; /* ends at a NULL name; NULL: none */
    const struct module_type *types;    /* ends at a NULL type; NULL: none */
    int (*fill)(obj *m);                /* 0, or -1 with an exception; NULL: nothing more */
    /* The module's part written in Python (lib/mod_NAME.py, compiled in), run in its
     * namespace after FILL, with each module of DEPS (NULL-terminated) bound to its name
     * whatever the snippet may import. NULL: none. */
    const char *python;
    const char *const *deps;
    /* The C module CPython implements the functions in, when it is not NAME ("_heapq"):
     * its messages say "_heapq.heappush() takes no keyword arguments". NULL: NAME. */
    const char *c_name;
    /* A module not yet declared this way builds itself: new reference, or NULL with an
     * exception. The others leave it NULL. */
    obj *(*create)(void);
};

/* The importable native modules (at most 128). The table must outlive the process; it is
 * set once, before any session, and only read afterwards. Import builds a fresh module from
 * a def once per session, its types initialised first, once per process. */
void module_set_natives(const struct module_def *const *table, size_t count);

/* Runs a module's Python part (lib provides it: core knows no parser): TEXT in M's
 * namespace, DEPS bound first. 0, or -1 with an exception. Set once, with the table. */
typedef int (*module_python_runner)(obj *m, const char *text, const char *const *deps);
void module_set_python_runner(module_python_runner run);

/* A native module's type after type_init_builtin: __name__ and __module__ as CPython has
 * them (either may be NULL to keep it). */
void native_type_names(struct type *t, const char *short_name, const char *module);

/* Fills a module's dict from a NULL-terminated table of functions; 0, or -1 with an
 * exception. */
int module_add_functions(obj *m, const struct method_def *fns);

/* The import statement: the module NAME (a str, borrowed) from the session's cache or
 * built afresh, when the session's allowlist authorises it. New reference, or NULL with
 * ImportError / ModuleNotFoundError. */
obj *import_module(obj *name);

/* The host's values (tagged JSON: datetime, Decimal) need their module whatever the
 * snippet may import: this skips the allowlist, never the session's module cache. */
obj *import_native(const char *name);

#endif
