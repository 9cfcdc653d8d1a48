/* server/buf.c: a buffer's account follows its live bytes through every way
 * bytes come and go (budget.c relies on it to bound the server's memory). */
#include <criterion/criterion.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "server/buf.h"

Test(buf, account_follows_live_bytes)
{
    uint64_t held = 0;
    struct buf b = {.account = &held};
    char big[100000];
    memset(big, 'x', sizeof big);
    big[sizeof big - 1] = '\n';
    cr_assert_eq(buf_append(&b, "abc\n", 4), 0);
    cr_assert_eq(held, 4);
    cr_assert_eq(buf_append(&b, big, sizeof big), 0);
    cr_assert_eq(held, 4 + sizeof big);
    char *line;
    size_t len;
    cr_assert_eq(buf_next_line(&b, 1 << 20, &line, &len), BUF_LINE);
    cr_assert_eq(held, sizeof big);
    buf_truncate(&b, 10); /* a message taken back */
    cr_assert_eq(held, 10);
    buf_trim(&b, 4096); /* a smaller allocation, the same bytes */
    cr_assert_eq(held, 10);
    cr_assert_eq(buf_len(&b), 10);
    bool skipping = false;
    buf_skip_line(&b, &skipping); /* no newline: all dropped */
    cr_assert_eq(held, 0);
    cr_assert(skipping);

    int pair[2];
    cr_assert_eq(socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
    cr_assert_eq(write(pair[1], big, 5000), 5000);
    cr_assert_eq(buf_read(&b, pair[0]), 5000);
    cr_assert_eq(held, 5000);
    buf_free(&b);
    cr_assert_eq(held, 0);
    cr_assert_eq(b.account, &held, "the account stays for the buffer's next use");
    close(pair[0]);
    close(pair[1]);
}
