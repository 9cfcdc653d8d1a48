/* profile: the grammar, Extends= chains, resets, drop-ins, the search path,
 * unknown keys, every lint error with its file:line, and profile_allows. */
#include <criterion/criterion.h>

#include <dirent.h>
#include <errno.h>
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "profiles/conf.h"
#include "profiles/profile.h"
#include "profiles/values.h"

/* ---- helpers ---------------------------------------------------------------- */

static char dir[64];
static const char *dirs[2];

static void make_dir(void)
{
    strcpy(dir, "/tmp/warden-profile-XXXXXX");
    cr_assert(mkdtemp(dir));
    dirs[0] = dir;
    dirs[1] = NULL;
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    cr_assert_eq(system(cmd), 0);
}

TestSuite(profile, .init = make_dir, .fini = remove_dir);

/* Writes dir/name (folders made as needed) and returns its path. */
static const char *put(const char *name, const char *text)
{
    static char paths[8][512];
    static int next;
    char *path = paths[next++ % 8];
    snprintf(path, 512, "%s/%s", dir, name);
    char *slash = strrchr(path, '/');
    *slash = '\0';
    mkdir(path, 0755);
    *slash = '/';
    FILE *f = fopen(path, "w");
    cr_assert(f, "create %s", path);
    fputs(text, f);
    fclose(f);
    return path;
}

static void load_ok(const char *name, struct profile *p)
{
    char err[PROFILE_ERR_MAX] = "";
    int rc = profile_load(name, dirs, p, err, sizeof err);
    cr_assert_eq(rc, 0, "profile_load(%s): %s", name, err);
}

/* Loads name, expects failure, returns the message. */
static const char *load_err(const char *name)
{
    static char err[PROFILE_ERR_MAX];
    struct profile p;
    err[0] = '\0';
    int rc = profile_load(name, dirs, &p, err, sizeof err);
    cr_assert_neq(rc, 0, "profile_load(%s) should fail", name);
    return err;
}

static void assert_items(const struct profile_list *l, const char *const *want)
{
    size_t n = 0;
    while (want[n])
        n++;
    cr_assert_eq(l->count, n, "expected %zu items, got %zu", n, l->count);
    for (size_t i = 0; i < n; i++)
        cr_assert_str_eq(l->items[i], want[i]);
}

/* ---- the grammar -------------------------------------------------------------- */

struct events {
    char text[4096];
};

static int record(const struct conf_event *e, void *arg)
{
    struct events *ev = arg;
    size_t n = strlen(ev->text);
    if (e->error)
        snprintf(ev->text + n, sizeof ev->text - n, "%d!%s\n", e->line, e->error);
    else
        snprintf(ev->text + n, sizeof ev->text - n, "%d:[%s]%s=%s\n", e->line,
                 e->section ? e->section : "-", e->key, e->value);
    return 0;
}

static const char *parse(const char *text)
{
    static struct events ev;
    ev.text[0] = '\0';
    cr_assert_eq(conf_parse(text, strlen(text), record, &ev), 0);
    return ev.text;
}

Test(conf, sections_keys_and_trimming)
{
    cr_assert_str_eq(parse("[A]\n  Key = value with spaces  \n\n[B]\nK=\n"),
                     "2:[A]Key=value with spaces\n5:[B]K=\n");
}

Test(conf, comments_are_whole_lines_only)
{
    cr_assert_str_eq(parse("# one\n; two\n[A]\n  # indented\nE=a;b # not a comment\n"),
                     "5:[A]E=a;b # not a comment\n");
}

Test(conf, backslash_continues_and_keeps_the_first_line)
{
    cr_assert_str_eq(parse("[A]\nL=one \\\n  two\\\n# a comment inside\n  three\nM=x\n"),
                     "2:[A]L=one  two three\n6:[A]M=x\n");
}

Test(conf, syntax_errors_name_their_line)
{
    cr_assert_str_eq(parse("[A]\nno equals here\n[Broken\n=v\n"),
                     "2!expected KEY=VALUE or a [Section] header\n"
                     "3!a section header is '[Name]' alone on its line\n"
                     "4!no key before '='\n");
    const char text[] = "[A]\nK=a\0b\nL=c\n";
    struct events ev = {{0}};
    conf_parse(text, sizeof text - 1, record, &ev);
    cr_assert_str_eq(ev.text, "2!NUL byte in the line\n3:[A]L=c\n");
}

