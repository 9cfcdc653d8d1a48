/* executor/lib/mod_calendar.c: the calendar module, written in Python (mod_calendar.py) over
 * datetime. */
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

obj *mod_calendar_create(void)
{
    static const char *const deps[] = {"datetime", NULL};
    return pysource_module("calendar", mod_calendar_py, deps);
}
