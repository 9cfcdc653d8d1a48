/* jsonnum: tags the numbers jansson cannot hold (see jsonnum.h). One pass over the line,
 * outside strings only; a line without such a number costs one scan and no copy. */
#include "server/jsonnum.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct out {
    char *data;
    size_t len, cap;
    bool failed;
};

static void put(struct out *o, const char *s, size_t n)
{
    if (o->failed)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = (o->len + n + 1) * 2;
        char *d = realloc(o->data, cap);
        if (!d) {
            o->failed = true;
            return;
        }
        o->data = d;
        o->cap = cap;
    }
    memcpy(o->data + o->len, s, n);
    o->len += n;
    o->data[o->len] = 0;
}

/* Whether the integer literal s[0..n) (an optional '-', then digits) is outside int64. */
static bool beyond_int64(const char *s, size_t n)
{
    bool neg = s[0] == '-';
    const char *d = s + neg;
    size_t nd = n - neg;
    while (nd > 1 && *d == '0') { /* JSON forbids leading zeros; be lenient all the same */
        d++;
        nd--;
    }
    const char *limit = neg ? "9223372036854775808" : "9223372036854775807";
    return nd > 19 || (nd == 19 && memcmp(d, limit, 19) > 0);
}

static const struct {
    const char *word, *value;
} specials[] = {{"-Infinity", "-inf"}, {"Infinity", "inf"}, {"NaN", "nan"}};

char *jsonnum_rewrite(const char *line, size_t len, size_t *out_len)
{
    struct out out = {0};
    size_t copied = 0; /* line[0..copied) is in out already */
    bool in_string = false;
    for (size_t i = 0; i < len; i++) {
        char c = line[i];
        if (in_string) {
            if (c == '\\')
                i++;
            else if (c == '"')
                in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
            continue;
        }
        const char *tagged = NULL, *kind = NULL;
        size_t n = 0;
        for (size_t k = 0; k < sizeof specials / sizeof specials[0]; k++) {
            size_t wl = strlen(specials[k].word);
            if (len - i >= wl && !memcmp(line + i, specials[k].word, wl)) {
                kind = "float";
                tagged = specials[k].value;
                n = wl;
                break;
            }
        }
        if (!kind && (c == '-' || (c >= '0' && c <= '9'))) {
            size_t j = i + (c == '-');
            while (j < len && line[j] >= '0' && line[j] <= '9')
                j++;
            bool integer = j > i + (c == '-') && (j == len || !strchr(".eE", line[j]));
            if (integer && beyond_int64(line + i, j - i)) {
                kind = "int";
                n = j - i;
            } else {
                /* skip the whole number: its exponent digits are no integer of their own */
                while (j < len && strchr("0123456789.eE+-", line[j]))
                    j++;
                i = j - 1;
                continue;
            }
        }
        if (!kind)
            continue;
        put(&out, line + copied, i - copied);
        put(&out, "{\"__type__\":\"", 13);
        put(&out, kind, strlen(kind));
        put(&out, "\",\"value\":\"", 11);
        put(&out, tagged ? tagged : line + i, tagged ? strlen(tagged) : n);
        put(&out, "\"}", 2);
        i += n - 1;
        copied = i + 1;
    }
    if (!copied)
        return NULL;
    put(&out, line + copied, len - copied);
    if (out.failed) {
        free(out.data);
        return NULL;
    }
    *out_len = out.len;
    return out.data;
}
