/* executor/front/parse_expr.c: expressions to AST nodes, one converter per construct behind
 * conv_expr's dispatch, with the parts that make code objects inside expressions (parameters,
 * lambdas, comprehensions). Where tree-sitter-python reads Python differently (the priority
 * of ^ and &, keywords as names, unparenthesised generators in calls) the converter corrects
 * or refuses it here. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/front/grow.h"
#include "executor/front/parse_conv.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

/* ---- expressions ---- */
static int binop_of(struct conv *c, TSNode tok)
{
    size_t l;
    const char *t = conv_text(c, tok, &l);
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
struct ast *conv_seq(struct conv *c, TSNode n, int kind)
{
    size_t m;
    TSNode *nodes = conv_named_copy(c, n, &m);
    if (!nodes)
        return NULL;
    struct ast *r = conv_node(c, kind, n);
    struct ast **v = conv_list(c, m);
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

/* The names of the positional or of the keyword-only parameters, each once. */
struct param_info {
    obj **names;
    int n;
    size_t cap;
};
static bool params_add(struct conv *c, struct param_info *pi, TSNode at, obj *name)
{
    for (int i = 0; i < pi->n; i++)
        if (pi->names[i] == name) {
            conv_fail(c, at, NULL, "duplicate argument '%s' in function definition",
                      str_cstr(name));
            return false;
        }
    if (!front_grow_arena(c->ar, &pi->names, &pi->cap, (size_t)pi->n, sizeof *pi->names, 8))
        return false;
    pi->names[pi->n++] = name;
    return true;
}

/* What conv_params gathers from a parameter list, in order. */
struct params {
    struct param_info pos, kwonly;
    obj *varargs, *varkw;
    int nposonly;
    bool after_star;   /* past * or *args: the rest are keyword-only */
    bool have_default; /* a positional parameter had a default: the rest need one */
    bool bare_star;    /* a bare * still waiting for its keyword-only parameter */
    struct ast *defs[256], *kwitems[256];
    int ndefs, nkw;
};

/* *args (kind K_LIST_SPLAT_PATTERN) or **kwargs, named nm */
static void params_star(struct params *ps, int kind, obj *nm)
{
    if (kind == K_LIST_SPLAT_PATTERN) {
        ps->varargs = nm;
        ps->after_star = true;
    } else {
        ps->varkw = nm;
    }
}

enum param_step { PARAM_NAMED, PARAM_TAKEN, PARAM_FAILED };

/* Reads the parameter k. A separator, *args or **kwargs is taken into ps whole
 * (PARAM_TAKEN); a named parameter gives its name node and its default, a null node when it
 * has none (PARAM_NAMED). */
static enum param_step param_read(struct conv *c, struct params *ps, const struct child *k,
                                  TSNode *name, TSNode *dflt)
{
    *name = k->node;
    *dflt = (TSNode){0};
    switch (k->kind) {
    case K_IDENTIFIER:
        return PARAM_NAMED;
    case K_TYPED_PARAM: {
        size_t cc;
        size_t b2 = conv_children(c, k->node, &cc);
        TSNode inner = KID(b2).node;
        int ik = KID(b2).kind;
        c->nkids = b2;
        if (ik == K_LIST_SPLAT_PATTERN || ik == K_DICT_SPLAT_PATTERN) {
            params_star(ps, ik, conv_intern(c, conv_kind_child(c, inner, K_IDENTIFIER)));
            return PARAM_TAKEN;
        }
        *name = inner;
        return PARAM_NAMED;
    }
    case K_DEFAULT_PARAM:
    case K_TYPED_DEFAULT_PARAM: {
        TSNode nm = conv_field(c, k->node, F_NAME);
        if (!ts_node_is_null(nm))
            *name = nm;
        *dflt = conv_field(c, k->node, F_VALUE);
        return PARAM_NAMED;
    }
    case K_LIST_SPLAT_PATTERN:
    case K_DICT_SPLAT_PATTERN: {
        TSNode id = conv_kind_child(c, k->node, K_IDENTIFIER);
        if (ts_node_is_null(id)) {
            conv_fail(c, k->node, NULL, "invalid syntax");
            return PARAM_FAILED;
        }
        params_star(ps, k->kind, conv_intern(c, id));
        return PARAM_TAKEN;
    }
    case K_KEYWORD_SEPARATOR:
        ps->after_star = ps->bare_star = true;
        return PARAM_TAKEN;
    case K_POSITIONAL_SEPARATOR:
        ps->nposonly = ps->pos.n;
        return PARAM_TAKEN;
    default: /* a tuple parameter (Python 2), among others */
        conv_fail(c, k->node, NULL, "invalid syntax");
        return PARAM_FAILED;
    }
}

/* Adds the parameter nm (the child k, with the default dflt or a null node): positional
 * until * or *args, keyword-only after. */
static bool param_add(struct conv *c, struct params *ps, const struct child *k, obj *nm,
                      TSNode dflt)
{
    bool has_default = !ts_node_is_null(dflt);
    if (ps->after_star) {
        if (has_default && ps->nkw < 255) {
            struct ast *kwa = conv_node(c, A_KWARG, k->node);
            if (!kwa || !(kwa->a = conv_expr(c, dflt)))
                return false;
            kwa->o = nm;
            ps->kwitems[ps->nkw++] = kwa;
        }
        return params_add(c, &ps->kwonly, k->node, nm);
    }
    if (has_default) {
        if (ps->ndefs >= 255) {
            conv_fail(c, k->node, NULL, "too many arguments");
            return false;
        }
        ps->defs[ps->ndefs] = conv_expr(c, dflt);
        if (!ps->defs[ps->ndefs++])
            return false;
        ps->have_default = true;
    } else if (ps->have_default) {
        conv_fail(c, k->node, NULL, "non-default argument follows default argument");
        return false;
    }
    return params_add(c, &ps->pos, k->node, nm);
}

/* **kwargs, plain or annotated: the one parameter a bare * may be followed by directly (to
 * be refused for it) */
static bool is_varkw_param(const struct child *k)
{
    return k->kind == K_DICT_SPLAT_PATTERN ||
           (k->kind == K_TYPED_PARAM &&
            conv_kind(ts_node_named_child(k->node, 0)) == K_DICT_SPLAT_PATTERN);
}

/* Reads the parameter list params into ps, in order. */
static bool params_read(struct conv *c, TSNode params, struct params *ps)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, params, &cnt);
    if (!kids)
        return false;
    bool ok = true;
    for (size_t i = 0; i < cnt && ok; i++) {
        struct child *k = &kids[i];
        if (!k->named)
            continue;
        if (ps->varkw) {
            conv_fail(c, k->node, NULL, "arguments cannot follow var-keyword argument");
            ok = false;
            break;
        }
        if (k->kind != K_KEYWORD_SEPARATOR && k->kind != K_POSITIONAL_SEPARATOR &&
            !is_varkw_param(k))
            ps->bare_star = false;
        TSNode name, dflt;
        enum param_step step = param_read(c, ps, k, &name, &dflt);
        if (step != PARAM_NAMED) {
            ok = step == PARAM_TAKEN;
            continue;
        }
        obj *nm = conv_intern(c, name);
        ok = nm && param_add(c, ps, k, nm, dflt);
    }
    mem_free(kids);
    if (ok && ps->bare_star) {
        conv_fail(c, params, NULL, "named arguments must follow bare *");
        ok = false;
    }
    return ok && !c->failed;
}

