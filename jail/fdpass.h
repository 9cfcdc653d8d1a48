/* fdpass: one fd over an AF_UNIX socket (SCM_RIGHTS), as the jail's child hands
 * its seccomp listener to the supervisor. */
#ifndef WARDEN_FDPASS_H
#define WARDEN_FDPASS_H

/* Sends fd with one byte of data. Returns 0 or -errno. No allocation. */
int fdpass_send(int sock, int fd);

/* Receives an fd (close-on-exec). Returns it, or -errno (-EBADMSG when the
 * message carried none). */
int fdpass_receive(int sock);

#endif
