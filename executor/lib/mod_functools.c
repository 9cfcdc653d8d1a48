/* executor/lib/mod_functools.c: the functools module: reduce, partial, lru_cache/cache (the
 * cache is an insertion-ordered dict whose first entry is the least recently used),
 * cmp_to_key, wraps/update_wrapper, total_ordering and cached_property. Cache keys are
 * built as CPython's C implementation builds them, so hits and misses count the same. */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_call.h"
#include "executor/lib/pysource.h"
#include "executor/lib/mod_collections.h"

static struct type type_partial, type_lru_wrapper, type_keywrapper, type_ordering_method,
    type_cached_property;

/* Separates positional from keyword arguments in cache keys; never equal to anything else. */
static obj kwd_mark = {REFCNT_IMMORTAL, &type_object};

/* ---- reduce(function, iterable[, initial]) ---- */
static obj *f_reduce(obj **args, size_t nargs, obj *kw)
{
    obj *it = op_iter(args[1]);
    if (!it) {
        if (exc_pending_is(&exc_TypeError)) {
            exc_clear();
            exc_raise(&exc_TypeError, "reduce() arg 2 must support iteration");
        }
        return NULL;
    }
    obj *acc = op_fold(it, nargs == 3 ? incref(args[2]) : NULL, args[0], 0);
    if (vm->exc)
        return NULL;
    if (!acc)
        return exc_raise(&exc_TypeError, "reduce() of empty iterable with no initial value");
    return acc;
}

/* ---- partial(func, /, *args, **keywords) ---- */
struct partial {
    obj hdr;
    obj *func, *args, *kw; /* kw: dict */
};

static obj *partial_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (nargs < 1)
        return exc_raise(&exc_TypeError, "type 'partial' takes at least one argument");
    if (!op_is_callable(args[0]))
        return exc_raise(&exc_TypeError, "the first argument must be callable");
    obj *func = args[0], *inner_args = NULL, *inner_kw = NULL;
    /* partial(partial(f, a), b) is partial(f, a, b), as in CPython */
    if (type_of(func) == &type_partial) {
        struct partial *in = (struct partial *)func;
        func = in->func;
        inner_args = in->args;
        inner_kw = in->kw;
    }
    size_t ninner = inner_args ? AS(tuple_obj, inner_args)->len : 0;
    obj *refs[] = {func, tuple_new(ninner + nargs - 1),
                   inner_kw ? dict_copy(inner_kw) : dict_new()};
    obj *p = refs[1] && refs[2] ? obj_new_refs(t, refs, 3) : NULL;
    xdecref(refs[1]);
    xdecref(refs[2]);
    if (!p)
        return NULL;
    obj **items = AS(tuple_obj, refs[1])->items;
    for (size_t i = 0; i < ninner; i++)
        items[i] = incref(AS(tuple_obj, inner_args)->items[i]);
    for (size_t i = 1; i < nargs; i++)
        items[ninner + i - 1] = incref(args[i]);
    if (libcall_kwargs_update(refs[2], args + nargs, kwnames) < 0)
        CLEAR(p);
    return p;
}

static obj *partial_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct partial *p = (struct partial *)self;
    size_t npre = AS(tuple_obj, p->args)->len, nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    obj *pos = tuple_new(npre + nargs);
    if (!pos)
        return NULL;
    for (size_t i = 0; i < npre; i++)
        AS(tuple_obj, pos)->items[i] = incref(AS(tuple_obj, p->args)->items[i]);
    for (size_t i = 0; i < nargs; i++)
        AS(tuple_obj, pos)->items[npre + i] = incref(args[i]);
    obj *kw = p->kw;
    if (nkw) {
        kw = dict_copy(p->kw);
        if (kw && libcall_kwargs_update(kw, args + nargs, kwnames) < 0)
            CLEAR(kw);
        if (!kw) {
            decref(pos);
            return NULL;
        }
    } else {
        incref(kw);
    }
    obj *r = libcall_call(p->func, AS(tuple_obj, pos)->items, npre + nargs, kw);
    decref(pos);
    decref(kw);
    return r;
}

