/* fdpass: passing one fd with SCM_RIGHTS. */
#include "jail/fdpass.h"

#include <errno.h>
#include <string.h>
#include <sys/socket.h>

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
