/* run_connect: `warden run --connect [SOCKET] FILE` sends the snippet to a
 * running `warden serve` instead of making its own jail: the server's warm
 * pool makes that a round trip. Output streams as it is printed.
 * `warden run --connect [SOCKET] -- COMMAND` hands the server our stdin,
 * stdout and stderr with the command; a warm jail execs it on them. */
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands.h"
#include "jail/jail.h"
#include "server/remote.h"
#include "server/rpc.h"

#define CONNECT_USAGE                                                                              \
    "usage: warden run --connect[=SOCKET] [SOCKET] [-p PROFILE] [--json] "                         \
    "[--timeout SEC] FILE.py|- | -- COMMAND [ARGS...]\n"

static char *read_all(const char *path, size_t *len)
{
    int fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    size_t cap = 65536;
    char *text = malloc(cap);
    *len = 0;
    for (ssize_t n = 1; text && n > 0;) {
        if (*len == cap) {
            char *grown = realloc(text, cap *= 2);
            if (!grown) {
                free(text);
                text = NULL;
                break;
            }
            text = grown;
        }
        n = read(fd, text + *len, cap - *len);
        if (n > 0)
            *len += (size_t)n;
    }
    if (fd != 0)
        close(fd);
    return text;
}

/* Output notifications go straight to our stdout and stderr. */
static json_t *on_message(void *arg, const char *method, json_t *id, json_t *params)
{
    bool *json = arg;
    if (!id && strcmp(method, "output") == 0 && !*json) {
        const char *stream = json_string_value(json_object_get(params, "stream"));
        json_t *text = json_object_get(params, "text");
        FILE *to = stream && strcmp(stream, "stderr") == 0 ? stderr : stdout;
        fwrite(json_string_value(text), 1, json_string_length(text), to);
        fflush(to);
    }
    return NULL; /* no tools: a tool.call gets an error */
}

/* The exit status, as for a local `warden run FILE.py`. */
static int exit_status(const char *status)
{
    static const struct {
        const char *status;
        int code;
    } codes[] = {
        {"ok", 0},
        {"error", 1},
        {"recursion", 1},
        {"ops", 1},
        {"output", 1},
        {"memory", 128 + SIGKILL},
        {"timeout", EXIT_TIMEOUT},
        {"violation", 128 + SIGSYS},
        {"killed", 128 + SIGKILL},
        {"crashed", EXIT_SOFTWARE},
        {"internal_error", EXIT_OSERR},
    };
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (status && strcmp(status, codes[i].status) == 0)
            return codes[i].code;
    return EXIT_SOFTWARE;
}

static int call(const char *socket, const char *method, json_t *params, const int *fds, int nfds,
                bool *json, json_t **result)
{
    struct remote remote;
    char err[256];
    if (remote_connect(&remote, socket ? socket : remote_default_path(), err, sizeof err) < 0) {
        fprintf(stderr, "warden: %s (is `warden serve` running?)\n", err);
        json_decref(params);
        return EXIT_UNAVAILABLE;
    }
    json_t *error;
    int rc = remote_call_fds(&remote, method, params, fds, nfds, on_message, json, result, &error);
    remote_close(&remote);
    if (rc < 0) {
        fprintf(stderr, "warden: the server hung up: %s\n", strerror(-rc));
        return EXIT_UNAVAILABLE;
    }
    if (rc > 0) {
        fprintf(stderr, "warden: %s\n", json_string_value(json_object_get(error, "message")));
        int code = (int)json_integer_value(json_object_get(error, "code"));
        json_decref(error);
        return code == RPC_PROFILE_NOT_FOUND ? EXIT_NOINPUT : EXIT_UNAVAILABLE;
    }
    return 0;
}

/* A command's result is a jail's (jail_result_to_json): the exit status
 * follows the command, as for `warden run -- COMMAND`. */
static int command_exit_status(json_t *result)
{
    int status = jail_status_from_name(json_string_value(json_object_get(result, "status")));
    if (status < 0)
        return EXIT_SOFTWARE;
    json_t *exit = json_object_get(result, "exit");
    struct jail_result r = {
        .status = (enum jail_status)status,
        .exit_code = (int)json_integer_value(json_object_get(exit, "code")),
        .signal = (int)json_integer_value(json_object_get(exit, "signal")),
    };
    return run_exit_status(&r);
}

