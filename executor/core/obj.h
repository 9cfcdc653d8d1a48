/* executor/core/obj.h: the object model shared by every type file.
 * An object is a pointer. Small ints (63-bit) are tagged pointers with the low bit set and
 * never allocated; everything else starts with struct obj (refcount + type). A type is a
 * table of slots; user classes are heap types whose slots dispatch to dunder methods.
 * Errors: a function returning obj * returns NULL with an exception pending in vm->exc;
 * functions returning int return -1 for the same.
 *
 * Memory safety rules for native code (each closes a class of bugs a snippet can reach):
 * - Re-entrancy. Any call that can run snippet code (__index__, __eq__, __hash__, __lt__,
 *   key functions, __iter__/__next__, __len__, __repr__, __str__, __format__) may mutate any
 *   container, including the one being worked on, and drop its items. After such a call,
 *   re-read lengths and item pointers (never keep l->items or l->len across it), re-check
 *   indices against the new length, and hold a reference to any item still needed.
 *   op_compare and op_repr hold their operands; seq_compare, seq_repr and slice_indices
 *   take lengths by address and read them after the calls. Convert every argument
 *   (op_index*, op_slice_bound) before reading the container's length or data.
 * - Types at the boundary. Read an object's insides (AS(bigint_obj, o), float_val, AS(str_obj,
 *   o)) only after checking its type; for integer arguments use the op_index* converters,
 *   which apply __index__ as CPython does. The int_* readers refuse a non-int themselves.
 * - No half-built objects. A builtin type is constructible only through its own construct
 *   slot; without one, type_call refuses it ("cannot create 'X' instances"). */
#ifndef EXECUTOR_OBJ_H
#define EXECUTOR_OBJ_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <gmp.h>

#include "executor/core/limits.h"

struct source; /* code.h */

typedef struct obj obj;
struct type;

struct obj {
    intptr_t refcnt;
    struct type *type;
};

/* Objects that live for the whole process (None, True, builtin types) start here, so
 * their count never reaches zero even when several sessions share them. */
#define REFCNT_IMMORTAL ((intptr_t)1 << 60)

/* ---- small ints ---- */
#define SMALL_MAX (INTPTR_MAX >> 1)
#define SMALL_MIN (INTPTR_MIN >> 1)
static inline bool is_small(const obj *o)
{
    return ((uintptr_t)o & 1) != 0;
}
static inline intptr_t small_val(const obj *o)
{
    return (intptr_t)o >> 1;
}
static inline obj *small_new(intptr_t v)
{
    return (obj *)(((uintptr_t)v << 1) | 1);
}

/* ---- comparison and binary operator codes (shared with the AST) ---- */
enum cmp_op { CMP_LT, CMP_LE, CMP_EQ, CMP_NE, CMP_GT, CMP_GE };
enum bin_op {
    BIN_ADD,
    BIN_SUB,
    BIN_MUL,
    BIN_TRUEDIV,
    BIN_FLOORDIV,
    BIN_MOD,
    BIN_POW,
    BIN_MATMUL,
    BIN_LSHIFT,
    BIN_RSHIFT,
    BIN_AND,
    BIN_OR,
    BIN_XOR,
    BIN__COUNT
};
enum unary_op { UN_NEG, UN_POS, UN_INVERT };

typedef obj *(*cfunc)(obj **args, size_t nargs, obj *kwnames);
/* A function that serves several table entries, told apart by the entry's DATA (an
 * operator, a mode, a flag): one function, not one wrapper per entry. */
typedef obj *(*cfunc_data)(obj **args, size_t nargs, obj *kwnames, intptr_t data);

struct pyargs_sig;

/* A method of a builtin type (args[0] is self), or a module's function. The call checks
 * the arguments against FLAGS and SIG (core/pyargs.h) before FN runs, so FN counts nothing
 * and finds each typed argument of the type declared. */
struct method_def {
    const char *name;
    cfunc fn;
    int flags; /* METH_CLASS: args[0] is the type; METH_STATIC: no self */
    const struct pyargs_sig *sig; /* NULL: FN binds its arguments itself */
    /* Instead of FN: FN_DATA, called with DATA ({"gcd", .fn_data = gcd_lcm, .data = GCD}).
     * Its arguments are bound as FN's would be. */
    cfunc_data fn_data;
    intptr_t data;
};
#define METH_CLASS 1
#define METH_STATIC 2
/* No argument besides self. The call (builtin_call) checks it with CPython's messages
 * ("str.upper() takes no arguments (1 given)"), so the method itself does not. */
#define METH_NOARGS 4
/* Exactly one argument besides self, no keywords: "list.append() takes exactly one argument
 * (0 given)". */
#define METH_O 8

/* A read-only attribute of a builtin type (e.g. complex.real, slice.start): either GET
 * computes it, or (GET NULL) it is a member, the field at OFFSET of the instance read as
 * KIND. Most attributes are plain fields, and one reader (getset_get) serves them all. */
