# generators resumed in place: yields in nested while/for/if/else, loops with else,
# break and continue around yields, send values through assignments
def nested(n):
    for i in range(n):
        j = 0
        while j < i:
            if (i + j) % 2:
                yield ("odd", i, j)
            elif j == 2:
                yield ("two", i, j)
                continue_mark = True
            else:
                yield ("even", i, j)
            j += 1
        else:
            yield ("while-else", i)
    else:
        yield "for-else"
    yield "end"


print(list(nested(4)))


def with_break(xs):
    for x in xs:
        if x < 0:
            break
        if x == 0:
            continue
        yield x
    else:
        yield "no break"
    k = 0
    while True:
        k += 1
        if k > 3:
            break
        yield -k
    return "done"


print(list(with_break([1, 0, 2, 3])))
print(list(with_break([1, -1, 2])))


def echo():
    total = 0
    while True:
        got = yield total
        if got is None:
            break
        total += got
    yield "final", total


e = echo()
print(next(e), e.send(5), e.send(7), e.send(None))
try:
    next(e)
except StopIteration as s:
    print("stop", s.value)


def multi():
    a = b = yield 1
    x, y = yield 2
    print("multi", a, b, x, y)
    [p, q] = yield 3


m = multi()
print(next(m), m.send("A"), m.send((10, 20)))
try:
    m.send((1, 2, 3))
except ValueError as err:
    print(type(err), err)


def many_locals(n):
    for a in range(n):
        for b in range(a):
            for c in range(b):
                for d in range(c):
                    if d % 2 == 0:
                        yield a * 1000 + b * 100 + c * 10 + d


print(sum(many_locals(8)), len(list(many_locals(7))))


def returns_early(n):
    i = 0
    while i < n:
        if i == 3:
            return i * 10
        yield i
        i += 1


def outer():
    r = yield from returns_early(10)
    yield ("returned", r)
    r = yield from [7, 8]
    yield ("list returned", r)
    yield from (c for c in "ab")


print(list(outer()))
g = returns_early(2)
print(list(g), list(g))


def state():
    yield 1
    yield 2


s = state()
print(next(s))
print(list(s))
print(next(s, "exhausted"))
