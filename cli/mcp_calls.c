/* mcp_calls: warden mcp's tools. Each call runs on its own thread with its
 * own connection to warden serve (a session's calls share the session's), so
 * calls run in parallel, and cancelling one is shutting its connection down:
 * the server kills the jail of a connection that goes away. A new connection
 * per call also means a restarted server is simply reached by the next call. */
#include "cli/mcp.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "server/rpc.h"

static json_t *text_content(const char *text, bool error)
{
    return json_pack("{s:[{s:s,s:s}],s:b}", "content", "type", "text", "text", text, "isError",
                     error);
}

static void append_string(struct buf *text, json_t *string)
{
    buf_append(text, json_string_value(string), json_string_length(string));
}

/* What a status without an error object means, for the model to read. */
static const char *status_text(const char *status)
{
    if (strcmp(status, "output") == 0)
        return "the snippet wrote more output than the profile allows (OutputMax=); the "
               "output above is what it wrote before the limit";
    if (strcmp(status, "killed") == 0)
        return "the snippet was killed";
    return "the snippet did not finish";
}

/* A snippet result as text, shaped like smolagents' observation, which
 * agents' prompts already know. Strings go by length: output may hold NULs.
 * streamed is the output that came as notifications, shown when the result
 * itself carries none (a command runtime's run stopped at its output cap). */
static json_t *result_content(json_t *result, const struct buf *streamed)
{
    const char *status = json_string_value(json_object_get(result, "status"));
    json_t *logs = json_object_get(result, "logs"), *error = json_object_get(result, "error");
    json_t *repr = json_object_get(result, "output_repr");
    json_t *out = json_object_get(logs, "stdout"), *err = json_object_get(logs, "stderr");
    bool ok = status && strcmp(status, "ok") == 0;
    struct buf text = {0};
    buf_append(&text, "Execution logs:\n", 16);
    if (json_string_length(out) + json_string_length(err) == 0 && buf_len(streamed)) {
        buf_append(&text, streamed->data + streamed->start, buf_len(streamed));
    } else {
        append_string(&text, out);
        append_string(&text, err);
    }
    char head[96];
    if (ok) {
        buf_append(&text, "Last output from code snippet:\n", 31);
        if (json_is_string(repr))
            append_string(&text, repr);
        else
            buf_append(&text, "None", 4);
    } else if (json_is_string(json_object_get(error, "traceback"))) {
        int n = snprintf(head, sizeof head, "Error (%s):\n", status);
        buf_append(&text, head, (size_t)n);
        append_string(&text, json_object_get(error, "traceback"));
    } else {
        int n = snprintf(head, sizeof head, "\nError (%s): ", status ? status : "?");
        buf_append(&text, head, (size_t)n);
        json_t *name = json_object_get(error, "name");
        append_string(&text, name);
        if (json_string_length(name))
            buf_append(&text, ": ", 2);
        if (json_is_string(json_object_get(error, "value"))) {
            append_string(&text, json_object_get(error, "value"));
        } else {
            const char *why = status_text(status ? status : "");
            buf_append(&text, why, strlen(why));
        }
    }
    json_t *content = json_pack("{s:[{s:s}],s:b,s:O}", "content", "type", "text", "isError", !ok,
                                "structuredContent", result);
    json_object_set_new(json_array_get(json_object_get(content, "content"), 0), "text",
                        json_stringn(text.data ? text.data + text.start : "", buf_len(&text)));
    buf_free(&text);
    return content;
}

/* Output notifications: kept (up to a bound) for result_content. */
static json_t *keep_output(void *arg, const char *method, json_t *id, json_t *params)
{
    struct buf *kept = arg;
    json_t *text = json_object_get(params, "text");
    if (strcmp(method, "output") == 0 && json_is_string(text) &&
        buf_len(kept) + json_string_length(text) <= MCP_MAX_KEPT_OUTPUT)
        append_string(kept, text);
    return NULL;
}

/* Connects for the call, unless it was cancelled meanwhile. */
static json_t *connect_call(struct mcp_call *call, struct remote *r)
{
    char err[256], text[384];
    if (remote_connect(r, call->m->socket, err, sizeof err) < 0) {
        snprintf(text, sizeof text, "warden serve is not reachable: %s", err);
        return text_content(text, true);
    }
    pthread_mutex_lock(&call->m->lock);
    if (!call->cancelled)
        call->fd = r->fd;
    pthread_mutex_unlock(&call->m->lock);
    return NULL;
}

static void disconnect_call(struct mcp_call *call)
{
    pthread_mutex_lock(&call->m->lock);
    call->fd = -1;
    pthread_mutex_unlock(&call->m->lock);
}

