/* executor/front/parse_error.c: the source as CPython's tokenizer sees it. Before
 * tree-sitter runs, a scan of indentation, brackets and statement length refuses what
 * CPython's tokenizer refuses (and what would make tree-sitter pathological); after it, the
 * first error in its tree is worded as CPython words it, from the tree's shape and a light
 * scan of strings and brackets, since tree-sitter says only where it gave up. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/front/parse_conv.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/unicode/unicode.h"

/* ---- errors from the tree ---- */
static bool find_error(TSTreeCursor *cur, TSNode *out)
{
    /* iterative pre-order walk: the tree can be deep */
    for (;;) {
        TSNode n = ts_tree_cursor_current_node(cur);
        if (ts_node_is_missing(n) || ts_node_symbol(n) == (TSSymbol)-1 ||
            !strcmp(ts_node_type(n), "ERROR")) {
            *out = n;
            return true;
        }
        /* f"{x:=^9}": the spec after ':' is text, whatever tree-sitter made of it */
        bool spec_walrus = false;
        if (!strcmp(ts_node_type(n), "interpolation")) {
            TSNode e = ts_node_child_by_field_name(n, "expression", 10);
            spec_walrus = !ts_node_is_null(e) && !strcmp(ts_node_type(e), "named_expression");
        }
        if (!spec_walrus && ts_node_has_error(n) && ts_tree_cursor_goto_first_child(cur))
            continue;
        while (!ts_tree_cursor_goto_next_sibling(cur))
            if (!ts_tree_cursor_goto_parent(cur))
                return false;
    }
}

bool conv_tree_has_error(TSNode root)
{
    if (!ts_node_has_error(root))
        return false;
    TSTreeCursor cur = ts_tree_cursor_new(root);
    TSNode e = root;
    bool found = find_error(&cur, &e);
    ts_tree_cursor_delete(&cur);
    return found;
}

/* What CPython's tokenizer would stop at, found with a light scan of the source (strings,
 * comments and brackets only): an unterminated string, a closing bracket that matches no
 * opening one, and the brackets still open at the end. */
struct bracket_scan {
    uint32_t bad_char; /* a character no token may hold, outside strings and comments */
    int bad_char_line;
    int unterminated_line; /* 0: none */
    bool unterminated_triple;
    char unmatched, unmatched_opener; /* unmatched: 0 none; opener: 0 when nothing was open */
    int unmatched_line, opener_line;
    char open[LIMIT_SCAN_BRACKETS];
    int open_line[LIMIT_SCAN_BRACKETS];
    int nopen;
};

static void scan_brackets(const char *s, size_t len, struct bracket_scan *b)
{
    memset(b, 0, sizeof *b);
    int line = 1, string_line = 0;
    char quote = 0;
    bool triple = false;
    for (size_t i = 0; i < len; i++) {
        char ch = s[i];
        if (quote) {
            if (ch == '\\') {
                if (i + 1 < len && s[i + 1] == '\n')
                    line++;
                i++;
            } else if (ch == '\n' && !triple) {
                b->unterminated_line = string_line;
                return;
            } else if (ch == '\n') {
                line++;
            } else if (ch == quote &&
                       (!triple || (i + 2 < len && s[i + 1] == quote && s[i + 2] == quote))) {
                i += triple ? 2 : 0;
                quote = 0;
            }
            continue;
        }
        if (ch == '\n')
            line++;
        else if (ch == '#')
            while (i + 1 < len && s[i + 1] != '\n')
                i++;
        else if (!b->bad_char && (((unsigned char)ch < 0x20 && !strchr("\t\r\f", ch)) ||
                                  ch == 0x7f || (unsigned char)ch >= 0x80)) {
            size_t adv;
            uint32_t cp = str_utf8_decode(s + i, &adv);
            if (cp < 0x80 || !unicode_isidcontinue(cp)) {
                b->bad_char = cp;
                b->bad_char_line = line;
            }
            i += adv - 1;
        } else if (ch == '\'' || ch == '"') {
            quote = ch;
            triple = i + 2 < len && s[i + 1] == ch && s[i + 2] == ch;
            string_line = line;
            i += triple ? 2 : 0;
        } else if (ch == '(' || ch == '[' || ch == '{') {
            if (b->nopen < LIMIT_SCAN_BRACKETS) {
                b->open[b->nopen] = ch;
                b->open_line[b->nopen] = line;
            }
            b->nopen++;
        } else if (ch == ')' || ch == ']' || ch == '}') {
            char want = ch == ')' ? '(' : ch == ']' ? '[' : '{';
            char have = b->nopen && b->nopen <= LIMIT_SCAN_BRACKETS ? b->open[b->nopen - 1] : 0;
            if (!b->nopen || (have && have != want)) {
                b->unmatched = ch;
                b->unmatched_opener = have;
                b->unmatched_line = line;
                b->opener_line = have ? b->open_line[b->nopen - 1] : 0;
                return;
            }
            b->nopen--;
        }
    }
    if (quote) {
        /* CPython detects it on the last line; a final newline starts no new one */
        b->unterminated_line = triple ? line - (len && s[len - 1] == '\n') : string_line;
        b->unterminated_triple = triple;
    }
}

