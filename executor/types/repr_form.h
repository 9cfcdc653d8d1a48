/* executor/types/repr_form.h: the repr of an object that shows one value inside its class
 * name, "Counter({'a': 1})", "dict_keys(['a'])": written once for the dict views and the
 * collections module. */
#ifndef EXECUTOR_REPR_FORM_H
#define EXECUTOR_REPR_FORM_H

#include "executor/core/obj.h"

/* "NAME(repr(VALUE))". VALUE is stolen, so that a constructor's result may be passed as
 * it comes: NULL passes its exception through. New reference, or NULL with an exception. */
obj *repr_form(const char *name, obj *value);

#endif
