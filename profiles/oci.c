/* oci: an OCI seccomp profile in warden's terms.
 *
 * - defaultAction SCMP_ACT_ERRNO (defaultErrnoRet, else EPERM) denies with that
 *   errno; KILL, KILL_PROCESS, KILL_THREAD, TRAP, TRACE and NOTIFY deny by
 *   kill-and-report; ALLOW and LOG make the file a deny-list ("~").
 * - Each syscalls[] entry without args becomes a token: "name" (ALLOW, LOG),
 *   "name:ERRNO" (ERRNO) or "~name" (the kill actions). With args it becomes
 *   seccomp rules (ALLOW and ERRNO only). As runc does, comparisons on
 *   different arguments must all hold; several on the same argument are
 *   alternatives, one rule each.
 * - includes/excludes are evaluated for a jail: no capabilities, the native
 *   architecture, the running kernel. An entry that needs a capability is
 *   left out; one excluded for a capability stays.
 * - Names libseccomp does not know are skipped, as runc skips them: such files
 *   list the syscalls of every kernel and architecture.
 * - "architectures" and "archMap" are ignored: a jail runs the native ABI only.
 */
#include "profiles/oci.h"

#include <errno.h>
#include <jansson.h>
#include <seccomp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "profiles/profile_keys.h"

enum action { ACT_ALLOW, ACT_ERRNO, ACT_KILL, ACT_UNKNOWN };

static enum action parse_action(const char *name)
{
    static const char *const allow[] = {"SCMP_ACT_ALLOW", "SCMP_ACT_LOG"};
    static const char *const kill[] = {"SCMP_ACT_KILL",        "SCMP_ACT_KILL_PROCESS",
                                       "SCMP_ACT_KILL_THREAD", "SCMP_ACT_TRAP",
                                       "SCMP_ACT_TRACE",       "SCMP_ACT_NOTIFY"};
    if (!name)
        return ACT_UNKNOWN;
    for (size_t i = 0; i < sizeof allow / sizeof allow[0]; i++)
        if (strcmp(name, allow[i]) == 0)
            return ACT_ALLOW;
    for (size_t i = 0; i < sizeof kill / sizeof kill[0]; i++)
        if (strcmp(name, kill[i]) == 0)
            return ACT_KILL;
    return strcmp(name, "SCMP_ACT_ERRNO") == 0 ? ACT_ERRNO : ACT_UNKNOWN;
}

static int parse_op(const char *name, enum seccomp_cmp *op)
{
    static const char *const names[] = {NULL,          "SCMP_CMP_NE",       "SCMP_CMP_LT",
                                        "SCMP_CMP_LE", "SCMP_CMP_EQ",       "SCMP_CMP_GE",
                                        "SCMP_CMP_GT", "SCMP_CMP_MASKED_EQ"};
    for (int i = 1; name && i < (int)(sizeof names / sizeof names[0]); i++)
        if (strcmp(name, names[i]) == 0) {
            *op = (enum seccomp_cmp)i;
            return 0;
        }
    return -EINVAL;
}

struct importer {
    struct profile_import *out;
    char *why;
    size_t whylen;
    bool deny_list;
    int default_errno;
};

__attribute__((format(printf, 2, 3))) static int fail(struct importer *im, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(im->why, im->whylen, fmt, ap);
    va_end(ap);
    return -EINVAL;
}

/* "4.8" <= the running kernel? */
static bool kernel_at_least(const char *version)
{
    struct utsname u;
    unsigned want_major = 0, want_minor = 0, major = 0, minor = 0;
    if (uname(&u) < 0 || sscanf(version, "%u.%u", &want_major, &want_minor) < 1 ||
        sscanf(u.release, "%u.%u", &major, &minor) < 2)
        return true;
    return major > want_major || (major == want_major && minor >= want_minor);
}

static bool names_native_arch(json_t *arches)
{
#if defined(__x86_64__)
    static const char *const native[] = {"amd64", "x86_64", "SCMP_ARCH_X86_64"};
#elif defined(__aarch64__)
    static const char *const native[] = {"arm64", "aarch64", "SCMP_ARCH_AARCH64"};
#else
    static const char *const native[] = {""};
#endif
    size_t i;
    json_t *a;
    json_array_foreach(arches, i, a)
    {
        for (size_t k = 0; k < sizeof native / sizeof native[0]; k++)
            if (json_is_string(a) && strcmp(json_string_value(a), native[k]) == 0)
                return true;
    }
    return false;
}

