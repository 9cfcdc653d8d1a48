/* cgroup: the public interface over the v1 and v2 backends (detect, create,
 * attach, kill, destroy, usage) and the control-file helpers both use. This runs
 * for every jail, so files are read and written with open/read|write/close on
 * stack buffers: no stdio streams, no heap. */
#include "jail/cgroup.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "jail/cgroup_backend.h"
#include "jail/util.h"

/* v1 mounts each controller at fs_root/<name>; v2 lists them by the same names. */
const char *const cgroup_names[CGROUP_NCONTROLLERS] = {"memory", "pids", "cpu", "cpuacct"};

/* A pid read from cgroup.procs is never above this (the kernel's PID_MAX_LIMIT). */
#define PID_LIMIT 4194304

/* Opens dir/file: a descriptor or -errno. */
static int open_control(const char *dir, const char *file, int flags)
{
    char path[CGROUP_PATH_MAX];
    int rc = cgroup_join(path, sizeof path, dir, file);
    if (rc < 0)
        return rc;
    int fd = open(path, flags | O_CLOEXEC);
    return fd < 0 ? -errno : fd;
}

static void sleep_us(long us)
{
    struct timespec ts = {0, us * 1000};
    nanosleep(&ts, NULL);
}

int cgroup_system_detect(struct cgroup_system *system, const char *fs_root)
{
    memset(system, 0, sizeof *system);
    system->version = MECH_NONE;
    if (strlen(fs_root) >= sizeof system->root)
        return -ENAMETOOLONG;
    strcpy(system->root, fs_root);

    char list[CGROUP_READ_MAX];
    bool any = false;
    if (cgroup_read(fs_root, "cgroup.controllers", list, sizeof list) >= 0) {
        /* fs_root is itself cgroup2, a pure v2 machine. No v1 hierarchy can sit
         * inside it (a folder named "memory" there is a child group), so v1 is
         * not looked for; a controller the list lacks is simply not ours. On a
         * hybrid machine fs_root is a tmpfs and cgroup2 sits at unified/, where
         * the controllers are not: that case falls through to v1. */
        for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
            system->have[c] = cgroup_list_has(list, cgroup_names[c]);
            any |= system->have[c];
        }
        system->version = any ? MECH_CGROUP2 : MECH_NONE;
        return 0;
    }
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        char path[CGROUP_PATH_MAX];
        int n = snprintf(path, sizeof path, "%s/%s/cgroup.procs", fs_root, cgroup_names[c]);
        system->have[c] = n > 0 && (size_t)n < sizeof path && access(path, F_OK) == 0;
        any |= system->have[c];
    }
    /* Where cpu and cpuacct are one hierarchy (cpu and cpuacct are links to
     * "cpu,cpuacct"), the cpu group accounts and no second group is made. */
    char cpu[CGROUP_PATH_MAX], cpuacct[CGROUP_PATH_MAX];
    struct stat a, b;
    if (system->have[CGROUP_CPU] && system->have[CGROUP_CPUACCT] &&
        cgroup_join(cpu, sizeof cpu, fs_root, cgroup_names[CGROUP_CPU]) == 0 &&
        cgroup_join(cpuacct, sizeof cpuacct, fs_root, cgroup_names[CGROUP_CPUACCT]) == 0 &&
        stat(cpu, &a) == 0 && stat(cpuacct, &b) == 0 && a.st_dev == b.st_dev &&
        a.st_ino == b.st_ino) {
        system->have[CGROUP_CPUACCT] = false;
        system->cpuacct_in_cpu = true;
    }
    system->version = any ? MECH_CGROUP1 : MECH_NONE;
    return 0;
}

static bool valid_component(const char *name, size_t len)
{
    return len && !(len == 1 && name[0] == '.') && !(len == 2 && memcmp(name, "..", 2) == 0);
}

/* The name becomes one path component under warden/, or two ("server/jail")
 * for a jail in a fork-server's group. */
static bool valid_name(const char *name)
{
    const char *slash = strchr(name, '/');
    if (!slash)
        return valid_component(name, strlen(name));
    return !strchr(slash + 1, '/') && valid_component(name, (size_t)(slash - name)) &&
           valid_component(slash + 1, strlen(slash + 1));
}

