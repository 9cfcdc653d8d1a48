/* methods: dispatch of the JSON-RPC methods; those that are not about a
 * session (run, profile.list, server.info); and what a jail's answer, or its
 * end, means for the request it was serving. Sessions are session.c's. */
#include "server/server.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jail/result.h"
#include "server/launcher.h"
#include "server/rpc.h"
#include "server/version.h"

static const struct {
    const char *name;
    enum method method;
} methods[] = {
    {"run", METHOD_RUN},
    {"command", METHOD_COMMAND},
    {"session.open", METHOD_SESSION_OPEN},
    {"session.exec", METHOD_SESSION_EXEC},
    {"session.set_variables", METHOD_SESSION_SET_VARIABLES},
    {"session.set_tools", METHOD_SESSION_SET_TOOLS},
    {"session.close", METHOD_SESSION_CLOSE},
    {"profile.list", METHOD_PROFILE_LIST},
    {"server.info", METHOD_SERVER_INFO},
};

/* Who may use a profile: its AllowUsers= and AllowGroups=, checked against
 * the credentials the kernel gave for the connection (SO_PEERCRED). */
static bool may_use(const struct client *c, const struct catalog_profile *p)
{
    return profile_allows(&p->profile, c->uid, c->gid, c->groups, (size_t)c->ngroups);
}

static const char *runtime_name(const struct catalog_profile *p)
{
    return p->profile.runtime == RUNTIME_AST ? "ast" : "command";
}

/* Finds the profile a request names and checks the caller may use it. NULL
 * after answering with the error. */
static struct catalog_profile *resolve_profile(struct client *c, struct request *r)
{
    json_t *name = json_object_get(r->params, "profile");
    if (name && !json_is_string(name)) {
        client_reply_error(r, RPC_INVALID_PARAMS, "\"profile\" must be a string");
        return NULL;
    }
    const char *n = name ? json_string_value(name) : "default";
    struct catalog_profile *p = catalog_find(&c->server->catalog, n);
    char message[256];
    if (!p) {
        snprintf(message, sizeof message, "no such profile: %.200s", n);
        client_reply_error(r, RPC_PROFILE_NOT_FOUND, message);
        return NULL;
    }
    if (!may_use(c, p)) {
        snprintf(message, sizeof message, "profile %.200s is not permitted for uid %u", n,
                 (unsigned)c->uid);
        client_reply_error(r, RPC_PERMISSION_DENIED, message);
        return NULL;
    }
    if (p->profile.runtime == RUNTIME_AST && !worker_ast_available()) {
        snprintf(message, sizeof message,
                 "profile %.200s needs the AST executor, which this build lacks", n);
        client_reply_error(r, RPC_UNAVAILABLE, message);
        return NULL;
    }
    return p;
}

/* "timeout": seconds, which may only lower the profile's WallTimeSec=. */
static bool read_timeout(struct request *r, const struct catalog_profile *p)
{
    json_t *t = json_object_get(r->params, "timeout");
    if (!t || json_is_null(t))
        return true;
    double sec = json_number_value(t);
    if (!json_is_number(t) || !(sec > 0) || !isfinite(sec)) {
        client_reply_error(r, RPC_INVALID_PARAMS,
                           "\"timeout\" must be a positive number of seconds");
        return false;
    }
    uint64_t ms = (uint64_t)ceil(sec * 1000);
    uint64_t cap = p->config.limits.wall_ms;
    r->timeout_ms = cap && ms > cap ? cap : ms;
    return true;
}

/* A jail of r's profile for a one-shot request, holding a --max-jails slot;
 * NULL once r is answered with why there is none. */
static struct cell *take_jail(struct request *r)
{
    struct server *s = r->client->server;
    char err[JAIL_ERR_MAX];
    struct cell *cell = pool_take(s, r->profile, err, sizeof err);
    if (!cell) {
        client_reply(r, json_pack("{s:s,s:s}", "status", "internal_error", "message", err));
        return NULL;
    }
    queue_take_slot(cell, r->client);
    s->runs++;
    return cell;
}

static void start_run(struct request *r)
{
    struct cell *cell = take_jail(r);
    if (!cell)
        return;
    json_t *op = json_pack("{s:s,s:O}", "op", "exec", "code", json_object_get(r->params, "code"));
    json_t *vars = json_object_get(r->params, "variables");
    if (vars)
        json_object_set(op, "variables", vars);
    cell_send(cell, r, op);
}

