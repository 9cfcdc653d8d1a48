# expect: error IndexError
# b[50] = V() where the value's __index__ empties the bytearray: the bound is checked after both conversions.
b = bytearray(100)
class V:
    def __index__(self):
        b.clear(); return 7
b[50] = V()
