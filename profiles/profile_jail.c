/* profile_jail: the jail side of a profile: binds, /tmp, environment, limits
 * and the compiled seccomp filter. */
#include "profiles/profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/executor.h"
#include "jail/seccomp_cache.h"
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

/* "-/path" marks a path that may be missing, as in systemd. */
static const char *strip_optional(const char *path, bool *optional)
{
    *optional = path[0] == '-';
    return *optional ? path + 1 : path;
}

/* The items were checked when they were read (profiles/profile_keys.c):
 * absolute, plain, at most one ':'. */
static int make_binds(const struct profile *p, struct profile_jail_storage *storage, size_t *count)
{
    size_t n = p->read_only_paths.count + p->bind_read_only_paths.count;
    storage->binds = calloc(n ? n : 1, sizeof *storage->binds);
    storage->sources = calloc(n ? n : 1, sizeof *storage->sources);
    if (!storage->binds || !storage->sources)
        return -ENOMEM;
    size_t k = 0;
    for (size_t i = 0; i < p->read_only_paths.count; i++) {
        struct jail_bind *b = &storage->binds[k++];
        b->source = b->target = strip_optional(p->read_only_paths.items[i], &b->optional);
    }
    /* BindReadOnlyPaths=SRC[:DST]: the source is split off into a copy the
     * storage keeps (the profile's own strings stay intact). */
    for (size_t i = 0; i < p->bind_read_only_paths.count; i++) {
        struct jail_bind *b = &storage->binds[k++];
        b->source = strip_optional(p->bind_read_only_paths.items[i], &b->optional);
        const char *colon = strchr(b->source, ':');
        b->target = colon ? colon + 1 : b->source;
        if (colon) {
            char *source = strndup(b->source, (size_t)(colon - b->source));
            if (!source)
                return -ENOMEM;
            b->source = storage->sources[storage->nsources++] = source;
        }
    }
    *count = k;
    return 0;
}

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
    /* allow_inet: an inet socket in a namespace without interfaces reaches
     * nothing (or only lo); allowing it lets a snippet see "network
     * unreachable" instead of being killed. */
    *spec = (struct seccomp_spec){
        .filter = filter,
        .error_number = error_number >= 0 ? error_number : profile_error_number(p),
        .allow_inet = true,
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
    if (rc == 0 && !(storage->env = calloc(p->environment.count + 1, sizeof *storage->env)))
        rc = -ENOMEM;
    if (rc < 0) {
        snprintf(err, errlen, "%s: out of memory", p->name);
        return rc;
    }
    for (size_t i = 0; i < p->environment.count; i++)
        storage->env[i] = p->environment.items[i];
    c->env = storage->env;

    c->dev_pts = p->private_devices_pts;
    c->loopback = p->loopback;
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
    for (size_t i = 0; i < storage->nsources; i++)
        free(storage->sources[i]);
    free(storage->sources);
    free(storage->binds);
    free(storage->env);
    memset(storage, 0, sizeof *storage);
}