enum member_kind {
    MEMBER_OBJ,    /* obj *, a new reference; a NULL field reads as None */
    MEMBER_INT8,   /* int8_t, as an int */
    MEMBER_INT32,  /* int32_t */
    MEMBER_INT,    /* int */
    MEMBER_INT64,  /* int64_t */
    MEMBER_BOOL,   /* bool, as True or False */
    MEMBER_DOUBLE, /* double, as a float */
    /* or'ed with one of the above: a field CPython shows as a READONLY member
     * (slice.start), whose writes say "readonly attribute"; its read-only getsets
     * (date.year) say "attribute 'year' of 'datetime.date' objects is not writable" */
    MEMBER_READONLY = 16,
};
struct getset_def {
    const char *name;
    obj *(*get)(obj *self);
    enum member_kind kind;
    size_t offset;
};
/* {"start", NULL, MEMBER_OBJ, offsetof(struct slice_obj, start)}, written as
 * MEMBER("start", MEMBER_OBJ, struct slice_obj, start). FIELD may index an array of the
 * struct (struct tuple_obj, items[1]). */
#define MEMBER(name_, kind_, struct_, field_)                                                      \
    {.name = (name_), .kind = (kind_), .offset = offsetof(struct_, field_)}

#define TF_HEAP 1          /* a class defined by the snippet */
#define TF_BASETYPE 2      /* may be subclassed */
#define TF_EXCEPTION 4     /* BaseException or a subclass */
#define TF_ABSTRACT 8      /* cannot be instantiated directly */
#define TF_INTEGER 16      /* int, bool and classes derived from int: is_int() holds */
#define TF_BUILTIN_BASE 32 /* a heap class whose solid base is a builtin type (list, str...) */
#define TF_FLOAT 64        /* float and classes derived from it */
#define TF_NATIVE 128      /* a native module's type: op_special finds its builtin dunders */
/* a native module's type classes may derive from: an instance is its object, retyped, as
 * for list (json.JSONEncoder) */
#define TF_NATIVE_BASE 512

struct type {
    obj base;
    const char *name;
    uint32_t flags;
    size_t instance_size;   /* bytes of an instance (heap types: of the solid base + dict) */
    struct type *base_type; /* solid base: where the instance layout comes from */
    obj *bases;             /* tuple of types */
    obj *mro;               /* tuple of types, self first */
    obj *dict;              /* attributes: methods, class variables */
    obj *name_obj;          /* str */
    obj *module_name;       /* str, heap types */
    obj *qualname;          /* str, heap types ("Outer.Inner"); NULL: name_obj */
    const struct method_def *methods;
    const struct getset_def *getset;

    /* What an instance holds, described once for dealloc, traverse and the collector (see
     * "the references an object holds" below). refs: offsets of its obj * fields, 0 ends
     * the list (REFS builds it). traverse: the variable part (a list's items, a dict's
     * entries), or NULL. finalize: runs before the references are dropped, with the object
     * alive; it must be idempotent (the collector may run it, then dealloc again), and it
     * may keep the object (incref). dealloc: frees what is NOT a reference (buffers, an
     * mpz) and then the memory (obj_free), or keeps the memory (a pool); NULL: obj_free.
     * Unset ones are inherited from the base, whose layout the type extends (bool,
     * defaultdict, struct_time), but never from object. */
    const uint16_t *refs;
    void (*traverse)(obj *o, void (*visit)(obj **slot, void *arg), void *arg);
    void (*finalize)(obj *o);
    void (*dealloc)(obj *o);
    obj *(*repr)(obj *o);
    obj *(*str)(obj *o);
    int (*hash)(obj *o, int64_t *out);
    obj *(*compare)(obj *a, obj *b, int op); /* may return NOTIMPL */
    obj *(*binary)(obj *a, obj *b, int op);  /* either operand has this type; NOTIMPL */
    obj *(*unary)(obj *a, int op);
    int (*truth)(obj *o);
    intptr_t (*len)(obj *o); /* -1 on error */
    obj *(*getitem)(obj *o, obj *key);
    int (*setitem)(obj *o, obj *key, obj *value); /* value NULL: delete */
    int (*contains)(obj *o, obj *x);              /* 0/1, -1 error */
    obj *(*iter)(obj *o);
    obj *(*next)(obj *o); /* NULL without exception: exhausted */
    obj *(*call)(obj *self, obj **args, size_t nargs, obj *kwnames);
    obj *(*getattr)(obj *o, obj *name);            /* NULL + AttributeError when absent */
    int (*setattr)(obj *o, obj *name, obj *value); /* value NULL: delete */
    obj *(*construct)(struct type *t, obj **args, size_t nargs, obj *kwnames);
    /* The constructor's signature (core/pyargs.h), checked and bound before CONSTRUCT runs
     * (pyargs_construct), as a method table's are: with keywords, CONSTRUCT gets one slot
     * per parameter (NULL where absent) and no kwnames; positional-only, the arguments as
     * given. NULL: CONSTRUCT binds its arguments itself. The messages name the type by its
     * last dotted part ("StringIO") unless the signature names it; a PA_PY signature stands
     * for a Python class's __init__, names it, and its messages count self
     * ("Queue.__init__() takes from 1 to 2 positional arguments"). Inherited with CONSTRUCT. */
    const struct pyargs_sig *construct_sig;
    /* A descriptor found on a class, read through an instance (inst) or the class itself
     * (inst NULL): e.g. functools' cache wrappers bind like functions. NULL: returned as is. */
    obj *(*descr_get)(obj *descr, obj *inst, struct type *cls);
    /* a op= b that mutates a (deque +=, Counter +=); NOTIMPL falls back to a op b. */
    obj *(*inplace)(obj *a, obj *b, int op);
    /* Heap types only: cached lookups of special methods, so that instances of classes
     * without __eq__ or __hash__ do not search the MRO on every dict operation. */
    uint32_t special_mask;
    /* Heap types: __new__ and __init__ as found on the MRO when type_epoch was
     * call_epoch (borrowed; NULL: none), so that creating an instance does not search. */
    obj *new_found, *init_found;
    uint64_t call_epoch;
    struct type *next_registered; /* builtin and native types: see type_registered_first */
};

