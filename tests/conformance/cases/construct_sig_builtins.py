# Constructors bound by their type's construct_sig (float, complex, int, bool, enumerate, map,
# filter, reversed, list, range, slice, set, frozenset, bytes, bytearray), also for subclasses.
tests = [
    lambda: float(1, 2), lambda: float(x=1), lambda: float(), lambda: complex(1, 2, 3), lambda: complex(real=1, imag=2), lambda: complex(imag=2),
    lambda: complex(x=1), lambda: int(1, 2, 3), lambda: int(base=2), lambda: int('11', base=2), lambda: int(x=1), lambda: bool(1, 2), lambda: bool(x=1),
    lambda: list(enumerate([1], 5)), lambda: list(enumerate(iterable=[1], start=2)), lambda: list(enumerate([1], x=1)),
    lambda: map(), lambda: map(len), lambda: map(len, [], x=1), lambda: filter(), lambda: filter(None), lambda: filter(None, [], []), lambda: filter(None, [], x=1),
    lambda: reversed(), lambda: reversed(1, 2), lambda: reversed([], x=1), lambda: list(1, 2), lambda: list(x=1), lambda: tuple(1, 2), lambda: tuple(x=1),
    lambda: range(), lambda: range(1, 2, 3, 4), lambda: range(x=1), lambda: slice(), lambda: slice(1, 2, 3, 4), lambda: slice(x=1), lambda: set(1, 2), lambda: set(x=1),
    lambda: frozenset(1, 2), lambda: frozenset(x=1), lambda: bytes(x=1), lambda: bytearray(1, 2, 3, 4), lambda: bytes(source=b'a'), lambda: bytearray(errors='x'),
    lambda: list(range(1, 10, 3)), lambda: slice(1, 2), lambda: frozenset([1]), lambda: list(map(abs, [-1])), lambda: list(filter(None, [0, 1])), lambda: list(reversed([1, 2])),
    lambda: int(), lambda: float('1.5'), lambda: complex('1+2j'), lambda: bool([]),
]
for f in tests:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
class L(list): pass
class D(dict): pass
class T(tuple): pass
class I(int): pass
class F(float): pass
class C(complex): pass
class S(set): pass
class FS(frozenset): pass
print(L([1]), D(a=1), T([1, 2]), I('7', 8), I(5), F(2.5), C(1, 2), S([1]), FS([2]))
for f in (lambda: T(1, 2), lambda: I(1, 2, 3), lambda: L(x=1), lambda: C(x=1), lambda: I(x=1)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
