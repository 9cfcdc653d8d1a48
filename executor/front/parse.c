/* executor/front/parse.c: tree-sitter-python -> compact AST, in one walk with a reused cursor.
 * This file is the converter's driver: the symbol tables (the grammar's symbols and fields
 * resolved by name once per process), tree-sitter's allocator under the heap cap, the cursor
 * helpers and AST makers every construct uses, and the entry, parse_module. The grammar
 * accepts more than Python 3.11 (Python 2 statements, empty blocks, loose indentation, 3.12
 * syntax), so the converter enforces those rules itself and refuses every node kind it does
 * not know. The constructs live in parse_literal.c, parse_expr.c, parse_stmt.c and
 * parse_pattern.c; the source checks and error wording in parse_error.c (parse_conv.h). */
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/front/grow.h"
#include "executor/front/parse_conv.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

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
        const struct sym_name *hit =
            bsearch(&key, sorted, NAMES, sizeof sorted[0], compare_sym_name);
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

void *conv_fail(struct conv *c, TSNode n, struct type *t, const char *fmt, ...)
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

int conv_kind(TSNode n)
{
    /* an ERROR node's symbol is (TSSymbol)-1, past the table */
    TSSymbol sym = ts_node_symbol(n);
    return sym < nsymbols ? symkind[sym] : K_ERROR;
}

/* Collects the children of n (extras dropped) onto the shared stack; returns the index of
 * the first. The caller pops with c->nkids = start when done. */
size_t conv_children(struct conv *c, TSNode n, size_t *count)
{
    size_t start = c->nkids;
    ts_tree_cursor_reset(&c->cur, n);
    if (ts_tree_cursor_goto_first_child(&c->cur)) {
        do {
            TSNode k = ts_tree_cursor_current_node(&c->cur);
            if (ts_node_is_extra(k))
                continue;
            if (!front_grow(&c->kids, &c->capkids, c->nkids, sizeof *c->kids, 256)) {
                c->failed = true;
                break;
            }
            struct child *ch = &c->kids[c->nkids++];
            ch->node = k;
            ch->named = ts_node_is_named(k);
            ch->kind = ch->named ? (uint8_t)conv_kind(k) : K_OTHER;
            ch->field = fieldkind[ts_tree_cursor_current_field_id(&c->cur)];
        } while (ts_tree_cursor_goto_next_sibling(&c->cur));
    }
    *count = c->nkids - start;
    return start;
}

const char *conv_text(struct conv *c, TSNode n, size_t *len)
{
    uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
    *len = e - s;
    return c->src + s;
}

bool conv_text_is(struct conv *c, TSNode n, const char *s)
{
    size_t l;
    const char *t = conv_text(c, n, &l);
    return l == strlen(s) && !memcmp(t, s, l);
}

static bool child_is(const struct child *k, int field, int kind)
{
    return (field == ANY || k->field == field) && (kind == ANY || k->kind == kind);
}

/* Collects into out (room for max) n's children tagged with field and of node kind;
 * returns how many. */
TSNode *conv_collect(struct conv *c, TSNode n, int field, int kind, size_t *count)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++)
        m += child_is(&KID(base + i), field, kind);
    TSNode *out = arena_alloc(c->ar, (m ? m : 1) * sizeof *out);
    if (out) {
        m = 0;
        for (size_t i = 0; i < cnt; i++)
            if (child_is(&KID(base + i), field, kind))
                out[m++] = KID(base + i).node;
    } else {
        c->failed = true;
    }
    c->nkids = base;
    *count = m;
    return out;
}

/* The last child of n tagged with field and of node kind, or a null node. (tree-sitter's
 * own field lookup returns the first, and counts extras.) */
TSNode conv_last_child(struct conv *c, TSNode n, int field, int kind)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    TSNode found = {0};
    for (size_t i = 0; i < cnt; i++)
        if (child_is(&KID(base + i), field, kind))
            found = KID(base + i).node;
    c->nkids = base;
    return found;
}

TSNode conv_field(struct conv *c, TSNode n, int field)
{
    return conv_last_child(c, n, field, ANY);
}

TSNode conv_kind_child(struct conv *c, TSNode n, int kind)
{
    return conv_last_child(c, n, ANY, kind);
}

/* Counts n's named children; *last gets the last of them and is left alone when there is
 * none. */
size_t conv_count_named(struct conv *c, TSNode n, TSNode *last)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
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
size_t conv_first_named(struct conv *c, TSNode n, TSNode *out, size_t max)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt && m < max; i++)
        if (KID(base + i).named)
            out[m++] = KID(base + i).node;
    c->nkids = base;
    return m;
}

/* The first named child of n and the last one after it: x and y of `x as y`, `k=p`.
 * false when there are not two. */
bool conv_named_pair(struct conv *c, TSNode n, TSNode *first, TSNode *second)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).named)
            *(m++ ? second : first) = KID(base + i).node;
    c->nkids = base;
    return m >= 2;
}

/* Whether n (a def, for, with or comprehension for clause) is written with `async`. */
bool conv_has_async(struct conv *c, TSNode n)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    bool found = false;
    for (size_t i = 0; i < cnt; i++)
        if (!KID(base + i).named && conv_text_is(c, KID(base + i).node, "async"))
            found = true;
    c->nkids = base;
    return found;
}

