/* egress policy: name and address rules of the egress proxy. Names compare
 * case-insensitively without a trailing dot; addresses compare as parsed, so
 * "::1" and "0:0::1" are one. */
#include "egress/policy.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static bool is_address(const char *s)
{
    struct in6_addr a6;
    struct in_addr a4;
    return inet_pton(AF_INET, s, &a4) == 1 || inet_pton(AF_INET6, s, &a6) == 1;
}

static bool is_name(const char *s)
{
    size_t n = strlen(s);
    return n > 0 && n <= 253 &&
           strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_") == n &&
           s[0] != '.' && s[0] != '-';
}

const char *egress_check_domain(const char *item)
{
    if (is_address(item))
        return NULL;
    const char *name = strncmp(item, "*.", 2) == 0 ? item + 2 : item;
    if (strchr(name, '*'))
        return "a wildcard may only start a name (*.example.org)";
    return is_name(name) ? NULL : "is not a host name, *.domain or address";
}

const char *egress_check_host(const char *item)
{
    const char *colon = strchr(item, ':');
    if (!colon || colon == item)
        return "expected NAME:ADDRESS";
    char name[256];
    size_t n = (size_t)(colon - item);
    if (n >= sizeof name)
        return "the name is too long";
    memcpy(name, item, n);
    name[n] = '\0';
    if (!is_name(name))
        return "is not NAME:ADDRESS with a host name";
    return is_address(colon + 1) ? NULL : "is not NAME:ADDRESS with an IP address";
}

const char *egress_check_port(const char *item)
{
    char *end;
    long v = strtol(item, &end, 10);
    return *item && !*end && v >= 1 && v <= 65535 ? NULL : "is not a port (1-65535)";
}

/* Both addresses parse to the same one. */
static bool same_address(const char *a, const char *b)
{
    unsigned char x[16], y[16];
    int family = strchr(a, ':') ? AF_INET6 : AF_INET;
    if (family != (strchr(b, ':') ? AF_INET6 : AF_INET))
        return false;
    return inet_pton(family, a, x) == 1 && inet_pton(family, b, y) == 1 &&
           memcmp(x, y, family == AF_INET ? 4 : 16) == 0;
}

static bool name_matches(const char *pattern, const char *host)
{
    if (is_address(pattern) || is_address(host))
        return is_address(pattern) && is_address(host) && same_address(pattern, host);
    size_t hn = strlen(host);
    while (hn && host[hn - 1] == '.')
        hn--;
    if (strncmp(pattern, "*.", 2) == 0) {
        size_t sn = strlen(pattern + 1); /* ".example.org" */
        return hn > sn && strncasecmp(host + hn - sn, pattern + 1, sn) == 0;
    }
    return strlen(pattern) == hn && strncasecmp(pattern, host, hn) == 0;
}

static bool listed(char *const *list, size_t n, const char *host)
{
    for (size_t i = 0; i < n; i++)
        if (name_matches(list[i], host))
            return true;
    return false;
}

const char *egress_refuse_name(const struct egress_policy *p, const char *host, uint16_t port)
{
    if (listed(p->denied, p->ndenied, host))
        return "listed in DeniedDomains";
    if (!listed(p->allowed, p->nallowed, host))
        return "not in AllowedDomains";
    if (p->nports == 0)
        return port == 80 || port == 443 ? NULL : "port not in AllowedPorts (80 443)";
    for (size_t i = 0; i < p->nports; i++)
        if (p->ports[i] == port)
            return NULL;
    return "port not in AllowedPorts";
}

/* Loopback, private (RFC 1918, ULA), link-local, CGNAT, multicast, the
 * unspecified address, and IPv4 in IPv6 of any of those. */
static bool is_internal(const struct sockaddr *addr)
{
    if (addr->sa_family == AF_INET) {
        uint32_t a = ntohl(((const struct sockaddr_in *)addr)->sin_addr.s_addr);
        return (a >> 24) == 0 || (a >> 24) == 10 || (a >> 24) == 127 ||
               (a >> 20) == (172u << 4 | 1) || (a >> 16) == (192u << 8 | 168) ||
               (a >> 16) == (169u << 8 | 254) || (a >> 22) == (100u << 2 | 1) || (a >> 28) >= 14;
    }
    if (addr->sa_family != AF_INET6)
        return true;
    const struct in6_addr *a = &((const struct sockaddr_in6 *)addr)->sin6_addr;
    if (IN6_IS_ADDR_V4MAPPED(a)) {
        struct sockaddr_in v4 = {.sin_family = AF_INET};
        memcpy(&v4.sin_addr, a->s6_addr + 12, 4);
        return is_internal((const struct sockaddr *)&v4);
    }
    return IN6_IS_ADDR_LOOPBACK(a) || IN6_IS_ADDR_UNSPECIFIED(a) || IN6_IS_ADDR_LINKLOCAL(a) ||
           IN6_IS_ADDR_SITELOCAL(a) || IN6_IS_ADDR_MULTICAST(a) || (a->s6_addr[0] & 0xfe) == 0xfc;
}

const char *egress_refuse_address(const struct egress_policy *p, const struct sockaddr *addr)
{
    if (!is_internal(addr))
        return NULL;
    char text[INET6_ADDRSTRLEN];
    const void *raw = addr->sa_family == AF_INET
                          ? (const void *)&((const struct sockaddr_in *)addr)->sin_addr
                          : (const void *)&((const struct sockaddr_in6 *)addr)->sin6_addr;
    if (inet_ntop(addr->sa_family, raw, text, sizeof text) && listed(p->allowed, p->nallowed, text))
        return NULL;
    return "resolves to a private or loopback address that AllowedDomains does not list";
}

int egress_pinned(const struct egress_policy *p, const char *host, struct sockaddr_storage *out,
                  socklen_t *len)
{
    for (size_t i = 0; i < p->nhosts; i++) {
        const char *colon = strchr(p->hosts[i], ':');
        size_t n = (size_t)(colon - p->hosts[i]);
        if (strlen(host) != n || strncasecmp(host, p->hosts[i], n) != 0)
            continue;
        memset(out, 0, sizeof *out);
        struct sockaddr_in *v4 = (struct sockaddr_in *)out;
        struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)out;
        if (inet_pton(AF_INET, colon + 1, &v4->sin_addr) == 1) {
            v4->sin_family = AF_INET;
            *len = sizeof *v4;
        } else if (inet_pton(AF_INET6, colon + 1, &v6->sin6_addr) == 1) {
            v6->sin6_family = AF_INET6;
            *len = sizeof *v6;
        } else {
            continue;
        }
        return 1;
    }
    return 0;
}
