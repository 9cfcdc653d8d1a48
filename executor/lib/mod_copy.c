/* executor/lib/mod_copy.c: the copy module: copy and deepcopy with a memo (a dict keyed by
 * id(), as in CPython, so that user __deepcopy__(memo) methods can pass it on and cycles
 * are copied as cycles). Atoms (numbers, strings, functions, classes) are returned as they
 * are, so copying never hands out anything the snippet did not already have. Objects the
 * executor cannot rebuild (modules, generators, iterators) raise CPython's TypeError.
 * Deep copies recurse on the C stack: vm_stack_ok turns very deep data into RecursionError. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_class.h"

static obj *deep(obj *x, obj *memo);

static bool is_atomic(obj *x)
{
    if (is_small(x) || is_type_obj(x))
        return true;
    struct type *t = x->type;
    return t == &type_none || t == &type_int || t == &type_bool || t == &type_float ||
           t == &type_complex || t == &type_str || t == &type_bytes || t == &type_range ||
           t == &type_builtin || t == &type_function || t == &type_ellipsis || t == &type_notimpl ||
           t == &type_property;
}

static obj *cannot_copy(obj *x)
{
    return exc_raise(&exc_TypeError, "cannot pickle '%s' object", op_type_name(x));
}

static obj *id_of(obj *x)
{
    return int_from_i64((int64_t)((uintptr_t)x >> 1)); /* the value id() gives */
}

/* A plain instance of a class defined by the snippet (not an exception, no builtin base). */
static bool is_plain_instance(obj *x)
{
    struct type *t = type_of(x);
    return (t->flags & TF_HEAP) && !(t->flags & TF_EXCEPTION) && t->base_type == &type_object;
}

/* Namedtuple classes: tuple layout, made at run time by collections.namedtuple. */
static bool is_tuple_subclass(obj *x)
{
    struct type *t = type_of(x);
    return t != &type_tuple && !(t->flags & TF_HEAP) && type_is_subtype(t, &type_tuple);
}

/* The same class, without running __init__ (CPython's copyreg.__newobj__). */
static obj *blank_instance(struct type *t)
{
    obj *y = obj_alloc(t, t->instance_size);
    if (y)
        AS(instance_obj, y)->dict = NULL;
    return y;
}

/* __getstate__ if the class defines one, else a copy of the instance dict (or None) */
static obj *get_state(obj *x)
{
    obj *s;
    if (op_call_special(x, "__getstate__", NULL, &s))
        return s;
    obj *d = AS(instance_obj, x)->dict;
    return d ? dict_copy(d) : incref(NONE);
}

/* __setstate__(state) if defined, else the state dict becomes the instance dict */
static int set_state(obj *y, obj *state)
{
    obj *r;
    if (op_call_special(y, "__setstate__", state, &r)) {
        xdecref(r);
        return r ? 0 : -1;
    }
    if (state == NONE)
        return 0;
    if (!is_dict(state)) {
        exc_raise(&exc_TypeError, "state is not a dictionary");
        return -1;
    }
    obj **slot = &AS(instance_obj, y)->dict;
    if (!*slot && !(*slot = dict_new()))
        return -1;
    return dict_update(*slot, state);
}

static obj *copy_exception(obj *x, obj *memo)
{
    struct exc_obj *e = AS(exc_obj, x);
    obj *args = memo ? deep(e->args, memo) : incref(e->args);
    if (!args)
        return NULL;
    obj *y = exc_new(x->type, AS(tuple_obj, args)->items, AS(tuple_obj, args)->len);
    decref(args);
    if (y && e->dict) {
        obj *d = memo ? deep(e->dict, memo) : dict_copy(e->dict);
        if (!d)
            CLEAR(y);
        else
            AS(exc_obj, y)->dict = d;
    }
    return y;
}

/* ---- the memo of deepcopy, and instances of the snippet's classes (both copies) ---- */
static int memo_put(obj *memo, obj *x, obj *y)
{
    obj *k = id_of(x);
    int rc = k ? dict_set(memo, k, y) : -1;
    xdecref(k);
    if (rc < 0)
        return -1;
    /* keep x alive while the memo lives, so that its id is not reused (CPython's _keep_alive) */
    obj *mk = id_of(memo);
    if (!mk)
        return -1;
    obj *keep = dict_get(memo, mk);
    if (!keep) {
        keep = list_new(0);
        rc = keep ? dict_set(memo, mk, keep) : -1;
        xdecref(keep);
    } else {
        rc = is_list(keep) ? 0 : -1;
        if (rc < 0)
            exc_raise(&exc_TypeError, "memo is corrupt");
    }
    decref(mk);
    return rc < 0 ? -1 : list_append(keep, x);
}

