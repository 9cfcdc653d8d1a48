/* executor/core/dunder.h: the dunder policy. One guard for every way a snippet names an
 * attribute: the `.` syntax, getattr, hasattr, operator.attrgetter and format fields. */
#ifndef EXECUTOR_CORE_DUNDER_H
#define EXECUTOR_CORE_DUNDER_H

#include "executor/core/obj.h"

/* The guard and the read, for every path that names an attribute by string: the `.`
 * syntax, getattr, hasattr, operator.attrgetter and format fields. Under the default policy
 * a snippet reads an object's own data and type (__class__, __dict__, __mro__, __cause__...)
 * and the special methods of values (d.__getitem__, x.__len__()), never what reaches
 * interpreter machinery (__globals__, __code__, __subclasses__, __reduce__). Under
 * smolagents' policy it reads none. NULL + AttributeError when refused or absent. */
obj *dunder_read(obj *o, obj *name);

/* The same for a dunder in call position (x.__len__()): smolagents' policy allows only
 * __init__, __str__ and __repr__ there, as its ALLOWED_DUNDER_METHODS. */
obj *dunder_method(obj *o, obj *name);

/* Raises the refusal: "Forbidden access to dunder attribute: NAME". */
obj *dunder_forbidden(obj *name);

#endif
