/* executor/import.c: the import statement. A module is importable when it is on the
 * session's allowlist (smolagents' rules: "pkg.*" allows submodules, "*" allows all,
 * authorising "a.b" authorises "a") and a native implementation exists here. */
#include <stdio.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/vm.h"

obj *mod_math_create(void);

static const struct {
    const char *name;
    obj *(*create)(void);
} native_modules[] = {
    {"math", mod_math_create},
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
