/* worker: the AST runtime's side of a jail. It runs in the jail's child after
 * the jail is complete (namespaces, cgroup, seccomp @warden-ast: no open, no
 * exec, no sockets), reads operations from fd 3 and answers them through the
 * executor (executor/executor.h). This file is the only one that knows the
 * executor's API: when that API changes, the change is here.
 *
 * Builds without the executor (make EXECUTOR_SRC=) define WARDEN_NO_EXECUTOR:
 * the server then reports the AST runtime as unavailable. */
#include "server/worker.h"

#include <jansson.h>

#ifdef WARDEN_NO_EXECUTOR

bool worker_ast_available(void)
{
    return false;
}

void worker_prepare(void)
{
    /* jansson seeds its hash from /dev/urandom on first use, which the
     * worker in its jail could not open. */
    json_object_seed(0);
}

int worker_main(void *arg)
{
    (void)arg;
    return 70; /* EX_SOFTWARE: never reached, the server does not ask */
}

#else

#include <errno.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "executor/executor.h"
#include "server/limits.h"
#include "server/rpc.h"

/* The warm-up snippet: no output (a jail that is not yet asked anything
 * sends only "ready"), and no name left behind. */
#define WORKER_WARMUP                                                                              \
    "def f(n):\n    return [i * i for i in range(n)]\n"                                            \
    "d = {str(k): k for k in f(64)}\ns = ', '.join(f'{k}={v!r}' for k, v in d.items())\n"          \
    "t = (len(s), sorted(d)[:3], max(d.values()), sum(f(10)) / 3)\ndel f, d, s, t\n"

#define EXIT_PROTOCOL 76 /* EX_PROTOCOL: the server broke the protocol */

struct worker {
    const struct worker_setup *setup;
    struct executor *ex;
    bool opened;     /* an open or an exec came: no more warm-up changes */
    json_t *imports; /* the session's list; its strings back the executor's */
    const char **import_names;
    char *in;
    size_t start, end, cap;
};

bool worker_ast_available(void)
{
    return true;
}

void worker_prepare(void)
{
    /* Types, interned strings, the C.UTF-8 locale, the main stack's bounds
     * (glibc reads /proc/self/maps for them) and jansson's hash seed. */
    executor_init_process();
}

