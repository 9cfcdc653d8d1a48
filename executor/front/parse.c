/* executor/front/parse.c: tree-sitter-python -> compact AST, in one walk with a reused cursor.
 * Symbols and fields are resolved by name once per process. The grammar accepts more than
 * Python 3.11 (Python 2 statements, empty blocks, loose indentation, 3.12 syntax), so the
 * converter enforces those rules itself and refuses every node kind it does not know. */
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "executor/unicode/ucd_names.h"
#include "executor/front/ast.h"
#include "executor/core/ops.h"
#include "executor/unicode/unicode.h"
#include "executor/core/vm.h"

const TSLanguage *tree_sitter_python(void);

struct ast *ast_new(struct arena *ar, int kind, int line)
{
    struct ast *n = arena_alloc(ar, sizeof *n);
    if (n) {
        n->kind = (uint8_t)kind;
        n->line = line;
        n->slot = -1;
    }
    return n;
}

/* ---- symbol tables ---- */
enum tsk {
    K_OTHER,
    K_MODULE,
    K_BLOCK,
    K_COMMENT,
    K_EXPRESSION_STATEMENT,
    K_ASSIGNMENT,
    K_AUGMENTED_ASSIGNMENT,
    K_RETURN,
    K_PASS,
    K_BREAK,
    K_CONTINUE,
    K_DELETE,
    K_RAISE,
    K_ASSERT,
    K_GLOBAL,
    K_NONLOCAL,
    K_IMPORT,
    K_IMPORT_FROM,
    K_FUTURE_IMPORT,
    K_IF,
    K_ELIF,
    K_ELSE,
    K_FOR,
    K_WHILE,
    K_TRY,
    K_EXCEPT,
    K_EXCEPT_GROUP,
    K_FINALLY,
    K_WITH,
    K_WITH_CLAUSE,
    K_WITH_ITEM,
    K_FUNCDEF,
    K_CLASSDEF,
    K_DECORATED,
    K_DECORATOR,
    K_MATCH,
    K_CASE,
    K_PRINT_STMT,
    K_EXEC_STMT,
    K_TYPE_ALIAS,
    K_IDENTIFIER,
    K_INTEGER,
    K_FLOAT,
    K_TRUE,
    K_FALSE,
    K_NONE,
    K_ELLIPSIS,
    K_STRING,
    K_CONCAT_STRING,
    K_STRING_START,
    K_STRING_CONTENT,
    K_STRING_END,
    K_INTERPOLATION,
    K_ESCAPE_SEQUENCE,
    K_ESCAPE_INTERPOLATION,
    K_FORMAT_SPEC,
    K_FORMAT_EXPRESSION,
    K_TYPE_CONVERSION,
    K_BINARY,
    K_UNARY,
    K_NOT,
    K_BOOL,
    K_COMPARE,
    K_CONDITIONAL,
    K_NAMED,
    K_LAMBDA,
    K_LAMBDA_PARAMS,
    K_CALL,
    K_ARGUMENT_LIST,
    K_KEYWORD_ARG,
    K_ATTRIBUTE,
    K_SUBSCRIPT,
    K_SLICE,
    K_LIST,
    K_TUPLE,
    K_SET,
    K_DICT,
    K_PAIR,
    K_PAREN,
    K_LISTCOMP,
    K_SETCOMP,
    K_DICTCOMP,
    K_GENEXP,
    K_FOR_IN,
    K_IF_CLAUSE,
    K_YIELD,
    K_EXPRESSION_LIST,
    K_LIST_SPLAT,
    K_DICT_SPLAT,
    K_AWAIT,
    K_AS_PATTERN,
    K_AS_PATTERN_TARGET,
    K_PATTERN_LIST,
    K_TUPLE_PATTERN,
    K_LIST_PATTERN,
    K_LIST_SPLAT_PATTERN,
    K_DICT_SPLAT_PATTERN,
    K_PARAMETERS,
    K_DEFAULT_PARAM,
    K_TYPED_PARAM,
    K_TYPED_DEFAULT_PARAM,
    K_KEYWORD_SEPARATOR,
    K_POSITIONAL_SEPARATOR,
    K_DOTTED_NAME,
    K_ALIASED_IMPORT,
    K_RELATIVE_IMPORT,
    K_WILDCARD_IMPORT,
    K_CASE_PATTERN,
    K_CLASS_PATTERN,
    K_DICT_PATTERN,
    K_KEYWORD_PATTERN,
    K_SPLAT_PATTERN,
    K_UNION_PATTERN,
    K_COMPLEX_PATTERN,
    K_LINE_CONT,
    K_ERROR,
    K_TYPE,
    K_CHEVRON,
    K__COUNT
};

struct sym_name {
    const char *name;
    int kind;
};
static const struct sym_name sym_names[] = {
    {"module", K_MODULE},
    {"block", K_BLOCK},
    {"comment", K_COMMENT},
    {"expression_statement", K_EXPRESSION_STATEMENT},
    {"assignment", K_ASSIGNMENT},
    {"augmented_assignment", K_AUGMENTED_ASSIGNMENT},
    {"return_statement", K_RETURN},
    {"pass_statement", K_PASS},
    {"break_statement", K_BREAK},
    {"continue_statement", K_CONTINUE},
    {"delete_statement", K_DELETE},
    {"raise_statement", K_RAISE},
    {"assert_statement", K_ASSERT},
    {"global_statement", K_GLOBAL},
    {"nonlocal_statement", K_NONLOCAL},
    {"import_statement", K_IMPORT},
    {"import_from_statement", K_IMPORT_FROM},
    {"future_import_statement", K_FUTURE_IMPORT},
    {"if_statement", K_IF},
    {"elif_clause", K_ELIF},
    {"else_clause", K_ELSE},
    {"for_statement", K_FOR},
    {"while_statement", K_WHILE},
    {"try_statement", K_TRY},
    {"except_clause", K_EXCEPT},
    {"except_group_clause", K_EXCEPT_GROUP},
    {"finally_clause", K_FINALLY},
    {"with_statement", K_WITH},
    {"with_clause", K_WITH_CLAUSE},
    {"with_item", K_WITH_ITEM},
    {"function_definition", K_FUNCDEF},
    {"class_definition", K_CLASSDEF},
    {"decorated_definition", K_DECORATED},
    {"decorator", K_DECORATOR},
    {"match_statement", K_MATCH},
    {"case_clause", K_CASE},
    {"print_statement", K_PRINT_STMT},
    {"exec_statement", K_EXEC_STMT},
    {"type_alias_statement", K_TYPE_ALIAS},
    {"identifier", K_IDENTIFIER},
    {"integer", K_INTEGER},
    {"float", K_FLOAT},
    {"true", K_TRUE},
    {"false", K_FALSE},
    {"none", K_NONE},
    {"ellipsis", K_ELLIPSIS},
    {"string", K_STRING},
    {"concatenated_string", K_CONCAT_STRING},
    {"string_start", K_STRING_START},
    {"string_content", K_STRING_CONTENT},
    {"string_end", K_STRING_END},
    {"interpolation", K_INTERPOLATION},
    {"escape_sequence", K_ESCAPE_SEQUENCE},
    {"escape_interpolation", K_ESCAPE_INTERPOLATION},
    {"format_specifier", K_FORMAT_SPEC},
    {"format_expression", K_FORMAT_EXPRESSION},
    {"type_conversion", K_TYPE_CONVERSION},
    {"binary_operator", K_BINARY},
    {"unary_operator", K_UNARY},
    {"not_operator", K_NOT},
    {"boolean_operator", K_BOOL},
    {"comparison_operator", K_COMPARE},
    {"conditional_expression", K_CONDITIONAL},
    {"named_expression", K_NAMED},
    {"lambda", K_LAMBDA},
    {"lambda_parameters", K_LAMBDA_PARAMS},
    {"call", K_CALL},
    {"argument_list", K_ARGUMENT_LIST},
    {"keyword_argument", K_KEYWORD_ARG},
    {"attribute", K_ATTRIBUTE},
    {"subscript", K_SUBSCRIPT},
    {"slice", K_SLICE},
    {"list", K_LIST},
    {"tuple", K_TUPLE},
    {"set", K_SET},
    {"dictionary", K_DICT},
    {"pair", K_PAIR},
    {"parenthesized_expression", K_PAREN},
    {"list_comprehension", K_LISTCOMP},
    {"set_comprehension", K_SETCOMP},
    {"dictionary_comprehension", K_DICTCOMP},
    {"generator_expression", K_GENEXP},
    {"for_in_clause", K_FOR_IN},
    {"if_clause", K_IF_CLAUSE},
    {"yield", K_YIELD},
    {"expression_list", K_EXPRESSION_LIST},
    {"list_splat", K_LIST_SPLAT},
    {"dictionary_splat", K_DICT_SPLAT},
    {"await", K_AWAIT},
    {"as_pattern", K_AS_PATTERN},
    {"as_pattern_target", K_AS_PATTERN_TARGET},
    {"pattern_list", K_PATTERN_LIST},
    {"tuple_pattern", K_TUPLE_PATTERN},
    {"list_pattern", K_LIST_PATTERN},
    {"list_splat_pattern", K_LIST_SPLAT_PATTERN},
    {"dictionary_splat_pattern", K_DICT_SPLAT_PATTERN},
    {"parameters", K_PARAMETERS},
    {"default_parameter", K_DEFAULT_PARAM},
    {"typed_parameter", K_TYPED_PARAM},
    {"typed_default_parameter", K_TYPED_DEFAULT_PARAM},
    {"keyword_separator", K_KEYWORD_SEPARATOR},
    {"positional_separator", K_POSITIONAL_SEPARATOR},
    {"dotted_name", K_DOTTED_NAME},
    {"aliased_import", K_ALIASED_IMPORT},
    {"relative_import", K_RELATIVE_IMPORT},
    {"wildcard_import", K_WILDCARD_IMPORT},
    {"case_pattern", K_CASE_PATTERN},
    {"class_pattern", K_CLASS_PATTERN},
    {"dict_pattern", K_DICT_PATTERN},
    {"keyword_pattern", K_KEYWORD_PATTERN},
    {"splat_pattern", K_SPLAT_PATTERN},
    {"union_pattern", K_UNION_PATTERN},
    {"complex_pattern", K_COMPLEX_PATTERN},
    {"line_continuation", K_LINE_CONT},
    {"ERROR", K_ERROR},
    {"type", K_TYPE},
    {"chevron", K_CHEVRON},
};

enum fld {
    F_NONE,
    F_LEFT,
    F_RIGHT,
    F_OPERATOR,
    F_OPERATORS,
    F_ARGUMENT,
    F_BODY,
    F_CONDITION,
    F_CONSEQUENCE,
    F_ALTERNATIVE,
    F_NAME,
    F_VALUE,
    F_PARAMETERS,
    F_FUNCTION,
    F_ARGUMENTS,
    F_OBJECT,
    F_ATTRIBUTE,
    F_SUBSCRIPT,
    F_KEY,
    F_TYPE,
    F_CAUSE,
    F_ALIAS,
    F_MODULE_NAME,
    F_SUPERCLASSES,
    F_DEFINITION,
    F_SUBJECT,
    F_GUARD,
    F_EXPRESSION,
    F_TYPE_CONVERSION,
    F_FORMAT_SPECIFIER,
    F_RETURN_TYPE,
    F__COUNT
};
static const char *const field_names[F__COUNT] = {"",
                                                  "left",
                                                  "right",
                                                  "operator",
                                                  "operators",
                                                  "argument",
                                                  "body",
                                                  "condition",
                                                  "consequence",
                                                  "alternative",
                                                  "name",
                                                  "value",
                                                  "parameters",
                                                  "function",
                                                  "arguments",
                                                  "object",
                                                  "attribute",
                                                  "subscript",
                                                  "key",
                                                  "type",
                                                  "cause",
                                                  "alias",
                                                  "module_name",
                                                  "superclasses",
                                                  "definition",
                                                  "subject",
                                                  "guard",
                                                  "expression",
                                                  "type_conversion",
                                                  "format_specifier",
                                                  "return_type"};

static uint8_t *symkind;   /* TSSymbol -> enum tsk */
static uint32_t nsymbols;  /* entries of symkind */
static uint8_t *fieldkind; /* TSFieldId -> enum fld */
static const TSLanguage *lang;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static int compare_sym_name(const void *a, const void *b)
{
    return strcmp(((const struct sym_name *)a)->name, ((const struct sym_name *)b)->name);
}

/* Maps the grammar's symbol and field ids to our kinds. Names are looked up
 * in a sorted copy of sym_names: the grammar has ~270 symbols. */
static void init_tables(void)
{
    enum { NAMES = sizeof sym_names / sizeof sym_names[0] };
    struct sym_name sorted[NAMES];
    memcpy(sorted, sym_names, sizeof sorted);
    qsort(sorted, NAMES, sizeof sorted[0], compare_sym_name);
    lang = tree_sitter_python();
    uint32_t ns = ts_language_symbol_count(lang);
    symkind = calloc(ns, 1);
    nsymbols = ns;
    for (uint32_t s = 0; s < ns; s++) {
        if (ts_language_symbol_type(lang, (TSSymbol)s) != TSSymbolTypeRegular)
            continue;
        struct sym_name key = {ts_language_symbol_name(lang, (TSSymbol)s), 0};
        const struct sym_name *hit = bsearch(&key, sorted, NAMES, sizeof sorted[0], compare_sym_name);
        if (hit)
            symkind[s] = (uint8_t)hit->kind;
    }
    uint32_t nf = ts_language_field_count(lang);
    fieldkind = calloc(nf + 1, 1);
    for (uint32_t f = 1; f <= nf; f++) {
        const char *name = ts_language_field_name_for_id(lang, (TSFieldId)f);
        for (int i = 1; i < F__COUNT; i++)
            if (name && !strcmp(name, field_names[i]))
                fieldkind[f] = (uint8_t)i;
    }
}

/* tree-sitter's memory is charged to the heap cap like the session's own. Its allocator
 * cannot fail, so passing the cap cancels the parse instead: tree-sitter polls the flag
 * every hundred or so steps, which bounds the overshoot to a few KB. */
static __thread size_t parse_cancelled;

static void parse_check_cap(void)
{
    if (vm && vm->heap_used > vm->heap_max)
        parse_cancelled = 1;
}

static void *parse_malloc(size_t n)
{
    void *p = mem_alloc_unfailing(n);
    parse_check_cap();
    return p;
}

static void *parse_calloc(size_t count, size_t size)
{
    size_t n;
    if (__builtin_mul_overflow(count, size, &n))
        abort();
    void *p = parse_malloc(n);
    memset(p, 0, n);
    return p;
}

static void *parse_realloc(void *p, size_t n)
{
    void *q = mem_realloc_unfailing(p, n);
    parse_check_cap();
    return q;
}

static void init_process(void)
{
    ts_set_allocator(parse_malloc, parse_calloc, parse_realloc, mem_free);
    init_tables();
}

void parse_init_process(void)
{
    pthread_once(&tables_once, init_process);
}

/* ---- converter state ---- */
struct child {
    TSNode node;
    uint8_t kind;  /* enum tsk, K_OTHER for anonymous tokens */
    uint8_t field; /* enum fld */
    bool named;
};

struct conv {
    const char *src;
    size_t len;
    struct arena *ar;
    TSTreeCursor cur;
    struct child *kids;
    size_t nkids, capkids;
    int depth;
    bool failed;
    bool in_async;   /* converting the body of an async def: await is allowed */
    int in_function; /* function bodies being converted (CPython's await messages differ) */
    struct source *source;
    const char *scope_name; /* qualname prefix */
};

