# expect: ok
# b.insert(50, V()) where the value's __index__ empties the bytearray: the position is clamped after it.
b = bytearray(100)
class V:
    def __index__(self):
        b.clear()
        return 7
b.insert(50, V())
assert b == bytearray(b"\x07"), b
