/* egress proxy: the jail's only way out. It runs on the host, outside the
 * jail, and serves a listening TCP socket that the jail's child made on its
 * own 127.0.0.1 (so the jail reaches it, and nothing else, through its
 * loopback) and handed over. It speaks HTTP CONNECT and plain HTTP proxying,
 * resolves names itself (the jail has no DNS), applies an egress_policy to
 * the name, the port and every address, answers a refusal with 403 and a
 * reason header, and reports each refusal. */
#ifndef WARDEN_EGRESS_PROXY_H
#define WARDEN_EGRESS_PROXY_H

#include "egress/policy.h"

#define EGRESS_MAX_CONNECTIONS 64   /* at once; more wait in the listen queue */
#define EGRESS_HEAD_MAX 8192        /* bytes of a request line and headers */
#define EGRESS_BUFFER 16384         /* bytes buffered per direction */
#define EGRESS_CONNECT_TIMEOUT_MS 10000

/* Serves until listener_source closes (the jail's end went away) or a
 * signal ends the process: first receives the listener over
 * listener_source (SCM_RIGHTS), then proxies. Each refusal is written to
 * report_fd as one line "HOST\tPORT\tREASON\n". Returns 0 or -errno. */
int egress_serve(int listener_source, const struct egress_policy *policy, int report_fd);

#endif
