/* seccomp: turns a systemd-style SystemCallFilter= list into a BPF program once
 * (in the parent, binary-tree layout), installs it in a jail's child, and names
 * the syscall that a jail was killed for. */
#ifndef WARDEN_SECCOMP_H
#define WARDEN_SECCOMP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <linux/filter.h>

/* An argument comparison, with libseccomp's (and OCI's) operators: the
 * argument at index compared with value; for MASKED_EQ, (arg & value) ==
 * value_two. Values are compared on all 64 bits. */
enum seccomp_cmp {
    SECCOMP_CMP_NE = 1, SECCOMP_CMP_LT, SECCOMP_CMP_LE, SECCOMP_CMP_EQ, SECCOMP_CMP_GE,
    SECCOMP_CMP_GT, SECCOMP_CMP_MASKED_EQ,
};
struct seccomp_arg {
    unsigned index; /* 0..5 */
    enum seccomp_cmp op;
    uint64_t value, value_two;
};

#define SECCOMP_RULE_MAX_ARGS 6
/* A rule with argument checks (from an imported OCI profile): when every
 * comparison holds, the call is allowed (error_number 0) or fails with
 * error_number. A syscall named by any rule takes its verdict from its rules
 * alone, the filter's deny action otherwise; @warden-forbidden still wins, and
 * for clone, socket, socketpair and ioctl an allowing rule only narrows
 * warden's own argument checks. */
struct seccomp_rule {
    const char *name;
    int error_number;
    unsigned nargs;
    struct seccomp_arg args[SECCOMP_RULE_MAX_ARGS];
};

/* The fd over which a jail's child hands its seccomp listener to the
 * supervisor. sendmsg on it stays allowed in notify mode whatever the list
 * says: the handoff happens after the filter is loaded, and a child whose
 * sendmsg were reported to a listener it still holds would wait forever. */
#define SECCOMP_HANDOFF_FD 5

/* The mode bits no file in a jail may get, and the open flags that create
 * a file (O_CREAT, and O_TMPFILE's own bit). */
#define SECCOMP_MODE_SETID 06000
#define SECCOMP_OPEN_CREATES (0100 | 020000000)

#define SECCOMP_FAMILY_UNIX 1u
#define SECCOMP_FAMILY_INET 2u
#define SECCOMP_FAMILY_INET6 4u
#define SECCOMP_FAMILY_ALL 7u

/* What a profile says about syscalls, in systemd's terms. */
struct seccomp_spec {
    /* SystemCallFilter= tokens in order: names, @groups, "~" prefix on the first
     * token for a deny-list, ":ERRNO" suffixes. NULL-terminated. */
    const char *const *filter;
    /* SystemCallErrorNumber=: errno for denied calls; 0 = kill and report. */
    int error_number;
    /* The socket families socket() may make (SECCOMP_FAMILY_*): systemd's
     * RestrictAddressFamilies=. No other family is ever allowed. */
    unsigned socket_families;
    /* Rules with argument checks, applied after filter. */
    const struct seccomp_rule *rules;
    size_t nrules;
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
