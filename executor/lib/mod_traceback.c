/* executor/lib/mod_traceback.c: the traceback module. Its reports are the executor's own
 * (exc_format_traceback: CPython 3.11's text, ^^^ markers included); the functions around
 * them are Python (mod_traceback.py). A traceback object holds no frame, so there is no
 * walk_tb or extract_stack: only the formatting agents print. */
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

/* _format(exc): the whole report of exc, its chain included. */
static obj *tb_format(obj **args, size_t nargs, obj *kw)
{
    if (!is_exc(args[0]))
        return exc_raise(&exc_TypeError, "_format() takes one exception");
    return exc_format_traceback(args[0]);
}

/* _current(): the exception being handled (what sys.exception() returns), or None. */
static obj *tb_current(obj **args, size_t nargs, obj *kw)
{
    return incref(vm->handling && is_exc(vm->handling) ? vm->handling : NONE);
}

static const struct method_def tb_funcs[] = {
    {"_format", tb_format, METH_O},
    {"_current", tb_current, METH_NOARGS},
    {NULL, NULL, 0},
};

/* the module's public functions (mod_traceback.py) */
static int tb_fill(obj *m)
{
    /* pysource_extend takes a reference and gives it back, or releases it on failure */
    if (!pysource_extend(incref(m), mod_traceback_py, NULL))
        return -1;
    decref(m);
    return 0;
}

const struct module_def mod_traceback = {"traceback", tb_funcs, NULL, tb_fill};
