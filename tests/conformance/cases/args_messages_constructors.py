# The argument binder on constructors and the methods of exceptions, properties and generators
def t(label, f):
    try:
        r = f()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

def g():
    yield 1

for label, f in [
    ("float2", lambda: float(1, 2)), ("float kw", lambda: float(x=1)),
    ("list2", lambda: list(1, 2)), ("list kw", lambda: list(x=1)),
    ("tuple2", lambda: tuple(1, 2)), ("set2", lambda: set(1, 2)),
    ("frozenset2", lambda: frozenset(1, 2)), ("bool2", lambda: bool(1, 2)),
    ("bool kw", lambda: bool(x=1)), ("filter1", lambda: filter(1)),
    ("filter kw", lambda: filter(x=1)), ("reversed0", lambda: reversed()),
    ("reversed kw", lambda: reversed(x=1)), ("map kw", lambda: map(x=1)),
    ("range kw", lambda: range(x=1)), ("slice0", lambda: slice()),
    ("slice kw", lambda: slice(x=1)), ("int3", lambda: int(1, 2, 3)),
    ("int kw", lambda: int(x=1)), ("int base kw", lambda: int("ff", base=16)),
    ("str4", lambda: str(1, 2, 3, 4)), ("str kw", lambda: str(x=1)),
    ("str object kw", lambda: str(object=5)),
    ("bytes4", lambda: bytes(1, 2, 3, 4)), ("bytearray4", lambda: bytearray(1, 2, 3, 4)),
    ("complex3", lambda: complex(1, 2, 3)), ("complex kw", lambda: complex(imag=2)),
    ("enumerate3", lambda: enumerate([], 1, 2)), ("enumerate kw", lambda: enumerate(x=1)),
    ("enumerate start", lambda: list(enumerate("ab", start=5))),
    ("property5", lambda: property(1, 2, 3, 4, 5)),
    ("setter0", lambda: property().setter()), ("getter2", lambda: property().getter(1, 2)),
    ("with_traceback0", lambda: ValueError().with_traceback()),
    ("with_traceback kw", lambda: ValueError().with_traceback(x=1)),
    ("send0", lambda: g().send()), ("send kw", lambda: g().send(x=1)),
    ("throw0", lambda: g().throw()), ("throw4", lambda: g().throw(1, 2, 3, 4)),
    ("close1", lambda: g().close(1)),
    ("staticmethod2", lambda: staticmethod(1, 2)), ("classmethod0", lambda: classmethod()),
    ("staticmethod kw", lambda: staticmethod(x=1)),
]:
    t(label, f)