static void send_all(const char *data, size_t len)
{
    while (len) {
        ssize_t n = write(WORKER_FD, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            _exit(0); /* the server is gone: so is the reason to run */
        data += n;
        len -= (size_t)n;
    }
}

static void send_message(json_t *msg)
{
    char *text = json_dumps(msg, JSON_COMPACT);
    size_t len = text ? strlen(text) : 0;
    json_t *output = json_object_get(msg, "output");
    if (text && len > SERVER_MAX_MESSAGE && output && !json_is_null(output)) {
        /* A value too big for the channel (which the server would take for a
         * broken worker): the result goes without it, and says so. */
        free(text);
        json_object_set_new(msg, "output", json_null());
        json_object_set_new(msg, "output_repr", json_string("<the value is too large to return>"));
        text = json_dumps(msg, JSON_COMPACT);
        len = text ? strlen(text) : 0;
    }
    json_decref(msg);
    if (!text)
        _exit(71);
    text[len] = '\n'; /* the dump's NUL becomes the frame's newline */
    send_all(text, len + 1);
    free(text);
}

/* Text for JSON, which must be UTF-8: a Python str always is, but bytes that
 * are not still must not break the frame. */
static json_t *text_json(const char *text, size_t len)
{
    json_t *s = json_stringn(text, len);
    if (s)
        return s;
    char *copy = malloc(len + 1);
    if (!copy)
        return json_string("");
    for (size_t i = 0; i < len; i++)
        copy[i] = (unsigned char)text[i] < 0x80 ? text[i] : '?';
    s = json_stringn(copy, len);
    free(copy);
    return s;
}

/* The next message from the server; NULL at EOF. */
static json_t *read_message(struct worker *w)
{
    for (;;) {
        char *nl = w->end > w->start ? memchr(w->in + w->start, '\n', w->end - w->start) : NULL;
        if (nl) {
            size_t len = (size_t)(nl - (w->in + w->start));
            json_t *msg = rpc_load(w->in + w->start, len, 0);
            w->start += len + 1;
            if (!json_is_object(msg))
                _exit(EXIT_PROTOCOL);
            return msg;
        }
        if (w->start) {
            memmove(w->in, w->in + w->start, w->end - w->start);
            w->end -= w->start;
            w->start = 0;
        }
        if (w->end == w->cap) {
            /* The server's own framing around a client's largest line. */
            if (w->cap >= SERVER_MAX_MESSAGE + 65536)
                _exit(EXIT_PROTOCOL);
            size_t cap = w->cap ? w->cap * 2 : 65536;
            char *grown = realloc(w->in, cap);
            if (!grown)
                _exit(71);
            w->in = grown;
            w->cap = cap;
        }
        ssize_t n = read(WORKER_FD, w->in + w->end, w->cap - w->end);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return NULL;
        w->end += (size_t)n;
    }
}

/* ---- tagged JSON ------------------------------------------------------
 * The wire carries smolagents' SafeSerializer format: {"__type__": T,
 * "data": X}, bytes as base64. The executor reads and writes {"__type__": T,
 * "value": X}, bytes as their Python repr text. These functions convert, so
 * neither side has to know the other; they accept either key from the
 * executor, and give it both, so a change of key there breaks nothing. */

static const char base64_chars[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static json_t *base64_encode(const unsigned char *in, size_t len)
{
    char *out = malloc(len / 3 * 4 + 5);
    if (!out)
        return json_string("");
    size_t o = 0;
    for (size_t i = 0; i < len; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < len ? (uint32_t)in[i + 1] << 8 : 0) |
                     (i + 2 < len ? in[i + 2] : 0);
        out[o++] = base64_chars[v >> 18 & 63];
        out[o++] = base64_chars[v >> 12 & 63];
        out[o++] = i + 1 < len ? base64_chars[v >> 6 & 63] : '=';
        out[o++] = i + 2 < len ? base64_chars[v & 63] : '=';
    }
    json_t *s = json_stringn(out, o);
    free(out);
    return s;
}

/* Decodes base64 into out (room for len bytes); returns the length or -1. */
static long base64_decode(const char *in, size_t len, unsigned char *out)
{
    uint32_t v = 0;
    int bits = 0;
    long n = 0;
    for (size_t i = 0; i < len && in[i] != '='; i++) {
        const char *p = strchr(base64_chars, in[i]);
        if (!p || !in[i])
            return -1;
        v = v << 6 | (uint32_t)(p - base64_chars);
        if ((bits += 6) >= 8) {
            bits -= 8;
            out[n++] = (unsigned char)(v >> bits);
        }
    }
    return n;
}

/* b'...' as the executor writes bytes: back to the bytes themselves. */
static long bytes_from_repr(const char *r, unsigned char *out)
{
    size_t len = strlen(r);
    if (len < 3 || r[0] != 'b' || (r[1] != '\'' && r[1] != '"'))
        return -1;
    long n = 0;
    for (size_t i = 2; i + 1 < len; i++) {
        if (r[i] != '\\') {
            out[n++] = (unsigned char)r[i];
            continue;
        }
        char e = r[++i];
        if (e == 'x' && i + 2 < len) {
            char hex[3] = {r[i + 1], r[i + 2], 0};
            out[n++] = (unsigned char)strtoul(hex, NULL, 16);
            i += 2;
        } else {
            out[n++] = e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : (unsigned char)e;
        }
    }
    return n;
}

/* to_executor: wire -> executor, else executor -> wire. Returns a new value. */
static json_t *retag(json_t *v, bool to_executor)
{
    if (json_is_array(v)) {
        json_t *a = json_array();
        size_t i;
        json_t *x;
        json_array_foreach(v, i, x) json_array_append_new(a, retag(x, to_executor));
        return a;
    }
    if (!json_is_object(v))
        return json_incref(v);
    const char *type = json_string_value(json_object_get(v, "__type__"));
    json_t *o = json_object();
    if (type && strcmp(type, "bytes") == 0) {
        json_t *payload = json_object_get(v, to_executor || json_object_get(v, "value")
                                                 ? (to_executor ? "data" : "value")
                                                 : "data");
        const char *text = json_string_value(payload);
        size_t len = text ? strlen(text) : 0;
        unsigned char *raw = malloc(len + 1);
        long n = -1;
        if (raw && to_executor)
            n = base64_decode(text ? text : "", len, raw);
        else if (raw && (n = bytes_from_repr(text ? text : "", raw)) < 0)
            n = base64_decode(text ? text : "", len, raw); /* already base64 */
        json_object_set_new(o, "__type__", json_string("bytes"));
        if (n >= 0 && to_executor) {
            json_object_set_new(o, "value", json_stringn((char *)raw, (size_t)n));
            json_object_set_new(o, "data", json_stringn((char *)raw, (size_t)n));
        } else if (n >= 0) {
            json_object_set_new(o, "data", base64_encode(raw, (size_t)n));
        }
        free(raw);
        return o;
    }
    const char *key;
    json_t *x;
    json_object_foreach(v, key, x)
    {
        if (type && to_executor && strcmp(key, "data") == 0) {
            json_object_set_new(o, "value", retag(x, true));
            json_object_set_new(o, "data", retag(x, true));
        } else {
            json_object_set_new(o, type && strcmp(key, "value") == 0 ? "data" : key,
                                retag(x, to_executor));
        }
    }
    return o;
}

static char *dump_for_executor(json_t *value)
{
    json_t *tagged = retag(value, true);
    char *text = json_dumps(tagged, JSON_COMPACT | JSON_ENCODE_ANY);
    json_decref(tagged);
    return text;
}

static json_t *load_from_executor(const char *text)
{
    json_t *raw = text ? json_loads(text, JSON_DECODE_ANY | JSON_ALLOW_NUL, NULL) : NULL;
    if (!raw)
        return NULL;
    json_t *v = retag(raw, false);
    json_decref(raw);
    return v;
}

static void on_output(void *arg, const char *text, size_t len)
{
    (void)arg;
    json_t *msg = json_pack("{s:s,s:s,s:o}", "op", "output", "stream", "stdout", "text",
                            text_json(text, len));
    send_message(msg);
}

/* A snippet called a host-side tool: ask the server, wait for the answer. */
static char *call_tool(void *arg, const char *name, const char *args_json, const char *kwargs_json,
                       char **error)
{
    struct worker *w = arg;
    json_t *args = load_from_executor(args_json);
    json_t *kwargs = load_from_executor(kwargs_json);
    send_message(json_pack("{s:s,s:s,s:o,s:o}", "op", "tool_call", "name", name, "args",
                           args ? args : json_array(), "kwargs", kwargs ? kwargs : json_object()));
    json_t *answer = read_message(w);
    if (!answer)
        _exit(0);
    const char *op = json_string_value(json_object_get(answer, "op"));
    if (!op || strcmp(op, "tool_result") != 0)
        _exit(EXIT_PROTOCOL);
    char *result = NULL;
    json_t *message = json_object_get(answer, "error");
    if (message) {
        *error = strdup(json_is_string(message) ? json_string_value(message) : "tool failed");
    } else {
        json_t *value = json_object_get(answer, "value");
        result = dump_for_executor(value ? value : json_null());
    }
    json_decref(answer);
    return result;
}

static const char *open_executor(struct worker *w, json_t *imports)
{
    if (w->opened)
        return "the session is already open";
    /* The warm one made at start has the profile's imports; a session that
     * asks for its own gets a new one. */
    if (w->ex && json_is_array(imports)) {
        executor_free(w->ex);
        w->ex = NULL;
    }
    w->opened = true;
    if (w->ex)
        return NULL;
    const char *const *names = w->setup->authorized_imports;
    if (json_is_array(imports)) {
        /* The server checked them against the profile. */
        w->imports = json_incref(imports);
        w->import_names = calloc(json_array_size(imports) + 1, sizeof *w->import_names);
        if (!w->import_names)
            return "out of memory";
        for (size_t i = 0; i < json_array_size(imports); i++)
            w->import_names[i] = json_string_value(json_array_get(imports, i));
        names = w->import_names;
    }
    struct executor_config config;
    memset(&config, 0, sizeof config);
    config.limits = w->setup->limits;
    config.authorized_imports = names;
    config.on_output = on_output;
    config.output_arg = w;
    config.call_tool = call_tool;
    config.tool_arg = w;
    w->ex = executor_new(&config);
    return w->ex ? NULL : "the executor could not start";
}

static const char *set_variables(struct worker *w, json_t *variables)
{
    const char *key;
    json_t *value;
    json_object_foreach(variables, key, value)
    {
        char *text = dump_for_executor(value);
        int rc = text ? executor_set_variable_json(w->ex, key, text) : -1;
        free(text);
        if (rc < 0)
            return "a variable could not be set (tagged JSON expected)";
    }
    return NULL;
}

static const char *set_tools(struct worker *w, json_t *tools)
{
    size_t i;
    json_t *tool;
    json_array_foreach(tools, i, tool)
    {
        const char *name = json_string_value(json_object_get(tool, "name"));
        const char *description = json_string_value(json_object_get(tool, "description"));
        if (!name || executor_add_tool(w->ex, name, description ? description : "") < 0)
            return "a tool could not be registered";
    }
    return NULL;
}

static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000 + (double)ts.tv_nsec / 1e6;
}

