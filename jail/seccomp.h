/* seccomp: turns a systemd-style SystemCallFilter= list into a BPF program once
 * (in the parent, binary-tree layout), installs it in a jail's child, and names
 * the syscall that a jail was killed for. */
#ifndef WARDEN_SECCOMP_H
#define WARDEN_SECCOMP_H

#include <stdbool.h>
#include <stddef.h>
#include <linux/filter.h>

/* What a profile says about syscalls, in systemd's terms. */
struct seccomp_spec {
    /* SystemCallFilter= tokens in order: names, @groups, "~" prefix on the first
     * token for a deny-list, ":ERRNO" suffixes. NULL-terminated. */
    const char *const *filter;
    /* SystemCallErrorNumber=: errno for denied calls; 0 = kill and report. */
    int error_number;
    /* Allow socket(AF_INET/AF_INET6) besides AF_UNIX. */
    bool allow_inet;
};

/* A compiled filter: the BPF the kernel loads, and whether denied calls are
 * reported through a user-notification listener (the kill-and-report mode). */
struct seccomp_program {
    struct sock_fprog fprog;
    bool notify;
};

/* Compiles spec into out. Returns 0, or -errno with err set to a message such as
 * "SystemCallFilter: unknown syscall 'foo'". */
int seccomp_compile(const struct seccomp_spec *spec, struct seccomp_program *out, char *err,
                    size_t errlen);
void seccomp_program_free(struct seccomp_program *program);

/* In the jail's child, last step before the payload: sets no_new_privs and loads
 * the program. With program->notify, *listener gets the notification fd (the
 * caller passes it to the supervisor), else -1. No allocation: safe after fork.
 * Returns 0 or -errno. */
int seccomp_install(const struct seccomp_program *program, int *listener);

/* In the supervisor: reads one pending notification from listener and stores the
 * syscall number in *nr. Returns 0 or -errno. */
int seccomp_notify_read(int listener, int *nr);

/* The native syscall's name ("ptrace"), or NULL when unknown. */
const char *seccomp_syscall_name(int nr);

/* Prints the named group's members ("@file-system"), or every group when NULL.
 * Returns -ENOENT for an unknown group. */
int seccomp_group_list(const char *group, void (*emit)(const char *group, const char *member,
                                                       void *arg),
                       void *arg);

#endif
