/* e2e: runs the real build/warden as a separate process, as root or as an
 * unprivileged user, and reads what it printed. */
#ifndef WARDEN_E2E_H
#define WARDEN_E2E_H

#include <jansson.h>
#include <stdbool.h>
#include <sys/types.h>

#define E2E_NOBODY 65534

struct e2e_run {
    pid_t pid;     /* warden's pid, which names its cgroups */
    int exit_code; /* warden's exit status; 128+N if a signal ended it */
    char *out;     /* everything warden wrote to stdout */
    char *err;
    json_t *json;  /* stdout parsed, when it was one JSON object */
};

/* Runs `warden ARGS...` (NULL-terminated) as root, or as uid/gid 65534 when
 * rootless. Waits for it and fills run. */
void e2e_warden(struct e2e_run *run, bool rootless, const char *const *args);
void e2e_free(struct e2e_run *run);

/* The path of the probe helper (tests/probe) and of a temporary profile that
 * extends BASE and makes the probe visible at /opt/probe. */
const char *e2e_probe_profile(const char *base);

/* Writes text to a new file in a temporary folder readable by everyone. */
const char *e2e_temp_file(const char *name, const char *text);

/* Shortcuts into run->json. */
const char *e2e_status(const struct e2e_run *run);
const char *e2e_stdout(const struct e2e_run *run);
const char *e2e_enforcement(const struct e2e_run *run, const char *limit);

/* Probes of this machine, for the tests that depend on it. Each returns NULL
 * where the feature is there, or the reason to give cr_skip_test. Rootless
 * runs of e2e_warden skip by themselves where they cannot work here. */
const char *e2e_lacks_i386_abi(void);
const char *e2e_lacks_rootless(void);

/* The mechanism a root jail's memory and pids limits should use here:
 * "cgroup1" or "cgroup2", or NULL (with *reason set) where no writable cgroup
 * hierarchy has both controllers. */
const char *e2e_cgroup_mechanism(const char **reason);

/* How many cgroups the run's warden left under /sys/fs/cgroup/<ctrl>/warden. */
int e2e_leftover_cgroups(const struct e2e_run *run);

#endif
