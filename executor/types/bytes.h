/* executor/types/bytes.h: what bytes (obj_bytes.c) and bytearray (obj_bytearray.c) share. Every
 * method that does not change its object works on either and returns its own type
 * (bytearray(b'ab').upper() is a bytearray); obj_bytes.c implements them once. */
#ifndef EXECUTOR_BYTES_H
#define EXECUTOR_BYTES_H

#include "executor/core/obj.h"
#include "executor/core/pyargs.h"

struct bytearray_obj {
    obj hdr;
    size_t len, cap;
    unsigned char *data; /* mem_alloc'ed; NULL when cap is 0 */
};

static inline bool is_bytes_like(const obj *o)
{
    return derives(o, &type_bytes) || derives(o, &type_bytearray);
}

/* The bytes of a bytes or bytearray, or of a class derived from one; false (no exception) for anything else. */
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
/* o[key] of either type: a byte as an int, or a slice of o's own type. */
obj *bytes_like_getitem(obj *o, obj *key);
/* The constructor of both types (T is bytes or bytearray). */
obj *bytes_like_construct(struct type *t, obj **args, size_t nargs, obj *kwnames);
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
#define BYTES_SHARED_METHODS \
    {"decode", bytes_m_decode, 0, PA_SIG_KW(0, 2, "ss", "encoding", "errors")}, \
    {"hex", bytes_m_hex, 0, PA_SIG_KW(0, 2, NULL, "sep", "bytes_per_sep")}, \
    {"fromhex", bytes_m_fromhex, METH_CLASS | METH_O}, \
    {"count", bytes_m_count, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"find", bytes_m_find, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"rfind", bytes_m_rfind, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"index", bytes_m_index, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"rindex", bytes_m_rindex, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"startswith", bytes_m_startswith, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"endswith", bytes_m_endswith, 0, PA_SIG_TUPLE(1, 3, "OBB")}, \
    {"strip", bytes_m_strip, 0, PA_SIG_POS(0, 1, NULL)}, \
    {"lstrip", bytes_m_lstrip, 0, PA_SIG_POS(0, 1, NULL)}, \
    {"rstrip", bytes_m_rstrip, 0, PA_SIG_POS(0, 1, NULL)}, \
    {"split", bytes_m_split, 0, PA_SIG_KW(0, 2, "Oi", "sep", "maxsplit")}, \
    {"rsplit", bytes_m_rsplit, 0, PA_SIG_KW(0, 2, "Oi", "sep", "maxsplit")}, \
    {"splitlines", bytes_m_splitlines, 0, PA_SIG_KW(0, 1, NULL, "keepends")}, \
    {"join", bytes_m_join, METH_O}, \
    {"replace", bytes_m_replace, 0, PA_SIG_POS(2, 3, "OOi")}, \
    {"partition", bytes_m_partition, METH_O}, \
    {"rpartition", bytes_m_rpartition, METH_O}, \
    {"upper", bytes_m_upper, METH_NOARGS}, \
    {"lower", bytes_m_lower, METH_NOARGS}, \
    {"title", bytes_m_title, METH_NOARGS}, \
    {"capitalize", bytes_m_capitalize, METH_NOARGS}, \
    {"swapcase", bytes_m_swapcase, METH_NOARGS}, \
    {"isalpha", bytes_m_isalpha, METH_NOARGS}, \
    {"isdigit", bytes_m_isdigit, METH_NOARGS}, \
    {"isalnum", bytes_m_isalnum, METH_NOARGS}, \
    {"isspace", bytes_m_isspace, METH_NOARGS}, \
    {"islower", bytes_m_islower, METH_NOARGS}, \
    {"isupper", bytes_m_isupper, METH_NOARGS}, \
    {"istitle", bytes_m_istitle, METH_NOARGS}, \
    {"isascii", bytes_m_isascii, METH_NOARGS}, \
    {"center", bytes_m_center, 0, PA_SIG_POS(1, 2, "i")}, \
    {"ljust", bytes_m_ljust, 0, PA_SIG_POS(1, 2, "i")}, \
    {"rjust", bytes_m_rjust, 0, PA_SIG_POS(1, 2, "i")}, \
    {"zfill", bytes_m_zfill, METH_O, PA_SIG_POS(1, 1, "i")}, \
    {"removeprefix", bytes_m_removeprefix, METH_O}, \
    {"removesuffix", bytes_m_removesuffix, METH_O}, \
    {"expandtabs", bytes_m_expandtabs, 0, PA_SIG_KW(0, 1, "i", "tabsize")}

/* The slots both types share; each type struct adds its own (bytearray: the mutating ones). */
#define BYTES_SHARED_SLOTS                                                                         \
    .flags = TF_BASETYPE, .compare = bytes_compare_any, .binary = bytes_binary_any,               \
    .getitem = bytes_like_getitem, .contains = bytes_contains_any, .iter = seqiter_new,            \
    .construct = bytes_like_construct,                                                             \
    .construct_sig = PA_SIG_KW(0, 3, "Oss", "source", "encoding", "errors")

#endif