/* n's children (as conv_children() collects them) copied off the shared stack, for loops that
 * convert them: nested conversions reuse the stack. A null n has none. The caller
 * mem_frees the copy; NULL when out of memory. */
struct child *conv_children_copy(struct conv *c, TSNode n, size_t *count)
{
    *count = 0;
    size_t base = ts_node_is_null(n) ? c->nkids : conv_children(c, n, count);
    struct child *kids = mem_alloc((*count ? *count : 1) * sizeof *kids);
    if (kids)
        memcpy(kids, &KID(base), *count * sizeof *kids);
    c->nkids = base;
    return kids;
}

/* n's named children copied off the shared stack (see children_copy); a null n has none.
 * NULL, with the conversion failed, when out of memory. */
TSNode *conv_named_copy(struct conv *c, TSNode n, size_t *count)
{
    size_t cnt = 0;
    size_t base = ts_node_is_null(n) ? c->nkids : conv_children(c, n, &cnt);
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

struct ast *conv_node(struct conv *c, int kind, TSNode n)
{
    struct ast *a = ast_new(c->ar, kind, conv_line(n));
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

struct ast *conv_node_of(struct conv *c, int kind, TSNode n, struct ast *a)
{
    struct ast *r = conv_node(c, kind, n);
    if (r)
        r->a = a;
    return r;
}

struct ast **conv_list(struct conv *c, size_t n)
{
    struct ast **v = arena_alloc(c->ar, (n ? n : 1) * sizeof(struct ast *));
    if (!v)
        c->failed = true;
    return v;
}

obj *conv_intern(struct conv *c, TSNode n)
{
    size_t l;
    const char *t = conv_text(c, n, &l);
    obj *s = str_intern(t, l);
    if (!s)
        c->failed = true;
    return s;
}

struct ast *conv_const(struct conv *c, TSNode n, obj *o)
{
    if (!o) {
        c->failed = true;
        return NULL;
    }
    struct ast *a = conv_node(c, A_CONST, n);
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

struct code *conv_new_code(struct conv *c, const char *name, size_t nlen, int flags, int line)
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

/* conv_expr, conv_stmt and conv_pattern recurse into each other: c->depth counts the
 * nesting against LIMIT_PARSE_DEPTH, and a node past it fails with too_deep. */
/* The default of a dispatch on node kinds: an ERROR node is plain invalid syntax, any other
 * kind one the converter does not handle, named in the message. */
static struct ast *fail_unhandled(struct conv *c, TSNode n)
{
    if (conv_kind(n) == K_ERROR)
        return conv_fail(c, n, NULL, "invalid syntax");
    return conv_fail(c, n, NULL, "invalid syntax (%s is not supported)", ts_node_type(n));
}

struct ast *conv_by_rule(struct conv *c, TSNode n, const struct conv_rule *r,
                         const char *too_deep)
{
    if (c->failed)
        return NULL;
    if (++c->depth > LIMIT_PARSE_DEPTH) {
        c->depth--;
        return conv_fail(c, n, NULL, "%s", too_deep);
    }
    struct ast *res = r->fn ? r->fn(c, n, r->arg) : fail_unhandled(c, n);
    c->depth--;
    if (!res)
        c->failed = true;
    return c->failed ? NULL : res;
}

obj *conv_dotted_name(struct conv *c, TSNode n)
{
    size_t l;
    const char *t = conv_text(c, n, &l);
    char buf[256];
    size_t o = 0;
    for (size_t i = 0; i < l && o < sizeof buf - 1; i++)
        if (t[i] != ' ' && t[i] != '\t' && t[i] != '\\' && t[i] != '\n')
            buf[o++] = t[i];
    return str_intern(buf, o);
}

struct ast *conv_name(struct conv *c, TSNode at, obj *name)
{
    struct ast *r = conv_node(c, A_NAME, at);
    if (r)
        r->o = name;
    return r;
}

bool conv_parses_clean(const char *text, size_t len)
{
    TSParser *p = ts_parser_new();
    bool ok = false;
    if (p && ts_parser_set_language(p, lang)) {
        ts_parser_set_timeout_micros(p, 2 * 1000 * 1000);
        ts_parser_set_cancellation_flag(p, &parse_cancelled);
        TSTree *t = ts_parser_parse_string(p, NULL, text, (uint32_t)len);
        if (t) {
            ok = !conv_tree_has_error(ts_tree_root_node(t));
            ts_tree_delete(t);
        }
    }
    if (p)
        ts_parser_delete(p);
    return ok;
}

/* ---- entry ---- */
static __thread TSParser *parser;

/* A block of n statements (NULL: left for the caller to fill). */
static struct ast *mk_block(struct conv *c, struct ast **v, size_t n)
{
    struct ast *r = ast_new(c->ar, S_BLOCK, 1);
    if (!r)
        return NULL;
    r->v = v ? v : conv_list(c, n);
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
    if (conv_tree_has_error(root)) {
        conv_report_error(c, root);
    } else {
        size_t cnt;
        size_t base = conv_children(c, root, &cnt);
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
    struct conv_cuts cuts;
    if (conv_check_source(text, len, &cuts) < 0)
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
    struct code *module = conv_new_code(&c, "<module>", 8, CODE_MODULE, 1);
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