/* The command goes to a warm launcher jail with the client's stdio; the
 * answer comes when the jail ends (methods_cell_ended). */
static void start_command(struct request *r)
{
    struct cell *cell = take_jail(r);
    if (!cell)
        return;
    cell_begin(cell, r);
    int rc = launcher_send(cell->channel_watch.fd, json_object_get(r->params, "argv"), r->fds);
    for (int i = 0; i < r->nfds; i++)
        close(r->fds[i]);
    r->nfds = 0;
    if (rc < 0) {
        cell->kill_reason = "internal_error";
        cell_kill(cell);
    }
}

void methods_start(struct request *r)
{
    if (r->method == METHOD_RUN)
        start_run(r);
    else if (r->method == METHOD_COMMAND)
        start_command(r);
    else
        session_open(r);
}

void methods_finish(struct cell *cell, json_t *msg)
{
    struct request *r = cell->current;
    cell->current = NULL;
    cell->state = CELL_IDLE;
    cell->idle_since_us = server_now_us();
    jail_process_restart_clock(cell->process, 0);
    if (!r) {
        json_decref(msg);
        return;
    }
    const char *kind = json_string_value(json_object_get(msg, "kind"));
    switch (r->method) {
    case METHOD_RUN:
        client_reply(r, result_from_worker(cell, msg));
        /* One run per jail: the worker exits at EOF. */
        cell_close(cell);
        queue_release_slot(cell);
        queue_schedule(cell->server);
        break;
    case METHOD_SESSION_OPEN:
        session_opened(cell, r, msg);
        msg = NULL;
        break;
    case METHOD_SESSION_EXEC:
        client_reply(r, result_from_worker(cell, msg));
        break;
    default:
        if (kind && strcmp(kind, "ok") == 0) {
            client_reply(r, json_object());
        } else {
            const char *m = json_string_value(json_object_get(msg, "message"));
            client_reply_error(r, RPC_INVALID_PARAMS, m ? m : "the worker refused");
        }
        break;
    }
    json_decref(msg);
    if (cell->session)
        session_next(cell->session);
}

/* A command's jail ended: its result is the jail's own, as `warden run
 * --json -- COMMAND` prints it. */
static void command_ended(struct cell *cell, const struct jail_result *jr)
{
    json_t *result = jail_result_to_json(jr);
    if (cell->kill_reason)
        json_object_set_new(result, "status", json_string(cell->kill_reason));
    client_reply(cell->current, result);
    cell->current = NULL;
    queue_release_slot(cell);
    queue_schedule(cell->server);
}

void methods_cell_ended(struct cell *cell, const struct jail_result *jr)
{
    if (cell->current && cell->current->method == METHOD_COMMAND) {
        command_ended(cell, jr);
        return;
    }
    /* A worker only exits by itself when its channel closes, so an exit in
     * the middle of a request is a crash of the interpreter. */
    const char *status = cell->kill_reason ? cell->kill_reason
                         : jr->status == JAIL_OK || jr->status == JAIL_ERROR
                             ? "crashed"
                             : jail_status_name(jr->status);
    json_t *error = result_jail_error(cell, jr, status);
    struct request *r = cell->current;
    cell->current = NULL;
    cell->tool_call_id = 0;
    if (r) {
        json_t *result = result_from_jail(cell, jr, status, error);
        if (r->method == METHOD_RUN || r->method == METHOD_SESSION_EXEC) {
            client_reply(r, result);
        } else {
            json_decref(result);
            const char *value = json_string_value(json_object_get(error, "value"));
            client_reply_error(
                r, r->method == METHOD_SESSION_OPEN ? RPC_JAIL_FAILED : RPC_SESSION_ENDED, value);
        }
    }
    if (cell->session)
        session_ended(cell->session, status, json_string_value(json_object_get(error, "value")));
    json_decref(error);
    queue_release_slot(cell);
    queue_schedule(cell->server);
}

