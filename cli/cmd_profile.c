/* cmd_profile: `warden profile list | show NAME [--json] | lint FILE... |
 * diff A B`. Show prints the fully resolved profile, each value with the
 * file:line that set it, and the syscalls its filter resolves to. */
#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "jail/seccomp.h"
#include "profiles/builtin.h"
#include "profiles/policy.h"

/* ---- list ------------------------------------------------------------------ */

struct entry {
    char *name;
    char *source;
};

static bool listed(const struct entry *e, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(e[i].name, name) == 0)
            return true;
    return false;
}

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const struct entry *)a)->name, ((const struct entry *)b)->name);
}

static int profile_list_command(void)
{
    const char *const *dirs = profile_search_path();
    struct entry entries[512];
    size_t n = 0;
    /* The first folder that has NAME.conf hides the others and the built-in. */
    for (const char *const *d = dirs; *d; d++) {
        DIR *dir = opendir(*d);
        struct dirent *e;
        while (dir && (e = readdir(dir)) && n < 512) {
            size_t len = strlen(e->d_name);
            if (len <= 5 || strcmp(e->d_name + len - 5, ".conf") != 0 || e->d_name[0] == '.')
                continue;
            char *name = strndup(e->d_name, len - 5);
            if (!name || listed(entries, n, name)) {
                free(name);
                continue;
            }
            entries[n].name = name;
            if (asprintf(&entries[n].source, "%s/%s", *d, e->d_name) < 0)
                entries[n].source = NULL;
            n++;
        }
        if (dir)
            closedir(dir);
    }
    for (const struct profile_builtin *b = profile_builtins; b->name && n < 512; b++)
        if (!listed(entries, n, b->name)) {
            entries[n].name = strdup(b->name);
            entries[n].source = strdup("built-in");
            n++;
        }
    qsort(entries, n, sizeof entries[0], compare_entries);
    printf("%-20s %-40s %s\n", "NAME", "SOURCE", "DESCRIPTION");
    for (size_t i = 0; i < n; i++) {
        struct profile p;
        char err[PROFILE_ERR_MAX];
        if (profile_load(entries[i].name, dirs, &p, err, sizeof err) == 0) {
            printf("%-20s %-40s %s%s\n", entries[i].name,
                   entries[i].source ? entries[i].source : "", p.abstract ? "(abstract) " : "",
                   p.description ? p.description : "");
            profile_free(&p);
        } else {
            printf("%-20s %-40s error: %s\n", entries[i].name,
                   entries[i].source ? entries[i].source : "", err);
        }
        free(entries[i].name);
        free(entries[i].source);
    }
    return 0;
}

/* ---- show ------------------------------------------------------------------ */

static const char *origin_text(const struct profile_origin *o, char *buf, size_t len)
{
    if (!o->file)
        return "default";
    snprintf(buf, len, "%s:%d", o->file, o->line);
    return buf;
}

static bool is_list(const struct profile_key *k)
{
    return k->kind == KEY_LIST || k->kind == KEY_SYSCALLS;
}

/* The syscall names of a resolved filter, by what happens to them. */
struct syscall_sets {
    json_t *allowed, *checked, *errno_calls, *denied;
};

static void resolve_syscalls(const struct profile *p, const struct policy *policy,
                             struct syscall_sets *s)
{
    s->allowed = json_array();
    s->checked = json_array();
    s->errno_calls = json_object();
    s->denied = json_array();
    for (int nr = 0; nr < POLICY_NR_MAX; nr++) {
        const char *name = seccomp_syscall_name(nr);
        if (!name)
            continue;
        bool checked;
        if (policy_may_allow(policy, nr, &checked)) {
            json_array_append_new(checked ? s->checked : s->allowed, json_string(name));
        } else if (policy->calls[nr].action == POLICY_ERRNO) {
            const char *e = strerrorname_np(policy->calls[nr].error);
            json_object_set_new(s->errno_calls, name, json_string(e ? e : "?"));
        } else {
            json_array_append_new(s->denied, json_string(name));
        }
    }
}

