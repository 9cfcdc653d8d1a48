/* executor/core/pyargs.c: Python-function argument binding for natively written library
 * functions, with CPython 3.11's messages (which name the function by its qualname). */
#include <stdio.h>
#include <string.h>

#include "executor/core/pyargs.h"

/* "'a'", "'a' and 'b'", "'a', 'b', and 'c'" */
static void name_list(char *buf, size_t size, const char *const *names, int n)
{
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0; i < n && o < size; i++) {
        const char *sep = i == 0 ? "" : (n == 2 ? " and " : (i == n - 1 ? ", and " : ", "));
        o += (size_t)snprintf(buf + o, size - o, "%s'%s'", sep, names[i]);
    }
}

static int missing(const struct pyargs_sig *sig, obj **out, int from, int to, const char *kind)
{
    const char *names[16];
    int n = 0;
    for (int i = from; i < to && n < 16; i++)
        if (!out[i])
            names[n++] = sig->params[i];
    if (!n)
        return 0;
    char list[512];
    name_list(list, sizeof list, names, n);
    exc_raise(&exc_TypeError, "%s() missing %d required %s argument%s: %s", sig->qualname, n,
              kind, n == 1 ? "" : "s", list);
    return -1;
}

int pyargs_bind(const struct pyargs_sig *sig, obj **args, size_t nargs, obj *kwnames, obj **out)
{
    int nparams = 0;
    while (sig->params[nparams])
        nparams++;
    for (int i = 0; i < nparams; i++)
        out[i] = NULL;
    size_t self = sig->method ? 1 : 0;
    obj **pos = args + self;
    size_t npos_given = nargs - self;
    if (npos_given > (size_t)sig->npos) {
        int total = sig->npos + (int)self, req = sig->nreq + (int)self;
        if (req == total)
            exc_raise(&exc_TypeError, "%s() takes %d positional argument%s but %zu %s given",
                      sig->qualname, total, total == 1 ? "" : "s", nargs,
                      nargs == 1 ? "was" : "were");
        else
            exc_raise(&exc_TypeError, "%s() takes from %d to %d positional arguments but %zu %s given",
                      sig->qualname, req, total, nargs, nargs == 1 ? "was" : "were");
        return -1;
    }
    for (size_t i = 0; i < npos_given; i++)
        out[i] = pos[i];
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kwnames)->items[k]);
        int found = -1;
        for (int i = 0; i < nparams; i++)
            if (!strcmp(sig->params[i], kn)) {
                found = i;
                break;
            }
        if (found < 0) {
            exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument '%s'",
                      sig->qualname, kn);
            return -1;
        }
        if (out[found]) {
            exc_raise(&exc_TypeError, "%s() got multiple values for argument '%s'", sig->qualname,
                      kn);
            return -1;
        }
        out[found] = args[nargs + k];
    }
    return missing(sig, out, 0, sig->nreq < sig->npos ? sig->nreq : sig->npos, "positional");
}

int pyargs_noargs(const char *owner, const char *name, size_t given, obj *kwnames)
{
    const char *dot = owner ? "." : "";
    owner = owner ? owner : "";
    /* CPython's METH_NOARGS call: keywords are refused first, then any argument */
    if (kwnames && AS(tuple_obj, kwnames)->len) {
        exc_raise(&exc_TypeError, "%s%s%s() takes no keyword arguments", owner, dot, name);
        return -1;
    }
    if (given) {
        exc_raise(&exc_TypeError, "%s%s%s() takes no arguments (%zu given)", owner, dot, name,
                  given);
        return -1;
    }
    return 0;
}