/* An instance of a snippet's class: its __copy__() (MEMO NULL) or __deepcopy__(memo), or
 * else a blank instance of its class given its state, copied deeply with a MEMO. */
static obj *copy_instance(obj *x, obj *memo)
{
    obj *r;
    if (op_call_special(x, memo ? "__deepcopy__" : "__copy__", memo, &r))
        return r;
    obj *y = blank_instance(x->type);
    /* registered first: the state may reach x again */
    if (!y || (memo && memo_put(memo, x, y) < 0)) {
        xdecref(y);
        return NULL;
    }
    obj *state = get_state(x);
    obj *s = state && memo ? deep(state, memo) : state ? incref(state) : NULL;
    xdecref(state);
    int rc = s ? set_state(y, s) : -1;
    xdecref(s);
    if (rc < 0)
        CLEAR(y);
    return y;
}

/* ---- copy.copy ---- */
static obj *shallow(obj *x)
{
    if (is_atomic(x))
        return incref(x);
    struct type *t = x->type;
    if (t == &type_tuple || t == &type_frozenset || t == &type_slice)
        return incref(x);
    if (t == &type_list)
        return list_from_iter(x);
    if (t == &type_dict)
        return dict_copy(x);
    if (t == &type_set) {
        obj *y = set_new(&type_set);
        if (y && set_update(y, x) < 0)
            CLEAR(y);
        return y;
    }
    if (t == &type_method)
        return incref(x);
    if (is_tuple_subclass(x))
        return op_call((obj *)t, AS(tuple_obj, x)->items, AS(tuple_obj, x)->len, NULL);
    if (t->flags & TF_EXCEPTION)
        return copy_exception(x, NULL);
    if (is_plain_instance(x))
        return copy_instance(x, NULL);
    /* native containers of the modules (deque, Counter, OrderedDict, ...) copy themselves */
    if (!(t->flags & TF_HEAP) && type_lookup_cstr(t, "copy"))
        return op_call_method(x, "copy", NULL, 0);
    return cannot_copy(x);
}

/* ---- copy.deepcopy ---- */
static obj *deep_items_into_dict(obj *x, obj *y, obj *memo)
{
    obj *snapshot = dict_copy(x);
    if (!snapshot)
        return NULL;
    size_t pos = 0;
    obj *k, *v;
    while (dict_next(snapshot, &pos, &k, &v)) {
        obj *dk = deep(k, memo);
        obj *dv = dk ? deep(v, memo) : NULL;
        int rc = dv ? op_setitem(y, dk, dv) : -1;
        xdecref(dk);
        xdecref(dv);
        if (rc < 0) {
            decref(snapshot);
            return NULL;
        }
    }
    decref(snapshot);
    return y;
}

