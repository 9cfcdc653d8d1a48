/* executor/types/repr_form.c: see repr_form.h. */
#include "executor/types/repr_form.h"

#include "executor/core/ops.h"

obj *repr_form(const char *name, obj *value)
{
    obj *vr = value ? op_repr(value) : NULL;
    xdecref(value);
    obj *r = vr ? str_from_fmt("%s(%s)", name, str_cstr(vr)) : NULL;
    xdecref(vr);
    return r;
}
