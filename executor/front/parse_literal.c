/* executor/front/parse_literal.c: number and string literals to constants. Strings are
 * decoded here (escapes, \N{...} names, raw and bytes prefixes, implicit concatenation), and
 * f-strings become A_FSTRING nodes of literal parts and A_FVALUE replacement fields, whose
 * expressions go back to conv_expr. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "executor/front/grow.h"
#include "executor/front/parse_conv.h"
#include "executor/core/ops.h"
#include "executor/core/vm.h"
#include "executor/core/textbuf.h"
#include "executor/unicode/ucd_names.h"
#include "executor/unicode/unicode.h"

/* ---- literals ---- */
struct ast *conv_integer(struct conv *c, TSNode n, int arg)
{
    size_t l;
    const char *t = conv_text(c, n, &l);
    if (l && (t[l - 1] == 'l' || t[l - 1] == 'L'))
        return conv_fail(c, n, NULL, "invalid decimal literal");
    if (l && (t[l - 1] == 'j' || t[l - 1] == 'J')) {
        char buf[128];
        size_t o = 0;
        for (size_t i = 0; i + 1 < l && o < sizeof buf - 1; i++)
            if (t[i] != '_')
                buf[o++] = t[i];
        buf[o] = 0;
        return conv_const(c, n, complex_new(0.0, strtod(buf, NULL)));
    }
    if (l > 1 && t[0] == '0' && ((t[1] >= '0' && t[1] <= '9') || t[1] == '_')) {
        bool allzero = true;
        for (size_t i = 0; i < l; i++)
            if (t[i] != '0' && t[i] != '_')
                allzero = false;
        if (!allzero)
            return conv_fail(c, n, NULL,
                             "leading zeros in decimal integer literals are not "
                             "permitted; use an 0o prefix for octal integers");
    }
    obj *v = int_from_string(t, l, 0, true);
    if (!v) {
        /* a decimal literal over the digit limit: CPython's message with its hint */
        obj *msg = exc_pending_is(&exc_ValueError) ? exc_str(vm->exc) : NULL;
        exc_clear();
        if (msg && strstr(str_cstr(msg), "Exceeds the limit")) {
            struct ast *r = conv_fail(c, n, NULL,
                                      "%s - Consider hexadecimal for huge integer literals to "
                                      "avoid decimal conversion limits.",
                                      str_cstr(msg));
            decref(msg);
            return r;
        }
        xdecref(msg);
        return conv_fail(c, n, NULL, "invalid decimal literal");
    }
    return conv_const(c, n, v);
}

struct ast *conv_float(struct conv *c, TSNode n, int arg)
{
    size_t l;
    const char *t = conv_text(c, n, &l);
    char buf[512];
    size_t o = 0;
    bool imag = l && (t[l - 1] == 'j' || t[l - 1] == 'J');
    for (size_t i = 0; i < l - imag && o < sizeof buf - 1; i++)
        if (t[i] != '_')
            buf[o++] = t[i];
    buf[o] = 0;
    double d = strtod(buf, NULL);
    return conv_const(c, n, imag ? complex_new(0.0, d) : float_new(d));
}

/* ---- strings ---- */
static int hexval(char ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if ((ch | 32) >= 'a' && (ch | 32) <= 'f')
        return (ch | 32) - 'a' + 10;
    return -1;
}

/* Adds the code point v: a byte in a bytes literal, UTF-8 in a str. */
static bool add_escaped(struct textbuf *out, uint32_t v, bool bytes)
{
    if (bytes)
        return tb_addc(out, (char)v);
    return tb_add_cp(out, v);
}

/* \uXXXX and \UXXXXXXXX (s at the backslash, l its length): the code point, or false with
 * the conversion failed (CPython's messages). */
