# yield from in resumed generators: delegation of send/throw/close, return values,
# non-generator iterators with and without send/throw, StopIteration values
def inner():
    got = yield "i1"
    print("inner got", got)
    try:
        yield "i2"
    except KeyError as e:
        print("inner caught", e)
        yield "i3"
    return "inner result"


def outer():
    r = yield from inner()
    print("outer got", r)
    r2 = yield from range(2)
    print("range result", r2)
    yield "end"


g = outer()
print(next(g), g.send("hello"), g.throw(KeyError("kk")), next(g), next(g), next(g))
print(next(g, "exhausted"))


class Sub:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n

    def send(self, v):
        print("Sub.send", v)
        return self.__next__()

    def throw(self, e):
        print("Sub.throw", type(e).__name__ if False else "exc")
        return -1

    def close(self):
        print("Sub.close")


def via_sub():
    r = yield from Sub()
    yield ("sub result", r)


g = via_sub()
print(next(g), g.send("x"), g.throw(ValueError("v")), next(g), next(g))
g = via_sub()
next(g)
g.close()


def chain(depth):
    if depth == 0:
        yield "bottom"
        return 0
    r = yield from chain(depth - 1)
    return r + 1


def top():
    r = yield from chain(20)
    yield r


print(list(top()))


def deep(n):
    yield from deep(n + 1)


try:
    next(deep(0))
except RecursionError as e:
    print(type(e))


def closing_inner():
    try:
        yield 1
        yield 2
    finally:
        print("inner finally")


def closing_outer():
    try:
        yield from closing_inner()
    finally:
        print("outer finally")


g = closing_outer()
print(next(g))
g.close()


def ignores():
    try:
        yield 1
    except GeneratorExit:
        yield 2


def delegating():
    yield from ignores()


g = delegating()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(type(e), e)


def stop_value_gen():
    yield from iter([1, 2])
    return "v"


g = stop_value_gen()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration value", e.value)
