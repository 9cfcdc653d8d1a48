/* network: bringing lo up inside the jail's network namespace. */
#include "jail/network.h"

#include <errno.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netlink/route/link.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "jail/fdpass.h"
#include "jail/util.h"

int net_hand_out_listener(unsigned port, int sock, char *err, size_t errlen)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return jail_fail(err, errlen, -errno, "egress listener");
    struct sockaddr_in at = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port),
                             .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    int rc = 0;
    if (bind(fd, (struct sockaddr *)&at, sizeof at) < 0 || listen(fd, 64) < 0)
        rc = jail_fail(err, errlen, -errno, "egress listener on 127.0.0.1:%u", port);
    else if ((rc = fdpass_send(sock, fd)) < 0)
        rc = jail_fail(err, errlen, rc, "hand the egress listener to the proxy");
    close(fd);
    close(sock);
    return rc;
}

int net_loopback_up(char *err, size_t errlen)
{
    int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return jail_fail(err, errlen, -errno, "socket for lo");
    struct ifreq ifr;
    memset(&ifr, 0, sizeof ifr);
    strcpy(ifr.ifr_name, "lo");
    int rc = 0;
    if (ioctl(fd, SIOCGIFFLAGS, &ifr) < 0)
        rc = jail_fail(err, errlen, -errno, "get lo flags");
    else {
        ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
        if (ioctl(fd, SIOCSIFFLAGS, &ifr) < 0)
            rc = jail_fail(err, errlen, -errno, "bring lo up");
    }
    close(fd);
    return rc;
}

int net_loopback_up_netlink(char *err, size_t errlen)
{
    struct nl_sock *sock = nl_socket_alloc();
    struct rtnl_link *link = NULL, *change = NULL;
    int rc = 0;

    if (!sock)
        return jail_fail(err, errlen, -ENOMEM, "netlink socket");
    if (nl_connect(sock, NETLINK_ROUTE) < 0) {
        rc = jail_fail(err, errlen, -ECONNREFUSED, "netlink connect");
        goto out;
    }
    if (rtnl_link_get_kernel(sock, 0, "lo", &link) < 0) {
        rc = jail_fail(err, errlen, -ENODEV, "netlink get lo");
        goto out;
    }
    change = rtnl_link_alloc();
    if (!change) {
        rc = jail_fail(err, errlen, -ENOMEM, "netlink link");
        goto out;
    }
    rtnl_link_set_flags(change, IFF_UP);
    if (rtnl_link_change(sock, link, change, 0) < 0)
        rc = jail_fail(err, errlen, -EPERM, "netlink bring lo up");
out:
    if (change)
        rtnl_link_put(change);
    if (link)
        rtnl_link_put(link);
    nl_socket_free(sock);
    return rc;
}
