/* tests/unit/test_format.c: executor/format against what CPython 3.11 printed.
 * tests/format/cases.txt comes from tests/format/gen_cases.py (see its header for the line
 * format); the tests below it pin the limits and the messages the corpus cannot show. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/core/format.h"

#define CASES_PATH "tests/format/cases.txt"
#define MAX_LEN ((size_t)1 << 20)
#define MAX_FIELDS 5
#define SHOW_FAILURES 25

/* ---- the corpus ---- */

struct field {
    char *text; /* unescaped, NUL-terminated (may hold NULs: use len) */
    size_t len;
};

struct line {
    struct field f[MAX_FIELDS];
    int count;
    int number;
};

static struct line *lines;
static size_t nlines;

static struct field unescape(const char *s, size_t len)
{
    char *t = malloc(len + 1);
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] != '\\' || i + 1 == len) {
            t[k++] = s[i];
            continue;
        }
        char c = s[++i];
        if (c == 't') {
            t[k++] = '\t';
        } else if (c == 'n') {
            t[k++] = '\n';
        } else if (c == 'x' && i + 2 < len) {
            char hex[3] = {s[i + 1], s[i + 2], 0};
            t[k++] = (char)strtol(hex, NULL, 16);
            i += 2;
        } else {
            t[k++] = c;
        }
    }
    t[k] = '\0';
    return (struct field){t, k};
}

static void load_cases(void)
{
    if (lines != NULL)
        return;
    /* A soak corpus from gen_cases.py with a scale may stand in for the checked-in one. */
    const char *path = getenv("WARDEN_FORMAT_CASES") ? getenv("WARDEN_FORMAT_CASES") : CASES_PATH;
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f, "cannot open %s (run from the repo root)", path);
    size_t cap = 0;
    char *buf = NULL;
    size_t bufcap = 0;
    ssize_t n;
    int number = 0;
    while ((n = getline(&buf, &bufcap, f)) > 0) {
        number++;
        if (buf[n - 1] == '\n')
            buf[--n] = '\0';
        if (nlines == cap) {
            cap = cap ? cap * 2 : 1024;
            lines = realloc(lines, cap * sizeof *lines);
        }
        struct line *l = &lines[nlines++];
        l->count = 0;
        l->number = number;
        char *start = buf;
        for (;;) {
            char *tab = memchr(start, '\t', (size_t)(buf + n - start));
            size_t len = tab ? (size_t)(tab - start) : (size_t)(buf + n - start);
            if (l->count < MAX_FIELDS)
                l->f[l->count++] = unescape(start, len);
            if (tab == NULL)
                break;
            start = tab + 1;
        }
    }
    free(buf);
    fclose(f);
    cr_assert_gt(nlines, 1000, "the corpus looks truncated");
}

static double read_double(const char *s)
{
    return strtod(s, NULL); /* glibc reads float.hex() output, inf and -nan */
}

/* The result as the corpus writes it: "=text" or "!Type: message". */
static struct field describe(int rc, const struct fmt_buf *out, const char *error,
                             const char *type_name)
{
    char *s = NULL;
    if (rc == 0) {
        s = malloc(out->len + 2);
        s[0] = '=';
        memcpy(s + 1, out->data, out->len + 1);
        return (struct field){s, out->len + 1};
    }
    if (rc == FMT_TOO_LARGE) {
        s = strdup("!MemoryError: ");
    } else {
        const char *msg = fmt_error_with_type(error, type_name);
        if (asprintf(&s, "!%s: %s", fmt_error_is_overflow(error) ? "OverflowError" : "ValueError",
                     msg) < 0)
            s = NULL;
    }
    return (struct field){s, s ? strlen(s) : 0};
}

static struct field text_field(char *s)
{
    return (struct field){s, s ? strlen(s) : 0};
}

struct tally {
    size_t run, failed;
};

