/* The workspace of a coding agent's commands: a host folder the jail may
 * write, and nothing else of the host. Runs the real build/warden, as root
 * (the folder is an idmapped bind) and as uid 65534 (the jail runs as the
 * caller), and walks the host's writable places before and after. */
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "tests/e2e/e2e.h"

struct workspace {
    char top[64];   /* a fresh folder under /tmp, holding proj/ */
    char proj[128]; /* the workspace */
    char marker[128];
};

static void workspace_make(struct workspace *w, bool rootless)
{
    strcpy(w->top, "/tmp/warden-ws-XXXXXX");
    cr_assert(mkdtemp(w->top));
    chmod(w->top, 0755);
    snprintf(w->proj, sizeof w->proj, "%s/proj", w->top);
    snprintf(w->marker, sizeof w->marker, "%s/marker", w->top);
    cr_assert_eq(mkdir(w->proj, 0755), 0);
    if (rootless)
        cr_assert_eq(chown(w->proj, E2E_NOBODY, E2E_NOBODY), 0);
    int fd = open(w->marker, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    cr_assert(fd >= 0);
    close(fd);
    /* The marker's mtime must be strictly older than anything the run does. */
    struct timespec times[2] = {{0, UTIME_OMIT}, {time(NULL) - 2, 0}};
    utimensat(AT_FDCWD, w->marker, times, 0);
}

static void workspace_free(struct workspace *w)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", w->top);
    cr_assert_eq(system(cmd), 0);
}

/* Every path outside the workspace that the jail could have written and
 * that changed since the marker. The jail's host identity is nobody (as
 * root, and the rootless tests run as nobody), so that is whatever nobody
 * owns or anyone may write: files, folders and links made by nobody, and
 * world-writable ones that are not sticky folders such as /tmp, whose own
 * times move with everyone's files. The kernel's trees are skipped, and so
 * are other tests' folders, which may run as nobody beside this one. One path
 * per line; "" when none. */
static char *changed_outside(const struct workspace *w)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd,
             "find / -xdev \\( -path /proc -o -path /sys -o -path /dev -o -path /run "
             "-o -path '/tmp/warden-*' \\) -prune -o -newer '%s' "
             "\\( -user %d -o \\( -perm -o+w ! -perm -1000 ! -type l \\) \\) -print "
             "2>/dev/null | grep -v '^%s' || true",
             w->marker, E2E_NOBODY, w->top);
    FILE *f = popen(cmd, "r");
    cr_assert(f);
    static char out[8192];
    size_t n = fread(out, 1, sizeof out - 1, f);
    out[n] = '\0';
    pclose(f);
    return out;
}

