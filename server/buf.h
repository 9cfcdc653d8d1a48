/* buf: a growable byte buffer that is filled from one end and consumed from the
 * other. It carries the newline-framed JSON lines of both channels: client
 * sockets and the pipes to the jails. */
#ifndef WARDEN_SERVER_BUF_H
#define WARDEN_SERVER_BUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct buf {
    char *data;
    size_t start, end, cap; /* live bytes are data[start, end) */
    size_t scanned;         /* bytes after start known to hold no newline */
    size_t used;            /* high-water mark: data[0, used) may hold old bytes */
    uint64_t *account;      /* when set: charged with the live bytes, end - start */
};

static inline size_t buf_len(const struct buf *b)
{
    return b->end - b->start;
}

int buf_append(struct buf *b, const void *data, size_t len);
void buf_consume(struct buf *b, size_t len);
/* Takes back the bytes appended after the first len (a message half-written). */
void buf_truncate(struct buf *b, size_t len);
/* Zeroes what the buffer held before freeing it: a jail is a fork of the
 * server and inherits its heap, freed blocks included. The account stays. */
void buf_free(struct buf *b);

/* Reads what fd has (up to a chunk). Returns bytes read, 0 at EOF, or -errno
 * (-EAGAIN when nothing is there). */
ssize_t buf_read(struct buf *b, int fd);

/* buf_read for a unix socket that may carry fds (SCM_RIGHTS): they are
 * appended to fds[*nfds..max), close-on-exec; any beyond max are closed.
 * At most limit bytes are read (0: a chunk). */
ssize_t buf_recv(struct buf *b, int fd, size_t limit, int *fds, int *nfds, int max);
/* Gives back the memory of a buffer grown past keep bytes once it holds
 * less than half of that (a large message was consumed). */
void buf_trim(struct buf *b, size_t keep);
/* Writes as much as fd takes. Returns 0 when empty, 1 when bytes remain, or
 * -errno. */
int buf_write(struct buf *b, int fd);

enum buf_line { BUF_LINE, BUF_NO_LINE, BUF_TOO_LONG };
/* The next complete line (without its '\n', NUL-terminated in place); *line
 * stays valid until the next call. BUF_TOO_LONG when max bytes arrived with no
 * newline: the caller decides whether to skip (buf_skip_line) or give up. */
enum buf_line buf_next_line(struct buf *b, size_t max, char **line, size_t *len);
/* Drops bytes up to and including the next newline; false if none arrived yet
 * (everything is dropped and the rest of that line is dropped as it comes). */
bool buf_skip_line(struct buf *b, bool *skipping);

#endif
