# bytes methods.
b = b"  Hello, World  "
print(b.strip(), b.lower(), b.upper(), b.split(b","), b.replace(b"l", b"L"), b.find(b"o"), b.count(b"l"))
print(b"a,b,c".split(b","), b"-".join([b"x", b"y"]), b"abc".startswith(b"ab"), b"abc".endswith(b"bc"), b"ABC".isupper())
print(b"hello".hex(), bytes.fromhex("68 65 6c"), b"\xde\xad".hex(":"), b"abc".decode(), b"\xc3\xa9".decode("utf-8"))
print(b"x".center(5, b"*"), b"42".zfill(5), b"abc".title(), b"a b".split(), b"hello"[1:].upper())
