/* executor/core/guard.c: the sandbox's attribute guard. Every `.name` a snippet writes,
 * and every getattr/setattr/attrgetter/format field it reaches, passes here, so that the
 * dunder policy (core/dunder.c) is applied in one place, below every layer that resolves
 * attributes. */
#include "executor/core/dunder.h"
#include "executor/core/guard.h"
#include "executor/core/ops.h"

obj *eval_getattr_checked(obj *o, obj *name)
{
    return str_is_dunder(name) ? dunder_read(o, name) : op_getattr(o, name);
}

int eval_setattr_checked(obj *o, obj *name, obj *v)
{
    if (str_is_dunder(name)) { /* no dunder attribute is ever written by a snippet */
        dunder_forbidden(name);
        return -1;
    }
    return op_setattr(o, name, v);
}
