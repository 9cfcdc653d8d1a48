/* executor/lib/lib_class.c: a module's classes made as a class statement would make them. */
#include "executor/lib/lib_class.h"

obj *libclass_exception(const char *name, const char *module)
{
    obj *n = str_new_cstr(name), *bases = tuple_pack(1, (obj *)&exc_Exception);
    obj *ns = dict_new();
    obj *cls = NULL;
    if (n && bases && ns && dict_set_cstr(ns, "__module__", str_new_cstr(module)) == 0)
        cls = type_new_class(n, bases, ns);
    xdecref(n);
    xdecref(bases);
    xdecref(ns);
    return cls;
}
