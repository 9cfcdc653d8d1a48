from collections import namedtuple


class Point(namedtuple('Point', 'x y')):
    __slots__ = ()

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    @property
    def total(self):
        return self.x + self.y

    def __str__(self):
        return f"Point<{self.x},{self.y}>"


p = Point(3, 4)
print(p, repr(p), p.norm(), p.total, p.x, p[1], Point._fields)
print(p._replace(x=1), repr(p._replace(x=1)), p._asdict(), Point._make([5, 6]))
x, y = p
print(x, y, p == (3, 4), isinstance(p, tuple), isinstance(p, Point), len(p), p + (1,))
print(sorted([Point(2, 1), Point(1, 2)]))


class Pair(namedtuple('Pair', ['a', 'b'], defaults=[0])):
    def swapped(self):
        return Pair(self.b, self.a)


print(Pair(1).swapped(), Pair(1, 2), Pair(a=5))
try:
    Pair()
except TypeError as e:
    print(e)


class Row(namedtuple('Row', 'name score')):
    def __new__(cls, name, score):
        return super().__new__(cls, name.title(), int(score))


r = Row("ada lovelace", "97")
print(r, r.score + 1)
print({p: 1}[Point(3, 4)])
