/* executor/lib/mod_string.c: the string module: its constants, capwords and Template
 * ($name, ${name}, $$ with substitute/safe_substitute and CPython's "Invalid placeholder"
 * messages). string.Formatter is left out on purpose: its get_field walks attribute paths
 * and hands back live objects (smolagents' escape A07), which a sandbox must not offer. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"

static obj *string_capwords(obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"s", "sep", NULL};
    obj *a[2];
    if (args_parse("capwords", args, nargs, kw, names, 1, 2, a) < 0)
        return NULL;
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

/* ---- Template ---- */

struct template_obj {
    obj hdr;
    obj *template;
};

static obj *template_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"template", NULL};
    obj *a[1];
    if (args_parse("Template", args, nargs, kw, names, 1, 1, a) < 0)
        return NULL;
    struct template_obj *o = (struct template_obj *)obj_alloc(t, sizeof *o);
    if (!o)
        return NULL;
    o->template = incref(a[0]);
    return (obj *)o;
}

static void template_dealloc(obj *o)
{
    xdecref(((struct template_obj *)o)->template);
    mem_free(o);
}

/* One placeholder found by the scanner. */
enum tpl_kind { TPL_ESCAPED, TPL_NAMED, TPL_BRACED, TPL_INVALID };
struct tpl_hit {
    enum tpl_kind kind;
    size_t start, end;     /* bytes of the whole placeholder, '$' included */
    size_t name_a, name_b; /* the identifier */
};

static bool tpl_id_start(unsigned char c)
{
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool tpl_id_char(unsigned char c)
{
    return tpl_id_start(c) || (c >= '0' && c <= '9');
}

/* The next placeholder at or after byte i, as Template.pattern would find it; false when
 * there is none. Identifiers are ASCII ((?a:[_a-z][_a-z0-9]*) with IGNORECASE). */
static bool tpl_next(const char *s, size_t len, size_t i, struct tpl_hit *h)
{
    const char *d = i < len ? memchr(s + i, '$', len - i) : NULL;
    if (!d)
        return false;
    size_t p = (size_t)(d - s);
    h->start = p;
    size_t q = p + 1;
    if (q < len && s[q] == '$') {
        h->kind = TPL_ESCAPED;
        h->end = q + 1;
        return true;
    }
    if (q < len && tpl_id_start((unsigned char)s[q])) {
        size_t e = q + 1;
        while (e < len && tpl_id_char((unsigned char)s[e]))
            e++;
        h->kind = TPL_NAMED;
        h->name_a = q;
        h->name_b = h->end = e;
        return true;
    }
    if (q + 1 < len && s[q] == '{' && tpl_id_start((unsigned char)s[q + 1])) {
        size_t e = q + 2;
        while (e < len && tpl_id_char((unsigned char)s[e]))
            e++;
        if (e < len && s[e] == '}') {
            h->kind = TPL_BRACED;
            h->name_a = q + 1;
            h->name_b = e;
            h->end = e + 1;
            return true;
        }
    }
    h->kind = TPL_INVALID;
    h->end = q; /* the invalid group matches the empty string after '$' */
    return true;
}

/* str.splitlines' line boundaries, for the error's line and column */
static size_t tpl_line_break(const char *s, size_t len, size_t i)
{
    unsigned char c = (unsigned char)s[i];
    if (c == '\r')
        return i + 1 < len && s[i + 1] == '\n' ? 2 : 1;
    if (c == '\n' || c == '\v' || c == '\f' || c == 0x1c || c == 0x1d || c == 0x1e)
        return 1;
    if (c == 0xC2 && i + 1 < len && (unsigned char)s[i + 1] == 0x85)
        return 2;
    if (c == 0xE2 && i + 2 < len && (unsigned char)s[i + 1] == 0x80 &&
        ((unsigned char)s[i + 2] == 0xA8 || (unsigned char)s[i + 2] == 0xA9))
        return 3;
    return 0;
}

static obj *tpl_invalid(obj *tmpl, size_t at)
{
    const char *s = str_cstr(tmpl);
    size_t line = 1, col = 1;
    for (size_t i = 0; i < at;) {
        size_t br = tpl_line_break(s, at, i);
        if (br) { /* the text before '$' never ends with a line break */
            i += br;
            line++;
            col = 1;
            continue;
        }
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            col++;
        i++;
    }
    /* CPython's column is the number of characters from the line's start through the
     * '$' (at is just past it); col is one past that count */
    return exc_raise(&exc_ValueError, "Invalid placeholder in string: line %zu, col %zu", line,
                     col - 1);
}

static obj *tpl_substitute(obj **args, size_t nargs, obj *kw, bool safe)
{
    if (nargs > 2)
        return exc_raise(&exc_TypeError,
                         "Template.%s() takes from 1 to 2 positional arguments but %zu were given",
                         safe ? "safe_substitute" : "substitute", nargs);
    obj *tmpl = ((struct template_obj *)args[0])->template;
    if (!is_str(tmpl))
        return exc_raise(&exc_TypeError, "expected string or bytes-like object, got '%s'",
                         op_type_name(tmpl));
    obj *mapping = nargs == 2 ? args[1] : NULL;
    obj *kws = NULL;
    size_t nkw = kw ? AS(tuple_obj, kw)->len : 0;
    if (nkw) {
        kws = dict_new();
        for (size_t k = 0; kws && k < nkw; k++)
            if (dict_set(kws, AS(tuple_obj, kw)->items[k], args[nargs + k]) < 0)
                CLEAR(kws);
        if (!kws)
            return NULL;
    }
    const char *s = str_cstr(tmpl);
    size_t len = str_len(tmpl), i = 0;
    struct textbuf out = {0};
    struct tpl_hit h;
    bool ok = true;
    while (ok && tpl_next(s, len, i, &h)) {
        ok = tb_add(&out, s + i, h.start - i);
        i = h.end;
        if (!ok)
            break;
        if (h.kind == TPL_ESCAPED) {
            ok = tb_addc(&out, '$');
            continue;
        }
        if (h.kind == TPL_INVALID) {
            if (safe) {
                ok = tb_addc(&out, '$');
                continue;
            }
            tpl_invalid(tmpl, h.start + 1);
            ok = false;
            break;
        }
        obj *name = str_new(s + h.name_a, h.name_b - h.name_a);
        if (!name) {
            ok = false;
            break;
        }
        /* ChainMap(kws, mapping): keywords first */
        obj *v = kws ? dict_get(kws, name) : NULL;
        if (v)
            incref(v);
        else if (mapping)
            v = op_getitem(mapping, name);
        else
            exc_raise_obj(&exc_KeyError, name);
        decref(name);
        if (!v) {
            if (safe && exc_pending_is(&exc_KeyError) && !vm->fatal) {
                exc_clear();
                ok = tb_add(&out, s + h.start, h.end - h.start);
                continue;
            }
            ok = false;
            break;
        }
        obj *t = op_str(v);
        decref(v);
        ok = t && tb_add_str(&out, t);
        xdecref(t);
    }
    xdecref(kws);
    if (!ok) {
        tb_free(&out);
        return NULL;
    }
    if (!tb_add(&out, s + i, len - i)) {
        tb_free(&out);
        return NULL;
    }
    return tb_finish(&out);
}

static obj *template_m_substitute(obj **args, size_t nargs, obj *kw)
{
    return tpl_substitute(args, nargs, kw, false);
}

static obj *template_m_safe_substitute(obj **args, size_t nargs, obj *kw)
{
    return tpl_substitute(args, nargs, kw, true);
}

static obj *template_m_get_identifiers(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("get_identifiers", kw) < 0 || args_count("get_identifiers", nargs - 1, 0, 0) < 0)
        return NULL;
    obj *tmpl = ((struct template_obj *)args[0])->template;
    if (!is_str(tmpl))
        return exc_raise(&exc_TypeError, "expected string or bytes-like object");
    const char *s = str_cstr(tmpl);
    size_t len = str_len(tmpl), i = 0;
    obj *ids = list_new(0);
    struct tpl_hit h;
    while (ids && tpl_next(s, len, i, &h)) {
        i = h.end;
        if (h.kind != TPL_NAMED && h.kind != TPL_BRACED)
            continue;
        obj *name = str_new(s + h.name_a, h.name_b - h.name_a);
        int has = name ? op_contains(ids, name) : -1;
        if (has < 0 || (!has && list_append(ids, name) < 0))
            CLEAR(ids);
        xdecref(name);
    }
    return ids;
}

