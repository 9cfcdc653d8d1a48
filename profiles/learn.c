/* learn: the tracer and the draft writer of `warden learn`.
 *
 * The child loads a six-instruction filter: every syscall becomes a user
 * notification, except write() to the pipe on which it tells warden the
 * listener's fd number. warden takes the listener with pidfd_getfd, then
 * answers each notification with SECCOMP_USER_NOTIF_FLAG_CONTINUE after
 * noting it. CONTINUE is unsafe for enforcing (the memory a path points to
 * can change after warden read it) and fine for learning: nothing is
 * decided on what is read. Children inherit the filter, so a whole process
 * tree is seen. */
#include "profiles/learn.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <seccomp.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/seccomp.h"

#if defined(__x86_64__)
#define LEARN_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define LEARN_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

/* ---- the child ---------------------------------------------------------- */

static _Noreturn void child(char *const argv[], int stdout_fd, int ready)
{
    if (stdout_fd != 1 && dup2(stdout_fd, 1) < 0)
        _exit(127);
    /* A high number, so that the program is unlikely to reuse it for a file
     * of its own after exec closes it (its writes there would go unseen). */
    int high = fcntl(ready, F_DUPFD_CLOEXEC, 900);
    if (high >= 0) {
        close(ready);
        ready = high;
    }
    /* Checked in order: another ABI is let through (its numbers mean other
     * calls); write(ready) is allowed; everything else notifies. */
    struct sock_filter code[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, LEARN_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_write, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)ready, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_USER_NOTIF),
    };
    struct sock_fprog prog = {sizeof code / sizeof code[0], code};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0)
        _exit(127);
    int listener =
        (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &prog);
    if (listener < 0 || write(ready, &listener, sizeof listener) != sizeof listener)
        _exit(127);
    /* From here every call waits for warden. The listener and the pipe are
     * close-on-exec. */
    execvp(argv[0], argv);
    _exit(127);
}

/* ---- reading the child's memory ------------------------------------------ */

/* Reads a NUL-terminated string at addr in pid, page by page so that an
 * unmapped page after the string does not fail the whole read. */
static bool read_string(pid_t pid, uint64_t addr, char *buf, size_t len)
{
    size_t got = 0;
    while (got + 1 < len) {
        size_t page = 4096 - (size_t)((addr + got) % 4096);
        size_t want = page < len - 1 - got ? page : len - 1 - got;
        struct iovec local = {buf + got, want}, remote = {(void *)(uintptr_t)(addr + got), want};
        ssize_t n = process_vm_readv(pid, &local, 1, &remote, 1, 0);
        if (n <= 0)
            return false;
        if (memchr(buf + got, '\0', (size_t)n))
            return true;
        got += (size_t)n;
    }
    return false;
}

/* "." and ".." and doubled slashes taken out, without following links: the
 * jail binds the names a program uses. */
static void normalize(char *path)
{
    char out[PATH_MAX];
    size_t n = 0;
    const char *p = path;
    while (*p) {
        while (*p == '/')
            p++;
        size_t len = strcspn(p, "/");
        if (len == 0)
            break;
        if (len == 1 && p[0] == '.') {
            /* nothing */
        } else if (len == 2 && p[0] == '.' && p[1] == '.') {
            while (n > 0 && out[n - 1] != '/')
                n--;
            if (n > 0)
                n--;
        } else if (n + 1 + len < sizeof out) {
            out[n++] = '/';
            memcpy(out + n, p, len);
            n += len;
        }
        p += len;
    }
    if (n == 0)
        out[n++] = '/';
    out[n] = '\0';
    memcpy(path, out, n + 1);
}

/* ---- what each syscall names --------------------------------------------- */

struct path_call {
    const char *name;
    int path;  /* the argument holding the path */
    int dirfd; /* the argument holding the folder it is relative to, or -1 */
    int flags; /* the argument holding open flags, or -1 */
    bool write;
    bool look; /* only looks (stat, access): a folder looked at is not needed */
};

