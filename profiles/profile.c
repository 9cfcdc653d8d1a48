/* profile: finding a profile on the search path, following its Extends=
 * chain, applying its drop-ins, and reporting every problem as file:line.
 *
 * Order of application, base first: for each profile of the chain, its main
 * file, then its drop-ins (NAME.conf.d/ *.conf from every folder of the search
 * path; the same file name in a folder of higher priority hides the others),
 * in lexical order of their file names. */
#include "profiles/profile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "profiles/builtin.h"
#include "profiles/conf.h"
#include "profiles/oci.h"
#include "profiles/profile_keys.h"

/* ---- the search path ---------------------------------------------------- */

/* Only a folder the caller owns: a profile decides what untrusted code may
 * do, so it must not come from a folder someone else can write to. */
static bool own_folder(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
           !(st.st_mode & 022);
}

const char *const *profile_search_path(void)
{
    static char user[PATH_MAX];
    static const char *dirs[4];
    size_t n = 0;
    const char *config = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    if (config && config[0] == '/')
        snprintf(user, sizeof user, "%s/warden/profiles", config);
    else if (home && home[0] == '/')
        snprintf(user, sizeof user, "%s/.config/warden/profiles", home);
    /* The caller's own profiles come first, as systemd's user units do. */
    if (user[0] && own_folder(user))
        dirs[n++] = user;
    dirs[n++] = "/etc/warden/profiles";
    dirs[n++] = "/usr/share/warden/profiles"; /* the package's; the built-ins come last */
    dirs[n] = NULL;
    return dirs;
}

/* ---- errors ------------------------------------------------------------- */

struct loader {
    const char *const *dirs;
    struct profile *profile;
    struct profile_list *errors; /* lint: collect every error; NULL: stop at the first */
    char *err;
    size_t errlen;
    int rc;
    const char *chain[PROFILE_MAX_EXTENDS + 1]; /* names on the Extends= path, for cycles */
};

static void add_message(struct loader *l, const char *message)
{
    if (l->errors)
        profile_list_add(l->errors, message, strlen(message), (struct profile_origin){0});
    else if (l->rc == 0)
        snprintf(l->err, l->errlen, "%s", message);
    if (l->rc == 0)
        l->rc = -EINVAL;
}

__attribute__((format(printf, 4, 5))) static void fail_at(struct loader *l, const char *file,
                                                          int line, const char *fmt, ...)
{
    char message[PROFILE_ERR_MAX];
    int n = line > 0 ? snprintf(message, sizeof message, "%s:%d: ", file, line)
                     : snprintf(message, sizeof message, "%s: ", file);
    if (n < 0 || (size_t)n >= sizeof message)
        n = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message + n, sizeof message - (size_t)n, fmt, ap);
    va_end(ap);
    add_message(l, message);
}

static bool stopped(const struct loader *l)
{
    return l->rc != 0 && (!l->errors || l->rc == -ENOMEM);
}

/* ---- reading files ------------------------------------------------------ */

/* Reads a regular file of at most PROFILE_MAX_FILE_BYTES. Returns its text
 * (NUL-terminated; *len excludes the NUL) or NULL with errno set. */
static char *read_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0)
        return NULL;
    struct stat st;
    char *text = NULL;
    if (fstat(fd, &st) < 0)
        goto out;
    if (!S_ISREG(st.st_mode)) {
        errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
        goto out;
    }
    if (st.st_size > PROFILE_MAX_FILE_BYTES) {
        errno = EFBIG;
        goto out;
    }
    text = malloc((size_t)st.st_size + 1);
    if (!text)
        goto out;
    ssize_t got = read(fd, text, (size_t)st.st_size);
    if (got < 0) {
        free(text);
        text = NULL;
        goto out;
    }
    text[got] = '\0';
    *len = (size_t)got;
out:;
    int saved = errno;
    close(fd);
    errno = saved;
    return text;
}

static bool is_path(const char *name)
{
    size_t n = strlen(name);
    return strchr(name, '/') || (n > 5 && strcmp(name + n - 5, ".conf") == 0);
}

/* NAME's main file: a path as is, a name from the first folder of dirs that
 * has NAME.conf, else the built-in. Returns its text and sets *origin. */
