/* egress proxy: one poll loop over the listener and each connection's two
 * sockets. A connection first reads its request head, is decided once
 * (name, port, then every address the name resolves to), and then only
 * relays bytes between the jail and the one upstream it was allowed: a later
 * request on the same connection can reach nothing else. Resolution and the
 * upstream connect block the loop (bounded by EGRESS_CONNECT_TIMEOUT_MS): a
 * jail's commands open few connections, and the proxy serves one jail. */
#include "egress/proxy.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include "jail/fdpass.h"

struct flow {
    char data[EGRESS_BUFFER];
    size_t len;
    bool eof; /* the reading side is done */
};

struct conn {
    int client, upstream;
    bool relaying; /* past the head */
    bool closing;  /* send what is buffered to the client, then close */
    char head[EGRESS_HEAD_MAX];
    size_t head_len;
    struct flow up;   /* client -> upstream */
    struct flow down; /* upstream -> client */
};

static void put(struct flow *f, const void *data, size_t n)
{
    if (n > sizeof f->data - f->len)
        n = sizeof f->data - f->len;
    memcpy(f->data + f->len, data, n);
    f->len += n;
}

static void report(int fd, const char *host, unsigned port, const char *why)
{
    char line[512];
    int n = snprintf(line, sizeof line, "%s\t%u\t%s\n", host, port, why);
    if (n > 0 && write(fd, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1) < 0) {
        /* the reader is gone: nothing to tell */
    }
}

/* Answers status with why in a header and the body, then closes. */
static void answer(struct conn *c, int status, const char *host, unsigned port, const char *why)
{
    char body[400], text[1024];
    snprintf(body, sizeof body, "warden egress: %s:%u %s\n", host, port, why);
    int n = snprintf(text, sizeof text,
                     "HTTP/1.1 %d %s\r\nX-Proxy-Error: %s\r\nX-Warden-Denied: %s\r\n"
                     "Content-Type: text/plain\r\nContent-Length: %zu\r\nConnection: close\r\n\r\n%s",
                     status, status == 403 ? "Forbidden" : status == 400 ? "Bad Request" : "Bad Gateway",
                     status == 403 ? "blocked-by-allowlist" : "upstream", why, strlen(body), body);
    put(&c->down, text, n > 0 && (size_t)n < sizeof text ? (size_t)n : 0);
    c->closing = true;
}