static obj *partial_repr(obj *o)
{
    struct partial *p = (struct partial *)o;
    int rc = list_repr_enter(o);
    if (rc)
        return rc > 0 ? str_new("...", 3) : NULL;
    obj *r = libcall_repr("functools.partial", p->func, p->args, p->kw);
    list_repr_leave();
    return r;
}

static const struct getset_def partial_getset[] = {
    MEMBER("func", MEMBER_OBJ | MEMBER_READONLY, struct partial, func),
    MEMBER("args", MEMBER_OBJ | MEMBER_READONLY, struct partial, args),
    MEMBER("keywords", MEMBER_OBJ | MEMBER_READONLY, struct partial, kw),
    {NULL, NULL},
};

static struct type type_partial = {
    .name = "functools.partial",
    .instance_size = sizeof(struct partial),
    .getset = partial_getset,
    .refs = REFS(struct partial, func, args, kw),
    .repr = partial_repr,
    .call = partial_call,
    .construct = partial_construct,
};

/* ---- lru_cache(maxsize=128, typed=False) and cache ---- */
struct lru {
    obj hdr;
    obj *func;
    obj *cache;       /* dict key -> result, least recently used first */
    obj *cacheinfo;   /* the CacheInfo class */
    intptr_t maxsize; /* -1: unbounded */
    bool typed;
    struct front_hint front; /* where eviction found the oldest entry */
    uint64_t hits, misses;
};

/* CPython's key: the arguments, a marker and the keyword pairs, then their types when typed;
 * a lone int or str argument is its own key. */
static obj *lru_make_key(obj **args, size_t nargs, obj *kwnames, bool typed)
{
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    if (!typed && !nkw && nargs == 1 && (is_exact_str(args[0]) || is_type(args[0], &type_int)))
        return incref(args[0]);
    size_t n = nargs + (nkw ? 1 + 2 * nkw : 0) + (typed ? nargs + nkw : 0);
    obj *key = tuple_new(n);
    if (!key)
        return NULL;
    obj **k = AS(tuple_obj, key)->items;
    size_t i = 0;
    for (size_t j = 0; j < nargs; j++)
        k[i++] = incref(args[j]);
    if (nkw) {
        k[i++] = incref(&kwd_mark);
        for (size_t j = 0; j < nkw; j++) {
            k[i++] = incref(AS(tuple_obj, kwnames)->items[j]);
            k[i++] = incref(args[nargs + j]);
        }
    }
    if (typed)
        for (size_t j = 0; j < nargs + nkw; j++)
            k[i++] = incref((obj *)type_of(args[j]));
    return key;
}

static obj *lru_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct lru *c = (struct lru *)self;
    if (c->maxsize == 0) {
        c->misses++;
        return op_call(c->func, args, nargs, kwnames);
    }
    obj *key = lru_make_key(args, nargs, kwnames, c->typed);
    if (!key)
        return NULL;
    int64_t h;
    if (op_hash(key, &h) < 0) {
        decref(key);
        return NULL;
    }
    obj *hit = dict_get_hashed(c->cache, key, h);
    if (hit) {
        c->hits++;
        incref(hit);
        /* bounded: the entry becomes the most recently used */
        if (c->maxsize > 0 &&
            (dict_del(c->cache, key) < 0 || dict_set_hashed(c->cache, key, h, hit) < 0))
            CLEAR(hit);
        decref(key);
        return hit;
    }
    if (vm->exc) {
        decref(key);
        return NULL;
    }
    c->misses++;
    obj *r = op_call(c->func, args, nargs, kwnames);
    if (!r) {
        decref(key);
        return NULL;
    }
    /* a recursive call may have cached the same key meanwhile */
    if (c->maxsize > 0 && dict_get_hashed(c->cache, key, h)) {
        decref(key);
        return r;
    }
    if (c->maxsize > 0 && dict_len(c->cache) >= (size_t)c->maxsize) {
        obj *oldest = NULL;
        if (collections_dict_first(c->cache, &c->front, &oldest)) {
            incref(oldest);
            int rc = dict_del(c->cache, oldest);
            decref(oldest);
            if (rc < 0) {
                decref(key);
                decref(r);
                return NULL;
            }
        }
    }
    if (dict_set_hashed(c->cache, key, h, r) < 0)
        CLEAR(r);
    decref(key);
    return r;
}

