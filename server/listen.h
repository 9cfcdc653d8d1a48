/* listen: the server's AF_UNIX stream sockets: its own (default path, mode
 * 0660, never stealing a live server's path) or systemd's (LISTEN_FDS), and
 * the sd_notify readiness messages. */
#ifndef WARDEN_SERVER_LISTEN_H
#define WARDEN_SERVER_LISTEN_H

#include <stddef.h>

#define LISTEN_MAX_FDS 8

/* The default socket: /run/warden/warden.sock as root, else
 * $XDG_RUNTIME_DIR/warden.sock; NULL when neither applies. $WARDEN_SOCKET
 * overrides both (clients honour it too). */
const char *listen_default_path(void);

/* Takes the sockets systemd passed (LISTEN_PID/LISTEN_FDS), unsetting the
 * variables. Returns how many (0 when none), or -errno. */
int listen_from_systemd(int *fds, size_t max);

/* Binds and listens on path, mode 0660. An existing socket is replaced only
 * when nothing answers on it. Returns the fd or -errno with err set. */
int listen_on_path(const char *path, char *err, size_t errlen);

/* Sends state ("READY=1", "STOPPING=1", "RELOADING=1") to $NOTIFY_SOCKET if
 * set; quietly does nothing otherwise. */
void listen_notify(const char *state);

#endif
