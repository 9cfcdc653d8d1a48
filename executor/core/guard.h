/* executor/core/guard.h: the sandbox's attribute guard (see guard.c). Snippets reach
 * attributes only through these; natives that resolve a name on a snippet's behalf
 * (getattr, operator.attrgetter, str.format fields) must use them too. The policy itself
 * is core/dunder.h's. */
#ifndef EXECUTOR_CORE_GUARD_H
#define EXECUTOR_CORE_GUARD_H

#include "executor/core/obj.h"

/* `o.name` under the policy: a new reference, or NULL with an exception. */
obj *eval_getattr_checked(obj *o, obj *name);
/* `o.name = v` under the policy (v borrowed): 0, or -1 with an exception. */
int eval_setattr_checked(obj *o, obj *name, obj *v);

#endif
