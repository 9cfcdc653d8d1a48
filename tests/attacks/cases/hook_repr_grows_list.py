# expect: ok
# repr(l) where each item's __repr__ appends to l: the output grows with it, as in CPython.
class A:
    def __repr__(self):
        if len(l) < 20:
            l.append(A())
        return "A"
l = [A(), A(), A()]
r = repr(l)
assert r == "[" + ", ".join(["A"] * 20) + "]", r