static void writes_only_the_workspace(bool rootless)
{
    struct workspace w;
    workspace_make(&w, rootless);
    /* As root, a project may sit where the jail's nobody cannot look (under
     * root's 0700 home): the parent makes the bind. */
    if (!rootless)
        chmod(w.top, 0700);
    struct e2e_run run;
    /* Writes the project, the jail's /tmp, and tries the host's. */
    const char *args[] = {"run", "-p", "workspace", "--json", "--workdir", w.proj, "--",
                          "/bin/sh", "-c",
                          "echo hi > out.txt && mkdir sub && echo x > sub/y && "
                          "echo t > /tmp/t && ln -s /tmp escape && echo z > escape/z && "
                          "! echo u > /usr/x 2>/dev/null && ! echo e > /etc/x 2>/dev/null && "
                          "stat -c %u out.txt",
                          NULL};
    e2e_warden(&run, rootless, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s %s", run.out, run.err);
    cr_assert_str_eq(e2e_stdout(&run), "1000\n", "the jail sees its files as its own");
    e2e_free(&run);

    char path[256], text[16] = "";
    snprintf(path, sizeof path, "%s/out.txt", w.proj);
    FILE *f = fopen(path, "r");
    cr_assert(f, "out.txt is missing from the project");
    cr_assert(fgets(text, sizeof text, f));
    fclose(f);
    cr_assert_str_eq(text, "hi\n");
    struct stat st, proj;
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(stat(w.proj, &proj), 0);
    cr_assert_eq(st.st_uid, proj.st_uid, "new files belong to the workspace's owner");
    cr_assert_eq(st.st_mode & 06000, 0);
    /* The symlink led into the jail's own /tmp, not the host's. */
    snprintf(path, sizeof path, "%s/escape/z", w.proj);
    cr_assert_neq(access("/tmp/z", F_OK), 0, "the jail wrote the host's /tmp");
    cr_assert_neq(access("/tmp/t", F_OK), 0, "the jail wrote the host's /tmp");
    const char *outside = changed_outside(&w);
    cr_assert_str_eq(outside, "", "changed outside the workspace:\n%s", outside);
    workspace_free(&w);
}

Test(workspace, writes_only_the_workspace, .timeout = 120) { writes_only_the_workspace(false); }
Test(workspace, writes_only_the_workspace_rootless, .timeout = 120)
{
    writes_only_the_workspace(true);
}

/* No setuid file may come out of a jail: the workspace's are the host owner's. */
Test(workspace, setuid_bits_are_refused, .timeout = 60)
{
    struct workspace w;
    workspace_make(&w, false);
    struct e2e_run run;
    const char *args[] = {"run", "-p", "workspace", "--json", "--workdir", w.proj, "--",
                          "/bin/sh", "-c", "touch f && chmod 4755 f", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "violation", "%s", run.out);
    cr_assert(strstr(run.out, "\"syscall\":\"fchmodat\""), "%s", run.out);
    e2e_free(&run);
    char path[256];
    struct stat st;
    snprintf(path, sizeof path, "%s/f", w.proj);
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(st.st_mode & 06000, 0);
    workspace_free(&w);
}

/* A symlink in a writable bind cannot lead a later bind's mount elsewhere:
 * during setup the host's tree sits at /.oldroot, and the link points there. */
Test(workspace, symlinks_and_dotdot_in_bind_targets_are_refused, .timeout = 60)
{
    struct workspace w;
    workspace_make(&w, false);
    char link[256], target[300];
    snprintf(link, sizeof link, "%s/evil", w.proj);
    cr_assert_eq(symlink("/.oldroot/etc", link), 0);
    snprintf(target, sizeof target, "/usr/share:%s/evil/warden-bind", w.proj);
    struct e2e_run run;
    const char *args[] = {"run",  "-p",  "workspace", "--json", "--workdir", w.proj,
                          "--bind=ro", target, "--", "/bin/true", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "internal_error", "%s", run.out);
    cr_assert(strstr(run.out, "evil/warden-bind"), "the message names the target: %s", run.out);
    e2e_free(&run);
    cr_assert_neq(access("/etc/warden-bind", F_OK), 0, "a mount target was made in host /etc");

    snprintf(target, sizeof target, "/usr/share:%s/../x", w.proj);
    const char *dotdot[] = {"run", "-p", "workspace", "--json", "--workdir", w.proj,
                            "--bind=ro", target, "--", "/bin/true", NULL};
    e2e_warden(&run, false, dotdot);
    cr_assert_str_eq(e2e_status(&run), "internal_error", "%s", run.out);
    cr_assert(strstr(run.out, "EINVAL"), "%s", run.out);
    e2e_free(&run);
    workspace_free(&w);
}

/* A read-only bind under the jail's /tmp (it used to fail: mkdir /tmp:
 * EEXIST), and lint refusing what cannot work. */
Test(workspace, binds_under_tmp_and_lint, .timeout = 60)
{
    struct workspace w;
    workspace_make(&w, false);
    char path[256], conf[1024];
    snprintf(path, sizeof path, "%s/data", w.proj);
    FILE *f = fopen(path, "w");
    cr_assert(f);
    fputs("42\n", f);
    fclose(f);
    snprintf(conf, sizeof conf,
             "[Profile]\nExtends=strict\n[Jail]\nBindReadOnlyPaths=%s:/tmp/in/proj\n", w.proj);
    const char *profile = e2e_temp_file("tmpbind.conf", conf);
    struct e2e_run run;
    const char *args[] = {"run", "-p", profile, "--json", "--", "/bin/sh", "-c",
                          "cat /tmp/in/proj/data && echo t > /tmp/t && ! echo > /tmp/in/proj/x",
                          NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    cr_assert_str_eq(e2e_stdout(&run), "42\n");
    e2e_free(&run);

    const char *bad = e2e_temp_file("procbind.conf", "[Profile]\nExtends=strict\n[Jail]\n"
                                                     "BindPaths=/tmp:/proc/x\n");
    const char *lint[] = {"profile", "lint", bad, NULL};
    e2e_warden(&run, false, lint);
    cr_assert_eq(run.exit_code, 78);
    cr_assert(strstr(run.out, "procbind.conf:4:") &&
                  strstr(run.out, "hidden by the jail's own /proc"),
              "%s%s", run.out, run.err);
    e2e_free(&run);

    /* What only the host shows: a missing source, a target below a copied
     * symlink, a target that cannot be made inside a read-only bind. */
    const char *host = e2e_temp_file("hostbind.conf",
                                     "[Profile]\nExtends=strict\n[Jail]\n"
                                     "ReadOnlyPaths=/no/such/source\n"
                                     "BindReadOnlyPaths=/etc/hostname:/bin/warden-x\n"
                                     "BindReadOnlyPaths=/etc/hostname:/usr/no/such/x\n"
                                     "BindPaths=/tmp:/tmp/in/tmp\n");
    const char *lint2[] = {"profile", "lint", host, NULL};
    e2e_warden(&run, false, lint2);
    cr_assert_eq(run.exit_code, 78);
    const char *all = run.out && *run.out ? run.out : run.err;
    cr_assert(strstr(all, "hostbind.conf:4: /no/such/source: No such file"), "%s", all);
    struct stat bin;
    if (lstat("/bin", &bin) == 0 && S_ISLNK(bin.st_mode)) /* merged /usr, as Debian 12 has */
        cr_assert(strstr(all, "hostbind.conf:5: /bin/warden-x: below /bin, which is a symlink"),
                  "%s", all);
    cr_assert(strstr(all, "hostbind.conf:6: /usr/no/such/x: cannot be made inside the read-only "
                          "bind /usr"),
              "%s", all);
    cr_assert_null(strstr(all, "hostbind.conf:7:"), "a bind under /tmp is fine: %s", all);
    e2e_free(&run);
    workspace_free(&w);
}

Test(workspace, bind_and_workdir_options, .timeout = 60)
{
    struct workspace w;
    workspace_make(&w, false);
    struct e2e_run run;
    const char *missing[] = {"run", "--workdir", "/no/such/dir", "--", "/bin/true", NULL};
    e2e_warden(&run, false, missing);
    cr_assert_eq(run.exit_code, 64);
    cr_assert(strstr(run.err, "--workdir /no/such/dir"), "%s", run.err);
    e2e_free(&run);
    const char *root[] = {"run", "--workdir", "/", "--", "/bin/true", NULL};
    e2e_warden(&run, false, root);
    cr_assert_eq(run.exit_code, 64);
    e2e_free(&run);
    const char *ro[] = {"run", "--json", "--bind=ro", w.proj, "--", "/bin/sh", "-c",
                        "ls -d /tmp/warden-ws-*/proj && ! touch /tmp/warden-ws-*/proj/x", NULL};
    e2e_warden(&run, false, ro);
    cr_assert_str_eq(e2e_status(&run), "ok", "%s", run.out);
    e2e_free(&run);
    workspace_free(&w);
}

/* Landlock's second wall: /proc is read-only to it, though the mounts let a
 * task write its own comm. Where the kernel lacks Landlock, the result says so. */
Test(workspace, landlock_holds_or_says_none, .timeout = 60)
{
    bool landlock = syscall(SYS_landlock_create_ruleset, NULL, 0, 1U) > 0;
    struct e2e_run run;
    const char *args[] = {"run", "--json", "--", "/bin/sh", "-c",
                          "echo x > /proc/self/comm && echo wrote", NULL};
    e2e_warden(&run, false, args);
    cr_assert_str_eq(e2e_enforcement(&run, "landlock"), landlock ? "landlock" : "none");
    cr_assert_str_eq(e2e_status(&run), landlock ? "error" : "ok", "%s", run.out);
    if (landlock)
        cr_assert(strstr(run.out, "Permission denied"), "%s", run.out);
    e2e_free(&run);
}

/* Nothing of warden's own reaches the payload: stdio only (ls adds its own
 * fd for the folder it lists), with or without a workspace and egress, even
 * when warden itself holds fds at every low number, as a server does. */
static void only_stdio(const char *options)
{
    char cmd[1024], out[4096];
    snprintf(cmd, sizeof cmd,
             "exec 3</dev/null 4</dev/null 5</dev/null 6</dev/null 7</dev/null 8</dev/null "
             "9</dev/null; exec '%s' run %s -- /bin/ls /proc/self/fd",
             getenv("WARDEN"), options);
    FILE *f = popen(cmd, "r");
    cr_assert(f);
    size_t n = fread(out, 1, sizeof out - 1, f);
    out[n] = '\0';
    cr_assert_eq(pclose(f), 0, "%s: %s", options, out);
    cr_assert_str_eq(out, "0\n1\n2\n3\n", "%s", options);
}

Test(workspace, the_payload_inherits_no_fd, .timeout = 60)
{
    struct workspace w;
    workspace_make(&w, false);
    char options[512];
    only_stdio("");
    snprintf(options, sizeof options, "-p workspace --workdir '%s'", w.proj);
    only_stdio(options);
    const char *egress = e2e_temp_file("egress-fds.conf", "[Profile]\nExtends=strict\n"
                                                          "[Network]\nAllowedDomains=example.org\n");
    snprintf(options, sizeof options, "-p '%s'", egress);
    only_stdio(options);
    workspace_free(&w);
}
