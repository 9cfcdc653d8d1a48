/* executor/lib/mod_collections.h: what the collections module lends the others: the deque
 * behind queue.Queue, namedtuple classes (functools' CacheInfo), and the oldest-entry
 * search that OrderedDict and lru_cache share. */
#ifndef EXECUTOR_LIB_MOD_COLLECTIONS_H
#define EXECUTOR_LIB_MOD_COLLECTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "executor/core/obj.h"

/* A deque (new reference) of ITERABLE's items (may be NULL), at most MAXLEN (-1: none). */
obj *collections_deque_new(obj *iterable, intptr_t maxlen);
/* Appends X (borrowed) on the right; 0, or -1 with an exception. */
int collections_deque_append(obj *dq, obj *x);
/* The leftmost item (new reference), or NULL with IndexError. */
obj *collections_deque_popleft(obj *dq);

/* A namedtuple class (new reference); fields: list of str (validated), defaults: tuple or
 * NULL. */
obj *collections_namedtuple_type(obj *typename, obj *fields, obj *defaults, obj *module);

/* Where the oldest live entry of a dict was found last time (zeroed to start). */
struct front_hint {
    const void *entries;
    size_t pos, nentries, used;
    uint64_t version;
};
/* The oldest live entry's key of dict D (*key borrowed); false when D is empty. */
bool collections_dict_first(obj *d, struct front_hint *h, obj **key);

#endif
