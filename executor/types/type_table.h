/* executor/types/type_table.h: readying the built-in types, once per process. */
#ifndef EXECUTOR_TYPES_TYPE_TABLE_H
#define EXECUTOR_TYPES_TYPE_TABLE_H

/* Readies every built-in type and exception; vm_init_process calls it once. */
void type_table_init(void);

/* The type files' own process-wide set-up, in the order type_table_init runs them. */
void str_init_cache(void);
void tuple_init_empty(void);
void exc_init_types(void);
void type_init_derivable(void);

#endif
