# expect: ok
# b.ljust(W()) / center / rjust / zfill where the width's __index__ empties b: the old data was copied from freed memory (found by tests/fuzz/callbacks.py).
b = bytearray(b"x" * 1000)
class W:
    def __index__(self):
        b.clear()
        return 2000
for f in (b.ljust, b.rjust, b.center, b.zfill):
    b.extend(b"x" * 1000)
    r = f(W())
    assert r == bytearray(b" " * 2000) or r == bytearray(b"0" * 2000), r[:10]
