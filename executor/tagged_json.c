/* executor/tagged_json.c: conversion between Python values and tagged JSON. The shapes
 * follow smolagents' SafeSerializer so that a host can pass what it gets straight to
 * SafeSerializer.from_json_safe: list and str-keyed dict as plain JSON; tuple, set,
 * frozenset and dicts with other keys tagged; complex as {"real", "imag"}; datetime, date
 * and time as ISO text, timedelta as total_seconds, Decimal as text, a dataclass instance
 * as its fields; ints beyond 64 bits and non-finite floats as their text; an instance of a
 * snippet's class as its class name, repr, str and attributes ("object"). Anything else is
 * its repr, tagged "repr", where SafeSerializer would fall back to pickle. */
#include <math.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/tagged_json.h"
#include "executor/core/vm.h"

static json_t *to_json(obj *o, int depth);


static json_t *tagged(const char *type, json_t *value)
{
    json_t *j = json_object();
    json_object_set_new(j, "__type__", json_string(type));
    json_object_set_new(j, "value", value);
    return j;
}

static json_t *items_json(obj *iterable, int depth)
{
    json_t *a = json_array();
    obj *it = op_iter(iterable);
    if (!it) {
        exc_clear();
        return a;
    }
    obj *x;
    while ((x = op_next(it))) {
        json_array_append_new(a, to_json(x, depth + 1));
        decref(x);
    }
    exc_clear();
    decref(it);
    return a;
}

/* str data may hold lone surrogates in CPython; ours is valid UTF-8 by construction */
static json_t *text(obj *s)
{
    json_t *j = json_stringn(str_cstr(s), str_len(s));
    return j ? j : json_string("");
}

/* An instance of a class the snippet defined, where LocalPythonExecutor hands the host
 * the object itself: its class's name, its repr and str as the jail makes them, and its
 * instance attributes converted by these same rules. The host rebuilds an object that
 * prints and compares like it (warden_client's JailObject). */
static json_t *object_json(obj *o, struct type *t, int depth)
{
    json_t *j = json_object();
    json_object_set_new(j, "__type__", json_string("object"));
    json_object_set_new(j, "class", text(t->qualname ? t->qualname : t->name_obj));
    obj *r = op_repr(o);
    json_object_set_new(j, "repr", r ? text(r) : json_string("<repr failed>"));
    xdecref(r);
    exc_clear();
    obj *s = op_str(o);
    json_object_set_new(j, "str", s ? text(s) : json_string("<str failed>"));
    xdecref(s);
    exc_clear();
    json_t *attrs = json_object();
    obj *d = instance_dict(o);
    size_t pos = 0;
    obj *k, *v;
    while (d && dict_next(d, &pos, &k, &v))
        if (is_exact_str(k))
            json_object_setn_new(attrs, str_cstr(k), str_len(k), to_json(v, depth + 1));
    json_object_set_new(j, "attrs", attrs);
    return j;
}

/* The module types SafeSerializer also writes: datetime, date and time as ISO text,
 * timedelta as total_seconds, Decimal as its text, a dataclass instance as its fields.
 * NULL: not one of them (or its method failed). */
static json_t *module_value_json(obj *o, struct type *t, int depth)
{
    static const char *const iso[] = {"datetime.datetime", "datetime.date", "datetime.time"};
    for (size_t i = 0; i < 3; i++)
        if (!strcmp(t->name, iso[i])) {
            obj *s = op_call_method(o, "isoformat", NULL, 0);
            json_t *j = s && is_str(s) ? tagged(iso[i] + 9, text(s)) : NULL;
            xdecref(s);
            exc_clear();
            return j;
        }
    if (!strcmp(t->name, "datetime.timedelta")) {
        obj *secs = op_call_method(o, "total_seconds", NULL, 0);
        double d;
        json_t *j = NULL;
        if (secs && float_coerce(secs, &d)) {
            j = json_object();
            json_object_set_new(j, "__type__", json_string("timedelta"));
            json_object_set_new(j, "total_seconds", json_real(d));
        }
        xdecref(secs);
        exc_clear();
        return j;
    }
    if (!strcmp(t->name, "decimal.Decimal")) {
        obj *s = op_str(o);
        json_t *j = s ? tagged("Decimal", text(s)) : NULL;
        xdecref(s);
        exc_clear();
        return j;
    }
    obj *fields = (t->flags & TF_HEAP) ? type_lookup_cstr(t, "__dataclass_fields__") : NULL;
    if (fields && is_dict(fields)) {
        json_t *data = json_object();
        size_t pos = 0;
        obj *k, *v;
        while (dict_next(fields, &pos, &k, &v)) {
            if (!is_str(k))
                continue;
            obj *fv = op_getattr(o, k);
            json_object_setn_new(data, str_cstr(k), str_len(k),
                                 fv ? to_json(fv, depth + 1) : json_null());
            xdecref(fv);
            exc_clear();
        }
        json_t *j = tagged("dataclass", data);
        json_object_set_new(j, "class_name", json_string(t->name));
        json_object_set_new(j, "module",
                            t->module_name ? text(t->module_name) : json_string("__main__"));
        return j;
    }
    return NULL;
}