static void *fail_syntax(struct conv *c, TSNode n, struct type *t, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* SyntaxError carries its line in the `lineno` attribute, as in CPython. */
void parse_raise(struct type *t, const char *msg, int line)
{
    exc_raise(t ? t : &exc_SyntaxError, "%s", msg);
    if (!vm->exc)
        return;
    obj *ln = small_new(line);
    obj *k = str_new_cstr("lineno");
    if (k) {
        instance_setattr(vm->exc, k, ln);
        decref(k);
    }
}

static void *fail_syntax(struct conv *c, TSNode n, struct type *t, const char *fmt, ...)
{
    if (c->failed)
        return NULL;
    c->failed = true;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (!vm->exc)
        parse_raise(t, msg, (int)ts_node_start_point(n).row + 1);
    return NULL;
}

static inline int line_of(TSNode n)
{
    return (int)ts_node_start_point(n).row + 1;
}

static inline int kind_of(TSNode n)
{
    /* an ERROR node's symbol is (TSSymbol)-1, past the table */
    TSSymbol sym = ts_node_symbol(n);
    return sym < nsymbols ? symkind[sym] : K_ERROR;
}

/* Collects the children of n (extras dropped) onto the shared stack; returns the index of
 * the first. The caller pops with c->nkids = start when done. */
static size_t children(struct conv *c, TSNode n, size_t *count)
{
    size_t start = c->nkids;
    ts_tree_cursor_reset(&c->cur, n);
    if (ts_tree_cursor_goto_first_child(&c->cur)) {
        do {
            TSNode k = ts_tree_cursor_current_node(&c->cur);
            if (ts_node_is_extra(k))
                continue;
            if (c->nkids == c->capkids) {
                size_t nc = c->capkids ? c->capkids * 2 : 256;
                struct child *p = mem_realloc(c->kids, nc * sizeof *p);
                if (!p) {
                    c->failed = true;
                    break;
                }
                c->kids = p;
                c->capkids = nc;
            }
            struct child *ch = &c->kids[c->nkids++];
            ch->node = k;
            ch->named = ts_node_is_named(k);
            ch->kind = ch->named ? (uint8_t)kind_of(k) : K_OTHER;
            ch->field = fieldkind[ts_tree_cursor_current_field_id(&c->cur)];
        } while (ts_tree_cursor_goto_next_sibling(&c->cur));
    }
    *count = c->nkids - start;
    return start;
}

#define KID(i) (c->kids[(i)])

static const char *text_of(struct conv *c, TSNode n, size_t *len)
{
    uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
    *len = e - s;
    return c->src + s;
}

static bool text_is(struct conv *c, TSNode n, const char *s)
{
    size_t l;
    const char *t = text_of(c, n, &l);
    return l == strlen(s) && !memcmp(t, s, l);
}

enum { ANY = -1 }; /* as the field or kind of collect_children and last_child: any at all */

static bool child_is(const struct child *k, int field, int kind)
{
    return (field == ANY || k->field == field) && (kind == ANY || k->kind == kind);
}

/* Collects into out (room for max) n's children tagged with field and of node kind;
 * returns how many. */
static size_t collect_children(struct conv *c, TSNode n, int field, int kind, TSNode *out,
                               size_t max)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt && m < max; i++)
        if (child_is(&KID(base + i), field, kind))
            out[m++] = KID(base + i).node;
    c->nkids = base;
    return m;
}

/* The last child of n tagged with field and of node kind, or a null node. (tree-sitter's
 * own field lookup returns the first, and counts extras.) */
static TSNode last_child(struct conv *c, TSNode n, int field, int kind)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    TSNode found = {0};
    for (size_t i = 0; i < cnt; i++)
        if (child_is(&KID(base + i), field, kind))
            found = KID(base + i).node;
    c->nkids = base;
    return found;
}

static TSNode field_child(struct conv *c, TSNode n, int field)
{
    return last_child(c, n, field, ANY);
}

static TSNode kind_child(struct conv *c, TSNode n, int kind)
{
    return last_child(c, n, ANY, kind);
}

/* Counts n's named children; *last gets the last of them and is left alone when there is
 * none. */
static size_t count_named_children(struct conv *c, TSNode n, TSNode *last)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).named) {
            *last = KID(base + i).node;
            m++;
        }
    c->nkids = base;
    return m;
}

/* Collects into out the first max named children of n; returns how many. */
static size_t first_named_children(struct conv *c, TSNode n, TSNode *out, size_t max)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt && m < max; i++)
        if (KID(base + i).named)
            out[m++] = KID(base + i).node;
    c->nkids = base;
    return m;
}

/* The first named child of n and the last one after it: x and y of `x as y`, `k=p`.
 * false when there are not two. */
static bool named_pair(struct conv *c, TSNode n, TSNode *first, TSNode *second)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).named)
            *(m++ ? second : first) = KID(base + i).node;
    c->nkids = base;
    return m >= 2;
}

/* Whether n (a def, for, with or comprehension for clause) is written with `async`. */
static bool has_async_keyword(struct conv *c, TSNode n)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    bool found = false;
    for (size_t i = 0; i < cnt; i++)
        if (!KID(base + i).named && text_is(c, KID(base + i).node, "async"))
            found = true;
    c->nkids = base;
    return found;
}

/* n's children (as children() collects them) copied off the shared stack, for loops that
 * convert them: nested conversions reuse the stack. A null n has none. The caller
 * mem_frees the copy; NULL when out of memory. */
static struct child *children_copy(struct conv *c, TSNode n, size_t *count)
{
    *count = 0;
    size_t base = ts_node_is_null(n) ? c->nkids : children(c, n, count);
    struct child *kids = mem_alloc((*count ? *count : 1) * sizeof *kids);
    if (kids)
        memcpy(kids, &KID(base), *count * sizeof *kids);
    c->nkids = base;
    return kids;
}

/* n's named children copied off the shared stack (see children_copy); a null n has none.
 * NULL, with the conversion failed, when out of memory. */
static TSNode *named_children_copy(struct conv *c, TSNode n, size_t *count)
{
    size_t cnt = 0;
    size_t base = ts_node_is_null(n) ? c->nkids : children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).named)
            m++;
    TSNode *nodes = mem_alloc((m ? m : 1) * sizeof(TSNode));
    if (!nodes) {
        c->nkids = base;
        c->failed = true;
        return NULL;
    }
    m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).named)
            nodes[m++] = KID(base + i).node;
    c->nkids = base;
    *count = m;
    return nodes;
}

static struct ast *mk(struct conv *c, int kind, TSNode n)
{
    struct ast *a = ast_new(c->ar, kind, line_of(n));
    if (!a) {
        c->failed = true;
    } else {
        a->col = ts_node_start_point(n).column;
        if (!ts_node_is_null(n)) { /* a lambda without parameters has no parameters node */
            a->end_line = (int32_t)ts_node_end_point(n).row + 1;
            a->end_col = ts_node_end_point(n).column;
        }
    }
    return a;
}

static struct ast **mk_list(struct conv *c, size_t n)
{
    struct ast **v = arena_alloc(c->ar, (n ? n : 1) * sizeof(struct ast *));
    if (!v)
        c->failed = true;
    return v;
}

static obj *intern_text(struct conv *c, TSNode n)
{
    size_t l;
    const char *t = text_of(c, n, &l);
    obj *s = str_intern(t, l);
    if (!s)
        c->failed = true;
    return s;
}

static struct ast *mk_const(struct conv *c, TSNode n, obj *o)
{
    if (!o) {
        c->failed = true;
        return NULL;
    }
    struct ast *a = mk(c, A_CONST, n);
    if (!a) {
        decref(o);
        return NULL;
    }
    if (!arena_own(c->ar, o)) {
        c->failed = true;
        return NULL;
    }
    a->o = o;
    return a;
}

static struct ast *conv_expr(struct conv *c, TSNode n);
static struct ast *conv_stmt(struct conv *c, TSNode n);
static struct ast *conv_block(struct conv *c, TSNode n, uint32_t parent_col, TSNode owner);

/* ---- literals ---- */
static struct ast *conv_integer(struct conv *c, TSNode n)
{
    size_t l;
    const char *t = text_of(c, n, &l);
    if (l && (t[l - 1] == 'l' || t[l - 1] == 'L'))
        return fail_syntax(c, n, NULL, "invalid decimal literal");
    if (l && (t[l - 1] == 'j' || t[l - 1] == 'J')) {
        char buf[128];
        size_t o = 0;
        for (size_t i = 0; i + 1 < l && o < sizeof buf - 1; i++)
            if (t[i] != '_')
                buf[o++] = t[i];
        buf[o] = 0;
        return mk_const(c, n, complex_new(0.0, strtod(buf, NULL)));
    }
    if (l > 1 && t[0] == '0' && ((t[1] >= '0' && t[1] <= '9') || t[1] == '_')) {
        bool allzero = true;
        for (size_t i = 0; i < l; i++)
            if (t[i] != '0' && t[i] != '_')
                allzero = false;
        if (!allzero)
            return fail_syntax(c, n, NULL,
                               "leading zeros in decimal integer literals are not "
                               "permitted; use an 0o prefix for octal integers");
    }
    obj *v = int_from_string(t, l, 0, true);
    if (!v) {
        /* a decimal literal over the digit limit: CPython's message with its hint */
        obj *msg = exc_pending_is(&exc_ValueError) ? exc_str(vm->exc) : NULL;
        exc_clear();
        if (msg && strstr(str_cstr(msg), "Exceeds the limit")) {
            struct ast *r = fail_syntax(c, n, NULL,
                                        "%s - Consider hexadecimal for huge integer literals to "
                                        "avoid decimal conversion limits.",
                                        str_cstr(msg));
            decref(msg);
            return r;
        }
        xdecref(msg);
        return fail_syntax(c, n, NULL, "invalid decimal literal");
    }
    return mk_const(c, n, v);
}

static struct ast *conv_float(struct conv *c, TSNode n)
{
    size_t l;
    const char *t = text_of(c, n, &l);
    char buf[512];
    size_t o = 0;
    bool imag = l && (t[l - 1] == 'j' || t[l - 1] == 'J');
    for (size_t i = 0; i < l - imag && o < sizeof buf - 1; i++)
        if (t[i] != '_')
            buf[o++] = t[i];
    buf[o] = 0;
    double d = strtod(buf, NULL);
    return mk_const(c, n, imag ? complex_new(0.0, d) : float_new(d));
}

/* ---- strings ---- */
struct strbuf {
    char *p;
    size_t len, cap;
};
static bool sbuf_add(struct strbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t nc = (b->len + n + 1) * 2;
        char *q = mem_realloc(b->p, nc);
        if (!q)
            return false;
        b->p = q;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    return true;
}

static int hexval(char ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if ((ch | 32) >= 'a' && (ch | 32) <= 'f')
        return (ch | 32) - 'a' + 10;
    return -1;
}

/* Decodes one escape sequence (s starts at the backslash). */

static bool decode_escape(struct conv *c, TSNode n, const char *s, size_t l, bool bytes,
                          struct strbuf *out)
{
    if (l < 2)
        return sbuf_add(out, s, l);
    char e = s[1];
    char ch;
    switch (e) {
    case '\n':
        return true;
    case '\r':
        return true;
    case '\\':
        ch = '\\';
        break;
    case '\'':
        ch = '\'';
        break;
    case '"':
        ch = '"';
        break;
    case 'a':
        ch = '\a';
        break;
    case 'b':
        ch = '\b';
        break;
    case 'f':
        ch = '\f';
        break;
    case 'n':
        ch = '\n';
        break;
    case 'r':
        ch = '\r';
        break;
    case 't':
        ch = '\t';
        break;
    case 'v':
        ch = '\v';
        break;
    case 'x': {
        if (l < 4 || hexval(s[2]) < 0 || hexval(s[3]) < 0) {
            fail_syntax(c, n, NULL,
                        "(unicode error) 'unicodeescape' codec can't decode bytes: "
                        "truncated \\xXX escape");
            return false;
        }
        uint32_t v = (uint32_t)(hexval(s[2]) * 16 + hexval(s[3]));
        if (bytes) {
            char b = (char)v;
            return sbuf_add(out, &b, 1);
        }
        char buf[4];
        return sbuf_add(out, buf, str_utf8_encode(v, buf));
    }
    case 'u':
    case 'U': {
        if (bytes)
            return sbuf_add(out, s, l);
        size_t nd = e == 'u' ? 4 : 8;
        uint32_t v = 0;
        if (l < 2 + nd) {
            fail_syntax(c, n, NULL,
                        "(unicode error) 'unicodeescape' codec can't decode bytes: "
                        "truncated \\%cXXXX escape",
                        e);
            return false;
        }
        for (size_t i = 0; i < nd; i++) {
            int h = hexval(s[2 + i]);
            if (h < 0) {
                fail_syntax(c, n, NULL,
                            "(unicode error) 'unicodeescape' codec can't decode "
                            "bytes: truncated escape");
                return false;
            }
            v = v * 16 + (uint32_t)h;
        }
        if (v > 0x10ffff) {
            fail_syntax(c, n, NULL,
                        "(unicode error) 'unicodeescape' codec can't decode bytes: "
                        "illegal Unicode character");
            return false;
        }
        char buf[4];
        return sbuf_add(out, buf, str_utf8_encode(v, buf));
    }
    case 'N': {
        if (bytes)
            return sbuf_add(out, s, l);
        /* \N{NAME}: the name table is unicodedata's (unicode/ucd_names.c); CPython matches
         * names case-insensitively */
        char name[128];
        size_t k = 0;
        bool ok = l > 4 && s[2] == '{' && s[l - 1] == '}' && l - 4 < sizeof name;
        for (size_t i = 3; ok && i + 1 < l; i++)
            name[k++] = (char)toupper((unsigned char)s[i]);
        name[k] = 0;
        uint32_t cp;
        if (ok && ucd_lookup_name(name, &cp)) {
            char buf[4];
            return sbuf_add(out, buf, str_utf8_encode(cp, buf));
        }
        fail_syntax(c, n, NULL,
                    "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-%zu: "
                    "%s",
                    l - 1, ok ? "unknown Unicode character name" : "malformed \\N character escape");
        return false;
    }
    default:
        if (e >= '0' && e <= '7') {
            uint32_t v = 0;
            for (size_t i = 1; i < l && i < 4 && s[i] >= '0' && s[i] <= '7'; i++)
                v = v * 8 + (uint32_t)(s[i] - '0');
            if (bytes) {
                char b = (char)v;
                return sbuf_add(out, &b, 1);
            }
            char buf[4];
            return sbuf_add(out, buf, str_utf8_encode(v, buf));
        }
        return sbuf_add(out, s, l); /* unknown escape: kept literally */
    }
    return sbuf_add(out, &ch, 1);
}

struct strparts {
    struct ast **v;
    size_t n, cap;
    struct strbuf lit; /* pending literal text */
    bool is_bytes, is_f, any;
};

static bool parts_push(struct conv *c, struct strparts *p, struct ast *a)
{
    if (p->n == p->cap) {
        size_t nc = p->cap ? p->cap * 2 : 8;
        struct ast **v = arena_alloc(c->ar, nc * sizeof *v);
        if (!v)
            return false;
        if (p->n)
            memcpy(v, p->v, p->n * sizeof *v);
        p->v = v;
        p->cap = nc;
    }
    p->v[p->n++] = a;
    return true;
}

static bool parts_flush(struct conv *c, struct strparts *p, TSNode n)
{
    if (!p->lit.len)
        return true;
    struct ast *k = mk_const(c, n, str_new(p->lit.p, p->lit.len));
    p->lit.len = 0;
    return k && parts_push(c, p, k);
}

/* The A_FSTRING node at n made of the parts, the pending literal flushed first; frees the
 * literal buffer either way. */
static struct ast *parts_finish(struct conv *c, struct strparts *p, TSNode n)
{
    bool flushed = parts_flush(c, p, n);
    mem_free(p->lit.p);
    struct ast *r = flushed ? mk(c, A_FSTRING, n) : NULL;
    if (!r) {
        c->failed = true;
        return NULL;
    }
    r->v = p->v;
    r->n = (int32_t)p->n;
    return r;
}

/* Decodes the byte range [s, e) of a string_content whose escape children are listed. */
static bool decode_content(struct conv *c, TSNode content, bool raw, bool bytes, bool fstr,
                           struct strbuf *out)
{
    size_t cnt;
    size_t base = children(c, content, &cnt);
    uint32_t pos = ts_node_start_byte(content), end = ts_node_end_byte(content);
    bool ok = true;
    for (size_t i = 0; i < cnt && ok; i++) {
        struct child *k = &KID(base + i);
        uint32_t ks = ts_node_start_byte(k->node), ke = ts_node_end_byte(k->node);
        if (k->kind != K_ESCAPE_SEQUENCE && k->kind != K_ESCAPE_INTERPOLATION)
            continue;
        ok = sbuf_add(out, c->src + pos, ks - pos);
        if (!ok)
            break;
        if (k->kind == K_ESCAPE_INTERPOLATION)
            ok = sbuf_add(out, fstr ? c->src + ks : c->src + ks, fstr ? 1 : ke - ks);
        else if (raw)
            ok = sbuf_add(out, c->src + ks, ke - ks);
        else
            ok = decode_escape(c, k->node, c->src + ks, ke - ks, bytes, out);
        pos = ke;
    }
    c->nkids = base;
    if (ok)
        ok = sbuf_add(out, c->src + pos, end - pos);
    return ok && !c->failed;
}

