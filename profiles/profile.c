/* profile: reading a profile and its Extends= chain with libinih. */
#include "profiles/profile.h"

#include <ctype.h>
#include <errno.h>
#include <ini.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profiles/builtin.h"
#include "profiles/values.h"

const char *const profile_default_dirs[] = {"/etc/warden/profiles", "/usr/lib/warden/profiles",
                                            NULL};

enum key_kind { KIND_STRING, KIND_BOOL, KIND_LIST, KIND_SIZE, KIND_COUNT, KIND_PERCENT,
                KIND_SECONDS_MS, KIND_SECONDS, KIND_ERRNO, KIND_RUNTIME, KIND_EXTENDS,
                KIND_ONLY_YES, KIND_ONLY_NATIVE };

struct key {
    const char *section;
    const char *name;
    enum key_kind kind;
    size_t offset;
};

#define FIELD(f) offsetof(struct profile, f)

/* Every key a profile may use. Systemd's names where systemd has the concept. */
static const struct key keys[] = {
    {"Profile", "Description", KIND_STRING, FIELD(description)},
    {"Profile", "Extends", KIND_EXTENDS, 0},
    {"Profile", "Abstract", KIND_BOOL, FIELD(abstract)},
    {"Jail", "ReadOnlyPaths", KIND_LIST, FIELD(read_only_paths)},
    {"Jail", "BindReadOnlyPaths", KIND_LIST, FIELD(bind_read_only_paths)},
    {"Jail", "TemporaryFileSystem", KIND_LIST, FIELD(temporary_file_system)},
    {"Jail", "SystemCallFilter", KIND_LIST, FIELD(system_call_filter)},
    {"Jail", "SystemCallErrorNumber", KIND_ERRNO, FIELD(system_call_error_number)},
    {"Jail", "SystemCallArchitectures", KIND_ONLY_NATIVE, 0},
    {"Jail", "Environment", KIND_LIST, FIELD(environment)},
    {"Jail", "WorkingDirectory", KIND_STRING, FIELD(working_directory)},
    {"Jail", "Hostname", KIND_STRING, FIELD(hostname)},
    {"Jail", "PrivateNetwork", KIND_ONLY_YES, 0},
    {"Jail", "PrivatePTS", KIND_BOOL, FIELD(private_devices_pts)},
    {"Jail", "MemoryMax", KIND_SIZE, FIELD(memory_max)},
    {"Jail", "MemorySwapMax", KIND_SIZE, FIELD(memory_swap_max)},
    {"Jail", "TasksMax", KIND_COUNT, FIELD(tasks_max)},
    {"Jail", "CPUQuota", KIND_PERCENT, FIELD(cpu_quota_pct)},
    {"Limits", "WallTimeSec", KIND_SECONDS_MS, FIELD(wall_time_ms)},
    {"Limits", "CPUTimeSec", KIND_SECONDS, FIELD(cpu_time_sec)},
    {"Limits", "FileSizeMax", KIND_SIZE, FIELD(file_size_max)},
    {"Limits", "OpenFilesMax", KIND_COUNT, FIELD(open_files_max)},
    {"Limits", "OutputMax", KIND_SIZE, FIELD(output_max)},
    {"Network", "Loopback", KIND_BOOL, FIELD(loopback)},
    {"Python", "Runtime", KIND_RUNTIME, FIELD(runtime)},
    {"Python", "AuthorizedImports", KIND_LIST, FIELD(authorized_imports)},
    {"Python", "MaxOperations", KIND_COUNT, FIELD(max_operations)},
    {"Python", "MaxOutputBytes", KIND_SIZE, FIELD(max_output_bytes)},
    {"Python", "MaxRecursionDepth", KIND_COUNT, FIELD(max_recursion_depth)},
};
#define NKEYS (sizeof keys / sizeof keys[0])
_Static_assert(NKEYS <= PROFILE_MAX_KEYS, "raise PROFILE_MAX_KEYS");

