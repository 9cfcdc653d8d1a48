/* executor/types/obj_exc.c: the built-in exception hierarchy, raising, matching, and
 * CPython-style traceback text. Tracebacks are (function, line) records only: there are no
 * frame objects for a snippet to reach. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "executor/core/code.h"
#include "executor/core/ops.h"
#include "executor/core/textbuf.h"
#include "executor/core/utf8.h"
#include "executor/core/vm.h"
#include "executor/types/type_table.h"

/* Every built-in exception but BaseException (below, which holds the layout and the slots the
 * others inherit through type_init_builtin) is only a name and a parent, filled in from
 * exc_defs by exc_init_types. Parents come before their children. */
struct type exc_Exception, exc_SystemExit, exc_KeyboardInterrupt, exc_GeneratorExit,
    exc_ArithmeticError, exc_ZeroDivisionError, exc_OverflowError, exc_FloatingPointError,
    exc_LookupError, exc_IndexError, exc_KeyError, exc_ValueError, exc_UnicodeError,
    exc_UnicodeDecodeError, exc_UnicodeEncodeError, exc_UnicodeTranslationError, exc_TypeError,
    exc_NameError, exc_UnboundLocalError, exc_AttributeError, exc_RuntimeError, exc_RecursionError,
    exc_NotImplementedError, exc_StopIteration, exc_StopAsyncIteration, exc_AssertionError,
    exc_ImportError, exc_ModuleNotFoundError, exc_MemoryError, exc_SyntaxError,
    exc_IndentationError, exc_TabError, exc_EOFError, exc_OSError, exc_FileNotFoundError,
    exc_PermissionError, exc_TimeoutError, exc_ConnectionError, exc_BufferError, exc_ReferenceError,
    exc_SystemError, exc_Warning, exc_UserWarning, exc_DeprecationWarning,
    exc_PendingDeprecationWarning, exc_RuntimeWarning, exc_SyntaxWarning, exc_FutureWarning,
    exc_ImportWarning, exc_UnicodeWarning, exc_BytesWarning, exc_ResourceWarning, exc_LimitExceeded;

