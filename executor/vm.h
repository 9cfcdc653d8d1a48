/* executor/vm.h: the state of one session (heap accounting, pending exception, limits,
 * globals) and the frame layout shared by the evaluator and generators. The current
 * session is a thread-local: executor code is not re-entrant across sessions on one
 * thread, and each exec call sets it. */
#ifndef EXECUTOR_VM_H
#define EXECUTOR_VM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "executor/ast.h"
#include "executor/obj.h"

/* Why a run stopped, beyond ordinary exceptions. A set fatal limit makes the pending
 * exception uncatchable: except clauses do not match it and finally blocks do not run.
 * FATAL_MEMORY is the heap cap's MemoryError: uncatchable like the other limits (a snippet
 * that swallows it would only hit it again), but native code that clears it recovers
 * (exc_clear ends it). A `raise MemoryError` of the snippet's own is an ordinary one. */
enum vm_fatal { FATAL_NONE, FATAL_OPS, FATAL_FINAL_ANSWER, FATAL_MEMORY };

struct frame {
    obj **slots;
    struct code *code;
    obj *globals; /* dict */
    obj *ns;      /* class body namespace, or NULL */
    obj *func;    /* the function object (borrowed), or NULL */
    struct frame *back;
    obj *gen; /* generator running this frame, or NULL */
    obj *ret; /* value of a `return` on its way out */
    int line;
};

struct intern_table {
    obj **slots;
    size_t mask, used;
};

struct vm {
    size_t heap_used, heap_max;
    uint64_t ops_left, ops_limit;
    /* The wall-clock deadline (CLOCK_MONOTONIC, ns; 0: none), read when ops_left falls to
     * ops_next_check, every LIMIT_CLOCK_CHECK_OPS operations: next to the counter, so a
     * snippet stops at its deadline with the session kept, whatever loop it is in. */
    uint64_t deadline_ns, ops_next_check;
    double timeout_seconds; /* for smolagents' message */
    bool timed_out;
    int depth, max_depth;
    uint64_t while_max; /* iterations of one while loop; 0: unlimited */
    bool smolagents_dunders;
    /* The last top-level statement's value, as smolagents shows it: statements run in
     * value_frame note what they bind (NULL: no statement is being watched). */
    struct frame *value_frame;
    bool has_tools;
    int error_stmt_line, error_stmt_col; /* the top-level statement that raised */ /* a tool is registered: global stores check they do not replace one */
    obj *stmt_value;
    char *stack_limit; /* lowest address the evaluator may use */
    obj *exc;          /* pending exception */
    enum vm_fatal fatal;
    obj *handling; /* exception being handled (for bare raise and __context__) */
    obj *builtins; /* dict */
    obj *globals;  /* dict */
    obj *modules;  /* dict: imported modules */
    const char *const *authorized_imports;
    void (*on_output)(void *arg, const char *text, size_t len);
    void *output_arg;
    /* the host's tool hook (executor_config.call_tool); NULL: tools cannot be called */
    char *(*call_tool)(void *arg, const char *name, const char *args_json, const char *kwargs_json,
                       char **error);
    void *tool_arg;
    size_t output_used, output_max;
    bool output_truncated;
    /* Print output past output_max is not streamed: its last output_max / 2 bytes wait in
     * this ring, for smolagents' truncation of the middle (executor.c). */
    char *out_tail;
    size_t out_tail_len, out_tail_pos;
    obj *final_answer;
    struct intern_table interned;
    /* Attribute dicts of instances of classes derived from builtin types (class L(list)),
     * whose layout is the builtin's and has no room for one: object -> dict. */
    struct gc_link gc_objects; /* sentinel of the list of the session's TF_GC objects */
    struct side_dicts {
        struct side_dict_entry {
            obj *owner, *dict;
        } * slots;
        size_t mask, used;
    } side_dicts;
    struct arena **arenas;
    struct source **sources;
    size_t narenas, arenas_cap;
    struct frame *frame;        /* innermost frame */
    int data_depth;             /* repr/eq recursion over nested containers */
    struct func_obj *functions; /* every live function: teardown breaks their cycles */
    obj *classes;               /* list of every class created (owned), same reason */
};

extern __thread struct vm *vm;

void vm_init_types(void);                /* once per process */
void vm_init_process(void);              /* types and GMP's allocator, once; idempotent */
void type_free_side_dicts(struct vm *v); /* obj_type.c, at session teardown */
struct vm *vm_create(void);
void vm_destroy(struct vm *v);

/* Limits */
bool vm_charge_slow(uint64_t n);
static inline bool vm_charge(uint64_t n)
{
    if (__builtin_expect(vm->ops_left >= n && vm->ops_left - n > vm->ops_next_check, 1)) {
        vm->ops_left -= n;
        return true;
    }
    return vm_charge_slow(n);
}
obj *vm_ops_exceeded(void); /* the budget or the deadline ran out: raises what fits */
obj *vm_while_exceeded(void);
uint64_t vm_now_ns(void);           /* CLOCK_MONOTONIC */
obj *vm_timeout(void);              /* raises smolagents' timeout message; ends the run */
bool vm_stack_ok(void); /* raises RecursionError when the C stack is nearly used up */
int vm_output(const char *text, size_t len);

/* eval.c */
obj *eval_code(struct code *code, obj *globals, obj *ns);
obj *func_call(obj *func, obj **args, size_t nargs, obj *kwnames);
obj *eval_gen_body(struct frame *f); /* runs a generator frame to completion */
obj *func_new(struct code *code, obj *globals, obj *defaults, obj *kwdefaults, obj *closure);

struct func_obj {
    obj hdr;
    struct code *code;
    obj *globals;
    obj *defaults;   /* tuple or NULL */
    obj *kwdefaults; /* dict or NULL */
    obj *closure;    /* tuple of cells or NULL */
    obj *dict;       /* attributes set by the snippet, or NULL */
    obj *name, *qualname;
    obj *doc;
    obj *owner_class;             /* class whose body defined it: zero-argument super() */
    struct func_obj *prev, *next; /* the session's functions, for teardown */
};

#endif
