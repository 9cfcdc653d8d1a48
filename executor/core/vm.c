/* executor/core/vm.c: session state, the allocation funnel that charges the heap cap before
 * every allocation, string interning, and the C-stack guard. */
#include <malloc.h>
#include <pthread.h>
#include <time.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "executor/core/ops.h"
#include "executor/core/vm.h"

__thread struct vm *vm;

/* Set while raising MemoryError: the exception object itself may exceed the cap (it is a
 * few hundred bytes), otherwise reporting the limit would need the memory it refused. */
static __thread bool mem_overdraft;

bool mem_check(size_t n)
{
    struct vm *v = vm;
    if (v && !mem_overdraft && (n > v->heap_max || v->heap_used > v->heap_max - n)) {
        exc_no_memory();
        return false;
    }
    return true;
}

/* Freed small blocks are kept on per-thread lists, one per usable size (24, 40, ..., 200
 * bytes: malloc's smallest classes on 64-bit glibc), and handed out again: objects,
 * instance dicts and argument arrays are made and dropped in every loop, and malloc's own
 * caches overflow at a few of each size. A block is listed by the size malloc_usable_size
 * reports, and given only to a request it covers, so the lists are right whatever the
 * allocator's classes. Listed blocks are not charged to any heap. Under ASan blocks go
 * back to malloc, so that a use after free is still caught. */
#if !defined(__SANITIZE_ADDRESS__)
#define MEM_REUSE 1
#endif
enum { REUSE_SIZES = 12, REUSE_SMALLEST = 24, REUSE_STEP = 16 };
static __thread void *reuse_list[REUSE_SIZES];
static __thread unsigned reuse_count[REUSE_SIZES];

/* The list whose blocks cover a request of n bytes, or -1. */
static inline int reuse_index(size_t n)
{
    size_t k = n <= REUSE_SMALLEST ? 0 : (n - REUSE_SMALLEST + REUSE_STEP - 1) / REUSE_STEP;
    return k < REUSE_SIZES ? (int)k : -1;
}

void mem_release_reuse(void)
{
    for (int k = 0; k < REUSE_SIZES; k++) {
        while (reuse_list[k]) {
            void *p = reuse_list[k];
            reuse_list[k] = *(void **)p;
            free(p);
        }
        reuse_count[k] = 0;
    }
}

void *mem_alloc(size_t n)
{
    if (!mem_check(n))
        return NULL;
    /* what C does with a block (fill, copy) is paid by its size */
    vm_debit_bytes(n);
#ifdef MEM_REUSE
    int k = reuse_index(n);
    if (k >= 0 && reuse_list[k]) {
        void *p = reuse_list[k];
        reuse_list[k] = *(void **)p;
        reuse_count[k]--;
        if (vm)
            vm->heap_used += REUSE_SMALLEST + (size_t)k * REUSE_STEP;
        return p;
    }
#endif
    void *p = malloc(n ? n : 1);
    if (!p) {
        exc_no_memory();
        return NULL;
    }
    if (vm)
        vm->heap_used += malloc_usable_size(p);
    return p;
}

void *mem_calloc(size_t n)
{
    void *p = mem_alloc(n);
    if (p)
        memset(p, 0, n);
    return p;
}

void *mem_realloc(void *p, size_t n)
{
    if (!p)
        return mem_alloc(n);
    size_t old = malloc_usable_size(p);
    if (n > old && !mem_check(n - old))
        return NULL;
    vm_debit_bytes(n > old ? n - old : 0);
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        exc_no_memory();
        return NULL;
    }
    if (vm) {
        size_t now = malloc_usable_size(q);
        vm->heap_used = vm->heap_used - (old < vm->heap_used ? old : vm->heap_used) + now;
    }
    return q;
}

void mem_free(void *p)
{
    if (!p)
        return;
    size_t n = malloc_usable_size(p);
    if (vm)
        vm->heap_used -= n < vm->heap_used ? n : vm->heap_used;
#ifdef MEM_REUSE
    if (n >= REUSE_SMALLEST && (n - REUSE_SMALLEST) % REUSE_STEP == 0) {
        size_t k = (n - REUSE_SMALLEST) / REUSE_STEP;
        if (k < REUSE_SIZES && reuse_count[k] < LIMIT_REUSE_BLOCKS_PER_SIZE) {
            *(void **)p = reuse_list[k];
            reuse_list[k] = p;
            reuse_count[k]++;
            return;
        }
    }
#endif
    free(p);
}

