from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
Row = namedtuple("Row", "id name score", defaults=[0.0])
p = Point(3, 4)
print(p, p.x, p[1], p._asdict(), p._replace(x=10), Point._make([1, 2]))
rows = [Row(1, "ann", 9.5), Row(2, "bob"), Row(3, "cy", 7.25)]
print(rows[1], sorted(rows, key=lambda r: r.score, reverse=True)[0].name)
print(max(rows, key=lambda r: r.score), Row._fields, Row._field_defaults)
x, y = p
print(x + y, p == (3, 4), isinstance(p, tuple), len(p), p + (5,))
class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
print(Vec(1, 2) + Vec(3, 4), Vec(3, 4).norm)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
