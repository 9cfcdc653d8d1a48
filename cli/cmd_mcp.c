/* cmd_mcp: `warden mcp`, a stdio MCP server (JSON-RPC 2.0, one message per
 * line) in front of warden serve. It offers a run_python tool and session
 * tools, so any MCP client can run snippets in warden's jails. It uses the
 * server at --connect or the default socket, or starts a private one. */
#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/commands.h"
#include "server/limits.h"
#include "server/remote.h"
#include "server/rpc.h"

/* The MCP revision we speak; an older client's own is echoed back. */
#define MCP_PROTOCOL "2025-06-18"
/* Milliseconds a private server may take to start listening. */
#define MCP_SERVER_START_MS 5000

struct mcp {
    struct remote remote;
    const char *profile;
    struct buf out;
};

static const char *const tools_json =
    "["
    "{\"name\":\"run_python\",\"description\":\"Run a Python snippet in a fresh, isolated "
    "jail and return its printed output and the value of its last expression. Nothing "
    "persists between calls; use the session tools for that.\",\"inputSchema\":{\"type\":"
    "\"object\",\"properties\":{\"code\":{\"type\":\"string\",\"description\":\"Python source"
    "\"},\"timeout\":{\"type\":\"number\",\"description\":\"seconds\"}},\"required\":[\"code\"]}},"
    "{\"name\":\"session_open\",\"description\":\"Start a Python session whose variables, "
    "functions and imports persist across session_exec calls. Returns its session_id.\","
    "\"inputSchema\":{\"type\":\"object\",\"properties\":{}}},"
    "{\"name\":\"session_exec\",\"description\":\"Run a Python snippet in a session.\","
    "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"session_id\":{\"type\":\"string\"},"
    "\"code\":{\"type\":\"string\"},\"timeout\":{\"type\":\"number\"}},\"required\":"
    "[\"session_id\",\"code\"]}},"
    "{\"name\":\"session_close\",\"description\":\"End a session and free its jail.\","
    "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"session_id\":{\"type\":\"string\"}},"
    "\"required\":[\"session_id\"]}}"
    "]";

static void send_out(struct mcp *m)
{
    fwrite(m->out.data + m->out.start, 1, buf_len(&m->out), stdout);
    fflush(stdout);
    buf_consume(&m->out, buf_len(&m->out));
}

static void append_string(struct buf *text, json_t *string)
{
    buf_append(text, json_string_value(string), json_string_length(string));
}

/* A snippet result as text, shaped like smolagents' observation, which
 * agents' prompts already know. Strings go by length: output may hold NULs. */
static json_t *result_content(json_t *result)
{
    const char *status = json_string_value(json_object_get(result, "status"));
    json_t *logs = json_object_get(result, "logs"), *error = json_object_get(result, "error");
    json_t *repr = json_object_get(result, "output_repr");
    bool ok = status && strcmp(status, "ok") == 0;
    struct buf text = {0};
    buf_append(&text, "Execution logs:\n", 16);
    append_string(&text, json_object_get(logs, "stdout"));
    append_string(&text, json_object_get(logs, "stderr"));
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
        int n = snprintf(head, sizeof head, "Error (%s): ", status ? status : "?");
        buf_append(&text, head, (size_t)n);
        json_t *name = json_object_get(error, "name");
        append_string(&text, name);
        if (json_string_length(name))
            buf_append(&text, ": ", 2);
        append_string(&text, json_object_get(error, "value"));
    }
    json_t *content = json_pack("{s:[{s:s}],s:b,s:O}", "content", "type", "text", "isError", !ok,
                                "structuredContent", result);
    json_object_set_new(json_array_get(json_object_get(content, "content"), 0), "text",
                        json_stringn(text.data ? text.data + text.start : "", buf_len(&text)));
    buf_free(&text);
    return content;
}

static json_t *text_content(const char *text, bool error)
{
    return json_pack("{s:[{s:s,s:s}],s:b}", "content", "type", "text", "text", text, "isError",
                     error);
}

/* Calls the server; a JSON-RPC error from it becomes a tool error. */
static json_t *server_call(struct mcp *m, const char *method, json_t *params, json_t **result)
{
    json_t *error;
    int rc = remote_call(&m->remote, method, params, NULL, NULL, result, &error);
    if (rc < 0)
        return text_content("warden serve went away", true);
    if (rc > 0) {
        json_t *c = text_content(json_string_value(json_object_get(error, "message")), true);
        json_decref(error);
        return c;
    }
    return NULL;
}

