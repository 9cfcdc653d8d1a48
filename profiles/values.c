/* values: parsing systemd's value syntaxes. */
#include "profiles/values.h"

#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <string.h>
#include <strings.h>

int value_parse_bool(const char *s, bool *out, const char **error)
{
    static const char *const yes[] = {"1", "yes", "y", "true", "t", "on"};
    static const char *const no[] = {"0", "no", "n", "false", "f", "off"};
    for (size_t i = 0; i < 6; i++) {
        if (strcasecmp(s, yes[i]) == 0) {
            *out = true;
            return 0;
        }
        if (strcasecmp(s, no[i]) == 0) {
            *out = false;
            return 0;
        }
    }
    *error = "expected a boolean (yes or no)";
    return -EINVAL;
}

static int parse_unsigned(const char *s, uint64_t *out, const char **end)
{
    if (*s < '0' || *s > '9')
        return -EINVAL;
    errno = 0;
    char *e;
    unsigned long long v = strtoull(s, &e, 10);
    if (errno)
        return -errno;
    *out = v;
    *end = e;
    return 0;
}

int value_parse_size(const char *s, int64_t *out, const char **error)
{
    *error = "expected a size such as 512M, or infinity";
    if (strcmp(s, "infinity") == 0) {
        *out = 0;
        return 0;
    }
    uint64_t v = 0;
    const char *end = s;
    if (parse_unsigned(s, &v, &end) < 0)
        return -EINVAL;
    static const char suffixes[] = "KMGTPE";
    int shift = 0;
    if (*end) {
        const char *at = strchr(suffixes, *end);
        if (!at || !*at || (end[1] && strcmp(end + 1, "B") != 0 && strcmp(end + 1, "iB") != 0))
            return -EINVAL;
        shift = 10 * (int)(at - suffixes + 1);
    }
    if (shift && v > (UINT64_C(1) << (62 - shift)))
        return -EINVAL;
    *out = (int64_t)(v << shift);
    return 0;
}

int value_parse_count(const char *s, int64_t *out, const char **error)
{
    *error = "expected a whole number, or infinity";
    if (strcmp(s, "infinity") == 0) {
        *out = 0;
        return 0;
    }
    uint64_t v = 0;
    const char *end = s;
    if (parse_unsigned(s, &v, &end) < 0 || *end || v > INT64_MAX)
        return -EINVAL;
    *out = (int64_t)v;
    return 0;
}

int value_parse_percent(const char *s, int64_t *out, const char **error)
{
    *error = "expected a percentage such as 50%";
    uint64_t v = 0;
    const char *end = s;
    if (parse_unsigned(s, &v, &end) < 0 || strcmp(end, "%") != 0 || v == 0 || v > 100000)
        return -EINVAL;
    *out = (int64_t)v;
    return 0;
}

int value_parse_seconds_ms(const char *s, uint64_t *out, const char **error)
{
    *error = "expected a time span such as 30, 1.5s, 500ms or 2min";
    if (strcmp(s, "infinity") == 0) {
        *out = 0;
        return 0;
    }
    if (*s < '0' || *s > '9')
        return -EINVAL;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || v < 0)
        return -EINVAL;
    double scale;
    if (!*end || strcmp(end, "s") == 0 || strcmp(end, "sec") == 0)
        scale = 1000;
    else if (strcmp(end, "ms") == 0 || strcmp(end, "msec") == 0)
        scale = 1;
    else if (strcmp(end, "min") == 0 || strcmp(end, "m") == 0)
        scale = 60000;
    else if (strcmp(end, "h") == 0)
        scale = 3600000;
    else
        return -EINVAL;
    if (v * scale > 1e15)
        return -EINVAL;
    *out = (uint64_t)(v * scale + 0.5);
    return 0;
}

int value_parse_errno(const char *s, int *out, const char **error)
{
    *error = "expected an errno name such as EPERM, or kill";
    if (!*s || strcmp(s, "kill") == 0) {
        *out = 0;
        return 0;
    }
    if (*s >= '0' && *s <= '9') {
        char *end;
        long v = strtol(s, &end, 10);
        if (*end || v <= 0 || v > 4095)
            return -EINVAL;
        *out = (int)v;
        return 0;
    }
    for (int e = 1; e < 4096; e++) {
        const char *name = strerrorname_np(e);
        if (name && strcmp(name, s) == 0) {
            *out = e;
            return 0;
        }
    }
    return -EINVAL;
}

