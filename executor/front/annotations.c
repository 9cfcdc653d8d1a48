/* executor/front/annotations.c: a class body's annotated names, read from its AST (see
 * annotations.h). Only the statements at the top of the class body count, as in CPython
 * for annotations that are executed. */
#include <string.h>

#include "executor/front/annotations.h"
#include "executor/front/ast.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"

/* the S_CLASSDEF of cls in a block (searched through compound statements, not into other
 * functions' code): the last one at or before line */
static struct ast *find_classdef(struct ast *s, struct type *cls, int line, struct ast *best)
{
    if (!s)
        return best;
    switch (s->kind) {
    case S_BLOCK:
        for (int i = 0; i < s->n; i++)
            best = find_classdef(s->v[i], cls, line, best);
        return best;
    case S_CLASSDEF: {
        struct code *c = s->p;
        bool same = c && str_eq(c->name, cls->name_obj) &&
                    (!cls->qualname || !c->qualname || str_eq(c->qualname, cls->qualname));
        if (same && (s->line <= line || !best))
            best = s;
        return best;
    }
    case S_IF:
        best = find_classdef(s->b, cls, line, best);
        return find_classdef(s->c, cls, line, best);
    case S_FOR:
    case S_WHILE:
        best = find_classdef(s->c, cls, line, best);
        return find_classdef(s->d, cls, line, best);
    case S_WITH:
        return find_classdef(s->c, cls, line, best);
    case S_TRY:
        best = find_classdef(s->a, cls, line, best);
        for (int i = 0; i < s->n; i++)
            if (s->v[i])
                best = find_classdef(s->v[i]->c, cls, line, best);
        best = find_classdef(s->c, cls, line, best);
        return find_classdef(s->d, cls, line, best);
    default:
        return best;
    }
}

static obj *name_of(struct ast *t, struct code *code)
{
    if (t->kind == A_LOCAL || t->kind == A_CELL)
        return code->slot_names[t->slot];
    return t->o;
}

/* a simple annotation's value; NULL (no exception) when it is not simple or not found */
static obj *lookup(struct ast *a, struct frame *f)
{
    switch (a->kind) {
    case A_CONST:
        return incref(a->o);
    case A_NAME:
    case A_GLOBAL:
    case A_CLASSNS: {
        obj *v = dict_get_str(f->globals, a->o);
        if (!v)
            v = dict_get_str(vm->builtins, a->o);
        return v ? incref(v) : NULL;
    }
    case A_ATTR: {
        obj *base = lookup(a->a, f);
        if (!base)
            return NULL;
        obj *v = str_is_dunder(a->o) ? NULL : op_getattr(base, a->o);
        decref(base);
        if (!v)
            exc_clear();
        return v;
    }
    case A_SUBSCR: {
        obj *base = lookup(a->a, f);
        obj *idx = base ? lookup(a->b, f) : NULL;
        obj *v = idx ? op_getitem(base, idx) : NULL;
        xdecref(base);
        xdecref(idx);
        if (!v)
            exc_clear();
        return v;
    }
    case A_TUPLE: {
        obj *t = tuple_new((size_t)a->n);
        for (int i = 0; t && i < a->n; i++) {
            obj *x = lookup(a->v[i], f);
            if (!x) {
                decref(t);
                return NULL;
            }
            AS(tuple_obj, t)->items[i] = x;
        }
        return t;
    }
    default:
        return NULL;
    }
}

/* the annotation's text from the source line ("x: List[int] = []" gives "List[int]"),
 * for annotations the parser could not keep as an expression */
static obj *annotation_text(struct ast *s, struct code *body)
{
    struct source *src = body->src;
    if (!src || s->line < 1 || (uint32_t)s->line > src->nlines)
        return NULL;
    const char *p = src->text + src->line_starts[s->line - 1] + s->col;
    const char *end = src->text + src->len;
    while (p < end && *p != ':' && *p != '\n')
        p++;
    if (p >= end || *p != ':')
        return NULL;
    p++;
    const char *q = p;
    int depth = 0;
    while (q < end && *q != '\n' && *q != '#' && !(depth == 0 && *q == '=')) {
        depth += (*q == '[' || *q == '(') - (*q == ']' || *q == ')');
        q++;
    }
    while (p < q && (*p == ' ' || *p == '\t'))
        p++;
    while (q > p && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\r'))
        q--;
    return utf8_valid(p, (size_t)(q - p)) ? str_new(p, (size_t)(q - p)) : NULL;
}

obj *annot_class_fields(struct type *cls)
{
    obj *out = list_new(0);
    struct frame *f = vm->frame;
    if (!out || !f || !f->code)
        return out;
    struct ast *def = find_classdef(f->code->body, cls, f->line, NULL);
    if (!def)
        return out;
    struct code *body = def->p;
    struct ast *blk = body->body;
    for (int i = 0; blk && i < blk->n; i++) {
        struct ast *s = blk->v[i];
        if (s->kind != S_ANNASSIGN || !s->a)
            continue;
        int k = s->a->kind;
        if (k != A_NAME && k != A_GLOBAL && k != A_CLASSNS && k != A_LOCAL && k != A_CELL)
            continue;
        obj *name = name_of(s->a, body);
        obj *ann = s->c ? lookup(s->c, f) : annotation_text(s, body);
        if (!ann && vm->exc)
            exc_clear();
        if (!ann)
            ann = incref(NONE);
        obj *pair = tuple_pack(2, name, ann);
        decref(ann);
        if (!pair || list_append_steal(out, pair) < 0) {
            decref(out);
            return NULL;
        }
    }
    return out;
}