/* A tracked object's link sits just before it (obj.h, "the references an object holds"). */
static struct gc_link *gc_link_of(obj *o)
{
    return (struct gc_link *)o - 1;
}

static void gc_unlink(obj *o)
{
    struct gc_link *l = gc_link_of(o);
    if (l->prev) {
        l->prev->next = l->next;
        l->next->prev = l->prev;
        l->prev = l->next = NULL;
    }
}

void obj_untrack(obj *o)
{
    if (!is_small(o) && type_tracked(o->type))
        gc_unlink(o);
}

obj *obj_alloc(struct type *t, size_t size)
{
    bool tracked = type_tracked(t);
    char *p = mem_alloc(size + (tracked ? sizeof(struct gc_link) : 0));
    if (!p)
        return NULL;
    obj *o = (obj *)(p + (tracked ? sizeof(struct gc_link) : 0));
    o->refcnt = 1;
    o->type = t;
    if (tracked) {
        struct gc_link *l = gc_link_of(o);
        if (vm) {
            struct gc_link *head = &vm->gc_objects;
            l->prev = head;
            l->next = head->next;
            head->next->prev = l;
            head->next = l;
        } else {
            l->prev = l->next = NULL;
        }
    }
    if (t->base.refcnt < REFCNT_IMMORTAL)
        incref((obj *)t); /* instances keep their (heap) class alive */
    return o;
}

obj *obj_new_refs(struct type *t, obj *const *values, size_t n)
{
    obj *o = obj_alloc(t, t->instance_size);
    if (!o)
        return NULL;
    memset((char *)o + sizeof(obj), 0, t->instance_size - sizeof(obj));
    for (size_t i = 0; i < n && t->refs[i]; i++) {
        obj **slot = (obj **)((char *)o + t->refs[i]);
        *slot = values[i] ? incref(values[i]) : NULL;
    }
    return o;
}

void obj_free(obj *o)
{
    mem_free(type_tracked(o->type) ? (void *)gc_link_of(o) : (void *)o);
}

void obj_abandon(obj *o)
{
    struct type *t = o->type;
    if (type_tracked(t))
        gc_unlink(o);
    obj_free(o);
    if (t->base.refcnt < REFCNT_IMMORTAL)
        decref((obj *)t);
}

void obj_traverse(obj *o, visit_fn visit, void *arg)
{
    struct type *t = o->type;
    for (const uint16_t *off = t->refs; off && *off; off++)
        visit((obj **)((char *)o + *off), arg);
    if (t->traverse)
        t->traverse(o, visit, arg);
}

void obj_visit_clear(obj **slot, void *arg)
{
    (void)arg;
    CLEAR(*slot);
}

/* Freeing a deeply nested structure ([[[...]]] a million levels deep) would recurse once
 * per level; past a fixed depth, objects wait in a list and are freed iteratively. The
 * list reuses each waiting object's type field as the link. */
#define DEALLOC_DEPTH_MAX 200
static __thread int dealloc_depth;
static __thread obj *dealloc_pending;

/* The generic dealloc: finalize (which may keep the object), drop every listed reference,
 * then the type's own release, or just the memory. */
static void dealloc_now(obj *o)
{
    struct type *t = o->type;
    if (t->finalize) {
        o->refcnt = 1; /* alive while it runs: an incref/decref pair must not free it */
        t->finalize(o);
        if (--o->refcnt != 0)
            return; /* kept */
    }
    if (type_tracked(t)) {
        gc_unlink(o);
        obj_traverse(o, obj_visit_clear, NULL);
    }
    if (t->dealloc)
        t->dealloc(o);
    else
        obj_free(o);
    if (t->base.refcnt < REFCNT_IMMORTAL)
        decref((obj *)t);
}

void obj_dealloc(obj *o)
{
    if (dealloc_depth >= DEALLOC_DEPTH_MAX) {
        /* park it: refcnt holds the type, type holds the next pending object */
        o->refcnt = (intptr_t)o->type;
        o->type = (struct type *)dealloc_pending;
        dealloc_pending = o;
        return;
    }
    dealloc_depth++;
    dealloc_now(o);
    dealloc_depth--;
    if (dealloc_depth == 0) {
        dealloc_depth++;
        while (dealloc_pending) {
            obj *p = dealloc_pending;
            dealloc_pending = (obj *)p->type;
            p->type = (struct type *)p->refcnt;
            p->refcnt = 0;
            dealloc_now(p);
        }
        dealloc_depth--;
    }
}

