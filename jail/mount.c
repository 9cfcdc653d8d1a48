/* mount: the jail's filesystem. Every step names what failed and why. */
#include "jail/mount.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "jail/procfs.h"
#include "jail/util.h"

/* The new root's tmpfs is first mounted here; mounting over /tmp hides nothing
 * of the host (the mount namespace is ours alone), and once pivot_root makes
 * it "/" the host's /tmp shows again under OLD_ROOT. */
#define STAGING "/tmp"
/* Where the host's tree sits while the jail's is built: binds are made from
 * OLD_ROOT + source, so any host path (one under /tmp too) can be bound. */
#define OLD_ROOT "/.oldroot"

static const char *const dev_nodes[] = {"null", "zero", "full", "random", "urandom"};

/* Creates every missing folder of path (an absolute path in the new root). */
static int make_dirs(const char *path, mode_t mode)
{
    char buf[PATH_MAX];
    size_t len = strlen(path);
    if (len >= sizeof buf)
        return -ENAMETOOLONG;
    memcpy(buf, path, len + 1);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(buf, mode) < 0 && errno != EEXIST)
            return -errno;
        *p = '/';
    }
    if (mkdir(buf, mode) < 0 && errno != EEXIST)
        return -errno;
    return 0;
}

/* The folders above path; "/" itself always exists. */
static int make_parent_dirs(char *path)
{
    char *slash = strrchr(path, '/');
    if (!slash || slash == path)
        return 0;
    *slash = '\0';
    int rc = make_dirs(path, 0755);
    *slash = '/';
    return rc;
}

static int make_file(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return -errno;
    close(fd);
    return 0;
}

/* A bind inherits the flags of the mount it comes from, and in a user namespace
 * the kernel refuses a remount that would clear any of them ("locked" flags). */
static unsigned long locked_flags(const char *path)
{
    struct statvfs sv;
    unsigned long flags = 0;
    if (statvfs(path, &sv) < 0)
        return 0;
    if (sv.f_flag & ST_NOEXEC)
        flags |= MS_NOEXEC;
    if (sv.f_flag & ST_NOATIME)
        flags |= MS_NOATIME;
    if (sv.f_flag & ST_NODIRATIME)
        flags |= MS_NODIRATIME;
    if (sv.f_flag & ST_RELATIME)
        flags |= MS_RELATIME;
    return flags;
}

static int bind_one(const struct jail_bind *bind, char *err, size_t errlen)
{
    char target[PATH_MAX], source[PATH_MAX];
    struct stat st;
    int rc;

    if (snprintf(target, sizeof target, "%s", bind->target) >= (int)sizeof target ||
        snprintf(source, sizeof source, OLD_ROOT "%s", bind->source) >= (int)sizeof source)
        return jail_fail(err, errlen, -ENAMETOOLONG, "bind %s", bind->target);
    if (lstat(source, &st) < 0) {
        if (bind->optional && errno == ENOENT)
            return 0;
        return jail_fail(err, errlen, -errno, "bind %s", bind->source);
    }

    /* Debian's /bin and /lib are symlinks into /usr: copy the link, which costs
     * no mount and keeps absolute paths working the same way. */
    if (S_ISLNK(st.st_mode)) {
        char link[PATH_MAX];
        ssize_t n = readlink(source, link, sizeof link - 1);
        if (n < 0)
            return jail_fail(err, errlen, -errno, "readlink %s", bind->source);
        link[n] = '\0';
        rc = make_parent_dirs(target);
        if (rc < 0 || symlink(link, target) < 0)
            return jail_fail(err, errlen, rc < 0 ? rc : -errno, "symlink %s", bind->target);
        return 0;
    }

    if (S_ISDIR(st.st_mode)) {
        rc = make_dirs(target, 0755);
    } else {
        rc = make_parent_dirs(target);
        if (rc == 0)
            rc = make_file(target);
    }
    if (rc < 0)
        return jail_fail(err, errlen, rc, "mkdir %s", bind->target);

    /* Not MS_REC: a submount under the source would stay writable after the
     * remount below; without MS_REC the kernel refuses to bind a tree whose
     * submounts would be revealed, so nothing is silently exposed. */
    if (mount(source, target, NULL, MS_BIND, NULL) < 0)
        return jail_fail(err, errlen, -errno, "bind %s", bind->source);
    unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | locked_flags(target);
    if (!bind->writable)
        flags |= MS_RDONLY;
    if (mount(NULL, target, NULL, flags, NULL) < 0)
        return jail_fail(err, errlen, -errno, "remount %s%s", bind->target,
                         bind->writable ? "" : " read-only");
    return 0;
}

