/* tests/unit/test_executor_alloc.c: the allocation funnel (core/vm.c). Small blocks freed
 * are kept per thread and handed out again; the heap cap must see exactly what is live,
 * and a kept block must cover every request it is given. */
#include <criterion/criterion.h>
#include <malloc.h>
#include <string.h>

#include "executor/executor.h"
#include "executor/core/vm.h"

static struct vm *session(void)
{
    executor_init_process();
    struct vm *v = vm_create();
    cr_assert_not_null(v);
    vm = v;
    return v;
}

static void end(struct vm *v)
{
    vm = NULL;
    vm_destroy(v);
}

Test(alloc, freed_blocks_leave_the_heap_count_as_it_was)
{
    struct vm *v = session();
    for (size_t n = 1; n <= 300; n += 7) {
        size_t before = v->heap_used;
        void *p[4];
        for (int i = 0; i < 4; i++) {
            p[i] = mem_alloc(n);
            cr_assert_not_null(p[i]);
            cr_assert_geq(malloc_usable_size(p[i]), n, "a %zu-byte block for %zu bytes",
                          malloc_usable_size(p[i]), n);
        }
        cr_assert_gt(v->heap_used, before);
        for (int i = 0; i < 4; i++)
            mem_free(p[i]);
        cr_assert_eq(v->heap_used, before, "after %zu-byte blocks", n);
    }
    end(v);
}

Test(alloc, a_kept_block_covers_the_request_it_is_given)
{
    struct vm *v = session();
    /* free blocks of every small size, then ask for each size again: whatever comes back
     * must be large enough to write in full */
    void *p[64];
    for (int i = 0; i < 64; i++)
        cr_assert_not_null(p[i] = mem_alloc((size_t)i * 4 + 1));
    for (int i = 0; i < 64; i++)
        mem_free(p[i]);
    for (int i = 63; i >= 0; i--) {
        size_t n = (size_t)i * 4 + 1;
        cr_assert_not_null(p[i] = mem_alloc(n));
        cr_assert_geq(malloc_usable_size(p[i]), n);
        memset(p[i], 0xab, n);
    }
    for (int i = 0; i < 64; i++)
        mem_free(p[i]);
    end(v);
}

Test(alloc, the_heap_cap_refuses_a_kept_block_too)
{
    struct vm *v = session();
    void *p = mem_alloc(40);
    cr_assert_not_null(p);
    mem_free(p); /* kept for reuse */
    v->heap_max = v->heap_used + 8;
    cr_assert_null(mem_alloc(40));
    cr_assert_not_null(v->exc);
    exc_clear();
    v->heap_max = LIMIT_DEFAULT_HEAP_BYTES;
    end(v);
}
