# expect: error IndexError
# l[B()] = v where B.__index__ empties l: an out-of-bounds write before; IndexError as in CPython.
l = list(range(10))
class B:
    def __index__(self):
        l.clear(); return 3
l[B()] = 5
