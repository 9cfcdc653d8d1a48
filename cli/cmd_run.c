/* cmd_run: `warden run` runs one command (or, later, one Python file) in a
 * fresh jail of a profile and reports the result. */
#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/snippet.h"
#include "jail/jail.h"
#include "jail/result.h"
#include "jail/seccomp_cache.h"
#include "profiles/profile.h"
#include "profiles/values.h"

struct run_options {
    const char *profile;
    bool json;
    const char *timeout;
    const char *memory;
    bool connect;       /* --connect, or $WARDEN_SOCKET: through a running warden serve */
    bool local;         /* --no-connect: a jail of our own even so */
    const char *socket; /* --connect=SOCKET */
};

static int parse_options(int argc, char **argv, struct run_options *o)
{
    static const struct option longs[] = {
        {"profile", required_argument, 0, 'p'}, {"json", no_argument, 0, 'j'},
        {"timeout", required_argument, 0, 't'}, {"memory", required_argument, 0, 'm'},
        {"connect", optional_argument, 0, 'c'}, {"no-connect", no_argument, 0, 'l'},
        {0, 0, 0, 0},
    };
    int c;
    optind = 1;
    /* "+": stop at the first non-option, so the command's own flags are its own. */
    while ((c = getopt_long(argc, argv, "+p:", longs, NULL)) != -1) {
        switch (c) {
        case 'p': o->profile = optarg; break;
        case 'j': o->json = true; break;
        case 't': o->timeout = optarg; break;
        case 'm': o->memory = optarg; break;
        case 'c': /* `--connect SOCKET FILE`: a word before the file is the socket */
            o->connect = true;
            o->socket = optarg;
            if (!optarg && optind + 1 < argc && argv[optind][0] != '-')
                o->socket = argv[optind++];
            break;
        case 'l': o->local = true; break;
        default: return -1;
        }
    }
    /* With $WARDEN_SOCKET set, the server is the default (its path is the
     * default socket); --no-connect wins over both. */
    const char *env = getenv("WARDEN_SOCKET");
    o->connect = !o->local && (o->connect || (env && *env));
    return optind;
}

/* The command-line overrides, in the profile's own units. */
static int apply_overrides(const struct run_options *o, struct profile *p)
{
    const char *error;
    if (o->timeout && value_parse_seconds_ms(o->timeout, &p->wall_time_ms, &error) < 0) {
        fprintf(stderr, "warden: --timeout %s: %s\n", o->timeout, error);
        return -1;
    }
    if (o->memory && value_parse_size(o->memory, &p->memory_max, &error) < 0) {
        fprintf(stderr, "warden: --memory %s: %s\n", o->memory, error);
        return -1;
    }
    return 0;
}

int run_exit_status(const struct jail_result *r)
{
    switch (r->status) {
    case JAIL_OK:
    case JAIL_ERROR:
    case JAIL_CRASHED:
        return r->signal ? 128 + r->signal : r->exit_code;
    case JAIL_TIMEOUT:
        return EXIT_TIMEOUT;
    case JAIL_VIOLATION:
        return 128 + SIGSYS;
    case JAIL_MEMORY:
    case JAIL_KILLED:
    case JAIL_OUTPUT:
        return 128 + SIGKILL;
    case JAIL_INTERNAL:
        return EXIT_OSERR;
    }
    return EXIT_SOFTWARE;
}

static void explain(const struct jail_result *r, const struct jail_config *c)
{
    switch (r->status) {
    case JAIL_TIMEOUT:
        fprintf(stderr, "warden: time limit reached (wall %.3g s)\n", c->limits.wall_ms / 1000.0);
        break;
    case JAIL_MEMORY:
        fprintf(stderr, "warden: killed: memory limit of %lld bytes (%s)\n",
                (long long)c->limits.memory_max, jail_mechanism_name(r->enforcement.memory));
        break;
    case JAIL_VIOLATION:
        fprintf(stderr, "warden: killed: syscall %s (%d) is not allowed by the profile\n",
                r->violation_name, r->violation_nr);
        break;
    case JAIL_KILLED:
        fprintf(stderr, "warden: killed on request\n");
        break;
    case JAIL_OUTPUT:
        fprintf(stderr, "warden: killed: output over %zu bytes\n", c->limits.output_max);
        break;
    case JAIL_INTERNAL:
        fprintf(stderr, "warden: %s\n", r->message);
        break;
    case JAIL_CRASHED:
        fprintf(stderr, "warden: crashed: signal %d (SIG%s)\n", r->signal,
                sigabbrev_np(r->signal) ? sigabbrev_np(r->signal) : "?");
        break;
    default:
        if (r->message[0])
            fprintf(stderr, "warden: %s\n", r->message);
    }
}

/* The whole snippet, read before the jail hides the file system. */
static char *read_source(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t cap = 0;
    *len = 0;
    for (;;) {
        if (*len + 65536 > cap) {
            char *grown = realloc(text, cap = cap ? cap * 2 : 65536);
            if (!grown)
                break;
            text = grown;
        }
        size_t n = fread(text + *len, 1, cap - *len, f);
        if (n == 0)
            break;
        *len += n;
    }
    if (f != stdin)
        fclose(f);
    return text;
}

