/* executor/lib/mod_csv.c: the csv module: reader and writer over any iterable of lines and any
 * object with a write method (there are no files: in practice lists of strings and
 * io.StringIO), DictReader, DictWriter, the QUOTE_* constants and the dialects excel,
 * excel-tab and unix (plus register_dialect). The reader is CPython's documented state
 * machine, one character at a time; the writer quotes and escapes as CPython 3.11 does. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/textbuf.h"
#include "executor/core/vm.h"
#include "executor/lib/import.h"
#include "executor/lib/lib_flag.h"

#define QUOTE_MINIMAL 0
#define QUOTE_ALL 1
#define QUOTE_NONNUMERIC 2
#define QUOTE_NONE 3

#define CSV_NOT_SET 0xFFFFFFFFu /* no quotechar / escapechar */

/* Characters in one field: CPython's default csv.field_size_limit(), which also keeps a
 * runaway quoted field from growing without end. */
#define CSV_FIELD_LIMIT 131072

/* _csv.Error, an Exception */
static struct type csv_type_error = {
    .name = "Error",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .base_type = &exc_Exception,
};

static obj *csv_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static obj *csv_error(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return exc_raise(&csv_type_error, "%s", buf);
}

/* ---- dialects ---- */

struct csv_dialect {
    obj hdr;
    uint32_t delimiter, quotechar, escapechar;
    bool doublequote, skipinitialspace, strict;
    int quoting;
    obj *lineterminator; /* str */
};

static struct type csv_type_dialect;

static obj *csv_char_obj(uint32_t c)
{
    return c == CSV_NOT_SET ? NONE : str_from_codepoint(c);
}

static obj *csv_d_delimiter(obj *o)
{
    return csv_char_obj(((struct csv_dialect *)o)->delimiter);
}
static obj *csv_d_quotechar(obj *o)
{
    return csv_char_obj(((struct csv_dialect *)o)->quotechar);
}
static obj *csv_d_escapechar(obj *o)
{
    return csv_char_obj(((struct csv_dialect *)o)->escapechar);
}
static const struct getset_def csv_dialect_getset[] = {
    {"delimiter", csv_d_delimiter},
    {"quotechar", csv_d_quotechar},
    {"escapechar", csv_d_escapechar},
    MEMBER("doublequote", MEMBER_BOOL, struct csv_dialect, doublequote),
    MEMBER("skipinitialspace", MEMBER_BOOL, struct csv_dialect, skipinitialspace),
    MEMBER("strict", MEMBER_BOOL, struct csv_dialect, strict),
    MEMBER("quoting", MEMBER_INT, struct csv_dialect, quoting),
    MEMBER("lineterminator", MEMBER_OBJ, struct csv_dialect, lineterminator),
    {NULL},
};

/* the dialect parameters, in Dialect's keyword order */
static const char *const csv_param_names[] = {"delimiter",        "doublequote", "escapechar",
                                              "lineterminator",   "quotechar",   "quoting",
                                              "skipinitialspace", "strict",      NULL};
enum {
    P_DELIMITER,
    P_DOUBLEQUOTE,
    P_ESCAPECHAR,
    P_LINETERMINATOR,
    P_QUOTECHAR,
    P_QUOTING,
    P_SKIPINITIALSPACE,
    P_STRICT,
    P_COUNT
};

/* a one-character parameter: None allowed unless required */
static bool csv_char_param(obj *v, const char *name, bool allow_none, uint32_t *out)
{
    if (v == NONE && allow_none) {
        *out = CSV_NOT_SET;
        return true;
    }
    if (!is_str(v)) {
        exc_raise(&exc_TypeError, "\"%s\" must be string, not %s", name, op_type_name(v));
        return false;
    }
    if (AS(str_obj, v)->cplen != 1) {
        exc_raise(&exc_TypeError, "\"%s\" must be a 1-character string", name);
        return false;
    }
    size_t adv;
    *out = str_utf8_decode(str_cstr(v), &adv);
    return true;
}

