# expect: error IndexError
# l.pop(B()) where B.__index__ empties l: CPython's IndexError.
l = list(range(10))
class B:
    def __index__(self):
        l.clear(); return 8
print(l.pop(B()))
