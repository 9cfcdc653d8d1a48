import io
b = io.BytesIO(b"abc")
print(b.read(2), b.getvalue(), b.tell())
b.write(b"XYZ")
print(b.getvalue(), b.tell())
b.seek(0)
print(b.readline(), b.read())
try:
    b.write("s")
except TypeError as e:
    print(e)
c = io.BytesIO()
c.write(b"line1\nline2\n")
c.seek(0)
print(list(c))
c.seek(-3, 2)
print(c.read())
c.close()
try:
    c.getvalue()
except ValueError as e:
    print(e)
print(io.BytesIO)