/* ---- the types ---- */
extern struct type type_type, type_object, type_none, type_notimpl, type_ellipsis, type_bool,
    type_int, type_float, type_complex, type_str, type_bytes, type_list, type_tuple, type_dict,
    type_set, type_frozenset, type_range, type_slice, type_function, type_builtin, type_method,
    type_cell, type_generator, type_module, type_property, type_classmethod, type_staticmethod,
    type_super, type_iter_seq, type_iter_range, type_iter_dict, type_iter_set, type_iter_callable,
    type_enumerate, type_zip, type_map, type_filter, type_reversed, type_dict_keys,
    type_dict_values, type_dict_items, type_iter_str, type_iter_list, type_iter_tuple, type_tool,
    type_bytearray, type_handle, type_traceback;

extern obj none_obj, notimpl_obj, ellipsis_obj;
extern struct int_small_bool {
    obj hdr;
} true_obj_s, false_obj_s;
#define NONE (&none_obj)
#define NOTIMPL (&notimpl_obj)
#define TRUE_OBJ ((obj *)&true_obj_s)
#define FALSE_OBJ ((obj *)&false_obj_s)

static inline struct type *type_of(const obj *o)
{
    return is_small(o) ? &type_int : o->type;
}

/* ---- reference counting: the ownership convention ----
 * Written once here for the whole executor; it is CPython's.
 * - A returned obj * is a NEW reference: the caller owns it and must decref it (or hand
 *   it on). Where a function returns a BORROWED reference instead, its prototype says
 *   "borrowed" (dict_get, dict_get_str, type_lookup, instance_dict): the object stays
 *   valid only while its container holds it, so incref it to keep it.
 * - Arguments are BORROWED: the callee increfs what it keeps (dict_set, list_append,
 *   tuple_pack). A function that STEALS an argument takes over the caller's reference,
 *   on failure too, and says "steals" in its prototype or carries _steal in its name
 *   (list_append_steal, dict_set_cstr's value, exc_set, gen_throw, arena_own). A stealing
 *   function given NULL returns its error at once: `dict_set_cstr(d, "k", int_new(1))`
 *   needs no check in between.
 * - Out-parameters (obj **) receive BORROWED references (dict_next, args_parse), unless
 *   the prototype says "new reference" (eval_module's *last).
 * - Errors are values: NULL (obj *) or -1 (int) with an exception pending in vm->exc,
 *   and no new reference returned.
 * - Small ints are not allocated and immortal objects (REFCNT_IMMORTAL: None, the
 *   built-in types, interned names) are never freed; incref and decref accept both.
 * - Reference cycles: an object whose type lists references (refs, traverse) is tracked
 *   in the session's list, and the collector (vm.c, gc_collect) frees the cycles that
 *   remain when the session ends. Its rule is written there, once. */
void obj_dealloc(obj *o);
static inline obj *incref(obj *o)
{
    if (!is_small(o))
        o->refcnt++;
    return o;
}
static inline void decref(obj *o)
{
    if (!is_small(o) && --o->refcnt == 0)
        obj_dealloc(o);
}
static inline void xdecref(obj *o)
{
    if (o)
        decref(o);
}
#define CLEAR(p)                                                                                   \
    do {                                                                                           \
        obj *tmp_ = (obj *)(p);                                                                    \
        (p) = NULL;                                                                                \
        xdecref(tmp_);                                                                             \
    } while (0)

static inline obj *bool_obj(bool b)
{
    return b ? TRUE_OBJ : FALSE_OBJ;
}
static inline obj *ret_none(void)
{
    return NONE;
}

/* ---- the references an object holds ----
 * A type lists them (struct type: refs, traverse), and three things are built on that list
 * alone: the generic dealloc (drop each reference, then free), obj_traverse, and the
 * collector. A type writes its own dealloc only for what is not a reference (a buffer,
 * an mpz, a pool), and says why.
 * Tracked objects: an instance of a type that lists references is a possible member of a
 * cycle. obj_alloc puts a gc_link just before it (no layout carries one) and links it into
 * the session's list (vm->gc_objects); made outside a session, its link is NULL. */
struct gc_link {
    struct gc_link *prev, *next; /* NULL: not in a session's list */
};
typedef void (*visit_fn)(obj **slot, void *arg); /* slot may hold NULL or a small int */
static inline bool type_tracked(const struct type *t)
{
    return (t->refs && t->refs[0]) || t->traverse;
}
/* Calls visit on the address of every reference o holds: the listed fields, then the
 * type's traverse. */
void obj_traverse(obj *o, visit_fn visit, void *arg);
/* For a type's traverse: visits n references in a row (items, a table of options). */
static inline void obj_visit_array(obj **items, size_t n, visit_fn visit, void *arg)
{
    for (size_t i = 0; i < n; i++)
        visit(&items[i], arg);
}
/* The visitor of the generic dealloc and of the collector: drops the reference and
 * leaves NULL, so that the object stays safe to dealloc. */