static obj *lru_new(obj *func, obj *cacheinfo, intptr_t maxsize, bool typed)
{
    obj *refs[] = {func, cacheinfo, dict_new()};
    struct lru *c = refs[2] ? (struct lru *)obj_new_refs(&type_lru_wrapper, refs, 3) : NULL;
    xdecref(refs[2]);
    if (c) {
        c->maxsize = maxsize;
        c->typed = typed;
    }
    return (obj *)c;
}

/* methods: a cached method binds to its instance like the function it wraps */
static obj *lru_descr_get(obj *descr, obj *inst, struct type *cls)
{
    (void)cls;
    return inst ? method_new(descr, inst) : incref(descr);
}

static obj *lru_getattr(obj *o, obj *name)
{
    const char *n = str_cstr(name);
    if (!strcmp(n, "__name__") || !strcmp(n, "__qualname__") || !strcmp(n, "__doc__") ||
        !strcmp(n, "__module__"))
        return op_getattr(((struct lru *)o)->func, name);
    if (!strcmp(n, "__wrapped__"))
        return incref(((struct lru *)o)->func);
    return generic_getattr(o, name);
}

static obj *lru_m_cache_info(obj **args, size_t nargs, obj *kw)
{
    struct lru *c = (struct lru *)args[0];
    obj *hits = int_from_i64((int64_t)c->hits), *misses = int_from_i64((int64_t)c->misses);
    obj *fields[4] = {hits, misses, c->maxsize < 0 ? NONE : small_new(c->maxsize),
                      small_new((intptr_t)dict_len(c->cache))};
    obj *r = hits && misses ? op_call(c->cacheinfo, fields, 4, NULL) : NULL;
    xdecref(hits);
    xdecref(misses);
    return r;
}

static obj *lru_m_cache_clear(obj **args, size_t nargs, obj *kw)
{
    struct lru *c = (struct lru *)args[0];
    obj *fresh = dict_new();
    if (!fresh)
        return NULL;
    obj *old = c->cache;
    c->cache = fresh;
    c->hits = c->misses = 0;
    decref(old); /* last: freeing results may run user code that calls the wrapper */
    return NONE;
}

static obj *lru_m_cache_parameters(obj **args, size_t nargs, obj *kw)
{
    struct lru *c = (struct lru *)args[0];
    obj *d = dict_new();
    if (d &&
        (dict_set_cstr(d, "maxsize", incref(c->maxsize < 0 ? NONE : small_new(c->maxsize))) < 0 ||
         dict_set_cstr(d, "typed", incref(bool_obj(c->typed))) < 0))
        CLEAR(d);
    return d;
}

static const struct method_def lru_methods[] = {
    {"cache_info", lru_m_cache_info, METH_NOARGS},
    {"cache_clear", lru_m_cache_clear, METH_NOARGS},
    {"cache_parameters", lru_m_cache_parameters, 0,
     &(const struct pyargs_sig){"lru_cache.<locals>.decorating_function.<locals>.<lambda>",
                                (const char *const[]){NULL}, 0, 0, false, PA_PY, NULL}},
    {NULL, NULL, 0},
};

static struct type type_lru_wrapper = {
    .name = "functools._lru_cache_wrapper",
    .instance_size = sizeof(struct lru),
    .methods = lru_methods,
    .refs = REFS(struct lru, func, cacheinfo, cache),
    .call = lru_call,
    .getattr = lru_getattr,
    .descr_get = lru_descr_get,
};

