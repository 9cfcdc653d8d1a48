/* The built-in profiles, compiled into the binary from profiles/builtin/NAME.conf. */
#ifndef WARDEN_PROFILES_BUILTIN_H
#define WARDEN_PROFILES_BUILTIN_H

struct profile_builtin {
    const char *name;   /* "cpython" */
    const char *origin; /* "profiles/builtin/cpython.conf", for file:line messages */
    const char *text;
};

/* Ends with an entry whose name is NULL. */
extern const struct profile_builtin profile_builtins[];

#endif
