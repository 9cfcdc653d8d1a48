/* executor/types/obj_gen.c: generators. A resumable generator (CODE_RESUMABLE: scope.c
 * found every yield where the evaluator can unwind and re-enter it, gen.h) runs on its
 * consumer's C stack. Any other generator body runs on its own small C stack and switches
 * with its consumer (a few instructions on x86-64; ucontext elsewhere), so every construct
 * may contain `yield` and the evaluator stays one recursive walker. Generators expose no
 * frame (no gi_frame, gi_code): there is nothing to introspect. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/vm.h"
#include "executor/types/gen.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#define ASAN_FIBERS 1
#endif

#if defined(__x86_64__)
/* gen_switch(save, to): pushes the callee-saved registers, stores the stack pointer in
 * *save, switches to `to` and pops the registers saved there. */
void gen_switch(void **save, void *to);
__asm__(".text\n"
        ".globl gen_switch\n"
        ".type gen_switch,@function\n"
        "gen_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size gen_switch, .-gen_switch\n");
#define USE_ASM_SWITCH 1
typedef void *gen_ctx; /* the stack pointer gen_switch saved */
static void ctx_swap(gen_ctx *save, gen_ctx *to)
{
    gen_switch(save, *to);
}
#else
#include <ucontext.h>
typedef ucontext_t gen_ctx;
static void ctx_swap(gen_ctx *save, gen_ctx *to)
{
    swapcontext(save, to);
}
#endif

enum { GEN_CREATED, GEN_SUSPENDED, GEN_RUNNING, GEN_DONE };

struct gen_obj {
    obj hdr;
    struct frame frame;
    struct code *code;
    obj *func; /* keeps globals and closure alive */
    char *stack;
    int state;
    bool throwing;
    obj *transfer; /* value passed across a switch (owned) */
    obj *retval;
    gen_ctx ctx, caller_ctx;
    char *caller_stack_limit;
    struct frame *caller_frame;
    int caller_depth;
    struct gen_resume rs; /* a resumable generator's records (gen.h), after the object */
#ifdef ASAN_FIBERS
    const void *caller_bottom;
    size_t caller_size;
#endif
};

/* ---- stacks: mmap'ed with a guard page, pooled per thread ---- */
#define POOL_MAX 8
static __thread char *stack_pool[POOL_MAX];
static __thread int stack_pool_n;
static const size_t guard = 4096;