static struct ast *conv_fstring_spec(struct conv *c, TSNode spec);

/* f"{n:=+12}": in a replacement field a top-level ':' starts the format spec (a walrus
 * needs parentheses there), but tree-sitter reads `n := +12`, or an ERROR when the spec
 * is no expression ("=^11"). The name is the value; the rest, up to '}', the spec. */
static bool conv_interpolation_colon_eq(struct conv *c, TSNode n, TSNode named,
                                        struct strparts *p)
{
    TSNode name = ts_node_child_by_field_name(named, "name", 4);
    if (ts_node_is_null(name) || kind_of(name) != K_IDENTIFIER) {
        fail_syntax(c, named, NULL, "invalid syntax");
        return false;
    }
    uint32_t s = ts_node_end_byte(name), e = ts_node_end_byte(n);
    while (s < e && c->src[s] != ':')
        s++;
    if (e > 0 && c->src[e - 1] == '}')
        e--;
    if (s >= e || memchr(c->src + s, '{', e - s)) {
        fail_syntax(c, named, NULL, "f-string: nested fields after ':=' are not supported");
        return false;
    }
    if (!parts_flush(c, p, n))
        return false;
    struct ast *fv = mk(c, A_FVALUE, n);
    struct ast *spec = fv ? mk(c, A_FSTRING, named) : NULL;
    struct ast *text = spec ? mk_const(c, named, str_new(c->src + s + 1, e - s - 1)) : NULL;
    if (!text || !(fv->a = conv_expr(c, name)))
        return false;
    spec->v = arena_alloc(c->ar, sizeof *spec->v);
    if (!spec->v)
        return false;
    spec->v[0] = text;
    spec->n = 1;
    fv->b = spec;
    return parts_push(c, p, fv);
}

static bool conv_interpolation(struct conv *c, TSNode n, struct strparts *p)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    TSNode expr = {0}, conv_node = {0}, spec = {0};
    bool has_expr = false, has_conv = false, has_spec = false, debug = false;
    uint32_t debug_end = 0;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->field == F_EXPRESSION) {
            expr = k->node;
            has_expr = true;
        } else if (k->field == F_TYPE_CONVERSION) {
            conv_node = k->node;
            has_conv = true;
        } else if (k->field == F_FORMAT_SPECIFIER) {
            spec = k->node;
            has_spec = true;
        } else if (!k->named && text_is(c, k->node, "=")) {
            debug = true;
            debug_end = ts_node_end_byte(k->node);
        }
    }
    c->nkids = base;
    if (!has_expr) {
        fail_syntax(c, n, NULL, "f-string: empty expression not allowed");
        return false;
    }
    if (kind_of(expr) == K_NAMED && !has_spec && !has_conv)
        return conv_interpolation_colon_eq(c, n, expr, p);
    if (debug) {
        /* f"{x = }" prints the source text up to and including '=' with its spaces */
        uint32_t s = ts_node_start_byte(n) + 1;
        uint32_t e = debug_end;
        /* keep whitespace after '=' up to the next token */
        while (e < ts_node_end_byte(n) && (c->src[e] == ' '))
            e++;
        if (!sbuf_add(&p->lit, c->src + s, e - s))
            return false;
    }
    if (!parts_flush(c, p, n))
        return false;
    struct ast *fv = mk(c, A_FVALUE, n);
    if (!fv)
        return false;
    fv->a = conv_expr(c, expr);
    if (!fv->a)
        return false;
    if (has_conv) {
        size_t l;
        const char *t = text_of(c, conv_node, &l);
        char ch = l >= 2 ? t[1] : 0;
        if (ch != 'r' && ch != 's' && ch != 'a') {
            fail_syntax(c, conv_node, NULL,
                        "f-string: invalid conversion character: expected "
                        "'s', 'r', or 'a'");
            return false;
        }
        fv->op = (uint8_t)ch;
    } else if (debug && !has_spec) {
        fv->op = 'r';
    }
    if (has_spec) {
        fv->b = conv_fstring_spec(c, spec);
        if (!fv->b)
            return false;
    }
    return parts_push(c, p, fv);
}

/* A format spec: literal text between the children, plus nested {expr} fields. */
static struct ast *conv_fstring_spec(struct conv *c, TSNode spec)
{
    size_t cnt;
    size_t base = children(c, spec, &cnt);
    struct strparts p = {0};
    p.is_f = true;
    uint32_t pos = ts_node_start_byte(spec);
    struct child *k0 = cnt ? &KID(base) : NULL;
    if (k0 && !k0->named && text_is(c, k0->node, ":"))
        pos = ts_node_end_byte(k0->node);
    size_t nexprs = 0;
    TSNode exprs[16];
    uint32_t starts[16], ends[16];
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->kind == K_FORMAT_EXPRESSION && nexprs < 16) {
            exprs[nexprs] = k->node;
            starts[nexprs] = ts_node_start_byte(k->node);
            ends[nexprs] = ts_node_end_byte(k->node);
            nexprs++;
        }
    }
    c->nkids = base;
    uint32_t end = ts_node_end_byte(spec);
    for (size_t i = 0; i <= nexprs; i++) {
        uint32_t stop = i < nexprs ? starts[i] : end;
        if (stop > pos && !sbuf_add(&p.lit, c->src + pos, stop - pos))
            goto fail;
        if (i == nexprs)
            break;
        if (!parts_flush(c, &p, spec))
            goto fail;
        /* the format_expression node: '{' expression '}' */
        size_t cc;
        size_t b2 = children(c, exprs[i], &cc);
        TSNode e = {0};
        bool have = false;
        for (size_t j = 0; j < cc; j++)
            if (KID(b2 + j).field == F_EXPRESSION || (KID(b2 + j).named && !have)) {
                e = KID(b2 + j).node;
                have = true;
            }
        c->nkids = b2;
        if (!have)
            goto fail;
        struct ast *fv = mk(c, A_FVALUE, exprs[i]);
        if (!fv || !(fv->a = conv_expr(c, e)) || !parts_push(c, &p, fv))
            goto fail;
        pos = ends[i];
    }
    return parts_finish(c, &p, spec);
fail:
    mem_free(p.lit.p);
    c->failed = true;
    return NULL;
}

static bool conv_string_into(struct conv *c, TSNode n, struct strparts *p)
{
    size_t cnt;
    struct child *kids = children_copy(c, n, &cnt);
    if (!kids)
        return false;
    bool raw = false, bytes = false, fstr = false;
    bool ok = true;
    size_t quote = 1; /* length of the closing quote */
    for (size_t i = 0; i < cnt && ok; i++) {
        struct child *k = &kids[i];
        if (k->kind == K_STRING_END) {
            /* tree-sitter's scanner folds the content of some raw strings into the end
             * token (r"\\" is string_start r" and string_end \\"): the bytes before the
             * closing quote are content, verbatim */
            size_t l;
            const char *t = text_of(c, k->node, &l);
            if (l > quote)
                ok = sbuf_add(&p->lit, t, l - quote);
            continue;
        }
        if (k->kind == K_STRING_START) {
            size_t l;
            const char *t = text_of(c, k->node, &l);
            quote = l >= 3 && t[l - 1] == t[l - 2] && t[l - 2] == t[l - 3] ? 3 : 1;
            if (l && t[l - 1] == '`') { /* tree-sitter reads Python 2's `x` as a string */
                fail_syntax(c, k->node, NULL, "invalid syntax");
                ok = false;
                break;
            }
        }
        if (k->kind == K_STRING_START) {
            size_t l;
            const char *t = text_of(c, k->node, &l);
            for (size_t j = 0; j < l && t[j] != '\'' && t[j] != '"'; j++) {
                char ch = (char)(t[j] | 32);
                raw |= ch == 'r';
                bytes |= ch == 'b';
                fstr |= ch == 'f';
            }
            if (p->any && p->is_bytes != bytes) {
                fail_syntax(c, n, NULL, "cannot mix bytes and nonbytes literals");
                ok = false;
            }
            p->is_bytes = bytes;
            p->is_f |= fstr;
            p->any = true;
        } else if (k->kind == K_STRING_CONTENT) {
            ok = decode_content(c, k->node, raw, bytes, fstr, &p->lit);
        } else if (k->kind == K_INTERPOLATION) {
            ok = conv_interpolation(c, k->node, p);
        } else if (k->kind == K_ESCAPE_SEQUENCE || k->kind == K_ESCAPE_INTERPOLATION) {
            size_t l;
            const char *t = text_of(c, k->node, &l);
            if (k->kind == K_ESCAPE_INTERPOLATION)
                ok = sbuf_add(&p->lit, t, fstr ? 1 : l);
            else
                ok =
                    raw ? sbuf_add(&p->lit, t, l) : decode_escape(c, k->node, t, l, bytes, &p->lit);
        } else if (k->kind == K_ERROR) {
            fail_syntax(c, k->node, NULL, "invalid syntax");
            ok = false;
        }
    }
    if (ok && bytes) {
        for (size_t j = 0; j < p->lit.len; j++)
            if ((unsigned char)p->lit.p[j] >= 0x80 && !raw) {
                /* non-ASCII characters in the source of a bytes literal */
            }
    }
    mem_free(kids);
    return ok && !c->failed;
}

static struct ast *conv_string(struct conv *c, TSNode n, bool concat)
{
    struct strparts p = {0};
    bool ok = true;
    if (concat) {
        size_t cnt;
        size_t base = children(c, n, &cnt);
        TSNode *nodes = mem_alloc((cnt ? cnt : 1) * sizeof(TSNode));
        size_t m = 0;
        if (!nodes) {
            c->nkids = base;
            return NULL;
        }
        for (size_t i = 0; i < cnt; i++)
            if (KID(base + i).kind == K_STRING)
                nodes[m++] = KID(base + i).node;
        c->nkids = base;
        for (size_t i = 0; i < m && ok; i++)
            ok = conv_string_into(c, nodes[i], &p);
        mem_free(nodes);
    } else {
        ok = conv_string_into(c, n, &p);
    }
    if (!ok) {
        mem_free(p.lit.p);
        c->failed = true;
        return NULL;
    }
    if (!p.is_f) {
        obj *o;
        if (p.is_bytes) {
            o = bytes_new(p.lit.p, p.lit.len);
        } else {
            if (!utf8_valid(p.lit.p ? p.lit.p : "", p.lit.len)) {
                mem_free(p.lit.p);
                return fail_syntax(c, n, NULL, "(unicode error) invalid utf-8");
            }
            o = str_new(p.lit.p ? p.lit.p : "", p.lit.len);
        }
        mem_free(p.lit.p);
        return mk_const(c, n, o);
    }
    return parts_finish(c, &p, n);
}

/* ---- expressions ---- */
static int binop_of(struct conv *c, TSNode tok)
{
    size_t l;
    const char *t = text_of(c, tok, &l);
    static const char *const ops[] = {"+", "-",  "*",  "/", "//", "%", "**",
                                      "@", "<<", ">>", "&", "|",  "^"};
    for (int i = 0; i < BIN__COUNT; i++)
        if (strlen(ops[i]) == l && !memcmp(ops[i], t, l))
            return i;
    /* augmented: strip '=' */
    if (l >= 2 && t[l - 1] == '=')
        for (int i = 0; i < BIN__COUNT; i++)
            if (strlen(ops[i]) == l - 1 && !memcmp(ops[i], t, l - 1))
                return i;
    return -1;
}

/* Converts all named children (optionally with a field) into a node list. */
static struct ast *conv_seq(struct conv *c, TSNode n, int kind)
{
    size_t m;
    TSNode *nodes = named_children_copy(c, n, &m);
    if (!nodes)
        return NULL;
    struct ast *r = mk(c, kind, n);
    struct ast **v = mk_list(c, m);
    if (!r || !v) {
        mem_free(nodes);
        return NULL;
    }
    for (size_t i = 0; i < m; i++) {
        v[i] = conv_expr(c, nodes[i]);
        if (!v[i]) {
            mem_free(nodes);
            return NULL;
        }
    }
    mem_free(nodes);
    r->v = v;
    r->n = (int32_t)m;
    return r;
}

static struct code *new_code(struct conv *c, const char *name, size_t nlen, int flags, int line)
{
    struct code *code = arena_alloc(c->ar, sizeof *code);
    if (!code) {
        c->failed = true;
        return NULL;
    }
    code->name = str_intern(name, nlen);
    code->flags = flags;
    code->src = c->source;
    code->line = line;
    code->nslots = 0;
    char buf[512];
    if (c->scope_name && *c->scope_name)
        snprintf(buf, sizeof buf, "%s.%.*s", c->scope_name, (int)nlen, name);
    else
        snprintf(buf, sizeof buf, "%.*s", (int)nlen, name);
    code->qualname = str_intern(buf, strlen(buf));
    if (!code->name || !code->qualname)
        c->failed = true;
    return code;
}

/* Parameters: fills code->slot_names with the parameters (positional, keyword-only, *args,
 * **kwargs) and returns default expressions through *defaults / *kwdefaults. */
struct param_info {
    obj **names;
    int n, cap;
};
static bool params_add(struct conv *c, struct param_info *pi, TSNode at, obj *name)
{
    for (int i = 0; i < pi->n; i++)
        if (pi->names[i] == name) {
            fail_syntax(c, at, NULL, "duplicate argument '%s' in function definition",
                        str_cstr(name));
            return false;
        }
    if (pi->n == pi->cap) {
        int nc = pi->cap ? pi->cap * 2 : 8;
        obj **p = arena_alloc(c->ar, (size_t)nc * sizeof(obj *));
        if (!p)
            return false;
        if (pi->n)
            memcpy(p, pi->names, (size_t)pi->n * sizeof(obj *));
        pi->names = p;
        pi->cap = nc;
    }
    pi->names[pi->n++] = name;
    return true;
}