/* A dialect from a base (a name, a dialect-like object or NULL) and parameters p[]. */
static obj *csv_make_dialect(obj *base, obj **p)
{
    obj *vals[P_COUNT];
    obj *owned[P_COUNT] = {0};
    if (base && is_str(base)) {
        obj *m = dict_get_cstr(vm->modules, "csv");
        obj *reg = m && type_of(m) == &type_module
                       ? dict_get_cstr(AS(module_obj, m)->dict, "__dialects__")
                       : NULL;
        obj *d = reg ? dict_get(reg, base) : NULL;
        if (!d)
            return vm->exc ? NULL : csv_error("unknown dialect");
        base = d;
    }
    for (int k = 0; k < P_COUNT; k++) {
        vals[k] = p ? p[k] : NULL;
        if (!vals[k] && base) {
            owned[k] = op_getattr_cstr(base, csv_param_names[k]);
            if (!owned[k]) {
                if (!exc_pending_is(&exc_AttributeError))
                    goto fail;
                exc_clear();
            }
            vals[k] = owned[k];
        }
    }
    struct csv_dialect *d = (struct csv_dialect *)obj_alloc(&csv_type_dialect, sizeof *d);
    if (!d)
        goto fail;
    d->lineterminator = NULL;
    d->delimiter = ',';
    d->quotechar = '"';
    d->escapechar = CSV_NOT_SET;
    d->doublequote = true;
    d->skipinitialspace = d->strict = false;
    d->quoting = QUOTE_MINIMAL;
    bool ok = true;
    if (vals[P_DELIMITER])
        ok = csv_char_param(vals[P_DELIMITER], "delimiter", false, &d->delimiter);
    if (ok && vals[P_QUOTECHAR])
        ok = csv_char_param(vals[P_QUOTECHAR], "quotechar", true, &d->quotechar);
    if (ok && vals[P_ESCAPECHAR])
        ok = csv_char_param(vals[P_ESCAPECHAR], "escapechar", true, &d->escapechar);
    ok = ok && libflag_read(vals[P_DOUBLEQUOTE], d->doublequote, &d->doublequote) &&
         libflag_read(vals[P_SKIPINITIALSPACE], d->skipinitialspace, &d->skipinitialspace) &&
         libflag_read(vals[P_STRICT], d->strict, &d->strict);
    if (ok && vals[P_QUOTING]) {
        int64_t q;
        if (!is_int(vals[P_QUOTING]) || !int_to_i64(vals[P_QUOTING], &q) || q < 0 || q > 3) {
            exc_raise(&exc_TypeError, "bad \"quoting\" value");
            ok = false;
        } else {
            d->quoting = (int)q;
        }
    }
    if (ok) {
        obj *lt = vals[P_LINETERMINATOR];
        if (lt && !is_str(lt)) {
            exc_raise(&exc_TypeError, "\"lineterminator\" must be a string");
            ok = false;
        } else {
            d->lineterminator = lt ? incref(lt) : str_new("\r\n", 2);
            ok = d->lineterminator != NULL;
        }
    }
    /* quotechar=None given without quoting= means no quoting at all */
    if (ok && p && p[P_QUOTECHAR] == NONE && !p[P_QUOTING])
        d->quoting = QUOTE_NONE;
    if (ok && d->quotechar == CSV_NOT_SET && d->quoting != QUOTE_NONE) {
        exc_raise(&exc_TypeError, "quotechar must be set if quoting enabled");
        ok = false;
    }
    for (int k = 0; k < P_COUNT; k++)
        xdecref(owned[k]);
    if (!ok) {
        decref((obj *)d);
        return NULL;
    }
    return (obj *)d;
fail:
    for (int k = 0; k < P_COUNT; k++)
        xdecref(owned[k]);
    return NULL;
}

static obj *csv_dialect_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    return csv_make_dialect(args[0], args + 1);
}

static struct type csv_type_dialect = {
    .name = "_csv.Dialect",
    .getset = csv_dialect_getset,
    .refs = REFS(struct csv_dialect, lineterminator),
    .construct = csv_dialect_construct,
    .construct_sig =
        PA_SIG_KW(0, 1, NULL, "dialect", "delimiter", "doublequote", "escapechar", "lineterminator",
                  "quotechar", "quoting", "skipinitialspace", "strict"),
};

/* The dialect of a call's dialect= argument (a name or a dialect-like object; NULL when
 * absent: 'excel') with the call's format parameters P over it. */
static obj *csv_call_dialect(obj *dialect, obj **p)
{
    obj *excel = dialect ? NULL : str_new_cstr("excel");
    obj *d = dialect || excel ? csv_make_dialect(dialect ? dialect : excel, p) : NULL;
    xdecref(excel);
    return d;
}

static int64_t csv_field_limit(void)
{
    obj *m = dict_get_cstr(vm->modules, "csv");
    obj *v = m && type_of(m) == &type_module ? dict_get_cstr(AS(module_obj, m)->dict, "__limit__")
                                             : NULL;
    int64_t n;
    return v && is_int(v) && int_to_i64(v, &n) ? n : CSV_FIELD_LIMIT;
}

/* ---- reader ---- */

enum csv_state {
    START_RECORD,
    START_FIELD,
    ESCAPED_CHAR,
    IN_FIELD,
    IN_QUOTED_FIELD,
    ESCAPE_IN_QUOTED_FIELD,
    QUOTE_IN_QUOTED_FIELD,
    EAT_CRNL,
    AFTER_ESCAPED_CRNL
};

#define CSV_EOL 0xFFFFFFFEu /* end of an input line, fed after its characters */

struct csv_reader {
    obj hdr;
    obj *input;
    struct csv_dialect *dialect;
    obj *fields; /* list being built */
    struct textbuf field;
    size_t field_len; /* code points */
    enum csv_state state;
    bool numeric_field;
    int64_t line_num;
    int64_t limit;
};

static struct type csv_type_reader;

/* the field being read */
static void csv_reader_dealloc(obj *o)
{
    tb_free(&((struct csv_reader *)o)->field);
    obj_free(o);
}

static bool csv_save_field(struct csv_reader *r)
{
    obj *f = str_new(r->field.data ? r->field.data : "", r->field.len);
    r->field.len = 0;
    r->field_len = 0;
    if (!f)
        return false;
    if (r->numeric_field) {
        r->numeric_field = false;
        obj *n = op_call1((obj *)&type_float, f);
        decref(f);
        if (!n)
            return false;
        f = n;
    }
    return list_append_steal(r->fields, f) == 0;
}

