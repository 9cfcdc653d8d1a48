/* executor/lib/lib_class.c: a module's classes made as a class statement would make them. */
#include "executor/lib/lib_class.h"

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

obj *libclass_exception(const char *name, const char *module)
{
    return libclass_make(name, tuple_pack(1, (obj *)&exc_Exception), dict_new(), module);
}
