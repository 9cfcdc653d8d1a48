# expect: ok
# b[10:B()] = b'xy' where B.__index__ empties the bytearray.
b = bytearray(1000)
class B:
    def __index__(self):
        b.clear()
        return 500
b[10:B()] = b"xy"
assert b == bytearray(b"xy"), b