static bool conv_params(struct conv *c, TSNode params, struct code *code, struct ast **defaults_out,
                        struct ast **kwdefaults_out)
{
    struct param_info pos = {0}, kwonly = {0};
    obj *varargs = NULL, *varkw = NULL;
    int nposonly = 0;
    bool after_star = false, have_default = false;
    struct ast *defs[256];
    int ndefs = 0;
    struct ast *kwdefs = mk(c, A_TUPLE, params);
    struct ast *kwitems[256];
    int nkw = 0;
    if (!kwdefs)
        return false;
    size_t cnt;
    struct child *kids = children_copy(c, params, &cnt);
    if (!kids)
        return false;
    bool ok = true;
    bool bare_star = false; /* a bare * still waiting for its keyword-only parameter */
    for (size_t i = 0; i < cnt && ok; i++) {
        struct child *k = &kids[i];
        if (!k->named)
            continue;
        if (varkw) {
            fail_syntax(c, k->node, NULL, "arguments cannot follow var-keyword argument");
            ok = false;
            break;
        }
        if (k->kind != K_KEYWORD_SEPARATOR && k->kind != K_POSITIONAL_SEPARATOR &&
            !(k->kind == K_DICT_SPLAT_PATTERN ||
              (k->kind == K_TYPED_PARAM && kind_of(ts_node_named_child(k->node, 0)) ==
                                               K_DICT_SPLAT_PATTERN)))
            bare_star = false;
        TSNode namenode = k->node, dflt = {0};
        bool has_default = false;
        switch (k->kind) {
        case K_IDENTIFIER:
            break;
        case K_TYPED_PARAM: {
            size_t cc;
            size_t b2 = children(c, k->node, &cc);
            TSNode inner = KID(b2).node;
            int ik = KID(b2).kind;
            c->nkids = b2;
            if (ik == K_LIST_SPLAT_PATTERN || ik == K_DICT_SPLAT_PATTERN) {
                obj *nm = intern_text(c, kind_child(c, inner, K_IDENTIFIER));
                if (ik == K_LIST_SPLAT_PATTERN) {
                    varargs = nm;
                    after_star = true;
                } else {
                    varkw = nm;
                }
                continue;
            }
            namenode = inner;
            break;
        }
        case K_DEFAULT_PARAM:
        case K_TYPED_DEFAULT_PARAM: {
            TSNode name = field_child(c, k->node, F_NAME);
            if (!ts_node_is_null(name))
                namenode = name;
            dflt = field_child(c, k->node, F_VALUE);
            has_default = !ts_node_is_null(dflt);
            break;
        }
        case K_LIST_SPLAT_PATTERN:
        case K_DICT_SPLAT_PATTERN: {
            TSNode id = kind_child(c, k->node, K_IDENTIFIER);
            if (ts_node_is_null(id)) {
                fail_syntax(c, k->node, NULL, "invalid syntax");
                ok = false;
                break;
            }
            obj *nm = intern_text(c, id);
            if (k->kind == K_LIST_SPLAT_PATTERN) {
                varargs = nm;
                after_star = true;
            } else {
                varkw = nm;
            }
            continue;
        }
        case K_KEYWORD_SEPARATOR:
            after_star = bare_star = true;
            continue;
        case K_POSITIONAL_SEPARATOR:
            nposonly = pos.n;
            continue;
        case K_TUPLE_PATTERN:
            fail_syntax(c, k->node, NULL, "invalid syntax");
            ok = false;
            continue;
        default:
            fail_syntax(c, k->node, NULL, "invalid syntax");
            ok = false;
            continue;
        }
        if (!ok)
            break;
        obj *nm = intern_text(c, namenode);
        if (!nm) {
            ok = false;
            break;
        }
        if (!after_star) {
            if (has_default) {
                if (ndefs >= 255) {
                    fail_syntax(c, k->node, NULL, "too many arguments");
                    ok = false;
                    break;
                }
                defs[ndefs] = conv_expr(c, dflt);
                if (!defs[ndefs++]) {
                    ok = false;
                    break;
                }
                have_default = true;
            } else if (have_default) {
                fail_syntax(c, k->node, NULL, "non-default argument follows default argument");
                ok = false;
                break;
            }
            ok = params_add(c, &pos, k->node, nm);
        } else {
            if (has_default && nkw < 255) {
                struct ast *kwa = mk(c, A_KWARG, k->node);
                if (!kwa || !(kwa->a = conv_expr(c, dflt))) {
                    ok = false;
                    break;
                }
                kwa->o = nm;
                kwitems[nkw++] = kwa;
            }
            ok = params_add(c, &kwonly, k->node, nm);
        }
    }
    mem_free(kids);
    if (ok && bare_star) {
        fail_syntax(c, params, NULL, "named arguments must follow bare *");
        ok = false;
    }
    if (!ok || c->failed)
        return false;
    /* slot layout: positional, keyword-only, *args, **kwargs */
    int total = pos.n + kwonly.n + (varargs ? 1 : 0) + (varkw ? 1 : 0);
    obj **names = arena_alloc(c->ar, (size_t)(total ? total : 1) * sizeof(obj *));
    if (!names)
        return false;
    int k = 0;
    for (int i = 0; i < pos.n; i++)
        names[k++] = pos.names[i];
    for (int i = 0; i < kwonly.n; i++) {
        for (int j = 0; j < pos.n; j++)
            if (pos.names[j] == kwonly.names[i]) {
                fail_syntax(c, params, NULL, "duplicate argument '%s' in function definition",
                            str_cstr(kwonly.names[i]));
                return false;
            }
        names[k++] = kwonly.names[i];
    }
    if (varargs)
        names[k++] = varargs;
    if (varkw)
        names[k++] = varkw;
    code->slot_names = names;
    code->nslots = total;
    code->nparams = pos.n;
    code->nposonly = nposonly;
    code->nkwonly = kwonly.n;
    if (varargs)
        code->flags |= CODE_VARARGS;
    if (varkw)
        code->flags |= CODE_VARKW;
    struct ast *dt = mk(c, A_TUPLE, params);
    if (!dt)
        return false;
    dt->v = mk_list(c, (size_t)ndefs);
    if (!dt->v)
        return false;
    memcpy(dt->v, defs, (size_t)ndefs * sizeof(struct ast *));
    dt->n = ndefs;
    kwdefs->v = mk_list(c, (size_t)nkw);
    if (!kwdefs->v)
        return false;
    memcpy(kwdefs->v, kwitems, (size_t)nkw * sizeof(struct ast *));
    kwdefs->n = nkw;
    *defaults_out = dt;
    *kwdefaults_out = kwdefs;
    return true;
}

/* Fills r, the node of the def or lambda n: r->p is code with n's parameters and body, r->b
 * the keyword-only defaults. The body is converted inside the function's scope (nested
 * qualnames get "<qualname>.<locals>."); a lambda's body is an expression, a def's a block.
 * Returns the tuple of positional defaults; NULL on failure. */
static struct ast *conv_function(struct conv *c, TSNode n, struct ast *r, struct code *code)
{
    struct ast *defs, *kwdefs;
    if (!r || !code || !conv_params(c, field_child(c, n, F_PARAMETERS), code, &defs, &kwdefs))
        return NULL;
    TSNode body = field_child(c, n, F_BODY);
    const char *saved = c->scope_name;
    char buf[512];
    snprintf(buf, sizeof buf, "%s.<locals>", str_cstr(code->qualname));
    c->scope_name = buf;
    c->in_function++;
    if (code->flags & CODE_LAMBDA)
        code->body = conv_expr(c, body);
    else
        code->body = conv_block(c, body, ts_node_start_point(n).column, n);
    c->in_function--;
    c->scope_name = saved;
    if (!code->body)
        return NULL;
    r->p = code;
    r->b = kwdefs;
    return defs;
}

static struct ast *conv_lambda(struct conv *c, TSNode n)
{
    struct ast *r = mk(c, A_LAMBDA, n);
    bool saved_async = c->in_async;
    c->in_async = false;
    struct ast *defs = conv_function(c, n, r, new_code(c, "<lambda>", 8, CODE_LAMBDA, line_of(n)));
    c->in_async = saved_async;
    if (!defs)
        return NULL;
    r->a = defs;
    return r;
}

/* comprehension: the first iterable is evaluated outside; everything else inside a code */
static struct ast *conv_comprehension(struct conv *c, TSNode n, int kind)
{
    size_t cnt;
    struct child *kids = children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    static const char *const names[] = {"<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>"};
    int idx = kind - A_LISTCOMP;
    struct ast *r = mk(c, kind, n);
    struct code *code =
        new_code(c, names[idx], strlen(names[idx]),
                 CODE_COMPREHENSION | (kind == A_GENEXP ? CODE_GENERATOR : 0), line_of(n));
    struct ast *body = mk(c, A_COMPBODY, n);
    size_t nclauses = 0;
    for (size_t i = 0; i < cnt; i++)
        if (kids[i].kind == K_FOR_IN || kids[i].kind == K_IF_CLAUSE)
            nclauses++;
    struct ast **cl = mk_list(c, nclauses);
    if (!r || !code || !body || !cl) {
        mem_free(kids);
        return NULL;
    }
    const char *saved = c->scope_name;
    char buf[512];
    snprintf(buf, sizeof buf, "%s.<locals>", saved && *saved ? saved : "");
    /* CPython qualnames comprehensions like functions; keep the outer prefix */
    size_t k = 0;
    bool first = true;
    for (size_t i = 0; i < cnt && !c->failed; i++) {
        struct child *ch = &kids[i];
        if (ch->field == F_BODY) {
            body->a = conv_expr(c, ch->node);
        } else if (ch->kind == K_FOR_IN) {
            size_t cc;
            size_t b2 = children(c, ch->node, &cc);
            TSNode left = {0}, right[8];
            size_t nright = 0;
            for (size_t j = 0; j < cc; j++) {
                if (KID(b2 + j).field == F_LEFT)
                    left = KID(b2 + j).node;
                else if (KID(b2 + j).field == F_RIGHT && nright < 8)
                    right[nright++] = KID(b2 + j).node;
            }
            c->nkids = b2;
            if (has_async_keyword(c, ch->node) || nright != 1) {
                fail_syntax(c, ch->node, NULL, "invalid syntax");
                break;
            }
            struct ast *fc = mk(c, A_FOR_CLAUSE, ch->node);
            if (!fc)
                break;
            fc->a = conv_expr(c, left);
            if (first) {
                r->a = conv_expr(c, right[0]); /* evaluated in the enclosing scope */
                fc->b = NULL;
                first = false;
            } else {
                fc->b = conv_expr(c, right[0]);
            }
            cl[k++] = fc;
        } else if (ch->kind == K_IF_CLAUSE) {
            TSNode cond = {0};
            count_named_children(c, ch->node, &cond);
            struct ast *ic = mk(c, A_IF_CLAUSE, ch->node);
            if (!ic)
                break;
            ic->a = conv_expr(c, cond);
            cl[k++] = ic;
        }
    }
    mem_free(kids);
    if (c->failed || !body->a)
        return c->failed ? NULL : fail_syntax(c, n, NULL, "invalid syntax");
    body->v = cl;
    body->n = (int32_t)k;
    body->op = (uint8_t)kind;
    code->body = body;
    code->nparams = 1; /* slot 0: the iterator of the first iterable */
    code->nslots = 1;
    code->slot_names = arena_alloc(c->ar, sizeof(obj *));
    if (!code->slot_names)
        return NULL;
    code->slot_names[0] = str_intern(".0", 2);
    r->p = code;
    return r;
}

static struct ast *conv_call(struct conv *c, TSNode n)
{
    TSNode fn = field_child(c, n, F_FUNCTION), args = field_child(c, n, F_ARGUMENTS);
    struct ast *r = mk(c, A_CALL, n);
    if (!r)
        return NULL;
    r->a = conv_expr(c, fn);
    if (!r->a)
        return NULL;
    if (kind_of(args) == K_GENEXP) {
        /* f(x for x in y, 1): tree-sitter reads `in (y, 1)` */
        size_t gc;
        size_t gb = children(c, args, &gc);
        for (size_t i = 0; i < gc; i++)
            if (KID(gb + i).kind == K_FOR_IN) {
                int rights = 0;
                size_t fc;
                size_t fb = children(c, KID(gb + i).node, &fc);
                for (size_t j = 0; j < fc; j++)
                    rights += KID(fb + j).field == F_RIGHT;
                c->nkids = fb;
                if (rights > 1) {
                    c->nkids = gb;
                    return fail_syntax(c, args, NULL,
                                       "Generator expression must be parenthesized");
                }
            }
        c->nkids = gb;
        r->v = mk_list(c, 1);
        if (!r->v || !(r->v[0] = conv_expr(c, args)))
            return NULL;
        r->n = 1;
        r->flags = AF_CALL_SIMPLE;
        return r;
    }
    struct ast *seq = conv_seq(c, args, A_TUPLE);
    if (!seq)
        return NULL;
    r->v = seq->v;
    r->n = seq->n;
    bool simple = true, seen_kw = false, seen_dstar = false;
    for (int i = 0; i < r->n; i++) {
        int k = r->v[i]->kind;
        if (k != A_KWARG && k != A_STARRED && k != A_DSTAR) {
            if (seen_dstar)
                return fail_syntax(c, n, NULL,
                                   "positional argument follows keyword argument unpacking");
            if (seen_kw)
                return fail_syntax(c, n, NULL, "positional argument follows keyword argument");
        } else {
            simple = false;
            if (k == A_STARRED && seen_dstar)
                return fail_syntax(c, n, NULL,
                                   "iterable argument unpacking follows keyword argument "
                                   "unpacking");
            if (k == A_KWARG)
                seen_kw = true;
            if (k == A_DSTAR)
                seen_dstar = true;
        }
    }
    if (simple)
        r->flags = AF_CALL_SIMPLE;
    return r;
}

/* tree-sitter-python accepts some keywords where a name goes (`else: pass` is an
 * annotated name there); Python reserves them */
static bool is_reserved_word(struct conv *c, TSNode n)
{
    static const char *const words[] = {
        "False",  "None",   "True",    "and",      "as",     "assert", "async",
        "await",  "break",  "class",   "continue", "def",    "del",    "elif",
        "else",   "except", "finally", "for",      "from",   "global", "if",
        "import", "in",     "is",      "lambda",   "nonlocal", "not",  "or",
        "pass",   "raise",  "return",  "try",      "while",  "with",   "yield", NULL};
    size_t l;
    const char *t = text_of(c, n, &l);
    if (l < 2 || l > 8)
        return false;
    for (int i = 0; words[i]; i++)
        if (strlen(words[i]) == l && !memcmp(words[i], t, l))
            return true;
    return false;
}

static bool bare_xor(const struct ast *e)
{
    return e->kind == A_BINOP && e->op == BIN_XOR && !(e->flags & AF_PARENS);
}

/* tree-sitter-python 0.23 binds ^ tighter than &, Python the other way round: a & b ^ c
 * arrives as a & (b ^ c). `and` is an A_BINOP & whose operands are already corrected;
 * an unparenthesised ^ operand gives up its near operand to the &. */
static struct ast *fix_bitand(struct ast *and)
{
    if (bare_xor(and->b)) { /* L & (x ^ y)  ->  (L & x) ^ y */
        struct ast *x = and->b;
        and->b = x->a;
        x->a = fix_bitand(and);
        return x;
    }
    if (bare_xor(and->a)) { /* (x ^ y) & R  ->  x ^ (y & R) */
        struct ast *x = and->a;
        and->a = x->b;
        x->b = fix_bitand(and);
        return x;
    }
    return and;
}

/* conv_expr, conv_stmt and conv_pattern recurse into each other: c->depth counts the
 * nesting against LIMIT_PARSE_DEPTH, and a node past it fails with too_deep. */
static bool nesting_enter(struct conv *c, TSNode n, const char *too_deep)
{
    if (++c->depth <= LIMIT_PARSE_DEPTH)
        return true;
    c->depth--;
    fail_syntax(c, n, NULL, "%s", too_deep);
    return false;
}

/* Leaves what nesting_enter entered with the result r; a NULL r fails the conversion. */
static struct ast *nesting_leave(struct conv *c, struct ast *r)
{
    c->depth--;
    if (!r)
        c->failed = true;
    return c->failed ? NULL : r;
}

/* The default of conv_expr and conv_stmt: an ERROR node is plain invalid syntax, any other
 * kind one the converter does not handle, named in the message. */
static void *fail_unhandled(struct conv *c, TSNode n)
{
    if (kind_of(n) == K_ERROR)
        return fail_syntax(c, n, NULL, "invalid syntax");
    return fail_syntax(c, n, NULL, "invalid syntax (%s is not supported)", ts_node_type(n));
}

/* The operator node shared by `a + b` (at and operands the same node) and `a += b` (at the
 * statement): kind, with op set and the left operand converted. *right is the right
 * operand, left for the caller to convert: augmented assignment first checks the target. */
static struct ast *conv_binop_left(struct conv *c, int kind, TSNode at, TSNode operands,
                                   TSNode *right)
{
    TSNode left = field_child(c, operands, F_LEFT), op = field_child(c, operands, F_OPERATOR);
    *right = field_child(c, operands, F_RIGHT);
    struct ast *r = mk(c, kind, at);
    if (!r)
        return NULL;
    int o = binop_of(c, op);
    if (o < 0)
        return fail_syntax(c, at, NULL, "invalid syntax");
    r->op = (uint8_t)o;
    r->a = conv_expr(c, left);
    return r;
}

/* A node of kind whose two operands are n's children tagged first and second: `k: v`,
 * `x := v`. */
static struct ast *conv_pair(struct conv *c, TSNode n, int kind, int first, int second)
{
    TSNode a = field_child(c, n, first), b = field_child(c, n, second);
    struct ast *r = mk(c, kind, n);
    if (!r)
        return NULL;
    r->a = conv_expr(c, a);
    r->b = conv_expr(c, b);
    return r;
}

