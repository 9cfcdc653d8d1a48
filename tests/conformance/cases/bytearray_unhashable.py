class B(bytearray): pass
for f in [lambda: hash(bytearray(b"a")), lambda: hash(B(b"x")), lambda: {bytearray(): 1}, lambda: {B()}]:
    try:
        print(f())
    except TypeError as e:
        print(e)
print(bytearray(b"a") == b"a")
