/* profile_keys: every key a profile may set, what each accepts, and how a
 * value is stored and printed back. systemd's names and list semantics where
 * systemd has the concept: list keys accumulate, an empty value resets them,
 * the last scalar wins. */
#include "profiles/profile_keys.h"

#include <ctype.h>
#include <errno.h>
#include <seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profiles/values.h"

/* ---- checking one list item --------------------------------------------- */

/* An absolute path without "." or ".." parts or doubled slashes: the jail
 * binds exactly what the profile names, so what it names must be plain. */
static const char *check_plain_path(const char *path)
{
    if (path[0] != '/')
        return "is not an absolute path";
    for (const char *p = path; *p; p++) {
        if (*p != '/')
            continue;
        const char *next = p + 1;
        size_t n = strcspn(next, "/");
        if ((n == 0 && *next) || (n == 1 && next[0] == '.') ||
            (n == 2 && next[0] == '.' && next[1] == '.'))
            return "is not a plain absolute path (no '.', '..' or '//')";
    }
    return NULL;
}

static const char *check_optional_path(const char *item)
{
    const char *path = item[0] == '-' ? item + 1 : item;
    const char *why = check_plain_path(path);
    return why ? why : profile_bind_target_problem(path);
}

/* BindReadOnlyPaths= and BindPaths=: [-]SRC[:DST] */
static const char *check_bind(const char *item)
{
    char *copy = strdup(item[0] == '-' ? item + 1 : item);
    if (!copy)
        return "out of memory";
    char *colon = strchr(copy, ':');
    if (colon)
        *colon = '\0';
    const char *why = check_plain_path(copy);
    if (!why && colon)
        why = strchr(colon + 1, ':') ? "has more than SRC:DST" : check_plain_path(colon + 1);
    if (!why)
        why = profile_bind_target_problem(colon ? colon + 1 : copy);
    free(copy);
    return why;
}

/* TemporaryFileSystem=/tmp[:size=SIZE]: the jail offers one tmpfs, at /tmp. */
static const char *check_tmpfs(const char *item)
{
    if (strncmp(item, "/tmp", 4) != 0 || (item[4] && item[4] != ':'))
        return "only /tmp is supported";
    if (!item[4])
        return NULL;
    int64_t size;
    const char *error;
    if (strncmp(item + 5, "size=", 5) != 0 || value_parse_size(item + 10, &size, &error) < 0 ||
        size == 0)
        return "expected /tmp:size=SIZE";
    return NULL;
}

/* RestrictAddressFamilies=: [~]AF_UNIX, AF_INET, AF_INET6, or none. No other
 * family is ever allowed in a jail, so naming one to allow is a mistake. */
static const char *check_address_family(const char *item)
{
    const char *name = item[0] == '~' ? item + 1 : item;
    if (!strcmp(name, "AF_UNIX") || !strcmp(name, "AF_INET") || !strcmp(name, "AF_INET6") ||
        (!strcmp(item, "none")))
        return NULL;
    if (item[0] == '~' && !strncmp(name, "AF_", 3))
        return NULL;
    return "expected AF_UNIX, AF_INET, AF_INET6 or none (a jail never allows other families)";
}

static void ignore_member(const char *group, const char *member, void *arg)
{
}

static bool is_group_name(const char *name)
{
    return seccomp_group_list(name, ignore_member, NULL) == 0;
}

/* [~]NAME[:ERRNO], NAME a syscall libseccomp knows or an @group. */
static const char *check_syscall_token(const char *item)
{
    const char *name = item[0] == '~' ? item + 1 : item;
    if (!*name)
        return item[0] == '~' ? NULL : "is empty";
    char buf[128];
    size_t n = strcspn(name, ":");
    if (n == 0 || n >= sizeof buf)
        return "is not a syscall name";
    memcpy(buf, name, n);
    buf[n] = '\0';
    if (name[n]) {
        int e;
        const char *error;
        if (value_parse_errno(name + n + 1, &e, &error) < 0 || e == 0)
            return "has an unknown errno after ':'";
    }
    if (buf[0] == '@')
        return is_group_name(buf) ? NULL : "is not a known @group";
    if (seccomp_syscall_resolve_name(buf) == __NR_SCMP_ERROR)
        return "is not a syscall libseccomp knows";
    return NULL;
}