void obj_visit_clear(obj **slot, void *arg);
/* Takes o out of the session's list: an object that holds a reference it does not own
 * (a class's MRO holds the class) must never be cleared by the collector. */
void obj_untrack(obj *o);
/* REFS(struct T, a, b, c): the offsets of T's obj * fields a, b, c (at most 12), for
 * struct type's refs. */
#define REFS(T, ...)                                                                               \
    ((const uint16_t[]){REFS_CAT_(REFS_, REFS_COUNT_(__VA_ARGS__))(T, __VA_ARGS__) 0})
#define REFS_COUNT_(...) REFS_NTH_(__VA_ARGS__, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define REFS_NTH_(a, b, c, d, e, f, g, h, i, j, k, l, n, ...) n
#define REFS_CAT_(a, b) REFS_CAT2_(a, b)
#define REFS_CAT2_(a, b) a##b
#define REFS_1(T, f) (uint16_t) offsetof(T, f),
#define REFS_2(T, f, ...) REFS_1(T, f) REFS_1(T, __VA_ARGS__)
#define REFS_3(T, f, ...) REFS_1(T, f) REFS_2(T, __VA_ARGS__)
#define REFS_4(T, f, ...) REFS_1(T, f) REFS_3(T, __VA_ARGS__)
#define REFS_5(T, f, ...) REFS_1(T, f) REFS_4(T, __VA_ARGS__)
#define REFS_6(T, f, ...) REFS_1(T, f) REFS_5(T, __VA_ARGS__)
#define REFS_7(T, f, ...) REFS_1(T, f) REFS_6(T, __VA_ARGS__)
#define REFS_8(T, f, ...) REFS_1(T, f) REFS_7(T, __VA_ARGS__)
#define REFS_9(T, f, ...) REFS_1(T, f) REFS_8(T, __VA_ARGS__)
#define REFS_10(T, f, ...) REFS_1(T, f) REFS_9(T, __VA_ARGS__)
#define REFS_11(T, f, ...) REFS_1(T, f) REFS_10(T, __VA_ARGS__)
#define REFS_12(T, f, ...) REFS_1(T, f) REFS_11(T, __VA_ARGS__)
struct float_obj {
    obj hdr;
    double v;
};
struct complex_obj {
    obj hdr;
    double re, im;
};
struct bigint_obj {
    obj hdr;
    mpz_t z;
};
/* str: UTF-8, NUL-terminated. cplen (code points) is cached because len() and indexing
 * are O(1) for ASCII strings, which are the vast majority; non-ASCII indexing walks from
 * the nearest known position (str_cp_offset). */
struct str_obj {
    obj hdr;
    size_t len;   /* bytes */
    size_t cplen; /* code points */
    int64_t hash; /* -1: not computed yet */
    bool ascii;
    bool interned;
    char data[];
};
struct bytes_obj {
    obj hdr;
    size_t len;
    int64_t hash;
    unsigned char data[];
};
struct list_obj {
    obj hdr;
    size_t len, cap;
    obj **items;
};
struct tuple_obj {
    obj hdr;
    size_t len;
    int64_t hash;
    obj *items[];
};
struct dict_entry {
    int64_t hash;
    obj *key; /* NULL: deleted */
    obj *value;
};
struct dict_obj {
    obj hdr;
    size_t used;     /* live entries */
    size_t nentries; /* entries in use, deleted ones included */
    size_t cap;      /* entries allocated */
    size_t mask;     /* index slots - 1 */
    struct dict_entry *entries;
    int32_t *index; /* -1 empty, -2 deleted, else entry number; in the entries' block */
    uint64_t version;
    /* A class's attribute dict: every change to it bumps type_epoch, which the
     * evaluator's attribute caches are keyed on (however the dict is reached: setattr on
     * the class, or a native module writing into it). */
    bool watched;
};
struct set_entry {
    int64_t hash;
    obj *key; /* NULL: never used; set_dummy: deleted */
};
/* Same table shape and probing as CPython's set, so that iteration order of int sets is
 * identical (it is visible whenever a set is printed). */
struct set_obj {
    obj hdr;
    size_t fill, used, mask, finger;
    struct set_entry *table;
    int64_t hash; /* frozenset, -1 unknown */
};
struct range_obj {
    obj hdr;
    obj *start, *stop, *step, *length; /* ints */
};
struct slice_obj {
    obj hdr;
    obj *start, *stop, *step;
};
struct cell_obj {
    obj hdr;
    obj *ref;
};
struct builtin_obj {
    obj hdr;
    const char *name;
    cfunc fn;
    obj *self; /* bound self for methods of builtin types, or NULL */
    int flags;
    /* the type whose method this is: called unbound (str.upper(x)), x must be one */
    struct type *owner;
    const struct pyargs_sig *sig; /* the method table's; NULL: fn binds itself */
    cfunc_data fn_data;           /* instead of fn, with data (struct method_def) */
    intptr_t data;
    /* a module's function: the module's name (a str) for CPython's messages, "math.sqrt()
     * takes exactly one argument"; NULL for builtins and methods */
    obj *module;
};
struct method_obj {
    obj hdr;
    obj *func, *self;
};
struct instance_obj {
    obj hdr;
    obj *dict;
};
/* The expression a traceback entry marks under its line (CPython 3.11's ^^^): byte
 * columns [col, end_col) of the entry's line; col < 0: none (the statement raised by
 * itself). For a binary operator or a subscript, bytes
 * [anchor_l, anchor_r) of the span (the operator, the brackets) get ^ and the rest ~;
 * anchor_l < 0: all ^. */
