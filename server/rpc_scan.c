/* rpc_scan: what can still be read from a line jansson refuses. A request's
 * id is recovered from a malformed or over-long line, so that the error
 * reaches the request that caused it (MCP forbids answering a request with a
 * null id). Numbers jansson cannot hold are jsonnum.c's. */
#include "server/rpc.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static size_t skip_space(const char *s, size_t at, size_t len)
{
    while (at < len && (s[at] == ' ' || s[at] == '\t' || s[at] == '\r' || s[at] == '\n'))
        at++;
    return at;
}

/* From the opening quote to just past the closing one; len when unclosed. */
static size_t skip_string(const char *s, size_t at, size_t len)
{
    for (at++; at < len; at++) {
        if (s[at] == '\\')
            at++;
        else if (s[at] == '"')
            return at + 1;
    }
    return len;
}

/* Past one value of any kind; len when the line ends inside it. */
static size_t skip_value(const char *s, size_t at, size_t len)
{
    int depth = 0;
    while (at < len) {
        char ch = s[at];
        if (ch == '"') {
            at = skip_string(s, at, len);
        } else if (ch == '{' || ch == '[') {
            depth++;
            at++;
        } else if (ch == '}' || ch == ']') {
            if (depth == 0)
                return at;
            depth--;
            at++;
        } else if (ch == ',' && depth == 0) {
            return at;
        } else {
            at++;
        }
        if (depth == 0 && at < len && (s[at] == ',' || s[at] == '}' || s[at] == ']'))
            return at;
    }
    return len;
}

json_t *rpc_scan_id(const char *s, size_t len)
{
    size_t at = skip_space(s, 0, len);
    if (at >= len || s[at] != '{')
        return NULL;
    for (at++;;) {
        at = skip_space(s, at, len);
        if (at >= len || s[at] != '"')
            return NULL;
        size_t key = at;
        at = skip_string(s, at, len);
        bool is_id = at - key == 4 && memcmp(s + key, "\"id\"", 4) == 0;
        at = skip_space(s, at, len);
        if (at >= len || s[at] != ':')
            return NULL;
        at = skip_space(s, at + 1, len);
        size_t value = at;
        at = skip_value(s, at, len);
        if (at >= len)
            return NULL; /* cut off inside the value: nothing sure to echo */
        if (is_id) {
            json_t *id = json_loadb(s + value, at - value, JSON_DECODE_ANY | JSON_ALLOW_NUL, NULL);
            if (json_is_string(id) || json_is_integer(id) || json_is_real(id))
                return id;
            json_decref(id);
            return NULL;
        }
        at = skip_space(s, at, len);
        if (at >= len || s[at] != ',')
            return NULL;
        at++;
    }
}

/* Whether the digits of an integer token (sign included) fit in 64 bits. */