static const struct exc_def {
    struct type *type;
    const char *name;
    struct type *parent;
} exc_defs[] = {
    {&exc_Exception, "Exception", &exc_BaseException},
    {&exc_SystemExit, "SystemExit", &exc_BaseException},
    {&exc_KeyboardInterrupt, "KeyboardInterrupt", &exc_BaseException},
    {&exc_GeneratorExit, "GeneratorExit", &exc_BaseException},
    {&exc_ArithmeticError, "ArithmeticError", &exc_Exception},
    {&exc_ZeroDivisionError, "ZeroDivisionError", &exc_ArithmeticError},
    {&exc_OverflowError, "OverflowError", &exc_ArithmeticError},
    {&exc_FloatingPointError, "FloatingPointError", &exc_ArithmeticError},
    {&exc_LookupError, "LookupError", &exc_Exception},
    {&exc_IndexError, "IndexError", &exc_LookupError},
    {&exc_KeyError, "KeyError", &exc_LookupError},
    {&exc_ValueError, "ValueError", &exc_Exception},
    {&exc_UnicodeError, "UnicodeError", &exc_ValueError},
    {&exc_UnicodeDecodeError, "UnicodeDecodeError", &exc_UnicodeError},
    {&exc_UnicodeEncodeError, "UnicodeEncodeError", &exc_UnicodeError},
    {&exc_UnicodeTranslationError, "UnicodeTranslateError", &exc_UnicodeError},
    {&exc_TypeError, "TypeError", &exc_Exception},
    {&exc_NameError, "NameError", &exc_Exception},
    {&exc_UnboundLocalError, "UnboundLocalError", &exc_NameError},
    {&exc_AttributeError, "AttributeError", &exc_Exception},
    {&exc_RuntimeError, "RuntimeError", &exc_Exception},
    {&exc_RecursionError, "RecursionError", &exc_RuntimeError},
    {&exc_NotImplementedError, "NotImplementedError", &exc_RuntimeError},
    {&exc_StopIteration, "StopIteration", &exc_Exception},
    {&exc_StopAsyncIteration, "StopAsyncIteration", &exc_Exception},
    {&exc_AssertionError, "AssertionError", &exc_Exception},
    {&exc_ImportError, "ImportError", &exc_Exception},
    {&exc_ModuleNotFoundError, "ModuleNotFoundError", &exc_ImportError},
    {&exc_MemoryError, "MemoryError", &exc_Exception},
    {&exc_SyntaxError, "SyntaxError", &exc_Exception},
    {&exc_IndentationError, "IndentationError", &exc_SyntaxError},
    {&exc_TabError, "TabError", &exc_IndentationError},
    {&exc_EOFError, "EOFError", &exc_Exception},
    {&exc_OSError, "OSError", &exc_Exception},
    {&exc_FileNotFoundError, "FileNotFoundError", &exc_OSError},
    {&exc_PermissionError, "PermissionError", &exc_OSError},
    {&exc_TimeoutError, "TimeoutError", &exc_OSError},
    {&exc_ConnectionError, "ConnectionError", &exc_OSError},
    {&exc_BufferError, "BufferError", &exc_Exception},
    {&exc_ReferenceError, "ReferenceError", &exc_Exception},
    {&exc_SystemError, "SystemError", &exc_Exception},
    {&exc_Warning, "Warning", &exc_Exception},
    {&exc_UserWarning, "UserWarning", &exc_Warning},
    {&exc_DeprecationWarning, "DeprecationWarning", &exc_Warning},
    {&exc_PendingDeprecationWarning, "PendingDeprecationWarning", &exc_Warning},
    {&exc_RuntimeWarning, "RuntimeWarning", &exc_Warning},
    {&exc_SyntaxWarning, "SyntaxWarning", &exc_Warning},
    {&exc_FutureWarning, "FutureWarning", &exc_Warning},
    {&exc_ImportWarning, "ImportWarning", &exc_Warning},
    {&exc_UnicodeWarning, "UnicodeWarning", &exc_Warning},
    {&exc_BytesWarning, "BytesWarning", &exc_Warning},
    {&exc_ResourceWarning, "ResourceWarning", &exc_Warning},
    /* not a Python name: carries the "ops"/"output" limit errors, which nothing can catch */
    {&exc_LimitExceeded, "LimitExceeded", &exc_BaseException},
};

#define EXC_NDEFS (sizeof(exc_defs) / sizeof(exc_defs[0]))

/* BaseException, then exc_defs in order, then NULL: what builtins lists (exc_init_types) */
struct type *exc_all_types[EXC_NDEFS + 2];

/* BaseException.__init__(self, *args): what super().__init__(msg) in a subclass runs */
static obj *exc_init_method(obj **args, size_t nargs, obj *kw)
{
    if (!nargs || !is_exc(args[0]))
        return exc_raise(&exc_TypeError, "descriptor '__init__' requires a 'BaseException' "
                                         "object");
    if (kw && AS(tuple_obj, kw)->len && !(args[0]->type->flags & TF_HEAP))
        return exc_raise(&exc_TypeError, "%s() takes no keyword arguments", args[0]->type->name);
    struct exc_obj *e = AS(exc_obj, args[0]);
    obj *t = tuple_from_array(args + 1, nargs - 1);
    if (!t)
        return NULL;
    decref(e->args);
    e->args = t;
    if (type_is_subtype(args[0]->type, &exc_StopIteration)) {
        xdecref(e->value);
        e->value = incref(nargs > 1 ? args[1] : NONE);
    }
    return incref(NONE);
}

static obj *exc_with_traceback(obj **args, size_t nargs, obj *kw)
{
    return incref(args[0]); /* there are no traceback objects to attach */
}

static const struct method_def exc_methods[] = {
    {"__init__", exc_init_method, 0},
    {"with_traceback", exc_with_traceback, METH_O},
    {NULL, NULL, 0},
};

void exc_init_types(void)
{
    type_init_builtin(&exc_BaseException);
    exc_all_types[0] = &exc_BaseException;
    for (size_t i = 0; i < EXC_NDEFS; i++) {
        struct type *t = exc_defs[i].type;
        t->name = exc_defs[i].name;
        t->flags = TF_EXCEPTION | TF_BASETYPE;
        t->base_type = exc_defs[i].parent;
        type_init_builtin(t);
        exc_all_types[i + 1] = t;
    }
}