static int build_dev(const struct jail_config *config, char *err, size_t errlen)
{
    char path[PATH_MAX];

    if (mkdir("/dev", 0755) < 0)
        return jail_fail(err, errlen, -errno, "mkdir /dev");
    if (mount("tmpfs", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755,size=64k") < 0)
        return jail_fail(err, errlen, -errno, "mount tmpfs /dev");
    /* A user namespace cannot mknod, so the nodes are binds of the host's. */
    for (size_t i = 0; i < sizeof dev_nodes / sizeof dev_nodes[0]; i++) {
        char source[64];
        snprintf(source, sizeof source, OLD_ROOT "/dev/%s", dev_nodes[i]);
        snprintf(path, sizeof path, "/dev/%s", dev_nodes[i]);
        if (make_file(path) < 0)
            return jail_fail(err, errlen, -errno, "create /dev/%s", dev_nodes[i]);
        /* No remount with nosuid/noexec: neither means anything for a device
         * node, and each remount costs a syscall on every jail's path. */
        if (mount(source, path, NULL, MS_BIND, NULL) < 0)
            return jail_fail(err, errlen, -errno, "bind %s", source);
    }
    static const char *const links[][2] = {
        {"/proc/self/fd", "fd"},         {"/proc/self/fd/0", "stdin"},
        {"/proc/self/fd/1", "stdout"},   {"/proc/self/fd/2", "stderr"},
    };
    for (size_t i = 0; i < sizeof links / sizeof links[0]; i++) {
        snprintf(path, sizeof path, "/dev/%s", links[i][1]);
        if (symlink(links[i][0], path) < 0)
            return jail_fail(err, errlen, -errno, "symlink /dev/%s", links[i][1]);
    }
    if (config->dev_pts) {
        if (mkdir("/dev/pts", 0755) < 0)
            return jail_fail(err, errlen, -errno, "mkdir /dev/pts");
        if (mount("devpts", "/dev/pts", "devpts", MS_NOSUID | MS_NOEXEC,
                  "newinstance,ptmxmode=0666,mode=0620") < 0)
            return jail_fail(err, errlen, -errno, "mount devpts");
        if (symlink("pts/ptmx", "/dev/ptmx") < 0)
            return jail_fail(err, errlen, -errno, "symlink /dev/ptmx");
    }
    /* Nothing may be added to /dev later. */
    if (mount(NULL, "/dev", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NOEXEC,
              "mode=0755,size=64k") < 0)
        return jail_fail(err, errlen, -errno, "remount /dev read-only");
    return 0;
}

int mount_build_root(const struct jail_config *config, char *err, size_t errlen)
{
    int rc;

    /* Nothing we mount may propagate back to the host's namespace. */
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
        return jail_fail(err, errlen, -errno, "make / private");
    if (mount("tmpfs", STAGING, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m") < 0)
        return jail_fail(err, errlen, -errno, "mount tmpfs root");
    if (mkdir(STAGING OLD_ROOT, 0700) < 0)
        return jail_fail(err, errlen, -errno, "mkdir " OLD_ROOT);
    if (syscall(SYS_pivot_root, STAGING, STAGING OLD_ROOT) < 0)
        return jail_fail(err, errlen, -errno, "pivot_root");
    if (chdir("/") < 0)
        return jail_fail(err, errlen, -errno, "chdir /");

    for (size_t i = 0; i < config->nbinds; i++)
        if ((rc = bind_one(&config->binds[i], err, errlen)) < 0)
            return rc;

    if (mkdir("/proc", 0555) < 0)
        return jail_fail(err, errlen, -errno, "mkdir /proc");
    if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
        return jail_fail(err, errlen, -errno, "mount /proc");

    if ((rc = build_dev(config, err, errlen)) < 0)
        return rc;
    /* After /dev, whose null it binds over what it masks. */
    if ((rc = procfs_mask(config, err, errlen)) < 0)
        return rc;

    if (config->limits.tmp_size) {
        char options[64];
        snprintf(options, sizeof options, "mode=1777,size=%llu",
                 (unsigned long long)config->limits.tmp_size);
        if (mkdir("/tmp", 01777) < 0)
            return jail_fail(err, errlen, -errno, "mkdir /tmp");
        if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options) < 0)
            return jail_fail(err, errlen, -errno, "mount tmpfs /tmp");
    }

    /* Detaching the host's tree leaves only what we built. */
    if (umount2(OLD_ROOT, MNT_DETACH) < 0)
        return jail_fail(err, errlen, -errno, "detach the old root");
    if (rmdir(OLD_ROOT) < 0)
        return jail_fail(err, errlen, -errno, "rmdir " OLD_ROOT);
    if (mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, "mode=0755,size=1m") < 0)
        return jail_fail(err, errlen, -errno, "remount / read-only");
    return 0;
}
