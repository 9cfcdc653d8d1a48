/* executor/lib/mod_unicodedata.c: the unicodedata module. Properties, names and numeric values
 * come from tables generated at build time from CPython 3.11's own database (Unicode
 * 14.0.0, scripts/gen-unicodedata.py), so they are exactly what CPython reports; utf8proc
 * lacks names, numeric values and East Asian widths and is a Unicode version ahead.
 * normalize() and is_normalized() use utf8proc: the two versions normalise every
 * character assigned in 14.0 the same way. Not provided: name aliases and named sequences
 * in lookup(), and the ucd_3_2_0 database. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/unicode/ucd_names.h"
#include "unicodedata_db.h"

static const struct udb_record *record_of(uint32_t cp)
{
    unsigned blk = udb_index1[cp >> UDB_SHIFT];
    return &udb_records[udb_index2[(blk << UDB_SHIFT) + (cp & ((1u << UDB_SHIFT) - 1))]];
}

/* the one code point of a str argument, or raise CPython's TypeError */
static bool char_arg(const char *fname, obj *o, uint32_t *cp)
{
    /* one-parameter functions say "argument", the others "argument 1" */
    bool one = strcmp(fname, "name") && strcmp(fname, "decimal") && strcmp(fname, "digit") &&
               strcmp(fname, "numeric");
    if (!is_str(o) || AS(str_obj, o)->cplen != 1) {
        exc_raise(&exc_TypeError, "%s() argument%s must be a unicode character, not %s", fname,
                  one ? "" : " 1", op_type_name(o));
        return false;
    }
    size_t adv;
    *cp = str_utf8_decode(str_cstr(o), &adv);
    return true;
}

static int args_1(const char *fname, size_t nargs, obj *kw)
{
    if (kw && AS(tuple_obj, kw)->len) {
        exc_raise(&exc_TypeError, "unicodedata.%s() takes no keyword arguments", fname);
        return -1;
    }
    if (nargs != 1) {
        exc_raise(&exc_TypeError, "unicodedata.%s() takes exactly one argument (%zu given)",
                  fname, nargs);
        return -1;
    }
    return 0;
}

/* category, bidirectional, combining, east_asian_width and mirrored of chr: property_of with
 * WHICH the index of its name here (mod_unicodedata_create binds them) */
static const char *const property_names[] = {"category", "bidirectional", "combining",
                                             "east_asian_width", "mirrored"};
static obj *property_of(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    const char *fname = property_names[which];
    uint32_t cp;
    if (args_1(fname, nargs, kw) < 0 || !char_arg(fname, args[0], &cp))
        return NULL;
    const struct udb_record *r = record_of(cp);
    switch (which) {
    case 0:
        return str_new_cstr(udb_categories[r->category]);
    case 1:
        return str_new_cstr(udb_bidis[r->bidi]);
    case 2:
        return small_new(r->combining);
    case 3:
        return str_new_cstr(udb_eaws[r->eaw]);
    default:
        return small_new(r->mirrored);
    }
}

/* decimal, digit and numeric (WHICH: 0, 1, 2) of chr, or default when given */
static const char *const numeric_names[] = {"decimal", "digit", "numeric"};
static obj *numeric_value(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    const char *fname = numeric_names[which];
    uint32_t cp;
    if (!char_arg(fname, args[0], &cp))
        return NULL;
    const struct udb_record *r = record_of(cp);
    int v = which == 0 ? r->decimal : which == 1 ? r->digit : r->numeric;
    if (v >= 0)
        return which == 2 ? float_new(udb_numerics[v]) : small_new(v);
    if (nargs == 2)
        return incref(args[1]);
    return exc_raise(&exc_ValueError, "%s", which == 0   ? "not a decimal"
                                            : which == 1 ? "not a digit"
                                                         : "not a numeric character");
}

static obj *u_decomposition(obj **args, size_t nargs, obj *kw)
{
    uint32_t cp;
    if (args_1("decomposition", nargs, kw) < 0 || !char_arg("decomposition", args[0], &cp))
        return NULL;
    size_t n = sizeof udb_decomp_cps / sizeof udb_decomp_cps[0];
    size_t at = ucd_find(udb_decomp_cps, n, cp);
    return at < n ? str_new_cstr(udb_decomp_pool + udb_decomp_offsets[at]) : str_new("", 0);
}

/* ---- names (unicode/ucd_names.c) ---- */
static obj *u_name(obj **args, size_t nargs, obj *kw)
{
    uint32_t cp;
    if (!char_arg("name", args[0], &cp))
        return NULL;
    char buf[160];
    size_t n = ucd_name_of(cp, buf, sizeof buf);
    if (n)
        return str_new(buf, n);
    if (nargs == 2)
        return incref(args[1]);
    return exc_raise(&exc_ValueError, "no such name");
}

