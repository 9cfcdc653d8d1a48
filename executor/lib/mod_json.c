/* executor/lib/mod_json.c: the json module. dumps/loads and dump/load (the latter two only
 * through a file-like object's write/read methods: there are no files, so in practice an
 * io.StringIO). The encoder reproduces CPython's text exactly (separators, indent,
 * ensure_ascii's lower-case \uXXXX escapes with surrogate pairs, float repr, key coercion);
 * the decoder is a recursive descent over the UTF-8 text whose errors are CPython's
 * JSONDecodeError messages with code point positions. Nesting on either side counts
 * against the recursion limit, so '[' * 10**6 is a RecursionError, never a C stack
 * overflow. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/format.h"
#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/textbuf.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_flag.h"

static obj *json_error_construct(struct type *t, obj **args, size_t nargs, obj *kw);

/* Frames CPython's pure-Python layer of json (loads, decode, raw_decode) adds to the
 * recursion depth before its scanner starts nesting. */
#define JSON_FRAMES 5

/* Defined in Python as json.decoder.JSONDecodeError(ValueError). */
static struct type json_type_decode_error = {
    .name = "JSONDecodeError",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .base_type = &exc_ValueError,
    .construct = json_error_construct,
    .construct_sig = &(const struct pyargs_sig){"JSONDecodeError.__init__",
                                                (const char *const[]){"msg", "doc", "pos", NULL}, 3,
                                                3, false, PA_PY, NULL},
};

/* ---- JSONDecodeError ---- */

/* o.name = v, with the name interned in the session (never leaked) */
static int json_setattr(obj *o, const char *name, obj *v)
{
    obj *n = str_intern(name, strlen(name));
    return n ? op_setattr(o, n, v) : -1;
}

/* code point index of byte offset off in doc */
static size_t json_cp_index(obj *doc, size_t off)
{
    struct str_obj *s = AS(str_obj, doc);
    if (s->ascii)
        return off;
    size_t n = 0;
    for (size_t i = 0; i < off && i < s->len; i++)
        n += ((unsigned char)s->data[i] & 0xC0) != 0x80;
    return n;
}

/* JSONDecodeError(msg, doc, pos): str is "msg: line L column C (char P)". */
static obj *json_error_new(struct type *t, obj *msg, obj *doc, obj *pos_obj)
{
    int64_t pos;
    if (!is_str(msg) || !is_str(doc) || !is_int(pos_obj) || !int_to_i64(pos_obj, &pos) || pos < 0)
        return exc_raise(&exc_TypeError, "JSONDecodeError(msg: str, doc: str, pos: int)");
    const char *d = str_cstr(doc);
    size_t end = str_cp_offset(doc, (size_t)pos);
    int64_t lineno = 1, last_nl = -1;
    size_t cp = 0;
    for (size_t i = 0; i < end; i++) {
        if (((unsigned char)d[i] & 0xC0) == 0x80)
            continue;
        if (d[i] == '\n') {
            lineno++;
            last_nl = (int64_t)cp;
        }
        cp++;
    }
    int64_t colno = pos - last_nl;
    obj *text = str_from_fmt("%s: line %lld column %lld (char %lld)", str_cstr(msg),
                             (long long)lineno, (long long)colno, (long long)pos);
    if (!text)
        return NULL;
    obj *e = exc_new(t, &text, 1);
    decref(text);
    if (!e)
        return NULL;
    obj *ln = int_from_i64(lineno), *cn = int_from_i64(colno);
    if (!ln || !cn || json_setattr(e, "msg", msg) < 0 || json_setattr(e, "doc", doc) < 0 ||
        json_setattr(e, "pos", pos_obj) < 0 || json_setattr(e, "lineno", ln) < 0 ||
        json_setattr(e, "colno", cn) < 0)
        CLEAR(e);
    xdecref(ln);
    xdecref(cn);
    return e;
}

static obj *json_error_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    return json_error_new(t, args[0], args[1], args[2]); /* bound by construct_sig */
}

/* Raises JSONDecodeError(msg, doc, pos) with pos given as a byte offset into doc. */
static obj *json_fail(obj *doc, const char *msg, size_t byte_pos)
{
    obj *m = str_new_cstr(msg);
    obj *p = m ? int_from_i64((int64_t)json_cp_index(doc, byte_pos)) : NULL;
    obj *e = p ? json_error_new(&json_type_decode_error, m, doc, p) : NULL;
    xdecref(m);
    xdecref(p);
    return e ? exc_set(e) : NULL;
}

/* ---- encoder ---- */

/* type(o).__name__, which CPython's json messages use (not the dotted C-type name) */
static const char *json_class_name(obj *o)
{
    return str_cstr(type_of(o)->name_obj);
}

struct json_enc {
    struct textbuf out;
    const char *indent; /* NULL: one line */
    size_t indent_len;
    const char *item_sep, *key_sep;
    size_t item_sep_len, key_sep_len;
    bool ensure_ascii, allow_nan, sort_keys, skipkeys, check_circular;
    obj *default_fn;
    obj **stack; /* containers being encoded, for "Circular reference detected" */
    size_t nstack, stack_cap;
};

static bool enc_newline(struct json_enc *e, size_t level)
{
    if (!tb_addc(&e->out, '\n'))
        return false;
    for (size_t i = 0; i < level; i++)
        if (!tb_add(&e->out, e->indent, e->indent_len))
            return false;
    return true;
}

