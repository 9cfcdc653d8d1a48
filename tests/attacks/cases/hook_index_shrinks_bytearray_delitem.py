# expect: error IndexError
# del b[B()] where B.__index__ empties the bytearray.
b = bytearray(100)
class B:
    def __index__(self):
        b.clear(); return 50
del b[B()]
