/* executor/front/parse_pattern.c: the match statement and its patterns (P_* nodes), one
 * converter per pattern form behind conv_pattern's dispatch. Value patterns reuse
 * conv_expr, then are checked to be the literals and dotted names a pattern allows. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/front/parse_conv.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

/* patterns nest: a sequence, mapping, class, or and as pattern holds others */
static struct ast *conv_pattern(struct conv *c, TSNode n);

/* case patterns: case_pattern wraps one of the concrete forms */
static struct ast *conv_pattern_list(struct conv *c, TSNode n, int kind)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = conv_node(c, kind, n);
    struct ast **v = conv_list(c, cnt);
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
                conv_fail(c, n, NULL, "multiple starred names in sequence pattern");
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

static struct ast *value_pattern(struct conv *c, TSNode n, int arg)
{
    struct ast *e = conv_expr(c, n);
    if (!e)
        return NULL;
    if (e->kind == A_CONST && (e->o == NONE || e->o == TRUE_OBJ || e->o == FALSE_OBJ)) {
        struct ast *r = conv_node(c, P_SINGLETON, n);
        if (r)
            r->o = e->o;
        return r;
    }
    return conv_node_of(c, P_VALUE, n, e);
}

/* -1+2j, 3-4.5j: a real literal, then + or -, then an imaginary literal; the value is
 * the complex constant compared with == */
static struct ast *complex_pattern(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    TSNode nums[2];
    int nn = 0;
    bool neg_real = false, neg_imag = false;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->named && nn < 2)
            nums[nn++] = k->node;
        else if (!k->named && conv_text_is(c, k->node, "-"))
            *(nn == 0 ? &neg_real : &neg_imag) = true;
    }
    c->nkids = base;
    if (nn != 2)
        return conv_fail(c, n, NULL, "invalid syntax");
    struct ast *re = conv_expr(c, nums[0]), *im = re ? conv_expr(c, nums[1]) : NULL;
    if (!im)
        return NULL;
    if (re->kind != A_CONST || im->kind != A_CONST || type_of(re->o) == &type_complex ||
        type_of(im->o) != &type_complex)
        return conv_fail(c, n, NULL, "imaginary number required in complex literal");
    double x;
    if (!float_coerce(re->o, &x))
        return conv_fail(c, n, NULL, "real number required in complex literal");
    double y = AS(complex_obj, im->o)->im;
    obj *v = complex_new(neg_real ? -x : x, neg_imag ? -y : y);
    struct ast *k = v ? conv_const(c, n, v) : NULL;
    return k ? conv_node_of(c, P_VALUE, n, k) : NULL;
}

/* case_pattern wraps the concrete form: `_` is the wildcard, `-` a negative number */
static struct ast *pattern_case(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    TSNode inner = {0};
    bool have = false, underscore = false, minus = false;
    for (size_t i = 0; i < cnt; i++) {
        if (KID(base + i).named) {
            inner = KID(base + i).node;
            have = true;
        } else if (conv_text_is(c, KID(base + i).node, "_"))
            underscore = true;
        else if (conv_text_is(c, KID(base + i).node, "-"))
            minus = true;
    }
    c->nkids = base;
    if (underscore && !have)
        return conv_node(c, P_CAPTURE, n);
    if (!have)
        return conv_fail(c, n, NULL, "invalid syntax");
    if (!minus)
        return conv_pattern(c, inner);
    struct ast *r = value_pattern(c, inner, 0);
    if (r && r->kind == P_VALUE && r->a->kind == A_CONST) {
        r->a->o = op_unary(r->a->o, UN_NEG);
        if (!r->a->o || !arena_own(c->ar, r->a->o))
            r = NULL;
    }
    return r;
}

/* A bare name captures; a.b.c is a value pattern, the attribute chain */
static struct ast *pattern_dotted_name(struct conv *c, TSNode n, int arg)
{
    size_t k;
    TSNode *ids = conv_collect(c, n, ANY, K_IDENTIFIER, &k);
    if (!ids)
        return NULL;
    if (k == 1) {
        struct ast *nm = conv_node(c, A_NAME, n);
        if (!nm)
            return NULL;
        nm->o = conv_dotted_name(c, n);
        return conv_node_of(c, P_CAPTURE, n, nm);
    }
    struct ast *e = conv_name(c, ids[0], conv_intern(c, ids[0]));
    for (size_t i = 1; i < k && e; i++) {
        struct ast *at = conv_node(c, A_ATTR, ids[i]);
        if (!at)
            break;
        at->a = e;
        at->o = conv_intern(c, ids[i]);
        e = at;
    }
    return conv_node_of(c, P_VALUE, n, e);
}