static json_t *to_json(obj *o, int depth)
{
    if (depth > LIMIT_TAGGED_JSON_DEPTH || o == NONE)
        return json_null();
    if (o == TRUE_OBJ || o == FALSE_OBJ)
        return json_boolean(o == TRUE_OBJ);
    struct type *t = type_of(o);
    if (t == &type_int) {
        int64_t v;
        if (int_to_i64(o, &v))
            return json_integer(v);
        obj *s = int_to_base(o, 10, false);
        json_t *j = tagged("int", s ? text(s) : json_string("0"));
        xdecref(s);
        exc_clear();
        return j;
    }
    if (t == &type_float) {
        double d = float_val(o);
        if (isfinite(d))
            return json_real(d);
        return tagged("float", json_string(isnan(d) ? "nan" : d > 0 ? "inf" : "-inf"));
    }
    if (t == &type_str)
        return text(o);
    if (t == &type_list)
        return items_json(o, depth);
    if (t == &type_tuple)
        return tagged("tuple", items_json(o, depth));
    if (t == &type_set)
        return tagged("set", items_json(o, depth));
    if (t == &type_frozenset)
        return tagged("frozenset", items_json(o, depth));
    if (t == &type_complex) {
        json_t *j = json_object();
        json_object_set_new(j, "__type__", json_string("complex"));
        json_object_set_new(j, "real", json_real(AS(complex_obj, o)->re));
        json_object_set_new(j, "imag", json_real(AS(complex_obj, o)->im));
        return j;
    }
    if (t == &type_bytes) {
        obj *r = bytes_repr(o);
        json_t *j = tagged("bytes", r ? text(r) : json_string("b''"));
        xdecref(r);
        exc_clear();
        return j;
    }
    if (t == &type_dict) {
        bool simple = true;
        size_t pos = 0;
        obj *k, *v;
        while (dict_next(o, &pos, &k, &v))
            if (!is_exact_str(k))
                simple = false;
        pos = 0;
        if (simple) {
            json_t *j = json_object();
            while (dict_next(o, &pos, &k, &v))
                json_object_setn_new(j, str_cstr(k), str_len(k), to_json(v, depth + 1));
            return j;
        }
        json_t *pairs = json_array();
        while (dict_next(o, &pos, &k, &v)) {
            json_t *p = json_array();
            json_array_append_new(p, to_json(k, depth + 1));
            json_array_append_new(p, to_json(v, depth + 1));
            json_array_append_new(pairs, p);
        }
        return tagged("dict_with_complex_keys", pairs);
    }
    if (t == &type_handle) { /* back to the host as the handle it sent */
        obj *r = op_repr(o);
        json_t *h = json_object();
        json_object_set_new(h, "__type__", json_string("handle"));
        json_object_set_new(h, "id", text(handle_id(o)));
        json_object_set_new(h, "repr", r ? text(r) : json_string(""));
        xdecref(r);
        exc_clear();
        return h;
    }
    json_t *j = module_value_json(o, t, depth);
    if (j)
        return j;
    if ((t->flags & TF_HEAP) && !(t->flags & (TF_EXCEPTION | TF_BUILTIN_BASE)))
        return object_json(o, t, depth);
    obj *r = op_repr(o);
    j = tagged("repr", r ? text(r) : json_string("<repr failed>"));
    xdecref(r);
    exc_clear();
    return j;
}

