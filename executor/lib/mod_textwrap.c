/* executor/lib/mod_textwrap.c: the textwrap module: TextWrapper with wrap/fill, and the
 * functions wrap, fill, shorten, dedent and indent. Text is split into chunks with the
 * same regular expression CPython uses (compiled by mod_re.c, once per session), then
 * laid out by CPython's documented greedy algorithm, lengths counted in code points. */
#include <pthread.h>
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


/* textwrap.TextWrapper.wordsep_re: whitespace runs, em-dashes between words, and words
 * split after the hyphens of hyphenated words. */
#define TW_WS "[\\t\\n\\x0b\\x0c\\r ]"
#define TW_NWS "[^\\t\\n\\x0b\\x0c\\r ]"
#define TW_WP "[\\w!\"'&.,?]"
#define TW_LT "[^\\d\\W]"
static const char tw_wordsep[] =
    "(" TW_WS "+"
    "|(?<=" TW_WP ")-{2,}(?=\\w)"
    "|" TW_NWS "+?(?:"
    "-(?:(?<=" TW_LT "{2}-)|(?<=" TW_LT "-" TW_LT "-))(?=" TW_LT "-?" TW_LT ")"
    "|(?=" TW_WS "|\\Z)"
    "|(?<=" TW_WP ")(?=-{2,}\\w)"
    "))";
static const char tw_wordsep_simple[] = "(" TW_WS "+)";

/* TextWrapper's options, in the order of its positional parameters */
enum {
    TW_WIDTH,
    TW_INITIAL_INDENT,
    TW_SUBSEQUENT_INDENT,
    TW_EXPAND_TABS,
    TW_REPLACE_WHITESPACE,
    TW_FIX_SENTENCE_ENDINGS,
    TW_BREAK_LONG_WORDS,
    TW_DROP_WHITESPACE,
    TW_BREAK_ON_HYPHENS,
    TW_TABSIZE,
    TW_MAX_LINES,
    TW_PLACEHOLDER,
    TW_COUNT
};
/* The keywords of wrap, fill and shorten: "text", then TextWrapper's, in the order of
 * the options above (tw_names). */
static const char *const tw_text_names[] = {"text",
                                            "width",
                                            "initial_indent",
                                            "subsequent_indent",
                                            "expand_tabs",
                                            "replace_whitespace",
                                            "fix_sentence_endings",
                                            "break_long_words",
                                            "drop_whitespace",
                                            "break_on_hyphens",
                                            "tabsize",
                                            "max_lines",
                                            "placeholder",
                                            NULL};
static const char *const *const tw_names = tw_text_names + 1;
/* wrap, fill and shorten: text and width by position, NREQ of them required */
#define TW_SIG(nreq)                                                                               \
    (&(const struct pyargs_sig){NULL, tw_text_names, 2, (nreq), false, PA_PY, NULL})

struct wrapper {
    obj hdr;
    obj *opt[TW_COUNT];
};

static struct type tw_type_wrapper;

static obj *tw_default(int k)
{
    switch (k) {
    case TW_WIDTH:
        return small_new(70);
    case TW_INITIAL_INDENT:
    case TW_SUBSEQUENT_INDENT:
        return str_new("", 0);
    case TW_EXPAND_TABS:
    case TW_REPLACE_WHITESPACE:
    case TW_BREAK_LONG_WORDS:
    case TW_DROP_WHITESPACE:
    case TW_BREAK_ON_HYPHENS:
        return TRUE_OBJ;
    case TW_FIX_SENTENCE_ENDINGS:
        return FALSE_OBJ;
    case TW_TABSIZE:
        return small_new(8);
    case TW_MAX_LINES:
        return NONE;
    default:
        return str_new_cstr(" [...]");
    }
}

static obj *tw_new(obj **a)
{
    struct wrapper *w = (struct wrapper *)obj_alloc(&tw_type_wrapper, sizeof *w);
    if (!w)
        return NULL;
    for (int k = 0; k < TW_COUNT; k++)
        w->opt[k] = a[k] ? incref(a[k]) : tw_default(k);
    for (int k = 0; k < TW_COUNT; k++)
        if (!w->opt[k]) {
            decref((obj *)w);
            return NULL;
        }
    return (obj *)w;
}

/* bound by construct_sig: one slot per option */
static obj *tw_construct(struct type *t, obj **args, size_t nargs, obj *kw)
{
    return tw_new(args);
}

