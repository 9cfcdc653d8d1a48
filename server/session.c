/* session: a jailed worker that keeps its variables, functions and imports
 * across session.exec calls, like a kernel. Requests to a session run one at
 * a time in order; a timeout or crash ends the session with its status, and
 * later requests get that status back as a JSON-RPC error. */
#include "server/server.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "server/rpc.h"

struct session *session_find(struct client *c, const char *id)
{
    for (struct session *s = c->sessions; s; s = s->next)
        if (strcmp(s->id, id) == 0)
            return s;
    return NULL;
}

static void unlink_session(struct session *session)
{
    struct session **at = &session->owner->sessions;
    while (*at && *at != session)
        at = &(*at)->next;
    if (*at)
        *at = session->next;
}

/* Requests waiting in a session count against their client's queue limit
 * (SERVER_CLIENT_QUEUE), as those waiting for a jail do. */
static struct request *pop(struct session *session)
{
    struct request *r = session->head;
    session->head = r->next;
    if (!session->head)
        session->tail = NULL;
    r->next = NULL;
    session->owner->nwaiting--;
    return r;
}

static void fail_waiting(struct session *session, int code, const char *message)
{
    while (session->head)
        client_reply_error(pop(session), code, message);
    client_update_events(session->owner);
}

void session_free(struct session *session)
{
    while (session->head)
        request_free(pop(session));
    if (session->cell) {
        session->cell->session = NULL;
        session->cell = NULL;
    }
    json_decref(session->end);
    json_decref(session->tools);
    json_decref(session->authorized_imports);
    free(session);
}

void session_ended(struct session *session, const char *status, const char *message)
{
    session->cell = NULL;
    if (!session->opened) {
        /* session.open already got the error; there is nothing to keep. */
        unlink_session(session);
        session_free(session);
        return;
    }
    session->end = json_pack("{s:s,s:s?}", "status", status, "message", message);
    char text[512];
    snprintf(text, sizeof text, "session ended: %s%s%s", status, message ? ": " : "",
             message ? message : "");
    fail_waiting(session, RPC_SESSION_ENDED, text);
}

bool session_has_tool(const struct session *session, const char *name)
{
    size_t i;
    json_t *t;
    json_array_foreach(session->tools, i,
                       t) if (strcmp(json_string_value(t), name) == 0) return true;
    return false;
}

static void new_id(char *id)
{
    unsigned char raw[8];
    if (getrandom(raw, sizeof raw, 0) != sizeof raw) {
        /* The id only needs to be unique per connection: a counter will do. */
        static uint64_t counter;
        uint64_t v = ++counter;
        memcpy(raw, &v, sizeof raw);
    }
    id[0] = 's';
    for (int i = 0; i < 8; i++)
        snprintf(id + 1 + 2 * i, 3, "%02x", raw[i]);
}

/* "authorized_imports": the session's list, each entry one the profile's
 * AuthorizedImports= permits. The command runtime imports freely (the jail is
 * its only boundary), so there it is ignored. */
static bool check_imports(struct request *r, json_t **out)
{
    json_t *list = json_object_get(r->params, "authorized_imports");
    *out = NULL;
    if (!list || json_is_null(list) || r->profile->profile.runtime != RUNTIME_AST)
        return true;
    size_t i;
    json_t *item;
    if (!json_is_array(list)) {
        client_reply_error(r, RPC_INVALID_PARAMS, "\"authorized_imports\" must be a list");
        return false;
    }
    json_array_foreach(list, i, item)
    {
        const char *m = json_string_value(item);
        if (!m || !*m) {
            client_reply_error(r, RPC_INVALID_PARAMS,
                               "\"authorized_imports\" must hold module names");
            return false;
        }
        if (!catalog_import_allowed(r->profile->imports, m)) {
            char text[256];
            snprintf(text, sizeof text, "import of %.100s is not permitted by profile %.100s", m,
                     r->profile->name);
            client_reply_error(r, RPC_PERMISSION_DENIED, text);
            return false;
        }
    }
    *out = json_incref(list);
    return true;
}

