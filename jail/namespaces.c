/* namespaces: clone3 into the jail's namespaces and the uid/gid maps. */
#include "jail/namespaces.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "jail/util.h"

pid_t ns_clone(int cgroup_fd, bool sibling, int *pidfd)
{
    struct clone_args args;
    memset(&args, 0, sizeof args);
    args.flags = CLONE_NEWUSER | CLONE_NEWPID | CLONE_PIDFD | (sibling ? CLONE_PARENT : 0);
    args.pidfd = (uint64_t)(uintptr_t)pidfd;
    /* clone3 refuses an exit signal with CLONE_PARENT: a sibling gets the
     * caller's own, which is SIGCHLD for a process its parent spawned. */
    args.exit_signal = sibling ? 0 : SIGCHLD;
    if (cgroup_fd >= 0) {
        args.flags |= CLONE_INTO_CGROUP;
        args.cgroup = (uint64_t)cgroup_fd;
    }
    long pid = syscall(SYS_clone3, &args, sizeof args);
    return pid < 0 ? -errno : (pid_t)pid;
}

int ns_unshare_rest(bool new_net)
{
    /* The network namespace alone costs ~0.3 ms of kernel work (every pernet
     * subsystem initialises), and copying the mount table grows with the host's
     * mounts. Done here, in the child, that work runs on its own core while the
     * parent writes the id maps, and a server's event loop is not held up by
     * it. The new namespaces belong to the jail's user namespace exactly as if
     * clone3 had made them. The child is in its cgroup by now, so the cgroup
     * namespace shows that group as "/". */
    int flags = CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP;
    return unshare(flags | (new_net ? CLONE_NEWNET : 0)) < 0 ? -errno : 0;
}

/* The caller's own network namespace, opened before it first leaves it. */
static int home_net = -1;

static int open_home_net(void)
{
    if (home_net < 0)
        home_net = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    return home_net < 0 ? -errno : 0;
}

int ns_enter_net(int fd)
{
    int rc = open_home_net();
    if (rc < 0)
        return rc;
    return setns(fd, CLONE_NEWNET) < 0 ? -errno : 0;
}

int ns_leave_net(void)
{
    return setns(home_net, CLONE_NEWNET) < 0 ? -errno : 0;
}

int ns_new_net(void)
{
    int rc = open_home_net();
    if (rc < 0)
        return rc;
    if (unshare(CLONE_NEWNET) < 0)
        return -errno;
    int fd = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    rc = fd < 0 ? -errno : 0;
    /* Going back to a namespace we hold an fd of, with the capability we
     * just used, does not fail; if it did, the caller must know. */
    int back = ns_leave_net();
    if (back < 0) {
        if (fd >= 0)
            close(fd);
        return back;
    }
    return rc < 0 ? rc : fd;
}

int ns_may_setgroups(void)
{
    return geteuid() == 0;
}

static int write_proc_file(int dirfd, const char *name, const char *text, char *err, size_t errlen)
{
    int fd = openat(dirfd, name, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return jail_fail(err, errlen, -errno, "open /proc/PID/%s", name);
    ssize_t n = write(fd, text, strlen(text));
    int rc = n < 0 ? -errno : 0;
    close(fd);
    if (rc < 0)
        return jail_fail(err, errlen, rc, "write /proc/PID/%s '%s'", name, text);
    return 0;
}

/* A child made only to own a user namespace: it waits to be killed. */
static int write_map(pid_t pid, const char *name, unsigned inside, unsigned outside, char *err,
                     size_t errlen)
{
    char path[64], map[64];
    snprintf(path, sizeof path, "/proc/%d", (int)pid);
    int dirfd = open(path, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (dirfd < 0)
        return jail_fail(err, errlen, -errno, "open %s", path);
    snprintf(map, sizeof map, "%u %u 1\n", inside, outside);
    int rc = write_proc_file(dirfd, name, map, err, errlen);
    close(dirfd);
    return rc;
}

int ns_idmap_userns(uid_t uid, gid_t gid, char *err, size_t errlen)
{
    /* A plain fork (SIGCHLD, no CLONE_VM) into a new user namespace; the
     * child never returns from here. */
    pid_t pid = (pid_t)syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, NULL, NULL, NULL, 0);
    if (pid < 0)
        return jail_fail(err, errlen, -errno, "clone a user namespace for an idmapped bind");
    if (pid == 0) {
        for (;;)
            pause();
    }
    /* An idmapped mount reads a file's owner as an id inside this namespace
     * and shows the id it maps to outside: uid inside, nobody outside. */
    int rc = write_map(pid, "uid_map", uid, JAIL_HOST_ID_AS_ROOT, err, errlen);
    if (rc == 0)
        rc = write_map(pid, "gid_map", gid, JAIL_HOST_ID_AS_ROOT, err, errlen);
    int fd = -1;
    if (rc == 0) {
        char path[64];
        snprintf(path, sizeof path, "/proc/%d/ns/user", (int)pid);
        if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
            rc = jail_fail(err, errlen, -errno, "open %s", path);
    }
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    return rc < 0 ? rc : fd;
}

int ns_write_id_maps(pid_t pid, int pidfd, char *err, size_t errlen)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d", (int)pid);
    int dirfd = open(path, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (dirfd < 0)
        return jail_fail(err, errlen, -errno, "open %s", path);
    /* The pid cannot be recycled while the child is unreaped, but only the
     * pidfd proves the directory we opened belongs to it: if it died and was
     * somehow reaped, the signal fails and we write nothing. */
    if (syscall(SYS_pidfd_send_signal, pidfd, 0, NULL, 0) < 0) {
        int rc = -errno;
        close(dirfd);
        return jail_fail(err, errlen, rc, "jail child vanished before its id maps");
    }

    /* As root we may map any id, so the jail runs as the unprivileged host
     * nobody; host root is never mapped. Rootless, the kernel lets us map only
     * our own ids, and only after setgroups is denied. */
    uid_t host_uid = geteuid() == 0 ? JAIL_HOST_ID_AS_ROOT : geteuid();
    gid_t host_gid = geteuid() == 0 ? JAIL_HOST_ID_AS_ROOT : getegid();
    char map[64];
    int rc = 0;
    snprintf(map, sizeof map, "%d %d 1\n", JAIL_INSIDE_ID, (int)host_uid);
    rc = write_proc_file(dirfd, "uid_map", map, err, errlen);
    if (rc == 0 && !ns_may_setgroups())
        rc = write_proc_file(dirfd, "setgroups", "deny", err, errlen);
    if (rc == 0) {
        snprintf(map, sizeof map, "%d %d 1\n", JAIL_INSIDE_ID, (int)host_gid);
        rc = write_proc_file(dirfd, "gid_map", map, err, errlen);
    }
    close(dirfd);
    return rc;
}
