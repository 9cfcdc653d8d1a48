/* executor/lib/import.h: the native modules lib provides, as the table that core's import
 * machinery reads (core/module.h), and each module's constructor. */
#ifndef EXECUTOR_LIB_IMPORT_H
#define EXECUTOR_LIB_IMPORT_H

#include "executor/core/module.h"

extern const struct module_def *const import_natives[];
extern const size_t import_natives_count;

/* The modules, declared (struct module_def), then the ones that still build themselves:
 * each of those builds a fresh module (new reference), or returns NULL with an exception. */
extern const struct module_def mod_math;
extern const struct module_def mod_random;
obj *mod_time_create(void);
obj *mod_datetime_create(void);
extern const struct module_def mod_fractions;
extern const struct module_def mod_statistics;
obj *mod_unicodedata_create(void);
obj *mod_enum_create(void);
obj *mod_typing_create(void);
obj *mod_dataclasses_create(void);
extern const struct module_def mod_decimal;
obj *mod_io_create(void);
obj *mod_json_create(void);
extern const struct module_def mod_re;
obj *mod_string_create(void);
obj *mod_textwrap_create(void);
obj *mod_csv_create(void);
obj *mod_base64_create(void);
obj *mod_hashlib_create(void);
obj *mod_collections_create(void);
obj *mod_itertools_create(void);
obj *mod_operator_create(void);
obj *mod_functools_create(void);
obj *mod_heapq_create(void);
obj *mod_bisect_create(void);
obj *mod_stat_create(void);
obj *mod_copy_create(void);
obj *mod_queue_create(void);
obj *mod_contextlib_create(void);
obj *mod_hmac_create(void);
obj *mod_abc_create(void);
obj *mod_secrets_create(void);
obj *mod_traceback_create(void);
obj *mod_calendar_create(void);
obj *mod_asyncio_create(void);

#endif
