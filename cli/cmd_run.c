/* cmd_run: `warden run` runs one command (or, later, one Python file) in a
 * fresh jail of a profile and reports the result. */
#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "egress/proxy.h"
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
    const char *workdir; /* --workdir DIR: bound read-write, the working directory */
    struct run_bind {
        const char *spec; /* DIR or SRC:DST */
        bool writable;
    } binds[32];         /* --bind[=ro|rw] DIR */
    size_t nbinds;
    bool help;
};

static int parse_options(int argc, char **argv, struct run_options *o)
{
    static const struct option longs[] = {
        {"profile", required_argument, 0, 'p'}, {"json", no_argument, 0, 'j'},
        {"timeout", required_argument, 0, 't'}, {"memory", required_argument, 0, 'm'},
        {"connect", optional_argument, 0, 'c'}, {"no-connect", no_argument, 0, 'l'},
        {"bind", optional_argument, 0, 'b'},    {"workdir", required_argument, 0, 'w'},
        {"help", no_argument, 0, 'h'},          {0, 0, 0, 0},
    };
    int c;
    optind = 1;
    /* "+": stop at the first non-option, so the command's own flags are its own. */
    while ((c = getopt_long(argc, argv, "+p:h", longs, NULL)) != -1) {
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
        case 'b': /* `--bind DIR` or `--bind=ro DIR`: the folder is the next word */
            if ((optarg && strcmp(optarg, "ro") && strcmp(optarg, "rw")) || optind >= argc ||
                o->nbinds == sizeof o->binds / sizeof o->binds[0]) {
                fprintf(stderr, "warden: --bind[=ro|rw] DIR[:TARGET] (at most 32)\n");
                return -1;
            }
            o->binds[o->nbinds++] = (struct run_bind){argv[optind++], !optarg || !strcmp(optarg, "rw")};
            break;
        case 'w': o->workdir = optarg; break;
        case 'h': o->help = true; return optind;
        default: return -1;
        }
    }
    /* With $WARDEN_SOCKET set, the server is the default (its path is the
     * default socket); --no-connect wins over both. */
    const char *env = getenv("WARDEN_SOCKET");
    o->connect = !o->local && (o->connect || (env && *env));
    return optind;
}

/* A host folder named on the command line, made absolute. */
static char *host_dir(const char *option, const char *path)
{
    char *real = realpath(path, NULL);
    if (!real)
        fprintf(stderr, "warden: %s %s: %s\n", option, path, strerror(errno));
    return real;
}

/* --bind and --workdir (or BindWorkingDirectory=, which means the caller's
 * cwd): host folders, resolved here, outside the jail, as the caller sees them. */
static int apply_binds(const struct run_options *o, struct profile *p)
{
    for (size_t i = 0; i < o->nbinds; i++) {
        const char *spec = o->binds[i].spec, *colon = strchr(spec, ':');
        char *source = strndup(spec, colon ? (size_t)(colon - spec) : strlen(spec));
        char *real = source ? host_dir("--bind", source) : NULL;
        const char *target = colon ? colon + 1 : real;
        int rc = -1;
        if (real && (target[0] != '/' || profile_bind_target_problem(target)))
            fprintf(stderr, "warden: --bind %s: the target %s\n", spec,
                    target[0] != '/' ? "must be absolute" : profile_bind_target_problem(target));
        else if (real)
            rc = profile_add_bind(p, real, target, o->binds[i].writable);
        free(source);
        free(real);
        if (rc < 0)
            return -1;
    }
    const char *dir = o->workdir ? o->workdir : p->bind_working_directory ? "." : NULL;
    if (!dir)
        return 0;
    char *real = host_dir("--workdir", dir);
    int rc = real ? profile_set_workspace(p, real) : -1;
    if (real && rc < 0)
        fprintf(stderr, "warden: --workdir %s: %s\n", dir,
                rc == -EINVAL ? "refusing the whole host (/) as a workspace" : strerror(-rc));
    free(real);
    return rc < 0 ? -1 : 0;
}

