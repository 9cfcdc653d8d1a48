/* executor/eval/eval.c: the evaluator, a recursive walk over the compact AST.
 * Expressions return a new reference or NULL with an exception pending; statements return
 * an exec status. Every statement, loop iteration and call charges one operation; the C
 * stack and the call depth are checked at every call. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/dunder.h"
#include "executor/core/guard.h"
#include "executor/core/module.h"
#include "executor/front/ast.h"
#include "executor/core/ops.h"
#include "executor/types/gen.h"
#include "executor/types/strfmt.h"
#include "executor/core/vm.h"
#include "executor/eval/eval.h"

enum { X_OK, X_ERROR, X_RETURN, X_BREAK, X_CONTINUE, X_YIELD };

/* Kept out of its callers, so that the hot path through them stays small (eval_node). */
#define NOINLINE __attribute__((noinline))

static obj *eval_node(struct frame *f, struct ast *n);
static void note_error_node(struct frame *f, struct ast *n);
static const struct tb_pos *take_error_pos(const struct frame *f);
static int exec_block(struct frame *f, struct ast *b);
static int exec_stmt(struct frame *f, struct ast *s);
static int assign(struct frame *f, struct ast *t, obj *v);
static obj *eval_fstring(struct frame *f, struct ast *n);
static obj *run_resumable(struct frame *f);

/* An expression's value: a new reference, or NULL with an exception. Locals and constants,
 * the most common leaves, are read here, inline at every call site: the general walker
 * (eval_node) is a large function whose entry alone costs more than they do. */
static inline obj *eval(struct frame *f, struct ast *n)
{
    if (n->kind == A_LOCAL) {
        obj *v = f->slots[n->slot];
        if (__builtin_expect(v != NULL, 1))
            return incref(v);
    } else if (n->kind == A_CONST) {
        return incref(n->o);
    }
    obj *r = eval_node(f, n);
    if (__builtin_expect(!r, 0))
        note_error_node(f, n); /* the innermost failing node, for the traceback's ^^^ */
    return r;
}

/* ---- steps shared by many node kinds ---- */

/* Evaluates x, then y (Python's left-to-right order). On success both are new references;
 * on failure neither is held. */
static int eval_two(struct frame *f, struct ast *x, struct ast *y, obj **a, obj **b)
{
    *a = eval(f, x);
    if (!*a)
        return -1;
    *b = eval(f, y);
    if (!*b) {
        decref(*a);
        return -1;
    }
    return 0;
}

static int compare_truth(struct frame *f, struct ast *n);

/* The truth of an expression's value: 1, 0, or -1 with an exception pending. */
static int eval_truth(struct frame *f, struct ast *n)
{
    if (n->kind == A_COMPARE && n->n == 2)
        return compare_truth(f, n);
    obj *v = eval(f, n);
    if (!v)
        return -1;
    int t = v == TRUE_OBJ ? 1 : v == FALSE_OBJ ? 0 : op_truth(v);
    decref(v);
    return t;
}

/* iter() of an expression's value; the value itself is not kept. */
static obj *eval_iter(struct frame *f, struct ast *n)
{
    obj *src = eval(f, n);
    if (!src)
        return NULL;
    obj *it = op_iter(src);
    decref(src);
    return it;
}

/* Drops the references a frame's slots hold and frees the array, unless it is the caller's
 * on-stack buffer. */
static void release_slots(obj **slots, int n, obj **stack_buf)
{
    for (int i = 0; i < n; i++)
        xdecref(slots[i]);
    if (slots != stack_buf)
        mem_free(slots);
}

/* ---- names ---- */
static obj *name_error(obj *name)
{
    return exc_name_error(name, vm->frame ? vm->frame->code : NULL);
}

/* A global name's lookup, remembered in its node: the entry number in the globals dict,
 * or (negative) in the builtins dict together with the globals' version at the time (a
 * new global of that name bumps the version). A hit is only taken when the entry there
 * still holds this very name object, so a stale memory is never wrong, only slow. */
static NOINLINE obj *load_global_cached(struct frame *f, struct ast *n)
{
    struct dict_obj *g = AS(dict_obj, f->globals);
    if (n->p == (void *)g) {
        int32_t ix = n->slot;
        if (ix >= 0) {
            if ((size_t)ix < g->nentries && g->entries[ix].key == n->o)
                return incref(g->entries[ix].value);
        } else if (n->cache_version == g->version) {
            struct dict_obj *b = AS(dict_obj, vm->builtins);
            size_t bix = (size_t)(-(int64_t)ix - 1);
            if (bix < b->nentries && b->entries[bix].key == n->o)
                return incref(b->entries[bix].value);
        }
    }
    intptr_t gi = dict_index_str(f->globals, n->o);
    if (gi >= 0) {
        n->p = g;
        n->slot = (int32_t)gi;
        return incref(g->entries[gi].value);
    }
    intptr_t bi = dict_index_str(vm->builtins, n->o);
    if (bi >= 0) {
        n->p = g;
        n->slot = (int32_t)(-bi - 1);
        n->cache_version = g->version;
        return incref(AS(dict_obj, vm->builtins)->entries[bi].value);
    }
    return name_error(n->o);
}

static obj *load_global(struct frame *f, obj *name)
{
    obj *v = dict_get_str(f->globals, name);
    if (v)
        return incref(v);
    v = dict_get_str(vm->builtins, name);
    if (v)
        return incref(v);
    return name_error(name);
}

static obj *unbound_local(struct frame *f, int slot)
{
    return exc_raise(&exc_UnboundLocalError,
                     "cannot access local variable '%s' where it is not associated with a value",
                     str_cstr(f->code->slot_names[slot]));
}

static obj *unbound_free(struct frame *f, int slot)
{
    return exc_raise(&exc_NameError,
                     "cannot access free variable '%s' where it is not associated with a value "
                     "in enclosing scope",
                     str_cstr(f->code->slot_names[slot]));
}

/* ---- attribute caches (struct attr_cache, front/ast.h) ----
 * `o.name` on an instance of a plain class (defined by the snippet, no builtin or exception
 * base, the generic instance attribute slots) skips the walk over the MRO: the node keeps
 * what the walk found for each class it saw, valid while type_epoch is unchanged (a class
 * written to or freed changes it). The instance's own dict is read at the entry number the
 * name had last time, taken only when the key stored there is the name object itself, so a
 * stale number is never wrong, only slow. Dunder names never take a cache: the guard
 * (core/guard.c) handles them. What a cache hit returns is what instance_getattr,
 * instance_setattr and op_lookup_method would: those remain the reference. */
static inline bool is_property(obj *v)
{
    return v && !is_small(v) && v->type == &type_property;
}

/* A value found on a class that an instance read returns as is (bind_descr's last case). */
static inline bool binds_nothing(obj *v)
{
    if (is_small(v))
        return true;
    struct type *t = v->type;
    return t != &type_function && !t->descr_get && t != &type_classmethod &&
           t != &type_staticmethod && t != &type_property && t != &type_builtin;
}

/* attr_way's slow half (below): the other ways, or a new one. */
static struct attr_way *attr_way_fill(struct attr_cache *c, struct ast *n, struct type *t)
{
    if (c->epoch == type_epoch) {
        for (int i = 1; i < ATTR_CACHE_WAYS; i++)
            if (c->way[i].type == t)
                return &c->way[i];
    } else {
        memset(c, 0, sizeof *c);
        c->epoch = type_epoch;
    }
    /* plain classes, and builtin types for method calls (their dicts are fixed) */
    bool plain = (t->flags & (TF_HEAP | TF_EXCEPTION | TF_BUILTIN_BASE)) == TF_HEAP &&
                 t->getattr == instance_getattr && t->setattr == instance_setattr;
    bool builtin = !(t->flags & (TF_HEAP | TF_EXCEPTION)) && t != &type_type && t != &type_module &&
                   t != &type_super && !type_is_subtype(t, &type_type);
    if (!(plain || builtin) || str_is_dunder(n->o))
        return NULL;
    obj *found = type_lookup(t, n->o);
    if (found && type_is_user_descriptor(found))
        return NULL; /* its __get__/__set__ decide: the general path */
    struct attr_way *w = &c->way[c->next++ % ATTR_CACHE_WAYS];
    w->type = t;
    w->found = found;
    w->dict_ix = UINT32_MAX;
    w->plain = plain;
    w->plain_set = plain && type_setattr_is_plain(t);
    /* what op_lookup_method calls with self first, unless the instance has its own */
    w->self_method = found && !is_small(found) &&
                     (found->type == &type_function ||
                      (found->type == &type_builtin && !AS(builtin_obj, found)->self &&
                       !(AS(builtin_obj, found)->flags & (METH_CLASS | METH_STATIC))));
    return w;
}

/* The cache way for class t at node n, filled now if t is new to it; NULL when t is not a
 * plain class or the name is a dunder (no cache: take the general path). */
static inline struct attr_way *attr_way(struct ast *n, struct type *t)
{
    struct attr_cache *c = n->p;
    if (!c)
        return NULL;
    if (__builtin_expect(c->way[0].type == t && c->epoch == type_epoch, 1))
        return &c->way[0];
    return attr_way_fill(c, n, t);
}

/* The instance dict's value under the node's name (borrowed), or NULL when absent. */
static inline obj *attr_in_dict(struct attr_way *w, obj *name, obj *d)
{
    struct dict_obj *dd = AS(dict_obj, d);
    uint32_t ix = w->dict_ix;
    if (ix < dd->nentries && dd->entries[ix].key == name)
        return dd->entries[ix].value;
    intptr_t i = dict_index_str(d, name);
    if (i < 0)
        return NULL;
    w->dict_ix = (uint32_t)i;
    return dd->entries[i].value;
}

/* `o.name` for an A_ATTR node n: a new reference, or NULL with an exception. */
static obj *load_attr(struct ast *n, obj *o)
{
    struct attr_way *w = is_small(o) ? NULL : attr_way(n, o->type);
    if (!w || !w->plain)
        return eval_getattr_checked(o, n->o);
    obj *found = w->found;
    if (is_property(found)) {
        obj *get = AS(wrapper_obj, found)->fget;
        return get ? op_call1(get, o) : instance_getattr(o, n->o);
    }
    obj *d = AS(instance_obj, o)->dict;
    obj *v = d ? attr_in_dict(w, n->o, d) : NULL;
    if (v)
        return incref(v);
    if (found && !is_small(found) && found->type == &type_function)
        return method_new(found, o);
    if (found && binds_nothing(found))
        return incref(found);
    return instance_getattr(o, n->o);
}

/* `o.name = v` for an A_ATTR node n (v borrowed, NULL deletes): 0, or -1 with an exception. */
static int store_attr(struct ast *n, obj *o, obj *v)
{
    struct attr_way *w = v && !is_small(o) ? attr_way(n, o->type) : NULL;
    if (!w || !w->plain_set || is_property(w->found)) /* plain_set: a plain class */
        return eval_setattr_checked(o, n->o, v);
    struct instance_obj *inst = AS(instance_obj, o);
    if (!inst->dict && !(inst->dict = dict_new()))
        return -1;
    struct dict_obj *dd = AS(dict_obj, inst->dict);
    uint32_t ix = w->dict_ix;
    if (ix < dd->nentries && dd->entries[ix].key == n->o) {
        obj *old = dd->entries[ix].value;
        dd->entries[ix].value = incref(v);
        decref(old);
        return 0;
    }
    if (dict_set(inst->dict, n->o, v) < 0)
        return -1;
    if (dd->nentries && dd->entries[dd->nentries - 1].key == n->o)
        w->dict_ix = (uint32_t)(dd->nentries - 1); /* appended: the usual case in __init__ */
    else
        w->dict_ix = (uint32_t)dict_index_str(inst->dict, n->o);
    return 0;
}

/* ---- calls ---- */
static void too_many_positional(struct func_obj *fn, size_t given)
{
    struct code *c = fn->code;
    int ndef = fn->defaults ? (int)AS(tuple_obj, fn->defaults)->len : 0;
    const char *q = str_cstr(fn->qualname);
    if (ndef)
        exc_raise(&exc_TypeError, "%s() takes from %d to %d positional arguments but %zu %s given",
                  q, c->nparams - ndef, c->nparams, given, given == 1 ? "was" : "were");
    else
        exc_raise(&exc_TypeError, "%s() takes %d positional argument%s but %zu %s given", q,
                  c->nparams, c->nparams == 1 ? "" : "s", given, given == 1 ? "was" : "were");
}

static void missing_args(struct func_obj *fn, obj **slots, int from, int to, const char *kind)
{
    char list[400] = "";
    int missing = 0, total = 0;
    for (int i = from; i < to; i++)
        if (!slots[i])
            total++;
    for (int i = from; i < to; i++) {
        if (slots[i])
            continue;
        char part[120];
        snprintf(part, sizeof part, "'%s'", str_cstr(fn->code->slot_names[i]));
        size_t l = strlen(list);
        if (missing > 0)
            snprintf(list + l, sizeof list - l, "%s",
                     total == 2             ? " and "
                     : missing == total - 1 ? ", and "
                                            : ", ");
        l = strlen(list);
        snprintf(list + l, sizeof list - l, "%s", part);
        missing++;
    }
    exc_raise(&exc_TypeError, "%s() missing %d required %s argument%s: %s", str_cstr(fn->qualname),
              total, kind, total == 1 ? "" : "s", list);
}

