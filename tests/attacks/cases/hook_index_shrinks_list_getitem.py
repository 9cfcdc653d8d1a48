# expect: error IndexError
# l[B()] where B.__index__ empties l: the length must be read after __index__ (it was a use-after-free; CPython raises IndexError).
l = list(range(10))
class B:
    def __index__(self):
        l.clear(); return 3
print(l[B()])
