from enum import Enum, IntEnum, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    def describe(self):
        return f"{self.name} is {self.value}"
    @property
    def hex(self):
        return {1: "#f00", 2: "#0f0", 3: "#00f"}[self.value]
print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color.CRIMSON is Color.RED, type(Color.RED))
print(list(Color), len(Color), Color(2), Color["BLUE"], Color.RED in Color, Color.RED == Color.RED, Color.RED == 1)
print(Color, repr(Color), [c.name for c in Color], Color.GREEN.describe(), Color.BLUE.hex, isinstance(Color.RED, Color))
print({Color.RED: "r"}[Color.RED], sorted(Color, key=lambda c: c.value, reverse=True), f"{Color.RED}", str(Color.GREEN))
class Shape(Enum):
    SQUARE = auto()
    CIRCLE = auto()
    TRIANGLE = auto()
print(list(Shape), Shape.TRIANGLE.value, Shape(1))
class Prio(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(Prio.HIGH, repr(Prio.HIGH), Prio.HIGH + 1, Prio.LOW < Prio.MID, Prio.MID == 5, sorted([Prio.HIGH, Prio.LOW]), int(Prio.MID), f"{Prio.LOW}", isinstance(Prio.LOW, int))
print(["a", "b", "c", "d", "e", "f"][Prio.MID], Prio(10), max(Prio), list(Prio))
for bad in [lambda: Color(7), lambda: Color["PINK"], lambda: Prio(3)]:
    try:
        bad()
    except (ValueError, KeyError) as e:
        print(type(e), e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(type(e), e)
@unique
class Ok(Enum):
    X = "x"
    Y = "y"
print(Ok("y"), Ok.X.value)
class Status(str, Enum):
    ACTIVE = "active"
    DONE = "done"
print(Status.ACTIVE, repr(Status.DONE), Status.ACTIVE == "active", Status("done"), Status.ACTIVE.upper())
