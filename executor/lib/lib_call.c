/* executor/lib/lib_call.c: calls kept for later (functools.partial, operator.methodcaller):
 * a keyword dict filled from a call, the call made from it, and their shared repr. */
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/lib/lib_call.h"

int libcall_kwargs_update(obj *kwdict, obj **kwvals, obj *kwnames)
{
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t i = 0; i < nkw; i++)
        if (dict_set(kwdict, AS(tuple_obj, kwnames)->items[i], kwvals[i]) < 0)
            return -1;
    return 0;
}

obj *libcall_call(obj *fn, obj **pos, size_t npos, obj *kwdict)
{
    size_t nkw = kwdict ? dict_len(kwdict) : 0;
    if (!nkw)
        return op_call(fn, pos, npos, NULL);
    /* a call takes its keyword values after the positional ones, named by a tuple */
    obj **full = mem_alloc((npos + nkw) * sizeof(obj *));
    obj *kwn = full ? tuple_new(nkw) : NULL;
    obj *r = NULL;
    if (kwn) {
        memcpy(full, pos, npos * sizeof(obj *));
        size_t p = 0, i = 0;
        obj *k, *v;
        while (dict_next(kwdict, &p, &k, &v)) {
            AS(tuple_obj, kwn)->items[i] = incref(k);
            full[npos + i++] = v;
        }
        r = op_call(fn, full, npos, kwn);
        decref(kwn);
    }
    mem_free(full);
    return r;
}

obj *libcall_repr(const char *qualname, obj *head, obj *args, obj *kwdict)
{
    obj *parts = list_new(0);
    if (!parts || list_append_steal(parts, op_repr(head)) < 0)
        goto fail;
    struct tuple_obj *a = AS(tuple_obj, args);
    for (size_t i = 0; i < a->len; i++)
        if (list_append_steal(parts, op_repr(a->items[i])) < 0)
            goto fail;
    size_t pos = 0;
    obj *k, *v;
    while (dict_next(kwdict, &pos, &k, &v)) {
        incref(k); /* the value's __repr__ may change the dict */
        obj *vr = op_repr(v);
        int rc =
            vr ? list_append_steal(parts, str_from_fmt("%s=%s", str_cstr(k), str_cstr(vr))) : -1;
        decref(k);
        xdecref(vr);
        if (rc < 0)
            goto fail;
    }
    return str_call_form(qualname, parts);
fail:
    xdecref(parts);
    return NULL;
}
