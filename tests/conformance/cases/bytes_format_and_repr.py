# repr of bytes with mixed content.
print([b"\x00", b"\x7f", b"\x80", b" ~", b"\\'"], bytes(range(0x1e, 0x22)), bytes([10, 13, 9, 39, 34]))
print(str(b"abc"), f"{b'abc'}", f"{b'x'!r}", "%s" % b"y", ascii(b"z"))