static json_t *profile_info(const struct catalog_profile *p)
{
    const struct profile *pr = &p->profile;
    json_t *imports = json_array();
    for (const char **i = p->imports; *i; i++)
        json_array_append_new(imports, json_string(*i));
    return json_pack("{s:s,s:s?,s:s,s:o,s:{s:I,s:I,s:f}}", "name", p->name, "description",
                     pr->description, "runtime", runtime_name(p), "authorized_imports", imports,
                     "limits", "memory_max", (json_int_t)pr->memory_max, "tasks_max",
                     (json_int_t)pr->tasks_max, "wall_time_sec", (double)pr->wall_time_ms / 1000);
}

static void profile_list(struct client *c, struct request *r)
{
    json_t *list = json_array();
    for (size_t i = 0; i < c->server->catalog.count; i++) {
        struct catalog_profile *p = c->server->catalog.items[i];
        if (!p->launcher && may_use(c, p))
            json_array_append_new(list, profile_info(p));
    }
    client_reply(r, json_pack("{s:o}", "profiles", list));
}

static void server_info(struct client *c, struct request *r)
{
    struct server *s = c->server;
    unsigned warm = 0;
    for (size_t i = 0; i < s->catalog.count; i++)
        warm += s->catalog.items[i]->pool_count;
    json_t *runtimes = json_array();
    if (worker_ast_available())
        json_array_append_new(runtimes, json_string("ast"));
    json_array_append_new(runtimes, json_string("command"));
    json_t *info = json_pack(
        "{s:s,s:s,s:o,s:I,s:f,s:{s:I,s:I,s:I,s:I},s:{s:I,s:I,s:I,s:I,s:I,s:I},s:{s:I,s:I,s:I}}",
        "name", "warden", "version", warden_version, "runtimes", runtimes, "pid",
        (json_int_t)getpid(), "uptime_sec", (double)(server_now_us() - s->started_us) / 1e6,
        "limits", "max_jails", (json_int_t)s->max_jails, "pool_size", (json_int_t)s->pool_size,
        "max_message_bytes", (json_int_t)SERVER_MAX_MESSAGE, "max_clients",
        (json_int_t)SERVER_MAX_CLIENTS, "counters", "runs", (json_int_t)s->runs, "sessions_opened",
        (json_int_t)s->sessions_opened, "jails_spawned", (json_int_t)s->jails_spawned, "pool_hits",
        (json_int_t)s->pool_hits, "pool_misses", (json_int_t)s->pool_misses, "clients",
        (json_int_t)s->nclients, "jails", "busy", (json_int_t)s->busy, "warm", (json_int_t)warm,
        "waiting_clients", (json_int_t)(s->ring != NULL));
    /* The pools' misses, and warm jails taken before they were ready. */
    json_t *counters = json_object_get(info, "counters");
    json_object_set_new(counters, "pool_unready", json_integer((json_int_t)s->pool_unready));
    json_object_set_new(counters, "cgroups_made", json_integer((json_int_t)s->cgroups_made));
    json_object_set_new(counters, "cgroups_reused", json_integer((json_int_t)s->cgroups_reused));
    /* Jail cgroups made ahead or kept for reuse: with the busy and warm jails' own, every
     * warden/j<pid>-* directory the server holds (anything beyond is a leak). */
    json_object_set_new(json_object_get(info, "jails"), "spare_cgroups",
                        json_integer((json_int_t)(s->ncgroups_ready + s->ncgroups_used)));
    json_object_set_new(info, "memory",
                        json_pack("{s:I,s:I}", "total", (json_int_t)s->memory_total, "committed",
                                  (json_int_t)s->memory_committed));
    json_object_set_new(info, "buffers",
                        json_pack("{s:I,s:I,s:I,s:I}", "client_limit", (json_int_t)s->client_buffer,
                                  "total_limit", (json_int_t)s->buffer_total, "held",
                                  (json_int_t)s->held_bytes, "requests",
                                  (json_int_t)s->request_bytes));
    json_object_set_new(info, "peer",
                        json_pack("{s:I,s:I,s:I}", "uid", (json_int_t)c->uid, "gid",
                                  (json_int_t)c->gid, "pid", (json_int_t)c->pid));
    client_reply(r, info);
}

/* argv: a non-empty array of strings that fits a launcher's message; and the
 * client's stdin, stdout and stderr, which it passed with the request. */
