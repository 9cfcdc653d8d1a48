/* executor/executor.c: the public API: sessions, exec calls, results as JSON, and
 * variables sent by the host as tagged JSON. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "executor/eval/eval.h"
#include "executor/executor.h"
#include "executor/front/ast.h"
#include "executor/lib/builtins.h"
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"
#include "executor/core/ops.h"
#include "executor/tagged_json.h"
#include "executor/types/type_table.h"
#include "executor/core/vm.h"

const char *const executor_default_imports[] = {"collections", "datetime", "itertools",   "math",
                                                "queue",       "random",   "re",          "stat",
                                                "statistics",  "time",     "unicodedata", NULL};

struct executor {
    struct vm *vm;
    double timeout_seconds;
    char **imports;
    void (*on_output)(void *arg, const char *text, size_t len);
    void *output_arg;
    char *logs;
    size_t logs_len, logs_cap;
    /* what the last exec left of its budget, for executor_finish; 0 when it ended at a
     * limit (nothing of the snippet runs after that) */
    uint64_t ops_left_at_end, ops_next_check_at_end;
};

static void collect_output(void *arg, const char *text, size_t len)
{
    struct executor *ex = arg;
    if (ex->logs_len + len + 1 > ex->logs_cap) {
        size_t nc = (ex->logs_len + len + 1) * 2;
        char *p = realloc(ex->logs, nc);
        if (!p)
            return;
        ex->logs = p;
        ex->logs_cap = nc;
    }
    memcpy(ex->logs + ex->logs_len, text, len);
    ex->logs_len += len;
    ex->logs[ex->logs_len] = 0;
    if (ex->on_output)
        ex->on_output(ex->output_arg, text, len);
}

/* A UTF-8 character starts at s[i] (or the text ends there). */
static size_t char_start(const char *s, size_t len, size_t i, bool forward)
{
    while (i > 0 && i < len && ((unsigned char)s[i] & 0xC0) == 0x80)
        i += forward ? 1 : (size_t)-1;
    return i;
}

/* smolagents' truncate_content on the whole print output, which only the first
 * output_max bytes (ex->logs) and the last output_max / 2 (vm->out_tail) of were kept:
 * its first half, a line saying so, and its last half. */
static void truncate_logs(struct executor *ex, struct executor_result *res)
{
    size_t max = vm->output_max, half = max / 2;
    size_t from_head = vm->out_tail_len < half ? half - vm->out_tail_len : 0;
    if (from_head > ex->logs_len)
        from_head = ex->logs_len;
    char marker[128];
    int ml = snprintf(marker, sizeof marker,
                      "\n..._This content has been truncated to stay below %zu characters_...\n",
                      max);
    char *out = malloc(half + (size_t)ml + half + 1);
    if (!out)
        return;
    size_t head = char_start(ex->logs, ex->logs_len, half < ex->logs_len ? half : ex->logs_len,
                             false);
    memcpy(out, ex->logs, head);
    size_t n = head;
    memcpy(out + n, marker, (size_t)ml);
    n += (size_t)ml;
    /* the tail: the end of the kept head, then the ring from its oldest byte */
    char *tail = out + n;
    memcpy(tail, ex->logs + ex->logs_len - from_head, from_head);
    size_t cap = half, start = vm->out_tail_len < cap ? 0 : vm->out_tail_pos;
    for (size_t i = 0; i < vm->out_tail_len; i++)
        tail[from_head + i] = vm->out_tail[(start + i) % cap];
    size_t tl = from_head + vm->out_tail_len;
    size_t skip = char_start(tail, tl, 0, true);
    memmove(tail, tail + skip, tl - skip);
    n += tl - skip;
    out[n] = 0;
    res->logs = out;
    res->logs_len = n;
}

struct executor *executor_new(const struct executor_config *config)
{
    executor_init_process();
    struct executor *ex = calloc(1, sizeof *ex);
    if (!ex)
        return NULL;
    ex->vm = vm_create();
    if (!ex->vm) {
        free(ex);
        return NULL;
    }
    struct vm *saved = vm;
    vm = ex->vm;
    builtins_init_module(ex->vm->builtins);
    vm = saved;
    const char *const *imports = config && config->authorized_imports ? config->authorized_imports
                                                                      : executor_default_imports;
    size_t n = 0;
    while (imports[n])
        n++;
    ex->imports = calloc(n + 1, sizeof(char *));
    for (size_t i = 0; ex->imports && i < n; i++)
        ex->imports[i] = strdup(imports[i]);
    ex->vm->authorized_imports = (const char *const *)ex->imports;
    if (config) {
        const struct executor_limits *l = &config->limits;
        if (l->max_operations)
            ex->vm->ops_limit = l->max_operations;
        ex->vm->time_limit_ms = l->max_time_ms;
        if (l->max_output_bytes)
            ex->vm->output_max = l->max_output_bytes;
        if (l->max_recursion > 0)
            ex->vm->max_depth = l->max_recursion;
        if (l->max_heap_bytes)
            ex->vm->heap_max = l->max_heap_bytes;
        ex->vm->while_max = l->max_while_iterations;
        ex->vm->smolagents_dunders = l->dunders == EXECUTOR_DUNDERS_SMOLAGENTS;
        ex->on_output = config->on_output;
        ex->output_arg = config->output_arg;
        ex->vm->call_tool = config->call_tool;
        ex->vm->tool_arg = config->tool_arg;
    }
    ex->vm->on_output = collect_output;
    ex->vm->output_arg = ex;
    return ex;
}

