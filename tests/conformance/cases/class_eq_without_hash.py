# Defining __eq__ without __hash__ makes instances unhashable.
class P:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, P) and self.v == o.v
print(P(1) == P(1), P(1) != P(2), P(1) == 1, P(1) in [P(0), P(1)])
try:
    {P(1)}
except TypeError as e:
    print(type(e), e)
