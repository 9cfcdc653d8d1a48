/* profile: a team's policy, a systemd-style unit file (profiles/conf.c). It
 * resolves Extends= and drop-ins along a search path, remembers the file:line
 * behind every value, and turns the result into a jail_config and the
 * executor's limits. Errors read "file:line: message" (exit 78, EX_CONFIG). */
#ifndef WARDEN_PROFILE_H
#define WARDEN_PROFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "egress/policy.h"
#include "jail/jail.h"

#define PROFILE_ERR_MAX 1024
#define PROFILE_MAX_EXTENDS 8            /* Extends= hops; deeper is an error */
#define PROFILE_MAX_KEYS 64              /* size of the per-key origin table */
#define PROFILE_MAX_FILE_BYTES (1 << 20) /* one profile or drop-in file */
#define PROFILE_MAX_DROPINS 256          /* drop-in files of one profile */
#define PROFILE_MAX_DIRS 8               /* folders on a search path */

/* Where a value came from, for messages and `warden profile show`. */
struct profile_origin {
    const char *file; /* points into profile->files; NULL = the default */
    int line;
};

/* A list key's items in order, each with the line that added it. */
struct profile_list {
    char **items;
    struct profile_origin *origins;
    size_t count;
};

enum profile_runtime { RUNTIME_AST, RUNTIME_COMMAND };

/* What SystemCallFilterFile= imported (an OCI seccomp profile), in the terms
 * of jail/seccomp.h: tokens that go before SystemCallFilter='s own, rules with
 * argument checks, and the file's default action. */
struct profile_import {
    char *path;
    struct profile_list tokens;
    struct seccomp_rule *rules;
    size_t nrules;
    int default_errno; /* the file's defaultAction as an errno; 0 = kill */
};

struct profile {
    char *name;
    struct profile_list files; /* every file read, base first; owns the origin strings */

    /* [Profile] */
    char *description;
    char *extends; /* the last Extends= read, for show: the loader follows it */
    bool abstract;
    struct profile_list allow_users;  /* names or uids; empty with allow_groups = anyone */
    struct profile_list allow_groups; /* names or gids */

    /* [Jail]: systemd's names */
    struct profile_list read_only_paths;       /* "-/path" = optional */
    struct profile_list bind_read_only_paths;  /* "SRC[:DST]" */
    struct profile_list bind_paths;            /* "SRC[:DST]", read-write */
    struct profile_list temporary_file_system; /* "/tmp:size=64M" */
    struct profile_list system_call_filter;    /* a leading '~' is spread over its line */
    struct profile_list restrict_address_families; /* "AF_UNIX", "~AF_INET", "none" */
    char *system_call_filter_file;             /* an OCI seccomp JSON file */
    int system_call_error_number;              /* 0 = kill and report */
    struct profile_list environment;           /* "NAME=value" */
    char *working_directory;
    bool bind_working_directory; /* the caller's cwd, read-write, is the working directory */
    char *hostname;
    int64_t memory_max;
    int64_t memory_swap_max;
    int64_t tasks_max;
    int64_t cpu_quota_pct;
    bool private_devices_pts;

    /* [Limits] */
    uint64_t wall_time_ms;
    uint64_t idle_timeout_ms; /* a session with no request this long ends; 0 never */
    uint64_t cpu_time_sec;
    int64_t file_size_max;
    int64_t open_files_max;
    int64_t output_max;

    /* [Network] */
    bool loopback;
    struct profile_list allowed_domains; /* egress through the proxy: names, *.domains, addresses */
    struct profile_list denied_domains;
    struct profile_list allowed_ports;
    struct profile_list add_hosts; /* "name:address" for the proxy's resolver */

    /* [Python] */
    enum profile_runtime runtime;
    struct profile_list authorized_imports;
    int64_t max_operations;
    int64_t max_output_bytes;
    int64_t max_recursion_depth;
    int64_t max_while_iterations; /* 0: none of its own */
    char *dunder_policy;          /* "data" (NULL) or "smolagents" */

    /* [Expect]: claims that `warden check` verifies in a real jail */
    struct profile_list expect_denied; /* "ptrace", "@mount", "socket:AF_INET" */
    struct profile_list expect_allowed;
    struct profile_list expect_readable; /* paths inside the jail */
    struct profile_list expect_not_readable;
    struct profile_list expect_writable;
    struct profile_list expect_not_writable;

    struct profile_import import; /* filled when SystemCallFilterFile= is set */

    struct profile_origin
        origin[PROFILE_MAX_KEYS]; /* last assignment, indexed like the key table */
};

/* ---- loading ------------------------------------------------------------ */

/* The default search path, highest priority first and NULL-terminated:
 * $XDG_CONFIG_HOME/warden/profiles (or ~/.config/warden/profiles) when it is a
 * folder of the caller's own, /etc/warden/profiles, /usr/share/warden/profiles.
 * The built-ins compiled into the binary come after all of them. */
const char *const *profile_search_path(void);

/* Loads NAME from the search path (or a path to a .conf file), with its
 * Extends= chain and every drop-in. Returns 0; -ENOENT with err "profile 'x'
 * not found"; or -EINVAL with err "file:line: message" for the first error. */
int profile_load(const char *name, const char *const *dirs, struct profile *profile, char *err,
                 size_t errlen);

/* The same from text in memory (drop-ins are not looked for); origin names it
 * in messages. For tests and the fuzzer. */
int profile_load_text(const char *origin, const char *text, size_t len, const char *const *dirs,
                      struct profile *profile, char *err, size_t errlen);