/* Binds arguments to parameter slots with CPython's rules and messages. */
static int bind_args(struct func_obj *fn, obj **slots, obj **args, size_t nargs, obj *kwnames)
{
    struct code *c = fn->code;
    int np = c->nparams, nk = c->nkwonly;
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    obj *varkw = NULL;
    int vslot = np + nk;
    if (nargs > (size_t)np && !(c->flags & CODE_VARARGS)) {
        too_many_positional(fn, nargs);
        return -1;
    }
    size_t npos = nargs < (size_t)np ? nargs : (size_t)np;
    for (size_t i = 0; i < npos; i++)
        slots[i] = incref(args[i]);
    if (c->flags & CODE_VARARGS) {
        obj *t = tuple_from_array(args + npos, nargs - npos);
        if (!t)
            return -1;
        slots[vslot++] = t;
    }
    if (c->flags & CODE_VARKW) {
        varkw = dict_new();
        if (!varkw)
            return -1;
        slots[vslot] = varkw;
    }
    for (size_t k = 0; k < nkw; k++) {
        obj *name = AS(tuple_obj, kwnames)->items[k];
        obj *val = args[nargs + k];
        int found = -1;
        for (int i = c->nposonly; i < np + nk; i++)
            if (c->slot_names[i] == name || str_eq(c->slot_names[i], name)) {
                found = i;
                break;
            }
        if (found < 0) {
            bool posonly = false;
            for (int i = 0; i < c->nposonly; i++)
                if (str_eq(c->slot_names[i], name))
                    posonly = true;
            if (varkw) {
                if (dict_set(varkw, name, val) < 0)
                    return -1;
                continue;
            }
            if (posonly) {
                /* CPython names every positional-only parameter passed by keyword */
                char list[400] = "";
                for (int i = 0; i < c->nposonly; i++)
                    for (size_t k2 = 0; k2 < nkw; k2++)
                        if (str_eq(c->slot_names[i], AS(tuple_obj, kwnames)->items[k2])) {
                            size_t l = strlen(list);
                            snprintf(list + l, sizeof list - l, "%s%s", l ? ", " : "",
                                     str_cstr(c->slot_names[i]));
                            break;
                        }
                exc_raise(&exc_TypeError,
                          "%s() got some positional-only arguments passed as keyword arguments: "
                          "'%s'",
                          str_cstr(fn->qualname), list);
            } else
                exc_raise(&exc_TypeError, "%s() got an unexpected keyword argument '%s'",
                          str_cstr(fn->qualname), str_cstr(name));
            return -1;
        }
        if (slots[found]) {
            exc_raise(&exc_TypeError, "%s() got multiple values for argument '%s'",
                      str_cstr(fn->qualname), str_cstr(name));
            return -1;
        }
        slots[found] = incref(val);
    }
    /* defaults */
    int ndef = fn->defaults ? (int)AS(tuple_obj, fn->defaults)->len : 0;
    for (int i = np - ndef; i < np; i++)
        if (!slots[i])
            slots[i] = incref(AS(tuple_obj, fn->defaults)->items[i - (np - ndef)]);
    for (int i = 0; i < np; i++)
        if (!slots[i]) {
            missing_args(fn, slots, 0, np, "positional");
            return -1;
        }
    for (int i = np; i < np + nk; i++) {
        if (slots[i])
            continue;
        obj *d = fn->kwdefaults ? dict_get_str(fn->kwdefaults, c->slot_names[i]) : NULL;
        if (d)
            slots[i] = incref(d);
    }
    for (int i = np; i < np + nk; i++)
        if (!slots[i]) {
            missing_args(fn, slots, np, np + nk, "keyword-only");
            return -1;
        }
    return 0;
}

static obj *run_frame(struct frame *f)
{
    struct code *c = f->code;
    if (c->flags & CODE_LAMBDA || c->body->kind == A_COMPBODY) {
        obj *r = eval(f, c->body);
        if (!r && vm->exc && is_exc(vm->exc)) /* <lambda>, <genexpr>: a frame of their own */
            exc_add_tb(vm->exc, str_cstr(c->name), c->body->line, take_error_pos(f));
        return r;
    }
    int st = exec_block(f, c->body);
    if (st == X_ERROR)
        return NULL;
    if (st == X_RETURN)
        return f->ret;
    return incref(NONE);
}

/* Sets up cells and free variables in freshly bound slots. */
static int prepare_slots(struct code *c, obj **slots, obj *closure)
{
    if (c->slot_is_cell)
        for (int i = 0; i < c->nslots - c->nfree; i++)
            if (c->slot_is_cell[i]) {
                obj *cell = cell_new(slots[i]);
                if (!cell)
                    return -1;
                xdecref(slots[i]);
                slots[i] = cell;
            }
    for (int i = 0; i < c->nfree; i++)
        slots[c->nslots - c->nfree + i] = incref(AS(tuple_obj, closure)->items[i]);
    return 0;
}

/* One operation charged, for a statement, a call, a loop pass or an item made: false with
 * the limit's exception raised when the budget has run out. */
static inline bool charge_op(void)
{
    if (vm_charge(1))
        return true;
    vm_ops_exceeded();
    return false;
}

/* What every call of a function checks before its frame runs: one operation, the call
 * depth and the C stack. false with the limit's exception pending. */
static inline bool call_allowed(void)
{
    if (!charge_op())
        return false;
    /* the module's frame counts as one, as in CPython: a limit of 1000 allows 999 calls */
    if (vm->depth + 1 >= vm->max_depth) {
        exc_raise(&exc_RecursionError, "maximum recursion depth exceeded");
        return false;
    }
    return vm_stack_ok();
}

/* Slots of a frame kept on the C stack; a function with more has them allocated. */
#define FRAME_STACK_SLOTS 12

/* The code of func when a call with nargs positional arguments and no keywords can take
 * the fast path (run_plain), else NULL. */
static inline struct code *plain_code(obj *func, size_t nargs)
{
    if (is_small(func) || func->type != &type_function)
        return NULL;
    struct code *c = AS(func_obj, func)->code;
    if ((c->flags & CODE_PLAIN_FRAME) && nargs == (size_t)c->nparams &&
        c->nslots <= FRAME_STACK_SLOTS)
        return c;
    return NULL;
}

/* The fast path of a call, once call_allowed: func's code is a plain_code, slots[0, nparams)
 * hold the arguments (owned: they are dropped here with the other locals) and the rest of
 * its nslots are NULL. Nothing is left to bind or prepare: the body runs at once. */
static obj *run_plain(obj *func, obj **slots)
{
    struct func_obj *fn = AS(func_obj, func);
    struct code *c = fn->code;
    struct frame fr = {.slots = slots,
                       .code = c,
                       .globals = fn->globals,
                       .func = func,
                       .back = vm->frame,
                       .line = c->line};
    vm->frame = &fr;
    vm->depth++;
    int st = exec_block(&fr, c->body);
    vm->depth--;
    vm->frame = fr.back;
    for (int i = 0; i < c->nslots; i++)
        xdecref(slots[i]);
    return st == X_RETURN ? fr.ret : st == X_ERROR ? NULL : incref(NONE);
}

/* Any other call of a function: arguments bound with CPython's rules, cells and free
 * variables set up, generators made. */
static obj *func_call_general(obj *func, obj **args, size_t nargs, obj *kwnames)
{
    struct func_obj *fn = AS(func_obj, func);
    struct code *c = fn->code;
    obj *small[FRAME_STACK_SLOTS];
    int ns = c->nslots;
    obj **slots = ns <= FRAME_STACK_SLOTS ? small : mem_alloc((size_t)ns * sizeof(obj *));
    if (!slots)
        return NULL;
    bool simple = (c->flags & CODE_SIMPLE_ARGS) && !kwnames && nargs == (size_t)c->nparams;
    size_t bound = simple ? nargs : 0; /* slots filled below need no zeroing first */
    memset(slots + bound, 0, ((size_t)ns - bound) * sizeof(obj *));
    if (simple) {
        for (size_t i = 0; i < nargs; i++)
            slots[i] = incref(args[i]);
    } else if (bind_args(fn, slots, args, nargs, kwnames) < 0) {
        goto fail;
    }
    if ((c->slot_is_cell || c->nfree) && prepare_slots(c, slots, fn->closure) < 0)
        goto fail;
    struct frame fr = {.slots = slots,
                       .code = c,
                       .globals = fn->globals,
                       .func = func,
                       .back = vm->frame,
                       .line = c->line};
    if (c->flags & CODE_GENERATOR) {
        obj *g = gen_new(c, &fr);
        if (!g)
            goto fail;
        if (slots != small)
            mem_free(slots);
        return g; /* the generator owns the slot references now */
    }
    vm->frame = &fr;
    vm->depth++;
    obj *r = run_frame(&fr);
    vm->depth--;
    vm->frame = fr.back;
    release_slots(slots, ns, small);
    return r;
fail:
    release_slots(slots, ns, small);
    return NULL;
}

static obj *func_call(obj *func, obj **args, size_t nargs, obj *kwnames)
{
    if (!call_allowed())
        return NULL;
    struct code *c = kwnames ? NULL : plain_code(func, nargs);
    if (!c)
        return func_call_general(func, args, nargs, kwnames);
    obj *slots[FRAME_STACK_SLOTS];
    for (size_t i = 0; i < nargs; i++)
        slots[i] = incref(args[i]);
    for (int i = (int)nargs; i < c->nslots; i++)
        slots[i] = NULL;
    return run_plain(func, slots);
}

static obj *eval_gen_body(struct frame *f)
{
    struct frame *saved = vm->frame;
    vm->frame = f;
    obj *r = f->code->flags & CODE_RESUMABLE ? run_resumable(f) : run_frame(f);
    vm->frame = saved;
    return r;
}

void eval_init_process(void)
{
    type_function.call = func_call;
    vm_run_generator = eval_gen_body;
}

static obj *call(obj *callee, obj **args, size_t nargs, obj *kwnames)
{
    if (!is_small(callee) && callee->type == &type_function)
        return func_call(callee, args, nargs, kwnames);
    if (!charge_op())
        return NULL;
    return op_call(callee, args, nargs, kwnames);
}

/* zero-argument super(): the class that defined the running function and its first
 * argument */
static obj *super_zero_arg(struct frame *f)
{
    if (!f->func || f->func->type != &type_function || !AS(func_obj, f->func)->owner_class ||
        f->code->nparams + (f->code->flags & CODE_VARARGS ? 1 : 0) < 1)
        return exc_raise(&exc_RuntimeError, "super(): __class__ cell not found");
    obj *self = f->slots[0];
    if (self && f->code->slot_is_cell && f->code->slot_is_cell[0])
        self = AS(cell_obj, self)->ref;
    if (!self)
        return exc_raise(&exc_RuntimeError, "super(): arg[0] deleted");
    struct type *cls = (struct type *)AS(func_obj, f->func)->owner_class;
    if (!(is_type_obj(self) && type_is_subtype((struct type *)self, cls)) &&
        !type_is_subtype(type_of(self), cls))
        return exc_raise(&exc_TypeError, "super(type, obj): obj must be an instance or subtype "
                                         "of type");
    return super_new_obj(cls, self);
}

/* How CPython names a callable in call errors: "__main__.f()" for a function, "print()"
 * for a builtin, "int()" for a builtin type. */
static void callable_desc(obj *f, char *buf, size_t size)
{
    if (!is_small(f) && f->type == &type_function) {
        struct func_obj *fn = AS(func_obj, f);
        obj *mod = fn->globals ? dict_get_cstr(fn->globals, "__name__") : NULL;
        if (mod && is_str(mod) && strcmp(str_cstr(mod), "builtins"))
            snprintf(buf, size, "%s.%s()", str_cstr(mod), str_cstr(fn->qualname));
        else
            snprintf(buf, size, "%s()", str_cstr(fn->qualname));
    } else if (!is_small(f) && f->type == &type_builtin) {
        snprintf(buf, size, "%s()", AS(builtin_obj, f)->name);
    } else if (is_type_obj(f)) {
        struct type *t = (struct type *)f;
        if (t->flags & TF_HEAP)
            snprintf(buf, size, "%s.%s()", str_cstr(t->module_name), t->name);
        else
            snprintf(buf, size, "%s()", t->name);
    } else if (!is_small(f) && f->type == &type_method) {
        callable_desc(AS(method_obj, f)->func, buf, size);
    } else {
        snprintf(buf, size, "%s object", op_type_name(f));
    }
}

/* Arguments with *, ** or keywords: flattened into positional + keyword arrays. */
static obj *eval_call_general(struct frame *f, struct ast *n, obj *callee, obj *self)
{
    obj *pos = list_new(0), *kwn = list_new(0), *kwv = list_new(0), *r = NULL;
    if (!pos || !kwn || !kwv)
        goto out;
    if (self && list_append(pos, self) < 0)
        goto out;
    for (int i = 0; i < n->n; i++) {
        struct ast *a = n->v[i];
        if (a->kind == A_STARRED) {
            obj *v = eval(f, a->a);
            if (!v)
                goto out;
            obj *it = op_iter(v);
            if (!it) {
                if (exc_pending_is(&exc_TypeError) && !type_of(v)->iter) {
                    char desc[200];
                    callable_desc(callee, desc, sizeof desc);
                    exc_clear();
                    exc_raise(&exc_TypeError, "%s argument after * must be an iterable, not %s",
                              desc, op_type_name(v));
                }
                decref(v);
                goto out;
            }
            decref(v);
            obj *x;
            while ((x = op_next(it)))
                if (list_append_steal(pos, x) < 0)
                    break;
            decref(it);
            if (vm->exc)
                goto out;
        } else if (a->kind == A_KWARG) {
            for (size_t k = 0; k < AS(list_obj, kwn)->len; k++)
                if (str_eq(AS(list_obj, kwn)->items[k], a->o)) {
                    exc_raise(&exc_SyntaxError, "keyword argument repeated: %s", str_cstr(a->o));
                    goto out;
                }
            obj *v = eval(f, a->a);
            if (!v || list_append(kwn, a->o) < 0 || list_append_steal(kwv, v) < 0)
                goto out;
        } else if (a->kind == A_DSTAR) {
            obj *m = eval(f, a->a);
            if (!m)
                goto out;
            if (!is_dict(m)) {
                obj *d = dict_new();
                if (!d || dict_update(d, m) < 0) {
                    if (d && exc_pending_is(&exc_TypeError)) {
                        char desc[200];
                        callable_desc(callee, desc, sizeof desc);
                        exc_clear();
                        exc_raise(&exc_TypeError, "%s argument after ** must be a mapping, not %s",
                                  desc, op_type_name(m));
                    }
                    xdecref(d);
                    decref(m);
                    goto out;
                }
                decref(m);
                m = d;
            }
            size_t pos2 = 0;
            obj *k, *v;
            while (dict_next(m, &pos2, &k, &v)) {
                if (!is_str(k)) {
                    exc_raise(&exc_TypeError, "keywords must be strings");
                    decref(m);
                    goto out;
                }
                for (size_t j = 0; j < AS(list_obj, kwn)->len; j++)
                    if (str_eq(AS(list_obj, kwn)->items[j], k)) {
                        char desc[200];
                        callable_desc(callee, desc, sizeof desc);
                        exc_raise(&exc_TypeError, "%s got multiple values for keyword argument "
                                                  "'%s'",
                                  desc, str_cstr(k));
                        decref(m);
                        goto out;
                    }
                if (list_append(kwn, k) < 0 || list_append(kwv, v) < 0) {
                    decref(m);
                    goto out;
                }
            }
            decref(m);
        } else {
            obj *v = eval(f, a);
            if (!v || list_append_steal(pos, v) < 0)
                goto out;
        }
    }
    {
        size_t np = AS(list_obj, pos)->len, nk = AS(list_obj, kwn)->len;
        obj **argv = mem_alloc((np + nk + 1) * sizeof(obj *));
        if (!argv)
            goto out;
        if (np)
            memcpy(argv, AS(list_obj, pos)->items, np * sizeof(obj *));
        if (nk)
            memcpy(argv + np, AS(list_obj, kwv)->items, nk * sizeof(obj *));
        obj *names = nk ? tuple_from_array(AS(list_obj, kwn)->items, nk) : NULL;
        if (!nk || names)
            r = call(callee, argv, np, names);
        xdecref(names);
        mem_free(argv);
    }
out:
    xdecref(pos);
    xdecref(kwn);
    xdecref(kwv);
    return r;
}