char *value_format_size(int64_t v, char *buf, size_t len)
{
    static const char suffixes[] = "KMGTPE";
    if (v <= 0) {
        snprintf(buf, len, v == 0 ? "infinity" : "%lld", (long long)v);
        return buf;
    }
    int unit = 0;
    while (unit < 6 && v % 1024 == 0) {
        v /= 1024;
        unit++;
    }
    if (unit)
        snprintf(buf, len, "%lld%c", (long long)v, suffixes[unit - 1]);
    else
        snprintf(buf, len, "%lld", (long long)v);
    return buf;
}

char *value_format_count(int64_t v, char *buf, size_t len)
{
    snprintf(buf, len, v == 0 ? "infinity" : "%lld", (long long)v);
    return buf;
}

char *value_format_ms(uint64_t ms, char *buf, size_t len)
{
    if (ms == 0)
        snprintf(buf, len, "infinity");
    else if (ms % 60000 == 0 && ms >= 120000)
        snprintf(buf, len, "%llumin", (unsigned long long)(ms / 60000));
    else if (ms % 1000 == 0)
        snprintf(buf, len, "%llus", (unsigned long long)(ms / 1000));
    else if (ms > 1000)
        snprintf(buf, len, "%gs", (double)ms / 1000);
    else
        snprintf(buf, len, "%llums", (unsigned long long)ms);
    return buf;
}

char *value_format_errno(int e, char *buf, size_t len)
{
    const char *name = e ? strerrorname_np(e) : "kill";
    if (name)
        snprintf(buf, len, "%s", name);
    else
        snprintf(buf, len, "%d", e);
    return buf;
}

struct named_constant {
    const char *syscall; /* NULL: any of socket, socketpair */
    unsigned index;
    const char *name;
    uint64_t value;
};

/* The few argument values a policy is written about. The socket families are
 * the ones warden decides on (unix, inet) and the ones it refuses whatever the
 * profile says (packet, netlink, vsock...). */
static const struct named_constant constants[] = {
    {NULL, 0, "AF_UNIX", AF_UNIX},
    {NULL, 0, "AF_INET", AF_INET},
    {NULL, 0, "AF_INET6", AF_INET6},
    {NULL, 0, "AF_NETLINK", AF_NETLINK},
    {NULL, 0, "AF_PACKET", AF_PACKET},
    {NULL, 0, "AF_VSOCK", AF_VSOCK},
    {NULL, 0, "AF_BLUETOOTH", AF_BLUETOOTH},
    {NULL, 0, "AF_ALG", AF_ALG},
    {NULL, 0, "AF_KEY", AF_KEY},
    {NULL, 1, "SOCK_STREAM", SOCK_STREAM},
    {NULL, 1, "SOCK_DGRAM", SOCK_DGRAM},
    {NULL, 1, "SOCK_SEQPACKET", SOCK_SEQPACKET},
    {NULL, 1, "SOCK_RAW", SOCK_RAW},
    {"clone", 0, "CLONE_NEWUSER", CLONE_NEWUSER},
    {"clone", 0, "CLONE_NEWNS", CLONE_NEWNS},
    {"clone", 0, "CLONE_NEWPID", CLONE_NEWPID},
    {"clone", 0, "CLONE_NEWNET", CLONE_NEWNET},
    {"clone", 0, "CLONE_NEWIPC", CLONE_NEWIPC},
    {"clone", 0, "CLONE_NEWUTS", CLONE_NEWUTS},
    {"clone", 0, "CLONE_NEWCGROUP", CLONE_NEWCGROUP},
    {"clone", 0, "CLONE_THREAD", CLONE_THREAD},
    {"ioctl", 1, "TIOCSTI", TIOCSTI},
    {"ioctl", 1, "TIOCLINUX", TIOCLINUX},
    {"ioctl", 1, "FIONREAD", FIONREAD},
    {"ioctl", 1, "TCGETS", TCGETS},
    {"ioctl", 1, "FIOCLEX", FIOCLEX},
};

int value_parse_syscall_arg(const char *syscall, unsigned index, const char *name, uint64_t *out)
{
    bool sockets = strcmp(syscall, "socket") == 0 || strcmp(syscall, "socketpair") == 0;
    for (size_t i = 0; i < sizeof constants / sizeof constants[0]; i++) {
        const struct named_constant *c = &constants[i];
        bool applies = c->syscall ? strcmp(c->syscall, syscall) == 0 : sockets;
        if (applies && c->index == index && strcmp(c->name, name) == 0) {
            *out = c->value;
            return 0;
        }
    }
    return -EINVAL;
}

unsigned value_syscall_arg_index(const char *syscall, unsigned nth)
{
    return strcmp(syscall, "ioctl") == 0 ? nth + 1 : nth;
}
