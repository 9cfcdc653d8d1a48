/* executor/mod_asyncio.c: the asyncio module, written in Python (mod_asyncio.py) as one
 * event loop over the executor's generators. */
#include "executor/pysource.h"

extern const char mod_asyncio_py[];

obj *mod_asyncio_create(void)
{
    static const char *const deps[] = {"time", "heapq", NULL};
    return pysource_module("asyncio", mod_asyncio_py, deps);
}
