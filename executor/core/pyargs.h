/* executor/core/pyargs.h: the argument binder, the one place where a call's arguments meet a
 * natively written function. A function declares its signature (how many positional
 * arguments, which keywords, which types) in its method table entry, and the call checks
 * and binds them before the function runs, with the message CPython gives for that very
 * function. Declaring, not counting by hand, is what keeps the messages exact; checking
 * the types here, before any C code reads an object's insides, is what keeps a float
 * from being read as a big int (issue 10, "types at the boundary").
 *
 * Ownership: the bound arguments are borrowed from the caller for the duration of the
 * call, except the ones the binder converted (an __index__ result), which it owns and
 * releases after the function returns. A function never keeps a bound argument without
 * taking its own reference. */
#ifndef EXECUTOR_PYARGS_H
#define EXECUTOR_PYARGS_H

#include "executor/core/obj.h"

/* The most parameters a signature may declare (self not counted). */
#define PYARGS_MAX 16

/* Which of CPython's argument parsers the function has there: each words its messages
 * its own way, and snippets (and tests) read those words. */
enum pyargs_style {
    /* a function written in Python (random.randint, statistics.mean): "Random.randint()
     * missing 1 required positional argument: 'b'", "mean() takes 1 positional argument
     * but 2 were given", "f() got an unexpected keyword argument 'x'"; self is counted */
    PA_PY,
    /* Argument Clinic, positional-only (_PyArg_CheckPositional): "pop expected at most 1
     * argument, got 2", "insert expected 2 arguments, got 1" */
    PA_POS,
    /* PyArg_ParseTuple (str.count, str.find): "count() takes at least 1 argument (0
     * given)", "count() takes at most 3 arguments (4 given)"; a module's function refuses
     * keywords unqualified, "gmtime() takes no keyword arguments" */
    PA_TUPLE,
    /* PyArg_UnpackTuple (functools.reduce): counts in PA_POS's words, refuses keywords in
     * PA_TUPLE's, "reduce() takes no keyword arguments" */
    PA_UNPACK,
    /* Argument Clinic with keywords (_PyArg_UnpackKeywords: str.split, int.to_bytes):
     * "split() takes at most 2 arguments (3 given)", "'x' is an invalid keyword argument
     * for split()", "to_bytes() missing required argument 'length' (pos 1)" */
    PA_KW,
    /* a slot wrapper ((1).__add__, [].__len__), positional-only: "expected 1 argument, got
     * 0", "wrapper __len__() takes no keyword arguments" */
    PA_WRAPPER,
};

/* A signature. Parameters are numbered from 0, self not counted: [0, nreq) are required,
 * [0, npos) may be given by position, and the rest of NAMES are keyword-only. A name ""
 * is positional-only. The first five fields are in the order of the older direct
 * initialisers ({"Random.randint", params, 2, 2, true}), which default to PA_PY. */
struct pyargs_sig {
    const char *name;         /* for the messages: "split", or PA_PY's "Random.randint"; in
                                 a method table NULL means the entry's name */
    const char *const *names; /* NULL-terminated; NULL: npos positional-only parameters */
    int npos;
    int nreq;
    bool method; /* direct binding: args[0] is self (a method table knows) */
    enum pyargs_style style;
    /* one letter per parameter (NULL or a shorter string: the rest are 'O'), checked and
     * converted before the function runs:
     *   O  any object
     *   i  an integer: int, or __index__ (converted to its int); "'str' object cannot be
     *      interpreted as an integer"
     *   b  a slice bound (list.index's start): an integer as for i, but "slice indices
     *      must be integers or have an __index__ method"
     *   B  the same or None (str.find's start): "slice indices must be integers or None
     *      or have an __index__ method"
     *   s  a str: "replace() argument 1 must be str, not int" ("argument 'encoding'" when
     *      it may be given by keyword)
     *   z  a str or None, with s's message */
    const char *kinds;
};

