/* executor/types/codec.h: str.encode and bytes.decode for the codecs snippets use: utf-8,
 * ascii, latin-1, utf-16 and utf-32 (with a BOM, -le or -be), with the error handlers
 * strict, ignore, replace, backslashreplace (and xmlcharrefreplace when encoding), and
 * CPython's error messages. */
#ifndef EXECUTOR_CODEC_H
#define EXECUTOR_CODEC_H

#include "executor/core/obj.h"

/* encoding/errors NULL: "utf-8" and "strict". NULL with LookupError, UnicodeError, ... */
obj *codec_encode(obj *str, const char *encoding, const char *errors);
obj *codec_decode(const unsigned char *data, size_t len, const char *encoding, const char *errors);

#endif
