/* util: the jail's error messages ("mount /usr read-only: EPERM") and small
 * helpers shared by its files. */
#ifndef WARDEN_JAIL_UTIL_H
#define WARDEN_JAIL_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* Formats "WHAT: ENAME" into err and returns rc (a -errno), so callers can write
 * `return jail_fail(err, len, -errno, "mount %s", path);`. */
int jail_fail(char *err, size_t errlen, int rc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Monotonic clock in microseconds. */
uint64_t jail_now_us(void);

#endif
