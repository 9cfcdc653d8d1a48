/* executor/core/pyargs.c: the argument binder. Checks a call's arguments against a declared
 * signature with the messages of the CPython parser that function has there (pyargs.h
 * names the families), converts the typed ones, and binds keywords to their slots. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"

/* One binding: the signature and how the messages name the function. */
struct binding {
    const struct pyargs_sig *sig;
    const char *name;  /* "split", or PA_PY's qualname */
    const char *owner; /* the type, for "str.upper() takes no keyword arguments"; or NULL */
    size_t self;       /* 1 when args[0] is self */
    /* a constructor's keywords reach CPython as a dict, whose unknown names it reports
     * before a missing argument ("'x' is an invalid keyword argument for enumerate()");
     * a call's keywords are checked after ("get_dialect() missing required argument") */
    bool unknown_first;
    bool module_function; /* OWNER is the module's name, not a type's */
};

static int nparams(const struct pyargs_sig *sig)
{
    if (!sig->names)
        return sig->npos < 0 ? 0 : sig->npos;
    int n = 0;
    while (sig->names[n])
        n++;
    return n;
}

static int no_keywords(const struct binding *bd)
{
    /* _PyArg_NoKeywords names the function alone; the vectorcall checks name it as
     * _PyObject_FunctionStr does, with its type or module */
    bool bare = bd->module_function && bd->sig &&
                (bd->sig->style == PA_TUPLE || bd->sig->style == PA_UNPACK);
    if (bd->sig && bd->sig->style == PA_WRAPPER) {
        exc_raise(&exc_TypeError, "wrapper %s() takes no keyword arguments", bd->name);
        return -1;
    }
    const char *owner = bare ? NULL : bd->owner;
    exc_raise(&exc_TypeError, "%s%s%s() takes no keyword arguments", owner ? owner : "",
              owner ? "." : "", bd->name);
    return -1;
}

/* "'a'", "'a' and 'b'", "'a', 'b', and 'c'": the names of the N parameters among the
 * first UPTO whose slot in OUT is empty (a signature built at run time, a NamedTuple's,
 * may have more parameters than PYARGS_MAX). */
