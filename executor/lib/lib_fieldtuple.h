/* executor/lib/lib_fieldtuple.h: tuples whose items have names, as collections.namedtuple
 * makes them (statistics.LinearRegression, decimal.DecimalTuple): a tuple subtype
 * (FIELDTUPLE_TYPE) whose getset lists its items in order (FIELDTUPLE_ITEM), built by
 * fieldtuple_new and shown by fieldtuple_repr. */
#ifndef EXECUTOR_LIB_FIELDTUPLE_H
#define EXECUTOR_LIB_FIELDTUPLE_H

#include <stddef.h>

#include "executor/core/obj.h"

/* The member that reads item I, named NAME. */
#define FIELDTUPLE_ITEM(name, i) MEMBER(name, MEMBER_OBJ, struct tuple_obj, items[i])
/* The type NAME ("statistics.LinearRegression") whose items GETSET names. */
#define FIELDTUPLE_TYPE(name_, getset_)                                                            \
    {                                                                                              \
        .name = (name_), .base_type = &type_tuple, .getset = (getset_), .repr = fieldtuple_repr    \
    }

/* A tuple of the subtype T holding ITEMS[0..N) (borrowed: each is increfed; none may be
 * NULL). New reference, or NULL with an exception. */
obj *fieldtuple_new(struct type *t, size_t n, obj *const *items);

/* namedtuple's repr: "LinearRegression(slope=2.5, intercept=0.0)", the type's __name__
 * and its getset's names, one per item, with each item's repr. New reference, or NULL. */
obj *fieldtuple_repr(obj *o);

#endif
