/* launcher: commands through the server (`warden run --connect -- CMD`). A
 * warm jail of a Runtime=command profile waits for one message on its fd 3:
 * its length (a native uint32) and the command's words, each ending in NUL,
 * with the client's stdin, stdout and stderr attached (SCM_RIGHTS). It puts
 * them on fds 0-2 and returns the words; the jail execs them, so the
 * command's output goes straight to the client, as with a jail of its own.
 * The wait happens under the profile's filter when the filter allows it
 * (launcher_allowed), else right before the filter is loaded. */
#include "server/launcher.h"

#include <errno.h>
#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "profiles/policy.h"
#include "server/worker.h"

/* ---- the server's half -------------------------------------------------- */

int launcher_send(int channel, json_t *argv, const int fds[LAUNCHER_FDS])
{
    /* Its length, then the words, each ending in NUL: no parsing, and
     * nothing to allocate, in the jail. */
    char *msg = malloc(LAUNCHER_MAX_MESSAGE);
    size_t len = sizeof(uint32_t), i;
    json_t *word;
    if (!msg)
        return -ENOMEM;
    json_array_foreach(argv, i, word)
    {
        size_t n = json_string_length(word);
        if (len + n + 1 > LAUNCHER_MAX_MESSAGE) {
            free(msg);
            return -E2BIG;
        }
        memcpy(msg + len, json_string_value(word), n);
        msg[len + n] = '\0';
        len += n + 1;
    }
    uint32_t total = (uint32_t)len;
    memcpy(msg, &total, sizeof total);

    char control[CMSG_SPACE(sizeof(int) * LAUNCHER_FDS)];
    memset(control, 0, sizeof control);
    struct iovec iov = {msg, len};
    struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control,
                        .msg_controllen = sizeof control};
    struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
    cm->cmsg_level = SOL_SOCKET;
    cm->cmsg_type = SCM_RIGHTS;
    cm->cmsg_len = CMSG_LEN(sizeof(int) * LAUNCHER_FDS);
    memcpy(CMSG_DATA(cm), fds, sizeof(int) * LAUNCHER_FDS);
    /* The channel is new and empty, and the message is capped far below a
     * socket buffer: it goes in one call or not at all. */
    ssize_t n = sendmsg(channel, &mh, MSG_NOSIGNAL);
    int rc = n == (ssize_t)len ? 0 : n < 0 ? -errno : -EMSGSIZE;
    free(msg);
    return rc;
}

bool launcher_allowed(const struct policy *policy)
{
    /* What launcher_await and the exec after it call: the receive, the dup2s
     * and closes, a failure's write, the exec. */
    static const int needs[] = {SYS_recvmsg, SYS_dup2,   SYS_close,
                                SYS_write,   SYS_execve, SYS_exit_group};
    for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++) {
        bool checked;
        if (!policy_may_allow(policy, needs[i], &checked) || checked)
            return false;
    }
    return true;
}

/* ---- the jail's half ---------------------------------------------------- */

/* The whole message; the fds come with its first bytes. It lives in static
 * storage: this runs once per jail, right before exec. */
static char message[LAUNCHER_MAX_MESSAGE];
static char *argv_words[LAUNCHER_MAX_MESSAGE / 2 + 1];

static size_t receive(int fds[LAUNCHER_FDS], int *nfds)
{
    size_t len = 0;
    *nfds = 0;
    for (;;) {
        char control[CMSG_SPACE(sizeof(int) * LAUNCHER_FDS)];
        struct iovec iov = {message + len, sizeof message - len};
        struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control,
                            .msg_controllen = sizeof control};
        ssize_t n = recvmsg(WORKER_FD, &mh, MSG_CMSG_CLOEXEC);
        if (n < 0 && errno == EINTR)
            continue;
        for (struct cmsghdr *cm = CMSG_FIRSTHDR(&mh); n > 0 && cm; cm = CMSG_NXTHDR(&mh, cm)) {
            size_t count = (cm->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            if (cm->cmsg_level == SOL_SOCKET && cm->cmsg_type == SCM_RIGHTS &&
                *nfds + count <= LAUNCHER_FDS) {
                memcpy(fds + *nfds, CMSG_DATA(cm), sizeof(int) * count);
                *nfds += (int)count;
            }
        }
        if (n <= 0 || (mh.msg_flags & MSG_CTRUNC))
            return 0;
        len += (size_t)n;
        uint32_t total;
        memcpy(&total, message, sizeof total);
        if (len >= sizeof total && (total > sizeof message || total < len))
            return 0;
        if (len >= sizeof total && len == total)
            return len;
    }
}

char *const *launcher_await(void *arg)
{
    (void)arg;
    int fds[LAUNCHER_FDS], nfds;
    size_t len = receive(fds, &nfds);
    size_t count = 0;
    for (size_t at = sizeof(uint32_t); len && at < len; at += strlen(message + at) + 1)
        argv_words[count++] = message + at;
    argv_words[count] = NULL;
    bool ok = count > 0 && nfds == LAUNCHER_FDS;
    /* dup2 clears close-on-exec on the copies; the originals go. */
    for (int i = 0; ok && i < LAUNCHER_FDS; i++)
        ok = dup2(fds[i], i) == i;
    for (int i = 0; i < nfds; i++)
        close(fds[i]);
    close(WORKER_FD);
    return ok ? argv_words : NULL;
}
