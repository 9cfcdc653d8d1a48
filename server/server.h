/* server: the fork-server's shared state: the event loop (loop.c), its
 * clients (client.c), the jails that serve them (cell.c, pool.c), requests
 * and their queue (methods.c, queue.c, session.c) and results (result.c).
 * Private to server/; the CLI sees only server_run. */
#ifndef WARDEN_SERVER_SERVER_H
#define WARDEN_SERVER_SERVER_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "jail/cgroup.h"
#include "server/buf.h"
#include "server/catalog.h"
#include "server/limits.h"
#include "server/listen.h"

struct policy;

struct server_options {
    const char *socket_path;         /* NULL: LISTEN_FDS, else the default path */
    const char *const *profile_dirs; /* searched first, NULL-terminated */
    unsigned max_jails;              /* 0: SERVER_DEFAULT_MAX_JAILS */
    unsigned max_jails_per_user;     /* 0: three quarters of max_jails */
    unsigned max_sessions_per_user;  /* 0: half of max_jails */
    unsigned pool_size;              /* warm jails per profile; 0 = none */
    bool pool_size_set;
    int64_t memory_total;  /* bytes for all jails together; 0: a share of RAM */
    int64_t client_buffer; /* bytes held for one client; 0: SERVER_CLIENT_BUFFER */
    int64_t buffer_total;  /* bytes held for all clients; 0: SERVER_BUFFER_TOTAL */
    /* >= 0: run as the server's spawner on this socket (spawner.c), not as
     * a server. */
    int spawner_fd;
};

/* Runs the server until SIGTERM or SIGINT. Returns a process exit status. */
int server_run(const struct server_options *options);

/* What an epoll event belongs to: the first member of each watched object. */
enum watch_kind {
    WATCH_LISTEN,
    WATCH_SIGNALS,
    WATCH_CLIENT,
    WATCH_CHANNEL,
    WATCH_JAIL,
    WATCH_SPAWNER,
};
struct watch {
    enum watch_kind kind;
    int fd;
};

struct client;
struct session;

enum method {
    METHOD_RUN,
    METHOD_COMMAND,
    METHOD_SESSION_OPEN,
    METHOD_SESSION_EXEC,
    METHOD_SESSION_SET_VARIABLES,
    METHOD_SESSION_SET_TOOLS,
    METHOD_SESSION_CLOSE,
    METHOD_PROFILE_LIST,
    METHOD_SERVER_INFO,
};

/* A client's request while it waits for a jail or for its session's jail. */
struct request {
    struct request *next;
    struct client *client;
    json_t *id;
    enum method method;
    json_t *params;                  /* owned */
    struct catalog_profile *profile; /* run and session.open: referenced */
    struct session *session;         /* session.*: the target */
    uint64_t timeout_ms;
    int fds[3]; /* command: the client's stdin, stdout and stderr (owned) */
    int nfds;
    size_t bytes; /* its line's length: what its params hold, for budget.c */
};

enum cell_state {
    CELL_IDLE,   /* waiting for work: pooled, or a session between snippets */
    CELL_BUSY,   /* a request is in the worker's hands */
    CELL_ENDING, /* the jail is going away; waiting to reap it */
};

/* One jail and its worker, from spawn to reaping. */
struct cell {
    struct watch channel_watch; /* our end of the jail's fd 3 */
    struct watch jail_watch;    /* the jail's own fd (jail_process_fd) */
    struct cell *next, *prev;   /* the server's cells */
    struct cell *pool_next;     /* in the profile's pool */
    struct server *server;
    struct catalog_profile *profile;
    struct jail_process *process;
    enum cell_state state;
    bool pooled, ready, channel_eof, jail_done;
    struct buf in, out;
    bool out_watched;    /* EPOLLOUT requested on the channel */
    bool big_line;       /* holds one of the SERVER_BIG_RESULTS places */
    bool wants_big_line; /* the channel is not read until it gets one */
    bool over_budget;    /* not read while its owner holds too much (budget.c) */

    struct client *owner;    /* NULL while pooled or orphaned */
    struct session *session; /* the session it serves, or NULL */
    struct request *current; /* the request the worker is answering */
    uint64_t spawned_us;
    uint64_t busy_since_us;
    uint64_t idle_since_us;    /* a session's: when its last request ended */
    uint64_t streamed;         /* output bytes forwarded for this request */
    struct buf printed[2];     /* its last SERVER_PRINTED_KEEP bytes, stdout and stderr: */
    uint64_t printed_cut[2];   /* a killed jail's result has them, and says what was cut */
    uint64_t tool_call_id;     /* nonzero while a tool.call is out at the client */
    bool counted;              /* holds one of the --max-jails slots */
    bool reaped;               /* finished; the loop frees it at a safe point */
    const char *kill_reason;   /* a status the server killed it for ("output") */
    int netns_fd;              /* a recycled network namespace (netns.c), or -1 */
    int64_t memory;            /* bytes it holds of the server's total (memory.c) */
    bool evicted;              /* a warm jail killed to make room */
    struct jail_config config; /* the profile's, with this jail's channel */
};