static const struct path_call path_calls[] = {
    {"open", 0, -1, 1, false, false},       {"openat", 1, 0, 2, false, false},
    {"openat2", 1, 0, -1, false, false},    {"creat", 0, -1, -1, true, false},
    {"execve", 0, -1, -1, false, false},    {"execveat", 1, 0, -1, false, false},
    {"stat", 0, -1, -1, false, true},       {"lstat", 0, -1, -1, false, true},
    {"newfstatat", 1, 0, -1, false, true},  {"statx", 1, 0, -1, false, true},
    {"access", 0, -1, -1, false, true},     {"faccessat", 1, 0, -1, false, true},
    {"faccessat2", 1, 0, -1, false, true},  {"readlink", 0, -1, -1, false, false},
    {"readlinkat", 1, 0, -1, false, false}, {"chdir", 0, -1, -1, false, true},
    {"statfs", 0, -1, -1, false, true},     {"getxattr", 0, -1, -1, false, true},
    {"lgetxattr", 0, -1, -1, false, true},  {"mkdir", 0, -1, -1, true, false},
    {"mkdirat", 1, 0, -1, true, false},     {"unlink", 0, -1, -1, true, false},
    {"unlinkat", 1, 0, -1, true, false},    {"rmdir", 0, -1, -1, true, false},
    {"rename", 0, -1, -1, true, false},     {"renameat", 1, 0, -1, true, false},
    {"renameat2", 1, 0, -1, true, false},   {"truncate", 0, -1, -1, true, false},
    {"symlink", 1, -1, -1, true, false},    {"link", 1, -1, -1, true, false},
    {"chmod", 0, -1, -1, true, false},      {"fchmodat", 1, 0, -1, true, false},
    {"utimensat", 1, 0, -1, true, false},
};
#define NPATH_CALLS (sizeof path_calls / sizeof path_calls[0])

static void add_path(struct learn_log *log, const char *path, bool write)
{
    for (size_t i = 0; i < log->npaths; i++)
        if (strcmp(log->paths[i].path, path) == 0) {
            log->paths[i].write |= write;
            return;
        }
    struct learn_path *grown = realloc(log->paths, (log->npaths + 1) * sizeof *grown);
    if (!grown)
        return;
    log->paths = grown;
    if ((grown[log->npaths].path = strdup(path))) {
        grown[log->npaths].write = write;
        log->npaths++;
    }
}

/* Adds the PT_INTERP of the ELF file at path ("/lib64/ld-linux-x86-64.so.2"). */
static void note_interpreter(struct learn_log *log, const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    Elf64_Ehdr eh;
    if (pread(fd, &eh, sizeof eh, 0) == sizeof eh && memcmp(eh.e_ident, ELFMAG, SELFMAG) == 0 &&
        eh.e_ident[EI_CLASS] == ELFCLASS64 && eh.e_phentsize == sizeof(Elf64_Phdr)) {
        for (unsigned i = 0; i < eh.e_phnum && i < 64; i++) {
            Elf64_Phdr ph;
            if (pread(fd, &ph, sizeof ph, (off_t)(eh.e_phoff + i * sizeof ph)) != sizeof ph)
                break;
            char interp[PATH_MAX];
            if (ph.p_type != PT_INTERP || ph.p_filesz == 0 || ph.p_filesz >= sizeof interp ||
                pread(fd, interp, ph.p_filesz, (off_t)ph.p_offset) != (ssize_t)ph.p_filesz)
                continue;
            interp[ph.p_filesz] = '\0';
            if (interp[0] == '/' && memchr(interp, '\0', ph.p_filesz))
                add_path(log, interp, false);
        }
    }
    close(fd);
}

