/* caps: the jail's last privileged step. Drops every capability with libcap
 * (bounding, ambient, effective, permitted, inheritable), locks the securebits
 * and becomes the unprivileged jail uid. */
#ifndef WARDEN_CAPS_H
#define WARDEN_CAPS_H

#include <stdbool.h>
#include <stddef.h>

/* may_setgroups: the id maps allow dropping supplementary groups (as root). */
int caps_drop_all(bool may_setgroups, char *err, size_t errlen);

#endif