static json_t *call_tool(struct mcp *m, const char *name, json_t *args)
{
    json_t *code = json_object_get(args, "code"), *timeout = json_object_get(args, "timeout");
    json_t *session = json_object_get(args, "session_id");
    if (timeout && !json_is_number(timeout))
        return text_content("bad argument: timeout must be a number of seconds", true);
    json_t *params = json_object(), *result = NULL, *failed;
    if (timeout)
        json_object_set(params, "timeout", timeout);
    if (strcmp(name, "run_python") == 0 || strcmp(name, "session_exec") == 0) {
        if (!json_is_string(code) || (name[0] == 's' && !json_is_string(session))) {
            json_decref(params);
            return text_content("missing argument: code (and session_id for a session)", true);
        }
        json_object_set(params, "code", code);
        if (name[0] == 's')
            json_object_set(params, "session_id", session);
        else if (m->profile)
            json_object_set_new(params, "profile", json_string(m->profile));
        failed = server_call(m, name[0] == 's' ? "session.exec" : "run", params, &result);
        if (failed)
            return failed;
        json_t *content = result_content(result);
        json_decref(result);
        return content;
    }
    if (strcmp(name, "session_open") == 0) {
        if (m->profile)
            json_object_set_new(params, "profile", json_string(m->profile));
        if ((failed = server_call(m, "session.open", params, &result)))
            return failed;
        json_t *content =
            text_content(json_string_value(json_object_get(result, "session_id")), false);
        json_object_set_new(content, "structuredContent", result);
        return content;
    }
    if (strcmp(name, "session_close") == 0 && json_is_string(session)) {
        json_object_set(params, "session_id", session);
        if ((failed = server_call(m, "session.close", params, &result)))
            return failed;
        json_decref(result);
        return text_content("closed", false);
    }
    json_decref(params);
    return NULL;
}

static void handle(struct mcp *m, const char *method, json_t *id, json_t *params)
{
    if (strcmp(method, "initialize") == 0) {
        const char *asked = json_string_value(json_object_get(params, "protocolVersion"));
        /* Older revisions differ only where we offer nothing (no resources,
         * prompts or sampling), so a client's own version is accepted. */
        json_t *r = json_pack("{s:s,s:{s:{s:b}},s:{s:s,s:s},s:s}", "protocolVersion",
                              asked ? asked : MCP_PROTOCOL, "capabilities", "tools", "listChanged",
                              0, "serverInfo", "name", "warden", "version", "0.1", "instructions",
                              "Python runs in warden's jails: no network, no host files. "
                              "Use run_python for one-off snippets and the session tools to "
                              "keep state across steps.");
        rpc_send_result(&m->out, id, r);
    } else if (strcmp(method, "ping") == 0) {
        rpc_send_result(&m->out, id, json_object());
    } else if (strcmp(method, "tools/list") == 0) {
        rpc_send_result(&m->out, id, json_pack("{s:o}", "tools", json_loads(tools_json, 0, NULL)));
    } else if (strcmp(method, "tools/call") == 0) {
        const char *name = json_string_value(json_object_get(params, "name"));
        json_t *args = json_object_get(params, "arguments");
        json_t *r = name ? call_tool(m, name, json_is_object(args) ? args : NULL) : NULL;
        if (r)
            rpc_send_result(&m->out, id, r);
        else
            rpc_send_error(&m->out, id, RPC_INVALID_PARAMS, "unknown tool", NULL);
    } else {
        rpc_send_error(&m->out, id, RPC_METHOD_NOT_FOUND, "Method not found", NULL);
    }
}

/* An error for a message that may have no usable id: MCP's ids are strings
 * or numbers, so one without says it on stderr instead of answering with a
 * null id that no MCP client accepts. */
static void send_error(struct mcp *m, json_t *id, int code, const char *why)
{
    if (id && !json_is_null(id))
        rpc_send_error(&m->out, id, code, why, NULL);
    else
        fprintf(stderr, "warden mcp: a message without an id was refused: %s\n", why);
}