obj *exc_no_memory(void)
{
    mem_overdraft = true;
    exc_raise(&exc_MemoryError, "%s", "");
    mem_overdraft = false;
    if (vm && vm->exc && vm->exc->type == &exc_MemoryError) {
        /* MemoryError() has no args in CPython: str() is '' */
        struct exc_obj *e = AS(exc_obj, vm->exc);
        decref(e->args);
        e->args = incref(empty_tuple);
        if (vm->fatal == FATAL_NONE)
            vm->fatal = FATAL_MEMORY;
    }
    return NULL;
}

/* For libraries whose allocations cannot fail (GMP and tree-sitter abort instead): these
 * only account against the heap cap, and each caller bounds the work before it starts
 * (GMP: LIMIT_INT_BITS; the parser: a cancellation once the cap is passed). */
void *mem_alloc_unfailing(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        abort();
    if (vm)
        vm->heap_used += malloc_usable_size(p);
    return p;
}

void *mem_realloc_unfailing(void *p, size_t n)
{
    size_t before = p ? malloc_usable_size(p) : 0;
    void *q = realloc(p, n ? n : 1);
    if (!q)
        abort();
    if (vm) {
        vm->heap_used -= before < vm->heap_used ? before : vm->heap_used;
        vm->heap_used += malloc_usable_size(q);
    }
    return q;
}

static void *gmp_realloc(void *p, size_t old, size_t n)
{
    (void)old;
    return mem_realloc_unfailing(p, n);
}
static void gmp_free(void *p, size_t n)
{
    (void)n;
    mem_free(p);
}

/* ---- interning ---- */
obj *str_intern(const char *s, size_t len)
{
    struct intern_table *it = &vm->interned;
    obj *probe = str_new(s, len);
    if (!probe)
        return NULL;
    if (probe->refcnt >= REFCNT_IMMORTAL)
        return probe; /* '' and one ASCII character are process-wide: never the session's */
    /* the name of a builtin: the builtins dict's own (immortal) key, so that looking it up
     * there matches by pointer */
    obj *b = vm->builtins ? dict_key_str(vm->builtins, probe) : NULL;
    if (b && b->refcnt >= REFCNT_IMMORTAL) {
        decref(probe);
        return b;
    }
    int64_t h;
    str_hash(probe, &h);
    if (it->used * 2 >= it->mask) {
        size_t nmask = it->mask ? it->mask * 2 + 1 : 255;
        obj **ns = mem_calloc((nmask + 1) * sizeof(obj *));
        if (!ns) {
            decref(probe);
            return NULL;
        }
        for (size_t i = 0; it->slots && i <= it->mask; i++) {
            obj *k = it->slots[i];
            if (!k)
                continue;
            size_t j = (size_t)AS(str_obj, k)->hash & nmask;
            while (ns[j])
                j = (j + 1) & nmask;
            ns[j] = k;
        }
        mem_free(it->slots);
        it->slots = ns;
        it->mask = nmask;
    }
    size_t i = (size_t)h & it->mask;
    while (it->slots[i]) {
        if (str_eq(it->slots[i], probe)) {
            decref(probe);
            return it->slots[i];
        }
        i = (i + 1) & it->mask;
    }
    AS(str_obj, probe)->interned = true;
    it->slots[i] = probe;
    it->used++;
    return probe;
}

/* ---- limits ---- */
uint64_t vm_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void vm_keep_source(struct arena *ar, struct source *src)
{
    if (vm->narenas == vm->arenas_cap) {
        size_t nc = vm->arenas_cap ? vm->arenas_cap * 2 : 8;
        void *a = realloc(vm->arenas, nc * sizeof *vm->arenas);
        void *s = a ? realloc(vm->sources, nc * sizeof *vm->sources) : NULL;
        if (a)
            vm->arenas = a;
        if (s)
            vm->sources = s;
        if (a && s)
            vm->arenas_cap = nc;
    }
    /* With no room to keep it, leaking beats freeing code that functions
     * still use. */
    if (vm->narenas < vm->arenas_cap) {
        vm->arenas[vm->narenas] = ar;
        vm->sources[vm->narenas] = src;
        vm->narenas++;
    }
}

