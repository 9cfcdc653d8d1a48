/* snippet: `warden run FILE.py` runs one Python snippet with the AST executor
 * inside a jail of a Runtime=ast profile. The executor runs in the jail's child
 * itself (no exec), prints straight to the child's stdout, and sends its
 * structured result to the parent over the jail's result channel. */
#include "cli/snippet.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "executor/executor.h"

/* The result channel is fd 3 in the jail's child (jail.h). */
#define RESULT_FD 3
/* The heap cap leaves the memory cgroup room for the interpreter itself, so
 * that a snippet meets MemoryError before the OOM killer. */
#define HEAP_SHARE_NUMERATOR 3
#define HEAP_SHARE_DENOMINATOR 4

static void write_all(int fd, const char *text, size_t len)
{
    while (len) {
        ssize_t n = write(fd, text, len);
        if (n <= 0)
            return;
        text += n;
        len -= (size_t)n;
    }
}

static void to_stdout(void *arg, const char *text, size_t len)
{
    write_all(1, text, len);
}

/* Runs in the jail's child, after seccomp: no files, no exec, no stdio on fd 1
 * (stdio would probe the fd with an ioctl that @warden-ast refuses). */
static int run_in_jail(void *arg)
{
    const struct snippet *s = arg;
    struct executor_config config = {
        .limits = s->limits,
        .authorized_imports = s->authorized_imports,
        .on_output = to_stdout,
    };
    struct executor *ex = executor_new(&config);
    if (!ex) {
        write_all(2, "warden: the executor could not start\n", 38);
        return 70;
    }
    struct executor_result r;
    if (executor_exec(ex, s->code, s->code_len, &r) < 0) {
        write_all(2, "warden: the executor failed\n", 28);
        return 70;
    }
    if (r.error.traceback)
        write_all(2, r.error.traceback, strlen(r.error.traceback));
    /* then, as at CPython's exit, the generators the globals still hold are closed, and
     * their finally blocks print after the snippet (a limit hit there ends them quietly) */
    executor_finish(ex);
    char *json = executor_result_json_string(&r);
    if (json) {
        write_all(RESULT_FD, json, strlen(json));
        free(json);
    }
    int code = r.status == EXECUTOR_OK ? 0 : 1;
    /* The process ends here; freeing the session would only cost time. */
    return code;
}

void snippet_jail_config(struct snippet *s, struct jail_config *config)
{
    /* The executor's process-wide state and jansson load files on first use, which the
     * jail forbids: make it here, before the fork, and the child inherits it ready. */
    executor_init_process();

    config->argv = NULL;
    config->callback = run_in_jail;
    config->callback_arg = s;
    config->result_channel = true;
    if (!s->limits.max_heap_bytes && config->limits.memory_max > 0)
        s->limits.max_heap_bytes = (size_t)config->limits.memory_max / HEAP_SHARE_DENOMINATOR *
                                   HEAP_SHARE_NUMERATOR;
    if (!s->limits.max_time_ms)
        s->limits.max_time_ms =
            executor_time_limit_ms(config->limits.wall_ms, config->limits.cpu_sec);
}

/* The executor's statuses that are not plain ok/error are limits: each keeps
 * its own name in the result. */
json_t *snippet_result_json(const struct jail_result *jail)
{
    json_t *o = jail_result_to_json(jail);
    json_t *ex = jail->payload.data ? json_loads(jail->payload.data, 0, NULL) : NULL;
    if (jail->status == JAIL_CRASHED) {
        /* the executor died before it could report: name the signal, as the server does */
        char text[96];
        const char *abbrev = sigabbrev_np(jail->signal);
        snprintf(text, sizeof text, "the interpreter died from signal %d (SIG%s)", jail->signal,
                 abbrev ? abbrev : "?");
        json_object_set_new(o, "error", json_pack("{s:s,s:s,s:n,s:n}", "name", "WorkerCrashed",
                                                  "value", text, "traceback", "lineno"));
    }
    if (!ex)
        return o;
    const char *ex_status = json_string_value(json_object_get(ex, "status"));
    /* The jail's verdict (timeout, memory, violation...) wins; the executor's
     * refines a plain exit. */
    if (ex_status && (jail->status == JAIL_OK || jail->status == JAIL_ERROR))
        json_object_set(o, "status", json_object_get(ex, "status"));
    static const char *const fields[] = {"output", "output_repr", "is_final_answer", "logs",
                                         "error"};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        json_t *v = json_object_get(ex, fields[i]);
        if (v)
            json_object_set(o, fields[i], v);
    }
    json_t *ops = json_object_get(ex, "operations");
    if (!ops)
        ops = json_object_get(json_object_get(ex, "usage"), "operations");
    if (ops)
        json_object_set(json_object_get(o, "usage"), "operations", ops);
    json_decref(ex);
    return o;
}

const char *snippet_status(const struct jail_result *jail)
{
    static char status[32];
    json_t *ex = jail->payload.data ? json_loads(jail->payload.data, 0, NULL) : NULL;
    const char *s = ex ? json_string_value(json_object_get(ex, "status")) : NULL;
    snprintf(status, sizeof status, "%s", s ? s : jail_status_name(jail->status));
    json_decref(ex);
    return status;
}