/* What sethostname(2) takes, kept to the letters of RFC 1123. */
static const char *check_hostname(const char *item)
{
    size_t n = strlen(item);
    if (n > 64 ||
        strspn(item, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-") != n)
        return "is not a host name";
    return NULL;
}

/* The executor's two dunder policies (executor/dunder.c). */
static const char *check_dunder_policy(const char *item)
{
    if (strcmp(item, "data") && strcmp(item, "smolagents"))
        return "is not 'data' or 'smolagents'";
    return NULL;
}

static bool is_identifier(const char *s, size_t n)
{
    if (n == 0 || isdigit((unsigned char)s[0]))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_')
            return false;
    return true;
}

static const char *check_environment(const char *item)
{
    const char *eq = strchr(item, '=');
    if (!eq || !is_identifier(item, (size_t)(eq - item)))
        return "is not NAME=VALUE";
    return NULL;
}

/* smolagents' patterns: "math", "numpy.*" (the package and its submodules), "*". */
static const char *check_import(const char *item)
{
    if (strcmp(item, "*") == 0)
        return NULL;
    const char *p = item;
    for (;;) {
        size_t n = strcspn(p, ".");
        if (n == 1 && p[0] == '*' && !p[1] && p != item)
            return NULL;
        if (!is_identifier(p, n))
            return "is not a module name, 'pkg.*' or '*'";
        if (!p[n])
            return NULL;
        p += n + 1;
    }
}

/* A user or group name as useradd takes it, or a number. */
static const char *check_account(const char *item)
{
    size_t n = strlen(item);
    if (n == 0 || n > 32 || item[0] == '-')
        return "is not a user or group name, or a number";
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)item[i]) && !strchr("._-", item[i]) &&
            !(item[i] == '$' && i == n - 1))
            return "is not a user or group name, or a number";
    return NULL;
}

/* [Expect] Denied=/Allowed=: NAME or @group, then optional ":ARG" constants
 * for the first arguments ("socket:AF_INET:SOCK_RAW"). */
static const char *check_expect_syscall(const char *item)
{
    char *copy = strdup(item);
    if (!copy)
        return "out of memory";
    char *save = NULL, *name = strtok_r(copy, ":", &save);
    const char *why = NULL;
    if (!name || item[0] == ':')
        why = "is not a syscall name";
    else if (name[0] == '@')
        why = is_group_name(name) ? (*save ? "a group takes no arguments" : NULL)
                                  : "is not a known @group";
    else if (seccomp_syscall_resolve_name(name) == __NR_SCMP_ERROR)
        why = "is not a syscall libseccomp knows";
    unsigned index = 0;
    for (char *arg; !why && (arg = strtok_r(NULL, ":", &save)); index++) {
        uint64_t value;
        if (value_parse_syscall_arg(name, value_syscall_arg_index(name, index), arg, &value) < 0)
            why = "has an argument warden does not know (see warden.profile(5))";
    }
    free(copy);
    return why;
}

/* ---- the table ---------------------------------------------------------- */

#define FIELD(f) offsetof(struct profile, f)

