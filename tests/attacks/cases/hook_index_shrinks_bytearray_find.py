# expect: ok | error ValueError
# b.find(x, B()) / b.index(x, 0, B()) where B.__index__ empties b: the data is read after the bounds (a freed buffer was searched). CPython's own answer here depends on its buffer, so either outcome is fine; a crash is not.
b = bytearray(b"x" * 100000)
class B:
    def __index__(self):
        b.clear()
        return 50000
b.find(b"x", B())
b.extend(b"x" * 100000)
b.count(b"x", B())
b.extend(b"x" * 100000)
b.startswith(b"x", B())
b.extend(b"x" * 100000)
b.index(b"x", 0, B())
