/* executor/core/format.h: number and text formatting, byte-for-byte as CPython 3.11 prints it.
 * repr of floats and complexes, the format-spec mini-language (format(), str.format,
 * f-strings), printf-style % conversions, float(str) parsing and round(x, n).
 * Plain C types in, malloc'd UTF-8 out: this layer knows nothing of interpreter objects. */
#ifndef WARDEN_EXECUTOR_FORMAT_H
#define WARDEN_EXECUTOR_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <gmp.h>

/* ---- repr ---- */

/* repr(x) == str(x): the shortest digits that read back as x, in CPython's layout
 * ('0.30000000000000004', '1e+16', '1e-05', '0.0001', '-0.0', 'inf', 'nan', '1.0').
 * Writes a NUL-terminated string (at most 24 characters) and returns its length. */
size_t fmt_float_repr(double x, char buf[32]);
size_t fmt_float_str(double x, char buf[32]);
/* float_repr.cc: x's shortest round-trip digits (1 to 17, NUL-terminated) and the decimal
 * point's position, so that |x| = 0.d1d2... * 10**decpt; x finite. Returns the count. */
int fmt_shortest_digits(double x, char digits[18], int *decpt);

/* repr(complex(re, im)): '(1+2j)', '(-0-1j)', '1j', '-0j', '(nan+infj)'. Writes at most
 * size - 1 characters and a NUL, and returns how many it wrote; FMT_COMPLEX_REPR_SIZE
 * always suffices. */
#define FMT_COMPLEX_REPR_SIZE 64
size_t fmt_complex_repr(double re, double im, char *buf, size_t size);

/* ---- the format-spec mini-language ---- */

/* [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type], parsed without
 * knowing the object's type. After parsing, fill is always a real code point (' ' unless
 * given, '0' when the '0' flag applied); align 0 means the type's default ('>' for numbers,
 * '<' for str), and zero_pad with align 0 means '=' for numbers. precision is -1 when absent
 * and saturates at INT_MAX (3.11 reports "precision too big" for floats beyond that).
 * sign, grouping and type are 0 when absent. */
struct fmt_spec {
    uint32_t fill;
    char align;
    char sign;
    bool z;
    bool alternate;
    bool zero_pad;
    size_t width;
    char grouping;
    int precision;
    char type;
};

/* FMT_ERROR: *error is CPython's message, a ValueError unless noted.
 * FMT_TOO_LARGE: the result would exceed max_len bytes; refused before any allocation, and
 * the caller raises MemoryError. */
#define FMT_ERROR (-1)
#define FMT_TOO_LARGE (-2)

/* Errors are static strings or live in a per-thread buffer until the next fmt_ call
 * (fmt_error_with_type excepted: it leaves its argument valid).
 *
 * Some messages name the formatted object's type ("Unknown format code 'q' for object of
 * type 'int'", "Invalid format specifier '5dd' for object of type 'int'"). fmt_spec_parse
 * cannot know it and fmt_int/fmt_float/fmt_str/fmt_complex assume int/float/str/complex,
 * so pass every error through fmt_error_with_type before raising it: it returns the same
 * message naming type_name (bool, a subclass), or error itself when no type is named.
 *
 * fmt_error_is_overflow: the message is an OverflowError, not a ValueError
 * ("int too large to convert to float", "%c arg not in range(0x110000)",
 * "Python int too large to convert to C long"). */
const char *fmt_error_with_type(const char *error, const char *type_name);
bool fmt_error_is_overflow(const char *error);

/* 0, or FMT_ERROR for a malformed spec ("Format specifier missing precision", "Too many
 * decimal digits in format string", "Cannot specify ',' with ','.", "Invalid format
 * specifier '<spec>' for object of type '<type>'", ...). s is UTF-8. */
int fmt_spec_parse(const char *s, size_t len, struct fmt_spec *spec, const char **error);

struct fmt_buf {
    char *data; /* malloc'd, NUL-terminated, caller frees */
    size_t len; /* bytes, without the NUL */
};

/* format(x, spec) for float: types e E f F g G n % and none (repr-like without a precision,
 * 'g'-like with one). Returns 0, FMT_ERROR or FMT_TOO_LARGE. max_len counts bytes. */