/* lru_cache(maxsize) returns this decorator; self is (CacheInfo, maxsize, typed) */
static obj *lru_decorate(obj **args, size_t nargs, obj *kw)
{
    static const char *const names[] = {"user_function", NULL};
    static const struct pyargs_sig sig = {.name = "lru_cache.<locals>.decorating_function",
                                          .names = names,
                                          .npos = 1,
                                          .nreq = 1,
                                          .style = PA_PY};
    obj *user_function;
    if (pyargs_bind(&sig, args + 1, nargs - 1, kw, &user_function) < 0)
        return NULL;
    struct tuple_obj *cfg = AS(tuple_obj, args[0]);
    int64_t maxsize = -1;
    if (cfg->items[1] != NONE)
        int_to_i64(cfg->items[1], &maxsize);
    return lru_new(user_function, cfg->items[0], (intptr_t)maxsize, cfg->items[2] == TRUE_OBJ);
}

/* functools._CacheInfo of this session's functools (borrowed), read at each call as
 * functools.py reads its global */
static obj *cacheinfo_class(void)
{
    obj *mod = dict_get_cstr(vm->modules, "functools");
    obj *c = mod ? dict_get_cstr(AS(module_obj, mod)->dict, "_CacheInfo") : NULL;
    if (!c && !vm->exc)
        exc_raise(&exc_NameError, "name '_CacheInfo' is not defined");
    return c;
}

/* lru_cache(maxsize=128, typed=False) */
static obj *f_lru_cache(obj **args, size_t nargs, obj *kwnames)
{
    obj *cacheinfo = cacheinfo_class();
    if (!cacheinfo)
        return NULL;
    obj *maxsize = args[0] ? args[0] : small_new(128);
    int typed = args[1] ? op_truth(args[1]) : 0;
    if (typed < 0)
        return NULL;
    /* @lru_cache without parentheses: the argument is the function */
    if (!is_int(maxsize) && maxsize != NONE && op_is_callable(maxsize))
        return lru_new(maxsize, cacheinfo, 128, typed);
    if (maxsize != NONE && !is_int(maxsize))
        return exc_raise(&exc_TypeError,
                         "Expected first argument to be an integer, a callable, or None");
    obj *size = maxsize;
    if (is_int(maxsize) && int_sign(maxsize) < 0)
        size = small_new(0);
    obj *cfg = tuple_pack(3, cacheinfo, size, bool_obj(typed));
    if (!cfg)
        return NULL;
    obj *deco = builtin_new("decorating_function", lru_decorate, cfg);
    decref(cfg);
    return deco;
}

/* cache(user_function, /) */
static obj *f_cache(obj **args, size_t nargs, obj *kw)
{
    obj *cacheinfo = cacheinfo_class();
    return cacheinfo ? lru_new(args[0], cacheinfo, -1, false) : NULL;
}

/* ---- cmp_to_key(mycmp) ---- */
struct keywrapper {
    obj hdr;
    obj *cmp;
    obj *obj; /* NULL for the factory cmp_to_key returns */
};

static obj *keywrapper_new(obj *cmp, obj *value)
{
    obj *refs[] = {cmp, value};
    return obj_new_refs(&type_keywrapper, refs, 2);
}

static obj *f_cmp_to_key(obj **args, size_t nargs, obj *kwnames)
{
    return keywrapper_new(args[0], NULL);
}

static obj *keywrapper_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    static const char *const names[] = {"obj", NULL};
    obj *a[1];
    static const struct pyargs_sig sig = {"K", names, 1, 1, false, PA_KW, NULL};
    if (pyargs_bind(&sig, args, nargs, kwnames, a) < 0)
        return NULL;
    return keywrapper_new(((struct keywrapper *)self)->cmp, a[0]);
}

static obj *keywrapper_compare(obj *a, obj *b, int op)
{
    if (type_of(b) != &type_keywrapper)
        return exc_raise(&exc_TypeError, "other argument must be K instance");
    struct keywrapper *x = (struct keywrapper *)a, *y = (struct keywrapper *)b;
    if (!x->obj || !y->obj)
        return exc_raise(&exc_AttributeError, "object");
    obj *r = op_call2(x->cmp, x->obj, y->obj);
    if (!r)
        return NULL;
    obj *res = op_compare(r, small_new(0), op);
    decref(r);
    return res;
}

static const struct getset_def keywrapper_getset[] = {
    /* the factory cmp_to_key returns has none: None, as CPython's T_OBJECT member reads it */
    MEMBER("obj", MEMBER_OBJ, struct keywrapper, obj),
    {NULL, NULL},
};

