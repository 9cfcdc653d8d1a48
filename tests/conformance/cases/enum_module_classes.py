# enum's classes as its fill makes them: Enum's name and value properties, IntEnum and
# StrEnum over int and str, all three in module enum.
from enum import Enum, IntEnum, StrEnum, auto


class C(Enum):
    R = 1
    G = auto()


class S(StrEnum):
    A = auto()
    B = 'bee'


class I(IntEnum):
    X = 3
    Y = auto()


print(C.R.name, C.R.value, C.G.name, C.G.value, list(C), type(C).__name__)
print(S.A, S.B.value, S.A.name, I.X + 1, I.Y, I.Y.name, I.Y.value, isinstance(I.X, int))
print(Enum.__module__, IntEnum.__module__, StrEnum.__module__, C.__module__)
print(Enum.__name__, IntEnum.__name__, StrEnum.__name__, issubclass(IntEnum, Enum))
print(issubclass(StrEnum, str), issubclass(IntEnum, int), [m.name for m in I])