void executor_set_timeout(struct executor *ex, double seconds)
{
    ex->timeout_seconds = seconds > 0 ? seconds : 0;
}

void executor_free(struct executor *ex)
{
    if (!ex)
        return;
    vm_destroy(ex->vm);
    for (size_t i = 0; ex->imports && ex->imports[i]; i++)
        free(ex->imports[i]);
    free(ex->imports);
    free(ex->logs);
    free(ex);
}

int executor_add_tool(struct executor *ex, const char *name, const char *description)
{
    struct vm *saved = vm;
    vm = ex->vm;
    int rc = -1;
    obj *t = tool_new(name, description ? description : "");
    obj *k = t ? str_new_cstr(name) : NULL;
    if (k && utf8_valid(name, strlen(name)))
        rc = dict_set(vm->builtins, k, t);
    vm->has_tools = vm->has_tools || rc == 0;
    xdecref(t);
    xdecref(k);
    exc_clear();
    vm = saved;
    return rc;
}

int executor_set_variable_json(struct executor *ex, const char *name, const char *tagged_json)
{
    struct vm *saved = vm;
    vm = ex->vm;
    json_error_t err;
    json_t *j = json_loads(tagged_json, JSON_DECODE_ANY, &err);
    int rc = -1;
    if (j) {
        obj *v = tagged_to_obj(j);
        obj *k = str_new_cstr(name);
        if (v && k)
            rc = dict_set(vm->globals, k, v);
        xdecref(v);
        xdecref(k);
        json_decref(j);
    }
    exc_clear();
    vm = saved;
    return rc;
}

/* ---- exec ---- */
static char *dup_str(obj *s)
{
    if (!s)
        return strdup("");
    return strndup(str_cstr(s), str_len(s));
}

/* The calling thread's stack bounds. For the main thread glibc reads /proc/self/maps
 * to find them, which a jail forbids: executor_init_process asks once, before the jail,
 * and a forked child inherits the answer with the thread. */
static __thread char *stack_lo;
static __thread size_t stack_size;
static __thread bool stack_known;

static void find_stack_bounds(void)
{
    if (stack_known)
        return;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        void *addr;
        if (pthread_attr_getstack(&attr, &addr, &stack_size) == 0)
            stack_lo = addr;
        pthread_attr_destroy(&attr);
    }
    stack_known = true;
}

/* What the layers below cannot do for themselves, once per process: the types (after
 * GMP's allocator), this layer's own type_tool, the builtins namespace (lib's), and the
 * table of modules that core imports from (lib's too). */
static pthread_once_t layers_once = PTHREAD_ONCE_INIT;
static void init_layers(void)
{
    type_table_init();
    eval_init_process();
    type_init_builtin(&type_tool);
    module_set_natives(import_natives, import_natives_count);
    module_set_python_runner(pysource_run_part);
    builtins_init_process();
}

void executor_init_process(void)
{
    vm_init_process();
    pthread_once(&layers_once, init_layers);
    parse_init_process();
    json_object_seed(0); /* jansson seeds its hash from /dev/urandom on first use */
    find_stack_bounds();
}

static void set_stack_limit(void)
{
    char here;
    size_t avail = LIMIT_MAIN_STACK_BYTES;
    find_stack_bounds();
    if (stack_lo && &here > stack_lo && (size_t)(&here - stack_lo) < stack_size)
        avail = (size_t)(&here - stack_lo);
    if (avail > LIMIT_STACK_HEADROOM * 2)
        vm->stack_limit = &here - avail + LIMIT_STACK_HEADROOM;
    else
        vm->stack_limit = &here - avail / 2;
}