/* Does an entry apply to a jail: no capabilities, native arch, this kernel? */
static bool applies(json_t *entry)
{
    json_t *in = json_object_get(entry, "includes"), *ex = json_object_get(entry, "excludes");
    json_t *caps = json_object_get(in, "caps"), *arches = json_object_get(in, "arches");
    json_t *kernel = json_object_get(in, "minKernel");
    if (json_array_size(caps) > 0)
        return false;
    if (json_array_size(arches) > 0 && !names_native_arch(arches))
        return false;
    if (json_is_string(kernel) && !kernel_at_least(json_string_value(kernel)))
        return false;
    arches = json_object_get(ex, "arches");
    kernel = json_object_get(ex, "minKernel");
    if (json_array_size(arches) > 0 && names_native_arch(arches))
        return false;
    if (json_is_string(kernel) && kernel_at_least(json_string_value(kernel)))
        return false;
    return true;
}

static int add_token(struct importer *im, const char *fmt, const char *name, int e)
{
    char token[160];
    if (e) {
        const char *en = strerrorname_np(e);
        snprintf(token, sizeof token, "%s:%s", name, en ? en : "EPERM");
    } else {
        snprintf(token, sizeof token, fmt, name);
    }
    return profile_list_add(&im->out->tokens, token, strlen(token), (struct profile_origin){0});
}

static int add_rule(struct importer *im, const char *name, int e, const struct seccomp_arg *args,
                    unsigned nargs)
{
    struct profile_import *out = im->out;
    struct seccomp_rule *grown = realloc(out->rules, (out->nrules + 1) * sizeof *grown);
    if (!grown)
        return -ENOMEM;
    out->rules = grown;
    struct seccomp_rule *r = &out->rules[out->nrules];
    memset(r, 0, sizeof *r);
    if (!(r->name = strdup(name)))
        return -ENOMEM;
    out->nrules++;
    r->error_number = e;
    r->nargs = nargs;
    memcpy(r->args, args, nargs * sizeof *args);
    return 0;
}

static int read_args(struct importer *im, size_t at, json_t *list, struct seccomp_arg *args,
                     unsigned *nargs)
{
    size_t i;
    json_t *a;
    *nargs = 0;
    json_array_foreach(list, i, a)
    {
        json_t *index = json_object_get(a, "index"), *value = json_object_get(a, "value");
        json_t *two = json_object_get(a, "valueTwo");
        if (i >= SECCOMP_RULE_MAX_ARGS)
            return fail(im, "syscalls[%zu].args: more than %d comparisons", at,
                        SECCOMP_RULE_MAX_ARGS);
        if (!json_is_integer(index) || json_integer_value(index) < 0 ||
            json_integer_value(index) > 5)
            return fail(im, "syscalls[%zu].args[%zu].index: expected 0 to 5", at, i);
        if (!json_is_integer(value) || (two && !json_is_integer(two)))
            return fail(im, "syscalls[%zu].args[%zu]: value and valueTwo must be integers", at, i);
        struct seccomp_arg *arg = &args[(*nargs)++];
        arg->index = (unsigned)json_integer_value(index);
        arg->value = (uint64_t)json_integer_value(value);
        arg->value_two = two ? (uint64_t)json_integer_value(two) : 0;
        if (parse_op(json_string_value(json_object_get(a, "op")), &arg->op) < 0)
            return fail(im, "syscalls[%zu].args[%zu].op: unknown comparison", at, i);
    }
    return 0;
}

/* runc's reading of args: all must hold, unless one argument is compared
 * more than once, in which case each comparison is a rule of its own. */
static bool same_index_twice(const struct seccomp_arg *args, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = i + 1; j < n; j++)
            if (args[i].index == args[j].index)
                return true;
    return false;
}

static int import_name(struct importer *im, size_t at, const char *name, enum action action, int e,
                       const struct seccomp_arg *args, unsigned nargs)
{
    if (seccomp_syscall_resolve_name(name) == __NR_SCMP_ERROR)
        return 0;
    if (nargs == 0) {
        if (im->deny_list)
            return action == ACT_ALLOW ? 0
                                       : add_token(im, "~%s", name, action == ACT_ERRNO ? e : 0);
        if (action == ACT_ALLOW)
            return add_token(im, "%s", name, 0);
        return add_token(im, "~%s", name, action == ACT_ERRNO ? e : 0);
    }
    if (im->deny_list)
        return fail(im, "syscalls[%zu]: argument checks need a defaultAction that denies", at);
    if (action == ACT_KILL)
        return fail(im, "syscalls[%zu]: argument checks with a kill action are not supported", at);
    int err = action == ACT_ERRNO ? e : 0;
    if (!same_index_twice(args, nargs))
        return add_rule(im, name, err, args, nargs);
    for (unsigned i = 0; i < nargs; i++) {
        int rc = add_rule(im, name, err, &args[i], 1);
        if (rc < 0)
            return rc;
    }
    return 0;
}