static bool enc_string(struct json_enc *e, obj *s)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *p = (const unsigned char *)str_cstr(s);
    size_t n = str_len(s);
    if (!vm_charge(n / 16))
        return vm_ops_exceeded(), false;
    if (!tb_reserve(&e->out, n + 2))
        return false;
    e->out.data[e->out.len++] = '"';
    size_t i = 0;
    while (i < n) {
        /* copy the run that needs no escaping in one go */
        size_t run = i;
        while (run < n && p[run] >= 0x20 && p[run] != '"' && p[run] != '\\' &&
               (!e->ensure_ascii || p[run] < 0x7f))
            run++;
        if (run > i && !tb_add(&e->out, (const char *)p + i, run - i))
            return false;
        i = run;
        if (i >= n)
            break;
        unsigned char c = p[i];
        char esc[12];
        size_t el = 0;
        if (c == '"' || c == '\\') {
            esc[0] = '\\';
            esc[1] = (char)c;
            el = 2;
            i++;
        } else if (c == '\n' || c == '\r' || c == '\t' || c == '\b' || c == '\f') {
            esc[0] = '\\';
            esc[1] = c == '\n' ? 'n' : c == '\r' ? 'r' : c == '\t' ? 't' : c == '\b' ? 'b' : 'f';
            el = 2;
            i++;
        } else {
            size_t adv = 1;
            uint32_t cp = c < 0x80 ? c : str_utf8_decode((const char *)p + i, &adv);
            i += adv;
            if (cp >= 0x10000) { /* a surrogate pair, as CPython writes astral characters */
                uint32_t v = cp - 0x10000;
                uint32_t hi = 0xD800 | (v >> 10), lo = 0xDC00 | (v & 0x3FF);
                memcpy(esc, "\\u", 2);
                for (int k = 0; k < 4; k++)
                    esc[2 + k] = hex[(hi >> (12 - 4 * k)) & 15];
                memcpy(esc + 6, "\\u", 2);
                for (int k = 0; k < 4; k++)
                    esc[8 + k] = hex[(lo >> (12 - 4 * k)) & 15];
                el = 12;
            } else {
                memcpy(esc, "\\u", 2);
                for (int k = 0; k < 4; k++)
                    esc[2 + k] = hex[(cp >> (12 - 4 * k)) & 15];
                el = 6;
            }
        }
        if (!tb_add(&e->out, esc, el))
            return false;
    }
    return tb_addc(&e->out, '"');
}

/* The text of a float: repr, or NaN/Infinity/-Infinity when allowed. */
static bool enc_float_text(struct json_enc *e, double v, char buf[32], const char **text)
{
    if (isfinite(v)) {
        fmt_float_repr(v, buf);
        *text = buf;
        return true;
    }
    if (!e->allow_nan) {
        exc_raise(&exc_ValueError, "Out of range float values are not JSON compliant");
        return false;
    }
    *text = isnan(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity";
    return true;
}

static bool enc_value(struct json_enc *e, obj *o, size_t level);

static bool enc_push(struct json_enc *e, obj *o)
{
    if (!vm_stack_ok())
        return false;
    /* CPython's json runs a few Python frames (dumps, encode, iterencode) before the first
     * container: the same headroom keeps the failing depth where CPython's is. */
    if (vm->depth + (int)e->nstack + JSON_FRAMES >= vm->max_depth) {
        exc_raise(&exc_RecursionError,
                  "maximum recursion depth exceeded while encoding a JSON object");
        return false;
    }
    if (e->check_circular)
        for (size_t i = 0; i < e->nstack; i++)
            if (e->stack[i] == o) {
                exc_raise(&exc_ValueError, "Circular reference detected");
                return false;
            }
    if (e->nstack == e->stack_cap) {
        size_t nc = e->stack_cap ? e->stack_cap * 2 : 16;
        obj **p = mem_realloc(e->stack, nc * sizeof *p);
        if (!p)
            return false;
        e->stack = p;
        e->stack_cap = nc;
    }
    e->stack[e->nstack++] = o;
    return true;
}

static bool enc_item_sep(struct json_enc *e, size_t level, bool first)
{
    if (!first && !tb_add(&e->out, e->item_sep, e->item_sep_len))
        return false;
    return !e->indent || enc_newline(e, level);
}

static bool enc_array(struct json_enc *e, obj **items, size_t n, size_t level)
{
    if (!n)
        return tb_add(&e->out, "[]", 2);
    if (!tb_addc(&e->out, '['))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!enc_item_sep(e, level + 1, i == 0) || !enc_value(e, items[i], level + 1))
            return false;
    if (e->indent && !enc_newline(e, level))
        return false;
    return tb_addc(&e->out, ']');
}

/* A dict key as JSON text (a str to quote), or NULL with *skip set / an exception. */
static obj *enc_key(struct json_enc *e, obj *k, bool *skip)
{
    *skip = false;
    if (is_str(k))
        return incref(k);
    if (k == TRUE_OBJ || k == FALSE_OBJ || k == NONE)
        return str_new_cstr(k == TRUE_OBJ ? "true" : k == FALSE_OBJ ? "false" : "null");
    if (is_float(k)) {
        char buf[32];
        const char *t;
        return enc_float_text(e, float_val(k), buf, &t) ? str_new_cstr(t) : NULL;
    }
    if (is_int(k))
        return int_repr(k);
    if (e->skipkeys) {
        *skip = true;
        return NULL;
    }
    return exc_raise(&exc_TypeError, "keys must be str, int, float, bool or None, not %s",
                     json_class_name(k));
}

