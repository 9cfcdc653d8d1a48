/* executor/lib/mod_re.c: the re module on PCRE2. A translator reads Python's pattern syntax,
 * reports CPython's re.error messages and positions, and writes an equivalent PCRE2
 * pattern (every named group becomes a numbered one, every literal an \x{...} escape);
 * the Python semantics that PCRE2 lacks (findall's group tuples, sub templates, split with
 * groups, 3.7's empty-match rules, code point offsets) live in the drivers below.
 *
 * Work and memory are bounded: PCRE2 allocates through the heap cap, and each match runs
 * under a match limit that starts small and grows fourfold, every attempt charged to the
 * operation budget, so catastrophic backtracking ends the run with the "ops" status
 * (an uncatchable limit) instead of hanging. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/module.h"
#include "executor/core/ops.h"
#include "executor/core/pyargs.h"
#include "executor/core/textbuf.h"
#include "executor/lib/import.h"
#include "executor/lib/mod_re.h"
#include "executor/unicode/unicode.h"
#include "executor/core/vm.h"

/* Python's flag values (re.RegexFlag) */
#define RE_TEMPLATE 1
#define RE_IGNORECASE 2
#define RE_LOCALE 4
#define RE_MULTILINE 8
#define RE_DOTALL 16
#define RE_UNICODE 32
#define RE_VERBOSE 64
#define RE_DEBUG 128
#define RE_ASCII 256

/* Compiled patterns the module functions keep (CPython's _MAXCACHE). */
#define RE_CACHE_MAX 512

static obj *re_error_construct(struct type *t, obj **args, size_t nargs, obj *kw);

/* re.error(msg, pattern=None, pos=None), an Exception defined in Python by re. */
static struct type re_type_error = {
    .name = "error",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .base_type = &exc_Exception,
    .construct = re_error_construct,
    .construct_sig = &(const struct pyargs_sig){"error.__init__",
                                                (const char *const[]){"msg", "pattern", "pos", NULL},
                                                3, 1, false, PA_PY, NULL},
};

/* ---- re.error ---- */

static obj *re_error_new(obj *msg, obj *pattern, obj *pos)
{
    obj *text;
    obj *lineno = NONE, *colno = NONE;
    int64_t p;
    if (pattern != NONE && pos != NONE && is_int(pos) && int_to_i64(pos, &p)) {
        /* line and column only matter when the pattern has several lines */
        int64_t line = 1, col = p + 1;
        bool multiline = false;
        if (is_str(pattern)) {
            const char *s = str_cstr(pattern);
            size_t end = str_cp_offset(pattern, (size_t)(p < 0 ? 0 : p));
            multiline = memchr(s, '\n', str_len(pattern)) != NULL;
            int64_t cp = 0, last = -1;
            for (size_t i = 0; i < end; i++) {
                if (((unsigned char)s[i] & 0xC0) == 0x80)
                    continue;
                if (s[i] == '\n') {
                    line++;
                    last = cp;
                }
                cp++;
            }
            col = p - last;
        }
        text = multiline
                   ? str_from_fmt("%s at position %lld (line %lld, column %lld)", str_cstr(msg),
                                  (long long)p, (long long)line, (long long)col)
                   : str_from_fmt("%s at position %lld", str_cstr(msg), (long long)p);
        lineno = int_from_i64(line);
        colno = int_from_i64(col);
    } else {
        text = incref(msg);
    }
    obj *e = text ? exc_new(&re_type_error, &text, 1) : NULL;
    xdecref(text);
    /* the attributes re's Python code gives it; the names are interned in the session */
    static const char *const names[] = {"msg", "pattern", "pos", "lineno", "colno"};
    obj *values[] = {msg, pattern, pos, lineno ? lineno : NONE, colno ? colno : NONE};
    for (size_t i = 0; e && i < sizeof names / sizeof names[0]; i++) {
        obj *n = str_intern(names[i], strlen(names[i]));
        if (!n || op_setattr(e, n, values[i]) < 0)
            CLEAR(e);
    }
    xdecref(lineno);
    xdecref(colno);
    return e;
}

static obj *re_error_construct(struct type *t, obj **a, size_t nargs, obj *kw)
{
    if (!is_str(a[0]))
        return exc_raise(&exc_TypeError, "error() argument 'msg' must be str");
    return re_error_new(a[0], a[1] ? a[1] : NONE, a[2] ? a[2] : NONE);
}