static bool csv_add_char(struct csv_reader *r, uint32_t c)
{
    if ((int64_t)r->field_len >= r->limit) {
        csv_error("field larger than field limit (%lld)", (long long)r->limit);
        return false;
    }
    r->field_len++;
    return tb_add_cp(&r->field, c);
}

static bool csv_process(struct csv_reader *r, uint32_t c)
{
    struct csv_dialect *d = r->dialect;
    bool nl = c == '\n' || c == '\r';
    switch (r->state) {
    case START_RECORD:
        if (c == CSV_EOL)
            return true; /* an empty line: an empty record */
        if (nl) {
            r->state = EAT_CRNL;
            return true;
        }
        r->state = START_FIELD;
        /* fall through */
    case START_FIELD:
        if (nl || c == CSV_EOL) {
            if (!csv_save_field(r))
                return false;
            r->state = c == CSV_EOL ? START_RECORD : EAT_CRNL;
        } else if (c == d->quotechar && d->quoting != QUOTE_NONE) {
            r->state = IN_QUOTED_FIELD;
        } else if (c == d->escapechar) {
            r->state = ESCAPED_CHAR;
        } else if (c == ' ' && d->skipinitialspace) {
            ;
        } else if (c == d->delimiter) {
            if (!csv_save_field(r))
                return false;
        } else {
            if (d->quoting == QUOTE_NONNUMERIC)
                r->numeric_field = true;
            if (!csv_add_char(r, c))
                return false;
            r->state = IN_FIELD;
        }
        return true;
    case ESCAPED_CHAR:
    case ESCAPE_IN_QUOTED_FIELD: /* the character after an escapechar, taken as it is */
        if (!csv_add_char(r, c == CSV_EOL ? '\n' : c))
            return false;
        r->state = r->state == ESCAPE_IN_QUOTED_FIELD ? IN_QUOTED_FIELD
                   : nl                               ? AFTER_ESCAPED_CRNL
                                                      : IN_FIELD;
        return true;
    case AFTER_ESCAPED_CRNL:
        if (c == CSV_EOL)
            return true;
        /* fall through */
    case IN_FIELD:
        if (nl || c == CSV_EOL) {
            if (!csv_save_field(r))
                return false;
            r->state = c == CSV_EOL ? START_RECORD : EAT_CRNL;
        } else if (c == d->escapechar) {
            r->state = ESCAPED_CHAR;
        } else if (c == d->delimiter) {
            if (!csv_save_field(r))
                return false;
            r->state = START_FIELD;
        } else if (!csv_add_char(r, c)) {
            return false;
        }
        return true;
    case IN_QUOTED_FIELD:
        if (c == CSV_EOL)
            ;
        else if (c == d->escapechar)
            r->state = ESCAPE_IN_QUOTED_FIELD;
        else if (c == d->quotechar && d->quoting != QUOTE_NONE)
            r->state = d->doublequote ? QUOTE_IN_QUOTED_FIELD : IN_FIELD;
        else if (!csv_add_char(r, c))
            return false;
        return true;
    case QUOTE_IN_QUOTED_FIELD:
        if (d->quoting != QUOTE_NONE && c == d->quotechar) { /* a doubled quote */
            if (!csv_add_char(r, c))
                return false;
            r->state = IN_QUOTED_FIELD;
        } else if (c == d->delimiter) {
            if (!csv_save_field(r))
                return false;
            r->state = START_FIELD;
        } else if (nl || c == CSV_EOL) {
            if (!csv_save_field(r))
                return false;
            r->state = c == CSV_EOL ? START_RECORD : EAT_CRNL;
        } else if (!d->strict) {
            if (!csv_add_char(r, c))
                return false;
            r->state = IN_FIELD;
        } else {
            char a[5] = {0}, b[5] = {0};
            str_utf8_encode(d->delimiter, a);
            str_utf8_encode(d->quotechar, b);
            csv_error("'%s' expected after '%s'", a, b);
            return false;
        }
        return true;
    case EAT_CRNL:
        if (nl)
            ;
        else if (c == CSV_EOL)
            r->state = START_RECORD;
        else {
            csv_error("new-line character seen in unquoted field - do you need to open the file "
                      "in universal-newline mode?");
            return false;
        }
        return true;
    }
    return true;
}

static obj *csv_reader_next(obj *o)
{
    struct csv_reader *r = (struct csv_reader *)o;
    r->state = START_RECORD;
    r->numeric_field = false;
    r->field.len = 0;
    r->field_len = 0;
    CLEAR(r->fields);
    r->fields = list_new(0);
    if (!r->fields)
        return NULL;
    do {
        obj *line = op_next(r->input);
        if (!line) {
            if (vm->exc)
                return NULL;
            if (r->field.len || r->state == IN_QUOTED_FIELD) {
                if (r->dialect->strict)
                    return csv_error("unexpected end of data");
                if (!csv_save_field(r))
                    return NULL;
                break;
            }
            return NULL;
        }
        if (!is_str(line)) {
            csv_error("iterator should return strings, not %s (the file should be opened in "
                      "text mode)",
                      op_type_name(line));
            decref(line);
            return NULL;
        }
        r->line_num++;
        const char *p = str_cstr(line);
        size_t n = str_len(line), i = 0;
        if (!vm_charge(1 + n / 8)) {
            decref(line);
            return vm_ops_exceeded();
        }
        bool ok = true;
        while (ok && i < n) {
            size_t adv = 1;
            uint32_t c =
                (unsigned char)p[i] < 0x80 ? (unsigned char)p[i] : str_utf8_decode(p + i, &adv);
            i += adv;
            ok = csv_process(r, c);
        }
        decref(line);
        if (!ok || !csv_process(r, CSV_EOL))
            return NULL;
    } while (r->state != START_RECORD);
    obj *fields = r->fields;
    r->fields = NULL;
    return fields;
}

