/* network: the jail's network namespace starts with every interface down. When
 * the profile allows loopback, lo is brought up. */
#ifndef WARDEN_NETWORK_H
#define WARDEN_NETWORK_H

#include <stddef.h>

/* One SIOCSIFFLAGS ioctl: measured at ~0.05 ms against ~0.3 ms for libnl's
 * link get + change (bench/lo-up), so the jail uses this one. */
int net_loopback_up(char *err, size_t errlen);

/* The same through libnl-route, kept for richer setups (veth, addresses) and
 * measured beside the ioctl by bench/lo-up. */
int net_loopback_up_netlink(char *err, size_t errlen);

#endif