struct tb_pos {
    int line; /* the expression's first line, which CPython reports over the statement's */
    int col, end_col, anchor_l, anchor_r;
};
#define TB_POS_LINE_END INT32_MAX /* end_col of an expression that goes on past its line */
struct exc_obj {
    obj hdr;
    obj *dict;
    obj *args; /* tuple */
    obj *cause, *context;
    bool suppress_context;
    obj *value; /* StopIteration.value */
    /* NameError and AttributeError: what the traceback's "Did you mean" looks among: the
     * missing name, the object (AttributeError) or the code whose locals (NameError) */
    obj *missing_name, *missing_in;
    const struct code *missing_scope;
    int ntb, tbcap;
    struct tb_entry {
        const char *func; /* interned, lives as long as the session */
        const struct source *src;
        int line;
        const void *frame; /* identity only: one entry per frame */
        struct tb_pos pos;
    } * tb;
};
struct wrapper_obj { /* property, classmethod, staticmethod */
    obj hdr;
    obj *fget, *fset, *fdel, *doc;
};
struct super_obj {
    obj hdr;
    struct type *type;
    obj *self;
    struct type *self_type;
};
/* Where super() s starts looking: the index in s->self_type's MRO just after s->type (the
 * MRO's length when s->type is not in it). */
size_t super_mro_start(const struct super_obj *s);
struct module_obj {
    obj hdr;
    obj *name;
    obj *dict;
};

#define AS(T, o) ((struct T *)(o))

/* ---- checks ---- */
bool type_is_subtype(const struct type *t, const struct type *base);
static inline bool is_type(const obj *o, const struct type *t)
{
    return type_of(o) == t;
}
static inline bool is_int(const obj *o)
{
    return is_small(o) || (o->type->flags & TF_INTEGER);
}
static inline bool is_str(const obj *o)
{
    return !is_small(o) && (o->type == &type_str || type_is_subtype(o->type, &type_str));
}
static inline bool is_exact_str(const obj *o)
{
    return !is_small(o) && o->type == &type_str;
}
static inline bool is_float(const obj *o)
{
    return !is_small(o) && o->type == &type_float;
}
/* The checks below also admit instances of classes derived from the builtin (same
 * layout); the exact ones above guard fast paths that must not skip a derived class's
 * own special methods. */
static inline bool is_float_like(const obj *o)
{
    return !is_small(o) && (o->type->flags & TF_FLOAT);
}
static inline bool derives(const obj *o, struct type *t)
{
    return !is_small(o) &&
           (o->type == t || ((o->type->flags & TF_BUILTIN_BASE) && type_is_subtype(o->type, t)));
}
static inline bool is_tuple(const obj *o)
{
    return !is_small(o) && o->type == &type_tuple;
}
static inline bool is_list(const obj *o)
{
    return !is_small(o) && o->type == &type_list;
}
static inline bool is_dict(const obj *o)
{
    return !is_small(o) && (o->type == &type_dict || type_is_subtype(o->type, &type_dict));
}
static inline bool is_anyset(const obj *o)
{
    return !is_small(o) &&
           (o->type == &type_set || o->type == &type_frozenset ||
            type_is_subtype(o->type, &type_set) || type_is_subtype(o->type, &type_frozenset));
}
static inline bool is_type_obj(const obj *o)
{
    return !is_small(o) && (o->type == &type_type || type_is_subtype(o->type, &type_type));
}
static inline bool is_exc(const obj *o)
{
    return !is_small(o) && (o->type->flags & TF_EXCEPTION);
}

/* ---- memory (vm.c): every allocation goes through here and is charged first ---- */
void *mem_alloc(size_t n);
void *mem_calloc(size_t n);
void *mem_realloc(void *p, size_t n);
void mem_free(void *p);
void mem_release_reuse(void); /* returns the thread's kept small blocks to malloc */
bool mem_check(size_t n); /* would n more bytes fit? raises MemoryError if not */
/* Charged but never refused (abort when malloc fails): for libraries that cannot fail an
 * allocation. Free with mem_free. */
void *mem_alloc_unfailing(size_t n);
void *mem_realloc_unfailing(void *p, size_t n);
obj *obj_alloc(struct type *t, size_t size);
/* An instance of T (t->instance_size bytes, zeroed) whose first N reference fields, in
 * the order T's refs list them, hold VALUES (borrowed; a NULL value leaves its field
 * NULL): the whole constructor of an object that is its references (a bound method, a
 * map iterator). New reference, or NULL with MemoryError. */
obj *obj_new_refs(struct type *t, obj *const *values, size_t n);
void obj_free(obj *o);    /* the memory of what obj_alloc made (a type's dealloc ends with it) */
void obj_abandon(obj *o); /* frees what obj_alloc made when setting it up failed */