const struct profile_key profile_keys[] = {
    {"Profile", "Description", KEY_STRING, FIELD(description), NULL},
    {"Profile", "Extends", KEY_EXTENDS, FIELD(extends), NULL},
    {"Profile", "Abstract", KEY_BOOL, FIELD(abstract), NULL},
    {"Profile", "AllowUsers", KEY_LIST, FIELD(allow_users), check_account},
    {"Profile", "AllowGroups", KEY_LIST, FIELD(allow_groups), check_account},
    {"Jail", "ReadOnlyPaths", KEY_LIST, FIELD(read_only_paths), check_optional_path},
    {"Jail", "BindReadOnlyPaths", KEY_LIST, FIELD(bind_read_only_paths), check_bind},
    {"Jail", "BindPaths", KEY_LIST, FIELD(bind_paths), check_bind},
    {"Jail", "TemporaryFileSystem", KEY_LIST, FIELD(temporary_file_system), check_tmpfs},
    {"Jail", "SystemCallFilter", KEY_SYSCALLS, FIELD(system_call_filter), check_syscall_token},
    {"Jail", "RestrictAddressFamilies", KEY_LIST, FIELD(restrict_address_families),
     check_address_family},
    {"Jail", "SystemCallFilterFile", KEY_PATH, FIELD(system_call_filter_file), NULL},
    {"Jail", "SystemCallErrorNumber", KEY_ERRNO, FIELD(system_call_error_number), NULL},
    {"Jail", "SystemCallArchitectures", KEY_ONLY_NATIVE, 0, NULL},
    {"Jail", "Environment", KEY_LIST, FIELD(environment), check_environment},
    {"Jail", "WorkingDirectory", KEY_STRING, FIELD(working_directory), check_plain_path},
    {"Jail", "BindWorkingDirectory", KEY_BOOL, FIELD(bind_working_directory), NULL},
    {"Jail", "Hostname", KEY_STRING, FIELD(hostname), check_hostname},
    {"Jail", "PrivateNetwork", KEY_ONLY_YES, 0, NULL},
    {"Jail", "PrivatePTS", KEY_BOOL, FIELD(private_devices_pts), NULL},
    {"Jail", "MemoryMax", KEY_SIZE, FIELD(memory_max), NULL},
    {"Jail", "MemorySwapMax", KEY_SIZE, FIELD(memory_swap_max), NULL},
    {"Jail", "TasksMax", KEY_COUNT, FIELD(tasks_max), NULL},
    {"Jail", "CPUQuota", KEY_PERCENT, FIELD(cpu_quota_pct), NULL},
    {"Limits", "WallTimeSec", KEY_MILLISECONDS, FIELD(wall_time_ms), NULL},
    {"Limits", "IdleTimeoutSec", KEY_MILLISECONDS, FIELD(idle_timeout_ms), NULL},
    {"Limits", "CPUTimeSec", KEY_SECONDS, FIELD(cpu_time_sec), NULL},
    {"Limits", "FileSizeMax", KEY_SIZE, FIELD(file_size_max), NULL},
    {"Limits", "OpenFilesMax", KEY_COUNT, FIELD(open_files_max), NULL},
    {"Limits", "OutputMax", KEY_SIZE, FIELD(output_max), NULL},
    {"Network", "Loopback", KEY_BOOL, FIELD(loopback), NULL},
    {"Network", "AllowedDomains", KEY_LIST, FIELD(allowed_domains), egress_check_domain},
    {"Network", "DeniedDomains", KEY_LIST, FIELD(denied_domains), egress_check_domain},
    {"Network", "AllowedPorts", KEY_LIST, FIELD(allowed_ports), egress_check_port},
    {"Network", "AddHosts", KEY_LIST, FIELD(add_hosts), egress_check_host},
    {"Python", "Runtime", KEY_RUNTIME, FIELD(runtime), NULL},
    {"Python", "AuthorizedImports", KEY_LIST, FIELD(authorized_imports), check_import},
    {"Python", "MaxOperations", KEY_COUNT, FIELD(max_operations), NULL},
    {"Python", "MaxOutputBytes", KEY_SIZE, FIELD(max_output_bytes), NULL},
    {"Python", "MaxRecursionDepth", KEY_COUNT, FIELD(max_recursion_depth), NULL},
    {"Python", "MaxWhileIterations", KEY_COUNT, FIELD(max_while_iterations), NULL},
    {"Python", "DunderPolicy", KEY_STRING, FIELD(dunder_policy), check_dunder_policy},
    {"Expect", "Denied", KEY_LIST, FIELD(expect_denied), check_expect_syscall},
    {"Expect", "Allowed", KEY_LIST, FIELD(expect_allowed), check_expect_syscall},
    {"Expect", "Readable", KEY_LIST, FIELD(expect_readable), check_plain_path},
    {"Expect", "NotReadable", KEY_LIST, FIELD(expect_not_readable), check_plain_path},
    {"Expect", "Writable", KEY_LIST, FIELD(expect_writable), check_plain_path},
    {"Expect", "NotWritable", KEY_LIST, FIELD(expect_not_writable), check_plain_path},
};
const size_t profile_keys_count = sizeof profile_keys / sizeof profile_keys[0];
_Static_assert(sizeof profile_keys / sizeof profile_keys[0] <= PROFILE_MAX_KEYS,
               "raise PROFILE_MAX_KEYS");

