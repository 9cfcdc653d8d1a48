/* values: systemd's value syntaxes (sizes with K/M/G/T, "infinity", booleans,
 * percentages, time spans, errno names). Each returns 0, or -EINVAL with
 * *error saying what was expected. */
#ifndef WARDEN_VALUES_H
#define WARDEN_VALUES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

int value_parse_bool(const char *s, bool *out, const char **error);
/* "512M" (base 1024, as systemd), "infinity" = 0 (no limit). */
int value_parse_size(const char *s, int64_t *out, const char **error);
/* "64", "infinity" = 0. */
int value_parse_count(const char *s, int64_t *out, const char **error);
/* "50%" -> 50. */
int value_parse_percent(const char *s, int64_t *out, const char **error);
/* "30", "1.5", "500ms", "2min" -> milliseconds; "infinity" = 0. */
int value_parse_seconds_ms(const char *s, uint64_t *out, const char **error);
/* "EPERM" or a number; "" or "kill" = 0. */
int value_parse_errno(const char *s, int *out, const char **error);

/* The canonical text of a value, the inverse of the parsers above; 0 prints
 * as "infinity" (or "kill" for an errno). Each returns buf. */
char *value_format_size(int64_t v, char *buf, size_t len);
char *value_format_count(int64_t v, char *buf, size_t len);
char *value_format_ms(uint64_t ms, char *buf, size_t len);
char *value_format_errno(int e, char *buf, size_t len);

/* A named constant for one argument of a syscall, as [Expect] lines and
 * `warden check` write them: socket families ("AF_INET") and types
 * ("SOCK_RAW"), clone's namespace flags ("CLONE_NEWUSER"), ioctl requests
 * ("TIOCSTI"). Returns 0, or -EINVAL when name means nothing here. */
int value_parse_syscall_arg(const char *syscall, unsigned index, const char *name, uint64_t *out);
/* The argument index of the nth name after "syscall:" in such a list: ioctl's
 * first is its request (index 1), everyone else's their first argument. */
unsigned value_syscall_arg_index(const char *syscall, unsigned nth);

#endif
