/* executor/lib/mod_hmac.c: the hmac module, written in Python (mod_hmac.py) over hashlib. */
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

obj *mod_hmac_create(void)
{
    static const char *const deps[] = {"hashlib", NULL};
    return pysource_module("hmac", mod_hmac_py, deps);
}
