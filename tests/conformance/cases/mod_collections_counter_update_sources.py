from collections import Counter
c = Counter("abracadabra"); c.update({"a": 2, "z": 1}); c.subtract(["a", "b"]); c.update(("q", "q"))
c.subtract(iter("zz")); print(sorted(c.items()))
d = Counter(); d.update({"x": 1}); d.subtract({"x": 3, "y": 1.5}); print(d)
try:
    Counter().update({[]: 1, 1:2})
except TypeError as e: print("TE", e)
def g():
    yield 1; raise ValueError("boom")
try: Counter(g())
except ValueError as e: print("VE", e)
e = Counter([1, 2, 2]); e.update([]); print(e)
