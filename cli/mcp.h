/* mcp: what cmd_mcp.c (stdio, the MCP protocol) shares with mcp_calls.c (the
 * tool calls, each on its own thread and its own connection to warden serve,
 * so that calls run in parallel, stdin is always read, and a cancelled call's
 * connection is simply shut down: the server then kills its jail). */
#ifndef WARDEN_CLI_MCP_H
#define WARDEN_CLI_MCP_H

#include <jansson.h>
#include <pthread.h>
#include <stdbool.h>

#include "server/remote.h"

/* Tool calls in flight at once; more are refused until one ends. */
#define MCP_MAX_CALLS 64
/* Bytes of streamed output kept per call, to show what a run printed before
 * it was stopped (the server's own OutputMax= is far lower by default). */
#define MCP_MAX_KEPT_OUTPUT (4u << 20)

struct mcp_batch;

/* A session: its own connection, since a session belongs to the connection
 * that opened it; one request at a time goes over it. */
struct mcp_session {
    struct mcp_session *next;
    char id[64];
    struct remote remote;
    pthread_mutex_t busy;
    bool closed; /* session_close or a cancel shut its connection */
};

struct mcp_call {
    struct mcp_call *next;
    struct mcp *m;
    json_t *id;   /* the MCP request's id */
    char *name;   /* the tool */
    json_t *args; /* its arguments (an object), owned */
    struct mcp_batch *batch;
    int fd;         /* the connection it waits on, or -1; under m->lock */
    bool cancelled; /* notifications/cancelled came: no answer */
    struct mcp_session *session;
};

struct mcp {
    const char *profile;
    const char *socket;   /* where the server listens */
    pthread_mutex_t lock; /* stdout, calls, sessions */
    pthread_cond_t idle;  /* signalled when a call ends */
    struct mcp_call *calls;
    unsigned ncalls;
    struct mcp_session *sessions;
};

/* Starts the call on its own thread (takes it); its answer goes out through
 * mcp_answer. Returns 0, or -1 when the call could not start (the caller
 * answers it). */
int mcp_call_start(struct mcp_call *call);
/* Cancels the call with that id: it gets no answer. */
void mcp_call_cancel(struct mcp *m, json_t *id);
/* Waits for the calls in flight to answer (stdin closed: the client may
 * still read; one that is gone sends SIGTERM, or the pipe breaks). */
void mcp_calls_finish(struct mcp *m);

/* The answer to a call (result or error stolen), written out at once or, for
 * a batch, once the batch is complete. Takes m->lock. */
void mcp_answer(struct mcp_call *call, json_t *result, int code, const char *message);

/* Frees the call (not its batch). */
void mcp_call_free(struct mcp_call *call);

#endif