static bool valid_limits(const struct cgroup_limits *limits)
{
    if (limits->memory_max < 0 || limits->swap_max < 0 || limits->pids_max < 0 ||
        limits->cpu_quota_pct < 0)
        return false;
    /* v1 writes memory + swap; the cpu quota is pct * 1000. */
    return limits->memory_max <= INT64_MAX - limits->swap_max &&
           limits->cpu_quota_pct <= INT64_MAX / 1000;
}

int cgroup_create(struct cgroup *cg, const struct cgroup_system *system, const char *name,
                  const struct cgroup_limits *limits, char *err, size_t errlen)
{
    memset(cg, 0, sizeof *cg);
    cg->system = system;
    cg->dirfd = cg->peak_fd = -1;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        cg->enforced[c] = MECH_NONE;
    if (!valid_name(name))
        return jail_fail(err, errlen, -EINVAL, "cgroup name \"%s\"", name);
    if (!valid_limits(limits))
        return jail_fail(err, errlen, -EINVAL, "cgroup limits out of range");
    cg->limits = *limits;

    int rc = 0;
    if (system->version == MECH_CGROUP2)
        rc = cgroup_v2_create(cg, name, limits, err, errlen);
    else if (system->version == MECH_CGROUP1)
        rc = cgroup_v1_create(cg, name, limits, err, errlen);
    if (rc < 0)
        cgroup_destroy(cg); /* leave nothing half made; err already says why */
    return rc;
}

/* v2 gives every controller the same path, and v1 leaves out the groups it did
 * not make: each folder is visited once. */
static bool is_repeat(const struct cgroup *cg, int c)
{
    if (!cg->path[c][0])
        return true;
    for (int d = 0; d < c; d++)
        if (strcmp(cg->path[d], cg->path[c]) == 0)
            return true;
    return false;
}

int cgroup_open_procs(const struct cgroup *cg, int fds[CGROUP_NCONTROLLERS])
{
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        fds[c] = -1;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (is_repeat(cg, c))
            continue; /* a controller we could not use, or a folder already open */
        fds[c] = open_control(cg->path[c], "cgroup.procs", O_WRONLY);
        if (fds[c] < 0) {
            int rc = fds[c];
            cgroup_close_procs(fds);
            return rc;
        }
    }
    return 0;
}

int cgroup_enter(const int fds[CGROUP_NCONTROLLERS], pid_t pid)
{
    char value[16];
    int len = snprintf(value, sizeof value, "%d", (int)pid);
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        if (fds[c] >= 0 && write(fds[c], value, (size_t)len) != len)
            return -errno;
    return 0;
}

void cgroup_close_procs(int fds[CGROUP_NCONTROLLERS])
{
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++)
        if (fds[c] >= 0) {
            close(fds[c]);
            fds[c] = -1;
        }
}

int cgroup_attach(struct cgroup *cg, pid_t pid, char *err, size_t errlen)
{
    int fds[CGROUP_NCONTROLLERS];
    int rc = cgroup_open_procs(cg, fds);
    if (rc == 0)
        rc = cgroup_enter(fds, pid);
    cgroup_close_procs(fds);
    return rc < 0 ? jail_fail(err, errlen, rc, "attach %d to %s", (int)pid, cg->path[0]) : 0;
}

int cgroup_read_usage(const struct cgroup *cg, struct cgroup_usage *usage)
{
    usage->peak_memory = -1;
    usage->cpu_us = 0;
    usage->oom_kills = 0;
    if (!cg->system)
        return 0;
    if (cg->system->version == MECH_CGROUP2)
        cgroup_v2_read_usage(cg, usage);
    else if (cg->system->version == MECH_CGROUP1)
        cgroup_v1_read_usage(cg, usage);
    usage->cpu_us = usage->cpu_us > cg->base.cpu_us ? usage->cpu_us - cg->base.cpu_us : 0;
    usage->oom_kills =
        usage->oom_kills > cg->base.oom_kills ? usage->oom_kills - cg->base.oom_kills : 0;
    return 0;
}

/* Whether a task is still listed in one of the group's folders. */
static bool populated(const struct cgroup *cg)
{
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        char one[2];
        if (!is_repeat(cg, c) && cgroup_read(cg->path[c], "cgroup.procs", one, sizeof one) != 0)
            return true; /* a pid, or a folder we cannot read: not reusable now */
    }
    return false;
}