/* npos of a positional-only signature that takes any number of arguments and refuses
 * keywords (map, range): the function counts them itself. */
#define PYARGS_ANY (-1)

/* Signatures for method tables ({"replace", str_m_replace, 0, PA_SIG_POS(2, 3, "ssi")}).
 * Positional-only ones hand the function its arguments as given (nargs counts them);
 * ones with keywords hand it every parameter, NULL where absent, nargs = self + all. */
#define PA_SIG_ANON(style_, nreq_, npos_, kinds_)                                                  \
    (&(const struct pyargs_sig){                                                                   \
        .npos = (npos_), .nreq = (nreq_), .style = (style_), .kinds = (kinds_)})
#define PA_SIG_POS(nreq_, npos_, kinds_) PA_SIG_ANON(PA_POS, nreq_, npos_, kinds_)
#define PA_SIG_TUPLE(nreq_, npos_, kinds_) PA_SIG_ANON(PA_TUPLE, nreq_, npos_, kinds_)
#define PA_SIG_UNPACK(nreq_, npos_, kinds_) PA_SIG_ANON(PA_UNPACK, nreq_, npos_, kinds_)
#define PA_SIG_WRAPPER(n_) PA_SIG_ANON(PA_WRAPPER, n_, n_, NULL)
/* PA_SIG_KW(1, 2, "Oi", "sep", "maxsplit"): the names of all parameters; npos of them may
 * come by position */
#define PA_SIG_NAMED(style_, nreq_, npos_, kinds_, ...)                                            \
    (&(const struct pyargs_sig){.names = (const char *const[]){__VA_ARGS__, NULL},                 \
                                .npos = (npos_),                                                   \
                                .nreq = (nreq_),                                                   \
                                .style = (style_),                                                 \
                                .kinds = (kinds_)})
#define PA_SIG_KW(nreq_, npos_, kinds_, ...) PA_SIG_NAMED(PA_KW, nreq_, npos_, kinds_, __VA_ARGS__)
#define PA_SIG_PY(nreq_, npos_, kinds_, ...) PA_SIG_NAMED(PA_PY, nreq_, npos_, kinds_, __VA_ARGS__)

/* Calls the builtin B (a method table's entry: its flags METH_NOARGS / METH_O and its
 * signature) with ARGS (self first when it has one), NARGS and KWNAMES as the call gave
 * them: checks, binds, converts, calls, releases. New reference, or NULL with an
 * exception (CPython's TypeError when the arguments do not fit). */
obj *pyargs_call(const struct builtin_obj *b, obj **args, size_t nargs, obj *kwnames);

/* Direct binding, for what no method table describes (a type's constructor, a function
 * that binds in two steps): binds ARGS (nargs positional, self first when sig->method,
 * then one value per name in KWNAMES) to OUT[i], one per parameter, NULL when absent.
 * Returns -1 with TypeError, or a mask of the OUT slots that hold a converted value (a new
 * reference: give it to pyargs_release); 0 when SIG converts nothing. OUT may be NULL when
 * only the check is wanted (positional-only signatures, whose arguments stay in ARGS). */
int pyargs_bind(const struct pyargs_sig *sig, obj **args, size_t nargs, obj *kwnames, obj **out);
void pyargs_release(obj **out, int owned);

/* Calls T's constructor with ARGS, NARGS and KWNAMES as the call gave them, bound first
 * against T's construct_sig when it has one (see struct type). Every caller of a type's
 * construct goes through here. New reference, or NULL with an exception. */
obj *pyargs_construct(struct type *t, obj **args, size_t nargs, obj *kwnames);

/* The check behind METH_NOARGS: GIVEN arguments besides self, and KWNAMES (may be NULL),
 * for the method OWNER.NAME (OWNER may be NULL). 0, or -1 with CPython's TypeError. */
int pyargs_noargs(const char *owner, const char *name, size_t given, obj *kwnames);

#endif
