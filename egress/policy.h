/* egress policy: which host names, addresses and ports a jail's traffic may
 * reach through the egress proxy ([Network] AllowedDomains=, DeniedDomains=,
 * AllowedPorts=, AddHosts=). Knows nothing of profiles or jails. */
#ifndef WARDEN_EGRESS_POLICY_H
#define WARDEN_EGRESS_POLICY_H

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>

#define EGRESS_MAX_PORTS 64
/* Where the proxy listens, on the jail's own 127.0.0.1 (HTTP_PROXY). */
#define EGRESS_PORT 3128
#define EGRESS_PORT_TEXT "3128"

struct egress_policy {
    /* A domain is "example.org" (that name only), "*.example.org" (any name
     * below it, not itself) or an address literal ("127.0.0.2", "::1"). */
    char *const *allowed;
    size_t nallowed;
    char *const *denied; /* wins over allowed */
    size_t ndenied;
    /* "name:address" (an IPv6 address may follow the first ':'): the
     * proxy's resolver answers address for name, as curl's --resolve does. */
    char *const *hosts;
    size_t nhosts;
    uint16_t ports[EGRESS_MAX_PORTS]; /* none: 80 and 443 */
    size_t nports;
};

/* What is wrong with an AllowedDomains=/DeniedDomains= item, or NULL. */
const char *egress_check_domain(const char *item);
/* What is wrong with an AddHosts= item ("name:address"), or NULL. */
const char *egress_check_host(const char *item);
/* What is wrong with an AllowedPorts= item (1-65535), or NULL. */
const char *egress_check_port(const char *item);

/* May the jail reach host (a name or an address literal, lower case, no
 * brackets) on port? NULL, or why not ("not in AllowedDomains"). */
const char *egress_refuse_name(const struct egress_policy *policy, const char *host,
                               uint16_t port);

/* May a connection go to addr, which host resolved to? A loopback, private,
 * link-local, multicast or unspecified address only when AllowedDomains=
 * lists that very address: a public name must not lead inside (DNS rebinding). */
const char *egress_refuse_address(const struct egress_policy *policy,
                                  const struct sockaddr *addr);

/* The address AddHosts= pins host to: 1 and *out filled (port 0), or 0. */
int egress_pinned(const struct egress_policy *policy, const char *host,
                  struct sockaddr_storage *out, socklen_t *len);

#endif