/* Would the source parse if the open brackets were closed at its end? Then CPython's
 * tokenizer reaches the end inside them: "'(' was never closed". */
static bool parses_when_closed(struct conv *c, const struct bracket_scan *b)
{
    if (b->nopen > LIMIT_SCAN_BRACKETS)
        return false;
    char *buf = mem_alloc(c->len + (size_t)b->nopen + 2);
    if (!buf) {
        exc_clear();
        return false;
    }
    memcpy(buf, c->src, c->len);
    size_t n = c->len;
    for (int i = b->nopen - 1; i >= 0; i--)
        buf[n++] = b->open[i] == '(' ? ')' : b->open[i] == '[' ? ']' : '}';
    buf[n++] = '\n';
    bool ok = conv_parses_clean(buf, n);
    mem_free(buf);
    return ok;
}

/* The first line of the error, without indentation and a trailing comment: a compound
 * statement header missing its colon is CPython's "expected ':'". */
static bool header_without_colon(struct conv *c, TSNode e)
{
    uint32_t row = ts_node_start_point(e).row;
    const char *p = c->src;
    for (uint32_t r = 0; r < row && p; r++) {
        p = memchr(p, '\n', (size_t)(c->src + c->len - p));
        if (p)
            p++;
    }
    if (!p)
        return false;
    const char *end = memchr(p, '\n', (size_t)(c->src + c->len - p));
    if (!end)
        end = c->src + c->len;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    /* a comment: a '#' before any quote on the line */
    for (const char *q = p; q < end; q++) {
        if (*q == '\'' || *q == '"')
            break;
        if (*q == '#') {
            end = q;
            break;
        }
    }
    while (end > p && isspace((unsigned char)end[-1]))
        end--;
    if (end > p && end[-1] == ':')
        return false;
    static const char *const heads[] = {"if",    "elif", "else", "for",    "while",   "def",
                                        "class", "with", "try",  "except", "finally", NULL};
    for (int i = 0; heads[i]; i++) {
        size_t l = strlen(heads[i]);
        if ((size_t)(end - p) >= l && !memcmp(p, heads[i], l) &&
            ((size_t)(end - p) == l || (!isalnum((unsigned char)p[l]) && p[l] != '_')))
            return true;
    }
    return false;
}

/* CPython's wording for a few common mistakes tree-sitter turns into an ERROR, from the
 * shape of the error and the text at it; NULL: plain "invalid syntax". */
