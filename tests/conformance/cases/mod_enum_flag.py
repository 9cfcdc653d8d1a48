from enum import Flag, IntFlag, auto
import enum


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = 7


rw = Perm.R | Perm.W
print(rw, repr(rw), rw.value, rw.name, Perm.R in rw, Perm.X in rw, bool(Perm(0)), repr(Perm(0)), Perm(0).name)
print(list(Perm), list(Color), Color.WHITE, repr(Color.WHITE), len(Color), list(rw), len(rw))
print(Perm(6), Perm(7), ~Perm.R, repr(~Perm.R), rw & Perm.R, rw ^ Perm.R, Color(3), Color.RED | Color.GREEN)
print(Color._member_names_, isinstance(rw, Perm), rw == Perm(6), hash(rw) == hash(Perm(6)))
print(str(Perm(0)), Perm.RWX, Perm(6) | Perm.X, ~Perm.RWX, repr(~Perm.RWX), Perm.R.value, Perm.R.name)
print(Perm.R | Perm.R is Perm.R, Perm(4) is Perm.R, Perm["R"], bool(Perm.R & Perm.W), rw is Perm(6))
print(Color.RED.value, Color.BLUE.value, Color(5), [c.name for c in Color(5)], Color.RED | Color.BLUE == Color(5))
try:
    print(1 in Perm.R)
except TypeError as e:
    print(e)
try:
    Perm("x")
except ValueError as e:
    print(e)


class P2(IntFlag):
    A = 1
    B = 2


x = P2.A | 4
print(P2.A | P2.B, repr(P2.A | P2.B), P2.A | 4, repr(P2(8)), P2.A + 1, P2.A == 1, isinstance(P2.A, int))
print(str(P2.A), format(P2.A | P2.B), f"{P2.B:03d}", repr(x), x.name, str(P2(0)), repr(P2(0)))
print(~P2.A, repr(~P2.A), P2.A & 3, repr(P2.A & 3), P2.A in P2.A | P2.B, P2(3) == 3, int(P2.B))


class Feature(enum.Flag):
    LOGGING = auto()
    METRICS = auto()
    TRACING = auto()


enabled = Feature.LOGGING | Feature.TRACING
for f in Feature:
    print(f.name, f in enabled)
print(enabled, len(enabled), [f.value for f in enabled], Feature.TRACING.value)
flags = Feature(0)
for f in (Feature.METRICS, Feature.LOGGING):
    flags |= f
print(flags, flags & ~Feature.LOGGING)


class Status(enum.Enum):
    OK = 200
    NOT_FOUND = 404

    @classmethod
    def _missing_(cls, value):
        if value == 0:
            return cls.OK
        return None


print(Status(0), Status(404))
try:
    Status(500)
except ValueError as e:
    print(e)
