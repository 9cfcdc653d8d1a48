from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack
import contextlib

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")

with tag("div") as t:
    print("inside", t)
with suppress(KeyError, IndexError):
    {}["x"]
print("suppressed")

class Resource:
    def __init__(self, n):
        self.n = n
    def close(self):
        print("closed", self.n)

with closing(Resource(1)) as r:
    print("using", r.n)
with nullcontext(5) as v:
    print(v)
with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ["a", "b"]]
    stack.callback(print, "callback ran")
    print(names)

@contextmanager
def catching():
    try:
        yield
    except ZeroDivisionError as e:
        print("caught", e)

with catching():
    1 / 0
print("after")

class Timer:
    def __enter__(self):
        self.entered = True
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", exc_type.__name__ if exc_type else None, exc)
        return exc_type is ValueError

with Timer() as tm:
    raise ValueError("swallowed")
try:
    with Timer():
        raise TypeError("propagates")
except TypeError as e:
    print("outer", e)
with contextlib.suppress(Exception):
    raise RuntimeError
