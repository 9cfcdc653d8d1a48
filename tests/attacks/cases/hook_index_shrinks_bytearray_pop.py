# expect: error IndexError
# b.pop(B()) where B.__index__ empties the bytearray: CPython's IndexError.
b = bytearray(100)
class B:
    def __index__(self):
        b.clear(); return 50
print(b.pop(B()))
