/* executor/executor.h: the public API. A session (struct executor) runs Python snippets
 * with CPython's semantics; globals persist across exec calls. It knows nothing of
 * processes or namespaces: the jail around it is the caller's business. */
#ifndef EXECUTOR_EXECUTOR_H
#define EXECUTOR_EXECUTOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

/* Which dunder attributes a snippet may name (executor/core/dunder.c). */
enum executor_dunders {
    EXECUTOR_DUNDERS_DATA,       /* an object's own data, type and special methods */
    EXECUTOR_DUNDERS_SMOLAGENTS, /* smolagents': no reads; calls of __init__/__str__/__repr__ */
};

struct executor_limits {
    uint64_t max_operations;       /* 0: 10,000,000 */
    size_t max_output_bytes;       /* 0: 50,000; more print output is truncated in the middle,
                                      as smolagents' truncate_content does, and the run goes on */
    int max_recursion;             /* 0: 1000 */
    size_t max_heap_bytes;         /* 0: 256 MiB */
    uint64_t max_while_iterations; /* per while loop; 0: no limit of its own */
    uint64_t max_time_ms;          /* wall-clock time of one exec call (unless
                                      executor_set_timeout says otherwise); 0: none */
    enum executor_dunders dunders;
};

/* The run's time limit for a host whose jail ends it after wall_ms of wall-clock time or
 * cpu_sec of CPU time (0: none): nine tenths of the nearer, so that the executor ends the
 * run itself, with status timeout, before the jail kills it. 0: none. */
uint64_t executor_time_limit_ms(uint64_t wall_ms, uint64_t cpu_sec);

struct executor_config {
    struct executor_limits limits;
    const char *const *authorized_imports; /* NULL-terminated; NULL: smolagents' defaults */
    void (*on_output)(void *arg, const char *text, size_t len);
    void *output_arg;
    /* A registered tool (executor_add_tool) forwards each call here: its positional
     * arguments as a tagged JSON array, its keyword arguments as a tagged JSON object.
     * Returns the result as malloc'd tagged JSON, or NULL with *error set to a malloc'd
     * message (the snippet then sees RuntimeError("tool 'NAME' failed: MESSAGE")). */
    char *(*call_tool)(void *arg, const char *name, const char *args_json, const char *kwargs_json,
                       char **error);
    void *tool_arg;
};

/* The limits (ops, memory, time) end the run: no except clause catches them and no
 * finally block runs. The heap cap's MemoryError is one of them, unlike CPython's (a
 * snippet that swallowed it would only meet it again); a MemoryError the snippet raises
 * itself is an ordinary exception. RecursionError stays catchable, as in CPython. */
enum executor_status {
    EXECUTOR_OK,        /* ran to the end (or final_answer) */
    EXECUTOR_ERROR,     /* an uncaught exception (SyntaxError included) */
    EXECUTOR_OPS,       /* the operation budget ran out */
    EXECUTOR_MEMORY,    /* the heap cap refused an allocation (MemoryError) */
    EXECUTOR_RECURSION, /* an uncaught RecursionError */
    EXECUTOR_TIMEOUT,   /* the wall-clock deadline passed (executor_set_timeout, else
                           max_time_ms; checked next to the operations) */
};

struct executor_result {
    enum executor_status status;
    char *logs; /* print output (malloc'd, NUL-terminated) */
    size_t logs_len;
    char *output;      /* JSON of the last expression's value or final_answer's argument,
                          tagged {"__type__": ...} for non-JSON values; NULL when none */
    char *output_repr; /* repr() of the same value, or NULL */
    bool is_final_answer;
    struct {
        char *name;      /* "ZeroDivisionError" */
        char *value;     /* str(exception) */
        char *traceback; /* CPython-style report */
        int lineno;
        /* Where the top-level statement that raised starts (line, byte column, 0-based),
         * so a host can quote it when one line holds several (`a = 1; b = a / 0`). */
        int stmt_line, stmt_col;
    } error; /* all NULL/0 unless status != EXECUTOR_OK */
    uint64_t operations;
};

extern const char *const executor_default_imports[];

/* Does every process-wide initialisation that touches files (jansson's hash seed from
 * /dev/urandom, the calling thread's stack bounds from /proc/self/maps) or that must
 * happen once (the builtin types). Call it before entering a jail whose seccomp list
 * forbids open (@warden-ast), on the thread that will run the executor; a child forked
 * afterwards inherits it all. Idempotent; executor_new calls it too. */
void executor_init_process(void);

struct executor *executor_new(const struct executor_config *config);
/* 0 when the snippet ran (whatever its status), -1 when the session itself failed. */
int executor_exec(struct executor *ex, const char *code, size_t len,
                  struct executor_result *result);
/* Registers a tool: NAME becomes a builtin (a global may shadow it, as in CPython) whose
 * calls reach config.call_tool. A tool named final_answer ends the run with the host's
 * answer as the final answer. 0, or -1 when NAME is not valid UTF-8 or memory ran out. */
int executor_add_tool(struct executor *ex, const char *name, const char *description);
/* Binds a global from smolagents-style tagged JSON ({"__type__": "tuple", "value": [...]}). */
int executor_set_variable_json(struct executor *ex, const char *name, const char *tagged_json);
/* Each later exec call stops at this many seconds of wall-clock time (0: no deadline) with
 * EXECUTOR_TIMEOUT and smolagents' message, "Code execution exceeded the maximum execution
 * time of N seconds"; the session and its variables stay. The executor reads the clock
 * next to its operation counter, and time.sleep waits against the deadline instead of
 * being charged as operations. */
void executor_set_timeout(struct executor *ex, double seconds);
/* Ends a one-shot run as CPython's exit does: the globals are dropped in CPython's order,
 * so a suspended generator they alone hold is closed (GeneratorExit: its finally blocks
 * run and print through on_output). It runs on what the last exec left of its budget
 * (operations, deadline, heap): a limit hit here stops it, and what is left is freed
 * without running (nothing runs when the last exec ended at a limit). EXECUTOR_OK, or
 * the limit hit here.
 * A session kept for later execs does not call it: its generators stay suspended. */
enum executor_status executor_finish(struct executor *ex);
void executor_free(struct executor *ex);

void executor_result_free(struct executor_result *r);
json_t *executor_result_json(const struct executor_result *r);
char *executor_result_json_string(const struct executor_result *r); /* malloc'd */
const char *executor_status_name(enum executor_status s);

#endif
