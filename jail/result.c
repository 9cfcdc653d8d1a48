/* result: names of statuses and mechanisms, and the result as JSON. */
#include "jail/result.h"

#include <stdlib.h>
#include <string.h>

static const char *const status_names[] = {
    [JAIL_OK] = "ok",         [JAIL_ERROR] = "error",         [JAIL_TIMEOUT] = "timeout",
    [JAIL_MEMORY] = "memory", [JAIL_VIOLATION] = "violation", [JAIL_KILLED] = "killed",
    [JAIL_OUTPUT] = "output", [JAIL_INTERNAL] = "internal_error", [JAIL_CRASHED] = "crashed",
};

const char *jail_status_name(enum jail_status status)
{
    return status_names[status];
}

int jail_status_from_name(const char *name)
{
    for (size_t i = 0; name && i < sizeof status_names / sizeof status_names[0]; i++)
        if (strcmp(status_names[i], name) == 0)
            return (int)i;
    return -1;
}

const char *jail_mechanism_name(enum jail_mechanism mechanism)
{
    static const char *const names[] = {
        [MECH_NONE] = "none",     [MECH_CGROUP1] = "cgroup1",        [MECH_CGROUP2] = "cgroup2",
        [MECH_RLIMIT] = "rlimit", [MECH_SUPERVISOR] = "supervisor", [MECH_LANDLOCK] = "landlock",
    };
    return names[mechanism];
}

/* jansson needs valid UTF-8; a payload may print anything, so invalid bytes
 * become U+FFFD as Python's errors="replace" would show them. */
static json_t *output_string(const struct jail_output *out)
{
    if (!out->data)
        return json_string("");
    json_t *s = json_stringn(out->data, out->len);
    if (s)
        return s;
    size_t cap = out->len * 3 + 1;
    char *fixed = malloc(cap), *w = fixed;
    if (!fixed)
        return json_string("");
    const unsigned char *p = (const unsigned char *)out->data, *end = p + out->len;
    while (p < end) {
        size_t n = 0;
        if (*p < 0x80)
            n = 1;
        else if ((*p & 0xe0) == 0xc0 && *p >= 0xc2)
            n = 2;
        else if ((*p & 0xf0) == 0xe0)
            n = 3;
        else if ((*p & 0xf8) == 0xf0 && *p <= 0xf4)
            n = 4;
        bool ok = n > 0 && (size_t)(end - p) >= n;
        for (size_t i = 1; ok && i < n; i++)
            ok = (p[i] & 0xc0) == 0x80;
        if (ok && n > 1 && !json_stringn((const char *)p, n))
            ok = false; /* overlong forms and surrogates */
        if (ok) {
            memcpy(w, p, n);
            w += n;
            p += n;
        } else {
            memcpy(w, "\xef\xbf\xbd", 3);
            w += 3;
            p++;
        }
    }
    json_t *s2 = json_stringn(fixed, (size_t)(w - fixed));
    free(fixed);
    return s2 ? s2 : json_string("");
}

json_t *jail_result_to_json(const struct jail_result *r)
{
    json_t *o = json_object();
    json_object_set_new(o, "status", json_string(jail_status_name(r->status)));
    json_object_set_new(o, "exit", json_pack("{s:o,s:o}", "code",
                                             r->signal ? json_null() : json_integer(r->exit_code),
                                             "signal", r->signal ? json_integer(r->signal) : json_null()));
    json_object_set_new(o, "stdout", output_string(&r->out));
    json_object_set_new(o, "stderr", output_string(&r->err));
    json_object_set_new(o, "stdout_truncated", json_boolean(r->out.truncated));
    json_object_set_new(o, "stderr_truncated", json_boolean(r->err.truncated));
    if (r->violation_name[0])
        json_object_set_new(o, "violation",
                            json_pack("{s:s,s:o}", "syscall", r->violation_name, "number",
                                      r->violation_nr >= 0 ? json_integer(r->violation_nr)
                                                           : json_null()));
    else
        json_object_set_new(o, "violation", json_null());
    json_object_set_new(o, "usage",
                        json_pack("{s:f,s:f,s:o}", "wall_ms", r->usage.wall_us / 1000.0, "cpu_ms",
                                  r->usage.cpu_us / 1000.0, "peak_memory_bytes",
                                  r->usage.peak_memory >= 0 ? json_integer(r->usage.peak_memory)
                                                            : json_null()));
    const struct jail_enforcement *e = &r->enforcement;
    json_object_set_new(
        o, "enforcement",
        json_pack("{s:s,s:s,s:s,s:s,s:s,s:s,s:s,s:s}", "memory", jail_mechanism_name(e->memory), "pids",
                  jail_mechanism_name(e->pids), "cpu", jail_mechanism_name(e->cpu), "wall_time",
                  jail_mechanism_name(e->wall), "cpu_time", jail_mechanism_name(e->cpu_time),
                  "file_size", jail_mechanism_name(e->file_size), "open_files",
                  jail_mechanism_name(e->open_files), "landlock", jail_mechanism_name(e->filesystem)));
    if (r->message[0])
        json_object_set_new(o, "message", json_string(r->message));
    return o;
}