/* the traceback entries */
static void exc_dealloc(obj *o)
{
    mem_free(AS(exc_obj, o)->tb);
    obj_free(o);
}

obj *exc_new(struct type *t, obj **args, size_t nargs)
{
    struct exc_obj *e = (struct exc_obj *)obj_alloc(t, t->instance_size);
    if (!e)
        return NULL;
    memset((char *)e + sizeof(obj), 0, t->instance_size - sizeof(obj));
    e->args = tuple_from_array(args, nargs);
    if (!e->args) {
        decref((obj *)e);
        return NULL;
    }
    if (type_is_subtype(t, &exc_StopIteration))
        e->value = incref(nargs ? args[0] : NONE);
    return (obj *)e;
}

static obj *exc_construct(struct type *t, obj **args, size_t nargs, obj *kwnames)
{
    if (kwnames && AS(tuple_obj, kwnames)->len && !(t->flags & TF_HEAP))
        return exc_raise(&exc_TypeError, "%s() takes no keyword arguments", t->name);
    return exc_new(t, args, nargs);
}

obj *exc_set(obj *exc)
{
    if (vm->exc) {
        if (vm->fatal) { /* a limit error is never replaced */
            decref(exc);
            return NULL;
        }
        decref(vm->exc);
    }
    vm->exc = exc;
    return NULL;
}

obj *exc_raise_obj(struct type *t, obj *arg)
{
    obj *e = exc_new(t, &arg, 1);
    if (!e)
        return NULL;
    return exc_set(e);
}

obj *exc_raise(struct type *t, const char *fmt, ...)
{
    if (!fmt) { /* no message: no args, as StopIteration() has none */
        obj *e = exc_new(t, NULL, 0);
        return e ? exc_set(e) : NULL;
    }
    va_list ap;
    va_start(ap, fmt);
    obj *msg = str_from_vfmt(fmt, ap);
    va_end(ap);
    if (!msg)
        return NULL;
    obj *r = exc_raise_obj(t, msg);
    decref(msg);
    return r;
}

void exc_clear(void)
{
    CLEAR(vm->exc);
    if (vm->fatal == FATAL_MEMORY) /* native code handled the refusal itself */
        vm->fatal = FATAL_NONE;
}

bool exc_pending_is(struct type *t)
{
    return vm->exc && type_is_subtype(vm->exc->type, t);
}

bool exc_matches(obj *exc, obj *spec)
{
    if (is_tuple(spec)) {
        for (size_t i = 0; i < AS(tuple_obj, spec)->len; i++)
            if (exc_matches(exc, AS(tuple_obj, spec)->items[i]))
                return true;
        return false;
    }
    if (!is_type_obj(spec))
        return false;
    return type_is_subtype(type_of(exc), (struct type *)spec);
}

/* Remembers what the missing name was looked up in, for the traceback's suggestion. */
static void remember_missing(obj *name, obj *in, const struct code *scope)
{
    obj *e = vm->exc;
    if (!e || !is_exc(e))
        return;
    struct exc_obj *x = AS(exc_obj, e);
    xdecref(x->missing_name);
    xdecref(x->missing_in);
    x->missing_name = incref(name);
    x->missing_in = in ? incref(in) : NULL;
    x->missing_scope = scope;
}

obj *exc_attr_error(obj *o, obj *name)
{
    if (is_type_obj(o))
        exc_raise(&exc_AttributeError, "type object '%s' has no attribute '%s'",
                  ((struct type *)o)->name, str_cstr(name));
    else if (!is_small(o) && o->type == &type_module)
        exc_raise(&exc_AttributeError, "module '%s' has no attribute '%s'",
                  str_cstr(AS(module_obj, o)->name), str_cstr(name));
    else
        exc_raise(&exc_AttributeError, "'%s' object has no attribute '%s'", op_type_name(o),
                  str_cstr(name));
    remember_missing(name, o, NULL);
    return NULL;
}