struct session {
    struct session *next; /* the owner's sessions */
    char id[SERVER_SESSION_ID_LEN + 1];
    struct client *owner;
    struct cell *cell;           /* NULL once the jail ended */
    json_t *end;                 /* why it ended ({status, message}), once it has */
    struct request *head, *tail; /* waiting for the cell to be idle */
    json_t *tools;               /* names registered with session.set_tools (array) */
    json_t *authorized_imports;
    bool opened; /* the worker accepted session.open */
};

struct client {
    struct watch watch;
    struct client *next, *prev;
    struct server *server;
    pid_t pid;
    uid_t uid;
    gid_t gid;
    gid_t groups[64];
    int ngroups;
    struct buf in, out;
    bool skipping;       /* inside an oversized line, dropping it */
    bool big_line;       /* holds one of the SERVER_BIG_LINES places */
    bool wants_big_line; /* not read from until it gets one */
    bool eof;            /* the client hung up; it is freed once idle */
    bool read_closed;    /* it half-closed: no more requests, answers still go */
    bool paused;         /* reading stopped for backpressure */
    bool over_budget;    /* paused because it holds too much (budget.c) */
    bool out_watched, in_watched;
    bool more_input;                       /* complete lines left after a fair share */
    bool freed;                            /* detached; the loop frees it at a safe point */
    struct request *wait_head, *wait_tail; /* waiting for a jail slot */
    unsigned nwaiting;
    int fds[3]; /* passed with SCM_RIGHTS, for the client's next command */
    int nfds;
    struct client *ring_next; /* round-robin among clients that wait */
    bool in_ring;
    struct session *sessions;
    uint64_t id;
    uint64_t request_bytes; /* the bytes of its live requests */
    uint64_t last_input_us; /* when its socket last gave bytes */
};

/* The process that makes the server's jails (spawner.c). */
struct spawner {
    struct watch watch; /* its pidfd */
    pid_t pid;          /* <= 0: not running */
    int sock;           /* our end of its socket */
    uint64_t started_us;
};

struct server {
    int epoll;
    struct watch signals;
    struct watch listeners[LISTEN_MAX_FDS];
    int nlisteners;
    bool listening;
    const char *socket_path; /* ours to unlink at exit; NULL under systemd */
    const char *const *dirs; /* profile search path, NULL-terminated */
    const char *const *extra_dirs; /* the --profiles-dir part of it, for the spawner */
    struct spawner spawner;
    struct catalog catalog;
    struct client *clients;
    unsigned nclients;
    unsigned big_lines;         /* clients with big_line set */
    unsigned big_results;       /* cells with big_line set */
    unsigned cells_waiting_big; /* cells with wants_big_line set */
    struct cell *cells;
    unsigned busy; /* cells holding a --max-jails slot */
    unsigned max_jails;
    unsigned max_jails_per_user, max_sessions_per_user; /* by SO_PEERCRED uid */
    unsigned pool_size;
    struct client *ring; /* clients with requests waiting for a slot */
    bool draining;
    uint64_t drain_deadline_us;
    uint64_t started_us;
    uint64_t next_call_id, next_client_id;
    /* Counters for server.info. */
    uint64_t runs, sessions_opened, jails_spawned, pool_hits, pool_misses;
    uint64_t pool_unready; /* hits on a warm jail still setting up */
    /* The cgroup hierarchies, for the sweep of dead servers' groups. */
    struct cgroup_system cgroups;
    uint64_t orphans_due_us;
    /* memory.c's admission: the total, what live jails hold of it, and
     * their shared cgroup's name under warden/. */
    int64_t memory_total, memory_committed;
    bool memory_waiting; /* a request waits for memory: no warm jail may take it */
    char group[JAIL_CGROUP_NAME_MAX];
    /* pool_cgroup.c's jail cgroups: ready for a jail, and given back by
     * reaped jails, to be readied when the loop is quiet. */
    struct jail_cgroup *cgroups_ready[SERVER_CGROUP_SPARE];
    struct jail_cgroup *cgroups_used[SERVER_CGROUP_SPARE];
    unsigned ncgroups_ready, ncgroups_used;
    bool cgroups_off; /* none can be made here (rootless): jails go without */
    uint64_t cgroups_reused, cgroups_made; /* for server.info */
    /* budget.c: what clients may make the server hold, and what it holds:
     * the buffers of clients and jails, and the requests. */
    uint64_t client_buffer, buffer_total;
    uint64_t held_bytes, request_bytes;
    /* netns.c's spare network namespaces. */
    int netns_free[SERVER_NETNS_KEEP];
    unsigned netns_free_count;
};

