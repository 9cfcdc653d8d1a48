/* remote: a small blocking client of warden serve, for the CLI (`warden run
 * --connect`, `warden mcp`) and the benchmarks: connect, send a request, wait
 * for its answer while notifications and server requests go to a callback. */
#ifndef WARDEN_SERVER_REMOTE_H
#define WARDEN_SERVER_REMOTE_H

#include <jansson.h>
#include <stddef.h>

#include "server/buf.h"

struct remote {
    int fd;
    struct buf in;
    json_int_t next_id;
};

/* Where clients look for the server: $WARDEN_SOCKET, else
 * $XDG_RUNTIME_DIR/warden.sock when it exists (and we are not root), else
 * /run/warden/warden.sock. */
const char *remote_default_path(void);

int remote_connect(struct remote *r, const char *path, char *err, size_t errlen);
void remote_close(struct remote *r);

/* Called for each message that is not the awaited answer: a notification
 * (id NULL) or a request from the server (then the callback returns the
 * result to send back, or NULL to answer with an error). */
typedef json_t *(*remote_message)(void *arg, const char *method, json_t *id, json_t *params);

/* Sends method(params) (params stolen) and waits for the answer. Returns 0
 * with *result (the caller's), or 1 with *error (the JSON-RPC error object,
 * the caller's), or -errno when the connection failed. */
int remote_call(struct remote *r, const char *method, json_t *params, remote_message on_message,
                void *arg, json_t **result, json_t **error);

/* The same, passing fds (at most 8) with the request: `command` takes the
 * caller's stdin, stdout and stderr. */
int remote_call_fds(struct remote *r, const char *method, json_t *params, const int *fds, int nfds,
                    remote_message on_message, void *arg, json_t **result, json_t **error);

/* The answer to a server request (result stolen; NULL answers an error). */
int remote_answer(struct remote *r, json_t *id, json_t *result);

#endif
