/* rpc: JSON-RPC 2.0 messages as compact JSON lines. */
#include "server/rpc.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "server/jsonnum.h"

/* jansson's dump callback: append to our buffer. */
static int append(const char *text, size_t len, void *arg)
{
    return buf_append(arg, text, len) < 0 ? -1 : 0;
}

int rpc_send_line(struct buf *out, json_t *value)
{
    if (!value)
        return -ENOMEM;
    size_t before = buf_len(out);
    int rc = json_dump_callback(value, append, out, RPC_DUMP_FLAGS);
    json_decref(value);
    if (rc == 0 && buf_append(out, "\n", 1) == 0)
        return 0;
    /* Take back a partial line: the peer must never see half a message. */
    buf_truncate(out, before);
    return -ENOMEM;
}

static json_t *envelope(json_t *id)
{
    json_t *o = json_object();
    json_object_set_new(o, "jsonrpc", json_string("2.0"));
    json_object_set(o, "id", id ? id : json_null());
    return o;
}

int rpc_send_result(struct buf *out, json_t *id, json_t *result)
{
    json_t *o = envelope(id);
    json_object_set_new(o, "result", result ? result : json_null());
    return rpc_send_line(out, o);
}

int rpc_send_error(struct buf *out, json_t *id, int code, const char *message, json_t *data)
{
    json_t *e = json_pack("{s:i,s:s}", "code", code, "message", message);
    if (e && data)
        json_object_set_new(e, "data", data);
    else
        json_decref(data);
    json_t *o = envelope(id);
    json_object_set_new(o, "error", e);
    return rpc_send_line(out, o);
}

int rpc_send_notification(struct buf *out, const char *method, json_t *params)
{
    json_t *o = json_pack("{s:s,s:s}", "jsonrpc", "2.0", "method", method);
    if (o && params)
        json_object_set_new(o, "params", params);
    else
        json_decref(params);
    return rpc_send_line(out, o);
}

int rpc_send_request(struct buf *out, json_t *id, const char *method, json_t *params)
{
    json_t *o = envelope(id);
    json_object_set_new(o, "method", json_string(method));
    if (params)
        json_object_set_new(o, "params", params);
    return rpc_send_line(out, o);
}

json_t *rpc_load(const char *line, size_t len, size_t extra)
{
    /* The numbers jansson cannot hold (integers beyond 64 bits, NaN and the
     * infinities) are tagged first (jsonnum.c), so the line still parses. */
    size_t tagged_len = 0;
    char *tagged = jsonnum_rewrite(line, len, &tagged_len);
    json_t *value = json_loadb(tagged ? tagged : line, tagged ? tagged_len : len,
                               RPC_LOAD_FLAGS | extra, NULL);
    free(tagged);
    return value;
}

static enum rpc_kind invalid(struct rpc_message *msg, int *code, const char **why, int c,
                             const char *w)
{
    *code = c;
    *why = w;
    msg->kind = RPC_INVALID;
    return RPC_INVALID;
}

enum rpc_kind rpc_parse(const char *line, size_t len, struct rpc_message *msg, int *code,
                        const char **why)
{
    memset(msg, 0, sizeof *msg);
    json_t *root = rpc_load(line, len, JSON_DECODE_ANY);
    if (!root) {
        /* The id alone, owned through root so that the caller frees it. */
        msg->root = msg->id = rpc_scan_id(line, len);
        return invalid(msg, code, why, RPC_PARSE_ERROR, "Parse error");
    }
    return rpc_classify(root, msg, code, why);
}

enum rpc_kind rpc_classify(json_t *root, struct rpc_message *msg, int *code, const char **why)
{
    memset(msg, 0, sizeof *msg);
    msg->root = root;
    json_t *r = root;
    if (!json_is_object(r))
        return invalid(msg, code, why, RPC_INVALID_REQUEST, "Invalid Request: not an object");
    json_t *id = json_object_get(r, "id");
    /* Ids are strings, numbers or null; anything else cannot be echoed back. */
    if (id && (json_is_string(id) || json_is_number(id) || json_is_null(id)))
        msg->id = id;
    json_t *version = json_object_get(r, "jsonrpc");
    if (!json_is_string(version) || strcmp(json_string_value(version), "2.0") != 0)
        return invalid(msg, code, why, RPC_INVALID_REQUEST,
                       "Invalid Request: \"jsonrpc\" must be \"2.0\"");
    if (id && !msg->id)
        return invalid(msg, code, why, RPC_INVALID_REQUEST,
                       "Invalid Request: \"id\" must be a string, a number or null");
    json_t *method = json_object_get(r, "method");
    if (method) {
        if (!json_is_string(method))
            return invalid(msg, code, why, RPC_INVALID_REQUEST,
                           "Invalid Request: \"method\" must be a string");
        msg->method = json_string_value(method);
        msg->params = json_object_get(r, "params");
        if (msg->params && !json_is_object(msg->params) && !json_is_array(msg->params))
            return invalid(msg, code, why, RPC_INVALID_REQUEST,
                           "Invalid Request: \"params\" must be an object or an array");
        msg->kind = id ? RPC_REQUEST : RPC_NOTIFICATION;
        return msg->kind;
    }
    msg->result = json_object_get(r, "result");
    msg->error = json_object_get(r, "error");
    if (id && (msg->result != NULL) != (msg->error != NULL)) {
        msg->kind = RPC_RESPONSE;
        return RPC_RESPONSE;
    }
    return invalid(msg, code, why, RPC_INVALID_REQUEST,
                   "Invalid Request: neither a request nor a response");
}
