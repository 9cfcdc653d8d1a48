/* executor/lib/lib_fieldtuple.c: tuples whose items have names (see lib_fieldtuple.h). */
#include "executor/lib/lib_fieldtuple.h"

#include "executor/core/ops.h"
#include "executor/core/textbuf.h"

obj *fieldtuple_new(struct type *t, size_t n, obj *const *items)
{
    struct tuple_obj *tu = (struct tuple_obj *)obj_alloc(t, sizeof *tu + n * sizeof(obj *));
    if (!tu)
        return NULL;
    tu->len = n;
    tu->hash = -1;
    for (size_t i = 0; i < n; i++)
        tu->items[i] = incref(items[i]);
    return (obj *)tu;
}

obj *fieldtuple_repr(obj *o)
{
    const struct getset_def *names = type_of(o)->getset;
    struct textbuf out = {0};
    bool ok = tb_add_str(&out, type_of(o)->name_obj) && tb_addc(&out, '(');
    for (size_t i = 0; ok && i < AS(tuple_obj, o)->len; i++) {
        obj *r = op_repr(AS(tuple_obj, o)->items[i]);
        ok = r && tb_adds(&out, i ? ", " : "") && tb_adds(&out, names[i].name) && tb_addc(&out, '=') &&
             tb_add_str(&out, r);
        xdecref(r);
    }
    if (!ok || !tb_addc(&out, ')')) {
        tb_free(&out);
        return NULL;
    }
    return tb_finish(&out);
}
