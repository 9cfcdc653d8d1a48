/* executor/lib/lib_flag.c: optional arguments read as flags (see lib_flag.h). */
#include "executor/lib/lib_flag.h"

#include "executor/core/ops.h"

bool libflag_read(obj *o, bool dflt, bool *out)
{
    int t = o ? op_truth(o) : dflt;
    if (t < 0)
        return false;
    *out = t;
    return true;
}
