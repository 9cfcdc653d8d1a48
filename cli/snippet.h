/* snippet: one Python snippet run by the AST executor inside a jail. */
#ifndef WARDEN_SNIPPET_H
#define WARDEN_SNIPPET_H

#include <jansson.h>

#include "executor/executor.h"
#include "jail/jail.h"
#include "jail/result.h"

struct snippet {
    const char *code;
    size_t code_len;
    struct executor_limits limits;
    const char *const *authorized_imports;
};

/* Makes config run the snippet in-process in the jail's child, with the result
 * sent over the jail's result channel. s must outlive the jail. */
void snippet_jail_config(struct snippet *s, struct jail_config *config);

/* The jail's result with the executor's fields merged in: output, output_repr,
 * is_final_answer, logs, error and usage.operations; a limit the executor hit
 * (ops, memory, output, recursion) becomes the status. */
json_t *snippet_result_json(const struct jail_result *jail);

/* The final status name, the executor's when it reported one. */
const char *snippet_status(const struct jail_result *jail);

#endif