/* Lints FILE: loads it as profile_load does, but goes on after an error and
 * adds every message ("file:line: message") to errors. Also checks what only
 * shows when a jail is made: the seccomp filter compiles, the paths are sound.
 * Returns the number of errors; *errors must be freed with profile_list_free. */
size_t profile_lint(const char *file, const char *const *dirs, struct profile_list *errors);

void profile_free(struct profile *profile);
void profile_list_free(struct profile_list *list);

/* ---- reading a loaded profile ------------------------------------------- */

/* The keys a profile may set, in the order `warden profile show` prints them. */
enum profile_key_kind {
    KEY_STRING,
    KEY_BOOL,
    KEY_LIST,
    KEY_SIZE,
    KEY_COUNT,
    KEY_PERCENT,
    KEY_MILLISECONDS,
    KEY_SECONDS,
    KEY_ERRNO,
    KEY_RUNTIME,
    KEY_EXTENDS,
    KEY_ONLY_YES,
    KEY_ONLY_NATIVE,
    KEY_PATH,
    KEY_SYSCALLS, /* a list where a leading '~' denies every word of its line */
};
struct profile_key {
    const char *section;
    const char *name;
    enum profile_key_kind kind;
    size_t offset; /* into struct profile */
    /* Checks one list item (or a string value), returning NULL or what is
     * wrong with it. */
    const char *(*check_item)(const char *item);
};
extern const struct profile_key profile_keys[];
extern const size_t profile_keys_count;

/* The key called SECTION/NAME, or NULL. */
const struct profile_key *profile_key_find(const char *section, const char *name);

/* Where KEY ("MemoryMax") was last set; {NULL, 0} when it kept its default. */
const struct profile_origin *profile_origin_of(const struct profile *profile, const char *key);

/* The value of key in profile as text, canonical ("512M", "30s", "yes"): for
 * `warden profile show`. Lists give their items joined by spaces. Returns
 * a new string, or NULL when out of memory. */
char *profile_value_text(const struct profile *profile, const struct profile_key *key);

/* The size of the jail's /tmp in bytes (TemporaryFileSystem=), 0 for none. */
int64_t profile_tmp_size(const struct profile *profile);

/* The errno that denied syscalls get: SystemCallErrorNumber= when set, else
 * the imported file's default, else 0 (kill and report). */
int profile_error_number(const struct profile *profile);

/* The egress policy of [Network] (AllowedDomains= and friends), pointing into
 * profile. Egress is on when policy->nallowed > 0. */
void profile_egress_policy(const struct profile *profile, struct egress_policy *policy);

/* The socket families the filter lets socket() make (SECCOMP_FAMILY_*). */
unsigned profile_socket_families(const struct profile *profile);

/* ---- access ------------------------------------------------------------- */

/* May the user uid (primary group gid, supplementary groups[0..n)) use this
 * profile? True when it names neither AllowUsers= nor AllowGroups=, or when
 * uid is listed in AllowUsers= or any of the groups in AllowGroups=. Names are
 * looked up in the user database at each call; a name it lacks matches no one. */
bool profile_allows(const struct profile *profile, uid_t uid, gid_t gid, const gid_t *groups,
                    size_t n);

/* ---- the jail side ------------------------------------------------------ */

/* One bind of a profile, as the jail makes it: ReadOnlyPaths= (source and
 * target alike), then BindReadOnlyPaths=, then BindPaths= (writable), each
 * "[-]SRC[:DST]" split and its "-" (may be missing) taken off. */
struct profile_bind {
    char source[4096], target[4096];
    bool writable, optional;
    const struct profile_origin *origin; /* the line that added it */
};
size_t profile_bind_count(const struct profile *profile);
/* Bind i < profile_bind_count(profile). */
void profile_bind_get(const struct profile *profile, size_t i, struct profile_bind *bind);
/* Adds a bind from the command line (warden run --bind); 0 or -ENOMEM. */
int profile_add_bind(struct profile *profile, const char *source, const char *target,
                     bool writable);
/* The workspace: dir (absolute) bound read-write at the same path and made
 * the working directory. 0, -EINVAL for "/" (the whole host), or -ENOMEM. */
int profile_set_workspace(struct profile *profile, const char *dir);
/* Is path (absolute, plain) top itself or below it? "/" holds every path. */
bool profile_path_under(const char *path, const char *top);
/* What cannot work about a bind target ("is hidden by the jail's own
 * /proc"), or NULL. */
const char *profile_bind_target_problem(const char *target);

/* Compiles profile's seccomp filter into *program (free with
 * seccomp_program_free), through the cache folder seccomp_cache if not NULL,
 * and fills config. Strings in config point into profile and storage; storage
 * must be freed with profile_jail_storage_free. error_number overrides
 * profile_error_number when not negative (`warden check` uses a sentinel). */
struct profile_jail_storage {
    struct jail_bind *binds;
    char **paths; /* the binds' sources and targets, split off "SRC:DST" */
    size_t npaths;
    char **env;
};
int profile_jail_config(const struct profile *profile, const char *seccomp_cache, int error_number,
                        struct jail_config *config, struct seccomp_program *program,
                        struct profile_jail_storage *storage, char *err, size_t errlen);
void profile_jail_storage_free(struct profile_jail_storage *storage);

/* The [Python] section as the AST executor's limits and dunder policy (the heap cap is
 * the caller's: it follows MemoryMax= and the caller's own share). */
struct executor_limits;
void profile_executor_limits(const struct profile *profile, struct executor_limits *limits);

/* The seccomp spec of profile: its filter tokens (imported ones first) in a
 * new NULL-terminated array that the caller frees (not the strings), and its
 * imported rules. error_number as for profile_jail_config. */
int profile_seccomp_spec(const struct profile *profile, int error_number,
                         struct seccomp_spec *spec);

#endif