static void explain_command(json_t *result)
{
    const char *status = json_string_value(json_object_get(result, "status"));
    const char *message = json_string_value(json_object_get(result, "message"));
    json_t *violation = json_object_get(result, "violation");
    if (!status || strcmp(status, "ok") == 0)
        return;
    if (strcmp(status, "violation") == 0)
        fprintf(stderr, "warden: killed: syscall %s (%d) is not allowed by the profile\n",
                json_string_value(json_object_get(violation, "syscall")),
                (int)json_integer_value(json_object_get(violation, "number")));
    else if (strcmp(status, "timeout") == 0)
        fprintf(stderr, "warden: time limit reached\n");
    else if (strcmp(status, "memory") == 0)
        fprintf(stderr, "warden: killed: memory limit\n");
    else if (message && message[0])
        fprintf(stderr, "warden: %s\n", message);
    else if (strcmp(status, "error") != 0)
        fprintf(stderr, "warden: %s\n", status);
}

static int run_command(const char *socket, const char *profile, bool json, double seconds,
                       char **argv)
{
    json_t *words = json_array();
    for (char **a = argv; *a; a++)
        json_array_append_new(words, json_string(*a));
    json_t *params = json_pack("{s:o}", "argv", words);
    if (profile)
        json_object_set_new(params, "profile", json_string(profile));
    if (seconds > 0)
        json_object_set_new(params, "timeout", json_real(seconds));
    const int stdio[3] = {0, 1, 2};
    json_t *result;
    int rc = call(socket, "command", params, stdio, 3, &json, &result);
    if (rc)
        return rc;
    int status = command_exit_status(result);
    if (json) {
        json_dumpf(result, stdout, JSON_COMPACT | JSON_ENSURE_ASCII);
        fputc('\n', stdout);
    } else {
        explain_command(result);
    }
    json_decref(result);
    return status;
}

int run_connect(const char *socket, const char *profile, bool json, const char *timeout,
                bool command, int argc, char **argv)
{
    if (argc < 1 || (!command && argc != 1)) {
        fputs(CONNECT_USAGE, stderr);
        return EXIT_USAGE;
    }
    double seconds = 0;
    if (timeout && ((seconds = strtod(timeout, NULL)) <= 0)) {
        fprintf(stderr, "warden: --timeout %s: expected a positive number of seconds\n", timeout);
        return EXIT_USAGE;
    }
    if (command)
        return run_command(socket, profile, json, seconds, argv);
    size_t len;
    char *code = read_all(argv[0], &len);
    if (!code) {
        fprintf(stderr, "warden: %s: %s\n", argv[0], strerror(errno));
        return EXIT_NOINPUT;
    }
    json_t *text = json_stringn(code, len);
    free(code);
    if (!text) {
        fprintf(stderr, "warden: %s: not UTF-8 text\n", argv[0]);
        return EXIT_NOINPUT;
    }
    json_t *params = json_pack("{s:o}", "code", text);
    if (profile)
        json_object_set_new(params, "profile", json_string(profile));
    if (seconds > 0)
        json_object_set_new(params, "timeout", json_real(seconds));
    json_t *result;
    int rc = call(socket, "run", params, NULL, 0, &json, &result);
    if (rc)
        return rc;
    const char *status = json_string_value(json_object_get(result, "status"));
    int exit_code = exit_status(status);
    if (json) {
        json_dumpf(result, stdout, JSON_COMPACT | JSON_ENSURE_ASCII);
        fputc('\n', stdout);
    } else {
        json_t *e = json_object_get(result, "error");
        const char *tb = json_string_value(json_object_get(e, "traceback"));
        const char *value = json_string_value(json_object_get(e, "value"));
        if (tb)
            fputs(tb, stderr);
        else if (value)
            fprintf(stderr, "warden: %s: %s\n", status, value);
    }
    json_decref(result);
    return exit_code;
}