static NOINLINE obj *eval_call(struct frame *f, struct ast *n)
{
    obj *callee, *self = NULL;
    struct ast *fa = n->a;
    if (fa->kind == A_ATTR) {
        obj *o = eval(f, fa->a);
        if (!o)
            return NULL;
        bool ws = false;
        struct attr_way *w = is_small(o) ? NULL : attr_way(fa, o->type);
        obj *d = w && w->plain ? AS(instance_obj, o)->dict : NULL;
        obj *own = d ? attr_in_dict(w, fa->o, d) : NULL;
        if (own) { /* an instance attribute shadows the class's method */
            callee = incref(own);
        } else if (w && w->self_method) {
            callee = incref(w->found); /* no bound method: self goes first in the arguments */
            ws = true;
        } else {
            /* a dunder goes through the one guard, as a bound attribute */
            callee =
                str_is_dunder(fa->o) ? dunder_method(o, fa->o) : op_lookup_method(o, fa->o, &ws);
        }
        if (!callee) {
            note_error_node(f, fa); /* CPython marks o.name, not the call */
            decref(o);
            return NULL;
        }
        if (ws)
            self = o;
        else
            decref(o);
    } else {
        callee = eval(f, fa);
        if (!callee)
            return NULL;
        if (callee == builtin_super_obj && n->n == 0) {
            decref(callee);
            return super_zero_arg(f);
        }
    }
    obj *r;
    if (n->flags & AF_CALL_SIMPLE) {
        size_t nargs = (size_t)n->n + (self ? 1 : 0);
        /* for a plain function the arguments are evaluated straight into its slots */
        struct code *plain = plain_code(callee, nargs);
        obj *buf[FRAME_STACK_SLOTS];
        obj **argv = nargs <= FRAME_STACK_SLOTS ? buf : mem_alloc(nargs * sizeof(obj *));
        if (!argv) {
            xdecref(self);
            decref(callee);
            return NULL;
        }
        size_t k = 0;
        if (self)
            argv[k++] = self;
        for (int i = 0; i < n->n; i++) {
            obj *v = eval(f, n->v[i]);
            if (!v) {
                for (size_t j = 0; j < k; j++)
                    decref(argv[j]);
                if (argv != buf)
                    mem_free(argv);
                decref(callee);
                return NULL;
            }
            argv[k++] = v;
        }
        if (plain) {
            for (int i = (int)nargs; i < plain->nslots; i++)
                argv[i] = NULL;
            if (call_allowed()) {
                r = run_plain(callee, argv); /* takes the arguments */
            } else {
                r = NULL;
                for (size_t j = 0; j < k; j++)
                    decref(argv[j]);
            }
        } else {
            r = call(callee, argv, nargs, NULL);
            for (size_t j = 0; j < k; j++)
                decref(argv[j]);
        }
        if (argv != buf)
            mem_free(argv);
    } else {
        r = eval_call_general(f, n, callee, self);
        xdecref(self);
    }
    decref(callee);
    return r;
}

/* ---- containers ---- */
static int extend_from(obj *list, obj *iterable)
{
    obj *it = op_iter(iterable);
    if (!it)
        return -1;
    obj *x;
    while ((x = op_next(it)))
        if (list_append_steal(list, x) < 0)
            break;
    decref(it);
    return vm->exc ? -1 : 0;
}

static obj *eval_seq(struct frame *f, struct ast *n)
{
    bool star = false;
    for (int i = 0; i < n->n; i++)
        if (n->v[i]->kind == A_STARRED)
            star = true;
    if (!star && n->kind != A_SET) {
        obj *r = n->kind == A_TUPLE ? tuple_new((size_t)n->n) : list_new((size_t)n->n);
        if (!r)
            return NULL;
        obj **items = n->kind == A_TUPLE ? AS(tuple_obj, r)->items : AS(list_obj, r)->items;
        for (int i = 0; i < n->n; i++) {
            obj *v = eval(f, n->v[i]);
            if (!v) {
                decref(r);
                return NULL;
            }
            items[i] = v;
        }
        return r;
    }
    obj *l = list_new(0);
    if (!l)
        return NULL;
    for (int i = 0; i < n->n; i++) {
        struct ast *e = n->v[i];
        obj *v = eval(f, e->kind == A_STARRED ? e->a : e);
        if (!v)
            goto fail;
        int rc = e->kind == A_STARRED ? extend_from(l, v) : list_append(l, v);
        decref(v);
        if (rc < 0)
            goto fail;
    }
    if (n->kind == A_LIST)
        return l;
    obj *r;
    if (n->kind == A_TUPLE) {
        r = tuple_from_array(AS(list_obj, l)->items, AS(list_obj, l)->len);
    } else {
        r = set_new(&type_set);
        for (size_t i = 0; r && i < AS(list_obj, l)->len; i++)
            if (set_add(r, AS(list_obj, l)->items[i]) < 0)
                CLEAR(r);
    }
    decref(l);
    return r;
fail:
    decref(l);
    return NULL;
}

static obj *eval_dict(struct frame *f, struct ast *n)
{
    obj *d = dict_new();
    if (!d)
        return NULL;
    for (int i = 0; i < n->n; i++) {
        struct ast *e = n->v[i];
        if (e->kind == A_DSTAR) {
            obj *m = eval(f, e->a);
            if (!m)
                goto fail;
            int rc = dict_update(d, m);
            if (rc < 0 && exc_pending_is(&exc_TypeError) && !is_dict(m)) {
                exc_clear();
                exc_raise(&exc_TypeError, "'%s' object is not a mapping", op_type_name(m));
            }
            decref(m);
            if (rc < 0)
                goto fail;
            continue;
        }
        obj *k = eval(f, e->a);
        if (!k)
            goto fail;
        obj *v = eval(f, e->b);
        if (!v) {
            decref(k);
            goto fail;
        }
        int rc = dict_set(d, k, v);
        decref(k);
        decref(v);
        if (rc < 0)
            goto fail;
    }
    return d;
fail:
    decref(d);
    return NULL;
}

/* ---- functions, lambdas, comprehensions ---- */
static obj *make_closure(struct frame *f, struct code *c)
{
    if (!c->nfree)
        return NULL;
    obj *t = tuple_new((size_t)c->nfree);
    if (!t)
        return NULL;
    for (int i = 0; i < c->nfree; i++)
        AS(tuple_obj, t)->items[i] = incref(f->slots[c->free_from[i]]);
    return t;
}

static obj *make_function(struct frame *f, struct code *c, struct ast *defaults, struct ast **defv,
                          int ndef, struct ast *kwdefaults)
{
    obj *defs = NULL, *kwdefs = NULL, *closure = NULL, *fn = NULL;
    if (defaults) {
        defv = defaults->v;
        ndef = defaults->n;
    }
    if (ndef) {
        defs = tuple_new((size_t)ndef);
        if (!defs)
            return NULL;
        for (int i = 0; i < ndef; i++)
            if (!(AS(tuple_obj, defs)->items[i] = eval(f, defv[i])))
                goto out;
    }
    if (kwdefaults && kwdefaults->n) {
        kwdefs = dict_new();
        if (!kwdefs)
            goto out;
        for (int i = 0; i < kwdefaults->n; i++) {
            obj *v = eval(f, kwdefaults->v[i]->a);
            if (!v)
                goto out;
            int rc = dict_set(kwdefs, kwdefaults->v[i]->o, v);
            decref(v);
            if (rc < 0)
                goto out;
        }
    }
    if (c->nfree && !(closure = make_closure(f, c)))
        goto out;
    fn = func_new(c, f->globals, defs, kwdefs, closure);
    /* a docstring: the first statement of the body, if a string constant */
    if (fn && !(c->flags & CODE_LAMBDA) && c->body->n && c->body->v[0]->kind == S_EXPR &&
        c->body->v[0]->a->kind == A_CONST && is_str(c->body->v[0]->a->o))
        AS(func_obj, fn)->doc = incref(c->body->v[0]->a->o);
out:
    xdecref(defs);
    xdecref(kwdefs);
    xdecref(closure);
    return fn;
}

static int comp_loop(struct frame *f, struct ast *body, int ci, obj *acc);

static obj *eval_comprehension(struct frame *f, struct ast *n)
{
    struct code *c = n->p;
    obj *it = eval_iter(f, n->a);
    if (!it)
        return NULL;
    obj *small[12];
    int ns = c->nslots;
    obj **slots = ns <= 12 ? small : mem_alloc((size_t)ns * sizeof(obj *));
    if (!slots) {
        decref(it);
        return NULL;
    }
    memset(slots, 0, (size_t)ns * sizeof(obj *));
    slots[0] = it;
    for (int i = 0; i < c->nfree; i++)
        slots[ns - c->nfree + i] = incref(f->slots[c->free_from[i]]);
    if (c->slot_is_cell)
        for (int i = 1; i < ns - c->nfree; i++)
            if (c->slot_is_cell[i] && !(slots[i] = cell_new(NULL)))
                goto fail;
    struct frame fr = {.slots = slots,
                       .code = c,
                       .globals = f->globals,
                       .func = f->func,
                       .back = vm->frame,
                       .line = n->line};
    if (n->kind == A_GENEXP) {
        obj *g = gen_new(c, &fr);
        if (!g)
            goto fail;
        if (slots != small)
            mem_free(slots);
        return g;
    }
    obj *acc = n->kind == A_LISTCOMP  ? list_new(0)
               : n->kind == A_SETCOMP ? set_new(&type_set)
                                      : dict_new();
    if (!acc)
        goto fail;
    vm->frame = &fr;
    int rc = comp_loop(&fr, c->body, 0, acc);
    if (rc < 0 && vm->exc && is_exc(vm->exc)) /* <listcomp>: a frame of its own, as in CPython */
        exc_add_tb(vm->exc, str_cstr(c->name), n->line, take_error_pos(&fr));
    vm->frame = fr.back;
    release_slots(slots, ns, small);
    if (rc < 0) {
        decref(acc);
        return NULL;
    }
    return acc;
fail:
    release_slots(slots, ns, small);
    return NULL;
}

/* Runs clauses[ci..] of a comprehension body; acc NULL means a generator (yield). */
static int comp_loop(struct frame *f, struct ast *body, int ci, obj *acc)
{
    if (ci == body->n) {
        if (!charge_op())
            return -1;
        if (body->op == A_DICTCOMP) {
            obj *k, *v;
            if (eval_two(f, body->a->a, body->a->b, &k, &v) < 0)
                return -1;
            int rc = dict_set(acc, k, v);
            decref(k);
            decref(v);
            return rc;
        }
        obj *v = eval(f, body->a);
        if (!v)
            return -1;
        if (!acc) {
            obj *sent = gen_yield(f, v);
            if (!sent)
                return -1;
            decref(sent);
            return 0;
        }
        if (body->op == A_LISTCOMP)
            return list_append_steal(acc, v);
        int rc = set_add(acc, v);
        decref(v);
        return rc;
    }
    struct ast *cl = body->v[ci];
    if (cl->kind == A_IF_CLAUSE) {
        int t = eval_truth(f, cl->a);
        if (t <= 0)
            return t;
        return comp_loop(f, body, ci + 1, acc);
    }
    obj *it;
    if (cl->b) {
        it = eval_iter(f, cl->b);
        if (!it)
            return -1;
    } else {
        it = incref(f->slots[0]);
    }
    for (;;) {
        obj *x = op_next(it);
        if (!x)
            break;
        int rc = assign(f, cl->a, x);
        decref(x);
        if (rc < 0 || comp_loop(f, body, ci + 1, acc) < 0) {
            decref(it);
            return -1;
        }
    }
    decref(it);
    return vm->exc ? -1 : 0;
}

/* ---- f-strings ---- */
/* An f-string is built in one allocation: each piece's text is found first (a literal is
 * borrowed from the AST, a small int is written as digits, anything else becomes a str),
 * then the result is sized and filled once, with no list and no str per int. */
enum { FSTRING_STACK_PIECES = 8 }; /* more go to the heap */

struct fpiece {
    const char *text;
    size_t len, cps;
    bool ascii;
    obj *held; /* the str that holds text, or NULL (an AST literal, or digits) */
    char digits[STRFMT_SMALL_INT_CHARS];
};

static void fpiece_str(struct fpiece *q, obj *s, obj *held)
{
    q->text = str_cstr(s);
    q->len = str_len(s);
    q->cps = AS(str_obj, s)->cplen;
    q->ascii = AS(str_obj, s)->ascii;
    q->held = held;
}

/* false with an exception pending (q->held is then NULL) */
static bool fstring_piece(struct frame *f, struct ast *p, size_t index, struct fpiece *q)
{
    if (p->kind == A_CONST) {
        fpiece_str(q, p->o, NULL);
        return true;
    }
    q->held = NULL;
    obj *v = eval(f, p->a);
    if (!v)
        return false;
    /* str(), repr() and format(i, '') of a small int are its digits */
    if (is_small(v) && !p->b) {
        q->len = q->cps = strfmt_small_int_len(small_val(v));
        strfmt_small_int_put(small_val(v), q->digits, q->len);
        q->text = q->digits;
        q->ascii = true;
        return true;
    }
    if (p->op) {
        obj *cv = p->op == 'r' ? op_repr(v) : p->op == 'a' ? NULL : op_str(v);
        if (p->op == 'a') {
            obj *r = op_repr(v);
            cv = r ? str_escape_non_ascii(r) : NULL;
            xdecref(r);
        }
        decref(v);
        if (!cv)
            return false;
        v = cv;
    }
    obj *s;
    if (!p->b && is_exact_str(v)) {
        s = v;
    } else {
        obj *spec = p->b ? eval_fstring(f, p->b) : NULL;
        s = !p->b || spec ? op_format(v, spec) : NULL;
        xdecref(spec);
        decref(v);
        if (!s)
            return false;
    }
    if (!is_str(s)) { /* what join said; __format__ and __str__ results are checked before */
        exc_raise(&exc_TypeError, "sequence item %zu: expected str instance, %s found", index,
                  op_type_name(s));
        decref(s);
        return false;
    }
    fpiece_str(q, s, s);
    return true;
}