static int measure(const struct conf_event *e, void *arg)
{
    size_t *seen = arg;
    if (e->key && strcmp(e->key, "K") == 0)
        seen[0] = strlen(e->value);
    if (e->key && strcmp(e->key, "L") == 0)
        seen[1] = (size_t)e->line;
    return 0;
}

Test(conf, lines_of_any_length)
{
    size_t n = 200000;
    char *text = malloc(n + 32);
    strcpy(text, "[A]\nK=");
    memset(text + 6, 'x', n);
    strcpy(text + 6 + n, "\nL=y\n");
    size_t seen[2] = {0, 0};
    cr_assert_eq(conf_parse(text, strlen(text), measure, seen), 0);
    cr_assert_eq(seen[0], n, "the long value arrives whole");
    cr_assert_eq(seen[1], 3, "the next line keeps its number");
    free(text);
}

/* ---- inheritance, resets, drop-ins ------------------------------------------ */

Test(profile, extends_inherits_overrides_and_accumulates)
{
    put("parent.conf", "[Profile]\nAbstract=yes\n[Jail]\nReadOnlyPaths=/usr\nMemoryMax=1G\n"
                       "[Limits]\nWallTimeSec=5\n");
    put("child.conf", "[Profile]\nExtends=parent\n[Jail]\nReadOnlyPaths=/opt\nMemoryMax=2G\n");
    struct profile p;
    load_ok("child", &p);
    assert_items(&p.read_only_paths, (const char *[]){"/usr", "/opt", NULL});
    cr_assert_eq(p.memory_max, 2LL << 30);
    cr_assert_eq(p.wall_time_ms, 5000);
    cr_assert(!p.abstract, "Abstract= does not pass to heirs");
    cr_assert_str_eq(p.name, "child");
    const struct profile_origin *at = profile_origin_of(&p, "MemoryMax");
    cr_assert(strstr(at->file, "child.conf") && at->line == 5);
    at = profile_origin_of(&p, "WallTimeSec");
    cr_assert(strstr(at->file, "parent.conf") && at->line == 7);
    cr_assert(strstr(p.read_only_paths.origins[0].file, "parent.conf"));
    cr_assert_eq(p.read_only_paths.origins[1].line, 4);
    cr_assert(strstr(p.files.items[0], "parent.conf"), "files are in the order they apply");
    profile_free(&p);

    struct profile base;
    load_ok("parent", &base);
    cr_assert(base.abstract);
    profile_free(&base);
}

Test(profile, empty_value_resets_a_list)
{
    put("parent.conf", "[Jail]\nReadOnlyPaths=/usr /bin\nEnvironment=A=1\n");
    put("child.conf", "[Profile]\nExtends=parent\n[Jail]\nReadOnlyPaths=\nReadOnlyPaths=/opt\n"
                      "Environment=\n");
    struct profile p;
    load_ok("child", &p);
    assert_items(&p.read_only_paths, (const char *[]){"/opt", NULL});
    cr_assert_eq(p.environment.count, 0);
    profile_free(&p);
}

Test(profile, last_scalar_wins_and_lists_repeat)
{
    put("p.conf", "[Jail]\nMemoryMax=1G\nMemoryMax=3G\nSystemCallFilter=read\n"
                  "SystemCallFilter=write \\\n    close\n");
    struct profile p;
    load_ok("p", &p);
    cr_assert_eq(p.memory_max, 3LL << 30);
    assert_items(&p.system_call_filter, (const char *[]){"read", "write", "close", NULL});
    cr_assert_eq(p.system_call_filter.origins[2].line, 5);
    profile_free(&p);
}

Test(profile, tilde_denies_every_word_of_its_line)
{
    put("p.conf", "[Jail]\nSystemCallFilter=@system-service\nSystemCallFilter=~@mount chroot\n"
                  "SystemCallFilter=uname:EPERM\n");
    struct profile p;
    load_ok("p", &p);
    assert_items(&p.system_call_filter,
                 (const char *[]){"@system-service", "~@mount", "~chroot", "uname:EPERM", NULL});
    profile_free(&p);
    put("q.conf", "[Jail]\nSystemCallFilter=~\n");
    load_ok("q", &p);
    assert_items(&p.system_call_filter, (const char *[]){"~", NULL});
    profile_free(&p);
}