static void check(struct tally *t, const struct line *l, struct field got)
{
    const struct field *want = &l->f[l->count - 1];
    t->run++;
    bool same =
        got.text != NULL && got.len == want->len && memcmp(got.text, want->text, want->len) == 0;
    if (!same && ++t->failed <= SHOW_FAILURES) {
        fprintf(stderr, "cases.txt:%d %s", l->number, l->f[0].text);
        for (int i = 1; i < l->count - 1; i++)
            fprintf(stderr, " [%s]", l->f[i].text);
        fprintf(stderr, "\n   want %s\n   got  %s\n", want->text, got.text ? got.text : "(null)");
    }
    free(got.text);
}

static void finish(const struct tally *t, const char *kind)
{
    cr_log_info("%s: %zu cases", kind, t->run);
    cr_expect_gt(t->run, 0, "no %s cases", kind);
    cr_expect_eq(t->failed, 0, "%s: %zu of %zu cases differ from CPython", kind, t->failed, t->run);
}

static bool is_kind(const struct line *l, const char *kind)
{
    return strcmp(l->f[0].text, kind) == 0;
}

/* format(value, spec) through fmt_spec_parse, as the interpreter calls it. */
typedef int (*format_fn)(const struct line *l, const struct fmt_spec *spec, struct fmt_buf *out,
                         const char **error);

static void run_format_kind(const char *kind, int spec_field, const char *type_name, format_fn fn)
{
    load_cases();
    struct tally t = {0};
    for (size_t i = 0; i < nlines; i++) {
        const struct line *l = &lines[i];
        if (!is_kind(l, kind))
            continue;
        struct fmt_spec spec;
        struct fmt_buf out = {NULL, 0};
        const char *error = NULL;
        const struct field *s = &l->f[spec_field];
        int rc = fmt_spec_parse(s->text, s->len, &spec, &error);
        if (rc == 0)
            rc = fn(l, &spec, &out, &error);
        check(&t, l, describe(rc, &out, error, type_name));
        free(out.data);
    }
    finish(&t, kind);
}

static int format_float_case(const struct line *l, const struct fmt_spec *spec, struct fmt_buf *out,
                             const char **error)
{
    return fmt_float(read_double(l->f[1].text), spec, MAX_LEN, out, error);
}

static int format_int_case(const struct line *l, const struct fmt_spec *spec, struct fmt_buf *out,
                           const char **error)
{
    mpz_t n;
    mpz_init_set_str(n, l->f[1].text, 10);
    int rc = fmt_int(n, spec, MAX_LEN, out, error);
    mpz_clear(n);
    return rc;
}

static int format_str_case(const struct line *l, const struct fmt_spec *spec, struct fmt_buf *out,
                           const char **error)
{
    return fmt_str(l->f[1].text, l->f[1].len, spec, MAX_LEN, out, error);
}

static int format_complex_case(const struct line *l, const struct fmt_spec *spec,
                               struct fmt_buf *out, const char **error)
{
    return fmt_complex(read_double(l->f[1].text), read_double(l->f[2].text), spec, MAX_LEN, out,
                       error);
}

Test(format_corpus, float_format)
{
    run_format_kind("F", 2, "float", format_float_case);
}

Test(format_corpus, int_format)
{
    run_format_kind("I", 2, "int", format_int_case);
}

Test(format_corpus, str_format)
{
    run_format_kind("S", 2, "str", format_str_case);
}

Test(format_corpus, complex_format)
{
    run_format_kind("C", 3, "complex", format_complex_case);
}

Test(format_corpus, float_repr)
{
    load_cases();
    struct tally t = {0};
    for (size_t i = 0; i < nlines; i++) {
        const struct line *l = &lines[i];
        if (!is_kind(l, "R"))
            continue;
        char buf[32], str[32];
        double x = read_double(l->f[1].text);
        size_t len = fmt_float_repr(x, buf);
        cr_expect_eq(len, strlen(buf));
        fmt_float_str(x, str);
        cr_expect_str_eq(str, buf);
        check(&t, l, text_field(strdup(buf)));
    }
    finish(&t, "R");
}

