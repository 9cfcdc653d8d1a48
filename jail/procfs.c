/* procfs: masks the host's facts in the jail's fresh /proc, as container
 * runtimes do (runc's and Docker's maskedPaths and readonlyPaths), plus what
 * they leave to LXCFS. The jail's own pid namespace already limits /proc/PID
 * to the jail's processes; what is left are files about the whole machine:
 *
 * - kernel internals an attacker maps out a kernel with: kcore, kallsyms,
 *   modules, config.gz, keys, key-users, timer_list, sched_debug,
 *   latency_stats, vmallocinfo, iomem, ioports, slabinfo, pagetypeinfo,
 *   zoneinfo, buddyinfo, softirqs, interrupts, kpage*;
 * - facts about the host and its other tenants: cmdline (the kernel's boot
 *   line), loadavg, pressure/;
 * - hardware and drivers: acpi, asound, scsi, bus, fs, irq, driver, tty,
 *   sysvipc and the like.
 *
 * A masked file is the jail's /dev/null bound over it (it reads empty); a
 * masked folder an empty read-only tmpfs; /proc/sys and sysrq-trigger are
 * read-only. meminfo shows the jail's own memory limit (as LXCFS would), so
 * that a program sizing itself from MemTotal sizes itself to its jail.
 * What stays (README): the jail's own processes, self, cpuinfo and stat
 * (programs size thread pools from them), uptime, version, filesystems,
 * mounts, the jail's own net/. A path this kernel lacks is skipped. */
#include "jail/procfs.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "jail/util.h"

static const char *const masked[] = {
    "/proc/kcore",       "/proc/kallsyms",      "/proc/modules",       "/proc/config.gz",
    "/proc/keys",        "/proc/key-users",     "/proc/timer_list",    "/proc/timer_stats",
    "/proc/sched_debug", "/proc/latency_stats", "/proc/vmallocinfo",   "/proc/iomem",
    "/proc/ioports",     "/proc/slabinfo",      "/proc/pagetypeinfo",  "/proc/zoneinfo",
    "/proc/buddyinfo",   "/proc/softirqs",      "/proc/interrupts",    "/proc/kpagecount",
    "/proc/kpageflags",  "/proc/kpagecgroup",   "/proc/cmdline",       "/proc/loadavg",
    "/proc/acpi",        "/proc/asound",        "/proc/scsi",          "/proc/bus",
    "/proc/fs",          "/proc/irq",           "/proc/driver",        "/proc/tty",
    "/proc/sysvipc",     "/proc/pressure",      "/proc/dynamic_debug", "/proc/mtrr",
};

static const char *const read_only[] = {"/proc/sys", "/proc/sysrq-trigger"};

/* The flags a fresh /proc was mounted with: a remount must keep them. */
#define PROC_FLAGS (MS_NOSUID | MS_NODEV | MS_NOEXEC)

/* Where meminfo's text is written before it is bound: a tmpfs of its own,
 * detached right after (the bind keeps its file). An unlinked file on the
 * root's tmpfs would keep the root from being remounted read-only (EBUSY). */
#define MEMINFO_STAGE "/.meminfo"
#define MEMINFO_FILE MEMINFO_STAGE "/meminfo"

static int mask_one(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (lstat(path, &st) < 0)
        return errno == ENOENT ? 0 : jail_fail(err, errlen, -errno, "mask %s", path);
    /* A file only the host's root may read (kpage*, slabinfo, timer_list on
     * newer kernels) is closed to the jail, whose ids map to no host root:
     * a mount (~15 us of every jail's setup) would add nothing. */
    if (!S_ISDIR(st.st_mode) && !(st.st_mode & S_IROTH))
        return 0;
    if (S_ISDIR(st.st_mode)) {
        if (mount("tmpfs", path, "tmpfs", MS_RDONLY | PROC_FLAGS, "size=0,mode=0555") < 0)
            return jail_fail(err, errlen, -errno, "mask %s", path);
    } else if (mount("/dev/null", path, NULL, MS_BIND, NULL) < 0) {
        return jail_fail(err, errlen, -errno, "mask %s", path);
    }
    return 0;
}

static int make_read_only(const char *path, char *err, size_t errlen)
{
    if (mount(path, path, NULL, MS_BIND | MS_REC, NULL) < 0)
        return errno == ENOENT ? 0 : jail_fail(err, errlen, -errno, "bind %s", path);
    if (mount(NULL, path, NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | PROC_FLAGS, NULL) < 0)
        return jail_fail(err, errlen, -errno, "remount %s read-only", path);
    return 0;
}

/* meminfo as the jail sees its memory: its limit, all of it available (what
 * the jail uses is in its own cgroup, which it cannot see). */
static int write_meminfo(int64_t limit, char *err, size_t errlen)
{
    if (mkdir(MEMINFO_STAGE, 0700) < 0 ||
        mount("tmpfs", MEMINFO_STAGE, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k") < 0)
        return jail_fail(err, errlen, -errno, "mount a tmpfs for the jail's meminfo");
    int fd = open(MEMINFO_FILE, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
    if (fd < 0)
        return jail_fail(err, errlen, -errno, "create the jail's meminfo");
    int64_t kb = limit / 1024;
    char text[512];
    int len = snprintf(text, sizeof text,
                       "MemTotal:       %" PRId64 " kB\nMemFree:        %" PRId64
                       " kB\nMemAvailable:   %" PRId64 " kB\nBuffers:               0 kB\n"
                       "Cached:                0 kB\nSwapCached:            0 kB\n"
                       "SwapTotal:             0 kB\nSwapFree:              0 kB\n",
                       kb, kb, kb);
    ssize_t n = write(fd, text, (size_t)len);
    close(fd);
    if (n != len)
        return jail_fail(err, errlen, n < 0 ? -errno : -EIO, "write the jail's meminfo");
    if (mount(MEMINFO_FILE, "/proc/meminfo", NULL, MS_BIND, NULL) < 0)
        return jail_fail(err, errlen, -errno, "bind the jail's meminfo");
    if (umount2(MEMINFO_STAGE, MNT_DETACH) < 0 || rmdir(MEMINFO_STAGE) < 0)
        return jail_fail(err, errlen, -errno, "detach the jail's meminfo tmpfs");
    return 0;
}

int procfs_mask(const struct jail_config *config, char *err, size_t errlen)
{
    int rc;
    for (size_t i = 0; i < sizeof masked / sizeof masked[0]; i++)
        if ((rc = mask_one(masked[i], err, errlen)) < 0)
            return rc;
    for (size_t i = 0; i < sizeof read_only / sizeof read_only[0]; i++)
        if ((rc = make_read_only(read_only[i], err, errlen)) < 0)
            return rc;
    if (config->limits.memory_max)
        return write_meminfo(config->limits.memory_max, err, errlen);
    return mask_one("/proc/meminfo", err, errlen);
}
