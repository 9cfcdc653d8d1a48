/* server/limits.h: every limit of the fork-server, in one place, with its unit
 * and the reason for its value. */
#ifndef WARDEN_SERVER_LIMITS_H
#define WARDEN_SERVER_LIMITS_H

/* Bytes in one JSON-RPC line, from a client or from a jail. A snippet, its
 * variables or its result must fit; 16 MiB is what the research note proposes
 * and far above any LLM-written snippet. A longer line is answered with an
 * error (client) or ends the jail (a jail has no business sending one). */
#define SERVER_MAX_MESSAGE (16u << 20)

/* Bytes of input one client may hold unanswered (an unterminated line, or
 * lines not yet handled) on its own: any request but a big one fits, and 1,024
 * idle clients with half-sent lines then hold at most 32 MiB between them. */
#define SERVER_CLIENT_LINE_SMALL (16u << 10)

/* Clients at once whose input may grow past SERVER_CLIENT_LINE_SMALL, up to
 * SERVER_MAX_MESSAGE (a big snippet or set of variables): the server's input
 * buffers then never hold more than this many 16 MiB lines. Others wait, with
 * their bytes in their own socket buffers, until one of these is done. */
#define SERVER_BIG_LINES 2

/* Milliseconds a client holding a big-line place may send nothing (while the
 * server reads from it) before it is disconnected: two clients that stop
 * halfway through a long line must not hold the places forever. */
#define SERVER_BIG_LINE_STALL_MS 10000

/* Jails at once whose unfinished line to the server may grow past
 * SERVER_CLIENT_LINE_SMALL (a large result or output line), up to
 * SERVER_MAX_MESSAGE. The others' writes block in their channel until a place
 * frees, which a finished line does at once: results of any size pass, and
 * the server holds at most this many of them half-read. A jail whose client is
 * over its buffer (budget.c) gets no place until that client reads. */
#define SERVER_BIG_RESULTS 2

/* Bytes from which an allocation is its own mapping (mallopt
 * M_MMAP_THRESHOLD), given back to the system when freed. */
#define SERVER_MMAP_THRESHOLD (256u << 10)

/* Bytes the server may hold for one client unless --client-buffer says
 * otherwise (budget.c): its unread answers and notifications, its requests
 * (queued or running, counted by the length of their lines), its half-read
 * input and its jails' unhandled lines. Past it the server stops reading the
 * client's requests and its jails' output (their writes block in the jail,
 * whose clock runs on) and starts none of its queued requests, until the
 * client reads. Nothing is dropped. 8 MiB holds many large results. */
#define SERVER_CLIENT_BUFFER (8u << 20)

/* Bytes all clients together may hold unless --buffer-total says otherwise:
 * the same counts, summed, plus the big lines in flight. Past it only clients
 * under SERVER_CLIENT_FLOOR go on, so that clients that never read cannot
 * starve a small request of another. */
#define SERVER_BUFFER_TOTAL (64u << 20)

/* Bytes a client may hold whatever the others hold: a small request and its
 * answer (a print(1) takes under 1 KiB) fit beside a half-sent line. The
 * floors of SERVER_MAX_CLIENTS clients add up to 64 MiB. */
#define SERVER_CLIENT_FLOOR (64u << 10)

/* Bytes of each stream of a running snippet's output kept for its result in
 * case the jail is killed (timeout, memory, output cap): the last ones. The
 * whole output went to the client as notifications already. */
#define SERVER_PRINTED_KEEP (64u << 10)

/* Requests of one client waiting for a jail before the server stops reading
 * from that client. They are queued, never dropped; past this the kernel's
 * socket buffer fills and the client's writes block. */
#define SERVER_CLIENT_QUEUE 256

/* Connected clients at once; past this, new connections wait in the listen
 * backlog (accept resumes when one leaves). */
#define SERVER_MAX_CLIENTS 1024

/* The listen(2) backlog. */
#define SERVER_LISTEN_BACKLOG 128

