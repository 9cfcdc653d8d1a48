# Integer keys keep insertion order, not numeric order.
d = {}
for k in (5, -1, 100, 3, 2 ** 70, 0):
    d[k] = str(k)
print(d, list(d), sorted(d), min(d), max(d))
