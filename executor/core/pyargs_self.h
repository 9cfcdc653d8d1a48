/* executor/core/pyargs_self.h: binding a method's signature, whose messages count self
 * ("Random.__init__() takes from 1 to 2 positional arguments but 4 were given"), for a
 * call that comes without self: a native constructor standing for __init__ or __new__. */
#ifndef EXECUTOR_PYARGS_SELF_H
#define EXECUTOR_PYARGS_SELF_H

#include "executor/core/pyargs.h"

/* pyargs_bind(SIG, [SELF] + ARGS, ...): SIG has method set; OUT gets the parameters after
 * self. Returns what pyargs_bind returns. Borrows everything. */
int pyargs_bind_self(const struct pyargs_sig *sig, obj *self, obj **args, size_t nargs,
                     obj *kwnames, obj **out);

#endif
