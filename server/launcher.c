/* launcher: commands through the server (`warden run --connect -- CMD`). A
 * warm jail of a Runtime=command profile waits, fully set up but for seccomp,
 * for one line {"argv":[...]} on its fd 3 with the client's stdin, stdout and
 * stderr attached (SCM_RIGHTS). It puts them on fds 0-2 and returns the argv;
 * the jail then loads the profile's filter and execs it, so the command's
 * output goes straight to the client, as with a jail of its own. */
#include "server/launcher.h"

#include <errno.h>
#include <jansson.h>
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
    json_t *msg = json_pack("{s:O}", "argv", argv);
    char *line = msg ? json_dumps(msg, JSON_COMPACT) : NULL;
    json_decref(msg);
    if (!line)
        return -ENOMEM;
    size_t len = strlen(line);
    line[len++] = '\n'; /* json_dumps's NUL becomes the line's end */

    char control[CMSG_SPACE(sizeof(int) * LAUNCHER_FDS)];
    memset(control, 0, sizeof control);
    struct iovec iov = {line, len};
    struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control,
                        .msg_controllen = sizeof control};
    struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
    cm->cmsg_level = SOL_SOCKET;
    cm->cmsg_type = SCM_RIGHTS;
    cm->cmsg_len = CMSG_LEN(sizeof(int) * LAUNCHER_FDS);
    memcpy(CMSG_DATA(cm), fds, sizeof(int) * LAUNCHER_FDS);
    /* The channel is new and empty, and argv is capped far below a socket
     * buffer: the line goes in one call or not at all. */
    ssize_t n = sendmsg(channel, &mh, MSG_NOSIGNAL);
    int rc = n == (ssize_t)len ? 0 : n < 0 ? -errno : -EMSGSIZE;
    free(line);
    return rc;
}

bool launcher_allowed(const struct profile *profile)
{
    /* What launcher_await and the exec after it call: malloc's brk, mmap and
     * munmap, the receive, the dup2s and closes, a failure's write. */
    static const int needs[] = {SYS_brk,  SYS_mmap,  SYS_munmap, SYS_recvmsg, SYS_dup2,
                                SYS_close, SYS_write, SYS_execve, SYS_exit_group};
    struct policy *policy = malloc(sizeof *policy);
    bool ok = policy && policy_resolve(profile, -1, policy) == 0;
    for (size_t i = 0; ok && i < sizeof needs / sizeof needs[0]; i++) {
        bool checked;
        ok = policy_may_allow(policy, needs[i], &checked) && !checked;
    }
    free(policy);
    return ok;
}

/* ---- the jail's half ---------------------------------------------------- */

static void close_all(const int *fds, int n)
{
    for (int i = 0; i < n; i++)
        close(fds[i]);
}

/* Reads the one line; the fds come with its first bytes. */
static char *receive_line(int fds[LAUNCHER_FDS], int *nfds)
{
    size_t cap = LAUNCHER_MAX_LINE, len = 0;
    char *line = malloc(cap);
    *nfds = 0;
    while (line) {
        char control[CMSG_SPACE(sizeof(int) * LAUNCHER_FDS)];
        struct iovec iov = {line + len, cap - len - 1};
        struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control,
                            .msg_controllen = sizeof control};
        ssize_t n = recvmsg(WORKER_FD, &mh, MSG_CMSG_CLOEXEC);
        if (n < 0 && errno == EINTR)
            continue;
        for (struct cmsghdr *cm = CMSG_FIRSTHDR(&mh); n > 0 && cm; cm = CMSG_NXTHDR(&mh, cm)) {
            if (cm->cmsg_level != SOL_SOCKET || cm->cmsg_type != SCM_RIGHTS)
                continue;
            int count = (int)((cm->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            int got[LAUNCHER_FDS];
            if (count > LAUNCHER_FDS || *nfds + count > LAUNCHER_FDS)
                break; /* the kernel truncated it: MSG_CTRUNC below */
            memcpy(got, CMSG_DATA(cm), sizeof(int) * (size_t)count);
            memcpy(fds + *nfds, got, sizeof(int) * (size_t)count);
            *nfds += count;
        }
        if (n <= 0 || (mh.msg_flags & MSG_CTRUNC))
            break;
        len += (size_t)n;
        if (memchr(line + len - n, '\n', (size_t)n)) {
            line[len] = '\0';
            return line;
        }
        if (len + 1 == cap)
            break; /* longer than the server ever sends */
    }
    free(line);
    return NULL;
}

char *const *launcher_await(void *arg)
{
    (void)arg;
    int fds[LAUNCHER_FDS], nfds;
    char *line = receive_line(fds, &nfds);
    json_t *msg = line ? json_loads(line, 0, NULL) : NULL;
    free(line);
    json_t *list = json_object_get(msg, "argv");
    size_t count = json_array_size(list);
    char **argv = nfds == LAUNCHER_FDS && count ? calloc(count + 1, sizeof *argv) : NULL;
    for (size_t i = 0; argv && i < count; i++) {
        const char *word = json_string_value(json_array_get(list, i));
        if (!word || !(argv[i] = strdup(word))) {
            free(argv); /* the child is about to exit: the words may leak */
            argv = NULL;
        }
    }
    json_decref(msg);
    /* dup2 clears close-on-exec on the copies; the originals go. */
    for (int i = 0; argv && i < LAUNCHER_FDS; i++)
        if (dup2(fds[i], i) < 0)
            argv = NULL;
    close_all(fds, nfds);
    close(WORKER_FD);
    return argv;
}