static void tw_traverse(obj *o, visit_fn visit, void *arg)
{
    obj_visit_array(((struct wrapper *)o)->opt, TW_COUNT, visit, arg);
}

static int tw_index(obj *name)
{
    for (int k = 0; k < TW_COUNT; k++)
        if (!strcmp(tw_names[k], str_cstr(name)))
            return k;
    return -1;
}

static obj *tw_getattr(obj *o, obj *name)
{
    int k = tw_index(name);
    if (k >= 0)
        return incref(((struct wrapper *)o)->opt[k]);
    return generic_getattr(o, name);
}

static int tw_setattr(obj *o, obj *name, obj *value)
{
    int k = tw_index(name);
    if (k < 0 || !value) {
        exc_raise(&exc_AttributeError, "'TextWrapper' object attribute '%s' is read-only",
                  str_cstr(name));
        return -1;
    }
    obj **slot = &((struct wrapper *)o)->opt[k];
    decref(*slot);
    *slot = incref(value);
    return 0;
}

/* ---- the algorithm ---- */

static size_t tw_len(obj *s)
{
    return AS(str_obj, s)->cplen;
}

/* chunk.strip() == '' */
static bool tw_blank(obj *s)
{
    const char *p = str_cstr(s);
    size_t n = str_len(s), i = 0;
    while (i < n) {
        size_t adv;
        uint32_t c = str_utf8_decode(p + i, &adv);
        if (!unicode_isspace(c))
            return false;
        i += adv;
    }
    return true;
}

static bool tw_flag(struct wrapper *w, int k)
{
    int t = op_truth(w->opt[k]);
    return t > 0;
}

static bool tw_int(struct wrapper *w, int k, int64_t *out)
{
    if (!is_int(w->opt[k]) || !int_to_i64(w->opt[k], out)) {
        exc_raise(&exc_TypeError, "'%s' must be an int", tw_names[k]);
        return false;
    }
    return true;
}

static obj *tw_str_opt(struct wrapper *w, int k)
{
    if (!is_str(w->opt[k]))
        return exc_raise(&exc_TypeError, "'%s' must be a str", tw_names[k]);
    return w->opt[k];
}

/* The compiled chunk splitters, kept in the textwrap module's dict (hidden names). */
static obj *tw_splitter(bool hyphens)
{
    const char *key = hyphens ? "__wordsep_re__" : "__wordsep_simple_re__";
    obj *m = dict_get_cstr(vm->modules, "textwrap");
    obj *d = m && type_of(m) == &type_module ? AS(module_obj, m)->dict : NULL;
    obj *p = d ? dict_get_cstr(d, key) : NULL;
    if (p)
        return incref(p);
    p = re_compile_str(hyphens ? tw_wordsep : tw_wordsep_simple, 0);
    if (p && d && dict_set_cstr(d, key, incref(p)) < 0) /* steals */
        exc_clear();
    return p;
}

/* _munge_whitespace then _split: the list of non-empty chunks */
static obj *tw_chunks(struct wrapper *w, obj *text)
{
    obj *t = incref(text);
    if (tw_flag(w, TW_EXPAND_TABS)) {
        int64_t tabsize;
        if (!tw_int(w, TW_TABSIZE, &tabsize)) {
            decref(t);
            return NULL;
        }
        obj *ts = int_from_i64(tabsize);
        obj *r = ts ? op_call_method(t, "expandtabs", &ts, 1) : NULL;
        xdecref(ts);
        decref(t);
        if (!r)
            return NULL;
        t = r;
    }
    if (tw_flag(w, TW_REPLACE_WHITESPACE)) {
        struct str_obj *so = AS(str_obj, t);
        obj *r = str_alloc(so->len);
        if (!r) {
            decref(t);
            return NULL;
        }
        for (size_t i = 0; i < so->len; i++) {
            char c = so->data[i];
            AS(str_obj, r)->data[i] =
                c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' ? ' ' : c;
        }
        str_finish(r);
        decref(t);
        t = r;
    }
    obj *re = tw_splitter(tw_flag(w, TW_BREAK_ON_HYPHENS));
    obj *parts = re ? op_call_method(re, "split", &t, 1) : NULL;
    xdecref(re);
    decref(t);
    if (!parts)
        return NULL;
    struct list_obj *l = AS(list_obj, parts);
    size_t j = 0;
    for (size_t i = 0; i < l->len; i++) {
        if (str_len(l->items[i]))
            l->items[j++] = l->items[i];
        else
            decref(l->items[i]);
    }
    l->len = j;
    return parts;
}