static bool enc_dict(struct json_enc *e, obj *d, size_t level)
{
    if (!dict_len(d))
        return tb_add(&e->out, "{}", 2);
    obj *keys = list_new(0);
    if (!keys)
        return false;
    size_t pos = 0;
    obj *k, *v;
    while (dict_next(d, &pos, &k, &v))
        if (list_append(keys, k) < 0) {
            decref(keys);
            return false;
        }
    /* CPython sorts the items by key before coercing keys, hence its TypeError for a
     * mix of str and int keys. */
    if (e->sort_keys && list_sort(keys, NULL, false) < 0) {
        decref(keys);
        return false;
    }
    bool ok = tb_addc(&e->out, '{');
    bool first = true;
    struct list_obj *kl = AS(list_obj, keys);
    for (size_t i = 0; ok && i < kl->len; i++) {
        obj *key = kl->items[i];
        obj *val = dict_get(d, key);
        if (!val) {
            if (!vm->exc)
                exc_raise(&exc_RuntimeError, "dictionary changed size during iteration");
            ok = false;
            break;
        }
        incref(val);
        bool skip;
        obj *ks = enc_key(e, key, &skip);
        if (ks) {
            ok = enc_item_sep(e, level + 1, first) && enc_string(e, ks) &&
                 tb_add(&e->out, e->key_sep, e->key_sep_len) && enc_value(e, val, level + 1);
            first = false;
            decref(ks);
        } else if (!skip) {
            ok = false;
        }
        decref(val);
    }
    decref(keys);
    if (ok && first) /* every key skipped */
        return tb_addc(&e->out, '}');
    if (ok && e->indent)
        ok = enc_newline(e, level);
    return ok && tb_addc(&e->out, '}');
}

static bool enc_value(struct json_enc *e, obj *o, size_t level)
{
    if (!vm_charge(1))
        return vm_ops_exceeded(), false;
    if (o == NONE)
        return tb_add(&e->out, "null", 4);
    if (o == TRUE_OBJ)
        return tb_add(&e->out, "true", 4);
    if (o == FALSE_OBJ)
        return tb_add(&e->out, "false", 5);
    if (is_str(o))
        return enc_string(e, o);
    if (is_int(o)) {
        obj *r = int_repr(o);
        bool ok = r && tb_add_str(&e->out, r);
        xdecref(r);
        return ok;
    }
    if (is_float(o)) {
        char buf[32];
        const char *t;
        return enc_float_text(e, float_val(o), buf, &t) && tb_adds(&e->out, t);
    }
    bool ok;
    /* tuple subclasses (namedtuple) keep tuple's layout and encode as arrays, as in CPython */
    bool tuple_like = !is_small(o) && type_is_subtype(o->type, &type_tuple);
    if (is_list(o) || tuple_like || is_dict(o)) {
        if (!enc_push(e, o))
            return false;
        if (is_dict(o))
            ok = enc_dict(e, o, level);
        else if (is_list(o)) {
            /* a copy of the item array: default= may mutate the list under us */
            obj *t = tuple_from_array(AS(list_obj, o)->items, AS(list_obj, o)->len);
            ok = t && enc_array(e, AS(tuple_obj, t)->items, AS(tuple_obj, t)->len, level);
            xdecref(t);
        } else
            ok = enc_array(e, AS(tuple_obj, o)->items, AS(tuple_obj, o)->len, level);
        e->nstack--;
        return ok;
    }
    if (!e->default_fn) {
        exc_raise(&exc_TypeError, "Object of type %s is not JSON serializable", json_class_name(o));
        return false;
    }
    if (!enc_push(e, o))
        return false;
    obj *r = op_call1(e->default_fn, o);
    ok = r && enc_value(e, r, level);
    xdecref(r);
    e->nstack--;
    return ok;
}

static const char *const json_dumps_names[] = {
    "obj",    "skipkeys",   "ensure_ascii", "check_circular", "allow_nan", "cls",
    "indent", "separators", "default",      "sort_keys",      NULL};
enum {
    DA_OBJ,
    DA_SKIPKEYS,
    DA_ENSURE_ASCII,
    DA_CHECK_CIRCULAR,
    DA_ALLOW_NAN,
    DA_CLS,
    DA_INDENT,
    DA_SEPARATORS,
    DA_DEFAULT,
    DA_SORT_KEYS,
    DA_COUNT
};

