/* tests/pyexec/pyexec.c: run a snippet with the executor, unjailed, for tests.
 *   pyexec FILE.py|-         prints go to stdout; an uncaught exception prints a CPython-style
 *                            traceback to stderr and exits 1
 *   pyexec --json FILE.py|-  prints the result object as JSON */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/executor.h"

static void write_out(void *arg, const char *text, size_t len)
{
    (void)arg;
    fwrite(text, 1, len, stdout);
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f)
        return NULL;
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            char *p = realloc(buf, cap);
            if (!p) {
                free(buf);
                buf = NULL;
            }
            buf = p;
        }
    }
    if (f != stdin)
        fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    bool json = false;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json"))
            json = true;
        else
            path = argv[i];
    }
    if (!path) {
        fprintf(stderr, "usage: pyexec [--json] FILE.py|-\n");
        return 2;
    }
    size_t len;
    char *src = read_all(path, &len);
    if (!src) {
        perror(path);
        return 2;
    }
    struct executor_config cfg = {0};
    /* PYEXEC_IMPORTS="json io" replaces the default allowlist ("*": every native module);
     * the conformance corpus runs with "*", as CPython imports anything. */
    const char *imports_env = getenv("PYEXEC_IMPORTS");
    char *imports_buf = imports_env ? strdup(imports_env) : NULL;
    const char *imports[64];
    if (imports_buf) {
        size_t n = 0;
        for (char *t = strtok(imports_buf, " ,"); t && n < 63; t = strtok(NULL, " ,"))
            imports[n++] = t;
        imports[n] = NULL;
        cfg.authorized_imports = imports;
    }
    if (getenv("PYEXEC_MAX_OPS"))
        cfg.limits.max_operations = strtoull(getenv("PYEXEC_MAX_OPS"), NULL, 10);
    if (!json)
        cfg.on_output = write_out;
    struct executor *ex = executor_new(&cfg);
    if (!ex) {
        fprintf(stderr, "pyexec: cannot create executor\n");
        return 2;
    }
    struct executor_result r;
    executor_exec(ex, src, len, &r);
    int rc = 0;
    if (json) {
        char *s = executor_result_json_string(&r);
        printf("%s\n", s);
        free(s);
    } else {
        fflush(stdout);
        if (r.status != EXECUTOR_OK) {
            if (r.error.traceback && *r.error.traceback)
                fputs(r.error.traceback, stderr);
            else
                fprintf(stderr, "%s: %s\n", r.error.name ? r.error.name : "Error",
                        r.error.value ? r.error.value : "");
            rc = 1;
        }
    }
    /* then, as CPython's exit, the generators the globals still hold are closed; their
     * prints follow the snippet's (a limit hit there is not reported: CPython has none) */
    executor_finish(ex);
    executor_result_free(&r);
    executor_free(ex);
    free(imports_buf);
    free(src);
    return rc;
}
