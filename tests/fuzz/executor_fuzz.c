/* executor_fuzz: libFuzzer harness for the executor: parse and evaluate any bytes as a
 * snippet. Whatever the input, a run must end in a result (ok, an exception, a limit),
 * never a crash, a hang or undefined behaviour. Each input runs in a fresh session with
 * small limits, every module importable, and its JSON result built (the path the host
 * sees). `make fuzz-executor FUZZ_SECONDS=600` runs it from the conformance corpus with a
 * dictionary of Python tokens; a crash goes to tests/fuzz/executor-crashes/, to be turned
 * into a conformance, attack or unit case. Leaks count too: the session's end must free
 * everything, the reference cycles a snippet left included. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "executor/executor.h"

static const char *const all_imports[] = {"*", NULL};

static void discard(void *arg, const char *text, size_t len)
{
    (void)arg;
    (void)text;
    (void)len;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    executor_init_process();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct executor_config cfg = {
        .limits = {.max_operations = 200000,
                   .max_output_bytes = 4096,
                   .max_recursion = 200,
                   .max_heap_bytes = 64u << 20},
        .authorized_imports = all_imports,
        .on_output = discard,
    };
    struct executor *ex = executor_new(&cfg);
    if (!ex)
        abort();
    struct executor_result r;
    if (executor_exec(ex, (const char *)data, size, &r) < 0)
        abort();
    char *json = executor_result_json_string(&r);
    free(json);
    executor_result_free(&r);
    executor_free(ex);
    return 0;
}