Test(format_corpus, complex_repr)
{
    load_cases();
    struct tally t = {0};
    for (size_t i = 0; i < nlines; i++) {
        const struct line *l = &lines[i];
        if (!is_kind(l, "CR"))
            continue;
        char buf[FMT_COMPLEX_REPR_SIZE];
        size_t len =
            fmt_complex_repr(read_double(l->f[1].text), read_double(l->f[2].text), buf, sizeof buf);
        cr_expect_eq(len, strlen(buf));
        check(&t, l, text_field(strdup(buf)));
    }
    finish(&t, "CR");
}

/* ('%' + conv) % value: parse, check the conversion fits the value, then format. */
static void run_percent_kind(const char *kind, const char *accepted)
{
    load_cases();
    struct tally t = {0};
    for (size_t i = 0; i < nlines; i++) {
        const struct line *l = &lines[i];
        if (!is_kind(l, kind))
            continue;
        const struct field *conv_text = &l->f[1], *value = &l->f[2];
        struct fmt_percent conv;
        struct fmt_buf out = {NULL, 0};
        const char *error = NULL;
        int rc = fmt_percent_parse(conv_text->text, conv_text->len, &conv, &error);
        if (rc == 0 && (conv.conversion >= 128 || !strchr(accepted, (int)conv.conversion))) {
            /* Its index in '%' + conv: the corpus writes ASCII conversions here. */
            error = fmt_percent_unsupported(conv.conversion, conv.length);
            rc = FMT_ERROR;
        } else if (rc == 0 && kind[1] == 'F') {
            rc = fmt_percent_float(read_double(value->text), &conv, MAX_LEN, &out, &error);
        } else if (rc == 0 && kind[1] == 'I') {
            mpz_t n;
            mpz_init_set_str(n, value->text, 10);
            rc = fmt_percent_int(n, &conv, MAX_LEN, &out, &error);
            mpz_clear(n);
        } else if (rc == 0) {
            rc = fmt_percent_str(value->text, value->len, &conv, MAX_LEN, &out, &error);
        }
        check(&t, l, describe(rc, &out, error, "?"));
        free(out.data);
    }
    finish(&t, kind);
}

Test(format_corpus, percent_float)
{
    run_percent_kind("PF", "eEfFgG");
}

Test(format_corpus, percent_int)
{
    run_percent_kind("PI", "diuoxXc");
}

Test(format_corpus, percent_str)
{
    run_percent_kind("PS", "sc");
}

Test(format_corpus, parse_float)
{
    load_cases();
    struct tally t = {0};
    for (size_t i = 0; i < nlines; i++) {
        const struct line *l = &lines[i];
        if (!is_kind(l, "P"))
            continue;
        double x;
        char *got;
        if (fmt_parse_float(l->f[1].text, l->f[1].len, &x) != 0) {
            got = strdup(l->f[2].text[0] == '!' ? l->f[2].text : "!rejected");
        } else {
            char buf[32];
            fmt_float_repr(x, buf);
            got = NULL;
            if (asprintf(&got, "=%s", buf) < 0)
                got = NULL;
        }
        check(&t, l, text_field(got));
    }
    finish(&t, "P");
}

Test(format_corpus, round)
{
    load_cases();
    struct tally t = {0};
    for (size_t i = 0; i < nlines; i++) {
        const struct line *l = &lines[i];
        if (!is_kind(l, "RN"))
            continue;
        double x = read_double(l->f[1].text);
        double r = fmt_float_round(x, atoi(l->f[2].text));
        char *got = NULL;
        if (isfinite(x) && isinf(r)) {
            got = strdup("!OverflowError: rounded value too large to represent");
        } else {
            char buf[32];
            fmt_float_repr(r, buf);
            if (asprintf(&got, "=%s", buf) < 0)
                got = NULL;
        }
        check(&t, l, text_field(got));
    }
    finish(&t, "RN");
}

/* ---- limits: refused before allocating ---- */

static int format_with(const char *spec_text,
                       int (*fn)(const struct fmt_spec *, size_t, struct fmt_buf *, const char **),
                       size_t max_len, struct fmt_buf *out, const char **error)
{
    struct fmt_spec spec;
    int rc = fmt_spec_parse(spec_text, strlen(spec_text), &spec, error);
    return rc != 0 ? rc : fn(&spec, max_len, out, error);
}

