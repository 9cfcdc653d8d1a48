# expect: ok
# repr(d) where a key's __repr__ pops that entry: the value was read after it was freed (found by tests/fuzz/callbacks.py).
class K:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        d.pop(self, None)
        return "K"
    def __hash__(self):
        return self.v
d = {K(i): [i] for i in range(5)}
r = repr(d)
assert r.startswith("{K: [0]"), r