static const struct getset_def csv_reader_getset[] = {
    MEMBER("line_num", MEMBER_INT64, struct csv_reader, line_num),
    MEMBER("dialect", MEMBER_OBJ, struct csv_reader, dialect),
    {NULL},
};

static struct type csv_type_reader = {
    .name = "_csv.reader",
    .getset = csv_reader_getset,
    .refs = REFS(struct csv_reader, input, dialect, fields),
    .dealloc = csv_reader_dealloc,
    .next = csv_reader_next,
};

static obj *csv_reader_new(obj *input, obj *dialect)
{
    obj *it = op_iter(input);
    if (!it) /* CPython 3.11 lets op_iter's TypeError through: "'int' object is not iterable" */
        return NULL;
    struct csv_reader *r = (struct csv_reader *)obj_alloc(&csv_type_reader, sizeof *r);
    if (!r) {
        decref(it);
        return NULL;
    }
    memset((char *)r + sizeof(obj), 0, sizeof *r - sizeof(obj));
    r->input = it;
    r->dialect = (struct csv_dialect *)incref(dialect);
    r->limit = csv_field_limit();
    return (obj *)r;
}

/* ---- writer ---- */

struct csv_writer {
    obj hdr;
    obj *write; /* the file's bound write method */
    struct csv_dialect *dialect;
};

static struct type csv_type_writer;

static bool csv_lt_has(struct csv_dialect *d, uint32_t c)
{
    const char *p = str_cstr(d->lineterminator);
    size_t n = str_len(d->lineterminator), i = 0;
    while (i < n) {
        size_t adv;
        if (str_utf8_decode(p + i, &adv) == c)
            return true;
        i += adv;
    }
    return false;
}

/* Appends one field (text, or NULL for None) with its delimiter, quoting and escapes. */
static bool csv_append_field(struct csv_dialect *d, struct textbuf *rec, obj *text, bool quoted,
                             bool first)
{
    const char *p = text ? str_cstr(text) : "";
    size_t n = text ? str_len(text) : 0;
    /* first pass: does a character force quoting? A quotechar does when it is doubled,
     * the delimiter and line terminator characters always do; an escapechar is escaped */
    for (size_t i = 0; i < n && !quoted && d->quoting != QUOTE_NONE;) {
        size_t adv;
        uint32_t c = str_utf8_decode(p + i, &adv);
        i += adv;
        if (c == d->quotechar)
            quoted = d->doublequote;
        else if (c != d->escapechar && (c == d->delimiter || csv_lt_has(d, c)))
            quoted = true;
    }
    if (!first && !tb_add_cp(rec, d->delimiter))
        return false;
    if (quoted && !tb_add_cp(rec, d->quotechar))
        return false;
    for (size_t i = 0; i < n;) {
        size_t adv;
        uint32_t c = str_utf8_decode(p + i, &adv);
        i += adv;
        bool escape = false;
        if (c == d->delimiter || c == d->escapechar || c == d->quotechar || csv_lt_has(d, c)) {
            if (d->quoting == QUOTE_NONE) {
                escape = true;
            } else if (c == d->quotechar) {
                if (d->doublequote) {
                    if (!tb_add_cp(rec, d->quotechar))
                        return false;
                } else {
                    escape = true;
                }
            } else if (c == d->escapechar) {
                escape = true;
            }
            if (escape) {
                if (d->escapechar == CSV_NOT_SET) {
                    csv_error("need to escape, but no escapechar set");
                    return false;
                }
                if (!tb_add_cp(rec, d->escapechar))
                    return false;
            }
        }
        if (!tb_add_cp(rec, c))
            return false;
    }
    return !quoted || tb_add_cp(rec, d->quotechar);
}

static bool csv_is_number(obj *o)
{
    return is_int(o) || is_float(o) || type_of(o) == &type_complex;
}

static obj *csv_writerow(struct csv_writer *w, obj *row)
{
    struct csv_dialect *d = w->dialect;
    obj *it = op_iter(row);
    if (!it) {
        if (exc_pending_is(&exc_TypeError) && !vm->fatal) {
            exc_clear();
            return csv_error("iterable expected, not %s", op_type_name(row));
        }
        return NULL;
    }
    struct textbuf rec = {0};
    size_t nfields = 0;
    obj *f;
    bool ok = true;
    while (ok && (f = op_next(it))) {
        if (!vm_charge(1)) {
            decref(f);
            vm_ops_exceeded();
            ok = false;
            break;
        }
        bool quoted =
            d->quoting == QUOTE_ALL || (d->quoting == QUOTE_NONNUMERIC && !csv_is_number(f));
        obj *text = NULL;
        if (is_str(f))
            text = incref(f);
        else if (f != NONE)
            ok = (text = op_str(f)) != NULL;
        if (ok)
            ok = csv_append_field(d, &rec, text, quoted, nfields == 0);
        nfields++;
        xdecref(text);
        decref(f);
    }
    decref(it);
    if (!ok || vm->exc) {
        tb_free(&rec);
        return NULL;
    }
    if (nfields == 1 && rec.len == 0) { /* a lone empty field must be written as "" */
        if (d->quoting == QUOTE_NONE) {
            tb_free(&rec);
            return csv_error("single empty field record must be quoted");
        }
        if (!csv_append_field(d, &rec, NULL, true, true)) {
            tb_free(&rec);
            return NULL;
        }
    }
    if (!tb_add_str(&rec, d->lineterminator)) {
        tb_free(&rec);
        return NULL;
    }
    obj *line = tb_finish(&rec);
    obj *r = line ? op_call1(w->write, line) : NULL;
    xdecref(line);
    return r;
}