static bool unicode_escape(struct conv *c, TSNode n, const char *s, size_t l, uint32_t *v)
{
    char e = s[1];
    size_t nd = e == 'u' ? 4 : 8;
    *v = 0;
    if (l < 2 + nd) {
        conv_fail(c, n, NULL,
                  "(unicode error) 'unicodeescape' codec can't decode bytes: "
                  "truncated \\%cXXXX escape",
                  e);
        return false;
    }
    for (size_t i = 0; i < nd; i++) {
        int h = hexval(s[2 + i]);
        if (h < 0) {
            conv_fail(c, n, NULL,
                      "(unicode error) 'unicodeescape' codec can't decode "
                      "bytes: truncated escape");
            return false;
        }
        *v = *v * 16 + (uint32_t)h;
    }
    if (*v > 0x10ffff) {
        conv_fail(c, n, NULL,
                  "(unicode error) 'unicodeescape' codec can't decode bytes: "
                  "illegal Unicode character");
        return false;
    }
    return true;
}

/* \N{NAME}: the name table is unicodedata's (unicode/ucd_names.c); CPython matches names
 * case-insensitively */
static bool named_escape(struct conv *c, TSNode n, const char *s, size_t l, uint32_t *cp)
{
    char name[128];
    size_t k = 0;
    bool ok = l > 4 && s[2] == '{' && s[l - 1] == '}' && l - 4 < sizeof name;
    for (size_t i = 3; ok && i + 1 < l; i++)
        name[k++] = (char)toupper((unsigned char)s[i]);
    name[k] = 0;
    if (ok && ucd_lookup_name(name, cp))
        return true;
    conv_fail(c, n, NULL,
              "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-%zu: %s",
              l - 1, ok ? "unknown Unicode character name" : "malformed \\N character escape");
    return false;
}

/* Decodes one escape sequence (s starts at the backslash, l its length) into out. */
static bool decode_escape(struct conv *c, TSNode n, const char *s, size_t l, bool bytes,
                          struct textbuf *out)
{
    /* the one-character escapes, as pairs: the letter, then what it stands for */
    static const char simple[] = "\\\\''\"\"a\ab\bf\fn\nr\rt\tv\v";
    if (l < 2)
        return tb_add(out, s, l);
    char e = s[1];
    if (e == '\n' || e == '\r') /* a backslash-newline continues the literal */
        return true;
    for (size_t i = 0; i + 1 < sizeof simple; i += 2)
        if (simple[i] == e)
            return tb_addc(out, simple[i + 1]);
    uint32_t v = 0;
    switch (e) {
    case 'x':
        if (l < 4 || hexval(s[2]) < 0 || hexval(s[3]) < 0) {
            conv_fail(c, n, NULL,
                      "(unicode error) 'unicodeescape' codec can't decode bytes: "
                      "truncated \\xXX escape");
            return false;
        }
        return add_escaped(out, (uint32_t)(hexval(s[2]) * 16 + hexval(s[3])), bytes);
    case 'u':
    case 'U':
        if (bytes) /* no \u in bytes: kept literally */
            return tb_add(out, s, l);
        return unicode_escape(c, n, s, l, &v) && tb_add_cp(out, v);
    case 'N':
        if (bytes)
            return tb_add(out, s, l);
        return named_escape(c, n, s, l, &v) && tb_add_cp(out, v);
    default:
        if (e < '0' || e > '7')
            return tb_add(out, s, l); /* unknown escape: kept literally */
        for (size_t i = 1; i < l && i < 4 && s[i] >= '0' && s[i] <= '7'; i++)
            v = v * 8 + (uint32_t)(s[i] - '0');
        return add_escaped(out, v, bytes);
    }
}

struct strparts {
    struct ast **v;
    size_t n, cap;
    struct textbuf lit; /* pending literal text */
    bool is_bytes, is_f, any;
};

static bool parts_push(struct conv *c, struct strparts *p, struct ast *a)
{
    if (!front_grow_arena(c->ar, &p->v, &p->cap, p->n, sizeof *p->v, 8))
        return false;
    p->v[p->n++] = a;
    return true;
}

static bool parts_flush(struct conv *c, struct strparts *p, TSNode n)
{
    if (!p->lit.len)
        return true;
    struct ast *k = conv_const(c, n, str_new(p->lit.data, p->lit.len));
    p->lit.len = 0;
    return k && parts_push(c, p, k);
}

/* The A_FSTRING node at n made of the parts, the pending literal flushed first; frees the
 * literal buffer either way. */