static obj *deep_new(obj *x, obj *memo)
{
    struct type *t = x->type;
    if (t == &type_list) {
        obj *y = list_new(0);
        if (!y || memo_put(memo, x, y) < 0)
            goto fail_y;
        for (size_t i = 0; i < AS(list_obj, x)->len; i++) {
            obj *item = incref(AS(list_obj, x)->items[i]);
            obj *c = deep(item, memo);
            decref(item);
            if (list_append_steal(y, c) < 0)
                goto fail_y;
        }
        return y;
    fail_y:
        xdecref(y);
        return NULL;
    }
    if (t == &type_tuple || is_tuple_subclass(x)) {
        struct tuple_obj *tx = AS(tuple_obj, x);
        obj *items = tuple_new(tx->len);
        if (!items)
            return NULL;
        bool same = true;
        for (size_t i = 0; i < tx->len; i++) {
            obj *c = deep(tx->items[i], memo);
            if (!c) {
                decref(items);
                return NULL;
            }
            same = same && c == tx->items[i];
            AS(tuple_obj, items)->items[i] = c;
        }
        /* a tuple reached again through its own items was copied meanwhile */
        obj *k = id_of(x);
        obj *done = k ? dict_get(memo, k) : NULL;
        xdecref(k);
        if (done) {
            decref(items);
            return incref(done);
        }
        if (t == &type_tuple) {
            if (same) {
                decref(items);
                return incref(x);
            }
            return items;
        }
        obj *y = op_call((obj *)t, AS(tuple_obj, items)->items, AS(tuple_obj, items)->len, NULL);
        decref(items);
        return y;
    }
    if (t == &type_dict) {
        obj *y = dict_new();
        if (!y || memo_put(memo, x, y) < 0 || !deep_items_into_dict(x, y, memo)) {
            xdecref(y);
            return NULL;
        }
        return y;
    }
    if (t == &type_set || t == &type_frozenset) {
        obj *items = list_from_iter(x);
        obj *dl = items ? deep(items, memo) : NULL;
        xdecref(items);
        obj *y = dl ? set_new(t) : NULL;
        if (y && set_update(y, dl) < 0)
            CLEAR(y);
        xdecref(dl);
        return y;
    }
    if (t == &type_method) {
        obj *self = deep(AS(method_obj, x)->self, memo);
        obj *y = self ? method_new(AS(method_obj, x)->func, self) : NULL;
        xdecref(self);
        return y;
    }
    if (t->flags & TF_EXCEPTION)
        return copy_exception(x, memo);
    if (is_plain_instance(x))
        return copy_instance(x, memo);
    if (!(t->flags & TF_HEAP) && is_dict(x) && type_lookup_cstr(t, "copy")) {
        /* Counter, OrderedDict, defaultdict: a copy keeps the class and its extras (the
         * default factory); then the items are replaced by deep copies */
        obj *y = op_call_method(x, "copy", NULL, 0);
        obj *r = y ? op_call_method(y, "clear", NULL, 0) : NULL;
        xdecref(r);
        if (!r || memo_put(memo, x, y) < 0 || !deep_items_into_dict(x, y, memo)) {
            xdecref(y);
            return NULL;
        }
        return y;
    }
    if (!(t->flags & TF_HEAP) && type_lookup_cstr(t, "copy") && type_lookup_cstr(t, "append")) {
        /* deque: same maxlen, deep-copied items */
        obj *items = list_from_iter(x);
        obj *y = items ? op_call_method(x, "copy", NULL, 0) : NULL;
        obj *r = y ? op_call_method(y, "clear", NULL, 0) : NULL;
        xdecref(r);
        if (!r || memo_put(memo, x, y) < 0)
            goto fail_seq;
        for (size_t i = 0; i < AS(list_obj, items)->len; i++) {
            obj *c = deep(AS(list_obj, items)->items[i], memo);
            obj *ok = c ? op_call_method(y, "append", &c, 1) : NULL;
            xdecref(c);
            if (!ok)
                goto fail_seq;
            decref(ok);
        }
        decref(items);
        return y;
    fail_seq:
        xdecref(items);
        xdecref(y);
        return NULL;
    }
    return cannot_copy(x);
}

static obj *deep(obj *x, obj *memo)
{
    if (!vm_stack_ok())
        return NULL;
    if (!vm_charge(1))
        return vm_ops_exceeded();
    obj *k = id_of(x);
    if (!k)
        return NULL;
    obj *done = dict_get(memo, k);
    decref(k);
    if (done)
        return incref(done);
    if (vm->exc)
        return NULL;
    if (is_atomic(x))
        return incref(x);
    obj *y = deep_new(x, memo);
    if (!y || y == x)
        return y;
    /* containers registered themselves before copying their items; the rest do it now */
    k = id_of(x);
    int present = k && dict_get(memo, k) ? 1 : 0;
    xdecref(k);
    if (!present && memo_put(memo, x, y) < 0) {
        decref(y);
        return NULL;
    }
    return y;
}

static obj *f_copy(obj **args, size_t nargs, obj *kwnames)
{
    return shallow(args[0]);
}

/* deepcopy(x, memo=None, _nil=[]) */
static obj *f_deepcopy(obj **args, size_t nargs, obj *kwnames)
{
    obj *memo = args[1] && args[1] != NONE ? incref(args[1]) : dict_new();
    if (!memo)
        return NULL;
    if (!is_dict(memo)) {
        decref(memo);
        return exc_raise(&exc_TypeError, "memo must be a dict");
    }
    obj *r = deep(args[0], memo);
    decref(memo);
    return r;
}

/* copy.Error (also copy.error): class Error(Exception) in module copy */
static int copy_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    obj *err = libclass_exception("Error", "copy");
    if (!err || dict_set_cstr(d, "Error", incref(err)) < 0 || dict_set_cstr(d, "error", err) < 0)
        return -1;
    return 0;
}

const struct module_def mod_copy = {
    .name = "copy",
    .functions =
        (const struct method_def[]){
            {"copy", f_copy, 0, PA_SIG_PY(1, 1, NULL, "x")},
            {"deepcopy", f_deepcopy, 0, PA_SIG_PY(1, 3, NULL, "x", "memo", "_nil")},
            {NULL, NULL, 0},
        },
    .fill = copy_fill,
};
