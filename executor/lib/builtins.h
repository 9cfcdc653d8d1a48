/* executor/lib/builtins.h: the builtins namespace, built once per process and copied into
 * each session's builtins dict by the host API (executor.c). */
#ifndef EXECUTOR_LIB_BUILTINS_H
#define EXECUTOR_LIB_BUILTINS_H

#include "executor/core/obj.h"

/* Builds the process-wide prototype namespace (after the types are ready); idempotent. */
void builtins_init_process(void);
/* Copies the builtins into DICT (a session's builtins dict; the current vm is charged). */
void builtins_init_module(obj *dict);

#endif