static const char *error_wording(struct conv *c, TSNode e)
{
    static char buf[96];
    /* f"{}": a missing name between the braces (ts_node_parent is unreliable for the
     * zero-width missing node, so look at the text around it) */
    uint32_t at = ts_node_start_byte(e);
    if (ts_node_is_missing(e) && at > 0 && at < c->len && c->src[at - 1] == '{' &&
        strchr("}!:=", c->src[at]))
        return "f-string: empty expression not allowed";
    size_t l;
    const char *t = conv_text(c, e, &l);
    const char *end = c->src + c->len;
    /* 0b2, 0o9, 0xg */
    if (l >= 1 && t[0] == '0' && t + 2 < end && strchr("bBoOxX", t[1])) {
        char base = (char)(t[1] | 32);
        const char *d = t + 2;
        while (d < end && (isalnum((unsigned char)*d) || *d == '_')) {
            bool ok = base == 'b'   ? (*d == '0' || *d == '1' || *d == '_')
                      : base == 'o' ? ((*d >= '0' && *d <= '7') || *d == '_')
                                    : (isxdigit((unsigned char)*d) || *d == '_');
            if (!ok) {
                if (base == 'x')
                    return "invalid hexadecimal literal";
                snprintf(buf, sizeof buf, "invalid digit '%c' in %s literal", *d,
                         base == 'b' ? "binary" : "octal");
                return buf;
            }
            d++;
        }
    }
    /* an ERROR at the start of a statement followed by '=': assignment to a non-target */
    const char *after = t + l;
    while (after < end && (*after == ' ' || *after == '\t'))
        after++;
    bool assign = after < end && *after == '=' && (after + 1 >= end || after[1] != '=');
    TSNode first = ts_node_named_child(e, 0);
    if (!ts_node_is_null(first) && ts_node_start_byte(first) == ts_node_start_byte(e)) {
        /* the ERROR may hold the '=' itself */
        after = c->src + ts_node_end_byte(first);
        while (after < end && (*after == ' ' || *after == '\t'))
            after++;
        assign = after < end && *after == '=' && (after + 1 >= end || after[1] != '=');
        l = ts_node_end_byte(first) - ts_node_start_byte(first);
    }
    if (assign && !ts_node_is_null(first) && ts_node_start_byte(first) == ts_node_start_byte(e)) {
        int k = conv_kind(first);
        if (k == K_TRUE || k == K_FALSE || k == K_NONE) {
            snprintf(buf, sizeof buf, "cannot assign to %.*s", (int)l, t);
            return buf;
        }
        if (k == K_INTEGER || k == K_FLOAT || k == K_STRING || k == K_CONCAT_STRING)
            return "cannot assign to literal here. Maybe you meant '==' instead of '='?";
        if (k == K_CALL)
            return "cannot assign to function call here. Maybe you meant '==' instead of '='?";
    }
    /* try: without a handler */
    if (l >= 4 && !memcmp(t, "try", 3) && (t[3] == ':' || t[3] == ' ') &&
        !memmem(t, l, "except", 6) && !memmem(t, l, "finally", 7))
        return "expected 'except' or 'finally' block";
    return NULL;
}

void conv_report_error(struct conv *c, TSNode root)
{
    TSTreeCursor cur = ts_tree_cursor_new(root);
    TSNode e = root;
    find_error(&cur, &e);
    ts_tree_cursor_delete(&cur);
    struct bracket_scan b;
    scan_brackets(c->src, c->len, &b);
    char msg[160];
    if (b.bad_char) {
        if (b.bad_char < 0x80 || !unicode_isprintable(b.bad_char)) {
            snprintf(msg, sizeof msg, "invalid non-printable character U+%04X", b.bad_char);
        } else {
            char enc[5] = {0};
            str_utf8_encode(b.bad_char, enc);
            snprintf(msg, sizeof msg, "invalid character '%s' (U+%04X)", enc, b.bad_char);
        }
        c->failed = true;
        parse_raise(NULL, msg, b.bad_char_line);
        return;
    }
    if (b.unterminated_line) {
        snprintf(msg, sizeof msg, "unterminated %sstring literal (detected at line %d)",
                 b.unterminated_triple ? "triple-quoted " : "", b.unterminated_line);
        c->failed = true;
        parse_raise(NULL, msg, b.unterminated_line);
        return;
    }
    if (b.unmatched) {
        if (!b.unmatched_opener)
            snprintf(msg, sizeof msg, "unmatched '%c'", b.unmatched);
        else if (b.opener_line != b.unmatched_line)
            snprintf(msg, sizeof msg,
                     "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d",
                     b.unmatched, b.unmatched_opener, b.opener_line);
        else
            snprintf(msg, sizeof msg,
                     "closing parenthesis '%c' does not match opening parenthesis '%c'",
                     b.unmatched, b.unmatched_opener);
        c->failed = true;
        parse_raise(NULL, msg, b.unmatched_line);
        return;
    }
    if (b.nopen && parses_when_closed(c, &b)) {
        int top = b.nopen - 1;
        snprintf(msg, sizeof msg, "'%c' was never closed", b.open[top]);
        c->failed = true;
        parse_raise(NULL, msg, b.open_line[top]);
        return;
    }
    if ((ts_node_is_missing(e) && !strcmp(ts_node_type(e), ":")) || header_without_colon(c, e)) {
        conv_fail(c, e, NULL, "expected ':'");
        return;
    }
    const char *why = error_wording(c, e);
    conv_fail(c, e, NULL, "%s", why ? why : "invalid syntax");
}

static inline bool is_word_char(char ch)
{
    return isalnum((unsigned char)ch) || ch == '_' || (unsigned char)ch >= 0x80;
}

