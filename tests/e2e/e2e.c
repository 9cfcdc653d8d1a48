/* e2e: the harness that runs build/warden for the end-to-end tests. */
#include "tests/e2e/e2e.h"

#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <grp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* In a child: drops to uid and gid 65534 with no supplementary groups. */
static bool become_nobody(void)
{
    return setgroups(0, NULL) == 0 && setresgid(E2E_NOBODY, E2E_NOBODY, E2E_NOBODY) == 0 &&
           setresuid(E2E_NOBODY, E2E_NOBODY, E2E_NOBODY) == 0;
}

void e2e_warden(struct e2e_run *run, bool rootless, const char *const *args)
{
    const char *warden = getenv("WARDEN");
    cr_assert(warden, "WARDEN must name build/warden (make e2e sets it)");
    const char *lacks = rootless ? e2e_lacks_rootless() : NULL;
    if (lacks)
        cr_skip_test("rootless: %s", lacks);
    int out[2], err[2];
    cr_assert(pipe(out) == 0 && pipe(err) == 0);

    const char *argv[64];
    size_t n = 0;
    argv[n++] = warden;
    for (const char *const *a = args; *a && n < 63; a++)
        argv[n++] = *a;
    argv[n] = NULL;

    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        dup2(out[1], 1);
        dup2(err[1], 2);
        close(out[0]);
        close(err[0]);
        if (rootless && !become_nobody())
            _exit(120);
        execv(warden, (char *const *)argv);
        _exit(121);
    }
    close(out[1]);
    close(err[1]);
    /* Read both streams without one filling up while we wait on the other. */
    struct pollfd pfd[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    char *bufs[2] = {NULL, NULL};
    size_t lens[2] = {0, 0};
    int open_count = 2;
    while (open_count) {
        if (poll(pfd, 2, -1) < 0 && errno != EINTR)
            break;
        for (int i = 0; i < 2; i++) {
            if (pfd[i].fd < 0 || !pfd[i].revents)
                continue;
            char chunk[8192];
            ssize_t r = read(pfd[i].fd, chunk, sizeof chunk);
            if (r <= 0) {
                close(pfd[i].fd);
                pfd[i].fd = -1;
                open_count--;
                continue;
            }
            bufs[i] = realloc(bufs[i], lens[i] + (size_t)r + 1);
            memcpy(bufs[i] + lens[i], chunk, (size_t)r);
            lens[i] += (size_t)r;
            bufs[i][lens[i]] = '\0';
        }
    }
    int status;
    waitpid(pid, &status, 0);
    run->pid = pid;
    run->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    run->out = bufs[0] ? bufs[0] : strdup("");
    run->err = bufs[1] ? bufs[1] : strdup("");
    json_error_t error;
    run->json = json_loads(run->out, 0, &error);
}

void e2e_free(struct e2e_run *run)
{
    free(run->out);
    free(run->err);
    json_decref(run->json);
}

static char temp_dir[64];

static const char *temp_path(const char *name)
{
    static char path[4][256];
    static int next;
    if (!temp_dir[0]) {
        strcpy(temp_dir, "/tmp/warden-e2e-XXXXXX");
        cr_assert(mkdtemp(temp_dir));
        chmod(temp_dir, 0755);
    }
    char *p = path[next++ % 4];
    snprintf(p, sizeof path[0], "%s/%s", temp_dir, name);
    return p;
}

const char *e2e_temp_file(const char *name, const char *text)
{
    const char *path = temp_path(name);
    FILE *f = fopen(path, "w");
    cr_assert(f, "create %s", path);
    fputs(text, f);
    fclose(f);
    chmod(path, 0644);
    return path;
}

const char *e2e_probe_profile(const char *base)
{
    const char *probe = getenv("PROBE");
    cr_assert(probe, "PROBE must name build/tests/probe (make e2e sets it)");
    char text[1024], name[64];
    snprintf(text, sizeof text,
             "[Profile]\nExtends=%s\n[Jail]\nBindReadOnlyPaths=%s:/opt/probe\n"
             "[Limits]\nWallTimeSec=20\n",
             base, probe);
    snprintf(name, sizeof name, "probe-%s.conf", base);
    return e2e_temp_file(name, text);
}

const char *e2e_status(const struct e2e_run *run)
{
    cr_assert(run->json, "warden printed no JSON: exit %d, stdout '%s', stderr '%s'",
              run->exit_code, run->out, run->err);
    const char *s = json_string_value(json_object_get(run->json, "status"));
    return s ? s : "(none)";
}

