/* Egress through the allowlist proxy, end to end: real HTTP servers of this
 * test on loopback addresses of the host (127.0.0.2 and ::1), the real
 * build/warden, python3 in the jail speaking to the proxy on its own lo. */
#include <arpa/inet.h>
#include <criterion/criterion.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"

struct server {
    int fd;
    int port;
    const char *greeting;
};

/* Answers every connection with a fixed body, then closes it. */
static void *serve(void *arg)
{
    struct server *s = arg;
    for (;;) {
        int c = accept(s->fd, NULL, NULL);
        if (c < 0)
            return NULL;
        char buf[4096];
        if (read(c, buf, sizeof buf) > 0) {
            char reply[256];
            int n = snprintf(reply, sizeof reply,
                             "HTTP/1.0 200 OK\r\nContent-Length: %zu\r\n\r\n%s",
                             strlen(s->greeting), s->greeting);
            if (write(c, reply, (size_t)n) < 0) {
                /* the client left */
            }
        }
        close(c);
    }
}

/* A server on address (a loopback one), on a port the kernel picks; -1 when
 * the machine lacks that address family (no IPv6). */
static int start_server(struct server *s, int family, const char *address, const char *greeting)
{
    struct sockaddr_storage at = {0};
    socklen_t len;
    if (family == AF_INET) {
        struct sockaddr_in *a = (struct sockaddr_in *)&at;
        a->sin_family = AF_INET;
        inet_pton(AF_INET, address, &a->sin_addr);
        len = sizeof *a;
    } else {
        struct sockaddr_in6 *a = (struct sockaddr_in6 *)&at;
        a->sin6_family = AF_INET6;
        inet_pton(AF_INET6, address, &a->sin6_addr);
        len = sizeof *a;
    }
    s->fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (s->fd < 0 || bind(s->fd, (struct sockaddr *)&at, len) < 0 || listen(s->fd, 16) < 0) {
        if (s->fd >= 0)
            close(s->fd);
        return -1;
    }
    getsockname(s->fd, (struct sockaddr *)&at, &len);
    s->port = ntohs(family == AF_INET ? ((struct sockaddr_in *)&at)->sin_port
                                      : ((struct sockaddr_in6 *)&at)->sin6_port);
    s->greeting = greeting;
    pthread_t t;
    pthread_create(&t, NULL, serve, s);
    pthread_detach(t);
    return 0;
}

/* Runs in the jail: each line of argv is one attempt, its outcome printed. */
static const char client_py[] =
    "import os, socket, sys, urllib.request\n"
    "def tunnel(target):\n"
    "    s = socket.create_connection(('127.0.0.1', 3128), timeout=10)\n"
    "    s.sendall(b'CONNECT ' + target.encode() + b' HTTP/1.1\\r\\n\\r\\n')\n"
    "    head = b''\n"
    "    while b'\\r\\n\\r\\n' not in head:\n"
    "        head += s.recv(1)\n"
    "    status = head.split(b' ')[1].decode()\n"
    "    if status != '200':\n"
    "        why = [l for l in head.split(b'\\r\\n') if l.startswith(b'X-Warden-Denied')]\n"
    "        return status + ' ' + (why[0].decode() if why else '')\n"
    "    s.sendall(b'GET / HTTP/1.0\\r\\n\\r\\n')\n"
    "    body = b''\n"
    "    while True:\n"
    "        chunk = s.recv(4096)\n"
    "        if not chunk: break\n"
    "        body += chunk\n"
    "    return 'tunnel ' + body.split(b'\\r\\n\\r\\n', 1)[1].decode()\n"
    "def plain(url):\n"
    "    try:\n"
    "        return 'http ' + urllib.request.urlopen(url, timeout=10).read().decode()\n"
    "    except urllib.error.HTTPError as e:\n"
    "        return str(e.code) + ' X-Warden-Denied: ' + e.headers.get('X-Warden-Denied', '')\n"
    "def direct(host, port):\n"
    "    try:\n"
    "        socket.create_connection((host, int(port)), timeout=5)\n"
    "        return 'direct connected'\n"
    "    except OSError as e:\n"
    "        return 'direct ' + type(e).__name__\n"
    "def local(_):\n"
    "    srv = socket.socket(); srv.bind(('127.0.0.1', 0)); srv.listen()\n"
    "    try:\n"
    "        socket.create_connection(srv.getsockname(), timeout=5)\n"
    "        return 'local connected'\n"
    "    except OSError as e:\n"
    "        return 'local ' + type(e).__name__\n"
    "def resolve(name):\n"
    "    try:\n"
    "        socket.getaddrinfo(name, 80)\n"
    "        return 'resolve ok'\n"
    "    except OSError as e:\n"
    "        return 'resolve ' + type(e).__name__\n"
    "for arg in sys.argv[1:]:\n"
    "    kind, _, what = arg.partition(' ')\n"
    "    if kind == 'tunnel': print(arg, '=>', tunnel(what))\n"
    "    elif kind == 'plain': print(arg, '=>', plain(what))\n"
    "    elif kind == 'direct': print(arg, '=>', direct(*what.rsplit(':', 1)))\n"
    "    elif kind == 'local': print(arg, '=>', local(what))\n"
    "    else: print(arg, '=>', resolve(what))\n";

