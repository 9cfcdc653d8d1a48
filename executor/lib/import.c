/* executor/lib/import.c: the table of native modules, one line per mod_*.c. Core's import
 * machinery (core/module.c) reads it; executor_init_process hands it in. A module is a
 * struct module_def (core/module.h); the ones that still build themselves are wrapped
 * here until they are declared. */
#include "executor/lib/import.h"

static const struct module_def legacy_time = {"time", .create = mod_time_create};
static const struct module_def legacy_datetime = {"datetime", .create = mod_datetime_create};
static const struct module_def legacy_unicodedata = {"unicodedata", .create = mod_unicodedata_create};
static const struct module_def legacy_enum = {"enum", .create = mod_enum_create};
static const struct module_def legacy_typing = {"typing", .create = mod_typing_create};
static const struct module_def legacy_dataclasses = {"dataclasses", .create = mod_dataclasses_create};
static const struct module_def legacy_io = {"io", .create = mod_io_create};
static const struct module_def legacy_json = {"json", .create = mod_json_create};
static const struct module_def legacy_string = {"string", .create = mod_string_create};
static const struct module_def legacy_textwrap = {"textwrap", .create = mod_textwrap_create};
static const struct module_def legacy_csv = {"csv", .create = mod_csv_create};
static const struct module_def legacy_base64 = {"base64", .create = mod_base64_create};
static const struct module_def legacy_hashlib = {"hashlib", .create = mod_hashlib_create};
static const struct module_def legacy_collections = {"collections", .create = mod_collections_create};
static const struct module_def legacy_itertools = {"itertools", .create = mod_itertools_create};
static const struct module_def legacy_operator = {"operator", .create = mod_operator_create};
static const struct module_def legacy_functools = {"functools", .create = mod_functools_create};
static const struct module_def legacy_heapq = {"heapq", .create = mod_heapq_create};
static const struct module_def legacy_bisect = {"bisect", .create = mod_bisect_create};
static const struct module_def legacy_stat = {"stat", .create = mod_stat_create};
static const struct module_def legacy_copy = {"copy", .create = mod_copy_create};
static const struct module_def legacy_queue = {"queue", .create = mod_queue_create};
static const struct module_def legacy_contextlib = {"contextlib", .create = mod_contextlib_create};
static const struct module_def legacy_hmac = {"hmac", .create = mod_hmac_create};
static const struct module_def legacy_calendar = {"calendar", .create = mod_calendar_create};
static const struct module_def legacy_asyncio = {"asyncio", .create = mod_asyncio_create};
static const struct module_def legacy_abc = {"abc", .create = mod_abc_create};
static const struct module_def legacy_secrets = {"secrets", .create = mod_secrets_create};
static const struct module_def legacy_traceback = {"traceback", .create = mod_traceback_create};

const struct module_def *const import_natives[] = {
    &mod_math,
    &mod_random,
    &legacy_time,
    &legacy_datetime,
    &mod_fractions,
    &mod_statistics,
    &legacy_unicodedata,
    &legacy_enum,
    &legacy_typing,
    &legacy_dataclasses,
    &mod_decimal,
    &legacy_io,
    &legacy_json,
    &mod_re,
    &legacy_string,
    &legacy_textwrap,
    &legacy_csv,
    &legacy_base64,
    &legacy_hashlib,
    &legacy_collections,
    &legacy_itertools,
    &legacy_operator,
    &legacy_functools,
    &legacy_heapq,
    &legacy_bisect,
    &legacy_stat,
    &legacy_copy,
    &legacy_queue,
    &legacy_contextlib,
    &legacy_hmac,
    &legacy_calendar,
    &legacy_asyncio,
    &legacy_abc,
    &legacy_secrets,
    &legacy_traceback,
};
const size_t import_natives_count = sizeof import_natives / sizeof import_natives[0];
