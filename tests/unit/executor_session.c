/* tests/unit/executor_session.c: see executor_session.h. */
#include <criterion/criterion.h>
#include <stdio.h>

#include "executor/executor.h"
#include "executor/core/vm.h"
#include "tests/unit/executor_session.h"

void session(void)
{
    executor_free(executor_new(NULL)); /* the process-wide tables */
    vm = vm_create();
    cr_assert_not_null(vm);
}

const char *pending_message(void)
{
    static char buf[256];
    buf[0] = 0;
    if (vm->exc) {
        obj *s = exc_str(vm->exc);
        snprintf(buf, sizeof buf, "%s", s ? str_cstr(s) : "?");
        xdecref(s);
        exc_clear();
    }
    return buf;
}