static struct server v4, v4_other, v6;
static bool have_v6;

static void start_servers(void)
{
    cr_assert_eq(start_server(&v4, AF_INET, "127.0.0.2", "hello-v4"), 0);
    cr_assert_eq(start_server(&v4_other, AF_INET, "127.0.0.3", "hello-other"), 0);
    have_v6 = start_server(&v6, AF_INET6, "::1", "hello-v6") == 0;
}

/* The outcome line the jail printed for one attempt. */
static const char *outcome(const char *out, const char *attempt, char *buf, size_t len)
{
    char key[256];
    snprintf(key, sizeof key, "%s => ", attempt);
    const char *at = strstr(out, key);
    if (!at)
        return "(no such line)";
    at += strlen(key);
    size_t n = strcspn(at, "\n");
    snprintf(buf, len, "%.*s", (int)n, at);
    return buf;
}

Test(egress, allowlist_by_name_port_and_address, .init = start_servers, .timeout = 120)
{
    char conf[1024];
    snprintf(conf, sizeof conf,
             "[Profile]\nExtends=cpython\n[Network]\n"
             "AllowedDomains=127.0.0.2 ::1 allowed.test *.wild.test rebind.test\n"
             "DeniedDomains=no.wild.test\n"
             "AllowedPorts=%d %d\n"
             "AddHosts=allowed.test:127.0.0.2 a.wild.test:127.0.0.2 no.wild.test:127.0.0.2 "
             "rebind.test:127.0.0.3\n",
             v4.port, have_v6 ? v6.port : v4.port);
    const char *profile = e2e_temp_file("egress.conf", conf);
    char a[16][128];
    int k = 0;
    snprintf(a[k++], 128, "tunnel 127.0.0.2:%d", v4.port);             /* an allowed literal */
    snprintf(a[k++], 128, "tunnel allowed.test:%d", v4.port);          /* an allowed name */
    snprintf(a[k++], 128, "plain http://allowed.test:%d/", v4.port);   /* plain HTTP */
    snprintf(a[k++], 128, "tunnel a.wild.test:%d", v4.port);           /* a wildcard */
    snprintf(a[k++], 128, "tunnel wild.test:%d", v4.port);             /* not the bare name */
    snprintf(a[k++], 128, "tunnel no.wild.test:%d", v4.port);          /* denied wins */
    snprintf(a[k++], 128, "tunnel allowed.test:%d", v4.port + 1);      /* a port mismatch */
    snprintf(a[k++], 128, "tunnel rebind.test:%d", v4.port);           /* a name leading inside */
    snprintf(a[k++], 128, "tunnel 127.0.0.3:%d", v4_other.port);       /* an unlisted literal */
    snprintf(a[k++], 128, "direct 127.0.0.2:%d", v4.port);             /* around the proxy */
    snprintf(a[k++], 128, "resolve example.org");                      /* no DNS of its own */
    snprintf(a[k++], 128, "local server");  /* Landlock: connects go only to the proxy */
    int v6_first = k;
    if (have_v6) {
        snprintf(a[k++], 128, "tunnel [::1]:%d", v6.port);
        snprintf(a[k++], 128, "direct ::1:%d", v6.port);
    }
    const char *args[24] = {"run", "-p", profile, "--json", "--", "python3", "-c", client_py};
    for (int i = 0; i < k; i++)
        args[8 + i] = a[i];
    args[8 + k] = NULL;
    struct e2e_run run;
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s %s", run.out, run.err);
    const char *out = e2e_stdout(&run);
    char b[256];
    cr_assert_str_eq(outcome(out, a[0], b, sizeof b), "tunnel hello-v4", "%s", out);
    cr_assert_str_eq(outcome(out, a[1], b, sizeof b), "tunnel hello-v4", "%s", out);
    cr_assert_str_eq(outcome(out, a[2], b, sizeof b), "http hello-v4", "%s", out);
    cr_assert_str_eq(outcome(out, a[3], b, sizeof b), "tunnel hello-v4", "%s", out);
    cr_assert_str_eq(outcome(out, a[4], b, sizeof b), "403 X-Warden-Denied: not in AllowedDomains");
    cr_assert_str_eq(outcome(out, a[5], b, sizeof b), "403 X-Warden-Denied: listed in DeniedDomains");
    cr_assert_str_eq(outcome(out, a[6], b, sizeof b),
                     "403 X-Warden-Denied: port not in AllowedPorts");
    cr_assert(strstr(outcome(out, a[7], b, sizeof b), "403 X-Warden-Denied: resolves to a private"),
              "%s", out);
    cr_assert_str_eq(outcome(out, a[8], b, sizeof b), "403 X-Warden-Denied: not in AllowedDomains");
    /* Around the proxy: Landlock refuses the connect (ABI 4), else nothing
     * listens on the jail's own 127.0.0.2. */
    bool landlock_net = syscall(SYS_landlock_create_ruleset, NULL, 0, 1U) >= 4;
    cr_assert_str_eq(outcome(out, a[9], b, sizeof b),
                     landlock_net ? "direct PermissionError" : "direct ConnectionRefusedError",
                     "%s", out);
    cr_assert_str_eq(outcome(out, a[10], b, sizeof b), "resolve gaierror", "%s", out);
    cr_assert_str_eq(outcome(out, a[11], b, sizeof b),
                     landlock_net ? "local PermissionError" : "local connected", "%s", out);
    if (have_v6) {
        cr_assert_str_eq(outcome(out, a[v6_first], b, sizeof b), "tunnel hello-v6", "%s", out);
        cr_assert_neq(strcmp(outcome(out, a[v6_first + 1], b, sizeof b), "direct connected"), 0);
    }
    /* Every refusal is in the result, with its reason. */
    json_t *denied = json_object_get(run.json, "network_denied");
    cr_assert_eq(json_array_size(denied), 5, "%s", run.out);
    cr_assert(strstr(run.out, "{\"host\":\"wild.test\""), "%s", run.out);
    cr_assert(strstr(run.out, "\"reason\":\"listed in DeniedDomains\""), "%s", run.out);
    e2e_free(&run);
}

/* A profile without AllowedDomains= has no proxy and no way out. */
Test(egress, none_without_an_allowlist, .init = start_servers, .timeout = 60)
{
    char attempt[64];
    snprintf(attempt, sizeof attempt, "direct 127.0.0.2:%d", v4.port);
    const char *args[] = {"run", "-p", "cpython", "--json", "--", "python3", "-c", client_py,
                          attempt, NULL};
    struct e2e_run run;
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    cr_assert(strstr(e2e_stdout(&run), "=> direct OSError") ||
                  strstr(e2e_stdout(&run), "=> direct ConnectionRefusedError"),
              "%s", run.out);
    cr_assert_null(json_object_get(run.json, "network_denied"));
    e2e_free(&run);
}