int executor_exec(struct executor *ex, const char *code, size_t len, struct executor_result *res)
{
    memset(res, 0, sizeof *res);
    struct vm *saved = vm;
    vm = ex->vm;
    vm->ops_left = vm->ops_limit;
    vm->output_used = 0;
    vm->output_truncated = false;
    vm->out_tail_len = vm->out_tail_pos = 0;
    vm->fatal = FATAL_NONE;
    vm->error_stmt_line = vm->error_stmt_col = 0;
    vm_start_clock(ex->timeout_seconds);
    vm->depth = 0;
    CLEAR(vm->final_answer);
    exc_clear();
    ex->logs_len = 0;
    if (ex->logs)
        ex->logs[0] = 0;
    set_stack_limit();

    struct arena *ar = NULL;
    struct source *src = NULL;
    struct code *module = parse_module(code, len, &ar, &src);
    if (ar)
        vm_keep_source(ar, src);
    obj *last = NULL;
    obj *r = module ? eval_module(module, vm->globals, &last) : NULL;
    xdecref(r);

    res->operations = vm->ops_limit - vm->ops_left;
    bool limit_hit = vm->fatal == FATAL_MEMORY || (vm->exc && vm->exc->type == &exc_LimitExceeded);
    ex->ops_left_at_end = limit_hit ? 0 : vm->ops_left;
    ex->ops_next_check_at_end = limit_hit ? 0 : vm->ops_next_check;
    if (vm->fatal == FATAL_FINAL_ANSWER) {
        exc_clear();
        res->status = EXECUTOR_OK;
        res->is_final_answer = true;
        xdecref(last);
        last = incref(vm->final_answer ? vm->final_answer : NONE);
    } else if (vm->exc) {
        obj *e = vm->exc;
        vm->exc = NULL;
        bool heap_cap = vm->fatal == FATAL_MEMORY; /* not a MemoryError the snippet raised */
        vm->fatal = FATAL_NONE;                    /* let repr/str of the error run */
        if (e->type == &exc_LimitExceeded) {
            /* output past the cap is truncated, never a stop (smolagents) */
            res->status = vm->timed_out ? EXECUTOR_TIMEOUT : EXECUTOR_OPS;
        } else if (heap_cap) {
            res->status = EXECUTOR_MEMORY;
        } else if (type_is_subtype(e->type, &exc_RecursionError)) {
            res->status = EXECUTOR_RECURSION;
        } else {
            res->status = EXECUTOR_ERROR;
        }
        /* reporting may allocate; give it a little room beyond the cap */
        size_t saved_max = vm->heap_max;
        vm->heap_max += 1 << 20;
        vm->ops_left = 1000000;
        vm->ops_next_check = 0; /* keeps ops_next_check <= ops_left */
        res->error.name = strdup(e->type->name);
        obj *msg = exc_str(e);
        res->error.value = dup_str(msg);
        xdecref(msg);
        exc_clear();
        obj *tb = exc_format_traceback(e);
        res->error.traceback = dup_str(tb);
        xdecref(tb);
        exc_clear();
        struct exc_obj *eo = AS(exc_obj, e);
        /* the innermost line of the snippet itself, not of module source it called */
        res->error.lineno = 0;
        for (int i = 0; i < eo->ntb && !res->error.lineno; i++)
            if (!eo->tb[i].src || !eo->tb[i].src->filename)
                res->error.lineno = eo->tb[i].line;
        res->error.stmt_line = vm->error_stmt_line;
        res->error.stmt_col = vm->error_stmt_col;
        if (!eo->ntb && eo->dict) {
            obj *ln = dict_get_cstr(eo->dict, "lineno");
            int64_t v;
            if (ln && is_int(ln) && int_to_i64(ln, &v))
                res->error.lineno = (int)v;
        }
        vm->heap_max = saved_max;
        decref(e);
        CLEAR(last);
    }
    if (last && last != NONE) {
        size_t saved_max = vm->heap_max;
        vm->heap_max += 1 << 20;
        vm->ops_left = 1000000;
        vm->ops_next_check = 0; /* keeps ops_next_check <= ops_left */
        json_t *j = tagged_from_obj(last);
        res->output = json_dumps(j, JSON_ENCODE_ANY | JSON_COMPACT);
        json_decref(j);
        obj *rp = op_repr(last);
        res->output_repr = rp ? dup_str(rp) : NULL;
        xdecref(rp);
        exc_clear();
        vm->heap_max = saved_max;
    } else if (last == NONE && res->is_final_answer) {
        res->output = strdup("null");
        res->output_repr = strdup("None");
    }
    xdecref(last);
    if (vm->output_truncated)
        truncate_logs(ex, res);
    else
        res->logs = malloc(ex->logs_len + 1);
    if (res->logs && !vm->output_truncated) {
        /* a copy of logs_len bytes: printed text may hold NUL characters (chr(0)) */
        if (ex->logs_len)
            memcpy(res->logs, ex->logs, ex->logs_len);
        res->logs[ex->logs_len] = 0;
        res->logs_len = ex->logs_len;
    }
    vm->fatal = FATAL_NONE;
    float_free_all();
    vm = saved;
    return 0;
}

