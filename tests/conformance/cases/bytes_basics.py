# bytes literals, repr, indexing gives ints, slicing gives bytes.
b = b"hello\x00\xff\n"
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], list(b[:3]), b"a" + b"b", b"ab" * 2)
print(repr(b"it's"), repr(b'say "x"'), repr(b"\t\r\\"), b"", bytes(3), bytes([65, 66, 67]), bytes(range(5)))
print(b"abc" == b"abc", b"abc" < b"abd", b"a" in b"cat", 97 in b"cat", b"abc" != "abc")