/* An A_TUPLE node at n holding the n items of v (copied into the arena). */
static struct ast *tuple_of(struct conv *c, TSNode at, struct ast **v, int n)
{
    struct ast *t = conv_node(c, A_TUPLE, at);
    if (!t)
        return NULL;
    t->v = conv_list(c, (size_t)n);
    if (!t->v)
        return NULL;
    memcpy(t->v, v, (size_t)n * sizeof(struct ast *));
    t->n = n;
    return t;
}

/* Parameters: fills code's slots with the parameters (positional, keyword-only, *args,
 * **kwargs, in that order) and returns the default expressions through *defaults_out (a
 * tuple) and *kwdefaults_out (a tuple of A_KWARG). */
static bool conv_params(struct conv *c, TSNode params, struct code *code, struct ast **defaults_out,
                        struct ast **kwdefaults_out)
{
    struct params ps = {0};
    if (!params_read(c, params, &ps))
        return false;
    int total = ps.pos.n + ps.kwonly.n + (ps.varargs ? 1 : 0) + (ps.varkw ? 1 : 0);
    obj **names = arena_alloc(c->ar, (size_t)(total ? total : 1) * sizeof(obj *));
    if (!names)
        return false;
    int k = 0;
    for (int i = 0; i < ps.pos.n; i++)
        names[k++] = ps.pos.names[i];
    for (int i = 0; i < ps.kwonly.n; i++) {
        for (int j = 0; j < ps.pos.n; j++)
            if (ps.pos.names[j] == ps.kwonly.names[i]) {
                conv_fail(c, params, NULL, "duplicate argument '%s' in function definition",
                          str_cstr(ps.kwonly.names[i]));
                return false;
            }
        names[k++] = ps.kwonly.names[i];
    }
    if (ps.varargs)
        names[k++] = ps.varargs;
    if (ps.varkw)
        names[k++] = ps.varkw;
    code->slot_names = names;
    code->nslots = total;
    code->nparams = ps.pos.n;
    code->nposonly = ps.nposonly;
    code->nkwonly = ps.kwonly.n;
    if (ps.varargs)
        code->flags |= CODE_VARARGS;
    if (ps.varkw)
        code->flags |= CODE_VARKW;
    *defaults_out = tuple_of(c, params, ps.defs, ps.ndefs);
    *kwdefaults_out = tuple_of(c, params, ps.kwitems, ps.nkw);
    return *defaults_out && *kwdefaults_out;
}