int cgroup_reuse(struct cgroup *cg)
{
    if (!cg->system)
        return -EINVAL;
    if (populated(cg))
        return -EBUSY;
    int rc = cg->system->version == MECH_CGROUP2   ? cgroup_v2_reset(cg)
             : cg->system->version == MECH_CGROUP1 ? cgroup_v1_reset(cg)
                                                   : 0;
    if (rc < 0)
        return rc;
    struct cgroup_usage raw = {-1, 0, 0};
    if (cg->system->version == MECH_CGROUP2)
        cgroup_v2_read_usage(cg, &raw);
    else if (cg->system->version == MECH_CGROUP1)
        cgroup_v1_read_usage(cg, &raw);
    cg->base = raw;
    return 0;
}

/* cgroup.procs shows 0 for a task outside our pid namespace, and kill(0) would
 * hit our own process group: only ever signal a real pid. Returns 1 if sent. */
static int signal_pid(long pid)
{
    if (pid <= 0 || pid > PID_LIMIT)
        return 0;
    kill((pid_t)pid, SIGKILL);
    return 1;
}

/* SIGKILLs every task dir/cgroup.procs lists. Returns how many it listed, or
 * -errno. The file is parsed as it streams in, so any number of tasks fits. */
static int signal_listed(const char *dir)
{
    int fd = open_control(dir, "cgroup.procs", O_RDONLY);
    if (fd < 0)
        return fd == -ENOENT ? 0 : fd;

    char buf[512];
    long pid = 0; /* kept across reads: a number may be split between two */
    int listed = 0, rc;
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] >= '0' && buf[i] <= '9') {
                if (pid <= PID_LIMIT) /* past it the number is no pid; stop growing */
                    pid = pid * 10 + (buf[i] - '0');
                continue;
            }
            listed += signal_pid(pid);
            pid = 0;
        }
    }
    if (n < 0)
        rc = -errno; /* and a number cut short by the error is not signalled */
    else
        rc = listed + signal_pid(pid); /* a last line without its newline */
    close(fd);
    return rc;
}

/* A pid is read and then signalled; in between it could in theory exit and be
 * reused outside the group. Listing-and-killing is the only way v1 has (no
 * cgroup.kill, and we use no freezer); a jail's pid namespace, whose init takes
 * every task with it when it dies, is what makes the kill complete. */
static int kill_listed(const char *dir)
{
    for (int pass = 0; pass < CGROUP_KILL_PASSES; pass++) {
        int listed = signal_listed(dir);
        if (listed <= 0)
            return listed;
        sleep_us(CGROUP_KILL_WAIT_US); /* SIGKILLed tasks stay listed until they exit */
    }
    return 0; /* all signalled; destroy waits for the ones still exiting */
}

int cgroup_kill(const struct cgroup *cg)
{
    if (!cg->system)
        return 0;
    if (cg->system->version == MECH_CGROUP2 && cg->path[0][0]) {
        /* cgroup.kill (Linux 5.14) kills the whole group at once, even tasks
         * that are forking right now. */
        int rc = cgroup_write(cg->path[0], "cgroup.kill", "1");
        if (rc != -ENOENT)
            return rc;
    }
    int first = 0;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (is_repeat(cg, c))
            continue;
        int rc = kill_listed(cg->path[c]);
        if (rc < 0 && !first)
            first = rc;
    }
    return first;
}

static int remove_group(const char *path)
{
    for (int try = 1;; try++) {
        if (rmdir(path) == 0 || errno == ENOENT)
            return 0;
        if (errno != EBUSY || try == CGROUP_RMDIR_TRIES)
            return -errno;
        sleep_us(CGROUP_RMDIR_WAIT_US); /* killed tasks still exiting */
    }
}

int cgroup_destroy(struct cgroup *cg)
{
    /* A struct that create never saw is all zeroes, and its dirfd 0 is not ours. */
    if (!cg->system)
        return 0;
    if (cg->dirfd >= 0) {
        close(cg->dirfd);
        cg->dirfd = -1;
    }
    if (cg->peak_fd >= 0) {
        close(cg->peak_fd);
        cg->peak_fd = -1;
    }
    int first = 0;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (!cg->path[c][0])
            continue;
        int rc = remove_group(cg->path[c]);
        if (rc < 0) {
            if (!first)
                first = rc;
            continue;
        }
        for (int d = c + 1; d < CGROUP_NCONTROLLERS; d++)
            if (strcmp(cg->path[d], cg->path[c]) == 0)
                cg->path[d][0] = '\0';
        cg->path[c][0] = '\0'; /* so a second destroy does nothing */
    }
    return first;
}