/* ---- exceptions (obj_exc.c) ---- */
extern struct type exc_BaseException, exc_Exception, exc_ArithmeticError, exc_ZeroDivisionError,
    exc_OverflowError, exc_LookupError, exc_IndexError, exc_KeyError, exc_ValueError, exc_TypeError,
    exc_NameError, exc_UnboundLocalError, exc_AttributeError, exc_RuntimeError, exc_RecursionError,
    exc_NotImplementedError, exc_StopIteration, exc_GeneratorExit, exc_AssertionError,
    exc_ImportError, exc_ModuleNotFoundError, exc_MemoryError, exc_UnicodeError,
    exc_UnicodeDecodeError, exc_UnicodeEncodeError, exc_SyntaxError, exc_IndentationError,
    exc_SystemExit, exc_KeyboardInterrupt, exc_FloatingPointError, exc_EOFError, exc_OSError,
    exc_Warning, exc_UserWarning, exc_DeprecationWarning, exc_RuntimeWarning, exc_BufferError,
    exc_TabError, exc_StopAsyncIteration, exc_PermissionError, exc_FileNotFoundError,
    exc_TimeoutError, exc_ConnectionError, exc_EnvironmentError, exc_IOError, exc_ReferenceError,
    exc_SystemError, exc_UnicodeTranslationError, exc_FutureWarning, exc_PendingDeprecationWarning,
    exc_SyntaxWarning, exc_ImportWarning, exc_UnicodeWarning, exc_BytesWarning, exc_ResourceWarning,
    exc_LimitExceeded;
