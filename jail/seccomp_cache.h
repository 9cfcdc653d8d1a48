/* seccomp_cache: compiled filters kept on disk between runs of the CLI. The
 * compile of a @system-service filter costs ~1.3 ms, more than the rest of a
 * jail; the server compiles once per profile and needs no cache. */
#ifndef WARDEN_SECCOMP_CACHE_H
#define WARDEN_SECCOMP_CACHE_H

#include <stddef.h>

#include "jail/seccomp.h"

/* Like seccomp_compile, but first looks for the same spec's program in dir,
 * and stores a fresh compile there. dir must be owned by the caller and closed
 * to others, or the cache is not used (a writable cache could hand the jail a
 * permissive filter). A NULL dir compiles without caching. */
int seccomp_compile_cached(const struct seccomp_spec *spec, const char *dir,
                           struct seccomp_program *out, char *err, size_t errlen);

/* The caller's cache folder: /run/warden/seccomp as root, else
 * $XDG_RUNTIME_DIR/warden-seccomp; created 0700 when missing. NULL if none. */
const char *seccomp_cache_dir(void);

#endif