void vm_start_clock(double seconds)
{
    vm->timed_out = false;
    if (!seconds && vm->time_limit_ms)
        seconds = (double)vm->time_limit_ms / 1000;
    vm->timeout_seconds = seconds;
    vm->deadline_ns = seconds ? vm_now_ns() + (uint64_t)(seconds * 1e9) : 0;
    vm->ops_next_check = vm->deadline_ns && vm->ops_left > LIMIT_CLOCK_CHECK_OPS
                             ? vm->ops_left - LIMIT_CLOCK_CHECK_OPS
                             : 0;
}

bool vm_charge_slow(uint64_t n)
{
    if (vm->timed_out || vm->ops_left < n) {
        vm->ops_next_check = 0;
        return false;
    }
    vm->ops_left -= n;
    if (!vm->deadline_ns) {
        vm->ops_next_check = 0;
        return true;
    }
    if (vm_now_ns() >= vm->deadline_ns) {
        vm->timed_out = true;
        vm->ops_next_check = 0;
        return false;
    }
    vm->ops_next_check =
        vm->ops_left > LIMIT_CLOCK_CHECK_OPS ? vm->ops_left - LIMIT_CLOCK_CHECK_OPS : 0;
    return true;
}

/* smolagents' ExecutionTimeoutError message. Uncatchable like the other limits; the
 * session and its variables stay. */
obj *vm_timeout(void)
{
    vm->timed_out = true;
    vm->ops_left = 0;
    vm->ops_next_check = 0;
    vm->fatal = FATAL_OPS;
    return exc_raise(&exc_LimitExceeded,
                     "Code execution exceeded the maximum execution time of %g seconds",
                     vm->timeout_seconds);
}

obj *vm_ops_exceeded(void)
{
    if (vm->timed_out)
        return vm_timeout();
    vm->ops_left = 0;
    vm->fatal = FATAL_OPS;
    return exc_raise(&exc_LimitExceeded,
                     "Reached the max number of operations of %llu. Maybe there is an infinite "
                     "loop somewhere in the code, or you're just asking too many calculations.",
                     (unsigned long long)vm->ops_limit);
}

/* smolagents' MAX_WHILE_ITERATIONS, with its message; a limit like the operation budget */
obj *vm_while_exceeded(void)
{
    vm->ops_left = 0;
    vm->fatal = FATAL_OPS;
    return exc_raise(&exc_LimitExceeded, "Maximum number of %llu iterations in While loop exceeded",
                     (unsigned long long)vm->while_max);
}

obj *vm_stack_exhausted(void)
{
    return exc_raise(&exc_RecursionError, "maximum recursion depth exceeded");
}

int vm_output(const char *text, size_t len)
{
    if (vm->fatal)
        return -1;
    size_t room = vm->output_max - vm->output_used;
    size_t n = len < room ? len : room;
    if (vm->on_output && n)
        vm->on_output(vm->output_arg, text, n);
    vm->output_used += n;
    if (n == len)
        return 0;
    /* smolagents truncates the middle of a long output and goes on: keep the last half */
    size_t cap = vm->output_max / 2;
    if (!vm->out_tail && cap && !(vm->out_tail = malloc(cap)))
        cap = 0;
    vm->output_truncated = true;
    if (!cap)
        return 0;
    const char *p = text + n;
    size_t rest = len - n;
    if (rest > cap) { /* only the last cap bytes can survive */
        p += rest - cap;
        rest = cap;
    }
    while (rest) { /* at most two copies: up to the ring's end, then from its start */
        size_t k = cap - vm->out_tail_pos < rest ? cap - vm->out_tail_pos : rest;
        memcpy(vm->out_tail + vm->out_tail_pos, p, k);
        vm->out_tail_pos = (vm->out_tail_pos + k) % cap;
        vm->out_tail_len = vm->out_tail_len + k < cap ? vm->out_tail_len + k : cap;
        p += k;
        rest -= k;
    }
    return 0;
}

obj *(*vm_run_generator)(struct frame *f);

/* ---- creation ---- */
static pthread_once_t gmp_once = PTHREAD_ONCE_INIT;