/* Calls the server; NULL with *result, or the tool error to answer. */
static json_t *server_call(struct mcp_call *call, struct remote *r, const char *method,
                           json_t *params, struct buf *kept, json_t **result)
{
    json_t *error;
    int rc = remote_call(r, method, params, keep_output, kept, result, &error);
    if (rc < 0) {
        char text[256];
        snprintf(text, sizeof text,
                 "warden serve went away during the call (%s); the next call connects again",
                 strerror(-rc));
        return text_content(text, true);
    }
    if (rc > 0) {
        json_t *c = text_content(json_string_value(json_object_get(error, "message")), true);
        json_decref(error);
        return c;
    }
    return NULL;
}

/* The run's or exec's params from the tool's arguments. */
static json_t *exec_params(struct mcp_call *call)
{
    json_t *params = json_pack("{s:O}", "code", json_object_get(call->args, "code"));
    json_t *timeout = json_object_get(call->args, "timeout");
    if (timeout)
        json_object_set(params, "timeout", timeout);
    return params;
}

static json_t *run_python(struct mcp_call *call)
{
    struct remote r;
    json_t *failed = connect_call(call, &r);
    if (failed)
        return failed;
    json_t *params = exec_params(call), *result = NULL;
    if (call->m->profile)
        json_object_set_new(params, "profile", json_string(call->m->profile));
    struct buf kept = {0};
    failed = server_call(call, &r, "run", params, &kept, &result);
    disconnect_call(call);
    remote_close(&r);
    json_t *content = failed ? failed : result_content(result, &kept);
    json_decref(result);
    buf_free(&kept);
    return content;
}

static json_t *session_open(struct mcp_call *call)
{
    struct mcp_session *s = calloc(1, sizeof *s);
    if (!s)
        return text_content("out of memory", true);
    json_t *failed = connect_call(call, &s->remote);
    json_t *params = json_object(), *result = NULL;
    if (call->m->profile)
        json_object_set_new(params, "profile", json_string(call->m->profile));
    if (!failed)
        failed = server_call(call, &s->remote, "session.open", params, NULL, &result);
    else
        json_decref(params);
    disconnect_call(call);
    const char *id = json_string_value(json_object_get(result, "session_id"));
    if (failed || !id || strlen(id) >= sizeof s->id) {
        remote_close(&s->remote);
        free(s);
        json_decref(result);
        return failed ? failed : text_content("the server gave no session id", true);
    }
    strcpy(s->id, id);
    pthread_mutex_init(&s->busy, NULL);
    json_t *content = text_content(id, false);
    json_object_set_new(content, "structuredContent", result);
    pthread_mutex_lock(&call->m->lock);
    s->next = call->m->sessions;
    call->m->sessions = s;
    pthread_mutex_unlock(&call->m->lock);
    return content;
}

/* The open session with that id; under m->lock. */
static struct mcp_session *find_session(struct mcp *m, const char *id)
{
    for (struct mcp_session *s = m->sessions; s; s = s->next)
        if (!s->closed && strcmp(s->id, id) == 0)
            return s;
    return NULL;
}

static json_t *no_session(const char *id)
{
    char text[160];
    snprintf(text, sizeof text, "no open session %.64s (closed, cancelled or never opened)", id);
    return text_content(text, true);
}

static json_t *session_exec(struct mcp_call *call)
{
    const char *id = json_string_value(json_object_get(call->args, "session_id"));
    struct mcp *m = call->m;
    pthread_mutex_lock(&m->lock);
    struct mcp_session *s = find_session(m, id);
    pthread_mutex_unlock(&m->lock);
    if (!s)
        return no_session(id);
    pthread_mutex_lock(&s->busy); /* one request at a time per session */
    pthread_mutex_lock(&m->lock);
    bool go = !s->closed && !call->cancelled;
    if (go) {
        call->fd = s->remote.fd;
        call->session = s;
    }
    pthread_mutex_unlock(&m->lock);
    json_t *content = NULL, *result = NULL;
    struct buf kept = {0};
    if (go) {
        json_t *params = exec_params(call);
        json_object_set_new(params, "session_id", json_string(id));
        json_t *failed = server_call(call, &s->remote, "session.exec", params, &kept, &result);
        pthread_mutex_lock(&m->lock);
        call->fd = -1;
        call->session = NULL;
        bool closed = s->closed;
        pthread_mutex_unlock(&m->lock);
        if (failed && closed) {
            json_decref(failed);
            failed = text_content("the session was closed while this ran", true);
        }
        content = failed ? failed : result_content(result, &kept);
    }
    pthread_mutex_unlock(&s->busy);
    json_decref(result);
    buf_free(&kept);
    return content ? content : no_session(id);
}

