# expect: ok
# a += a and a.extend(a): the list grows while it is its own source (a use-after-free once).
a = list(range(5))
for _ in range(12):
    a += a
b = [1, 2]
b.extend(b)
print(len(a), b)
