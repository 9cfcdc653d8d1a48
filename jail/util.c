/* util: error messages and the clock. */
#include "jail/util.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int jail_fail(char *err, size_t errlen, int rc, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
        if (n >= 0 && (size_t)n < errlen)
            snprintf(err + n, errlen - (size_t)n, ": %s", strerrorname_np(-rc) ? strerrorname_np(-rc) : strerror(-rc));
    }
    return rc;
}

uint64_t jail_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}
