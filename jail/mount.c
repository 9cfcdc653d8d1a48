/* mount: the jail's filesystem. Every step names what failed and why. */
#include "jail/mount.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "jail/namespaces.h"
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

/* Opens the folder path (absolute, in the new root) for use as a mount
 * target, making the missing folders on the way when create is set. Each step
 * is an openat of one name with O_NOFOLLOW: a symlink on the way (one that a
 * bind's source holds, say, written by an earlier run into its workspace)
 * fails with ELOOP or ENOTDIR instead of leading the mount elsewhere, and
 * ".." is refused, so a target stays beneath the new root. */
static int open_dir_beneath(const char *path, bool create, int *out)
{
    char buf[PATH_MAX];
    if (strlen(path) >= sizeof buf)
        return -ENAMETOOLONG;
    strcpy(buf, path);
    int dir = open("/", O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0)
        return -errno;
    char *save = NULL;
    for (char *name = strtok_r(buf, "/", &save); name; name = strtok_r(NULL, "/", &save)) {
        if (!strcmp(name, ".."))
            return close(dir), -EINVAL;
        if (!strcmp(name, "."))
            continue;
        if (create && mkdirat(dir, name, 0755) < 0 && errno != EEXIST)
            return close(dir), -errno;
        int next = openat(dir, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        int saved = errno;
        close(dir);
        if (next < 0)
            return -saved;
        dir = next;
    }
    *out = dir;
    return 0;
}

/* The folder above path, opened as open_dir_beneath does, and path's last
 * name (a pointer into path). */
static int open_parent_beneath(const char *path, int *out, const char **name)
{
    char parent[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (!slash || !slash[1] || (size_t)(slash - path) >= sizeof parent)
        return -EINVAL;
    memcpy(parent, path, (size_t)(slash - path));
    parent[slash - path] = '\0';
    *name = slash + 1;
    if (!strcmp(*name, "..") || !strcmp(*name, "."))
        return -EINVAL;
    return open_dir_beneath(parent[0] ? parent : "/", true, out);
}

/* An empty file to mount a file bind on, opened as O_PATH. */
static int open_file_beneath(const char *path, int *out)
{
    const char *name;
    int dir, rc = open_parent_beneath(path, &dir, &name);
    if (rc < 0)
        return rc;
    int fd = openat(dir, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd >= 0) {
        close(fd);
        fd = openat(dir, name, O_PATH | O_NOFOLLOW | O_CLOEXEC);
    }
    rc = fd < 0 ? -errno : 0;
    close(dir);
    *out = fd;
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

/* Debian's /bin and /lib are symlinks into /usr: copy the link, which costs
 * no mount and keeps absolute paths working the same way. */
static int copy_link(const struct jail_bind *bind, const char *source, char *err, size_t errlen)
{
    char link[PATH_MAX];
    ssize_t n = readlink(source, link, sizeof link - 1);
    if (n < 0)
        return jail_fail(err, errlen, -errno, "readlink %s", bind->source);
    link[n] = '\0';
    const char *name;
    int dir, rc = open_parent_beneath(bind->target, &dir, &name);
    if (rc == 0) {
        rc = symlinkat(link, dir, name) < 0 ? -errno : 0;
        close(dir);
    }
    return rc < 0 ? jail_fail(err, errlen, rc, "symlink %s", bind->target) : 0;
}

/* The bind is cloned from the host's tree as a detached mount (open_tree),
 * restricted there (mount_setattr only adds flags, so the flags the kernel
 * locks in a user namespace stay as they are) and moved onto the target fd,
 * which no symlink can redirect. */
int mount_idmapped_tree(const char *source, char *err, size_t errlen)
{
    struct stat st;
    if (stat(source, &st) < 0)
        return jail_fail(err, errlen, -errno, "bind %s", source);
    int userns = ns_idmap_userns(st.st_uid, st.st_gid, err, errlen);
    if (userns < 0)
        return userns;
    int rc, tree = (int)syscall(SYS_open_tree, AT_FDCWD, source, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
    if (tree < 0) {
        rc = jail_fail(err, errlen, -errno, "bind %s", source);
    } else {
        struct mount_attr attr = {.attr_set = MOUNT_ATTR_IDMAP | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV,
                                  .userns_fd = (uint64_t)userns};
        rc = syscall(SYS_mount_setattr, tree, "", AT_EMPTY_PATH, &attr, sizeof attr) < 0
                 ? jail_fail(err, errlen, -errno, "idmap %s", source)
                 : tree;
        if (rc < 0)
            close(tree);
    }
    close(userns);
    return rc;
}

static int bind_one(const struct jail_bind *bind, int given_tree, char *err, size_t errlen)
{
    char source[PATH_MAX];
    struct stat st;
    int rc, target = -1;

    if (snprintf(source, sizeof source, OLD_ROOT "%s", bind->source) >= (int)sizeof source)
        return jail_fail(err, errlen, -ENAMETOOLONG, "bind %s", bind->source);
    /* A tree the parent made may lie where the jail cannot look (a project
     * under root's 0700 home): ask the tree itself what it is. */
    if (given_tree >= 0 ? fstat(given_tree, &st) < 0 : lstat(source, &st) < 0) {
        if (bind->optional && errno == ENOENT)
            return 0;
        return jail_fail(err, errlen, -errno, "bind %s", bind->source);
    }
    if (S_ISLNK(st.st_mode))
        return copy_link(bind, source, err, errlen);

    rc = S_ISDIR(st.st_mode) ? open_dir_beneath(bind->target, true, &target)
                             : open_file_beneath(bind->target, &target);
    if (rc < 0)
        return jail_fail(err, errlen, rc, "mkdir %s", bind->target);

    /* Not AT_RECURSIVE: a submount under the source would stay writable after
     * the restriction below; without it the kernel refuses to clone a tree
     * whose submounts would be revealed, so nothing is silently exposed. */
    int tree = given_tree;
    if (tree < 0)
        tree = (int)syscall(SYS_open_tree, AT_FDCWD, source, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
    if (tree < 0) {
        rc = jail_fail(err, errlen, -errno, "bind %s", bind->source);
        close(target);
        return rc;
    }
    struct mount_attr attr = {.attr_set = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV |
                                          (bind->writable ? 0 : MOUNT_ATTR_RDONLY)};
    /* A given tree was restricted by the parent, which owns it (and closes
     * it: mount_build_root). */
    if (given_tree < 0 && syscall(SYS_mount_setattr, tree, "", AT_EMPTY_PATH, &attr, sizeof attr) < 0)
        rc = jail_fail(err, errlen, -errno, "restrict %s%s", bind->target,
                       bind->writable ? "" : " read-only");
    else if (syscall(SYS_move_mount, tree, "", target, "",
                     MOVE_MOUNT_F_EMPTY_PATH | MOVE_MOUNT_T_EMPTY_PATH) < 0)
        rc = jail_fail(err, errlen, -errno, "bind %s", bind->target);
    if (given_tree < 0)
        close(tree);
    close(target);
    return rc;
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

int mount_build_root(const struct jail_config *config, const int *trees, char *err,
                     size_t errlen)
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

    /* /tmp before the binds, so that a bind under /tmp lands on the tmpfs
     * instead of being hidden by it. */
    if (config->limits.tmp_size) {
        char options[64];
        snprintf(options, sizeof options, "mode=1777,size=%llu",
                 (unsigned long long)config->limits.tmp_size);
        if (mkdir("/tmp", 01777) < 0)
            return jail_fail(err, errlen, -errno, "mkdir /tmp");
        if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, options) < 0)
            return jail_fail(err, errlen, -errno, "mount tmpfs /tmp");
    }
    for (size_t i = 0; i < config->nbinds; i++)
        if ((rc = bind_one(&config->binds[i], trees[i], err, errlen)) < 0)
            return rc;
    for (size_t i = 0; i < config->nbinds; i++)
        if (trees[i] >= 0)
            close(trees[i]);

    if (mkdir("/proc", 0555) < 0)
        return jail_fail(err, errlen, -errno, "mkdir /proc");
    if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
        return jail_fail(err, errlen, -errno, "mount /proc");

    if ((rc = build_dev(config, err, errlen)) < 0)
        return rc;
    /* After /dev, whose null it binds over what it masks. */
    if ((rc = procfs_mask(config, err, errlen)) < 0)
        return rc;

    /* Detaching the host's tree leaves only what we built. */
    if (umount2(OLD_ROOT, MNT_DETACH) < 0)
        return jail_fail(err, errlen, -errno, "detach the old root");
    if (rmdir(OLD_ROOT) < 0)
        return jail_fail(err, errlen, -errno, "rmdir " OLD_ROOT);
    if (mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, "mode=0755,size=1m") < 0)
        return jail_fail(err, errlen, -errno, "remount / read-only");
    return 0;
}