/* The pid in a jail group's name, "j<pid>-<n>" (jail/spawn.c), or in a
 * server's, "s<pid>" (the group its jails sit in), or 0. */
static pid_t owner_of(const char *name, bool *server)
{
    unsigned long pid, n;
    int end = 0;
    *server = name[0] == 's';
    if (*server ? sscanf(name, "s%lu%n", &pid, &end) != 1
                : sscanf(name, "j%lu-%lu%n", &pid, &n, &end) != 2)
        return 0;
    if (name[end] || pid > PID_LIMIT)
        return 0;
    return (pid_t)pid;
}

/* The groups under one warden/ folder whose owner is dead: their tasks are
 * killed, then the groups removed. Returns how many were removed. */
static int sweep_folder(const struct cgroup_system *system, const char *folder)
{
    DIR *d = opendir(folder);
    if (!d)
        return 0;
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        bool server;
        pid_t owner = owner_of(e->d_name, &server);
        /* EPERM: alive, only not ours to signal. A pid reused since is taken
         * for the owner: the group then waits for the next sweep. */
        if (owner <= 0 || kill(owner, 0) == 0 || errno == EPERM)
            continue;
        struct cgroup cg = {.system = system, .dirfd = -1, .peak_fd = -1};
        if (cgroup_join(cg.path[0], sizeof cg.path[0], folder, e->d_name) < 0)
            continue;
        /* A dead server's group: its jails' groups first (their owner, the
         * server, is dead too), then the group itself. */
        if (server)
            removed += sweep_folder(system, cg.path[0]);
        /* Only warden puts tasks under warden/: whatever is still there is
         * a jail (or its stray child) that outlived its server. */
        cgroup_kill(&cg);
        removed += cgroup_destroy(&cg) == 0;
    }
    closedir(d);
    return removed;
}

int cgroup_sweep_orphans(const struct cgroup_system *system)
{
    char folder[CGROUP_PATH_MAX];
    int removed = 0;
    if (system->version == MECH_CGROUP2) {
        if (cgroup_join(folder, sizeof folder, system->root, CGROUP_SUBTREE) == 0)
            removed += sweep_folder(system, folder);
        return removed;
    }
    for (int c = 0; system->version == MECH_CGROUP1 && c < CGROUP_NCONTROLLERS; c++) {
        int n =
            snprintf(folder, sizeof folder, "%s/%s/" CGROUP_SUBTREE, system->root, cgroup_names[c]);
        if (system->have[c] && n > 0 && (size_t)n < sizeof folder)
            removed += sweep_folder(system, folder);
    }
    return removed;
}

void cgroup_remove_named(const struct cgroup_system *system, const char *name)
{
    if (!valid_name(name))
        return;
    for (int c = 0; c < CGROUP_NCONTROLLERS; c++) {
        if (system->version == MECH_CGROUP2 && c > 0)
            break; /* one folder holds every controller */
        if (system->version == MECH_CGROUP1 && !system->have[c])
            continue;
        char hierarchy[CGROUP_PATH_MAX], subtree[CGROUP_PATH_MAX], path[CGROUP_PATH_MAX];
        if (system->version == MECH_CGROUP1)
            cgroup_join(hierarchy, sizeof hierarchy, system->root, cgroup_names[c]);
        else
            snprintf(hierarchy, sizeof hierarchy, "%s", system->root);
        if (cgroup_join(subtree, sizeof subtree, hierarchy, CGROUP_SUBTREE) == 0 &&
            cgroup_join(path, sizeof path, subtree, name) == 0)
            remove_group(path);
    }
}

/* The control-file helpers. */

int cgroup_join(char *out, size_t outlen, const char *dir, const char *file)
{
    int n = snprintf(out, outlen, "%s/%s", dir, file);
    if (n < 0 || (size_t)n >= outlen) {
        if (outlen)
            out[0] = '\0';
        return -ENAMETOOLONG;
    }
    return 0;
}

int cgroup_write(const char *dir, const char *file, const char *value)
{
    /* No O_CREAT: a missing file means a missing controller, never a new file. */
    int fd = open_control(dir, file, O_WRONLY);
    if (fd < 0)
        return fd;
    size_t len = strlen(value);
    ssize_t n = write(fd, value, len);
    int rc = n < 0 ? -errno : (size_t)n == len ? 0 : -EIO;
    close(fd);
    return rc;
}