static obj *eval_fstring(struct frame *f, struct ast *n)
{
    if (n->n == 1 && n->v[0]->kind == A_CONST)
        return incref(n->v[0]->o);
    size_t np = (size_t)n->n;
    struct fpiece stack[FSTRING_STACK_PIECES];
    struct fpiece *pc = np <= FSTRING_STACK_PIECES ? stack : mem_alloc(np * sizeof *pc);
    if (!pc)
        return NULL;
    size_t done = 0, total = 0, cps = 0;
    bool ascii = true;
    obj *r = NULL;
    for (; done < np; done++) {
        if (!fstring_piece(f, n->v[done], done, &pc[done]))
            goto out;
        total += pc[done].len;
        cps += pc[done].cps;
        ascii = ascii && pc[done].ascii;
    }
    /* every piece is evaluated first, as "".join(pieces) was: pieces are below the limit,
     * so their sum cannot wrap */
    if (total > LIMIT_SEQ_BYTES) {
        exc_no_memory();
        goto out;
    }
    /* what "".join(pieces) is charged */
    if (!vm_charge(np / 4 + total / 256)) {
        vm_ops_exceeded();
        goto out;
    }
    if (np == 1 && pc[0].held && pc[0].held->type == &type_str) { /* f"{s}" is s */
        r = incref(pc[0].held);
        goto out;
    }
    r = str_alloc(total);
    if (!r)
        goto out;
    char *d = AS(str_obj, r)->data;
    for (size_t i = 0; i < np; i++) {
        memcpy(d, pc[i].text, pc[i].len);
        d += pc[i].len;
    }
    AS(str_obj, r)->cplen = cps;
    AS(str_obj, r)->ascii = ascii;
out:
    for (size_t i = 0; i < done; i++)
        xdecref(pc[i].held);
    if (pc != stack)
        mem_free(pc);
    return r;
}

/* ---- comparison ---- */
/* a OP b for two small ints and a comparison code below 6 */
static inline bool small_compare(const obj *a, const obj *b, int code)
{
    intptr_t x = small_val(a), y = small_val(b);
    switch (code) {
    case CMP_LT:
        return x < y;
    case CMP_LE:
        return x <= y;
    case CMP_EQ:
        return x == y;
    case CMP_NE:
        return x != y;
    case CMP_GT:
        return x > y;
    default:
        return x >= y;
    }
}

static obj *compare_op(obj *a, obj *b, int code)
{
    if (code < 6) {
        if (is_small(a) && is_small(b))
            return bool_obj(small_compare(a, b, code));
        return op_compare(a, b, code);
    }
    if (code == 6 || code == 7) {
        int c = op_contains(b, a);
        if (c < 0)
            return NULL;
        return bool_obj(code == 6 ? c : !c);
    }
    return bool_obj(code == 8 ? a == b : a != b);
}

/* The truth of a comparison of two operands (`n < 2`, the test of an if or a while),
 * without the bool in between when both are small ints. */
static NOINLINE int compare_truth(struct frame *f, struct ast *n)
{
    obj *a, *b;
    if (eval_two(f, n->v[0], n->v[1], &a, &b) < 0)
        return -1;
    int code = *(const uint8_t *)n->p;
    if (code < 6 && is_small(a) && is_small(b))
        return small_compare(a, b, code);
    obj *r = compare_op(a, b, code);
    decref(a);
    decref(b);
    if (!r) {
        note_error_node(f, n); /* as eval() notes a comparison that failed */
        return -1;
    }
    int t = r == TRUE_OBJ ? 1 : r == FALSE_OBJ ? 0 : op_truth(r);
    decref(r);
    return t;
}

static NOINLINE obj *eval_compare(struct frame *f, struct ast *n)
{
    const uint8_t *ops = n->p;
    obj *left = eval(f, n->v[0]);
    if (!left)
        return NULL;
    for (int i = 0; i < n->n - 1; i++) {
        obj *right = eval(f, n->v[i + 1]);
        if (!right) {
            decref(left);
            return NULL;
        }
        obj *r = compare_op(left, right, ops[i]);
        decref(left);
        if (!r || i == n->n - 2) {
            decref(right);
            return r;
        }
        int t = op_truth(r);
        if (t <= 0) {
            decref(right);
            if (t < 0) {
                decref(r);
                return NULL;
            }
            return r;
        }
        decref(r);
        left = right;
    }
    return left;
}

/* ---- yield from ---- */
/* A value that ends the delegation: StopIteration from a non-generator iterator's send()
 * carries the result in its value. */
static obj *stop_value(void)
{
    if (!exc_pending_is(&exc_StopIteration) || vm->fatal)
        return NULL;
    obj *e = vm->exc;
    vm->exc = NULL;
    obj *v = AS(exc_obj, e)->value;
    v = incref(v ? v : NONE);
    decref(e);
    return v;
}

/* The subiterator's next value. A class's __next__ is called directly, so that the
 * StopIteration ending it stays pending with its value (op_next swallows it): PEP 380
 * makes StopIteration(v) from a plain iterator's __next__ the expression's value. */
static obj *yf_next(obj *it)
{
    obj *next = is_small(it) || !(it->type->flags & TF_HEAP)
                    ? NULL
                    : type_lookup_cstr(it->type, "__next__");
    if (!next)
        return op_next(it);
    if (!vm_charge(1))
        return vm_ops_exceeded();
    return op_call1(next, it);
}

/* PEP 380: values sent to the delegating generator go to the subiterator (send() when
 * not None), exceptions thrown into it go to its throw() (close() for GeneratorExit),
 * and its return value is the expression's value. */
/* After a yield of yield from: the subiterator's next value, given what the delegating
 * generator was sent (sent, stolen) or thrown (sent NULL: the pending exception goes down
 * to it). NULL: the subiterator ended or failed (yf_result tells which), or, with *abort,
 * the delegation ends with the pending exception. */
static obj *yf_pass(obj *it, bool is_gen, obj *sent, bool *abort)
{
    if (sent) {
        obj *v;
        if (sent == NONE)
            v = yf_next(it);
        else if (is_gen)
            v = gen_send(it, sent);
        else
            v = op_call_method(it, "send", &sent, 1);
        decref(sent);
        return v;
    }
    *abort = true;
    if (!vm->exc || vm->fatal)
        return NULL;
    obj *exc = vm->exc;
    vm->exc = NULL;
    if (type_is_subtype(type_of(exc), &exc_GeneratorExit)) {
        if (is_gen)
            gen_close_obj(it);
        else {
            obj *close = op_getattr_cstr(it, "close");
            if (close)
                xdecref(op_call0(close));
            else if (exc_pending_is(&exc_AttributeError))
                exc_clear();
            xdecref(close);
        }
        if (vm->exc)
            decref(exc);
        else
            vm->exc = exc;
        return NULL;
    }
    if (is_gen) {
        *abort = false;
        return gen_throw(it, exc);
    }
    obj *thr = op_getattr_cstr(it, "throw");
    if (!thr) {
        exc_clear();
        vm->exc = exc;
        return NULL;
    }
    *abort = false;
    obj *v = op_call1(thr, exc);
    decref(thr);
    decref(exc);
    return v;
}

/* The value of yield from once its subiterator gave no value: its return value, or NULL
 * when it failed. */
static obj *yf_result(obj *it, bool is_gen)
{
    if (!vm->exc)
        return is_gen ? gen_return_value(it) : incref(NONE);
    return stop_value();
}

/* yield from iterable, in f: its yields reach f's consumer, and what f is sent or thrown
 * goes down to it. */
static obj *yield_from_obj(struct frame *f, obj *iterable)
{
    obj *it = op_iter(iterable);
    if (!it)
        return NULL;
    bool is_gen = it->type == &type_generator;
    obj *v = yf_next(it);
    while (v) {
        bool abort = false;
        v = yf_pass(it, is_gen, gen_yield(f, v), &abort);
        if (abort) {
            decref(it);
            return NULL;
        }
    }
    obj *result = yf_result(it, is_gen);
    decref(it);
    return result;
}

/* yield from X, X a new reference or NULL with an exception (passed on) */
static obj *yield_from_steal(struct frame *f, obj *x)
{
    if (!x)
        return NULL;
    obj *r = yield_from_obj(f, x);
    decref(x);
    return r;
}

static obj *eval_yield_from(struct frame *f, struct ast *n)
{
    return yield_from_steal(f, eval(f, n->a));
}

/* `await x` outside the syntax (async with, async for): x's __await__() when its class
 * defines one, else x itself (a coroutine is a generator), yielded from. */
static obj *await_value(struct frame *f, obj *x)
{
    obj *aw = is_small(x) || !(x->type->flags & TF_HEAP) ? NULL : type_lookup_cstr(x->type, "__await__");
    if (!aw)
        return yield_from_obj(f, x);
    return yield_from_steal(f, op_call1(aw, x));
}

static obj *await_steal(struct frame *f, obj *x)
{
    obj *r = await_value(f, x);
    decref(x);
    return r;
}

/* An async generator's yields travel the same road as its awaits: each is marked as an
 * item (a pair headed by this object), so that async for tells them from what goes on
 * to the event loop. */
static obj asyncgen_mark = {REFCNT_IMMORTAL, &type_object};

static obj *asyncgen_item(obj *v)
{
    obj *t = tuple_new(2);
    if (!t) {
        decref(v);
        return NULL;
    }
    AS(tuple_obj, t)->items[0] = &asyncgen_mark;
    AS(tuple_obj, t)->items[1] = v;
    return t;
}

/* ---- the expression walker ---- */
static inline obj *binop_fast(obj *a, obj *b, int op)
{
    if (is_small(a) && is_small(b)) {
        /* two 63-bit values: their sum or difference fits int64_t; a product is checked */
        int64_t x = small_val(a), y = small_val(b), r;
        switch (op) {
        case BIN_ADD:
            r = x + y;
            break;
        case BIN_SUB:
            r = x - y;
            break;
        case BIN_MUL:
            if (__builtin_mul_overflow(x, y, &r))
                return op_binary(a, b, op);
            break;
        case BIN_MOD: /* Python's sign: the divisor's; y == 0 raises there */
            if (y == 0)
                return op_binary(a, b, op);
            r = x % y;
            if (r != 0 && (r ^ y) < 0)
                r += y;
            break;
        default:
            return op_binary(a, b, op);
        }
        return r >= SMALL_MIN && r <= SMALL_MAX ? small_new((intptr_t)r) : int_from_i64(r);
    } else if (is_float(a) && is_float(b) && op <= BIN_POW) { /* float's own operators */
        return float_arith(float_val(a), float_val(b), op);
    }
    return op_binary(a, b, op);
}

static NOINLINE obj *eval_binop(struct frame *f, struct ast *n)
{
    obj *a, *b;
    if (eval_two(f, n->a, n->b, &a, &b) < 0)
        return NULL;
    obj *r = binop_fast(a, b, n->op);
    decref(a);
    decref(b);
    return r;
}

static NOINLINE obj *eval_attr(struct frame *f, struct ast *n)
{
    obj *o = eval(f, n->a);
    if (!o)
        return NULL;
    obj *r = load_attr(n, o);
    decref(o);
    return r;
}

static NOINLINE obj *eval_subscr(struct frame *f, struct ast *n)
{
    obj *o, *k;
    if (eval_two(f, n->a, n->b, &o, &k) < 0)
        return NULL;
    obj *r;
    if (is_list(o) && is_small(k)) {
        struct list_obj *l = AS(list_obj, o);
        intptr_t i = small_val(k);
        if (i < 0)
            i += (intptr_t)l->len;
        r = (i >= 0 && (size_t)i < l->len) ? incref(l->items[i])
                                           : exc_raise(&exc_IndexError, "list index out of range");
    } else {
        r = op_getitem(o, k);
    }
    decref(o);
    decref(k);
    return r;
}

static obj *eval_rest(struct frame *f, struct ast *n);

/* The walker's entry for every node that eval() does not read inline. The hottest kinds
 * each have a function of their own, reached by a tail call: the walker for the others
 * (eval_rest) is a large function whose entry alone costs more than a small node does. */
static obj *eval_node(struct frame *f, struct ast *n)
{
    switch (n->kind) {
    case A_GLOBAL:
        return load_global_cached(f, n);
    case A_CALL:
        return eval_call(f, n);
    case A_BINOP:
        return eval_binop(f, n);
    case A_COMPARE:
        return eval_compare(f, n);
    case A_ATTR:
        return eval_attr(f, n);
    case A_SUBSCR:
        return eval_subscr(f, n);
    default:
        return eval_rest(f, n);
    }
}

static NOINLINE obj *eval_rest(struct frame *f, struct ast *n)
{
    switch (n->kind) {
    case A_CONST:
        return incref(n->o);
    case A_LOCAL: {
        obj *v = f->slots[n->slot];
        if (__builtin_expect(!v, 0))
            return unbound_local(f, n->slot);
        return incref(v);
    }
    case A_CELL: {
        obj *v = AS(cell_obj, f->slots[n->slot])->ref;
        if (!v)
            return unbound_free(f, n->slot);
        return incref(v);
    }
    case A_CLASSNS: {
        obj *v = f->ns ? dict_get_str(f->ns, n->o) : NULL;
        if (v)
            return incref(v);
        return load_global(f, n->o);
    }
    case A_UNARY: {
        obj *a = eval(f, n->a);
        if (!a)
            return NULL;
        obj *r = op_unary(a, n->op);
        decref(a);
        return r;
    }
    case A_NOT: {
        int t = eval_truth(f, n->a);
        return t < 0 ? NULL : bool_obj(!t);
    }
    case A_AND:
    case A_OR: {
        obj *v = NULL;
        for (int i = 0; i < n->n; i++) {
            xdecref(v);
            v = eval(f, n->v[i]);
            if (!v)
                return NULL;
            if (i == n->n - 1)
                break;
            int t = op_truth(v);
            if (t < 0) {
                decref(v);
                return NULL;
            }
            if ((n->kind == A_AND) != (t != 0))
                break;
        }
        return v;
    }
    case A_IFEXP: {
        int t = eval_truth(f, n->b);
        if (t < 0)
            return NULL;
        return eval(f, t ? n->a : n->c);
    }
    case A_WALRUS: {
        obj *v = eval(f, n->b);
        if (!v)
            return NULL;
        if (assign(f, n->a, v) < 0) {
            decref(v);
            return NULL;
        }
        return v;
    }
    case A_LAMBDA:
        return make_function(f, n->p, n->a, NULL, 0, n->b);
    case A_SLICE: {
        /* start, stop, step in order; an absent one is None */
        struct ast *part[3] = {n->a, n->b, n->c};
        obj *v[3] = {NULL, NULL, NULL};
        obj *r = NULL;
        int i = 0;
        while (i < 3 && (v[i] = part[i] ? eval(f, part[i]) : incref(NONE)))
            i++;
        if (i == 3)
            r = slice_new(v[0], v[1], v[2]);
        for (int k = 0; k < 3; k++)
            xdecref(v[k]);
        return r;
    }
    case A_TUPLE:
    case A_LIST:
    case A_SET:
        return eval_seq(f, n);
    case A_DICT:
        return eval_dict(f, n);
    case A_LISTCOMP:
    case A_SETCOMP:
    case A_DICTCOMP:
    case A_GENEXP:
        return eval_comprehension(f, n);
    case A_COMPBODY: /* a generator expression's body */
        if (comp_loop(f, n, 0, NULL) < 0)
            return NULL;
        return incref(NONE);
    case A_YIELD: {
        obj *v = n->a ? eval(f, n->a) : incref(NONE);
        if (v && (f->code->flags & CODE_ASYNCGEN))
            v = asyncgen_item(v);
        if (!v)
            return NULL;
        return gen_yield(f, v);
    }
    case A_YIELDFROM:
        return eval_yield_from(f, n);
    case A_FSTRING:
        return eval_fstring(f, n);
    case A_STARRED:
        return exc_raise(&exc_SyntaxError, "can't use starred expression here");
    default:
        return exc_raise(&exc_SystemError, "unknown expression node %d", n->kind);
    }
}

