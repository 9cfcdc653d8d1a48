/* executor/front/scope.c: name resolution, like CPython's symtable. Every name becomes a
 * fast-local slot, a cell slot (captured by an inner function, or free here), a global, or
 * a class-namespace lookup; generators are detected; return/yield/break outside their
 * context are SyntaxErrors. Three passes: collect bindings, resolve uses (marking cells and
 * free variables up the chain), assign slots. */
#include <stdio.h>
#include <string.h>

#include "executor/front/ast.h"
#include "executor/front/grow.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/types/gen.h"

enum { SC_MODULE, SC_FUNCTION, SC_CLASS };
#define N_BOUND 1
#define N_GLOBAL 2
#define N_NONLOCAL 4
#define N_PARAM 8
#define N_CELL 16 /* local captured by an inner scope */
#define N_FREE 32 /* comes from an enclosing scope */

struct name {
    obj *name;
    int flags;
    int slot;
};

struct ref {
    struct ast *node;
    struct scope *scope;
};

struct scope {
    struct scope *parent;
    struct code *code;
    int kind;
    struct name *names;
    int nnames;
    size_t capnames;
    bool comprehension;
};

struct resolver {
    struct arena *ar;
    struct scope **scopes;
    int nscopes;
    size_t capscopes;
    struct ref *refs;
    size_t nrefs, caprefs;
    bool failed;
    int loop_depth;
    bool in_finally;
};

static int fail_at(struct resolver *r, int line, const char *msg)
{
    if (!r->failed)
        parse_raise(NULL, msg, line);
    r->failed = true;
    return -1;
}

static struct name *find_name(struct scope *s, obj *name)
{
    for (int i = 0; i < s->nnames; i++)
        if (s->names[i].name == name)
            return &s->names[i];
    return NULL;
}

static struct name *add_name(struct resolver *r, struct scope *s, obj *name, int flags)
{
    struct name *n = find_name(s, name);
    if (n) {
        n->flags |= flags;
        return n;
    }
    if (!front_grow(&s->names, &s->capnames, (size_t)s->nnames, sizeof *s->names, 16)) {
        r->failed = true;
        return NULL;
    }
    n = &s->names[s->nnames++];
    n->name = name;
    n->flags = flags;
    n->slot = -1;
    return n;
}

static struct scope *new_scope(struct resolver *r, struct scope *parent, struct code *code,
                               int kind)
{
    struct scope *s = mem_calloc(sizeof *s);
    if (!s) {
        r->failed = true;
        return NULL;
    }
    s->parent = parent;
    s->code = code;
    s->kind = kind;
    s->comprehension = (code->flags & CODE_COMPREHENSION) != 0;
    if (!front_grow(&r->scopes, &r->capscopes, (size_t)r->nscopes, sizeof *r->scopes, 16)) {
        mem_free(s);
        r->failed = true;
        return NULL;
    }
    r->scopes[r->nscopes++] = s;
    /* parameters are bound, in slot order */
    for (int i = 0; i < code->nslots; i++) {
        struct name *n = add_name(r, s, code->slot_names[i], N_BOUND | N_PARAM);
        if (n)
            n->slot = i;
    }
    return s;
}

static void add_ref(struct resolver *r, struct scope *s, struct ast *node)
{
    if (!front_grow(&r->refs, &r->caprefs, r->nrefs, sizeof *r->refs, 256)) {
        r->failed = true;
        return;
    }
    r->refs[r->nrefs].node = node;
    r->refs[r->nrefs].scope = s;
    r->nrefs++;
}

static void visit(struct resolver *r, struct scope *s, struct ast *n, bool store);

static void visit_list(struct resolver *r, struct scope *s, struct ast **v, int n, bool store)
{
    for (int i = 0; i < n; i++)
        visit(r, s, v[i], store);
}

static void bind_name(struct resolver *r, struct scope *s, struct ast *n)
{
    struct name *nm = add_name(r, s, n->o, N_BOUND);
    if (nm && (nm->flags & N_GLOBAL) && s->kind == SC_MODULE)
        nm->flags &= ~N_GLOBAL;
    add_ref(r, s, n);
}

