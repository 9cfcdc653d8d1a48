/* executor/lib/mod_contextlib.c: the contextlib module. Its classes are Python source
 * (mod_contextlib.py); this adds the one native piece, _cm_methods. */
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

/* _cm_methods(cm, required): (bound __enter__, bound __exit__) looked up as the with
 * statement does; without them, None, or CPython's TypeError when required (enter_context) */
static obj *f_cm_methods(obj **args, size_t nargs, obj *kw)
{
    obj *cm = args[0];
    obj *enter = op_special(cm, "__enter__");
    obj *exit = enter || !vm->exc ? op_special(cm, "__exit__") : NULL;
    if (vm->exc) {
        xdecref(enter);
        xdecref(exit);
        return NULL;
    }
    if (!exit || (!enter && op_truth(args[1]) == 1)) {
        xdecref(enter);
        xdecref(exit);
        if (op_truth(args[1]) != 1)
            return incref(NONE);
        struct type *t = type_of(cm);
        obj *mod = t->module_name;
        return exc_raise(&exc_TypeError,
                         "'%s.%s' object does not support the context manager protocol",
                         mod && is_str(mod) ? str_cstr(mod) : "builtins", op_type_name(cm));
    }
    if (!enter)
        enter = incref(NONE);
    obj *items[2] = {enter, exit};
    obj *r = tuple_from_array(items, 2);
    decref(enter);
    decref(exit);
    return r;
}

static const struct method_def cm_funcs[] = {
    {"_cm_methods", f_cm_methods, 0, PA_SIG_POS(2, 2, NULL)},
    {NULL, NULL, 0},
};

/* the module's classes (mod_contextlib.py) */
static int cm_fill(obj *m)
{
    static const char *const deps[] = {"functools", NULL};
    /* pysource_extend takes a reference and gives it back, or releases it on failure */
    if (!pysource_extend(incref(m), mod_contextlib_py, deps))
        return -1;
    decref(m);
    return 0;
}

const struct module_def mod_contextlib = {"contextlib", cm_funcs, NULL, cm_fill};
