/* network: the jail's network namespace starts with every interface down. When
 * the profile allows loopback, lo is brought up. */
#ifndef WARDEN_NETWORK_H
#define WARDEN_NETWORK_H

#include <stddef.h>

/* One SIOCSIFFLAGS ioctl: measured at ~0.05 ms against ~0.3 ms for libnl's
 * link get + change (bench/lo-up), so the jail uses this one. */
int net_loopback_up(char *err, size_t errlen);

/* A TCP listener on 127.0.0.1:port of the jail's own network namespace (lo
 * up), sent over the AF_UNIX socket sock and closed here, as is sock: the
 * jail's only way out is a proxy outside that serves it. 0 or -errno. */
int net_hand_out_listener(unsigned port, int sock, char *err, size_t errlen);

/* The same through libnl-route, kept for richer setups (veth, addresses) and
 * measured beside the ioctl by bench/lo-up. */
int net_loopback_up_netlink(char *err, size_t errlen);

#endif