static obj *csv_w_writerow(obj **args, size_t nargs, obj *kw)
{
    return csv_writerow((struct csv_writer *)args[0], args[1]);
}

/* writer.writerows and DictWriter.writerows: WRITEROW, the type's writerow, on the writer
 * (args[0]) and each item of args[1] */
static obj *csv_writerows(obj **args, cfunc writerow)
{
    obj *it = op_iter(args[1]);
    if (!it)
        return NULL;
    obj *row;
    while ((row = op_next(it))) {
        obj *r = writerow((obj *[]){args[0], row}, 2, NULL);
        decref(row);
        if (!r)
            break;
        decref(r);
    }
    decref(it);
    return vm->exc ? NULL : NONE;
}

static obj *csv_w_writerows(obj **args, size_t nargs, obj *kw)
{
    return csv_writerows(args, csv_w_writerow);
}

static const struct getset_def csv_writer_getset[] = {
    MEMBER("dialect", MEMBER_OBJ, struct csv_writer, dialect),
    {NULL},
};

static const struct method_def csv_writer_methods[] = {
    {"writerow", csv_w_writerow, METH_O},
    {"writerows", csv_w_writerows, METH_O},
    {NULL},
};

static struct type csv_type_writer = {
    .name = "_csv.writer",
    .instance_size = sizeof(struct csv_writer),
    .methods = csv_writer_methods,
    .getset = csv_writer_getset,
    .refs = REFS(struct csv_writer, write, dialect),
};

static obj *csv_writer_new(obj *file, obj *dialect)
{
    obj *write = op_getattr_cstr(file, "write");
    if (!write) {
        if (exc_pending_is(&exc_AttributeError) && !vm->fatal) {
            exc_clear();
            exc_raise(&exc_TypeError, "argument 1 must have a \"write\" method");
        }
        return NULL;
    }
    obj *w = obj_new_refs(&csv_type_writer, (obj *[]){write, dialect}, 2);
    decref(write);
    return w;
}

/* reader/writer(f, dialect='excel', **fmtparams): the entry's DATA indexes csv_makers;
 * A holds f, dialect and the format parameters, NULL when absent */
static obj *(*const csv_makers[])(obj *file, obj *dialect) = {csv_reader_new, csv_writer_new};
#define CSV_OPEN_SIG                                                                               \
    PA_SIG_KW(1, 2, NULL, "", "dialect", "delimiter", "doublequote", "escapechar",                 \
              "lineterminator", "quotechar", "quoting", "skipinitialspace", "strict")
static obj *csv_f_open(obj **a, size_t nargs, obj *kw, intptr_t which)
{
    obj *d = csv_call_dialect(a[1], a + 2);
    obj *r = d ? csv_makers[which](a[0], d) : NULL;
    xdecref(d);
    return r;
}

/* ---- DictReader ---- */

struct csv_dictreader {
    obj hdr;
    obj *reader;
    obj *fieldnames; /* NULL until read */
    obj *restkey, *restval, *dialect;
    int64_t line_num;
};

static struct type csv_type_dictreader;

/* a one-shot iterator given as fieldnames is read into a list, as CPython does */
static obj *csv_fieldnames_arg(obj *f)
{
    if (!f || f == NONE)
        return NULL;
    struct type *t = type_of(f);
    if (t->next && t->iter) {
        obj *it = op_iter(f);
        bool same = it == f;
        xdecref(it);
        if (same)
            return list_from_iter(f);
    }
    return incref(f);
}

static obj *csv_dictreader_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    obj *d = csv_call_dialect(args[4], args + 5);
    obj *reader = d ? csv_reader_new(args[0], d) : NULL;
    xdecref(d);
    obj *dialect = !reader ? NULL : args[4] ? incref(args[4]) : str_new_cstr("excel");
    struct csv_dictreader *r =
        dialect ? (struct csv_dictreader *)obj_alloc(&csv_type_dictreader, sizeof *r) : NULL;
    if (!r) {
        xdecref(reader);
        xdecref(dialect);
        return NULL;
    }
    r->reader = reader;
    r->fieldnames = NULL;
    r->restkey = incref(args[2] ? args[2] : NONE);
    r->restval = incref(args[3] ? args[3] : NONE);
    r->dialect = dialect;
    r->line_num = 0;
    if (args[1] && args[1] != NONE && !(r->fieldnames = csv_fieldnames_arg(args[1]))) {
        decref((obj *)r);
        return NULL;
    }
    return (obj *)r;
}

