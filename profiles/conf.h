/* conf: the grammar of systemd's unit files, as profiles use it. Sections in
 * brackets, KEY=VALUE lines, full-line comments starting with '#' or ';', and
 * a backslash at the end of a line continuing it on the next. No length limit
 * and no inline comments: a ';' or '#' inside a value is part of the value. */
#ifndef WARDEN_CONF_H
#define WARDEN_CONF_H

#include <stddef.h>

/* One event of a parse. For an assignment, section, key and value are set
 * (section is NULL before the first header); for a syntax error, error says
 * what is wrong. line is where the assignment or the bad line starts. */
struct conf_event {
    int line;
    const char *section;
    const char *key;
    const char *value;
    const char *error;
};

/* Calls handler for each assignment and each syntax error of text (len bytes,
 * NUL bytes included, which are errors). A handler returning non-zero stops
 * the parse, and conf_parse returns that value; otherwise it returns 0, or
 * -ENOMEM. */
typedef int (*conf_handler)(const struct conf_event *event, void *arg);
int conf_parse(const char *text, size_t len, conf_handler handler, void *arg);

#endif