static char *find_profile(const char *name, const char *const *dirs, char **origin, size_t *len)
{
    if (is_path(name)) {
        char *text = read_file(name, len);
        *origin = text ? strdup(name) : NULL;
        return text;
    }
    for (const char *const *d = dirs; d && *d; d++) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s.conf", *d, name);
        char *text = read_file(path, len);
        if (text) {
            *origin = strdup(path);
            return text;
        }
    }
    for (const struct profile_builtin *b = profile_builtins; b->name; b++) {
        if (strcmp(b->name, name) == 0) {
            *origin = strdup(b->origin);
            *len = strlen(b->text);
            return strdup(b->text);
        }
    }
    errno = ENOENT;
    return NULL;
}

/* ---- applying one file -------------------------------------------------- */

struct entry {
    char *section, *key, *value;
    int line;
};

struct parsed {
    struct loader *loader;
    char *file;
    struct entry *entries;
    size_t count;
};

static int collect(const struct conf_event *e, void *arg)
{
    struct parsed *p = arg;
    if (e->error) {
        fail_at(p->loader, p->file, e->line, "%s", e->error);
        return stopped(p->loader) ? -EINVAL : 0;
    }
    struct entry *grown = realloc(p->entries, (p->count + 1) * sizeof *grown);
    if (!grown)
        return -ENOMEM;
    p->entries = grown;
    struct entry *en = &p->entries[p->count];
    en->section = e->section ? strdup(e->section) : NULL;
    en->key = strdup(e->key);
    en->value = strdup(e->value);
    en->line = e->line;
    p->count++;
    if ((e->section && !en->section) || !en->key || !en->value)
        return -ENOMEM;
    return 0;
}

static void parsed_free(struct parsed *p)
{
    for (size_t i = 0; i < p->count; i++) {
        free(p->entries[i].section);
        free(p->entries[i].key);
        free(p->entries[i].value);
    }
    free(p->entries);
    free(p->file);
}

/* Parses text into entries; file names it in messages. */
static int parse_file(struct loader *l, const char *file, const char *text, size_t len,
                      struct parsed *out)
{
    *out = (struct parsed){.loader = l, .file = strdup(file)};
    if (!out->file)
        return l->rc = -ENOMEM;
    int rc = conf_parse(text, len, collect, out);
    if (rc == -ENOMEM)
        l->rc = -ENOMEM;
    return stopped(l) ? l->rc : 0;
}

static bool is_extension(const char *name)
{
    return strncmp(name, "X-", 2) == 0;
}

static void apply_entry(struct loader *l, const char *file, const struct entry *e, bool dropin)
{
    if (!e->section) {
        fail_at(l, file, e->line, "%s= is outside of any [Section]", e->key);
        return;
    }
    /* systemd's convention for extensions: X- sections and keys are left alone. */
    if (is_extension(e->section) || is_extension(e->key))
        return;
    const struct profile_key *key = profile_key_find(e->section, e->key);
    if (!key) {
        bool known_section = false;
        for (size_t i = 0; i < profile_keys_count; i++)
            known_section |= strcmp(profile_keys[i].section, e->section) == 0;
        const struct profile_key *elsewhere = profile_key_find(NULL, e->key);
        if (!known_section)
            fail_at(l, file, e->line, "unknown section [%s]", e->section);
        else if (elsewhere)
            fail_at(l, file, e->line, "%s= belongs in [%s], not [%s]", e->key, elsewhere->section,
                    e->section);
        else
            fail_at(l, file, e->line, "unknown key '%s' in [%s]", e->key, e->section);
        return;
    }
    if (key->kind == KEY_EXTENDS && dropin) {
        fail_at(l, file, e->line, "Extends= belongs in the profile's main file, not a drop-in");
        return;
    }
    char why[PROFILE_ERR_MAX / 2];
    int rc = profile_key_assign(l->profile, key, e->value, (struct profile_origin){file, e->line},
                                why, sizeof why);
    if (rc == -ENOMEM)
        l->rc = -ENOMEM;
    else if (rc < 0)
        fail_at(l, file, e->line, "%s", why);
}

/* profile->files, in the order the files apply, owns the strings that
 * origins point to. */
static void apply_file(struct loader *l, const struct parsed *p, bool dropin)
{
    struct profile_list *files = &l->profile->files;
    if (profile_list_add(files, p->file, strlen(p->file), (struct profile_origin){0}) < 0) {
        l->rc = -ENOMEM;
        return;
    }
    const char *file = files->items[files->count - 1];
    for (size_t i = 0; i < p->count && !stopped(l); i++)
        apply_entry(l, file, &p->entries[i], dropin);
}