/* [a-z][.!?]["']?\Z at the end of a chunk */
static bool tw_sentence_end(obj *s)
{
    const char *p = str_cstr(s);
    size_t n = str_len(s);
    if (n && (p[n - 1] == '"' || p[n - 1] == '\''))
        n--;
    return n >= 2 && (p[n - 1] == '.' || p[n - 1] == '!' || p[n - 1] == '?') && p[n - 2] >= 'a' &&
           p[n - 2] <= 'z';
}

static bool tw_fix_sentence_endings(obj *chunks)
{
    struct list_obj *l = AS(list_obj, chunks);
    size_t i = 0;
    while (i + 1 < l->len) {
        obj *next = l->items[i + 1];
        if (str_len(next) == 1 && str_cstr(next)[0] == ' ' && tw_sentence_end(l->items[i])) {
            obj *two = str_new("  ", 2);
            if (!two)
                return false;
            decref(next);
            l->items[i + 1] = two;
            i += 2;
        } else {
            i++;
        }
    }
    return true;
}

/* s[a:b] in code points */
static obj *tw_slice(obj *s, size_t a, size_t b)
{
    size_t ba = str_cp_offset(s, a), bb = str_cp_offset(s, b);
    return str_new(str_cstr(s) + ba, bb - ba);
}

/* the reversed chunk stack: top is the last item */
struct tw_stack {
    obj *list; /* owns its items */
};

static obj *tw_top(struct tw_stack *st)
{
    struct list_obj *l = AS(list_obj, st->list);
    return l->len ? l->items[l->len - 1] : NULL;
}

static obj *tw_pop(struct tw_stack *st)
{
    struct list_obj *l = AS(list_obj, st->list);
    return l->items[--l->len]; /* the reference moves to the caller */
}

static size_t tw_stack_len(struct tw_stack *st)
{
    return AS(list_obj, st->list)->len;
}

static size_t tw_line_len(obj *line)
{
    size_t n = 0;
    for (size_t i = 0; i < AS(list_obj, line)->len; i++)
        n += tw_len(AS(list_obj, line)->items[i]);
    return n;
}

static bool tw_long_word(struct wrapper *w, struct tw_stack *st, obj *cur_line, size_t cur_len,
                         int64_t width)
{
    size_t space_left = width < 1 ? 1 : (size_t)width - cur_len;
    if (tw_flag(w, TW_BREAK_LONG_WORDS)) {
        size_t end = space_left;
        obj *chunk = tw_top(st);
        size_t clen = tw_len(chunk);
        if (tw_flag(w, TW_BREAK_ON_HYPHENS) && clen > space_left) {
            /* chunk.rfind('-', 0, space_left), kept only after some non-hyphen */
            size_t lim = str_cp_offset(chunk, space_left);
            const char *p = str_cstr(chunk);
            intptr_t hyphen = -1;
            for (size_t i = lim; i > 0; i--)
                if (p[i - 1] == '-') {
                    hyphen = (intptr_t)(i - 1);
                    break;
                }
            if (hyphen > 0) {
                bool other = false;
                for (intptr_t i = 0; i < hyphen && !other; i++)
                    other = p[i] != '-';
                size_t hcp = AS(str_obj, chunk)->ascii ? (size_t)hyphen : 0;
                if (!AS(str_obj, chunk)->ascii)
                    for (intptr_t i = 0; i < hyphen; i++)
                        hcp += ((unsigned char)p[i] & 0xC0) != 0x80;
                if (other)
                    end = hcp + 1;
            }
        }
        obj *head = tw_slice(chunk, 0, end), *tail = tw_slice(chunk, end, clen);
        bool ok = head && tail && list_append(cur_line, head) == 0;
        xdecref(head);
        if (ok) {
            struct list_obj *l = AS(list_obj, st->list);
            decref(l->items[l->len - 1]);
            l->items[l->len - 1] = tail;
        } else {
            xdecref(tail);
        }
        return ok;
    }
    if (!AS(list_obj, cur_line)->len)
        return list_append_steal(cur_line, tw_pop(st)) == 0;
    return true;
}

/* indent + ''.join(parts) */
static obj *tw_join(obj *indent, obj *parts)
{
    obj *empty = str_new("", 0);
    obj *body = empty ? str_join(empty, parts) : NULL;
    xdecref(empty);
    obj *r = body ? str_concat(indent, body) : NULL;
    xdecref(body);
    return r;
}