const struct profile_key *profile_key_find(const char *section, const char *name)
{
    for (size_t i = 0; i < profile_keys_count; i++)
        if ((!section || strcmp(profile_keys[i].section, section) == 0) &&
            strcmp(profile_keys[i].name, name) == 0)
            return &profile_keys[i];
    return NULL;
}

const struct profile_origin *profile_origin_of(const struct profile *p, const char *key)
{
    static const struct profile_origin unset;
    const struct profile_key *k = profile_key_find(NULL, key);
    return k ? &p->origin[k - profile_keys] : &unset;
}

/* ---- lists -------------------------------------------------------------- */

int profile_list_add(struct profile_list *list, const char *item, size_t len,
                     struct profile_origin origin)
{
    char **items = realloc(list->items, (list->count + 1) * sizeof *items);
    if (!items)
        return -ENOMEM;
    list->items = items;
    struct profile_origin *origins = realloc(list->origins, (list->count + 1) * sizeof *origins);
    if (!origins)
        return -ENOMEM;
    list->origins = origins;
    if (!(items[list->count] = strndup(item, len)))
        return -ENOMEM;
    origins[list->count++] = origin;
    return 0;
}

void profile_list_free(struct profile_list *list)
{
    for (size_t i = 0; i < list->count; i++)
        free(list->items[i]);
    free(list->items);
    free(list->origins);
    memset(list, 0, sizeof *list);
}

/* The next word of a list value, as systemd splits them: white space
 * separates, single or double quotes keep it, a backslash takes the next
 * character as it is. Returns 1 with *word set (caller frees), 0 at the end,
 * or -EINVAL with *error. */
static int next_word(const char **at, char **word, const char **error)
{
    const char *p = *at;
    while (isspace((unsigned char)*p))
        p++;
    if (!*p)
        return 0;
    size_t cap = strlen(p) + 1, n = 0;
    char *out = malloc(cap);
    if (!out) {
        *error = "out of memory";
        return -ENOMEM;
    }
    char quote = 0;
    for (; *p && (quote || !isspace((unsigned char)*p)); p++) {
        if (quote ? *p == quote : (*p == '"' || *p == '\'')) {
            quote = quote ? 0 : *p;
            continue;
        }
        if (*p == '\\') {
            if (!p[1]) {
                *error = "a backslash ends the value";
                free(out);
                return -EINVAL;
            }
            p++;
        }
        out[n++] = *p;
    }
    if (quote) {
        *error = "a quote is not closed";
        free(out);
        return -EINVAL;
    }
    out[n] = '\0';
    *at = p;
    *word = out;
    return 1;
}

/* Adds the words of value to list, checking each; a SystemCallFilter= value
 * that starts with '~' denies every word of it, as in systemd. */