/* ---- drop-ins ----------------------------------------------------------- */

struct dropin {
    char *name; /* the file name, which orders them */
    char *path;
};

static int compare_dropins(const void *a, const void *b)
{
    return strcmp(((const struct dropin *)a)->name, ((const struct dropin *)b)->name);
}

/* Adds dir's *.conf files to set, unless a folder of higher priority (read
 * before) had the same file name. */
static void find_dropins(const char *dir, struct dropin *set, size_t *count)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) && *count < PROFILE_MAX_DROPINS) {
        size_t n = strlen(e->d_name);
        if (n <= 5 || strcmp(e->d_name + n - 5, ".conf") != 0 || e->d_name[0] == '.')
            continue;
        bool hidden = false;
        for (size_t i = 0; i < *count; i++)
            hidden |= strcmp(set[i].name, e->d_name) == 0;
        if (hidden)
            continue;
        char *path;
        if (asprintf(&path, "%s/%s", dir, e->d_name) < 0)
            break;
        set[*count].name = strdup(e->d_name);
        set[*count].path = path;
        if (!set[*count].name) {
            free(path);
            break;
        }
        (*count)++;
    }
    closedir(d);
}

static void apply_dropins(struct loader *l, const char *name)
{
    struct dropin *set = calloc(PROFILE_MAX_DROPINS, sizeof *set);
    size_t count = 0;
    if (!set) {
        l->rc = -ENOMEM;
        return;
    }
    char dir[PATH_MAX];
    if (is_path(name)) {
        snprintf(dir, sizeof dir, "%s.d", name);
        find_dropins(dir, set, &count);
    } else {
        for (const char *const *d = l->dirs; d && *d; d++) {
            snprintf(dir, sizeof dir, "%s/%s.conf.d", *d, name);
            find_dropins(dir, set, &count);
        }
    }
    qsort(set, count, sizeof *set, compare_dropins);
    for (size_t i = 0; i < count; i++) {
        if (!stopped(l)) {
            size_t len;
            char *text = read_file(set[i].path, &len);
            struct parsed p = {0};
            if (!text)
                fail_at(l, set[i].path, 0, "cannot read this drop-in: %s", strerror(errno));
            else if (parse_file(l, set[i].path, text, len, &p) == 0)
                apply_file(l, &p, true);
            parsed_free(&p);
            free(text);
        }
        free(set[i].name);
        free(set[i].path);
    }
    free(set);
}

/* ---- the chain ---------------------------------------------------------- */

static void load_text(struct loader *l, const char *name, const char *origin, const char *text,
                      size_t len, int depth, bool dropins);

/* Loads base (named by file:line's Extends=) before the file that names it. */
static void load_base(struct loader *l, const char *base, const char *file, int line, int depth)
{
    for (int i = 0; i <= depth; i++) {
        if (strcmp(l->chain[i], base) != 0)
            continue;
        char path[PROFILE_ERR_MAX / 2] = "";
        for (int j = i; j <= depth; j++)
            snprintf(path + strlen(path), sizeof path - strlen(path), "%s -> ", l->chain[j]);
        fail_at(l, file, line, "Extends=%s makes a cycle: %s%s", base, path, base);
        return;
    }
    if (depth + 1 > PROFILE_MAX_EXTENDS) {
        fail_at(l, file, line, "Extends= chain is deeper than %d profiles", PROFILE_MAX_EXTENDS);
        return;
    }
    /* A relative path in Extends= is relative to the file that says it. */
    char resolved[PATH_MAX];
    if (is_path(base) && base[0] != '/' && strchr(file, '/'))
        snprintf(resolved, sizeof resolved, "%.*s/%s", (int)(strrchr(file, '/') - file), file,
                 base);
    else
        snprintf(resolved, sizeof resolved, "%s", base);
    char *origin = NULL;
    size_t len = 0;
    char *text = find_profile(resolved, l->dirs, &origin, &len);
    if (!text) {
        if (errno == ENOENT)
            fail_at(l, file, line, "Extends=%s: no such profile", base);
        else
            fail_at(l, file, line, "Extends=%s: %s", base, strerror(errno));
    } else if (!origin) {
        l->rc = -ENOMEM;
    } else {
        l->chain[depth + 1] = base;
        load_text(l, resolved, origin, text, len, depth + 1, true);
    }
    free(text);
    free(origin);
}

