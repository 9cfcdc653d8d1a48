/* profile_jail: the jail side of a profile: binds, /tmp, environment, limits
 * and the compiled seccomp filter. */
#include "profiles/profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jail/seccomp_cache.h"
#include "profiles/values.h"

/* "-/path" marks a path that may be missing, as in systemd. */
static const char *strip_optional(const char *path, bool *optional)
{
    *optional = path[0] == '-';
    return *optional ? path + 1 : path;
}

static int make_binds(const struct profile *p, struct profile_jail_storage *storage,
                      size_t *count, char *err, size_t errlen)
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
        if (b->source[0] != '/') {
            snprintf(err, errlen, "ReadOnlyPaths=: '%s' is not an absolute path", b->source);
            return -EINVAL;
        }
    }
    /* BindReadOnlyPaths=SRC[:DST]: the colon splits in place in a copy the
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
        if (b->source[0] != '/' || b->target[0] != '/') {
            snprintf(err, errlen, "BindReadOnlyPaths=: '%s' is not SRC[:DST] with absolute paths",
                     p->bind_read_only_paths.items[i]);
            *count = k;
            return -EINVAL;
        }
    }
    *count = k;
    return 0;
}

/* TemporaryFileSystem=/tmp:size=64M. Only /tmp is offered for now. */
static int tmp_size(const struct profile *p, uint64_t *size, char *err, size_t errlen)
{
    *size = 0;
    for (size_t i = 0; i < p->temporary_file_system.count; i++) {
        const char *item = p->temporary_file_system.items[i];
        const char *error = NULL;
        int64_t v = 64 << 20;
        if (strncmp(item, "/tmp", 4) != 0 || (item[4] && item[4] != ':')) {
            snprintf(err, errlen, "TemporaryFileSystem=: only /tmp is supported, not '%s'", item);
            return -EINVAL;
        }
        if (item[4] == ':') {
            if (strncmp(item + 5, "size=", 5) != 0 ||
                value_parse_size(item + 10, &v, &error) < 0 || v == 0) {
                snprintf(err, errlen, "TemporaryFileSystem=: '%s': expected /tmp:size=SIZE", item);
                return -EINVAL;
            }
        }
        *size = (uint64_t)v;
    }
    return 0;
}

int profile_jail_config(const struct profile *p, const char *seccomp_cache,
                        struct jail_config *c, struct seccomp_program *program,
                        struct profile_jail_storage *storage, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    memset(storage, 0, sizeof *storage);
    memset(program, 0, sizeof *program);
    c->stdin_fd = -1;
    c->extra_fd = -1;

    int rc = make_binds(p, storage, &c->nbinds, err, errlen);
    c->binds = storage->binds;
    if (rc == 0)
        rc = tmp_size(p, &c->limits.tmp_size, err, errlen);
    if (rc < 0)
        return rc;

    storage->env = calloc(p->environment.count + 1, sizeof *storage->env);
    if (!storage->env)
        return -ENOMEM;
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
    c->limits.file_size_max = p->file_size_max;
    c->limits.open_files_max = p->open_files_max;
    c->limits.output_max = p->output_max;

    const char **filter = calloc(p->system_call_filter.count + 2, sizeof *filter);
    if (!filter)
        return -ENOMEM;
    for (size_t i = 0; i < p->system_call_filter.count; i++)
        filter[i] = p->system_call_filter.items[i];
    /* As in systemd, no SystemCallFilter= means no list: an empty deny-list,
     * which leaves warden's own hard denials. */
    if (p->system_call_filter.count == 0)
        filter[0] = "~";
    /* An inet socket in a namespace without interfaces reaches nothing; allowing
     * it lets a snippet see "network unreachable" instead of being killed. */
    struct seccomp_spec spec = {filter, p->system_call_error_number, true};
    char why[256];
    rc = seccomp_compile_cached(&spec, seccomp_cache, program, why, sizeof why);
    free(filter);
    if (rc < 0) {
        const struct profile_origin *at = profile_origin_of(p, "SystemCallFilter");
        snprintf(err, errlen, "%s:%d: %s", at->file ? at->file : p->name, at->line, why);
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