static struct ast *conv_expr(struct conv *c, TSNode n)
{
    if (c->failed)
        return NULL;
    if (!nesting_enter(c, n, "too many nested parentheses"))
        return NULL;
    struct ast *r = NULL;
    int kind = kind_of(n);
    if (ts_node_is_missing(n) || (!ts_node_is_named(n) && kind == K_OTHER))
        return nesting_leave(c, fail_syntax(c, n, NULL, "invalid syntax"));
    switch (kind) {
    case K_IDENTIFIER:
        if (is_reserved_word(c, n)) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        r = mk(c, A_NAME, n);
        if (r)
            r->o = intern_text(c, n);
        break;
    case K_INTEGER:
        r = conv_integer(c, n);
        break;
    case K_FLOAT:
        r = conv_float(c, n);
        break;
    case K_TRUE:
        r = mk_const(c, n, TRUE_OBJ);
        break;
    case K_FALSE:
        r = mk_const(c, n, FALSE_OBJ);
        break;
    case K_NONE:
        r = mk_const(c, n, NONE);
        break;
    case K_ELLIPSIS:
        r = mk_const(c, n, &ellipsis_obj);
        break;
    case K_STRING:
        r = conv_string(c, n, false);
        break;
    case K_CONCAT_STRING:
        r = conv_string(c, n, true);
        break;
    case K_BINARY: {
        TSNode rt;
        r = conv_binop_left(c, A_BINOP, n, n, &rt);
        if (!r)
            break;
        r->b = conv_expr(c, rt);
        if (r->op == BIN_AND && r->a && r->b)
            r = fix_bitand(r);
        break;
    }
    case K_UNARY: {
        size_t l;
        const char *t = text_of(c, field_child(c, n, F_OPERATOR), &l);
        int o = t[0] == '-' ? UN_NEG : t[0] == '+' ? UN_POS : UN_INVERT;
        struct ast *a = conv_expr(c, field_child(c, n, F_ARGUMENT));
        if (!a)
            break;
        /* fold -<number literal> so that constants like -1 are constants */
        if (o == UN_NEG && a->kind == A_CONST && (is_int(a->o) || is_float(a->o)) &&
            a->o != TRUE_OBJ && a->o != FALSE_OBJ) {
            obj *v = op_unary(a->o, UN_NEG);
            r = mk_const(c, n, v);
            break;
        }
        r = mk(c, A_UNARY, n);
        if (r) {
            r->op = (uint8_t)o;
            r->a = a;
        }
        break;
    }
    case K_NOT: {
        TSNode arg = field_child(c, n, F_ARGUMENT);
        r = mk(c, A_NOT, n);
        if (r)
            r->a = conv_expr(c, arg);
        break;
    }
    case K_BOOL: {
        int k = text_is(c, field_child(c, n, F_OPERATOR), "and") ? A_AND : A_OR;
        struct ast *a = conv_expr(c, field_child(c, n, F_LEFT));
        struct ast *b = conv_expr(c, field_child(c, n, F_RIGHT));
        if (!a || !b)
            break;
        /* flatten a and b and c */
        size_t na = a->kind == k ? (size_t)a->n : 1;
        r = mk(c, k, n);
        struct ast **v = mk_list(c, na + 1);
        if (!r || !v)
            break;
        if (a->kind == k)
            memcpy(v, a->v, na * sizeof *v);
        else
            v[0] = a;
        v[na] = b;
        r->v = v;
        r->n = (int32_t)(na + 1);
        break;
    }
    case K_COMPARE: {
        size_t cnt;
        struct child *kids = children_copy(c, n, &cnt);
        if (!kids)
            break;
        size_t nops = 0, nvals = 0;
        for (size_t i = 0; i < cnt; i++) {
            if (kids[i].field == F_OPERATORS)
                nops++;
            else if (kids[i].named)
                nvals++;
        }
        r = mk(c, A_COMPARE, n);
        struct ast **v = mk_list(c, nvals);
        uint8_t *ops = arena_alloc(c->ar, nops + 1);
        if (!r || !v || !ops || nops + 1 != nvals) {
            mem_free(kids);
            r = c->failed ? NULL : fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        size_t iv = 0, io = 0;
        for (size_t i = 0; i < cnt && !c->failed; i++) {
            if (kids[i].field == F_OPERATORS) {
                size_t l;
                const char *t = text_of(c, kids[i].node, &l);
                uint8_t code;
                if (l == 1 && t[0] == '<')
                    code = 0;
                else if (l == 2 && !memcmp(t, "<=", 2))
                    code = 1;
                else if (l == 2 && !memcmp(t, "==", 2))
                    code = 2;
                else if (l == 2 && !memcmp(t, "!=", 2))
                    code = 3;
                else if (l == 1 && t[0] == '>')
                    code = 4;
                else if (l == 2 && !memcmp(t, ">=", 2))
                    code = 5;
                else if (l == 2 && !memcmp(t, "in", 2))
                    code = 6;
                else if (l == 2 && !memcmp(t, "is", 2))
                    code = 8;
                else if (l == 2 && !memcmp(t, "<>", 2)) {
                    fail_syntax(c, kids[i].node, NULL, "invalid syntax");
                    break;
                } else if (l > 3 && !memcmp(t, "not", 3))
                    code = 7; /* not in */
                else
                    code = 9; /* is not */
                ops[io++] = code;
            } else if (kids[i].named) {
                v[iv++] = conv_expr(c, kids[i].node);
            }
        }
        mem_free(kids);
        r->v = v;
        r->n = (int32_t)nvals;
        r->p = ops;
        break;
    }
    case K_CONDITIONAL: {
        TSNode parts[3];
        if (first_named_children(c, n, parts, 3) != 3) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        r = mk(c, A_IFEXP, n);
        if (!r)
            break;
        r->a = conv_expr(c, parts[0]);
        r->b = conv_expr(c, parts[1]);
        r->c = conv_expr(c, parts[2]);
        break;
    }
    case K_NAMED:
        r = conv_pair(c, n, A_WALRUS, F_NAME, F_VALUE);
        break;
    case K_LAMBDA:
        r = conv_lambda(c, n);
        break;
    case K_CALL:
        r = conv_call(c, n);
        break;
    case K_KEYWORD_ARG: {
        TSNode name = field_child(c, n, F_NAME), value = field_child(c, n, F_VALUE);
        if (kind_of(name) != K_IDENTIFIER) {
            r = fail_syntax(c, n, NULL,
                            "expression cannot contain assignment, perhaps you meant \"==\"?");
            break;
        }
        r = mk(c, A_KWARG, n);
        if (!r)
            break;
        r->o = intern_text(c, name);
        r->a = conv_expr(c, value);
        break;
    }
    case K_ATTRIBUTE: {
        TSNode o = field_child(c, n, F_OBJECT), at = field_child(c, n, F_ATTRIBUTE);
        r = mk(c, A_ATTR, n);
        if (!r)
            break;
        r->a = conv_expr(c, o);
        r->o = intern_text(c, at);
        r->line = line_of(at);
        break;
    }
    case K_SUBSCRIPT: {
        size_t cnt;
        size_t base = children(c, n, &cnt);
        TSNode val = {0};
        TSNode subs[64];
        size_t ns = 0;
        bool trailing_comma = false;
        for (size_t i = 0; i < cnt; i++) {
            if (KID(base + i).field == F_VALUE)
                val = KID(base + i).node;
            else if (KID(base + i).field == F_SUBSCRIPT && ns < 64)
                subs[ns++] = KID(base + i).node;
            else if (!KID(base + i).named && text_is(c, KID(base + i).node, ",") && ns)
                trailing_comma = true;
        }
        c->nkids = base;
        r = mk(c, A_SUBSCR, n);
        if (!r)
            break;
        r->a = conv_expr(c, val);
        if (ns == 1 && !trailing_comma) {
            r->b = conv_expr(c, subs[0]);
        } else {
            struct ast *t = mk(c, A_TUPLE, n);
            struct ast **v = mk_list(c, ns);
            if (!t || !v)
                break;
            for (size_t i = 0; i < ns; i++)
                v[i] = conv_expr(c, subs[i]);
            t->v = v;
            t->n = (int32_t)ns;
            r->b = t;
        }
        break;
    }
    case K_SLICE: {
        size_t cnt;
        size_t base = children(c, n, &cnt);
        TSNode parts[3];
        memset(parts, 0, sizeof parts);
        bool have[3] = {false, false, false};
        int pos = 0;
        for (size_t i = 0; i < cnt; i++) {
            struct child *k = &KID(base + i);
            if (!k->named && text_is(c, k->node, ":"))
                pos++;
            else if (k->named && pos < 3) {
                parts[pos] = k->node;
                have[pos] = true;
            }
        }
        c->nkids = base;
        r = mk(c, A_SLICE, n);
        if (!r)
            break;
        r->a = have[0] ? conv_expr(c, parts[0]) : NULL;
        r->b = have[1] ? conv_expr(c, parts[1]) : NULL;
        r->c = have[2] ? conv_expr(c, parts[2]) : NULL;
        break;
    }
    case K_LIST:
    case K_LIST_PATTERN:
        r = conv_seq(c, n, A_LIST);
        break;
    case K_TUPLE:
    case K_TUPLE_PATTERN:
    case K_PATTERN_LIST:
    case K_EXPRESSION_LIST:
        r = conv_seq(c, n, A_TUPLE);
        break;
    case K_SET:
        r = conv_seq(c, n, A_SET);
        break;
    case K_DICT:
        r = conv_seq(c, n, A_DICT);
        break;
    case K_PAIR:
        r = conv_pair(c, n, A_PAIR, F_KEY, F_VALUE);
        break;
    case K_PAREN: {
        TSNode inner = {0};
        if (!count_named_children(c, n, &inner)) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        r = conv_expr(c, inner);
        if (r)
            r->flags |= AF_PARENS;
        break;
    }
    case K_LISTCOMP:
        r = conv_comprehension(c, n, A_LISTCOMP);
        break;
    case K_SETCOMP:
        r = conv_comprehension(c, n, A_SETCOMP);
        break;
    case K_DICTCOMP:
        r = conv_comprehension(c, n, A_DICTCOMP);
        break;
    case K_GENEXP:
        r = conv_comprehension(c, n, A_GENEXP);
        break;
    case K_YIELD: {
        size_t cnt;
        size_t base = children(c, n, &cnt);
        TSNode val = {0};
        bool have = false, from = false;
        for (size_t i = 0; i < cnt; i++) {
            if (KID(base + i).named) {
                val = KID(base + i).node;
                have = true;
            } else if (text_is(c, KID(base + i).node, "from"))
                from = true;
        }
        c->nkids = base;
        r = mk(c, from ? A_YIELDFROM : A_YIELD, n);
        if (!r)
            break;
        r->a = have ? conv_expr(c, val) : NULL;
        break;
    }
    case K_LIST_SPLAT:
    case K_LIST_SPLAT_PATTERN:
    case K_DICT_SPLAT:
    case K_DICT_SPLAT_PATTERN: {
        TSNode inner = {0};
        if (!count_named_children(c, n, &inner)) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        r = mk(c, kind == K_LIST_SPLAT || kind == K_LIST_SPLAT_PATTERN ? A_STARRED : A_DSTAR, n);
        if (r)
            r->a = conv_expr(c, inner);
        break;
    }
    case K_AWAIT: {
        /* a coroutine is a generator and an awaitable an iterator (asyncio's are), so
         * await x runs as yield from x, its yields reaching the event loop */
        TSNode inner = {0};
        if (!c->in_async) {
            r = fail_syntax(c, n, NULL,
                            c->in_function ? "'await' outside async function"
                                           : "'await' outside function");
            break;
        }
        if (!count_named_children(c, n, &inner)) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        r = mk(c, A_YIELDFROM, n);
        if (r)
            r->a = conv_expr(c, inner);
        break;
    }
    default:
        r = fail_unhandled(c, n);
        break;
    }
    return nesting_leave(c, r);
}

/* ---- targets ---- */
static bool check_target(struct conv *c, TSNode at, struct ast *t, bool allow_star)
{
    switch (t->kind) {
    case A_NAME:
    case A_ATTR:
    case A_SUBSCR:
        return true;
    case A_TUPLE:
    case A_LIST: {
        int stars = 0;
        for (int i = 0; i < t->n; i++) {
            if (t->v[i]->kind == A_STARRED)
                stars++;
            if (!check_target(c, at, t->v[i], true))
                return false;
        }
        if (stars > 1) {
            fail_syntax(c, at, NULL, "multiple starred expressions in assignment");
            return false;
        }
        return true;
    }
    case A_STARRED:
        if (!allow_star) {
            fail_syntax(c, at, NULL, "starred assignment target must be in a list or tuple");
            return false;
        }
        return check_target(c, at, t->a, false);
    case A_CONST:
        fail_syntax(c, at, NULL, "cannot assign to literal");
        return false;
    case A_CALL:
        fail_syntax(c, at, NULL, "cannot assign to function call");
        return false;
    default:
        fail_syntax(c, at, NULL, "cannot assign to expression");
        return false;
    }
}

/* ---- statements ---- */
static struct ast *conv_assignment(struct conv *c, TSNode n)
{
    struct ast *targets[64];
    int nt = 0;
    TSNode cur = n;
    struct ast *value = NULL;
    TSNode type = {0};
    bool has_type = false;
    for (;;) {
        TSNode left = field_child(c, cur, F_LEFT), right = field_child(c, cur, F_RIGHT);
        bool has_right = !ts_node_is_null(right);
        TSNode cur_type = field_child(c, cur, F_TYPE);
        if (!ts_node_is_null(cur_type)) {
            type = cur_type;
            has_type = true;
        }
        if (nt >= 64)
            return fail_syntax(c, n, NULL, "too many chained assignments");
        targets[nt] = conv_expr(c, left);
        if (!targets[nt] || !check_target(c, left, targets[nt], false))
            return NULL;
        nt++;
        if (!has_right) {
            if (!has_type)
                return fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        if (kind_of(right) == K_ASSIGNMENT) {
            cur = right;
            continue;
        }
        if (kind_of(right) == K_AUGMENTED_ASSIGNMENT)
            return fail_syntax(c, right, NULL, "invalid syntax");
        value = conv_expr(c, right);
        if (!value)
            return NULL;
        break;
    }
    if (has_type) {
        /* annotations are not evaluated (PEP 563 behaviour is close enough); the expression
         * is kept in c for dataclasses and typing.NamedTuple, which read a class body's
         * annotated names */
        struct ast *r = mk(c, S_ANNASSIGN, n);
        if (!r)
            return NULL;
        r->a = targets[0];
        r->b = value;
        TSNode ann = kind_of(type) == K_TYPE && ts_node_named_child_count(type)
                         ? ts_node_named_child(type, 0)
                         : type;
        /* annotation-only syntax (List[int] is a generic_type here) is not an expression
         * the converter knows: then only the statement's text tells what it was */
        bool failed = c->failed;
        r->c = conv_expr(c, ann);
        if (!r->c && exc_pending_is(&exc_SyntaxError)) {
            exc_clear();
            c->failed = failed;
        } else if (!r->c) {
            return NULL;
        }
        if (targets[0]->kind != A_NAME && targets[0]->kind != A_ATTR &&
            targets[0]->kind != A_SUBSCR)
            return fail_syntax(c, n, NULL, "only single target (not tuple) can be annotated");
        return r;
    }
    struct ast *r = mk(c, S_ASSIGN, n);
    struct ast **v = mk_list(c, (size_t)nt);
    if (!r || !v)
        return NULL;
    memcpy(v, targets, (size_t)nt * sizeof *v);
    r->v = v;
    r->n = nt;
    r->a = value;
    return r;
}

static struct ast *conv_simple_children_expr(struct conv *c, TSNode n, bool *have)
{
    TSNode e = {0};
    size_t m = count_named_children(c, n, &e);
    *have = m > 0;
    if (!m)
        return NULL;
    if (m > 1)
        return conv_seq(c, n, A_TUPLE);
    return conv_expr(c, e);
}

static obj *dotted_name(struct conv *c, TSNode n)
{
    size_t l;
    const char *t = text_of(c, n, &l);
    char buf[256];
    size_t o = 0;
    for (size_t i = 0; i < l && o < sizeof buf - 1; i++)
        if (t[i] != ' ' && t[i] != '\t' && t[i] != '\\' && t[i] != '\n')
            buf[o++] = t[i];
    return str_intern(buf, o);
}

static struct ast *mk_name(struct conv *c, TSNode at, obj *name)
{
    struct ast *r = mk(c, A_NAME, at);
    if (r)
        r->o = name;
    return r;
}

static struct ast *conv_import(struct conv *c, TSNode n, bool from)
{
    size_t cnt;
    struct child *kids = children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = mk(c, from ? S_IMPORTFROM : S_IMPORT, n);
    struct ast **v = mk_list(c, cnt);
    int m = 0;
    if (!r || !v)
        goto fail;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &kids[i];
        if (k->field == F_MODULE_NAME) {
            if (k->kind == K_RELATIVE_IMPORT) {
                fail_syntax(c, k->node, &exc_ImportError,
                            "attempted relative import with no known parent package");
                goto fail;
            }
            r->o = dotted_name(c, k->node);
            continue;
        }
        if (k->kind == K_WILDCARD_IMPORT) {
            r->flags |= AF_STAR_IMPORT;
            continue;
        }
        if (k->field != F_NAME)
            continue;
        struct ast *item = mk(c, A_IMPORT_NAME, k->node);
        if (!item)
            goto fail;
        if (k->kind == K_ALIASED_IMPORT) {
            TSNode nm = field_child(c, k->node, F_NAME), al = field_child(c, k->node, F_ALIAS);
            item->o = dotted_name(c, nm);
            item->a = mk_name(c, al, intern_text(c, al));
        } else {
            item->o = dotted_name(c, k->node);
            /* `import a.b` binds `a`; `from m import x` binds x */
            const char *s = str_cstr(item->o);
            const char *dot = strchr(s, '.');
            if (from && dot) {
                fail_syntax(c, k->node, NULL, "invalid syntax");
                goto fail;
            }
            item->a = mk_name(c, k->node, dot ? str_intern(s, (size_t)(dot - s)) : item->o);
        }
        v[m++] = item;
    }
    mem_free(kids);
    r->v = v;
    r->n = m;
    return c->failed ? NULL : r;
fail:
    mem_free(kids);
    c->failed = true;
    return NULL;
}

static struct ast *conv_pattern(struct conv *c, TSNode n);

/* case patterns: case_pattern wraps one of the concrete forms */
static struct ast *conv_pattern_list(struct conv *c, TSNode n, int kind)
{
    size_t cnt;
    struct child *kids = children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = mk(c, kind, n);
    struct ast **v = mk_list(c, cnt);
    int m = 0, star = -1;
    if (!r || !v) {
        mem_free(kids);
        return NULL;
    }
    for (size_t i = 0; i < cnt && !c->failed; i++) {
        if (!kids[i].named)
            continue;
        struct ast *p = conv_pattern(c, kids[i].node);
        if (!p)
            break;
        if (p->kind == P_STAR) {
            if (star >= 0) {
                fail_syntax(c, n, NULL, "multiple starred names in sequence pattern");
                break;
            }
            star = m;
        }
        v[m++] = p;
    }
    mem_free(kids);
    r->v = v;
    r->n = m;
    r->slot = star;
    return c->failed ? NULL : r;
}

static struct ast *value_pattern(struct conv *c, TSNode n)
{
    struct ast *e = conv_expr(c, n);
    if (!e)
        return NULL;
    if (e->kind == A_CONST && (e->o == NONE || e->o == TRUE_OBJ || e->o == FALSE_OBJ)) {
        struct ast *r = mk(c, P_SINGLETON, n);
        if (r)
            r->o = e->o;
        return r;
    }
    struct ast *r = mk(c, P_VALUE, n);
    if (r)
        r->a = e;
    return r;
}

/* -1+2j, 3-4.5j: a real literal, then + or -, then an imaginary literal; the value is
 * the complex constant compared with == */
static struct ast *complex_pattern(struct conv *c, TSNode n)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    TSNode nums[2];
    int nn = 0;
    bool neg_real = false, neg_imag = false;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->named && nn < 2)
            nums[nn++] = k->node;
        else if (!k->named && text_is(c, k->node, "-"))
            *(nn == 0 ? &neg_real : &neg_imag) = true;
    }
    c->nkids = base;
    if (nn != 2)
        return fail_syntax(c, n, NULL, "invalid syntax");
    struct ast *re = conv_expr(c, nums[0]), *im = re ? conv_expr(c, nums[1]) : NULL;
    if (!im)
        return NULL;
    if (re->kind != A_CONST || im->kind != A_CONST || type_of(re->o) == &type_complex ||
        type_of(im->o) != &type_complex)
        return fail_syntax(c, n, NULL, "imaginary number required in complex literal");
    double x;
    if (!float_coerce(re->o, &x))
        return fail_syntax(c, n, NULL, "real number required in complex literal");
    double y = AS(complex_obj, im->o)->im;
    obj *v = complex_new(neg_real ? -x : x, neg_imag ? -y : y);
    struct ast *k = v ? mk_const(c, n, v) : NULL;
    struct ast *r = k ? mk(c, P_VALUE, n) : NULL;
    if (r)
        r->a = k;
    return r;
}

