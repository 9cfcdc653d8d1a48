def running_avg():
    total, n = 0.0, 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            break
        total += x
        n += 1
        avg = total / n
    return n

g = running_avg()
next(g)
for v in [10, 20, 60]:
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)

def gen_with_cleanup():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g2 = gen_with_cleanup()
print(next(g2))
g2.close()
def catcher():
    while True:
        try:
            yield
        except ValueError as e:
            print("caught in gen:", e)
c = catcher()
next(c)
c.throw(ValueError("boom"))
def inner():
    x = yield 1
    return x * 2
def outer():
    r = yield from inner()
    yield r
o = outer()
print(next(o), o.send(21))
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(take(5, (x * x for x in naturals() if x % 2))))
import itertools
print(list(itertools.islice(naturals(), 3, 8, 2)))