const char *e2e_stdout(const struct e2e_run *run)
{
    e2e_status(run);
    const char *s = json_string_value(json_object_get(run->json, "stdout"));
    return s ? s : "";
}

const char *e2e_enforcement(const struct e2e_run *run, const char *limit)
{
    e2e_status(run);
    const char *s =
        json_string_value(json_object_get(json_object_get(run->json, "enforcement"), limit));
    return s ? s : "(none)";
}

int e2e_leftover_cgroups(const struct e2e_run *run)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "j%d-", (int)run->pid);
    static const char *const controllers[] = {"memory", "pids", "cpu", ""};
    int count = 0;
    for (size_t i = 0; i < sizeof controllers / sizeof controllers[0]; i++) {
        char path[128];
        snprintf(path, sizeof path, "/sys/fs/cgroup/%s%swarden", controllers[i],
                 controllers[i][0] ? "/" : "");
        DIR *d = opendir(path);
        if (!d)
            continue;
        struct dirent *e;
        while ((e = readdir(d)))
            if (e->d_type == DT_DIR && strncmp(e->d_name, prefix, strlen(prefix)) == 0)
                count++;
        closedir(d);
    }
    return count;
}

/* Runs fn in a child (as uid 65534 when rootless) and returns its wait status. */
static int in_child(bool rootless, int (*fn)(void))
{
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        int devnull = open("/dev/null", O_WRONLY);
        dup2(devnull, 1);
        dup2(devnull, 2);
        if (rootless && !become_nobody())
            _exit(120);
        _exit(fn());
    }
    int status;
    waitpid(pid, &status, 0);
    return status;
}

static int run_probe_i386(void)
{
    const char *probe = getenv("PROBE");
    execl(probe, probe, "i386", (char *)NULL);
    return 121;
}

const char *e2e_lacks_i386_abi(void)
{
    cr_assert(getenv("PROBE"), "PROBE must name build/tests/probe (make e2e sets it)");
    /* Without a 32-bit entry (a kernel without IA32 emulation, some
     * hypervisors) `int $0x80` is a SIGSEGV even outside any jail. */
    int status = in_child(false, run_probe_i386);
    if (WIFSIGNALED(status))
        return "this kernel has no i386 syscall entry: int $0x80 is killed by a signal outside "
               "any jail too";
    return NULL;
}

static int new_user_namespace(void)
{
    return unshare(CLONE_NEWUSER) == 0 ? 0 : 1;
}

static int exec_warden_help(void)
{
    const char *warden = getenv("WARDEN");
    execl(warden, warden, "--help", (char *)NULL);
    return 121;
}

const char *e2e_lacks_rootless(void)
{
    static int known; /* 0: not probed, 1: works, 2: does not */
    static const char *reason;
    if (!known) {
        known = 2;
        int status = in_child(true, new_user_namespace);
        if (!WIFEXITED(status) || WEXITSTATUS(status) == 120)
            reason = "cannot switch to uid 65534 here";
        else if (WEXITSTATUS(status) != 0)
            reason = "uid 65534 may not create a user namespace here "
                     "(kernel.unprivileged_userns_clone or an LSM forbids it)";
        else if (status = in_child(true, exec_warden_help),
                 !WIFEXITED(status) || WEXITSTATUS(status) != 0)
            reason = "uid 65534 cannot execute $WARDEN (is the checkout in a private folder?)";
        else
            known = 1;
    }
    return known == 1 ? NULL : reason;
}

static bool has_controllers(const char *file)
{
    char text[512] = {0};
    FILE *f = fopen(file, "r");
    if (!f)
        return false;
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    return strstr(text, "memory") && strstr(text, "pids");
}

const char *e2e_cgroup_mechanism(const char **reason)
{
    if (access("/sys/fs/cgroup/memory/memory.limit_in_bytes", F_OK) == 0 &&
        access("/sys/fs/cgroup/pids", W_OK) == 0 && access("/sys/fs/cgroup/memory", W_OK) == 0)
        return "cgroup1";
    if (has_controllers("/sys/fs/cgroup/cgroup.controllers") && access("/sys/fs/cgroup", W_OK) == 0)
        return "cgroup2";
    *reason = "no writable cgroup hierarchy with the memory and pids controllers here";
    return NULL;
}