/* The command-line overrides, in the profile's own units. */
static int apply_overrides(const struct run_options *o, struct profile *p)
{
    const char *error;
    if (apply_binds(o, p) < 0)
        return -1;
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

/* The egress proxy of one run: a process of ours outside the jail, given the
 * listener the jail's child makes on its own lo. */
struct egress_run {
    pid_t pid;
    int report; /* the proxy's refusals, "HOST\tPORT\tREASON" lines */
};

static int egress_start(const struct profile *p, struct jail_config *config, struct egress_run *e)
{
    int sv[2], report[2];
    e->pid = -1;
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0)
        return -errno;
    if (pipe2(report, O_CLOEXEC) < 0) {
        int rc = -errno;
        close(sv[0]), close(sv[1]);
        return rc;
    }
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        /* Dies with warden, whatever ends it. It parses what the jail sends,
         * so as root it runs as nobody, with nothing to gain by exec. */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent ||
            (geteuid() == 0 && (setgroups(0, NULL) < 0 || setresgid(65534, 65534, 65534) < 0 ||
                                setresuid(65534, 65534, 65534) < 0)) ||
            prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
            _exit(1);
        close(sv[1]);
        close(report[0]);
        struct egress_policy policy;
        profile_egress_policy(p, &policy);
        _exit(egress_serve(sv[0], &policy, report[1]) < 0 ? 1 : 0);
    }
    close(sv[0]);
    close(report[1]);
    if (pid < 0) {
        close(sv[1]);
        close(report[0]);
        return -errno;
    }
    e->pid = pid;
    e->report = report[0];
    config->egress_sock = sv[1];
    config->egress_port = EGRESS_PORT;
    return 0;
}

/* Ends the proxy and returns its refusals as [{host, port, reason}]. */
static json_t *egress_finish(struct egress_run *e, struct jail_config *config)
{
    if (e->pid < 0)
        return NULL;
    close(config->egress_sock); /* the proxy sees the jail's end gone */
    kill(e->pid, SIGKILL);
    waitpid(e->pid, NULL, 0);
    json_t *denied = json_array();
    char text[65536];
    size_t len = 0;
    ssize_t n;
    while (len < sizeof text - 1 && (n = read(e->report, text + len, sizeof text - 1 - len)) > 0)
        len += (size_t)n;
    text[len] = '\0';
    close(e->report);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char *port = strchr(line, '\t'), *why = port ? strchr(port + 1, '\t') : NULL;
        if (!why)
            continue;
        *port++ = '\0', *why++ = '\0';
        json_array_append_new(denied, json_pack("{s:s,s:i,s:s}", "host", line, "port", atoi(port),
                                                "reason", why));
    }
    return denied;
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
    if (o.help)
        return cli_usage(run_usage, true);
    if (first >= 0 && first < argc && o.connect) {
        if (o.nbinds || o.workdir) {
            fprintf(stderr, "warden: --bind and --workdir need a jail of warden run's own "
                            "(use --no-connect)\n");
            return EXIT_USAGE;
        }
        if (o.memory) {
            fprintf(stderr, "warden: --memory does not apply through a server: its profiles "
                            "set the limits (use --no-connect)\n");
            return EXIT_USAGE;
        }
        return run_connect(o.socket, o.profile, o.json, o.timeout,
                           strcmp(argv[first - 1], "--") == 0, argc - first, argv + first);
    }
    if (first < 0 || first >= argc)
        return cli_usage(run_usage, false);
    /* `-- COMMAND` runs a command; a lone FILE (or -) is a Python snippet. */
    bool command = strcmp(argv[first - 1], "--") == 0;
    if (!command && first + 1 != argc) {
        fprintf(stderr, "warden: run takes one Python file; put `--` before a command\n");
        return cli_usage(run_usage, false);
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
        status = cli_usage(run_usage, false);
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

    struct egress_run egress = {.pid = -1};
    if (command && profile.allowed_domains.count && (rc = egress_start(&profile, &config, &egress)) < 0) {
        fprintf(stderr, "warden: start the egress proxy: %s\n", strerror(-rc));
        status = EXIT_OSERR;
        goto out_jail;
    }
    struct jail_result result;
    jail_run(&config, &result);
    json_t *denied = egress_finish(&egress, &config);
    status = command ? run_exit_status(&result) : snippet_exit_status(&result);
    for (size_t i = 0; !o.json && i < json_array_size(denied); i++) {
        json_t *d = json_array_get(denied, i);
        fprintf(stderr, "warden: egress refused %s:%lld: %s\n",
                json_string_value(json_object_get(d, "host")),
                (long long)json_integer_value(json_object_get(d, "port")),
                json_string_value(json_object_get(d, "reason")));
    }
    if (o.json) {
        json_t *j = command ? jail_result_to_json(&result) : snippet_result_json(&result);
        if (denied)
            json_object_set(j, "network_denied", denied);
        json_dumpf(j, stdout, JSON_COMPACT | JSON_ENSURE_ASCII | JSON_REAL_PRECISION(15));
        fputc('\n', stdout);
        json_decref(j);
    } else {
        explain(&result, &config);
    }
    json_decref(denied);
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
