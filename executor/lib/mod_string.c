/* executor/lib/mod_string.c: the string module: its constants and capwords; Template is
 * Python source (mod_string.py), so that snippets may subclass it. string.Formatter is
 * left out on purpose: its get_field walks attribute paths and hands back live objects
 * (smolagents' escape A07), which a sandbox must not offer. */
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

/* capwords(s, sep=None) */
static obj *string_capwords(obj **a, size_t nargs, obj *kw)
{
    obj *sep = a[1] && a[1] != NONE ? a[1] : NULL;
    /* (sep or ' ').join(w.capitalize() for w in s.split(sep)) */
    obj *words = op_call_method(a[0], "split", sep ? &sep : NULL, sep ? 1 : 0);
    if (!words)
        return NULL;
    struct list_obj *l = AS(list_obj, words);
    for (size_t i = 0; i < l->len; i++) {
        obj *c = op_call_method(l->items[i], "capitalize", NULL, 0);
        if (!c) {
            decref(words);
            return NULL;
        }
        decref(l->items[i]);
        l->items[i] = c;
    }
    obj *joiner = sep ? incref(sep) : str_new(" ", 1);
    obj *r = joiner ? str_join(joiner, words) : NULL;
    xdecref(joiner);
    decref(words);
    return r;
}

static const struct method_def string_funcs[] = {
    {"capwords", string_capwords, 0, PA_SIG_PY(1, 2, NULL, "s", "sep")},
    {NULL, NULL, 0},
};

/* the constants, then Template (mod_string.py) */
static int string_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    static const struct {
        const char *name, *value;
    } consts[] = {
        {"ascii_lowercase", "abcdefghijklmnopqrstuvwxyz"},
        {"ascii_uppercase", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
        {"ascii_letters", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"},
        {"digits", "0123456789"},
        {"hexdigits", "0123456789abcdefABCDEF"},
        {"octdigits", "01234567"},
        {"punctuation", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"},
        {"whitespace", " \t\n\r\v\f"},
        {"printable", "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                      "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\v\f"},
    };
    for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++)
        if (dict_set_cstr(d, consts[k].name, str_new_cstr(consts[k].value)) < 0) /* steals */
            return -1;
    static const char *const deps[] = {"re", "collections", NULL};
    /* pysource_extend takes a reference and gives it back, or releases it on failure */
    if (!pysource_extend(incref(m), mod_string_py, deps))
        return -1;
    decref(m);
    return 0;
}

const struct module_def mod_string = {"string", string_funcs, NULL, string_fill};
