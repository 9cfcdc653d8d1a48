/* profile_jail: the jail side of a profile: binds, /tmp, environment, limits
 * and the compiled seccomp filter. */
#include "profiles/profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/executor.h"
#include "jail/seccomp_cache.h"
#include "profiles/profile_keys.h"
#include "profiles/values.h"

void profile_executor_limits(const struct profile *p, struct executor_limits *l)
{
    l->max_operations = (uint64_t)p->max_operations;
    l->max_output_bytes = (size_t)p->max_output_bytes;
    l->max_recursion = (int)p->max_recursion_depth;
    l->max_while_iterations = (uint64_t)p->max_while_iterations;
    l->dunders = p->dunder_policy && !strcmp(p->dunder_policy, "smolagents")
                     ? EXECUTOR_DUNDERS_SMOLAGENTS
                     : EXECUTOR_DUNDERS_DATA;
}

size_t profile_bind_count(const struct profile *p)
{
    return p->read_only_paths.count + p->bind_read_only_paths.count + p->bind_paths.count;
}

/* The items were checked when they were read (profiles/profile_keys.c):
 * absolute, plain, at most one ':'. "-/path" marks a path that may be
 * missing, as in systemd. */
void profile_bind_get(const struct profile *p, size_t i, struct profile_bind *b)
{
    const struct profile_list *list = &p->read_only_paths;
    bool split = false;
    b->writable = false;
    if (i >= list->count) {
        i -= list->count;
        list = &p->bind_read_only_paths;
        split = true;
        if (i >= list->count) {
            i -= list->count;
            list = &p->bind_paths;
            b->writable = true;
        }
    }
    const char *item = list->items[i];
    b->origin = &list->origins[i];
    b->optional = item[0] == '-';
    item += b->optional;
    const char *colon = split ? strchr(item, ':') : NULL;
    size_t n = colon ? (size_t)(colon - item) : strlen(item);
    snprintf(b->source, sizeof b->source, "%.*s", (int)n, item);
    snprintf(b->target, sizeof b->target, "%s", colon ? colon + 1 : b->source);
}

bool profile_path_under(const char *path, const char *top)
{
    size_t n = strlen(top);
    return strncmp(path, top, n) == 0 && (path[n] == '\0' || path[n] == '/' || !strcmp(top, "/"));
}

int profile_add_bind(struct profile *p, const char *source, const char *target, bool writable)
{
    char item[2 * 4096 + 2];
    int n = snprintf(item, sizeof item, "%s:%s", source, target);
    if (n < 0 || (size_t)n >= sizeof item)
        return -ENAMETOOLONG;
    return profile_list_add(writable ? &p->bind_paths : &p->bind_read_only_paths, item,
                            (size_t)n, (struct profile_origin){"the command line", 0});
}

int profile_set_workspace(struct profile *p, const char *dir)
{
    if (dir[0] != '/' || !strcmp(dir, "/"))
        return -EINVAL;
    char *copy = strdup(dir);
    if (!copy)
        return -ENOMEM;
    int rc = profile_add_bind(p, dir, dir, true);
    if (rc < 0) {
        free(copy);
        return rc;
    }
    free(p->working_directory);
    p->working_directory = copy;
    return 0;
}

const char *profile_bind_target_problem(const char *target)
{
    if (!strcmp(target, "/"))
        return "cannot replace the jail's root";
    /* The jail mounts its own /proc and /dev after the binds. */
    if (profile_path_under(target, "/proc"))
        return "is hidden by the jail's own /proc";
    if (profile_path_under(target, "/dev"))
        return "is hidden by the jail's own /dev";
    return NULL;
}

/* Fewer names first: a bind inside another one (a read-only .git inside a
 * writable project) is made after it, whichever key listed it. Stable. */
static size_t depth(const char *path)
{
    size_t n = 0;
    for (; *path; path++)
        n += *path == '/';
    return n;
}

