/* executor/core/module.h: the module API. What a native module uses to build itself
 * (its functions, its types' names), and the import machinery, which core owns while lib
 * owns the table of modules (lib/import.c hands it in through executor_init_process). */
#ifndef EXECUTOR_CORE_MODULE_H
#define EXECUTOR_CORE_MODULE_H

#include <stddef.h>

#include "executor/core/obj.h"

/* A native module: its import name and the function that builds a fresh one (once per
 * session; NULL with an exception on failure). */
struct module_native {
    const char *name;
    obj *(*create)(void);
};

/* The importable native modules. The table must outlive the process; it is set once,
 * before any session, and only read afterwards. */
void module_set_natives(const struct module_native *table, size_t count);

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
