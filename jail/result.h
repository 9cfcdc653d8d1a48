/* result: the jail's result as a JSON object (jansson). */
#ifndef WARDEN_RESULT_H
#define WARDEN_RESULT_H

#include <jansson.h>

#include "jail/jail.h"

/* A new object: status, exit {code, signal}, stdout, stderr, the truncated
 * flags, violation {syscall, number}, usage and enforcement. */
json_t *jail_result_to_json(const struct jail_result *result);

#endif
