# Generator expressions are lazy and single-use.
g = (x * x for x in range(5))
print(next(g), next(g), list(g), list(g), sum(x for x in range(4)))
log = []
def src():
    for i in range(3):
        log.append(i)
        yield i
lazy = (v * 10 for v in src())
print(log)
print(next(lazy), log)
print([(x, y) for x, y in zip((a for a in "abc"), (b for b in range(10)))])
print(list((x, y) for x in range(3) for y in range(x)))