static void missing_list(char *buf, size_t size, const char *const *names, int upto,
                         obj *const *out, int n)
{
    size_t o = 0;
    buf[0] = 0;
    for (int i = 0, k = 0; i < upto && o < size; i++) {
        if (out[i])
            continue;
        const char *sep = k == 0 ? "" : (n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
        o += (size_t)snprintf(buf + o, size - o, "%s'%s'", sep, names[i]);
        k++;
    }
}

/* A Python function's messages count self, as CPython's do for a method. */
static int py_too_many(const struct binding *bd, size_t given)
{
    const struct pyargs_sig *sig = bd->sig;
    size_t total = (size_t)sig->npos + bd->self, req = (size_t)sig->nreq + bd->self;
    given += bd->self;
    if (req == total)
        exc_raise(&exc_TypeError, "%s() takes %zu positional argument%s but %zu %s given", bd->name,
                  total, total == 1 ? "" : "s", given, given == 1 ? "was" : "were");
    else
        exc_raise(&exc_TypeError,
                  "%s() takes from %zu to %zu positional arguments but %zu %s given", bd->name, req,
                  total, given, given == 1 ? "was" : "were");
    return -1;
}

static int py_missing(const struct binding *bd, obj **out)
{
    const struct pyargs_sig *sig = bd->sig;
    int n = 0, upto = sig->nreq < sig->npos ? sig->nreq : sig->npos;
    for (int i = 0; i < upto; i++)
        n += !out[i];
    if (!n)
        return 0;
    char list[512];
    missing_list(list, sizeof list, sig->names, upto, out, n);
    exc_raise(&exc_TypeError, "%s() missing %d required positional argument%s: %s", bd->name, n,
              n == 1 ? "" : "s", list);
    return -1;
}

/* The count check of the families without keywords. */
static int count_error(const struct binding *bd, size_t given)
{
    const struct pyargs_sig *sig = bd->sig;
    size_t lo = (size_t)sig->nreq, hi = (size_t)sig->npos, want = given < lo ? lo : hi;
    if (sig->style == PA_WRAPPER) /* wrap_binaryfunc and its kin */
        exc_raise(&exc_TypeError, "expected %zu argument%s, got %zu", lo, lo == 1 ? "" : "s",
                  given);
    else if (sig->style == PA_POS || sig->style == PA_UNPACK) /* _PyArg_CheckPositional */
        exc_raise(&exc_TypeError, "%s expected %s%zu argument%s, got %zu", bd->name,
                  lo == hi     ? ""
                  : given < lo ? "at least "
                               : "at most ",
                  want, want == 1 ? "" : "s", given);
    else /* PyArg_ParseTuple */
        exc_raise(&exc_TypeError, "%s() takes %s %zu argument%s (%zu given)", bd->name,
                  lo == hi     ? "exactly"
                  : given < lo ? "at least"
                               : "at most",
                  want, want == 1 ? "" : "s", given);
    return -1;
}

/* _PyArg_UnpackKeywords' checks before the keywords are matched. */
static int kw_count_error(const struct binding *bd, size_t given, size_t nkw, int nall)
{
    const struct pyargs_sig *sig = bd->sig;
    int posonly = 0;
    while (posonly < sig->npos && !sig->names[posonly][0])
        posonly++;
    int minposonly = posonly < sig->nreq ? posonly : sig->nreq;
    if (given + nkw > (size_t)nall)
        exc_raise(&exc_TypeError, "%s() takes at most %d %sargument%s (%zu given)", bd->name, nall,
                  given ? "" : "keyword ", nall == 1 ? "" : "s", given + nkw);
    else if (given > (size_t)sig->npos && sig->npos == 0)
        exc_raise(&exc_TypeError, "%s() takes no positional arguments", bd->name);
    else if (given > (size_t)sig->npos)
        exc_raise(&exc_TypeError, "%s() takes %s %d positional argument%s (%zu given)", bd->name,
                  sig->nreq < sig->npos ? "at most" : "exactly", sig->npos,
                  sig->npos == 1 ? "" : "s", given);
    else if (given < (size_t)minposonly)
        exc_raise(&exc_TypeError, "%s() takes %s %d positional argument%s (%zu given)", bd->name,
                  minposonly < sig->npos ? "at least" : "exactly", minposonly,
                  minposonly == 1 ? "" : "s", given);
    else
        return 0;
    return -1;
}

static int find_param(const struct pyargs_sig *sig, int n, const char *kn)
{
    for (int i = 0; i < n; i++)
        if (sig->names[i][0] && !strcmp(sig->names[i], kn))
            return i;
    return -1;
}

static int bind_keywords(const struct binding *bd, obj **args, size_t given, obj *kwnames, int n,
                         obj **out)
{
    const struct pyargs_sig *sig = bd->sig;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    obj **kwvals = nkw ? args + bd->self + given : NULL; /* ARGS is NULL for a bare call */
    const char *unknown = NULL; /* Clinic reports it after a missing argument */
    for (size_t k = 0; k < nkw; k++) {
        const char *kn = str_cstr(AS(tuple_obj, kwnames)->items[k]);
        int at = find_param(sig, n, kn);
        if (at < 0 && (sig->style == PA_PY || bd->unknown_first)) {
            if (sig->style != PA_PY) {
                exc_raise(&exc_TypeError, "'%s' is an invalid keyword argument for %s()", kn,
                          bd->name);
                return -1;
            }
            exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument '%s'", bd->name, kn);
            return -1;
        }
        if (at < 0) {
            unknown = unknown ? unknown : kn;
            continue;
        }
        if (out[at]) {
            if (sig->style == PA_PY)
                exc_raise(&exc_TypeError, "%s() got multiple values for argument '%s'", bd->name,
                          kn);
            else
                exc_raise(&exc_TypeError,
                          "argument for %s() given by name ('%s') and position (%d)", bd->name, kn,
                          at + 1);
            return -1;
        }
        out[at] = kwvals[k];
    }
    if (sig->style == PA_PY)
        return py_missing(bd, out);
    for (int i = 0; i < sig->nreq; i++)
        if (!out[i]) {
            exc_raise(&exc_TypeError, "%s() missing required argument '%s' (pos %d)", bd->name,
                      sig->names[i], i + 1);
            return -1;
        }
    if (unknown) {
        exc_raise(&exc_TypeError, "'%s' is an invalid keyword argument for %s()", unknown,
                  bd->name);
        return -1;
    }
    return 0;
}

/* The type check and conversion of one argument; 1 when *v became a new reference. */
static int convert(const struct binding *bd, int i, char kind, obj **v)
{
    obj *o = *v;
    switch (kind) {
    case 'B':
        if (o == NONE)
            return 0;
        /* fall through */
    case 'b':
        if (!is_int(o) && !op_special_exists(o, "__index__")) {
            exc_raise(&exc_TypeError,
                      "slice indices must be integers%s or have an __index__ method",
                      kind == 'B' ? " or None" : "");
            return -1;
        }
        /* fall through */
    case 'i':
        if (is_int(o))
            return 0;
        if (!(*v = op_index_int(o)))
            return -1;
        return 1;
    case 'z':
        if (o == NONE)
            return 0;
        /* fall through */
    case 's':
        if (is_str(o))
            return 0;
        {
            const char *nm = bd->sig->names ? bd->sig->names[i] : "";
            char which[64];
            if (nm[0])
                snprintf(which, sizeof which, "'%s'", nm);
            else
                snprintf(which, sizeof which, "%d", i + 1);
            exc_raise(&exc_TypeError, "%s() argument %s must be str%s, not %s", bd->name, which,
                      kind == 'z' ? " or None" : "", op_type_name(o));
        }
        return -1;
    default:
        return 0;
    }
}

/* Binds into out[0..n) (self not included); returns the mask of converted slots, or -1. */
static int bind(const struct binding *bd, obj **args, size_t nargs, obj *kwnames, obj **out)
{
    const struct pyargs_sig *sig = bd->sig;
    size_t given = nargs - bd->self;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    int n = nparams(sig);
    if (!sig->names) { /* positional-only, no keywords */
        if (nkw)
            return no_keywords(bd);
        if (given < (size_t)sig->nreq || given > (size_t)sig->npos)
            return count_error(bd, given);
    } else if (sig->style == PA_PY) {
        if (given > (size_t)sig->npos)
            return py_too_many(bd, given);
    } else if (kw_count_error(bd, given, nkw, n) < 0) {
        return -1;
    }
    for (int i = 0; i < n; i++)
        out[i] = i < (int)given ? args[bd->self + i] : NULL;
    if (sig->names && bind_keywords(bd, args, given, kwnames, n, out) < 0)
        return -1;
    int owned = 0;
    for (int i = 0; sig->kinds && sig->kinds[i] && i < n; i++) {
        if (!out[i])
            continue;
        int rc = convert(bd, i, sig->kinds[i], &out[i]);
        if (rc < 0) {
            pyargs_release(out, owned);
            return -1;
        }
        owned |= rc << i;
    }
    return owned;
}

/* The binder's own slot arrays hold PYARGS_MAX parameters; only a caller's OUT may hold
 * more (a signature built at run time). */
static bool fits_own_slots(const struct pyargs_sig *sig)
{
    if (nparams(sig) <= PYARGS_MAX)
        return true;
    exc_raise(&exc_SystemError, "%s: more than %d parameters", sig->name ? sig->name : "?",
              PYARGS_MAX);
    return false;
}

int pyargs_bind(const struct pyargs_sig *sig, obj **args, size_t nargs, obj *kwnames, obj **out)
{
    struct binding bd = {sig, sig->name, NULL, sig->method ? 1 : 0, true};
    if (out)
        return bind(&bd, args, nargs, kwnames, out);
    if (!fits_own_slots(sig))
        return -1;
    obj *slots[PYARGS_MAX]; /* only checking: nothing is kept */
    int owned = bind(&bd, args, nargs, kwnames, slots);
    if (owned > 0)
        pyargs_release(slots, owned);
    return owned < 0 ? -1 : 0;
}

obj *pyargs_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    const struct pyargs_sig *sig = t->construct_sig;
    if (!sig)
        return t->construct(t, args, nargs, kwnames);
    /* A PA_PY constructor stands for a Python class's __init__ (or __new__), whose messages
     * count self: "Queue.__init__() takes from 1 to 2 positional arguments but 3 were
     * given", so its signature names it so. The call has no self, so a stand-in is put in
     * front for the binder. */
    bool python_init = sig->style == PA_PY;
    const char *name = sig->name;
    if (!name) {
        name = strrchr(t->name, '.');
        name = name ? name + 1 : t->name;
    }
    struct binding bd = {sig, name, NULL, python_init ? 1 : 0, true};
    if (!fits_own_slots(sig))
        return NULL;
    obj *small[ARGS_SMALL], **given = args;
    if (python_init && !(given = args_prepend(NONE, args, nargs, kwnames, small)))
        return NULL;
    obj *v[PYARGS_MAX];
    int owned = bind(&bd, given, nargs + bd.self, kwnames, v);
    if (python_init)
        args_release(given, small);
    if (owned < 0)
        return NULL;
    if (!sig->names && !owned) /* positional-only, nothing converted: as given */
        return t->construct(t, args, nargs, NULL);
    size_t n = sig->names ? (size_t)nparams(sig) : nargs;
    obj *r = t->construct(t, v, n, NULL);
    pyargs_release(v, owned);
    return r;
}