static struct type type_keywrapper = {
    .name = "functools.KeyWrapper",
    .getset = keywrapper_getset,
    .instance_size = sizeof(struct keywrapper),
    .refs = REFS(struct keywrapper, cmp, obj),
    .compare = keywrapper_compare,
    .call = keywrapper_call,
};

/* ---- update_wrapper(wrapper, wrapped) and wraps(wrapped) ---- */
static int copy_attr(obj *wrapper, obj *wrapped, const char *name)
{
    obj *v = op_getattr_cstr(wrapped, name);
    if (!v) {
        if (exc_pending_is(&exc_AttributeError)) {
            exc_clear();
            return 0;
        }
        return -1;
    }
    obj *n = str_new_cstr(name);
    int rc = n ? op_setattr(wrapper, n, v) : -1;
    xdecref(n);
    decref(v);
    return rc;
}

/* WRAPPER_ASSIGNMENTS: what update_wrapper copies */
static const char *const wrapper_assignments[] = {"__module__", "__name__", "__qualname__",
                                                  "__doc__", NULL};

static obj *update_wrapper(obj *wrapper, obj *wrapped)
{
    for (int i = 0; wrapper_assignments[i]; i++)
        if (copy_attr(wrapper, wrapped, wrapper_assignments[i]) < 0)
            return NULL;
    /* wrapper.__dict__.update(wrapped.__dict__): functions keep theirs in func_obj.dict */
    if (type_of(wrapped) == &type_function && AS(func_obj, wrapped)->dict) {
        obj *d = dict_copy(AS(func_obj, wrapped)->dict);
        if (!d)
            return NULL;
        size_t pos = 0;
        obj *k, *v;
        while (dict_next(d, &pos, &k, &v))
            if (op_setattr(wrapper, k, v) < 0) {
                decref(d);
                return NULL;
            }
        decref(d);
    }
    obj *n = str_new_cstr("__wrapped__");
    int rc = n ? op_setattr(wrapper, n, wrapped) : -1;
    xdecref(n);
    if (rc < 0) {
        /* wrappers without attributes (builtin callables) keep their own names */
        if (!exc_pending_is(&exc_AttributeError) && !exc_pending_is(&exc_TypeError))
            return NULL;
        exc_clear();
    }
    return incref(wrapper);
}

static obj *f_update_wrapper(obj **args, size_t nargs, obj *kwnames)
{
    return update_wrapper(args[0], args[1]);
}

/* wraps(wrapped) returns this, with self = wrapped */
static obj *wraps_apply(obj **args, size_t nargs, obj *kw)
{
    if (args_no_kw("update_wrapper", kw) < 0)
        return NULL;
    if (nargs != 2)
        return exc_raise(&exc_TypeError, "update_wrapper() missing 1 required positional "
                                         "argument: 'wrapper'");
    return update_wrapper(args[1], args[0]);
}

static obj *f_wraps(obj **args, size_t nargs, obj *kwnames)
{
    return builtin_new("update_wrapper", wraps_apply, args[0]);
}

/* ---- total_ordering(cls) ----
 * Each added method derives one comparison from the root the class defines, as CPython's
 * table does, and passes NotImplemented through. */
enum { ORD_LT, ORD_LE, ORD_GT, ORD_GE };
static const char *const ord_names[] = {"__lt__", "__le__", "__gt__", "__ge__"};

struct ordering_method {
    obj hdr;
    int root, derived; /* ORD_* */
    char name[12];     /* CPython's function name: "_gt_from_lt" */
};

/* root(a, b) as a bool: 0/1, 2 for NotImplemented, -1 on error */
static int call_root(int root, obj *a, obj *b)
{
    obj *r = op_call_method(a, ord_names[root], &b, 1);
    if (!r)
        return -1;
    if (r == NOTIMPL) {
        decref(r);
        return 2;
    }
    int t = op_truth(r);
    decref(r);
    return t;
}