/* Drops the globals (each value becomes None) in the order CPython's exit closes what
 * they hold: the generators bound to a global name first, in the dict's order, then
 * everything else (a generator in a list, a dict, an instance), in the dict's order.
 * CPython gets there through its collector (the generators' frames hold the globals, so
 * they die as garbage); here the order is observed from CPython 3.11, not derived. Stops
 * at a limit. */
static void finish_globals(obj *globals, bool generators)
{
    size_t pos = 0;
    obj *k, *v;
    while (!vm->fatal && dict_next(globals, &pos, &k, &v)) {
        bool is_gen = !is_small(v) && v->type == &type_generator;
        if (v == NONE || is_gen != generators ||
            (is_str(k) && !strcmp(str_cstr(k), "__builtins__")))
            continue;
        incref(k);
        if (dict_set(globals, k, NONE) < 0)
            exc_clear();
        decref(k);
    }
}

enum executor_status executor_finish(struct executor *ex)
{
    struct vm *saved = vm;
    vm = ex->vm;
    vm->ops_left = ex->ops_left_at_end;
    vm->ops_next_check = ex->ops_next_check_at_end;
    vm->fatal = ex->ops_left_at_end ? FATAL_NONE : FATAL_OPS;
    vm->depth = 0;
    set_stack_limit();
    finish_globals(vm->globals, true);
    finish_globals(vm->globals, false);
    enum executor_status st = EXECUTOR_OK;
    if (ex->ops_left_at_end && vm->fatal == FATAL_MEMORY)
        st = EXECUTOR_MEMORY;
    else if (ex->ops_left_at_end && vm->fatal)
        st = vm->timed_out ? EXECUTOR_TIMEOUT : EXECUTOR_OPS;
    exc_clear();
    ex->ops_left_at_end = ex->ops_next_check_at_end = 0;
    vm->fatal = FATAL_NONE;
    float_free_all();
    vm = saved;
    return st;
}

void executor_result_free(struct executor_result *r)
{
    free(r->logs);
    free(r->output);
    free(r->output_repr);
    free(r->error.name);
    free(r->error.value);
    free(r->error.traceback);
    memset(r, 0, sizeof *r);
}

uint64_t executor_time_limit_ms(uint64_t wall_ms, uint64_t cpu_sec)
{
    uint64_t ms = cpu_sec && (!wall_ms || cpu_sec * 1000 < wall_ms) ? cpu_sec * 1000 : wall_ms;
    return ms / 10 * 9;
}

const char *executor_status_name(enum executor_status s)
{
    switch (s) {
    case EXECUTOR_OK:
        return "ok";
    case EXECUTOR_ERROR:
        return "error";
    case EXECUTOR_OPS:
        return "ops";
    case EXECUTOR_TIMEOUT:
        return "timeout";
    case EXECUTOR_MEMORY:
        return "memory";
    case EXECUTOR_RECURSION:
        return "recursion";
    }
    return "unknown";
}

json_t *executor_result_json(const struct executor_result *r)
{
    json_t *j = json_object();
    json_object_set_new(j, "status", json_string(executor_status_name(r->status)));
    json_object_set_new(j, "logs", json_stringn(r->logs ? r->logs : "", r->logs_len));
    json_t *out = NULL;
    if (r->output)
        out = json_loads(r->output, JSON_DECODE_ANY, NULL);
    json_object_set_new(j, "output", out ? out : json_null());
    json_object_set_new(j, "output_repr",
                        r->output_repr ? json_string(r->output_repr) : json_null());
    json_object_set_new(j, "is_final_answer", json_boolean(r->is_final_answer));
    if (r->error.name) {
        json_t *e = json_object();
        json_object_set_new(e, "name", json_string(r->error.name));
        json_object_set_new(e, "value", json_string(r->error.value ? r->error.value : ""));
        json_object_set_new(e, "traceback",
                            json_string(r->error.traceback ? r->error.traceback : ""));
        json_object_set_new(e, "lineno", json_integer(r->error.lineno));
        if (r->error.stmt_line) {
            json_object_set_new(e, "statement_line", json_integer(r->error.stmt_line));
            json_object_set_new(e, "statement_col", json_integer(r->error.stmt_col));
        }
        json_object_set_new(j, "error", e);
    } else {
        json_object_set_new(j, "error", json_null());
    }
    json_object_set_new(j, "operations", json_integer((json_int_t)r->operations));
    return j;
}

char *executor_result_json_string(const struct executor_result *r)
{
    json_t *j = executor_result_json(r);
    char *s = json_dumps(j, JSON_INDENT(2));
    json_decref(j);
    return s;
}
