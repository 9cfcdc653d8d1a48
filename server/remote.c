/* remote: a blocking JSON-RPC client of warden serve. */
#include "server/remote.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "server/limits.h"
#include "server/rpc.h"

const char *remote_default_path(void)
{
    static char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
    const char *env = getenv("WARDEN_SOCKET");
    if (env && *env)
        return env;
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    struct stat st;
    if (geteuid() != 0 && runtime && *runtime) {
        int n = snprintf(path, sizeof path, "%s/warden.sock", runtime);
        if (n > 0 && (size_t)n < sizeof path && stat(path, &st) == 0)
            return path;
    }
    return "/run/warden/warden.sock";
}

int remote_connect(struct remote *r, const char *path, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    if (strlen(path) >= sizeof addr.sun_path) {
        snprintf(err, errlen, "socket path too long: %s", path);
        return -ENAMETOOLONG;
    }
    strcpy(addr.sun_path, path);
    r->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (r->fd < 0 || connect(r->fd, (struct sockaddr *)&addr, sizeof addr) < 0) {
        int rc = -errno;
        snprintf(err, errlen, "connect to %s: %s", path, strerror(errno));
        if (r->fd >= 0)
            close(r->fd);
        r->fd = -1;
        return rc;
    }
    return 0;
}

void remote_close(struct remote *r)
{
    if (r->fd >= 0)
        close(r->fd);
    r->fd = -1;
    buf_free(&r->in);
}

/* Sends out; fds (if any) go with its first bytes (SCM_RIGHTS). */
static int send_buf_fds(struct remote *r, struct buf *out, const int *fds, int nfds)
{
    while (buf_len(out)) {
        char control[CMSG_SPACE(sizeof(int) * 8)];
        struct iovec iov = {out->data + out->start, buf_len(out)};
        struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1};
        if (nfds > 0 && nfds <= 8) {
            memset(control, 0, sizeof control);
            mh.msg_control = control;
            mh.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)nfds);
            struct cmsghdr *cm = CMSG_FIRSTHDR(&mh);
            cm->cmsg_level = SOL_SOCKET;
            cm->cmsg_type = SCM_RIGHTS;
            cm->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)nfds);
            memcpy(CMSG_DATA(cm), fds, sizeof(int) * (size_t)nfds);
        }
        ssize_t n = sendmsg(r->fd, &mh, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -errno;
        nfds = 0;
        buf_consume(out, (size_t)n);
    }
    return 0;
}

static int send_buf(struct remote *r, struct buf *out)
{
    return send_buf_fds(r, out, NULL, 0);
}

int remote_answer(struct remote *r, json_t *id, json_t *result)
{
    struct buf out = {0};
    if (result)
        rpc_send_result(&out, id, result);
    else
        rpc_send_error(&out, id, RPC_METHOD_NOT_FOUND, "this client offers no such method", NULL);
    int rc = send_buf(r, &out);
    buf_free(&out);
    return rc;
}

/* The next line from the server, parsed; NULL with *rc set at EOF or error. */
static json_t *next_message(struct remote *r, int *rc)
{
    for (;;) {
        char *line;
        size_t len;
        enum buf_line got = buf_next_line(&r->in, SERVER_MAX_MESSAGE + 1024, &line, &len);
        if (got == BUF_LINE) {
            json_t *msg = rpc_load(line, len, 0);
            if (msg)
                return msg;
            continue;
        }
        if (got == BUF_TOO_LONG) {
            *rc = -EMSGSIZE;
            return NULL;
        }
        ssize_t n = buf_read(&r->in, r->fd);
        if (n == -EINTR)
            continue;
        if (n <= 0) {
            *rc = n == 0 ? -ECONNRESET : (int)n;
            return NULL;
        }
    }
}

int remote_call(struct remote *r, const char *method, json_t *params, remote_message on_message,
                void *arg, json_t **result, json_t **error)
{
    return remote_call_fds(r, method, params, NULL, 0, on_message, arg, result, error);
}

int remote_call_fds(struct remote *r, const char *method, json_t *params, const int *fds, int nfds,
                    remote_message on_message, void *arg, json_t **result, json_t **error)
{
    *result = *error = NULL;
    json_int_t id = ++r->next_id;
    struct buf out = {0};
    json_t *jid = json_integer(id);
    rpc_send_request(&out, jid, method, params);
    json_decref(jid);
    int rc = send_buf_fds(r, &out, fds, nfds);
    buf_free(&out);
    if (rc < 0)
        return rc;
    for (;;) {
        json_t *msg = next_message(r, &rc);
        if (!msg)
            return rc;
        json_t *mid = json_object_get(msg, "id");
        const char *m = json_string_value(json_object_get(msg, "method"));
        if (m) {
            json_t *answer =
                on_message ? on_message(arg, m, mid, json_object_get(msg, "params")) : NULL;
            if (mid && (rc = remote_answer(r, mid, answer)) < 0) {
                json_decref(msg);
                return rc;
            }
            if (!mid)
                json_decref(answer);
        } else if (json_is_integer(mid) && json_integer_value(mid) == id) {
            *result = json_incref(json_object_get(msg, "result"));
            *error = json_incref(json_object_get(msg, "error"));
            json_decref(msg);
            return *error ? 1 : 0;
        }
        json_decref(msg);
    }
}
