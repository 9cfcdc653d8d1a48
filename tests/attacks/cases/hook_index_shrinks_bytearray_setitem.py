# expect: error IndexError
# b[B()] = 1 where B.__index__ empties the bytearray: an out-of-bounds write before.
b = bytearray(100)
class B:
    def __index__(self):
        b.clear(); return 50
b[B()] = 1
