/* executor/front/parse_stmt.c: statements and blocks to AST nodes, one converter per
 * construct behind conv_stmt's dispatch. Blocks check their indentation as CPython's
 * tokenizer would (tree-sitter accepts loose indentation), and Python 2 statements get
 * CPython's messages. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/front/parse_conv.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

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
            conv_fail(c, at, NULL, "multiple starred expressions in assignment");
            return false;
        }
        return true;
    }
    case A_STARRED:
        if (!allow_star) {
            conv_fail(c, at, NULL, "starred assignment target must be in a list or tuple");
            return false;
        }
        return check_target(c, at, t->a, false);
    case A_CONST:
        conv_fail(c, at, NULL, "cannot assign to literal");
        return false;
    case A_CALL:
        conv_fail(c, at, NULL, "cannot assign to function call");
        return false;
    default:
        conv_fail(c, at, NULL, "cannot assign to expression");
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
        TSNode left = conv_field(c, cur, F_LEFT), right = conv_field(c, cur, F_RIGHT);
        bool has_right = !ts_node_is_null(right);
        TSNode cur_type = conv_field(c, cur, F_TYPE);
        if (!ts_node_is_null(cur_type)) {
            type = cur_type;
            has_type = true;
        }
        if (nt >= 64)
            return conv_fail(c, n, NULL, "too many chained assignments");
        targets[nt] = conv_expr(c, left);
        if (!targets[nt] || !check_target(c, left, targets[nt], false))
            return NULL;
        nt++;
        if (!has_right) {
            if (!has_type)
                return conv_fail(c, n, NULL, "invalid syntax");
            break;
        }
        if (conv_kind(right) == K_ASSIGNMENT) {
            cur = right;
            continue;
        }
        if (conv_kind(right) == K_AUGMENTED_ASSIGNMENT)
            return conv_fail(c, right, NULL, "invalid syntax");
        value = conv_expr(c, right);
        if (!value)
            return NULL;
        break;
    }
    if (has_type) {
        /* annotations are not evaluated (PEP 563 behaviour is close enough); the expression
         * is kept in c for dataclasses and typing.NamedTuple, which read a class body's
         * annotated names */
        struct ast *r = conv_node(c, S_ANNASSIGN, n);
        if (!r)
            return NULL;
        r->a = targets[0];
        r->b = value;
        TSNode ann = conv_kind(type) == K_TYPE && ts_node_named_child_count(type)
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
            return conv_fail(c, n, NULL, "only single target (not tuple) can be annotated");
        return r;
    }
    struct ast *r = conv_node(c, S_ASSIGN, n);
    struct ast **v = conv_list(c, (size_t)nt);
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
    size_t m = conv_count_named(c, n, &e);
    *have = m > 0;
    if (!m)
        return NULL;
    if (m > 1)
        return conv_seq(c, n, A_TUPLE);
    return conv_expr(c, e);
}