static void load_text(struct loader *l, const char *name, const char *origin, const char *text,
                      size_t len, int depth, bool dropins)
{
    struct parsed p = {0};
    if (parse_file(l, origin, text, len, &p) < 0) {
        parsed_free(&p);
        return;
    }
    const struct entry *extends = NULL;
    for (size_t i = 0; i < p.count; i++)
        if (p.entries[i].section && strcmp(p.entries[i].section, "Profile") == 0 &&
            strcmp(p.entries[i].key, "Extends") == 0 && p.entries[i].value[0])
            extends = &p.entries[i];
    if (extends)
        load_base(l, extends->value, p.file, extends->line, depth);
    if (!stopped(l)) {
        /* Abstract= describes the profile that says it, never its heirs. */
        l->profile->abstract = false;
        l->profile->origin[profile_key_find("Profile", "Abstract") - profile_keys] =
            (struct profile_origin){0};
        apply_file(l, &p, false);
    }
    if (dropins && !stopped(l))
        apply_dropins(l, name);
    parsed_free(&p);
}

static void profile_defaults(struct profile *p)
{
    memset(p, 0, sizeof *p);
    p->runtime = RUNTIME_AST;
    p->output_max = 1 << 20;
    /* A session nobody uses for 10 minutes gives its jail back (the server's
     * sessions hold --max-jails slots). */
    p->idle_timeout_ms = 600000;
    p->max_operations = 10000000;
    p->max_output_bytes = 50000;
    p->max_recursion_depth = 1000; /* CPython's default recursion limit */
}

static const char *base_name(const char *name)
{
    const char *slash = strrchr(name, '/');
    return slash ? slash + 1 : name;
}

/* What every load does after the files: the name, and the imported filter. */
static void finish(struct loader *l, const char *name)
{
    struct profile *p = l->profile;
    const char *base = base_name(name);
    size_t n = strlen(base);
    if (n > 5 && strcmp(base + n - 5, ".conf") == 0)
        n -= 5;
    if (!(p->name = strndup(base, n)))
        l->rc = -ENOMEM;
    if (p->system_call_filter_file && !stopped(l)) {
        char why[PROFILE_ERR_MAX / 2];
        const struct profile_origin *at = profile_origin_of(p, "SystemCallFilterFile");
        int rc = oci_import(p->system_call_filter_file, &p->import, why, sizeof why);
        if (rc == -ENOMEM)
            l->rc = rc;
        else if (rc < 0)
            fail_at(l, at->file, at->line, "SystemCallFilterFile=%s: %s",
                    p->system_call_filter_file, why);
    }
}

static int load(struct loader *l, const char *name)
{
    char *origin = NULL;
    size_t len = 0;
    char *text = find_profile(name, l->dirs, &origin, &len);
    int rc;
    if (!text) {
        rc = errno == ENOENT ? -ENOENT : -EINVAL;
        if (is_path(name))
            snprintf(l->err, l->errlen, "%s: %s", name, strerror(errno));
        else
            snprintf(l->err, l->errlen, "profile '%s' not found", name);
        if (l->errors)
            profile_list_add(l->errors, l->err, strlen(l->err), (struct profile_origin){0});
        return rc;
    }
    l->chain[0] = name;
    if (origin)
        load_text(l, name, origin, text, len, 0, true);
    else
        l->rc = -ENOMEM;
    free(text);
    free(origin);
    if (!stopped(l))
        finish(l, name);
    if (l->rc == -ENOMEM)
        snprintf(l->err, l->errlen, "%s: out of memory", name);
    return l->rc;
}

int profile_load(const char *name, const char *const *dirs, struct profile *profile, char *err,
                 size_t errlen)
{
    profile_defaults(profile);
    struct loader l = {.dirs = dirs, .profile = profile, .err = err, .errlen = errlen};
    int rc = load(&l, name);
    if (rc < 0)
        profile_free(profile);
    return rc;
}

int profile_load_text(const char *origin, const char *text, size_t len, const char *const *dirs,
                      struct profile *profile, char *err, size_t errlen)
{
    profile_defaults(profile);
    struct loader l = {.dirs = dirs, .profile = profile, .err = err, .errlen = errlen};
    l.chain[0] = origin;
    load_text(&l, origin, origin, text, len, 0, false);
    if (!stopped(&l))
        finish(&l, origin);
    if (l.rc == -ENOMEM)
        snprintf(err, errlen, "%s: out of memory", origin);
    if (l.rc < 0)
        profile_free(profile);
    return l.rc;
}

