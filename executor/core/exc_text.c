/* executor/core/exc_text.c: see exc_text.h. */
#include "executor/core/exc_text.h"

#include "executor/core/ops.h"

obj *exc_raise_text(struct type *t, obj *(*text)(obj *), const char *fmt, obj *o)
{
    obj *s = text(o);
    if (!s)
        return NULL;
    exc_raise(t, fmt, str_cstr(s));
    decref(s);
    return NULL;
}