/* ---- resumable generators (types/gen.h) ---- */
/* Whether n holds a yield (or await) of this code. Nested code (def, lambda and class
 * bodies, a comprehension's body) is no child node: its yields are its own. */
static bool has_yield(const struct ast *n)
{
    if (!n)
        return false;
    if (n->kind == A_YIELD || n->kind == A_YIELDFROM)
        return true;
    if (has_yield(n->a) || has_yield(n->b) || has_yield(n->c) || has_yield(n->d))
        return true;
    for (int i = 0; n->v && i < n->n; i++)
        if (has_yield(n->v[i]))
            return true;
    return false;
}

static int resume_need_block(struct ast *b);

/* The most records (gen.h) a yield in s leaves on its way up to s, s's own included, or
 * -1 when s holds a yield that eval.c cannot resume. A yield is resumable as a statement
 * (`yield v`, `yield from x`) or a plain assignment's value (`x = yield v`), in blocks
 * nested only in if, while, for and try bodies. Marks what holds one with AF_YIELDS. */
static int resume_need_stmt(struct ast *s)
{
    int need = 0;
    switch (s->kind) {
    case S_EXPR:
    case S_ASSIGN: {
        struct ast *y = s->a;
        if (y->kind != A_YIELD && y->kind != A_YIELDFROM)
            return has_yield(s) ? -1 : 0;
        if (has_yield(y->a))
            return -1;
        for (int i = 0; i < s->n; i++)
            if (has_yield(s->v[i]))
                return -1;
        s->flags |= AF_YIELDS;
        return y->kind == A_YIELDFROM; /* its subiterator */
    }
    case S_IF: {
        if (has_yield(s->a))
            return -1;
        int nb = resume_need_block(s->b);
        int nc = !s->c ? 0 : s->c->kind == S_IF ? resume_need_stmt(s->c) : resume_need_block(s->c);
        if (nb < 0 || nc < 0)
            return -1;
        need = nb > nc ? nb : nc;
        break;
    }
    case S_WHILE:
    case S_FOR: {
        if ((s->flags & AF_ASYNC) || has_yield(s->a) || has_yield(s->b))
            return has_yield(s) ? -1 : 0;
        int nc = resume_need_block(s->c);
        int nd = s->d ? resume_need_block(s->d) : 0;
        if (nc < 0 || nd < 0)
            return -1;
        need = nc > nd ? nc : nd;
        break;
    }
    case S_TRY: /* yields in the try body only: a handler or finally block holds state */
        for (int i = 0; i < s->n; i++)
            if (has_yield(s->v[i]))
                return -1;
        if (has_yield(s->c) || has_yield(s->d))
            return -1;
        need = resume_need_block(s->a);
        if (need <= 0)
            return need;
        s->flags |= AF_YIELDS;
        return need; /* the try statement itself keeps nothing */
    case S_BLOCK:
        return resume_need_block(s);
    default:
        return has_yield(s) ? -1 : 0;
    }
    if (need == 0)
        return 0;
    s->flags |= AF_YIELDS;
    return need + 1;
}

static int resume_need_block(struct ast *b)
{
    int need = 0;
    for (int i = 0; i < b->n; i++) {
        int k = resume_need_stmt(b->v[i]);
        if (k < 0)
            return -1;
        if (k > need)
            need = k;
        if (b->v[i]->flags & AF_YIELDS)
            b->flags |= AF_YIELDS;
    }
    return b->flags & AF_YIELDS ? need + 1 : 0;
}

/* Marks a generator CODE_RESUMABLE when every yield of it can be resumed (gen.h). A
 * generator expression's clauses each keep their iterator. */
static void mark_resumable(struct code *code)
{
    if ((code->flags & (CODE_GENERATOR | CODE_COROUTINE | CODE_ASYNCGEN)) != CODE_GENERATOR)
        return;
    struct ast *b = code->body;
    int need;
    if (b->kind == A_COMPBODY)
        need = has_yield(b) ? -1 : b->n;
    else if (b->kind == S_BLOCK)
        need = resume_need_block(b);
    else
        need = -1;
    if (need >= 0 && need <= GEN_RESUME_DEPTH) {
        code->flags |= CODE_RESUMABLE;
        code->resume_depth = need;
    }
}

