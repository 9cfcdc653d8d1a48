/* tests/unit/test_strfmt_digits.c: the decimal writer behind str(i) and f"{i}" for small
 * ints (executor/types/strfmt.c) against the C library's printf, at every length boundary
 * and at the ends of the small-int range. */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/obj.h"
#include "executor/types/strfmt.h"

/* writes v with the executor and with printf, and compares; the executor must write
 * exactly len bytes, so the guard bytes around them must stay untouched */
static void check(intptr_t v)
{
    char want[32];
    int wn = snprintf(want, sizeof want, "%" PRIdPTR, v);
    size_t n = strfmt_small_int_len(v);
    cr_assert_eq(n, (size_t)wn, "length of %" PRIdPTR ": %zu, expected %d", v, n, wn);
    cr_assert_leq(n, STRFMT_SMALL_INT_CHARS);
    char buf[STRFMT_SMALL_INT_CHARS + 2];
    memset(buf, '#', sizeof buf);
    strfmt_small_int_put(v, buf + 1, n);
    cr_assert_eq(buf[0], '#', "wrote before the buffer for %" PRIdPTR, v);
    cr_assert_eq(buf[n + 1], '#', "wrote past the length for %" PRIdPTR, v);
    cr_assert(memcmp(buf + 1, want, n) == 0, "%" PRIdPTR " written as %.*s", v, (int)n, buf + 1);
}

Test(strfmt_digits, every_value_near_zero)
{
    for (intptr_t v = -100000; v <= 100000; v++)
        check(v);
}

Test(strfmt_digits, each_power_of_ten_and_its_neighbours)
{
    for (intptr_t p = 1; p <= SMALL_MAX / 10; p *= 10) {
        for (intptr_t d = -2; d <= 2; d++) {
            check(p * 10 + d);
            check(-(p * 10 + d));
        }
    }
}

Test(strfmt_digits, the_ends_of_the_small_int_range)
{
    check(SMALL_MAX);
    check(SMALL_MAX - 1);
    check(SMALL_MIN);
    check(SMALL_MIN + 1);
    cr_assert_eq(strfmt_small_int_len(SMALL_MIN), STRFMT_SMALL_INT_CHARS);
}

Test(strfmt_digits, a_spread_of_magnitudes)
{
    uint64_t x = 0x9E3779B97F4A7C15u; /* xorshift: every bit length, both signs */
    for (int i = 0; i < 200000; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        intptr_t v = (intptr_t)(x >> (x % 62 + 2)); /* a shift of 2 to 63 bits */
        check(i & 1 ? -v : v);
    }
}