/* ---- assignment ---- */

/* Assigns items to t's targets one by one when there is one item a target (no star), with
 * CPython's messages when the count is off. */
static int unpack_exact(struct frame *f, struct ast *t, obj **items, size_t len)
{
    if (len > (size_t)t->n) {
        exc_raise(&exc_ValueError, "too many values to unpack (expected %d)", t->n);
        return -1;
    }
    if (len < (size_t)t->n) {
        exc_raise(&exc_ValueError, "not enough values to unpack (expected %d, got %zu)", t->n, len);
        return -1;
    }
    for (int i = 0; i < t->n; i++)
        if (assign(f, t->v[i], items[i]) < 0)
            return -1;
    return 0;
}

static int unpack(struct frame *f, struct ast *t, obj *v)
{
    int star = -1;
    for (int i = 0; i < t->n; i++)
        if (t->v[i]->kind == A_STARRED)
            star = i;
    obj **items;
    size_t len;
    obj *seq = NULL;
    if ((is_tuple(v) || is_list(v)) && star < 0) {
        items = is_tuple(v) ? AS(tuple_obj, v)->items : AS(list_obj, v)->items;
        len = is_tuple(v) ? AS(tuple_obj, v)->len : AS(list_obj, v)->len;
        /* hold a reference: assigning may drop the last one to v */
        incref(v);
        int rc = unpack_exact(f, t, items, len);
        decref(v);
        return rc;
    }
    obj *it = op_iter(v);
    if (!it) {
        if (exc_pending_is(&exc_TypeError)) {
            exc_clear();
            exc_raise(&exc_TypeError, "cannot unpack non-iterable %s object", op_type_name(v));
        }
        return -1;
    }
    seq = list_new(0);
    if (!seq) {
        decref(it);
        return -1;
    }
    /* without a star, stop after one item too many */
    for (;;) {
        if (star < 0 && AS(list_obj, seq)->len > (size_t)t->n)
            break;
        obj *x = op_next(it);
        if (!x)
            break;
        if (list_append_steal(seq, x) < 0)
            break;
    }
    decref(it);
    if (vm->exc) {
        decref(seq);
        return -1;
    }
    items = AS(list_obj, seq)->items;
    len = AS(list_obj, seq)->len;
    int rc = 0;
    if (star < 0) {
        rc = unpack_exact(f, t, items, len);
    } else {
        size_t before = (size_t)star, after = (size_t)(t->n - star - 1);
        if (len < before + after) {
            exc_raise(&exc_ValueError,
                      "not enough values to unpack (expected at least %zu, got %zu)",
                      before + after, len);
            rc = -1;
        }
        for (size_t i = 0; !rc && i < before; i++)
            rc = assign(f, t->v[i], items[i]);
        if (!rc) {
            obj *mid = list_new(0);
            for (size_t i = before; mid && i < len - after; i++)
                if (list_append(mid, items[i]) < 0)
                    CLEAR(mid);
            rc = mid ? assign(f, t->v[star]->a, mid) : -1;
            xdecref(mid);
        }
        for (size_t i = 0; !rc && i < after; i++)
            rc = assign(f, t->v[star + 1 + (int)i], items[len - after + i]);
    }
    decref(seq);
    return rc;
}

/* obj.attr = v or obj[key] = v for an A_ATTR or A_SUBSCR target; v NULL deletes. */
static int store_attr_or_item(struct frame *f, struct ast *t, obj *v)
{
    if (t->kind == A_ATTR) {
        obj *o = eval(f, t->a);
        if (!o)
            return -1;
        int rc = store_attr(t, o, v);
        decref(o);
        return rc;
    }
    obj *o, *k;
    if (eval_two(f, t->a, t->b, &o, &k) < 0)
        return -1;
    int rc = op_setitem(o, k, v);
    decref(o);
    decref(k);
    return rc;
}

static int assign(struct frame *f, struct ast *t, obj *v)
{
    switch (t->kind) {
    case A_LOCAL: {
        obj *old = f->slots[t->slot];
        f->slots[t->slot] = incref(v);
        xdecref(old);
        return 0;
    }
    case A_CELL: {
        struct cell_obj *c = AS(cell_obj, f->slots[t->slot]);
        obj *old = c->ref;
        c->ref = incref(v);
        xdecref(old);
        return 0;
    }
    case A_GLOBAL:
        if (vm->has_tools && f->globals == vm->globals) {
            obj *b = dict_get_str(vm->builtins, t->o);
            if (b && !is_small(b) && b->type == &type_tool) { /* smolagents' wording */
                exc_raise(&exc_ValueError,
                          "Cannot assign to name '%s': doing this would erase the existing tool!",
                          str_cstr(t->o));
                return -1;
            }
        }
        return dict_set(f->globals, t->o, v);
    case A_CLASSNS:
        return dict_set(f->ns ? f->ns : f->globals, t->o, v);
    case A_ATTR:
    case A_SUBSCR:
        return store_attr_or_item(f, t, v);
    case A_TUPLE:
    case A_LIST:
        return unpack(f, t, v);
    case A_STARRED:
        exc_raise(&exc_SyntaxError, "starred assignment target must be in a list or tuple");
        return -1;
    default:
        exc_raise(&exc_SyntaxError, "cannot assign to expression");
        return -1;
    }
}

static int delete_target(struct frame *f, struct ast *t)
{
    switch (t->kind) {
    case A_LOCAL:
        if (!f->slots[t->slot]) {
            unbound_local(f, t->slot);
            return -1;
        }
        CLEAR(f->slots[t->slot]);
        return 0;
    case A_CELL: {
        struct cell_obj *c = AS(cell_obj, f->slots[t->slot]);
        if (!c->ref) {
            unbound_free(f, t->slot);
            return -1;
        }
        CLEAR(c->ref);
        return 0;
    }
    case A_GLOBAL:
    case A_CLASSNS: {
        obj *d = t->kind == A_CLASSNS && f->ns ? f->ns : f->globals;
        int rc = dict_del(d, t->o);
        if (rc == 1) {
            name_error(t->o);
            return -1;
        }
        return rc;
    }
    case A_ATTR:
    case A_SUBSCR:
        return store_attr_or_item(f, t, NULL);
    case A_TUPLE:
    case A_LIST:
        for (int i = 0; i < t->n; i++)
            if (delete_target(f, t->v[i]) < 0)
                return -1;
        return 0;
    default:
        exc_raise(&exc_SyntaxError, "cannot delete expression");
        return -1;
    }
}

/* ---- statements ---- */
static obj *load_target(struct frame *f, struct ast *t)
{
    switch (t->kind) {
    case A_LOCAL:
    case A_CELL:
    case A_GLOBAL:
    case A_CLASSNS:
        return eval(f, t);
    default:
        return NULL;
    }
}

/* LocalPythonExecutor's result of a statement: an assignment's value, a def's function, a
 * class; an if's is its branch's last non-None one. Only the snippet's last top-level
 * statement is watched (vm->value_frame). */
static NOINLINE void note_watched_value(obj *v)
{
    xdecref(vm->stmt_value);
    vm->stmt_value = incref(v);
}

static inline void note_value(struct frame *f, obj *v)
{
    if (__builtin_expect(f != vm->value_frame, 1) || v == NONE)
        return;
    note_watched_value(v);
}

/* cur op= rhs: new reference, or NULL with an exception. Two small ints take binop_fast
 * (an int has no in-place operators); the other operators keep op_inplace, whose messages
 * name the in-place operator (@=). */
static inline obj *inplace_op(obj *cur, obj *rhs, int op)
{
    if (is_small(cur) && is_small(rhs) &&
        (op == BIN_ADD || op == BIN_SUB || op == BIN_MUL || op == BIN_MOD))
        return binop_fast(cur, rhs, op);
    return op_inplace(cur, rhs, op);
}

static NOINLINE int exec_augassign(struct frame *f, struct ast *s)
{
    struct ast *t = s->a;
    if (t->kind == A_ATTR || t->kind == A_SUBSCR) {
        obj *o = eval(f, t->a);
        if (!o)
            return X_ERROR;
        obj *k = NULL, *cur;
        if (t->kind == A_ATTR) {
            cur = load_attr(t, o);
        } else {
            k = eval(f, t->b);
            cur = k ? op_getitem(o, k) : NULL;
        }
        obj *rhs = cur ? eval(f, s->b) : NULL;
        obj *r = rhs ? inplace_op(cur, rhs, s->op) : NULL;
        int rc = -1;
        if (r)
            rc = t->kind == A_ATTR ? store_attr(t, o, r) : op_setitem(o, k, r);
        if (rc == 0)
            note_value(f, r);
        xdecref(r);
        xdecref(rhs);
        xdecref(cur);
        xdecref(k);
        decref(o);
        return rc < 0 ? X_ERROR : X_OK;
    }
    obj *cur = load_target(f, t);
    if (!cur)
        return X_ERROR;
    obj *rhs = eval(f, s->b);
    if (!rhs) {
        decref(cur);
        return X_ERROR;
    }
    obj *r;
    if (is_small(cur) && is_small(rhs))
        r = inplace_op(cur, rhs, s->op);
    else if (is_exact_str(cur) && is_exact_str(rhs) && s->op == BIN_ADD && cur->refcnt == 2 &&
             t->kind == A_LOCAL) {
        /* s += t on a string only this variable holds: grow it in place */
        r = NULL;
        struct str_obj *so = AS(str_obj, cur);
        size_t la = so->len, lb = str_len(rhs);
        if (!so->interned && la + lb <= LIMIT_SEQ_BYTES) {
            CLEAR(f->slots[t->slot]);
            str_cache_reset(); /* the string may move: its cached index position with it */
            obj *grown = mem_realloc(cur, sizeof(struct str_obj) + la + lb + 1);
            if (grown) {
                struct str_obj *g = AS(str_obj, grown);
                memcpy(g->data + la, str_cstr(rhs), lb + 1);
                g->len = la + lb;
                g->cplen += AS(str_obj, rhs)->cplen;
                g->ascii = g->ascii && AS(str_obj, rhs)->ascii;
                g->hash = -1;
                f->slots[t->slot] = grown;
                decref(rhs);
                return X_OK;
            }
            decref(cur); /* realloc failed: cur is intact and ours alone */
            decref(rhs);
            return X_ERROR;
        }
        r = op_inplace(cur, rhs, s->op);
    } else
        r = op_inplace(cur, rhs, s->op);
    decref(cur);
    decref(rhs);
    if (!r)
        return X_ERROR;
    note_value(f, r);
    if (t->kind == A_LOCAL) { /* the reference moves in */
        obj *old = f->slots[t->slot];
        f->slots[t->slot] = r;
        xdecref(old);
        return X_OK;
    }
    int rc = assign(f, t, r);
    decref(r);
    return rc < 0 ? X_ERROR : X_OK;
}

/* The next item of an async iterator, awaited in f; NULL without an exception at its end
 * (StopAsyncIteration). An async generator of the snippet's own is run here directly: a
 * marked yield is an item, anything else it yields goes on to the event loop, and what
 * the loop sends or throws goes back down to it. */
static obj *async_next(struct frame *f, obj *ait)
{
    if (!gen_is_async(ait)) {
        obj *aw = op_call_method(ait, "__anext__", NULL, 0);
        obj *x = aw ? await_steal(f, aw) : NULL;
        if (!x && exc_pending_is(&exc_StopAsyncIteration) && !vm->fatal)
            exc_clear();
        return x;
    }
    obj *v = gen_send(ait, NONE);
    for (;;) {
        if (!v) {
            if (!vm->exc)
                decref(gen_return_value(ait));
            return NULL;
        }
        if (v->type == &type_tuple && AS(tuple_obj, v)->len == 2 &&
            AS(tuple_obj, v)->items[0] == &asyncgen_mark) {
            obj *item = incref(AS(tuple_obj, v)->items[1]);
            decref(v);
            return item;
        }
        obj *sent = gen_yield(f, v);
        if (!sent) {
            if (!vm->exc || vm->fatal)
                return NULL;
            obj *exc = vm->exc;
            vm->exc = NULL;
            v = gen_throw(ait, exc);
            continue;
        }
        v = gen_send(ait, sent);
        decref(sent);
    }
}

/* A for loop's end: break skips the else block, which runs after a loop that ran out. */
static int for_end(struct frame *f, struct ast *s, int st)
{
    if (st == X_BREAK)
        return X_OK;
    if (st == X_OK && s->d)
        return exec_block(f, s->d);
    return st;
}

/* A for loop's next item, from it (async: async_next), charged and assigned to the
 * target: X_OK, X_BREAK at the end, or X_ERROR. */
static inline int for_next(struct frame *f, struct ast *s, obj *it, bool async)
{
    if (!charge_op())
        return X_ERROR;
    obj *x = async ? async_next(f, it) : op_next(it);
    if (!x)
        return vm->exc ? X_ERROR : X_BREAK;
    int rc = assign(f, s->a, x);
    decref(x);
    return rc < 0 ? X_ERROR : X_OK;
}

/* A for loop's body, run once: a continue is the same as running to its end. */
static inline int for_body(struct frame *f, struct ast *s)
{
    int st = exec_block(f, s->c);
    return st == X_CONTINUE ? X_OK : st;
}

/* The body of `for` (and of `async for`, whose items come from async_next) over the
 * iterator it, which this steals; then the else block as for_end says. */