/* Without --json, a snippet's exit status is Python's (0, or 1 for an uncaught
 * exception); a limit of the executor or of the jail says so on stderr. */
static int snippet_exit_status(const struct jail_result *r)
{
    const char *status = snippet_status(r);
    if (strcmp(status, "ok") == 0)
        return 0;
    if (strcmp(status, "error") == 0 || strcmp(status, "recursion") == 0)
        return 1;
    if (strcmp(status, "ops") == 0 || strcmp(status, "memory") == 0 ||
        strcmp(status, "output") == 0) {
        if (r->status == JAIL_OK || r->status == JAIL_ERROR) {
            fprintf(stderr, "warden: the snippet hit the executor's %s limit\n", status);
            return 1;
        }
    }
    return run_exit_status(r);
}

int cmd_run(int argc, char **argv)
{
    struct run_options o = {0};
    int first = parse_options(argc, argv, &o);
    if (first >= 0 && first < argc && o.connect) {
        if (o.memory) {
            fprintf(stderr, "warden: --memory does not apply through a server: its profiles "
                            "set the limits (use --no-connect)\n");
            return EXIT_USAGE;
        }
        return run_connect(o.socket, o.profile, o.json, o.timeout,
                           strcmp(argv[first - 1], "--") == 0, argc - first, argv + first);
    }
    if (first < 0 || first >= argc) {
        fprintf(stderr, "usage: warden run [-p PROFILE] [--json] [--timeout SEC] [--memory SIZE] "
                        "-- COMMAND [ARGS...]\n"
                        "       warden run [-p PROFILE] [--json] FILE.py|-\n");
        return EXIT_USAGE;
    }
    /* `-- COMMAND` runs a command; a lone FILE (or -) is a Python snippet. */
    bool command = strcmp(argv[first - 1], "--") == 0;
    if (!command && first + 1 != argc) {
        fprintf(stderr, "warden: run takes one Python file; put `--` before a command\n");
        return EXIT_USAGE;
    }

    struct profile profile;
    char err[PROFILE_ERR_MAX];
    const char *name = o.profile ? o.profile : command ? "strict" : "default";
    int rc = profile_load(name, profile_search_path(), &profile, err, sizeof err);
    if (rc < 0) {
        fprintf(stderr, "%s\n", err);
        return rc == -ENOENT ? EXIT_NOINPUT : EXIT_CONFIG;
    }
    int status = EXIT_CONFIG;
    char *source = NULL;
    const char **imports = NULL;
    if (profile.abstract) {
        fprintf(stderr, "warden: profile '%s' is abstract (Abstract=yes) and cannot be run\n",
                profile.name);
        goto out_profile;
    }
    if (command && profile.runtime != RUNTIME_COMMAND) {
        fprintf(stderr, "warden: profile '%s' runs Python in the AST executor (Runtime=ast), "
                        "not commands\n", profile.name);
        goto out_profile;
    }
    if (!command && profile.runtime != RUNTIME_AST) {
        fprintf(stderr, "warden: profile '%s' runs commands (Runtime=command); run Python "
                        "files with a Runtime=ast profile such as 'default'\n", profile.name);
        goto out_profile;
    }
    if (apply_overrides(&o, &profile) < 0) {
        status = EXIT_USAGE;
        goto out_profile;
    }
    size_t source_len = 0;
    if (!command && !(source = read_source(argv[first], &source_len))) {
        fprintf(stderr, "warden: %s: %s\n", argv[first], strerror(errno));
        status = EXIT_NOINPUT;
        goto out_profile;
    }

    struct jail_config config;
    struct seccomp_program program;
    struct profile_jail_storage storage;
    rc = profile_jail_config(&profile, seccomp_cache_dir(), -1, &config, &program, &storage, err,
                             sizeof err);
    if (rc < 0) {
        fprintf(stderr, "%s\n", err);
        goto out_jail;
    }
    config.capture = o.json;
    struct snippet snippet = {.code = source, .code_len = source_len};
    if (command) {
        config.argv = argv + first;
    } else {
        imports = calloc(profile.authorized_imports.count + 1, sizeof *imports);
        if (!imports)
            goto out_jail;
        for (size_t i = 0; i < profile.authorized_imports.count; i++)
            imports[i] = profile.authorized_imports.items[i];
        snippet.authorized_imports = imports;
        profile_executor_limits(&profile, &snippet.limits);
        snippet_jail_config(&snippet, &config);
    }

    struct jail_result result;
    jail_run(&config, &result);
    status = command ? run_exit_status(&result) : snippet_exit_status(&result);
    if (o.json) {
        json_t *j = command ? jail_result_to_json(&result) : snippet_result_json(&result);
        json_dumpf(j, stdout, JSON_COMPACT | JSON_ENSURE_ASCII | JSON_REAL_PRECISION(15));
        fputc('\n', stdout);
        json_decref(j);
    } else {
        explain(&result, &config);
    }
    jail_result_free(&result);
out_jail:
    seccomp_program_free(&program);
    profile_jail_storage_free(&storage);
out_profile:
    free(imports);
    free(source);
    profile_free(&profile);
    return status;
}
