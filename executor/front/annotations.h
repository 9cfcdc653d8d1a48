/* executor/front/annotations.h: the annotated names of a class body ("x: int = 0"), which
 * dataclasses and typing.NamedTuple turn into fields. The executor never evaluates
 * annotations (there is no __annotations__); the class statement's AST is found from the
 * frame that runs it, and simple annotations (names, attributes, subscripts, strings) are
 * looked up in that frame's globals and builtins. */
#ifndef EXECUTOR_ANNOTATIONS_H
#define EXECUTOR_ANNOTATIONS_H

#include "executor/core/obj.h"

/* A new list of (name, annotation) tuples in definition order; annotation is the looked-up
 * object, or the annotation's text as a str when it cannot be looked up. An empty list when
 * the class statement is not in the running frame's code. NULL with an exception on error. */
obj *annot_class_fields(struct type *cls);

#endif
