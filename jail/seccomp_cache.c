/* seccomp_cache: compiled filters on disk, keyed by the spec that made them. */
#include "jail/seccomp_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <seccomp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CACHE_MAGIC "warden-seccomp-1\n"
#define CACHE_MAX_INSNS 65536 /* BPF_MAXINSNS is 4096; anything past this is corrupt */

/* The spec in one canonical text. The file stores it whole, so a hash
 * collision can only cost a recompile, never load another spec's filter. */
static char *spec_text(const struct seccomp_spec *spec, size_t *len)
{
    const struct scmp_version *v = seccomp_version();
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    /* The groups and the compiler live in warden itself: a rebuilt or upgraded
     * binary is a new key, even with the old one still cached. */
    struct stat exe;
    if (stat("/proc/self/exe", &exe) < 0)
        memset(&exe, 0, sizeof exe);
    fprintf(f, "libseccomp %u.%u.%u\nwarden %llu:%llu:%lld:%lld.%09ld\nerrno %d\nfamilies %u\n",
            v->major, v->minor, v->micro, (unsigned long long)exe.st_dev,
            (unsigned long long)exe.st_ino, (long long)exe.st_size, (long long)exe.st_mtim.tv_sec,
            exe.st_mtim.tv_nsec, spec->error_number, spec->socket_families);
    for (const char *const *t = spec->filter; t && *t; t++)
        fprintf(f, "%s\n", *t);
    for (size_t i = 0; i < spec->nrules; i++) {
        const struct seccomp_rule *r = &spec->rules[i];
        fprintf(f, "rule %s %d", r->name, r->error_number);
        for (unsigned a = 0; a < r->nargs; a++)
            fprintf(f, " %u:%d:%llu:%llu", r->args[a].index, (int)r->args[a].op,
                    (unsigned long long)r->args[a].value, (unsigned long long)r->args[a].value_two);
        fputc('\n', f);
    }
    fclose(f);
    return text;
}

static uint64_t fnv1a(const char *s, size_t len)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3u;
    return h;
}

static int dir_is_private(const char *dir)
{
    struct stat st;
    return stat(dir, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
           (st.st_mode & 077) == 0;
}

const char *seccomp_cache_dir(void)
{
    static char dir[256];
    if (geteuid() == 0) {
        mkdir("/run/warden", 0755);
        snprintf(dir, sizeof dir, "/run/warden/seccomp");
    } else {
        const char *runtime = getenv("XDG_RUNTIME_DIR");
        if (!runtime || runtime[0] != '/')
            return NULL;
        snprintf(dir, sizeof dir, "%s/warden-seccomp", runtime);
    }
    mkdir(dir, 0700);
    return dir_is_private(dir) ? dir : NULL;
}

/* File layout: magic, spec length, spec text, notify flag, instruction count,
 * instructions. */
static int load(const char *path, const char *spec, size_t spec_len,
                struct seccomp_program *out)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return -errno;
    struct stat st;
    int rc = -EINVAL;
    char *buf = NULL;
    if (fstat(fd, &st) < 0 || st.st_uid != geteuid() || st.st_size > (1 << 20))
        goto out;
    buf = malloc((size_t)st.st_size + 1);
    if (!buf || read(fd, buf, (size_t)st.st_size) != st.st_size)
        goto out;
    size_t magic = sizeof CACHE_MAGIC - 1, at = magic;
    uint32_t stored_len, notify, count;
    if ((size_t)st.st_size < magic + 12 || memcmp(buf, CACHE_MAGIC, magic) != 0)
        goto out;
    memcpy(&stored_len, buf + at, 4);
    at += 4;
    if (stored_len != spec_len || (size_t)st.st_size < at + spec_len + 8 ||
        memcmp(buf + at, spec, spec_len) != 0)
        goto out;
    at += spec_len;
    memcpy(&notify, buf + at, 4);
    memcpy(&count, buf + at + 4, 4);
    at += 8;
    if (count == 0 || count > CACHE_MAX_INSNS ||
        (size_t)st.st_size != at + count * sizeof(struct sock_filter))
        goto out;
    out->fprog.filter = malloc(count * sizeof(struct sock_filter));
    if (!out->fprog.filter)
        goto out;
    memcpy(out->fprog.filter, buf + at, count * sizeof(struct sock_filter));
    out->fprog.len = (unsigned short)count;
    out->notify = notify != 0;
    rc = 0;
out:
    free(buf);
    close(fd);
    return rc;
}

static void store(const char *dir, const char *path, const char *spec, size_t spec_len,
                  const struct seccomp_program *p)
{
    char tmp[320];
    snprintf(tmp, sizeof tmp, "%s/.tmp-%d", dir, (int)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return;
    uint32_t len = (uint32_t)spec_len, notify = p->notify, count = p->fprog.len;
    bool ok = write(fd, CACHE_MAGIC, sizeof CACHE_MAGIC - 1) == sizeof CACHE_MAGIC - 1 &&
              write(fd, &len, 4) == 4 && write(fd, spec, spec_len) == (ssize_t)spec_len &&
              write(fd, &notify, 4) == 4 && write(fd, &count, 4) == 4 &&
              write(fd, p->fprog.filter, count * sizeof(struct sock_filter)) ==
                  (ssize_t)(count * sizeof(struct sock_filter));
    close(fd);
    /* rename is atomic: a concurrent reader sees the old file or the new one. */
    if (!ok || rename(tmp, path) < 0)
        unlink(tmp);
}

int seccomp_compile_cached(const struct seccomp_spec *spec, const char *dir,
                           struct seccomp_program *out, char *err, size_t errlen)
{
    if (!dir || !dir_is_private(dir))
        return seccomp_compile(spec, out, err, errlen);
    size_t spec_len;
    char *text = spec_text(spec, &spec_len);
    if (!text)
        return seccomp_compile(spec, out, err, errlen);
    char path[320];
    snprintf(path, sizeof path, "%s/%016llx.bpf", dir,
             (unsigned long long)fnv1a(text, spec_len));
    int rc = load(path, text, spec_len, out);
    if (rc < 0) {
        rc = seccomp_compile(spec, out, err, errlen);
        if (rc == 0)
            store(dir, path, text, spec_len, out);
    }
    free(text);
    return rc;
}