/* (p) is a group pattern, p itself; (p,) is a sequence pattern */
static struct ast *pattern_tuple(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    size_t named = 0;
    bool comma = false;
    TSNode only = {0};
    for (size_t i = 0; i < cnt; i++) {
        if (KID(base + i).named) {
            named++;
            only = KID(base + i).node;
        } else if (conv_text_is(c, KID(base + i).node, ",")) {
            comma = true;
        }
    }
    c->nkids = base;
    if (named == 1 && !comma)
        return conv_pattern(c, only);
    return conv_pattern_list(c, n, P_SEQ);
}

/* *name, *_, **name: op set for **; no name for _ */
static struct ast *pattern_splat(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    size_t base = conv_children(c, n, &cnt);
    TSNode id = {0};
    bool have = false, dstar = false;
    for (size_t i = 0; i < cnt; i++) {
        if (KID(base + i).kind == K_IDENTIFIER) {
            id = KID(base + i).node;
            have = true;
        } else if (!KID(base + i).named && conv_text_is(c, KID(base + i).node, "**"))
            dstar = true;
    }
    c->nkids = base;
    struct ast *r = conv_node(c, P_STAR, n);
    if (r) {
        r->op = dstar;
        if (have && !conv_text_is(c, id, "_"))
            r->a = conv_name(c, id, conv_intern(c, id));
    }
    return r;
}

static struct ast *pattern_as(struct conv *c, TSNode n, int arg)
{
    TSNode pat = {0}, id = {0};
    if (!conv_named_pair(c, n, &pat, &id))
        return conv_fail(c, n, NULL, "invalid syntax");
    struct ast *r = conv_node_of(c, P_AS, n, conv_pattern(c, pat));
    if (r)
        r->b = conv_name(c, id, conv_intern(c, id));
    return r;
}

/* A mapping pattern's key: a literal or a value pattern, as the expression compared. NULL,
 * with the conversion failed, for anything else. */
static struct ast *mapping_key(struct conv *c, const struct child *k)
{
    struct ast *key = k->kind == K_CASE_PATTERN ? NULL : conv_expr(c, k->node);
    if (key)
        return key;
    struct ast *kp = conv_pattern(c, k->node);
    if (kp && kp->kind == P_VALUE)
        return kp->a;
    if (kp && kp->kind == P_SINGLETON) {
        key = conv_node(c, A_CONST, k->node);
        if (key)
            key->o = kp->o;
        return key;
    }
    if (!c->failed)
        conv_fail(c, k->node, NULL, "invalid syntax");
    return NULL;
}

/* {k: p, **rest}: v holds the m keys, then the m value patterns; a the rest's name */
static struct ast *pattern_mapping(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    int m = 0, nk = 0, nv = 0;
    for (size_t i = 0; i < cnt; i++)
        m += kids[i].field == F_KEY;
    struct ast *r = conv_node(c, P_MAPPING, n);
    struct ast **v = conv_list(c, (size_t)(2 * m));
    for (size_t i = 0; i < cnt && v && !c->failed; i++) {
        if (kids[i].field == F_KEY) {
            v[nk++] = mapping_key(c, &kids[i]);
        } else if (kids[i].field == F_VALUE && nv < m) {
            v[m + nv++] = conv_pattern(c, kids[i].node);
        } else if (kids[i].kind == K_SPLAT_PATTERN) {
            struct ast *sp = conv_pattern(c, kids[i].node);
            if (sp && r)
                r->a = sp->a;
        }
    }
    mem_free(kids);
    if (c->failed || !r || !v)
        return NULL;
    if (nv != m)
        return conv_fail(c, n, NULL, "invalid syntax");
    r->v = v;
    r->n = 2 * m;
    return r;
}

/* Cls(p, k=q): a the class expression, v the positional patterns, b a tuple of A_KWARG
 * keyword patterns */
