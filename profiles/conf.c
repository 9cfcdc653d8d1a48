/* conf: a small reader of systemd's unit-file grammar.
 *
 * Why not libinih: Debian's build caps a line at 200 bytes (INI_MAX_LINE), does
 * not pass the line number to the handler, and strips inline ';' comments,
 * which would cut "Environment=A=x;y" short. systemd has none of those rules:
 * long SystemCallFilter= lists, comments only on their own line, and '\' at
 * the end of a line to continue it. The grammar is small enough to own. */
#include "profiles/conf.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct buffer {
    char *data;
    size_t len, cap;
};

static int buffer_add(struct buffer *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *grown = realloc(b->data, cap);
        if (!grown)
            return -ENOMEM;
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

static void trim(const char **s, size_t *n)
{
    while (*n && isspace((unsigned char)**s)) {
        (*s)++;
        (*n)--;
    }
    while (*n && isspace((unsigned char)(*s)[*n - 1]))
        (*n)--;
}

struct parser {
    conf_handler handler;
    void *arg;
    char *section;
};

static int report(struct parser *p, int line, const char *error)
{
    struct conf_event e = {.line = line, .section = p->section, .error = error};
    return p->handler(&e, p->arg);
}

/* One logical line: a header or an assignment, comments already gone. */
static int logical_line(struct parser *p, char *text, int line)
{
    size_t n = strlen(text);
    if (text[0] == '[') {
        if (n < 3 || text[n - 1] != ']')
            return report(p, line, "a section header is '[Name]' alone on its line");
        char *name = strndup(text + 1, n - 2);
        if (!name)
            return -ENOMEM;
        if (strpbrk(name, "[]")) {
            free(name);
            return report(p, line, "a section header is '[Name]' alone on its line");
        }
        free(p->section);
        p->section = name;
        return 0;
    }
    char *eq = strchr(text, '=');
    if (!eq)
        return report(p, line, "expected KEY=VALUE or a [Section] header");
    const char *key = text, *value = eq + 1;
    size_t keylen = (size_t)(eq - text), valuelen = strlen(value);
    trim(&key, &keylen);
    trim(&value, &valuelen);
    if (keylen == 0)
        return report(p, line, "no key before '='");
    text[key - text + keylen] = '\0';
    ((char *)value)[valuelen] = '\0';
    struct conf_event e = {.line = line, .section = p->section, .key = key, .value = value};
    return p->handler(&e, p->arg);
}

int conf_parse(const char *text, size_t len, conf_handler handler, void *arg)
{
    struct parser p = {.handler = handler, .arg = arg};
    struct buffer logical = {0};
    bool continuing = false;
    int start = 0, line = 0, rc = 0;
    size_t pos = 0;

    while (rc == 0 && pos < len) {
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - s) : len - pos;
        pos += n + (nl ? 1 : 0);
        line++;
        if (memchr(s, '\0', n)) {
            rc = report(&p, line, "NUL byte in the line");
            continue;
        }
        trim(&s, &n);
        /* Comment lines are skipped even inside a continued line, as systemd
         * does, so a long list can be annotated item by item. */
        if (n == 0 && !continuing)
            continue;
        if (n && (s[0] == '#' || s[0] == ';'))
            continue;
        if (!continuing) {
            start = line;
            logical.len = 0;
        }
        bool more = n && s[n - 1] == '\\';
        if (more)
            n--;
        if (buffer_add(&logical, s, n) < 0 || (more && buffer_add(&logical, " ", 1) < 0)) {
            rc = -ENOMEM;
            break;
        }
        continuing = more;
        if (!continuing && logical.len)
            rc = logical_line(&p, logical.data, start);
    }
    /* A file may end on a backslash: what was gathered still counts. */
    if (rc == 0 && continuing && logical.len)
        rc = logical_line(&p, logical.data, start);
    free(logical.data);
    free(p.section);
    return rc;
}