json_t *tagged_from_obj(obj *o)
{
    return to_json(o, 0);
}

/* ---- tagged JSON to values ---- */
static int base64_value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == '-')
        return 62;
    if (c == '/' || c == '_')
        return 63;
    return -1;
}

static obj *bytes_from_base64(const char *s, size_t len)
{
    unsigned char *buf = mem_alloc(len / 4 * 3 + 3);
    if (!buf)
        return NULL;
    size_t n = 0;
    uint32_t acc = 0;
    int bits = 0;
    for (size_t i = 0; i < len && s[i] != '='; i++) {
        int v = base64_value(s[i]);
        if (v < 0) {
            mem_free(buf);
            return exc_raise(&exc_ValueError, "bytes value is not valid base64");
        }
        acc = acc << 6 | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            buf[n++] = (unsigned char)(acc >> bits);
        }
    }
    obj *b = bytes_new(buf, n);
    mem_free(buf);
    return b;
}

static obj *from_json(json_t *j, int depth);

static obj *from_tagged(json_t *j, const char *t, int depth)
{
    if (!strcmp(t, "handle")) {
        json_t *id = json_object_get(j, "id"), *rp = json_object_get(j, "repr");
        if (!json_is_string(id))
            return exc_raise(&exc_ValueError, "handle value needs a string 'id'");
        obj *i = str_new(json_string_value(id), json_string_length(id));
        obj *r = !i ? NULL
                 : json_is_string(rp) ? str_new(json_string_value(rp), json_string_length(rp))
                                      : str_from_fmt("<handle %s>", json_string_value(id));
        obj *h = r ? handle_new(i, r) : NULL;
        xdecref(i);
        xdecref(r);
        return h;
    }
    json_t *val = json_object_get(j, "value");
    bool data = !val && (val = json_object_get(j, "data")) != NULL;
    if (!strcmp(t, "complex")) {
        json_t *re = json_object_get(j, "real"), *im = json_object_get(j, "imag");
        if (!json_is_number(re) || !json_is_number(im))
            return exc_raise(&exc_ValueError, "complex value needs numbers 'real' and 'imag'");
        return complex_new(json_number_value(re), json_number_value(im));
    }
    if (!strcmp(t, "timedelta")) {
        json_t *secs = json_object_get(j, "total_seconds");
        if (!json_is_number(secs))
            return exc_raise(&exc_ValueError, "timedelta value needs a number 'total_seconds'");
        obj *m = import_native("datetime");
        obj *cls = m ? op_getattr_cstr(m, "timedelta") : NULL;
        obj *n = cls ? float_new(json_number_value(secs)) : NULL;
        obj *kw = n ? tuple_pack(1, str_intern("seconds", 7)) : NULL;
        obj *r = kw ? op_call(cls, &n, 0, kw) : NULL;
        xdecref(m);
        xdecref(cls);
        xdecref(n);
        xdecref(kw);
        return r;
    }
    if (!val)
        return exc_raise(&exc_ValueError, "tagged value of type '%s' has no value", t);
    static const struct {
        const char *tag, *module, *cls, *ctor;
    } text_types[] = {
        {"datetime", "datetime", "datetime", "fromisoformat"},
        {"date", "datetime", "date", "fromisoformat"},
        {"time", "datetime", "time", "fromisoformat"},
        {"Decimal", "decimal", "Decimal", NULL},
    };
    for (size_t i = 0; i < sizeof text_types / sizeof text_types[0]; i++) {
        if (strcmp(t, text_types[i].tag))
            continue;
        if (!json_is_string(val))
            return exc_raise(&exc_ValueError, "%s value must be a string", t);
        obj *m = import_native(text_types[i].module);
        obj *cls = m ? op_getattr_cstr(m, text_types[i].cls) : NULL;
        obj *f = cls && text_types[i].ctor ? op_getattr_cstr(cls, text_types[i].ctor)
                                           : (cls ? incref(cls) : NULL);
        obj *arg = f ? str_new(json_string_value(val), json_string_length(val)) : NULL;
        obj *r = arg ? op_call1(f, arg) : NULL;
        xdecref(m);
        xdecref(cls);
        xdecref(f);
        xdecref(arg);
        return r;
    }
    if (!strcmp(t, "dataclass")) {
        /* as SafeSerializer: the class is not here, its fields come back as a dict */
        obj *d = json_is_object(val) ? from_json(val, depth + 1) : NULL;
        if (!d)
            return vm->exc ? NULL : exc_raise(&exc_ValueError, "dataclass value must be an object");
        json_t *cn = json_object_get(j, "class_name"), *mn = json_object_get(j, "module");
        obj *r = dict_new();
        if (r && json_is_string(cn) &&
            dict_set_cstr(r, "__dataclass__", str_new_cstr(json_string_value(cn))) < 0)
            CLEAR(r);
        if (r && json_is_string(mn) &&
            dict_set_cstr(r, "__module__", str_new_cstr(json_string_value(mn))) < 0)
            CLEAR(r);
        if (r && dict_update(r, d) < 0)
            CLEAR(r);
        decref(d);
        return r;
    }
    if (!strcmp(t, "bytes")) {
        if (!json_is_string(val))
            return exc_raise(&exc_ValueError, "bytes value must be a string");
        if (data)
            return bytes_from_base64(json_string_value(val), json_string_length(val));
        return bytes_new(json_string_value(val), json_string_length(val));
    }
    if (!strcmp(t, "int") || !strcmp(t, "float")) {
        if (!json_is_string(val))
            return from_json(val, depth + 1);
        const char *s = json_string_value(val);
        if (t[0] == 'i')
            return int_from_string(s, json_string_length(val), 10, false);
        if (!strcmp(s, "nan"))
            return float_new(NAN);
        if (!strcmp(s, "inf") || !strcmp(s, "-inf"))
            return float_new(s[0] == '-' ? -INFINITY : INFINITY);
        return exc_raise(&exc_ValueError, "float value '%s' is not nan, inf or -inf", s);
    }
    obj *inner = from_json(val, depth + 1);
    if (!inner)
        return NULL;
    obj *r;
    if (!strcmp(t, "tuple")) {
        r = tuple_from_iter(inner);
    } else if (!strcmp(t, "set") || !strcmp(t, "frozenset")) {
        r = set_new(t[0] == 's' ? &type_set : &type_frozenset);
        if (r && set_update(r, inner) < 0)
            CLEAR(r);
    } else if (!strcmp(t, "dict_with_complex_keys")) {
        r = dict_new();
        if (r && dict_update(r, inner) < 0)
            CLEAR(r);
    } else {
        /* "repr" and types this side does not know: the value itself */
        r = incref(inner);
    }
    decref(inner);
    return r;
}