static void print_words(const char *title, json_t *names)
{
    if (json_array_size(names) == 0)
        return;
    printf("#   %s (%zu):", title, json_array_size(names));
    size_t col = strlen(title) + 12, i;
    json_t *v;
    json_array_foreach(names, i, v)
    {
        const char *w = json_string_value(v);
        if (col + strlen(w) + 1 > 96) {
            printf("\n#    ");
            col = 5;
        }
        printf(" %s", w);
        col += strlen(w) + 1;
    }
    printf("\n");
}

static void show_text(const struct profile *p, const struct policy *policy)
{
    printf("# profile '%s'%s\n# read from:", p->name, p->abstract ? " (abstract)" : "");
    for (size_t i = 0; i < p->files.count; i++)
        printf(" %s", p->files.items[i]);
    printf("\n");
    const char *section = NULL;
    char where[512];
    for (size_t i = 0; i < profile_keys_count; i++) {
        const struct profile_key *k = &profile_keys[i];
        const struct profile_origin *at = &p->origin[i];
        if (is_list(k) && ((const struct profile_list *)((const char *)p + k->offset))->count == 0)
            continue;
        if (k->kind == KEY_EXTENDS && !p->extends)
            continue;
        if (!section || strcmp(section, k->section) != 0) {
            printf("%s[%s]\n", section ? "\n" : "", k->section);
            section = k->section;
        }
        if (is_list(k)) {
            const struct profile_list *l = (const void *)((const char *)p + k->offset);
            for (size_t j = 0; j < l->count; j++) {
                char line[4096];
                snprintf(line, sizeof line, "%s=%s", k->name, l->items[j]);
                printf("%-52s # %s\n", line, origin_text(&l->origins[j], where, sizeof where));
            }
            continue;
        }
        char *value = profile_value_text(p, k);
        char line[4096];
        snprintf(line, sizeof line, "%s=%s", k->name, value ? value : "");
        printf("%-52s # %s\n", line, origin_text(at, where, sizeof where));
        free(value);
    }
    struct syscall_sets s;
    resolve_syscalls(p, policy, &s);
    char e[32];
    printf("\n# The filter this resolves to (denied calls: %s):\n",
           policy->deny_errno
               ? (snprintf(e, sizeof e, "errno %s", strerrorname_np(policy->deny_errno)), e)
               : "kill the jail and report the call");
    print_words("allowed", s.allowed);
    print_words("allowed when warden's or imported argument checks hold", s.checked);
    json_t *errnos = json_array();
    const char *name;
    json_t *v;
    json_object_foreach(s.errno_calls, name, v)
    {
        char item[128];
        snprintf(item, sizeof item, "%s:%s", name, json_string_value(v));
        json_array_append_new(errnos, json_string(item));
    }
    print_words("failing with a fixed errno", errnos);
    printf("#   denied: %zu other syscalls\n", json_array_size(s.denied));
    printf("# Access: %s\n", p->allow_users.count || p->allow_groups.count
                                 ? "the users and groups in AllowUsers= and AllowGroups= "
                                   "(checked by `warden serve`)"
                                 : "anyone");
    json_decref(errnos);
    json_decref(s.allowed);
    json_decref(s.checked);
    json_decref(s.errno_calls);
    json_decref(s.denied);
}

static json_t *origin_json(const struct profile_origin *o)
{
    char where[512];
    return o->file ? json_string(origin_text(o, where, sizeof where)) : json_null();
}

