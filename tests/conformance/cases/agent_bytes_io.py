import io
import base64

buf = io.StringIO()
buf.write("line one\n")
print("line two", file=buf)
buf.write("line three")
print(repr(buf.getvalue()))
buf.seek(0)
print(buf.readline(), end="")
print(buf.read().splitlines())
for line in io.StringIO("a\nb\nc"):
    print(line.rstrip())
b = io.BytesIO()
b.write(b"\x00\x01binary")
print(b.getvalue(), len(b.getvalue()), b.tell())
data = bytes(range(8))
print(data.hex(), bytes.fromhex("deadbeef"), bytearray(b"abc").upper(), data[2:5], list(data[:3]))
ba = bytearray(3)
ba[0] = 255
ba.extend(b"xy")
print(ba, bytes(ba))
enc = base64.b64encode(b"hello world")
print(enc, base64.b64decode(enc).decode(), base64.b16encode(b"\x01\xab"), base64.b32encode(b"ab"))
print(b"a,b,c".split(b","), b"  x ".strip(), b"abc".startswith(b"a"), b"%d-%s" % (5, b"z"))
print(int.from_bytes(b"\x01\x00", "big"), (258).to_bytes(2, "little"), (1024).bit_length())
