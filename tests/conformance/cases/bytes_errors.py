# bytes errors.
try:
    b"abc" + "def"
except TypeError as e:
    print(type(e), e)
try:
    bytes([256])
except ValueError as e:
    print(type(e), e)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e), e)
try:
    b"abc"[0] = 1
except TypeError as e:
    print(type(e), e)
try:
    bytes("abc")
except TypeError as e:
    print(type(e), e)
print(bytes("abc", "utf-8"), b"\xff".decode("utf-8", "replace"), b"\xff".decode("latin-1"), b"a\xffb".decode("ascii", "ignore"))