static obj *csv_dr_fieldnames(struct csv_dictreader *r)
{
    if (!r->fieldnames) {
        obj *row = csv_reader_next(r->reader);
        if (row)
            r->fieldnames = row;
        else if (vm->exc)
            return NULL;
        r->line_num = ((struct csv_reader *)r->reader)->line_num;
    }
    return r->fieldnames ? r->fieldnames : NONE;
}

static obj *csv_dr_get_fieldnames(obj *o)
{
    obj *f = csv_dr_fieldnames((struct csv_dictreader *)o);
    return f ? incref(f) : NULL;
}

static obj *csv_dr_next(obj *o)
{
    struct csv_dictreader *r = (struct csv_dictreader *)o;
    if (r->line_num == 0 && !csv_dr_fieldnames(r))
        return NULL;
    obj *row;
    do {
        row = csv_reader_next(r->reader);
        if (!row)
            return NULL;
        r->line_num = ((struct csv_reader *)r->reader)->line_num;
        if (AS(list_obj, row)->len)
            break;
        decref(row);
    } while (1);
    obj *names = r->fieldnames ? list_from_iter(r->fieldnames) : list_new(0);
    obj *d = names ? dict_new() : NULL;
    if (!d) {
        xdecref(names);
        decref(row);
        return NULL;
    }
    struct list_obj *nl = AS(list_obj, names), *rl = AS(list_obj, row);
    size_t lf = nl->len, lr = rl->len;
    bool ok = true;
    for (size_t i = 0; ok && i < lf && i < lr; i++)
        ok = dict_set(d, nl->items[i], rl->items[i]) == 0;
    if (ok && lf < lr) {
        obj *rest = tuple_from_array(rl->items + lf, lr - lf);
        obj *rl2 = rest ? list_from_iter(rest) : NULL;
        xdecref(rest);
        ok = rl2 && dict_set(d, r->restkey, rl2) == 0;
        xdecref(rl2);
    } else if (ok && lf > lr) {
        for (size_t i = lr; ok && i < lf; i++)
            ok = dict_set(d, nl->items[i], r->restval) == 0;
    }
    decref(names);
    decref(row);
    if (!ok) {
        decref(d);
        return NULL;
    }
    return d;
}

static const struct getset_def csv_dr_getset[] = {
    {"fieldnames", csv_dr_get_fieldnames},
    MEMBER("line_num", MEMBER_INT64, struct csv_dictreader, line_num),
    MEMBER("reader", MEMBER_OBJ, struct csv_dictreader, reader),
    MEMBER("restkey", MEMBER_OBJ, struct csv_dictreader, restkey),
    MEMBER("restval", MEMBER_OBJ, struct csv_dictreader, restval),
    MEMBER("dialect", MEMBER_OBJ, struct csv_dictreader, dialect),
    {NULL},
};

static struct type csv_type_dictreader = {
    .name = "DictReader",
    .getset = csv_dr_getset,
    .refs = REFS(struct csv_dictreader, reader, fieldnames, restkey, restval, dialect),
    .next = csv_dr_next,
    .construct = csv_dictreader_construct,
    /* a Python class in CPython: its messages name __init__ */
    .construct_sig =
        &(const struct pyargs_sig){
            "DictReader.__init__",
            (const char *const[]){"f", "fieldnames", "restkey", "restval", "dialect", "delimiter",
                                  "doublequote", "escapechar", "lineterminator", "quotechar",
                                  "quoting", "skipinitialspace", "strict", NULL},
            5, 1, false, PA_PY, NULL},
};

/* ---- DictWriter ---- */

struct csv_dictwriter {
    obj hdr;
    obj *writer;
    obj *fieldnames, *restval, *extrasaction;
    bool raise_extras;
};

static struct type csv_type_dictwriter;

static obj *csv_dictwriter_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    obj *extras = args[3];
    bool raise_extras = true;
    if (extras) {
        obj *low = is_str(extras) ? op_call_method(extras, "lower", NULL, 0) : NULL;
        if (!low)
            return vm->exc ? NULL
                           : exc_raise(&exc_AttributeError, "'%s' object has no attribute 'lower'",
                                       op_type_name(extras));
        const char *s = str_cstr(low);
        bool good = !strcmp(s, "raise") || !strcmp(s, "ignore");
        raise_extras = !strcmp(s, "raise");
        decref(low);
        if (!good) {
            obj *r = op_str(extras);
            exc_raise(&exc_ValueError, "extrasaction (%s) must be 'raise' or 'ignore'",
                      r ? str_cstr(r) : "?");
            xdecref(r);
            return NULL;
        }
    }
    obj *d = csv_call_dialect(args[4], args + 5);
    obj *writer = d ? csv_writer_new(args[0], d) : NULL;
    xdecref(d);
    if (!writer)
        return NULL;
    struct csv_dictwriter *w = (struct csv_dictwriter *)obj_alloc(&csv_type_dictwriter, sizeof *w);
    if (!w) {
        decref(writer);
        return NULL;
    }
    w->writer = writer;
    w->fieldnames = csv_fieldnames_arg(args[1]);
    if (!w->fieldnames)
        w->fieldnames = incref(NONE);
    w->restval = args[2] ? incref(args[2]) : str_new("", 0);
    w->extrasaction = extras ? incref(extras) : str_new_cstr("raise");
    w->raise_extras = raise_extras;
    if (vm->exc || !w->restval || !w->extrasaction) {
        decref((obj *)w);
        return NULL;
    }
    return (obj *)w;
}

