/* server/jsonnum.c: numbers jansson cannot hold become tagged, nothing else changes. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "server/jsonnum.h"

static char *rewrite(const char *line)
{
    size_t n = 0;
    char *r = jsonnum_rewrite(line, strlen(line), &n);
    if (r)
        cr_assert_eq(strlen(r), n);
    return r;
}

Test(jsonnum, leaves_ordinary_lines_alone)
{
    const char *lines[] = {
        "{\"a\":1,\"b\":-2.5e300,\"c\":[9223372036854775807,-9223372036854775808]}",
        "{\"s\":\"123456789012345678901234567890 NaN "
        "Infinity\",\"t\":\"\\\"99999999999999999999\"}",
        "{\"e\":1e99999999999999999999,\"f\":12345678901234567890.5}",
        "[true,false,null]",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        cr_assert_null(rewrite(lines[i]), "%s", lines[i]);
}

Test(jsonnum, tags_big_integers_and_python_specials)
{
    char *r = rewrite("{\"n\":[9223372036854775808,-9223372036854775809,NaN,Infinity,-Infinity],"
                      "\"s\":\"NaN\"}");
    cr_assert_str_eq(r, "{\"n\":[{\"__type__\":\"int\",\"value\":\"9223372036854775808\"},"
                        "{\"__type__\":\"int\",\"value\":\"-9223372036854775809\"},"
                        "{\"__type__\":\"float\",\"value\":\"nan\"},"
                        "{\"__type__\":\"float\",\"value\":\"inf\"},"
                        "{\"__type__\":\"float\",\"value\":\"-inf\"}],\"s\":\"NaN\"}");
    free(r);
    r = rewrite("123456789012345678901234567890");
    cr_assert_str_eq(r, "{\"__type__\":\"int\",\"value\":\"123456789012345678901234567890\"}");
    free(r);
}
