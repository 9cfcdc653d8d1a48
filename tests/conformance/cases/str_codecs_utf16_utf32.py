tests = [(b'\x41', 'utf-16-le'), (b'A\x00B', 'utf-16-le'), (b'\x00\xd8', 'utf-16-le'), (b'\x00\xdcA\x00', 'utf-16-le'),
 (b'\x00\xd8A\x00', 'utf-16-le'), (b'\xff\xfeA\x00\x00\xd8', 'utf-16'), (b'\x00\x00\x11\x00', 'utf-32-le'), (b'\x00\xd8\x00\x00', 'utf-32-le'), (b'A\x00\x00', 'utf-32-le'), (b'A\x00\x00\x00B', 'utf-32'), (b'\xfe\xff\xd8\x00\x00A', 'utf-16')]
for b, enc in tests:
    for h in ('strict', 'replace', 'backslashreplace', 'ignore'):
        try:
            print(enc, h, repr(b.decode(enc, h)))
        except UnicodeDecodeError as e:
            print(enc, h, e, e.start, e.end, e.encoding)
for s in ('a\ud800b', 'x\udc80'):
    for enc in ('utf-16', 'utf-32-be'):
        for h in ('strict', 'replace', 'backslashreplace', 'ignore', 'xmlcharrefreplace'):
            try:
                print(enc, h, s.encode(enc, h))
            except UnicodeEncodeError as e:
                print(enc, h, e, e.start, e.end, e.encoding)
for text in ("", "hello", "héllo wörld", "€100", "emoji 😀 and 𝄞", "日本語"):
    for enc in ("utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be",
                "UTF16", "utf_16_le", "utf-16be", "utf32", "U32", "utf-32le"):
        data = text.encode(enc)
        back = data.decode(enc)
        print(enc, data.hex(), back == text, len(data))
print(b"\xfe\xff\x00h\x00i".decode("utf-16"), b"\xff\xfeh\x00i\x00".decode("utf-16"),
      b"h\x00i\x00".decode("utf-16"), b"\x00\x00\xfe\xff\x00\x00\x00A".decode("utf-32"))
print(repr(b"\xff\xfeA\x00".decode("utf-16-le")), "A".encode("utf-16-be"), "A".encode("utf-32"))
print(bytes("ok", "utf-16"), str(b"o\x00k\x00", "utf-16-le"), "😀".encode("utf-16-le").hex())
try:
    b"abc".decode("utf-16", "nosuch")
except LookupError as e:
    print(type(e), e)
print(b"ab".decode("utf-16", "nosuch"))
print(str(b"\xe9", "latin-1"), str(b"ab", errors="strict"))
try:
    str(b"\xff", "utf-8")
except UnicodeDecodeError as e:
    print(e)
try:
    str(b"a", 5)
except TypeError as e:
    print(e)
