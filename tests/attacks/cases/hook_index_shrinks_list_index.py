# expect: error ValueError
# l.index(x, 0, B()) where B.__index__ empties l: it segfaulted; CPython raises ValueError.
l = list(range(100))
class B:
    def __index__(self):
        l.clear(); return 50
print(l.index(7, 0, B()))
