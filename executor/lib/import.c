/* executor/lib/import.c: the table of native modules, one line per mod_*.c. Core's import
 * machinery (core/module.c) reads it; executor_init_process hands it in. A module is a
 * struct module_def (core/module.h); the ones that still build themselves are wrapped
 * here until they are declared. */
#include "executor/lib/import.h"

static const struct module_def legacy_unicodedata = {"unicodedata", .create = mod_unicodedata_create};
static const struct module_def legacy_hmac = {"hmac", .create = mod_hmac_create};
static const struct module_def legacy_calendar = {"calendar", .create = mod_calendar_create};
static const struct module_def legacy_asyncio = {"asyncio", .create = mod_asyncio_create};
static const struct module_def legacy_abc = {"abc", .create = mod_abc_create};
static const struct module_def legacy_secrets = {"secrets", .create = mod_secrets_create};

const struct module_def *const import_natives[] = {
    &mod_math,
    &mod_random,
    &mod_time,
    &mod_datetime,
    &mod_fractions,
    &mod_statistics,
    &legacy_unicodedata,
    &mod_enum,
    &mod_typing,
    &mod_dataclasses,
    &mod_decimal,
    &mod_io,
    &mod_json,
    &mod_re,
    &mod_string,
    &mod_textwrap,
    &mod_csv,
    &mod_base64,
    &mod_hashlib,
    &mod_collections,
    &mod_itertools,
    &mod_operator,
    &mod_functools,
    &mod_heapq,
    &mod_bisect,
    &mod_stat,
    &mod_copy,
    &mod_queue,
    &mod_contextlib,
    &legacy_hmac,
    &legacy_calendar,
    &legacy_asyncio,
    &legacy_abc,
    &legacy_secrets,
    &mod_traceback,
};
const size_t import_natives_count = sizeof import_natives / sizeof import_natives[0];