static int assign_list(struct profile_list *list, const struct profile_key *key, const char *value,
                       struct profile_origin at, char *why, size_t whylen)
{
    if (!*value) {
        profile_list_free(list);
        return 0;
    }
    bool deny = key->kind == KEY_SYSCALLS && value[0] == '~';
    if (deny)
        value++;
    const char *p = value, *error = NULL;
    char *word;
    int rc, added = 0;
    while ((rc = next_word(&p, &word, &error)) > 0) {
        const char *bad = key->check_item ? key->check_item(word) : NULL;
        if (!bad && deny && word[0] == '~')
            bad = "has a second '~'";
        if (bad) {
            snprintf(why, whylen, "%s=: '%s' %s", key->name, word, bad);
            free(word);
            return -EINVAL;
        }
        char *item = word;
        if (deny && asprintf(&item, "~%s", word) < 0)
            item = NULL;
        rc = item ? profile_list_add(list, item, strlen(item), at) : -ENOMEM;
        if (item != word)
            free(item);
        free(word);
        if (rc < 0)
            return rc;
        added++;
    }
    if (rc < 0) {
        snprintf(why, whylen, "%s=: %s", key->name, error);
        return rc;
    }
    /* "SystemCallFilter=~" alone: a deny-list of nothing more. */
    if (deny && !added)
        return profile_list_add(list, "~", 1, at);
    return 0;
}

/* ---- assigning ---------------------------------------------------------- */

static int set_string(char **field, const char *value)
{
    char *copy = NULL;
    if (*value && !(copy = strdup(value)))
        return -ENOMEM;
    free(*field);
    *field = copy;
    return 0;
}

/* SystemCallFilterFile=: a relative path is relative to the folder of the file
 * that names it, so a team's profile can ship its JSON beside it. */
static int set_path(char **field, const char *value, const char *file)
{
    if (!*value || value[0] == '/' || !strchr(file, '/'))
        return set_string(field, value);
    char *path;
    if (asprintf(&path, "%.*s/%s", (int)(strrchr(file, '/') - file), file, value) < 0)
        return -ENOMEM;
    free(*field);
    *field = path;
    return 0;
}

int profile_key_assign(struct profile *p, const struct profile_key *key, const char *value,
                       struct profile_origin at, char *why, size_t whylen)
{
    char *field = (char *)p + key->offset;
    const char *error = NULL;
    int rc = 0;

    switch (key->kind) {
    case KEY_STRING:
        if (*value && key->check_item && (error = key->check_item(value))) {
            snprintf(why, whylen, "%s=: '%s' %s", key->name, value, error);
            return -EINVAL;
        }
        rc = set_string((char **)field, value);
        break;
    case KEY_PATH:
        rc = set_path((char **)field, value, at.file);
        break;
    case KEY_BOOL:
        rc = value_parse_bool(value, (bool *)field, &error);
        break;
    case KEY_LIST:
    case KEY_SYSCALLS:
        rc = assign_list((struct profile_list *)field, key, value, at, why, whylen);
        if (rc < 0)
            return rc;
        break;
    case KEY_SIZE:
        rc = value_parse_size(value, (int64_t *)field, &error);
        /* The jail always turns swap off (jail/cgroup.c). */
        if (rc == 0 && key->offset == FIELD(memory_swap_max) && strcmp(value, "0") != 0)
            rc = -EINVAL, error = "only 0: a jail never swaps";
        break;
    case KEY_COUNT:
        rc = value_parse_count(value, (int64_t *)field, &error);
        break;
    case KEY_PERCENT:
        rc = value_parse_percent(value, (int64_t *)field, &error);
        break;
    case KEY_MILLISECONDS:
        rc = value_parse_seconds_ms(value, (uint64_t *)field, &error);
        break;
    case KEY_SECONDS: {
        uint64_t ms;
        rc = value_parse_seconds_ms(value, &ms, &error);
        if (rc == 0)
            *(uint64_t *)field = (ms + 999) / 1000;
        break;
    }
    case KEY_ERRNO:
        rc = value_parse_errno(value, (int *)field, &error);
        break;
    case KEY_RUNTIME:
        if (strcmp(value, "ast") == 0)
            *(enum profile_runtime *)field = RUNTIME_AST;
        else if (strcmp(value, "command") == 0)
            *(enum profile_runtime *)field = RUNTIME_COMMAND;
        else
            rc = -EINVAL, error = "expected 'ast' or 'command'";
        break;
    case KEY_EXTENDS: /* the loader has followed it already; kept for show */
        rc = set_string((char **)field, value);
        break;
    case KEY_ONLY_YES: {
        bool yes;
        rc = value_parse_bool(value, &yes, &error);
        if (rc == 0 && !yes)
            rc = -EINVAL, error = "only 'yes': every jail has its own network namespace";
        break;
    }
    case KEY_ONLY_NATIVE:
        if (strcmp(value, "native") != 0)
            rc = -EINVAL, error = "only 'native': other ABIs are always killed";
        break;
    }
    if (rc == -ENOMEM) {
        snprintf(why, whylen, "out of memory");
        return rc;
    }
    if (rc < 0) {
        snprintf(why, whylen, "%s=: %s, not '%s'", key->name, error ? error : "invalid value",
                 value);
        return rc;
    }
    p->origin[key - profile_keys] = at;
    return 0;
}

