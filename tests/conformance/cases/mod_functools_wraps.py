import functools
from functools import total_ordering, wraps


def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        print('calling', getattr(fn, '__name__'), args, kwargs)
        return fn(*args, **kwargs)
    return wrapper


@logged
def add(a, b=0):
    """Adds two numbers."""
    return a + b


print(add(1, b=2), getattr(add, '__name__'), getattr(add, '__doc__'))


def plain(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper


@plain
def other():
    return 1


print(getattr(other, '__name__'))
w = functools.update_wrapper(lambda: 5, add)
print(getattr(w, '__name__'), getattr(w, '__doc__'), w())


@total_ordering
class Version:
    def __init__(self, major, minor):
        self.major, self.minor = major, minor

    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)

    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)

    def __repr__(self):
        return f'V{self.major}.{self.minor}'


a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a < b, a > b, a <= c, a >= c, b >= a, b <= a, a == c, a != b)
print(sorted([b, a, Version(0, 9)]), max(a, b), min([b, a]))


@total_ordering
class Score:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __ge__(self, other):
        return self.v >= other.v


print(Score(1) < Score(2), Score(2) > Score(2), Score(3) <= Score(2), Score(1) >= Score(1))


@total_ordering
class Only:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        if not isinstance(other, Only):
            return NotImplemented
        return self.v > other.v


print(Only(1) < Only(2), Only(2) <= Only(2), Only(3) >= Only(1))
try:
    Only(1) < 5
except TypeError as e:
    print('TypeError', e)
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print('ValueError', e)


class Circle:
    def __init__(self, r):
        self.r = r

    @functools.cached_property
    def area(self):
        print('computing area')
        return 3 * self.r * self.r


c = Circle(2)
print(c.area, c.area, c.area)
