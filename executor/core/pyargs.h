/* executor/core/pyargs.h: argument binding for the functions that CPython writes in Python
 * (random.randint, statistics.mean, Fraction(...)) and that warden writes in C. The
 * messages are those of a Python function call: "Random.randint() missing 1 required
 * positional argument: 'b'", "mean() takes 1 positional argument but 2 were given". */
#ifndef EXECUTOR_PYARGS_H
#define EXECUTOR_PYARGS_H

#include "executor/core/obj.h"

struct pyargs_sig {
    const char *qualname;       /* "Random.randint", "mean" */
    const char *const *params;  /* NULL-terminated; self is not listed */
    int npos;                   /* params[0..npos) are positional-or-keyword, the rest
                                   keyword-only */
    int nreq;                   /* params[0..nreq) are required */
    bool method;                /* args[0] is self: counted in the messages, not bound */
};

/* Binds args (nargs positional, then one value per name in kwnames) to out[i], one per
 * param, NULL when absent. 0, or -1 with TypeError. */
int pyargs_bind(const struct pyargs_sig *sig, obj **args, size_t nargs, obj *kwnames,
                obj **out);

/* The check behind METH_NOARGS: GIVEN arguments besides self, and KWNAMES (may be NULL),
 * for the method OWNER.NAME (OWNER may be NULL). 0, or -1 with CPython's TypeError. */
int pyargs_noargs(const char *owner, const char *name, size_t given, obj *kwnames);

#endif