/* Splits "host:port", "[v6]:port" or (plain HTTP, no port) "host". */
static int split_authority(char *auth, unsigned default_port, char **host, unsigned *port)
{
    char *colon;
    if (auth[0] == '[') {
        char *close = strchr(auth, ']');
        if (!close)
            return -1;
        *close = '\0';
        *host = auth + 1;
        colon = close[1] == ':' ? close + 1 : NULL;
        if (close[1] && !colon)
            return -1;
    } else {
        *host = auth;
        colon = strrchr(auth, ':');
        if (colon && strchr(auth, ':') != colon)
            return -1; /* an IPv6 literal needs brackets */
        if (colon)
            *colon = '\0';
    }
    *port = default_port;
    if (colon) {
        char *end;
        long v = strtol(colon + 1, &end, 10);
        if (*end || v < 1 || v > 65535)
            return -1;
        *port = (unsigned)v;
    }
    for (char *p = *host; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
    return **host ? 0 : -1;
}

/* A non-blocking connect waited for at most the timeout. */
static int connect_bounded(const struct sockaddr *addr, socklen_t len)
{
    int fd = socket(addr->sa_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    if (connect(fd, addr, len) == 0)
        return fd;
    if (errno == EINPROGRESS) {
        struct pollfd p = {fd, POLLOUT, 0};
        int err = 0;
        socklen_t elen = sizeof err;
        if (poll(&p, 1, EGRESS_CONNECT_TIMEOUT_MS) == 1 &&
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &elen) == 0 && err == 0)
            return fd;
    }
    close(fd);
    return -1;
}

/* Resolves host (AddHosts= first) and connects to the first address the
 * policy accepts. Returns the socket, or -1 with *why set. */
static int open_upstream(const struct egress_policy *policy, const char *host, unsigned port,
                         const char **why)
{
    struct sockaddr_storage pinned;
    socklen_t pinned_len;
    struct addrinfo one = {0}, *list = NULL;
    if (egress_pinned(policy, host, &pinned, &pinned_len)) {
        one.ai_addr = (struct sockaddr *)&pinned;
        one.ai_addrlen = pinned_len;
    } else {
        struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
        if (getaddrinfo(host, NULL, &hints, &list) != 0) {
            *why = "the name does not resolve";
            return -1;
        }
    }
    *why = "could not connect";
    int fd = -1;
    for (struct addrinfo *a = list ? list : &one; a && fd < 0; a = a->ai_next) {
        const char *refused = egress_refuse_address(policy, a->ai_addr);
        if (refused) {
            *why = refused;
            continue;
        }
        if (a->ai_addr->sa_family == AF_INET)
            ((struct sockaddr_in *)a->ai_addr)->sin_port = htons((uint16_t)port);
        else
            ((struct sockaddr_in6 *)a->ai_addr)->sin6_port = htons((uint16_t)port);
        fd = connect_bounded(a->ai_addr, a->ai_addrlen);
    }
    if (list)
        freeaddrinfo(list);
    return fd;
}

/* The head is complete (it ends at end): decide, connect, start relaying. */
static void decide(struct conn *c, char *end, const struct egress_policy *policy, int report_fd)
{
    size_t rest = c->head_len - (size_t)(end + 4 - c->head);
    char *line_end = strstr(c->head, "\r\n");
    *line_end = '\0';
    char *method = c->head, *target = strchr(method, ' ');
    char *version = target ? strchr(target + 1, ' ') : NULL;
    if (!target || !version) {
        answer(c, 400, "-", 0, "a request line is METHOD TARGET VERSION");
        return;
    }
    *target++ = '\0';
    *version++ = '\0';
    bool tunnel = strcmp(method, "CONNECT") == 0;
    char *path = NULL, *host;
    unsigned port;
    if (!tunnel) {
        if (strncasecmp(target, "http://", 7) != 0) {
            answer(c, 400, "-", 0, "plain HTTP needs an absolute http:// URL; use CONNECT for TLS");
            return;
        }
        target += 7;
        char *slash = strchr(target, '/');
        if (!(path = strdup(slash ? slash : "/"))) {
            answer(c, 502, "-", 0, "out of memory");
            return;
        }
        if (slash)
            *slash = '\0';
        if (split_authority(target, 80, &host, &port) < 0) {
            free(path);
            answer(c, 400, "-", 0, "bad host in URL");
            return;
        }
    } else if (split_authority(target, 0, &host, &port) < 0 || port == 0) {
        answer(c, 400, "-", 0, "CONNECT needs HOST:PORT");
        return;
    }
    const char *why = egress_refuse_name(policy, host, (uint16_t)port);
    int fd = why ? -1 : open_upstream(policy, host, port, &why);
    if (fd < 0) {
        bool refused = strcmp(why, "could not connect") && strcmp(why, "the name does not resolve");
        if (refused)
            report(report_fd, host, port, why);
        answer(c, refused ? 403 : 502, host, port, why);
        free(path);
        return;
    }
    c->upstream = fd;
    c->relaying = true;
    if (tunnel) {
        static const char ok[] = "HTTP/1.1 200 Connection established\r\n\r\n";
        put(&c->down, ok, sizeof ok - 1);
    } else {
        /* The request line in origin form, then the rest of the head as sent. */
        char line[EGRESS_HEAD_MAX + 64];
        int n = snprintf(line, sizeof line, "%s %s %s\r\n", method, path, version);
        put(&c->up, line, n > 0 && (size_t)n < sizeof line ? (size_t)n : 0);
        put(&c->up, line_end + 2, (size_t)(end + 4 - (line_end + 2)));
        free(path);
    }
    put(&c->up, end + 4, rest);
}

static void conn_close(struct conn *c)
{
    if (c->client >= 0)
        close(c->client);
    if (c->upstream >= 0)
        close(c->upstream);
    c->client = c->upstream = -1;
}

/* Moves bytes from fd into f; false when the connection must end. */
static bool fill(int fd, struct flow *f)
{
    ssize_t n = read(fd, f->data + f->len, sizeof f->data - f->len);
    if (n > 0)
        f->len += (size_t)n;
    else if (n == 0)
        f->eof = true;
    return n >= 0 || errno == EAGAIN || errno == EINTR;
}

static bool drain(int fd, struct flow *f)
{
    ssize_t n = write(fd, f->data, f->len);
    if (n > 0) {
        memmove(f->data, f->data + n, f->len - (size_t)n);
        f->len -= (size_t)n;
    }
    return n >= 0 || errno == EAGAIN || errno == EINTR;
}

/* One poll round's work for c; false when it is over. */
static bool conn_step(struct conn *c, const struct pollfd *cp, const struct pollfd *up,
                      const struct egress_policy *policy, int report_fd)
{
    if (cp->revents & (POLLERR | POLLNVAL))
        return false;
    if (!c->relaying && !c->closing && (cp->revents & (POLLIN | POLLHUP))) {
        ssize_t n = read(c->client, c->head + c->head_len, sizeof c->head - 1 - c->head_len);
        if (n <= 0)
            return n < 0 && errno == EAGAIN;
        c->head_len += (size_t)n;
        c->head[c->head_len] = '\0';
        char *end = strstr(c->head, "\r\n\r\n");
        if (end)
            decide(c, end, policy, report_fd);
        else if (c->head_len == sizeof c->head - 1)
            answer(c, 400, "-", 0, "request head too long");
        return true;
    }
    if ((cp->revents & POLLOUT) && !drain(c->client, &c->down))
        return false;
    if (c->closing)
        return c->down.len > 0;
    if (!c->relaying)
        return true;
    if ((cp->revents & (POLLIN | POLLHUP)) && !c->up.eof && !fill(c->client, &c->up))
        return false;
    if (up && (up->revents & (POLLIN | POLLHUP | POLLERR)) && !c->down.eof &&
        !fill(c->upstream, &c->down))
        return false;
    if (up && (up->revents & POLLOUT) && !drain(c->upstream, &c->up))
        return false;
    /* A side that finished reading, once its bytes are out, half-closes. */
    if (c->up.eof && c->up.len == 0)
        shutdown(c->upstream, SHUT_WR);
    if (c->down.eof && c->down.len == 0)
        shutdown(c->client, SHUT_WR);
    return !(c->up.eof && c->down.eof && c->up.len == 0 && c->down.len == 0);
}

static short client_events(const struct conn *c)
{
    short ev = c->down.len ? POLLOUT : 0;
    if (c->closing)
        return ev;
    if (!c->relaying || (!c->up.eof && c->up.len < sizeof c->up.data))
        ev |= POLLIN;
    return ev;
}

static short upstream_events(const struct conn *c)
{
    short ev = c->up.len ? POLLOUT : 0;
    if (!c->down.eof && c->down.len < sizeof c->down.data)
        ev |= POLLIN;
    return ev;
}

int egress_serve(int listener_source, const struct egress_policy *policy, int report_fd)
{
    int listener = fdpass_receive(listener_source);
    if (listener < 0)
        return listener;
    struct conn *conns = calloc(EGRESS_MAX_CONNECTIONS, sizeof *conns);
    if (!conns)
        return -ENOMEM;
    size_t n = 0;
    for (;;) {
        struct pollfd fds[2 + 2 * EGRESS_MAX_CONNECTIONS];
        fds[0] = (struct pollfd){listener_source, 0, 0}; /* POLLHUP: the jail is gone */
        fds[1] = (struct pollfd){n < EGRESS_MAX_CONNECTIONS ? listener : -1, POLLIN, 0};
        for (size_t i = 0; i < n; i++) {
            fds[2 + 2 * i] = (struct pollfd){conns[i].client, client_events(&conns[i]), 0};
            fds[3 + 2 * i] = (struct pollfd){conns[i].upstream,
                                             conns[i].relaying ? upstream_events(&conns[i]) : 0, 0};
        }
        if (poll(fds, 2 + 2 * n, -1) < 0) {
            if (errno == EINTR)
                continue;
            free(conns);
            return -errno;
        }
        if (fds[0].revents & (POLLHUP | POLLERR)) {
            for (size_t i = 0; i < n; i++)
                conn_close(&conns[i]);
            free(conns);
            return 0;
        }
        for (size_t i = 0; i < n;) {
            const struct pollfd *up = conns[i].upstream >= 0 ? &fds[3 + 2 * i] : NULL;
            if (conn_step(&conns[i], &fds[2 + 2 * i], up, policy, report_fd)) {
                i++;
                continue;
            }
            conn_close(&conns[i]);
            /* The last one takes its place; its poll entries move with it. */
            if (i != --n) {
                conns[i] = conns[n];
                fds[2 + 2 * i] = fds[2 + 2 * n];
                fds[3 + 2 * i] = fds[3 + 2 * n];
            } else {
                break;
            }
        }
        if (fds[1].revents & POLLIN) {
            int fd = accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (fd >= 0) {
                struct conn *c = &conns[n++];
                memset(c, 0, sizeof *c);
                c->client = fd;
                c->upstream = -1;
            }
        }
    }
}