Test(profile, quotes_and_backslashes_in_lists)
{
    put("p.conf", "[Jail]\nEnvironment=\"GREETING=hello world\" 'B=x y' C=a\\ b D=;#\n");
    struct profile p;
    load_ok("p", &p);
    assert_items(&p.environment,
                 (const char *[]){"GREETING=hello world", "B=x y", "C=a b", "D=;#", NULL});
    profile_free(&p);
}

Test(profile, dropins_apply_in_lexical_order)
{
    put("team.conf", "[Profile]\nExtends=cpython\n[Jail]\nMemoryMax=1G\n");
    put("team.conf.d/20-late.conf", "[Jail]\nMemoryMax=3G\nReadOnlyPaths=/late\n");
    put("team.conf.d/10-early.conf", "[Jail]\nMemoryMax=2G\nReadOnlyPaths=/early\n");
    put("team.conf.d/ignored.txt", "[Jail]\nMemoryMax=9G\n");
    struct profile p;
    load_ok("team", &p);
    cr_assert_eq(p.memory_max, 3LL << 30);
    const struct profile_list *l = &p.read_only_paths;
    cr_assert_str_eq(l->items[l->count - 2], "/early");
    cr_assert_str_eq(l->items[l->count - 1], "/late");
    cr_assert(strstr(profile_origin_of(&p, "MemoryMax")->file, "20-late.conf"));
    profile_free(&p);
}

Test(profile, dropins_reach_builtins_and_higher_folders_hide_lower)
{
    char high[128];
    snprintf(high, sizeof high, "%s/high", dir);
    mkdir(high, 0755);
    const char *both[] = {high, dir, NULL};
    put("cpython.conf.d/50-memory.conf", "[Jail]\nMemoryMax=1G\n[Limits]\nWallTimeSec=7\n");
    put("high/cpython.conf.d/50-memory.conf", "[Jail]\nMemoryMax=2G\n");
    struct profile p;
    char err[PROFILE_ERR_MAX];
    cr_assert_eq(profile_load("cpython", both, &p, err, sizeof err), 0, "%s", err);
    cr_assert_eq(p.memory_max, 2LL << 30, "the higher folder's drop-in hides the lower one");
    cr_assert_eq(p.wall_time_ms, 30000, "the hidden drop-in is not applied at all");
    cr_assert_eq(p.runtime, RUNTIME_COMMAND, "the built-in itself still applies");
    profile_free(&p);
}

Test(profile, a_path_takes_its_own_dropin_folder)
{
    const char *path = put("elsewhere/x.conf", "[Jail]\nMemoryMax=1G\n");
    put("elsewhere/x.conf.d/a.conf", "[Jail]\nTasksMax=9\n");
    struct profile p;
    load_ok(path, &p);
    cr_assert_eq(p.tasks_max, 9);
    cr_assert_str_eq(p.name, "x");
    profile_free(&p);
}

Test(profile, folder_profile_hides_the_builtin)
{
    put("strict.conf", "[Profile]\nDescription=mine\n");
    struct profile p;
    load_ok("strict", &p);
    cr_assert_str_eq(p.description, "mine");
    cr_assert_eq(p.memory_max, 0);
    profile_free(&p);
}

Test(profile, extensions_are_left_alone)
{
    put("p.conf", "[Jail]\nX-Team-Owner=alice\nMemoryMax=1G\n[X-Billing]\nAnything=goes\n");
    struct profile p;
    load_ok("p", &p);
    cr_assert_eq(p.memory_max, 1LL << 30);
    profile_free(&p);
}

Test(profile, extends_cycles_and_depth)
{
    put("a.conf", "[Profile]\nExtends=b\n");
    put("b.conf", "[Profile]\nDescription=b\nExtends=a\n");
    const char *err = load_err("a");
    cr_assert(strstr(err, "b.conf:3: Extends=a makes a cycle: a -> b -> a"), "%s", err);
    put("self.conf", "[Profile]\nExtends=self\n");
    cr_assert(strstr(load_err("self"), "self.conf:2: Extends=self makes a cycle"));

    /* p0 extends p1 ... p9: ten profiles, nine hops. */
    for (int i = 0; i < 10; i++) {
        char name[32], text[64];
        snprintf(name, sizeof name, "p%d.conf", i);
        snprintf(text, sizeof text, i < 9 ? "[Profile]\nExtends=p%d\n" : "[Profile]\n", i + 1);
        put(name, text);
    }
    err = load_err("p0");
    cr_assert(strstr(err, "p8.conf:2: Extends= chain is deeper than 8 profiles"), "%s", err);
    struct profile p;
    load_ok("p1", &p); /* eight hops: the limit */
    profile_free(&p);
}