/* _dict_to_list: the row's values in fieldnames order */
static obj *csv_dw_row(struct csv_dictwriter *w, obj *rowdict)
{
    obj *names = list_from_iter(w->fieldnames);
    if (!names)
        return NULL;
    if (w->raise_extras) {
        obj *keys = list_from_iter(rowdict);
        if (!keys) {
            decref(names);
            return NULL;
        }
        struct textbuf msg = {0};
        bool ok = true;
        for (size_t i = 0; ok && i < AS(list_obj, keys)->len; i++) {
            obj *k = AS(list_obj, keys)->items[i];
            int has = op_contains(names, k);
            if (has < 0) {
                ok = false;
            } else if (!has) {
                obj *r = op_repr(k);
                ok = r && (!msg.len || tb_add(&msg, ", ", 2)) && tb_add_str(&msg, r);
                xdecref(r);
            }
        }
        decref(keys);
        if (ok && msg.len) {
            tb_addc(&msg, 0);
            exc_raise(&exc_ValueError, "dict contains fields not in fieldnames: %s", msg.data);
            ok = false;
        }
        tb_free(&msg);
        if (!ok) {
            decref(names);
            return NULL;
        }
    }
    struct list_obj *nl = AS(list_obj, names);
    obj *vals = list_new(0);
    for (size_t i = 0; vals && i < nl->len; i++) {
        /* rowdict.get(key, restval) */
        obj *args2[2] = {nl->items[i], w->restval};
        obj *v = op_call_method(rowdict, "get", args2, 2);
        if (!v || list_append_steal(vals, v) < 0)
            CLEAR(vals);
    }
    decref(names);
    return vals;
}

static obj *csv_dw_writerow(obj **args, size_t nargs, obj *kw)
{
    struct csv_dictwriter *w = (struct csv_dictwriter *)args[0];
    obj *row = csv_dw_row(w, args[1]);
    if (!row)
        return NULL;
    obj *r = csv_writerow((struct csv_writer *)w->writer, row);
    decref(row);
    return r;
}

static obj *csv_dw_writerows(obj **args, size_t nargs, obj *kw)
{
    return csv_writerows(args, csv_dw_writerow);
}

static obj *csv_dw_writeheader(obj **args, size_t nargs, obj *kw)
{
    struct csv_dictwriter *w = (struct csv_dictwriter *)args[0];
    obj *names = list_from_iter(w->fieldnames);
    if (!names)
        return NULL;
    obj *r = csv_writerow((struct csv_writer *)w->writer, names);
    decref(names);
    return r;
}

static const struct getset_def csv_dw_getset[] = {
    MEMBER("fieldnames", MEMBER_OBJ, struct csv_dictwriter, fieldnames),
    MEMBER("writer", MEMBER_OBJ, struct csv_dictwriter, writer),
    MEMBER("restval", MEMBER_OBJ, struct csv_dictwriter, restval),
    MEMBER("extrasaction", MEMBER_OBJ, struct csv_dictwriter, extrasaction),
    {NULL},
};

static const struct method_def csv_dw_methods[] = {
    {"writeheader", csv_dw_writeheader, 0,
     &(const struct pyargs_sig){"DictWriter.writeheader", (const char *const[]){NULL}, 0, 0, false,
                                PA_PY, NULL}},
    {"writerow", csv_dw_writerow, 0,
     &(const struct pyargs_sig){"DictWriter.writerow", (const char *const[]){"rowdict", NULL}, 1, 1,
                                false, PA_PY, NULL}},
    {"writerows", csv_dw_writerows, 0,
     &(const struct pyargs_sig){"DictWriter.writerows", (const char *const[]){"rowdicts", NULL}, 1,
                                1, false, PA_PY, NULL}},
    {NULL},
};

static struct type csv_type_dictwriter = {
    .name = "DictWriter",
    .methods = csv_dw_methods,
    .getset = csv_dw_getset,
    .refs = REFS(struct csv_dictwriter, writer, fieldnames, restval, extrasaction),
    .construct = csv_dictwriter_construct,
    .construct_sig =
        &(const struct pyargs_sig){
            "DictWriter.__init__",
            (const char *const[]){"f", "fieldnames", "restval", "extrasaction", "dialect",
                                  "delimiter", "doublequote", "escapechar", "lineterminator",
                                  "quotechar", "quoting", "skipinitialspace", "strict", NULL},
            5, 2, false, PA_PY, NULL},
};

/* ---- dialect registry and field_size_limit (per session, in the module's dict) ---- */

static obj *csv_registry(void)
{
    obj *m = dict_get_cstr(vm->modules, "csv");
    if (!m || type_of(m) != &type_module) {
        exc_raise(&exc_RuntimeError, "csv module state is missing");
        return NULL;
    }
    return dict_get_cstr(AS(module_obj, m)->dict, "__dialects__");
}

static obj *csv_f_register_dialect(obj **args, size_t nargs, obj *kw)
{
    if (!is_str(args[0]))
        return exc_raise(&exc_TypeError, "dialect name must be a string");
    obj *reg = csv_registry();
    if (!reg)
        return NULL;
    obj *d = csv_make_dialect(args[1], args + 2);
    if (!d)
        return NULL;
    int rc = dict_set(reg, args[0], d);
    decref(d);
    return rc < 0 ? NULL : NONE;
}