static int make_binds(const struct profile *p, struct profile_jail_storage *storage, size_t *count)
{
    size_t n = profile_bind_count(p);
    storage->binds = calloc(n ? n : 1, sizeof *storage->binds);
    storage->paths = calloc(2 * n + 1, sizeof *storage->paths);
    if (!storage->binds || !storage->paths)
        return -ENOMEM;
    struct profile_bind b;
    for (size_t i = 0; i < n; i++) {
        profile_bind_get(p, i, &b);
        char *source = strdup(b.source), *target = strdup(b.target);
        storage->paths[storage->npaths++] = source;
        storage->paths[storage->npaths++] = target;
        if (!source || !target)
            return -ENOMEM;
        struct jail_bind bind = {source, target, b.writable, b.optional};
        size_t k = i;
        for (; k > 0 && depth(storage->binds[k - 1].target) > depth(target); k--)
            storage->binds[k] = storage->binds[k - 1];
        storage->binds[k] = bind;
    }
    *count = n;
    return 0;
}

#define PROXY_URL "http://127.0.0.1:" EGRESS_PORT_TEXT
static const char *const proxy_env[] = {
    "HTTP_PROXY=" PROXY_URL,  "HTTPS_PROXY=" PROXY_URL, "http_proxy=" PROXY_URL,
    "https_proxy=" PROXY_URL, "ALL_PROXY=" PROXY_URL,   "NO_PROXY=localhost,127.0.0.1,::1",
    "no_proxy=localhost,127.0.0.1,::1",
};
#define PROXY_ENV_COUNT (sizeof proxy_env / sizeof proxy_env[0])

/* TemporaryFileSystem=/tmp[:size=SIZE]; the last one wins. A /tmp without a
 * size gets 64M, so that no jail can fill the host's memory through it. */
int64_t profile_tmp_size(const struct profile *p)
{
    int64_t size = 0;
    for (size_t i = 0; i < p->temporary_file_system.count; i++) {
        const char *item = p->temporary_file_system.items[i], *error;
        size = 64 << 20;
        if (item[4] == ':')
            value_parse_size(item + 10, &size, &error);
    }
    return size;
}

/* RestrictAddressFamilies=: without it every family warden allows at all.
 * An inet socket in a namespace without interfaces reaches nothing (or only
 * lo); allowing it lets a snippet see "network unreachable" instead of being
 * killed. With it: the plain items are allowed and the "~" items taken away,
 * from nothing when there is a plain item, else from everything. */
unsigned profile_socket_families(const struct profile *p)
{
    const struct profile_list *l = &p->restrict_address_families;
    unsigned families = SECCOMP_FAMILY_ALL;
    for (size_t i = 0; i < l->count; i++)
        if (l->items[i][0] != '~')
            families = 0;
    for (size_t i = 0; i < l->count; i++) {
        const char *item = l->items[i] + (l->items[i][0] == '~');
        unsigned flag = !strcmp(item, "AF_UNIX")    ? SECCOMP_FAMILY_UNIX
                        : !strcmp(item, "AF_INET")  ? SECCOMP_FAMILY_INET
                        : !strcmp(item, "AF_INET6") ? SECCOMP_FAMILY_INET6
                                                    : 0;
        families = l->items[i][0] == '~' ? families & ~flag : families | flag;
    }
    return families;
}

void profile_egress_policy(const struct profile *p, struct egress_policy *e)
{
    memset(e, 0, sizeof *e);
    e->allowed = p->allowed_domains.items, e->nallowed = p->allowed_domains.count;
    e->denied = p->denied_domains.items, e->ndenied = p->denied_domains.count;
    e->hosts = p->add_hosts.items, e->nhosts = p->add_hosts.count;
    for (size_t i = 0; i < p->allowed_ports.count && e->nports < EGRESS_MAX_PORTS; i++)
        e->ports[e->nports++] = (uint16_t)atoi(p->allowed_ports.items[i]);
}

int profile_error_number(const struct profile *p)
{
    if (profile_origin_of(p, "SystemCallErrorNumber")->file)
        return p->system_call_error_number;
    return p->import.path ? p->import.default_errno : 0;
}