Test(profile, missing_profile_and_missing_base)
{
    struct profile p;
    char err[PROFILE_ERR_MAX];
    cr_assert_eq(profile_load("no-such", dirs, &p, err, sizeof err), -ENOENT);
    cr_assert_str_eq(err, "profile 'no-such' not found");
    put("orphan.conf", "[Profile]\nExtends=nowhere\n");
    cr_assert(strstr(load_err("orphan"), "orphan.conf:2: Extends=nowhere: no such profile"));
}

Test(profile, extends_in_a_dropin_is_an_error)
{
    put("d.conf", "[Jail]\n");
    put("d.conf.d/x.conf", "[Profile]\nExtends=cpython\n");
    cr_assert(strstr(load_err("d"),
                     "x.conf:2: Extends= belongs in the profile's main file, not a drop-in"));
}

Test(profile, text_in_memory_resolves_builtins)
{
    const char text[] = "[Profile]\nExtends=strict\n[Jail]\nTasksMax=3\n";
    struct profile p;
    char err[PROFILE_ERR_MAX];
    cr_assert_eq(profile_load_text("mem.conf", text, sizeof text - 1, NULL, &p, err, sizeof err), 0,
                 "%s", err);
    cr_assert_eq(p.tasks_max, 3);
    cr_assert_eq(p.memory_max, 128LL << 20);
    profile_free(&p);
}

Test(profile, default_and_smolagents_python_policies)
{
    const char text[] = "[Profile]\nExtends=default\n";
    struct profile p;
    char err[PROFILE_ERR_MAX];
    cr_assert_eq(profile_load_text("d.conf", text, sizeof text - 1, NULL, &p, err, sizeof err), 0,
                 "%s", err);
    cr_assert_eq(p.authorized_imports.count, 1);
    cr_assert_str_eq(p.authorized_imports.items[0], "*"); /* every native module */
    cr_assert_eq(p.max_recursion_depth, 1000);
    cr_assert_eq(p.max_while_iterations, 0);
    cr_assert_null(p.dunder_policy);
    profile_free(&p);
    const char smol[] = "[Profile]\nExtends=smolagents\n";
    cr_assert_eq(profile_load_text("s.conf", smol, sizeof smol - 1, NULL, &p, err, sizeof err), 0,
                 "%s", err);
    cr_assert_eq(p.authorized_imports.count, 11); /* smolagents' BASE_BUILTIN_MODULES */
    cr_assert_str_eq(p.authorized_imports.items[0], "collections");
    cr_assert_str_eq(p.authorized_imports.items[10], "unicodedata");
    cr_assert_eq(p.max_operations, 10000000);
    cr_assert_eq(p.max_while_iterations, 1000000);
    cr_assert_str_eq(p.dunder_policy, "smolagents");
    profile_free(&p);
}

/* ---- every error, with its file:line ----------------------------------------- */

struct lint_case {
    const char *text;
    const char *message; /* after "file:" */
};

