/* catalog: the profiles a server offers, each loaded, turned into a
 * jail_config and its seccomp filter compiled once, at start and at each
 * SIGHUP. An entry lives on, reference-counted, while jails made from it do. */
#ifndef WARDEN_SERVER_CATALOG_H
#define WARDEN_SERVER_CATALOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "jail/jail.h"
#include "profiles/profile.h"
#include "server/worker.h"

struct cell;

struct catalog_profile {
    char *name;
    struct profile profile;
    struct jail_config config;
    struct seccomp_program program;
    struct profile_jail_storage storage;
    struct worker_setup setup;
    const char **imports; /* AuthorizedImports=, NULL-terminated */
    char *argv[7];        /* the command runtime's python3 invocation */
    char output_max[24];  /* its output cap, as argv text */
    unsigned refs;        /* the catalog's own, plus one per jail made from it */
    bool retired;         /* a reload replaced it: no new jails */
    /* The twin of a Runtime=command profile whose warm jails wait for a
     * client's command (launcher.c) instead of running the Python kernel. It
     * shares the entry's profile and filter, is not listed, and
     * catalog_find_launcher finds it. */
    bool launcher;
    struct catalog_profile *twin_of; /* the launcher twin's own entry, referenced */
    bool recycle_netns;              /* its jails may reuse network namespaces (netns.c) */
    /* A hash of what makes its jails, so that the server and its spawner,
     * which load the catalog each, can tell that they read the same. */
    uint64_t fingerprint;

    /* pool.c's: warm jails of this profile, oldest first. */
    struct cell *pool_head, *pool_tail;
    unsigned pool_count;
    uint64_t pool_failed_us; /* when a warm jail last failed to start */
    bool pool_wanted;        /* requested at least once (or the default) */
    /* The recent demand and supply, as moving averages (pool.c's
     * pool_target): microseconds between two requests for a jail, and from
     * a jail's spawn to its worker's "ready". */
    uint64_t pool_last_take_us;
    double pool_interval_us, pool_ready_us;
};

struct catalog {
    struct catalog_profile **items;
    size_t count;
    size_t listed; /* profiles, not counting launcher twins */
};

/* Loads every runnable profile found in dirs (NAME.conf files) and the
 * built-ins; a profile that fails to load is reported through warn and left
 * out. Returns 0 or -ENOMEM. */
int catalog_load(struct catalog *catalog, const char *const *dirs,
                 void (*warn)(const char *message));
struct catalog_profile *catalog_find(const struct catalog *catalog, const char *name);
struct catalog_profile *catalog_find_launcher(const struct catalog *catalog, const char *name);
/* Drops the catalog's references; entries still used by jails live on. */
void catalog_release(struct catalog *catalog);

void catalog_ref(struct catalog_profile *entry);
void catalog_unref(struct catalog_profile *entry);

/* Whether an AuthorizedImports= list permits module, with smolagents'
 * semantics: "*" anything, "pkg.*" pkg and its submodules, "a.b" also a. */
bool catalog_import_allowed(const char *const *allowed, const char *module);

#endif
