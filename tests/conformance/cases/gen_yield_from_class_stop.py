# yield from over a class iterator: StopIteration(v) raised by its __next__ (or send)
# is the value of the yield from expression (PEP 380).
class It:
    def __init__(self, n, value):
        self.i = 0
        self.n = n
        self.value = value

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > self.n:
            if self.value is None:
                raise StopIteration
            raise StopIteration(self.value)
        return self.i


class Sender(It):
    def send(self, v):
        if v == "stop":
            raise StopIteration("sent " + v)
        return v


def g():
    r = yield from It(2, 30)
    print("result", r)
    r = yield from It(1, None)
    print("bare", r)
    r = yield from iter([1])
    print("list iterator", r)
    print("inline", (yield from It(0, (1, 2))))
    return r


print(list(g()))


def s():
    r = yield from Sender(5, 0)
    print("send result", r)


gs = s()
print(next(gs))
print(gs.send("x"))
try:
    gs.send("stop")
except StopIteration as e:
    print("finished", e.value)


class Bad(It):
    def __next__(self):
        raise ValueError("boom")


def b():
    yield from Bad(0, 0)


try:
    list(b())
except ValueError as e:
    print("ValueError", e)