static const struct lint_case lint_cases[] = {
    {"Key=1\n", "1: Key= is outside of any [Section]"},
    {"[Jail]\nbogus line\n", "2: expected KEY=VALUE or a [Section] header"},
    {"[Jail\n", "1: a section header is '[Name]' alone on its line"},
    {"[Jail]\n=x\n", "2: no key before '='"},
    {"[Nope]\nA=1\n", "2: unknown section [Nope]"},
    {"[Jail]\nNoSuchKey=1\n", "2: unknown key 'NoSuchKey' in [Jail]"},
    {"[Limits]\nMemoryMax=1G\n", "2: MemoryMax= belongs in [Jail], not [Limits]"},
    {"[Python]\nDunderPolicy=all\n", "2: DunderPolicy=: 'all' is not 'data' or 'smolagents'"},
    {"[Jail]\nMemoryMax=lots\n",
     "2: MemoryMax=: expected a size such as 512M, or infinity, not 'lots'"},
    {"[Jail]\nMemorySwapMax=1G\n", "2: MemorySwapMax=: only 0: a jail never swaps, not '1G'"},
    {"[Jail]\nTasksMax=-1\n", "2: TasksMax=: expected a whole number, or infinity, not '-1'"},
    {"[Jail]\nCPUQuota=50\n", "2: CPUQuota=: expected a percentage such as 50%, not '50'"},
    {"[Limits]\nWallTimeSec=soon\n", "2: WallTimeSec=: expected a time span"},
    {"[Profile]\nAbstract=maybe\n", "2: Abstract=: expected a boolean (yes or no), not 'maybe'"},
    {"[Jail]\nSystemCallErrorNumber=ENOPE\n", "2: SystemCallErrorNumber=: expected an errno name"},
    {"[Jail]\nSystemCallArchitectures=x86\n", "2: SystemCallArchitectures=: only 'native'"},
    {"[Jail]\nPrivateNetwork=no\n", "2: PrivateNetwork=: only 'yes'"},
    {"[Python]\nRuntime=jvm\n", "2: Runtime=: expected 'ast' or 'command', not 'jvm'"},
    {"[Jail]\nReadOnlyPaths=usr\n", "2: ReadOnlyPaths=: 'usr' is not an absolute path"},
    {"[Jail]\nReadOnlyPaths=/usr/../etc\n", "2: ReadOnlyPaths=: '/usr/../etc' is not a plain"},
    {"[Jail]\nBindReadOnlyPaths=/a:b\n", "2: BindReadOnlyPaths=: '/a:b' is not an absolute path"},
    {"[Jail]\nBindReadOnlyPaths=/a:/b:/c\n", "2: BindReadOnlyPaths=: '/a:/b:/c' has more than"},
    {"[Jail]\nTemporaryFileSystem=/var\n",
     "2: TemporaryFileSystem=: '/var' only /tmp is supported"},
    {"[Jail]\nTemporaryFileSystem=/tmp:mode=1777\n",
     "2: TemporaryFileSystem=: '/tmp:mode=1777' expected /tmp:size=SIZE"},
    {"[Jail]\nSystemCallFilter=read\\\n  frobnicate\n",
     "2: SystemCallFilter=: 'frobnicate' is not a syscall libseccomp knows"},
    {"[Jail]\nSystemCallFilter=@nope\n", "2: SystemCallFilter=: '@nope' is not a known @group"},
    {"[Jail]\nSystemCallFilter=read:EWHAT\n",
     "2: SystemCallFilter=: 'read:EWHAT' has an unknown errno"},
    {"[Jail]\nSystemCallFilter=~read ~write\n", "2: SystemCallFilter=: '~write' has a second '~'"},
    {"[Jail]\nEnvironment=1X=y\n", "2: Environment=: '1X=y' is not NAME=VALUE"},
    {"[Jail]\nEnvironment=\"A=b\n", "2: Environment=: a quote is not closed"},
    {"[Jail]\nWorkingDirectory=tmp\n", "2: WorkingDirectory=: 'tmp' is not an absolute path"},
    {"[Jail]\nHostname=a b\n", "2: Hostname=: 'a b' is not a host name"},
    {"[Python]\nAuthorizedImports=os.path numpy.* os..x\n",
     "2: AuthorizedImports=: 'os..x' is not a module name"},
    {"[Profile]\nAllowUsers=-rf\n", "2: AllowUsers=: '-rf' is not a user or group name"},
    {"[Expect]\nDenied=socket:AF_NOPE\n",
     "2: Denied=: 'socket:AF_NOPE' has an argument warden does not know"},
    {"[Expect]\nAllowed=@nope\n", "2: Allowed=: '@nope' is not a known @group"},
    {"[Expect]\nReadable=etc\n", "2: Readable=: 'etc' is not an absolute path"},
    {"[Profile]\nExtends=nowhere\n", "2: Extends=nowhere: no such profile"},
    {"[Jail]\nSystemCallFilterFile=missing.json\n", "2: SystemCallFilterFile="},
};

