# expect: error IndexError
# b[B()] where B.__index__ empties the bytearray: IndexError, not a read of freed memory.
b = bytearray(100)
class B:
    def __index__(self):
        b.clear(); return 50
print(b[B()])
