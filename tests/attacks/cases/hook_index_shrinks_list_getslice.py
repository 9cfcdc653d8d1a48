# expect: ok
# l[10:B()] where B.__index__ empties l: the slice is clamped to the length after __index__.
l = list(range(100))
class B:
    def __index__(self):
        l.clear()
        return 50
r = l[10:B()]
assert r == [], r
