# expect: ok
# s & t, s - t, s ^ t, s <= t, s.isdisjoint(t), s | t where __eq__ empties one operand: each key is held with its hash while looked up in the other.
armed = False
class K:
    def __hash__(self):
        return 1
    def __eq__(self, other):
        if armed:
            a.clear()
            b.clear()
        return False
for op in (lambda: a & b, lambda: a - b, lambda: a ^ b, lambda: a <= b, lambda: a.isdisjoint(b),
           lambda: a | b, lambda: a == b, lambda: a.update(b)):
    armed = False
    a = {K() for i in range(10)}
    b = {K() for i in range(10)}
    armed = True
    op()