/* ---- printing ----------------------------------------------------------- */

static char *join(const struct profile_list *list)
{
    size_t len = 1;
    for (size_t i = 0; i < list->count; i++)
        len += strlen(list->items[i]) + 3;
    char *out = malloc(len), *at = out;
    if (!out)
        return NULL;
    *at = '\0';
    for (size_t i = 0; i < list->count; i++) {
        const char *item = list->items[i];
        bool quote = strpbrk(item, " \t") != NULL;
        at += sprintf(at, "%s%s%s%s", i ? " " : "", quote ? "\"" : "", item, quote ? "\"" : "");
    }
    return out;
}

char *profile_value_text(const struct profile *p, const struct profile_key *key)
{
    const char *field = (const char *)p + key->offset;
    char buf[64];
    const char *text = buf;
    switch (key->kind) {
    case KEY_STRING:
    case KEY_PATH:
    case KEY_EXTENDS:
        text = *(char *const *)field ? *(char *const *)field : "";
        break;
    case KEY_BOOL:
        text = *(const bool *)field ? "yes" : "no";
        break;
    case KEY_LIST:
    case KEY_SYSCALLS:
        return join((const struct profile_list *)field);
    case KEY_SIZE:
        if (key->offset == FIELD(memory_swap_max))
            text = "0";
        else
            value_format_size(*(const int64_t *)field, buf, sizeof buf);
        break;
    case KEY_COUNT:
        value_format_count(*(const int64_t *)field, buf, sizeof buf);
        break;
    case KEY_PERCENT:
        if (*(const int64_t *)field)
            snprintf(buf, sizeof buf, "%lld%%", (long long)*(const int64_t *)field);
        else
            text = "";
        break;
    case KEY_MILLISECONDS:
        value_format_ms(*(const uint64_t *)field, buf, sizeof buf);
        break;
    case KEY_SECONDS:
        value_format_ms(*(const uint64_t *)field * 1000, buf, sizeof buf);
        break;
    case KEY_ERRNO:
        value_format_errno(*(const int *)field, buf, sizeof buf);
        break;
    case KEY_RUNTIME:
        text = *(const enum profile_runtime *)field == RUNTIME_AST ? "ast" : "command";
        break;
    case KEY_ONLY_YES:
        text = "yes";
        break;
    case KEY_ONLY_NATIVE:
        text = "native";
        break;
    }
    return strdup(text);
}