static void visit_body(struct resolver *r, struct scope *parent, struct code *code, int kind)
{
    struct scope *s = new_scope(r, parent, code, kind);
    if (!s)
        return;
    int saved_loop = r->loop_depth;
    r->loop_depth = 0;
    if (code->flags & CODE_LAMBDA)
        visit(r, s, code->body, false);
    else
        visit(r, s, code->body, false);
    r->loop_depth = saved_loop;
    if (!r->failed)
        mark_resumable(code);
}

/* Generator detection: yield directly inside this code. */
static void mark_yield(struct resolver *r, struct scope *s, struct ast *n)
{
    struct scope *fs = s;
    if (fs->kind != SC_FUNCTION) {
        fail_at(r, n->line, "'yield' outside function");
        return;
    }
    if (fs->comprehension && !(fs->code->flags & CODE_GENERATOR)) {
        fail_at(r, n->line, "'yield' inside list comprehension");
        return;
    }
    fs->code->flags |= CODE_GENERATOR;
    if (n->kind == A_YIELD && (fs->code->flags & CODE_COROUTINE))
        fs->code->flags |= CODE_ASYNCGEN;
}

static void visit(struct resolver *r, struct scope *s, struct ast *n, bool store)
{
    if (!n || r->failed)
        return;
    switch (n->kind) {
    case A_CONST:
        break;
    case A_NAME:
        if (store)
            bind_name(r, s, n);
        else
            add_ref(r, s, n);
        break;
    case A_STARRED:
    case A_DSTAR:
        visit(r, s, n->a, store);
        break;
    case A_TUPLE:
    case A_LIST:
        visit_list(r, s, n->v, n->n, store);
        break;
    case A_ATTR:
        if (!n->p && !(n->p = arena_alloc(r->ar, sizeof(struct attr_cache))))
            r->failed = true; /* MemoryError is pending */
        visit(r, s, n->a, false);
        break;
    case A_SUBSCR: /* children a kind does not use are NULL (arena memory is zeroed) */
    case A_BINOP:
    case A_PAIR:
    case A_SLICE:
    case A_IFEXP:
    case A_UNARY:
    case A_NOT:
    case A_KWARG:
    case A_FVALUE:
        visit(r, s, n->a, false);
        visit(r, s, n->b, false);
        visit(r, s, n->c, false);
        break;
    case A_AND:
    case A_OR:
    case A_COMPARE:
    case A_SET:
    case A_DICT:
    case A_FSTRING:
    case P_SEQ:
    case P_OR:
        visit_list(r, s, n->v, n->n, false);
        break;
    case A_WALRUS: {
        visit(r, s, n->b, false);
        /* binds in the nearest scope that is not a comprehension */
        struct scope *t = s;
        while (t->comprehension && t->parent)
            t = t->parent;
        if (t != s) {
            /* make it free in the comprehension chain: resolved like a load from s */
            add_name(r, t, n->a->o, N_BOUND);
            add_ref(r, s, n->a);
        } else {
            bind_name(r, s, n->a);
        }
        break;
    }
    case A_CALL:
        visit(r, s, n->a, false);
        visit_list(r, s, n->v, n->n, false);
        break;
    case A_LAMBDA: {
        struct code *code = n->p;
        visit(r, s, n->a, false); /* defaults */
        visit(r, s, n->b, false);
        visit_body(r, s, code, SC_FUNCTION);
        break;
    }
    case A_LISTCOMP:
    case A_SETCOMP:
    case A_DICTCOMP:
    case A_GENEXP: {
        visit(r, s, n->a, false); /* first iterable, evaluated outside */
        visit_body(r, s, n->p, SC_FUNCTION);
        break;
    }
    case A_COMPBODY:
        for (int i = 0; i < n->n; i++) {
            struct ast *cl = n->v[i];
            if (cl->kind == A_FOR_CLAUSE) {
                visit(r, s, cl->b, false);
                visit(r, s, cl->a, true);
            } else {
                visit(r, s, cl->a, false);
            }
        }
        visit(r, s, n->a, false);
        break;
    case A_YIELD:
    case A_YIELDFROM:
        mark_yield(r, s, n);
        visit(r, s, n->a, false);
        break;
    /* statements */
    case S_BLOCK:
        visit_list(r, s, n->v, n->n, false);
        break;
    case S_EXPR:
        visit(r, s, n->a, false);
        break;
    case S_ASSIGN:
        visit(r, s, n->a, false);
        visit_list(r, s, n->v, n->n, true);
        break;
    case S_AUGASSIGN:
        visit(r, s, n->b, false);
        if (n->a->kind == A_NAME) {
            bind_name(r, s, n->a);
        } else {
            visit(r, s, n->a, false);
        }
        break;
    case S_ANNASSIGN:
        visit(r, s, n->b, false);
        if (n->a->kind == A_NAME) {
            if (n->b || s->kind != SC_MODULE)
                bind_name(r, s, n->a);
        } else {
            visit(r, s, n->a, false);
        }
        break;
    case S_RETURN:
        if (s->kind != SC_FUNCTION || s->comprehension) {
            fail_at(r, n->line, "'return' outside function");
            return;
        }
        visit(r, s, n->a, false);
        break;
    case S_PASS:
        break;
    case S_BREAK:
        if (!r->loop_depth)
            fail_at(r, n->line, "'break' outside loop");
        break;
    case S_CONTINUE:
        if (!r->loop_depth)
            fail_at(r, n->line, "'continue' not properly in loop");
        break;
    case S_DEL:
        visit_list(r, s, n->v, n->n, true);
        break;
    case S_RAISE:
    case S_ASSERT:
        visit(r, s, n->a, false);
        visit(r, s, n->b, false);
        break;
    case S_GLOBAL:
        for (int i = 0; i < n->n; i++) {
            obj *name = n->v[i]->o;
            struct name *existing = find_name(s, name);
            if (existing && (existing->flags & (N_BOUND | N_PARAM))) {
                char msg[200];
                snprintf(msg, sizeof msg,
                         existing->flags & N_PARAM ? "name '%s' is parameter and %s"
                                                   : "name '%s' is assigned to before %s "
                                                     "declaration",
                         str_cstr(name), n->op ? "nonlocal" : "global");
                fail_at(r, n->line, msg);
                return;
            }
            if (n->op && s->kind == SC_MODULE) {
                fail_at(r, n->line, "nonlocal declaration not allowed at module level");
                return;
            }
            add_name(r, s, name, n->op ? N_NONLOCAL : N_GLOBAL);
        }
        break;
    case S_IMPORT:
    case S_IMPORTFROM:
        for (int i = 0; i < n->n; i++)
            if (n->v[i]->a)
                bind_name(r, s, n->v[i]->a);
        if ((n->flags & AF_STAR_IMPORT) && s->kind != SC_MODULE)
            fail_at(r, n->line, "import * only allowed at module level");
        break;
    case S_IF:
        visit(r, s, n->a, false);
        visit(r, s, n->b, false);
        visit(r, s, n->c, false);
        break;
    case S_FOR:   /* b the iterable, a the target it binds */
    case S_WHILE: /* a the condition; b is NULL */
        visit(r, s, n->b, false);
        visit(r, s, n->a, n->kind == S_FOR);
        r->loop_depth++;
        visit(r, s, n->c, false);
        r->loop_depth--;
        visit(r, s, n->d, false);
        break;
    case S_TRY:   /* handlers: a the type, b the name bound, c the body */
    case S_MATCH: /* cases: a the pattern, b the guard, c the body; c and d are NULL */
        visit(r, s, n->a, false);
        for (int i = 0; i < n->n; i++) {
            struct ast *h = n->v[i];
            visit(r, s, h->a, false);
            visit(r, s, h->b, n->kind == S_TRY);
            visit(r, s, h->c, false);
        }
        visit(r, s, n->c, false);
        visit(r, s, n->d, false);
        break;
    case S_WITH:
        for (int i = 0; i < n->n; i++) {
            visit(r, s, n->v[i]->a, false);
            visit(r, s, n->v[i]->b, true);
        }
        visit(r, s, n->c, false);
        break;
    case S_FUNCDEF:  /* d decorators, v defaults, b keyword defaults */
    case S_CLASSDEF: /* d decorators, v bases and keywords; b is NULL */
        visit(r, s, n->d, false);
        visit_list(r, s, n->v, n->n, false);
        visit(r, s, n->b, false);
        visit_body(r, s, n->p, n->kind == S_FUNCDEF ? SC_FUNCTION : SC_CLASS);
        bind_name(r, s, n->a);
        break;
    case P_VALUE:
        visit(r, s, n->a, false);
        break;
    case P_SINGLETON:
        break;
    case P_CAPTURE:
    case P_STAR:
        if (n->a)
            bind_name(r, s, n->a);
        break;
    case P_AS:
        visit(r, s, n->a, false);
        bind_name(r, s, n->b);
        break;
    case P_MAPPING:
        visit_list(r, s, n->v, n->n, false);
        if (n->a)
            bind_name(r, s, n->a);
        break;
    case P_CLASS:
        visit(r, s, n->a, false);
        visit_list(r, s, n->v, n->n, false);
        if (n->b)
            visit_list(r, s, n->b->v, n->b->n, false);
        break;
    default:
        break;
    }
}

