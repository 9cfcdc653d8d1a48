/* rpc_scan: what can still be read from a line jansson refuses. A request's
 * id is recovered from a malformed or over-long line, so that the error
 * reaches the request that caused it (MCP forbids answering a request with a
 * null id); integers beyond 64 bits, which jansson cannot hold, are rewritten
 * as tagged values so that the rest of the line still parses. */
#include "server/rpc.h"

#include <errno.h>
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
static bool fits_int64(const char *s, size_t len)
{
    char text[32];
    if (len >= sizeof text)
        return false;
    memcpy(text, s, len);
    text[len] = '\0';
    errno = 0;
    (void)strtoll(text, NULL, 10);
    return errno != ERANGE;
}

char *rpc_scan_big_integers(const char *s, size_t len, size_t *out_len)
{
    static const char open[] = "{\"__type__\":\"int\",\"data\":\"";
    static const char close[] = "\"}";
    size_t big = 0;
    /* Two passes: count what grows, then write. */
    for (int pass = 0; pass < 2; pass++) {
        char *out = NULL;
        size_t o = 0;
        if (pass == 1) {
            out = malloc(len + big * (sizeof open + sizeof close) + 1);
            if (!out)
                return NULL;
        }
        for (size_t at = 0; at < len;) {
            size_t from = at;
            if (s[at] == '"') {
                at = skip_string(s, at, len);
            } else if (s[at] == '-' || (s[at] >= '0' && s[at] <= '9')) {
                bool integer = true;
                for (at++; at < len && strchr("0123456789+-.eE", s[at]) && s[at]; at++)
                    if (s[at] == '.' || s[at] == 'e' || s[at] == 'E')
                        integer = false;
                if (integer && !fits_int64(s + from, at - from)) {
                    if (pass == 0) {
                        big++;
                        continue;
                    }
                    memcpy(out + o, open, sizeof open - 1);
                    o += sizeof open - 1;
                    memcpy(out + o, s + from, at - from);
                    o += at - from;
                    memcpy(out + o, close, sizeof close - 1);
                    o += sizeof close - 1;
                    continue;
                }
            } else {
                at++;
            }
            if (pass == 1) {
                memcpy(out + o, s + from, at - from);
                o += at - from;
            }
        }
        if (pass == 0 && big == 0)
            return NULL;
        if (pass == 1) {
            out[o] = '\0';
            *out_len = o;
            return out;
        }
    }
    return NULL;
}