static obj *ordering_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct ordering_method *m = (struct ordering_method *)self;
    /* CPython's derived methods are Python functions, _gt_from_lt(self, other) */
    const struct pyargs_sig sig = {.name = m->name,
                                   .names = (const char *const[]){"self", "other", NULL},
                                   .npos = 2,
                                   .nreq = 2,
                                   .style = PA_PY};
    obj *ab[2];
    if (pyargs_bind(&sig, args, nargs, kwnames, ab) < 0)
        return NULL;
    obj *a = ab[0], *b = ab[1];
    int r = call_root(m->root, a, b);
    if (r < 0)
        return NULL;
    if (r == 2)
        return incref(NOTIMPL);
    /* the root is lt/gt (strict) or le/ge; the derived answer combines it with == */
    bool root_strict = m->root == ORD_LT || m->root == ORD_GT;
    bool same_side = (m->root <= ORD_LE) == (m->derived <= ORD_LE); /* both < side or > side */
    bool result;
    if (same_side) {
        /* lt -> le: a < b or a == b; le -> lt: a <= b and a != b (and mirrored) */
        int eq = op_eq(a, b);
        if (eq < 0)
            return NULL;
        result = root_strict ? (r || eq) : (r && !eq);
    } else {
        bool derived_strict = m->derived == ORD_LT || m->derived == ORD_GT;
        if (root_strict == derived_strict) {
            /* lt -> gt: not a < b and a != b; le -> ge: not a <= b or a == b */
            int eq = op_eq(a, b);
            if (eq < 0)
                return NULL;
            result = root_strict ? (!r && !eq) : (!r || eq);
        } else {
            /* lt -> ge, le -> gt: not root */
            result = !r;
        }
    }
    return bool_obj(result);
}

static obj *ordering_descr_get(obj *descr, obj *inst, struct type *cls)
{
    (void)cls;
    return inst ? method_new(descr, inst) : incref(descr);
}

static obj *ordering_repr(obj *o)
{
    return str_from_fmt("<total_ordering %s>", ord_names[((struct ordering_method *)o)->derived]);
}

static struct type type_ordering_method = {
    .name = "functools._total_ordering_method",
    .repr = ordering_repr,
    .call = ordering_call,
    .descr_get = ordering_descr_get,
};

static obj *f_total_ordering(obj **args, size_t nargs, obj *kw)
{
    obj *cls = args[0];
    if (!is_type_obj(cls))
        return exc_raise(&exc_TypeError, "total_ordering() needs a class");
    struct type *t = (struct type *)cls;
    /* a builtin type with its own comparisons defines all four already */
    if (!(t->flags & TF_HEAP) && t->compare && t->compare != type_object.compare)
        return incref(cls);
    /* CPython picks max() of the defined names: __lt__ > __le__ > __gt__ > __ge__ */
    static const int preference[] = {ORD_LT, ORD_LE, ORD_GT, ORD_GE};
    int root = -1;
    bool defined[4];
    for (int i = 0; i < 4; i++) {
        obj *v = type_lookup_cstr(t, ord_names[i]);
        defined[i] = v && v != NONE;
    }
    for (int i = 0; i < 4 && root < 0; i++)
        if (defined[preference[i]])
            root = preference[i];
    if (root < 0)
        return exc_raise(&exc_ValueError, "must define at least one ordering operation: < > <= >=");
    for (int d = 0; d < 4; d++) {
        if (d == root || defined[d])
            continue;
        struct ordering_method *m =
            (struct ordering_method *)obj_alloc(&type_ordering_method, sizeof *m);
        if (!m)
            return NULL;
        m->root = root;
        m->derived = d;
        snprintf(m->name, sizeof m->name, "_%.2s_from_%.2s", ord_names[d] + 2, ord_names[root] + 2);
        obj *name = str_new_cstr(ord_names[d]);
        int rc = name ? op_setattr(cls, name, (obj *)m) : -1;
        xdecref(name);
        decref((obj *)m);
        if (rc < 0)
            return NULL;
    }
    return incref(cls);
}

/* ---- cached_property(func): computed once, then stored in the instance ---- */
struct cached_property {
    obj hdr;
    obj *func;
};

static obj *cached_property_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    return obj_new_refs(t, args, 1);
}