static int for_items(struct frame *f, struct ast *s, obj *it, bool async)
{
    int st = X_OK;
    for (;;) {
        st = for_next(f, s, it, async);
        if (st != X_OK) {
            if (st == X_BREAK)
                st = X_OK;
            break;
        }
        if ((st = for_body(f, s)) != X_OK)
            break;
    }
    decref(it);
    return for_end(f, s, st);
}

/* async for: the iterable's __aiter__(), then items from async_next until its end. */
static int exec_async_for(struct frame *f, struct ast *s)
{
    obj *iterable = eval(f, s->b);
    if (!iterable)
        return X_ERROR;
    obj *ait;
    if (gen_is_async(iterable)) {
        ait = iterable;
    } else {
        obj *aiter = op_special(iterable, "__aiter__");
        if (!aiter && !vm->exc)
            exc_raise(&exc_TypeError,
                      "'async for' requires an object with __aiter__ method, got %s",
                      op_type_name(iterable));
        decref(iterable);
        ait = aiter ? op_call0(aiter) : NULL;
        xdecref(aiter);
        if (!ait)
            return X_ERROR;
    }
    return for_items(f, s, ait, true);
}

static int exec_for(struct frame *f, struct ast *s)
{
    if (s->flags & AF_ASYNC)
        return exec_async_for(f, s);
    obj *it = eval_iter(f, s->b);
    if (!it)
        return X_ERROR;
    int st = X_OK;
    int64_t next, step, left;
    if (it->type == &type_iter_range && s->a->kind == A_LOCAL &&
        range_fast_iter(it, &next, &step, &left)) {
        /* for i in range(...) into a fast local: no iterator calls, no boxing */
        obj **slot = &f->slots[s->a->slot];
        for (; left > 0; left--, next += step) {
            if (!charge_op()) {
                st = X_ERROR;
                break;
            }
            obj *old = *slot;
            *slot = int_from_i64(next);
            xdecref(old);
            if (!*slot) {
                st = X_ERROR;
                break;
            }
            if ((st = for_body(f, s)) != X_OK)
                break;
        }
    } else {
        return for_items(f, s, it, false);
    }
    decref(it);
    return for_end(f, s, st);
}

/* A while loop's test before its pass n (from 0), charged and held to the iteration
 * limit: 1, 0, or -1 with an exception. */
static inline int while_test(struct frame *f, struct ast *s, uint64_t n)
{
    if (!charge_op())
        return -1;
    if (vm->while_max && n > vm->while_max) {
        vm_while_exceeded();
        return -1;
    }
    return eval_truth(f, s->a);
}

static int exec_while(struct frame *f, struct ast *s)
{
    for (uint64_t n = 0;; n++) {
        int t = while_test(f, s, n);
        if (t < 0)
            return X_ERROR;
        if (!t)
            break;
        int st = exec_block(f, s->c);
        if (st == X_BREAK)
            return X_OK;
        if (st == X_CONTINUE || st == X_OK)
            continue;
        return st;
    }
    if (s->d)
        return exec_block(f, s->d);
    return X_OK;
}

/* Sets __context__ of a newly raised exception to the one being handled. */
static void chain_context(obj *exc, obj *handling)
{
    if (!handling || exc == handling || !is_exc(exc))
        return;
    struct exc_obj *e = AS(exc_obj, exc);
    if (e->context)
        return;
    /* avoid cycles; each link walked is charged, as a chain that grows by one each raise
     * makes the walks quadratic */
    uint64_t links = 0;
    bool cycle = false;
    for (obj *c = handling; c && !cycle; c = AS(exc_obj, c)->context, links++)
        cycle = c == exc;
    vm_debit(links);
    if (cycle)
        return;
    e->context = incref(handling);
}

static int exec_raise(struct frame *f, struct ast *s)
{
    if (!s->a) {
        if (!vm->handling) {
            exc_raise(&exc_RuntimeError, "No active exception to reraise");
            return X_ERROR;
        }
        exc_set(incref(vm->handling));
        return X_ERROR;
    }
    obj *e = eval(f, s->a);
    if (!e)
        return X_ERROR;
    if (is_type_obj(e) && type_is_subtype((struct type *)e, &exc_BaseException)) {
        obj *inst = type_call(e, NULL, 0, NULL);
        decref(e);
        if (!inst)
            return X_ERROR;
        e = inst;
    }
    if (!is_exc(e)) {
        decref(e);
        exc_raise(&exc_TypeError, "exceptions must derive from BaseException");
        return X_ERROR;
    }
    if (s->b) {
        obj *cause = eval(f, s->b);
        if (!cause) {
            decref(e);
            return X_ERROR;
        }
        if (is_type_obj(cause) && type_is_subtype((struct type *)cause, &exc_BaseException)) {
            obj *inst = type_call(cause, NULL, 0, NULL);
            decref(cause);
            if (!inst) {
                decref(e);
                return X_ERROR;
            }
            cause = inst;
        }
        if (cause != NONE && !is_exc(cause)) {
            decref(cause);
            decref(e);
            exc_raise(&exc_TypeError, "exception causes must derive from BaseException");
            return X_ERROR;
        }
        struct exc_obj *eo = AS(exc_obj, e);
        xdecref(eo->cause);
        eo->cause = cause == NONE ? NULL : cause;
        if (cause == NONE)
            decref(cause);
        eo->suppress_context = true;
    }
    chain_context(e, vm->handling);
    exc_set(e);
    return X_ERROR;
}

/* A try statement after its body ended with status st: the handlers, else and finally
 * blocks. */
static int try_rest(struct frame *f, struct ast *s, int st)
{
    if (st == X_ERROR && !vm->fatal && s->n) {
        if (!vm->exc) /* a native slot failed without raising: never read a NULL exception */
            exc_raise(&exc_SystemError, "error return without exception set");
        obj *exc = vm->exc;
        vm->exc = NULL;
        bool handled = false;
        for (int i = 0; i < s->n; i++) {
            struct ast *h = s->v[i];
            bool match = true;
            if (h->a) {
                obj *spec = eval(f, h->a);
                if (!spec) {
                    chain_context(vm->exc, exc);
                    decref(exc);
                    return X_ERROR;
                }
                bool valid = true;
                if (is_tuple(spec)) {
                    for (size_t k = 0; k < AS(tuple_obj, spec)->len; k++) {
                        obj *it = AS(tuple_obj, spec)->items[k];
                        if (!is_type_obj(it) ||
                            !type_is_subtype((struct type *)it, &exc_BaseException))
                            valid = false;
                    }
                } else if (!is_type_obj(spec) ||
                           !type_is_subtype((struct type *)spec, &exc_BaseException)) {
                    valid = false;
                }
                if (!valid) {
                    decref(spec);
                    exc_raise(&exc_TypeError, "catching classes that do not inherit from "
                                              "BaseException is not allowed");
                    chain_context(vm->exc, exc);
                    decref(exc);
                    return X_ERROR;
                }
                match = exc_matches(exc, spec);
                decref(spec);
            }
            if (!match)
                continue;
            handled = true;
            if (h->b && assign(f, h->b, exc) < 0) {
                decref(exc);
                return X_ERROR;
            }
            obj *saved = vm->handling;
            vm->handling = exc;
            st = exec_block(f, h->c);
            vm->handling = saved;
            if (st == X_ERROR && !vm->fatal)
                chain_context(vm->exc, exc);
            if (h->b && h->b->kind != A_ATTR && h->b->kind != A_SUBSCR) {
                /* `except E as e` unbinds e after the handler (CPython deletes it) */
                obj *pending = vm->exc;
                vm->exc = NULL;
                if (delete_target(f, h->b) < 0)
                    exc_clear();
                vm->exc = pending;
            }
            break;
        }
        if (!handled) {
            vm->exc = exc;
            st = X_ERROR;
        } else {
            decref(exc);
        }
    } else if (st == X_OK && s->c) {
        st = exec_block(f, s->c);
    }
    if (s->d && !vm->fatal) {
        obj *pending = vm->exc;
        vm->exc = NULL;
        obj *ret = st == X_RETURN ? f->ret : NULL;
        obj *saved_handling = vm->handling;
        if (pending)
            vm->handling = pending;
        int st2 = exec_block(f, s->d);
        vm->handling = saved_handling;
        if (st2 != X_OK) {
            if (st2 == X_ERROR && pending)
                chain_context(vm->exc, pending);
            xdecref(pending);
            if (ret && st2 != X_RETURN)
                decref(ret);
            else if (ret && st2 == X_RETURN)
                decref(ret);
            return st2;
        }
        vm->exc = pending;
    }
    return st;
}

static int exec_try(struct frame *f, struct ast *s)
{
    return try_rest(f, s, exec_block(f, s->a));
}

static obj *cm_method(obj *mgr, const char *name, bool has_enter, bool async)
{
    obj *m = op_special(mgr, name);
    if (!m && !vm->exc)
        exc_raise(&exc_TypeError, "'%s' object does not support the %scontext manager protocol%s",
                  op_type_name(mgr), async ? "asynchronous " : "",
                  has_enter ? (async ? " (missed __aexit__ method)" : " (missed __exit__ method)")
                            : "");
    return m;
}

static int exec_with_items(struct frame *f, struct ast *s, int idx)
{
    if (idx == s->n)
        return exec_block(f, s->c);
    struct ast *item = s->v[idx];
    bool async = s->flags & AF_ASYNC; /* __aenter__ and __aexit__, each result awaited */
    obj *mgr = eval(f, item->a);
    if (!mgr)
        return X_ERROR;
    obj *enter = cm_method(mgr, async ? "__aenter__" : "__enter__", false, async);
    obj *exit_m = enter ? cm_method(mgr, async ? "__aexit__" : "__exit__", true, async) : NULL;
    decref(mgr);
    if (!enter || !exit_m) {
        xdecref(enter);
        return X_ERROR;
    }
    obj *val = op_call0(enter);
    decref(enter);
    if (val && async)
        val = await_steal(f, val);
    if (!val) {
        decref(exit_m);
        return X_ERROR;
    }
    if (item->b && assign(f, item->b, val) < 0) {
        decref(val);
        decref(exit_m);
        return X_ERROR;
    }
    decref(val);
    int st = exec_with_items(f, s, idx + 1);
    if (st == X_ERROR && !vm->fatal) {
        obj *exc = vm->exc;
        vm->exc = NULL;
        obj *args[3] = {(obj *)type_of(exc), exc, NONE};
        obj *saved = vm->handling;
        vm->handling = exc;
        obj *r = op_call(exit_m, args, 3, NULL);
        if (r && async)
            r = await_steal(f, r);
        vm->handling = saved;
        decref(exit_m);
        if (!r) {
            chain_context(vm->exc, exc);
            decref(exc);
            return X_ERROR;
        }
        int t = op_truth(r);
        decref(r);
        if (t > 0) {
            decref(exc);
            return X_OK;
        }
        if (t < 0) {
            decref(exc);
            return X_ERROR;
        }
        vm->exc = exc;
        return X_ERROR;
    }
    if (st == X_ERROR) {
        decref(exit_m);
        return st;
    }
    obj *args[3] = {NONE, NONE, NONE};
    obj *r = op_call(exit_m, args, 3, NULL);
    if (r && async)
        r = await_steal(f, r);
    decref(exit_m);
    if (!r) {
        if (st == X_RETURN)
            CLEAR(f->ret);
        return X_ERROR;
    }
    decref(r);
    return st;
}

/* The class of the class statement s, undecorated: NULL with an exception. */
static obj *make_class(struct frame *f, struct ast *s)
{
    struct code *c = s->p;
    obj *bases = NULL, *ns = NULL, *cls = NULL, *closure = NULL;
    obj *bl = list_new(0);
    if (!bl)
        return NULL;
    for (int i = 0; i < s->n; i++) {
        struct ast *a = s->v[i];
        if (a->kind == A_KWARG) {
            if (strcmp(str_cstr(a->o), "metaclass")) {
                exc_raise(&exc_TypeError, "__init_subclass__() takes no keyword arguments");
                goto out;
            }
            continue; /* metaclass=ABCMeta and the like: ignored */
        }
        if (a->kind == A_STARRED || a->kind == A_DSTAR) {
            exc_raise(&exc_SyntaxError, "unpacking in class bases is not supported");
            goto out;
        }
        obj *b = eval(f, a);
        if (!b || list_append_steal(bl, b) < 0)
            goto out;
    }
    bases = tuple_from_array(AS(list_obj, bl)->items, AS(list_obj, bl)->len);
    ns = dict_new();
    if (!bases || !ns)
        goto out;
    if (dict_set_cstr(ns, "__module__", incref(dict_get_cstr(f->globals, "__name__") ?: NONE)) <
            0 ||
        dict_set_cstr(ns, "__qualname__", incref(c->qualname)) < 0)
        goto out;
    if (c->body->n && c->body->v[0]->kind == S_EXPR && c->body->v[0]->a->kind == A_CONST &&
        is_str(c->body->v[0]->a->o) &&
        dict_set_cstr(ns, "__doc__", incref(c->body->v[0]->a->o)) < 0)
        goto out;
    {
        /* run the body with its own frame (slots for free variables) and the namespace */
        if (c->nfree && !(closure = make_closure(f, c)))
            goto out;
        obj *small[8];
        int nsl = c->nslots;
        obj **slots = nsl <= 8 ? small : mem_alloc((size_t)nsl * sizeof(obj *));
        if (!slots)
            goto out;
        memset(slots, 0, (size_t)nsl * sizeof(obj *));
        for (int i = 0; i < c->nfree; i++)
            slots[nsl - c->nfree + i] = incref(AS(tuple_obj, closure)->items[i]);
        struct frame fr = {.slots = slots,
                           .code = c,
                           .globals = f->globals,
                           .ns = ns,
                           .func = f->func,
                           .back = vm->frame,
                           .line = c->line};
        vm->frame = &fr;
        int st = exec_block(&fr, c->body);
        vm->frame = fr.back;
        release_slots(slots, nsl, small);
        if (st == X_ERROR)
            goto out;
    }
    cls = type_new_class(c->name, bases, ns);
    if (cls) {
        /* functions defined in the body learn their class, for zero-argument super() */
        struct dict_obj *d = AS(dict_obj, ((struct type *)cls)->dict);
        for (size_t i = 0; i < d->nentries; i++) {
            obj *v = d->entries[i].value;
            if (!d->entries[i].key || is_small(v))
                continue;
            obj *fns[3] = {v, NULL, NULL};
            if (v->type == &type_classmethod || v->type == &type_staticmethod ||
                v->type == &type_property) {
                fns[0] = AS(wrapper_obj, v)->fget;
                fns[1] = AS(wrapper_obj, v)->fset;
                fns[2] = AS(wrapper_obj, v)->fdel;
            }
            for (int k = 0; k < 3; k++)
                if (fns[k] && !is_small(fns[k]) && fns[k]->type == &type_function &&
                    !AS(func_obj, fns[k])->owner_class)
                    AS(func_obj, fns[k])->owner_class = incref(cls);
        }
    }
out:
    xdecref(bl);
    xdecref(bases);
    xdecref(ns);
    xdecref(closure);
    return cls;
}

