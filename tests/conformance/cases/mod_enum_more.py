from enum import Enum, IntEnum, StrEnum, auto
class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    THU = 4
    FRI = 5
    SAT = 6
    SUN = 7
    def is_weekend(self):
        return self in (Weekday.SAT, Weekday.SUN)
    @classmethod
    def from_name(cls, s):
        return cls[s.upper()]
print([d.name for d in Weekday if d.is_weekend()], Weekday.from_name("wed"), Weekday(5).value)
print(Weekday.MON != Weekday.TUE, Weekday.MON is Weekday(1), hash(Weekday.MON) == hash(Weekday.MON))
def kind(d):
    match d:
        case Weekday.SAT | Weekday.SUN:
            return "weekend"
        case Weekday.FRI:
            return "almost"
        case _:
            return "work"
print([kind(d) for d in Weekday])
class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
print(Level.INFO > Level.DEBUG, Level.WARNING >= 25, Level.INFO * 2, Level(20), sorted([30, Level.DEBUG, 15]), [l.name for l in Level])
print(f"{Level.INFO}|", str(Level.WARNING), repr(Level.WARNING), Level.INFO.value + 1, "%d" % Level.DEBUG)
class Color(StrEnum):
    RED = auto()
    GREEN = auto()
    BLUE = "b"
print(list(Color), Color.RED, repr(Color.RED), Color.RED == "red", Color("b"), Color.GREEN.upper(), "-".join(Color), f"{Color.BLUE}")
class Mood(Enum):
    HAPPY = "happy"
    SAD = "sad"
    _private_helper = 3
counts = {m: 0 for m in Mood}
counts[Mood.HAPPY] += 2
print(counts, len(Mood), Mood._private_helper)
class Empty(Enum):
    pass
print(list(Empty), len(Empty))
try:
    class Bigger(Weekday):
        EXTRA = 8
except TypeError as e:
    print(type(e), e)
class Base(Enum):
    def label(self):
        return self.name.title()
class Fruit(Base):
    APPLE = auto()
    BANANA = auto()
print([f.label() for f in Fruit], Fruit.BANANA.value)
try:
    1 in Fruit
except TypeError as e:
    print(type(e), e)
