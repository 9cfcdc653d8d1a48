/* executor/lib/mod_typing.h: what dataclasses asks of typing. */
#ifndef EXECUTOR_LIB_MOD_TYPING_H
#define EXECUTOR_LIB_MOD_TYPING_H

#include "executor/core/obj.h"

/* The special form O is ("ClassVar", "InitVar", ...), or NULL. */
const char *typing_form_name(obj *o);

#endif