obj *exc_raise(struct type *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
obj *exc_raise_obj(struct type *t, obj *arg); /* steals nothing */
obj *exc_set(obj *exc);                       /* steals exc */
obj *exc_new(struct type *t, obj **args, size_t nargs);
bool exc_matches(obj *exc, obj *spec); /* spec: a type or tuple of types */
obj *exc_str(obj *exc);
void exc_clear(void);
bool exc_pending_is(struct type *t);
obj *exc_attr_error(obj *o, obj *name);
obj *exc_name_error(obj *name, const struct code *scope); /* "name 'x' is not defined" */
obj *exc_type_error_operands(const char *op, obj *a, obj *b);
/* Adds the frame running now to exc's traceback, at line (pos: the expression to mark, or
 * NULL). One entry per frame: the innermost statement's. */
void exc_add_tb(obj *exc, const char *func, int line, const struct tb_pos *pos);
obj *exc_format_traceback(obj *exc); /* str: the full CPython-style report */
/* e.__traceback__: a frame-free traceback object (tb_lineno, tb_next, tb_lasti) over exc's
 * entries, outermost first, or None when exc has none. New reference, or NULL. */
obj *exc_traceback_obj(obj *exc);
obj *exc_no_memory(void);

/* ---- int (obj_int.c) ---- */
obj *int_from_i64(int64_t v);
obj *int_from_mpz(mpz_srcptr z); /* normalises to a small int when it fits */
obj *int_new_boxed(obj *v);      /* never a tagged small int: for int subclasses */
obj *int_from_double(double d);  /* raises for inf/nan */
obj *int_from_string(const char *s, size_t len, int base, bool literal);
bool int_to_i64(obj *o, int64_t *out); /* false: does not fit (no exception) */
void int_to_mpz(obj *o, mpz_t out);    /* out must be initialised */
double int_to_double(obj *o, bool *overflow);
obj *int_repr(obj *o);
obj *int_to_base(obj *o, int base, bool prefix);
int int_sign(obj *o);
obj *int_binary(obj *a, obj *b, int op);
obj *int_compare(obj *a, obj *b, int op);
int int_hash(obj *o, int64_t *out);
obj *int_pow_mod(obj *b, obj *e, obj *m);
intptr_t int_as_index(obj *o);    /* raises OverflowError / TypeError; -1 with exc pending */
bool int_check_bits(size_t bits); /* MemoryError if a result of this size is refused */
/* Charges GMP's product of an a-bit by a b-bit number (LIMIT_INT_BASECASE_LIMBS);
 * false with LimitExceeded (or the timeout) raised when the budget cannot pay. */
bool int_charge_mul(size_t abits, size_t bbits);
size_t int_bit_length(obj *o);

/* ---- float ---- */
obj *float_new(double v);
/* x OP y for two floats, as float's binary slot computes it (ZeroDivisionError, the
 * signs of // and %); NOTIMPL for an operator floats lack. For the evaluator's fast path. */
obj *float_arith(double x, double y, int op);
static inline double float_val(const obj *o)
{
    return ((const struct float_obj *)o)->v;
}
obj *float_repr_obj(double v);
size_t float_repr_buf(double v, char buf[40]);
int float_hash_double(double v, int64_t *out);
bool float_coerce(obj *o, double *out); /* int/bool/float to double; false with exc on error
                                           or when o is not a number (no exc then) */
obj *complex_new(double re, double im);
void float_free_all(void); /* the thread's pool of free floats, at session teardown */

/* ---- str ---- */
obj *str_new(const char *s, size_t len); /* validated UTF-8 expected */
obj *str_new_cstr(const char *s);
obj *str_alloc(size_t len);                 /* uninitialised; finish with str_finish */
void str_finish(obj *s);                    /* computes cplen/ascii */
obj *str_intern(const char *s, size_t len); /* borrowed: immortal within the session */
obj *str_intern_static(const char *s);      /* borrowed: immortal, process-wide */
obj *str_from_fmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
obj *str_from_vfmt(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
obj *str_concat(obj *a, obj *b);
obj *str_repr(obj *s);
obj *str_from_codepoint(uint32_t cp);
size_t str_utf8_encode(uint32_t cp, char *out);
uint32_t str_utf8_decode(const char *s, size_t *adv);
bool str_eq(obj *a, obj *b);
int str_hash(obj *o, int64_t *out);
const char *str_cstr(obj *o);
static inline size_t str_len(const obj *o)
{
    return ((const struct str_obj *)o)->len;
}
obj *str_join(obj *sep, obj *iterable);
/* "name(a, b, ...)" from parts, a list of str that it steals: the repr of an object shown
 * as a call (namedtuple, dataclass, struct_time, partial, methodcaller...). */
obj *str_call_form(const char *name, obj *parts);
obj *str_ascii(obj *s); /* ascii() of a str */
obj *str_escape_non_ascii(obj *repr);
obj *str_decimal_to_ascii(obj *s); /* Unicode digits/spaces to ASCII, for int() and float() */
size_t str_cp_offset(obj *s, size_t cpindex); /* byte offset of code point */
void str_cache_reset(void);                   /* forget str_cp_offset's last position */
bool str_is_dunder(obj *name);
bool utf8_valid(const char *s, size_t len);

/* ---- bytes ---- */
obj *bytes_new(const void *data, size_t len);
obj *bytes_repr(obj *b);

/* ---- tuple / list ---- */
obj *tuple_new(size_t n);                     /* items NULL: fill them */
obj *tuple_pack(size_t n, ...);               /* increfs */
obj *tuple_from_array(obj **items, size_t n); /* increfs */
obj *tuple_from_iter(obj *iterable);
extern obj *empty_tuple;
obj *list_new(size_t n); /* n NULL items; fill them */
obj *list_from_iter(obj *iterable);
int list_append(obj *l, obj *x); /* increfs x */
int list_append_steal(obj *l, obj *x); /* steals x (NULL x: -1) */
int list_sort(obj *l, obj *key, bool reverse);
/* Items and lengths by address: an item's __eq__ or __repr__ may resize a list, so both are
 * re-read after each call (tuples pass the address of a local copy of their items).
 * Lexicographic comparison is shared by list and tuple (and deque, struct_time). */
obj *seq_repr(obj **const *items, const size_t *n, const char *open, const char *close,
              bool one_comma);
obj *seq_compare(obj **const *a, const size_t *na, obj **const *b, const size_t *nb, int op);
/* The comparison of two tuples' items (a and b have tuple's layout: namedtuple and
 * struct_time check their operands' types, then share it). */
obj *tuple_compare_items(obj *a, obj *b, int op);
/* Container repr recursion guard: 1 when o is already being repr'd ("[...]"), 0 when
 * entered (leave after), -1 with an exception. */
int list_repr_enter(obj *o);
void list_repr_leave(void);
obj *list_inplace(obj *a, obj *b, int op); /* a += b extends in place */

/* ---- dict ---- */
obj *dict_new(void);
obj *dict_get(obj *d, obj *key);           /* borrowed; NULL: absent or error */
obj *dict_get_str(obj *d, obj *key);       /* key is a str; borrowed; never raises */
obj *dict_key_str(obj *d, obj *key);       /* the stored key equal to str key (borrowed), or NULL */
intptr_t dict_index_str(obj *d, obj *key); /* entry number of str key, or -1 */
obj *dict_get_hashed(obj *d, obj *key, int64_t hash); /* borrowed; NULL: absent or error */
/* d[key] with MISSING's answer for an absent key (dict's: __missing__ or KeyError;
 * Counter's: 0). New reference, or NULL with an exception. */
obj *dict_getitem_or(obj *d, obj *key, obj *(*missing)(obj *d, obj *key, int64_t hash));
int dict_set(obj *d, obj *key, obj *value); /* increfs both */
int dict_set_hashed(obj *d, obj *key, int64_t hash, obj *value);
int dict_del(obj *d, obj *key); /* 0 ok, 1 absent, -1 error */
int dict_set_cstr(obj *d, const char *key, obj *value); /* steals value (NULL value: -1) */
obj *dict_get_cstr(obj *d, const char *key);            /* borrowed; NULL: absent or error */
bool dict_next(obj *d, size_t *pos, obj **key, obj **value); /* *key, *value borrowed */
int dict_update(obj *d, obj *other);
int dict_merge_kw(obj *d, obj *other, bool error_on_dup); /* ** unpacking */
obj *dict_copy(obj *d);
obj *dict_inplace_or(obj *a, obj *b); /* d |= other */
static inline size_t dict_len(const obj *d)
{
    return ((const struct dict_obj *)d)->used;
}

/* ---- set ---- */
obj *set_new(struct type *t);
int set_add(obj *s, obj *key);
int set_contains(obj *s, obj *key);
int set_discard(obj *s, obj *key); /* 1 removed, 0 absent, -1 error */
int set_update(obj *s, obj *iterable);
bool set_next(obj *s, size_t *pos, obj **key); /* *key borrowed */
extern obj set_dummy;
obj *set_inplace(obj *a, obj *b, int op); /* s |= t and friends mutate s in place */

/* ---- range / slice ---- */
obj *range_new(obj *start, obj *stop, obj *step);
obj *slice_new(obj *start, obj *stop, obj *step);
/* CPython's PySlice_GetIndicesEx. The bounds' __index__ may run snippet code that resizes
 * the sequence, so the length is passed by address and read only after them. */
int slice_indices(obj *slice, const size_t *len, intptr_t *start, intptr_t *stop, intptr_t *step,
                  intptr_t *count);
/* A range iterator's state, for the evaluator's for-loop fast path; false for any other. */
bool range_fast_iter(obj *it, int64_t *next, int64_t *step, int64_t *left);

/* ---- functions, methods, cells ---- */
obj *builtin_new(const char *name, cfunc fn, obj *self);
/* A call's arguments (NARGS positional, then KWNAMES' values) with SELF in front, for a
 * bound call: in SMALL (ARGS_SMALL slots) when they fit, else allocated (NULL with the
 * exception when that fails). args_release frees what was allocated. */
#define ARGS_SMALL 10
obj **args_prepend(obj *self, obj **args, size_t nargs, obj *kwnames, obj **small);
void args_release(obj **full, obj **small);
/* A method table's entry as a builtin (its flags and signature kept), of OWNER (NULL for a
 * module's function), bound to SELF (may be NULL). */
obj *builtin_from_def(const struct method_def *m, struct type *owner, obj *self);
/* The builtin B (borrowed) bound to SELF: the same function, flags and signature. */
obj *builtin_bind(obj *b, obj *self);
obj *method_new(obj *func, obj *self);
obj *cell_new(obj *ref);
obj *wrapper_new(struct type *t, obj *f);

/* ---- types and instances (obj_type.c) ---- */
/* Changes whenever what an attribute lookup on a class could find may have changed: a
 * class's dict was written (dict_obj.watched) or a class was freed (its address may be
 * reused). Caches of type_lookup results hold while it keeps the value they saw. Per
 * thread, as sessions are; it starts at 1 so that a zeroed cache never matches. */
extern __thread uint64_t type_epoch;
obj *type_lookup(struct type *t, obj *name); /* borrowed; searches the MRO; never raises */
obj *type_lookup_cstr(struct type *t, const char *name); /* borrowed, like type_lookup */
const struct getset_def *type_find_getset(struct type *t, obj *name); /* NULL: none */
/* The attribute G of O: its getter's result, or its member's value. New reference, or
 * NULL with an exception. */
obj *getset_get(const struct getset_def *g, obj *o);
obj *type_new_class(obj *name, obj *bases, obj *ns);
void type_init_builtin(struct type *t);
void type_init_module(struct type *t, const char *module); /* native modules' types */
struct type *type_registered_first(void); /* every builtin type initialised so far */
obj *type_call(obj *self, obj **args, size_t nargs, obj *kwnames);
obj *instance_getattr(obj *o, obj *name);
obj *instance_dict(obj *o); /* a heap instance's attribute dict (borrowed), or NULL */
int instance_setattr(obj *o, obj *name, obj *value);
/* No __setattr__ of the snippet's and no __slots__ on t: instance_setattr writes the
 * instance dict (after a property's setter, if any). */
bool type_setattr_is_plain(struct type *t);
/* v is an instance of a snippet's class with __get__ or __set__: reading or writing the
 * attribute that holds it runs the snippet's code, so no attribute cache may skip it. */
bool type_is_user_descriptor(obj *v);
obj *generic_getattr(obj *o, obj *name); /* builtin types: methods and getsets */
obj *super_new_obj(struct type *t, obj *self);
extern obj *builtin_super_obj; /* the builtin super (builtins.c sets it) */
extern const struct type heap_type_slots; /* slot template copied into user classes */

/* ---- host tools (obj_tool.c) ---- */
obj *tool_new(const char *name, const char *description);
obj *handle_new(obj *id, obj *repr); /* obj_handle.c: a host value with no JSON form */
obj *handle_id(obj *handle);         /* borrowed */

/* ---- modules ---- */
obj *module_new(const char *name);

/* ---- generators (obj_gen.c) ---- */
struct frame;
struct code;
obj *gen_new(struct code *code, struct frame *frame_template);
obj *gen_yield(struct frame *f, obj *value); /* steals value; suspends; returns the sent one */
obj *gen_send(obj *gen, obj *value);         /* NULL w/o exc: returned (value in *ret) */
obj *gen_throw(obj *gen, obj *exc);          /* steals exc; like gen_send */
int gen_close_obj(obj *gen);                 /* close(): 0, or -1 with an exception */
bool gen_is_async(obj *o);                   /* an async generator (async def with yield) */
obj *gen_return_value(obj *gen);             /* takes the return value of a finished one */
void gen_release_stacks(void);

/* ---- iterators (obj_iter.c) ---- */
obj *iter_self(obj *o); /* the .iter slot of every iterator type */
/* An iterator over a list's or a tuple's items: the type's .next reads seq at
 * the position i (a list is re-read each step, as it may change). */
struct items_iter {
    obj hdr;
    obj *seq;
    size_t i;
};
obj *items_iter_new(struct type *type, obj *seq);
obj *seqiter_new(obj *seq);
obj *calliter_new(obj *callable, obj *sentinel);

#endif