static obj *tw_wrap_chunks(struct wrapper *w, obj *chunks)
{
    int64_t width;
    if (!tw_int(w, TW_WIDTH, &width))
        return NULL;
    if (width <= 0)
        return exc_raise(&exc_ValueError, "invalid width %lld (must be > 0)", (long long)width);
    obj *initial = tw_str_opt(w, TW_INITIAL_INDENT),
        *subsequent = tw_str_opt(w, TW_SUBSEQUENT_INDENT);
    obj *placeholder = tw_str_opt(w, TW_PLACEHOLDER);
    if (!initial || !subsequent || !placeholder)
        return NULL;
    bool has_max = w->opt[TW_MAX_LINES] != NONE;
    int64_t max_lines = 0;
    if (has_max) {
        if (!tw_int(w, TW_MAX_LINES, &max_lines))
            return NULL;
        obj *ind = max_lines > 1 ? subsequent : initial;
        obj *ps = op_call_method(placeholder, "lstrip", NULL, 0);
        if (!ps)
            return NULL;
        bool big = (int64_t)(tw_len(ind) + tw_len(ps)) > width;
        decref(ps);
        if (big)
            return exc_raise(&exc_ValueError, "placeholder too large for max width");
    }
    bool drop = tw_flag(w, TW_DROP_WHITESPACE);
    size_t plen = tw_len(placeholder);
    /* chunks.reverse(): the stack pops from the end */
    struct list_obj *cl = AS(list_obj, chunks);
    for (size_t i = 0; i < cl->len / 2; i++) {
        obj *t = cl->items[i];
        cl->items[i] = cl->items[cl->len - 1 - i];
        cl->items[cl->len - 1 - i] = t;
    }
    struct tw_stack st = {chunks};
    obj *lines = list_new(0);
    obj *cur = NULL;
    while (lines && tw_stack_len(&st)) {
        if (!vm_charge(1)) {
            vm_ops_exceeded();
            goto fail;
        }
        cur = list_new(0);
        if (!cur)
            goto fail;
        size_t cur_len = 0;
        size_t nlines = AS(list_obj, lines)->len;
        obj *indent = nlines ? subsequent : initial;
        int64_t wdt = width - (int64_t)tw_len(indent);
        if (drop && tw_blank(tw_top(&st)) && nlines)
            decref(tw_pop(&st));
        while (tw_stack_len(&st)) {
            size_t l = tw_len(tw_top(&st));
            if ((int64_t)(cur_len + l) <= wdt) {
                if (list_append_steal(cur, tw_pop(&st)) < 0)
                    goto fail;
                cur_len += l;
            } else {
                break;
            }
        }
        if (tw_stack_len(&st) && (int64_t)tw_len(tw_top(&st)) > wdt) {
            if (!tw_long_word(w, &st, cur, cur_len, wdt))
                goto fail;
            cur_len = tw_line_len(cur);
        }
        struct list_obj *cll = AS(list_obj, cur);
        if (drop && cll->len && tw_blank(cll->items[cll->len - 1])) {
            cur_len -= tw_len(cll->items[cll->len - 1]);
            decref(cll->items[--cll->len]);
        }
        if (cll->len) {
            size_t rest = tw_stack_len(&st);
            if (!has_max || (int64_t)nlines + 1 < max_lines ||
                ((!rest || (drop && rest == 1 && tw_blank(tw_top(&st)))) &&
                 (int64_t)cur_len <= wdt)) {
                obj *line = tw_join(indent, cur);
                if (!line || list_append_steal(lines, line) < 0)
                    goto fail;
            } else {
                bool placed = false;
                while (cll->len) {
                    obj *lastc = cll->items[cll->len - 1];
                    if (!tw_blank(lastc) && (int64_t)(cur_len + plen) <= wdt) {
                        if (list_append(cur, placeholder) < 0)
                            goto fail;
                        obj *line = tw_join(indent, cur);
                        if (!line || list_append_steal(lines, line) < 0)
                            goto fail;
                        placed = true;
                        break;
                    }
                    cur_len -= tw_len(lastc);
                    decref(cll->items[--cll->len]);
                }
                if (!placed) {
                    struct list_obj *ll = AS(list_obj, lines);
                    bool merged = false;
                    if (ll->len) {
                        obj *prev = op_call_method(ll->items[ll->len - 1], "rstrip", NULL, 0);
                        if (!prev)
                            goto fail;
                        if ((int64_t)(tw_len(prev) + plen) <= width) {
                            obj *nl = str_concat(prev, placeholder);
                            decref(prev);
                            if (!nl)
                                goto fail;
                            decref(ll->items[ll->len - 1]);
                            ll->items[ll->len - 1] = nl;
                            merged = true;
                        } else {
                            decref(prev);
                        }
                    }
                    if (!merged) {
                        obj *ps = op_call_method(placeholder, "lstrip", NULL, 0);
                        obj *line = ps ? str_concat(indent, ps) : NULL;
                        xdecref(ps);
                        if (!line || list_append_steal(lines, line) < 0)
                            goto fail;
                    }
                }
                CLEAR(cur);
                break;
            }
        }
        CLEAR(cur);
    }
    return lines;
fail:
    xdecref(cur);
    xdecref(lines);
    return NULL;
}