Test(profile, every_lint_error_names_file_and_line)
{
    for (size_t i = 0; i < sizeof lint_cases / sizeof lint_cases[0]; i++) {
        char name[32];
        snprintf(name, sizeof name, "case%zu.conf", i);
        const char *path = put(name, lint_cases[i].text);
        struct profile_list errors;
        size_t n = profile_lint(path, dirs, &errors);
        char want[512];
        snprintf(want, sizeof want, "%s:%s", path, lint_cases[i].message);
        cr_assert_eq(n, 1, "case %zu (%s): %zu errors, first: %s", i, lint_cases[i].text, n,
                     n ? errors.items[0] : "");
        cr_assert(strncmp(errors.items[0], want, strlen(want)) == 0,
                  "case %zu:\n got  %s\n want %s", i, errors.items[0], want);
        profile_list_free(&errors);
        /* profile_load stops at the same first error. */
        cr_assert(strncmp(load_err(path), want, strlen(want)) == 0);
    }
}

Test(profile, lint_reports_every_error_not_just_the_first)
{
    const char *path = put("many.conf", "[Jail]\nMemoryMax=x\nTasksMax=y\n[Bad]\nZ=1\n"
                                        "[Jail]\nReadOnlyPaths=/ok rel\n");
    put("many.conf.d/a.conf", "[Limits]\nCPUTimeSec=nope\n");
    struct profile_list errors;
    cr_assert_eq(profile_lint(path, dirs, &errors), 5);
    cr_assert(strstr(errors.items[0], "many.conf:2: MemoryMax="));
    cr_assert(strstr(errors.items[1], "many.conf:3: TasksMax="));
    cr_assert(strstr(errors.items[2], "many.conf:5: unknown section [Bad]"));
    cr_assert(strstr(errors.items[3], "many.conf:7: ReadOnlyPaths=: 'rel'"));
    cr_assert(strstr(errors.items[4], "a.conf:2: CPUTimeSec="));
    profile_list_free(&errors);
}

Test(profile, lint_accepts_the_builtins_and_a_dropin_alone)
{
    struct profile_list errors;
    const char *names[] = {"profiles/builtin/base.conf", "profiles/builtin/default.conf",
                           "profiles/builtin/strict.conf", "profiles/builtin/cpython.conf",
                           "profiles/builtin/cpython-loopback.conf",
                           "profiles/builtin/smolagents.conf"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t n = profile_lint(names[i], dirs, &errors);
        cr_assert_eq(n, 0, "%s: %s", names[i], n ? errors.items[0] : "");
        profile_list_free(&errors);
    }
    const char *dropin = put("x.conf.d/10.conf", "[Jail]\nMemoryMax=1G\n");
    cr_assert_eq(profile_lint(dropin, dirs, &errors), 0);
    profile_list_free(&errors);
    dropin = put("x.conf.d/20.conf", "[Profile]\nExtends=strict\n");
    cr_assert_eq(profile_lint(dropin, dirs, &errors), 1);
    profile_list_free(&errors);
}

/* ---- access -------------------------------------------------------------------- */

Test(profile, allows_everyone_without_lists)
{
    put("open.conf", "[Jail]\n");
    struct profile p;
    load_ok("open", &p);
    cr_assert(profile_allows(&p, 1234, 1234, NULL, 0));
    profile_free(&p);
}

Test(profile, allows_listed_users_and_groups_only)
{
    put("team.conf", "[Profile]\nAllowUsers=root 1001\nAllowGroups=2000 no-such-group-here\n");
    struct profile p;
    load_ok("team", &p);
    cr_assert(profile_allows(&p, 0, 5, NULL, 0), "root by name");
    cr_assert(profile_allows(&p, 1001, 5, NULL, 0), "a uid by number");
    cr_assert(profile_allows(&p, 7, 2000, NULL, 0), "the primary group");
    gid_t groups[] = {3, 2000};
    cr_assert(profile_allows(&p, 7, 5, groups, 2), "a supplementary group");
    cr_assert(!profile_allows(&p, 7, 5, groups, 1));
    cr_assert(!profile_allows(&p, 7, 5, NULL, 0));
    profile_free(&p);

    put("reset.conf", "[Profile]\nExtends=team\nAllowUsers=\nAllowGroups=\n");
    load_ok("reset", &p);
    cr_assert(profile_allows(&p, 7, 5, NULL, 0), "an empty value resets the lists");
    profile_free(&p);
}

Test(profile, allows_groups_by_name)
{
    struct group *g = getgrgid(0);
    cr_assert(g, "this machine has a group 0");
    char text[128];
    snprintf(text, sizeof text, "[Profile]\nAllowGroups=%s\n", g->gr_name);
    put("g.conf", text);
    struct profile p;
    load_ok("g", &p);
    cr_assert(profile_allows(&p, 4321, 0, NULL, 0));
    cr_assert(!profile_allows(&p, 4321, 4321, NULL, 0));
    profile_free(&p);
}