/* ---- lists -------------------------------------------------------------- */

static int list_add(struct profile_list *list, const char *item, size_t len)
{
    char **grown = realloc(list->items, (list->count + 1) * sizeof *grown);
    if (!grown)
        return -ENOMEM;
    list->items = grown;
    if (!(list->items[list->count] = strndup(item, len)))
        return -ENOMEM;
    list->count++;
    return 0;
}

static void list_clear(struct profile_list *list)
{
    for (size_t i = 0; i < list->count; i++)
        free(list->items[i]);
    free(list->items);
    list->items = NULL;
    list->count = 0;
}

/* systemd's list semantics: words separated by white space, double quotes keep
 * spaces, an empty assignment resets what came before. */
static int list_assign(struct profile_list *list, const char *value, const char **error)
{
    if (!*value) {
        list_clear(list);
        return 0;
    }
    char word[PATH_MAX];
    const char *p = value;
    for (;;) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            return 0;
        size_t n = 0;
        bool quoted = false;
        while (*p && (quoted || !isspace((unsigned char)*p))) {
            if (*p == '"') {
                quoted = !quoted;
                p++;
                continue;
            }
            if (n + 1 >= sizeof word) {
                *error = "list item too long";
                return -EINVAL;
            }
            word[n++] = *p++;
        }
        if (quoted) {
            *error = "unterminated quote";
            return -EINVAL;
        }
        if (list_add(list, word, n) < 0) {
            *error = "out of memory";
            return -ENOMEM;
        }
    }
}

/* ---- reading one file ----------------------------------------------------- */

struct reader {
    struct profile *profile;
    const char *origin; /* file name as shown in messages */
    const char *text;   /* what libinih reads, line by line */
    size_t pos;
    int line;
    char *extends;
    char *err;
    size_t errlen;
    int rc;
};

/* libinih's reader callback: hands out one line at a time so we know the line
 * number of each key, and refuses lines past libinih's fixed buffer instead of
 * letting it cut them silently. */
static char *read_line(char *buf, int size, void *stream)
{
    struct reader *r = stream;
    if (!r->text[r->pos])
        return NULL;
    const char *start = r->text + r->pos;
    const char *nl = strchr(start, '\n');
    size_t len = nl ? (size_t)(nl - start) + 1 : strlen(start);
    r->line++;
    if (len >= (size_t)size) {
        if (r->rc == 0) {
            snprintf(r->err, r->errlen, "%s:%d: line longer than %d bytes", r->origin, r->line,
                     size - 1);
            r->rc = -EINVAL;
        }
        len = 0;
        buf[0] = '\0';
        r->pos = (size_t)(start - r->text) + (nl ? (size_t)(nl - start) + 1 : strlen(start));
        return buf;
    }
    memcpy(buf, start, len);
    buf[len] = '\0';
    r->pos += len;
    return buf;
}

static int fail_at(struct reader *r, const char *fmt, const char *a, const char *b)
{
    if (r->rc == 0) {
        int n = snprintf(r->err, r->errlen, "%s:%d: ", r->origin, r->line);
        if (n > 0 && (size_t)n < r->errlen)
            snprintf(r->err + n, r->errlen - (size_t)n, fmt, a, b);
        r->rc = -EINVAL;
    }
    return 0; /* libinih: stop at the first error */
}