obj *exc_name_error(obj *name, const struct code *scope)
{
    exc_raise(&exc_NameError, "name '%s' is not defined", str_cstr(name));
    remember_missing(name, NULL, scope);
    return NULL;
}

/* ---- "Did you mean": CPython's suggestion, the closest candidate by an edit distance
 * where a change of case costs 1 and any other edit 2, within a bound that grows with
 * the lengths ---- */
#define MOVE_COST 2
#define CASE_COST 1

static size_t edit_distance(const char *a, size_t la, const char *b, size_t lb, size_t max)
{
    size_t row[LIMIT_SUGGEST_NAME_BYTES + 1];
    if (la > LIMIT_SUGGEST_NAME_BYTES || lb > LIMIT_SUGGEST_NAME_BYTES)
        return max + 1;
    for (size_t j = 0; j <= lb; j++)
        row[j] = j * MOVE_COST;
    for (size_t i = 1; i <= la; i++) {
        size_t diag = row[0], best = row[0] = i * MOVE_COST;
        for (size_t j = 1; j <= lb; j++) {
            size_t sub = a[i - 1] == b[j - 1] ? 0
                         : tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 1])
                             ? CASE_COST
                             : MOVE_COST;
            size_t v = diag + sub;
            if (row[j] + MOVE_COST < v)
                v = row[j] + MOVE_COST;
            if (row[j - 1] + MOVE_COST < v)
                v = row[j - 1] + MOVE_COST;
            diag = row[j];
            row[j] = v;
            if (v < best)
                best = v;
        }
        if (best > max)
            return max + 1;
    }
    return row[lb];
}

struct suggestion {
    obj *best;
    size_t distance;
    size_t seen;
};

static void consider(struct suggestion *s, obj *name, obj *cand)
{
    if (!is_str(cand) || str_eq(cand, name) || ++s->seen > LIMIT_SUGGEST_CANDIDATES)
        return;
    size_t ln = str_len(name), lc = str_len(cand);
    size_t max = (ln + lc + 3) * MOVE_COST / 6;
    if (s->best && s->distance - 1 < max)
        max = s->distance - 1;
    size_t d = edit_distance(str_cstr(name), ln, str_cstr(cand), lc, max);
    if (d <= max && (!s->best || d < s->distance)) {
        s->best = cand;
        s->distance = d;
    }
}

static void consider_dict(struct suggestion *s, obj *name, obj *d)
{
    size_t pos = 0;
    obj *k, *v;
    while (d && dict_next(d, &pos, &k, &v))
        consider(s, name, k);
}

/* The candidate to suggest (borrowed), or NULL */
static obj *suggestion_for(struct exc_obj *e)
{
    obj *name = e->missing_name;
    if (!name || !is_str(name) || str_len(name) > LIMIT_SUGGEST_NAME_BYTES)
        return NULL;
    struct suggestion s = {NULL, 0, 0};
    if (type_is_subtype(e->hdr.type, &exc_NameError)) {
        /* locals, then globals, then builtins: the first namespace with one wins */
        if (e->missing_scope && !(e->missing_scope->flags & CODE_MODULE))
            for (int i = 0; i < e->missing_scope->nslots; i++)
                consider(&s, name, e->missing_scope->slot_names[i]);
        if (!s.best) {
            s.seen = 0;
            consider_dict(&s, name, vm->globals);
        }
        if (!s.best) {
            s.seen = 0;
            consider_dict(&s, name, vm->builtins);
        }
        return s.best;
    }
    obj *o = e->missing_in;
    if (!o)
        return NULL;
    if (!is_small(o) && o->type == &type_module) {
        consider_dict(&s, name, AS(module_obj, o)->dict);
        return s.best;
    }
    struct type *t = is_type_obj(o) ? (struct type *)o : type_of(o);
    if (!is_type_obj(o) && (t->flags & TF_HEAP))
        consider_dict(&s, name, instance_dict(o));
    struct tuple_obj *mro = AS(tuple_obj, t->mro);
    for (size_t i = 0; i < mro->len; i++) {
        struct type *c = (struct type *)mro->items[i];
        consider_dict(&s, name, c->dict);
    }
    return s.best;
}