/* Fills r, the node of the def or lambda n: r->p is code with n's parameters and body, r->b
 * the keyword-only defaults. The body is converted inside the function's scope (nested
 * qualnames get "<qualname>.<locals>."); a lambda's body is an expression, a def's a block.
 * Returns the tuple of positional defaults; NULL on failure. */
struct ast *conv_function(struct conv *c, TSNode n, struct ast *r, struct code *code)
{
    struct ast *defs, *kwdefs;
    if (!r || !code || !conv_params(c, conv_field(c, n, F_PARAMETERS), code, &defs, &kwdefs))
        return NULL;
    TSNode body = conv_field(c, n, F_BODY);
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

static struct ast *conv_lambda(struct conv *c, TSNode n, int arg)
{
    struct ast *r = conv_node(c, A_LAMBDA, n);
    bool saved_async = c->in_async;
    c->in_async = false;
    struct ast *defs =
        conv_function(c, n, r, conv_new_code(c, "<lambda>", 8, CODE_LAMBDA, conv_line(n)));
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
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    static const char *const names[] = {"<listcomp>", "<setcomp>", "<dictcomp>", "<genexpr>"};
    int idx = kind - A_LISTCOMP;
    struct ast *r = conv_node(c, kind, n);
    struct code *code =
        conv_new_code(c, names[idx], strlen(names[idx]),
                      CODE_COMPREHENSION | (kind == A_GENEXP ? CODE_GENERATOR : 0), conv_line(n));
    struct ast *body = conv_node(c, A_COMPBODY, n);
    size_t nclauses = 0;
    for (size_t i = 0; i < cnt; i++)
        if (kids[i].kind == K_FOR_IN || kids[i].kind == K_IF_CLAUSE)
            nclauses++;
    struct ast **cl = conv_list(c, nclauses);
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
            size_t b2 = conv_children(c, ch->node, &cc);
            TSNode left = {0}, right[8];
            size_t nright = 0;
            for (size_t j = 0; j < cc; j++) {
                if (KID(b2 + j).field == F_LEFT)
                    left = KID(b2 + j).node;
                else if (KID(b2 + j).field == F_RIGHT && nright < 8)
                    right[nright++] = KID(b2 + j).node;
            }
            c->nkids = b2;
            if (conv_has_async(c, ch->node) || nright != 1) {
                conv_fail(c, ch->node, NULL, "invalid syntax");
                break;
            }
            struct ast *fc = conv_node(c, A_FOR_CLAUSE, ch->node);
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
            conv_count_named(c, ch->node, &cond);
            struct ast *ic = conv_node(c, A_IF_CLAUSE, ch->node);
            if (!ic)
                break;
            ic->a = conv_expr(c, cond);
            cl[k++] = ic;
        }
    }
    mem_free(kids);
    if (c->failed || !body->a)
        return c->failed ? NULL : conv_fail(c, n, NULL, "invalid syntax");
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

