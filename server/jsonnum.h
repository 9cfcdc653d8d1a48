/* jsonnum: the numbers JSON allows and jansson cannot hold. jansson keeps integers in
 * 64 bits and refuses longer literals, and Python's json.dumps writes NaN, Infinity and
 * -Infinity; the server reads every line through here first, so that such a value becomes
 * the tagged form the executor and the clients already use (docs/server.md, "Numbers"):
 * {"__type__":"int","value":"<digits>"} and {"__type__":"float","value":"inf"|"-inf"|"nan"}. */
#ifndef WARDEN_SERVER_JSONNUM_H
#define WARDEN_SERVER_JSONNUM_H

#include <stddef.h>

/* A malloc'd copy of line with every such number tagged, its length in *out_len; NULL when
 * the line holds none (the common case: the line is then parsed as it is) or when memory
 * ran out (the parse then reports the number). Strings are left alone. */
char *jsonnum_rewrite(const char *line, size_t len, size_t *out_len);

#endif