static void init_process(void)
{
    mp_set_memory_functions(mem_alloc_unfailing, gmp_realloc, gmp_free);
}

void vm_init_process(void)
{
    pthread_once(&gmp_once, init_process);
}

struct vm *vm_create(void)
{
    vm_init_process();
    struct vm *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    v->heap_max = LIMIT_DEFAULT_HEAP_BYTES;
    v->ops_limit = v->ops_left = LIMIT_DEFAULT_OPERATIONS;
    v->max_depth = LIMIT_DEFAULT_RECURSION;
    v->output_max = LIMIT_DEFAULT_OUTPUT_BYTES;
    struct vm *saved = vm;
    vm = v;
    v->gc_objects.prev = v->gc_objects.next = &v->gc_objects;
    v->builtins = dict_new();
    v->globals = dict_new();
    v->modules = dict_new();
    if (!v->builtins || !v->globals || !v->modules) {
        vm = saved;
        vm_destroy(v);
        return NULL;
    }
    dict_set_cstr(v->globals, "__name__", str_new_cstr("__main__"));
    vm = saved;
    return v;
}

/* The cycle collector. Its rule: it runs when the session ends, once the session's roots
 * (globals, modules, builtins, the pending exception, attribute side dicts) are dropped.
 * Every tracked object still alive then is unreachable: refcounting did not free it, so it
 * lies on a cycle or is held by one. Each is finalized (a suspended generator runs its
 * finally blocks; with vm->fatal set nothing of the snippet runs), then drops every
 * reference it holds (obj_traverse with obj_visit_clear), and refcounting frees them all.
 * Every cycle passes through a tracked object, since every object that holds a reference
 * is tracked (except a class: every cycle through one passes through its dict).
 * Finalizers may make new objects, so it repeats until nothing is left or nothing moves;
 * what survives (a generator that refused to finish) is detached from the dying list. */
static void gc_collect(struct vm *v)
{
    size_t before = SIZE_MAX;
    for (;;) {
        size_t n = 0;
        for (struct gc_link *l = v->gc_objects.next; l != &v->gc_objects; l = l->next)
            n++;
        if (!n || n >= before)
            break;
        before = n;
        obj **all = malloc(n * sizeof *all);
        if (!all)
            break;
        size_t k = 0;
        for (struct gc_link *l = v->gc_objects.next; l != &v->gc_objects; l = l->next)
            all[k++] = incref((obj *)(l + 1));
        for (size_t i = 0; i < k; i++)
            if (all[i]->type->finalize)
                all[i]->type->finalize(all[i]);
        for (size_t i = 0; i < k; i++)
            obj_traverse(all[i], obj_visit_clear, NULL);
        for (size_t i = 0; i < k; i++)
            decref(all[i]);
        free(all);
    }
    for (struct gc_link *l = v->gc_objects.next, *nx; l != &v->gc_objects; l = nx) {
        nx = l->next;
        l->prev = l->next = NULL;
    }
    v->gc_objects.prev = v->gc_objects.next = &v->gc_objects;
}

void vm_destroy(struct vm *v)
{
    if (!v)
        return;
    struct vm *saved = vm;
    vm = v;
    free(v->out_tail);
    v->fatal = FATAL_OPS; /* nothing the snippet wrote may run from here on */
    CLEAR(v->exc);
    CLEAR(v->handling);
    CLEAR(v->final_answer);
    CLEAR(v->globals);
    CLEAR(v->modules);
    CLEAR(v->builtins);
    type_free_side_dicts(v);
    gc_collect(v);
    gen_release_stacks();
    mem_release_reuse();
    for (size_t i = 0; i < v->narenas; i++) {
        arena_free(v->arenas[i]);
        struct source *s = v->sources[i];
        if (s) {
            mem_free(s->text);
            mem_free(s->line_starts);
            mem_free(s);
        }
    }
    mem_free(v->arenas);
    mem_free(v->sources);
    str_cache_reset(); /* interned strings go below without their dealloc */
    for (size_t i = 0; v->interned.slots && i <= v->interned.mask; i++) {
        obj *s = v->interned.slots[i];
        if (s)
            mem_free(s);
    }
    mem_free(v->interned.slots);
    vm = saved == v ? NULL : saved;
    free(v);
}