/* Jails serving requests at once (runs and open sessions) unless --max-jails
 * says otherwise: 32 per core keeps the 2-core machines busy without letting
 * memory limits add up past what they have. */
#define SERVER_DEFAULT_MAX_JAILS 64

/* Warm jails kept ready per profile: enough to absorb a burst from a few
 * clients while the pool refills, few enough that idle jails cost little
 * (each holds its namespaces, a cgroup and a few MiB of memory). */
#define SERVER_POOL_SIZE 4

/* Warm jails a profile's pool may grow to when requests come faster than
 * SERVER_POOL_SIZE jails can be readied (server/pool.c's pool_target): enough
 * for back-to-back runs from a few clients on a machine where a jail takes
 * 10-20 ms to be ready (a v1 cgroup move waiting for an RCU grace period),
 * few enough that idle warm jails stay a small cost. --pool N sets the floor
 * and, at four times N, the ceiling. */
#define SERVER_POOL_MAX 16

/* Jail cgroups kept for reuse (server/pool_cgroup.c): groups of reaped jails
 * waiting to be readied, and ready ones. A steady stream needs one or two
 * (each jail that ends gives one back for the next); a burst from many
 * clients returns more at once, and past this they are removed. */
#define SERVER_CGROUP_SPARE 16

/* Ready groups made ahead per pooled profile while the loop is quiet, so that
 * a jail spawned for a request that found its pool empty makes none. */
#define SERVER_CGROUP_AHEAD 2

/* Pool jails started per loop iteration. One: between two spawns (each costs
 * the server ~0.5 ms of clone3) the loop looks at its events again, so a
 * refill never holds up a waiting reply for more than one spawn. */
#define SERVER_POOL_SPAWN_BATCH 1

/* Requests handled per client per loop iteration, so one busy client cannot
 * starve the others (round-robin fairness). */
#define SERVER_FAIR_BATCH 16

/* Profiles the server loads (built-ins and --profiles-dir files). */
#define SERVER_MAX_PROFILES 256

/* Registered tools per session, and the bytes of one tool name. */
#define SERVER_MAX_TOOLS 256

/* Milliseconds an AST jail gets past its snippet's deadline before the server kills it:
 * the executor stops itself at the deadline and keeps the session (status "timeout"),
 * and the kill stays the backstop for one long C operation (a huge pow, a regex). */
#define SERVER_DEADLINE_GRACE_MS 2000
#define SERVER_MAX_TOOL_NAME 128

/* Bytes of output notifications one snippet may stream; more ends the run
 * with status "output". The profile's OutputMax= lowers it. */
#define SERVER_MAX_STREAMED_OUTPUT (16u << 20)

/* Milliseconds SIGTERM waits for running jails to finish before killing them. */
#define SERVER_DRAIN_MS 10000

/* Milliseconds between two sweeps for the cgroups of jails whose server (or
 * CLI) died by SIGKILL; the first is at start. A minute keeps a reused
 * machine clean at the cost of one readdir per hierarchy. */
#define SERVER_ORPHAN_SWEEP_MS 60000

/* Spare network namespaces kept for reuse (server/netns.c); more are closed. */
#define SERVER_NETNS_KEEP 256

/* Milliseconds the server waits for its spawner to make a jail (a clone, a
 * few hundred microseconds) before it starts another: generous, as the first
 * request also waits for a fresh spawner to load the profiles. */
#define SERVER_SPAWNER_REPLY_MS 10000

/* A spawner that dies within this many microseconds of its start is not
 * restarted at once but when a jail is next needed: no restart loop. */
#define SERVER_SPAWNER_RESTART_US 1000000

/* Percent of the machine's RAM that the MemoryMax= of all live jails may add
 * up to, unless --memory-total says otherwise: the rest is the host's, the
 * server's and the page cache's. */
#define SERVER_MEMORY_SHARE_PCT 75

/* Length of a session id ("s" and 16 hex digits). */
#define SERVER_SESSION_ID_LEN 17

#endif