static struct ast *parts_finish(struct conv *c, struct strparts *p, TSNode n)
{
    bool flushed = parts_flush(c, p, n);
    mem_free(p->lit.data);
    struct ast *r = flushed ? conv_node(c, A_FSTRING, n) : NULL;
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
                           struct textbuf *out)
{
    size_t cnt;
    size_t base = conv_children(c, content, &cnt);
    uint32_t pos = ts_node_start_byte(content), end = ts_node_end_byte(content);
    bool ok = true;
    for (size_t i = 0; i < cnt && ok; i++) {
        struct child *k = &KID(base + i);
        uint32_t ks = ts_node_start_byte(k->node), ke = ts_node_end_byte(k->node);
        if (k->kind != K_ESCAPE_SEQUENCE && k->kind != K_ESCAPE_INTERPOLATION)
            continue;
        ok = tb_add(out, c->src + pos, ks - pos);
        if (!ok)
            break;
        if (k->kind == K_ESCAPE_INTERPOLATION)
            ok = tb_add(out, c->src + ks, fstr ? 1 : ke - ks);
        else if (raw)
            ok = tb_add(out, c->src + ks, ke - ks);
        else
            ok = decode_escape(c, k->node, c->src + ks, ke - ks, bytes, out);
        pos = ke;
    }
    c->nkids = base;
    if (ok)
        ok = tb_add(out, c->src + pos, end - pos);
    return ok && !c->failed;
}

static struct ast *conv_fstring_spec(struct conv *c, TSNode spec);

/* f"{n:=+12}": in a replacement field a top-level ':' starts the format spec (a walrus
 * needs parentheses there), but tree-sitter reads `n := +12`, or an ERROR when the spec
 * is no expression ("=^11"). The name is the value; the rest, up to '}', the spec. */