/* dumps' keyword arguments (a[1..]) into the encoder. */
static bool enc_setup(struct json_enc *e, obj **a, obj **indent_str)
{
    memset(e, 0, sizeof *e);
    *indent_str = NULL;
    if (!libflag_read(a[DA_SKIPKEYS], false, &e->skipkeys) ||
        !libflag_read(a[DA_ENSURE_ASCII], true, &e->ensure_ascii) ||
        !libflag_read(a[DA_CHECK_CIRCULAR], true, &e->check_circular) ||
        !libflag_read(a[DA_ALLOW_NAN], true, &e->allow_nan) ||
        !libflag_read(a[DA_SORT_KEYS], false, &e->sort_keys))
        return false;
    obj *ind = a[DA_INDENT];
    if (ind && ind != NONE) {
        if (is_str(ind)) {
            *indent_str = incref(ind);
        } else if (is_int(ind)) {
            int64_t n; /* ' ' * indent: str_alloc refuses a size beyond the caps */
            if (!int_to_i64(ind, &n)) {
                exc_raise(&exc_OverflowError, "cannot fit 'int' into an index-sized integer");
                return false;
            }
            if (n < 0)
                n = 0;
            *indent_str = str_alloc((size_t)n);
            if (!*indent_str)
                return false;
            memset(AS(str_obj, *indent_str)->data, ' ', (size_t)n);
            str_finish(*indent_str);
        } else {
            exc_raise(&exc_TypeError, "can't multiply sequence by non-int of type '%s'",
                      op_type_name(ind));
            return false;
        }
        e->indent = str_cstr(*indent_str);
        e->indent_len = str_len(*indent_str);
    }
    e->item_sep = e->indent ? "," : ", ";
    e->key_sep = ": ";
    obj *seps = a[DA_SEPARATORS]; /* a tuple made by json_encode, or NULL */
    if (seps) {
        struct tuple_obj *t = AS(tuple_obj, seps);
        if (t->len != 2 || !is_str(t->items[0]) || !is_str(t->items[1])) {
            exc_raise(&exc_ValueError, "separators must be a pair of strings");
            return false;
        }
        e->item_sep = str_cstr(t->items[0]);
        e->key_sep = str_cstr(t->items[1]);
    }
    e->item_sep_len = strlen(e->item_sep);
    e->key_sep_len = strlen(e->key_sep);
    e->default_fn = a[DA_DEFAULT] && a[DA_DEFAULT] != NONE ? a[DA_DEFAULT] : NULL;
    return true;
}

static obj *json_encode(obj **a)
{
    struct json_enc e;
    obj *indent_str;
    /* keep the separators alive: enc_setup borrows their text */
    obj *seps =
        a[DA_SEPARATORS] && a[DA_SEPARATORS] != NONE ? tuple_from_iter(a[DA_SEPARATORS]) : NULL;
    if (a[DA_SEPARATORS] && a[DA_SEPARATORS] != NONE && !seps)
        return NULL;
    obj *saved = a[DA_SEPARATORS];
    a[DA_SEPARATORS] = seps;
    bool ok = enc_setup(&e, a, &indent_str) && enc_value(&e, a[DA_OBJ], 0);
    a[DA_SEPARATORS] = saved;
    obj *r = ok ? tb_str(&e.out) : NULL;
    tb_free(&e.out);
    mem_free(e.stack);
    xdecref(indent_str);
    xdecref(seps);
    return r;
}

/* dumps/loads' cls= argument: cls(**options).METHOD(arg), where the options given
 * (a[first..last]) become keyword arguments named after names[]. */
static obj *json_via_cls(obj *cls, const char *const *names, obj **a, int first, int last,
                         const char *method, obj *arg)
{
    obj *vals[16];
    obj *kwn[16];
    size_t n = 0;
    for (int i = first; i <= last; i++)
        if (a[i]) {
            vals[n] = a[i];
            kwn[n] = str_intern(names[i], strlen(names[i]));
            if (!kwn[n++])
                return NULL;
        }
    obj *kwnames = tuple_from_array(kwn, n);
    if (!kwnames)
        return NULL;
    obj *inst = op_call(cls, vals, 0, kwnames);
    decref(kwnames);
    if (!inst)
        return NULL;
    obj *r = op_call_method(inst, method, &arg, 1);
    decref(inst);
    return r;
}

/* dumps(obj, **options) once bound: A is indexed like json_dumps_names */
static obj *json_dumps_a(obj **a)
{
    if (a[DA_CLS] && a[DA_CLS] != NONE) {
        obj *cls = a[DA_CLS];
        a[DA_CLS] = NULL;
        return json_via_cls(cls, json_dumps_names, a, DA_SKIPKEYS, DA_SORT_KEYS, "encode",
                            a[DA_OBJ]);
    }
    return json_encode(a);
}

/* bound by the signature in json_funcs: ARGS holds every parameter, NULL where absent */
static obj *json_dumps(obj **args, size_t nargs, obj *kw)
{
    obj *a[DA_COUNT];
    memcpy(a, args, sizeof a);
    return json_dumps_a(a);
}

/* dump(obj, fp, **options): dumps' parameters with fp after obj */
static const char *const json_dump_names[] = {
    "obj", "fp",     "skipkeys",   "ensure_ascii", "check_circular", "allow_nan",
    "cls", "indent", "separators", "default",      "sort_keys",      NULL};

static obj *json_dump(obj **args, size_t nargs, obj *kw)
{
    obj *a[DA_COUNT];
    a[DA_OBJ] = args[0];
    memcpy(a + 1, args + 2, (DA_COUNT - 1) * sizeof *a);
    obj *text = json_dumps_a(a);
    if (!text)
        return NULL;
    obj *r = op_call_method(args[1], "write", &text, 1);
    decref(text);
    if (!r)
        return NULL;
    decref(r);
    return NONE;
}

/* loads' keyword arguments, in this order after the document */
static const char *const json_loads_names[] = {"s",
                                               "cls",
                                               "object_hook",
                                               "parse_float",
                                               "parse_int",
                                               "parse_constant",
                                               "object_pairs_hook",
                                               "strict",
                                               NULL};
enum {
    LA_DOC,
    LA_CLS,
    LA_OBJECT_HOOK,
    LA_PARSE_FLOAT,
    LA_PARSE_INT,
    LA_PARSE_CONSTANT,
    LA_PAIRS_HOOK,
    LA_STRICT,
    LA_COUNT
};