static json_t *result_json(const struct executor_result *r, double cpu)
{
    json_t *o = json_pack("{s:s,s:s,s:{s:o,s:s},s:b,s:I,s:f}", "op", "result", "status",
                          executor_status_name(r->status), "logs", "stdout",
                          text_json(r->logs ? r->logs : "", r->logs ? r->logs_len : 0), "stderr",
                          "", "is_final_answer", r->is_final_answer, "operations",
                          (json_int_t)r->operations, "cpu_ms", cpu);
    json_t *output = load_from_executor(r->output);
    json_object_set_new(o, "output", output ? output : json_null());
    json_object_set_new(o, "output_repr",
                        r->output_repr ? json_string(r->output_repr) : json_null());
    if (r->status != EXECUTOR_OK && r->error.name)
        json_object_set_new(o, "error",
                            json_pack("{s:s,s:s?,s:s?,s:i,s:i,s:i}", "name", r->error.name, "value",
                                      r->error.value, "traceback", r->error.traceback, "lineno",
                                      r->error.lineno, "statement_line", r->error.stmt_line,
                                      "statement_col", r->error.stmt_col));
    else
        json_object_set_new(o, "error", json_null());
    return o;
}

static void exec_code(struct worker *w, json_t *msg)
{
    json_t *code = json_object_get(msg, "code");
    json_t *variables = json_object_get(msg, "variables");
    const char *why = NULL;
    if (variables)
        why = set_variables(w, variables);
    if (why) {
        send_message(json_pack("{s:s,s:s,s:{s:s,s:s},s:{s:s,s:s}}", "op", "result", "status",
                               "error", "logs", "stdout", "", "stderr", "", "error", "name",
                               "ValueError", "value", why));
        return;
    }
    /* the server's deadline: the executor stops itself there and the session stays */
    json_t *timeout = json_object_get(msg, "timeout_ms");
    executor_set_timeout(w->ex, json_is_integer(timeout)
                                    ? (double)json_integer_value(timeout) / 1000
                                    : 0);
    struct executor_result result;
    memset(&result, 0, sizeof result);
    double before = cpu_ms();
    int rc = executor_exec(w->ex, json_string_value(code), json_string_length(code), &result);
    if (rc < 0) {
        send_message(json_pack("{s:s,s:s,s:{s:s,s:s},s:{s:s,s:s}}", "op", "result", "status",
                               "error", "logs", "stdout", "", "stderr", "", "error", "name",
                               "InternalError", "value", "the executor failed"));
        _exit(70); /* a failed session is not used again */
    }
    send_message(result_json(&result, cpu_ms() - before));
    executor_result_free(&result);
}