/* def and class: the decorators are evaluated top to bottom before the function or class is
 * made, and applied bottom to top after. */
static int exec_def(struct frame *f, struct ast *s)
{
    obj *small[8];
    int nd = s->d ? s->d->n : 0, got = 0;
    obj **decs = nd <= 8 ? small : mem_alloc((size_t)nd * sizeof *decs);
    if (!decs)
        return X_ERROR;
    while (got < nd && (decs[got] = eval(f, s->d->v[got])))
        got++;
    obj *x = NULL;
    if (got == nd)
        x = s->kind == S_FUNCDEF ? make_function(f, s->p, NULL, s->v, s->n, s->b)
                                 : make_class(f, s);
    for (int i = nd - 1; i >= 0 && x; i--) {
        obj *r = op_call1(decs[i], x);
        decref(x);
        x = r;
    }
    for (int i = 0; i < got; i++)
        decref(decs[i]);
    if (decs != small)
        mem_free(decs);
    if (!x)
        return X_ERROR;
    note_value(f, x);
    int rc = assign(f, s->a, x);
    decref(x);
    return rc < 0 ? X_ERROR : X_OK;
}

static int exec_import(struct frame *f, struct ast *s)
{
    for (int i = 0; i < s->n; i++) {
        struct ast *item = s->v[i];
        if (s->kind == S_IMPORT) {
            obj *m = import_module(item->o);
            if (!m)
                return X_ERROR;
            int rc = assign(f, item->a, m);
            decref(m);
            if (rc < 0)
                return X_ERROR;
            continue;
        }
    }
    if (s->kind != S_IMPORTFROM)
        return X_OK;
    obj *m = import_module(s->o);
    if (!m)
        return X_ERROR;
    if (s->flags & AF_STAR_IMPORT) {
        obj *d = AS(module_obj, m)->dict;
        size_t pos = 0;
        obj *k, *v;
        while (dict_next(d, &pos, &k, &v))
            if (str_cstr(k)[0] != '_' && dict_set(f->globals, k, v) < 0) {
                decref(m);
                return X_ERROR;
            }
        decref(m);
        return X_OK;
    }
    for (int i = 0; i < s->n; i++) {
        struct ast *item = s->v[i];
        obj *v = dict_get_str(AS(module_obj, m)->dict, item->o);
        if (!v) {
            exc_raise(&exc_ImportError, "cannot import name '%s' from '%s' (unknown location)",
                      str_cstr(item->o), str_cstr(s->o));
            decref(m);
            return X_ERROR;
        }
        if (assign(f, item->a, v) < 0) {
            decref(m);
            return X_ERROR;
        }
    }
    decref(m);
    return X_OK;
}

/* ---- match ---- */
static int match_pattern(struct frame *f, struct ast *p, obj *subj);

static bool is_match_sequence(obj *o)
{
    struct type *t = type_of(o);
    return t == &type_list || t == &type_tuple || t == &type_range ||
           type_is_subtype(t, &type_list) || type_is_subtype(t, &type_tuple);
}

/* Matches p against subj.name; a missing attribute fails the match rather than raising. */
static int match_attr(struct frame *f, struct ast *p, obj *subj, obj *name)
{
    obj *v = op_getattr(subj, name);
    if (!v) {
        if (!exc_pending_is(&exc_AttributeError))
            return -1;
        exc_clear();
        return 0;
    }
    int rc = match_pattern(f, p, v);
    decref(v);
    return rc;
}

static int match_pattern(struct frame *f, struct ast *p, obj *subj)
{
    switch (p->kind) {
    case P_CAPTURE:
        if (p->a && assign(f, p->a, subj) < 0)
            return -1;
        return 1;
    case P_VALUE: {
        obj *v = eval(f, p->a);
        if (!v)
            return -1;
        int eq = op_eq(subj, v);
        decref(v);
        return eq;
    }
    case P_SINGLETON:
        return subj == p->o;
    case P_AS: {
        int m = match_pattern(f, p->a, subj);
        if (m <= 0)
            return m;
        return assign(f, p->b, subj) < 0 ? -1 : 1;
    }
    case P_OR:
        for (int i = 0; i < p->n; i++) {
            int m = match_pattern(f, p->v[i], subj);
            if (m)
                return m;
        }
        return 0;
    case P_SEQ: {
        if (!is_match_sequence(subj))
            return 0;
        obj *seq = list_from_iter(subj);
        if (!seq)
            return -1;
        size_t len = AS(list_obj, seq)->len;
        obj **items = AS(list_obj, seq)->items;
        int star = p->slot, n = p->n, rc = 1;
        if (star < 0 ? len != (size_t)n : len < (size_t)(n - 1)) {
            decref(seq);
            return 0;
        }
        if (star < 0) {
            for (int i = 0; i < n && rc == 1; i++)
                rc = match_pattern(f, p->v[i], items[i]);
        } else {
            size_t after = (size_t)(n - star - 1);
            for (int i = 0; i < star && rc == 1; i++)
                rc = match_pattern(f, p->v[i], items[i]);
            if (rc == 1 && p->v[star]->a) {
                obj *mid = list_new(0);
                for (size_t i = (size_t)star; mid && i < len - after; i++)
                    if (list_append(mid, items[i]) < 0)
                        CLEAR(mid);
                rc = mid && assign(f, p->v[star]->a, mid) == 0 ? 1 : -1;
                xdecref(mid);
            }
            for (size_t i = 0; i < after && rc == 1; i++)
                rc = match_pattern(f, p->v[star + 1 + (int)i], items[len - after + i]);
        }
        decref(seq);
        return rc;
    }
    case P_MAPPING: {
        if (!is_dict(subj))
            return 0;
        int k = p->n / 2;
        for (int i = 0; i < k; i++) {
            obj *key = eval(f, p->v[i]);
            if (!key)
                return -1;
            obj *v = dict_get(subj, key);
            decref(key);
            if (!v)
                return vm->exc ? -1 : 0;
            incref(v);
            int m = match_pattern(f, p->v[k + i], v);
            decref(v);
            if (m <= 0)
                return m;
        }
        if (p->a) {
            obj *rest = dict_copy(subj);
            if (!rest)
                return -1;
            for (int i = 0; i < k; i++) {
                obj *key = eval(f, p->v[i]);
                if (!key || dict_del(rest, key) < 0) {
                    xdecref(key);
                    decref(rest);
                    return -1;
                }
                decref(key);
            }
            int rc = assign(f, p->a, rest);
            decref(rest);
            if (rc < 0)
                return -1;
        }
        return 1;
    }
    case P_CLASS: {
        obj *cls = eval(f, p->a);
        if (!cls)
            return -1;
        if (!is_type_obj(cls)) {
            decref(cls);
            exc_raise(&exc_TypeError, "called match pattern must be a class");
            return -1;
        }
        struct type *t = (struct type *)cls;
        if (!type_is_subtype(type_of(subj), t)) {
            decref(cls);
            return 0;
        }
        int rc = 1;
        if (p->n) {
            static struct type *const self_match[] = {
                &type_bool,      &type_bytes, &type_dict, &type_float,
                &type_frozenset, &type_int,   &type_list, &type_set,
                &type_str,       &type_tuple, NULL};
            bool selfm = false;
            for (int i = 0; self_match[i]; i++)
                if (t == self_match[i])
                    selfm = true;
            if (selfm) {
                if (p->n > 1) {
                    exc_raise(&exc_TypeError, "%s() accepts 1 positional sub-pattern (%d given)",
                              t->name, p->n);
                    rc = -1;
                } else {
                    rc = match_pattern(f, p->v[0], subj);
                }
            } else {
                obj *ma = type_lookup_cstr(t, "__match_args__");
                if (!ma || !is_tuple(ma) || AS(tuple_obj, ma)->len < (size_t)p->n) {
                    exc_raise(&exc_TypeError,
                              "%s() accepts %zu positional sub-pattern%s (%d given)", t->name,
                              ma && is_tuple(ma) ? AS(tuple_obj, ma)->len : 0,
                              ma && is_tuple(ma) && AS(tuple_obj, ma)->len == 1 ? "" : "s", p->n);
                    rc = -1;
                }
                for (int i = 0; rc == 1 && i < p->n; i++)
                    rc = match_attr(f, p->v[i], subj, AS(tuple_obj, ma)->items[i]);
            }
        }
        for (int i = 0; rc == 1 && p->b && i < p->b->n; i++)
            rc = match_attr(f, p->b->v[i]->a, subj, p->b->v[i]->o);
        decref(cls);
        return rc;
    }
    default:
        exc_raise(&exc_SystemError, "bad pattern");
        return -1;
    }
}

static int exec_match(struct frame *f, struct ast *s)
{
    obj *subj = eval(f, s->a);
    if (!subj)
        return X_ERROR;
    for (int i = 0; i < s->n; i++) {
        struct ast *cs = s->v[i];
        int m = match_pattern(f, cs->a, subj);
        if (m < 0) {
            decref(subj);
            return X_ERROR;
        }
        if (!m)
            continue;
        if (cs->b) {
            int t = eval_truth(f, cs->b);
            if (t < 0) {
                decref(subj);
                return X_ERROR;
            }
            if (!t)
                continue;
        }
        decref(subj);
        return exec_block(f, cs->c);
    }
    decref(subj);
    return X_OK;
}

/* An assignment, or an expression statement (S_EXPR: an assignment to no target). */
static NOINLINE int exec_assign(struct frame *f, struct ast *s)
{
    obj *v = eval(f, s->a);
    if (!v)
        return X_ERROR;
    note_value(f, v);
    if (s->n == 1 && s->v[0]->kind == A_LOCAL) { /* x = ...: the reference moves in */
        obj **slot = &f->slots[s->v[0]->slot];
        obj *old = *slot;
        *slot = v;
        xdecref(old);
        return X_OK;
    }
    if (s->n == 1 && s->v[0]->kind == A_ATTR) { /* o.name = ... */
        obj *o = eval(f, s->v[0]->a);
        int rc = o ? store_attr(s->v[0], o, v) : -1;
        xdecref(o);
        decref(v);
        return rc < 0 ? X_ERROR : X_OK;
    }
    for (int i = 0; i < s->n; i++)
        if (assign(f, s->v[i], v) < 0) {
            decref(v);
            return X_ERROR;
        }
    decref(v);
    return X_OK;
}

/* `return`: the value waits in f->ret while X_RETURN unwinds the blocks (and runs the
 * finally clauses) up to the call. */
static NOINLINE int exec_return(struct frame *f, struct ast *s)
{
    f->ret = s->a ? eval(f, s->a) : incref(NONE);
    return f->ret ? X_RETURN : X_ERROR;
}

static NOINLINE int exec_if(struct frame *f, struct ast *s)
{
    int t = eval_truth(f, s->a);
    if (t < 0)
        return X_ERROR;
    if (t)
        return exec_block(f, s->b);
    if (!s->c)
        return X_OK;
    return s->c->kind == S_IF ? exec_stmt(f, s->c) : exec_block(f, s->c);
}

static NOINLINE int exec_stmt_rest(struct frame *f, struct ast *s);

/* One statement, charged one operation. The commonest kinds each have a function of their
 * own, reached by a tail call (as in eval_node); exec_stmt_rest runs the others. */
static int exec_stmt(struct frame *f, struct ast *s)
{
    /* charge_op's work written out: through it GCC inlines exec_stmt into exec_block, which
     * costs the loop bench 1.4% more instructions */
    if (!vm_charge(1)) {
        vm_ops_exceeded();
        return X_ERROR;
    }
    switch (s->kind) {
    case S_EXPR:
    case S_ASSIGN:
        return exec_assign(f, s);
    case S_AUGASSIGN:
        return exec_augassign(f, s);
    case S_RETURN:
        return exec_return(f, s);
    case S_IF:
        return exec_if(f, s);
    default:
        return exec_stmt_rest(f, s);
    }
}

static NOINLINE int exec_stmt_rest(struct frame *f, struct ast *s)
{
    switch (s->kind) {
    case S_ANNASSIGN: {
        if (!s->b)
            return X_OK;
        obj *v = eval(f, s->b);
        if (!v)
            return X_ERROR;
        note_value(f, v);
        int rc = assign(f, s->a, v);
        decref(v);
        return rc < 0 ? X_ERROR : X_OK;
    }
    case S_PASS:
    case S_GLOBAL:
        return X_OK;
    case S_BREAK:
        return X_BREAK;
    case S_CONTINUE:
        return X_CONTINUE;
    case S_DEL:
        for (int i = 0; i < s->n; i++)
            if (delete_target(f, s->v[i]) < 0)
                return X_ERROR;
        return X_OK;
    case S_RAISE:
        return exec_raise(f, s);
    case S_ASSERT: {
        int t = eval_truth(f, s->a);
        if (t < 0)
            return X_ERROR;
        if (t)
            return X_OK;
        if (s->b) {
            obj *m = eval(f, s->b);
            if (!m)
                return X_ERROR;
            exc_raise_obj(&exc_AssertionError, m);
            decref(m);
        } else {
            exc_set(exc_new(&exc_AssertionError, NULL, 0));
        }
        return X_ERROR;
    }
    case S_IMPORT:
    case S_IMPORTFROM:
        return exec_import(f, s);
    case S_FOR:
        return exec_for(f, s);
    case S_WHILE:
        return exec_while(f, s);
    case S_TRY:
        return exec_try(f, s);
    case S_WITH:
        return exec_with_items(f, s, 0);
    case S_FUNCDEF:
    case S_CLASSDEF:
        return exec_def(f, s);
    case S_MATCH:
        return exec_match(f, s);
    case S_BLOCK:
        return exec_block(f, s);
    default:
        exc_raise(&exc_SystemError, "unknown statement node %d", s->kind);
        return X_ERROR;
    }
}

/* ---- the traceback's ^^^ markers ---- */
static bool is_space(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\f';
}

/* Notes n as the expression that failed in f, unless a deeper one of f already was for
 * the same exception. The span is n's; a binary operator's anchors are its operator (the
 * first non-blank bytes between the operands, one or two), a subscript's its brackets:
 * what CPython 3.11 draws with ^ among the ~. */