static struct ast *pattern_class(struct conv *c, TSNode n, int arg)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
    if (!kids)
        return NULL;
    struct ast *r = conv_node(c, P_CLASS, n);
    struct ast **pos = conv_list(c, cnt), **kw = conv_list(c, cnt);
    int np = 0, nk = 0;
    bool seen_cls = false;
    if (!r || !pos || !kw) {
        mem_free(kids);
        return NULL;
    }
    for (size_t i = 0; i < cnt && !c->failed; i++) {
        if (!kids[i].named)
            continue;
        if (!seen_cls && kids[i].kind == K_DOTTED_NAME) {
            struct ast *p = conv_pattern(c, kids[i].node);
            if (p)
                r->a = p->a; /* the class expression, captured name or attribute chain */
            seen_cls = true;
            continue;
        }
        /* case_pattern wrapping keyword_pattern or a positional pattern */
        TSNode inner = kids[i].node;
        if (conv_kind(inner) == K_CASE_PATTERN) {
            TSNode keyword = conv_kind_child(c, inner, K_KEYWORD_PATTERN);
            if (!ts_node_is_null(keyword))
                inner = keyword;
        }
        if (conv_kind(inner) == K_KEYWORD_PATTERN) {
            TSNode id = {0}, pat = {0};
            bool both = conv_named_pair(c, inner, &id, &pat);
            struct ast *kwn = conv_node(c, A_KWARG, inner);
            if (!kwn || !both)
                break;
            kwn->o = conv_intern(c, id);
            kwn->a = conv_pattern(c, pat);
            kw[nk++] = kwn;
        } else {
            if (nk) {
                conv_fail(c, inner, NULL, "positional patterns follow keyword patterns");
                break;
            }
            pos[np++] = conv_pattern(c, kids[i].node);
        }
    }
    mem_free(kids);
    if (c->failed)
        return NULL;
    r->v = pos;
    r->n = np;
    struct ast *kt = conv_node(c, A_TUPLE, n);
    if (!kt)
        return NULL;
    kt->v = kw;
    kt->n = nk;
    r->b = kt;
    return r;
}

/* One converter per pattern form. */
static const struct conv_rule pattern_rules[K__COUNT] = {
    [K_CASE_PATTERN] = {pattern_case},
    [K_DOTTED_NAME] = {pattern_dotted_name},
    [K_INTEGER] = {value_pattern},
    [K_FLOAT] = {value_pattern},
    [K_STRING] = {value_pattern},
    [K_CONCAT_STRING] = {value_pattern},
    [K_TRUE] = {value_pattern},
    [K_FALSE] = {value_pattern},
    [K_NONE] = {value_pattern},
    [K_COMPLEX_PATTERN] = {complex_pattern},
    [K_TUPLE_PATTERN] = {pattern_tuple},
    [K_LIST_PATTERN] = {conv_pattern_list, P_SEQ},
    [K_SPLAT_PATTERN] = {pattern_splat},
    [K_UNION_PATTERN] = {conv_pattern_list, P_OR},
    [K_AS_PATTERN] = {pattern_as},
    [K_DICT_PATTERN] = {pattern_mapping},
    [K_CLASS_PATTERN] = {pattern_class},
};

static struct ast *pattern_invalid(struct conv *c, TSNode n, int arg)
{
    return conv_fail(c, n, NULL, "invalid pattern (%s)", ts_node_type(n));
}

static struct ast *conv_pattern(struct conv *c, TSNode n)
{
    static const struct conv_rule invalid = {pattern_invalid};
    if (c->failed) /* n may be a null node then */
        return NULL;
    const struct conv_rule *r = &pattern_rules[conv_kind(n)];
    return conv_by_rule(c, n, r->fn ? r : &invalid, "too many nested parentheses");
}

struct ast *conv_match(struct conv *c, TSNode n, int arg)
{
    size_t ns, nc;
    TSNode *subjects = conv_collect(c, n, F_SUBJECT, ANY, &ns);
    TSNode *cases = conv_collect(c, conv_field(c, n, F_BODY), ANY, K_CASE, &nc);
    if (!subjects || !cases)
        return NULL;
    struct ast *r = conv_node_of(c, S_MATCH, n,
                                 ns == 1 ? conv_expr(c, subjects[0])
                                         : conv_expr_tuple(c, n, subjects, ns));
    if (!r)
        return NULL;
    struct ast **v = conv_list(c, nc);
    if (!v)
        return NULL;
    for (size_t i = 0; i < nc && !c->failed; i++) {
        size_t np;
        TSNode *pats = conv_collect(c, cases[i], ANY, K_CASE_PATTERN, &np);
        TSNode guard = conv_field(c, cases[i], F_GUARD);
        struct ast *cs = conv_node(c, A_CASE, cases[i]);
        if (!pats || !cs)
            return NULL;
        if (np == 1) {
            cs->a = conv_pattern(c, pats[0]);
        } else { /* case 1, 2: an implicit tuple pattern */
            struct ast *sp = conv_node(c, P_SEQ, cases[i]);
            struct ast **pv = conv_list(c, np);
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
            conv_count_named(c, guard, &ge);
            cs->b = conv_expr(c, ge);
        }
        cs->c = conv_block(c, conv_field(c, cases[i], F_CONSEQUENCE),
                           ts_node_start_point(cases[i]).column, cases[i]);
        v[i] = cs;
    }
    r->v = v;
    r->n = (int32_t)nc;
    return c->failed ? NULL : r;
}