int profile_seccomp_spec(const struct profile *p, int error_number, struct seccomp_spec *spec)
{
    size_t n = p->import.tokens.count + p->system_call_filter.count;
    const char **filter = calloc(n + 2, sizeof *filter);
    if (!filter)
        return -ENOMEM;
    size_t k = 0;
    for (size_t i = 0; i < p->import.tokens.count; i++)
        filter[k++] = p->import.tokens.items[i];
    for (size_t i = 0; i < p->system_call_filter.count; i++)
        filter[k++] = p->system_call_filter.items[i];
    /* As in systemd, no SystemCallFilter= means no list: an empty deny-list,
     * which leaves warden's own hard denials. */
    if (k == 0 && p->import.nrules == 0)
        filter[k++] = "~";
    *spec = (struct seccomp_spec){
        .filter = filter,
        .error_number = error_number >= 0 ? error_number : profile_error_number(p),
        .socket_families = profile_socket_families(p),
        .rules = p->import.rules,
        .nrules = p->import.nrules,
    };
    return 0;
}

int profile_jail_config(const struct profile *p, const char *seccomp_cache, int error_number,
                        struct jail_config *c, struct seccomp_program *program,
                        struct profile_jail_storage *storage, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    memset(storage, 0, sizeof *storage);
    memset(program, 0, sizeof *program);
    c->stdin_fd = -1;
    c->extra_fd = -1;

    int rc = make_binds(p, storage, &c->nbinds);
    c->binds = storage->binds;
    if (rc == 0 &&
        !(storage->env = calloc(p->environment.count + PROXY_ENV_COUNT + 1, sizeof *storage->env)))
        rc = -ENOMEM;
    if (rc < 0) {
        snprintf(err, errlen, "%s: out of memory", p->name);
        return rc;
    }
    size_t k = 0;
    for (; k < p->environment.count; k++)
        storage->env[k] = p->environment.items[k];
    /* With egress, programs find the proxy the usual way; it listens on the
     * jail's own lo, which must be up. */
    bool egress = p->allowed_domains.count > 0;
    for (size_t i = 0; egress && i < PROXY_ENV_COUNT; i++)
        storage->env[k++] = (char *)proxy_env[i];
    c->env = storage->env;

    c->dev_pts = p->private_devices_pts;
    c->loopback = p->loopback || egress;
    c->hostname = p->hostname;
    c->workdir = p->working_directory;
    c->limits.memory_max = p->memory_max;
    c->limits.swap_max = p->memory_swap_max;
    c->limits.pids_max = p->tasks_max;
    c->limits.cpu_quota_pct = p->cpu_quota_pct;
    c->limits.wall_ms = p->wall_time_ms;
    c->limits.cpu_sec = p->cpu_time_sec;
    c->limits.file_size_max = (uint64_t)p->file_size_max;
    c->limits.open_files_max = (uint64_t)p->open_files_max;
    c->limits.output_max = (size_t)p->output_max;
    c->limits.tmp_size = (uint64_t)profile_tmp_size(p);

    struct seccomp_spec spec;
    if (profile_seccomp_spec(p, error_number, &spec) < 0) {
        snprintf(err, errlen, "%s: out of memory", p->name);
        return -ENOMEM;
    }
    char why[256];
    rc = seccomp_compile_cached(&spec, seccomp_cache, program, why, sizeof why);
    free((void *)spec.filter);
    if (rc < 0) {
        const char *key = p->system_call_filter.count ? "SystemCallFilter" : "SystemCallFilterFile";
        const struct profile_origin *at = profile_origin_of(p, key);
        if (at->file)
            snprintf(err, errlen, "%s:%d: %s", at->file, at->line, why);
        else
            snprintf(err, errlen, "%s: %s", p->name, why);
        return rc;
    }
    c->seccomp = program;
    return 0;
}

void profile_jail_storage_free(struct profile_jail_storage *storage)
{
    for (size_t i = 0; i < storage->npaths; i++)
        free(storage->paths[i]);
    free(storage->paths);
    free(storage->binds);
    free(storage->env);
    memset(storage, 0, sizeof *storage);
}