/* Is name a local of function scope s? */
static bool is_local(struct scope *s, struct name *nm)
{
    return nm && (nm->flags & N_BOUND) && !(nm->flags & (N_GLOBAL | N_NONLOCAL));
}

/* Finds the function scope defining name above s; marks it a cell there and free in every
 * scope in between (class scopes included, as pass-throughs). Returns true when found. */
static bool capture(struct resolver *r, struct scope *s, obj *name)
{
    for (struct scope *p = s->parent; p; p = p->parent) {
        if (p->kind == SC_MODULE)
            return false;
        struct name *nm = find_name(p, name);
        if (p->kind == SC_FUNCTION && is_local(p, nm)) {
            nm->flags |= N_CELL;
            for (struct scope *q = s; q != p; q = q->parent)
                add_name(r, q, name, N_FREE);
            return true;
        }
        if (p->kind == SC_FUNCTION && nm && (nm->flags & N_GLOBAL))
            return false;
        if (nm && (nm->flags & N_FREE)) {
            for (struct scope *q = s; q != p; q = q->parent)
                add_name(r, q, name, N_FREE);
            return true;
        }
    }
    return false;
}

/* kind a reference resolves to, before slots are known */
static int classify(struct resolver *r, struct scope *s, struct ast *node)
{
    obj *name = node->o;
    struct name *nm = find_name(s, name);
    if (s->kind == SC_MODULE)
        return A_GLOBAL;
    if (nm && (nm->flags & N_GLOBAL))
        return A_GLOBAL;
    if (s->kind == SC_CLASS) {
        if (nm && (nm->flags & N_NONLOCAL)) {
            if (!capture(r, s, name))
                goto no_binding;
            return A_CELL;
        }
        if (nm && (nm->flags & N_BOUND))
            return A_CLASSNS;
        if (nm && (nm->flags & N_FREE))
            return A_CELL;
        return capture(r, s, name) ? A_CELL : A_CLASSNS;
    }
    if (nm && (nm->flags & N_NONLOCAL)) {
        if (nm->flags & N_FREE)
            return A_CELL;
        if (!capture(r, s, name))
            goto no_binding;
        return A_CELL;
    }
    if (is_local(s, nm))
        return A_LOCAL; /* may become a cell below */
    if (nm && (nm->flags & N_FREE))
        return A_CELL;
    return capture(r, s, name) ? A_CELL : A_GLOBAL;
no_binding : {
    char msg[200];
    snprintf(msg, sizeof msg, "no binding for nonlocal '%s' found", str_cstr(name));
    fail_at(r, node->line, msg);
    return -1;
}
}