static struct ast *conv_pattern(struct conv *c, TSNode n)
{
    if (!nesting_enter(c, n, "too many nested parentheses"))
        return NULL;
    struct ast *r = NULL;
    int kind = kind_of(n);
    size_t cnt;
    switch (kind) {
    case K_CASE_PATTERN: {
        size_t base = children(c, n, &cnt);
        TSNode inner = {0};
        bool have = false, underscore = false, minus = false;
        for (size_t i = 0; i < cnt; i++) {
            if (KID(base + i).named) {
                inner = KID(base + i).node;
                have = true;
            } else if (text_is(c, KID(base + i).node, "_"))
                underscore = true;
            else if (text_is(c, KID(base + i).node, "-"))
                minus = true;
        }
        c->nkids = base;
        if (underscore && !have) {
            r = mk(c, P_CAPTURE, n);
            break;
        }
        if (!have) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        if (minus) { /* negative number literal */
            r = value_pattern(c, inner);
            if (r && r->kind == P_VALUE && r->a->kind == A_CONST) {
                r->a->o = op_unary(r->a->o, UN_NEG);
                if (!r->a->o || !arena_own(c->ar, r->a->o))
                    r = NULL;
            }
            break;
        }
        r = conv_pattern(c, inner);
        break;
    }
    case K_DOTTED_NAME: {
        TSNode ids[32];
        size_t k = collect_children(c, n, ANY, K_IDENTIFIER, ids, 32);
        if (k == 1) {
            struct ast *nm = mk(c, A_NAME, n);
            if (!nm)
                break;
            nm->o = dotted_name(c, n);
            r = mk(c, P_CAPTURE, n);
            if (r)
                r->a = nm;
            break;
        }
        /* a.b.c: value pattern; build the attribute chain */
        struct ast *e = mk_name(c, ids[0], intern_text(c, ids[0]));
        for (size_t i = 1; i < k && e; i++) {
            struct ast *at = mk(c, A_ATTR, ids[i]);
            if (!at)
                break;
            at->a = e;
            at->o = intern_text(c, ids[i]);
            e = at;
        }
        r = mk(c, P_VALUE, n);
        if (r)
            r->a = e;
        break;
    }
    case K_INTEGER:
    case K_FLOAT:
    case K_STRING:
    case K_CONCAT_STRING:
    case K_TRUE:
    case K_FALSE:
    case K_NONE:
    case K_COMPLEX_PATTERN:
        if (kind == K_COMPLEX_PATTERN) {
            r = complex_pattern(c, n);
            break;
        }
        r = value_pattern(c, n);
        break;
    case K_TUPLE_PATTERN: {
        /* (p) is a group pattern, p itself; (p,) is a sequence pattern */
        size_t base = children(c, n, &cnt);
        size_t named = 0;
        bool comma = false;
        TSNode only = {0};
        for (size_t i = 0; i < cnt; i++) {
            if (KID(base + i).named) {
                named++;
                only = KID(base + i).node;
            } else if (text_is(c, KID(base + i).node, ",")) {
                comma = true;
            }
        }
        c->nkids = base;
        if (named == 1 && !comma) {
            r = conv_pattern(c, only);
            break;
        }
        r = conv_pattern_list(c, n, P_SEQ);
        break;
    }
    case K_LIST_PATTERN:
        r = conv_pattern_list(c, n, P_SEQ);
        break;
    case K_SPLAT_PATTERN: {
        size_t base = children(c, n, &cnt);
        TSNode id = {0};
        bool have = false, dstar = false;
        for (size_t i = 0; i < cnt; i++) {
            if (KID(base + i).kind == K_IDENTIFIER) {
                id = KID(base + i).node;
                have = true;
            } else if (!KID(base + i).named && text_is(c, KID(base + i).node, "**"))
                dstar = true;
        }
        c->nkids = base;
        r = mk(c, P_STAR, n);
        if (r) {
            r->op = dstar;
            if (have && !text_is(c, id, "_"))
                r->a = mk_name(c, id, intern_text(c, id));
        }
        break;
    }
    case K_UNION_PATTERN: {
        r = conv_pattern_list(c, n, P_OR);
        break;
    }
    case K_AS_PATTERN: {
        TSNode pat = {0}, id = {0};
        if (!named_pair(c, n, &pat, &id)) {
            r = fail_syntax(c, n, NULL, "invalid syntax");
            break;
        }
        r = mk(c, P_AS, n);
        if (!r)
            break;
        r->a = conv_pattern(c, pat);
        r->b = mk_name(c, id, intern_text(c, id));
        break;
    }
    case K_DICT_PATTERN: {
        struct child *kids = children_copy(c, n, &cnt);
        if (!kids)
            break;
        struct ast *keys[128], *vals[128];
        int m = 0;
        struct ast *rest = NULL;
        for (size_t i = 0; i < cnt && !c->failed; i++) {
            if (kids[i].field == F_KEY && m < 128) {
                keys[m] = kids[i].kind == K_CASE_PATTERN ? NULL : conv_expr(c, kids[i].node);
                if (!keys[m]) {
                    struct ast *kp = conv_pattern(c, kids[i].node);
                    if (kp && kp->kind == P_VALUE)
                        keys[m] = kp->a;
                    else if (kp && kp->kind == P_SINGLETON) {
                        keys[m] = mk(c, A_CONST, kids[i].node);
                        if (keys[m])
                            keys[m]->o = kp->o;
                    } else if (!c->failed)
                        fail_syntax(c, kids[i].node, NULL, "invalid syntax");
                }
            } else if (kids[i].field == F_VALUE && m < 128) {
                vals[m++] = conv_pattern(c, kids[i].node);
            } else if (kids[i].kind == K_SPLAT_PATTERN) {
                struct ast *sp = conv_pattern(c, kids[i].node);
                if (sp)
                    rest = sp->a;
            }
        }
        mem_free(kids);
        if (c->failed)
            break;
        r = mk(c, P_MAPPING, n);
        struct ast **v = mk_list(c, (size_t)(2 * m));
        if (!r || !v)
            break;
        for (int i = 0; i < m; i++) {
            v[i] = keys[i];
            v[m + i] = vals[i];
        }
        r->v = v;
        r->n = 2 * m;
        r->a = rest;
        break;
    }
    case K_CLASS_PATTERN: {
        struct child *kids = children_copy(c, n, &cnt);
        if (!kids)
            break;
        r = mk(c, P_CLASS, n);
        struct ast **pos = mk_list(c, cnt), **kw = mk_list(c, cnt);
        int np = 0, nk = 0;
        bool seen_cls = false;
        if (!r || !pos || !kw) {
            mem_free(kids);
            break;
        }
        for (size_t i = 0; i < cnt && !c->failed; i++) {
            if (!kids[i].named)
                continue;
            if (!seen_cls && kids[i].kind == K_DOTTED_NAME) {
                struct ast *p = conv_pattern(c, kids[i].node);
                if (p)
                    r->a = p->kind == P_CAPTURE ? p->a : p->a; /* class expression */
                seen_cls = true;
                continue;
            }
            /* case_pattern wrapping keyword_pattern or a positional pattern */
            TSNode inner = kids[i].node;
            if (kind_of(inner) == K_CASE_PATTERN) {
                TSNode keyword = kind_child(c, inner, K_KEYWORD_PATTERN);
                if (!ts_node_is_null(keyword))
                    inner = keyword;
            }
            if (kind_of(inner) == K_KEYWORD_PATTERN) {
                TSNode id = {0}, pat = {0};
                bool both = named_pair(c, inner, &id, &pat);
                struct ast *kwn = mk(c, A_KWARG, inner);
                if (!kwn || !both)
                    break;
                kwn->o = intern_text(c, id);
                kwn->a = conv_pattern(c, pat);
                kw[nk++] = kwn;
            } else {
                if (nk) {
                    fail_syntax(c, inner, NULL, "positional patterns follow keyword patterns");
                    break;
                }
                pos[np++] = conv_pattern(c, kids[i].node);
            }
        }
        mem_free(kids);
        if (c->failed)
            break;
        r->v = pos;
        r->n = np;
        struct ast *kt = mk(c, A_TUPLE, n);
        if (!kt)
            break;
        kt->v = kw;
        kt->n = nk;
        r->b = kt;
        break;
    }
    default:
        r = fail_syntax(c, n, NULL, "invalid pattern (%s)", ts_node_type(n));
    }
    return nesting_leave(c, r);
}

static struct ast *conv_match(struct conv *c, TSNode n)
{
    TSNode subjects[16];
    size_t ns = collect_children(c, n, F_SUBJECT, ANY, subjects, 16);
    struct ast *r = mk(c, S_MATCH, n);
    if (!r)
        return NULL;
    if (ns == 1) {
        r->a = conv_expr(c, subjects[0]);
    } else {
        struct ast *t = mk(c, A_TUPLE, n);
        struct ast **v = mk_list(c, ns);
        if (!t || !v)
            return NULL;
        for (size_t i = 0; i < ns; i++)
            v[i] = conv_expr(c, subjects[i]);
        t->v = v;
        t->n = (int32_t)ns;
        r->a = t;
    }
    TSNode cases[256];
    size_t nc = collect_children(c, field_child(c, n, F_BODY), ANY, K_CASE, cases, 256);
    struct ast **v = mk_list(c, nc);
    if (!v)
        return NULL;
    for (size_t i = 0; i < nc && !c->failed; i++) {
        TSNode pats[16];
        size_t np = collect_children(c, cases[i], ANY, K_CASE_PATTERN, pats, 16);
        TSNode guard = field_child(c, cases[i], F_GUARD);
        struct ast *cs = mk(c, A_CASE, cases[i]);
        if (!cs)
            return NULL;
        if (np == 1) {
            cs->a = conv_pattern(c, pats[0]);
        } else { /* case 1, 2: an implicit tuple pattern */
            struct ast *sp = mk(c, P_SEQ, cases[i]);
            struct ast **pv = mk_list(c, np);
            if (!sp || !pv)
                return NULL;
            sp->slot = -1;
            for (size_t j = 0; j < np; j++) {
                pv[j] = conv_pattern(c, pats[j]);
                if (pv[j] && pv[j]->kind == P_STAR)
                    sp->slot = (int32_t)j;
            }
            sp->v = pv;
            sp->n = (int32_t)np;
            cs->a = sp;
        }
        if (!ts_node_is_null(guard)) {
            TSNode ge = {0};
            count_named_children(c, guard, &ge);
            cs->b = conv_expr(c, ge);
        }
        cs->c = conv_block(c, field_child(c, cases[i], F_CONSEQUENCE),
                           ts_node_start_point(cases[i]).column, cases[i]);
        v[i] = cs;
    }
    r->v = v;
    r->n = (int32_t)nc;
    return c->failed ? NULL : r;
}

static struct ast *conv_funcdef(struct conv *c, TSNode n, struct ast *decorators)
{
    bool is_async = has_async_keyword(c, n);
    TSNode name = field_child(c, n, F_NAME);
    size_t nl;
    const char *nt = text_of(c, name, &nl);
    struct ast *r = mk(c, S_FUNCDEF, n);
    struct code *code =
        new_code(c, nt, nl, is_async ? CODE_GENERATOR | CODE_COROUTINE : 0, line_of(n));
    bool saved_async = c->in_async;
    c->in_async = is_async;
    struct ast *defs = conv_function(c, n, r, code);
    c->in_async = saved_async;
    if (!defs)
        return NULL;
    r->a = mk_name(c, name, code->name);
    r->v = defs->v;
    r->n = defs->n;
    r->d = decorators;
    /* docstring */
    return r;
}