static obj *tw_do_wrap(struct wrapper *w, obj *text)
{
    if (!is_str(text))
        return exc_raise(&exc_AttributeError, "'%s' object has no attribute 'expandtabs'",
                         op_type_name(text));
    obj *chunks = tw_chunks(w, text);
    if (!chunks)
        return NULL;
    if (tw_flag(w, TW_FIX_SENTENCE_ENDINGS) && !tw_fix_sentence_endings(chunks)) {
        decref(chunks);
        return NULL;
    }
    obj *r = tw_wrap_chunks(w, chunks);
    decref(chunks);
    return r;
}

static obj *tw_lines_join(obj *lines)
{
    if (!lines)
        return NULL;
    obj *nl = str_new("\n", 1);
    obj *r = nl ? str_join(nl, lines) : NULL;
    xdecref(nl);
    decref(lines);
    return r;
}

static obj *tw_m_wrap(obj **args, size_t nargs, obj *kw)
{
    return tw_do_wrap((struct wrapper *)args[0], args[1]);
}

static obj *tw_m_fill(obj **args, size_t nargs, obj *kw)
{
    return tw_lines_join(tw_do_wrap((struct wrapper *)args[0], args[1]));
}

static const struct method_def tw_methods[] = {
    {"wrap", tw_m_wrap, 0, &(const struct pyargs_sig){"TextWrapper.wrap", (const char *const[]){"text", NULL}, 1, 1, false, PA_PY, NULL}},
    {"fill", tw_m_fill, 0, &(const struct pyargs_sig){"TextWrapper.fill", (const char *const[]){"text", NULL}, 1, 1, false, PA_PY, NULL}},
    {NULL, NULL, 0},
};

static struct type tw_type_wrapper = {
    .name = "TextWrapper",
    .methods = tw_methods,
    .traverse = tw_traverse,
    .getattr = tw_getattr,
    .setattr = tw_setattr,
    .construct = tw_construct,
    /* max_lines and placeholder are keyword-only */
    .construct_sig = &(const struct pyargs_sig){"TextWrapper.__init__", tw_text_names + 1,
                                                TW_MAX_LINES, 0, false, PA_PY, NULL},
};

/* ---- module functions ---- */

/* wrap/fill/shorten(text, width, **kwargs), bound by their signature (TW_SIG): the text,
 * then one slot per option of the TextWrapper they make */
static obj *tw_f_wrap(obj **args, size_t nargs, obj *kw)
{
    obj *w = tw_new(args + 1);
    obj *r = w ? tw_do_wrap((struct wrapper *)w, args[0]) : NULL;
    xdecref(w);
    return r;
}

static obj *tw_f_fill(obj **args, size_t nargs, obj *kw)
{
    obj *w = tw_new(args + 1);
    obj *r = w ? tw_lines_join(tw_do_wrap((struct wrapper *)w, args[0])) : NULL;
    xdecref(w);
    return r;
}

static obj *tw_f_shorten(obj **args, size_t nargs, obj *kw)
{
    obj *text = args[0];
    obj *w = tw_new(args + 1);
    if (!w)
        return NULL;
    struct wrapper *tw = (struct wrapper *)w;
    decref(tw->opt[TW_MAX_LINES]);
    tw->opt[TW_MAX_LINES] = small_new(1);
    /* ' '.join(text.strip().split()) */
    obj *stripped = op_call_method(text, "strip", NULL, 0);
    obj *words = stripped ? op_call_method(stripped, "split", NULL, 0) : NULL;
    obj *sp = words ? str_new(" ", 1) : NULL;
    obj *joined = sp ? str_join(sp, words) : NULL;
    xdecref(stripped);
    xdecref(words);
    xdecref(sp);
    obj *r = joined ? tw_lines_join(tw_do_wrap(tw, joined)) : NULL;
    xdecref(joined);
    decref(w);
    return r;
}

