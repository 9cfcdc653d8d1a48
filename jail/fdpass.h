/* fdpass: one fd over an AF_UNIX socket (SCM_RIGHTS), as the jail's child hands
 * its seccomp listener to the supervisor. */
#ifndef WARDEN_FDPASS_H
#define WARDEN_FDPASS_H

#include <stddef.h>
#include <sys/types.h>

/* Sends fd with one byte of data. Returns 0 or -errno. No allocation. */
int fdpass_send(int sock, int fd);

/* Receives an fd (close-on-exec). Returns it, or -errno (-EBADMSG when the
 * message carried none). */
int fdpass_receive(int sock);

/* The most fds one fdpass_send_many message carries. */
#define FDPASS_MAX 8

/* Sends len bytes (one message on a SOCK_SEQPACKET socket) with nfds fds.
 * Returns 0 or -errno. */
int fdpass_send_many(int sock, const void *data, size_t len, const int *fds, size_t nfds);

/* Receives one message of at most len bytes and the fds it carried (at most
 * FDPASS_MAX, close-on-exec) into fds, their count in *nfds. Returns the
 * message's length, 0 at EOF, or -errno (-EBADMSG: it was cut short). */
ssize_t fdpass_receive_many(int sock, void *data, size_t len, int *fds, size_t *nfds);

#endif
