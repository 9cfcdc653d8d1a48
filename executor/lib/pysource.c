/* executor/lib/pysource.c: runs module-generated Python source inside the current session. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/vm.h"
#include "executor/eval/eval.h"
#include "executor/front/ast.h"
#include "executor/lib/pysource.h"

/* filename: what tracebacks call the text, interned (it lives as long as the session) */
static int run_source(const char *text, size_t len, obj *globals, const char *filename)
{
    struct arena *ar = NULL;
    struct source *src = NULL;
    struct code *code = parse_module(text, len, &ar, &src);
    if (ar)
        vm_keep_source(ar, src);
    if (src)
        src->filename = filename;
    if (!code)
        return -1;
    /* eval_module runs a top-level frame: the caller's frame chain is put back after */
    struct frame *saved = vm->frame;
    obj *last = NULL;
    obj *r = eval_module(code, globals, &last);
    vm->frame = saved;
    xdecref(last);
    if (!r)
        return -1;
    decref(r);
    return 0;
}

int pysource_exec(const char *text, size_t len, obj *globals)
{
    return run_source(text, len, globals, "<string>"); /* CPython's name for exec'd text */
}

obj *pysource_extend(obj *m, const char *text, const char *const *deps)
{
    if (!m)
        return NULL;
    obj *g = AS(module_obj, m)->dict;
    /* classes defined here take their __module__ from it */
    int rc = dict_get_cstr(g, "__name__")
                 ? 0
                 : dict_set_cstr(g, "__name__", incref(AS(module_obj, m)->name));
    for (size_t i = 0; rc == 0 && deps && deps[i]; i++)
        rc = dict_set_cstr(g, deps[i], import_native(deps[i]));
    /* CPython shows a module's own file; ours is compiled in, as a frozen module is */
    char fn[96];
    snprintf(fn, sizeof fn, "<frozen %s>", str_cstr(AS(module_obj, m)->name));
    obj *fname = rc < 0 ? NULL : str_intern(fn, strlen(fn));
    if (!fname || run_source(text, strlen(text), g, str_cstr(fname)) < 0) {
        decref(m);
        return NULL;
    }
    return m;
}

int pysource_run_part(obj *m, const char *text, const char *const *deps)
{
    obj *r = pysource_extend(incref(m), text, deps);
    if (!r)
        return -1;
    decref(r);
    return 0;
}
