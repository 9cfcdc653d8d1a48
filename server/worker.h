/* worker: what runs inside a jail and serves the server over the jail's fd 3,
 * one snippet or one session, then exits. The AST runtime is worker.c, called
 * in-process by the jail (no exec); the command runtime is kernel.py, the same
 * protocol spoken by the host's python3.
 *
 * The channel carries one compact JSON object per '\n'-terminated line. The
 * server sends one request at a time and waits for its answer:
 *   {"op":"open","authorized_imports":[...]}    -> {"op":"ok"} | {"op":"error","message"}
 *   {"op":"set_variables","variables":{...}}    -> ok | error   (tagged JSON values)
 *   {"op":"set_tools","tools":[{"name",...}]}   -> ok | error
 *   {"op":"exec","code":"...","variables"?:{}}  -> {"op":"result", ...executor result...}
 * While an exec runs the worker may send {"op":"output","stream","text"} at any
 * time, and {"op":"tool_call","name","args","kwargs"}, after which it waits for
 * {"op":"tool_result","value":...} or {"op":"tool_result","error":"..."}.
 * It sends {"op":"ready"} once, when it starts. EOF on fd 3 ends it.
 * Everything a worker sends is untrusted: the server checks it. */
#ifndef WARDEN_SERVER_WORKER_H
#define WARDEN_SERVER_WORKER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "executor/executor.h"

/* The worker's end of the channel in the jail (jail_config.extra_fd). */
#define WORKER_FD 3

/* What the AST worker needs from the profile; lives in the catalog, so the
 * jail's child (a fork) sees it at the same address. */
struct worker_setup {
    struct executor_limits limits;
    const char *const *authorized_imports; /* the profile's, NULL-terminated */
};

/* Whether this build has the AST executor linked in. */
bool worker_ast_available(void);

/* In the server, before any jail: does the executor's once-per-process setup
 * (types, interned strings, its C.UTF-8 locale) so that every jail inherits
 * it: faster, and it needs files the jail cannot open. */
void worker_prepare(void);

/* The jail callback of Runtime=ast profiles (arg: a struct worker_setup). */
int worker_main(void *arg);

/* The command runtime's kernel (server/kernel.py), embedded at build time. */
extern const char worker_kernel_py[];

#endif