/* the line starting at byte i of s ends (after its '\n') at the returned offset */
static size_t tw_line_end(const char *s, size_t len, size_t i)
{
    const char *nl = memchr(s + i, '\n', len - i);
    return nl ? (size_t)(nl - s) + 1 : len;
}

static obj *tw_f_dedent(obj **a, size_t nargs, obj *kw)
{
    if (!is_str(a[0]))
        return exc_raise(&exc_TypeError, "expected string or bytes-like object, got '%s'",
                         op_type_name(a[0]));
    const char *s = str_cstr(a[0]);
    size_t len = str_len(a[0]);
    if (!vm_charge(len / 64))
        return vm_ops_exceeded();
    /* Lines of only spaces and tabs become empty; the margin is the longest common
     * leading run of spaces and tabs over the other lines. */
    const char *margin = NULL;
    size_t mlen = 0;
    for (size_t i = 0; i < len;) {
        size_t e = tw_line_end(s, len, i);
        size_t j = i;
        while (j < e && (s[j] == ' ' || s[j] == '\t'))
            j++;
        bool blank = j == e || (s[j] == '\n');
        if (!blank) {
            size_t ind = j - i;
            if (!margin) {
                margin = s + i;
                mlen = ind;
            } else {
                size_t k = 0;
                while (k < mlen && k < ind && margin[k] == s[i + k])
                    k++;
                mlen = k;
            }
        }
        i = e;
    }
    struct textbuf out = {0};
    for (size_t i = 0; i < len;) {
        size_t e = tw_line_end(s, len, i);
        size_t j = i;
        while (j < e && (s[j] == ' ' || s[j] == '\t'))
            j++;
        bool ok;
        if (j == e || s[j] == '\n') { /* whitespace-only: keep just the newline */
            ok = tb_add(&out, s + j, e - j);
        } else {
            ok = tb_add(&out, s + i + mlen, e - i - mlen);
        }
        if (!ok) {
            tb_free(&out);
            return NULL;
        }
        i = e;
    }
    return tb_finish(&out);
}

static obj *tw_f_indent(obj **a, size_t nargs, obj *kw)
{
    if (!is_str(a[0]) || !is_str(a[1]))
        return exc_raise(&exc_TypeError, "can only concatenate str (not \"%s\") to str",
                         op_type_name(!is_str(a[0]) ? a[0] : a[1]));
    obj *pred = a[2] && a[2] != NONE ? a[2] : NULL;
    obj *keepends = TRUE_OBJ;
    obj *lines = op_call_method(a[0], "splitlines", &keepends, 1);
    if (!lines)
        return NULL;
    struct textbuf out = {0};
    bool ok = true;
    struct list_obj *l = AS(list_obj, lines);
    for (size_t i = 0; ok && i < l->len; i++) {
        obj *line = l->items[i];
        int want;
        if (pred) {
            obj *r = op_call1(pred, line);
            want = r ? op_truth(r) : -1;
            xdecref(r);
        } else {
            want = !tw_blank(line);
        }
        if (want < 0)
            ok = false;
        else
            ok = (!want || tb_add_str(&out, a[1])) && tb_add_str(&out, line);
    }
    decref(lines);
    if (!ok) {
        tb_free(&out);
        return NULL;
    }
    return tb_finish(&out);
}

static const struct method_def tw_funcs[] = {
    {"wrap", tw_f_wrap, 0, TW_SIG(1)},
    {"fill", tw_f_fill, 0, TW_SIG(1)},
    {"shorten", tw_f_shorten, 0, TW_SIG(2)},
    {"dedent", tw_f_dedent, 0, PA_SIG_PY(1, 1, NULL, "text")},
    {"indent", tw_f_indent, 0, PA_SIG_PY(2, 3, NULL, "text", "prefix", "predicate")},
    {NULL, NULL, 0},
};

static const struct module_type tw_types[] = {
    {&tw_type_wrapper, true, NULL},
    {NULL},
};

const struct module_def mod_textwrap = {"textwrap", tw_funcs, tw_types};
