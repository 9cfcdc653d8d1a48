/* executor/tagged_json.h: Python values to and from the JSON the host speaks:
 * smolagents' SafeSerializer shapes ({"__type__": "tuple", "value": [...]}), with "data"
 * read as a synonym of "value" (bytes under "data" are base64, as SafeSerializer writes
 * them). Used for results, variables sent by the host, and tool calls. Module values
 * (datetime, Decimal) are rebuilt through their module whatever the import allowlist. */
#ifndef EXECUTOR_TAGGED_JSON_H
#define EXECUTOR_TAGGED_JSON_H

#include <jansson.h>

#include "executor/core/obj.h"

/* Never fails: a value JSON cannot hold becomes {"__type__": "repr", "value": repr(o)}.
 * Runs user code (__repr__) under the session's limits; an error there is cleared. */
json_t *tagged_from_obj(obj *o);
/* NULL with an exception pending (ValueError for a malformed value). */
obj *tagged_to_obj(json_t *j);

#endif