static struct ast *conv_call(struct conv *c, TSNode n, int arg)
{
    TSNode args = conv_field(c, n, F_ARGUMENTS);
    struct ast *r = conv_node_of(c, A_CALL, n, conv_expr(c, conv_field(c, n, F_FUNCTION)));
    if (!r || !r->a)
        return NULL;
    if (conv_kind(args) == K_GENEXP) {
        /* f(x for x in y, 1): tree-sitter reads `in (y, 1)` */
        size_t gc;
        size_t gb = conv_children(c, args, &gc);
        for (size_t i = 0; i < gc; i++)
            if (KID(gb + i).kind == K_FOR_IN) {
                int rights = 0;
                size_t fc;
                size_t fb = conv_children(c, KID(gb + i).node, &fc);
                for (size_t j = 0; j < fc; j++)
                    rights += KID(fb + j).field == F_RIGHT;
                c->nkids = fb;
                if (rights > 1) {
                    c->nkids = gb;
                    return conv_fail(c, args, NULL, "Generator expression must be parenthesized");
                }
            }
        c->nkids = gb;
        r->v = conv_list(c, 1);
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
                return conv_fail(c, n, NULL,
                                 "positional argument follows keyword argument unpacking");
            if (seen_kw)
                return conv_fail(c, n, NULL, "positional argument follows keyword argument");
        } else {
            simple = false;
            if (k == A_STARRED && seen_dstar)
                return conv_fail(c, n, NULL,
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
        "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
        "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
        "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
        "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield",    NULL};
    size_t l;
    const char *t = conv_text(c, n, &l);
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

/* The operator node shared by `a + b` (at and operands the same node) and `a += b` (at the
 * statement): kind, with op set and the left operand converted. *right is the right
 * operand, left for the caller to convert: augmented assignment first checks the target. */
struct ast *conv_binop_left(struct conv *c, int kind, TSNode at, TSNode operands, TSNode *right)
{
    TSNode left = conv_field(c, operands, F_LEFT), op = conv_field(c, operands, F_OPERATOR);
    *right = conv_field(c, operands, F_RIGHT);
    struct ast *r = conv_node(c, kind, at);
    if (!r)
        return NULL;
    int o = binop_of(c, op);
    if (o < 0)
        return conv_fail(c, at, NULL, "invalid syntax");
    r->op = (uint8_t)o;
    r->a = conv_expr(c, left);
    return r;
}

/* A node of kind (A_PAIR or A_WALRUS) of n's two operands: `k: v`, `x := v`. */
static struct ast *conv_pair(struct conv *c, TSNode n, int kind)
{
    TSNode a = conv_field(c, n, kind == A_PAIR ? F_KEY : F_NAME), b = conv_field(c, n, F_VALUE);
    struct ast *r = conv_node_of(c, kind, n, conv_expr(c, a));
    if (r)
        r->b = conv_expr(c, b);
    return r;
}

static struct ast *expr_name(struct conv *c, TSNode n, int arg)
{
    if (is_reserved_word(c, n))
        return conv_fail(c, n, NULL, "invalid syntax");
    struct ast *r = conv_node(c, A_NAME, n);
    if (r)
        r->o = conv_intern(c, n);
    return r;
}

static struct ast *expr_binary(struct conv *c, TSNode n, int arg)
{
    TSNode rt;
    struct ast *r = conv_binop_left(c, A_BINOP, n, n, &rt);
    if (!r)
        return NULL;
    r->b = conv_expr(c, rt);
    if (r->op == BIN_AND && r->a && r->b)
        r = fix_bitand(r);
    return r;
}

static struct ast *expr_unary(struct conv *c, TSNode n, int arg)
{
    size_t l;
    const char *t = conv_text(c, conv_field(c, n, F_OPERATOR), &l);
    int o = t[0] == '-' ? UN_NEG : t[0] == '+' ? UN_POS : UN_INVERT;
    struct ast *a = conv_expr(c, conv_field(c, n, F_ARGUMENT));
    if (!a)
        return NULL;
    /* fold -<number literal> so that constants like -1 are constants */
    if (o == UN_NEG && a->kind == A_CONST && (is_int(a->o) || is_float(a->o)) && a->o != TRUE_OBJ &&
        a->o != FALSE_OBJ)
        return conv_const(c, n, op_unary(a->o, UN_NEG));
    struct ast *r = conv_node(c, A_UNARY, n);
    if (r) {
        r->op = (uint8_t)o;
        r->a = a;
    }
    return r;
}

static struct ast *expr_not(struct conv *c, TSNode n, int arg)
{
    return conv_node_of(c, A_NOT, n, conv_expr(c, conv_field(c, n, F_ARGUMENT)));
}

/* `a and b and c` is one A_AND of three operands */
static struct ast *expr_bool(struct conv *c, TSNode n, int arg)
{
    int k = conv_text_is(c, conv_field(c, n, F_OPERATOR), "and") ? A_AND : A_OR;
    struct ast *a = conv_expr(c, conv_field(c, n, F_LEFT));
    struct ast *b = conv_expr(c, conv_field(c, n, F_RIGHT));
    if (!a || !b)
        return NULL;
    size_t na = a->kind == k ? (size_t)a->n : 1;
    struct ast *r = conv_node(c, k, n);
    struct ast **v = conv_list(c, na + 1);
    if (!r || !v)
        return NULL;
    if (a->kind == k)
        memcpy(v, a->v, na * sizeof *v);
    else
        v[0] = a;
    v[na] = b;
    r->v = v;
    r->n = (int32_t)(na + 1);
    return r;
}

/* The code of a comparison operator in A_COMPARE's ops (eval's order); -1 for Python 2's <>. */
static int compare_op_of(const char *t, size_t l)
{
    static const char *const ops[] = {"<", "<=", "==", "!=", ">", ">=", "in"};
    for (int i = 0; i < (int)(sizeof ops / sizeof ops[0]); i++)
        if (strlen(ops[i]) == l && !memcmp(ops[i], t, l))
            return i;
    if (l == 2 && !memcmp(t, "is", 2))
        return 8;
    if (l == 2 && !memcmp(t, "<>", 2))
        return -1;
    if (l > 3 && !memcmp(t, "not", 3))
        return 7; /* not in */
    return 9;     /* is not */
}

static struct ast *expr_compare(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    size_t nops = 0, nvals = 0;
    for (size_t i = 0; i < cnt; i++) {
        if (kids[i].field == F_OPERATORS)
            nops++;
        else if (kids[i].named)
            nvals++;
    }
    struct ast *r = conv_node(c, A_COMPARE, n);
    struct ast **v = conv_list(c, nvals);
    uint8_t *ops = arena_alloc(c->ar, nops + 1);
    if (!r || !v || !ops || nops + 1 != nvals) {
        mem_free(kids);
        return c->failed ? NULL : conv_fail(c, n, NULL, "invalid syntax");
    }
    size_t iv = 0, io = 0;
    for (size_t i = 0; i < cnt && !c->failed; i++) {
        if (kids[i].field == F_OPERATORS) {
            size_t l;
            const char *t = conv_text(c, kids[i].node, &l);
            int code = compare_op_of(t, l);
            if (code < 0) {
                conv_fail(c, kids[i].node, NULL, "invalid syntax");
                break;
            }
            ops[io++] = (uint8_t)code;
        } else if (kids[i].named) {
            v[iv++] = conv_expr(c, kids[i].node);
        }
    }
    mem_free(kids);
    r->v = v;
    r->n = (int32_t)nvals;
    r->p = ops;
    return r;
}

static struct ast *expr_conditional(struct conv *c, TSNode n, int arg)
{
    TSNode parts[3];
    if (conv_first_named(c, n, parts, 3) != 3)
        return conv_fail(c, n, NULL, "invalid syntax");
    struct ast *r = conv_node_of(c, A_IFEXP, n, conv_expr(c, parts[0]));
    if (r) {
        r->b = conv_expr(c, parts[1]);
        r->c = conv_expr(c, parts[2]);
    }
    return r;
}

static struct ast *expr_keyword_arg(struct conv *c, TSNode n, int arg)
{
    TSNode name = conv_field(c, n, F_NAME), value = conv_field(c, n, F_VALUE);
    if (conv_kind(name) != K_IDENTIFIER)
        return conv_fail(c, n, NULL,
                         "expression cannot contain assignment, perhaps you meant \"==\"?");
    struct ast *r = conv_node_of(c, A_KWARG, n, conv_expr(c, value));
    if (r)
        r->o = conv_intern(c, name);
    return r;
}

static struct ast *expr_attribute(struct conv *c, TSNode n, int arg)
{
    TSNode o = conv_field(c, n, F_OBJECT), at = conv_field(c, n, F_ATTRIBUTE);
    struct ast *r = conv_node_of(c, A_ATTR, n, conv_expr(c, o));
    if (r) {
        r->o = conv_intern(c, at);
        r->line = conv_line(at);
    }
    return r;
}

struct ast *conv_expr_tuple(struct conv *c, TSNode at, const TSNode *nodes, size_t n)
{
    struct ast *t = conv_node(c, A_TUPLE, at);
    struct ast **v = conv_list(c, n);
    if (!t || !v)
        return NULL;
    for (size_t i = 0; i < n; i++)
        v[i] = conv_expr(c, nodes[i]);
    t->v = v;
    t->n = (int32_t)n;
    return t;
}

/* x[i] holds i; x[i, j] and x[i,] the tuple of the subscripts */
static struct ast *expr_subscript(struct conv *c, TSNode n, int arg)
{
    size_t ns, cnt;
    TSNode *subs = conv_collect(c, n, F_SUBSCRIPT, ANY, &ns);
    if (!subs)
        return NULL;
    bool comma = false; /* x[i,] */
    size_t base = conv_children(c, n, &cnt);
    for (size_t i = 0; i < cnt; i++)
        comma |= !KID(base + i).named && conv_text_is(c, KID(base + i).node, ",");
    c->nkids = base;
    struct ast *r = conv_node_of(c, A_SUBSCR, n, conv_expr(c, conv_field(c, n, F_VALUE)));
    if (r)
        r->b = ns == 1 && !comma ? conv_expr(c, subs[0]) : conv_expr_tuple(c, n, subs, ns);
    return r;
}

/* start:stop:step, each part optional: the colons say which one a child is */
static struct ast *expr_slice(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    TSNode parts[3];
    memset(parts, 0, sizeof parts);
    bool have[3] = {false, false, false};
    int pos = 0;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (!k->named && conv_text_is(c, k->node, ":"))
            pos++;
        else if (k->named && pos < 3) {
            parts[pos] = k->node;
            have[pos] = true;
        }
    }
    c->nkids = base;
    struct ast *r = conv_node(c, A_SLICE, n);
    if (!r)
        return NULL;
    r->a = have[0] ? conv_expr(c, parts[0]) : NULL;
    r->b = have[1] ? conv_expr(c, parts[1]) : NULL;
    r->c = have[2] ? conv_expr(c, parts[2]) : NULL;
    return r;
}

/* (e) is e, marked as written in parentheses: fix_bitand leaves a parenthesised ^ alone */
static struct ast *expr_paren(struct conv *c, TSNode n, int arg)
{
    TSNode inner = {0};
    if (!conv_count_named(c, n, &inner))
        return conv_fail(c, n, NULL, "invalid syntax");
    struct ast *r = conv_expr(c, inner);
    if (r)
        r->flags |= AF_PARENS;
    return r;
}

static struct ast *expr_yield(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    TSNode val = {0};
    bool have = false, from = false;
    for (size_t i = 0; i < cnt; i++) {
        if (KID(base + i).named) {
            val = KID(base + i).node;
            have = true;
        } else if (conv_text_is(c, KID(base + i).node, "from"))
            from = true;
    }
    c->nkids = base;
    return conv_node_of(c, from ? A_YIELDFROM : A_YIELD, n, have ? conv_expr(c, val) : NULL);
}

/* *x and **x, in calls, displays and targets */
static struct ast *expr_splat(struct conv *c, TSNode n, int kind)
{
    TSNode inner = {0};
    if (!conv_count_named(c, n, &inner))
        return conv_fail(c, n, NULL, "invalid syntax");
    return conv_node_of(c, kind, n, conv_expr(c, inner));
}

/* A coroutine is a generator and an awaitable an iterator (asyncio's are), so await x runs
 * as yield from x, its yields reaching the event loop. */
static struct ast *expr_await(struct conv *c, TSNode n, int arg)
{
    if (!c->in_async)
        return conv_fail(c, n, NULL,
                         c->in_function ? "'await' outside async function"
                                        : "'await' outside function");
    return expr_splat(c, n, A_YIELDFROM);
}

/* True, False, None and ... */
static struct ast *expr_singleton(struct conv *c, TSNode n, int kind)
{
    return conv_const(c, n,
                      kind == K_TRUE    ? TRUE_OBJ
                      : kind == K_FALSE ? FALSE_OBJ
                      : kind == K_NONE  ? NONE
                                        : &ellipsis_obj);
}

/* One converter per node kind; kinds that share one pass it the AST kind to make. */
static const struct conv_rule expr_rules[K__COUNT] = {
    [K_IDENTIFIER] = {expr_name},
    [K_INTEGER] = {conv_integer},
    [K_FLOAT] = {conv_float},
    [K_TRUE] = {expr_singleton, K_TRUE},
    [K_FALSE] = {expr_singleton, K_FALSE},
    [K_NONE] = {expr_singleton, K_NONE},
    [K_ELLIPSIS] = {expr_singleton, K_ELLIPSIS},
    [K_STRING] = {conv_string, false},
    [K_CONCAT_STRING] = {conv_string, true},
    [K_BINARY] = {expr_binary},
    [K_UNARY] = {expr_unary},
    [K_NOT] = {expr_not},
    [K_BOOL] = {expr_bool},
    [K_COMPARE] = {expr_compare},
    [K_CONDITIONAL] = {expr_conditional},
    [K_NAMED] = {conv_pair, A_WALRUS},
    [K_LAMBDA] = {conv_lambda},
    [K_CALL] = {conv_call},
    [K_KEYWORD_ARG] = {expr_keyword_arg},
    [K_ATTRIBUTE] = {expr_attribute},
    [K_SUBSCRIPT] = {expr_subscript},
    [K_SLICE] = {expr_slice},
    [K_LIST] = {conv_seq, A_LIST},
    [K_LIST_PATTERN] = {conv_seq, A_LIST},
    [K_TUPLE] = {conv_seq, A_TUPLE},
    [K_TUPLE_PATTERN] = {conv_seq, A_TUPLE},
    [K_PATTERN_LIST] = {conv_seq, A_TUPLE},
    [K_EXPRESSION_LIST] = {conv_seq, A_TUPLE},
    [K_SET] = {conv_seq, A_SET},
    [K_DICT] = {conv_seq, A_DICT},
    [K_PAIR] = {conv_pair, A_PAIR},
    [K_PAREN] = {expr_paren},
    [K_LISTCOMP] = {conv_comprehension, A_LISTCOMP},
    [K_SETCOMP] = {conv_comprehension, A_SETCOMP},
    [K_DICTCOMP] = {conv_comprehension, A_DICTCOMP},
    [K_GENEXP] = {conv_comprehension, A_GENEXP},
    [K_YIELD] = {expr_yield},
    [K_LIST_SPLAT] = {expr_splat, A_STARRED},
    [K_LIST_SPLAT_PATTERN] = {expr_splat, A_STARRED},
    [K_DICT_SPLAT] = {expr_splat, A_DSTAR},
    [K_DICT_SPLAT_PATTERN] = {expr_splat, A_DSTAR},
    [K_AWAIT] = {expr_await},
};

static struct ast *expr_invalid(struct conv *c, TSNode n, int arg)
{
    return conv_fail(c, n, NULL, "invalid syntax");
}

struct ast *conv_expr(struct conv *c, TSNode n)
{
    /* a token tree-sitter inserted to recover, or a stray one */
    static const struct conv_rule missing = {expr_invalid};
    if (c->failed) /* n may be a null node then */
        return NULL;
    int kind = conv_kind(n);
    bool bad = ts_node_is_missing(n) || (!ts_node_is_named(n) && kind == K_OTHER);
    return conv_by_rule(c, n, bad ? &missing : &expr_rules[kind], "too many nested parentheses");
}
