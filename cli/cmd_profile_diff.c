/* cmd_profile_diff: `warden profile diff A B`: what each profile allows that
 * the other does not: syscalls (as the filters resolve), readable paths,
 * /tmp, network, looser limits, imports, who may use it. Exits 0 when
 * neither allows more, 1 otherwise, as diff(1) does. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "jail/seccomp.h"
#include "profiles/policy.h"
#include "profiles/values.h"

struct side {
    struct profile profile;
    struct policy *policy;
};

struct printer {
    const char *title;
    bool titled;
    size_t lines;
};

__attribute__((format(printf, 2, 3))) static void line(struct printer *pr, const char *fmt, ...)
{
    if (!pr->titled) {
        printf("%s\n", pr->title);
        pr->titled = true;
    }
    va_list ap;
    va_start(ap, fmt);
    printf("  ");
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    pr->lines++;
}

static void syscalls(struct printer *pr, const struct side *a, const struct side *b)
{
    char buf[8192] = "";
    size_t n = 0;
    for (int nr = 0; nr < POLICY_NR_MAX; nr++) {
        const char *name = seccomp_syscall_name(nr);
        bool checked;
        if (!name || !policy_may_allow(a->policy, nr, &checked) ||
            policy_may_allow(b->policy, nr, &checked))
            continue;
        size_t len = strlen(buf);
        snprintf(buf + len, sizeof buf - len, " %s", name);
        n++;
    }
    if (n)
        line(pr, "syscalls (%zu):%s", n, buf);
    if (a->policy->deny_errno && !b->policy->deny_errno)
        line(pr, "a denied call fails with %s instead of ending the jail",
             strerrorname_np(a->policy->deny_errno));
}

/* Does p show path (inside the jail): is it under one of p's binds, and
 * writable there when write is asked? */
static bool shows(const struct profile *p, const char *path, bool write)
{
    struct profile_bind b;
    for (size_t i = 0; i < profile_bind_count(p); i++) {
        profile_bind_get(p, i, &b);
        if (profile_path_under(path, b.target) && (b.writable || !write))
            return true;
    }
    return false;
}

static void paths(struct printer *pr, const struct profile *a, const struct profile *b)
{
    struct profile_bind bind;
    for (size_t i = 0; i < profile_bind_count(a); i++) {
        profile_bind_get(a, i, &bind);
        if (!shows(b, bind.target, bind.writable))
            line(pr, "%s %s", bind.writable ? "write" : "read", bind.target);
    }
}

/* 0 means no limit; a is looser when it has none and b has one, or more. */
static bool looser(int64_t a, int64_t b)
{
    return (a == 0 && b != 0) || (a != 0 && b != 0 && a > b);
}

static void limits(struct printer *pr, const struct profile *a, const struct profile *b)
{
    for (size_t i = 0; i < profile_keys_count; i++) {
        const struct profile_key *k = &profile_keys[i];
        int64_t va, vb;
        switch (k->kind) {
        case KEY_SIZE:
        case KEY_COUNT:
        case KEY_PERCENT:
            va = *(const int64_t *)((const char *)a + k->offset);
            vb = *(const int64_t *)((const char *)b + k->offset);
            break;
        case KEY_MILLISECONDS:
        case KEY_SECONDS:
            va = (int64_t) * (const uint64_t *)((const char *)a + k->offset);
            vb = (int64_t) * (const uint64_t *)((const char *)b + k->offset);
            break;
        default:
            continue;
        }
        if (!looser(va, vb))
            continue;
        char *ta = profile_value_text(a, k), *tb = profile_value_text(b, k);
        line(pr, "%s=%s (the other: %s)", k->name, ta && *ta ? ta : "infinity",
             tb && *tb ? tb : "infinity");
        free(ta);
        free(tb);
    }
    int64_t ta = profile_tmp_size(a), tb = profile_tmp_size(b);
    if (ta && (!tb || ta > tb)) {
        char x[32], y[32];
        line(pr, "write /tmp, %s (the other: %s)", value_format_size(ta, x, sizeof x),
             tb ? value_format_size(tb, y, sizeof y) : "none");
    }
}