static int assign_slots(struct resolver *r, struct scope *s)
{
    struct code *code = s->code;
    if (s->kind == SC_MODULE)
        return 0;
    int nparams = code->nslots; /* parameters already hold slots 0..nparams-1 */
    int nslots = nparams;
    /* locals (function scopes) */
    if (s->kind == SC_FUNCTION)
        for (int i = 0; i < s->nnames; i++) {
            struct name *nm = &s->names[i];
            if (nm->slot < 0 && is_local(s, nm))
                nm->slot = nslots++;
        }
    int nfree = 0;
    for (int i = 0; i < s->nnames; i++) {
        struct name *nm = &s->names[i];
        if ((nm->flags & N_FREE) && !(s->kind == SC_FUNCTION && is_local(s, nm)) &&
            !(nm->flags & N_PARAM)) {
            nm->slot = nslots++;
            nfree++;
        }
    }
    obj **names = arena_alloc(r->ar, (size_t)(nslots ? nslots : 1) * sizeof(obj *));
    uint8_t *cells = arena_alloc(r->ar, (size_t)(nslots ? nslots : 1));
    int *free_from = arena_alloc(r->ar, (size_t)(nfree ? nfree : 1) * sizeof(int));
    if (!names || !cells || !free_from) {
        r->failed = true;
        return -1;
    }
    for (int i = 0; i < s->nnames; i++) {
        struct name *nm = &s->names[i];
        if (nm->slot < 0)
            continue;
        names[nm->slot] = nm->name;
        if ((nm->flags & N_CELL) && s->kind == SC_FUNCTION && is_local(s, nm))
            cells[nm->slot] = 1;
    }
    code->slot_names = names;
    code->slot_is_cell = cells;
    code->nslots = nslots;
    code->nfree = nfree;
    code->free_from = free_from;
    /* where each free variable comes from in the parent frame */
    int k = 0;
    for (int i = nslots - nfree; i < nslots; i++, k++) {
        struct name *pn = s->parent ? find_name(s->parent, names[i]) : NULL;
        free_from[k] = pn ? pn->slot : -1;
    }
    bool simple = !(code->flags & (CODE_VARARGS | CODE_VARKW)) && code->nkwonly == 0;
    for (int i = 0; i < nparams && simple; i++)
        if (cells[i])
            simple = false;
    if (simple)
        code->flags |= CODE_SIMPLE_ARGS;
    bool plain = simple && nfree == 0 && s->kind == SC_FUNCTION &&
                 !(code->flags & (CODE_GENERATOR | CODE_LAMBDA | CODE_COMPREHENSION));
    for (int i = 0; i < nslots && plain; i++)
        if (cells[i])
            plain = false;
    if (plain)
        code->flags |= CODE_PLAIN_FRAME;
    return 0;
}

