/* test_server_util: starts a real `warden serve` for the end-to-end tests of
 * the server and talks JSON-RPC lines to it, raw or as calls. */
#ifndef WARDEN_TEST_SERVER_UTIL_H
#define WARDEN_TEST_SERVER_UTIL_H

#include <jansson.h>
#include <stdbool.h>
#include <sys/types.h>

/* The AST profile the tests use. It extends `default`; see server_start. */
#define AST "ast"

struct server {
    pid_t pid;
    char dir[64]; /* a private folder: the socket and profiles/ */
    char socket[128];
    char profiles[128];
};

/* Starts `warden serve --socket DIR/w.sock --profiles-dir DIR/profiles` plus
 * args (NULL-terminated, may be NULL) and waits until it accepts. */
void server_start(struct server *s, const char *const *args);
/* SIGTERM, then waits; asserts a clean exit (status 0). */
void server_stop(struct server *s);
/* Writes DIR/profiles/NAME.conf. */
void server_profile(struct server *s, const char *name, const char *text);
struct conn;
/* SIGHUP, then waits until profile.list (over c) shows name. */
void server_reload(struct server *s, struct conn *c, const char *name);

/* A profile only this server knows: the probe (tests/probe) read-only at
 * /opt/probe, under strict, plus jail lines (or NULL); reloads until listed. */
void server_probe_profile(struct server *s, const char *name, const char *jail);

struct conn {
    int fd;
    char *buf;
    size_t len, cap;
    long next_id;
};

void conn_open(struct conn *c, const struct server *s);
void conn_close(struct conn *c);
void conn_send_raw(struct conn *c, const char *data, size_t len);
void conn_send(struct conn *c, json_t *msg); /* stolen; one line */
/* The next message, or NULL after timeout_ms (or at EOF). */
json_t *conn_read(struct conn *c, int timeout_ms);
/* Sends a request and returns its answer (the whole message); messages in
 * between are appended to *others when it is not NULL, else dropped. */
json_t *conn_call(struct conn *c, const char *method, json_t *params, json_t *others);
/* The "result" of a call that must succeed (a new reference). */
json_t *conn_result(struct conn *c, const char *method, json_t *params);
/* The error code of a call that must fail. */
int conn_error(struct conn *c, const char *method, json_t *params);

/* Runs code as a one-shot run and returns its result (new reference). */
json_t *run_code(struct conn *c, const char *profile, const char *code);
const char *status_of(json_t *result);

/* Runs the CLI ($WARDEN) with args (argv[0] included) and input on its
 * stdin; returns its stdout (malloc'd) and its exit status (128+signal). */
char *cli_run(const char *const *args, const char *input, int *status);

/* The server's open fds, its unreaped children and its cgroups (under warden/s<pid>/).
 * The network namespaces it keeps for reuse (server/netns.c) are counted
 * apart: their number follows the peak of jails in flight. */
int server_fd_count(const struct server *s);
int server_netns_count(const struct server *s);
int server_zombies(const struct server *s);
int server_cgroups(const struct server *s);
long server_rss_kb(const struct server *s);

#endif
