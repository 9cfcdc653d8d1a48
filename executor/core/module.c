/* executor/core/module.c: the module API (see module.h). A module is importable when it
 * is on the session's allowlist (smolagents' rules: "pkg.*" allows submodules, "*" allows
 * all, authorising "a.b" authorises "a") and lib's table of native modules has it. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

/* MODULE_MAX bounds the table, so that each module has its flag without an allocation. */
#define MODULE_MAX 128
static _Atomic bool types_ready[MODULE_MAX];

static const struct module_def *const *natives;
static size_t natives_count;
static module_python_runner run_python;

void module_set_python_runner(module_python_runner run)
{
    run_python = run;
}

void module_set_natives(const struct module_def *const *table, size_t count)
{
    natives = table;
    natives_count = count < MODULE_MAX ? count : MODULE_MAX;
}

/* Fills M's dict from a table of functions, which CPython's messages name after the
 * module that implements them in C: QUALIFIER ("_heapq"), or M's own name. 0, or -1 with
 * an exception. */
static int add_functions(obj *m, const struct method_def *fns, const char *qualifier)
{
    obj *d = AS(module_obj, m)->dict;
    obj *q = qualifier ? str_new_cstr(qualifier) : incref(AS(module_obj, m)->name);
    if (!q)
        return -1;
    int rc = 0;
    for (const struct method_def *f = fns; rc == 0 && f->name; f++) {
        obj *b = builtin_from_def(f, NULL, NULL);
        if (b)
            AS(builtin_obj, b)->module = incref(q);
        rc = dict_set_cstr(d, f->name, b);
    }
    decref(q);
    return rc;
}

int module_add_functions(obj *m, const struct method_def *fns)
{
    return add_functions(m, fns, NULL);
}

/* Types are process-wide and immortal, so they are initialised once, by whichever session
 * imports their module first (sessions run in threads in the tests, in processes in the
 * server). type_init_module is not idempotent (it renames), hence the flag per module. */
static pthread_mutex_t types_lock = PTHREAD_MUTEX_INITIALIZER;

static void init_types(const struct module_def *def, _Atomic bool *ready)
{
    if (*ready)
        return;
    pthread_mutex_lock(&types_lock);
    if (!*ready) {
        for (const struct module_type *mt = def->types; mt->type; mt++)
            type_init_module(mt->type, mt->module ? mt->module : def->name);
        *ready = true;
    }
    pthread_mutex_unlock(&types_lock);
}

static obj *module_build(size_t i)
{
    const struct module_def *def = natives[i];
    if (def->create)
        return def->create();
    if (def->types)
        init_types(def, &types_ready[i]);
    obj *m = module_new(def->name);
    if (!m)
        return NULL;
    obj *d = AS(module_obj, m)->dict;
    if (def->functions && add_functions(m, def->functions, def->c_name) < 0)
        goto fail;
    for (const struct module_type *mt = def->types; mt && mt->type; mt++)
        if (mt->export && dict_set(d, mt->type->name_obj, (obj *)mt->type) < 0)
            goto fail;
    if (def->fill && def->fill(m) < 0)
        goto fail;
    if (def->python && (!run_python || run_python(m, def->python, def->deps) < 0)) {
        if (!run_python)
            exc_raise(&exc_SystemError, "module %s: no runner for its Python part", def->name);
        goto fail;
    }
    return m;
fail:
    decref(m);
    return NULL;
}

/* A native module's type after type_init_builtin (run with vm NULL): __name__ and
 * __module__ as CPython has them, while the type's name stays CPython's tp_name
 * ("datetime.date") for messages. The strings they replace are freed: nothing else holds
 * them yet. */
void native_type_names(struct type *t, const char *short_name, const char *module)
{
    obj **slots[2] = {&t->name_obj, &t->module_name};
    const char *vals[2] = {short_name, module};
    for (int i = 0; i < 2; i++) {
        if (!vals[i])
            continue;
        obj *old = *slots[i];
        *slots[i] = str_new_cstr(vals[i]);
        (*slots[i])->refcnt = REFCNT_IMMORTAL;
        if (old)
            mem_free(old);
    }
}

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
    for (size_t i = 0; i < natives_count; i++)
        if (!strcmp(natives[i]->name, n)) {
            m = module_build(i);
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