/* ---- values -------------------------------------------------------------------- */

Test(values, formats_what_it_parses)
{
    char buf[32];
    cr_assert_str_eq(value_format_size(512LL << 20, buf, sizeof buf), "512M");
    cr_assert_str_eq(value_format_size(1536, buf, sizeof buf), "1536");
    cr_assert_str_eq(value_format_size(0, buf, sizeof buf), "infinity");
    cr_assert_str_eq(value_format_ms(30000, buf, sizeof buf), "30s");
    cr_assert_str_eq(value_format_ms(1500, buf, sizeof buf), "1.5s");
    cr_assert_str_eq(value_format_ms(500, buf, sizeof buf), "500ms");
    cr_assert_str_eq(value_format_ms(180000, buf, sizeof buf), "3min");
    cr_assert_str_eq(value_format_errno(1, buf, sizeof buf), "EPERM");
    cr_assert_str_eq(value_format_errno(0, buf, sizeof buf), "kill");
    uint64_t v;
    cr_assert_eq(value_parse_syscall_arg("socket", 0, "AF_INET", &v), 0);
    cr_assert_eq(v, 2);
    cr_assert_eq(
        value_parse_syscall_arg("ioctl", value_syscall_arg_index("ioctl", 0), "TIOCSTI", &v), 0);
    cr_assert_eq(value_parse_syscall_arg("clone", 0, "AF_INET", &v), -EINVAL);
}

Test(profile, show_text_of_values)
{
    put("v.conf", "[Jail]\nMemoryMax=1024M\nCPUQuota=150%\n[Limits]\nWallTimeSec=90\n"
                  "CPUTimeSec=1.2\n");
    struct profile p;
    load_ok("v", &p);
    const char *keys[] = {"MemoryMax", "CPUQuota", "WallTimeSec", "CPUTimeSec", "Runtime"};
    const char *want[] = {"1G", "150%", "90s", "2s", "ast"};
    for (size_t i = 0; i < 5; i++) {
        char *text = profile_value_text(&p, profile_key_find(NULL, keys[i]));
        cr_assert_str_eq(text, want[i], "%s", keys[i]);
        free(text);
    }
    profile_free(&p);
}

/* ---- documentation and fuzzing -------------------------------------------------- */

Test(profile, the_man_page_documents_every_key)
{
    FILE *f = fopen("docs/warden.profile.5", "r");
    cr_assert(f, "run from the top of the tree");
    static char text[1 << 17];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    for (size_t i = 0; i < profile_keys_count; i++) {
        char section[64], key[80];
        snprintf(section, sizeof section, ".SH [%s]", profile_keys[i].section);
        snprintf(key, sizeof key, "B%s %s=",
                 profile_keys[i].kind == KEY_ONLY_YES || profile_keys[i].kind == KEY_ONLY_NATIVE
                     ? ""
                     : "I",
                 profile_keys[i].name);
        const char *at = strstr(text, section);
        cr_assert(at, "no section %s", section);
        const char *next = strstr(at + 4, "\n.SH ");
        char bare[80];
        snprintf(bare, sizeof bare, "%s=", profile_keys[i].name);
        const char *found = strstr(at, bare);
        cr_assert(found && (!next || found < next), "%s is not documented under %s",
                  profile_keys[i].name, section);
    }
}

/* Inputs the fuzzer found crashing (tests/fuzz/crashes/) stay harmless. */
Test(profile, fuzzer_crashes_stay_fixed)
{
    DIR *d = opendir("tests/fuzz/crashes");
    cr_assert(d, "run from the top of the tree");
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, "README") == 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "tests/fuzz/crashes/%s", e->d_name);
        FILE *f = fopen(path, "rb");
        static char text[1 << 16];
        size_t n = f ? fread(text, 1, sizeof text, f) : 0;
        if (f)
            fclose(f);
        struct profile p;
        char err[PROFILE_ERR_MAX];
        if (profile_load_text(path, text, n, NULL, &p, err, sizeof err) == 0)
            profile_free(&p);
        struct profile_list errors;
        profile_lint(path, NULL, &errors);
        profile_list_free(&errors);
    }
    closedir(d);
}
