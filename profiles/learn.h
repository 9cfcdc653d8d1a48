/* learn: `warden learn -- COMMAND`. Runs a command under a seccomp filter
 * whose every call is a user notification that warden answers "continue",
 * noting the syscall and any path it names, then drafts a profile from what
 * the command used. */
#ifndef WARDEN_LEARN_H
#define WARDEN_LEARN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define LEARN_NR_MAX 1024 /* native syscall numbers recorded */

struct learn_path {
    char *path;
    bool write; /* opened for writing, created, removed or renamed */
};

struct learn_log {
    bool used[LEARN_NR_MAX];
    uint64_t families; /* socket families, bit by number (below 64) */
    struct learn_path *paths;
    size_t npaths;
    char *cwd;     /* the command's working directory, NULL if unknown */
    size_t calls;  /* notifications handled */
    int exit_code; /* the command's status: 128+N for a signal */
};

/* Runs argv as the caller, on the host (no jail: the point is to see what it
 * touches), with its stdout sent to fd stdout_fd. Returns 0 with log filled,
 * or -errno with err saying why it could not run. */
int learn_run(char *const argv[], int stdout_fd, struct learn_log *log, char *err, size_t errlen);

/* Writes a draft profile that extends base to out. */
void learn_draft(const struct learn_log *log, char *const argv[], const char *base, FILE *out);

void learn_log_free(struct learn_log *log);

#endif