static int assign(struct reader *r, const struct key *key, const char *value)
{
    char *field = (char *)r->profile + key->offset;
    const char *error = NULL;
    int rc = 0;

    switch (key->kind) {
    case KIND_STRING:
        free(*(char **)field);
        *(char **)field = *value ? strdup(value) : NULL;
        break;
    case KIND_BOOL:
        rc = value_parse_bool(value, (bool *)field, &error);
        break;
    case KIND_LIST:
        rc = list_assign((struct profile_list *)field, value, &error);
        break;
    case KIND_SIZE:
        rc = value_parse_size(value, (int64_t *)field, &error);
        break;
    case KIND_COUNT:
        rc = value_parse_count(value, (int64_t *)field, &error);
        break;
    case KIND_PERCENT:
        rc = value_parse_percent(value, (int64_t *)field, &error);
        break;
    case KIND_SECONDS_MS:
        rc = value_parse_seconds_ms(value, (uint64_t *)field, &error);
        break;
    case KIND_SECONDS: {
        uint64_t ms;
        rc = value_parse_seconds_ms(value, &ms, &error);
        *(uint64_t *)field = (ms + 999) / 1000;
        break;
    }
    case KIND_ERRNO:
        rc = value_parse_errno(value, (int *)field, &error);
        break;
    case KIND_RUNTIME:
        if (strcmp(value, "ast") == 0)
            *(enum profile_runtime *)field = RUNTIME_AST;
        else if (strcmp(value, "command") == 0)
            *(enum profile_runtime *)field = RUNTIME_COMMAND;
        else
            return fail_at(r, "Runtime= must be 'ast' or 'command', not '%s'%s", value, "");
        break;
    case KIND_EXTENDS:
        free(r->extends);
        r->extends = strdup(value);
        break;
    case KIND_ONLY_YES: {
        bool yes;
        rc = value_parse_bool(value, &yes, &error);
        if (rc == 0 && !yes)
            return fail_at(r, "%s=no is not supported: every jail has its own %s", key->name,
                           "network namespace");
        break;
    }
    case KIND_ONLY_NATIVE:
        if (strcmp(value, "native") != 0)
            return fail_at(r, "%s= supports only 'native', not '%s'", key->name, value);
        break;
    }
    if (rc < 0)
        return fail_at(r, "%s=: %s", key->name, error ? error : "invalid value");
    r->profile->origin[key - keys] = (struct profile_origin){r->origin, r->line};
    return 1;
}

static int on_key(void *user, const char *section, const char *name, const char *value)
{
    struct reader *r = user;
    if (r->rc)
        return 0;
    bool section_known = false;
    for (size_t i = 0; i < NKEYS; i++) {
        if (strcmp(keys[i].section, section) != 0)
            continue;
        section_known = true;
        if (strcmp(keys[i].name, name) == 0)
            return assign(r, &keys[i], value);
    }
    /* systemd's convention for extensions: X- keys are kept out of the way. */
    if (strncmp(name, "X-", 2) == 0)
        return 1;
    if (!section_known)
        return fail_at(r, "unknown section [%s]%s", section, "");
    return fail_at(r, "unknown key '%s' in [%s]", name, section);
}

/* ---- finding and chaining files ------------------------------------------- */

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "re");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t cap = 0, len = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 8192;
            char *grown = realloc(text, cap);
            if (!grown) {
                free(text);
                fclose(f);
                errno = ENOMEM;
                return NULL;
            }
            text = grown;
        }
        size_t n = fread(text + len, 1, cap - len - 1, f);
        len += n;
        if (n == 0)
            break;
    }
    fclose(f);
    text[len] = '\0';
    return text;
}

/* Finds NAME's text: a path is read as is; a name is searched in dirs, then
 * among the built-ins. *origin gets the file name for messages. */
static char *find_profile(const char *name, const char *const *dirs, char **origin)
{
    if (strchr(name, '/') || strstr(name, ".conf")) {
        *origin = strdup(name);
        return read_file(name);
    }
    for (const char *const *d = dirs; d && *d; d++) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s.conf", *d, name);
        char *text = read_file(path);
        if (text) {
            *origin = strdup(path);
            return text;
        }
    }
    for (const struct profile_builtin *b = profile_builtins; b->name; b++) {
        if (strcmp(b->name, name) == 0) {
            *origin = strdup(b->origin);
            return strdup(b->text);
        }
    }
    return NULL;
}

