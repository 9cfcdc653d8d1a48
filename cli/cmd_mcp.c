/* cmd_mcp: `warden mcp`, a stdio MCP server (JSON-RPC 2.0, one message per
 * line) in front of warden serve. It offers a run_python tool and session
 * tools, so any MCP client can run snippets in warden's jails. It uses the
 * server at --connect or the default socket, or starts a private one that
 * lives no longer than it does. Stdin is always read: tool calls run on their
 * own threads (cli/mcp_calls.c), so ping is answered and a call cancelled
 * while others run. */
#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/mcp.h"
#include "server/limits.h"
#include "server/rpc.h"
#include "server/version.h"

/* The MCP revisions we speak, newest first. They differ only where we offer
 * nothing (no resources, prompts or sampling), and in batches, which
 * 2025-03-26 and 2024-11-05 have and 2025-06-18 removed. */
static const char *const mcp_versions[] = {"2025-06-18", "2025-03-26", "2024-11-05"};
/* Milliseconds a private server may take to start listening. */
#define MCP_SERVER_START_MS 5000

/* A batch's answers, sent as one array once its last call has answered. */
struct mcp_batch {
    json_t *answers;
    unsigned pending;
};

/* The stdio side: the negotiated version and the private server, if any. */
struct stdio_state {
    struct mcp m;
    const char *version;
    pid_t server;
    char path[64];
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

static void write_line(json_t *msg)
{
    char *text = json_dumps(msg, RPC_DUMP_FLAGS | JSON_ENCODE_ANY);
    json_decref(msg);
    if (!text)
        return;
    fputs(text, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    free(text);
}

/* One answer, under m->lock: a line, or a place in its batch. */
static void answer_locked(struct mcp_batch *batch, json_t *msg)
{
    if (batch)
        json_array_append_new(batch->answers, msg);
    else
        write_line(msg);
}

/* A batch's member is done; the last one sends the array (none when every
 * member was a notification or was cancelled). Under m->lock. */
static void batch_release(struct mcp_batch *batch)
{
    if (--batch->pending)
        return;
    if (json_array_size(batch->answers))
        write_line(batch->answers);
    else
        json_decref(batch->answers);
    free(batch);
}

static json_t *response(json_t *id, json_t *result, int code, const char *message)
{
    json_t *o = json_pack("{s:s,s:O}", "jsonrpc", "2.0", "id", id);
    if (result)
        json_object_set_new(o, "result", result);
    else
        json_object_set_new(o, "error", json_pack("{s:i,s:s}", "code", code, "message", message));
    return o;
}

void mcp_answer(struct mcp_call *call, json_t *result, int code, const char *message)
{
    pthread_mutex_lock(&call->m->lock);
    if (call->cancelled)
        json_decref(result); /* a cancelled request gets no answer */
    else
        answer_locked(call->batch, response(call->id, result, code, message));
    if (call->batch)
        batch_release(call->batch);
    pthread_mutex_unlock(&call->m->lock);
}

/* An answer from the stdio thread itself. MCP's ids are strings or numbers:
 * a message with none cannot be answered, and says so on stderr instead of
 * with a null id that no MCP client accepts. */
static void answer(struct stdio_state *st, struct mcp_batch *batch, json_t *id, json_t *result,
                   int code, const char *message)
{
    if (!id || json_is_null(id)) {
        json_decref(result);
        fprintf(stderr, "warden mcp: a message without an id was refused: %s\n", message);
        return;
    }
    pthread_mutex_lock(&st->m.lock);
    answer_locked(batch, response(id, result, code, message));
    pthread_mutex_unlock(&st->m.lock);
}

static const char *negotiate(const char *asked)
{
    for (size_t i = 0; asked && i < sizeof mcp_versions / sizeof *mcp_versions; i++)
        if (strcmp(asked, mcp_versions[i]) == 0)
            return mcp_versions[i];
    return mcp_versions[0];
}

static int ensure_server(struct stdio_state *st);

static void tools_call(struct stdio_state *st, struct mcp_batch *batch, json_t *id, json_t *params)
{
    const char *name = json_string_value(json_object_get(params, "name"));
    json_t *args = json_object_get(params, "arguments");
    if (!name || (args && !json_is_object(args))) {
        answer(st, batch, id, NULL, RPC_INVALID_PARAMS,
               "tools/call needs \"name\" (a string) and \"arguments\" (an object)");
        return;
    }
    if (ensure_server(st) < 0) {
        answer(st, batch, id, NULL, RPC_INTERNAL_ERROR, "the private warden serve did not start");
        return;
    }
    struct mcp_call *call = calloc(1, sizeof *call);
    if (call) {
        call->m = &st->m;
        call->id = json_incref(id);
        call->name = strdup(name);
        call->args = args ? json_incref(args) : json_object();
        call->batch = batch;
    }
    if (batch) {
        pthread_mutex_lock(&st->m.lock);
        batch->pending++;
        pthread_mutex_unlock(&st->m.lock);
    }
    if (call && call->name && mcp_call_start(call) == 0)
        return;
    if (call)
        mcp_call_free(call);
    if (batch) {
        pthread_mutex_lock(&st->m.lock);
        batch->pending--;
        pthread_mutex_unlock(&st->m.lock);
    }
    answer(st, batch, id, NULL, RPC_INTERNAL_ERROR, "too many tool calls at once");
}

static void request(struct stdio_state *st, struct mcp_batch *batch, const char *method, json_t *id,
                    json_t *params)
{
    if (strcmp(method, "initialize") == 0) {
        st->version = negotiate(json_string_value(json_object_get(params, "protocolVersion")));
        json_t *r = json_pack("{s:s,s:{s:{s:b}},s:{s:s,s:s},s:s}", "protocolVersion", st->version,
                              "capabilities", "tools", "listChanged", 0, "serverInfo", "name",
                              "warden", "version", warden_version, "instructions",
                              "Python runs in warden's jails: no network, no host files. "
                              "Use run_python for one-off snippets and the session tools to "
                              "keep state across steps.");
        answer(st, batch, id, r, 0, NULL);
    } else if (strcmp(method, "ping") == 0) {
        answer(st, batch, id, json_object(), 0, NULL);
    } else if (strcmp(method, "tools/list") == 0) {
        answer(st, batch, id, json_pack("{s:o}", "tools", json_loads(tools_json, 0, NULL)), 0,
               NULL);
    } else if (strcmp(method, "tools/call") == 0) {
        tools_call(st, batch, id, params);
    } else {
        answer(st, batch, id, NULL, RPC_METHOD_NOT_FOUND, "Method not found");
    }
}

static void message(struct stdio_state *st, struct mcp_batch *batch, struct rpc_message *msg,
                    enum rpc_kind kind, int code, const char *why)
{
    if (kind == RPC_INVALID) {
        answer(st, batch, msg->id, NULL, code, why);
    } else if (kind == RPC_REQUEST) {
        request(st, batch, msg->method, msg->id, msg->params);
    } else if (kind == RPC_NOTIFICATION && strcmp(msg->method, "notifications/cancelled") == 0) {
        json_t *target = json_object_get(msg->params, "requestId");
        if (target)
            mcp_call_cancel(&st->m, target);
    }
    /* Other notifications (initialized, ...) and responses need nothing. */
}

/* A JSON array: a batch, which MCP 2025-03-26 and older require accepting;
 * 2025-06-18 removed them, so each request in one gets an error there. */
static void batch(struct stdio_state *st, json_t *array)
{
    bool allowed = st->version && strcmp(st->version, "2025-06-18") != 0;
    struct mcp_batch *b = allowed ? calloc(1, sizeof *b) : NULL;
    if (b) {
        b->answers = json_array();
        b->pending = 1; /* held until every member has started */
    }
    size_t i;
    json_t *item;
    json_array_foreach(array, i, item)
    {
        struct rpc_message msg;
        int code;
        const char *why;
        enum rpc_kind kind = rpc_classify(item, &msg, &code, &why);
        if (!allowed && kind == RPC_REQUEST)
            answer(st, NULL, msg.id, NULL, RPC_INVALID_REQUEST,
                   st->version ? "Invalid Request: batches are not part of MCP 2025-06-18"
                               : "Invalid Request: initialize first (it may not be batched)");
        else if (b)
            message(st, b, &msg, kind, code, why);
    }
    if (!json_array_size(array))
        answer(st, NULL, NULL, NULL, RPC_INVALID_REQUEST, "Invalid Request: an empty batch");
    if (b) {
        pthread_mutex_lock(&st->m.lock);
        batch_release(b);
        pthread_mutex_unlock(&st->m.lock);
    }
}

static void handle_line(struct stdio_state *st, const char *line, size_t len)
{
    json_t *root = rpc_load(line, len, JSON_DECODE_ANY);
    if (json_is_array(root)) {
        batch(st, root);
        json_decref(root);
        return;
    }
    json_decref(root);
    struct rpc_message msg;
    int code;
    const char *why;
    enum rpc_kind kind = rpc_parse(line, len, &msg, &code, &why);
    message(st, NULL, &msg, kind, code, why);
    json_decref(msg.root);
}

static void serve_stdio(struct stdio_state *st)
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
            ssize_t n = buf_read(&in, 0);
            if (n == -EINTR)
                continue;
            if (n <= 0)
                break;
            continue;
        }
        if (got == BUF_TOO_LONG) {
            /* The id, when it came before the cap, takes the error back. */
            json_t *id = rpc_scan_id(in.data + in.start, buf_len(&in));
            answer(st, NULL, id, NULL, RPC_MESSAGE_TOO_LARGE, "message too large");
            json_decref(id);
            buf_skip_line(&in, &skipping);
            continue;
        }
        if (len && !(len == 1 && line[0] == '\r'))
            handle_line(st, line, len);
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

/* Starts the private server on a fresh socket in /tmp (only its owner may
 * connect) and waits until it listens. The server unlinks the socket when it
 * ends, which it does with warden mcp, so nothing is left in /tmp. */
static int start_server(struct stdio_state *st)
{
    unsigned char r[8];
    if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r)
        return -1;
    snprintf(st->path, sizeof st->path, "/tmp/warden-mcp-%02x%02x%02x%02x%02x%02x%02x%02x.sock",
             r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
    st->server = private_server = start_private_server(st->path);
    for (int waited = 0; st->server > 0; waited += 10) {
        struct remote probe;
        char err[256];
        if (remote_connect(&probe, st->path, err, sizeof err) == 0) {
            remote_close(&probe);
            chmod(st->path, 0600);
            st->m.socket = st->path;
            return 0;
        }
        if (waited >= MCP_SERVER_START_MS || waitpid(st->server, NULL, WNOHANG) == st->server) {
            fprintf(stderr, "warden mcp: the private server did not start: %s\n", err);
            kill(st->server, SIGTERM);
            waitpid(st->server, NULL, 0);
            unlink(st->path);
            st->server = private_server = -1;
            return -1;
        }
        nanosleep(&(struct timespec){0, 10 * 1000000}, NULL);
    }
    return -1;
}

/* A private server that died is started again (from this thread, the one
 * its parent-death signal is tied to); a --connect server is the user's. */
static int ensure_server(struct stdio_state *st)
{
    if (st->server <= 0 || waitpid(st->server, NULL, WNOHANG) != st->server)
        return st->m.socket ? 0 : -1;
    fprintf(stderr, "warden mcp: the private server died; starting another\n");
    unlink(st->path); /* a server killed by SIGKILL could not */
    st->server = -1;
    return start_server(st);
}

int cmd_mcp(int argc, char **argv)
{
    static const struct option longs[] = {
        {"connect", required_argument, 0, 'c'},
        {"profile", required_argument, 0, 'p'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    struct stdio_state st;
    memset(&st, 0, sizeof st);
    st.server = -1;
    const char *socket = NULL;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "c:p:h", longs, NULL)) != -1) {
        switch (c) {
        case 'c':
            socket = optarg;
            break;
        case 'p':
            st.m.profile = optarg;
            break;
        case 'h':
            return cli_usage(mcp_usage, true);
        default:
            return cli_usage(mcp_usage, false);
        }
    }
    if (optind != argc)
        return cli_usage(mcp_usage, false);
    pthread_mutex_init(&st.m.lock, NULL);
    pthread_cond_init(&st.m.idle, NULL);
    struct remote probe;
    char err[256];
    const char *path = socket ? socket : remote_default_path();
    if (remote_connect(&probe, path, err, sizeof err) == 0) {
        remote_close(&probe);
        st.m.socket = path;
    } else if (socket) {
        /* Later calls connect again: a server started after us still works. */
        fprintf(stderr, "warden mcp: %s (each call will try again)\n", err);
        st.m.socket = socket;
    } else {
        struct sigaction sa = {.sa_handler = on_fatal_signal};
        int fatal[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
        for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
            sigaction(fatal[i], &sa, NULL);
        if (start_server(&st) < 0)
            return EXIT_UNAVAILABLE;
    }
    serve_stdio(&st);
    mcp_calls_finish(&st.m);
    if (st.server > 0) {
        kill(st.server, SIGTERM);
        waitpid(st.server, NULL, 0);
        unlink(st.path);
    }
    return 0;
}