/* fair.c */
/* Whether c's user may have one more jail (--max-jails-per-user; one
 * connection a quarter of them for runs) or session (--max-sessions-per-user). */
bool fair_jail_allowed(const struct client *c);
bool fair_session_allowed(const struct client *c);
/* Milliseconds until cell's idle session times out (0: now), or -1. */
int fair_idle_ms(const struct cell *cell);
/* Ends cell's session if it has been idle past its profile's IdleTimeoutSec=. */
void fair_check_idle(struct cell *cell);

/* budget.c */
/* Whether c may make the server hold more: under its floor, or under
 * --client-buffer while all are under --buffer-total. */
bool budget_allows(const struct client *c);
/* The same for a big line (past 16 KiB, up to a message): the floor does not
 * count, only --client-buffer and --buffer-total. */
bool budget_allows_big(const struct client *c);
/* The answer side: whether the jails of c (NULL: no client) may bring more
 * lines and its queued requests start. It counts what waits to go out. */
bool budget_answers_allowed(const struct client *c);
bool budget_answers_allow_big(const struct client *c);
/* Resumes the clients and jails held back for their budget that now fit;
 * the loop calls it once per round, after whatever freed bytes. */
void budget_wake(struct server *s);
/* Disconnects clients whose big line has stalled (SERVER_BIG_LINE_STALL_MS);
 * returns the milliseconds until the next may, or -1. */
int budget_check_stalls(struct server *s);
/* A request's bytes count for its client from its creation to its free. */
void budget_add_request(struct request *r, size_t bytes);
/* Its params are gone (sent to the worker) or it is being freed. */
void budget_drop_request(struct request *r);

/* client.c */
void client_accept(struct server *s, int listen_fd);
void client_handle(struct client *c, uint32_t events);
/* Handles up to a fair share of the client's buffered lines. */
void client_process(struct client *c);
/* Queues an outgoing line (already in c->out) for writing. */
void client_flush(struct client *c);
/* Once the client hung up: kills its jails, drops its sessions and requests
 * and frees it. Called by the loop between events only. */
void client_free(struct client *c);
void client_update_events(struct client *c);
/* Nothing of c's is waiting, running or unsent: a half-closed client is done. */
bool client_idle(const struct client *c);
/* Clients waiting for a big-line place get the free ones the budget allows. */
void client_grant_big_lines(struct server *s);
/* Answers a request and frees it. result is stolen. */
void client_reply(struct request *r, json_t *result);
void client_reply_error(struct request *r, int code, const char *message);
void request_free(struct request *r);

/* cell.c */
/* Starts a jail of profile. NULL with err set when it could not be made; a
 * jail whose setup fails later ends like any other. */
struct cell *cell_spawn(struct server *s, struct catalog_profile *profile, char *err,
                        size_t errlen);
/* Frees a reaped cell; called by the loop between events only. */
void cell_free(struct cell *cell);
/* Gives the worker one operation (a JSON object, stolen) for request r. */
/* Marks the cell busy with r and starts r's clock. */
void cell_begin(struct cell *cell, struct request *r);
void cell_send(struct cell *cell, struct request *r, json_t *op);
void cell_handle_channel(struct cell *cell, uint32_t events);
/* Cells waiting for a big-result place get one if any is free and their
 * owner is not backlogged. */
void cell_wake_waiting(struct server *s);
/* A channel held back while its owner was over budget is read again. */
void cell_resume(struct cell *cell);
void cell_handle_jail(struct cell *cell);
/* Kills the jail; the cell is freed once reaped. */
void cell_kill(struct cell *cell);
/* Ends the worker gracefully (EOF on its channel). */
void cell_close(struct cell *cell);
int cell_timeout_ms(const struct cell *cell);
void cell_check_timeout(struct cell *cell);
/* The client answered a tool.call. */
void cell_tool_result(struct cell *cell, json_t *result, json_t *error);
struct cell *cell_find_call(struct server *s, uint64_t call_id);

/* pool.c */
/* A warm jail of profile if one is ready, else a fresh one (or NULL, err set). */
struct cell *pool_take(struct server *s, struct catalog_profile *profile, char *err, size_t errlen);
/* Starts jails where pools are short, at most a batch per call. Returns the
 * milliseconds until it should be called again: 0 at once, -1 when nothing is
 * left to do. */
int pool_refill(struct server *s);
/* A jail's worker said "ready": the spawn-to-ready time pools are sized by. */
void pool_note_ready(struct cell *cell);

/* pool_cgroup.c */
/* A group for a jail of config (cell_spawn): a ready one, a given-back one
 * readied now, or a new one; NULL where none can be had (the jail then makes
 * its own, or goes without). */