static struct ast *conv_classdef(struct conv *c, TSNode n, struct ast *decorators)
{
    TSNode name = field_child(c, n, F_NAME), supers = field_child(c, n, F_SUPERCLASSES),
           body = field_child(c, n, F_BODY);
    size_t nl;
    const char *nt = text_of(c, name, &nl);
    struct ast *r = mk(c, S_CLASSDEF, n);
    struct code *code = new_code(c, nt, nl, CODE_CLASS, line_of(n));
    if (!r || !code)
        return NULL;
    if (!ts_node_is_null(supers)) {
        struct ast *seq = conv_seq(c, supers, A_TUPLE);
        if (!seq)
            return NULL;
        r->v = seq->v;
        r->n = seq->n;
    }
    const char *saved = c->scope_name;
    c->scope_name = str_cstr(code->qualname);
    code->body = conv_block(c, body, ts_node_start_point(n).column, n);
    c->scope_name = saved;
    if (!code->body)
        return NULL;
    r->p = code;
    r->a = mk_name(c, name, code->name);
    r->d = decorators;
    return r;
}

static struct ast *conv_if(struct conv *c, TSNode n, int kind)
{
    size_t cnt;
    struct child *kids = children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = mk(c, kind, n);
    struct ast *tail = r;
    uint32_t col = ts_node_start_point(n).column;
    for (size_t i = 0; i < cnt && r && !c->failed; i++) {
        struct child *k = &kids[i];
        switch (k->field) {
        case F_CONDITION:
            r->a = conv_expr(c, k->node);
            break;
        case F_CONSEQUENCE:
            r->b = conv_block(c, k->node, col, n);
            break;
        case F_BODY:
            if (kind == S_WHILE)
                r->c = conv_block(c, k->node, col, n);
            break;
        case F_ALTERNATIVE: {
            int ak = k->kind;
            size_t cc;
            size_t b2 = children(c, k->node, &cc);
            TSNode cond = {0}, body = {0};
            for (size_t j = 0; j < cc; j++) {
                if (KID(b2 + j).field == F_CONDITION)
                    cond = KID(b2 + j).node;
                else if (KID(b2 + j).field == F_CONSEQUENCE || KID(b2 + j).field == F_BODY)
                    body = KID(b2 + j).node;
            }
            c->nkids = b2;
            if (ak == K_ELIF) {
                struct ast *e = mk(c, S_IF, k->node);
                if (!e)
                    break;
                e->a = conv_expr(c, cond);
                e->b = conv_block(c, body, col, k->node);
                tail->c = e;
                tail = e;
            } else {
                struct ast *blk = conv_block(c, body, col, k->node);
                if (kind == S_WHILE)
                    r->d = blk;
                else
                    tail->c = blk;
            }
            break;
        }
        default:
            break;
        }
    }
    mem_free(kids);
    return c->failed ? NULL : r;
}

static struct ast *conv_for(struct conv *c, TSNode n)
{
    if (has_async_keyword(c, n) && !c->in_async)
        return fail_syntax(c, n, NULL, "'async for' outside async function");
    struct ast *r = mk(c, S_FOR, n);
    if (!r)
        return NULL;
    if (has_async_keyword(c, n))
        r->flags |= AF_ASYNC;
    uint32_t col = ts_node_start_point(n).column;
    TSNode left = field_child(c, n, F_LEFT);
    r->a = conv_expr(c, left);
    if (!r->a || !check_target(c, left, r->a, false))
        return NULL;
    r->b = conv_expr(c, field_child(c, n, F_RIGHT));
    r->c = conv_block(c, field_child(c, n, F_BODY), col, n);
    TSNode alt = field_child(c, n, F_ALTERNATIVE);
    if (!ts_node_is_null(alt))
        r->d = conv_block(c, field_child(c, alt, F_BODY), col, alt);
    return c->failed ? NULL : r;
}

/* "x as y" inside except/with: the expression and the target */
static bool split_as(struct conv *c, TSNode n, struct ast **expr, struct ast **target)
{
    *target = NULL;
    if (kind_of(n) != K_AS_PATTERN) {
        *expr = conv_expr(c, n);
        return *expr != NULL;
    }
    size_t cnt;
    size_t base = children(c, n, &cnt);
    TSNode e = {0}, t = {0};
    bool he = false, ht = false;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->field == F_ALIAS) {
            t = k->node;
            ht = true;
        } else if (k->named && !he) {
            e = k->node;
            he = true;
        }
    }
    c->nkids = base;
    if (!he)
        return false;
    *expr = conv_expr(c, e);
    if (ht) {
        /* as_pattern_target wraps the real target */
        TSNode inner = t;
        count_named_children(c, t, &inner);
        *target = conv_expr(c, inner);
        if (*target && !check_target(c, t, *target, false))
            return false;
    }
    return *expr && (!ht || *target);
}

static struct ast *conv_try(struct conv *c, TSNode n)
{
    size_t cnt;
    struct child *kids = children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = mk(c, S_TRY, n);
    struct ast **handlers = mk_list(c, cnt);
    int nh = 0;
    uint32_t col = ts_node_start_point(n).column;
    bool bare_seen = false;
    for (size_t i = 0; i < cnt && r && handlers && !c->failed; i++) {
        struct child *k = &kids[i];
        if (k->field == F_BODY) {
            r->a = conv_block(c, k->node, col, n);
        } else if (k->kind == K_EXCEPT) {
            size_t cc;
            size_t b2 = children(c, k->node, &cc);
            TSNode val = {0}, blk = {0};
            bool hv = false;
            for (size_t j = 0; j < cc; j++) {
                struct child *q = &KID(b2 + j);
                if (q->kind == K_BLOCK)
                    blk = q->node;
                else if (q->named && !hv) {
                    val = q->node;
                    hv = true;
                }
            }
            c->nkids = b2;
            struct ast *h = mk(c, A_HANDLER, k->node);
            if (!h)
                break;
            if (bare_seen) {
                fail_syntax(c, k->node, NULL, "default 'except:' must be last");
                break;
            }
            if (hv) {
                if (!split_as(c, val, &h->a, &h->b))
                    break;
            } else {
                bare_seen = true;
            }
            h->c = conv_block(c, blk, col, k->node);
            handlers[nh++] = h;
        } else if (k->kind == K_EXCEPT_GROUP) {
            fail_syntax(c, k->node, NULL, "except* is not supported");
        } else if (k->kind == K_ELSE || k->kind == K_FINALLY) {
            struct ast *b = conv_block(c, kind_child(c, k->node, K_BLOCK), col, k->node);
            if (k->kind == K_ELSE)
                r->c = b;
            else
                r->d = b;
        }
    }
    mem_free(kids);
    if (c->failed || !r)
        return NULL;
    r->v = handlers;
    r->n = nh;
    if (!nh && !r->d)
        return fail_syntax(c, n, NULL, "expected 'except' or 'finally' block");
    return r;
}

static struct ast *conv_with(struct conv *c, TSNode n)
{
    if (has_async_keyword(c, n) && !c->in_async)
        return fail_syntax(c, n, NULL, "'async with' outside async function");
    TSNode items[32];
    size_t ni = collect_children(c, kind_child(c, n, K_WITH_CLAUSE), ANY, K_WITH_ITEM, items, 32);
    struct ast *r = mk(c, S_WITH, n);
    struct ast **v = mk_list(c, ni);
    if (!r || !v)
        return NULL;
    if (has_async_keyword(c, n))
        r->flags |= AF_ASYNC;
    for (size_t i = 0; i < ni && !c->failed; i++) {
        TSNode val = field_child(c, items[i], F_VALUE);
        struct ast *it = mk(c, A_WITHITEM, items[i]);
        if (!it || !split_as(c, val, &it->a, &it->b))
            return c->failed ? NULL : fail_syntax(c, items[i], NULL, "invalid syntax");
        v[i] = it;
    }
    r->v = v;
    r->n = (int32_t)ni;
    r->c = conv_block(c, field_child(c, n, F_BODY), ts_node_start_point(n).column, n);
    return c->failed ? NULL : r;
}

/* Python 2's `print >>f, x` parses in Python 3 as the tuple (print >> f, x), which fails
 * at run time with a TypeError; tree-sitter calls it a print statement. NULL (without
 * failing) when there is no chevron: then it is the Python 2 statement. */
static struct ast *conv_print_chevron(struct conv *c, TSNode n)
{
    size_t cnt;
    size_t base = children(c, n, &cnt);
    TSNode *nodes = mem_alloc((cnt ? cnt : 1) * sizeof(TSNode));
    if (!nodes) {
        c->nkids = base;
        c->failed = true;
        return NULL;
    }
    TSNode target = {0};
    bool chevron = false;
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->kind == K_CHEVRON) {
            if (count_named_children(c, k->node, &target))
                chevron = true;
        } else if (k->named) {
            nodes[m++] = k->node;
        }
    }
    c->nkids = base;
    struct ast *r = NULL;
    if (chevron) {
        struct ast *shift = mk(c, A_BINOP, n);
        struct ast *name = shift ? mk_name(c, n, str_intern("print", 5)) : NULL;
        r = name ? mk(c, S_EXPR, n) : NULL;
        if (r) {
            shift->op = BIN_RSHIFT;
            shift->a = name;
            shift->b = conv_expr(c, target);
            r->a = shift;
            if (m) {
                struct ast *t = mk(c, A_TUPLE, n);
                struct ast **v = t ? mk_list(c, m + 1) : NULL;
                if (!v)
                    r = NULL;
                else {
                    v[0] = shift;
                    for (size_t i = 0; i < m; i++)
                        v[i + 1] = conv_expr(c, nodes[i]);
                    t->v = v;
                    t->n = (int32_t)(m + 1);
                    r->a = t;
                }
            }
        }
        if (!r)
            c->failed = true;
    }
    mem_free(nodes);
    return c->failed ? NULL : r;
}

static struct ast *conv_stmt(struct conv *c, TSNode n)
{
    if (c->failed)
        return NULL;
    if (!nesting_enter(c, n, "too many statically nested blocks"))
        return NULL;
    struct ast *r = NULL;
    int kind = kind_of(n);
    switch (kind) {
    case K_EXPRESSION_STATEMENT: {
        TSNode e = {0};
        size_t m = count_named_children(c, n, &e);
        if (m == 1 && kind_of(e) == K_ASSIGNMENT) {
            r = conv_assignment(c, e);
        } else if (m == 1 && kind_of(e) == K_AUGMENTED_ASSIGNMENT) {
            TSNode rt;
            r = conv_binop_left(c, S_AUGASSIGN, n, e, &rt);
            if (!r)
                break;
            if (r->a && r->a->kind != A_NAME && r->a->kind != A_ATTR && r->a->kind != A_SUBSCR) {
                r = fail_syntax(c, n, NULL,
                                "'%s' is an illegal expression for augmented "
                                "assignment",
                                r->a->kind == A_TUPLE ? "tuple" : "expression");
                break;
            }
            r->b = conv_expr(c, rt);
        } else if (m >= 1) {
            r = mk(c, S_EXPR, n);
            if (!r)
                break;
            r->a = m == 1 ? conv_expr(c, e) : conv_seq(c, n, A_TUPLE);
        } else {
            r = fail_syntax(c, n, NULL, "invalid syntax");
        }
        break;
    }
    case K_RETURN: {
        bool have;
        r = mk(c, S_RETURN, n);
        if (r)
            r->a = conv_simple_children_expr(c, n, &have);
        break;
    }
    case K_PASS:
        r = mk(c, S_PASS, n);
        break;
    case K_BREAK:
        r = mk(c, S_BREAK, n);
        break;
    case K_CONTINUE:
        r = mk(c, S_CONTINUE, n);
        break;
    case K_DELETE: {
        bool have;
        struct ast *t = conv_simple_children_expr(c, n, &have);
        if (!t)
            break;
        r = mk(c, S_DEL, n);
        if (!r)
            break;
        if (t->kind == A_TUPLE && !(ts_node_child_count(n) > 1 && 0)) {
            r->v = t->v;
            r->n = t->n;
        } else {
            r->v = mk_list(c, 1);
            if (r->v)
                r->v[0] = t;
            r->n = 1;
        }
        for (int i = 0; i < r->n; i++) {
            int k = r->v[i]->kind;
            if (k != A_NAME && k != A_ATTR && k != A_SUBSCR && k != A_TUPLE && k != A_LIST) {
                r = fail_syntax(c, n, NULL, "cannot delete %s",
                                k == A_CONST  ? "literal"
                                : k == A_CALL ? "function call"
                                              : "expression");
                break;
            }
        }
        break;
    }
    case K_RAISE: {
        size_t cnt;
        size_t base = children(c, n, &cnt);
        TSNode e = {0}, cause = {0};
        bool he = false, hc = false;
        for (size_t i = 0; i < cnt; i++) {
            if (KID(base + i).field == F_CAUSE) {
                cause = KID(base + i).node;
                hc = true;
            } else if (KID(base + i).named && !he) {
                e = KID(base + i).node;
                he = true;
            }
        }
        c->nkids = base;
        r = mk(c, S_RAISE, n);
        if (!r)
            break;
        r->a = he ? conv_expr(c, e) : NULL;
        r->b = hc ? conv_expr(c, cause) : NULL;
        break;
    }
    case K_ASSERT: {
        TSNode parts[2];
        size_t m = first_named_children(c, n, parts, 2);
        r = mk(c, S_ASSERT, n);
        if (!r || !m)
            break;
        r->a = conv_expr(c, parts[0]);
        r->b = m > 1 ? conv_expr(c, parts[1]) : NULL;
        break;
    }
    case K_GLOBAL:
    case K_NONLOCAL: {
        size_t cnt;
        size_t base = children(c, n, &cnt);
        size_t m = 0;
        for (size_t i = 0; i < cnt; i++)
            if (KID(base + i).kind == K_IDENTIFIER)
                m++;
        r = mk(c, S_GLOBAL, n);
        struct ast **v = mk_list(c, m);
        if (!r || !v) {
            c->nkids = base;
            break;
        }
        m = 0;
        for (size_t i = 0; i < cnt; i++)
            if (KID(base + i).kind == K_IDENTIFIER) {
                struct ast *nm = mk(c, A_NAME, KID(base + i).node);
                if (nm)
                    nm->o = intern_text(c, KID(base + i).node);
                v[m++] = nm;
            }
        c->nkids = base;
        r->v = v;
        r->n = (int32_t)m;
        r->op = kind == K_NONLOCAL;
        break;
    }
    case K_IMPORT:
        r = conv_import(c, n, false);
        break;
    case K_IMPORT_FROM:
        r = conv_import(c, n, true);
        break;
    case K_FUTURE_IMPORT:
        r = mk(c, S_PASS, n);
        break;
    case K_IF:
        r = conv_if(c, n, S_IF);
        break;
    case K_WHILE:
        r = conv_if(c, n, S_WHILE);
        break;
    case K_FOR:
        r = conv_for(c, n);
        break;
    case K_TRY:
        r = conv_try(c, n);
        break;
    case K_WITH:
        r = conv_with(c, n);
        break;
    case K_FUNCDEF:
        r = conv_funcdef(c, n, NULL);
        break;
    case K_CLASSDEF:
        r = conv_classdef(c, n, NULL);
        break;
    case K_DECORATED: {
        TSNode decos[32], def = field_child(c, n, F_DEFINITION);
        size_t nd = collect_children(c, n, ANY, K_DECORATOR, decos, 32);
        struct ast *dl = mk(c, A_TUPLE, n);
        struct ast **v = mk_list(c, nd);
        if (!dl || !v)
            break;
        for (size_t i = 0; i < nd; i++) {
            bool have;
            v[i] = conv_simple_children_expr(c, decos[i], &have);
            if (!v[i])
                break;
        }
        dl->v = v;
        dl->n = (int32_t)nd;
        if (c->failed)
            break;
        r = kind_of(def) == K_FUNCDEF ? conv_funcdef(c, def, dl) : conv_classdef(c, def, dl);
        if (r)
            r->line = line_of(n);
        break;
    }
    case K_MATCH:
        r = conv_match(c, n);
        break;
    case K_PRINT_STMT:
        r = conv_print_chevron(c, n);
        if (!r && !c->failed)
            r = fail_syntax(c, n, NULL,
                            "Missing parentheses in call to 'print'. Did you mean "
                            "print(...)?");
        break;
    case K_EXEC_STMT:
        r = fail_syntax(c, n, NULL,
                        "Missing parentheses in call to 'exec'. Did you mean exec(...)?");
        break;
    default:
        r = fail_unhandled(c, n);
        break;
    }
    return nesting_leave(c, r);
}

