/* executor/core/pyargs_self.c: see pyargs_self.h. */
#include "executor/core/pyargs_self.h"

int pyargs_bind_self(const struct pyargs_sig *sig, obj *self, obj **args, size_t nargs,
                     obj *kwnames, obj **out)
{
    obj *small[ARGS_SMALL];
    obj **full = args_prepend(self, args, nargs, kwnames, small);
    if (!full)
        return -1;
    int rc = pyargs_bind(sig, full, nargs + 1, kwnames, out);
    args_release(full, small);
    return rc;
}