/* Closing is shutting the session's connection down: the server ends the
 * session and kills a snippet still running in it at once. */
static json_t *session_close(struct mcp_call *call)
{
    const char *id = json_string_value(json_object_get(call->args, "session_id"));
    struct mcp *m = call->m;
    pthread_mutex_lock(&m->lock);
    struct mcp_session *s = find_session(m, id);
    if (s) {
        s->closed = true;
        shutdown(s->remote.fd, SHUT_RDWR);
    }
    pthread_mutex_unlock(&m->lock);
    if (!s)
        return no_session(id);
    /* The exec it may have cut short gives the connection back first. */
    pthread_mutex_lock(&s->busy);
    remote_close(&s->remote);
    pthread_mutex_unlock(&s->busy);
    return text_content("closed", false);
}

/* Argument checks a schema validator may not have made: a clear error rather
 * than a silently ignored value. NULL when all is well. */
static const char *bad_arguments(struct mcp_call *call)
{
    json_t *a = call->args;
    bool exec = strcmp(call->name, "run_python") == 0 || strcmp(call->name, "session_exec") == 0;
    bool in_session =
        strncmp(call->name, "session_", 8) == 0 && strcmp(call->name, "session_open") != 0;
    if (exec && !json_is_string(json_object_get(a, "code")))
        return "missing argument: code (a string of Python)";
    if (exec && json_object_get(a, "timeout") && !json_is_number(json_object_get(a, "timeout")))
        return "bad argument: timeout must be a number of seconds, not a string or other type";
    if (in_session && !json_is_string(json_object_get(a, "session_id")))
        return "missing argument: session_id (the id session_open returned)";
    return NULL;
}

static void *call_main(void *arg)
{
    struct mcp_call *call = arg;
    struct mcp *m = call->m;
    const char *bad = bad_arguments(call);
    json_t *content = bad                                        ? text_content(bad, true)
                      : strcmp(call->name, "run_python") == 0    ? run_python(call)
                      : strcmp(call->name, "session_open") == 0  ? session_open(call)
                      : strcmp(call->name, "session_exec") == 0  ? session_exec(call)
                      : strcmp(call->name, "session_close") == 0 ? session_close(call)
                                                                 : NULL;
    if (content)
        mcp_answer(call, content, 0, NULL);
    else
        mcp_answer(call, NULL, RPC_INVALID_PARAMS, "unknown tool");
    pthread_mutex_lock(&m->lock);
    struct mcp_call **at = &m->calls;
    while (*at != call)
        at = &(*at)->next;
    *at = call->next;
    m->ncalls--;
    pthread_cond_broadcast(&m->idle);
    pthread_mutex_unlock(&m->lock);
    mcp_call_free(call);
    return NULL;
}

int mcp_call_start(struct mcp_call *call)
{
    struct mcp *m = call->m;
    call->fd = -1;
    pthread_mutex_lock(&m->lock);
    if (m->ncalls >= MCP_MAX_CALLS) {
        pthread_mutex_unlock(&m->lock);
        return -1;
    }
    call->next = m->calls;
    m->calls = call;
    m->ncalls++;
    pthread_mutex_unlock(&m->lock);
    pthread_t thread;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int rc = pthread_create(&thread, &attr, call_main, call);
    pthread_attr_destroy(&attr);
    if (rc == 0)
        return 0;
    pthread_mutex_lock(&m->lock);
    m->calls = call->next; /* still first: only this thread adds */
    m->ncalls--;
    pthread_mutex_unlock(&m->lock);
    return -1;
}

/* Under m->lock. */
static void cancel(struct mcp_call *call)
{
    call->cancelled = true;
    if (call->session)
        call->session->closed = true; /* its snippet is killed with the session */
    if (call->fd >= 0)
        shutdown(call->fd, SHUT_RDWR);
}

void mcp_call_cancel(struct mcp *m, json_t *id)
{
    pthread_mutex_lock(&m->lock);
    for (struct mcp_call *call = m->calls; call; call = call->next)
        if (json_equal(call->id, id))
            cancel(call);
    pthread_mutex_unlock(&m->lock);
}

void mcp_calls_finish(struct mcp *m)
{
    pthread_mutex_lock(&m->lock);
    while (m->ncalls)
        pthread_cond_wait(&m->idle, &m->lock);
    while (m->sessions) {
        struct mcp_session *s = m->sessions;
        m->sessions = s->next;
        remote_close(&s->remote);
        pthread_mutex_destroy(&s->busy);
        free(s);
    }
    pthread_mutex_unlock(&m->lock);
}

void mcp_call_free(struct mcp_call *call)
{
    json_decref(call->id);
    json_decref(call->args);
    free(call->name);
    free(call);
}
