/* landlock: the jail's filesystem rules as a Landlock ruleset. The kernel's
 * uapi header of Debian 12 stops at ABI 2, so the few constants and the two
 * structures used here are spelled out with the kernel's layout. */
#include "jail/landlock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "jail/util.h"

/* Filesystem rights, by the ABI that brought them. */
#define FS_EXECUTE (1ULL << 0)
#define FS_WRITE_FILE (1ULL << 1)
#define FS_READ_FILE (1ULL << 2)
#define FS_READ_DIR (1ULL << 3)
#define FS_ABI1_ALL ((1ULL << 13) - 1) /* execute ... make_sym */
#define FS_REFER (1ULL << 13)          /* ABI 2 */
#define FS_TRUNCATE (1ULL << 14)       /* ABI 3 */
#define FS_IOCTL_DEV (1ULL << 15)      /* ABI 5 */
/* What a file (not a folder) may be granted. */
#define FS_FILE_RIGHTS (FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV)

#define NET_CONNECT_TCP (1ULL << 1)            /* ABI 4 */
#define SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0) /* ABI 6 */
#define SCOPE_SIGNAL (1ULL << 1)

#define CREATE_RULESET_VERSION (1U << 0)
#define RULE_PATH_BENEATH 1
#define RULE_NET_PORT 2

/* The kernel reads as much of it as the size passed says. */
struct ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

struct net_port_attr {
    uint64_t allowed_access;
    uint64_t port;
};

int landlock_abi(void)
{
    static int abi = -1;
    if (abi < 0) {
        long v = syscall(SYS_landlock_create_ruleset, NULL, 0, CREATE_RULESET_VERSION);
        abi = v > 0 ? (int)v : 0;
    }
    return abi;
}

static uint64_t fs_rights(int abi)
{
    uint64_t all = FS_ABI1_ALL;
    if (abi >= 2)
        all |= FS_REFER;
    if (abi >= 3)
        all |= FS_TRUNCATE;
    if (abi >= 5)
        all |= FS_IOCTL_DEV;
    return all;
}

/* Grants access (cut to what the ABI handles, and to a file's rights when
 * fd is no folder) beneath the file or folder fd. */
static int allow_fd(int ruleset, int fd, uint64_t access, uint64_t handled)
{
    struct stat st;
    if (fstat(fd, &st) < 0)
        return -errno;
    access &= handled;
    if (!S_ISDIR(st.st_mode))
        access &= FS_FILE_RIGHTS;
    struct path_beneath_attr rule = {.allowed_access = access, .parent_fd = fd};
    if (syscall(SYS_landlock_add_rule, ruleset, RULE_PATH_BENEATH, &rule, 0) < 0)
        return -errno;
    return 0;
}

/* A path of the jail's root; one that is not there (an optional bind the
 * host lacks, a copied symlink's own name) needs no rule. */
static int allow_path(int ruleset, const char *path, uint64_t access, uint64_t handled, char *err,
                      size_t errlen)
{
    int fd = open(path, O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT || errno == ELOOP ? 0 : jail_fail(err, errlen, -errno, "landlock %s", path);
    struct stat st;
    int rc = 0;
    /* A copied symlink (/bin -> usr/bin) resolves into another bind, whose
     * own rule covers it. */
    if (fstat(fd, &st) == 0 && !S_ISLNK(st.st_mode))
        rc = allow_fd(ruleset, fd, access, handled);
    close(fd);
    return rc < 0 ? jail_fail(err, errlen, rc, "landlock rule for %s", path) : 0;
}

/* stdin, stdout and stderr, when they are files or terminals of the caller's:
 * reopening /dev/stdout leads to them through /proc/self/fd. Pipes and
 * sockets need no rule. */
static int allow_stdio(int ruleset, uint64_t handled)
{
    for (int fd = 0; fd <= 2; fd++) {
        struct stat st;
        if (fstat(fd, &st) < 0 || !(S_ISREG(st.st_mode) || S_ISCHR(st.st_mode)))
            continue;
        int rc = allow_fd(ruleset, fd, FS_READ_FILE | FS_WRITE_FILE | FS_TRUNCATE | FS_IOCTL_DEV,
                          handled);
        if (rc < 0)
            return rc;
    }
    return 0;
}

static int add_rules(int ruleset, const struct jail_config *config, uint64_t handled, char *err,
                     size_t errlen)
{
    const uint64_t read_exec = FS_READ_FILE | FS_READ_DIR | FS_EXECUTE;
    int rc;
    for (size_t i = 0; i < config->nbinds; i++) {
        const struct jail_bind *b = &config->binds[i];
        if ((rc = allow_path(ruleset, b->target, b->writable ? handled : read_exec, handled, err,
                             errlen)) < 0)
            return rc;
    }
    /* /tmp is mounted noexec; the rule agrees. */
    if (config->limits.tmp_size &&
        (rc = allow_path(ruleset, "/tmp", handled & ~FS_EXECUTE, handled, err, errlen)) < 0)
        return rc;
    if ((rc = allow_path(ruleset, "/dev",
                         FS_READ_FILE | FS_WRITE_FILE | FS_READ_DIR | FS_TRUNCATE | FS_IOCTL_DEV,
                         handled, err, errlen)) < 0)
        return rc;
    if ((rc = allow_path(ruleset, "/proc", FS_READ_FILE | FS_READ_DIR, handled, err, errlen)) < 0)
        return rc;
    if ((rc = allow_stdio(ruleset, handled)) < 0)
        return jail_fail(err, errlen, rc, "landlock rule for stdio");
    return 0;
}

int landlock_apply(const struct jail_config *config, char *err, size_t errlen)
{
    int abi = landlock_abi();
    if (abi == 0)
        return 0;
    struct ruleset_attr attr = {.handled_access_fs = fs_rights(abi)};
    size_t size = sizeof attr.handled_access_fs;
    /* TCP connects (ABI 4): with egress, only to the proxy's port, so that
     * nothing but the proxy is reached even through a route a bug opened.
     * Otherwise they are left to the network namespace: with no interface
     * up a connect says "network unreachable", which tells a user more than
     * Landlock's EACCES would, and with lo up the jail serves and connects on
     * its own 127.0.0.1. Binds are never handled: a test server on the
     * jail's lo binds where it likes. */
    if (abi >= 4) {
        attr.handled_access_net = config->egress_port ? NET_CONNECT_TCP : 0;
        size = offsetof(struct ruleset_attr, scoped);
    }
    if (abi >= 6) {
        attr.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
        size = sizeof attr;
    }
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (ruleset < 0)
        return jail_fail(err, errlen, -errno, "landlock_create_ruleset");
    int rc = add_rules(ruleset, config, attr.handled_access_fs, err, errlen);
    struct net_port_attr proxy = {.allowed_access = NET_CONNECT_TCP, .port = config->egress_port};
    if (rc == 0 && attr.handled_access_net &&
        syscall(SYS_landlock_add_rule, ruleset, RULE_NET_PORT, &proxy, 0) < 0)
        rc = jail_fail(err, errlen, -errno, "landlock rule for the egress proxy's port");
    if (rc == 0 && syscall(SYS_landlock_restrict_self, ruleset, 0) < 0)
        rc = jail_fail(err, errlen, -errno, "landlock_restrict_self");
    close(ruleset);
    return rc;
}
