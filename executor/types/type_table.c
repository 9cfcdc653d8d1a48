/* executor/types/type_table.c: every built-in type, readied once per process before any
 * session (a fork server does it before forking). The host API's own types (type_tool) are
 * readied by executor.c, which sits above this layer. */
#include "executor/core/obj.h"
#include "executor/types/type_table.h"

static struct type *const all_types[] = {
    &type_object,      &type_type,         &type_none,          &type_notimpl,    &type_ellipsis,
    &type_int,         &type_bool,         &type_float,         &type_complex,    &type_str,
    &type_bytes,       &type_list,         &type_tuple,         &type_dict,       &type_set,
    &type_frozenset,   &type_range,        &type_slice,         &type_function,   &type_builtin,
    &type_method,      &type_cell,         &type_generator,     &type_module,     &type_property,
    &type_classmethod, &type_staticmethod, &type_super,         &type_iter_seq,   &type_iter_range,
    &type_iter_dict,   &type_iter_set,     &type_iter_callable, &type_enumerate,  &type_zip,
    &type_map,         &type_filter,       &type_reversed,      &type_dict_keys,  &type_dict_values,
    &type_dict_items,  &type_iter_str,     &type_iter_list,     &type_iter_tuple, &type_bytearray,
    &type_handle,      &type_traceback, NULL};

void type_table_init(void)
{
    /* str and tuple caches first: type initialisation creates strings and tuples */
    type_str.base.type = &type_type;
    type_tuple.base.type = &type_type;
    type_object.base.type = &type_type;
    type_str.base.refcnt = type_tuple.base.refcnt = REFCNT_IMMORTAL;
    str_init_cache();
    tuple_init_empty();
    for (int i = 0; all_types[i]; i++)
        type_init_builtin(all_types[i]);
    exc_init_types();
    type_init_derivable();
}
