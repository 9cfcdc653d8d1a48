# Dunder reads that show an object's own data and type (warden's default policy allows
# them; the names that reach interpreter machinery are in the attack corpus).
import functools


class Shape:
    "A shape."
    __slots__ = ()

    def area(self):
        return 0


class Square(Shape):
    __slots__ = ("side",)

    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side**2


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        if not isinstance(other, Point):
            return super().__eq__(other)
        return (self.x, self.y) == (other.x, other.y)

    def __repr__(self):
        return f"{self.__class__.__name__}({self.x}, {self.y})"

    __hash__ = None


p = Point(1, 2)
print(p.__class__.__name__, type(p).__qualname__, p.__class__.__module__)
print(p.__dict__, sorted(p.__dict__))
print([c.__name__ for c in Square.__mro__], [b.__name__ for b in Square.__bases__])
print(Square.__slots__, Shape.__doc__, Square(3).area.__func__.__name__)
print(Square(3).area.__self__.side)
print(p == Point(1, 2), p.__eq__(3), p == 3)
print(getattr(p, "__doc__"), hasattr(p, "__class__"), getattr(p, "__dict__"))
print("{0.__class__.__name__}".format(p), f"{p.__class__.__name__!r}")

scores = {"ann": 3, "bob": 7, "cy": 5}
print(sorted(scores, key=scores.__getitem__), max(scores, key=scores.__getitem__))
print([1, 2, 3].__len__(), "abc".__contains__("b"), (5).__add__(2), (5).__radd__(2))
print((5).__add__("x"), (1).__eq__(1.0), "a".__lt__("b"), [].__eq__(()))
print({1: 2}.__getitem__(1), (3).__neg__(), "x".__mul__(3), (7).__format__("04d"))
it = iter([1, 2])
print(it.__next__(), it.__iter__() is it, (0).__bool__(), hash(7) == (7).__hash__())


def f(a, b=2, *, c=3):
    "f's doc"
    return a


@functools.wraps(f)
def g(*args):
    return f(*args)


print(f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__)
print(g.__wrapped__ is f, g.__name__, (lambda x=1: x).__defaults__)

try:
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("bad") from e
except ValueError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise TypeError("t")
except TypeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
print(ValueError.__mro__[1].__name__, KeyError.__bases__)
