/* result: the result of a snippet as a client sees it, made from what the
 * worker reported or, when the jail itself ended the snippet, from how it
 * ended. A worker is untrusted: only what a snippet could produce comes from
 * it; violation and usage are the server's own. */
#include "server/server.h"

#include <stdio.h>
#include <string.h>

#include "jail/result.h"

static json_t *status_error(const char *name, const char *value)
{
    return json_pack("{s:s,s:s,s:n,s:n}", "name", name, "value", value, "traceback", "lineno");
}

/* What to tell a client when the jail itself ended the request. The wording
 * of the timeout follows smolagents', which agent prompts know. */
json_t *result_jail_error(const struct cell *cell, const struct jail_result *jr, const char *status)
{
    char text[512];
    const struct jail_limits *limits = &cell->config.limits;
    if (strcmp(status, "timeout") == 0) {
        uint64_t ms = cell->current && cell->current->timeout_ms ? cell->current->timeout_ms
                                                                 : limits->wall_ms;
        snprintf(text, sizeof text,
                 "Code execution exceeded the maximum execution time of %g seconds",
                 (double)ms / 1000);
        return status_error("TimeoutError", text);
    }
    if (strcmp(status, "memory") == 0) {
        snprintf(text, sizeof text, "the jail's memory limit of %lld bytes was reached",
                 (long long)limits->memory_max);
        return status_error("MemoryError", text);
    }
    if (strcmp(status, "violation") == 0) {
        snprintf(text, sizeof text, "the syscall %s is not allowed by the profile",
                 jr->violation_name);
        return status_error("SecurityViolation", text);
    }
    if (strcmp(status, "output") == 0)
        return status_error("OutputLimitExceeded", "the snippet wrote more output than the "
                                                   "profile allows");
    if (strcmp(status, "killed") == 0)
        return status_error("Killed", "the jail was killed");
    if (strcmp(status, "idle") == 0) {
        snprintf(text, sizeof text, "no request for %g seconds (the profile's IdleTimeoutSec=)",
                 (double)cell->profile->profile.idle_timeout_ms / 1000);
        return status_error("IdleTimeout", text);
    }
    if (strcmp(status, "internal_error") == 0) {
        snprintf(text, sizeof text, "%s", jr->message[0] ? jr->message : "the worker failed");
        return status_error("InternalError", text);
    }
    if (jr->signal)
        snprintf(text, sizeof text, "the interpreter died from signal %d (SIG%s)", jr->signal,
                 sigabbrev_np(jr->signal) ? sigabbrev_np(jr->signal) : "?");
    else
        snprintf(text, sizeof text, "the interpreter exited with status %d", jr->exit_code);
    return status_error("WorkerCrashed", text);
}

static json_t *usage(double wall_ms, json_t *cpu_ms, json_t *operations, json_t *peak)
{
    json_t *u = json_pack("{s:f}", "wall_ms", wall_ms);
    json_object_set_new(u, "cpu_ms", cpu_ms ? cpu_ms : json_null());
    json_object_set_new(u, "operations", operations ? operations : json_null());
    json_object_set_new(u, "peak_memory_bytes", peak ? peak : json_null());
    return u;
}

/* The result of a snippet as the worker reported it, made into the result a
 * client sees. A worker is untrusted: only the fields a snippet could produce
 * come from it; violation and usage are the server's own. */
json_t *result_from_worker(struct cell *cell, json_t *msg)
{
    static const char *const statuses[] = {"ok",     "error",   "ops", "memory", "recursion",
                                           "output", "timeout", NULL};
    const char *status = json_string_value(json_object_get(msg, "status"));
    bool known = false;
    for (const char *const *s = statuses; status && *s && !known; s++)
        known = strcmp(status, *s) == 0;
    json_t *logs = json_object_get(msg, "logs");
    json_t *error = json_object_get(msg, "error");
    json_t *r = json_pack("{s:s}", "status", known ? status : "error");
    json_t *out = json_object_get(logs, "stdout"), *err = json_object_get(logs, "stderr");
    json_object_set_new(
        r, "logs",
        json_pack("{s:o,s:o}", "stdout", json_is_string(out) ? json_incref(out) : json_string(""),
                  "stderr", json_is_string(err) ? json_incref(err) : json_string("")));
    json_t *output = json_object_get(msg, "output");
    json_object_set(r, "output", output ? output : json_null());
    json_t *repr = json_object_get(msg, "output_repr");
    json_object_set(r, "output_repr", json_is_string(repr) ? repr : json_null());
    json_object_set_new(r, "is_final_answer",
                        json_boolean(json_is_true(json_object_get(msg, "is_final_answer"))));
    json_object_set(r, "error", json_is_object(error) ? error : json_null());
    json_object_set_new(r, "violation", json_null());
    double wall = (double)(server_now_us() - cell->busy_since_us) / 1000;
    json_t *cpu = json_object_get(msg, "cpu_ms"), *ops = json_object_get(msg, "operations");
    json_object_set_new(r, "usage",
                        usage(wall, json_is_number(cpu) ? json_incref(cpu) : NULL,
                              json_is_integer(ops) ? json_incref(ops) : NULL, NULL));
    if (cell->session)
        json_object_set_new(r, "session_id", json_string(cell->session->id));
    return r;
}

/* What the snippet printed on one stream before its jail ended: the last
 * SERVER_PRINTED_KEEP bytes or so, after a line that says how much came
 * before (the client got all of it as output notifications). */
static json_t *printed(const struct cell *cell, int which)
{
    const struct buf *b = &cell->printed[which];
    const char *kept = b->data ? b->data + b->start : "";
    if (!cell->printed_cut[which]) {
        json_t *s = json_stringn(kept, buf_len(b));
        return s ? s : json_string("");
    }
    char head[128];
    int n = snprintf(head, sizeof head, "[%llu bytes before these were sent as output only]\n",
                     (unsigned long long)cell->printed_cut[which]);
    struct buf text = {0};
    json_t *s = NULL;
    if (buf_append(&text, head, (size_t)n) == 0 && buf_append(&text, kept, buf_len(b)) == 0)
        s = json_stringn(text.data, buf_len(&text));
    buf_free(&text);
    return s ? s : json_string("");
}

json_t *result_from_jail(const struct cell *cell, const struct jail_result *jr, const char *status,
                         json_t *error)
{
    double wall = (double)(server_now_us() - cell->busy_since_us) / 1000;
    /* what the snippet printed before the jail ended is the caller's all the same */
    json_t *result = json_pack("{s:s,s:{s:o,s:o},s:n,s:n,s:b,s:O}", "status", status, "logs",
                               "stdout", printed(cell, 0), "stderr", printed(cell, 1), "output",
                               "output_repr", "is_final_answer", 0, "error", error);
    json_object_set_new(
        result, "violation",
        jr->violation_name[0]
            ? json_pack("{s:s,s:o}", "syscall", jr->violation_name, "number",
                        jr->violation_nr >= 0 ? json_integer(jr->violation_nr) : json_null())
            : json_null());
    json_object_set_new(
        result, "usage",
        usage(wall, json_real((double)jr->usage.cpu_us / 1000), NULL,
              jr->usage.peak_memory >= 0 ? json_integer(jr->usage.peak_memory) : NULL));
    if (cell->session) {
        json_object_set_new(result, "session_id", json_string(cell->session->id));
        json_object_set_new(result, "session_ended", json_true());
    }
    return result;
}