/* The attribute is named after the function: there is no __set_name__ to tell otherwise. */
static obj *cached_property_get(obj *descr, obj *inst, struct type *cls)
{
    (void)cls;
    if (!inst)
        return incref(descr);
    obj *func = ((struct cached_property *)descr)->func;
    obj *v = op_call1(func, inst);
    if (!v)
        return NULL;
    obj *name = op_getattr_cstr(func, "__name__");
    if (!name || op_setattr(inst, name, v) < 0) {
        xdecref(name);
        decref(v);
        return NULL;
    }
    decref(name);
    return v;
}

static struct type type_cached_property = {
    .name = "functools.cached_property",
    .instance_size = sizeof(struct cached_property),
    .refs = REFS(struct cached_property, func),
    .construct = cached_property_construct,
    /* cached_property.__init__(self, func), a Python method: its messages count self */
    .construct_sig = &(const struct pyargs_sig){.name = "cached_property.__init__",
                                                .names = (const char *const[]){"func", NULL},
                                                .npos = 1,
                                                .nreq = 1,
                                                .style = PA_PY},
    .descr_get = cached_property_get,
};

/* ---- the module ---- */
static obj *make_cacheinfo(void)
{
    static const char *const fields[] = {"hits", "misses", "maxsize", "currsize", NULL};
    obj *names = list_new(0);
    for (int i = 0; names && fields[i]; i++)
        if (list_append_steal(names, str_new_cstr(fields[i])) < 0)
            CLEAR(names);
    obj *typename = str_new_cstr("CacheInfo"), *module = str_new_cstr("functools");
    obj *t = names && typename && module
                 ? collections_namedtuple_type(typename, names, NULL, module)
                 : NULL;
    xdecref(names);
    xdecref(typename);
    xdecref(module);
    return t;
}

static const struct method_def functools_funcs[] = {
    {"reduce", f_reduce, 0, PA_SIG_UNPACK(2, 3, NULL)},
    {"cmp_to_key", f_cmp_to_key, 0, PA_SIG_KW(1, 1, NULL, "mycmp")},
    {"update_wrapper", f_update_wrapper, 0,
     PA_SIG_PY(2, 4, NULL, "wrapper", "wrapped", "assigned", "updated")},
    {"wraps", f_wraps, 0, PA_SIG_PY(1, 3, NULL, "wrapped", "assigned", "updated")},
    {"total_ordering", f_total_ordering, 0, PA_SIG_PY(1, 1, NULL, "cls")},
    {"lru_cache", f_lru_cache, 0, PA_SIG_PY(0, 2, NULL, "maxsize", "typed")},
    {"cache", f_cache, 0, PA_SIG_PY(1, 1, NULL, "user_function")},
    {NULL, NULL, 0},
};

/* A tuple of the strs NAMES (NULL-terminated), or NULL. */
static obj *str_tuple(const char *const *names)
{
    size_t n = 0;
    while (names[n])
        n++;
    obj *t = tuple_new(n);
    for (size_t i = 0; t && i < n; i++)
        if (!(AS(tuple_obj, t)->items[i] = str_new_cstr(names[i])))
            CLEAR(t);
    return t;
}

/* The CacheInfo class and the constants the module's Python part (mod_functools.py) reads */
static int functools_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    if (dict_set_cstr(d, "_CacheInfo", make_cacheinfo()) < 0 ||
        dict_set_cstr(d, "WRAPPER_ASSIGNMENTS", str_tuple(wrapper_assignments)) < 0 ||
        dict_set_cstr(d, "WRAPPER_UPDATES", str_tuple((const char *const[]){"__dict__", NULL})) < 0)
        return -1;
    return 0;
}

const struct module_def mod_functools = {
    .name = "functools",
    .functions = functools_funcs,
    .types = (const struct module_type[]){{&type_partial, true},
                                          {&type_lru_wrapper, false},
                                          {&type_keywrapper, false},
                                          {&type_ordering_method, false},
                                          {&type_cached_property, true},
                                          {NULL}},
    .fill = functools_fill,
    .python = mod_functools_py,
};