void session_open(struct request *r)
{
    struct client *c = r->client;
    json_t *imports;
    if (!check_imports(r, &imports))
        return;
    char err[JAIL_ERR_MAX];
    struct cell *cell = pool_take(c->server, r->profile, err, sizeof err);
    if (!cell) {
        json_decref(imports);
        client_reply_error(r, RPC_JAIL_FAILED, err);
        return;
    }
    struct session *session = calloc(1, sizeof *session);
    if (!session) {
        json_decref(imports);
        cell_kill(cell);
        client_reply_error(r, RPC_INTERNAL_ERROR, "out of memory");
        return;
    }
    new_id(session->id);
    session->owner = c;
    session->cell = cell;
    session->tools = json_array();
    session->authorized_imports = imports;
    session->next = c->sessions;
    c->sessions = session;
    queue_take_slot(cell, c);
    cell->session = session;
    json_t *op = json_pack("{s:s}", "op", "open");
    if (imports)
        json_object_set(op, "authorized_imports", imports);
    cell_send(cell, r, op);
}

void session_opened(struct cell *cell, struct request *r, json_t *answer)
{
    struct session *session = cell->session;
    const char *kind = json_string_value(json_object_get(answer, "kind"));
    if (!session || !kind || strcmp(kind, "ok") != 0) {
        const char *m = json_string_value(json_object_get(answer, "message"));
        client_reply_error(r, RPC_JAIL_FAILED, m ? m : "the worker refused the session");
        json_decref(answer);
        if (session) {
            unlink_session(session);
            session_free(session);
        }
        cell_close(cell);
        queue_release_slot(cell);
        return;
    }
    json_decref(answer);
    session->opened = true;
    cell->server->sessions_opened++;
    json_t *imports = session->authorized_imports;
    if (!imports && cell->profile->profile.runtime == RUNTIME_AST) {
        imports = json_array();
        for (const char **i = cell->profile->imports; *i; i++)
            json_array_append_new(imports, json_string(*i));
    } else {
        json_incref(imports);
    }
    client_reply(r, json_pack("{s:s,s:s,s:s,s:o}", "session_id", session->id, "profile",
                              cell->profile->name, "runtime",
                              cell->profile->profile.runtime == RUNTIME_AST ? "ast" : "command",
                              "authorized_imports", imports ? imports : json_null()));
}

static bool valid_tool_name(const char *name)
{
    size_t len = strlen(name);
    if (!len || len > SERVER_MAX_TOOL_NAME || isdigit((unsigned char)name[0]))
        return false;
    for (size_t i = 0; i < len; i++)
        if (!isalnum((unsigned char)name[i]) && name[i] != '_')
            return false;
    return true;
}

/* session.set_tools: the tools the snippets may call; they run on the client.
 * The list replaces the previous one, as smolagents sends all tools at each
 * run. The jail gets names, descriptions and input schemas, never code. */
static json_t *tools_op(struct request *r, json_t **names)
{
    json_t *tools = json_object_get(r->params, "tools");
    if (!json_is_array(tools) || json_array_size(tools) > SERVER_MAX_TOOLS) {
        client_reply_error(r, RPC_INVALID_PARAMS, "\"tools\" must be a list of tools");
        return NULL;
    }
    json_t *list = json_array();
    *names = json_array();
    size_t i;
    json_t *tool;
    json_array_foreach(tools, i, tool)
    {
        const char *name = json_string_value(json_object_get(tool, "name"));
        json_t *description = json_object_get(tool, "description");
        json_t *inputs = json_object_get(tool, "inputs");
        if (!json_is_object(tool) || !name || !valid_tool_name(name) ||
            (description && !json_is_string(description)) || (inputs && !json_is_object(inputs))) {
            client_reply_error(r, RPC_INVALID_PARAMS,
                               "each tool needs a \"name\" that is a Python identifier");
            json_decref(list);
            json_decref(*names);
            return NULL;
        }
        json_t *entry = json_pack("{s:s}", "name", name);
        if (description)
            json_object_set(entry, "description", description);
        if (inputs)
            json_object_set(entry, "inputs", inputs);
        json_array_append_new(list, entry);
        json_array_append_new(*names, json_string(name));
    }
    return json_pack("{s:s,s:o}", "op", "set_tools", "tools", list);
}

/* Ends the session and its jail. A snippet still running is cancelled: its
 * request and those waiting behind it get "session closed". */
static void close_now(struct session *session, struct request *r)
{
    struct cell *cell = session->cell;
    struct request *running = cell->state == CELL_BUSY ? cell->current : NULL;
    if (running) {
        cell->current = NULL;
        cell->tool_call_id = 0;
        cell->kill_reason = "killed";
        cell_kill(cell);
        client_reply_error(running, RPC_SESSION_ENDED, "session closed");
    } else {
        cell_close(cell);
    }
    queue_release_slot(cell);
    cell->session = NULL;
    cell->owner = NULL;
    unlink_session(session);
    session->cell = NULL;
    fail_waiting(session, RPC_SESSION_ENDED, "session closed");
    session_free(session);
    client_reply(r, json_pack("{s:b}", "closed", 1));
    queue_schedule(cell->server);
}

