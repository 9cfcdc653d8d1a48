/* executor/core/guard.c: the sandbox's attribute guard. Every `.name` a snippet writes,
 * and every getattr/setattr/attrgetter/format field it reaches, passes here, so that the
 * dunder policy is decided in one place, below every layer that resolves attributes. */
#include <string.h>

#include "executor/core/guard.h"
#include "executor/core/ops.h"

/* Dunder attributes: the object model has nothing dangerous behind them, but the policy is
 * to expose only the handful ordinary code needs (super().__init__, type(x).__name__). */
bool guard_dunder_readable(obj *name)
{
    static const char *const ok[] = {"__name__", "__qualname__", "__doc__",  "__init__",
                                     "__new__",  "__str__",      "__repr__", NULL};
    const char *s = str_cstr(name);
    for (int i = 0; ok[i]; i++)
        if (!strcmp(s, ok[i]))
            return true;
    return false;
}

static bool dunder_writable(obj *name)
{
    (void)name;
    return false; /* no dunder attribute is ever written by a snippet */
}

obj *eval_forbidden_dunder(obj *name)
{
    return exc_raise(&exc_AttributeError, "Forbidden access to dunder attribute: %s",
                     str_cstr(name));
}

obj *eval_getattr_checked(obj *o, obj *name)
{
    if (str_is_dunder(name) && !guard_dunder_readable(name))
        return eval_forbidden_dunder(name);
    if (!strcmp(str_cstr(name), "__class__"))
        return incref((obj *)type_of(o));
    return op_getattr(o, name);
}

int eval_setattr_checked(obj *o, obj *name, obj *v)
{
    if (str_is_dunder(name) && !dunder_writable(name)) {
        eval_forbidden_dunder(name);
        return -1;
    }
    return op_setattr(o, name, v);
}