static void show_json(const struct profile *p, const struct policy *policy)
{
    json_t *files = json_array(), *settings = json_array();
    for (size_t i = 0; i < p->files.count; i++)
        json_array_append_new(files, json_string(p->files.items[i]));
    for (size_t i = 0; i < profile_keys_count; i++) {
        const struct profile_key *k = &profile_keys[i];
        json_t *item = json_pack("{s:s, s:s}", "section", k->section, "key", k->name);
        if (is_list(k)) {
            const struct profile_list *l = (const void *)((const char *)p + k->offset);
            json_t *values = json_array(), *origins = json_array();
            for (size_t j = 0; j < l->count; j++) {
                json_array_append_new(values, json_string(l->items[j]));
                json_array_append_new(origins, origin_json(&l->origins[j]));
            }
            json_object_set_new(item, "value", values);
            json_object_set_new(item, "origins", origins);
        } else {
            char *value = profile_value_text(p, k);
            json_object_set_new(item, "value", json_string(value ? value : ""));
            json_object_set_new(item, "origin", origin_json(&p->origin[i]));
            free(value);
        }
        json_array_append_new(settings, item);
    }
    struct syscall_sets s;
    resolve_syscalls(p, policy, &s);
    const char *deny = policy->deny_errno ? strerrorname_np(policy->deny_errno) : "kill";
    json_t *j = json_pack("{s:s, s:s?, s:b, s:o, s:o, s:{s:s, s:o, s:o, s:o, s:o}}", "name",
                          p->name, "description", p->description, "abstract", p->abstract, "files",
                          files, "settings", settings, "syscalls", "deny_action", deny ? deny : "?",
                          "allowed", s.allowed, "allowed_with_argument_checks", s.checked, "errno",
                          s.errno_calls, "denied", s.denied);
    json_dumpf(j, stdout, JSON_INDENT(1));
    fputc('\n', stdout);
    json_decref(j);
}

static int load_or_complain(const char *name, struct profile *p)
{
    char err[PROFILE_ERR_MAX];
    int rc = profile_load(name, profile_search_path(), p, err, sizeof err);
    if (rc < 0) {
        fprintf(stderr, "%s\n", err);
        return rc == -ENOENT ? EXIT_NOINPUT : EXIT_CONFIG;
    }
    return 0;
}

static int profile_show(int argc, char **argv)
{
    bool json = false;
    const char *name = NULL;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i]))
            return cli_usage(profile_usage, true);
        if (strcmp(argv[i], "--json") == 0)
            json = true;
        else if (!name && argv[i][0] != '-')
            name = argv[i];
        else
            name = NULL, i = argc;
    }
    if (!name || !name[0])
        return cli_usage(profile_usage, false);
    struct profile p;
    int rc = load_or_complain(name, &p);
    if (rc)
        return rc;
    struct policy *policy = malloc(sizeof *policy);
    if (!policy || policy_resolve(&p, -1, policy) < 0) {
        free(policy);
        profile_free(&p);
        return EXIT_SOFTWARE;
    }
    if (json)
        show_json(&p, policy);
    else
        show_text(&p, policy);
    free(policy);
    profile_free(&p);
    return 0;
}

/* ---- lint ------------------------------------------------------------------ */

static int profile_lint_command(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (cli_is_help(argv[i]))
            return cli_usage(profile_usage, true);
        else if (argv[i][0] == '-' || !argv[i][0]) /* an option, or no file at all */
            return cli_usage(profile_usage, false);
    if (argc < 2)
        return cli_usage(profile_usage, false);
    size_t total = 0;
    for (int i = 1; i < argc; i++) {
        struct profile_list errors;
        total += profile_lint(argv[i], profile_search_path(), &errors);
        for (size_t e = 0; e < errors.count; e++)
            printf("%s\n", errors.items[e]);
        profile_list_free(&errors);
    }
    return total ? EXIT_CONFIG : 0;
}

/* ---- dispatch -------------------------------------------------------------- */

int cmd_profile(int argc, char **argv)
{
    const char *sub = argc > 1 ? argv[1] : "";
    if (strcmp(sub, "list") == 0 && argc == 2)
        return profile_list_command();
    if (strcmp(sub, "show") == 0)
        return profile_show(argc - 1, argv + 1);
    if (strcmp(sub, "lint") == 0)
        return profile_lint_command(argc - 1, argv + 1);
    if (strcmp(sub, "diff") == 0)
        return cmd_profile_diff(argc - 1, argv + 1);
    for (int i = 1; i < argc; i++)
        if (cli_is_help(argv[i]))
            return cli_usage(profile_usage, true);
    return cli_usage(profile_usage, false);
}