static void note_path(struct learn_log *log, const struct seccomp_notif *n,
                      const struct path_call *c)
{
    char path[PATH_MAX], full[2 * PATH_MAX + 2];
    if (!read_string((pid_t)n->pid, n->data.args[c->path], path, sizeof path) || !path[0])
        return;
    if (path[0] == '/') {
        snprintf(full, sizeof full, "%s", path);
    } else {
        int dirfd = c->dirfd >= 0 ? (int)n->data.args[c->dirfd] : AT_FDCWD;
        char link[64], base[PATH_MAX];
        if (dirfd == AT_FDCWD)
            snprintf(link, sizeof link, "/proc/%u/cwd", n->pid);
        else
            snprintf(link, sizeof link, "/proc/%u/fd/%d", n->pid, dirfd);
        ssize_t len = readlink(link, base, sizeof base - 1);
        if (len <= 0 || base[0] != '/')
            return;
        base[len] = '\0';
        snprintf(full, sizeof full, "%s/%s", base, path);
    }
    if (strlen(full) >= PATH_MAX)
        return;
    normalize(full);
    bool write = c->write;
    if (c->flags >= 0)
        write = (n->data.args[c->flags] & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC)) != 0;
    struct stat st;
    /* Paths the command only looked for (a search along sys.path) are not
     * needed, nor folders it only looked at (its home, its cwd); what it
     * writes may not exist yet. */
    if (write)
        add_path(log, full, true);
    else if (lstat(full, &st) == 0 && !(c->look && S_ISDIR(st.st_mode)))
        add_path(log, full, false);
    /* The kernel, not the program, opens an executable's ELF interpreter. */
    if (!write && strstr(c->name, "execve"))
        note_interpreter(log, full);
}

/* ---- the supervisor -------------------------------------------------------- */

struct tracer {
    int path_nr[NPATH_CALLS];
    int socket_nr;
};

static void note(struct learn_log *log, const struct tracer *t, const struct seccomp_notif *n)
{
    int nr = n->data.nr;
    log->calls++;
    if (n->data.arch != LEARN_AUDIT_ARCH || nr < 0 || nr >= LEARN_NR_MAX)
        return;
    log->used[nr] = true;
    if (nr == t->socket_nr && n->data.args[0] < 64)
        log->families |= UINT64_C(1) << n->data.args[0];
    for (size_t i = 0; i < NPATH_CALLS; i++)
        if (t->path_nr[i] == nr)
            note_path(log, n, &path_calls[i]);
}

static void supervise(int listener, int pidfd, struct learn_log *log)
{
    struct tracer t;
    for (size_t i = 0; i < NPATH_CALLS; i++)
        t.path_nr[i] = seccomp_syscall_resolve_name(path_calls[i].name);
    t.socket_nr = seccomp_syscall_resolve_name("socket");
    bool listening = true, exited = false;
    while (listening || !exited) {
        struct pollfd pfd[2] = {{listening ? listener : -1, POLLIN, 0},
                                {exited ? -1 : pidfd, POLLIN, 0}};
        if (poll(pfd, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (pfd[1].revents)
            exited = true;
        if (pfd[0].revents & POLLIN) {
            struct seccomp_notif n;
            memset(&n, 0, sizeof n);
            if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, &n) < 0)
                continue; /* the caller went away meanwhile */
            /* A path read for a task that has meanwhile been killed is
             * still a path it asked for: good enough for a draft. */
            note(log, &t, &n);
            struct seccomp_notif_resp resp = {.id = n.id,
                                              .flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE};
            ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &resp);
        } else if (pfd[0].revents) {
            /* Hung up: no task uses the filter any more. */
            listening = false;
        }
    }
}

