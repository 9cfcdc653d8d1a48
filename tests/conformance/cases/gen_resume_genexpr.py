# generator expressions resumed in place: conditions, nested fors, abandoned half way,
# throw and close, errors raised from inside
print(sum(i * 3 for i in range(100)))
print(list(x * y for x in range(4) if x for y in range(x) if (x + y) % 2))
print(list((a, b, c) for a in "xy" for b in range(2) for c in [True, False] if b or c))
g = (i for i in range(10))
print(next(g), next(g))
print(list(zip(g, "abc")))
print(list(g))
words = ["alpha", "beta", "gamma", "delta"]
print(max(len(w) for w in words), min((w for w in words if "e" in w), default=None))
print(any(w.startswith("g") for w in words), all(len(w) > 3 for w in words))
print(dict((w[0], w) for w in words))
print(sorted((v for v in {3: 1, 1: 2, 2: 3}.values()), reverse=True))
g = (1 // x for x in [1, 2, 0, 4])
try:
    print(list(g))
except ZeroDivisionError as e:
    print(type(e), e)
print(list(g))
g = (x for x in range(5))
print(next(g))
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("thrown out", e)
print(next(g, "finished"))
g = (x for x in range(5))
print(next(g))
g.close()
print(next(g, "closed"))
print(g.send(None) if False else "skip")
g = (x for x in range(3))
try:
    g.send(1)
except TypeError as e:
    print(type(e), e)
half = (x * x for x in range(1000))
for v in half:
    if v > 50:
        break
print(v, next(half))
n = 3
print(list(((i, j) for i in range(n) for j in range(i, n))))
nested = (list(y for y in range(x)) for x in range(4))
print(list(nested))
it = iter([1, 2, 3])
print(list(a + b for a in it for b in (10, 20)))
def bad():
    yield 1
    raise ValueError("bad inner")
try:
    print(list(v for v in bad()))
except ValueError as e:
    print(type(e), e)
