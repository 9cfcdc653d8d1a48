# Codecs: utf-8, ascii, latin-1 with every error handler, CPython's messages and positions.
for data in [b"\xff", b"a\xc3", b"\xe2\x82", b"\xe2\x28\xa1", b"\xf0\x9f\x98", b"\xed\xa0\x80", b"ok\xc0\xafok", b"\xf5x", b"ab\xe9cd"]:
    for enc in ("utf-8", "ascii", "latin-1"):
        for err in ("strict", "replace", "ignore", "backslashreplace"):
            try:
                print(data, enc, err, repr(data.decode(enc, err)))
            except UnicodeDecodeError as e:
                print(data, enc, err, e, e.start, e.end, e.reason)
for s in ["héllo", "a€b", "😀x", "abc", "ÿ€€z"]:
    for enc in ("utf-8", "ascii", "latin-1", "UTF8", "Latin_1"):
        for err in ("strict", "replace", "ignore", "backslashreplace", "xmlcharrefreplace"):
            try:
                print(repr(s), enc, err, s.encode(enc, err))
            except UnicodeEncodeError as e:
                print(repr(s), enc, err, e, e.start, e.end)
for bad in ("utf-9", "rot13x"):
    try:
        "x".encode(bad)
    except LookupError as e:
        print(e)
try:
    "x".encode("utf-8", "bogus")
except LookupError as e:
    print(e)