static bool has_item(const struct profile_list *l, const char *item)
{
    for (size_t i = 0; i < l->count; i++)
        if (strcmp(l->items[i], item) == 0 || strcmp(l->items[i], "*") == 0)
            return true;
    return false;
}

static void others(struct printer *pr, const struct profile *a, const struct profile *b)
{
    if (a->loopback && !b->loopback)
        line(pr, "network: 127.0.0.1 (Loopback=yes)");
    for (size_t i = 0; i < a->authorized_imports.count; i++)
        if (!has_item(&b->authorized_imports, a->authorized_imports.items[i]))
            line(pr, "import %s", a->authorized_imports.items[i]);
    bool a_anyone = !a->allow_users.count && !a->allow_groups.count;
    bool b_anyone = !b->allow_users.count && !b->allow_groups.count;
    if (a_anyone && !b_anyone)
        line(pr, "use by anyone (no AllowUsers= or AllowGroups=)");
    for (size_t i = 0; !a_anyone && !b_anyone && i < a->allow_users.count; i++)
        if (!has_item(&b->allow_users, a->allow_users.items[i]))
            line(pr, "use by user %s", a->allow_users.items[i]);
    for (size_t i = 0; !a_anyone && !b_anyone && i < a->allow_groups.count; i++)
        if (!has_item(&b->allow_groups, a->allow_groups.items[i]))
            line(pr, "use by group %s", a->allow_groups.items[i]);
    if (a->runtime != b->runtime)
        line(pr, "Runtime=%s (the other: %s)", a->runtime == RUNTIME_AST ? "ast" : "command",
             b->runtime == RUNTIME_AST ? "ast" : "command");
}

static size_t one_way(const char *title, const struct side *a, const struct side *b)
{
    struct printer pr = {title, false, 0};
    syscalls(&pr, a, b);
    paths(&pr, &a->profile, &b->profile);
    limits(&pr, &a->profile, &b->profile);
    others(&pr, &a->profile, &b->profile);
    return pr.lines;
}

int cmd_profile_diff(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (cli_is_help(argv[i]))
            return cli_usage(profile_usage, true);
    if (argc != 3 || argv[1][0] == '-' || argv[2][0] == '-' || !argv[1][0] || !argv[2][0])
        return cli_usage(profile_usage, false);
    struct side sides[2] = {0};
    int status = 0;
    for (int i = 0; i < 2 && !status; i++) {
        char err[PROFILE_ERR_MAX];
        int rc =
            profile_load(argv[1 + i], profile_search_path(), &sides[i].profile, err, sizeof err);
        if (rc < 0) {
            fprintf(stderr, "%s\n", err);
            status = rc == -ENOENT ? EXIT_NOINPUT : EXIT_CONFIG;
            break;
        }
        sides[i].policy = malloc(sizeof *sides[i].policy);
        if (!sides[i].policy || policy_resolve(&sides[i].profile, -1, sides[i].policy) < 0)
            status = EXIT_SOFTWARE;
    }
    if (!status) {
        char ta[256], tb[256];
        snprintf(ta, sizeof ta, "%s allows, %s does not:", argv[1], argv[2]);
        snprintf(tb, sizeof tb, "%s allows, %s does not:", argv[2], argv[1]);
        size_t n = one_way(ta, &sides[0], &sides[1]);
        n += one_way(tb, &sides[1], &sides[0]);
        if (n == 0)
            printf("%s and %s allow the same\n", argv[1], argv[2]);
        status = n ? 1 : 0;
    }
    for (int i = 0; i < 2; i++) {
        free(sides[i].policy);
        if (sides[i].profile.name)
            profile_free(&sides[i].profile);
    }
    return status;
}
