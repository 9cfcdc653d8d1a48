/* executor/lib/mod_time.h: what the time module shares with datetime: the proleptic Gregorian
 * calendar, struct_time, strftime and strptime. Local time is UTC: the jail has no time
 * zone database (and may not open files), so localtime() == gmtime() everywhere, and
 * naive datetimes are read as UTC by timestamp()/fromtimestamp(). */
#ifndef EXECUTOR_MOD_TIME_H
#define EXECUTOR_MOD_TIME_H

#include <stdint.h>

#include "executor/core/obj.h"

/* ---- calendar: ordinal 1 is 0001-01-01; weekday 0 is Monday ---- */
#define TIME_EPOCH_ORDINAL 719163 /* 1970-01-01 */
bool time_is_leap(int64_t year);
int time_days_in_month(int64_t year, int month);
int64_t time_ymd_to_ordinal(int64_t year, int month, int day);
void time_ordinal_to_ymd(int64_t ordinal, int64_t *year, int *month, int *day);
int time_weekday(int64_t ordinal);
int time_day_of_year(int64_t year, int month, int day); /* 1-based */

/* Broken-down time (fields as in struct tm, but a 64-bit year and 1-based month). */
struct time_fields {
    int64_t year;
    int month, day, hour, minute, second;
    int wday, yday, isdst; /* wday 0 = Monday; yday 1-based */
};

/* A timestamp argument as CPython's _PyTime_ObjectToTimeval reads it: an int, or a float
 * rounded to the microsecond half to even, or with FLOOR_ONLY to the second toward -inf
 * (time.gmtime, date.fromtimestamp); anything else is refused as an integer would be.
 * true with *secs and *us (0 with FLOOR_ONLY), or false with the exception. */
bool time_timestamp_arg(obj *o, bool floor_only, int64_t *secs, int *us);

/* time.struct_time from fields; zone and gmtoff may be NULL (None). */
obj *time_struct_new(const struct time_fields *f, obj *zone, obj *gmtoff);

/* strftime(fmt) over the fields in the C locale; zone replaces %Z when not NULL. */
obj *time_strftime(obj *fmt, const struct time_fields *f, const char *zone);

/* _strptime._strptime: the parsed fields, the microseconds, and the UTC offset. */
struct time_parsed {
    struct time_fields f;
    int tz;          /* tm_isdst: -1 unknown */
    obj *zone;       /* %Z as written, or NULL */
    bool has_gmtoff; /* %z given */
    int64_t gmtoff;  /* seconds */
    int fraction;    /* microseconds (%f) */
    int gmtoff_fraction;
};
/* 0, or -1 with ValueError/TypeError; *out->zone is a new reference when set. */
int time_strptime(obj *data, obj *format, struct time_parsed *out);

#endif