/* ---- lint --------------------------------------------------------------- */

/* What profile_jail_config would find wrong, with the line to blame. */
/* What only this host shows about the binds: a source that is missing (and
 * not marked "-"), a target below a bind of a symlink (the jail opens no
 * symlink on the way to a target), and a target that would have to be
 * created inside a read-only bind. */
static void lint_binds(struct loader *l)
{
    const struct profile *p = l->profile;
    size_t n = profile_bind_count(p);
    struct profile_bind *b = calloc(n ? n : 1, sizeof *b);
    if (!b)
        return;
    for (size_t i = 0; i < n; i++)
        profile_bind_get(p, i, &b[i]);
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        const char *file = b[i].origin->file;
        int line = b[i].origin->line;
        if (!b[i].optional && lstat(b[i].source, &st) < 0) {
            fail_at(l, file, line, "%s: %s (mark it -%s if it may be missing)", b[i].source,
                    strerror(errno), b[i].source);
            continue;
        }
        /* The innermost other bind around this target: it is made first. */
        size_t around = n;
        for (size_t k = 0; k < n; k++)
            if (k != i && profile_path_under(b[i].target, b[k].target) &&
                strcmp(b[i].target, b[k].target) &&
                (around == n || strlen(b[k].target) > strlen(b[around].target)))
                around = k;
        if (around == n || lstat(b[around].source, &st) < 0)
            continue;
        const struct profile_bind *k = &b[around];
        /* Where the target would be inside that bind's source on the host. */
        char inside[8192];
        snprintf(inside, sizeof inside, "%s%s", k->source, b[i].target + strlen(k->target));
        if (S_ISLNK(st.st_mode))
            fail_at(l, file, line, "%s: below %s, which is a symlink in the jail", b[i].target,
                    k->target);
        else if (!k->writable && lstat(inside, &st) < 0)
            fail_at(l, file, line,
                    "%s: cannot be made inside the read-only bind %s (%s does not exist)",
                    b[i].target, k->target, inside);
    }
    free(b);
}

static void lint_jail(struct loader *l)
{
    struct profile *p = l->profile;
    struct jail_config config;
    struct seccomp_program program;
    struct profile_jail_storage storage;
    char why[PROFILE_ERR_MAX];
    /* No cache: lint must see the compiler's own verdict. */
    int rc = profile_jail_config(p, NULL, -1, &config, &program, &storage, why, sizeof why);
    /* Its messages already name the file:line to blame. */
    if (rc < 0)
        add_message(l, why);
    lint_binds(l);
    seccomp_program_free(&program);
    profile_jail_storage_free(&storage);
}

size_t profile_lint(const char *file, const char *const *dirs, struct profile_list *errors)
{
    struct profile profile;
    char err[PROFILE_ERR_MAX];
    profile_defaults(&profile);
    memset(errors, 0, sizeof *errors);
    struct loader l = {
        .dirs = dirs, .profile = &profile, .errors = errors, .err = err, .errlen = sizeof err};
    /* A drop-in alone: its own keys, no Extends=. */
    bool dropin = strstr(file, ".conf.d/") != NULL;
    if (dropin) {
        size_t len;
        char *text = read_file(file, &len);
        struct parsed p = {0};
        if (!text)
            fail_at(&l, file, 0, "%s", strerror(errno));
        else if (parse_file(&l, file, text, len, &p) == 0)
            apply_file(&l, &p, true);
        parsed_free(&p);
        free(text);
    } else {
        load(&l, file);
        if (l.rc == 0)
            lint_jail(&l);
    }
    profile_free(&profile);
    return errors->count;
}

/* ---- freeing ------------------------------------------------------------ */

void profile_free(struct profile *p)
{
    char **strings[] = {&p->name,     &p->description,
                        &p->extends,  &p->working_directory,
                        &p->hostname, &p->system_call_filter_file, &p->dunder_policy};
    for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++)
        free(*strings[i]);
    for (size_t i = 0; i < profile_keys_count; i++)
        if (profile_keys[i].kind == KEY_LIST || profile_keys[i].kind == KEY_SYSCALLS)
            profile_list_free((struct profile_list *)((char *)p + profile_keys[i].offset));
    oci_import_free(&p->import);
    profile_list_free(&p->files);
    memset(p, 0, sizeof *p);
}
