# expect: ok
# repr(l) where an item's __repr__ empties l: CPython prints [A]; the length is re-read after each item.
class A:
    def __repr__(self):
        l.clear()
        return "A"
l = [A(), A(), A()]
r = repr(l)
assert r == "[A]", r
