/* values: parsing systemd's value syntaxes. */
#include "profiles/values.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int value_parse_bool(const char *s, bool *out, const char **error)
{
    static const char *const yes[] = {"1", "yes", "y", "true", "t", "on"};
    static const char *const no[] = {"0", "no", "n", "false", "f", "off"};
    for (size_t i = 0; i < 6; i++) {
        if (strcasecmp(s, yes[i]) == 0) {
            *out = true;
            return 0;
        }
        if (strcasecmp(s, no[i]) == 0) {
            *out = false;
            return 0;
        }
    }
    *error = "expected a boolean (yes or no)";
    return -EINVAL;
}

static int parse_unsigned(const char *s, uint64_t *out, const char **end)
{
    if (*s < '0' || *s > '9')
        return -EINVAL;
    errno = 0;
    char *e;
    unsigned long long v = strtoull(s, &e, 10);
    if (errno)
        return -errno;
    *out = v;
    *end = e;
    return 0;
}

int value_parse_size(const char *s, int64_t *out, const char **error)
{
    *error = "expected a size such as 512M, or infinity";
    if (strcmp(s, "infinity") == 0) {
        *out = 0;
        return 0;
    }
    uint64_t v = 0;
    const char *end = s;
    if (parse_unsigned(s, &v, &end) < 0)
        return -EINVAL;
    static const char suffixes[] = "KMGTPE";
    int shift = 0;
    if (*end) {
        const char *at = strchr(suffixes, *end);
        if (!at || !*at || (end[1] && strcmp(end + 1, "B") != 0 && strcmp(end + 1, "iB") != 0))
            return -EINVAL;
        shift = 10 * (int)(at - suffixes + 1);
    }
    if (shift && v > (UINT64_C(1) << (62 - shift)))
        return -EINVAL;
    *out = (int64_t)(v << shift);
    return 0;
}

int value_parse_count(const char *s, int64_t *out, const char **error)
{
    *error = "expected a whole number, or infinity";
    if (strcmp(s, "infinity") == 0) {
        *out = 0;
        return 0;
    }
    uint64_t v = 0;
    const char *end = s;
    if (parse_unsigned(s, &v, &end) < 0 || *end || v > INT64_MAX)
        return -EINVAL;
    *out = (int64_t)v;
    return 0;
}

int value_parse_percent(const char *s, int64_t *out, const char **error)
{
    *error = "expected a percentage such as 50%";
    uint64_t v = 0;
    const char *end = s;
    if (parse_unsigned(s, &v, &end) < 0 || strcmp(end, "%") != 0 || v == 0 || v > 100000)
        return -EINVAL;
    *out = (int64_t)v;
    return 0;
}

int value_parse_seconds_ms(const char *s, uint64_t *out, const char **error)
{
    *error = "expected a time span such as 30, 1.5s, 500ms or 2min";
    if (strcmp(s, "infinity") == 0) {
        *out = 0;
        return 0;
    }
    if (*s < '0' || *s > '9')
        return -EINVAL;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || v < 0)
        return -EINVAL;
    double scale;
    if (!*end || strcmp(end, "s") == 0 || strcmp(end, "sec") == 0)
        scale = 1000;
    else if (strcmp(end, "ms") == 0 || strcmp(end, "msec") == 0)
        scale = 1;
    else if (strcmp(end, "min") == 0 || strcmp(end, "m") == 0)
        scale = 60000;
    else if (strcmp(end, "h") == 0)
        scale = 3600000;
    else
        return -EINVAL;
    if (v * scale > 1e15)
        return -EINVAL;
    *out = (uint64_t)(v * scale + 0.5);
    return 0;
}

int value_parse_errno(const char *s, int *out, const char **error)
{
    *error = "expected an errno name such as EPERM, or kill";
    if (!*s || strcmp(s, "kill") == 0) {
        *out = 0;
        return 0;
    }
    if (*s >= '0' && *s <= '9') {
        char *end;
        long v = strtol(s, &end, 10);
        if (*end || v <= 0 || v > 4095)
            return -EINVAL;
        *out = (int)v;
        return 0;
    }
    for (int e = 1; e < 4096; e++) {
        const char *name = strerrorname_np(e);
        if (name && strcmp(name, s) == 0) {
            *out = e;
            return 0;
        }
    }
    return -EINVAL;
}
