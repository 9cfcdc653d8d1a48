/* tests/unit/test_executor_seq.c: what the sequence types share (types/seq.h: seq_index,
 * seq_contains, seq_fill) and the one loop over an iterable (types/iter.h: iter_each),
 * through their own interfaces, below the evaluator. Each test runs in its own process
 * (Criterion) with a bare session. */
#include <criterion/criterion.h>
#include <string.h>

#include "executor/executor.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "tests/unit/executor_session.h"
#include "executor/types/iter.h"
#include "executor/types/seq.h"



static const char *const range_msg = "thing index out of range";
static const char *const type_msg = "thing indices must be integers or slices, not %s";

Test(seq, index_counts_negative_keys_from_the_end, .init = session)
{
    size_t len = 5, i = 99;
    cr_assert_eq(seq_index(small_new(0), &len, &i, range_msg, type_msg), 0);
    cr_assert_eq(i, 0);
    cr_assert_eq(seq_index(small_new(-1), &len, &i, range_msg, type_msg), 0);
    cr_assert_eq(i, 4);
    cr_assert_eq(seq_index(small_new(-5), &len, &i, range_msg, type_msg), 0);
    cr_assert_eq(i, 0);
    cr_assert_eq(seq_index(TRUE_OBJ, &len, &i, range_msg, type_msg), 0, "bool is an int");
    cr_assert_eq(i, 1);
}

Test(seq, index_refuses_past_either_end_with_the_callers_words, .init = session)
{
    size_t len = 5, i = 99;
    cr_assert_eq(seq_index(small_new(5), &len, &i, range_msg, type_msg), -1);
    cr_assert_str_eq(pending_message(), "thing index out of range");
    cr_assert_eq(seq_index(small_new(-6), &len, &i, range_msg, type_msg), -1);
    cr_assert_str_eq(pending_message(), "thing index out of range");
    len = 0;
    cr_assert_eq(seq_index(small_new(0), &len, &i, range_msg, type_msg), -1);
    cr_assert_str_eq(pending_message(), "thing index out of range");
    cr_assert_eq(i, 99, "*out is left alone on failure");
}

Test(seq, index_names_the_keys_type_when_it_is_no_index, .init = session)
{
    size_t len = 5, i;
    obj *f = float_new(1.0);
    cr_assert_eq(seq_index(f, &len, &i, range_msg, type_msg), -1);
    cr_assert_str_eq(pending_message(), "thing indices must be integers or slices, not float");
    decref(f);
    obj *big = int_from_i64(INT64_MAX);
    obj *huge = op_binary(big, big, BIN_MUL);
    cr_assert_eq(seq_index(huge, &len, &i, range_msg, type_msg), -1);
    cr_assert_str_eq(pending_message(), "cannot fit 'int' into an index-sized integer");
    decref(big);
    decref(huge);
}

Test(seq, contains_compares_by_equality_and_rereads_the_length, .init = session)
{
    obj *items[] = {small_new(1), str_new_cstr("a"), small_new(3)};
    obj **p = items;
    size_t n = 3;
    obj *f = float_new(3.0);
    cr_assert_eq(seq_contains(&p, &n, f), 1, "3.0 == 3");
    obj *b = str_new_cstr("b");
    cr_assert_eq(seq_contains(&p, &n, b), 0);
    n = 1; /* what a list that shrank would show */
    cr_assert_eq(seq_contains(&p, &n, f), 0, "only the first *n items are looked at");
    decref(f);
    decref(b);
    decref(items[1]);
}

Test(seq, fill_repeats_the_source_and_takes_references, .init = session)
{
    obj *s = str_new_cstr("x");
    obj *src[] = {small_new(7), s};
    intptr_t before = s->refcnt;
    obj *dst[6];
    seq_fill(dst, src, 2, 6);
    for (int i = 0; i < 6; i++)
        cr_assert_eq(dst[i], src[i % 2]);
    cr_assert_eq(s->refcnt, before + 3, "one new reference per copy");
    for (int i = 0; i < 6; i++)
        decref(dst[i]);
    decref(s);
}

/* iter_each's callback: sums ints into *arg; refuses 13 */
static int add_up(void *arg, obj *item)
{
    int64_t v;
    if (!int_to_i64(item, &v))
        return -1;
    if (v == 13) {
        exc_raise(&exc_ValueError, "unlucky");
        return -1;
    }
    *(int64_t *)arg += v;
    return 0;
}

Test(iter, each_visits_every_item_in_order, .init = session)
{
    obj *l = list_new(0);
    for (int i = 1; i <= 10; i++)
        cr_assert_eq(list_append(l, small_new(i)), 0);
    int64_t sum = 0;
    cr_assert_eq(iter_each(l, add_up, &sum), 0);
    cr_assert_eq(sum, 55);
    decref(l);
}

Test(iter, each_stops_at_the_first_refusal_and_keeps_its_exception, .init = session)
{
    obj *l = list_new(0);
    cr_assert_eq(list_append(l, small_new(1)), 0);
    cr_assert_eq(list_append(l, small_new(13)), 0);
    cr_assert_eq(list_append(l, small_new(100)), 0);
    int64_t sum = 0;
    cr_assert_eq(iter_each(l, add_up, &sum), -1);
    cr_assert_eq(sum, 1, "nothing after the refusal was taken");
    cr_assert_str_eq(pending_message(), "unlucky");
    decref(l);
}

Test(iter, each_of_a_non_iterable_is_a_type_error, .init = session)
{
    int64_t sum = 0;
    cr_assert_eq(iter_each(small_new(5), add_up, &sum), -1);
    cr_assert_str_eq(pending_message(), "'int' object is not iterable");
}