struct jail_cgroup *pool_cgroup_take(struct server *s, const struct jail_config *config);
/* The group of a reaped jail: kept to be readied later, or removed. */
void pool_cgroup_give(struct server *s, struct jail_cgroup *group);
/* One step of work while the loop is quiet: readies one given-back group, or
 * makes one ahead for profile p. Returns whether it did anything. */
bool pool_cgroup_tidy(struct server *s, const struct catalog_profile *p);
/* Removes every kept group (reload, shutdown). */
void pool_cgroup_release_all(struct server *s);

/* netns.c */
/* Whether jails of profile (policy: its resolved filter) may reuse network
 * namespaces. */
bool netns_recyclable(const struct profile *profile, const struct policy *policy);
/* A spare namespace, or a new one: an fd, or -errno. */
int netns_take(struct server *s);
/* Back on the free list once the jail that used it is reaped. */
void netns_give(struct server *s, int fd);
void netns_release_all(struct server *s);
void pool_remove(struct cell *cell);
/* Kills every warm jail (reload, shutdown). */
void pool_drain_profile(struct catalog_profile *profile);

/* spawner.c */
/* Starts the spawner (0 or -errno); stops it (EOF, then SIGKILL and reap). */
int spawner_start(struct server *s);
void spawner_stop(struct server *s);
/* A fresh one, with the profiles as they are now (reload). */
void spawner_restart(struct server *s);
/* Its pidfd turned readable: it died. */
void spawner_handle(struct server *s);
/* jail_spawn for a jail of entry with config (the cell's copy of entry's). */
int spawner_spawn(struct server *s, const struct catalog_profile *entry,
                  const struct jail_config *config, struct jail_process **process);
/* The spawner's life: makes jails on request until the server hangs up.
 * Returns an exit status. */
int spawner_main(int sock, const char *const *dirs);

/* memory.c */
/* The total (0: SERVER_MEMORY_SHARE_PCT of RAM) and the jails' cgroup. */
int memory_setup(struct server *s, int64_t total);
void memory_teardown(struct server *s);
/* Whether a new jail of profile fits what is left. */
bool memory_fits(const struct server *s, const struct catalog_profile *profile);
/* A spawned jail holds its profile's MemoryMax= until it is reaped. */
void memory_commit(struct cell *cell);
void memory_release(struct cell *cell);
enum memory_admission { MEMORY_ADMIT, MEMORY_WAIT, MEMORY_NEVER };
/* Whether r's jail may start now; WAIT kills warm jails to make room. */
enum memory_admission memory_admit(struct server *s, const struct request *r);
/* Answers a request whose profile can never fit. */
void memory_refuse(struct request *r);

/* methods.c */
/* bytes: the request line's length. */
void methods_dispatch(struct client *c, json_t *id, const char *method, json_t *params,
                      size_t bytes);
/* Starts a run or session.open that the queue gave a slot. */
void methods_start(struct request *r);
/* A cell answered its current request; result is stolen. */
void methods_finish(struct cell *cell, json_t *result);
/* A cell's jail ended; answers what it was doing. jail_result is its result. */
void methods_cell_ended(struct cell *cell, const struct jail_result *jail_result);

/* queue.c */
/* Queues a run or session.open for a jail slot. */
void queue_add(struct client *c, struct request *r);
/* Starts waiting requests while --max-jails has room, fairly across clients. */
void queue_schedule(struct server *s);
/* Takes and releases a --max-jails slot. */
void queue_take_slot(struct cell *cell, struct client *c);
void queue_release_slot(struct cell *cell);

/* result.c */
/* The client's result from the worker's "result" message (borrowed). */
json_t *result_from_worker(struct cell *cell, json_t *msg);
/* {name, value, traceback, lineno} for a snippet the jail ended with status. */
json_t *result_jail_error(const struct cell *cell, const struct jail_result *jr,
                          const char *status);
/* The client's result for a snippet the jail ended (error borrowed). */
json_t *result_from_jail(const struct cell *cell, const struct jail_result *jr, const char *status,
                         json_t *error);

/* session.c */
/* session.exec, set_variables, set_tools and close. */
void session_dispatch(struct client *c, struct request *r);
/* session.open, once the scheduler gave it a slot. */
void session_open(struct request *r);
struct session *session_find(struct client *c, const char *id);
/* Starts the session's next waiting request if its jail is idle. */
void session_next(struct session *session);
void session_ended(struct session *session, const char *status, const char *message);
void session_free(struct session *session);
bool session_has_tool(const struct session *session, const char *name);
void session_opened(struct cell *cell, struct request *r, json_t *answer);

/* loop.c */
void server_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int server_watch(struct server *s, struct watch *w, uint32_t events);
void server_modify(struct server *s, struct watch *w, uint32_t events);
void server_unwatch(struct server *s, struct watch *w);
uint64_t server_now_us(void);

#endif
