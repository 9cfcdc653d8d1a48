/* End-to-end tests of /proc masking (jail/procfs.c): a jail reads each
 * masked path and gets nothing of the host's; meminfo shows the jail's own
 * limit; /proc/sys is read-only; what stays visible still reads. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/e2e/e2e.h"

/* The masked paths, as jail/procfs.c lists them (files and folders). */
static const char *const masked[] = {
    "/proc/kcore",       "/proc/kallsyms",  "/proc/modules",       "/proc/config.gz",
    "/proc/keys",        "/proc/key-users", "/proc/timer_list",    "/proc/sched_debug",
    "/proc/vmallocinfo", "/proc/iomem",     "/proc/ioports",       "/proc/slabinfo",
    "/proc/zoneinfo",    "/proc/buddyinfo", "/proc/softirqs",      "/proc/interrupts",
    "/proc/cmdline",     "/proc/loadavg",   "/proc/acpi",          "/proc/bus",
    "/proc/fs",          "/proc/irq",       "/proc/driver",        "/proc/tty",
    "/proc/sysvipc",     "/proc/pressure",  "/proc/latency_stats", "/proc/scsi",
};

/* Prints one JSON object: per path its text (files, first 64 KiB), its
 * entries (folders), "missing" or the errno; and the errno of a write to
 * /proc/sys. */
static const char script[] = "import json, os, sys\n"
                             "out = {}\n"
                             "for p in sys.argv[1:]:\n"
                             "    try:\n"
                             "        if os.path.isdir(p):\n"
                             "            out[p] = {'dir': sorted(os.listdir(p))}\n"
                             "        else:\n"
                             "            with open(p, 'rb') as f:\n"
                             "                out[p] = {'text': f.read(65536).decode('latin-1')}\n"
                             "    except FileNotFoundError:\n"
                             "        out[p] = {'missing': True}\n"
                             "    except OSError as e:\n"
                             "        out[p] = {'errno': e.errno}\n"
                             "try:\n"
                             "    with open('/proc/sys/kernel/hostname', 'w') as f:\n"
                             "        f.write('changed')\n"
                             "    out['write'] = 0\n"
                             "except OSError as e:\n"
                             "    out['write'] = e.errno\n"
                             "print(json.dumps(out))\n";

static char *host_text(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *buf = calloc(1, 65537);
    size_t n = fread(buf, 1, 65536, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void reads_no_host_facts(bool rootless)
{
    const char *args[64] = {"run", "-p", "cpython", "--", "python3", "-c", script};
    size_t n = 7;
    for (size_t i = 0; i < sizeof masked / sizeof masked[0]; i++)
        args[n++] = masked[i];
    args[n++] = "/proc/meminfo";
    args[n++] = "/proc/cpuinfo";
    args[n++] = "/proc/sys/kernel/ostype";
    args[n] = NULL;
    struct e2e_run run;
    e2e_warden(&run, rootless, args);
    cr_assert_eq(run.exit_code, 0, "exit %d, stderr: %s", run.exit_code, run.err);
    json_t *seen = json_loads(run.out, 0, NULL);
    cr_assert(json_is_object(seen), "%s", run.out);

    for (size_t i = 0; i < sizeof masked / sizeof masked[0]; i++) {
        json_t *v = json_object_get(seen, masked[i]);
        const char *text = json_string_value(json_object_get(v, "text"));
        json_t *dir = json_object_get(v, "dir");
        bool nothing = json_object_get(v, "missing") || json_object_get(v, "errno") ||
                       (text && !text[0]) || (dir && json_array_size(dir) == 0);
        cr_assert(nothing, "%s shows the host's: %s", masked[i], json_dumps(v, 0));
    }
    /* The kernel's command line: the host has one, the jail sees none of it. */
    char *cmdline = host_text("/proc/cmdline");
    cr_assert(cmdline && cmdline[0]);
    cr_assert(!strstr(run.out, cmdline), "the host's command line leaked");
    free(cmdline);

    /* meminfo is the jail's: cpython's MemoryMax=512M. */
    const char *meminfo =
        json_string_value(json_object_get(json_object_get(seen, "/proc/meminfo"), "text"));
    cr_assert(meminfo && strstr(meminfo, "MemTotal:       524288 kB\n"), "meminfo: %s", meminfo);
    /* Reads still work where nothing is masked (the test can see content). */
    const char *cpuinfo =
        json_string_value(json_object_get(json_object_get(seen, "/proc/cpuinfo"), "text"));
    cr_assert(cpuinfo && strstr(cpuinfo, "processor"), "cpuinfo: %s", cpuinfo);
    const char *ostype = json_string_value(
        json_object_get(json_object_get(seen, "/proc/sys/kernel/ostype"), "text"));
    cr_assert(ostype && strcmp(ostype, "Linux\n") == 0);
    /* /proc/sys is read-only: EROFS (30), or EACCES/EPERM before that. */
    json_int_t write_errno = json_integer_value(json_object_get(seen, "write"));
    cr_assert(write_errno == 30 || write_errno == 13 || write_errno == 1,
              "a write to /proc/sys: errno %lld", (long long)write_errno);
    json_decref(seen);
    e2e_free(&run);
}

Test(procfs, host_facts_masked, .timeout = 60)
{
    reads_no_host_facts(false);
}
Test(procfs, host_facts_masked_rootless, .timeout = 60)
{
    reads_no_host_facts(true);
}
