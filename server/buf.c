/* buf: the byte buffer under both channels' line framing. */
#include "server/buf.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* Bytes read per read(2); the buffer itself grows only as far as the data. */
#define BUF_CHUNK 65536
/* The smallest allocation: most messages (a result, an output line) fit. */
#define BUF_MIN 1024

static int reserve(struct buf *b, size_t more)
{
    if (b->start && b->cap - b->end < more) {
        /* Slide the live bytes down before growing. */
        memmove(b->data, b->data + b->start, buf_len(b));
        b->end -= b->start;
        b->start = 0;
    }
    if (b->cap - b->end >= more)
        return 0;
    size_t cap = b->cap ? b->cap : BUF_MIN;
    while (cap - b->end < more)
        cap *= 2;
    char *grown = malloc(cap);
    if (!grown)
        return -ENOMEM;
    if (b->data) {
        memcpy(grown, b->data, b->end);
        explicit_bzero(b->data, b->used);
        free(b->data);
    }
    b->used = b->end;
    b->data = grown;
    b->cap = cap;
    return 0;
}

int buf_append(struct buf *b, const void *data, size_t len)
{
    int rc = reserve(b, len + 1);
    if (rc < 0)
        return rc;
    if (len) /* data may be NULL when there is nothing to copy */
        memcpy(b->data + b->end, data, len);
    b->end += len;
    if (b->account)
        *b->account += len;
    if (b->end > b->used)
        b->used = b->end;
    return 0;
}

void buf_consume(struct buf *b, size_t len)
{
    if (b->account)
        *b->account -= len;
    b->start += len;
    b->scanned = b->scanned > len ? b->scanned - len : 0;
    if (b->start == b->end)
        b->start = b->end = b->scanned = 0;
}

void buf_truncate(struct buf *b, size_t len)
{
    if (len < buf_len(b)) {
        if (b->account)
            *b->account -= buf_len(b) - len;
        b->end = b->start + len;
        if (b->scanned > len)
            b->scanned = len;
    }
}

void buf_free(struct buf *b)
{
    uint64_t *account = b->account;
    if (b->data) {
        explicit_bzero(b->data, b->used);
        free(b->data);
    }
    if (account)
        *account -= buf_len(b);
    memset(b, 0, sizeof *b);
    b->account = account;
}

/* One read(2), or a recvmsg(2) taking fds when fds is not NULL. */
static ssize_t read_some(int fd, char *to, size_t len, int *fds, int *nfds, int max)
{
    if (!fds) {
        ssize_t n = read(fd, to, len);
        return n < 0 ? -errno : n;
    }
    char control[CMSG_SPACE(sizeof(int) * 8)];
    struct iovec iov = {to, len};
    struct msghdr mh = {
        .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    ssize_t n = recvmsg(fd, &mh, MSG_CMSG_CLOEXEC);
    if (n < 0)
        return -errno;
    for (struct cmsghdr *cm = CMSG_FIRSTHDR(&mh); cm; cm = CMSG_NXTHDR(&mh, cm)) {
        if (cm->cmsg_level != SOL_SOCKET || cm->cmsg_type != SCM_RIGHTS)
            continue;
        size_t count = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t i = 0; i < count; i++) {
            int got;
            memcpy(&got, CMSG_DATA(cm) + i * sizeof(int), sizeof got);
            if (*nfds < max)
                fds[(*nfds)++] = got;
            else
                close(got);
        }
    }
    return n;
}

ssize_t buf_recv(struct buf *b, int fd, size_t limit, int *fds, int *nfds, int max)
{
    size_t want = limit && limit < BUF_CHUNK ? limit : BUF_CHUNK;
    /* Straight into the buffer when it has room, else through the stack, so
     * that a small message never makes a chunk-sized allocation. */
    if (b->cap - b->end >= BUF_CHUNK / 4) {
        size_t room = b->cap - b->end - 1;
        ssize_t n = read_some(fd, b->data + b->end, room < want ? room : want, fds, nfds, max);
        if (n < 0)
            return n;
        b->end += (size_t)n;
        if (b->account)
            *b->account += (size_t)n;
        if (b->end > b->used)
            b->used = b->end;
        return n;
    }
    char chunk[BUF_CHUNK];
    ssize_t n = read_some(fd, chunk, want, fds, nfds, max);
    if (n <= 0)
        return n;
    int rc = buf_append(b, chunk, (size_t)n);
    explicit_bzero(chunk, (size_t)n);
    return rc < 0 ? rc : n;
}

ssize_t buf_read(struct buf *b, int fd)
{
    return buf_recv(b, fd, 0, NULL, NULL, 0);
}

void buf_trim(struct buf *b, size_t keep)
{
    if (b->cap <= keep || buf_len(b) > keep / 2)
        return;
    struct buf small = {.account = b->account};
    if (buf_append(&small, b->data + b->start, buf_len(b)) < 0)
        return; /* keeping the big one is still correct */
    buf_free(b);
    *b = small;
}

int buf_write(struct buf *b, int fd)
{
    while (buf_len(b)) {
        ssize_t n = write(fd, b->data + b->start, buf_len(b));
        if (n < 0)
            return errno == EAGAIN ? 1 : -errno;
        buf_consume(b, (size_t)n);
    }
    return 0;
}

enum buf_line buf_next_line(struct buf *b, size_t max, char **line, size_t *len)
{
    if (buf_len(b) == b->scanned)
        return buf_len(b) > max ? BUF_TOO_LONG : BUF_NO_LINE;
    char *begin = b->data + b->start;
    char *nl = memchr(begin + b->scanned, '\n', buf_len(b) - b->scanned);
    if (!nl) {
        b->scanned = buf_len(b);
        return buf_len(b) > max ? BUF_TOO_LONG : BUF_NO_LINE;
    }
    size_t n = (size_t)(nl - begin);
    if (n > max)
        return BUF_TOO_LONG;
    *nl = '\0';
    *line = begin;
    *len = n;
    /* The caller reads the line before the next call; consuming now keeps
     * the bytes in place until then. */
    buf_consume(b, n + 1);
    return BUF_LINE;
}

bool buf_skip_line(struct buf *b, bool *skipping)
{
    char *begin = b->data + b->start;
    char *nl = buf_len(b) ? memchr(begin, '\n', buf_len(b)) : NULL;
    if (!nl) {
        buf_consume(b, buf_len(b));
        *skipping = true;
        return false;
    }
    buf_consume(b, (size_t)(nl - begin) + 1);
    *skipping = false;
    return true;
}