static obj *u_lookup(obj **args, size_t nargs, obj *kw)
{
    if (args_1("lookup", nargs, kw) < 0)
        return NULL;
    if (!is_str(args[0]))
        return exc_raise(&exc_TypeError, "lookup() argument must be str, not %s",
                         op_type_name(args[0]));
    if (!vm_charge(50))
        return vm_ops_exceeded();
    /* names are matched case-insensitively */
    char up[160];
    size_t l = str_len(args[0]);
    const char *s = str_cstr(args[0]);
    bool ok = l < sizeof up;
    for (size_t i = 0; ok && i < l; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 128)
            ok = false;
        up[i] = (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
    }
    uint32_t cp;
    if (ok) {
        up[l] = 0;
        ok = ucd_lookup_name(up, &cp);
    }
    if (!ok) {
        if (l > 256)
            return exc_raise(&exc_KeyError, "name too long");
        return exc_raise(&exc_KeyError, "undefined character name '%s'", s);
    }
    return str_from_codepoint(cp);
}

/* ---- normalisation ---- */
static int form_options(obj *form)
{
    const char *f = str_cstr(form);
    if (!strcmp(f, "NFC"))
        return UTF8PROC_STABLE | UTF8PROC_COMPOSE;
    if (!strcmp(f, "NFD"))
        return UTF8PROC_STABLE | UTF8PROC_DECOMPOSE;
    if (!strcmp(f, "NFKC"))
        return UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT;
    if (!strcmp(f, "NFKD"))
        return UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT;
    return -1;
}

/* normalize(form, unistr) and is_normalized(form, unistr): both str (their signature) */
static obj *normalize_with(obj **args, int *opts)
{
    int o = form_options(args[0]);
    if (o == -1)
        return exc_raise(&exc_ValueError, "invalid normalization form");
    *opts = o;
    obj *s = args[1];
    if (AS(str_obj, s)->ascii)
        return incref(s); /* ASCII is invariant under every form */
    size_t len = str_len(s);
    /* a decomposition grows a string at most 18-fold (utf8proc's bound); utf8proc takes
     * ~100 ns a code point (a 2 MB str: 190 ms, once charged 125,000 operations) */
    if (!mem_check(len * 18 * 4) || !vm_charge(len * 4))
        return vm->exc ? NULL : vm_ops_exceeded();
    utf8proc_uint8_t *out = NULL;
    utf8proc_ssize_t n = utf8proc_map((const utf8proc_uint8_t *)str_cstr(s), (utf8proc_ssize_t)len,
                                      &out, (utf8proc_option_t)o);
    if (n < 0)
        return exc_raise(&exc_ValueError, "%s", utf8proc_errmsg(n));
    obj *r = str_new((const char *)out, (size_t)n);
    free(out);
    return r;
}

static obj *u_normalize(obj **args, size_t nargs, obj *kw)
{
    int o;
    return normalize_with(args, &o);
}

static obj *u_is_normalized(obj **args, size_t nargs, obj *kw)
{
    int o;
    obj *r = normalize_with(args, &o);
    if (!r)
        return NULL;
    bool same = str_eq(r, args[1]);
    decref(r);
    return bool_obj(same);
}

static const struct method_def ud_funcs[] = {
    {"decimal", .fn_data = numeric_value, .data = 0, .sig = PA_SIG_POS(1, 2, NULL)},
    {"digit", .fn_data = numeric_value, .data = 1, .sig = PA_SIG_POS(1, 2, NULL)},
    {"numeric", .fn_data = numeric_value, .data = 2, .sig = PA_SIG_POS(1, 2, NULL)},
    {"decomposition", u_decomposition, 0},
    {"name", u_name, 0, PA_SIG_POS(1, 2, NULL)},
    {"lookup", u_lookup, 0},
    {"normalize", u_normalize, 0, PA_SIG_POS(2, 2, "ss")},
    {"is_normalized", u_is_normalized, 0, PA_SIG_POS(2, 2, "ss")},
    {NULL, NULL, 0},
};

obj *mod_unicodedata_create(void)
{
    obj *m = module_new("unicodedata");
    if (!m)
        return NULL;
    for (size_t i = 0; i < sizeof property_names / sizeof property_names[0]; i++) {
        const struct method_def fn[] = {
            {property_names[i], .fn_data = property_of, .data = (intptr_t)i}, {NULL}};
        if (module_add_functions(m, fn) < 0)
            goto fail;
    }
    if (module_add_functions(m, ud_funcs) < 0 ||
        dict_set_cstr(AS(module_obj, m)->dict, "unidata_version", str_new_cstr(UDB_VERSION)) <
            0)
        goto fail;
    return m;
fail:
    decref(m);
    return NULL;
}