static int str_a(const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
                 const char **error)
{
    return fmt_str("a", 1, spec, max_len, out, error);
}

static int float_one(const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
                     const char **error)
{
    return fmt_float(1.0, spec, max_len, out, error);
}

static int float_thousandth(const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
                            const char **error)
{
    return fmt_float(0.001, spec, max_len, out, error);
}

static int int_one(const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
                   const char **error)
{
    mpz_t n;
    mpz_init_set_si(n, -1);
    int rc = fmt_int(n, spec, max_len, out, error);
    mpz_clear(n);
    return rc;
}

static int complex_one(const struct fmt_spec *spec, size_t max_len, struct fmt_buf *out,
                       const char **error)
{
    return fmt_complex(1.0, 2.0, spec, max_len, out, error);
}

static void expect_too_large(const char *spec_text, int (*fn)(const struct fmt_spec *, size_t,
                                                              struct fmt_buf *, const char **))
{
    struct fmt_buf out = {NULL, 0};
    const char *error = NULL;
    cr_expect_eq(format_with(spec_text, fn, MAX_LEN, &out, &error), FMT_TOO_LARGE, "%s", spec_text);
    cr_expect_null(out.data, "%s", spec_text);
}

static void expect_text(const char *spec_text,
                        int (*fn)(const struct fmt_spec *, size_t, struct fmt_buf *, const char **),
                        size_t max_len, const char *want)
{
    struct fmt_buf out = {NULL, 0};
    const char *error = NULL;
    int rc = format_with(spec_text, fn, max_len, &out, &error);
    cr_expect_eq(rc, 0, "%s: %s", spec_text, rc == FMT_ERROR ? error : "too large");
    if (rc == 0) {
        cr_expect_eq(out.len, strlen(want), "%s", spec_text);
        cr_expect_str_eq(out.data, want, "%s", spec_text);
    }
    free(out.data);
}

Test(format_limits, huge_width_is_refused)
{
    expect_too_large(">10000000000", str_a);
    expect_too_large("→>9223372036854775807", str_a); /* width * fill bytes overflows */
    expect_too_large("10000000000", float_one);
    expect_too_large("0=10000000000,", int_one); /* grouped zero padding */
    expect_too_large("^10000000000", complex_one);
    expect_too_large("9223372036854775807", int_one);
}

Test(format_limits, huge_precision_is_refused)
{
    expect_too_large(".1000000000f", float_one);
    expect_too_large(".1000000000e", float_one);
    expect_too_large(".1000000000%", float_one);
    expect_too_large("#.1000000000g", float_one);
    expect_too_large("#.2147483646g", float_one);
    expect_too_large("#.2147483646", float_one);
    expect_too_large(".2147483646e", float_one);
    expect_too_large("#.2147483646g", float_thousandth);
    expect_too_large(".2147483646f", float_thousandth);
    expect_too_large("#.2147483646g", complex_one);
    expect_too_large(".1000000000e", complex_one);
    /* Only output counts: these stay short whatever the precision. */
    expect_text(".1000000000g", float_one, MAX_LEN, "1");
    expect_text(".1000000000", float_one, MAX_LEN, "1.0");
    expect_text(".1000000000", str_a, MAX_LEN, "a");
    expect_text(".99999999999", str_a, MAX_LEN, "a");
}

Test(format_limits, max_len_is_exact)
{
    expect_text(">5", str_a, 5, "    a");
    expect_text("→>3", str_a, 7, "→→a");
    struct fmt_buf out = {NULL, 0};
    const char *error;
    cr_expect_eq(format_with(">6", str_a, 5, &out, &error), FMT_TOO_LARGE);
    cr_expect_eq(format_with("→>3", str_a, 6, &out, &error), FMT_TOO_LARGE);
    cr_expect_eq(format_with(".3f", float_one, 4, &out, &error), FMT_TOO_LARGE);
    expect_text(".3f", float_one, 5, "1.000");
}