static obj *template_m_is_valid(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("is_valid", kw) < 0 || args_count("is_valid", nargs - 1, 0, 0) < 0)
        return NULL;
    obj *tmpl = ((struct template_obj *)args[0])->template;
    if (!is_str(tmpl))
        return exc_raise(&exc_TypeError, "expected string or bytes-like object");
    const char *s = str_cstr(tmpl);
    size_t len = str_len(tmpl), i = 0;
    struct tpl_hit h;
    while (tpl_next(s, len, i, &h)) {
        if (h.kind == TPL_INVALID)
            return FALSE_OBJ;
        i = h.end;
    }
    return TRUE_OBJ;
}

static obj *template_get_template(obj *o)
{
    return incref(((struct template_obj *)o)->template);
}

static const struct getset_def template_getset[] = {
    {"template", template_get_template},
    {NULL, NULL},
};

static const struct method_def template_methods[] = {
    {"substitute", template_m_substitute, 0},
    {"safe_substitute", template_m_safe_substitute, 0},
    {"get_identifiers", template_m_get_identifiers, 0},
    {"is_valid", template_m_is_valid, 0},
    {NULL, NULL, 0},
};

static struct type string_type_template = {
    .name = "Template",
    .base_type = &type_object,
    .methods = template_methods,
    .getset = template_getset,
    .dealloc = template_dealloc,
    .getattr = generic_getattr,
    .construct = template_construct,
};

static pthread_once_t string_once = PTHREAD_ONCE_INIT;
static void string_init_types(void)
{
    type_init_module(&string_type_template, "string");
}

obj *mod_string_create(void)
{
    pthread_once(&string_once, string_init_types);
    obj *m = module_new("string");
    if (!m)
        return NULL;
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
        if (dict_set_cstr(d, consts[k].name, str_new_cstr(consts[k].value)) < 0) { /* steals */
            decref(m);
            return NULL;
        }
    if (dict_set_cstr(d, "capwords", builtin_new("capwords", string_capwords, NULL)) < 0 ||
        dict_set_cstr(d, "Template", (obj *)&string_type_template) < 0) {
        decref(m);
        return NULL;
    }
    return m;
}
