# Generators: send, throw, close, return values, and yield from passing them through.
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
g = acc()
print(next(g), g.send(5), g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("returned", e.value)
def guarded():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught", e)
        yield 99
    finally:
        print("cleanup")
g = guarded()
print(next(g), g.throw(ValueError("bad")))
g.close()
print("closed")
def inner():
    got = yield "a"
    print("inner got", got)
    try:
        yield "b"
    except KeyError:
        yield "handled in inner"
    return "inner result"
def outer():
    r = yield from inner()
    print("outer got", r)
    yield "done"
g = outer()
print(next(g), g.send("hello"), g.throw(KeyError("k")), next(g))
def counter():
    n = 0
    try:
        while True:
            yield n
            n += 1
    except GeneratorExit:
        print("exit at", n)
        raise
c = counter()
print([next(c) for _ in range(3)])
c.close()
def gen_fn():
    yield from range(3)
    return "r"
print(list(gen_fn()), sum(x * x for x in range(5)), any(x > 3 for x in [1, 5]), list(zip(gen_fn(), "abc")))
try:
    g2 = acc()
    g2.send(1)
except TypeError as e:
    print(type(e), e)
