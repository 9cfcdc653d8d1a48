/* executor/lib/mod_asyncio.c: the asyncio module, written in Python (mod_asyncio.py) as one
 * event loop over the executor's generators. */
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

obj *mod_asyncio_create(void)
{
    static const char *const deps[] = {"time", "heapq", NULL};
    return pysource_module("asyncio", mod_asyncio_py, deps);
}