obj *exc_type_error_operands(const char *op, obj *a, obj *b)
{
    return exc_raise(&exc_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", op,
                     op_type_name(a), op_type_name(b));
}

/* str(e): '' for no args, str(arg) for one, str(args) otherwise; KeyError shows the repr of
 * its single argument. */
obj *exc_str(obj *o)
{
    struct exc_obj *e = AS(exc_obj, o);
    struct tuple_obj *a = AS(tuple_obj, e->args);
    if (a->len == 0)
        return str_new("", 0);
    if (a->len == 1) {
        if (type_is_subtype(o->type, &exc_KeyError))
            return op_repr(a->items[0]);
        return op_str(a->items[0]);
    }
    return op_str(e->args);
}

static obj *exc_repr(obj *o)
{
    struct exc_obj *e = AS(exc_obj, o);
    obj *inner;
    if (AS(tuple_obj, e->args)->len == 1) {
        obj *r = op_repr(AS(tuple_obj, e->args)->items[0]);
        if (!r)
            return NULL;
        inner = str_from_fmt("(%s)", str_cstr(r));
        decref(r);
    } else {
        inner = op_repr(e->args);
    }
    if (!inner)
        return NULL;
    obj *res = str_from_fmt("%s%s", o->type->name, str_cstr(inner));
    decref(inner);
    return res;
}

/* BaseException's fields (exc_getset) come before the instance's dict, as CPython's getset
 * descriptors do. */
static obj *exc_getattr(obj *o, obj *name)
{
    struct exc_obj *e = AS(exc_obj, o);
    const struct getset_def *g = type_find_getset(o->type, name);
    if (g)
        return getset_get(g, o);
    if (!strcmp(str_cstr(name), "value") && e->value && !(e->dict && dict_get_str(e->dict, name)))
        return incref(e->value);
    return instance_getattr(o, name);
}

/* e.args = v stores tuple(v), as BaseException's setter does; every other name (and a
 * class with a __setattr__ of its own) goes the way of any instance. */
static int exc_setattr(obj *o, obj *name, obj *value)
{
    if (strcmp(str_cstr(name), "args") || !type_setattr_is_plain(o->type))
        return instance_setattr(o, name, value);
    if (!value) {
        exc_raise(&exc_TypeError, "args may not be deleted");
        return -1;
    }
    obj *t = tuple_from_iter(value);
    if (!t)
        return -1;
    struct exc_obj *e = AS(exc_obj, o);
    obj *old = e->args;
    e->args = t;
    xdecref(old);
    return 0;
}

static const struct getset_def exc_getset[] = {
    MEMBER("args", MEMBER_OBJ, struct exc_obj, args),
    MEMBER("__cause__", MEMBER_OBJ, struct exc_obj, cause),
    MEMBER("__context__", MEMBER_OBJ, struct exc_obj, context),
    {NULL, NULL},
};

struct type exc_BaseException = {
    .base = {REFCNT_IMMORTAL, &type_type},
    .name = "BaseException",
    .flags = TF_EXCEPTION | TF_BASETYPE,
    .instance_size = sizeof(struct exc_obj),
    .methods = exc_methods,
    .getset = exc_getset,
    .refs = REFS(struct exc_obj, dict, args, cause, context, value, missing_name, missing_in),
    .dealloc = exc_dealloc,
    .repr = exc_repr,
    .str = exc_str,
    .getattr = exc_getattr,
    .setattr = exc_setattr,
    .construct = exc_construct,
};

void exc_add_tb(obj *exc, const char *func, int line, const struct tb_pos *pos)
{
    struct exc_obj *e = AS(exc_obj, exc);
    struct frame *f = vm->frame;
    if (e->ntb && e->tb[e->ntb - 1].frame == (const void *)f)
        return;
    if (e->ntb == e->tbcap) {
        if (e->tbcap >= LIMIT_TB_ENTRIES * 16)
            return; /* deep recursion: keep the innermost part of the report bounded */
        int ncap = e->tbcap ? e->tbcap * 2 : 4;
        incref(exc); /* a failed allocation raises MemoryError over it */
        int fatal = vm->fatal;
        void *p = mem_realloc(e->tb, (size_t)ncap * sizeof *e->tb);
        if (!p) {
            exc_clear(); /* keep the original exception, without this entry */
            vm->exc = exc;
            vm->fatal = fatal;
            return;
        }
        decref(exc);
        e->tb = p;
        e->tbcap = ncap;
    }
    e->tb[e->ntb].func = func;
    e->tb[e->ntb].src = f && f->code ? f->code->src : NULL;
    e->tb[e->ntb].line = pos && pos->line > 0 ? pos->line : line;
    e->tb[e->ntb].frame = f;
    e->tb[e->ntb].pos = pos ? *pos : (struct tb_pos){0, -1, -1, -1, -1};
    e->ntb++;
}

