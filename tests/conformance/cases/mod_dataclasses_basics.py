from dataclasses import dataclass, field, asdict, astuple, fields, replace, is_dataclass, FrozenInstanceError, InitVar
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, repr(p), p == Point(1, 2), p != Point(2, 1), p.x, Point(5), Point(y=3, x=4))
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
print(sorted([Version(1, 2), Version(1, 0, 5), Version(0, 9)]), Version(1) < Version(1, 1), hash(Version(1, 2)) == hash(Version(1, 2)))
try:
    Version(1).major = 3
except FrozenInstanceError as e:
    print(type(e), e)
@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
    tags: dict = field(default_factory=dict, compare=False)
inv = Inventory("a")
inv.items.append(3)
print(inv, Inventory("b"), inv == Inventory("a", [3], 0, {"x": 1}), asdict(inv), astuple(inv))
print([f.name for f in fields(inv)], is_dataclass(inv), is_dataclass(Inventory), is_dataclass(3), replace(p, y=10))
@dataclass
class Rect:
    tl: Point
    br: Point
    def area(self):
        return (self.br.x - self.tl.x) * (self.br.y - self.tl.y)
r = Rect(Point(0, 0), Point(3, 4))
print(r, r.area(), asdict(r))
@dataclass
class C:
    a: int
    b: int = field(init=False)
    def __post_init__(self):
        self.b = self.a * 2
print(C(4))
@dataclass
class D(Point):
    z: int = 5
print(D(1, 2, 3), D(1), fields(D)[2].name)
for bad in [lambda: Point(), lambda: Point(1, 2, 3), lambda: Point(1, x=2), lambda: replace(p, q=1)]:
    try:
        bad()
    except TypeError as e:
        print(type(e), e)
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print(type(e), e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print(type(e), e)
@dataclass(eq=False)
class NoEq:
    v: int
print(NoEq(1) == NoEq(1), NoEq(2))
@dataclass
class WithInit:
    val: int
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.val *= scale
print(WithInit(3), WithInit(3, 10))
try:
    {Point(1, 2)}
except TypeError as e:
    print(type(e), e)