int cgroup_read(const char *dir, const char *file, char *buf, size_t buflen)
{
    int fd = open_control(dir, file, O_RDONLY);
    if (fd < 0)
        return fd;
    size_t len = 0;
    ssize_t n = 0;
    while (len + 1 < buflen && (n = read(fd, buf + len, buflen - 1 - len)) > 0)
        len += (size_t)n;
    int rc = n < 0 ? -errno : (int)len;
    close(fd);
    buf[len] = '\0';
    return rc;
}

static int parse_number(const char *text, uint64_t *value)
{
    if (*text < '0' || *text > '9')
        return -EINVAL;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno)
        return -errno;
    *value = v;
    return 0;
}

int cgroup_read_number(const char *dir, const char *file, uint64_t *value)
{
    char text[64];
    int rc = cgroup_read(dir, file, text, sizeof text);
    return rc < 0 ? rc : parse_number(text, value);
}

int cgroup_read_key(const char *dir, const char *file, const char *key, uint64_t *value)
{
    char text[CGROUP_READ_MAX];
    int rc = cgroup_read(dir, file, text, sizeof text);
    if (rc < 0)
        return rc;
    size_t keylen = strlen(key);
    const char *line = text;
    while (line) {
        /* The whole key: "oom_kill" must not match "oom_kill_disable". */
        if (strncmp(line, key, keylen) == 0 && line[keylen] == ' ')
            return parse_number(line + keylen + 1, value);
        line = strchr(line, '\n');
        if (line)
            line++;
    }
    return -ENOENT;
}

bool cgroup_list_has(const char *list, const char *word)
{
    size_t wordlen = strlen(word);
    const char *p = list;
    while (*p) {
        while (*p == ' ' || *p == '\n' || *p == '\t')
            p++;
        if (*p == '+') /* cgroup.subtree_control as written, in fake trees */
            p++;
        const char *start = p;
        while (*p && *p != ' ' && *p != '\n' && *p != '\t')
            p++;
        if ((size_t)(p - start) == wordlen && memcmp(start, word, wordlen) == 0)
            return true;
    }
    return false;
}

int cgroup_make_group(char *path, size_t pathlen, const char *hierarchy, const char *name)
{
    char subtree[CGROUP_PATH_MAX];
    int rc = cgroup_join(subtree, sizeof subtree, hierarchy, CGROUP_SUBTREE);
    if (rc == 0)
        rc = cgroup_join(path, pathlen, subtree, name);
    if (rc < 0)
        return rc;
    /* The group first: warden/ (and a server's group) exists on every run
     * but the first, and this saves a mkdir per hierarchy per jail. */
    if (mkdir(path, 0755) == 0 || errno == EEXIST)
        return 0;
    char parent[CGROUP_PATH_MAX];
    const char *slash = strchr(name, '/');
    if (slash) {
        int n = snprintf(parent, sizeof parent, "%s/%.*s", subtree, (int)(slash - name), name);
        if (n < 0 || (size_t)n >= sizeof parent)
            return -ENAMETOOLONG;
    }
    if (errno == ENOENT && (mkdir(subtree, 0755) == 0 || errno == EEXIST) &&
        (!slash || mkdir(parent, 0755) == 0 || errno == EEXIST) &&
        (mkdir(path, 0755) == 0 || errno == EEXIST))
        return 0;
    rc = -errno;
    path[0] = '\0'; /* nothing made: nothing to attach to or remove */
    return rc;
}

void cgroup_format_limit(char *buf, size_t buflen, int64_t value, const char *none)
{
    if (value)
        snprintf(buf, buflen, "%" PRId64, value);
    else
        snprintf(buf, buflen, "%s", none);
}

int64_t cgroup_limit_of(const struct cgroup_limits *limits, enum cgroup_controller c)
{
    switch (c) {
    case CGROUP_MEMORY:
        return limits->memory_max;
    case CGROUP_PIDS:
        return limits->pids_max;
    case CGROUP_CPU:
        return limits->cpu_quota_pct;
    default:
        return 0;
    }
}

bool cgroup_unusable(int rc)
{
    return rc == -ENOENT || rc == -EACCES || rc == -EPERM || rc == -EROFS;
}