static int import_entry(struct importer *im, size_t at, json_t *entry)
{
    if (!json_is_object(entry))
        return fail(im, "syscalls[%zu]: expected an object", at);
    if (!applies(entry))
        return 0;
    const char *action_name = json_string_value(json_object_get(entry, "action"));
    enum action action = parse_action(action_name);
    if (action == ACT_UNKNOWN)
        return fail(im, "syscalls[%zu].action: unknown action '%s'", at,
                    action_name ? action_name : "(none)");
    json_t *ret = json_object_get(entry, "errnoRet");
    int e = EPERM;
    if (ret) {
        if (!json_is_integer(ret) || json_integer_value(ret) < 1 || json_integer_value(ret) > 4095)
            return fail(im, "syscalls[%zu].errnoRet: expected 1 to 4095", at);
        e = (int)json_integer_value(ret);
    }
    struct seccomp_arg args[SECCOMP_RULE_MAX_ARGS];
    unsigned nargs;
    int rc = read_args(im, at, json_object_get(entry, "args"), args, &nargs);
    if (rc < 0)
        return rc;

    json_t *names = json_object_get(entry, "names"), *one = json_object_get(entry, "name");
    if (!json_is_array(names) && !json_is_string(one))
        return fail(im, "syscalls[%zu]: expected \"names\" (an array) or \"name\"", at);
    if (json_is_string(one))
        return import_name(im, at, json_string_value(one), action, e, args, nargs);
    size_t i;
    json_t *name;
    json_array_foreach(names, i, name)
    {
        if (!json_is_string(name))
            return fail(im, "syscalls[%zu].names[%zu]: expected a string", at, i);
        if ((rc = import_name(im, at, json_string_value(name), action, e, args, nargs)) < 0)
            return rc;
    }
    return 0;
}

static int import_json(struct importer *im, json_t *root)
{
    if (!json_is_object(root))
        return fail(im, "expected a JSON object");
    const char *default_name = json_string_value(json_object_get(root, "defaultAction"));
    enum action action = parse_action(default_name);
    if (action == ACT_UNKNOWN)
        return fail(im, "defaultAction: unknown action '%s'",
                    default_name ? default_name : "(none)");
    json_t *ret = json_object_get(root, "defaultErrnoRet");
    im->default_errno = 0;
    if (action == ACT_ERRNO) {
        im->default_errno = EPERM;
        if (ret && (!json_is_integer(ret) || json_integer_value(ret) < 1 ||
                    json_integer_value(ret) > 4095))
            return fail(im, "defaultErrnoRet: expected 1 to 4095");
        if (ret)
            im->default_errno = (int)json_integer_value(ret);
    }
    im->deny_list = action == ACT_ALLOW;
    if (im->deny_list && profile_list_add(&im->out->tokens, "~", 1, (struct profile_origin){0}) < 0)
        return -ENOMEM;
    json_t *syscalls = json_object_get(root, "syscalls");
    if (syscalls && !json_is_array(syscalls))
        return fail(im, "syscalls: expected an array");
    size_t i;
    json_t *entry;
    json_array_foreach(syscalls, i, entry)
    {
        int rc = import_entry(im, i, entry);
        if (rc < 0)
            return rc;
    }
    im->out->default_errno = im->default_errno;
    return 0;
}

int oci_import_text(const char *text, size_t len, struct profile_import *out, char *why,
                    size_t whylen)
{
    memset(out, 0, sizeof *out);
    json_error_t error;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &error);
    if (!root) {
        snprintf(why, whylen, "JSON line %d: %s", error.line, error.text);
        return -EINVAL;
    }
    struct importer im = {.out = out, .why = why, .whylen = whylen};
    int rc = import_json(&im, root);
    json_decref(root);
    if (rc == -ENOMEM)
        snprintf(why, whylen, "out of memory");
    if (rc < 0)
        oci_import_free(out);
    return rc;
}

int oci_import(const char *path, struct profile_import *out, char *why, size_t whylen)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "re");
    if (!f) {
        snprintf(why, whylen, "%s", strerror(errno));
        return -EINVAL;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    char buf[8192];
    size_t n;
    bool too_big = false;
    while (mem && (n = fread(buf, 1, sizeof buf, f)) > 0) {
        if (len + n > 8 * PROFILE_MAX_FILE_BYTES) {
            too_big = true;
            break;
        }
        fwrite(buf, 1, n, mem);
        fflush(mem);
    }
    fclose(f);
    if (!mem)
        return -ENOMEM;
    fclose(mem);
    int rc;
    if (too_big) {
        snprintf(why, whylen, "file larger than %d bytes", 8 * PROFILE_MAX_FILE_BYTES);
        rc = -EINVAL;
    } else {
        rc = oci_import_text(text, len, out, why, whylen);
    }
    free(text);
    if (rc == 0 && !(out->path = strdup(path))) {
        oci_import_free(out);
        rc = -ENOMEM;
    }
    return rc;
}

void oci_import_free(struct profile_import *import)
{
    for (size_t i = 0; i < import->nrules; i++)
        free((char *)import->rules[i].name);
    free(import->rules);
    free(import->path);
    profile_list_free(&import->tokens);
    memset(import, 0, sizeof *import);
}
