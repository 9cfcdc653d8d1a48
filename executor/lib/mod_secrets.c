/* executor/lib/mod_secrets.c: the secrets module, written in Python (mod_secrets.py) over
 * random.SystemRandom, base64 and hmac. */
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

obj *mod_secrets_create(void)
{
    static const char *const deps[] = {"random", "base64", "hmac", NULL};
    return pysource_module("secrets", mod_secrets_py, deps);
}
