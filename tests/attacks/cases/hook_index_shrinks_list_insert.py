# expect: ok
# l.insert(B(), x) where B.__index__ empties l: the position is clamped to the length after __index__.
l = list(range(10))
class B:
    def __index__(self):
        l.clear()
        return 8
l.insert(B(), 1)
assert l == [1], l
