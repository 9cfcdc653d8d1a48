/* fdpass: passing one fd with SCM_RIGHTS. */
#include "jail/fdpass.h"

#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* The control buffer for one fd, aligned for struct cmsghdr. */
union fd_control {
    char buf[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
};

static void prepare(struct msghdr *msg, struct iovec *iov, char *byte, union fd_control *control)
{
    *iov = (struct iovec){byte, 1};
    *msg = (struct msghdr){.msg_iov = iov, .msg_iovlen = 1, .msg_control = control->buf,
                           .msg_controllen = sizeof control->buf};
}

int fdpass_send(int sock, int fd)
{
    char byte = 0;
    struct iovec iov;
    struct msghdr msg;
    union fd_control control;
    prepare(&msg, &iov, &byte, &control);
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    cmsg->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(cmsg), &fd, sizeof(int));
    return sendmsg(sock, &msg, 0) < 0 ? -errno : 0;
}

int fdpass_receive(int sock)
{
    char byte;
    struct iovec iov;
    struct msghdr msg;
    union fd_control control;
    prepare(&msg, &iov, &byte, &control);
    ssize_t n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
    if (n < 0)
        return -errno;
    if (n == 0)
        return -EBADMSG; /* the child went away before sending */
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    if (!cmsg || cmsg->cmsg_level != SOL_SOCKET || cmsg->cmsg_type != SCM_RIGHTS)
        return -EBADMSG;
    int fd;
    memcpy(&fd, CMSG_DATA(cmsg), sizeof(int));
    return fd;
}

union many_control {
    char buf[CMSG_SPACE(sizeof(int) * FDPASS_MAX)];
    struct cmsghdr align;
};

int fdpass_send_many(int sock, const void *data, size_t len, const int *fds, size_t nfds)
{
    if (nfds > FDPASS_MAX)
        return -EINVAL;
    union many_control control;
    memset(&control, 0, sizeof control);
    struct iovec iov = {(void *)data, len};
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1};
    if (nfds) {
        msg.msg_control = control.buf;
        msg.msg_controllen = CMSG_SPACE(sizeof(int) * nfds);
        struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
        cmsg->cmsg_level = SOL_SOCKET;
        cmsg->cmsg_type = SCM_RIGHTS;
        cmsg->cmsg_len = CMSG_LEN(sizeof(int) * nfds);
        memcpy(CMSG_DATA(cmsg), fds, sizeof(int) * nfds);
    }
    ssize_t n;
    while ((n = sendmsg(sock, &msg, MSG_NOSIGNAL)) < 0 && errno == EINTR)
        ;
    return n < 0 ? -errno : n == (ssize_t)len ? 0 : -EMSGSIZE;
}

ssize_t fdpass_receive_many(int sock, void *data, size_t len, int *fds, size_t *nfds)
{
    union many_control control;
    struct iovec iov = {data, len};
    struct msghdr msg = {.msg_iov = &iov,
                         .msg_iovlen = 1,
                         .msg_control = control.buf,
                         .msg_controllen = sizeof control.buf};
    *nfds = 0;
    ssize_t n;
    while ((n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR)
        ;
    if (n < 0)
        return -errno;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
            continue;
        size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t i = 0; i < count; i++) {
            int fd;
            memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
            if (*nfds < FDPASS_MAX)
                fds[(*nfds)++] = fd;
            else
                close(fd);
        }
    }
    if (msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) {
        while (*nfds)
            close(fds[--*nfds]);
        return -EBADMSG;
    }
    return n;
}
