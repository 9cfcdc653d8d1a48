from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack
import contextlib

log = []

@contextmanager
def tag(name):
    log.append("<" + name + ">")
    try:
        yield name.upper()
    finally:
        log.append("</" + name + ">")

with tag("a") as t:
    log.append(t)
print(log)

@contextmanager
def catching():
    try:
        yield
    except ValueError as e:
        print("handled", e)

with catching():
    raise ValueError("inside")
print("after suppressed")

try:
    with catching():
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))

@contextmanager
def converting():
    try:
        yield
    except ZeroDivisionError:
        raise RuntimeError("converted")

try:
    with converting():
        1 / 0
except RuntimeError as e:
    print(type(e), e)

@contextmanager
def noyield():
    if False:
        yield

try:
    with noyield():
        pass
except RuntimeError as e:
    print(e)

@contextmanager
def twice():
    yield 1
    yield 2

try:
    with twice():
        pass
except RuntimeError as e:
    print(e)

@contextmanager
def reraise():
    try:
        yield
    except Exception:
        print("saw it")
        raise

try:
    with reraise():
        raise IndexError(7)
except IndexError as e:
    print("again", e)


@tag("deco")
def decorated(x):
    log.append(x)
    return x * 2

log.clear()
print(decorated(4), decorated(5), log)

with suppress(KeyError, IndexError):
    {}["x"]
print("suppressed")
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print("not suppressed", e)
with suppress():
    pass

class Res:
    def __init__(self, n):
        self.n = n
    def close(self):
        print("closed", self.n)

with closing(Res(1)) as r:
    print("using", r.n)

with nullcontext(42) as v:
    print(v)
with nullcontext() as v:
    print(v)

class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        print("enter", self.name)
        return self.name
    def __exit__(self, t, v, tb):
        print("exit", self.name, t)
        return self.swallow

with ExitStack() as stack:
    names = [stack.enter_context(CM(n)) for n in "abc"]
    stack.callback(print, "callback", 1, sep="-")
    print(names)

with ExitStack() as stack:
    stack.enter_context(CM("swallower", True))
    stack.enter_context(CM("inner"))
    raise ValueError("x")
print("swallowed")

try:
    with ExitStack() as stack:
        stack.enter_context(CM("outer"))
        stack.callback(lambda: 1 / 0)
        raise KeyError("first")
except ZeroDivisionError as e:
    print("replaced by", type(e))

stack = ExitStack()
stack.enter_context(CM("kept"))
moved = stack.pop_all()
stack.close()
print("moved")
moved.close()

with ExitStack() as stack:
    stack.push(lambda t, v, tb: print("pushed exit", t) or True)
    stack.push(CM("pushed cm"))
    raise OSError("os")

try:
    ExitStack().enter_context(42)
except TypeError as e:
    print(e)

with ExitStack() as outer:
    for i in range(3):
        outer.enter_context(tag(str(i)))
print(log[-6:])
print(isinstance(nullcontext(), contextlib.AbstractContextManager))
