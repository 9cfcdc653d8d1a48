/* executor/eval/eval.h: the evaluator's entry points for the layers above it (lib, the
 * host API). The types below reach it only through hooks it installs at process start. */
#ifndef EXECUTOR_EVAL_EVAL_H
#define EXECUTOR_EVAL_EVAL_H

#include "executor/core/code.h"
#include "executor/core/obj.h"

/* Installs func_call as type_function's call slot and the generator hook
 * (vm_run_generator); executor_init_process calls it once, before any session. */
void eval_init_process(void);

/* Runs a module's code in GLOBALS (borrowed). *last (never NULL itself) receives the value
 * of a trailing expression statement (new reference) or NULL. Returns None (new reference),
 * or NULL with an exception. */
obj *eval_module(struct code *code, obj *globals, obj **last);

#endif
