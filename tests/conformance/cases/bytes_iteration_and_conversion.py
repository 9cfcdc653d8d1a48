# Iterating bytes yields ints; conversions.
b = "añb".encode()
print(list(b), [hex(x) for x in b], len(b), b.decode() == "añb", bytes(b[::-1]))
print(int.from_bytes(b"\x00\x10", "big"), (4096).to_bytes(2, "big"), b"%d-%s" % (5, b"x"), b"%x" % 255)
print(sum(b"abc"), max(b"abc"), sorted(b"cab"), bytes(sorted(b"cab")), b"ab" in b"xaby")