Test(format_limits, huge_int_is_refused_before_conversion)
{
    mpz_t n;
    mpz_init(n);
    mpz_ui_pow_ui(n, 2, 50000000); /* 15 million decimal digits */
    struct fmt_spec spec;
    const char *error;
    struct fmt_buf out = {NULL, 0};
    cr_assert_eq(fmt_spec_parse("x", 1, &spec, &error), 0);
    cr_expect_eq(fmt_int(n, &spec, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_expect_eq(fmt_spec_parse("", 0, &spec, &error), 0);
    cr_expect_eq(fmt_int(n, &spec, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_expect_null(out.data);
    mpz_clear(n);
}

Test(format_limits, percent_precision_is_refused)
{
    struct fmt_percent conv;
    const char *error;
    struct fmt_buf out = {NULL, 0};
    mpz_t n;
    mpz_init_set_ui(n, 7);
    cr_assert_eq(fmt_percent_parse(".2000000000d", 12, &conv, &error), 0);
    cr_expect_eq(fmt_percent_int(n, &conv, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_assert_eq(fmt_percent_parse("3000000000d", 11, &conv, &error), 0);
    cr_expect_eq(conv.width, 3000000000u);
    cr_expect_eq(fmt_percent_int(n, &conv, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_assert_eq(fmt_percent_parse(".2000000000f", 12, &conv, &error), 0);
    cr_expect_eq(fmt_percent_float(1.5, &conv, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_assert_eq(fmt_percent_parse(".2147483647e", 12, &conv, &error), 0);
    cr_expect_eq(fmt_percent_float(1.5, &conv, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_assert_eq(fmt_percent_parse("#.2147483647g", 13, &conv, &error), 0);
    cr_expect_eq(fmt_percent_float(1e-3, &conv, MAX_LEN, &out, &error), FMT_TOO_LARGE);
    cr_expect_null(out.data);
    mpz_clear(n);
}

/* ---- messages ---- */

static void expect_error(const char *spec_text,
                         int (*fn)(const struct fmt_spec *, size_t, struct fmt_buf *,
                                   const char **),
                         const char *type_name, const char *want)
{
    struct fmt_buf out = {NULL, 0};
    const char *error = NULL;
    cr_expect_eq(format_with(spec_text, fn, MAX_LEN, &out, &error), FMT_ERROR, "%s", spec_text);
    cr_expect_str_eq(fmt_error_with_type(error, type_name), want, "%s", spec_text);
    free(out.data);
}

Test(format_messages, parse_errors)
{
    expect_error("5.", int_one, "int", "Format specifier missing precision");
    expect_error("99999999999999999999", int_one, "int",
                 "Too many decimal digits in format string");
    expect_error(".9223372036854775808", str_a, "str", "Too many decimal digits in format string");
    expect_error(",_", int_one, "int", "Cannot specify both ',' and '_'.");
    expect_error(",,", int_one, "int", "Cannot specify ',' with ','.");
    expect_error(",→", int_one, "int", "Cannot specify ',' with '\\x2192'.");
    expect_error("5dd", int_one, "bool",
                 "Invalid format specifier '5dd' for object of type 'bool'");
    expect_error("→", str_a, "MyStr", "Unknown format code '\\x2192' for object of type 'MyStr'");
    expect_error("q", int_one, "bool", "Unknown format code 'q' for object of type 'bool'");
    expect_error("q", int_one, "int", "Unknown format code 'q' for object of type 'int'");
    expect_error("\x01", float_one, "float",
                 "Unknown format code '\\x1' for object of type 'float'");
    expect_error(",", str_a, "str", "Cannot specify ',' with 's'.");
}

Test(format_messages, type_errors)
{
    expect_error("+", str_a, "str", "Sign not allowed in string format specifier");
    expect_error(" ", str_a, "str", "Space not allowed in string format specifier");
    expect_error("=5", str_a, "str", "'=' alignment not allowed in string format specifier");
    expect_error("#", str_a, "str", "Alternate form (#) not allowed in string format specifier");
    expect_error("d", str_a, "str", "Unknown format code 'd' for object of type 'str'");
    expect_error(".3", int_one, "int", "Precision not allowed in integer format specifier");
    expect_error("z", int_one, "int",
                 "Negative zero coercion (z) not allowed in integer format specifier");
    expect_error("+c", int_one, "int", "Sign not allowed with integer format specifier 'c'");
    expect_error("#c", int_one, "int",
                 "Alternate form (#) not allowed with integer format specifier 'c'");
    expect_error(".2147483648f", float_one, "float", "precision too big");
    expect_error("010", complex_one, "complex",
                 "Zero padding is not allowed in complex format specifier");
    expect_error("=10", complex_one, "complex",
                 "'=' alignment flag is not allowed in complex format specifier");
    expect_error("%", complex_one, "complex",
                 "Unknown format code '%' for object of type 'complex'");
}

Test(format_messages, overflow_errors)
{
    struct fmt_spec spec;
    const char *error;
    struct fmt_buf out = {NULL, 0};
    mpz_t n;
    mpz_init_set_si(n, -1);
    cr_assert_eq(fmt_spec_parse("c", 1, &spec, &error), 0);
    cr_expect_eq(fmt_int(n, &spec, MAX_LEN, &out, &error), FMT_ERROR);
    cr_expect_str_eq(error, "%c arg not in range(0x110000)");
    cr_expect(fmt_error_is_overflow(error));
    mpz_ui_pow_ui(n, 2, 64);
    cr_expect_eq(fmt_int(n, &spec, MAX_LEN, &out, &error), FMT_ERROR);
    cr_expect_str_eq(error, "Python int too large to convert to C long");
    cr_expect(fmt_error_is_overflow(error));
    mpz_ui_pow_ui(n, 2, 1024);
    cr_assert_eq(fmt_spec_parse("e", 1, &spec, &error), 0);
    cr_expect_eq(fmt_int(n, &spec, MAX_LEN, &out, &error), FMT_ERROR);
    cr_expect_str_eq(error, "int too large to convert to float");
    cr_expect(fmt_error_is_overflow(error));
    cr_expect_not(fmt_error_is_overflow("Invalid format specifier"));
    mpz_clear(n);
}

Test(format_messages, surrogate_char_is_generalized_utf8)
{
    struct fmt_spec spec;
    const char *error;
    struct fmt_buf out = {NULL, 0};
    mpz_t n;
    mpz_init_set_ui(n, 0xd800);
    cr_assert_eq(fmt_spec_parse("c", 1, &spec, &error), 0);
    cr_assert_eq(fmt_int(n, &spec, MAX_LEN, &out, &error), 0);
    cr_expect_eq(out.len, 3);
    cr_expect_eq(memcmp(out.data, "\xed\xa0\x80", 3), 0);
    free(out.data);
    mpz_clear(n);
}

Test(format_messages, int_is_decimal)
{
    struct fmt_spec spec;
    const char *error;
    const char *decimal[] = {"", "d", ",", "n", ">10_d"};
    const char *other[] = {"x", "b", "o", "X", "c", "e", "%"};
    for (size_t i = 0; i < sizeof decimal / sizeof *decimal; i++) {
        cr_assert_eq(fmt_spec_parse(decimal[i], strlen(decimal[i]), &spec, &error), 0);
        cr_expect(fmt_int_is_decimal(&spec), "%s", decimal[i]);
    }
    for (size_t i = 0; i < sizeof other / sizeof *other; i++) {
        cr_assert_eq(fmt_spec_parse(other[i], strlen(other[i]), &spec, &error), 0);
        cr_expect_not(fmt_int_is_decimal(&spec), "%s", other[i]);
    }
}

/* ---- % conversions ---- */

Test(format_percent, parse)
{
    struct fmt_percent conv;
    const char *error;
    const char *text = "(a(b)c)-+ #012.5lf rest";
    cr_assert_eq(fmt_percent_parse(text, strlen(text), &conv, &error), 0);
    cr_expect_eq(conv.key_len, 5);
    cr_expect_eq(memcmp(conv.key, "a(b)c", 5), 0);
    cr_expect(conv.left && conv.plus && conv.space && conv.alternate && conv.zero);
    cr_expect_eq(conv.width, 12);
    cr_expect_eq(conv.precision, 5);
    cr_expect_eq(conv.conversion, 'f');
    cr_expect_eq(conv.length, strlen("(a(b)c)-+ #012.5lf"));

    cr_assert_eq(fmt_percent_parse("*.*d", 4, &conv, &error), 0);
    cr_expect(conv.width_star && conv.precision_star);
    cr_assert_eq(fmt_percent_parse(".f", 2, &conv, &error), 0);
    cr_expect_eq(conv.precision, 0);
    cr_assert_eq(fmt_percent_parse("→", strlen("→"), &conv, &error), 0);
    cr_expect_eq(conv.conversion, 0x2192);
    cr_expect_eq(conv.length, 3);
    cr_assert_eq(fmt_percent_parse("s", 1, &conv, &error), 0);
    cr_expect_null(conv.key);
    cr_expect_eq(conv.precision, -1);
}

Test(format_percent, errors)
{
    struct fmt_percent conv;
    const char *error;
    cr_expect_eq(fmt_percent_parse("(a", 2, &conv, &error), FMT_ERROR);
    cr_expect_str_eq(error, "incomplete format key");
    cr_expect_eq(fmt_percent_parse("(a)", 3, &conv, &error), FMT_ERROR);
    cr_expect_str_eq(error, "incomplete format");
    cr_expect_eq(fmt_percent_parse("-5", 2, &conv, &error), FMT_ERROR);
    cr_expect_str_eq(error, "incomplete format");
    cr_expect_eq(fmt_percent_parse("9223372036854775808d", 20, &conv, &error), FMT_ERROR);
    cr_expect_str_eq(error, "width too big");
    cr_expect_eq(fmt_percent_parse(".2147483648s", 12, &conv, &error), FMT_ERROR);
    cr_expect_str_eq(error, "precision too big");
    cr_expect_eq(fmt_percent_parse(".2147483647s", 12, &conv, &error), 0);
    cr_expect_str_eq(fmt_percent_unsupported('q', 1),
                     "unsupported format character 'q' (0x71) at index 1");
    cr_expect_str_eq(fmt_percent_unsupported(0x2192, 7),
                     "unsupported format character '?' (0x2192) at index 7");
    cr_expect_str_eq(fmt_percent_unsupported(0x7f, 1),
                     "unsupported format character '?' (0x7f) at index 1");
}

Test(format_messages, long_invalid_spec_is_quoted_whole)
{
    char spec[600];
    memset(spec, 'x', sizeof spec - 1);
    spec[sizeof spec - 1] = '\0';
    struct fmt_spec parsed;
    const char *error;
    cr_assert_eq(fmt_spec_parse(spec, strlen(spec), &parsed, &error), FMT_ERROR);
    char *want = NULL;
    cr_assert_geq(asprintf(&want, "Invalid format specifier '%s' for object of type 'int'", spec),
                  0);
    cr_expect_str_eq(fmt_error_with_type(error, "int"), want);
    free(want);
    cr_assert_geq(asprintf(&want, "Invalid format specifier '%s' for object of type 'bool'", spec),
                  0);
    cr_expect_str_eq(fmt_error_with_type(fmt_error_with_type(error, "int"), "bool"), want);
    free(want);
    cr_expect_str_eq(fmt_error_with_type("precision too big", "int"), "precision too big");
}

Test(format_messages, complex_repr_truncates_to_size)
{
    char small[6];
    cr_expect_eq(fmt_complex_repr(1.5, -2.0, small, sizeof small), 5);
    cr_expect_str_eq(small, "(1.5-");
    char buf[FMT_COMPLEX_REPR_SIZE];
    cr_expect_eq(
        fmt_complex_repr(-2.2250738585072014e-308, -1.7976931348623157e308, buf, sizeof buf),
        strlen("(-2.2250738585072014e-308-1.7976931348623157e+308j)"));
    cr_expect_str_eq(buf, "(-2.2250738585072014e-308-1.7976931348623157e+308j)");
}
