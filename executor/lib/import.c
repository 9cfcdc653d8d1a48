/* executor/lib/import.c: the table of native modules, one line per mod_*.c. Core's import
 * machinery (core/module.c) reads it; executor_init_process hands it in. A module is a
 * struct module_def (core/module.h); the ones that still build themselves are wrapped
 * here until they are declared. */
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

static const struct module_def legacy_unicodedata = {"unicodedata",
                                                     .create = mod_unicodedata_create};

/* The modules written in Python alone (lib/mod_NAME.py), with the native modules their
 * code uses. */
static const struct module_def mod_hmac = {"hmac", .python = mod_hmac_py,
                                           .deps = (const char *const[]){"hashlib", NULL}};
static const struct module_def mod_calendar = {"calendar", .python = mod_calendar_py,
                                               .deps = (const char *const[]){"datetime", NULL}};
static const struct module_def mod_asyncio = {"asyncio", .python = mod_asyncio_py,
                                              .deps = (const char *const[]){"time", "heapq", NULL}};
static const struct module_def mod_abc = {"abc", .python = mod_abc_py};
static const struct module_def mod_secrets = {
    "secrets", .python = mod_secrets_py,
    .deps = (const char *const[]){"random", "base64", "hmac", NULL}};

const struct module_def *const import_natives[] = {
    &mod_math,       &mod_random,      &mod_time,           &mod_datetime,
    &mod_fractions,  &mod_statistics,  &legacy_unicodedata, &mod_enum,
    &mod_typing,     &mod_dataclasses, &mod_decimal,        &mod_io,
    &mod_json,       &mod_re,          &mod_string,         &mod_textwrap,
    &mod_csv,        &mod_base64,      &mod_hashlib,        &mod_collections,
    &mod_itertools,  &mod_operator,    &mod_functools,      &mod_heapq,
    &mod_bisect,     &mod_stat,        &mod_copy,           &mod_queue,
    &mod_contextlib, &mod_hmac,        &mod_calendar,       &mod_asyncio,
    &mod_abc,        &mod_secrets,     &mod_traceback,
};
const size_t import_natives_count = sizeof import_natives / sizeof import_natives[0];
