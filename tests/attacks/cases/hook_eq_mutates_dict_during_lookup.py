# expect: any
# __eq__ that mutates the dict being probed (CPython restarts the lookup): no crash.
d = {}
class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, other):
        d.clear()
        for i in range(100):
            d[i] = i
        return False
for i in range(5):
    d[K(i)] = i
print(K(99) in d, len(d))
