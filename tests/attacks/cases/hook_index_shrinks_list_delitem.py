# expect: error IndexError
# del l[B()] where B.__index__ empties l: IndexError as in CPython.
l = list(range(10))
class B:
    def __index__(self):
        l.clear(); return 3
del l[B()]