static void answer(const char *why)
{
    if (why)
        send_message(json_pack("{s:s,s:s}", "op", "error", "message", why));
    else
        send_message(json_pack("{s:s}", "op", "ok"));
}

int worker_main(void *arg)
{
    struct worker w;
    memset(&w, 0, sizeof w);
    w.setup = arg;
    /* Off the hot path, while the jail waits in the pool: the executor is
     * made and runs a snippet that touches what snippets commonly do (the
     * parser, lists, dicts, strings, formatting), so that the pages those
     * paths write are faulted in now and not on a request. The snippet
     * deletes every name it made: a request finds a fresh namespace. */
    if (!open_executor(&w, NULL)) {
        struct executor_result warm;
        if (executor_exec(w.ex, WORKER_WARMUP, strlen(WORKER_WARMUP), &warm) == 0)
            executor_result_free(&warm);
        w.opened = false;
    }
    send_message(json_pack("{s:s}", "op", "ready"));
    json_t *msg;
    while ((msg = read_message(&w))) {
        const char *op = json_string_value(json_object_get(msg, "op"));
        if (!op)
            _exit(EXIT_PROTOCOL);
        if (strcmp(op, "open") == 0) {
            answer(open_executor(&w, json_object_get(msg, "authorized_imports")));
        } else {
            const char *why = w.opened ? NULL : open_executor(&w, NULL);
            if (why)
                answer(why);
            else if (strcmp(op, "exec") == 0)
                exec_code(&w, msg);
            else if (strcmp(op, "set_variables") == 0)
                answer(set_variables(&w, json_object_get(msg, "variables")));
            else if (strcmp(op, "set_tools") == 0)
                answer(set_tools(&w, json_object_get(msg, "tools")));
            else
                _exit(EXIT_PROTOCOL);
        }
        json_decref(msg);
    }
    /* EOF: the server is done with this jail. Exiting without freeing is the
     * cheapest teardown: the whole address space goes at once. */
    _exit(0);
}

#endif