static struct ast *conv_import(struct conv *c, TSNode n, int from)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = conv_node(c, from ? S_IMPORTFROM : S_IMPORT, n);
    struct ast **v = conv_list(c, cnt);
    int m = 0;
    if (!r || !v)
        goto fail;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &kids[i];
        if (k->field == F_MODULE_NAME) {
            if (k->kind == K_RELATIVE_IMPORT) {
                conv_fail(c, k->node, &exc_ImportError,
                          "attempted relative import with no known parent package");
                goto fail;
            }
            r->o = conv_dotted_name(c, k->node);
            continue;
        }
        if (k->kind == K_WILDCARD_IMPORT) {
            r->flags |= AF_STAR_IMPORT;
            continue;
        }
        if (k->field != F_NAME)
            continue;
        struct ast *item = conv_node(c, A_IMPORT_NAME, k->node);
        if (!item)
            goto fail;
        if (k->kind == K_ALIASED_IMPORT) {
            TSNode nm = conv_field(c, k->node, F_NAME), al = conv_field(c, k->node, F_ALIAS);
            item->o = conv_dotted_name(c, nm);
            item->a = conv_name(c, al, conv_intern(c, al));
        } else {
            item->o = conv_dotted_name(c, k->node);
            /* `import a.b` binds `a`; `from m import x` binds x */
            const char *s = str_cstr(item->o);
            const char *dot = strchr(s, '.');
            if (from && dot) {
                conv_fail(c, k->node, NULL, "invalid syntax");
                goto fail;
            }
            item->a = conv_name(c, k->node, dot ? str_intern(s, (size_t)(dot - s)) : item->o);
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

static struct ast *conv_funcdef(struct conv *c, TSNode n, struct ast *decorators)
{
    bool is_async = conv_has_async(c, n);
    TSNode name = conv_field(c, n, F_NAME);
    size_t nl;
    const char *nt = conv_text(c, name, &nl);
    struct ast *r = conv_node(c, S_FUNCDEF, n);
    struct code *code =
        conv_new_code(c, nt, nl, is_async ? CODE_GENERATOR | CODE_COROUTINE : 0, conv_line(n));
    bool saved_async = c->in_async;
    c->in_async = is_async;
    struct ast *defs = conv_function(c, n, r, code);
    c->in_async = saved_async;
    if (!defs)
        return NULL;
    r->a = conv_name(c, name, code->name);
    r->v = defs->v;
    r->n = defs->n;
    r->d = decorators;
    /* docstring */
    return r;
}

static struct ast *conv_classdef(struct conv *c, TSNode n, struct ast *decorators)
{
    TSNode name = conv_field(c, n, F_NAME), supers = conv_field(c, n, F_SUPERCLASSES),
           body = conv_field(c, n, F_BODY);
    size_t nl;
    const char *nt = conv_text(c, name, &nl);
    struct ast *r = conv_node(c, S_CLASSDEF, n);
    struct code *code = conv_new_code(c, nt, nl, CODE_CLASS, conv_line(n));
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
    r->a = conv_name(c, name, code->name);
    r->d = decorators;
    return r;
}

static struct ast *conv_if(struct conv *c, TSNode n, int kind)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = conv_node(c, kind, n);
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
            size_t b2 = conv_children(c, k->node, &cc);
            TSNode cond = {0}, body = {0};
            for (size_t j = 0; j < cc; j++) {
                if (KID(b2 + j).field == F_CONDITION)
                    cond = KID(b2 + j).node;
                else if (KID(b2 + j).field == F_CONSEQUENCE || KID(b2 + j).field == F_BODY)
                    body = KID(b2 + j).node;
            }
            c->nkids = b2;
            if (ak == K_ELIF) {
                struct ast *e = conv_node(c, S_IF, k->node);
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

static struct ast *conv_for(struct conv *c, TSNode n, int arg)
{
    if (conv_has_async(c, n) && !c->in_async)
        return conv_fail(c, n, NULL, "'async for' outside async function");
    struct ast *r = conv_node(c, S_FOR, n);
    if (!r)
        return NULL;
    if (conv_has_async(c, n))
        r->flags |= AF_ASYNC;
    uint32_t col = ts_node_start_point(n).column;
    TSNode left = conv_field(c, n, F_LEFT);
    r->a = conv_expr(c, left);
    if (!r->a || !check_target(c, left, r->a, false))
        return NULL;
    r->b = conv_expr(c, conv_field(c, n, F_RIGHT));
    r->c = conv_block(c, conv_field(c, n, F_BODY), col, n);
    TSNode alt = conv_field(c, n, F_ALTERNATIVE);
    if (!ts_node_is_null(alt))
        r->d = conv_block(c, conv_field(c, alt, F_BODY), col, alt);
    return c->failed ? NULL : r;
}

/* "x as y" inside except/with: the expression and the target */
static bool split_as(struct conv *c, TSNode n, struct ast **expr, struct ast **target)
{
    *target = NULL;
    if (conv_kind(n) != K_AS_PATTERN) {
        *expr = conv_expr(c, n);
        return *expr != NULL;
    }
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
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
        conv_count_named(c, t, &inner);
        *target = conv_expr(c, inner);
        if (*target && !check_target(c, t, *target, false))
            return false;
    }
    return *expr && (!ht || *target);
}

static struct ast *conv_try(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = conv_node(c, S_TRY, n);
    struct ast **handlers = conv_list(c, cnt);
    int nh = 0;
    uint32_t col = ts_node_start_point(n).column;
    bool bare_seen = false;
    for (size_t i = 0; i < cnt && r && handlers && !c->failed; i++) {
        struct child *k = &kids[i];
        if (k->field == F_BODY) {
            r->a = conv_block(c, k->node, col, n);
        } else if (k->kind == K_EXCEPT) {
            size_t cc;
            size_t b2 = conv_children(c, k->node, &cc);
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
            struct ast *h = conv_node(c, A_HANDLER, k->node);
            if (!h)
                break;
            if (bare_seen) {
                conv_fail(c, k->node, NULL, "default 'except:' must be last");
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
            conv_fail(c, k->node, NULL, "except* is not supported");
        } else if (k->kind == K_ELSE || k->kind == K_FINALLY) {
            struct ast *b = conv_block(c, conv_kind_child(c, k->node, K_BLOCK), col, k->node);
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
        return conv_fail(c, n, NULL, "expected 'except' or 'finally' block");
    return r;
}

static struct ast *conv_with(struct conv *c, TSNode n, int arg)
{
    if (conv_has_async(c, n) && !c->in_async)
        return conv_fail(c, n, NULL, "'async with' outside async function");
    size_t ni;
    TSNode *items = conv_collect(c, conv_kind_child(c, n, K_WITH_CLAUSE), ANY, K_WITH_ITEM, &ni);
    struct ast *r = conv_node(c, S_WITH, n);
    struct ast **v = conv_list(c, ni);
    if (!items || !r || !v)
        return NULL;
    if (conv_has_async(c, n))
        r->flags |= AF_ASYNC;
    for (size_t i = 0; i < ni && !c->failed; i++) {
        TSNode val = conv_field(c, items[i], F_VALUE);
        struct ast *it = conv_node(c, A_WITHITEM, items[i]);
        if (!it || !split_as(c, val, &it->a, &it->b))
            return c->failed ? NULL : conv_fail(c, items[i], NULL, "invalid syntax");
        v[i] = it;
    }
    r->v = v;
    r->n = (int32_t)ni;
    r->c = conv_block(c, conv_field(c, n, F_BODY), ts_node_start_point(n).column, n);
    return c->failed ? NULL : r;
}

/* Python 2's `print >>f, x` parses in Python 3 as the tuple (print >> f, x), which fails
 * at run time with a TypeError; tree-sitter calls it a print statement. NULL (without
 * failing) when there is no chevron: then it is the Python 2 statement. */
static struct ast *conv_print_chevron(struct conv *c, TSNode n)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
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
            if (conv_count_named(c, k->node, &target))
                chevron = true;
        } else if (k->named) {
            nodes[m++] = k->node;
        }
    }
    c->nkids = base;
    struct ast *r = NULL;
    if (chevron) {
        struct ast *shift = conv_node(c, A_BINOP, n);
        struct ast *name = shift ? conv_name(c, n, str_intern("print", 5)) : NULL;
        r = name ? conv_node(c, S_EXPR, n) : NULL;
        if (r) {
            shift->op = BIN_RSHIFT;
            shift->a = name;
            shift->b = conv_expr(c, target);
            r->a = shift;
            if (m) {
                struct ast *t = conv_node(c, A_TUPLE, n);
                struct ast **v = t ? conv_list(c, m + 1) : NULL;
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

/* An expression statement: an assignment, an augmented assignment or an expression (a, b
 * is a tuple). */
static struct ast *stmt_expression(struct conv *c, TSNode n, int arg)
{
    TSNode e = {0};
    size_t m = conv_count_named(c, n, &e);
    if (m == 1 && conv_kind(e) == K_ASSIGNMENT)
        return conv_assignment(c, e);
    if (m == 1 && conv_kind(e) == K_AUGMENTED_ASSIGNMENT) {
        TSNode rt;
        struct ast *r = conv_binop_left(c, S_AUGASSIGN, n, e, &rt);
        if (!r)
            return NULL;
        if (r->a && r->a->kind != A_NAME && r->a->kind != A_ATTR && r->a->kind != A_SUBSCR)
            return conv_fail(c, n, NULL,
                             "'%s' is an illegal expression for augmented "
                             "assignment",
                             r->a->kind == A_TUPLE ? "tuple" : "expression");
        r->b = conv_expr(c, rt);
        return r;
    }
    if (!m)
        return conv_fail(c, n, NULL, "invalid syntax");
    return conv_node_of(c, S_EXPR, n, m == 1 ? conv_expr(c, e) : conv_seq(c, n, A_TUPLE));
}

static struct ast *stmt_return(struct conv *c, TSNode n, int arg)
{
    bool have;
    return conv_node_of(c, S_RETURN, n, conv_simple_children_expr(c, n, &have));
}

/* del a, b[0]: the targets, each a name, attribute, subscript, tuple or list */
static struct ast *stmt_delete(struct conv *c, TSNode n, int arg)
{
    bool have;
    struct ast *t = conv_simple_children_expr(c, n, &have);
    if (!t)
        return NULL;
    struct ast *r = conv_node(c, S_DEL, n);
    if (!r)
        return NULL;
    if (t->kind == A_TUPLE) {
        r->v = t->v;
        r->n = t->n;
    } else {
        r->v = conv_list(c, 1);
        if (!r->v)
            return NULL;
        r->v[0] = t;
        r->n = 1;
    }
    for (int i = 0; i < r->n; i++) {
        int k = r->v[i]->kind;
        if (k != A_NAME && k != A_ATTR && k != A_SUBSCR && k != A_TUPLE && k != A_LIST)
            return conv_fail(c, n, NULL, "cannot delete %s",
                             k == A_CONST  ? "literal"
                             : k == A_CALL ? "function call"
                                           : "expression");
    }
    return r;
}

static struct ast *stmt_raise(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
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
    struct ast *r = conv_node(c, S_RAISE, n);
    if (!r)
        return NULL;
    r->a = he ? conv_expr(c, e) : NULL;
    r->b = hc ? conv_expr(c, cause) : NULL;
    return r;
}

static struct ast *stmt_assert(struct conv *c, TSNode n, int arg)
{
    TSNode parts[2];
    size_t m = conv_first_named(c, n, parts, 2);
    struct ast *r = conv_node(c, S_ASSERT, n);
    if (!r || !m)
        return r;
    r->a = conv_expr(c, parts[0]);
    r->b = m > 1 ? conv_expr(c, parts[1]) : NULL;
    return r;
}

/* global and nonlocal: one S_GLOBAL of names, op set for nonlocal */
static struct ast *stmt_global(struct conv *c, TSNode n, int nonlocal)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    size_t m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).kind == K_IDENTIFIER)
            m++;
    struct ast *r = conv_node(c, S_GLOBAL, n);
    struct ast **v = conv_list(c, m);
    if (!r || !v) {
        c->nkids = base;
        return NULL;
    }
    m = 0;
    for (size_t i = 0; i < cnt; i++)
        if (KID(base + i).kind == K_IDENTIFIER) {
            struct ast *nm = conv_node(c, A_NAME, KID(base + i).node);
            if (nm)
                nm->o = conv_intern(c, KID(base + i).node);
            v[m++] = nm;
        }
    c->nkids = base;
    r->v = v;
    r->n = (int32_t)m;
    r->op = nonlocal;
    return r;
}

/* def and class, plain or decorated (@d1 @d2 def ...: the decorators as a tuple, the
 * statement at the first decorator's line) */
static struct ast *stmt_def(struct conv *c, TSNode n, int arg)
{
    TSNode def = n;
    struct ast *dl = NULL;
    if (conv_kind(n) == K_DECORATED) {
        size_t nd;
        TSNode *decos = conv_collect(c, n, ANY, K_DECORATOR, &nd);
        def = conv_field(c, n, F_DEFINITION);
        dl = conv_node(c, A_TUPLE, n);
        struct ast **v = conv_list(c, nd);
        if (!decos || !dl || !v)
            return NULL;
        for (size_t i = 0; i < nd; i++) {
            bool have;
            v[i] = conv_simple_children_expr(c, decos[i], &have);
            if (!v[i])
                break;
        }
        dl->v = v;
        dl->n = (int32_t)nd;
        if (c->failed)
            return NULL;
    }
    struct ast *r =
        conv_kind(def) == K_FUNCDEF ? conv_funcdef(c, def, dl) : conv_classdef(c, def, dl);
    if (r)
        r->line = conv_line(n);
    return r;
}

static struct ast *stmt_print(struct conv *c, TSNode n, int arg)
{
    struct ast *r = conv_print_chevron(c, n);
    if (!r && !c->failed)
        r = conv_fail(c, n, NULL,
                      "Missing parentheses in call to 'print'. Did you mean "
                      "print(...)?");
    return r;
}

/* pass, break, continue: the statement alone */
static struct ast *stmt_keyword(struct conv *c, TSNode n, int kind)
{
    return conv_node(c, kind, n);
}

static struct ast *stmt_exec(struct conv *c, TSNode n, int arg)
{
    return conv_fail(c, n, NULL, "Missing parentheses in call to 'exec'. Did you mean exec(...)?");
}

/* One converter per statement kind; kinds that share one pass it what differs. */
static const struct conv_rule stmt_rules[K__COUNT] = {
    [K_EXPRESSION_STATEMENT] = {stmt_expression},
    [K_RETURN] = {stmt_return},
    [K_PASS] = {stmt_keyword, S_PASS},
    [K_FUTURE_IMPORT] = {stmt_keyword, S_PASS},
    [K_BREAK] = {stmt_keyword, S_BREAK},
    [K_CONTINUE] = {stmt_keyword, S_CONTINUE},
    [K_DELETE] = {stmt_delete},
    [K_RAISE] = {stmt_raise},
    [K_ASSERT] = {stmt_assert},
    [K_GLOBAL] = {stmt_global, false},
    [K_NONLOCAL] = {stmt_global, true},
    [K_IMPORT] = {conv_import, false},
    [K_IMPORT_FROM] = {conv_import, true},
    [K_IF] = {conv_if, S_IF},
    [K_WHILE] = {conv_if, S_WHILE},
    [K_FOR] = {conv_for},
    [K_TRY] = {conv_try},
    [K_WITH] = {conv_with},
    [K_FUNCDEF] = {stmt_def},
    [K_CLASSDEF] = {stmt_def},
    [K_DECORATED] = {stmt_def},
    [K_MATCH] = {conv_match},
    [K_PRINT_STMT] = {stmt_print},
    [K_EXEC_STMT] = {stmt_exec},
};

static struct ast *conv_stmt(struct conv *c, TSNode n)
{
    if (c->failed) /* n may be a null node then */
        return NULL;
    return conv_by_rule(c, n, &stmt_rules[conv_kind(n)], "too many statically nested blocks");
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

/* Whether statement n follows another on its logical line, after a ';': the other may have
 * started on an earlier row (s = """a
 * b"""; t = 1), so rows alone do not tell. */
static bool after_semicolon(struct conv *c, TSNode n)
{
    for (uint32_t i = ts_node_start_byte(n); i > 0; i--) {
        char ch = c->src[i - 1];
        if (ch == ';')
            return true;
        if (ch == '\n' && !(i >= 2 && c->src[i - 2] == '\\'))
            return false;
        if (!strchr(" \t\f\r\n\\", ch))
            return false;
    }
    return false;
}

/* A block: statements sharing one start column, deeper than the owner's. */
struct ast *conv_block(struct conv *c, TSNode n, uint32_t parent_col, TSNode owner)
{
    if (c->failed)
        return NULL;
    size_t m;
    TSNode *nodes = conv_named_copy(c, n, &m);
    if (!nodes)
        return NULL;
    if (!m) {
        mem_free(nodes);
        return conv_fail(c, owner, &exc_IndentationError,
                         "expected an indented block after %s on line %d",
                         block_owner_name(conv_kind(owner)), conv_line(owner));
    }
    struct ast *r = conv_node(c, S_BLOCK, ts_node_is_null(n) ? owner : n);
    struct ast **v = conv_list(c, m);
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
        if (p.row != prev_row && !(i > 0 && after_semicolon(c, nodes[i]))) {
            bool same_line_as_header = p.row == owner_row && i == 0 && conv_kind(owner) != K_MODULE;
            if (i == 0) {
                col = p.column;
                header_line = same_line_as_header;
                if (!same_line_as_header && col <= parent_col && conv_kind(owner) != K_MODULE) {
                    conv_fail(c, nodes[i], &exc_IndentationError,
                              "expected an indented block after %s on line %d",
                              block_owner_name(conv_kind(owner)), conv_line(owner));
                    mem_free(nodes);
                    return NULL;
                }
            } else if (header_line) {
                conv_fail(c, nodes[i], &exc_IndentationError, "unexpected indent");
                mem_free(nodes);
                return NULL;
            } else if (p.column != col) {
                conv_fail(c, nodes[i], &exc_IndentationError,
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
