/* catalog: the server's profiles, loaded and compiled once. */
#include "server/catalog.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profiles/builtin.h"
#include "profiles/policy.h"
#include "server/launcher.h"
#include "server/limits.h"
#include "server/server.h"

static bool listed(char **names, size_t count, const char *name)
{
    for (size_t i = 0; i < count; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

/* Every profile name on offer: NAME.conf in each folder, then the built-ins;
 * the first of a name wins, as in profile_load's search. */
static size_t collect_names(const char *const *dirs, char **names, size_t max)
{
    size_t count = 0;
    for (const char *const *d = dirs; *d; d++) {
        DIR *dir = opendir(*d);
        if (!dir)
            continue;
        struct dirent *e;
        while ((e = readdir(dir)) && count < max) {
            size_t len = strlen(e->d_name);
            if (len <= 5 || e->d_name[0] == '.' || strcmp(e->d_name + len - 5, ".conf") != 0)
                continue;
            char *name = strndup(e->d_name, len - 5);
            if (name && !listed(names, count, name))
                names[count++] = name;
            else
                free(name);
        }
        closedir(dir);
    }
    for (const struct profile_builtin *b = profile_builtins; b->name && count < max; b++)
        if (!listed(names, count, b->name))
            names[count++] = strdup(b->name);
    return count;
}

static void entry_free(struct catalog_profile *e)
{
    if (e->twin_of) {
        /* Everything but the struct is the profile's own entry's. */
        catalog_unref(e->twin_of);
        free(e);
        return;
    }
    seccomp_program_free(&e->program);
    profile_jail_storage_free(&e->storage);
    profile_free(&e->profile);
    free(e->imports);
    free(e->name);
    free(e);
}

/* The interpreter's heap cap sits below the cgroup's memory limit, so that a
 * greedy snippet gets a MemoryError it can see instead of an OOM kill. */
static size_t heap_cap(const struct profile *p)
{
    return p->memory_max > 0 ? (size_t)p->memory_max / 4 * 3 : 0;
}

/* The launcher twin of a Runtime=command entry: the same profile, filter and
 * limits, loaded once; only the payload differs (launcher.c). */
static struct catalog_profile *launcher_twin(struct catalog_profile *e, bool filtered)
{
    struct catalog_profile *twin = malloc(sizeof *twin);
    if (!twin)
        return NULL;
    *twin = *e;
    twin->refs = 1;
    twin->launcher = true;
    twin->twin_of = e;
    catalog_ref(e);
    twin->config.argv = NULL;
    twin->config.await_argv = launcher_await;
    twin->config.await_filtered = filtered;
    return twin;
}

/* FNV-1a, 64 bits: a change detector between two loads, not a defence. */
static uint64_t mix(uint64_t h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++)
        h = (h ^ p[i]) * 1099511628211u;
    return h;
}

static uint64_t mix_text(uint64_t h, const char *text)
{
    return text ? mix(h, text, strlen(text) + 1) : mix(h, "\xff", 1);
}

/* Everything of an entry that shapes its jails or that the server accounts. */
static uint64_t fingerprint(const struct catalog_profile *e)
{
    const struct jail_config *c = &e->config;
    uint64_t h = mix_text(14695981039346656037u, e->name);
    bool flags[] = {e->launcher,       c->dev_pts,        c->loopback,        c->capture,
                    c->await_filtered, c->result_channel, c->callback != NULL};
    h = mix(h, flags, sizeof flags);
    h = mix(h, &c->limits, sizeof c->limits);
    for (size_t i = 0; i < c->nbinds; i++) {
        bool bind_flags[] = {c->binds[i].writable, c->binds[i].optional};
        h = mix(mix_text(mix_text(h, c->binds[i].source), c->binds[i].target), bind_flags,
                sizeof bind_flags);
    }
    h = mix_text(mix_text(h, c->hostname), c->workdir);
    for (char *const *v = c->env; v && *v; v++)
        h = mix_text(h, *v);
    for (char *const *v = c->argv; v && *v; v++)
        h = mix_text(h, *v);
    if (c->seccomp && c->seccomp->fprog.filter)
        h = mix(h, c->seccomp->fprog.filter,
                c->seccomp->fprog.len * sizeof *c->seccomp->fprog.filter);
    const struct executor_limits *l = &e->setup.limits;
    uint64_t setup[] = {l->max_operations,       l->max_output_bytes,
                        (uint64_t)l->max_recursion, l->max_heap_bytes,
                        l->max_while_iterations, l->max_time_ms,
                        (uint64_t)l->dunders};
    h = mix(h, setup, sizeof setup);
    for (const char **v = e->imports; v && *v; v++)
        h = mix_text(h, *v);
    return h;
}

static struct catalog_profile *entry_load(const char *name, const char *const *dirs,
                                          bool *launcher_filtered, char *err, size_t errlen)
{
    struct catalog_profile *e = calloc(1, sizeof *e);
    if (!e) {
        snprintf(err, errlen, "%s: out of memory", name);
        return NULL;
    }
    e->refs = 1;
    e->name = strdup(name);
    if (profile_load(name, dirs, &e->profile, err, errlen) < 0) {
        free(e->name);
        free(e);
        return NULL;
    }
    if (e->profile.abstract || profile_jail_config(&e->profile, NULL, -1, &e->config, &e->program,
                                                   &e->storage, err, errlen) < 0) {
        if (e->profile.abstract)
            err[0] = '\0';
        entry_free(e);
        return NULL;
    }
    const struct profile_list *imports = &e->profile.authorized_imports;
    e->imports = calloc(imports->count + 1, sizeof *e->imports);
    if (!e->imports || !e->name) {
        snprintf(err, errlen, "%s: out of memory", name);
        entry_free(e);
        return NULL;
    }
    for (size_t i = 0; i < imports->count; i++)
        e->imports[i] = imports->items[i];

    /* What the filter allows decides two things: whether its jails may reuse
     * network namespaces, and whether a launcher may wait under it. */
    struct policy *policy = malloc(sizeof *policy);
    if (policy && policy_resolve(&e->profile, -1, policy) == 0) {
        e->recycle_netns = netns_recyclable(&e->profile, policy);
        *launcher_filtered = launcher_allowed(policy);
    }
    free(policy);

    struct jail_config *c = &e->config;
    c->capture = true; /* fd-level output never reaches the server's own stdout */
    if (e->profile.runtime == RUNTIME_AST) {
        profile_executor_limits(&e->profile, &e->setup.limits);
        e->setup.limits.max_heap_bytes = heap_cap(&e->profile);
        /* the executor ends a run itself, with status timeout, before the jail would */
        e->setup.limits.max_time_ms =
            executor_time_limit_ms(e->profile.wall_time_ms, e->profile.cpu_time_sec);
        e->setup.authorized_imports = e->imports;
        c->callback = worker_main;
        c->callback_arg = &e->setup;
    } else {
        /* -I: no user site, no PYTHON* variables; -B: the read-only /usr
         * cannot take bytecode anyway. */
        uint64_t cap =
            e->profile.max_output_bytes ? e->profile.max_output_bytes : e->profile.output_max;
        snprintf(e->output_max, sizeof e->output_max, "%llu",
                 (unsigned long long)(cap ? cap : 1u << 20));
        char *argv[] = {"python3", "-I", "-B", "-c", (char *)worker_kernel_py, e->output_max, NULL};
        memcpy(e->argv, argv, sizeof argv);
        c->argv = e->argv;
    }
    return e;
}

int catalog_load(struct catalog *catalog, const char *const *dirs,
                 void (*warn)(const char *message))
{
    char *names[SERVER_MAX_PROFILES];
    size_t n = collect_names(dirs, names, SERVER_MAX_PROFILES);
    /* Room for a launcher twin of every profile. */
    catalog->items = calloc(n ? 2 * n : 1, sizeof *catalog->items);
    catalog->count = catalog->listed = 0;
    if (!catalog->items) {
        for (size_t i = 0; i < n; i++)
            free(names[i]);
        return -ENOMEM;
    }
    for (size_t i = 0; i < n; i++) {
        char err[PROFILE_ERR_MAX];
        err[0] = '\0';
        bool launcher_filtered = false;
        struct catalog_profile *e =
            entry_load(names[i], dirs, &launcher_filtered, err, sizeof err);
        if (e) {
            e->fingerprint = fingerprint(e);
            catalog->items[catalog->count++] = e;
            catalog->listed++;
        } else if (err[0])
            warn(err);
        if (e && e->profile.runtime == RUNTIME_COMMAND &&
            (e = launcher_twin(e, launcher_filtered))) {
            e->fingerprint = fingerprint(e);
            catalog->items[catalog->count++] = e;
        }
        free(names[i]);
    }
    return 0;
}

static struct catalog_profile *find(const struct catalog *catalog, const char *name, bool launcher)
{
    for (size_t i = 0; i < catalog->count; i++)
        if (catalog->items[i]->launcher == launcher && strcmp(catalog->items[i]->name, name) == 0)
            return catalog->items[i];
    return NULL;
}

struct catalog_profile *catalog_find(const struct catalog *catalog, const char *name)
{
    return find(catalog, name, false);
}

struct catalog_profile *catalog_find_launcher(const struct catalog *catalog, const char *name)
{
    return find(catalog, name, true);
}

void catalog_release(struct catalog *catalog)
{
    for (size_t i = 0; i < catalog->count; i++) {
        catalog->items[i]->retired = true;
        catalog_unref(catalog->items[i]);
    }
    free(catalog->items);
    catalog->items = NULL;
    catalog->count = 0;
}

void catalog_ref(struct catalog_profile *entry)
{
    entry->refs++;
}

void catalog_unref(struct catalog_profile *entry)
{
    if (--entry->refs == 0)
        entry_free(entry);
}

bool catalog_import_allowed(const char *const *allowed, const char *module)
{
    size_t mlen = strlen(module);
    for (const char *const *a = allowed; a && *a; a++) {
        const char *rule = *a;
        size_t rlen = strlen(rule);
        if (strcmp(rule, "*") == 0 || strcmp(rule, module) == 0)
            return true;
        /* "pkg.*": pkg itself and anything below it. */
        if (rlen >= 2 && strcmp(rule + rlen - 2, ".*") == 0) {
            size_t plen = rlen - 2;
            if (mlen >= plen && strncmp(module, rule, plen) == 0 &&
                (mlen == plen || module[plen] == '.'))
                return true;
        }
        /* Authorizing "a.b" authorizes its parent "a" (smolagents does too). */
        if (rlen > mlen && strncmp(rule, module, mlen) == 0 && rule[mlen] == '.')
            return true;
    }
    return false;
}
