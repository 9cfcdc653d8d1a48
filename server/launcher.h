/* launcher: runs a client's command in a warm jail of a Runtime=command
 * profile, with the client's own stdin, stdout and stderr (see launcher.c). */
#ifndef WARDEN_SERVER_LAUNCHER_H
#define WARDEN_SERVER_LAUNCHER_H

#include <jansson.h>
#include <stdbool.h>

#include "profiles/policy.h"

/* stdin, stdout and stderr, in that order. */
#define LAUNCHER_FDS 3
/* The longest message (the command's words with their NULs); the server
 * refuses longer commands. */
#define LAUNCHER_MAX_MESSAGE (128u << 10)

/* Server side: sends argv (an array of strings) and the fds over a warm
 * jail's channel. Returns 0 or -errno. */
int launcher_send(int channel, json_t *argv, const int fds[LAUNCHER_FDS]);

/* Whether a profile's filter (its resolved policy) lets launcher_await run
 * under it: then a warm jail loads its filter before the command comes. */
bool launcher_allowed(const struct policy *policy);

/* Jail side (jail_config.await_argv): waits for the command on fd 3. */
char *const *launcher_await(void *arg);

#endif
