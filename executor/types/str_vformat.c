/* executor/types/str_vformat.c: printf-style formatting into a str, the one formatter behind
 * exc_raise's messages (and meant for str_from_fmt's). */
#include <stdio.h>

#include "executor/types/str_vformat.h"

obj *str_vformat(const char *fmt, va_list ap)
{
    char small[512];
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n < 0)
        n = 0;
    obj *s;
    if ((size_t)n < sizeof small) {
        s = str_new(small, (size_t)n);
    } else if ((s = str_alloc((size_t)n))) {
        vsnprintf(AS(str_obj, s)->data, (size_t)n + 1, fmt, again);
        str_finish(s);
    }
    va_end(again);
    return s;
}