static char *stack_get(void)
{
    if (!mem_check(LIMIT_GEN_STACK_CHARGE))
        return NULL;
    char *s;
    if (stack_pool_n) {
        s = stack_pool[--stack_pool_n];
    } else {
        s = mmap(NULL, LIMIT_GEN_STACK_BYTES, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
        if (s == MAP_FAILED) {
            exc_no_memory();
            return NULL;
        }
        mprotect(s, guard, PROT_NONE);
    }
    vm->heap_used += LIMIT_GEN_STACK_CHARGE;
    return s;
}

static void stack_put(char *s)
{
    if (vm)
        vm->heap_used -=
            vm->heap_used >= LIMIT_GEN_STACK_CHARGE ? LIMIT_GEN_STACK_CHARGE : vm->heap_used;
    if (stack_pool_n < POOL_MAX)
        stack_pool[stack_pool_n++] = s;
    else
        munmap(s, LIMIT_GEN_STACK_BYTES);
}

void gen_release_stacks(void)
{
    while (stack_pool_n)
        munmap(stack_pool[--stack_pool_n], LIMIT_GEN_STACK_BYTES);
}

/* ---- switching ---- */
static __thread struct gen_obj *starting;

static void to_generator(struct gen_obj *g)
{
#ifdef ASAN_FIBERS
    void *fake = NULL;
    __sanitizer_start_switch_fiber(&fake, g->stack + guard, LIMIT_GEN_STACK_BYTES - guard);
#endif
    ctx_swap(&g->caller_ctx, &g->ctx);
#ifdef ASAN_FIBERS
    __sanitizer_finish_switch_fiber(fake, NULL, NULL);
#endif
}

static void to_caller(struct gen_obj *g, bool exiting)
{
#ifdef ASAN_FIBERS
    void *fake = NULL;
    __sanitizer_start_switch_fiber(exiting ? NULL : &fake, g->caller_bottom, g->caller_size);
#else
    (void)exiting;
#endif
    ctx_swap(&g->ctx, &g->caller_ctx);
#ifdef ASAN_FIBERS
    __sanitizer_finish_switch_fiber(fake, &g->caller_bottom, &g->caller_size);
#endif
}

static void gen_entry(void)
{
    struct gen_obj *g = starting;
#ifdef ASAN_FIBERS
    __sanitizer_finish_switch_fiber(NULL, &g->caller_bottom, &g->caller_size);
#endif
    g->state = GEN_RUNNING;
    obj *r = NULL;
    if (!g->throwing)
        r = vm_run_generator(&g->frame);
    g->throwing = false;
    g->retval = r;
    g->state = GEN_DONE;
    to_caller(g, true);
    abort(); /* a finished generator is never resumed */
}

static bool prepare_stack(struct gen_obj *g)
{
    g->stack = stack_get();
    if (!g->stack)
        return false;
#ifdef USE_ASM_SWITCH
    uintptr_t top = ((uintptr_t)g->stack + LIMIT_GEN_STACK_BYTES) & ~(uintptr_t)15;
    void **sp = (void **)top;
    *--sp = NULL;               /* gen_entry's (never used) return address */
    *--sp = (void *)gen_entry;  /* popped by gen_switch's ret */
    for (int i = 0; i < 6; i++) /* rbp rbx r12 r13 r14 r15 */
        *--sp = NULL;
    g->ctx = sp;
#else
    getcontext(&g->ctx);
    g->ctx.uc_stack.ss_sp = g->stack + guard;
    g->ctx.uc_stack.ss_size = LIMIT_GEN_STACK_BYTES - guard;
    g->ctx.uc_link = NULL;
    makecontext(&g->ctx, gen_entry, 0);
#endif
    return true;
}

/* A finished body: the frame's locals die with it, and PEP 479: a StopIteration escaping
 * the body would end the consumer's loop silently; it becomes a RuntimeError caused by
 * it. */
static void finished(struct gen_obj *g)
{
    for (int i = 0; i < g->code->nslots; i++)
        CLEAR(g->frame.slots[i]);
    if (vm->exc && !vm->fatal && exc_pending_is(&exc_StopIteration)) {
        obj *stop = vm->exc;
        vm->exc = NULL;
        exc_raise(&exc_RuntimeError, "generator raised StopIteration");
        if (vm->exc && !AS(exc_obj, vm->exc)->cause) {
            AS(exc_obj, vm->exc)->cause = incref(stop);
            AS(exc_obj, vm->exc)->context = stop;
            AS(exc_obj, vm->exc)->suppress_context = true;
        } else {
            decref(stop);
        }
    }
}

struct gen_resume *gen_resume_of(struct frame *f)
{
    return &((struct gen_obj *)f->gen)->rs;
}

/* A resumable generator's body runs here, on the caller's C stack, from where its last
 * yield left it (the records in g->rs) to its next yield or its end. */
static obj *resume_frame(struct gen_obj *g, obj *sent)
{
    struct gen_resume *rs = &g->rs;
    rs->resuming = g->state == GEN_SUSPENDED;
    rs->throwing = g->throwing;
    rs->sent = sent;
    g->throwing = false;
    g->state = GEN_RUNNING;
    g->frame.back = vm->frame;
    vm->depth++;
    obj *r = vm_run_generator(&g->frame);
    vm->depth--;
    if (rs->yielded) {
        rs->yielded = false;
        g->state = GEN_SUSPENDED;
        return r;
    }
    g->retval = r;
    g->state = GEN_DONE;
    finished(g);
    return NULL;
}

/* Runs the generator until it yields or finishes. Returns the yielded value, or NULL:
 * finished (no exception: the return value is in g->retval) or failed. */
static obj *resume(struct gen_obj *g, obj *sent)
{
    if (g->state == GEN_RUNNING)
        return exc_raise(&exc_ValueError, "generator already executing");
    if (g->state == GEN_DONE)
        return NULL;
    if (!vm_stack_ok())
        return NULL;
    /* a running generator is a frame like a call: `def g(): yield from g()` must end in
     * RecursionError, although every level has a fresh C stack */
    if (vm->depth >= vm->max_depth)
        return exc_raise(&exc_RecursionError, "maximum recursion depth exceeded");
    if (g->code->flags & CODE_RESUMABLE)
        return resume_frame(g, sent);
    if (g->state == GEN_CREATED) {
        if (!prepare_stack(g))
            return NULL;
        starting = g;
    }
    g->transfer = sent ? incref(sent) : NULL;
    g->caller_stack_limit = vm->stack_limit;
    g->caller_frame = vm->frame;
    g->caller_depth = vm->data_depth;
    g->frame.back = vm->frame;
    vm->stack_limit = g->stack + guard + LIMIT_STACK_HEADROOM / 2;
    /* the exception being handled is the switched-to side's own: a generator suspended in
     * a finally or except block must not leave its (borrowed) exception to its caller */
    obj *handling = vm->handling;
    vm->depth++;
    to_generator(g);
    vm->depth--;
    vm->handling = handling;
    vm->stack_limit = g->caller_stack_limit;
    vm->frame = g->caller_frame;
    vm->data_depth = g->caller_depth;
    if (g->state == GEN_DONE) {
        if (g->stack) {
            stack_put(g->stack);
            g->stack = NULL;
        }
        finished(g);
        return NULL;
    }
    obj *v = g->transfer;
    g->transfer = NULL;
    return v;
}

obj *gen_yield(struct frame *f, obj *value)
{
    struct gen_obj *g = (struct gen_obj *)f->gen;
    /* scope.c let through a yield that eval.c cannot resume: never so, but never a crash */
    if (g->code->flags & CODE_RESUMABLE) {
        decref(value);
        return exc_raise(&exc_SystemError, "yield outside a resumable position");
    }
    g->transfer = value;
    g->state = GEN_SUSPENDED;
    struct frame *saved = vm->frame;
    obj *handling = vm->handling;
    to_caller(g, false);
    g->state = GEN_RUNNING;
    vm->frame = saved;
    vm->handling = handling;
    if (g->throwing) {
        g->throwing = false;
        xdecref(g->transfer);
        g->transfer = NULL;
        return NULL;
    }
    obj *sent = g->transfer;
    g->transfer = NULL;
    return sent ? sent : incref(NONE);
}

obj *gen_new(struct code *code, struct frame *tmpl)
{
    size_t recs = code->flags & CODE_RESUMABLE ? (size_t)code->resume_depth : 0;
    struct gen_obj *g =
        (struct gen_obj *)obj_alloc(&type_generator, sizeof *g + recs * sizeof(struct gen_rec));
    if (!g)
        return NULL;
    memset((char *)g + sizeof(obj), 0, sizeof *g - sizeof(obj));
    g->rs.recs = (struct gen_rec *)(g + 1);
    g->code = code;
    g->frame = *tmpl;
    g->frame.gen = (obj *)g;
    g->frame.back = NULL;
    g->func = tmpl->func ? incref(tmpl->func) : NULL;
    incref(g->frame.globals);
    g->frame.slots = mem_calloc((size_t)(code->nslots ? code->nslots : 1) * sizeof(obj *));
    if (!g->frame.slots) {
        decref((obj *)g);
        return NULL;
    }
    memcpy(g->frame.slots, tmpl->slots, (size_t)code->nslots * sizeof(obj *));
    g->state = GEN_CREATED;
    return (obj *)g;
}

/* StopIteration.value of a finished generator (for yield from) */
obj *gen_return_value(obj *o)
{
    struct gen_obj *g = (struct gen_obj *)o;
    obj *r = g->retval;
    g->retval = NULL;
    return r ? r : incref(NONE);
}

obj *gen_send(obj *o, obj *value)
{
    return resume((struct gen_obj *)o, value);
}

static obj *gen_throw_exc(struct gen_obj *g, obj *exc);
static int gen_close(struct gen_obj *g);

obj *gen_throw(obj *o, obj *exc)
{
    return gen_throw_exc((struct gen_obj *)o, exc);
}

bool gen_is_async(obj *o)
{
    return !is_small(o) && o->type == &type_generator &&
           (AS(gen_obj, o)->code->flags & CODE_ASYNCGEN);
}

int gen_close_obj(obj *o)
{
    return gen_close((struct gen_obj *)o);
}

static obj *gen_throw_exc(struct gen_obj *g, obj *exc)
{
    if (g->state == GEN_RUNNING) { /* thrown into itself: as resume() refuses it */
        decref(exc);
        return exc_raise(&exc_ValueError, "generator already executing");
    }
    if (g->state == GEN_CREATED || g->state == GEN_DONE) {
        g->state = GEN_DONE;
        exc_set(exc);
        return NULL;
    }
    exc_set(exc);
    g->throwing = true;
    return resume(g, NULL);
}

/* close(): GeneratorExit is thrown in; finishing (or re-raising it) is success. */
static int gen_close(struct gen_obj *g)
{
    if (g->state == GEN_RUNNING) { /* closing itself: it must not be marked done mid-run */
        exc_raise(&exc_ValueError, "generator already executing");
        return -1;
    }
    if (g->state != GEN_SUSPENDED) {
        g->state = GEN_DONE;
        return 0;
    }
    obj *saved = vm->exc;
    vm->exc = NULL;
    obj *ge = exc_new(&exc_GeneratorExit, NULL, 0);
    if (!ge) {
        vm->exc = saved;
        return -1;
    }
    obj *r = gen_throw_exc(g, ge);
    int rc = 0;
    if (r) {
        decref(r);
        exc_raise(&exc_RuntimeError, "generator ignored GeneratorExit");
        rc = -1;
    } else if (vm->exc &&
               (exc_pending_is(&exc_GeneratorExit) || exc_pending_is(&exc_StopIteration))) {
        exc_clear();
    } else if (vm->exc) {
        rc = -1;
    }
    if (rc == 0 || !vm->exc) {
        xdecref(vm->exc);
        vm->exc = saved;
    } else {
        xdecref(saved);
    }
    return rc;
}

/* A suspended generator runs its finally blocks (close) while all it holds is alive. */
static void gen_finalize(obj *o)
{
    struct gen_obj *g = (struct gen_obj *)o;
    if (g->state != GEN_SUSPENDED || !vm)
        return;
    obj *saved = vm->exc;
    vm->exc = NULL;
    gen_close(g);
    exc_clear();
    vm->exc = saved;
    /* It refused to finish. A stack-switched one's C stack still holds references: leak
     * it. A resumable one holds its references in its records, which the dealloc drops. */
    if (g->state == GEN_SUSPENDED && !(g->code->flags & CODE_RESUMABLE))
        incref(o);
}

static void gen_traverse(obj *o, visit_fn visit, void *arg)
{
    struct gen_obj *g = (struct gen_obj *)o;
    if (g->frame.slots)
        obj_visit_array(g->frame.slots, (size_t)g->code->nslots, visit, arg);
    for (int i = 0; i < g->rs.n; i++) /* a suspended resumable one's iterators */
        visit(&g->rs.recs[i].it, arg);
}

/* its C stack and its slot array */
static void gen_dealloc(obj *o)
{
    struct gen_obj *g = (struct gen_obj *)o;
    if (g->stack)
        stack_put(g->stack);
    mem_free(g->frame.slots);
    obj_free(o);
}

/* Exhaustion leaves the return value in g->retval for next() and yield from to take
 * (gen_return_value); a later call finds it gone, as CPython's plain StopIteration. */
static obj *gen_next(obj *o)
{
    return resume((struct gen_obj *)o, NULL);
}

static obj *gen_repr(obj *o)
{
    struct gen_obj *g = (struct gen_obj *)o;
    return str_from_fmt("<%s object %s at %p>",
                        g->code->flags & CODE_COROUTINE ? "coroutine" : "generator",
                        str_cstr(g->code->qualname), (void *)o);
}

static obj *stop_iteration(struct gen_obj *g)
{
    obj *v = g->retval ? g->retval : NONE;
    obj *e = exc_new(&exc_StopIteration, g->retval && g->retval != NONE ? &v : NULL,
                     g->retval && g->retval != NONE ? 1 : 0);
    CLEAR(g->retval);
    if (e)
        exc_set(e);
    return NULL;
}

static obj *gen_m_send(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    struct gen_obj *g = (struct gen_obj *)args[0];
    if (g->state == GEN_CREATED && args[1] != NONE)
        return exc_raise(&exc_TypeError, "can't send non-None value to a just-started generator");
    obj *r = resume(g, args[1]);
    if (!r && !vm->exc)
        return stop_iteration(g);
    return r;
}

static obj *gen_m_throw(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    struct gen_obj *g = (struct gen_obj *)args[0];
    obj *e = args[1];
    if (is_type_obj(e) && type_is_subtype((struct type *)e, &exc_BaseException)) {
        obj *val = nargs > 2 ? args[2] : NULL;
        e = exc_new((struct type *)e, val ? &val : NULL, val ? 1 : 0);
        if (!e)
            return NULL;
    } else if (is_exc(e)) {
        incref(e);
    } else {
        return exc_raise(&exc_TypeError,
                         "exceptions must be classes or instances deriving from "
                         "BaseException, not %s",
                         op_type_name(e));
    }
    obj *r = gen_throw_exc(g, e);
    if (!r && !vm->exc)
        return stop_iteration(g);
    return r;
}

static obj *gen_m_close(obj **args, size_t nargs, obj *kw)
{
    (void)kw;
    (void)nargs;
    if (gen_close((struct gen_obj *)args[0]) < 0)
        return NULL;
    return NONE;
}

static obj *gen_get_name(obj *o)
{
    return incref(((struct gen_obj *)o)->code->name);
}

static const struct method_def gen_methods[] = {
    {"send", gen_m_send, METH_O},
    {"throw", gen_m_throw, 0, PA_SIG_POS(1, 3, NULL)},
    {"close", gen_m_close, METH_NOARGS},
    {NULL, NULL, 0},
};
static const struct getset_def gen_getset[] = {
    {"__name__", gen_get_name},
    {NULL, NULL},
};

struct type type_generator = {
    .name = "generator",
    .methods = gen_methods,
    .getset = gen_getset,
    .refs = REFS(struct gen_obj, frame.globals, func, transfer, retval),
    .traverse = gen_traverse,
    .finalize = gen_finalize,
    .dealloc = gen_dealloc,
    .repr = gen_repr,
    .next = gen_next,
};
