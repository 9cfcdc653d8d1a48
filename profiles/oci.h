/* oci: imports an OCI seccomp profile (the JSON of Docker, runc, podman and
 * containerd) as warden filter tokens and argument rules, for
 * SystemCallFilterFile=. */
#ifndef WARDEN_OCI_H
#define WARDEN_OCI_H

#include <stddef.h>

#include "profiles/profile.h"

/* Reads path into out. Returns 0, or -EINVAL with why saying what is wrong
 * and where ("syscalls[3].action: unknown action 'SCMP_ACT_FOO'"), or -ENOMEM. */
int oci_import(const char *path, struct profile_import *out, char *why, size_t whylen);

/* The same from JSON text, for tests and the fuzzer. */
int oci_import_text(const char *json, size_t len, struct profile_import *out, char *why,
                    size_t whylen);

void oci_import_free(struct profile_import *import);

#endif