static void profile_defaults(struct profile *p)
{
    memset(p, 0, sizeof *p);
    p->runtime = RUNTIME_AST;
    p->output_max = 1 << 20;
    p->max_operations = 10000000;
    p->max_output_bytes = 50000;
    p->max_recursion_depth = 200;
}

/* Applies NAME's chain to profile, base first. depth counts Extends= hops;
 * chain holds the names on the way, to report a cycle. */
static int load_chain(const char *name, const char *const *dirs, struct profile *profile,
                      const char **chain, int depth, char *err, size_t errlen)
{
    for (int i = 0; i < depth; i++)
        if (strcmp(chain[i], name) == 0) {
            snprintf(err, errlen, "profile '%s': Extends= cycle through '%s'", chain[0], name);
            return -EINVAL;
        }
    if (depth > PROFILE_MAX_EXTENDS) {
        snprintf(err, errlen, "profile '%s': Extends= deeper than %d", chain[0],
                 PROFILE_MAX_EXTENDS);
        return -EINVAL;
    }
    chain[depth] = name;

    char *origin = NULL;
    char *text = find_profile(name, dirs, &origin);
    if (!text) {
        snprintf(err, errlen, "profile '%s' not found", name);
        free(origin);
        return -ENOENT;
    }
    if (list_add(&profile->files, origin, strlen(origin)) < 0) {
        free(text);
        free(origin);
        return -ENOMEM;
    }
    free(origin);
    const char *file = profile->files.items[profile->files.count - 1];

    /* First pass: only Extends=, so the base is applied before this file. */
    struct reader probe = {.profile = profile, .origin = file, .text = text, .err = err,
                           .errlen = errlen};
    struct profile scratch;
    profile_defaults(&scratch);
    probe.profile = &scratch;
    ini_parse_stream(read_line, &probe, on_key, &probe);
    char *extends = probe.extends;
    probe.extends = NULL;
    profile_free(&scratch);
    int rc = probe.rc;
    if (rc == 0 && extends)
        rc = load_chain(extends, dirs, profile, chain, depth + 1, err, errlen);
    free(extends);
    if (rc == 0) {
        /* Abstract= describes the file that says it, never its heirs. */
        profile->abstract = false;
        struct reader r = {.profile = profile, .origin = file, .text = text, .err = err,
                           .errlen = errlen};
        int line = ini_parse_stream(read_line, &r, on_key, &r);
        free(r.extends);
        rc = r.rc;
        if (rc == 0 && line != 0) {
            snprintf(err, errlen, "%s:%d: not a section header or KEY=VALUE line", file, line);
            rc = -EINVAL;
        }
    }
    free(text);
    return rc;
}

int profile_load(const char *name, const char *const *dirs, struct profile *profile, char *err,
                 size_t errlen)
{
    const char *chain[PROFILE_MAX_EXTENDS + 2];
    profile_defaults(profile);
    int rc = load_chain(name, dirs, profile, chain, 0, err, errlen);
    if (rc == 0) {
        const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
        profile->name = strndup(base, strcspn(base, "."));
    }
    if (rc < 0)
        profile_free(profile);
    return rc;
}

const struct profile_origin *profile_origin_of(const struct profile *p, const char *key)
{
    static const struct profile_origin unset;
    for (size_t i = 0; i < NKEYS; i++)
        if (strcmp(keys[i].name, key) == 0)
            return &p->origin[i];
    return &unset;
}

void profile_free(struct profile *p)
{
    free(p->name);
    free(p->description);
    free(p->working_directory);
    free(p->hostname);
    struct profile_list *lists[] = {&p->files,       &p->read_only_paths,
                                    &p->bind_read_only_paths, &p->temporary_file_system,
                                    &p->system_call_filter,   &p->environment,
                                    &p->authorized_imports};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        list_clear(lists[i]);
    memset(p, 0, sizeof *p);
}