/* Raises re.error(msg, pattern, pos); pos < 0: no position. */
static obj *re_fail(obj *pattern, intptr_t pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static obj *re_fail(obj *pattern, intptr_t pos, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    obj *msg = str_new_cstr(buf);
    obj *p = msg && pos >= 0 ? int_from_i64(pos) : NULL;
    obj *e =
        msg && (pos < 0 || p) ? re_error_new(msg, pos >= 0 ? pattern : NONE, p ? p : NONE) : NULL;
    xdecref(msg);
    xdecref(p);
    return e ? exc_set(e) : NULL;
}

/* ---- the translator: Python pattern -> PCRE2 pattern ---- */

struct re_group_info {
    obj *name;          /* str or NULL */
    uint32_t close_seq; /* order in which the group's ')' appears: lastindex */
    uint64_t lo, hi;    /* its width, for backreferences in look-behinds */
};

/* Widths in characters, as CPython's getwidth computes them: look-behinds must have a
 * fixed one (PCRE2 would accept alternatives of different fixed widths). */
#define TR_WIDTH_INF ((uint64_t)1 << 40)
struct tr_width {
    uint64_t lo, hi;   /* the branch being read */
    uint64_t glo, ghi; /* over the finished branches */
    int branches;      /* finished so far */
};

enum tr_group_role { ROLE_PLAIN, ROLE_LOOKAHEAD, ROLE_LOOKBEHIND, ROLE_CONDITIONAL };

struct tr_open {
    size_t pos;   /* of the '(' */
    int group;    /* capture number, 0 for other groups */
    bool verbose; /* verbose mode outside the group */
    enum tr_group_role role;
    struct tr_width w;
};

struct tr {
    obj *pattern; /* the original str/bytes, for errors */
    const unsigned char *s;
    size_t len, i; /* byte offset */
    size_t pos;    /* code point index of s[i] */
    bool bytes;    /* a bytes pattern: one byte per character, no Unicode */
    bool verbose;
    int flags; /* global flags, inline ones included */
    struct textbuf out;
    struct re_group_info *groups; /* [0] unused */
    size_t ngroups, groups_cap;
    uint32_t close_counter;
    struct tr_open *stack;
    size_t depth, stack_cap;
    struct tr_width top;       /* the pattern outside any group */
    uint64_t last_lo, last_hi; /* width of the last item, for a quantifier */
    bool width_done;           /* the last escape was a backreference, already counted */
    bool variable_lookbehind;
    /* references to check once every group is known: (group, position) */
    struct tr_ref {
        size_t group, pos;
    } * refs;
    size_t nrefs, refs_cap;
    bool failed;
};

static uint32_t tr_peek(const struct tr *t, size_t *adv)
{
    if (t->i >= t->len) {
        *adv = 0;
        return 0;
    }
    if (t->bytes || t->s[t->i] < 0x80) {
        *adv = 1;
        return t->s[t->i];
    }
    return str_utf8_decode((const char *)t->s + t->i, adv);
}

static bool tr_more(const struct tr *t)
{
    return t->i < t->len;
}

static uint32_t tr_get(struct tr *t)
{
    size_t adv;
    uint32_t c = tr_peek(t, &adv);
    t->i += adv;
    t->pos++;
    return c;
}

static bool tr_next_is(const struct tr *t, char c)
{
    return t->i < t->len && t->s[t->i] == (unsigned char)c;
}

static bool tr_match(struct tr *t, char c)
{
    if (!tr_next_is(t, c))
        return false;
    t->i++;
    t->pos++;
    return true;
}

#define TR_FAIL(t, pos, ...)                                                                       \
    do {                                                                                           \
        re_fail((t)->pattern, (intptr_t)(pos), __VA_ARGS__);                                       \
        (t)->failed = true;                                                                        \
        return false;                                                                              \
    } while (0)

static bool tr_emit(struct tr *t, const char *s)
{
    if (!tb_adds(&t->out, s)) {
        t->failed = true;
        return false;
    }
    return true;
}

static bool tr_emit_cp(struct tr *t, uint32_t cp)
{
    char buf[16];
    if (cp < 0x80 &&
        ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9')))
        snprintf(buf, sizeof buf, "%c", (char)cp);
    else
        snprintf(buf, sizeof buf, "\\x{%x}", (unsigned)cp);
    return tr_emit(t, buf);
}

/* Python's \s also covers \x1c-\x1f and \x85 (str.isspace); PCRE2's does not. */
static const char *tr_space_extra(const struct tr *t)
{
    return t->bytes || (t->flags & RE_ASCII) ? "" : "\\x{1c}-\\x{1f}\\x{85}";
}

/* The category escapes \d \D \w \W \s \S, which PCRE2 spells alike; NULL for another C */
static const char *tr_category(uint32_t c)
{
    static const char letters[] = "dDwWsS";
    static const char *const cats[] = {"\\d", "\\D", "\\w", "\\W", "\\s", "\\S"};
    const char *at = c && c < 0x80 ? strchr(letters, (int)c) : NULL;
    return at ? cats[at - letters] : NULL;
}

static bool tr_is_digit(uint32_t c)
{
    return c >= '0' && c <= '9';
}

static bool tr_is_octal(uint32_t c)
{
    return c >= '0' && c <= '7';
}

/* An octal escape takes up to two more octal digits after its first: value so far * 8 + d */
static uint32_t tr_octal_rest(struct tr *t, uint32_t cp)
{
    for (int k = 0; k < 2; k++) {
        size_t adv;
        uint32_t d = tr_peek(t, &adv);
        if (!adv || !tr_is_octal(d))
            break;
        tr_get(t);
        cp = cp * 8 + (d - '0');
    }
    return cp;
}

static int tr_hex_value(uint32_t c)
{
    return c >= '0' && c <= '9'   ? (int)(c - '0')
           : c >= 'a' && c <= 'f' ? (int)(c - 'a' + 10)
           : c >= 'A' && c <= 'F' ? (int)(c - 'A' + 10)
                                  : -1;
}

/* repr() of the pattern's text from byte offset a to b, for messages about names
 * (CPython formats them with %r); bytes patterns' names are ASCII. */
static void tr_name_repr(const struct tr *t, size_t a, size_t b, char *buf, size_t size)
{
    obj *n = str_new((const char *)t->s + a, b - a);
    obj *r = n && !t->bytes ? str_repr(n) : NULL;
    if (r)
        snprintf(buf, size, "%s", str_cstr(r));
    else
        snprintf(buf, size, "'%.*s'", (int)(b - a), (const char *)t->s + a);
    xdecref(n);
    xdecref(r);
    if (!r && vm->exc && !vm->fatal)
        exc_clear();
}

/* The text of the pattern from byte offset a to b, for messages. */
static void tr_text(const struct tr *t, size_t a, size_t b, char *buf, size_t size)
{
    size_t n = b - a < size - 1 ? b - a : size - 1;
    memcpy(buf, t->s + a, n);
    buf[n] = 0;
}

/* \x, \u, \U: n hex digits; the escape began at byte start / position start_pos. */
static bool tr_hex_escape(struct tr *t, int n, size_t start, size_t start_pos, uint32_t *out)
{
    uint32_t v = 0;
    for (int k = 0; k < n; k++) {
        size_t adv;
        uint32_t c = tr_peek(t, &adv);
        int h = adv ? tr_hex_value(c) : -1;
        if (h < 0) {
            char txt[32];
            tr_text(t, start, t->i, txt, sizeof txt);
            TR_FAIL(t, start_pos, "incomplete escape %s", txt);
        }
        tr_get(t);
        v = v * 16 + (uint32_t)h;
    }
    if (v > 0x10FFFF) {
        char txt[32];
        tr_text(t, start, t->i, txt, sizeof txt);
        TR_FAIL(t, start_pos, "bad escape %s", txt);
    }
    *out = v;
    return true;
}

/* \N{NAME}, after the N: the character's name looked up in unicodedata, imported as
 * CPython's sre_parse imports it, whatever the snippet may import. */
static bool tr_named_char(struct tr *t, size_t start_pos, uint32_t *cp)
{
    if (!tr_match(t, '{'))
        TR_FAIL(t, t->pos, "missing {");
    size_t a = t->i, name_pos = t->pos;
    while (tr_more(t) && !tr_next_is(t, '}'))
        tr_get(t);
    size_t b = t->i;
    if (!tr_match(t, '}') || a == b)
        TR_FAIL(t, name_pos, "missing character name");
    obj *m = import_native("unicodedata");
    obj *name = m ? str_new((const char *)t->s + a, b - a) : NULL;
    obj *ch = name ? op_call_method(m, "lookup", &name, 1) : NULL;
    xdecref(m);
    xdecref(name);
    if (!ch || !is_str(ch) || AS(str_obj, ch)->cplen != 1) {
        xdecref(ch);
        if (vm->fatal || (vm->exc && !exc_pending_is(&exc_KeyError)))
            return t->failed = true, false;
        exc_clear();
        char txt[256];
        tr_name_repr(t, a, b, txt, sizeof txt);
        TR_FAIL(t, start_pos, "undefined character name %s", txt);
    }
    size_t adv;
    *cp = str_utf8_decode(str_cstr(ch), &adv);
    decref(ch);
    return true;
}

/* An escape that stands for one character, shared by classes and plain text: the backslash
 * and letter are consumed. Returns 1 with *cp set, 0 when c is not such an escape, -1 on
 * error. */
static int tr_char_escape(struct tr *t, uint32_t c, size_t start, size_t start_pos, uint32_t *cp)
{
    switch (c) {
    case 'a':
        *cp = 7;
        return 1;
    case 'f':
        *cp = 12;
        return 1;
    case 'n':
        *cp = 10;
        return 1;
    case 'r':
        *cp = 13;
        return 1;
    case 't':
        *cp = 9;
        return 1;
    case 'v':
        *cp = 11;
        return 1;
    case 'x':
        return tr_hex_escape(t, 2, start, start_pos, cp) ? 1 : -1;
    case 'u':
    case 'U':
        if (t->bytes)
            return 0;
        return tr_hex_escape(t, c == 'u' ? 4 : 8, start, start_pos, cp) ? 1 : -1;
    case 'N':
        if (t->bytes)
            return 0;
        return tr_named_char(t, start_pos, cp) ? 1 : -1;
    }
    return 0;
}

static bool tr_bad_escape(struct tr *t, uint32_t c, size_t start_pos)
{
    char enc[5] = {0};
    str_utf8_encode(c, enc);
    TR_FAIL(t, start_pos, "bad escape \\%s", enc);
}

static bool tr_ascii_letter(uint32_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The translator's growing arrays (refs, stack, groups): ITEMS with room for *CAP items of
 * SIZE bytes, grown (doubled, from FIRST) so that item N fits. The array, or NULL with
 * t->failed when memory is refused (ITEMS is then unchanged). */
static void *tr_grow(struct tr *t, void *items, size_t *cap, size_t n, size_t size, size_t first)
{
    if (n < *cap)
        return items;
    size_t nc = *cap ? *cap * 2 : first;
    void *p = mem_realloc(items, nc * size);
    if (!p) {
        t->failed = true;
        return NULL;
    }
    *cap = nc;
    return p;
}

static bool tr_note_ref(struct tr *t, size_t group, size_t pos)
{
    void *p = tr_grow(t, t->refs, &t->refs_cap, t->nrefs, sizeof *t->refs, 8);
    if (!p)
        return false;
    t->refs = p;
    t->refs[t->nrefs++] = (struct tr_ref){group, pos};
    return true;
}

static bool tr_group_open(const struct tr *t, size_t g)
{
    for (size_t k = 0; k < t->depth; k++)
        if (t->stack[k].group == (int)g)
            return true;
    return false;
}

static void tr_width_add(struct tr *t, uint64_t lo, uint64_t hi);

/* A backreference \N (outside classes) to group g: its digits are at position pos, its
 * backslash at pos - 1 (CPython reports each error at one of the two). */
static bool tr_backref(struct tr *t, size_t g, size_t pos)
{
    if (g > t->ngroups || g == 0)
        TR_FAIL(t, pos, "invalid group reference %zu", g);
    if (tr_group_open(t, g))
        TR_FAIL(t, pos - 1, "cannot refer to an open group");
    char buf[32];
    snprintf(buf, sizeof buf, "\\g{%zu}", g);
    tr_width_add(t, t->groups[g].lo, t->groups[g].hi);
    t->width_done = true;
    return tr_emit(t, buf);
}

/* After a backslash outside a class. *atom: whether the result can be repeated. */
static bool tr_escape(struct tr *t, size_t start, size_t start_pos, bool *atom)
{
    *atom = true;
    if (!tr_more(t))
        TR_FAIL(t, start_pos, "bad escape (end of pattern)");
    size_t digit_pos = t->pos;
    uint32_t c = tr_get(t);
    uint32_t cp;
    /* the zero-width assertions; PCRE2 spells \Z as \z */
    if (c == 'A' || c == 'Z' || c == 'b' || c == 'B') {
        *atom = false;
        return tr_emit(t, c == 'Z' ? "\\z" : (const char[]){'\\', (char)c, 0});
    }
    /* outside a class, \s and \S take the extra spaces in a class of their own */
    const char *cat = tr_category(c);
    if (cat && (c == 's' || c == 'S') && *tr_space_extra(t))
        return tr_emit(t, c == 's' ? "[\\s" : "[^\\s") && tr_emit(t, tr_space_extra(t)) &&
               tr_emit(t, "]");
    if (cat)
        return tr_emit(t, cat);
    if (c == '0') { /* octal: \0, \0o, \0oo */
        return tr_emit_cp(t, tr_octal_rest(t, 0));
    }
    if (tr_is_digit(c)) {
        /* three octal digits make a character; otherwise one or two digits are a group */
        size_t adv;
        uint32_t d1 = tr_peek(t, &adv);
        if (adv && tr_is_digit(d1)) {
            uint32_t d2 = t->i + 1 < t->len ? t->s[t->i + 1] : 0;
            if (tr_is_octal(c) && tr_is_octal(d1) && tr_is_octal(d2)) {
                tr_get(t);
                tr_get(t);
                cp = (c - '0') * 64 + (d1 - '0') * 8 + (d2 - '0');
                if (cp > 0377) {
                    char txt[8];
                    tr_text(t, start, t->i, txt, sizeof txt);
                    TR_FAIL(t, start_pos, "octal escape value %s outside of range 0-0o377", txt);
                }
                return tr_emit_cp(t, cp);
            }
            tr_get(t);
            return tr_backref(t, (c - '0') * 10 + (d1 - '0'), digit_pos);
        }
        return tr_backref(t, c - '0', digit_pos);
    }
    int r = tr_char_escape(t, c, start, start_pos, &cp);
    if (r < 0)
        return false;
    if (r > 0)
        return tr_emit_cp(t, cp);
    if (c < 0x80 && tr_ascii_letter(c))
        return tr_bad_escape(t, c, start_pos);
    return tr_emit_cp(t, c);
}

/* One item of a character class: a character (*cp) or a category (*cat, "\\d"...). */
static bool tr_class_item(struct tr *t, uint32_t *cp, const char **cat, size_t *item_start)
{
    *cat = NULL;
    *item_start = t->i;
    size_t start_pos = t->pos;
    uint32_t c = tr_get(t);
    if (c != '\\') {
        *cp = c;
        return true;
    }
    if (!tr_more(t))
        TR_FAIL(t, start_pos, "bad escape (end of pattern)");
    c = tr_get(t);
    *cat = tr_category(c);
    if (*cat)
        return true;
    if (c == 'b') { /* a backspace in a class */
        *cp = 8;
        return true;
    }
    if (tr_is_octal(c)) {
        *cp = tr_octal_rest(t, c - '0');
        if (*cp > 0377) {
            char txt[8];
            tr_text(t, *item_start, t->i, txt, sizeof txt);
            TR_FAIL(t, start_pos, "octal escape value %s outside of range 0-0o377", txt);
        }
        return true;
    }
    int r = tr_char_escape(t, c, *item_start, start_pos, cp);
    if (r < 0)
        return false;
    if (r > 0)
        return true;
    if (c < 0x80 && (tr_ascii_letter(c) || tr_is_digit(c)))
        return tr_bad_escape(t, c, start_pos);
    *cp = c;
    return true;
}

static bool tr_class(struct tr *t)
{
    size_t open_pos = t->pos;
    tr_get(t); /* '[' */
    if (!tr_emit(t, "["))
        return false;
    if (tr_match(t, '^') && !tr_emit(t, "^"))
        return false;
    bool first = true;
    for (;;) {
        if (!tr_more(t))
            TR_FAIL(t, open_pos, "unterminated character set");
        if (tr_next_is(t, ']') && !first) {
            tr_get(t);
            break;
        }
        first = false;
        size_t lo_pos = t->pos;
        uint32_t lo;
        const char *cat;
        size_t lo_start;
        if (!tr_class_item(t, &lo, &cat, &lo_start))
            return false;
        bool range = tr_next_is(t, '-') && t->i + 1 < t->len && t->s[t->i + 1] != ']';
        if (range) {
            tr_get(t); /* '-' */
            uint32_t hi;
            const char *hcat;
            size_t hi_start;
            if (!tr_class_item(t, &hi, &hcat, &hi_start))
                return false;
            if (cat || hcat || hi < lo) {
                char txt[64];
                tr_text(t, lo_start, t->i, txt, sizeof txt);
                TR_FAIL(t, lo_pos, "bad character range %s", txt);
            }
            char buf[48];
            snprintf(buf, sizeof buf, "\\x{%x}-\\x{%x}", (unsigned)lo, (unsigned)hi);
            if (!tr_emit(t, buf))
                return false;
            continue;
        }
        if (cat) {
            if (!tr_emit(t, cat))
                return false;
            if (cat[1] == 's' && !tr_emit(t, tr_space_extra(t)))
                return false;
        } else {
            char buf[24];
            snprintf(buf, sizeof buf, "\\x{%x}", (unsigned)lo);
            if (!tr_emit(t, buf))
                return false;
        }
    }
    return tr_emit(t, "]");
}

/* A group name after "(?P<" or "(?P=" or "(?(": up to term, which is consumed. */
static bool tr_name(struct tr *t, char term, const char *what, size_t *name_start, size_t *name_end,
                    size_t *name_pos)
{
    *name_start = t->i;
    *name_pos = t->pos;
    while (tr_more(t) && !tr_next_is(t, term))
        tr_get(t);
    *name_end = t->i;
    if (!tr_more(t)) {
        if (*name_end == *name_start)
            TR_FAIL(t, *name_pos, "missing %s", what);
        TR_FAIL(t, *name_pos, "missing %c, unterminated name", term);
    }
    tr_get(t); /* term */
    if (*name_end == *name_start)
        TR_FAIL(t, *name_pos, "missing %s", what);
    return true;
}

static bool tr_is_identifier(const struct tr *t, size_t a, size_t b)
{
    size_t i = a;
    bool first = true;
    while (i < b) {
        size_t adv = 1;
        uint32_t c =
            t->bytes || t->s[i] < 0x80 ? t->s[i] : str_utf8_decode((const char *)t->s + i, &adv);
        if (t->bytes && c >= 0x80)
            return false;
        bool ok = first ? unicode_isidstart(c) : unicode_isidcontinue(c);
        if (!ok)
            return false;
        first = false;
        i += adv;
    }
    return !first;
}

/* The group named by the text a..b, or 0. */
static size_t tr_find_name(const struct tr *t, size_t a, size_t b)
{
    for (size_t g = 1; g <= t->ngroups; g++) {
        obj *n = t->groups[g].name;
        if (n && str_len(n) == b - a && !memcmp(str_cstr(n), t->s + a, b - a))
            return g;
    }
    return 0;
}

static bool tr_new_group(struct tr *t, obj *name)
{
    void *p = tr_grow(t, t->groups, &t->groups_cap, t->ngroups + 1, sizeof *t->groups, 16);
    if (!p) {
        xdecref(name);
        return false;
    }
    t->groups = p;
    t->ngroups++;
    t->groups[t->ngroups].name = name;
    t->groups[t->ngroups].close_seq = 0;
    return true;
}

static struct tr_width *tr_cur_width(struct tr *t)
{
    return t->depth ? &t->stack[t->depth - 1].w : &t->top;
}

static uint64_t tr_sat(uint64_t v)
{
    return v > TR_WIDTH_INF ? TR_WIDTH_INF : v;
}

/* an item of width lo..hi was read */
static void tr_width_add(struct tr *t, uint64_t lo, uint64_t hi)
{
    struct tr_width *w = tr_cur_width(t);
    w->lo = tr_sat(w->lo + lo);
    w->hi = tr_sat(w->hi + hi);
    t->last_lo = lo;
    t->last_hi = hi;
}

/* a quantifier {m,n} applies to the last item */
static void tr_width_repeat(struct tr *t, uint64_t m, uint64_t n)
{
    struct tr_width *w = tr_cur_width(t);
    w->lo = tr_sat(w->lo - t->last_lo + tr_sat(t->last_lo * m));
    uint64_t hi = n >= TR_WIDTH_INF ? (t->last_hi ? TR_WIDTH_INF : 0) : tr_sat(t->last_hi * n);
    w->hi = tr_sat(w->hi - t->last_hi + hi);
}

static void tr_width_branch(struct tr_width *w)
{
    w->glo = w->branches ? (w->lo < w->glo ? w->lo : w->glo) : w->lo;
    w->ghi = w->branches ? (w->hi > w->ghi ? w->hi : w->ghi) : w->hi;
    w->branches++;
    w->lo = w->hi = 0;
}

static bool tr_push(struct tr *t, size_t pos, int group, enum tr_group_role role)
{
    void *p = tr_grow(t, t->stack, &t->stack_cap, t->depth, sizeof *t->stack, 16);
    if (!p)
        return false;
    t->stack = p;
    t->stack[t->depth++] = (struct tr_open){pos, group, t->verbose, role}; /* w: zero */
    return true;
}

static int tr_flag_bit(uint32_t c)
{
    switch (c) {
    case 'a':
        return RE_ASCII;
    case 'i':
        return RE_IGNORECASE;
    case 'L':
        return RE_LOCALE;
    case 'm':
        return RE_MULTILINE;
    case 's':
        return RE_DOTALL;
    case 'u':
        return RE_UNICODE;
    case 'x':
        return RE_VERBOSE;
    }
    return 0;
}

/* Writes at buf[n] PCRE2's letters for the flags it takes itself (i, m, s); returns the new n. */
static size_t tr_flag_letters(char *buf, size_t n, int flags)
{
    if (flags & RE_IGNORECASE)
        buf[n++] = 'i';
    if (flags & RE_MULTILINE)
        buf[n++] = 'm';
    if (flags & RE_DOTALL)
        buf[n++] = 's';
    return n;
}

/* "(?" followed by flags: global "(?imsx)" or scoped "(?i-m:...)". at_start: nothing
 * but global flags came before. */
static bool tr_flags(struct tr *t, size_t open_pos, bool at_start, bool *global)
{
    int on = 0, off = 0;
    *global = false;
    for (;;) {
        size_t adv;
        uint32_t c = tr_peek(t, &adv);
        int bit = adv ? tr_flag_bit(c) : 0;
        if (!bit)
            break;
        tr_get(t);
        if (bit == RE_LOCALE && !t->bytes)
            TR_FAIL(t, t->pos, "bad inline flags: cannot use 'L' flag with a str pattern");
        if (bit == RE_UNICODE && t->bytes)
            TR_FAIL(t, t->pos, "bad inline flags: cannot use 'u' flag with a bytes pattern");
        on |= bit;
    }
    if (tr_match(t, ')')) {
        if (!at_start)
            TR_FAIL(t, open_pos, "global flags not at the start of the expression");
        t->flags |= on;
        if (on & RE_VERBOSE)
            t->verbose = true;
        *global = true;
        return true;
    }
    bool minus = tr_match(t, '-');
    if (minus) {
        for (;;) {
            size_t adv;
            uint32_t c = tr_peek(t, &adv);
            int bit = adv ? tr_flag_bit(c) : 0;
            if (!bit) {
                if (!off)
                    TR_FAIL(t, t->pos, "missing flag");
                break;
            }
            tr_get(t);
            if (bit & (RE_ASCII | RE_LOCALE | RE_UNICODE))
                TR_FAIL(t, t->pos, "bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
            off |= bit;
        }
    }
    if (!tr_match(t, ':')) {
        /* a letter that is not a flag, or whatever else CPython expected instead */
        size_t adv;
        uint32_t c = tr_peek(t, &adv);
        if (adv && c < 0x80 && tr_ascii_letter(c))
            TR_FAIL(t, t->pos, "unknown flag");
        TR_FAIL(t, t->pos, minus ? "missing :" : "missing -, : or )");
    }
    /* PCRE2 takes i, m, s itself; x is ours; a and u are approximated in scope */
    char buf[16] = "(?";
    size_t n = tr_flag_letters(buf, 2, on);
    if (off & (RE_IGNORECASE | RE_MULTILINE | RE_DOTALL)) {
        buf[n++] = '-';
        n = tr_flag_letters(buf, n, off);
    }
    buf[n++] = ':';
    buf[n] = 0;
    if (!tr_push(t, open_pos, 0, ROLE_PLAIN))
        return false;
    if (on & RE_VERBOSE)
        t->verbose = true;
    if (off & RE_VERBOSE)
        t->verbose = false;
    return tr_emit(t, buf);
}

/* What a "(" turned out to be. */
enum tr_group_kind {
    GROUP_OPEN,  /* a group that a ')' will close */
    GROUP_EMPTY, /* a comment or global flags: nothing was written */
    GROUP_ATOM,  /* (?P=name): complete, and repeatable */
};

/* A group name up to TERM, which must be an identifier: its bytes [*a, *b), where messages
 * point (*npos), and its repr for them (txt, 256 bytes). */
static bool tr_group_name(struct tr *t, char term, size_t *a, size_t *b, size_t *npos, char *txt)
{
    if (!tr_name(t, term, "group name", a, b, npos))
        return false;
    tr_name_repr(t, *a, *b, txt, 256);
    if (!tr_is_identifier(t, *a, *b))
        TR_FAIL(t, *npos, "bad character in group name %s", txt);
    return true;
}

/* After "(?PREFIX": the character there is no extension (q_pos: where the '?' stands). */
static bool tr_unknown_extension(struct tr *t, size_t q_pos, const char *prefix)
{
    if (!tr_more(t))
        TR_FAIL(t, t->pos, "unexpected end of pattern");
    char enc[5] = {0};
    str_utf8_encode(tr_get(t), enc);
    TR_FAIL(t, q_pos, "unknown extension ?%s%s", prefix, enc);
}

/* After "(": parses the group's opening. */
static bool tr_group(struct tr *t, size_t open_pos, bool at_start, enum tr_group_kind *kind)
{
    *kind = GROUP_OPEN;
    if (!tr_match(t, '?')) {
        if (!tr_new_group(t, NULL) || !tr_push(t, open_pos, (int)t->ngroups, ROLE_PLAIN))
            return false;
        return tr_emit(t, "(");
    }
    size_t q_pos = t->pos - 1;
    if (!tr_more(t))
        TR_FAIL(t, t->pos, "unexpected end of pattern");
    size_t adv;
    uint32_t c = tr_peek(t, &adv);
    if (c == 'P') {
        /* (?P<name>...) defines a group, (?P=name) refers to one: both read a name */
        tr_get(t);
        bool define = tr_match(t, '<');
        if (!define && !tr_match(t, '='))
            return tr_unknown_extension(t, q_pos, "P");
        size_t a, b, npos;
        char txt[256];
        if (!tr_group_name(t, define ? '>' : ')', &a, &b, &npos, txt))
            return false;
        size_t g = tr_find_name(t, a, b);
        if (define) {
            if (g)
                TR_FAIL(t, npos, "redefinition of group name %s as group %zu; was group %zu", txt,
                        t->ngroups + 1, g);
            obj *name = str_new((const char *)t->s + a, b - a);
            if (!name || !tr_new_group(t, name) ||
                !tr_push(t, open_pos, (int)t->ngroups, ROLE_PLAIN))
                return false;
            return tr_emit(t, "(");
        }
        if (!g)
            TR_FAIL(t, npos, "unknown group name %s", txt);
        if (tr_group_open(t, g))
            TR_FAIL(t, npos, "cannot refer to an open group");
        char buf[32];
        snprintf(buf, sizeof buf, "\\g{%zu}", g);
        *kind = GROUP_ATOM;
        tr_width_add(t, t->groups[g].lo, t->groups[g].hi);
        return tr_emit(t, buf);
    }
    if (c == '#') {
        while (tr_more(t) && !tr_next_is(t, ')'))
            tr_get(t);
        if (!tr_match(t, ')'))
            TR_FAIL(t, open_pos, "missing ), unterminated comment");
        *kind = GROUP_EMPTY;
        return true;
    }
    if (c == ':' || c == '=' || c == '!' || c == '>') {
        tr_get(t);
        if (!tr_push(t, open_pos, 0, c == '=' || c == '!' ? ROLE_LOOKAHEAD : ROLE_PLAIN))
            return false;
        return tr_emit(t, c == ':' ? "(?:" : c == '=' ? "(?=" : c == '!' ? "(?!" : "(?>");
    }
    if (c == '<') {
        tr_get(t);
        if (tr_match(t, '='))
            return tr_push(t, open_pos, 0, ROLE_LOOKBEHIND) && tr_emit(t, "(?<=");
        if (tr_match(t, '!'))
            return tr_push(t, open_pos, 0, ROLE_LOOKBEHIND) && tr_emit(t, "(?<!");
        return tr_unknown_extension(t, q_pos, "<");
    }
    if (c == '(') {
        tr_get(t);
        size_t a, b, npos;
        if (!tr_name(t, ')', "group name", &a, &b, &npos))
            return false;
        char txt[256];
        tr_name_repr(t, a, b, txt, sizeof txt);
        size_t g;
        if (tr_is_identifier(t, a, b)) {
            g = tr_find_name(t, a, b);
            if (!g)
                TR_FAIL(t, npos, "unknown group name %s", txt);
        } else {
            g = 0;
            for (size_t k = a; k < b; k++) {
                if (!tr_is_digit(t->s[k]))
                    TR_FAIL(t, npos, "bad character in group name %s", txt);
                g = g * 10 + (t->s[k] - '0');
                if (g > 1000000)
                    TR_FAIL(t, npos, "invalid group reference %s", txt);
            }
            if (!g)
                TR_FAIL(t, npos, "bad group number");
            if (!tr_note_ref(t, g, npos))
                return false;
        }
        char buf[32];
        snprintf(buf, sizeof buf, "(?(%zu)", g);
        return tr_push(t, open_pos, 0, ROLE_CONDITIONAL) && tr_emit(t, buf);
    }
    if (tr_flag_bit(c) || c == '-') {
        bool global;
        if (!tr_flags(t, open_pos, at_start, &global))
            return false;
        if (global)
            *kind = GROUP_EMPTY;
        return true;
    }
    return tr_unknown_extension(t, q_pos, "");
}

enum tr_last { LAST_NONE, LAST_ATOM, LAST_AT, LAST_REPEAT };

/* A quantifier starting at the current character (one of * + ? {). Returns 1 when one was
 * written, 0 when '{' turned out to be a literal, -1 on error. */
static int tr_quantifier(struct tr *t, enum tr_last *last)
{
    size_t qpos = t->pos, qstart = t->i;
    uint32_t c = t->s[t->i];
    char buf[64];
    uint64_t rep_lo, rep_hi;
    if (c == '{') {
        tr_get(t);
        if (tr_next_is(t, '}')) { /* "{}" is two literals */
            t->i = qstart;
            t->pos = qpos;
            return 0;
        }
        size_t lo_a = t->i;
        while (tr_more(t) && tr_is_digit(t->s[t->i]))
            tr_get(t);
        size_t lo_b = t->i, hi_a = t->i, hi_b = t->i;
        bool comma = tr_match(t, ',');
        if (comma) {
            hi_a = t->i;
            while (tr_more(t) && tr_is_digit(t->s[t->i]))
                tr_get(t);
            hi_b = t->i;
        }
        if (!tr_match(t, '}')) {
            t->i = qstart;
            t->pos = qpos;
            return 0;
        }
        unsigned long long lo = 0, hi = ~0ULL;
        if (lo_b > lo_a) {
            if (lo_b - lo_a > 10) {
                exc_raise(&exc_OverflowError, "the repetition number is too large");
                t->failed = true;
                return -1;
            }
            lo = strtoull((const char *)t->s + lo_a, NULL, 10);
        }
        if (!comma)
            hi = lo;
        else if (hi_b > hi_a) {
            if (hi_b - hi_a > 10) {
                exc_raise(&exc_OverflowError, "the repetition number is too large");
                t->failed = true;
                return -1;
            }
            hi = strtoull((const char *)t->s + hi_a, NULL, 10);
        }
        if (lo >= 4294967295ULL || (hi != ~0ULL && hi >= 4294967295ULL)) {
            exc_raise(&exc_OverflowError, "the repetition number is too large");
            t->failed = true;
            return -1;
        }
        if (hi < lo) {
            re_fail(t->pattern, (intptr_t)qpos + 1, "min repeat greater than max repeat");
            t->failed = true;
            return -1;
        }
        if (hi == ~0ULL)
            snprintf(buf, sizeof buf, "{%llu,}", lo);
        else
            snprintf(buf, sizeof buf, "{%llu,%llu}", lo, hi);
        rep_lo = lo;
        rep_hi = hi == ~0ULL ? TR_WIDTH_INF : hi;
    } else {
        tr_get(t);
        buf[0] = (char)c;
        buf[1] = 0;
        rep_lo = c == '+';
        rep_hi = c == '?' ? 1 : TR_WIDTH_INF;
    }
    if (*last == LAST_NONE || *last == LAST_AT) {
        re_fail(t->pattern, (intptr_t)qpos, "nothing to repeat");
        t->failed = true;
        return -1;
    }
    if (*last == LAST_REPEAT) {
        re_fail(t->pattern, (intptr_t)qpos, "multiple repeat");
        t->failed = true;
        return -1;
    }
    if (tr_match(t, '?'))
        strcat(buf, "?");
    else if (tr_match(t, '+'))
        strcat(buf, "+");
    *last = LAST_REPEAT;
    tr_width_repeat(t, rep_lo, rep_hi);
    return tr_emit(t, buf) ? 1 : -1;
}

static void tr_skip_verbose(struct tr *t)
{
    while (tr_more(t)) {
        unsigned char c = t->s[t->i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
            tr_get(t);
        } else if (c == '#') {
            while (tr_more(t) && t->s[t->i] != '\n')
                tr_get(t);
        } else {
            break;
        }
    }
}

static bool tr_run(struct tr *t)
{
    enum tr_last last = LAST_NONE;
    bool at_start = true; /* only global flag groups so far */
    for (;;) {
        if (t->verbose)
            tr_skip_verbose(t);
        if (!tr_more(t))
            break;
        if (!vm_charge(1)) {
            vm_ops_exceeded();
            t->failed = true;
            return false;
        }
        size_t start = t->i, start_pos = t->pos;
        uint32_t c = t->s[t->i];
        bool was_start = at_start;
        at_start = false;
        switch (c) {
        case '\\': {
            tr_get(t);
            bool atom;
            t->width_done = false;
            if (!tr_escape(t, start, start_pos, &atom))
                return false;
            if (!t->width_done)
                tr_width_add(t, atom, atom);
            last = atom ? LAST_ATOM : LAST_AT;
            break;
        }
        case '[':
            if (!tr_class(t))
                return false;
            tr_width_add(t, 1, 1);
            last = LAST_ATOM;
            break;
        case '(': {
            tr_get(t);
            enum tr_group_kind kind;
            if (!tr_group(t, start_pos, was_start, &kind))
                return false;
            if (kind == GROUP_EMPTY) /* CPython allows more global flags after these */
                at_start = was_start;
            else
                last = kind == GROUP_ATOM ? LAST_ATOM : LAST_NONE;
            break;
        }
        case ')': {
            tr_get(t);
            if (!t->depth)
                TR_FAIL(t, start_pos, "unbalanced parenthesis");
            struct tr_open *g = &t->stack[--t->depth];
            tr_width_branch(&g->w);
            uint64_t lo = g->w.glo, hi = g->w.ghi;
            if (g->role == ROLE_CONDITIONAL && g->w.branches < 2)
                lo = 0; /* no "no" branch: it may match nothing */
            if (g->group > 0) {
                t->groups[g->group].close_seq = ++t->close_counter;
                t->groups[g->group].lo = lo;
                t->groups[g->group].hi = hi;
            }
            if (g->role == ROLE_LOOKBEHIND && lo != hi)
                t->variable_lookbehind = true; /* CPython's compiler says so after parsing */
            t->verbose = g->verbose;
            if (g->role == ROLE_LOOKAHEAD || g->role == ROLE_LOOKBEHIND)
                lo = hi = 0;
            tr_width_add(t, lo, hi);
            if (!tr_emit(t, ")"))
                return false;
            last = LAST_ATOM;
            break;
        }
        case '|':
        case '.':
        case '^':
        case '$': {
            /* PCRE2 reads them as Python does: an alternation, any character, the anchors */
            char op[2] = {(char)tr_get(t), 0};
            if (c == '|')
                tr_width_branch(tr_cur_width(t));
            else
                tr_width_add(t, c == '.', c == '.');
            if (!tr_emit(t, op))
                return false;
            last = c == '|' ? LAST_NONE : c == '.' ? LAST_ATOM : LAST_AT;
            break;
        }
        case '*':
        case '+':
        case '?':
        case '{': {
            int r = tr_quantifier(t, &last);
            if (r < 0)
                return false;
            if (r > 0)
                break;
            /* 0: a literal '{', taken as any other character is */
        }
            /* fall through */
        default:
            if (!tr_emit_cp(t, tr_get(t)))
                return false;
            tr_width_add(t, 1, 1);
            last = LAST_ATOM;
        }
    }
    if (t->depth)
        TR_FAIL(t, t->stack[t->depth - 1].pos, "missing ), unterminated subpattern");
    for (size_t k = 0; k < t->nrefs; k++)
        if (t->refs[k].group > t->ngroups)
            TR_FAIL(t, t->refs[k].pos, "invalid group reference %zu", t->refs[k].group);
    if (t->variable_lookbehind)
        TR_FAIL(t, -1, "look-behind requires fixed-width pattern");
    return true;
}

/* ---- PCRE2 contexts: process-wide, allocating through the session's heap cap ---- */

static void *re_malloc(size_t n, void *data)
{
    (void)data;
    return mem_alloc(n);
}

static void re_free(void *p, void *data)
{
    (void)data;
    mem_free(p);
}

static pcre2_general_context *re_gcontext;
static pcre2_compile_context *re_ccontext;

/* ---- Pattern objects ---- */

struct re_pattern {
    obj hdr;
    pcre2_code *code;
    /* Compiled without Unicode properties, for subjects that are pure ASCII: the two agree
     * there (the translator spells out \s's extra characters) and PCRE2's property checks
     * cost up to ten times more. Made on first use; NULL when code is already ASCII-only. */
    pcre2_code *code_ascii;
    char *pcre_src; /* the translated pattern, to compile code_ascii from */
    size_t pcre_len;
    uint32_t pcre_opts;
    obj *pattern; /* str or bytes */
    int flags;
    bool bytes;
    size_t groups;
    struct re_group_info *info; /* [groups + 1], [0] unused */
    obj *groupindex;            /* dict name -> number */
};

extern struct type re_type_pattern, re_type_match;

/* the group names */
static void re_pattern_traverse(obj *o, visit_fn visit, void *arg)
{
    struct re_pattern *p = (struct re_pattern *)o;
    for (size_t g = 1; p->info && g <= p->groups; g++)
        visit(&p->info[g].name, arg);
}

/* PCRE2's compiled code, its source, the group table */
static void re_pattern_dealloc(obj *o)
{
    struct re_pattern *p = (struct re_pattern *)o;
    if (p->code)
        pcre2_code_free(p->code);
    if (p->code_ascii)
        pcre2_code_free(p->code_ascii);
    mem_free(p->pcre_src);
    mem_free(p->info);
    obj_free(o);
}

/* PCRE2's compile errors that CPython words differently */
static void re_pcre_compile_error(obj *pattern, int code)
{
    if (code == PCRE2_ERROR_HEAPLIMIT || code == PCRE2_ERROR_NOMEMORY) {
        if (!vm->exc)
            exc_no_memory();
        return;
    }
    if (code == 125) { /* ERR25: lookbehind assertion is not fixed length */
        re_fail(pattern, -1, "look-behind requires fixed-width pattern");
        return;
    }
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(code, msg, sizeof msg);
    re_fail(pattern, -1, "%s", (const char *)msg);
}

static obj *re_compile_new(obj *pattern, int flags)
{
    bool bytes = type_of(pattern) == &type_bytes;
    if (!bytes && !is_str(pattern))
        return exc_raise(&exc_TypeError, "first argument must be string or compiled pattern");
    if (bytes && (flags & RE_UNICODE))
        return exc_raise(&exc_ValueError, "cannot use UNICODE flag with a bytes pattern");
    if (!bytes && (flags & RE_LOCALE))
        return exc_raise(&exc_ValueError, "cannot use LOCALE flag with a str pattern");
    if ((flags & RE_ASCII) && (flags & RE_UNICODE))
        return exc_raise(&exc_ValueError, "ASCII and UNICODE flags are incompatible");
    struct tr t = {0};
    t.pattern = pattern;
    t.bytes = bytes;
    if (bytes) {
        t.s = AS(bytes_obj, pattern)->data;
        t.len = AS(bytes_obj, pattern)->len;
    } else {
        t.s = (const unsigned char *)str_cstr(pattern);
        t.len = str_len(pattern);
    }
    t.flags = flags;
    t.verbose = (flags & RE_VERBOSE) != 0;
    bool ok = tr_run(&t);
    struct re_pattern *p = NULL;
    if (ok) {
        if (!bytes && !(t.flags & RE_ASCII))
            t.flags |= RE_UNICODE;
        uint32_t opts = PCRE2_ALT_CIRCUMFLEX;
        if (!bytes) {
            opts |= PCRE2_UTF | PCRE2_NO_UTF_CHECK;
            if (!(t.flags & RE_ASCII))
                opts |= PCRE2_UCP;
        }
        if (t.flags & RE_IGNORECASE)
            opts |= PCRE2_CASELESS;
        if (t.flags & RE_MULTILINE)
            opts |= PCRE2_MULTILINE;
        if (t.flags & RE_DOTALL)
            opts |= PCRE2_DOTALL;
        int err = 0;
        PCRE2_SIZE erroff;
        pcre2_code *code = pcre2_compile((PCRE2_SPTR)(t.out.data ? t.out.data : ""), t.out.len,
                                         opts, &err, &erroff, re_ccontext);
        if (!code) {
            re_pcre_compile_error(pattern, err);
        } else {
            p = (struct re_pattern *)obj_alloc(&re_type_pattern, sizeof *p);
            if (!p) {
                pcre2_code_free(code);
            } else {
                p->code = code;
                p->code_ascii = NULL;
                p->pcre_opts = opts;
                p->pcre_len = t.out.len;
                p->pcre_src = NULL;
                if (opts & PCRE2_UCP) { /* keep the text for the ASCII variant */
                    p->pcre_src = t.out.data;
                    t.out.data = NULL;
                    t.out.len = t.out.cap = 0;
                }
                p->pattern = incref(pattern);
                p->flags = t.flags;
                p->bytes = bytes;
                p->groups = t.ngroups;
                p->info = t.groups;
                t.groups = NULL;
                p->groupindex = dict_new();
                if (!p->groupindex)
                    CLEAR(p);
                for (size_t g = 1; p && g <= p->groups; g++) {
                    if (!p->info[g].name)
                        continue;
                    obj *n = int_from_i64((int64_t)g);
                    if (!n || dict_set(p->groupindex, p->info[g].name, n) < 0)
                        CLEAR(p);
                    xdecref(n);
                }
            }
        }
    }
    for (size_t g = 1; t.groups && g <= t.ngroups; g++)
        xdecref(t.groups[g].name);
    mem_free(t.groups);
    mem_free(t.stack);
    mem_free(t.refs);
    tb_free(&t.out);
    return (obj *)p;
}

static pthread_once_t re_once = PTHREAD_ONCE_INIT;
static void re_init(void);

/* For other natives (textwrap): a Pattern object from C text, uncached. */
obj *re_compile_str(const char *pattern, int flags)
{
    pthread_once(&re_once, re_init);
    if (!re_ccontext)
        return exc_raise(&exc_ImportError, "re: PCRE2 is unavailable");
    obj *p = str_new_cstr(pattern);
    obj *r = p ? re_compile_new(p, flags) : NULL;
    xdecref(p);
    return r;
}

/* The module's cache of compiled patterns lives in its dict under a dunder name, out of the
 * snippet's reach (dunder attributes are refused). */
static obj *re_cache(void)
{
    obj *m = dict_get_cstr(vm->modules, "re");
    if (!m || type_of(m) != &type_module)
        return NULL;
    obj *d = AS(module_obj, m)->dict;
    obj *c = dict_get_cstr(d, "__cache__");
    if (!c || !is_dict(c)) {
        c = dict_new();
        if (!c || dict_set_cstr(d, "__cache__", c) < 0) { /* steals */
            exc_clear();
            return NULL;
        }
    }
    return c;
}

static bool re_flags_arg(obj *o, int *out)
{
    *out = 0;
    if (!o)
        return true;
    int64_t v;
    if (!is_int(o) || !int_to_i64(o, &v)) {
        exc_raise(&exc_TypeError, "flags must be an int");
        return false;
    }
    *out = (int)v;
    return true;
}

/* re.compile's rules: a compiled pattern passes through (with no flags). */
static obj *re_get_pattern(obj *pattern, obj *flags_obj)
{
    int flags;
    if (!re_flags_arg(flags_obj, &flags))
        return NULL;
    if (type_of(pattern) == &re_type_pattern) {
        if (flags)
            return exc_raise(&exc_ValueError,
                             "cannot process flags argument with a compiled pattern");
        return incref(pattern);
    }
    obj *cache = re_cache();
    obj *key = NULL;
    if (cache) {
        obj *f = int_from_i64(flags);
        /* bytes and str patterns with the same text must not share an entry */
        key = f ? tuple_pack(3, (obj *)type_of(pattern), pattern, f) : NULL;
        xdecref(f);
        if (!key)
            return NULL;
        obj *hit = dict_get(cache, key);
        if (hit) {
            decref(key);
            return incref(hit);
        }
        if (vm->exc) { /* an unhashable pattern: compile reports the real problem */
            exc_clear();
            CLEAR(key);
        }
    }
    obj *p = re_compile_new(pattern, flags);
    if (p && key) {
        if (dict_len(cache) >= RE_CACHE_MAX) {
            obj *fresh = dict_new();
            obj *m = dict_get_cstr(vm->modules, "re");
            if (fresh && m && dict_set_cstr(AS(module_obj, m)->dict, "__cache__", fresh) == 0)
                cache = fresh;
            else
                cache = NULL;
            exc_clear();
        }
        if (cache && dict_set(cache, key, p) < 0)
            exc_clear();
    }
    xdecref(key);
    return p;
}

/* ---- subjects: the string being searched, with code point <-> byte conversion ---- */

struct re_subject {
    obj *obj;
    const char *data;
    size_t len; /* bytes */
    bool ascii; /* byte offsets are character offsets (ASCII str or bytes) */
    bool bytes;
    size_t anchor_b, anchor_cp; /* a known (byte, code point) pair near recent work */
};

static bool re_subject_init(struct re_subject *s, struct re_pattern *p, obj *string)
{
    memset(s, 0, sizeof *s);
    s->obj = string;
    if (type_of(string) == &type_bytes) {
        if (!p->bytes) {
            exc_raise(&exc_TypeError, "cannot use a string pattern on a bytes-like object");
            return false;
        }
        s->data = (const char *)AS(bytes_obj, string)->data;
        s->len = AS(bytes_obj, string)->len;
        s->ascii = s->bytes = true;
        return true;
    }
    if (!is_str(string)) {
        exc_raise(&exc_TypeError, "expected string or bytes-like object, got '%s'",
                  op_type_name(string));
        return false;
    }
    if (p->bytes) {
        exc_raise(&exc_TypeError, "cannot use a bytes pattern on a string-like object");
        return false;
    }
    struct str_obj *so = AS(str_obj, string);
    s->data = so->data;
    s->len = so->len;
    s->ascii = so->ascii;
    /* PCRE2 runs with its UTF check off: a lone surrogate (which our str keeps as a 3-byte
     * sequence) would be undefined behaviour there, so refuse it here. */
    if (!so->ascii)
        for (const char *q = memchr(s->data, 0xED, s->len); q;
             q = memchr(q + 1, 0xED, s->len - (size_t)(q + 1 - s->data)))
            if (q + 1 < s->data + s->len && (unsigned char)q[1] >= 0xA0) {
                exc_raise(&exc_ValueError, "re: strings with lone surrogates are not supported");
                return false;
            }
    return true;
}

static size_t re_cp_of(struct re_subject *s, size_t b)
{
    if (s->ascii)
        return b;
    size_t cp = s->anchor_cp;
    if (b >= s->anchor_b) {
        for (size_t i = s->anchor_b; i < b; i++)
            cp += ((unsigned char)s->data[i] & 0xC0) != 0x80;
    } else {
        for (size_t i = b; i < s->anchor_b; i++)
            cp -= ((unsigned char)s->data[i] & 0xC0) != 0x80;
    }
    s->anchor_b = b;
    s->anchor_cp = cp;
    return cp;
}

static size_t re_byte_of(struct re_subject *s, size_t cp)
{
    if (s->ascii)
        return cp < s->len ? cp : s->len;
    size_t b = 0, c = 0;
    if (cp >= s->anchor_cp) {
        b = s->anchor_b;
        c = s->anchor_cp;
    }
    while (c < cp && b < s->len) {
        b++;
        while (b < s->len && ((unsigned char)s->data[b] & 0xC0) == 0x80)
            b++;
        c++;
    }
    s->anchor_b = b;
    s->anchor_cp = c;
    return b;
}

static size_t re_subject_cplen(const struct re_subject *s)
{
    return s->bytes ? s->len : AS(str_obj, s->obj)->cplen;
}

static obj *re_slice(const struct re_subject *s, size_t a, size_t b)
{
    if (s->bytes)
        return bytes_new(s->data + a, b - a);
    return str_new(s->data + a, b - a);
}

/* ---- running PCRE2 under the operation budget ---- */

struct re_run {
    struct re_pattern *p;
    pcre2_code *code; /* p->code, or its ASCII variant for an ASCII subject */
    struct re_subject *s;
    size_t end_b; /* endpos as a byte offset: the subject ends there for PCRE2 */
    pcre2_match_data *md;
    pcre2_match_context *mc;
};

static bool re_run_init(struct re_run *r, struct re_pattern *p, struct re_subject *s)
{
    r->p = p;
    r->s = s;
    r->end_b = s->len;
    r->code = p->code;
    if (s->ascii && !s->bytes && p->pcre_src) {
        if (!p->code_ascii) {
            int err;
            PCRE2_SIZE erroff;
            p->code_ascii = pcre2_compile((PCRE2_SPTR)p->pcre_src, p->pcre_len,
                                          p->pcre_opts & ~PCRE2_UCP, &err, &erroff, re_ccontext);
            if (!p->code_ascii && vm->exc)
                return false;
        }
        if (p->code_ascii)
            r->code = p->code_ascii;
    }
    r->mc = pcre2_match_context_create(re_gcontext);
    r->md = r->mc ? pcre2_match_data_create_from_pattern(r->code, re_gcontext) : NULL;
    if (!r->md) {
        if (r->mc)
            pcre2_match_context_free(r->mc);
        r->mc = NULL;
        if (!vm->exc)
            exc_no_memory();
        return false;
    }
    return true;
}

static void re_run_free(struct re_run *r)
{
    if (r->md)
        pcre2_match_data_free(r->md);
    if (r->mc)
        pcre2_match_context_free(r->mc);
}

static PCRE2_SIZE *re_ovector(const struct re_run *r)
{
    return pcre2_get_ovector_pointer(r->md);
}

/* Does an attempt look at its start position only (re.match, fullmatch, a pattern that
 * begins with ^ or \A without MULTILINE)? */
static bool re_anchored(const struct re_run *r, uint32_t opts)
{
    uint32_t all = 0;
    pcre2_pattern_info(r->code, PCRE2_INFO_ALLOPTIONS, &all);
    return ((opts | all) & PCRE2_ANCHORED) != 0;
}

/* One match attempt from byte offset start: 1 matched, 0 no match, -1 error/limit.
 * The match limit starts at LIMIT_REGEX_FIRST_STEPS; each attempt that runs out is charged
 * in full and retried with four times the limit, until the operation budget is spent. A
 * successful retry is charged the previous limit, a lower bound of what it did. */
static int re_exec(struct re_run *r, size_t start, uint32_t opts)
{
    if (!vm_charge(LIMIT_REGEX_CALL_OPS))
        return vm_ops_exceeded(), -1;
    uint64_t limit = LIMIT_REGEX_FIRST_STEPS;
    for (;;) {
        uint64_t cap = vm->ops_left * (uint64_t)LIMIT_REGEX_STEPS_PER_OP;
        bool last = limit >= cap;
        if (last)
            limit = cap ? cap : 1;
        if (limit > UINT32_MAX)
            limit = UINT32_MAX;
        pcre2_set_match_limit(r->mc, (uint32_t)limit);
        int rc = pcre2_match(r->code, (PCRE2_SPTR)r->s->data, r->end_b, start,
                             opts | (r->s->bytes ? 0 : PCRE2_NO_UTF_CHECK), r->md, r->mc);
        if (rc >= 0 || rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL) {
            /* the last attempt did more than the previous limit: charge that much */
            if (limit > LIMIT_REGEX_FIRST_STEPS && !vm_charge(limit / 4 / LIMIT_REGEX_STEPS_PER_OP))
                return vm_ops_exceeded(), -1;
            /* The search for a start position is not counted in steps: it is paid by the
             * bytes it passed, to the match's end, or to the subject's end when an
             * unanchored pattern found nothing (re.search('x', s) scans all of a 1 MB s). */
            size_t scanned = 0;
            if (rc >= 0)
                scanned = re_ovector(r)[1] > start ? re_ovector(r)[1] - start : 0;
            else if (!re_anchored(r, opts))
                scanned = r->end_b - start;
            if (!vm_charge_bytes(scanned))
                return vm_ops_exceeded(), -1;
            return rc >= 0;
        }
        if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT) {
            if (last || !vm_charge(limit / LIMIT_REGEX_STEPS_PER_OP))
                return vm_ops_exceeded(), -1;
            limit *= 4;
            continue;
        }
        if (rc == PCRE2_ERROR_NOMEMORY || rc == PCRE2_ERROR_HEAPLIMIT) {
            if (!vm->exc)
                exc_no_memory();
            return -1;
        }
        PCRE2_UCHAR msg[256];
        pcre2_get_error_message(rc, msg, sizeof msg);
        exc_raise(&exc_RuntimeError, "re: %s", (const char *)msg);
        return -1;
    }
}

/* ---- Match objects ---- */

struct re_match {
    obj hdr;
    obj *string;
    struct re_pattern *re;
    size_t pos, endpos; /* code points */
    size_t ngroups;
    intptr_t *spans; /* 2 * (ngroups + 1) code point offsets, -1 when unset */
    size_t *bspans;  /* the same in bytes */
    intptr_t lastindex;
    intptr_t tail[]; /* spans and bspans point here: one allocation, freed with the object */
};
/* bspans share the tail with spans; counts (pos, groups) are read as int64_t members */
_Static_assert(sizeof(size_t) == sizeof(intptr_t) && sizeof(size_t) == sizeof(int64_t),
               "size_t, intptr_t and int64_t have one width");

static obj *re_match_new(struct re_run *r, size_t pos, size_t endpos)
{
    struct re_pattern *p = r->p;
    size_t n = p->groups + 1;
    struct re_match *m =
        (struct re_match *)obj_alloc(&re_type_match, sizeof *m + 4 * n * sizeof *m->tail);
    if (!m)
        return NULL;
    m->string = incref(r->s->obj);
    m->re = (struct re_pattern *)incref((obj *)p);
    m->pos = pos;
    m->endpos = endpos;
    m->ngroups = p->groups;
    m->spans = m->tail;
    m->bspans = (size_t *)(m->tail + 2 * n);
    PCRE2_SIZE *ov = re_ovector(r);
    uint32_t npairs = pcre2_get_ovector_count(r->md);
    m->lastindex = -1;
    uint32_t best_seq = 0;
    size_t best_end = 0;
    for (size_t g = 0; g < n; g++) {
        PCRE2_SIZE a = g < npairs ? ov[2 * g] : PCRE2_UNSET;
        PCRE2_SIZE b = g < npairs ? ov[2 * g + 1] : PCRE2_UNSET;
        if (a == PCRE2_UNSET || b == PCRE2_UNSET) {
            m->spans[2 * g] = m->spans[2 * g + 1] = -1;
            m->bspans[2 * g] = m->bspans[2 * g + 1] = 0;
            continue;
        }
        m->bspans[2 * g] = a;
        m->bspans[2 * g + 1] = b;
        m->spans[2 * g] = (intptr_t)re_cp_of(r->s, a);
        m->spans[2 * g + 1] = (intptr_t)re_cp_of(r->s, b);
        /* lastindex: the group that closed last, i.e. the one ending furthest right, and
         * among those the one whose ')' comes last in the pattern */
        if (g && (m->lastindex < 0 || b > best_end ||
                  (b == best_end && p->info[g].close_seq > best_seq))) {
            m->lastindex = (intptr_t)g;
            best_end = b;
            best_seq = p->info[g].close_seq;
        }
    }
    return (obj *)m;
}

/* group number from an int or a name; -1 with IndexError */
static intptr_t re_group_index(struct re_match *m, obj *g)
{
    if (is_int(g) && g != TRUE_OBJ && g != FALSE_OBJ) {
        int64_t v;
        if (int_to_i64(g, &v) && v >= 0 && (uint64_t)v <= m->ngroups)
            return (intptr_t)v;
    } else if (is_str(g)) {
        obj *v = dict_get(m->re->groupindex, g);
        if (v) {
            int64_t i;
            int_to_i64(v, &i);
            return (intptr_t)i;
        }
        if (vm->exc)
            return -1;
    } else if (g == FALSE_OBJ || (g == TRUE_OBJ && m->ngroups >= 1)) {
        return g == TRUE_OBJ;
    }
    exc_raise(&exc_IndexError, "no such group");
    return -1;
}

static obj *re_match_group_value(struct re_match *m, size_t g, obj *dflt)
{
    if (m->spans[2 * g] < 0)
        return incref(dflt);
    struct re_subject s = {.obj = m->string};
    if (type_of(m->string) == &type_bytes) {
        s.bytes = true;
        s.data = (const char *)AS(bytes_obj, m->string)->data;
    } else {
        s.data = str_cstr(m->string);
    }
    return re_slice(&s, m->bspans[2 * g], m->bspans[2 * g + 1]);
}

static obj *re_m_group(obj **args, size_t nargs, obj *kw)
{
    struct re_match *m = (struct re_match *)args[0];
    if (nargs <= 2) {
        intptr_t g = nargs == 2 ? re_group_index(m, args[1]) : 0;
        return g < 0 ? NULL : re_match_group_value(m, (size_t)g, NONE);
    }
    obj *t = tuple_new(nargs - 1);
    for (size_t i = 1; t && i < nargs; i++) {
        intptr_t g = re_group_index(m, args[i]);
        obj *v = g < 0 ? NULL : re_match_group_value(m, (size_t)g, NONE);
        if (!v) {
            for (size_t k = i; k < nargs; k++)
                AS(tuple_obj, t)->items[k - 1] = incref(NONE);
            CLEAR(t);
            break;
        }
        AS(tuple_obj, t)->items[i - 1] = v;
    }
    return t;
}

static obj *re_match_getitem(obj *o, obj *key)
{
    struct re_match *m = (struct re_match *)o;
    intptr_t g = re_group_index(m, key);
    return g < 0 ? NULL : re_match_group_value(m, (size_t)g, NONE);
}

static obj *re_m_groups(obj **args, size_t nargs, obj *kw)
{
    struct re_match *m = (struct re_match *)args[0];
    obj *t = tuple_new(m->ngroups);
    for (size_t g = 1; t && g <= m->ngroups; g++) {
        obj *v = re_match_group_value(m, g, args[1] ? args[1] : NONE);
        if (!v) {
            for (size_t k = g; k <= m->ngroups; k++)
                AS(tuple_obj, t)->items[k - 1] = incref(NONE);
            CLEAR(t);
            break;
        }
        AS(tuple_obj, t)->items[g - 1] = v;
    }
    return t;
}

static obj *re_m_groupdict(obj **args, size_t nargs, obj *kw)
{
    struct re_match *m = (struct re_match *)args[0];
    obj *d = dict_new();
    for (size_t g = 1; d && g <= m->ngroups; g++) {
        obj *name = m->re->info[g].name;
        if (!name)
            continue;
        obj *v = re_match_group_value(m, g, args[1] ? args[1] : NONE);
        if (!v || dict_set(d, name, v) < 0)
            CLEAR(d);
        xdecref(v);
    }
    return d;
}

/* span/start/end: the table's data, 0 (span), 1 (start), 2 (end), of group args[1] (0 when
 * absent) */
static obj *re_m_span(obj **args, size_t nargs, obj *kw, intptr_t which)
{
    struct re_match *m = (struct re_match *)args[0];
    intptr_t g = nargs == 2 ? re_group_index(m, args[1]) : 0;
    if (g < 0)
        return NULL;
    intptr_t a = m->spans[2 * g], b = m->spans[2 * g + 1];
    if (which == 1)
        return int_from_i64(a);
    if (which == 2)
        return int_from_i64(b);
    obj *x = int_from_i64(a), *y = int_from_i64(b);
    obj *t = x && y ? tuple_pack(2, x, y) : NULL;
    xdecref(x);
    xdecref(y);
    return t;
}


/* ---- replacement templates: "\1", "\g<name>", "\n" ... ---- */

/* A parsed template: literal pieces and group numbers, alternating. */
struct re_tpl_item {
    size_t lit_a, lit_b; /* byte range of literal text in the template buffer */
    intptr_t group;      /* -1: none */
};

struct re_tpl {
    struct textbuf lit; /* the literal text, escapes resolved */
    struct re_tpl_item *items;
    size_t n, cap;
    bool literal_only;
};

static void re_tpl_free(struct re_tpl *t)
{
    tb_free(&t->lit);
    mem_free(t->items);
}

static bool re_tpl_add(struct re_tpl *t, intptr_t group)
{
    if (t->n == t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 8;
        void *p = mem_realloc(t->items, nc * sizeof *t->items);
        if (!p)
            return false;
        t->items = p;
        t->cap = nc;
    }
    size_t a = t->n ? t->items[t->n - 1].lit_b : 0;
    t->items[t->n].lit_a = a;
    t->items[t->n].lit_b = t->lit.len;
    t->items[t->n].group = group;
    t->n++;
    return true;
}

static bool re_tpl_parse(struct re_tpl *t, struct re_pattern *p, obj *repl)
{
    memset(t, 0, sizeof *t);
    bool bytes = type_of(repl) == &type_bytes;
    /* checked here, where its insides are read, for sub() and expand() alike (a complex
     * template was read as a str: 400 bytes of heap); CPython's wording */
    if (!bytes && !is_str(repl)) {
        exc_raise(&exc_TypeError, "decoding to str: need a bytes-like object, %s found",
                  op_type_name(repl));
        return false;
    }
    if (bytes != p->bytes) {
        exc_raise(&exc_TypeError, "sequence item 0: expected %s, %s found",
                  p->bytes ? "a bytes-like object" : "str instance", op_type_name(repl));
        return false;
    }
    const unsigned char *s =
        bytes ? AS(bytes_obj, repl)->data : (const unsigned char *)str_cstr(repl);
    size_t len = bytes ? AS(bytes_obj, repl)->len : str_len(repl);
    size_t i = 0, pos = 0; /* byte offset, character position */
    if (!vm_charge(len / 64)) {
        vm_ops_exceeded();
        return false;
    }
#define TPL_FAIL(at, ...)                                                                          \
    do {                                                                                           \
        re_fail(repl, (intptr_t)(at), __VA_ARGS__);                                                \
        re_tpl_free(t);                                                                            \
        return false;                                                                              \
    } while (0)
    while (i < len) {
        size_t run = i;
        while (run < len && s[run] != '\\')
            run++;
        if (run > i) {
            for (size_t k = i; k < run; k++)
                pos += bytes || (s[k] & 0xC0) != 0x80;
            if (!tb_add(&t->lit, (const char *)s + i, run - i)) {
                re_tpl_free(t);
                return false;
            }
            i = run;
            continue;
        }
        size_t esc_pos = pos;
        i++;
        pos++;
        if (i >= len)
            TPL_FAIL(esc_pos, "bad escape (end of pattern)");
        unsigned char c = s[i];
        if (c == 'g') {
            i++;
            pos++;
            if (i >= len || s[i] != '<')
                TPL_FAIL(pos, "missing <");
            i++;
            pos++;
            size_t a = i, name_pos = pos;
            while (i < len && s[i] != '>') {
                pos += bytes || (s[i] & 0xC0) != 0x80;
                i++;
            }
            if (i >= len) {
                if (i == a)
                    TPL_FAIL(name_pos, "missing group name");
                TPL_FAIL(name_pos, "missing >, unterminated name");
            }
            size_t b = i;
            i++;
            pos++;
            if (a == b)
                TPL_FAIL(name_pos, "missing group name");
            char txt[128];
            size_t tn = b - a < sizeof txt - 1 ? b - a : sizeof txt - 1;
            memcpy(txt, s + a, tn);
            txt[tn] = 0;
            intptr_t g = -1;
            bool digits = true;
            for (size_t k = a; k < b; k++)
                digits = digits && s[k] >= '0' && s[k] <= '9';
            if (digits) {
                g = 0;
                for (size_t k = a; k < b && g <= 100000000; k++)
                    g = g * 10 + (s[k] - '0');
                if (g > (intptr_t)p->groups)
                    TPL_FAIL(name_pos, "invalid group reference %s", txt);
            } else {
                obj *name = bytes ? NULL : str_new((const char *)s + a, b - a);
                obj *v = name ? dict_get(p->groupindex, name) : NULL;
                bool ident = name && type_of(name) == &type_str;
                if (ident) {
                    obj *r = op_call_method(name, "isidentifier", NULL, 0);
                    ident = r == TRUE_OBJ;
                    xdecref(r);
                }
                xdecref(name);
                if (!ident)
                    TPL_FAIL(name_pos, "bad character in group name '%s'", txt);
                if (!v) {
                    exc_raise(&exc_IndexError, "unknown group name '%s'", txt);
                    re_tpl_free(t);
                    return false;
                }
                int64_t gv;
                int_to_i64(v, &gv);
                g = (intptr_t)gv;
            }
            if (!re_tpl_add(t, g)) {
                re_tpl_free(t);
                return false;
            }
            continue;
        }
        if (c == '0') {
            unsigned v = 0;
            i++;
            pos++;
            for (int k = 0; k < 2 && i < len && s[i] >= '0' && s[i] <= '7'; k++, i++, pos++)
                v = v * 8 + (s[i] - '0');
            if (!(bytes ? tb_addc(&t->lit, (char)v) : tb_add_cp(&t->lit, v))) {
                re_tpl_free(t);
                return false;
            }
            continue;
        }
        if (c >= '1' && c <= '9') {
            size_t dpos = pos;
            i++;
            pos++;
            intptr_t g = c - '0';
            if (i < len && s[i] >= '0' && s[i] <= '9') {
                if (c <= '7' && s[i] <= '7' && i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '7') {
                    unsigned v = (unsigned)(c - '0') * 64 + (unsigned)(s[i] - '0') * 8 +
                                 (unsigned)(s[i + 1] - '0');
                    if (v > 0377)
                        TPL_FAIL(esc_pos, "octal escape value \\%c%c%c outside of range 0-0o377", c,
                                 s[i], s[i + 1]);
                    i += 2;
                    pos += 2;
                    if (!(bytes ? tb_addc(&t->lit, (char)v) : tb_add_cp(&t->lit, v))) {
                        re_tpl_free(t);
                        return false;
                    }
                    continue;
                }
                g = g * 10 + (s[i] - '0'); /* \NN: a two-digit group */
                i++;
                pos++;
            }
            if (g > (intptr_t)p->groups)
                TPL_FAIL(dpos, "invalid group reference %zd", (ssize_t)g);
            if (!re_tpl_add(t, g)) {
                re_tpl_free(t);
                return false;
            }
            continue;
        }
        const char *map = NULL;
        switch (c) {
        case 'a':
            map = "\a";
            break;
        case 'b':
            map = "\b";
            break;
        case 'f':
            map = "\f";
            break;
        case 'n':
            map = "\n";
            break;
        case 'r':
            map = "\r";
            break;
        case 't':
            map = "\t";
            break;
        case 'v':
            map = "\v";
            break;
        case '\\':
            map = "\\";
            break;
        }
        if (map) {
            i++;
            pos++;
            if (!tb_addc(&t->lit, map[0])) {
                re_tpl_free(t);
                return false;
            }
            continue;
        }
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            TPL_FAIL(esc_pos, "bad escape \\%c", c);
        /* any other escaped character stays as written, backslash included */
        if (!tb_addc(&t->lit, '\\')) {
            re_tpl_free(t);
            return false;
        }
    }
#undef TPL_FAIL
    if (!re_tpl_add(t, -1)) {
        re_tpl_free(t);
        return false;
    }
    t->literal_only = t->n == 1;
    return true;
}

/* Appends the expansion of a template for a match (given by byte spans). */
static bool re_tpl_expand(const struct re_tpl *t, const char *subject, const size_t *bspans,
                          const intptr_t *spans, struct textbuf *out)
{
    for (size_t k = 0; k < t->n; k++) {
        const struct re_tpl_item *it = &t->items[k];
        /* An empty template has no literal buffer at all (data is NULL). */
        if (it->lit_b > it->lit_a && !tb_add(out, t->lit.data + it->lit_a, it->lit_b - it->lit_a))
            return false;
        if (it->group >= 0 && spans[2 * it->group] >= 0) {
            size_t a = bspans[2 * it->group], b = bspans[2 * it->group + 1];
            if (!tb_add(out, subject + a, b - a))
                return false;
        }
    }
    return true;
}

static obj *re_m_expand(obj **args, size_t nargs, obj *kw)
{
    struct re_match *m = (struct re_match *)args[0];
    struct re_tpl t;
    if (!re_tpl_parse(&t, m->re, args[1]))
        return NULL;
    const char *subject = type_of(m->string) == &type_bytes
                              ? (const char *)AS(bytes_obj, m->string)->data
                              : str_cstr(m->string);
    struct textbuf out = {0};
    bool ok = re_tpl_expand(&t, subject, m->bspans, m->spans, &out);
    re_tpl_free(&t);
    if (!ok) {
        tb_free(&out);
        return NULL;
    }
    if (m->re->bytes) {
        obj *r = bytes_new(out.data ? out.data : "", out.len);
        tb_free(&out);
        return r;
    }
    return tb_finish(&out);
}

static obj *re_match_repr(obj *o)
{
    struct re_match *m = (struct re_match *)o;
    obj *g = re_match_group_value(m, 0, NONE);
    obj *r = g ? op_repr(g) : NULL;
    xdecref(g);
    if (!r)
        return NULL;
    /* CPython formats the matched text with %.50R: at most 50 characters of its repr */
    size_t cut = str_cp_offset(r, 50);
    obj *res = str_from_fmt("<re.Match object; span=(%zd, %zd), match=%.*s>", (ssize_t)m->spans[0],
                            (ssize_t)m->spans[1], (int)cut, str_cstr(r));
    decref(r);
    return res;
}

static obj *re_match_get_lastindex(obj *o)
{
    struct re_match *m = (struct re_match *)o;
    return m->lastindex < 0 ? NONE : int_from_i64(m->lastindex);
}

static obj *re_match_get_lastgroup(obj *o)
{
    struct re_match *m = (struct re_match *)o;
    if (m->lastindex < 0 || !m->re->info[m->lastindex].name)
        return NONE;
    return incref(m->re->info[m->lastindex].name);
}

static obj *re_match_get_regs(obj *o)
{
    struct re_match *m = (struct re_match *)o;
    obj *t = tuple_new(m->ngroups + 1);
    for (size_t g = 0; t && g <= m->ngroups; g++) {
        obj *x = int_from_i64(m->spans[2 * g]), *y = int_from_i64(m->spans[2 * g + 1]);
        obj *p = x && y ? tuple_pack(2, x, y) : NULL;
        xdecref(x);
        xdecref(y);
        if (!p) {
            for (size_t k = g; k <= m->ngroups; k++)
                AS(tuple_obj, t)->items[k] = incref(NONE);
            CLEAR(t);
            break;
        }
        AS(tuple_obj, t)->items[g] = p;
    }
    return t;
}

static const struct getset_def re_match_getset[] = {
    MEMBER("string", MEMBER_OBJ | MEMBER_READONLY, struct re_match, string),
    MEMBER("re", MEMBER_OBJ | MEMBER_READONLY, struct re_match, re),
    /* pos, endpos: size_t, see re_match */
    MEMBER("pos", MEMBER_INT64 | MEMBER_READONLY, struct re_match, pos),
    MEMBER("endpos", MEMBER_INT64 | MEMBER_READONLY, struct re_match, endpos),
    {"lastindex", re_match_get_lastindex},
    {"lastgroup", re_match_get_lastgroup},
    {"regs", re_match_get_regs},
    {NULL},
};

static const struct method_def re_match_methods[] = {
    {"group", re_m_group, 0, PA_SIG_POS(0, PYARGS_ANY, NULL)},
    {"groups", re_m_groups, 0, PA_SIG_KW(0, 1, NULL, "default")},
    {"groupdict", re_m_groupdict, 0, PA_SIG_KW(0, 1, NULL, "default")},
    /* Argument Clinic, positional-only: "span expected at most 1 argument, got 2" */
    {"span", .sig = PA_SIG_POS(0, 1, NULL), .fn_data = re_m_span, .data = 0},
    {"start", .sig = PA_SIG_POS(0, 1, NULL), .fn_data = re_m_span, .data = 1},
    {"end", .sig = PA_SIG_POS(0, 1, NULL), .fn_data = re_m_span, .data = 2},
    {"expand", re_m_expand, 0, PA_SIG_KW(1, 1, NULL, "template")},
    {NULL},
};

struct type re_type_match = {
    .name = "re.Match",
    .methods = re_match_methods,
    .getset = re_match_getset,
    .refs = REFS(struct re_match, string, re),
    .repr = re_match_repr,
    .getitem = re_match_getitem,
};

/* ---- the drivers: search/match/fullmatch, findall, finditer, sub, split ---- */

/* pos/endpos arguments (code points) clamped the way CPython clamps them. */
static bool re_bounds(struct re_subject *s, obj *pos_o, obj *end_o, size_t *pos, size_t *endpos)
{
    size_t n = re_subject_cplen(s);
    int64_t p = 0, e = (int64_t)n;
    if ((pos_o && (!is_int(pos_o) || !int_to_i64(pos_o, &p))) ||
        (end_o && (!is_int(end_o) || !int_to_i64(end_o, &e)))) {
        if ((pos_o && !is_int(pos_o)) || (end_o && !is_int(end_o))) {
            exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                      op_type_name(pos_o && !is_int(pos_o) ? pos_o : end_o));
            return false;
        }
        if (pos_o && !int_to_i64(pos_o, &p))
            p = int_sign(pos_o) < 0 ? 0 : (int64_t)n;
        if (end_o && !int_to_i64(end_o, &e))
            e = int_sign(end_o) < 0 ? 0 : (int64_t)n;
    }
    if (p < 0)
        p = 0;
    if (p > (int64_t)n)
        p = (int64_t)n;
    if (e < 0)
        e = 0;
    if (e > (int64_t)n)
        e = (int64_t)n;
    *pos = (size_t)p;
    *endpos = (size_t)e;
    return true;
}

enum re_mode { MODE_SEARCH, MODE_MATCH, MODE_FULLMATCH };

static obj *re_do_match(struct re_pattern *p, obj *string, obj *pos_o, obj *end_o,
                        enum re_mode mode)
{
    struct re_subject s;
    size_t pos, endpos;
    if (!re_subject_init(&s, p, string) || !re_bounds(&s, pos_o, end_o, &pos, &endpos))
        return NULL;
    if (endpos < pos)
        return NONE;
    struct re_run r;
    if (!re_run_init(&r, p, &s))
        return NULL;
    r.end_b = re_byte_of(&s, endpos);
    size_t start = re_byte_of(&s, pos);
    uint32_t opts = mode == MODE_SEARCH  ? 0
                    : mode == MODE_MATCH ? PCRE2_ANCHORED
                                         : PCRE2_ANCHORED | PCRE2_ENDANCHORED;
    int rc = re_exec(&r, start, opts);
    obj *res = rc < 0 ? NULL : rc == 0 ? NONE : re_match_new(&r, pos, endpos);
    re_run_free(&r);
    return res;
}

/* Calls fn(arg, run) for each match, from pos to endpos, following 3.7's rules for empty
 * matches; at most max matches (0: all). fn returns false to stop with an error. */
static bool re_each(struct re_run *r, size_t start, size_t max,
                    bool (*fn)(void *arg, struct re_run *r), void *arg)
{
    size_t count = 0;
    bool after_empty = false;
    size_t b = start;
    while (b <= r->end_b) {
        int rc = re_exec(r, b, after_empty ? PCRE2_NOTEMPTY_ATSTART : 0);
        if (rc < 0)
            return false;
        if (rc == 0)
            break;
        PCRE2_SIZE *ov = re_ovector(r);
        if (!fn(arg, r))
            return false;
        after_empty = ov[1] == ov[0];
        b = ov[1];
        if (max && ++count >= max)
            break;
    }
    return true;
}

static obj *re_group_or_empty(struct re_run *r, size_t g)
{
    PCRE2_SIZE *ov = re_ovector(r);
    if (ov[2 * g] == PCRE2_UNSET)
        return re_slice(r->s, 0, 0);
    return re_slice(r->s, ov[2 * g], ov[2 * g + 1]);
}

static bool re_findall_one(void *arg, struct re_run *r)
{
    obj *list = arg;
    obj *item;
    size_t ng = r->p->groups;
    if (ng <= 1) {
        item = re_group_or_empty(r, ng);
    } else {
        item = tuple_new(ng);
        for (size_t g = 1; item && g <= ng; g++) {
            obj *v = re_group_or_empty(r, g);
            if (!v) {
                for (size_t k = g; k <= ng; k++)
                    AS(tuple_obj, item)->items[k - 1] = incref(NONE);
                CLEAR(item);
                break;
            }
            AS(tuple_obj, item)->items[g - 1] = v;
        }
    }
    return item && list_append_steal(list, item) == 0;
}

static obj *re_do_findall(struct re_pattern *p, obj *string, obj *pos_o, obj *end_o)
{
    struct re_subject s;
    size_t pos, endpos;
    if (!re_subject_init(&s, p, string) || !re_bounds(&s, pos_o, end_o, &pos, &endpos))
        return NULL;
    obj *list = list_new(0);
    if (!list || endpos < pos)
        return list;
    struct re_run r;
    if (!re_run_init(&r, p, &s)) {
        decref(list);
        return NULL;
    }
    r.end_b = re_byte_of(&s, endpos);
    if (!re_each(&r, re_byte_of(&s, pos), 0, re_findall_one, list))
        CLEAR(list);
    re_run_free(&r);
    return list;
}

/* finditer: an iterator that keeps its run between matches */
struct re_iter {
    obj hdr;
    struct re_pattern *p;
    obj *string;
    struct re_subject s;
    struct re_run r;
    size_t b, pos, endpos;
    bool after_empty, done, ready;
};

/* PCRE2's match data */
static void re_iter_dealloc(obj *o)
{
    struct re_iter *it = (struct re_iter *)o;
    if (it->ready)
        re_run_free(&it->r);
    obj_free(o);
}

static obj *re_iter_next(obj *o)
{
    struct re_iter *it = (struct re_iter *)o;
    if (it->done || it->b > it->r.end_b)
        return NULL;
    int rc = re_exec(&it->r, it->b, it->after_empty ? PCRE2_NOTEMPTY_ATSTART : 0);
    if (rc <= 0) {
        it->done = true;
        return NULL;
    }
    PCRE2_SIZE *ov = re_ovector(&it->r);
    it->after_empty = ov[1] == ov[0];
    it->b = ov[1];
    return re_match_new(&it->r, it->pos, it->endpos);
}

static struct type re_type_iter = {
    .name = "callable_iterator",
    .refs = REFS(struct re_iter, p, string),
    .dealloc = re_iter_dealloc,
    .next = re_iter_next,
};

static obj *re_do_finditer(struct re_pattern *p, obj *string, obj *pos_o, obj *end_o)
{
    struct re_iter *it = (struct re_iter *)obj_alloc(&re_type_iter, sizeof *it);
    if (!it)
        return NULL;
    memset((char *)it + sizeof(obj), 0, sizeof *it - sizeof(obj));
    it->p = (struct re_pattern *)incref((obj *)p);
    it->string = incref(string);
    if (!re_subject_init(&it->s, p, string) ||
        !re_bounds(&it->s, pos_o, end_o, &it->pos, &it->endpos) ||
        !re_run_init(&it->r, p, &it->s)) {
        decref((obj *)it);
        return NULL;
    }
    it->ready = true;
    /* the run points at it->s, which lives inside the iterator */
    it->r.s = &it->s;
    it->r.end_b = re_byte_of(&it->s, it->endpos);
    it->b = re_byte_of(&it->s, it->pos);
    it->done = it->endpos < it->pos;
    return (obj *)it;
}

struct re_sub_state {
    struct textbuf out;
    size_t last; /* byte offset copied up to */
    struct re_tpl tpl;
    obj *fn; /* a callable repl, or NULL */
    size_t count;
    size_t pos, endpos;
};

static bool re_sub_one(void *arg, struct re_run *r)
{
    struct re_sub_state *st = arg;
    PCRE2_SIZE *ov = re_ovector(r);
    if (!tb_add(&st->out, r->s->data + st->last, ov[0] - st->last))
        return false;
    if (st->fn) {
        obj *m = re_match_new(r, st->pos, st->endpos);
        obj *v = m ? op_call1(st->fn, m) : NULL;
        xdecref(m);
        if (!v)
            return false;
        bool ok;
        if (r->s->bytes ? type_of(v) != &type_bytes : !is_str(v)) {
            exc_raise(&exc_TypeError, "expected %s instance, %s found",
                      r->s->bytes ? "a bytes-like object" : "str", op_type_name(v));
            ok = false;
        } else if (r->s->bytes) {
            ok = tb_add(&st->out, (const char *)AS(bytes_obj, v)->data, AS(bytes_obj, v)->len);
        } else {
            ok = tb_add_str(&st->out, v);
        }
        decref(v);
        if (!ok)
            return false;
    } else {
        /* spans in bytes, with -1 for unset groups: the ovector says both */
        size_t n = r->p->groups + 1;
        size_t small_b[32];
        intptr_t small_s[32];
        size_t *bs = 2 * n <= 32 ? small_b : mem_alloc(2 * n * sizeof *bs);
        intptr_t *ss = 2 * n <= 32 ? small_s : mem_alloc(2 * n * sizeof *ss);
        bool ok = bs && ss;
        for (size_t g = 0; ok && g < n; g++) {
            bool unset = ov[2 * g] == PCRE2_UNSET;
            bs[2 * g] = unset ? 0 : ov[2 * g];
            bs[2 * g + 1] = unset ? 0 : ov[2 * g + 1];
            ss[2 * g] = ss[2 * g + 1] = unset ? -1 : 0;
        }
        ok = ok && re_tpl_expand(&st->tpl, r->s->data, bs, ss, &st->out);
        if (bs && bs != small_b)
            mem_free(bs);
        if (ss && ss != small_s)
            mem_free(ss);
        if (!ok)
            return false;
    }
    st->last = ov[1];
    st->count++;
    return true;
}

/* sub's count and split's maxsplit: an int (0 when absent), and the pattern's subject S */
static bool re_count_and_subject(struct re_pattern *p, obj *string, obj *count_o, int64_t *count,
                                 struct re_subject *s)
{
    *count = 0;
    if (count_o && (!is_int(count_o) || !int_to_i64(count_o, count))) {
        exc_raise(&exc_TypeError, "'%s' object cannot be interpreted as an integer",
                  op_type_name(count_o));
        return false;
    }
    return re_subject_init(s, p, string);
}

static obj *re_do_sub(struct re_pattern *p, obj *repl, obj *string, obj *count_o, bool subn)
{
    int64_t count;
    struct re_subject s;
    if (!re_count_and_subject(p, string, count_o, &count, &s))
        return NULL;
    struct re_sub_state st;
    memset(&st, 0, sizeof st);
    st.endpos = re_subject_cplen(&s);
    if (op_is_callable(repl)) {
        st.fn = repl;
    } else {
        if (!re_tpl_parse(&st.tpl, p, repl))
            return NULL;
    }
    struct re_run r;
    obj *res = NULL;
    if (count >= 0 && re_run_init(&r, p, &s)) {
        if (re_each(&r, 0, (size_t)count, re_sub_one, &st) &&
            tb_add(&st.out, s.data + st.last, s.len - st.last)) {
            if (st.count == 0 && type_of(string) == (p->bytes ? &type_bytes : &type_str))
                res = incref(string);
            else if (p->bytes)
                res = bytes_new(st.out.data ? st.out.data : "", st.out.len);
            else
                res = tb_str(&st.out);
        }
        re_run_free(&r);
    } else if (count < 0) {
        res = incref(string); /* a negative count replaces nothing */
    }
    tb_free(&st.out);
    re_tpl_free(&st.tpl);
    if (res && subn) {
        obj *n = int_from_i64((int64_t)st.count);
        obj *t = n ? tuple_pack(2, res, n) : NULL;
        xdecref(n);
        decref(res);
        res = t;
    }
    return res;
}

struct re_split_state {
    obj *list;
    size_t last;
};

static bool re_split_one(void *arg, struct re_run *r)
{
    struct re_split_state *st = arg;
    PCRE2_SIZE *ov = re_ovector(r);
    obj *piece = re_slice(r->s, st->last, ov[0]);
    if (!piece || list_append_steal(st->list, piece) < 0)
        return false;
    for (size_t g = 1; g <= r->p->groups; g++) {
        obj *v = ov[2 * g] == PCRE2_UNSET ? incref(NONE) : re_slice(r->s, ov[2 * g], ov[2 * g + 1]);
        if (!v || list_append_steal(st->list, v) < 0)
            return false;
    }
    st->last = ov[1];
    return true;
}

static obj *re_do_split(struct re_pattern *p, obj *string, obj *max_o)
{
    int64_t max;
    struct re_subject s;
    if (!re_count_and_subject(p, string, max_o, &max, &s))
        return NULL;
    struct re_split_state st = {list_new(0), 0};
    if (!st.list)
        return NULL;
    if (max < 0) { /* CPython: no split at all */
        if (list_append(st.list, string) < 0)
            CLEAR(st.list);
        return st.list;
    }
    struct re_run r;
    if (!re_run_init(&r, p, &s)) {
        decref(st.list);
        return NULL;
    }
    if (re_each(&r, 0, (size_t)max, re_split_one, &st)) {
        obj *tail = re_slice(&s, st.last, s.len);
        if (!tail || list_append_steal(st.list, tail) < 0)
            CLEAR(st.list);
    } else {
        CLEAR(st.list);
    }
    re_run_free(&r);
    return st.list;
}

/* ---- Pattern methods and the module functions ---- */

/* The ways to run a pattern: each is a Pattern method and a module function of its name,
 * one method table entry each, told apart by their .data. */
enum re_runner {
    RUN_SEARCH,
    RUN_MATCH,
    RUN_FULLMATCH,
    RUN_FINDALL,
    RUN_FINDITER,
    RUN_SUB,
    RUN_SUBN,
    RUN_SPLIT,
};

/* Runs P as RUNNER with the arguments A that follow self in the Pattern method (NULL where
 * absent). */
static obj *re_run(struct re_pattern *p, obj **a, intptr_t runner)
{
    switch (runner) {
    case RUN_SEARCH:
        return re_do_match(p, a[0], a[1], a[2], MODE_SEARCH);
    case RUN_MATCH:
        return re_do_match(p, a[0], a[1], a[2], MODE_MATCH);
    case RUN_FULLMATCH:
        return re_do_match(p, a[0], a[1], a[2], MODE_FULLMATCH);
    case RUN_FINDALL:
        return re_do_findall(p, a[0], a[1], a[2]);
    case RUN_FINDITER:
        return re_do_finditer(p, a[0], a[1], a[2]);
    case RUN_SUB:
    case RUN_SUBN:
        return re_do_sub(p, a[0], a[1], a[2], runner == RUN_SUBN);
    default:
        return re_do_split(p, a[0], a[1]);
    }
}

/* Pattern.NAME(...): self, then every parameter (the signature has keywords) */
static obj *re_pm_run(obj **args, size_t nargs, obj *kw, intptr_t runner)
{
    return re_run((struct re_pattern *)args[0], args + 1, runner);
}

/* The module function re.NAME(pattern, ..., flags) compiles PATTERN (or takes it from the
 * cache) and runs what Pattern.NAME(...) runs, with the arguments between pattern and flags,
 * and the Pattern method's trailing ones absent. Both have their signature in their method
 * table, so ARGS holds every parameter (NULL where absent) and NARGS counts them. */
static obj *re_f_run(obj **args, size_t nargs, obj *kw, intptr_t runner)
{
    obj *a[3] = {NULL, NULL, NULL};
    memcpy(a, args + 1, (nargs - 2) * sizeof *a);
    obj *p = re_get_pattern(args[0], args[nargs - 1]);
    if (!p)
        return NULL;
    obj *r = re_run((struct re_pattern *)p, a, runner);
    decref(p);
    return r;
}

static obj *re_pattern_get_groupindex(obj *o)
{
    return dict_copy(((struct re_pattern *)o)->groupindex);
}

static obj *re_pattern_repr(obj *o)
{
    struct re_pattern *p = (struct re_pattern *)o;
    obj *r = op_repr(p->pattern);
    if (!r)
        return NULL;
    size_t cut = str_cp_offset(r, 200); /* CPython: %.200R */
    int flags = p->flags;
    if (!p->bytes && (flags & (RE_LOCALE | RE_UNICODE | RE_ASCII)) == RE_UNICODE)
        flags &= ~RE_UNICODE;
    static const struct {
        int bit;
        const char *name;
    } names[] = {{RE_TEMPLATE, "re.TEMPLATE"}, {RE_IGNORECASE, "re.IGNORECASE"},
                 {RE_LOCALE, "re.LOCALE"},     {RE_MULTILINE, "re.MULTILINE"},
                 {RE_DOTALL, "re.DOTALL"},     {RE_UNICODE, "re.UNICODE"},
                 {RE_VERBOSE, "re.VERBOSE"},   {RE_DEBUG, "re.DEBUG"},
                 {RE_ASCII, "re.ASCII"}};
    char fl[256] = "";
    size_t n = 0;
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (flags & names[k].bit) {
            n += (size_t)snprintf(fl + n, sizeof fl - n, "%s%s", n ? "|" : "", names[k].name);
            flags &= ~names[k].bit;
        }
    if (flags)
        snprintf(fl + n, sizeof fl - n, "%s0x%x", n ? "|" : "", (unsigned)flags);
    obj *res = fl[0] ? str_from_fmt("re.compile(%.*s, %s)", (int)cut, str_cstr(r), fl)
                     : str_from_fmt("re.compile(%.*s)", (int)cut, str_cstr(r));
    decref(r);
    return res;
}

static obj *re_pattern_compare(obj *a, obj *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || type_of(b) != &re_type_pattern)
        return incref(NOTIMPL);
    struct re_pattern *x = (struct re_pattern *)a, *y = (struct re_pattern *)b;
    int eq = x == y;
    if (!eq && x->flags == y->flags && x->bytes == y->bytes) {
        eq = op_eq(x->pattern, y->pattern);
        if (eq < 0)
            return NULL;
    }
    return bool_obj(op == CMP_EQ ? eq : !eq);
}

static int re_pattern_hash(obj *o, int64_t *out)
{
    struct re_pattern *p = (struct re_pattern *)o;
    int64_t h;
    if (op_hash(p->pattern, &h) < 0)
        return -1;
    *out = h ^ (p->flags * 1000003);
    if (*out == -1)
        *out = -2;
    return 0;
}

static const struct getset_def re_pattern_getset[] = {
    MEMBER("pattern", MEMBER_OBJ | MEMBER_READONLY, struct re_pattern, pattern),
    MEMBER("flags", MEMBER_INT | MEMBER_READONLY, struct re_pattern, flags),
    /* a size_t: see re_match */
    MEMBER("groups", MEMBER_INT64 | MEMBER_READONLY, struct re_pattern, groups),
    {"groupindex", re_pattern_get_groupindex},
    {NULL},
};

/* Pattern.search, match, fullmatch, findall, finditer: (string, pos=0, endpos=maxsize) */
#define RE_SEARCH_SIG PA_SIG_KW(1, 3, NULL, "string", "pos", "endpos")
#define RE_SUB_SIG PA_SIG_KW(2, 3, NULL, "repl", "string", "count")

static const struct method_def re_pattern_methods[] = {
    {"search", .sig = RE_SEARCH_SIG, .fn_data = re_pm_run, .data = RUN_SEARCH},
    {"match", .sig = RE_SEARCH_SIG, .fn_data = re_pm_run, .data = RUN_MATCH},
    {"fullmatch", .sig = RE_SEARCH_SIG, .fn_data = re_pm_run, .data = RUN_FULLMATCH},
    {"findall", .sig = RE_SEARCH_SIG, .fn_data = re_pm_run, .data = RUN_FINDALL},
    {"finditer", .sig = RE_SEARCH_SIG, .fn_data = re_pm_run, .data = RUN_FINDITER},
    {"sub", .sig = RE_SUB_SIG, .fn_data = re_pm_run, .data = RUN_SUB},
    {"subn", .sig = RE_SUB_SIG, .fn_data = re_pm_run, .data = RUN_SUBN},
    {"split", .sig = PA_SIG_KW(1, 2, NULL, "string", "maxsplit"), .fn_data = re_pm_run,
     .data = RUN_SPLIT},
    {NULL},
};

struct type re_type_pattern = {
    .name = "re.Pattern",
    .methods = re_pattern_methods,
    .getset = re_pattern_getset,
    .refs = REFS(struct re_pattern, pattern, groupindex),
    .traverse = re_pattern_traverse,
    .dealloc = re_pattern_dealloc,
    .repr = re_pattern_repr,
    .hash = re_pattern_hash,
    .compare = re_pattern_compare,
};

/* ---- module functions ---- */

static obj *re_f_compile(obj **args, size_t nargs, obj *kw)
{
    return re_get_pattern(args[0], args[1]);
}

static obj *re_f_purge(obj **args, size_t nargs, obj *kw)
{
    obj *m = dict_get_cstr(vm->modules, "re");
    if (m && type_of(m) == &type_module) {
        obj *fresh = dict_new();
        if (!fresh || dict_set_cstr(AS(module_obj, m)->dict, "__cache__", fresh) < 0)
            return NULL;
    }
    return NONE;
}

/* re.escape: CPython 3.7+ escapes only these characters */
static bool re_special(unsigned char c)
{
    return c && strchr("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", c) != NULL;
}

static obj *re_f_escape(obj **args, size_t nargs, obj *kw)
{
    bool bytes = type_of(args[0]) == &type_bytes;
    if (!bytes && !is_str(args[0]))
        return exc_raise(&exc_TypeError, "expected str or bytes, not %s", op_type_name(args[0]));
    const unsigned char *s =
        bytes ? AS(bytes_obj, args[0])->data : (const unsigned char *)str_cstr(args[0]);
    size_t n = bytes ? AS(bytes_obj, args[0])->len : str_len(args[0]);
    struct textbuf out = {0};
    for (size_t i = 0; i < n; i++)
        if ((re_special(s[i]) && !tb_addc(&out, '\\')) || !tb_addc(&out, (char)s[i])) {
            tb_free(&out);
            return NULL;
        }
    if (bytes) {
        obj *r = bytes_new(out.data ? out.data : "", out.len);
        tb_free(&out);
        return r;
    }
    return tb_finish(&out);
}

/* re.search, match, fullmatch, findall, finditer: (pattern, string, flags=0) */
#define RE_F_SEARCH_SIG PA_SIG_PY(2, 3, NULL, "pattern", "string", "flags")
#define RE_F_SUB_SIG PA_SIG_PY(3, 5, NULL, "pattern", "repl", "string", "count", "flags")

static const struct method_def re_funcs[] = {
    {"search", .sig = RE_F_SEARCH_SIG, .fn_data = re_f_run, .data = RUN_SEARCH},
    {"match", .sig = RE_F_SEARCH_SIG, .fn_data = re_f_run, .data = RUN_MATCH},
    {"fullmatch", .sig = RE_F_SEARCH_SIG, .fn_data = re_f_run, .data = RUN_FULLMATCH},
    {"findall", .sig = RE_F_SEARCH_SIG, .fn_data = re_f_run, .data = RUN_FINDALL},
    {"finditer", .sig = RE_F_SEARCH_SIG, .fn_data = re_f_run, .data = RUN_FINDITER},
    {"sub", .sig = RE_F_SUB_SIG, .fn_data = re_f_run, .data = RUN_SUB},
    {"subn", .sig = RE_F_SUB_SIG, .fn_data = re_f_run, .data = RUN_SUBN},
    {"split", .sig = PA_SIG_PY(2, 4, NULL, "pattern", "string", "maxsplit", "flags"),
     .fn_data = re_f_run, .data = RUN_SPLIT},
    {"compile", re_f_compile, 0, PA_SIG_PY(1, 2, NULL, "pattern", "flags")},
    /* no parameter: "purge() takes 0 positional arguments but 1 was given" */
    {"purge", re_f_purge, 0,
     &(const struct pyargs_sig){.names = (const char *const[]){NULL}, .style = PA_PY}},
    {"escape", re_f_escape, 0, PA_SIG_PY(1, 1, NULL, "pattern")},
    {NULL},
};

static void re_init(void)
{
    type_init_module(&re_type_error, "re");
    type_init_module(&re_type_pattern, "re");
    type_init_module(&re_type_match, "re");
    type_init_module(&re_type_iter, "builtins");
    /* the contexts are process-wide: created outside any session's accounting */
    struct vm *saved = vm;
    vm = NULL;
    re_gcontext = pcre2_general_context_create(re_malloc, re_free, NULL);
    re_ccontext = pcre2_compile_context_create(re_gcontext);
    vm = saved;
    if (re_ccontext) {
        pcre2_set_newline(re_ccontext, PCRE2_NEWLINE_LF);
        pcre2_set_parens_nest_limit(re_ccontext, LIMIT_REGEX_NESTING);
    }
}

/* The flags and the types. The types and the PCRE2 contexts are initialised once, by
 * import or by textwrap's first pattern (re_compile_str), whichever comes first. */
static int re_fill(obj *m)
{
    pthread_once(&re_once, re_init);
    if (!re_ccontext) {
        exc_raise(&exc_ImportError, "re: PCRE2 is unavailable");
        return -1;
    }
    obj *d = AS(module_obj, m)->dict;
    static const struct {
        const char *name;
        int value;
    } consts[] = {{"A", RE_ASCII},      {"ASCII", RE_ASCII},
                  {"I", RE_IGNORECASE}, {"IGNORECASE", RE_IGNORECASE},
                  {"L", RE_LOCALE},     {"LOCALE", RE_LOCALE},
                  {"M", RE_MULTILINE},  {"MULTILINE", RE_MULTILINE},
                  {"S", RE_DOTALL},     {"DOTALL", RE_DOTALL},
                  {"U", RE_UNICODE},    {"UNICODE", RE_UNICODE},
                  {"X", RE_VERBOSE},    {"VERBOSE", RE_VERBOSE},
                  {"T", RE_TEMPLATE},   {"TEMPLATE", RE_TEMPLATE},
                  {"DEBUG", RE_DEBUG},  {"NOFLAG", 0}};
    for (size_t k = 0; k < sizeof consts / sizeof consts[0]; k++)
        if (dict_set_cstr(d, consts[k].name, int_from_i64(consts[k].value)) < 0)
            return -1;
    return dict_set_cstr(d, "error", (obj *)&re_type_error) < 0 ||
                   dict_set_cstr(d, "Pattern", (obj *)&re_type_pattern) < 0 ||
                   dict_set_cstr(d, "Match", (obj *)&re_type_match) < 0
               ? -1
               : 0;
}

const struct module_def mod_re = {"re", re_funcs, .fill = re_fill};