static const char *block_owner_name(int k)
{
    switch (k) {
    case K_FUNCDEF:
        return "function definition";
    case K_CLASSDEF:
        return "class definition";
    case K_IF:
        return "'if' statement";
    case K_ELIF:
        return "'elif' statement";
    case K_ELSE:
        return "'else' statement";
    case K_FOR:
        return "'for' statement";
    case K_WHILE:
        return "'while' statement";
    case K_TRY:
        return "'try' statement";
    case K_EXCEPT:
        return "'except' statement";
    case K_FINALLY:
        return "'finally' statement";
    case K_WITH:
        return "'with' statement";
    case K_CASE:
        return "'case' statement";
    default:
        return "statement";
    }
}

/* A block: statements sharing one start column, deeper than the owner's. */
static struct ast *conv_block(struct conv *c, TSNode n, uint32_t parent_col, TSNode owner)
{
    if (c->failed)
        return NULL;
    size_t m;
    TSNode *nodes = named_children_copy(c, n, &m);
    if (!nodes)
        return NULL;
    if (!m) {
        mem_free(nodes);
        return fail_syntax(c, owner, &exc_IndentationError,
                           "expected an indented block after %s on line %d",
                           block_owner_name(kind_of(owner)), line_of(owner));
    }
    struct ast *r = mk(c, S_BLOCK, ts_node_is_null(n) ? owner : n);
    struct ast **v = mk_list(c, m);
    if (!r || !v) {
        mem_free(nodes);
        return NULL;
    }
    uint32_t col = 0, prev_row = UINT32_MAX;
    bool header_line = true;
    uint32_t owner_row = ts_node_start_point(owner).row;
    for (size_t i = 0; i < m && !c->failed; i++) {
        TSPoint p = ts_node_start_point(nodes[i]);
        /* statements after ';' share a line; a block may start on the header's line */
        if (p.row != prev_row) {
            bool same_line_as_header = p.row == owner_row && i == 0 && kind_of(owner) != K_MODULE;
            if (i == 0) {
                col = p.column;
                header_line = same_line_as_header;
                if (!same_line_as_header && col <= parent_col && kind_of(owner) != K_MODULE) {
                    fail_syntax(c, nodes[i], &exc_IndentationError,
                                "expected an indented block after %s on line %d",
                                block_owner_name(kind_of(owner)), line_of(owner));
                    mem_free(nodes);
                    return NULL;
                }
            } else if (header_line) {
                fail_syntax(c, nodes[i], &exc_IndentationError, "unexpected indent");
                mem_free(nodes);
                return NULL;
            } else if (p.column != col) {
                fail_syntax(c, nodes[i], &exc_IndentationError,
                            p.column > col ? "unexpected indent"
                                           : "unindent does not match any outer "
                                             "indentation level");
                mem_free(nodes);
                return NULL;
            }
        }
        prev_row = p.row;
        v[i] = conv_stmt(c, nodes[i]);
    }
    mem_free(nodes);
    r->v = v;
    r->n = (int32_t)m;
    return c->failed ? NULL : r;
}

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

static bool tree_has_error(TSNode root)
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
        }
        else if (ch == '\'' || ch == '"') {
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
    TSParser *p = ts_parser_new();
    bool ok = false;
    if (p && ts_parser_set_language(p, lang)) {
        ts_parser_set_timeout_micros(p, 2 * 1000 * 1000);
        ts_parser_set_cancellation_flag(p, &parse_cancelled);
        TSTree *t = ts_parser_parse_string(p, NULL, buf, (uint32_t)n);
        if (t) {
            ok = !tree_has_error(ts_tree_root_node(t));
            ts_tree_delete(t);
        }
    }
    if (p)
        ts_parser_delete(p);
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
    static const char *const heads[] = {"if",  "elif",  "else", "for",     "while", "def",
                                        "class", "with", "try", "except", "finally", NULL};
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
    const char *t = text_of(c, e, &l);
    const char *end = c->src + c->len;
    /* 0b2, 0o9, 0xg */
    if (l >= 1 && t[0] == '0' && t + 2 < end && strchr("bBoOxX", t[1])) {
        char base = (char)(t[1] | 32);
        const char *d = t + 2;
        while (d < end && (isalnum((unsigned char)*d) || *d == '_')) {
            bool ok = base == 'b' ? (*d == '0' || *d == '1' || *d == '_')
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
    if (assign && !ts_node_is_null(first) &&
        ts_node_start_byte(first) == ts_node_start_byte(e)) {
        int k = kind_of(first);
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

static void report_tree_error(struct conv *c, TSNode root)
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
        fail_syntax(c, e, NULL, "expected ':'");
        return;
    }
    const char *why = error_wording(c, e);
    fail_syntax(c, e, NULL, "%s", why ? why : "invalid syntax");
}

static inline bool is_word_char(char ch)
{
    return isalnum((unsigned char)ch) || ch == '_' || (unsigned char)ch >= 0x80;
}

/* ---- indentation and nesting, as CPython's tokenizer sees them ---- */
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
 * 0, or -1 with the exception set. */
/* Where the source may be cut between top-level statements, for parse_module's slices: a
 * logical line at column 0 that neither continues a statement (else, elif, except, finally)
 * nor follows a decorator, at least LIMIT_PARSE_SLICE_BYTES after the previous cut. */
struct cuts {
    uint32_t at[LIMIT_SOURCE_BYTES / LIMIT_PARSE_SLICE_BYTES + 1];
    uint32_t row[LIMIT_SOURCE_BYTES / LIMIT_PARSE_SLICE_BYTES + 1];
    size_t n;
};

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

static int check_source(const char *s, size_t len, struct cuts *cuts)
{
    bool after_decorator = false;
    cuts->n = 0;
    int cols[LIMIT_INDENT_LEVELS + 1] = {0}, alts[LIMIT_INDENT_LEVELS + 1] = {0}, top = 0;
    size_t tokens = 0; /* in the statement so far */
    size_t bare_continuations = 0; /* backslash-newlines in a row, with no token between */
    bool code = false; /* the logical line so far holds more than comments */
    int depth = 0;     /* open brackets */
    char quote = 0;    /* inside a string: its quote character */
    bool triple = false, cont = false;
    int line = 1;
    size_t i = 0;
    while (i < len) {
        /* start of a physical line */
        if (!quote && !depth && !cont) {
            int col = 0, alt = 0;
            size_t j = i;
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
            bool blank = j >= len || s[j] == '\n' || s[j] == '\r' || s[j] == '#' ||
                         (s[j] == '\\' && j + 1 < len && s[j + 1] == '\n');
            if (!blank) {
                size_t last = cuts->n ? cuts->at[cuts->n - 1] : 0;
                if (col == 0 && !after_decorator && j - last >= LIMIT_PARSE_SLICE_BYTES &&
                    cuts->n < sizeof cuts->at / sizeof cuts->at[0] &&
                    !continues_statement(s + j, len - j)) {
                    cuts->at[cuts->n] = (uint32_t)j;
                    cuts->row[cuts->n++] = (uint32_t)line - 1;
                }
                after_decorator = s[j] == '@';
                const char *err = NULL;
                struct type *t = &exc_TabError;
                if (col == cols[top]) {
                    if (alt != alts[top])
                        err = "inconsistent use of tabs and spaces in indentation";
                } else if (col > cols[top]) {
                    if (alt <= alts[top])
                        err = "inconsistent use of tabs and spaces in indentation";
                    else if (top + 1 >= LIMIT_INDENT_LEVELS) {
                        err = "too many levels of indentation";
                        t = &exc_IndentationError;
                    } else {
                        top++;
                        cols[top] = col;
                        alts[top] = alt;
                    }
                } else {
                    while (top > 0 && col < cols[top])
                        top--;
                    if (col != cols[top]) {
                        err = "unindent does not match any outer indentation level";
                        t = &exc_IndentationError;
                    } else if (alt != alts[top]) {
                        err = "inconsistent use of tabs and spaces in indentation";
                    }
                }
                if (err) {
                    parse_raise(t, err, line);
                    return -1;
                }
            }
            i = j;
        }
        cont = false;
        /* the rest of the line */
        while (i < len && s[i] != '\n') {
            char ch = s[i];
            if (!quote && ch != ' ' && ch != '\t' && ch != '\f' && ch != '\r' &&
                (!is_word_char(ch) || i == 0 || !is_word_char(s[i - 1]))) {
                /* a token starts here: a word, a string, a comment or each punctuation
                 * character (so '**=' counts three, which only errs on the safe side) */
                code |= ch != '#';
                bool bare = ch == '\\' && i + 1 < len && s[i + 1] == '\n';
                bare_continuations = bare ? bare_continuations + 1 : 0;
                if (bare_continuations > LIMIT_CONTINUATION_RUN) {
                    parse_raise(NULL, "too many line continuations in a row", line);
                    return -1;
                }
                if (++tokens > LIMIT_STATEMENT_TOKENS) {
                    char msg[96];
                    snprintf(msg, sizeof msg, "statement too long (more than %u tokens)",
                             LIMIT_STATEMENT_TOKENS);
                    parse_raise(NULL, msg, line);
                    return -1;
                }
            }
            if (quote) {
                if (ch == '\\') {
                    i += 2;
                    continue;
                }
                if (ch == quote && (!triple || (i + 2 < len && s[i + 1] == quote &&
                                                s[i + 2] == quote))) {
                    i += triple ? 3 : 1;
                    quote = 0;
                    continue;
                }
                i++;
                continue;
            }
            if (ch == '#') {
                while (i < len && s[i] != '\n')
                    i++;
                break;
            }
            if (ch == '\'' || ch == '"') {
                quote = ch;
                triple = i + 2 < len && s[i + 1] == ch && s[i + 2] == ch;
                i += triple ? 3 : 1;
                continue;
            }
            if (ch == '(' || ch == '[' || ch == '{') {
                /* CPython's tokenizer refuses the 201st level as it reads it */
                if (++depth > LIMIT_BRACKET_DEPTH) {
                    parse_raise(NULL, "too many nested parentheses", line);
                    return -1;
                }
            } else if ((ch == ')' || ch == ']' || ch == '}') && depth) {
                depth--;
            } else if (ch == '\\' && i + 1 < len && s[i + 1] == '\n') {
                cont = true;
            }
            i++;
        }
        if (quote && !triple)
            quote = 0; /* an unterminated string: tree-sitter reports it */
        if (!quote && !depth && !cont && code) {
            tokens = 0;
            code = false;
        }
        i++; /* the newline */
        line++;
    }
    return 0;
}

/* ---- entry ---- */
static __thread TSParser *parser;

/* A block of n statements (NULL: left for the caller to fill). */
static struct ast *mk_block(struct conv *c, struct ast **v, size_t n)
{
    struct ast *r = ast_new(c->ar, S_BLOCK, 1);
    if (!r)
        return NULL;
    r->v = v ? v : mk_list(c, n);
    r->n = (int32_t)n;
    return r->v || !n ? r : NULL;
}

/* Parses the parser's included range and appends its statements to body: the longer body,
 * or NULL with the exception set. */
static struct ast *parse_slice(struct conv *c, struct ast *body)
{
    parse_cancelled = 0;
    ts_parser_set_cancellation_flag(parser, &parse_cancelled);
    ts_parser_set_timeout_micros(parser, 5 * 1000 * 1000);
    TSTree *tree = ts_parser_parse_string(parser, NULL, c->src, (uint32_t)c->len);
    if (!tree) {
        ts_parser_reset(parser);
        if (parse_cancelled)
            exc_no_memory();
        else
            exc_raise(&exc_SyntaxError, "source too complex to parse");
        c->failed = true;
        return NULL;
    }
    TSNode root = ts_tree_root_node(tree);
    c->cur = ts_tree_cursor_new(root);
    struct ast *more = NULL;
    if (tree_has_error(root)) {
        report_tree_error(c, root);
    } else {
        size_t cnt;
        size_t base = children(c, root, &cnt);
        size_t named = 0;
        for (size_t i = 0; i < cnt; i++)
            named += c->kids[base + i].named;
        c->nkids = base;
        more = named ? conv_block(c, root, 0, root) : mk_block(c, NULL, 0);
    }
    ts_tree_cursor_delete(&c->cur);
    ts_tree_delete(tree);
    if (!more || c->failed)
        return NULL;
    if (!body->n)
        return more;
    struct ast *all = mk_block(c, NULL, (size_t)body->n + (size_t)more->n);
    if (!all)
        return NULL;
    memcpy(all->v, body->v, (size_t)body->n * sizeof *all->v);
    memcpy(all->v + body->n, more->v, (size_t)more->n * sizeof *all->v);
    return all;
}

struct code *parse_module(const char *text, size_t len, struct arena **arena_out,
                          struct source **src_out)
{
    parse_init_process();
    *arena_out = NULL;
    *src_out = NULL;
    if (len > LIMIT_SOURCE_BYTES) {
        exc_raise(&exc_SyntaxError, "source too large (%zu bytes; the limit is %u)", len,
                  LIMIT_SOURCE_BYTES);
        return NULL;
    }
    if (!utf8_valid(text, len)) {
        exc_raise(&exc_SyntaxError, "(unicode error) 'utf-8' codec can't decode source");
        return NULL;
    }
    if (memchr(text, 0, len)) {
        exc_raise(&exc_SyntaxError, "source code string cannot contain null bytes");
        return NULL;
    }
    struct cuts cuts;
    if (check_source(text, len, &cuts) < 0)
        return NULL;
    struct source *src = mem_calloc(sizeof *src);
    struct arena *ar = arena_new();
    if (!src || !ar) {
        mem_free(src);
        mem_free(ar);
        return NULL;
    }
    src->text = mem_alloc(len + 1);
    uint32_t nlines = 1;
    for (size_t i = 0; i < len; i++)
        nlines += text[i] == '\n';
    src->line_starts = mem_alloc((nlines + 1) * sizeof(uint32_t));
    if (!src->text || !src->line_starts) {
        mem_free(src->text);
        mem_free(src->line_starts);
        mem_free(src);
        mem_free(ar);
        return NULL;
    }
    memcpy(src->text, text, len);
    src->text[len] = 0;
    src->len = len;
    src->nlines = nlines;
    src->line_starts[0] = 0;
    for (size_t i = 0, k = 1; i < len; i++)
        if (text[i] == '\n')
            src->line_starts[k++] = (uint32_t)(i + 1);
    *arena_out = ar;
    *src_out = src;

    if (!parser) {
        parser = ts_parser_new();
        ts_parser_set_language(parser, lang);
    }
    struct conv c = {.src = src->text, .len = len, .ar = ar, .source = src, .scope_name = ""};
    struct code *module = new_code(&c, "<module>", 8, CODE_MODULE, 1);
    struct ast *body = module ? mk_block(&c, NULL, 0) : NULL;
    /* The source is parsed in slices of whole top-level statements, so that tree-sitter's
     * tree (about 900 bytes a line) never holds more than a slice at once. */
    for (size_t k = 0; body && !c.failed && k <= cuts.n; k++) {
        TSRange range = {
            .start_point = {k ? cuts.row[k - 1] : 0, 0},
            .end_point = {k < cuts.n ? cuts.row[k] : UINT32_MAX, 0},
            .start_byte = k ? cuts.at[k - 1] : 0,
            .end_byte = k < cuts.n ? cuts.at[k] : UINT32_MAX,
        };
        ts_parser_set_included_ranges(parser, &range, 1);
        body = parse_slice(&c, body);
    }
    ts_parser_set_included_ranges(parser, NULL, 0);
    mem_free(c.kids);
    if (module && body) {
        module->body = body;
        /* module statements start at column 0 */
        if (body->n && body->v[0]->col != 0)
            parse_raise(&exc_IndentationError, "unexpected indent", body->v[0]->line);
    }
    if (c.failed || !module || !body || vm->exc) {
        if (!vm->exc)
            exc_raise(&exc_SyntaxError, "invalid syntax");
        return NULL;
    }
    if (scope_resolve(ar, module) < 0)
        return NULL;
    return module;
}