static obj *csv_f_get_dialect(obj **args, size_t nargs, obj *kw)
{
    obj *reg = csv_registry();
    obj *d = reg ? dict_get(reg, args[0]) : NULL;
    if (!d)
        return vm->exc ? NULL : csv_error("unknown dialect");
    return incref(d);
}

static obj *csv_f_unregister_dialect(obj **args, size_t nargs, obj *kw)
{
    obj *reg = csv_registry();
    if (!reg)
        return NULL;
    int rc = dict_del(reg, args[0]);
    if (rc == 1)
        return csv_error("unknown dialect");
    return rc < 0 ? NULL : NONE;
}

static obj *csv_f_list_dialects(obj **args, size_t nargs, obj *kw)
{
    obj *reg = csv_registry();
    return reg ? list_from_iter(reg) : NULL;
}

static obj *csv_f_field_size_limit(obj **args, size_t nargs, obj *kw)
{
    int64_t old = csv_field_limit();
    if (args[0]) {
        if (!is_int(args[0]))
            return exc_raise(&exc_TypeError, "limit must be an integer");
        obj *m = dict_get_cstr(vm->modules, "csv");
        if (m && type_of(m) == &type_module &&
            dict_set_cstr(AS(module_obj, m)->dict, "__limit__", incref(args[0])) < 0)
            return NULL;
    }
    return int_from_i64(old);
}

static const struct method_def csv_funcs[] = {
    {"reader", .fn_data = csv_f_open, .data = 0, .sig = CSV_OPEN_SIG},
    {"writer", .fn_data = csv_f_open, .data = 1, .sig = CSV_OPEN_SIG},
    {"register_dialect", csv_f_register_dialect, 0,
     PA_SIG_KW(1, 2, NULL, "", "", "delimiter", "doublequote", "escapechar", "lineterminator",
               "quotechar", "quoting", "skipinitialspace", "strict")},
    {"unregister_dialect", csv_f_unregister_dialect, 0, PA_SIG_KW(1, 1, NULL, "name")},
    {"get_dialect", csv_f_get_dialect, 0, PA_SIG_KW(1, 1, NULL, "name")},
    {"list_dialects", csv_f_list_dialects, METH_NOARGS},
    {"field_size_limit", csv_f_field_size_limit, 0, PA_SIG_KW(0, 1, NULL, "new_limit")},
    {NULL},
};

/* a builtin dialect: excel with changes */
static obj *csv_builtin_dialect(const char *delimiter, const char *lineterminator, int quoting)
{
    obj *p[P_COUNT] = {0};
    p[P_DELIMITER] = str_new_cstr(delimiter);
    p[P_LINETERMINATOR] = str_new_cstr(lineterminator);
    p[P_QUOTING] = small_new(quoting);
    obj *d = p[P_DELIMITER] && p[P_LINETERMINATOR] ? csv_make_dialect(NULL, p) : NULL;
    xdecref(p[P_DELIMITER]);
    xdecref(p[P_LINETERMINATOR]);
    return d;
}

/* the dialect registry (per session, in the module's dict), its three dialects and the
 * QUOTE_* constants */
static int csv_fill(obj *m)
{
    obj *d = AS(module_obj, m)->dict;
    obj *reg = dict_new();
    obj *excel = csv_builtin_dialect(",", "\r\n", QUOTE_MINIMAL);
    obj *tab = csv_builtin_dialect("\t", "\r\n", QUOTE_MINIMAL);
    obj *unix_d = csv_builtin_dialect(",", "\n", QUOTE_ALL);
    bool ok = reg && excel && tab && unix_d && dict_set_cstr(reg, "excel", incref(excel)) == 0 &&
              dict_set_cstr(reg, "excel-tab", incref(tab)) == 0 &&
              dict_set_cstr(reg, "unix", incref(unix_d)) == 0 &&
              dict_set_cstr(d, "excel", incref(excel)) == 0 &&
              dict_set_cstr(d, "excel_tab", incref(tab)) == 0 &&
              dict_set_cstr(d, "unix_dialect", incref(unix_d)) == 0 &&
              dict_set_cstr(d, "__dialects__", incref(reg)) == 0;
    xdecref(reg);
    xdecref(excel);
    xdecref(tab);
    xdecref(unix_d);
    if (!ok)
        return -1;
    static const struct {
        const char *name;
        int value;
    } consts[] = {{"QUOTE_MINIMAL", QUOTE_MINIMAL},
                  {"QUOTE_ALL", QUOTE_ALL},
                  {"QUOTE_NONNUMERIC", QUOTE_NONNUMERIC},
                  {"QUOTE_NONE", QUOTE_NONE}};
    for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++)
        if (dict_set_cstr(d, consts[k].name, small_new(consts[k].value)) < 0)
            return -1;
    return 0;
}

const struct module_def mod_csv = {
    .name = "csv",
    .functions = csv_funcs,
    .types = (const struct module_type[]){{&csv_type_error, true, "_csv"},
                                          {&csv_type_dialect, true, "_csv"},
                                          {&csv_type_reader, false, "_csv"},
                                          {&csv_type_writer, false, "_csv"},
                                          {&csv_type_dictreader, true},
                                          {&csv_type_dictwriter, true},
                                          {NULL}},
    .fill = csv_fill,
};