/* ---- indentation and nesting, as CPython's tokenizer sees them ---- */
static bool continues_statement(const char *s, size_t len)
{
    static const char *const words[] = {"else", "elif", "except", "finally", NULL};
    for (int w = 0; words[w]; w++) {
        size_t l = strlen(words[w]);
        if (len >= l && !memcmp(s, words[w], l) && (len == l || !is_word_char(s[l])))
            return true;
    }
    return false;
}

/* What conv_check_source carries from line to line. */
struct source_scan {
    const char *s;
    size_t len;
    struct conv_cuts *cuts;
    int line;
    bool after_decorator;
    /* the open indentation levels, each measured with tabs to the next multiple of 8 (cols)
     * and with tabs as one column (alts) */
    int cols[LIMIT_INDENT_LEVELS + 1], alts[LIMIT_INDENT_LEVELS + 1], top;
    size_t tokens;             /* in the statement so far */
    size_t bare_continuations; /* backslash-newlines in a row, with no token between */
    bool code;                 /* the logical line so far holds more than comments */
    int depth;                 /* open brackets */
    char quote;                /* inside a string: its quote character */
    bool triple, cont;
};

/* A logical line indented by col (alt with tabs as one column) against the open levels:
 * NULL, with the levels updated, or the error and its type. */
static const char *indent_error(struct source_scan *sc, int col, int alt, struct type **t)
{
    *t = &exc_TabError;
    if (col == sc->cols[sc->top])
        return alt != sc->alts[sc->top] ? "inconsistent use of tabs and spaces in indentation"
                                        : NULL;
    if (col > sc->cols[sc->top]) {
        if (alt <= sc->alts[sc->top])
            return "inconsistent use of tabs and spaces in indentation";
        if (sc->top + 1 >= LIMIT_INDENT_LEVELS) {
            *t = &exc_IndentationError;
            return "too many levels of indentation";
        }
        sc->top++;
        sc->cols[sc->top] = col;
        sc->alts[sc->top] = alt;
        return NULL;
    }
    while (sc->top > 0 && col < sc->cols[sc->top])
        sc->top--;
    if (col != sc->cols[sc->top]) {
        *t = &exc_IndentationError;
        return "unindent does not match any outer indentation level";
    }
    return alt != sc->alts[sc->top] ? "inconsistent use of tabs and spaces in indentation" : NULL;
}

/* The start of a physical line that starts a logical one, at *i: checks its indentation
 * (blank and comment lines have none) and notes a cut before it; *i moves past the
 * indentation. 0, or -1 with the exception set. */
static int scan_indent(struct source_scan *sc, size_t *i)
{
    const char *s = sc->s;
    size_t len = sc->len;
    int col = 0, alt = 0;
    size_t j = *i;
    for (; j < len; j++) {
        if (s[j] == ' ')
            col++, alt++;
        else if (s[j] == '\t')
            col = (col / 8 + 1) * 8, alt++;
        else if (s[j] == '\f')
            col = alt = 0;
        else
            break;
    }
    *i = j;
    bool blank = j >= len || s[j] == '\n' || s[j] == '\r' || s[j] == '#' ||
                 (s[j] == '\\' && j + 1 < len && s[j + 1] == '\n');
    if (blank)
        return 0;
    struct conv_cuts *cuts = sc->cuts;
    size_t last = cuts->n ? cuts->at[cuts->n - 1] : 0;
    if (col == 0 && !sc->after_decorator && j - last >= LIMIT_PARSE_SLICE_BYTES &&
        cuts->n < sizeof cuts->at / sizeof cuts->at[0] && !continues_statement(s + j, len - j)) {
        cuts->at[cuts->n] = (uint32_t)j;
        cuts->row[cuts->n++] = (uint32_t)sc->line - 1;
    }
    sc->after_decorator = s[j] == '@';
    struct type *t;
    const char *err = indent_error(sc, col, alt, &t);
    if (err) {
        parse_raise(t, err, sc->line);
        return -1;
    }
    return 0;
}

/* A token starts at s[i]: a word, a string, a comment or each punctuation character (so
 * '**=' counts three, which only errs on the safe side). 0, or -1 with the exception set
 * when the statement or a run of line continuations is too long. */
