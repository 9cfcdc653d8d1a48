# expect: ok
# b[10:B()] where B.__index__ empties the bytearray: it read 490 bytes of freed memory.
b = bytearray(1000)
class B:
    def __index__(self):
        b.clear()
        return 500
r = b[10:B()]
assert r == bytearray(), r
