/* executor/tagged_json.c: conversion between Python values and tagged JSON. The shapes
 * follow smolagents' SafeSerializer so that a host can pass what it gets straight to
 * SafeSerializer.from_json_safe: list and str-keyed dict as plain JSON; tuple, set,
 * frozenset and dicts with other keys tagged; complex as {"real", "imag"}; ints beyond
 * 64 bits and non-finite floats as their text. Anything else is its repr, tagged "repr",
 * where SafeSerializer would fall back to pickle. */
#include <math.h>
#include <string.h>

#include "executor/ops.h"
#include "executor/tagged_json.h"
#include "executor/vm.h"

/* Nesting beyond this becomes null: the JSON is for a reader, not a faithful copy, and
 * self-containing lists (l.append(l)) must end. */
#define TAGGED_MAX_DEPTH 100

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

static json_t *to_json(obj *o, int depth)
{
    if (depth > TAGGED_MAX_DEPTH || o == NONE)
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
    obj *r = op_repr(o);
    json_t *j = tagged("repr", r ? text(r) : json_string("<repr failed>"));
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
    json_t *val = json_object_get(j, "value");
    bool data = !val && (val = json_object_get(j, "data")) != NULL;
    if (!strcmp(t, "complex")) {
        json_t *re = json_object_get(j, "real"), *im = json_object_get(j, "imag");
        if (!json_is_number(re) || !json_is_number(im))
            return exc_raise(&exc_ValueError, "complex value needs numbers 'real' and 'imag'");
        return complex_new(json_number_value(re), json_number_value(im));
    }
    if (!val)
        return exc_raise(&exc_ValueError, "tagged value of type '%s' has no value", t);
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
    if (depth > TAGGED_MAX_DEPTH)
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
            obj *val = from_json(v, depth + 1);
            obj *key = val ? str_new_cstr(k) : NULL;
            int rc = key ? dict_set(d, key, val) : -1;
            xdecref(val);
            xdecref(key);
            if (rc < 0) {
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
