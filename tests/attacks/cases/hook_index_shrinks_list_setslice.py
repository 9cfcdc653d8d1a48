# expect: ok
# l[10:B()] = [1, 2] where B.__index__ empties l: memmove past the end before; CPython gives [1, 2].
l = list(range(100))
class B:
    def __index__(self):
        l.clear()
        return 50
l[10:B()] = [1, 2]
assert l == [1, 2], l
