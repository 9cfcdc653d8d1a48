/* profile: a team's policy, a systemd-style INI file read with libinih. It
 * resolves Extends= and turns the result into a jail_config and the
 * executor's limits. Errors read "file:line: message" (exit 78, EX_CONFIG). */
#ifndef WARDEN_PROFILE_H
#define WARDEN_PROFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "jail/jail.h"

#define PROFILE_ERR_MAX 512
#define PROFILE_MAX_EXTENDS 8 /* Extends= chains deeper than this are an error */
#define PROFILE_MAX_KEYS 64

struct profile_list {
    char **items;
    size_t count;
};

/* Where a key's value came from, for messages and `warden profile show`. */
struct profile_origin {
    const char *file; /* points into profile->files */
    int line;
};

enum profile_runtime { RUNTIME_AST, RUNTIME_COMMAND };

struct profile {
    char *name;
    struct profile_list files; /* every file read, base first; owns the origin strings */

    /* [Profile] */
    char *description;
    bool abstract;

    /* [Jail]: systemd's names */
    struct profile_list read_only_paths;      /* "-/path" = optional */
    struct profile_list bind_read_only_paths; /* "SRC[:DST]" */
    struct profile_list temporary_file_system;/* "/tmp:size=64M" */
    struct profile_list system_call_filter;
    int system_call_error_number;             /* 0 = kill and report */
    struct profile_list environment;          /* "NAME=value" */
    char *working_directory;
    char *hostname;
    int64_t memory_max;
    int64_t memory_swap_max;
    int64_t tasks_max;
    int64_t cpu_quota_pct;
    bool private_devices_pts;

    /* [Limits] */
    uint64_t wall_time_ms;
    uint64_t cpu_time_sec;
    uint64_t file_size_max;
    uint64_t open_files_max;
    uint64_t output_max;

    /* [Network] */
    bool loopback;

    /* [Python] */
    enum profile_runtime runtime;
    struct profile_list authorized_imports;
    uint64_t max_operations;
    uint64_t max_output_bytes;
    uint64_t max_recursion_depth;

    struct profile_origin origin[PROFILE_MAX_KEYS]; /* indexed like the key table */
};

/* Loads NAME (searched in dirs, then the built-ins) or a path to a .conf file,
 * with its Extends= chain. Returns 0, or -EINVAL with err "file:line: message",
 * or -ENOENT with err "profile 'x' not found". */
int profile_load(const char *name, const char *const *dirs, struct profile *profile, char *err,
                 size_t errlen);
void profile_free(struct profile *profile);

/* Where KEY ("MemoryMax") was last set; {NULL, 0} when it kept its default. */
const struct profile_origin *profile_origin_of(const struct profile *profile, const char *key);

/* The default search path: /etc/warden/profiles, /usr/lib/warden/profiles, then
 * the built-ins compiled into the binary. */
extern const char *const profile_default_dirs[];

/* The jail side of a profile. Compiles its seccomp filter into *program (free
 * with seccomp_program_free), through the cache folder seccomp_cache if not NULL. Strings in config point into profile and
 * storage; storage must be freed with profile_jail_storage_free. */
struct profile_jail_storage {
    struct jail_bind *binds;
    char **sources; /* BindReadOnlyPaths= sources split off their ":DST" */
    size_t nsources;
    char **env;
};
int profile_jail_config(const struct profile *profile, const char *seccomp_cache,
                        struct jail_config *config, struct seccomp_program *program,
                        struct profile_jail_storage *storage, char *err, size_t errlen);
void profile_jail_storage_free(struct profile_jail_storage *storage);

#endif