/* ---- JSONEncoder and JSONDecoder: dumps' (loads') options, kept for encode() (decode()) ---- */
/* dumps has the more options (checked where loads' are listed) */
#define JSON_OPTIONS_MAX DA_COUNT
struct json_options {
    obj hdr;
    /* indexed like dumps' (loads') arguments; the document's slot and cls stay NULL */
    obj *opt[JSON_OPTIONS_MAX];
};
_Static_assert((int)LA_COUNT <= (int)JSON_OPTIONS_MAX, "a JSONDecoder keeps loads' options");

static struct type json_type_encoder;

/* JSONEncoder(**kw) and JSONDecoder(**kw), bound against dumps' (loads') keywords (the
 * document's name left out: keyword-only here, as in CPython): ARGS[i] is the option of
 * dumps' (loads') argument i + 1. cls is dumps' (loads') own. */
static obj *json_options_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    bool enc = type_is_subtype(t, &json_type_encoder);
    const char *fname = enc ? "JSONEncoder.__init__" : "JSONDecoder.__init__";
    int cls = enc ? DA_CLS : LA_CLS;
    if (args[cls - 1])
        return exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument 'cls'", fname);
    struct json_options *o = (struct json_options *)obj_alloc(t, sizeof *o);
    if (!o)
        return NULL;
    o->opt[0] = NULL;
    for (size_t i = 1; i < JSON_OPTIONS_MAX; i++)
        o->opt[i] = i > nargs || (int)i == cls || !args[i - 1] ? NULL : incref(args[i - 1]);
    return (obj *)o;
}

static void json_options_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(((struct json_options *)o)->opt, JSON_OPTIONS_MAX, visit, arg);
}

static obj *jenc_m_default(obj **args, size_t nargs, obj *kw)
{
    return exc_raise(&exc_TypeError, "Object of type %s is not JSON serializable",
                     json_class_name(args[1]));
}

static obj *jenc_m_encode(obj **args, size_t nargs, obj *kw)
{
    obj *a[DA_COUNT];
    memcpy(a, ((struct json_options *)args[0])->opt, sizeof a);
    a[DA_OBJ] = args[1];
    obj *dflt = NULL;
    if (!a[DA_DEFAULT] || a[DA_DEFAULT] == NONE) {
        /* a subclass's default() method */
        dflt = op_getattr_cstr(args[0], "default");
        if (!dflt)
            return NULL;
        if (type_of(dflt) == &type_builtin && AS(builtin_obj, dflt)->fn == jenc_m_default)
            CLEAR(dflt);
        a[DA_DEFAULT] = dflt;
    }
    obj *r = json_encode(a);
    xdecref(dflt);
    return r;
}

static obj *jenc_m_iterencode(obj **args, size_t nargs, obj *kw)
{
    obj *text = jenc_m_encode(args, nargs, kw);
    obj *r = text ? list_new(1) : NULL;
    if (r)
        AS(list_obj, r)->items[0] = incref(text);
    xdecref(text);
    obj *it = r ? op_iter(r) : NULL;
    xdecref(r);
    return it;
}

static const struct method_def jenc_methods[] = {
    {"encode", jenc_m_encode, 0, PA_SIG_PY(1, 1, NULL, "o")},
    {"iterencode", jenc_m_iterencode, 0, PA_SIG_PY(1, 2, NULL, "o", "_one_shot")},
    {"default", jenc_m_default, 0, PA_SIG_PY(1, 1, NULL, "o")},
    {NULL},
};

static struct type json_type_encoder = {
    .name = "JSONEncoder",
    .flags = TF_BASETYPE | TF_NATIVE_BASE,
    .methods = jenc_methods,
    .traverse = json_options_traverse,
    .construct = json_options_construct,
    .construct_sig = &(const struct pyargs_sig){"JSONEncoder.__init__", json_dumps_names + 1, 0, 0,
                                                false, PA_PY, NULL},
};

/* ---- decoder ---- */

struct json_dec {
    obj *doc; /* the str being decoded */
    const char *s;
    size_t len;
    obj *object_hook, *pairs_hook, *parse_float, *parse_int, *parse_constant;
    bool strict;
    int depth;
};

static size_t dec_ws(const struct json_dec *d, size_t i)
{
    while (i < d->len && (d->s[i] == ' ' || d->s[i] == '\t' || d->s[i] == '\n' || d->s[i] == '\r'))
        i++;
    return i;
}