static obj *from_json(json_t *j, int depth)
{
    if (depth > LIMIT_TAGGED_JSON_DEPTH)
        return exc_raise(&exc_ValueError, "JSON value nested too deeply");
    switch (json_typeof(j)) {
    case JSON_NULL:
        return NONE;
    case JSON_TRUE:
        return TRUE_OBJ;
    case JSON_FALSE:
        return FALSE_OBJ;
    case JSON_INTEGER:
        return int_from_i64(json_integer_value(j));
    case JSON_REAL:
        return float_new(json_real_value(j));
    case JSON_STRING:
        return str_new(json_string_value(j), json_string_length(j));
    case JSON_ARRAY: {
        obj *l = list_new(0);
        size_t i;
        json_t *v;
        json_array_foreach(j, i, v)
        {
            if (!l || list_append_steal(l, from_json(v, depth + 1)) < 0) {
                xdecref(l);
                return NULL;
            }
        }
        return l;
    }
    case JSON_OBJECT: {
        json_t *tag = json_object_get(j, "__type__");
        if (tag && json_is_string(tag))
            return from_tagged(j, json_string_value(tag), depth);
        obj *d = dict_new();
        if (!d)
            return NULL;
        const char *k;
        json_t *v;
        json_object_foreach(j, k, v)
        {
            if (dict_set_cstr(d, k, from_json(v, depth + 1)) < 0) {
                decref(d);
                return NULL;
            }
        }
        return d;
    }
    }
    return NONE;
}

obj *tagged_to_obj(json_t *j)
{
    return from_json(j, 0);
}
