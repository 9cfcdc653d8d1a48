# User classes: operators, comparisons and sorting, containers, callables, truth, hashing.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __bool__(self):
        return bool(self.x or self.y)
    def __iter__(self):
        yield self.x
        yield self.y
v = Vec(3, 4)
print(v + Vec(1, 1), v - Vec(1, 1), v * 2, 2 * v, -v, abs(v), v == Vec(3, 4), v != Vec(0, 0), bool(Vec(0, 0)), list(v), {v, Vec(3, 4)})
x, y = v
print(x, y, dict.fromkeys([v]))
class Deck:
    def __init__(self):
        self.cards = [f"{r}{s}" for s in "HS" for r in "A23"]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __contains__(self, c):
        return c in self.cards
d = Deck()
print(len(d), d[0], d[-1], d[1:3], "2H" in d, "9C" in d, [c for c in d][:2], list(reversed(d))[:2])
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __lt__(self, o):
        return self.cents < o.cents
    def __le__(self, o):
        return self.cents <= o.cents
    def __repr__(self):
        return f"${self.cents / 100:.2f}"
print(sorted([Money(500), Money(99), Money(1250)]), max(Money(1), Money(2)), Money(1) < Money(2), Money(3) >= Money(3))
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, v):
        return v + self.n
add5 = Adder(5)
print(add5(10), list(map(add5, [1, 2])), callable(add5))
class Temp:
    scale = "C"
    count = 0
    def __init__(self, deg):
        self._deg = deg
        Temp.count += 1
    @property
    def deg(self):
        return self._deg
    @deg.setter
    def deg(self, v):
        self._deg = round(v, 1)
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
    @staticmethod
    def valid(v):
        return v > -273.15
t = Temp.from_f(212)
t.deg = 36.66
print(t.deg, Temp.count, Temp.valid(-300), t.scale, Temp.scale)
t.scale = "K"
print(t.scale, Temp.scale)
