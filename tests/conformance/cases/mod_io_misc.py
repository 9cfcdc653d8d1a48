import io
buf = io.StringIO()
for i in range(3):
    buf.write(f"line {i}\n")
print(buf.getvalue(), end="")
print(buf.tell(), len(buf.getvalue()))
buf.seek(0)
print([l.rstrip() for l in buf])
buf.seek(0)
while True:
    line = buf.readline()
    if not line:
        break
    print(repr(line))
r = io.StringIO("a,b\nc,d\n")
print(r.read(1), r.read(2), r.readline(), r.readlines())
print(r.read(), repr(r.readline()), r.tell())
w = io.StringIO("initial")
print(w.tell(), w.read(3))
w.write("ZZ")
print(w.getvalue(), w.tell())
w.seek(0, 2)
w.write("!")
print(w.getvalue())
x = io.StringIO()
print(x.seekable(), x.isatty(), x.flush(), x.closed)
x.close()
x.close()
for op in (lambda: x.write("a"), lambda: x.getvalue(), lambda: x.tell(), lambda: x.seek(0)):
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
print(io.StringIO("é" * 3).read(2), len(io.StringIO("a\u20acb").getvalue()))
b = io.BytesIO()
b.write(b"\x00\x01")
b.write(bytes([2, 3]))
print(b.getvalue(), b.tell(), b.seek(1), b.read(), b.seek(10), b.tell(), b.read())
b.write(b"x")
print(b.getvalue())
