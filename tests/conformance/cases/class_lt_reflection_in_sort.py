# sorted() only needs __lt__; > uses the reflected __lt__.
class N:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return f"N{self.v}"
ns = [N(3), N(1), N(2)]
print(sorted(ns), N(5) > N(2), max(ns), min(ns))
try:
    N(1) <= N(2)
except TypeError as e:
    print(type(e), e)
