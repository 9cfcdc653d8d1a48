/* profile_keys: storing a value into a profile, private to profiles/. The
 * table itself (profile_keys[]) is public, in profiles/profile.h. */
#ifndef WARDEN_PROFILE_KEYS_H
#define WARDEN_PROFILE_KEYS_H

#include <stddef.h>

#include "profiles/profile.h"

/* Assigns value (as written after KEY=) to key, at origin at. Returns 0, or
 * -EINVAL with why set to "Key=...: what is wrong", or -ENOMEM. */
int profile_key_assign(struct profile *profile, const struct profile_key *key, const char *value,
                       struct profile_origin at, char *why, size_t whylen);

/* Appends item (len bytes) to list. */
int profile_list_add(struct profile_list *list, const char *item, size_t len,
                     struct profile_origin origin);

#endif