static void note_error_node(struct frame *f, struct ast *n)
{
    if (vm->err_frame == f && vm->err_exc == vm->exc)
        return;
    vm->err_frame = f;
    vm->err_exc = vm->exc;
    struct tb_pos *p = &vm->err_pos;
    *p = (struct tb_pos){n->line, -1, -1, -1, -1};
    if (!f->code || !f->code->src || n->end_line < n->line)
        return;
    p->col = (int)n->col;
    p->end_col = n->end_line == n->line ? (int)n->end_col : TB_POS_LINE_END;
    struct ast *l = n->a, *r = n->b;
    if (!l || !r || l->end_line != n->line || r->line != n->line)
        return;
    const struct source *src = f->code->src;
    if (n->line < 1 || (uint32_t)n->line > src->nlines)
        return;
    const char *text = src->text + src->line_starts[n->line - 1];
    if (n->kind == A_BINOP) {
        for (uint32_t i = l->end_col; i < r->col; i++) {
            if (is_space(text[i]))
                continue;
            p->anchor_l = (int)(i - n->col);
            p->anchor_r = p->anchor_l + (i + 1 < r->col && !is_space(text[i + 1]) ? 2 : 1);
            break;
        }
    } else if (n->kind == A_SUBSCR) {
        p->anchor_l = (int)(l->end_col - n->col);
        p->anchor_r = (int)(r->end_col + 1 - n->col);
    }
}

/* The expression noted for f's pending exception, once: its traceback entry takes it. */
static const struct tb_pos *take_error_pos(const struct frame *f)
{
    if (vm->err_frame != f || vm->err_exc != vm->exc)
        return NULL;
    vm->err_frame = NULL;
    return &vm->err_pos;
}

/* A statement s of f raised: its frame's entry in the traceback. */
static void stmt_failed(struct frame *f, struct ast *s)
{
    if (vm->exc && is_exc(vm->exc))
        exc_add_tb(vm->exc, str_cstr(f->code->name), s->line, take_error_pos(f));
}

static int exec_block(struct frame *f, struct ast *b)
{
    for (int i = 0; i < b->n; i++) {
        struct ast *s = b->v[i];
        int st = exec_stmt(f, s);
        if (__builtin_expect(st != X_OK, 0)) {
            if (st == X_ERROR)
                stmt_failed(f, s);
            return st;
        }
    }
    return X_OK;
}

/* ---- resumable generators (types/gen.h) ----
 * A CODE_RESUMABLE generator's body runs in these, beside exec_block and exec_stmt, which
 * run every statement that holds no yield (AF_YIELDS unset). A yield returns X_YIELD, its
 * value in f->ret as a return's, up through the statements that hold it, each pushing a
 * record of where it was; resumed, each takes its record on the way back down (while
 * rs->resuming), and the yield evaluates to what was sent, or raises what was thrown. */

/* What a resumed yield evaluates to: the value sent (None for next()), or NULL with the
 * thrown exception pending. Ends the walk down. */
static obj *resumed_value(struct gen_resume *rs)
{
    rs->resuming = false;
    if (rs->throwing) {
        rs->throwing = false;
        return NULL;
    }
    return incref(rs->sent ? rs->sent : NONE);
}

/* `yield from x` as a statement's value: X_YIELD (the subiterator's value in f->ret, the
 * subiterator in a record), X_OK with its value in *result, or X_ERROR. Out of line: a
 * plain yield, the common case, then saves fewer registers. */
__attribute__((noinline)) static int rexec_yield_from(struct frame *f, struct gen_resume *rs,
                                                      struct ast *y, obj **result)
{
    obj *it, *v;
    if (rs->resuming) {
        it = gen_rec_pop(rs)->it;
        bool abort = false;
        v = yf_pass(it, it->type == &type_generator, resumed_value(rs), &abort);
        if (abort) {
            decref(it);
            return X_ERROR;
        }
    } else {
        obj *x = eval(f, y->a);
        if (!x)
            return X_ERROR;
        it = op_iter(x);
        decref(x);
        if (!it)
            return X_ERROR;
        v = yf_next(it);
    }
    if (v) {
        gen_rec_push(rs, it, 0);
        f->ret = v;
        return X_YIELD;
    }
    *result = yf_result(it, it->type == &type_generator);
    decref(it);
    return *result ? X_OK : X_ERROR;
}

/* `yield v`, `yield from x`, or either as an assignment's value (s: S_EXPR, S_ASSIGN). */
__attribute__((noinline)) static int rexec_yield(struct frame *f, struct gen_resume *rs,
                                                 struct ast *s)
{
    struct ast *y = s->a;
    obj *v;
    if (y->kind == A_YIELDFROM) {
        int st = rexec_yield_from(f, rs, y, &v);
        if (st == X_YIELD)
            return st;
        if (st == X_ERROR) {
            note_error_node(f, y);
            return st;
        }
    } else if (rs->resuming) {
        v = resumed_value(rs);
        if (!v) {
            note_error_node(f, y);
            return X_ERROR;
        }
    } else {
        f->ret = y->a ? eval(f, y->a) : incref(NONE);
        if (!f->ret) {
            note_error_node(f, y);
            return X_ERROR;
        }
        return X_YIELD;
    }
    /* (no note_value: a generator's frame is never the module's) */
    for (int i = 0; s->kind == S_ASSIGN && i < s->n; i++)
        if (assign(f, s->v[i], v) < 0) {
            decref(v);
            return X_ERROR;
        }
    decref(v);
    return X_OK;
}

static inline int rexec_block(struct frame *f, struct gen_resume *rs, struct ast *b);
static int rexec_stmt(struct frame *f, struct gen_resume *rs, struct ast *s);

__attribute__((noinline)) static int rexec_if(struct frame *f, struct gen_resume *rs, struct ast *s)
{
    int branch; /* 0: the body, 1: else */
    if (rs->resuming) {
        branch = (int)gen_rec_pop(rs)->idx;
    } else {
        int t = eval_truth(f, s->a);
        if (t < 0)
            return X_ERROR;
        branch = !t;
    }
    struct ast *b = branch ? s->c : s->b;
    if (!b)
        return X_OK;
    int st = b->kind != S_IF        ? rexec_block(f, rs, b)
             : b->flags & AF_YIELDS ? rexec_stmt(f, rs, b)
                                    : exec_stmt(f, b);
    if (st == X_YIELD)
        gen_rec_push(rs, NULL, branch);
    return st;
}

__attribute__((noinline)) static int rexec_while(struct frame *f, struct gen_resume *rs,
                                                 struct ast *s)
{
    int64_t n = 0; /* the record: conditions tested, or -1 in the else block */
    bool resumed = rs->resuming;
    int st;
    if (resumed && (n = gen_rec_pop(rs)->idx) < 0)
        goto orelse;
    for (;; n++) {
        if (!resumed) {
            int t = while_test(f, s, (uint64_t)n);
            if (t < 0)
                return X_ERROR;
            if (!t)
                break;
        }
        resumed = false;
        st = rexec_block(f, rs, s->c);
        if (st == X_YIELD) {
            gen_rec_push(rs, NULL, n);
            return st;
        }
        if (st == X_BREAK)
            return X_OK;
        if (st != X_CONTINUE && st != X_OK)
            return st;
    }
    if (!s->d)
        return X_OK;
orelse:
    st = rexec_block(f, rs, s->d);
    if (st == X_YIELD)
        gen_rec_push(rs, NULL, -1);
    return st;
}

__attribute__((noinline)) static int rexec_for(struct frame *f, struct gen_resume *rs,
                                               struct ast *s)
{
    obj *it = NULL; /* the record: the iterator, or NULL in the else block */
    bool resumed = rs->resuming;
    int st = X_OK;
    if (resumed) {
        if (!(it = gen_rec_pop(rs)->it))
            goto orelse;
    } else if (!(it = eval_iter(f, s->b))) {
        return X_ERROR;
    }
    for (;;) {
        if (!resumed && (st = for_next(f, s, it, false)) != X_OK) {
            if (st == X_BREAK)
                st = X_OK;
            break;
        }
        resumed = false;
        st = rexec_block(f, rs, s->c);
        if (st == X_YIELD) {
            gen_rec_push(rs, it, 0);
            return st;
        }
        if (st == X_CONTINUE)
            st = X_OK;
        if (st != X_OK)
            break;
    }
    decref(it);
    if (st == X_BREAK)
        return X_OK;
    if (st != X_OK || !s->d)
        return st;
orelse:
    st = rexec_block(f, rs, s->d);
    if (st == X_YIELD)
        gen_rec_push(rs, NULL, 0);
    return st;
}

/* Yields in the try body only (scope.c). */
__attribute__((noinline)) static int rexec_try(struct frame *f, struct gen_resume *rs,
                                               struct ast *s)
{
    int st = rexec_block(f, rs, s->a);
    return st == X_YIELD ? st : try_rest(f, s, st);
}

/* A block as a statement. */
__attribute__((noinline)) static int rexec_nested(struct frame *f, struct gen_resume *rs,
                                                  struct ast *s)
{
    return rexec_block(f, rs, s);
}

/* The statements that can hold a resumable yield (scope.c's resume_need_stmt), by kind. */
static int (*const rexec_of[A__COUNT])(struct frame *f, struct gen_resume *rs, struct ast *s) = {
    [S_EXPR] = rexec_yield, [S_ASSIGN] = rexec_yield, [S_IF] = rexec_if,
    [S_WHILE] = rexec_while, [S_FOR] = rexec_for,       [S_TRY] = rexec_try,
    [S_BLOCK] = rexec_nested,
};

/* A statement of a resumable generator: exec_stmt's work when it holds no yield. */
static int rexec_stmt(struct frame *f, struct gen_resume *rs, struct ast *s)
{
    if (!(s->flags & AF_YIELDS))
        return exec_stmt(f, s);
    if (!rs->resuming && !charge_op())
        return X_ERROR;
    return rexec_of[s->kind](f, rs, s);
}

/* The record: the index of the statement that yielded. Inlined in the statements that
 * hold blocks: a call less on each yield's way up and down. */
static inline __attribute__((always_inline)) int rexec_block(struct frame *f, struct gen_resume *rs,
                                                             struct ast *b)
{
    if (!(b->flags & AF_YIELDS))
        return exec_block(f, b);
    int i = rs->resuming ? (int)gen_rec_pop(rs)->idx : 0;
    for (; i < b->n; i++) {
        struct ast *s = b->v[i];
        int st = rexec_stmt(f, rs, s);
        if (st != X_OK) {
            if (st == X_YIELD)
                gen_rec_push(rs, NULL, i);
            else if (st == X_ERROR)
                stmt_failed(f, s);
            return st;
        }
    }
    return X_OK;
}

/* A generator expression's clauses[ci..] (comp_loop's walk): each for clause's record is
 * its iterator. */
static int rcomp_loop(struct frame *f, struct gen_resume *rs, struct ast *body, int ci)
{
    if (ci == body->n) {
        if (rs->resuming) {
            obj *sent = resumed_value(rs);
            if (!sent)
                return X_ERROR;
            decref(sent);
            return X_OK;
        }
        if (!charge_op())
            return X_ERROR;
        f->ret = eval(f, body->a);
        return f->ret ? X_YIELD : X_ERROR;
    }
    struct ast *cl = body->v[ci];
    if (cl->kind == A_IF_CLAUSE) {
        if (!rs->resuming) {
            int t = eval_truth(f, cl->a);
            if (t <= 0)
                return t < 0 ? X_ERROR : X_OK;
        }
        return rcomp_loop(f, rs, body, ci + 1);
    }
    bool resumed = rs->resuming;
    obj *it;
    if (resumed)
        it = gen_rec_pop(rs)->it;
    else if (!cl->b)
        it = incref(f->slots[0]);
    else if (!(it = eval_iter(f, cl->b)))
        return X_ERROR;
    for (;;) {
        if (!resumed) {
            obj *x = op_next(it);
            if (!x)
                break;
            int rc = assign(f, cl->a, x);
            decref(x);
            if (rc < 0) {
                decref(it);
                return X_ERROR;
            }
        }
        resumed = false;
        int st = rcomp_loop(f, rs, body, ci + 1);
        if (st == X_YIELD) {
            gen_rec_push(rs, it, 0);
            return st;
        }
        if (st == X_ERROR) {
            decref(it);
            return st;
        }
    }
    decref(it);
    return vm->exc ? X_ERROR : X_OK;
}

/* A resumable generator's body from where it stopped to its next yield (its value, with
 * rs->yielded) or its end (its return value, or NULL with an exception). */
static obj *run_resumable(struct frame *f)
{
    struct gen_resume *rs = gen_resume_of(f);
    struct ast *body = f->code->body;
    int st;
    if (body->kind == A_COMPBODY) {
        st = rcomp_loop(f, rs, body, 0);
        if (st == X_ERROR) { /* <genexpr>: a frame of its own, as run_frame gives it */
            note_error_node(f, body);
            if (vm->exc && is_exc(vm->exc))
                exc_add_tb(vm->exc, str_cstr(f->code->name), body->line, take_error_pos(f));
        }
    } else {
        st = rexec_block(f, rs, body);
    }
    rs->yielded = st == X_YIELD;
    if (st == X_YIELD || st == X_RETURN)
        return f->ret;
    return st == X_ERROR ? NULL : incref(NONE);
}

/* Runs a module body; *last receives the value of a final expression statement. */
obj *eval_module(struct code *code, obj *globals, obj **last)
{
    struct frame fr = {.slots = NULL, .code = code, .globals = globals, .back = NULL, .line = 1};
    *last = NULL;
    vm->frame = &fr;
    vm->err_frame = NULL; /* a note left by an earlier run names no frame of this one */
    struct ast *b = code->body;
    int st = X_OK;
    for (int i = 0; i < b->n && st == X_OK; i++) {
        struct ast *s = b->v[i];
        if (s->kind == S_EXPR && i == b->n - 1) {
            if (!charge_op()) {
                st = X_ERROR;
            } else {
                obj *v = eval(&fr, s->a);
                if (!v)
                    st = X_ERROR;
                else
                    *last = v;
            }
        } else if (i == b->n - 1) {
            vm->value_frame = &fr;
            st = exec_stmt(&fr, s);
            vm->value_frame = NULL;
            *last = vm->stmt_value; /* the reference moves */
            vm->stmt_value = NULL;
        } else {
            st = exec_stmt(&fr, s);
        }
        if (st == X_ERROR && !vm->exc && !vm->fatal) /* failed without raising */
            exc_raise(&exc_SystemError, "error return without exception set");
        if (st == X_ERROR && vm->exc && is_exc(vm->exc))
            exc_add_tb(vm->exc, "<module>", s->line, take_error_pos(&fr));
        if (st == X_ERROR) {
            vm->error_stmt_line = s->line;
            vm->error_stmt_col = (int)s->col;
        }
    }
    vm->frame = NULL;
    if (st == X_ERROR)
        return NULL;
    return incref(NONE);
}
