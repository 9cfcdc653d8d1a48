/* executor/types/bytes.h: what bytes (obj_bytes.c) and bytearray (obj_bytearray.c) share. Every
 * method that does not change its object works on either and returns its own type
 * (bytearray(b'ab').upper() is a bytearray); obj_bytes.c implements them once. */
#ifndef EXECUTOR_BYTES_H
#define EXECUTOR_BYTES_H

#include "executor/core/obj.h"

struct bytearray_obj {
    obj hdr;
    size_t len, cap;
    unsigned char *data; /* mem_alloc'ed; NULL when cap is 0 */
};

static inline bool is_bytes_like(const obj *o)
{
    return type_of(o) == &type_bytes || type_of(o) == &type_bytearray;
}

/* The bytes of a bytes or bytearray; false (no exception) for anything else. */
bool bytes_data(obj *o, const unsigned char **data, size_t *len);
/* A new bytes or bytearray (t) holding a copy of data (NULL: zeroes). */
obj *bytes_like_new(struct type *t, const void *data, size_t len);
obj *bytearray_new(const void *data, size_t len);
/* o[slice] for o a bytes or bytearray (base says which; o may be of a subclass): a new base. */
obj *bytes_like_getslice(struct type *base, obj *o, obj *slice);
/* The n of bytes(n)/bytearray(n); -1 with CPython's exception when negative or too large. */
int bytes_count_arg(obj *x, size_t *n);
/* Bytes from the argument of bytes()/bytearray()/extend(): a bytes-like object or an
 * iterable of ints in range(0, 256); *data is mem_alloc'ed. -1 with an exception. */
int bytes_from_object(obj *x, unsigned char **data, size_t *len, const char *tname);
obj *bytes_repr_of(obj *o, const char *prefix, const char *suffix);
obj *bytes_percent(obj *fmt, obj *args);
obj *bytes_compare_any(obj *a, obj *b, int op);
int bytes_contains_any(obj *o, obj *x);
obj *bytes_binary_any(obj *a, obj *b, int op); /* + * % of either type */

obj *bytes_m_decode(obj **args, size_t nargs, obj *kw);
obj *bytes_m_hex(obj **args, size_t nargs, obj *kw);
obj *bytes_m_fromhex(obj **args, size_t nargs, obj *kw);
obj *bytes_m_count(obj **args, size_t nargs, obj *kw);
obj *bytes_m_find(obj **args, size_t nargs, obj *kw);
obj *bytes_m_rfind(obj **args, size_t nargs, obj *kw);
obj *bytes_m_index(obj **args, size_t nargs, obj *kw);
obj *bytes_m_rindex(obj **args, size_t nargs, obj *kw);
obj *bytes_m_startswith(obj **args, size_t nargs, obj *kw);
obj *bytes_m_endswith(obj **args, size_t nargs, obj *kw);
obj *bytes_m_strip(obj **args, size_t nargs, obj *kw);
obj *bytes_m_lstrip(obj **args, size_t nargs, obj *kw);
obj *bytes_m_rstrip(obj **args, size_t nargs, obj *kw);
obj *bytes_m_split(obj **args, size_t nargs, obj *kw);
obj *bytes_m_rsplit(obj **args, size_t nargs, obj *kw);
obj *bytes_m_splitlines(obj **args, size_t nargs, obj *kw);
obj *bytes_m_join(obj **args, size_t nargs, obj *kw);
obj *bytes_m_replace(obj **args, size_t nargs, obj *kw);
obj *bytes_m_partition(obj **args, size_t nargs, obj *kw);
obj *bytes_m_rpartition(obj **args, size_t nargs, obj *kw);
obj *bytes_m_upper(obj **args, size_t nargs, obj *kw);
obj *bytes_m_lower(obj **args, size_t nargs, obj *kw);
obj *bytes_m_title(obj **args, size_t nargs, obj *kw);
obj *bytes_m_capitalize(obj **args, size_t nargs, obj *kw);
obj *bytes_m_swapcase(obj **args, size_t nargs, obj *kw);
obj *bytes_m_isalpha(obj **args, size_t nargs, obj *kw);
obj *bytes_m_isdigit(obj **args, size_t nargs, obj *kw);
obj *bytes_m_isalnum(obj **args, size_t nargs, obj *kw);
obj *bytes_m_isspace(obj **args, size_t nargs, obj *kw);
obj *bytes_m_islower(obj **args, size_t nargs, obj *kw);
obj *bytes_m_isupper(obj **args, size_t nargs, obj *kw);
obj *bytes_m_istitle(obj **args, size_t nargs, obj *kw);
obj *bytes_m_isascii(obj **args, size_t nargs, obj *kw);
obj *bytes_m_center(obj **args, size_t nargs, obj *kw);
obj *bytes_m_ljust(obj **args, size_t nargs, obj *kw);
obj *bytes_m_rjust(obj **args, size_t nargs, obj *kw);
obj *bytes_m_zfill(obj **args, size_t nargs, obj *kw);
obj *bytes_m_removeprefix(obj **args, size_t nargs, obj *kw);
obj *bytes_m_removesuffix(obj **args, size_t nargs, obj *kw);
obj *bytes_m_expandtabs(obj **args, size_t nargs, obj *kw);

/* The shared entries of both method tables. */
#define BYTES_SHARED_METHODS                                                                       \
    {"decode", bytes_m_decode, 0}, {"hex", bytes_m_hex, 0},                                        \
        {"fromhex", bytes_m_fromhex, METH_CLASS}, {"count", bytes_m_count, 0},                     \
        {"find", bytes_m_find, 0}, {"rfind", bytes_m_rfind, 0}, {"index", bytes_m_index, 0},       \
        {"rindex", bytes_m_rindex, 0}, {"startswith", bytes_m_startswith, 0},                      \
        {"endswith", bytes_m_endswith, 0}, {"strip", bytes_m_strip, 0},                            \
        {"lstrip", bytes_m_lstrip, 0}, {"rstrip", bytes_m_rstrip, 0}, {"split", bytes_m_split, 0}, \
        {"rsplit", bytes_m_rsplit, 0}, {"splitlines", bytes_m_splitlines, 0},                      \
        {"join", bytes_m_join, 0}, {"replace", bytes_m_replace, 0},                                \
        {"partition", bytes_m_partition, 0}, {"rpartition", bytes_m_rpartition, 0},                \
        {"upper", bytes_m_upper, 0}, {"lower", bytes_m_lower, 0}, {"title", bytes_m_title, 0},     \
        {"capitalize", bytes_m_capitalize, 0}, {"swapcase", bytes_m_swapcase, 0},                  \
        {"isalpha", bytes_m_isalpha, 0}, {"isdigit", bytes_m_isdigit, 0},                          \
        {"isalnum", bytes_m_isalnum, 0}, {"isspace", bytes_m_isspace, 0},                          \
        {"islower", bytes_m_islower, 0}, {"isupper", bytes_m_isupper, 0},                          \
        {"istitle", bytes_m_istitle, 0}, {"isascii", bytes_m_isascii, 0},                          \
        {"center", bytes_m_center, 0}, {"ljust", bytes_m_ljust, 0}, {"rjust", bytes_m_rjust, 0},   \
        {"zfill", bytes_m_zfill, 0}, {"removeprefix", bytes_m_removeprefix, 0},                    \
        {"removesuffix", bytes_m_removesuffix, 0},                                                 \
    {                                                                                              \
        "expandtabs", bytes_m_expandtabs, 0                                                        \
    }

#endif
