/* executor/vm.c: session state, the allocation funnel that charges the heap cap before
 * every allocation, string interning, and the C-stack guard. */
#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "executor/ops.h"
#include "executor/vm.h"

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

void *mem_alloc(size_t n)
{
    if (!mem_check(n))
        return NULL;
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
    if (vm) {
        size_t n = malloc_usable_size(p);
        vm->heap_used -= n < vm->heap_used ? n : vm->heap_used;
    }
    free(p);
}

obj *obj_alloc(struct type *t, size_t size)
{
    obj *o = mem_alloc(size);
    if (!o)
        return NULL;
    o->refcnt = 1;
    o->type = t;
    if (t->base.refcnt < REFCNT_IMMORTAL)
        incref((obj *)t); /* instances keep their (heap) class alive */
    return o;
}

void obj_dealloc(obj *o)
{
    struct type *t = o->type;
    t->dealloc(o);
    if (t->base.refcnt < REFCNT_IMMORTAL)
        decref((obj *)t);
}

obj *exc_no_memory(void)
{
    mem_overdraft = true;
    exc_raise(&exc_MemoryError, "%s", "");
    mem_overdraft = false;
    if (vm && vm->exc) {
        /* MemoryError() has no args in CPython: str() is '' */
        struct exc_obj *e = AS(exc_obj, vm->exc);
        decref(e->args);
        e->args = incref(empty_tuple);
    }
    return NULL;
}

/* GMP cannot fail an allocation (it aborts), so these only account; every GMP operation
 * is preflighted against LIMIT_INT_BITS and the heap cap before it runs. */
static void *gmp_alloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        abort();
    if (vm)
        vm->heap_used += malloc_usable_size(p);
    return p;
}
static void *gmp_realloc(void *p, size_t old, size_t n)
{
    (void)old;
    size_t before = malloc_usable_size(p);
    void *q = realloc(p, n);
    if (!q)
        abort();
    if (vm) {
        vm->heap_used -= before < vm->heap_used ? before : vm->heap_used;
        vm->heap_used += malloc_usable_size(q);
    }
    return q;
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
obj *vm_ops_exceeded(void)
{
    vm->ops_left = 0;
    vm->fatal = FATAL_OPS;
    return exc_raise(&exc_LimitExceeded,
                     "Reached the max number of operations of %llu. Maybe there is an infinite "
                     "loop somewhere in the code, or you're just asking too many calculations.",
                     (unsigned long long)vm->ops_limit);
}

bool vm_stack_ok(void)
{
    char here;
    if (__builtin_expect(&here > vm->stack_limit, 1))
        return true;
    exc_raise(&exc_RecursionError, "maximum recursion depth exceeded");
    return false;
}

int vm_output(const char *text, size_t len)
{
    if (vm->fatal)
        return -1;
    size_t room = vm->output_max - vm->output_used;
    if (len > room) {
        if (vm->on_output && room)
            vm->on_output(vm->output_arg, text, room);
        vm->output_used = vm->output_max;
        vm->fatal = FATAL_OUTPUT;
        exc_raise(&exc_LimitExceeded, "Output exceeded the limit of %zu bytes",
                  vm->output_max);
        return -1;
    }
    if (vm->on_output)
        vm->on_output(vm->output_arg, text, len);
    vm->output_used += len;
    return 0;
}

/* ---- creation ---- */
static pthread_once_t types_once = PTHREAD_ONCE_INIT;
void builtins_init_module(obj *dict); /* builtins.c */

static void init_process(void)
{
    mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
    vm_init_types();
}

struct vm *vm_create(void)
{
    pthread_once(&types_once, init_process);
    struct vm *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    v->heap_max = LIMIT_DEFAULT_HEAP_BYTES;
    v->ops_limit = v->ops_left = LIMIT_DEFAULT_OPERATIONS;
    v->max_depth = LIMIT_DEFAULT_RECURSION;
    v->output_max = LIMIT_DEFAULT_OUTPUT_BYTES;
    struct vm *saved = vm;
    vm = v;
    v->builtins = dict_new();
    v->globals = dict_new();
    v->modules = dict_new();
    if (!v->builtins || !v->globals || !v->modules) {
        vm = saved;
        vm_destroy(v);
        return NULL;
    }
    builtins_init_module(v->builtins);
    dict_set_cstr(v->globals, "__name__", str_new_cstr("__main__"));
    vm = saved;
    return v;
}

void vm_destroy(struct vm *v)
{
    if (!v)
        return;
    struct vm *saved = vm;
    vm = v;
    CLEAR(v->exc);
    CLEAR(v->handling);
    CLEAR(v->final_answer);
    /* Break the cycles through globals (functions reference their globals dict). */
    if (v->globals) {
        size_t pos = 0;
        obj *k, *val;
        while (dict_next(v->globals, &pos, &k, &val))
            if (!is_small(val) && val->type == &type_function) {
                struct func_obj *f = AS(func_obj, val);
                CLEAR(f->globals);
            }
    }
    CLEAR(v->globals);
    CLEAR(v->modules);
    CLEAR(v->builtins);
    gen_release_stacks();
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
    for (size_t i = 0; v->interned.slots && i <= v->interned.mask; i++) {
        obj *s = v->interned.slots[i];
        if (s)
            mem_free(s);
    }
    mem_free(v->interned.slots);
    vm = saved == v ? NULL : saved;
    free(v);
}