int fmt_float(double x, const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
              const char **error);

/* format(n, spec) for int (and bool, with fmt_error_with_type "bool"): types b c d o x X n
 * and none; e E f F g G % go through float ("int too large to convert to float" is an
 * OverflowError). CPython limits decimal conversion to sys.get_int_max_str_digits() digits;
 * that state is the caller's: check it when fmt_int_is_decimal(spec). */
int fmt_int(mpz_srcptr value, const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
            const char **error);
bool fmt_int_is_decimal(const struct fmt_spec *spec);

/* format(s, spec) for str: type s or none. utf8 must be valid UTF-8; width and precision
 * count code points. */
int fmt_str(const char *utf8, size_t len, const struct fmt_spec *spec, size_t max_len,
            struct fmt_buf *out, const char **error);

/* format(complex(re, im), spec): types e E f F g G n and none. */
int fmt_complex(double re, double im, const struct fmt_spec *spec, size_t max_len,
                struct fmt_buf *out, const char **error);

/* ---- float(str) and round(x, n) ---- */

/* float(s) for a str: surrounding whitespace, '_' only between digits, non-ASCII decimal
 * digits, 'inf'/'infinity'/'nan' in any case with a sign. 0, or -1 when invalid (the caller
 * raises "could not convert string to float: <repr>"). Out-of-range values give +-inf or 0,
 * as CPython does. */
int fmt_parse_float(const char *s, size_t len, double *out);

/* round(x, ndigits) for a float: the exact value of x rounded half-even to ndigits decimals,
 * read back correctly rounded. ndigits > 323 returns x, < -308 returns a zero with x's sign,
 * so the caller may clamp a huge int ndigits to either side. A finite x that comes back
 * infinite means CPython's OverflowError "rounded value too large to represent". */
double fmt_float_round(double x, int ndigits);

/* ---- printf-style '%' conversions ---- */

/* One conversion, parsed from the text just after a '%':
 * ['(' key ')'] [flags -+ #0] [width | '*'] ['.' (precision | '*')] [h l L] conversion.
 * The caller resolves '*' from the arguments: a negative width sets left and uses its
 * absolute value; a negative precision means 0. It also checks the conversion against the
 * argument (fmt_percent_unsupported for an unknown one) and turns %s/%r/%a arguments into
 * text; %% with no flags is the caller's too. */
struct fmt_percent {
    const char *key; /* the mapping key, not NUL-terminated; NULL without '(' */
    size_t key_len;
    bool left, plus, space, alternate, zero;
    bool width_star, precision_star;
    size_t width;        /* 0 when absent */
    int precision;       /* -1 when absent */
    uint32_t conversion; /* a code point: d i u o x X e E f F g G c s r a % or anything */
    size_t length;       /* bytes consumed after the '%' */
};

/* 0, or FMT_ERROR: "incomplete format key", "incomplete format", "width too big",
 * "precision too big". */
int fmt_percent_parse(const char *s, size_t len, struct fmt_percent *conv, const char **error);

/* "unsupported format character 'q' (0x71) at index 5": index counts code points of the
 * whole format string. The text lives in the per-thread buffer. */
const char *fmt_percent_unsupported(uint32_t conversion, size_t index);

/* %d %i %u %o %x %X (precision = minimum digits) and %c (a code point; OverflowError text
 * when out of range). Floats for %d are truncated to int by the caller, which also applies
 * the int_max_str_digits limit to %d %i %u, as for fmt_int. */
int fmt_percent_int(mpz_srcptr value, const struct fmt_percent *conv, size_t max_len,
                    struct fmt_buf *out, const char **error);
/* %e %E %f %F %g %G. */
int fmt_percent_float(double x, const struct fmt_percent *conv, size_t max_len, struct fmt_buf *out,
                      const char **error);
/* %s %r %a with the caller's str()/repr()/ascii() text, and %c with a one-character str:
 * width and '-' pad, precision truncates (except for %c). */
int fmt_percent_str(const char *utf8, size_t len, const struct fmt_percent *conv, size_t max_len,
                    struct fmt_buf *out, const char **error);

#endif