/* The traceback's text: after a failed append (MemoryError pending) the rest are no-ops. */
struct sbuf {
    struct textbuf tb;
    bool failed;
};
static void sb_add(struct sbuf *b, const char *s, size_t n)
{
    if (!b->failed && !tb_add(&b->tb, s, n))
        b->failed = true;
}
static void sb_str(struct sbuf *b, const char *s)
{
    sb_add(b, s, strlen(s));
}

/* Characters (not bytes) in [p, p + n), n >= 0: offsets on screen. */
static int utf8_chars(const char *p, long n)
{
    return (int)utf8_count(p, (size_t)n);
}

/* The marker line under a traceback entry's source line, as CPython 3.11's tb_displayline
 * draws it: ^ under the failing expression (for a binary operator or a subscript, ~ under
 * the operands and ^ under the operator or brackets; to the end of the line for one that
 * goes on below), left out when plain ^ would span the whole stripped line. [line, line_end): the
 * raw line; [ls, le): what was printed of it. */
static void format_carets(struct sbuf *b, const struct tb_pos *pos, const char *line,
                          const char *line_end, const char *ls, const char *le)
{
    bool to_end = pos->end_col == TB_POS_LINE_END;
    if (pos->col < 0 || pos->end_col <= pos->col || line + pos->col > le ||
        (!to_end && line + pos->end_col > line_end))
        return;
    int stripped = utf8_chars(line, ls - line), shown = utf8_chars(ls, le - ls);
    int start = utf8_chars(line, pos->col);
    int end = to_end ? stripped + shown : utf8_chars(line, pos->end_col);
    bool anchors = pos->anchor_l >= 0 && pos->anchor_r > pos->anchor_l;
    if (end - start >= shown && !anchors)
        return;
    int al = anchors ? utf8_chars(line + pos->col, pos->anchor_l) : 0;
    int ar = anchors ? utf8_chars(line + pos->col, pos->anchor_r) : 0;
    sb_str(b, "    ");
    for (int i = stripped; i < start; i++)
        sb_str(b, " ");
    for (int i = 0; i < end - start; i++)
        sb_str(b, !anchors || (i >= al && i < ar) ? "^" : "~");
    sb_str(b, "\n");
}

