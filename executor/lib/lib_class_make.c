/* executor/lib/lib_class_make.c: a module's class made as a class statement would make it. */
#include "executor/lib/lib_class_make.h"

obj *libclass_make(const char *name, obj *bases, obj *ns, const char *module)
{
    obj *n = bases && ns ? str_new_cstr(name) : NULL;
    obj *cls = n && dict_set_cstr(ns, "__module__", str_new_cstr(module)) == 0
                   ? type_new_class(n, bases, ns)
                   : NULL;
    xdecref(n);
    xdecref(bases);
    xdecref(ns);
    return cls;
}
