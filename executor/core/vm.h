/* executor/core/vm.h: the state of one session (heap accounting, pending exception, limits,
 * globals) and the frame layout shared by the evaluator and generators. The current
 * session is a thread-local: executor code is not re-entrant across sessions on one
 * thread, and each exec call sets it. */
#ifndef EXECUTOR_VM_H
#define EXECUTOR_VM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "executor/core/arena.h"
#include "executor/core/code.h"
#include "executor/core/limits.h"
#include "executor/core/obj.h"

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
     * snippet stops at its deadline with the session kept, whatever loop it is in. The
     * deadline is the exec's own timeout (executor_set_timeout), else time_limit_ms (the
     * session's limits; 0: none). timed_out: the operations stopped because of the
     * deadline, not the budget. */
    uint64_t deadline_ns, ops_next_check, time_limit_ms;
    double timeout_seconds; /* for smolagents' message */
    bool timed_out;
    uint32_t items_pending; /* items compared or looked up in C, not yet a whole operation */
    int depth, max_depth;
    uint64_t while_max; /* iterations of one while loop; 0: unlimited */
    bool smolagents_dunders;
    /* The last top-level statement's value, as smolagents shows it: statements run in
     * value_frame note what they bind (NULL: no statement is being watched). */
    struct frame *value_frame;
    bool has_tools;
    int error_stmt_line, error_stmt_col; /* the top-level statement that raised */ /* a tool is registered: global stores check they do not replace one */
    obj *stmt_value;
    /* The innermost expression that failed in err_frame while err_exc was pending: the
     * evaluator notes it, and the frame's traceback entry takes it (its ^^^ markers). */
    const struct frame *err_frame;
    const obj *err_exc;
    struct tb_pos err_pos;
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
    struct gc_link gc_objects; /* sentinel of the list of the session's tracked objects */
    /* Attribute dicts of instances of classes derived from builtin types (class L(list)),
     * whose layout is the builtin's and has no room for one: object -> dict. */
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
};

extern __thread struct vm *vm;

void vm_init_process(void);              /* GMP's allocator, once; idempotent */
void type_free_side_dicts(struct vm *v); /* obj_type.c, at session teardown */
/* A session. The types must be ready (executor_init_process readies them). */
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
/* Charges the work of touching n bytes in C (compare, search, copy, fill). */
static inline bool vm_charge_bytes(size_t n)
{
    return vm_charge(n / LIMIT_BYTES_PER_OP);
}
/* Charges work already done where failing is not possible (a bool result): the budget
 * drops, down to 0, and the next vm_charge fails. */
static inline void vm_debit(uint64_t n)
{
    if (!vm)
        return;
    vm->ops_left = vm->ops_left > n ? vm->ops_left - n : 0;
    if (vm->ops_next_check > vm->ops_left)
        vm->ops_next_check = vm->ops_left;
}
static inline void vm_debit_bytes(size_t n)
{
    vm_debit(n / LIMIT_BYTES_PER_OP);
}
/* The session takes ar (stolen) and src: code parsed from them (functions,
 * classes) may outlive the call that parsed it, so they live as long as the
 * session does. */
void vm_keep_source(struct arena *ar, struct source *src);
/* At the start of a run, after ops_left is set: the deadline is seconds away (0: the
 * session's time_limit_ms; both 0: no deadline). */
void vm_start_clock(double seconds);
obj *vm_ops_exceeded(void); /* the budget or the deadline ran out: raises what fits */
obj *vm_while_exceeded(void);
uint64_t vm_now_ns(void);           /* CLOCK_MONOTONIC */
obj *vm_timeout(void);              /* raises smolagents' timeout message; ends the run */
/* Raises RecursionError when the C stack is nearly used up. Inline: every call asks. */
obj *vm_stack_exhausted(void); /* raises it; NULL */
static inline bool vm_stack_ok(void)
{
    char here;
    return __builtin_expect(!vm || &here > vm->stack_limit, 1) || vm_stack_exhausted();
}

/* Charges one item compared (op_eq, op_compare) or looked up (a dict or set probe) inside a
 * native loop, at LIMIT_ITEMS_PER_OP items an operation: x in list, list == list, dict ==
 * dict and set <= set walk a million items in one call. false with the limit raised. */
static inline bool vm_charge_item(void)
{
    if (!vm || ++vm->items_pending < LIMIT_ITEMS_PER_OP)
        return true;
    vm->items_pending = 0;
    if (vm_charge(1))
        return true;
    vm_ops_exceeded();
    return false;
}
/* The same where failing is not expected (a dict or set probe, which callers treat as
 * found or absent): the budget drops and the next vm_charge fails. */
static inline void vm_debit_item(void)
{
    if (!vm || ++vm->items_pending < LIMIT_ITEMS_PER_OP)
        return;
    vm->items_pending = 0;
    vm_debit(1);
}
int vm_output(const char *text, size_t len);

/* Runs a generator frame to completion (a resumable one, types/gen.h: to its next yield).
 * The evaluator installs it (eval_init_process):
 * generators (types) sit below the evaluator and reach it only through this hook, as
 * functions do through type_function's call slot. */
extern obj *(*vm_run_generator)(struct frame *f);

/* obj_func.c */
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
    obj *owner_class; /* class whose body defined it: zero-argument super() */
};

#endif
