/* executor/lib/mod_stat.c: the stat module: the mode-bit constants with CPython's Linux values
 * (pure data: nothing here touches a file), the S_IS* predicates, S_IMODE, S_IFMT and
 * filemode. Modes convert like CPython's C module (a 32-bit unsigned mode_t). */
#include <stdio.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"

#define FMT_MASK 0170000u

static bool mode_arg(obj **args, size_t nargs, obj *kw, const char *name, uint32_t *out)
{
    if (kw && AS(tuple_obj, kw)->len) { /* named as _PyObject_FunctionStr names it */
        exc_raise(&exc_TypeError, "_stat.%s() takes no keyword arguments", name);
        return false;
    }
    if (nargs != 1) {
        exc_raise(&exc_TypeError, "_stat.%s() takes exactly one argument (%zu given)", name, nargs);
        return false;
    }
    obj *o = args[0];
    if (!is_int(o)) {
        exc_raise(&exc_TypeError, "an integer is required");
        return false;
    }
    /* a negative mode, one beyond unsigned long, one beyond mode_t: CPython's three words */
    int64_t v = 0;
    bool fits = int_to_i64(o, &v);
    const char *why = int_sign(o) < 0            ? "can't convert negative value to unsigned int"
                      : !fits                    ? "Python int too large to convert to C unsigned long"
                      : (uint64_t)v > UINT32_MAX ? "mode out of range"
                                                 : NULL;
    if (why) {
        exc_raise(&exc_OverflowError, "%s", why);
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

/* The S_IS* predicates: is_file_type with its row here (stat_fill binds them), and the file type it
 * tests for. Solaris doors, event ports and BSD whiteouts do not exist on Linux (0: never). */
static const struct {
    const char *name;
    uint32_t type;
} file_types[] = {
    {"S_ISDIR", 0040000u},  {"S_ISCHR", 0020000u}, {"S_ISBLK", 0060000u},  {"S_ISREG", 0100000u},
    {"S_ISFIFO", 0010000u}, {"S_ISLNK", 0120000u}, {"S_ISSOCK", 0140000u}, {"S_ISDOOR", 0u},
    {"S_ISPORT", 0u},       {"S_ISWHT", 0u},
};

static obj *is_file_type(obj **args, size_t nargs, obj *kw, intptr_t i)
{
    uint32_t m;
    if (!mode_arg(args, nargs, kw, file_types[i].name, &m))
        return NULL;
    return bool_obj(file_types[i].type != 0 && (m & FMT_MASK) == file_types[i].type);
}

static obj *f_S_IMODE(obj **args, size_t nargs, obj *kw)
{
    uint32_t m;
    if (!mode_arg(args, nargs, kw, "S_IMODE", &m))
        return NULL;
    return small_new(m & 07777);
}

static obj *f_S_IFMT(obj **args, size_t nargs, obj *kw)
{
    uint32_t m;
    if (!mode_arg(args, nargs, kw, "S_IFMT", &m))
        return NULL;
    return small_new(m & FMT_MASK);
}

/* "-rwxr-xr-x"; an unknown file type prints '?', as CPython's C version does */
static obj *f_filemode(obj **args, size_t nargs, obj *kw)
{
    uint32_t m;
    if (!mode_arg(args, nargs, kw, "filemode", &m))
        return NULL;
    static const struct {
        uint32_t fmt;
        char c;
    } types[] = {{0100000u, '-'}, {0040000u, 'd'}, {0120000u, 'l'}, {0140000u, 's'},
                 {0010000u, 'p'}, {0060000u, 'b'}, {0020000u, 'c'}};
    char buf[11];
    buf[0] = '?';
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if ((m & FMT_MASK) == types[i].fmt)
            buf[0] = types[i].c;
    /* per class: read, write, then execute combined with setuid/setgid/sticky */
    static const struct {
        uint32_t r, w, x, special;
        char set_x, set_nox;
    } cls[3] = {
        {0400, 0200, 0100, 04000, 's', 'S'},
        {040, 020, 010, 02000, 's', 'S'},
        {04, 02, 01, 01000, 't', 'T'},
    };
    for (int i = 0; i < 3; i++) {
        buf[1 + 3 * i] = (m & cls[i].r) ? 'r' : '-';
        buf[2 + 3 * i] = (m & cls[i].w) ? 'w' : '-';
        bool x = m & cls[i].x, special = m & cls[i].special;
        buf[3 + 3 * i] = special ? (x ? cls[i].set_x : cls[i].set_nox) : x ? 'x' : '-';
    }
    return str_new(buf, 10);
}

static const struct {
    const char *name;
    long value;
} constants[] = {
    {"ST_MODE", 0},
    {"ST_INO", 1},
    {"ST_DEV", 2},
    {"ST_NLINK", 3},
    {"ST_UID", 4},
    {"ST_GID", 5},
    {"ST_SIZE", 6},
    {"ST_ATIME", 7},
    {"ST_MTIME", 8},
    {"ST_CTIME", 9},
    {"S_IFDIR", 0040000},
    {"S_IFCHR", 0020000},
    {"S_IFBLK", 0060000},
    {"S_IFREG", 0100000},
    {"S_IFIFO", 0010000},
    {"S_IFLNK", 0120000},
    {"S_IFSOCK", 0140000},
    {"S_IFDOOR", 0},
    {"S_IFPORT", 0},
    {"S_IFWHT", 0},
    {"S_ISUID", 04000},
    {"S_ISGID", 02000},
    {"S_ENFMT", 02000},
    {"S_ISVTX", 01000},
    {"S_IREAD", 0400},
    {"S_IWRITE", 0200},
    {"S_IEXEC", 0100},
    {"S_IRWXU", 0700},
    {"S_IRUSR", 0400},
    {"S_IWUSR", 0200},
    {"S_IXUSR", 0100},
    {"S_IRWXG", 070},
    {"S_IRGRP", 040},
    {"S_IWGRP", 020},
    {"S_IXGRP", 010},
    {"S_IRWXO", 07},
    {"S_IROTH", 04},
    {"S_IWOTH", 02},
    {"S_IXOTH", 01},
    {"UF_NODUMP", 0x1},
    {"UF_IMMUTABLE", 0x2},
    {"UF_APPEND", 0x4},
    {"UF_OPAQUE", 0x8},
    {"UF_NOUNLINK", 0x10},
    {"UF_COMPRESSED", 0x20},
    {"UF_HIDDEN", 0x8000},
    {"SF_ARCHIVED", 0x10000},
    {"SF_IMMUTABLE", 0x20000},
    {"SF_APPEND", 0x40000},
    {"SF_NOUNLINK", 0x100000},
    {"SF_SNAPSHOT", 0x200000},
    /* Windows' file attributes: CPython defines them on every platform */
    {"FILE_ATTRIBUTE_ARCHIVE", 32},
    {"FILE_ATTRIBUTE_COMPRESSED", 2048},
    {"FILE_ATTRIBUTE_DEVICE", 64},
    {"FILE_ATTRIBUTE_DIRECTORY", 16},
    {"FILE_ATTRIBUTE_ENCRYPTED", 16384},
    {"FILE_ATTRIBUTE_HIDDEN", 2},
    {"FILE_ATTRIBUTE_INTEGRITY_STREAM", 32768},
    {"FILE_ATTRIBUTE_NORMAL", 128},
    {"FILE_ATTRIBUTE_NOT_CONTENT_INDEXED", 8192},
    {"FILE_ATTRIBUTE_NO_SCRUB_DATA", 131072},
    {"FILE_ATTRIBUTE_OFFLINE", 4096},
    {"FILE_ATTRIBUTE_READONLY", 1},
    {"FILE_ATTRIBUTE_REPARSE_POINT", 1024},
    {"FILE_ATTRIBUTE_SPARSE_FILE", 512},
    {"FILE_ATTRIBUTE_SYSTEM", 4},
    {"FILE_ATTRIBUTE_TEMPORARY", 256},
    {"FILE_ATTRIBUTE_VIRTUAL", 65536},
};

static const struct method_def stat_funcs[] = {
    {"S_IMODE", f_S_IMODE, 0},
    {"S_IFMT", f_S_IFMT, 0},
    {"filemode", f_filemode, 0},
    {NULL, NULL, 0},
};

static int stat_fill(obj *m)
{
    for (size_t i = 0; i < sizeof file_types / sizeof file_types[0]; i++) {
        const struct method_def fn[] = {
            {file_types[i].name, .fn_data = is_file_type, .data = (intptr_t)i}, {NULL}};
        if (module_add_functions(m, fn) < 0)
            return -1;
    }
    obj *d = AS(module_obj, m)->dict;
    for (size_t i = 0; i < sizeof constants / sizeof constants[0]; i++)
        if (dict_set_cstr(d, constants[i].name, small_new(constants[i].value)) < 0)
            return -1;
    return 0;
}

const struct module_def mod_stat = {"stat", stat_funcs, NULL, stat_fill};