static int dec_hex4(const char *p)
{
    int v = 0;
    for (int k = 0; k < 4; k++) {
        char c = p[k];
        int h = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : -1;
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

/* A string whose opening quote is at *pos; leaves *pos after the closing quote. */
static obj *dec_string(struct json_dec *d, size_t *pos)
{
    size_t begin = *pos, i = begin + 1;
    const char *s = d->s;
    struct textbuf b = {0};
    for (;;) {
        size_t run = i;
        while (run < d->len && s[run] != '"' && s[run] != '\\' &&
               ((unsigned char)s[run] >= 0x20 || !d->strict))
            run++;
        if (run == d->len) {
            tb_free(&b);
            return json_fail(d->doc, "Unterminated string starting at", begin);
        }
        if (s[run] == '"' && !b.len) { /* no escapes: one copy */
            *pos = run + 1;
            return str_new(s + begin + 1, run - begin - 1);
        }
        if (!tb_add(&b, s + i, run - i))
            return NULL;
        i = run;
        if (s[i] == '"')
            break;
        if (s[i] != '\\') {
            tb_free(&b);
            return json_fail(d->doc, "Invalid control character at", i);
        }
        if (i + 1 >= d->len) {
            tb_free(&b);
            return json_fail(d->doc, "Unterminated string starting at", begin);
        }
        char c = s[i + 1];
        char out = 0;
        switch (c) {
        case '"':
            out = '"';
            break;
        case '\\':
            out = '\\';
            break;
        case '/':
            out = '/';
            break;
        case 'b':
            out = '\b';
            break;
        case 'f':
            out = '\f';
            break;
        case 'n':
            out = '\n';
            break;
        case 'r':
            out = '\r';
            break;
        case 't':
            out = '\t';
            break;
        case 'u':
            break;
        default:
            tb_free(&b);
            return json_fail(d->doc, "Invalid \\escape", i);
        }
        if (out) {
            if (!tb_addc(&b, out))
                return NULL;
            i += 2;
            continue;
        }
        /* \uXXXX: CPython wants four hex digits and something after them */
        size_t u = i + 1;
        int cp = u + 5 < d->len ? dec_hex4(s + u + 1) : -1;
        if (cp < 0) {
            tb_free(&b);
            return json_fail(d->doc, "Invalid \\uXXXX escape", u);
        }
        i = u + 5;
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 6 < d->len && s[i] == '\\' && s[i + 1] == 'u') {
            int lo = dec_hex4(s + i + 2);
            if (lo < 0) {
                tb_free(&b);
                return json_fail(d->doc, "Invalid \\uXXXX escape", i + 1);
            }
            if (lo >= 0xDC00 && lo <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                i += 6;
            }
        }
        if (!tb_add_cp(&b, (uint32_t)cp))
            return NULL;
    }
    *pos = i + 1;
    return tb_finish(&b);
}

static obj *dec_value(struct json_dec *d, size_t *pos);

static bool dec_enter(struct json_dec *d, const char *what)
{
    if (!vm_stack_ok())
        return false;
    if (vm->depth + d->depth + JSON_FRAMES >= vm->max_depth) {
        exc_raise(&exc_RecursionError,
                  "maximum recursion depth exceeded while decoding a JSON %s from a unicode "
                  "string",
                  what);
        return false;
    }
    if (!vm_charge(1)) {
        vm_ops_exceeded();
        return false;
    }
    d->depth++;
    return true;
}

static obj *dec_object(struct json_dec *d, size_t *pos)
{
    if (!dec_enter(d, "object"))
        return NULL;
    size_t i = dec_ws(d, *pos + 1);
    obj *pairs = d->pairs_hook ? list_new(0) : NULL;
    obj *dict = d->pairs_hook ? NULL : dict_new();
    obj *result = NULL;
    if (!pairs && !dict)
        goto out;
    if (i < d->len && d->s[i] == '}') {
        i++;
    } else {
        for (;;) {
            if (i >= d->len || d->s[i] != '"') {
                json_fail(d->doc, "Expecting property name enclosed in double quotes", i);
                goto out;
            }
            obj *key = dec_string(d, &i);
            if (!key)
                goto out;
            i = dec_ws(d, i);
            if (i >= d->len || d->s[i] != ':') {
                decref(key);
                json_fail(d->doc, "Expecting ':' delimiter", i);
                goto out;
            }
            i = dec_ws(d, i + 1);
            obj *val = dec_value(d, &i);
            if (!val) {
                decref(key);
                goto out;
            }
            int rc;
            if (pairs) {
                obj *t = tuple_pack(2, key, val);
                rc = t ? list_append_steal(pairs, t) : -1;
            } else {
                rc = dict_set(dict, key, val);
            }
            decref(key);
            decref(val);
            if (rc < 0)
                goto out;
            i = dec_ws(d, i);
            if (i < d->len && d->s[i] == '}') {
                i++;
                break;
            }
            if (i >= d->len || d->s[i] != ',') {
                json_fail(d->doc, "Expecting ',' delimiter", i);
                goto out;
            }
            i = dec_ws(d, i + 1);
        }
    }
    *pos = i;
    if (pairs)
        result = op_call1(d->pairs_hook, pairs);
    else if (d->object_hook)
        result = op_call1(d->object_hook, dict);
    else
        result = incref(dict);
out:
    xdecref(pairs);
    xdecref(dict);
    d->depth--;
    return result;
}

static obj *dec_array(struct json_dec *d, size_t *pos)
{
    if (!dec_enter(d, "array"))
        return NULL;
    size_t i = dec_ws(d, *pos + 1);
    obj *l = list_new(0);
    if (l && i < d->len && d->s[i] == ']') {
        *pos = i + 1;
        d->depth--;
        return l;
    }
    while (l) {
        obj *v = dec_value(d, &i);
        if (!v || list_append_steal(l, v) < 0) {
            CLEAR(l);
            break;
        }
        i = dec_ws(d, i);
        if (i < d->len && d->s[i] == ']') {
            *pos = i + 1;
            break;
        }
        if (i >= d->len || d->s[i] != ',') {
            json_fail(d->doc, "Expecting ',' delimiter", i);
            CLEAR(l);
            break;
        }
        i = dec_ws(d, i + 1);
    }
    d->depth--;
    return l;
}

static obj *dec_constant(struct json_dec *d, const char *name, double v)
{
    if (d->parse_constant) {
        obj *s = str_new_cstr(name);
        obj *r = s ? op_call1(d->parse_constant, s) : NULL;
        xdecref(s);
        return r;
    }
    return float_new(v);
}

static obj *dec_number(struct json_dec *d, size_t *pos)
{
    const char *s = d->s;
    size_t start = *pos, i = start;
    if (i < d->len && s[i] == '-')
        i++;
    if (i < d->len && s[i] >= '1' && s[i] <= '9') {
        while (i < d->len && s[i] >= '0' && s[i] <= '9')
            i++;
    } else if (i < d->len && s[i] == '0') {
        i++;
    } else {
        return json_fail(d->doc, "Expecting value", start);
    }
    bool is_float = false;
    if (i + 1 < d->len && s[i] == '.' && s[i + 1] >= '0' && s[i + 1] <= '9') {
        is_float = true;
        i += 2;
        while (i < d->len && s[i] >= '0' && s[i] <= '9')
            i++;
    }
    if (i < d->len && (s[i] == 'e' || s[i] == 'E')) {
        size_t e = i + 1;
        if (e < d->len && (s[e] == '+' || s[e] == '-'))
            e++;
        size_t digits = e;
        while (e < d->len && s[e] >= '0' && s[e] <= '9')
            e++;
        if (e > digits) { /* otherwise the 'e' is not part of the number */
            is_float = true;
            i = e;
        }
    }
    *pos = i;
    obj *hook = is_float ? d->parse_float : d->parse_int;
    if (hook) {
        obj *t = str_new(s + start, i - start);
        obj *r = t ? op_call1(hook, t) : NULL;
        xdecref(t);
        return r;
    }
    if (!is_float)
        return int_from_string(s + start, i - start, 10, false);
    double v;
    if (fmt_parse_float(s + start, i - start, &v) < 0)
        return exc_raise(&exc_ValueError, "could not convert string to float");
    return float_new(v);
}

/* The words a value may be. NaN and the infinities (value NULL) are CPython's extension:
 * parse_constant, when given, turns them into objects, else they are floats. */
static const struct {
    const char *word;
    obj *value;
    double constant;
} dec_words[] = {
    {"null", NONE},     {"true", TRUE_OBJ},           {"false", FALSE_OBJ},
    {"NaN", NULL, NAN}, {"Infinity", NULL, INFINITY}, {"-Infinity", NULL, -INFINITY},
};

static obj *dec_value(struct json_dec *d, size_t *pos)
{
    size_t i = *pos;
    if (i >= d->len)
        return json_fail(d->doc, "Expecting value", i);
    switch (d->s[i]) {
    case '"':
        return dec_string(d, pos);
    case '{':
        return dec_object(d, pos);
    case '[':
        return dec_array(d, pos);
    }
    for (size_t k = 0; k < sizeof dec_words / sizeof dec_words[0]; k++) {
        const char *w = dec_words[k].word;
        size_t n = strlen(w);
        if (i + n <= d->len && !memcmp(d->s + i, w, n)) {
            *pos = i + n;
            return dec_words[k].value ? dec_words[k].value
                                      : dec_constant(d, w, dec_words[k].constant);
        }
    }
    if (d->s[i] == '-' || (d->s[i] >= '0' && d->s[i] <= '9'))
        return dec_number(d, pos);
    return json_fail(d->doc, "Expecting value", i);
}

/* Decodes the document from code point idx. raw: raw_decode's rules (no leading whitespace,
 * trailing text allowed, *end_cp gets where the value ended). */
static obj *json_decode(obj *doc, obj **hooks, bool strict, size_t idx, bool raw, size_t *end_cp)
{
    struct json_dec d = {
        .doc = doc,
        .s = str_cstr(doc),
        .len = str_len(doc),
        .object_hook = hooks[0],
        .parse_float = hooks[1],
        .parse_int = hooks[2],
        .parse_constant = hooks[3],
        .pairs_hook = hooks[4],
        .strict = strict,
    };
    if (!raw && d.len >= 3 && !memcmp(d.s, "\xEF\xBB\xBF", 3))
        return json_fail(doc, "Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
    if (!vm_charge(d.len / 8)) /* parsing costs a few ns per byte */
        return vm_ops_exceeded();
    size_t i = str_cp_offset(doc, idx);
    if (!raw)
        i = dec_ws(&d, i);
    obj *v = dec_value(&d, &i);
    if (!v)
        return NULL;
    if (raw) {
        *end_cp = json_cp_index(doc, i);
        return v;
    }
    i = dec_ws(&d, i);
    if (i != d.len) {
        decref(v);
        return json_fail(doc, "Extra data", i);
    }
    return v;
}

/* The document as a str: bytes are UTF-8 (a BOM is dropped, as detect_encoding does). */
static obj *json_doc(obj *s)
{
    if (is_str(s))
        return incref(s);
    if (type_of(s) == &type_bytes) {
        struct bytes_obj *b = AS(bytes_obj, s);
        const char *p = (const char *)b->data;
        size_t n = b->len;
        if (n >= 3 && !memcmp(p, "\xEF\xBB\xBF", 3)) {
            p += 3;
            n -= 3;
        }
        if (!utf8_valid(p, n))
            return exc_raise(&exc_UnicodeDecodeError, "'utf-8' codec can't decode bytes");
        return str_new(p, n);
    }
    return exc_raise(&exc_TypeError, "the JSON object must be str, bytes or bytearray, not %s",
                     op_type_name(s));
}

/* a[] indexed by LA_*; a[LA_DOC] is the document */
static obj *json_loads_with(obj **a, size_t idx, bool raw, size_t *end_cp)
{
    obj *doc = json_doc(a[LA_DOC]);
    if (!doc)
        return NULL;
    obj *hooks[5]; /* object_hook, parse_float, parse_int, parse_constant, pairs_hook */
    for (int k = 0; k < 5; k++) {
        obj *h = a[LA_OBJECT_HOOK + k];
        hooks[k] = h && h != NONE ? h : NULL;
    }
    bool strict = true;
    obj *r = libflag_read(a[LA_STRICT], true, &strict)
                 ? json_decode(doc, hooks, strict, idx, raw, end_cp)
                 : NULL;
    decref(doc);
    return r;
}

static obj *json_loads_a(obj **a)
{
    if (a[LA_CLS] && a[LA_CLS] != NONE) {
        return json_via_cls(a[LA_CLS], json_loads_names, a, LA_OBJECT_HOOK, LA_STRICT, "decode",
                            a[LA_DOC]);
    }
    return json_loads_with(a, 0, false, NULL);
}

/* loads(s, **options) and load(fp, **options), bound by their signatures in json_funcs:
 * ARGS holds every parameter, NULL where absent (load's messages call fp "s") */
static obj *json_loads(obj **args, size_t nargs, obj *kw)
{
    obj *a[LA_COUNT];
    memcpy(a, args, sizeof a);
    return json_loads_a(a);
}

/* load(fp, ...): loads' parameters, the file in place of the document */
static const char *const json_load_names[] = {"fp",
                                              "cls",
                                              "object_hook",
                                              "parse_float",
                                              "parse_int",
                                              "parse_constant",
                                              "object_pairs_hook",
                                              "strict",
                                              NULL};

static obj *json_load(obj **args, size_t nargs, obj *kw)
{
    obj *a[LA_COUNT];
    memcpy(a, args, sizeof a);
    obj *text = op_call_method(a[LA_DOC], "read", NULL, 0);
    if (!text)
        return NULL;
    a[LA_DOC] = text;
    obj *r = json_loads_a(a);
    decref(text);
    return r;
}

static obj *jdec_m_decode(obj **args, size_t nargs, obj *kw)
{
    obj *a[LA_COUNT];
    memcpy(a, ((struct json_options *)args[0])->opt, sizeof a);
    a[LA_DOC] = args[1];
    if (!is_str(args[1]))
        return exc_raise(&exc_TypeError, "expected string or buffer");
    return json_loads_with(a, 0, false, NULL);
}

static obj *jdec_m_raw_decode(obj **args, size_t nargs, obj *kw)
{
    obj **p = args; /* self, s, idx (NULL when absent) */
    obj *a[LA_COUNT];
    memcpy(a, ((struct json_options *)args[0])->opt, sizeof a);
    a[LA_DOC] = p[1];
    if (!is_str(p[1]))
        return exc_raise(&exc_TypeError, "first argument must be a string, not %s",
                         op_type_name(p[1]));
    int64_t idx = 0;
    if (p[2] && (!is_int(p[2]) || !int_to_i64(p[2], &idx)))
        return exc_raise(&exc_TypeError, "idx must be an int");
    if (idx < 0 || (uint64_t)idx > AS(str_obj, p[1])->cplen)
        return exc_raise(&exc_StopIteration, "%lld", (long long)idx);
    size_t end = 0;
    obj *v = json_loads_with(a, (size_t)idx, true, &end);
    if (!v)
        return NULL;
    obj *e = int_from_i64((int64_t)end);
    obj *r = e ? tuple_pack(2, v, e) : NULL;
    decref(v);
    xdecref(e);
    return r;
}

static const struct method_def jdec_methods[] = {
    /* CPython's decode(s, _w=WHITESPACE.match): a second argument is its _w */
    {"decode", jdec_m_decode, 0, PA_SIG_PY(1, 1, NULL, "s")},
    {"raw_decode", jdec_m_raw_decode, 0, PA_SIG_PY(1, 2, NULL, "s", "idx")},
    {NULL},
};

static struct type json_type_decoder = {
    .name = "JSONDecoder",
    .flags = TF_BASETYPE | TF_NATIVE_BASE,
    .methods = jdec_methods,
    .traverse = json_options_traverse,
    .construct = json_options_construct,
    .construct_sig = &(const struct pyargs_sig){"JSONDecoder.__init__", json_loads_names + 1, 0, 0,
                                                false, PA_PY, NULL},
};

static const struct method_def json_funcs[] = {
    {"dumps", json_dumps, 0,
     &(const struct pyargs_sig){NULL, json_dumps_names, 1, 1, false, PA_PY}},
    {"dump", json_dump, 0, &(const struct pyargs_sig){NULL, json_dump_names, 2, 2, false, PA_PY}},
    {"loads", json_loads, 0,
     &(const struct pyargs_sig){NULL, json_loads_names, 1, 1, false, PA_PY}},
    {"load", json_load, 0, &(const struct pyargs_sig){NULL, json_load_names, 1, 1, false, PA_PY}},
    {NULL},
};

const struct module_def mod_json = {
    .name = "json",
    .functions = json_funcs,
    .types = (const struct module_type[]){{&json_type_decode_error, true, "json.decoder"},
                                          {&json_type_encoder, true, "json.encoder"},
                                          {&json_type_decoder, true, "json.decoder"},
                                          {NULL}},
};