static void serve_stdio(struct mcp *m)
{
    struct buf in = {0};
    bool skipping = false; /* inside a refused line: its tail is dropped too */
    for (;;) {
        if (skipping && !buf_skip_line(&in, &skipping)) {
            if (buf_read(&in, 0) <= 0)
                break;
            continue;
        }
        char *line;
        size_t len;
        enum buf_line got = buf_next_line(&in, SERVER_MAX_MESSAGE, &line, &len);
        if (got == BUF_NO_LINE) {
            if (buf_read(&in, 0) <= 0)
                break;
            continue;
        }
        if (got == BUF_TOO_LONG) {
            /* The id, when it came before the cap, takes the error back. */
            json_t *id = rpc_scan_id(in.data + in.start, buf_len(&in));
            send_error(m, id, RPC_MESSAGE_TOO_LARGE, "message too large");
            json_decref(id);
            buf_skip_line(&in, &skipping);
            send_out(m);
            continue;
        }
        struct rpc_message msg;
        int code;
        const char *why;
        enum rpc_kind kind = len ? rpc_parse(line, len, &msg, &code, &why) : RPC_NOTIFICATION;
        if (kind == RPC_INVALID)
            send_error(m, msg.id, code, why);
        else if (kind == RPC_REQUEST)
            handle(m, msg.method, msg.id, msg.params);
        /* Notifications (notifications/initialized, cancelled) need no answer. */
        if (len)
            json_decref(msg.root);
        send_out(m);
    }
    buf_free(&in);
}

/* The private server, for the signal handler. */
static volatile pid_t private_server = -1;

/* warden mcp killed by a signal takes its private server along: SIGTERM
 * makes it end its jails and remove their cgroups. SIGKILL cannot be
 * caught; the server's parent-death signal covers that. */
static void on_fatal_signal(int sig)
{
    if (private_server > 0)
        kill(private_server, SIGTERM);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Starts `warden serve` on a private socket; returns its pid or -1. */
static pid_t start_private_server(const char *path)
{
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        /* The server lives no longer than warden mcp, however that ends
         * (the signal survives exec); a parent already gone is checked
         * after arming, as prctl(2) advises. */
        if (prctl(PR_SET_PDEATHSIG, SIGTERM) < 0 || getppid() != parent)
            _exit(127);
        /* stdout is the MCP channel: the server's chatter goes to stderr. */
        dup2(2, 1);
        execl("/proc/self/exe", "warden", "serve", "--socket", path, "--pool", "2", (char *)NULL);
        _exit(127);
    }
    return pid;
}

int cmd_mcp(int argc, char **argv)
{
    static const struct option longs[] = {
        {"connect", required_argument, 0, 'c'},
        {"profile", required_argument, 0, 'p'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    struct mcp m;
    memset(&m, 0, sizeof m);
    const char *socket = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "c:p:h", longs, NULL)) != -1) {
        switch (c) {
        case 'c':
            socket = optarg;
            break;
        case 'p':
            m.profile = optarg;
            break;
        case 'h':
            printf("usage: warden mcp [--connect SOCKET] [-p PROFILE]\n");
            return 0;
        default:
            fprintf(stderr, "usage: warden mcp [--connect SOCKET] [-p PROFILE]\n");
            return EXIT_USAGE;
        }
    }
    char err[256], dir[] = "/tmp/warden-mcp-XXXXXX", path[64];
    pid_t server = -1;
    if (remote_connect(&m.remote, socket ? socket : remote_default_path(), err, sizeof err) < 0) {
        if (socket || !mkdtemp(dir)) {
            fprintf(stderr, "warden mcp: %s\n", err);
            return EXIT_UNAVAILABLE;
        }
        snprintf(path, sizeof path, "%s/warden.sock", dir);
        server = private_server = start_private_server(path);
        struct sigaction sa = {.sa_handler = on_fatal_signal};
        int fatal[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
        for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
            sigaction(fatal[i], &sa, NULL);
        for (int waited = 0; server > 0; waited += 10) {
            if (remote_connect(&m.remote, path, err, sizeof err) == 0)
                break;
            if (waited >= MCP_SERVER_START_MS || waitpid(server, NULL, WNOHANG) == server) {
                fprintf(stderr, "warden mcp: the private server did not start: %s\n", err);
                kill(server, SIGTERM);
                waitpid(server, NULL, 0);
                unlink(path);
                rmdir(dir);
                return EXIT_UNAVAILABLE;
            }
            nanosleep(&(struct timespec){0, 10 * 1000000}, NULL);
        }
        /* Connected: nothing more needs the path, and a folder left behind
         * by a warden mcp killed later would be litter in /tmp. */
        unlink(path);
        rmdir(dir);
    }
    serve_stdio(&m);
    remote_close(&m.remote);
    buf_free(&m.out);
    if (server > 0) {
        kill(server, SIGTERM);
        waitpid(server, NULL, 0);
    }
    return 0;
}