int scope_resolve(struct arena *ar, struct code *module)
{
    struct resolver r = {.ar = ar};
    struct scope *top = new_scope(&r, NULL, module, SC_MODULE);
    if (top)
        visit(&r, top, module->body, false);
    /* resolve references; capture() may add free names to scopes */
    int *kinds = r.failed ? NULL : mem_alloc((r.nrefs ? r.nrefs : 1) * sizeof(int));
    if (!r.failed && !kinds)
        r.failed = true;
    for (size_t i = 0; i < r.nrefs && !r.failed; i++)
        kinds[i] = classify(&r, r.refs[i].scope, r.refs[i].node);
    /* slots: parents first (scopes were created in pre-order) */
    for (int i = 0; i < r.nscopes && !r.failed; i++)
        assign_slots(&r, r.scopes[i]);
    for (size_t i = 0; i < r.nrefs && !r.failed; i++) {
        struct ast *node = r.refs[i].node;
        struct scope *s = r.refs[i].scope;
        int k = kinds[i];
        if (k == A_LOCAL || k == A_CELL) {
            struct name *nm = find_name(s, node->o);
            node->slot = nm ? nm->slot : -1;
            if (k == A_LOCAL && s->code->slot_is_cell[node->slot])
                k = A_CELL;
            if (node->slot < 0)
                k = A_GLOBAL;
        }
        node->kind = (uint8_t)k;
    }
    /* free-variable sources must be cells in the parent */
    for (int i = 0; i < r.nscopes && !r.failed; i++) {
        struct code *code = r.scopes[i]->code;
        for (int k = 0; k < code->nfree; k++)
            if (code->free_from[k] < 0)
                fail_at(&r, code->line, "internal error: unresolved free variable");
    }
    mem_free(kinds);
    for (int i = 0; i < r.nscopes; i++) {
        mem_free(r.scopes[i]->names);
        mem_free(r.scopes[i]);
    }
    mem_free(r.scopes);
    mem_free(r.refs);
    if (r.failed && !vm->exc)
        exc_raise(&exc_SyntaxError, "invalid syntax");
    return r.failed ? -1 : 0;
}
