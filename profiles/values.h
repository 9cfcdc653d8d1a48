/* values: systemd's value syntaxes (sizes with K/M/G/T, "infinity", booleans,
 * percentages, time spans, errno names). Each returns 0, or -EINVAL with
 * *error saying what was expected. */
#ifndef WARDEN_VALUES_H
#define WARDEN_VALUES_H

#include <stdbool.h>
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

#endif