static int count_token(struct source_scan *sc, size_t i)
{
    char ch = sc->s[i];
    sc->code |= ch != '#';
    bool bare = ch == '\\' && i + 1 < sc->len && sc->s[i + 1] == '\n';
    sc->bare_continuations = bare ? sc->bare_continuations + 1 : 0;
    if (sc->bare_continuations > LIMIT_CONTINUATION_RUN) {
        parse_raise(NULL, "too many line continuations in a row", sc->line);
        return -1;
    }
    if (++sc->tokens > LIMIT_STATEMENT_TOKENS) {
        char msg[96];
        snprintf(msg, sizeof msg, "statement too long (more than %u tokens)",
                 LIMIT_STATEMENT_TOKENS);
        parse_raise(NULL, msg, sc->line);
        return -1;
    }
    return 0;
}

/* The rest of a physical line from *i to its newline: tokens, strings, comments, brackets
 * and a trailing backslash. 0, or -1 with the exception set. */
static int scan_line(struct source_scan *sc, size_t *ip)
{
    const char *s = sc->s;
    size_t len = sc->len, i = *ip;
    while (i < len && s[i] != '\n') {
        char ch = s[i];
        if (!sc->quote && ch != ' ' && ch != '\t' && ch != '\f' && ch != '\r' &&
            (!is_word_char(ch) || i == 0 || !is_word_char(s[i - 1])) && count_token(sc, i) < 0)
            return -1;
        if (sc->quote) {
            if (ch == '\\') {
                i += 2;
            } else if (ch == sc->quote && (!sc->triple || (i + 2 < len && s[i + 1] == sc->quote &&
                                                           s[i + 2] == sc->quote))) {
                i += sc->triple ? 3 : 1;
                sc->quote = 0;
            } else {
                i++;
            }
            continue;
        }
        if (ch == '#') {
            while (i < len && s[i] != '\n')
                i++;
            break;
        }
        if (ch == '\'' || ch == '"') {
            sc->quote = ch;
            sc->triple = i + 2 < len && s[i + 1] == ch && s[i + 2] == ch;
            i += sc->triple ? 3 : 1;
            continue;
        }
        if (ch == '(' || ch == '[' || ch == '{') {
            /* CPython's tokenizer refuses the 201st level as it reads it */
            if (++sc->depth > LIMIT_BRACKET_DEPTH) {
                parse_raise(NULL, "too many nested parentheses", sc->line);
                return -1;
            }
        } else if ((ch == ')' || ch == ']' || ch == '}') && sc->depth) {
            sc->depth--;
        } else if (ch == '\\' && i + 1 < len && s[i + 1] == '\n') {
            sc->cont = true;
        }
        i++;
    }
    *ip = i;
    return 0;
}

/* Checks the source before tree-sitter sees it, so that no pathological input reaches it:
 * - the indentation of logical lines: a tab must mean the same whatever its width (TabError
 *   otherwise), a dedent must land on an outer level, and there are at most
 *   LIMIT_INDENT_LEVELS levels. Each line is measured twice, with tabs to the next multiple
 *   of 8 and with tabs as one column; the two must order the lines the same way;
 * - brackets nest at most LIMIT_BRACKET_DEPTH deep, closed or not (CPython's wording);
 * - a statement (a logical line, with the comment lines before it) holds at most
 *   LIMIT_STATEMENT_TOKENS tokens, counted generously: see limits.h for the tree-sitter bug
 *   this keeps away, which no deep nesting, chain of prefix operators, lambdas or
 *   right-associative operators can reach while a statement stays under the bound;
 * - at most LIMIT_CONTINUATION_RUN line continuations follow each other with nothing
 *   between them (tree-sitter's time grows with the square of such a run).
 * It also finds the cuts between top-level statements (parse_conv.h).
 * 0, or -1 with the exception set. */
int conv_check_source(const char *s, size_t len, struct conv_cuts *cuts)
{
    struct source_scan sc = {.s = s, .len = len, .cuts = cuts, .line = 1};
    cuts->n = 0;
    size_t i = 0;
    while (i < len) {
        if (!sc.quote && !sc.depth && !sc.cont && scan_indent(&sc, &i) < 0)
            return -1;
        sc.cont = false;
        if (scan_line(&sc, &i) < 0)
            return -1;
        if (sc.quote && !sc.triple)
            sc.quote = 0; /* an unterminated string: tree-sitter reports it */
        if (!sc.quote && !sc.depth && !sc.cont && sc.code) {
            sc.tokens = 0;
            sc.code = false;
        }
        i++; /* the newline */
        sc.line++;
    }
    return 0;
}
