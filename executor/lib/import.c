/* executor/lib/import.c: the table of native modules, one line per mod_*.c. Core's import
 * machinery (core/module.c) reads it; executor_init_process hands it in. */
#include "executor/lib/import.h"

const struct module_native import_natives[] = {
    {"math", mod_math_create},
    {"random", mod_random_create},
    {"time", mod_time_create},
    {"datetime", mod_datetime_create},
    {"fractions", mod_fractions_create},
    {"statistics", mod_statistics_create},
    {"unicodedata", mod_unicodedata_create},
    {"enum", mod_enum_create},
    {"typing", mod_typing_create},
    {"dataclasses", mod_dataclasses_create},
    {"decimal", mod_decimal_create},
    {"io", mod_io_create},
    {"json", mod_json_create},
    {"re", mod_re_create},
    {"string", mod_string_create},
    {"textwrap", mod_textwrap_create},
    {"csv", mod_csv_create},
    {"base64", mod_base64_create},
    {"hashlib", mod_hashlib_create},
    {"collections", mod_collections_create},
    {"itertools", mod_itertools_create},
    {"operator", mod_operator_create},
    {"functools", mod_functools_create},
    {"heapq", mod_heapq_create},
    {"bisect", mod_bisect_create},
    {"stat", mod_stat_create},
    {"copy", mod_copy_create},
    {"queue", mod_queue_create},
    {"contextlib", mod_contextlib_create},
    {"hmac", mod_hmac_create},
    {"calendar", mod_calendar_create},
    {"asyncio", mod_asyncio_create},
};
const size_t import_natives_count = sizeof import_natives / sizeof import_natives[0];
