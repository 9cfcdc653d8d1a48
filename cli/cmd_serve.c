/* cmd_serve: `warden serve` runs the fork-server (server/) until SIGTERM. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "profiles/values.h"
#include "server/server.h"

#define MAX_DIRS 16

static int usage(void)
{
    return cli_usage(serve_usage, false);
}

static int parse_count(const char *text, unsigned *out)
{
    char *end;
    unsigned long v = strtoul(text, &end, 10);
    if (!*text || *end || v > 100000)
        return -1;
    *out = (unsigned)v;
    return 0;
}

/* A positive size: 512M, 16G (base 1024). */
static int parse_size(const char *text, int64_t *out)
{
    const char *why;
    return value_parse_size(text, out, &why) < 0 || *out <= 0 ? -1 : 0;
}

int cmd_serve(int argc, char **argv)
{
    static const struct option longs[] = {
        {"socket", required_argument, 0, 's'},
        {"profiles-dir", required_argument, 0, 'd'},
        {"max-jails", required_argument, 0, 'm'},
        {"pool", required_argument, 0, 'p'},
        {"max-jails-per-user", required_argument, 0, 'J'},
        {"max-sessions-per-user", required_argument, 0, 'S'},
        {"memory-total", required_argument, 0, 'M'},
        {"client-buffer", required_argument, 0, 'B'},
        {"buffer-total", required_argument, 0, 'T'},
        /* Internal: how the server starts its spawner (server/spawner.c). */
        {"spawner-fd", required_argument, 0, 'F'},
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
    struct server_options o;
    memset(&o, 0, sizeof o);
    o.spawner_fd = -1;
    const char *dirs[MAX_DIRS + 1] = {0};
    size_t ndirs = 0;
    int c;
    unsigned fd;
    optind = 1;
    while ((c = getopt_long(argc, argv, "s:d:m:p:h", longs, NULL)) != -1) {
        switch (c) {
        case 's':
            o.socket_path = optarg;
            break;
        case 'd':
            if (ndirs == MAX_DIRS)
                return usage();
            dirs[ndirs++] = optarg;
            break;
        case 'm':
            if (parse_count(optarg, &o.max_jails) < 0 || o.max_jails == 0)
                return usage();
            break;
        case 'J':
            if (parse_count(optarg, &o.max_jails_per_user) < 0 || o.max_jails_per_user == 0)
                return usage();
            break;
        case 'S':
            if (parse_count(optarg, &o.max_sessions_per_user) < 0 || o.max_sessions_per_user == 0)
                return usage();
            break;
        case 'p':
            if (parse_count(optarg, &o.pool_size) < 0)
                return usage();
            o.pool_size_set = true;
            break;
        case 'M':
            if (parse_size(optarg, &o.memory_total) < 0)
                return usage();
            break;
        case 'B':
            if (parse_size(optarg, &o.client_buffer) < 0)
                return usage();
            break;
        case 'T':
            if (parse_size(optarg, &o.buffer_total) < 0)
                return usage();
            break;
        case 'F':
            if (parse_count(optarg, &fd) < 0)
                return usage();
            o.spawner_fd = (int)fd;
            break;
        case 'h':
            return cli_usage(serve_usage, true);
        default:
            return usage();
        }
    }
    if (optind != argc)
        return usage();
    o.profile_dirs = dirs;
    return server_run(&o);
}