static void start(struct session *session, struct request *r)
{
    struct cell *cell = session->cell;
    json_t *op = NULL;
    switch (r->method) {
    case METHOD_SESSION_EXEC:
        op = json_pack("{s:s,s:O}", "op", "exec", "code", json_object_get(r->params, "code"));
        break;
    case METHOD_SESSION_SET_VARIABLES:
        op = json_pack("{s:s,s:O}", "op", "set_variables", "variables",
                       json_object_get(r->params, "variables"));
        break;
    case METHOD_SESSION_SET_TOOLS: {
        json_t *names;
        if (!(op = tools_op(r, &names)))
            return;
        json_decref(session->tools);
        session->tools = names;
        break;
    }
    case METHOD_SESSION_CLOSE:
        close_now(session, r);
        return;
    default:
        client_reply_error(r, RPC_INTERNAL_ERROR, "not a session method");
        return;
    }
    cell_send(cell, r, op);
}

void session_next(struct session *session)
{
    /* Tool registration may answer without the worker, so loop. */
    while (session->cell && session->cell->state == CELL_IDLE && session->head) {
        struct request *r = pop(session);
        client_update_events(session->owner);
        bool closing = r->method == METHOD_SESSION_CLOSE;
        start(session, r);
        if (closing)
            return; /* session is freed */
    }
}

/* Checks what can be checked before queueing, so a bad request is answered at
 * once instead of after the snippets ahead of it. */
static bool check_params(struct request *r)
{
    const char *bad = NULL;
    switch (r->method) {
    case METHOD_SESSION_EXEC:
        if (!json_is_string(json_object_get(r->params, "code")))
            bad = "\"code\" must be a string";
        break;
    case METHOD_SESSION_SET_VARIABLES:
        if (!json_is_object(json_object_get(r->params, "variables")))
            bad = "\"variables\" must be an object";
        break;
    case METHOD_SESSION_SET_TOOLS:
        if (!json_is_array(json_object_get(r->params, "tools")))
            bad = "\"tools\" must be a list";
        break;
    default:
        break;
    }
    if (bad)
        client_reply_error(r, RPC_INVALID_PARAMS, bad);
    return !bad;
}

void session_dispatch(struct client *c, struct request *r)
{
    const char *id = json_string_value(json_object_get(r->params, "session_id"));
    struct session *session = id ? session_find(c, id) : NULL;
    if (!session || !session->opened) {
        client_reply_error(r, RPC_SESSION_NOT_FOUND,
                           id ? "no such session" : "\"session_id\" must be a string");
        return;
    }
    if (!check_params(r))
        return;
    if (session->end) {
        if (r->method == METHOD_SESSION_CLOSE) {
            unlink_session(session);
            session_free(session);
            client_reply(r, json_pack("{s:b}", "closed", 1));
            return;
        }
        struct client *owner = r->client;
        rpc_send_error(&owner->out, r->id, RPC_SESSION_ENDED, "session ended",
                       json_incref(session->end));
        client_flush(owner);
        request_free(r);
        return;
    }
    if (r->method == METHOD_SESSION_EXEC) {
        json_t *t = json_object_get(r->params, "timeout");
        double sec = json_number_value(t);
        if (t && !json_is_null(t) && (!json_is_number(t) || !(sec > 0))) {
            client_reply_error(r, RPC_INVALID_PARAMS, "\"timeout\" must be a positive number");
            return;
        }
        uint64_t cap = session->cell->config.limits.wall_ms;
        uint64_t ms = t && !json_is_null(t) ? (uint64_t)(sec * 1000 + 0.999) : 0;
        r->timeout_ms = cap && ms > cap ? cap : ms;
    }
    if (r->method == METHOD_SESSION_CLOSE && session->cell) {
        /* At once, not after the snippets queued ahead of it. */
        close_now(session, r);
        return;
    }
    r->session = session;
    if (session->tail)
        session->tail->next = r;
    else
        session->head = r;
    session->tail = r;
    c->nwaiting++;
    client_update_events(c);
    session_next(session);
}
