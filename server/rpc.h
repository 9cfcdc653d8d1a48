/* rpc: JSON-RPC 2.0 over newline-terminated compact JSON lines (MCP's stdio
 * framing), through jansson. It encodes the four kinds of message into a
 * buffer and sorts an incoming line into one of them. */
#ifndef WARDEN_SERVER_RPC_H
#define WARDEN_SERVER_RPC_H

#include <jansson.h>
#include <stddef.h>

#include "server/buf.h"

/* JSON-RPC's own codes, then warden's in the -32000..-32099 server range. */
enum rpc_code {
    RPC_PARSE_ERROR = -32700,
    RPC_INVALID_REQUEST = -32600,
    RPC_METHOD_NOT_FOUND = -32601,
    RPC_INVALID_PARAMS = -32602,
    RPC_INTERNAL_ERROR = -32603,
    RPC_PROFILE_NOT_FOUND = -32000,
    RPC_PERMISSION_DENIED = -32001,
    RPC_SESSION_NOT_FOUND = -32002,
    RPC_SESSION_ENDED = -32003,
    RPC_MESSAGE_TOO_LARGE = -32004,
    RPC_SHUTTING_DOWN = -32005,
    RPC_JAIL_FAILED = -32006,
    RPC_UNAVAILABLE = -32007, /* a runtime this build or profile lacks */
    RPC_USER_LIMIT = -32008,  /* the caller's user holds its share of sessions */
};

enum rpc_kind { RPC_REQUEST, RPC_NOTIFICATION, RPC_RESPONSE, RPC_INVALID };

/* An incoming message. Borrowed references into root, which the caller owns. */
struct rpc_message {
    enum rpc_kind kind;
    json_t *root;
    json_t *id; /* request and response; json null when absent */
    const char *method;
    json_t *params; /* an object or array, or NULL */
    json_t *result; /* response */
    json_t *error;  /* response */
};

/* Parses one line. On RPC_INVALID, *code and *why say what to answer (id is
 * then set when the line had a usable one, recovered by rpc_scan_id when the
 * line does not parse). root must be json_decref'd. */
enum rpc_kind rpc_parse(const char *line, size_t len, struct rpc_message *msg, int *code,
                        const char **why);

/* rpc_parse for a value already parsed (an element of a batch): msg->root is
 * root, whose reference stays the caller's. */
enum rpc_kind rpc_classify(json_t *root, struct rpc_message *msg, int *code, const char **why);

/* Each appends one line to out; they steal result/params/data but only
 * borrow id. Return 0 or -ENOMEM. */
int rpc_send_result(struct buf *out, json_t *id, json_t *result);
int rpc_send_error(struct buf *out, json_t *id, int code, const char *message, json_t *data);
int rpc_send_notification(struct buf *out, const char *method, json_t *params);
int rpc_send_request(struct buf *out, json_t *id, const char *method, json_t *params);

/* Appends value as one compact line (steals it): the framing shared with the
 * jails' channel. */
int rpc_send_line(struct buf *out, json_t *value);

/* The load flags of every line: any valid JSON string, NUL escapes included,
 * and no duplicate keys (two "method"s would let a proxy and the server read
 * different requests from one line). */
#define RPC_LOAD_FLAGS (JSON_REJECT_DUPLICATES | JSON_ALLOW_NUL)

/* Parses a line with RPC_LOAD_FLAGS plus extra; integers beyond 64 bits,
 * NaN and the infinities, which jansson cannot hold, arrive tagged
 * (server/jsonnum.h: {"__type__":"int","value":"DIGITS"}). */
json_t *rpc_load(const char *line, size_t len, size_t extra);

/* The id of a line that does not parse (malformed, or cut off at the
 * length cap), when its top-level object shows a complete string or number
 * "id" member before the damage; else NULL. A new reference. */
json_t *rpc_scan_id(const char *line, size_t len);

/* The dump flags every line uses: compact, so no raw newline can appear. */
#define RPC_DUMP_FLAGS (JSON_COMPACT | JSON_REAL_PRECISION(17))

#endif
