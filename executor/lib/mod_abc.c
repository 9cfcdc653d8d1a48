/* executor/lib/mod_abc.c: the abc module, written in Python (mod_abc.py): abstract base
 * classes without a metaclass. */
#include "executor/lib/import.h"
#include "executor/lib/pysource.h"

obj *mod_abc_create(void)
{
    return pysource_module("abc", mod_abc_py, NULL);
}