static bool check_command_params(struct client *c, struct request *r)
{
    json_t *argv = json_object_get(r->params, "argv");
    size_t bytes = 0, i;
    json_t *word;
    bool ok = json_is_array(argv) && json_array_size(argv) > 0;
    json_array_foreach(argv, i, word)
    {
        ok &= json_is_string(word) && !memchr(json_string_value(word), 0, json_string_length(word));
        bytes += json_string_length(word) + 1;
    }
    if (!ok || bytes >= LAUNCHER_MAX_MESSAGE) {
        client_reply_error(r, RPC_INVALID_PARAMS,
                           ok ? "\"argv\" is too long"
                              : "\"argv\" must be a non-empty array of strings without NUL");
        return false;
    }
    if (c->nfds != LAUNCHER_FDS) {
        client_reply_error(r, RPC_INVALID_PARAMS,
                           "command needs the client's stdin, stdout and stderr, passed with "
                           "SCM_RIGHTS alongside the request");
        return false;
    }
    memcpy(r->fds, c->fds, sizeof r->fds);
    r->nfds = c->nfds;
    c->nfds = 0;
    if (!json_object_get(r->params, "profile"))
        json_object_set_new(r->params, "profile", json_string("strict"));
    return true;
}

static bool check_run_params(struct request *r)
{
    if (!json_is_string(json_object_get(r->params, "code"))) {
        client_reply_error(r, RPC_INVALID_PARAMS, "\"code\" must be a string");
        return false;
    }
    json_t *vars = json_object_get(r->params, "variables");
    if (vars && !json_is_object(vars) && !json_is_null(vars)) {
        client_reply_error(r, RPC_INVALID_PARAMS, "\"variables\" must be an object");
        return false;
    }
    if (json_is_null(vars))
        json_object_del(r->params, "variables");
    return true;
}

void methods_dispatch(struct client *c, json_t *id, const char *name, json_t *params, size_t bytes)
{
    struct request *r = calloc(1, sizeof *r);
    if (!r)
        return;
    r->client = c;
    budget_add_request(r, bytes);
    r->id = json_incref(id);
    /* A reference, not a copy: a big request is held once. */
    r->params = params && json_is_object(params) ? json_incref(params) : json_object();
    size_t i = 0;
    while (i < sizeof methods / sizeof methods[0] && strcmp(methods[i].name, name) != 0)
        i++;
    if (i == sizeof methods / sizeof methods[0]) {
        char message[256];
        snprintf(message, sizeof message, "Method not found: %.200s", name);
        client_reply_error(r, RPC_METHOD_NOT_FOUND, message);
        return;
    }
    if (params && !json_is_object(params)) {
        client_reply_error(r, RPC_INVALID_PARAMS, "params must be an object");
        return;
    }
    r->method = methods[i].method;
    switch (r->method) {
    case METHOD_PROFILE_LIST:
        profile_list(c, r);
        return;
    case METHOD_SERVER_INFO:
        server_info(c, r);
        return;
    case METHOD_RUN:
    case METHOD_COMMAND:
    case METHOD_SESSION_OPEN:
        if (c->server->draining) {
            client_reply_error(r, RPC_SHUTTING_DOWN, "the server is shutting down");
            return;
        }
        if (r->method == METHOD_RUN && !check_run_params(r))
            return;
        if (r->method == METHOD_COMMAND && !check_command_params(c, r))
            return;
        if (r->method == METHOD_SESSION_OPEN && !fair_session_allowed(c)) {
            char text[160];
            snprintf(text, sizeof text,
                     "this user already has %u sessions, the most one user may have "
                     "(--max-sessions-per-user): close one first",
                     c->server->max_sessions_per_user);
            client_reply_error(r, RPC_USER_LIMIT, text);
            return;
        }
        struct catalog_profile *profile = resolve_profile(c, r); /* NULL: r is answered */
        if (!profile)
            return;
        if (r->method == METHOD_COMMAND &&
            !(profile = catalog_find_launcher(&c->server->catalog, profile->name))) {
            client_reply_error(r, RPC_INVALID_PARAMS,
                               "that profile runs Python in the AST executor (Runtime=ast), "
                               "not commands");
            return;
        }
        r->profile = profile;
        catalog_ref(r->profile);
        r->profile->pool_wanted = true;
        if (!read_timeout(r, r->profile))
            return;
        queue_add(c, r);
        return;
    default:
        session_dispatch(c, r);
        return;
    }
}