void pyargs_release(obj **out, int owned)
{
    for (int i = 0; owned; i++, owned >>= 1)
        if (owned & 1)
            decref(out[i]);
}

/* The one place a builtin's function is called: FN, or FN_DATA with the entry's data. */
static obj *invoke(const struct builtin_obj *b, obj **args, size_t nargs, obj *kwnames)
{
    return b->fn_data ? b->fn_data(args, nargs, kwnames, b->data) : b->fn(args, nargs, kwnames);
}

obj *pyargs_call(const struct builtin_obj *b, obj **args, size_t nargs, obj *kwnames)
{
    /* the messages name the type as its __qualname__ does: "StringIO", not "_io.StringIO" */
    const char *owner = b->owner ? strrchr(b->owner->name, '.') : NULL;
    owner = owner ? owner + 1 : b->owner ? b->owner->name : NULL;
    /* a module's function is named after its module in the count and keyword messages */
    const char *module = b->module ? str_cstr(b->module) : NULL; /* builtins have none */
    if (module)
        owner = module;
    struct binding bd = {b->sig, b->name, owner,
                         b->self || (b->owner && !(b->flags & METH_STATIC)) ? 1 : 0, false,
                         owner && owner == module};
    size_t given = nargs - bd.self;
    if (b->flags & METH_NOARGS) {
        if (pyargs_noargs(bd.owner, b->name, given, kwnames) < 0)
            return NULL;
        return invoke(b, args, nargs, NULL);
    }
    if (b->flags & METH_O) { /* CPython's METH_O call: keywords are refused first */
        if (kwnames && AS(tuple_obj, kwnames)->len)
            return no_keywords(&bd), NULL;
        if (given != 1)
            return exc_raise(&exc_TypeError, "%s%s%s() takes exactly one argument (%zu given)",
                             bd.owner ? bd.owner : "", bd.owner ? "." : "", b->name, given);
        if (!b->sig)
            return invoke(b, args, nargs, NULL);
    }
    if (!b->sig)
        return invoke(b, args, nargs, kwnames);
    if (b->flags & METH_CLASS) /* CPython names a bound class method unqualified */
        bd.owner = NULL;
    char qual[128];
    if (b->sig->name)
        bd.name = b->sig->name;
    else if (b->sig->style == PA_PY && bd.owner &&
             owner != module) { /* a Python method's messages say "Random.seed" */
        snprintf(qual, sizeof qual, "%s.%s", bd.owner, b->name);
        bd.name = qual;
    }
    if (!fits_own_slots(b->sig))
        return NULL;
    obj *v[1 + PYARGS_MAX];
    int owned = bind(&bd, args, nargs, kwnames, v + bd.self);
    if (owned < 0)
        return NULL;
    if (!b->sig->names && !owned) /* nothing bound by name or converted: the arguments as given */
        return invoke(b, args, nargs, NULL);
    if (bd.self)
        v[0] = args[0];
    /* positional-only: the arguments as given; with keywords: every slot */
    size_t n = bd.self + (b->sig->names ? (size_t)nparams(b->sig) : given);
    obj *r = invoke(b, v, n, NULL);
    pyargs_release(v + bd.self, owned);
    return r;
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