static bool conv_interpolation_colon_eq(struct conv *c, TSNode n, TSNode named, struct strparts *p)
{
    TSNode name = ts_node_child_by_field_name(named, "name", 4);
    if (ts_node_is_null(name) || conv_kind(name) != K_IDENTIFIER) {
        conv_fail(c, named, NULL, "invalid syntax");
        return false;
    }
    uint32_t s = ts_node_end_byte(name), e = ts_node_end_byte(n);
    while (s < e && c->src[s] != ':')
        s++;
    if (e > 0 && c->src[e - 1] == '}')
        e--;
    if (s >= e || memchr(c->src + s, '{', e - s)) {
        conv_fail(c, named, NULL, "f-string: nested fields after ':=' are not supported");
        return false;
    }
    if (!parts_flush(c, p, n))
        return false;
    struct ast *fv = conv_node(c, A_FVALUE, n);
    struct ast *spec = fv ? conv_node(c, A_FSTRING, named) : NULL;
    struct ast *text = spec ? conv_const(c, named, str_new(c->src + s + 1, e - s - 1)) : NULL;
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
    size_t base = conv_children(c, n, &cnt);
    TSNode expr = {0}, conversion = {0}, spec = {0};
    bool has_expr = false, has_conv = false, has_spec = false, debug = false;
    uint32_t debug_end = 0;
    for (size_t i = 0; i < cnt; i++) {
        struct child *k = &KID(base + i);
        if (k->field == F_EXPRESSION) {
            expr = k->node;
            has_expr = true;
        } else if (k->field == F_TYPE_CONVERSION) {
            conversion = k->node;
            has_conv = true;
        } else if (k->field == F_FORMAT_SPECIFIER) {
            spec = k->node;
            has_spec = true;
        } else if (!k->named && conv_text_is(c, k->node, "=")) {
            debug = true;
            debug_end = ts_node_end_byte(k->node);
        }
    }
    c->nkids = base;
    if (!has_expr) {
        conv_fail(c, n, NULL, "f-string: empty expression not allowed");
        return false;
    }
    if (conv_kind(expr) == K_NAMED && !has_spec && !has_conv)
        return conv_interpolation_colon_eq(c, n, expr, p);
    if (debug) {
        /* f"{x = }" prints the source text up to and including '=' with its spaces */
        uint32_t s = ts_node_start_byte(n) + 1;
        uint32_t e = debug_end;
        /* keep whitespace after '=' up to the next token */
        while (e < ts_node_end_byte(n) && (c->src[e] == ' '))
            e++;
        if (!tb_add(&p->lit, c->src + s, e - s))
            return false;
    }
    if (!parts_flush(c, p, n))
        return false;
    struct ast *fv = conv_node_of(c, A_FVALUE, n, conv_expr(c, expr));
    if (!fv || !fv->a)
        return false;
    if (has_conv) {
        size_t l;
        const char *t = conv_text(c, conversion, &l);
        char ch = l >= 2 ? t[1] : 0;
        if (ch != 'r' && ch != 's' && ch != 'a') {
            conv_fail(c, conversion, NULL,
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
    size_t base = conv_children(c, spec, &cnt);
    struct strparts p = {0};
    p.is_f = true;
    uint32_t pos = ts_node_start_byte(spec);
    struct child *k0 = cnt ? &KID(base) : NULL;
    if (k0 && !k0->named && conv_text_is(c, k0->node, ":"))
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
        if (stop > pos && !tb_add(&p.lit, c->src + pos, stop - pos))
            goto fail;
        if (i == nexprs)
            break;
        if (!parts_flush(c, &p, spec))
            goto fail;
        /* the format_expression node: '{' expression '}' */
        size_t cc;
        size_t b2 = conv_children(c, exprs[i], &cc);
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
        struct ast *fv = conv_node(c, A_FVALUE, exprs[i]);
        if (!fv || !(fv->a = conv_expr(c, e)) || !parts_push(c, &p, fv))
            goto fail;
        pos = ends[i];
    }
    return parts_finish(c, &p, spec);
fail:
    mem_free(p.lit.data);
    c->failed = true;
    return NULL;
}

static bool conv_string_into(struct conv *c, TSNode n, struct strparts *p)
{
    size_t cnt;
    struct child *kids = conv_children_copy(c, n, &cnt);
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
            const char *t = conv_text(c, k->node, &l);
            if (l > quote)
                ok = tb_add(&p->lit, t, l - quote);
            continue;
        }
        if (k->kind == K_STRING_START) {
            size_t l;
            const char *t = conv_text(c, k->node, &l);
            quote = l >= 3 && t[l - 1] == t[l - 2] && t[l - 2] == t[l - 3] ? 3 : 1;
            if (l && t[l - 1] == '`') { /* tree-sitter reads Python 2's `x` as a string */
                conv_fail(c, k->node, NULL, "invalid syntax");
                ok = false;
                break;
            }
        }
        if (k->kind == K_STRING_START) {
            size_t l;
            const char *t = conv_text(c, k->node, &l);
            for (size_t j = 0; j < l && t[j] != '\'' && t[j] != '"'; j++) {
                char ch = (char)(t[j] | 32);
                raw |= ch == 'r';
                bytes |= ch == 'b';
                fstr |= ch == 'f';
            }
            if (p->any && p->is_bytes != bytes) {
                conv_fail(c, n, NULL, "cannot mix bytes and nonbytes literals");
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
            const char *t = conv_text(c, k->node, &l);
            if (k->kind == K_ESCAPE_INTERPOLATION)
                ok = tb_add(&p->lit, t, fstr ? 1 : l);
            else
                ok = raw ? tb_add(&p->lit, t, l) : decode_escape(c, k->node, t, l, bytes, &p->lit);
        } else if (k->kind == K_ERROR) {
            conv_fail(c, k->node, NULL, "invalid syntax");
            ok = false;
        }
    }
    mem_free(kids);
    return ok && !c->failed;
}

struct ast *conv_string(struct conv *c, TSNode n, int concat)
{
    struct strparts p = {0};
    bool ok = true;
    if (concat) {
        size_t cnt;
        size_t base = conv_children(c, n, &cnt);
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
        mem_free(p.lit.data);
        c->failed = true;
        return NULL;
    }
    if (!p.is_f) {
        obj *o;
        if (p.is_bytes) {
            o = bytes_new(p.lit.data, p.lit.len);
        } else {
            if (!utf8_valid(p.lit.data ? p.lit.data : "", p.lit.len)) {
                mem_free(p.lit.data);
                return conv_fail(c, n, NULL, "(unicode error) invalid utf-8");
            }
            o = str_new(p.lit.data ? p.lit.data : "", p.lit.len);
        }
        mem_free(p.lit.data);
        return conv_const(c, n, o);
    }
    return parts_finish(c, &p, n);
}
