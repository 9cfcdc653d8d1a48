/* executor/types/obj_handle.c: opaque handles. A host value with no JSON form (a PIL image, a
 * function, an object of the host's own class) crosses into the jail as a handle: the
 * snippet sees the repr the host sent, can keep it and pass it on, and when it goes back
 * to a tool or to final_answer the host gets its original object. Nothing of the value
 * itself is here: the object holds two strings. */
#include "executor/core/ops.h"
#include "executor/core/vm.h"

struct handle_obj {
    obj hdr;
    obj *id;   /* str: the host's key */
    obj *repr; /* str: what repr() shows */
};

obj *handle_new(obj *id, obj *repr)
{
    obj *v[] = {id, repr};
    return obj_new_refs(&type_handle, v, 2);
}

obj *handle_id(obj *h)
{
    return AS(handle_obj, h)->id;
}

static obj *handle_repr(obj *o)
{
    return incref(AS(handle_obj, o)->repr);
}

/* The same host object sent twice is the same handle id: == follows it. */
static obj *handle_compare(obj *a, obj *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || type_of(b) != &type_handle)
        return incref(NOTIMPL);
    bool same = str_eq(AS(handle_obj, a)->id, AS(handle_obj, b)->id);
    return bool_obj(op == CMP_EQ ? same : !same);
}

static int handle_hash(obj *o, int64_t *out)
{
    return op_hash(AS(handle_obj, o)->id, out);
}

struct type type_handle = {
    .name = "handle",
    .instance_size = sizeof(struct handle_obj),
    .refs = REFS(struct handle_obj, id, repr),
    .repr = handle_repr,
    .compare = handle_compare,
    .hash = handle_hash,
};
