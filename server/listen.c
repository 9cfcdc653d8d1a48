/* listen: the listening sockets and systemd's socket-activation and notify
 * protocols, reimplemented in a few lines instead of linking libsystemd. */
#include "server/listen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "server/limits.h"

/* sd_listen_fds(3): passed sockets start at fd 3. */
#define LISTEN_FDS_START 3

const char *listen_default_path(void)
{
    static char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
    const char *env = getenv("WARDEN_SOCKET");
    if (env && *env)
        return env;
    if (geteuid() == 0)
        return "/run/warden/warden.sock";
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    if (!runtime || !*runtime)
        return NULL;
    int n = snprintf(path, sizeof path, "%s/warden.sock", runtime);
    return n > 0 && (size_t)n < sizeof path ? path : NULL;
}

int listen_from_systemd(int *fds, size_t max)
{
    const char *pid = getenv("LISTEN_PID"), *count = getenv("LISTEN_FDS");
    if (!pid || !count)
        return 0;
    /* The variables are for us only if systemd exec'd this very process. */
    long n = strtol(count, NULL, 10);
    bool ours = strtol(pid, NULL, 10) == (long)getpid();
    unsetenv("LISTEN_PID");
    unsetenv("LISTEN_FDS");
    unsetenv("LISTEN_FDNAMES");
    if (!ours || n <= 0)
        return 0;
    if ((size_t)n > max)
        return -EMFILE;
    for (long i = 0; i < n; i++) {
        int fd = LISTEN_FDS_START + (int)i;
        int type = 0;
        socklen_t len = sizeof type;
        if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) < 0 || type != SOCK_STREAM)
            return -ENOTSOCK;
        if (fcntl(fd, F_SETFD, FD_CLOEXEC) < 0 ||
            fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) < 0)
            return -errno;
        fds[i] = fd;
    }
    return (int)n;
}

static int fill_address(struct sockaddr_un *addr, const char *path)
{
    memset(addr, 0, sizeof *addr);
    addr->sun_family = AF_UNIX;
    if (strlen(path) >= sizeof addr->sun_path)
        return -ENAMETOOLONG;
    strcpy(addr->sun_path, path);
    return 0;
}

/* True when a server answers on path: its socket must not be unlinked. */
static bool socket_alive(const struct sockaddr_un *addr)
{
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    bool alive = connect(fd, (const struct sockaddr *)addr, sizeof *addr) == 0;
    close(fd);
    return alive;
}

/* /run/warden is made when missing (as systemd's RuntimeDirectory= would). */
static void make_parent(const char *path)
{
    char dir[sizeof(((struct sockaddr_un *)0)->sun_path)];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash && slash != dir) {
        *slash = '\0';
        mkdir(dir, 0755);
    }
}

int listen_on_path(const char *path, char *err, size_t errlen)
{
    struct sockaddr_un addr;
    if (fill_address(&addr, path) < 0) {
        snprintf(err, errlen, "socket path too long: %s", path);
        return -ENAMETOOLONG;
    }
    struct stat st;
    if (lstat(path, &st) == 0) {
        if (!S_ISSOCK(st.st_mode)) {
            snprintf(err, errlen, "%s exists and is not a socket", path);
            return -EEXIST;
        }
        if (socket_alive(&addr)) {
            snprintf(err, errlen, "a server already listens on %s", path);
            return -EADDRINUSE;
        }
        unlink(path); /* a stale socket from a server that died */
    }
    make_parent(path);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) {
        snprintf(err, errlen, "socket: %s", strerror(errno));
        return -errno;
    }
    /* Created with no permission for others, so no client can connect in the
     * window before the chmod. */
    mode_t old = umask(0177);
    int rc = bind(fd, (struct sockaddr *)&addr, sizeof addr);
    umask(old);
    if (rc < 0 || chmod(path, 0660) < 0 || listen(fd, SERVER_LISTEN_BACKLOG) < 0) {
        rc = -errno;
        snprintf(err, errlen, "listen on %s: %s", path, strerror(errno));
        close(fd);
        return rc;
    }
    return fd;
}

void listen_notify(const char *state)
{
    const char *path = getenv("NOTIFY_SOCKET");
    if (!path || (path[0] != '/' && path[0] != '@'))
        return;
    struct sockaddr_un addr;
    if (fill_address(&addr, path) < 0)
        return;
    socklen_t len = sizeof addr;
    if (path[0] == '@') { /* an abstract socket: a leading NUL, no terminator */
        addr.sun_path[0] = '\0';
        len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + strlen(path));
    }
    int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return;
    if (sendto(fd, state, strlen(state), MSG_NOSIGNAL, (struct sockaddr *)&addr, len) < 0) {
        /* systemd will time the start out and say so; nothing to add here */
    }
    close(fd);
}
