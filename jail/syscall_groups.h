/* syscall_groups: the named syscall sets that SystemCallFilter= understands
 * (systemd's vocabulary plus warden's own), as one constant table. Private to
 * jail/seccomp.c and its tests. */
#ifndef WARDEN_SYSCALL_GROUPS_H
#define WARDEN_SYSCALL_GROUPS_H

#include <stddef.h>

struct syscall_group {
    const char *name; /* "@file-system" */
    const char *description;
    /* Syscall names and "@group" references, NULL-terminated. Names that do not
     * exist on the running architecture are skipped by the compiler. NULL means
     * "every syscall libseccomp can name" (@known). */
    const char *const *members;
};

extern const struct syscall_group syscall_groups[];
extern const size_t syscall_groups_count;

/* The group called name ("@aio"), or NULL. */
const struct syscall_group *syscall_group_find(const char *name);

#endif