int learn_run(char *const argv[], int stdout_fd, struct learn_log *log, char *err, size_t errlen)
{
    memset(log, 0, sizeof *log);
    log->cwd = getcwd(NULL, 0); /* the child's too: it runs where warden was started */
#ifndef LEARN_AUDIT_ARCH
    snprintf(err, errlen, "warden learn knows only x86_64 and aarch64");
    return -ENOSYS;
#else
    int ready[2];
    if (pipe2(ready, O_CLOEXEC) < 0) {
        snprintf(err, errlen, "pipe: %s", strerror(errno));
        return -errno;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        int saved = errno;
        snprintf(err, errlen, "fork: %s", strerror(saved));
        close(ready[0]);
        close(ready[1]);
        return -saved;
    }
    if (pid == 0) {
        close(ready[0]);
        child(argv, stdout_fd, ready[1]);
    }
    close(ready[1]);
    int remote = -1, rc = 0;
    ssize_t got = read(ready[0], &remote, sizeof remote);
    close(ready[0]);
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    int listener =
        got == sizeof remote && pidfd >= 0 ? (int)syscall(SYS_pidfd_getfd, pidfd, remote, 0) : -1;
    if (listener < 0) {
        rc = -(errno ? errno : EIO);
        snprintf(err, errlen, "could not take the child's seccomp listener: %s",
                 got == sizeof remote ? strerror(errno) : "the child failed before its filter");
        kill(pid, SIGKILL);
    } else {
        supervise(listener, pidfd, log);
        close(listener);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (pidfd >= 0)
        close(pidfd);
    log->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return rc;
#endif
}

/* ---- the draft ------------------------------------------------------------- */

/* The folder a path is shown through: the whole of /usr and its merged-usr
 * links; a file or folder of /etc by itself; elsewhere the first three
 * levels, so one project folder covers its files. */
static void bind_root(const char *path, char *out, size_t len)
{
    static const char *const whole[] = {"usr", "bin", "lib", "lib32", "lib64", "libx32", "sbin"};
    size_t first = strcspn(path + 1, "/");
    int levels = 3;
    for (size_t i = 0; i < sizeof whole / sizeof whole[0]; i++)
        if (strlen(whole[i]) == first && strncmp(path + 1, whole[i], first) == 0)
            levels = 1;
    if (first == 3 && strncmp(path + 1, "etc", 3) == 0)
        levels = 2;
    const char *p = path;
    for (int l = 0; l < levels && *p; l++) {
        p++;
        p += strcspn(p, "/");
    }
    snprintf(out, len, "%.*s", (int)(p - path), path);
}

static bool starts_with_dir(const char *path, const char *dir)
{
    size_t n = strlen(dir);
    return strncmp(path, dir, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Writes "Key=item item ..." with continuation lines of about 88 columns. */
static void write_list(FILE *out, const char *key, char **items, size_t n)
{
    size_t col = (size_t)fprintf(out, "%s=", key);
    for (size_t i = 0; i < n; i++) {
        if (col + strlen(items[i]) > 88 && i) {
            fprintf(out, " \\\n    ");
            col = 4;
        } else if (i) {
            fputc(' ', out);
            col++;
        }
        col += (size_t)fprintf(out, "%s", items[i]);
    }
    fputc('\n', out);
}

/* The syscalls of @warden-forbidden, through its nested groups. */
struct forbidden {
    bool nr[LEARN_NR_MAX];
    int depth;
};

static void forbid(struct forbidden *f, const char *name);

static void forbid_member(const char *group, const char *member, void *arg)
{
    forbid(arg, member);
}

static void forbid(struct forbidden *f, const char *name)
{
    if (name[0] == '@') {
        if (f->depth++ < 16)
            seccomp_group_list(name, forbid_member, f);
        f->depth--;
        return;
    }
    int nr = seccomp_syscall_resolve_name(name);
    if (nr >= 0 && nr < LEARN_NR_MAX)
        f->nr[nr] = true;
}

void learn_draft(const struct learn_log *log, char *const argv[], const char *base, FILE *out)
{
    fprintf(out, "# Drafted by `warden learn` from:");
    for (char *const *a = argv; *a; a++)
        fprintf(out, " %s", *a);
    fprintf(out,
            "\n# It exited with status %d after %zu syscalls. Review it, then prove it\n"
            "# with `warden check -p FILE` and run it with `warden run -p FILE -- ...`.\n",
            log->exit_code, log->calls);
    fprintf(out, "[Profile]\nDescription=Drafted by warden learn for %s\nExtends=%s\n\n[Jail]\n",
            argv[0], base);

    /* Paths, folded into the roots the jail binds. A command that read
     * files in its working directory (a script and its data, `python3
     * train.py`) gets that folder whole and starts there, as it did here. */
    char **roots = calloc(log->npaths + 2, sizeof *roots);
    size_t nroots = 0;
    bool tmp = false, in_cwd = false;
    const char *cwd = log->cwd;
    if (cwd && (strcmp(cwd, "/") == 0 || starts_with_dir(cwd, "/proc") ||
                starts_with_dir(cwd, "/dev") || starts_with_dir(cwd, "/sys")))
        cwd = NULL;
    for (size_t i = 0; roots && i < log->npaths; i++) {
        const char *path = log->paths[i].path;
        if (starts_with_dir(path, "/proc") || starts_with_dir(path, "/dev") ||
            starts_with_dir(path, "/sys") || strcmp(path, "/") == 0)
            continue; /* the jail has its own /proc and /dev, and no /sys */
        if (cwd && !log->paths[i].write && starts_with_dir(path, cwd)) {
            in_cwd = true;
            continue;
        }
        /* What it wrote under /tmp goes to the jail's own /tmp; what was
         * there before and it only read is bound like any file. */
        if (starts_with_dir(path, "/tmp") && log->paths[i].write) {
            tmp = true;
            continue;
        }
        if (log->paths[i].write)
            fprintf(out, "# wrote %s: the jail's root is read-only, only /tmp is writable\n", path);
        char root[PATH_MAX];
        bind_root(path, root, sizeof root);
        bool have = false;
        for (size_t r = 0; r < nroots; r++)
            have |= strcmp(roots[r], root) == 0;
        if (!have && (roots[nroots] = strdup(root)))
            nroots++;
    }
    if (roots && in_cwd && (roots[nroots] = strdup(cwd)))
        nroots++;
    if (roots) {
        qsort(roots, nroots, sizeof *roots, compare_strings);
        /* A root under another root adds nothing. */
        size_t kept = 0;
        for (size_t r = 0; r < nroots; r++) {
            if (kept && starts_with_dir(roots[r], roots[kept - 1])) {
                free(roots[r]);
                continue;
            }
            roots[kept++] = roots[r];
        }
        nroots = kept;
        if (nroots)
            write_list(out, "ReadOnlyPaths", roots, nroots);
        for (size_t r = 0; r < nroots; r++)
            free(roots[r]);
        free(roots);
    }
    if (tmp)
        fprintf(out, "TemporaryFileSystem=/tmp:size=64M\n");
    if (in_cwd)
        fprintf(out, "WorkingDirectory=%s\n", cwd);

    /* Syscalls, each by name: groups would allow more than was seen. */
    char *names[LEARN_NR_MAX], *refused[LEARN_NR_MAX];
    size_t nnames = 0, nrefused = 0;
    struct forbidden f = {{false}, 0};
    forbid(&f, "@warden-forbidden");
    for (int nr = 0; nr < LEARN_NR_MAX; nr++) {
        const char *name = log->used[nr] ? seccomp_syscall_name(nr) : NULL;
        if (name && f.nr[nr])
            refused[nrefused++] = (char *)name;
        else if (name)
            names[nnames++] = (char *)name;
    }
    qsort(names, nnames, sizeof *names, compare_strings);
    if (nnames)
        write_list(out, "SystemCallFilter", names, nnames);
    if (nrefused) {
        fprintf(out, "# used, but no warden jail allows them (@warden-forbidden):");
        for (size_t i = 0; i < nrefused; i++)
            fprintf(out, " %s", refused[i]);
        fprintf(out, "\n");
    }
    if (log->families & ~((UINT64_C(1) << 1) | (UINT64_C(1) << 2) | (UINT64_C(1) << 10)))
        fprintf(out, "# it made sockets of families warden never allows (numbers:");
    for (int f = 0; f < 64; f++)
        if ((log->families >> f & 1) && f != 1 && f != 2 && f != 10)
            fprintf(out, " %d", f);
    if (log->families & ~((UINT64_C(1) << 1) | (UINT64_C(1) << 2) | (UINT64_C(1) << 10)))
        fprintf(out, ")\n");
    fprintf(out, "\n[Network]\n");
    if (log->families & ((UINT64_C(1) << 2) | (UINT64_C(1) << 10)))
        fprintf(out, "# it made inet sockets; the jail has no network, at most its own "
                     "127.0.0.1\n");
    fprintf(out, "Loopback=no\n\n[Python]\nRuntime=command\n");
}

void learn_log_free(struct learn_log *log)
{
    for (size_t i = 0; i < log->npaths; i++)
        free(log->paths[i].path);
    free(log->paths);
    free(log->cwd);
    memset(log, 0, sizeof *log);
}
