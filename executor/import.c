/* executor/import.c: the import statement. A module is importable when it is on the
 * session's allowlist (smolagents' rules: "pkg.*" allows submodules, "*" allows all,
 * authorising "a.b" authorises "a") and a native implementation exists here. */
#include <stdio.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/vm.h"

obj *mod_math_create(void);
obj *mod_random_create(void);
obj *mod_time_create(void);
obj *mod_datetime_create(void);
obj *mod_fractions_create(void);
obj *mod_statistics_create(void);
obj *mod_unicodedata_create(void);
obj *mod_enum_create(void);
obj *mod_typing_create(void);
obj *mod_dataclasses_create(void);
obj *mod_decimal_create(void);
obj *mod_io_create(void);
obj *mod_json_create(void);
obj *mod_re_create(void);
obj *mod_string_create(void);
obj *mod_textwrap_create(void);
obj *mod_csv_create(void);
obj *mod_base64_create(void);
obj *mod_hashlib_create(void);
obj *mod_collections_create(void);
obj *mod_itertools_create(void);
obj *mod_operator_create(void);
obj *mod_functools_create(void);
obj *mod_heapq_create(void);
obj *mod_bisect_create(void);
obj *mod_stat_create(void);
obj *mod_copy_create(void);
obj *mod_queue_create(void);
obj *mod_contextlib_create(void);
obj *mod_hmac_create(void);
obj *mod_calendar_create(void);
obj *mod_asyncio_create(void);

static const struct {
    const char *name;
    obj *(*create)(void);
} native_modules[] = {
    {"math", mod_math_create},
    {"random", mod_random_create},
    {"time", mod_time_create},
    {"datetime", mod_datetime_create},
    {"fractions", mod_fractions_create},
    {"statistics", mod_statistics_create},
    {"unicodedata", mod_unicodedata_create},
    {"enum", mod_enum_create},
    {"typing", mod_typing_create},
    {"dataclasses", mod_dataclasses_create},
    {"decimal", mod_decimal_create},
    {"io", mod_io_create},
    {"json", mod_json_create},
    {"re", mod_re_create},
    {"string", mod_string_create},
    {"textwrap", mod_textwrap_create},
    {"csv", mod_csv_create},
    {"base64", mod_base64_create},
    {"hashlib", mod_hashlib_create},
    {"collections", mod_collections_create},
    {"itertools", mod_itertools_create},
    {"operator", mod_operator_create},
    {"functools", mod_functools_create},
    {"heapq", mod_heapq_create},
    {"bisect", mod_bisect_create},
    {"stat", mod_stat_create},
    {"copy", mod_copy_create},
    {"queue", mod_queue_create},
    {"contextlib", mod_contextlib_create},
    {"hmac", mod_hmac_create},
    {"calendar", mod_calendar_create},
    {"asyncio", mod_asyncio_create},
};

/* smolagents' check_import_authorized: walk the dotted path through the allowlist tree */
static bool authorized(const char *name)
{
    const char *const *list = vm->authorized_imports;
    if (!list)
        return false;
    size_t nl = strlen(name);
    for (size_t i = 0; list[i]; i++) {
        const char *a = list[i];
        size_t al = strlen(a);
        if (!strcmp(a, "*"))
            return true;
        if (al >= 2 && !strcmp(a + al - 2, ".*")) {
            size_t pl = al - 2;
            if (nl >= pl && !strncmp(name, a, pl) && (name[pl] == 0 || name[pl] == '.'))
                return true;
            continue;
        }
        /* exact match, or name is a parent package of an authorised module */
        if (al >= nl && !strncmp(a, name, nl) && (a[nl] == 0 || a[nl] == '.'))
            return true;
    }
    return false;
}

static obj *refused(const char *name)
{
    /* "Import of X is not allowed. Authorized imports are: ['a', 'b']" */
    char buf[1024];
    size_t o = 0;
    const char *const *list = vm->authorized_imports;
    o += (size_t)snprintf(buf, sizeof buf, "[");
    for (size_t i = 0; list && list[i] && o < sizeof buf - 64; i++)
        o += (size_t)snprintf(buf + o, sizeof buf - o, "%s'%s'", i ? ", " : "", list[i]);
    snprintf(buf + o, sizeof buf - o, "]");
    return exc_raise(&exc_ImportError, "Import of %s is not allowed. Authorized imports are: %s",
                     name, buf);
}

obj *import_module(obj *name);

/* The host's values (tagged JSON: datetime, Decimal) need their module whatever the
 * snippet may import: this skips the allowlist, never the session's module cache. */
obj *import_native(const char *n)
{
    obj *name = str_new_cstr(n);
    if (!name)
        return NULL;
    const char *const *saved = vm->authorized_imports;
    static const char *const all[] = {"*", NULL};
    vm->authorized_imports = all;
    obj *m = import_module(name);
    vm->authorized_imports = saved;
    decref(name);
    return m;
}

obj *import_module(obj *name)
{
    const char *n = str_cstr(name);
    if (!authorized(n))
        return refused(n);
    obj *m = dict_get_str(vm->modules, name);
    if (m)
        return incref(m);
    for (size_t i = 0; i < sizeof native_modules / sizeof native_modules[0]; i++)
        if (!strcmp(native_modules[i].name, n)) {
            m = native_modules[i].create();
            if (!m)
                return NULL;
            if (dict_set(vm->modules, name, m) < 0) {
                decref(m);
                return NULL;
            }
            return m;
        }
    return exc_raise(&exc_ModuleNotFoundError, "No module named '%s'", n);
}
