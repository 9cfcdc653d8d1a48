# expect: ok
# A keyed sort whose comparison raises half-way through an insertion: the key being inserted was lost and another decref'd twice (a use-after-free found by tests/fuzz/callbacks.py).
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 3:
            raise ValueError("no")
        return self.v < other.v
l = [5, 4, 3, 2, 1]
try:
    l.sort(key=K)
except ValueError:
    pass
assert sorted(l) == [1, 2, 3, 4, 5], l
l.sort(key=lambda x: [x])
del l
x = [K(i) for i in range(10)]
