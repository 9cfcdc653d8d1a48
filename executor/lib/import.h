/* executor/lib/import.h: the native modules lib provides, as the table that core's import
 * machinery reads (core/module.h), and each module's declaration. */
#ifndef EXECUTOR_LIB_IMPORT_H
#define EXECUTOR_LIB_IMPORT_H

#include "executor/core/module.h"

extern const struct module_def *const import_natives[];
extern const size_t import_natives_count;

/* The modules, declared. */
extern const struct module_def mod_math;
extern const struct module_def mod_random;
extern const struct module_def mod_time;
extern const struct module_def mod_datetime;
extern const struct module_def mod_fractions;
extern const struct module_def mod_statistics;
extern const struct module_def mod_enum;
extern const struct module_def mod_typing;
extern const struct module_def mod_dataclasses;
extern const struct module_def mod_decimal;
extern const struct module_def mod_io;
extern const struct module_def mod_json;
extern const struct module_def mod_re;
extern const struct module_def mod_string;
extern const struct module_def mod_textwrap;
extern const struct module_def mod_csv;
extern const struct module_def mod_base64;
extern const struct module_def mod_hashlib;
extern const struct module_def mod_collections;
extern const struct module_def mod_itertools;
extern const struct module_def mod_operator;
extern const struct module_def mod_functools;
extern const struct module_def mod_heapq;
extern const struct module_def mod_bisect;
extern const struct module_def mod_stat;
extern const struct module_def mod_copy;
extern const struct module_def mod_queue;
extern const struct module_def mod_contextlib;
extern const struct module_def mod_traceback;

/* The ones that still build themselves: each builds a fresh module (new reference), or
 * returns NULL with an exception. */
obj *mod_unicodedata_create(void);

#endif