static void format_one(struct sbuf *b, obj *exc, int depth)
{
    struct exc_obj *e = AS(exc_obj, exc);
    if (depth < 8) {
        if (e->cause) {
            format_one(b, e->cause, depth + 1);
            sb_str(b, "\nThe above exception was the direct cause of the following "
                      "exception:\n\n");
        } else if (e->context && !e->suppress_context) {
            format_one(b, e->context, depth + 1);
            sb_str(b, "\nDuring handling of the above exception, another exception "
                      "occurred:\n\n");
        }
    }
    if (e->ntb) {
        sb_str(b, "Traceback (most recent call last):\n");
        int repeat = 0;
        for (int i = e->ntb - 1; i >= 0; i--) {
            struct tb_entry *t = &e->tb[i];
            /* CPython folds runs of identical lines after the third repetition. */
            if (i < e->ntb - 1 && t->line == e->tb[i + 1].line && t->func == e->tb[i + 1].func) {
                repeat++;
                if (repeat >= 3) {
                    if (i == 0 || e->tb[i - 1].line != t->line || e->tb[i - 1].func != t->func) {
                        char msg[96];
                        int extra = repeat - 2;
                        snprintf(msg, sizeof msg, "  [Previous line repeated %d more time%s]\n",
                                 extra, extra > 1 ? "s" : "");
                        sb_str(b, msg);
                    }
                    continue;
                }
            } else {
                repeat = 0;
            }
            char head[256];
            snprintf(head, sizeof head, "  File \"%s\", line %d, in %s\n",
                     t->src && t->src->filename ? t->src->filename : "<snippet>", t->line, t->func);
            sb_str(b, head);
            const struct source *s = t->src;
            if (s && t->line >= 1 && (uint32_t)t->line <= s->nlines) {
                const char *ls = s->text + s->line_starts[t->line - 1];
                const char *le = t->line < (int)s->nlines ? s->text + s->line_starts[t->line] - 1
                                                          : s->text + s->len;
                const char *line_end = le;
                while (ls < le && (*ls == ' ' || *ls == '\t'))
                    ls++;
                while (le > ls && (le[-1] == '\n' || le[-1] == '\r' || le[-1] == ' '))
                    le--;
                if (le > ls) {
                    sb_str(b, "    ");
                    sb_add(b, ls, (size_t)(le - ls));
                    sb_str(b, "\n");
                    format_carets(b, &t->pos, s->text + s->line_starts[t->line - 1], line_end, ls,
                                  le);
                }
            }
        }
    }
    struct type *t = exc->type;
    if (t->module_name && strcmp(str_cstr(t->module_name), "__main__") &&
        strcmp(str_cstr(t->module_name), "builtins")) {
        sb_str(b, str_cstr(t->module_name));
        sb_str(b, ".");
    }
    sb_str(b, t->qualname ? str_cstr(t->qualname) : t->name);
    obj *s = exc_str(exc);
    if (!s) {
        exc_clear();
        sb_str(b, ": <exception str() failed>");
    } else {
        if (str_len(s)) {
            sb_str(b, ": ");
            sb_add(b, str_cstr(s), str_len(s));
        }
        decref(s);
    }
    obj *hint = suggestion_for(e);
    if (hint) {
        sb_str(b, ". Did you mean: '");
        sb_add(b, str_cstr(hint), str_len(hint));
        sb_str(b, "'?");
    }
    sb_str(b, "\n");
}

obj *exc_format_traceback(obj *exc)
{
    struct sbuf b = {0};
    format_one(&b, exc, 0);
    obj *r = b.failed ? NULL : tb_str(&b.tb);
    tb_free(&b.tb);
    return r;
}

/* ---- traceback objects: a view of one entry of an exception's traceback ---- */
struct tb_obj {
    obj hdr;
    obj *exc; /* owns the entries */
    int idx;  /* into exc's tb[]: 0 is the innermost */
};

static obj *tb_new(obj *exc, int idx)
{
    struct tb_obj *t = (struct tb_obj *)obj_alloc(&type_traceback, sizeof *t);
    if (!t)
        return NULL;
    t->exc = incref(exc);
    t->idx = idx;
    return (obj *)t;
}

obj *exc_traceback_obj(obj *exc)
{
    int n = AS(exc_obj, exc)->ntb;
    return n ? tb_new(exc, n - 1) : incref(NONE);
}

static obj *tb_getattr(obj *o, obj *name)
{
    struct tb_obj *t = AS(tb_obj, o);
    const char *n = str_cstr(name);
    if (!strcmp(n, "tb_lineno"))
        return int_from_i64(AS(exc_obj, t->exc)->tb[t->idx].line);
    if (!strcmp(n, "tb_lasti"))
        return int_from_i64(0);
    if (!strcmp(n, "tb_next"))
        return t->idx ? tb_new(t->exc, t->idx - 1) : incref(NONE);
    /* a traceback holds no frame: tb_frame (and through it f_globals, f_back...) would
     * reach interpreter machinery */
    if (!strcmp(n, "tb_frame"))
        return exc_raise(&exc_AttributeError, "Forbidden access to frame attribute: tb_frame");
    return exc_attr_error(o, name);
}

static obj *tb_repr(obj *o)
{
    return str_from_fmt("<traceback object at %p>", (void *)o);
}

struct type type_traceback = {
    .name = "traceback",
    .refs = REFS(struct tb_obj, exc),
    .repr = tb_repr,
    .getattr = tb_getattr,
};
