# enum's hook makes members from the class body: aliases, _sunder_ names, methods and
# properties left alone, Flag's multi-bit members unlisted, tuple values fed to __init__,
# auto() after explicit values, an error in __init__ failing the class statement.
from enum import Enum, IntEnum, Flag, auto


class C(Enum):
    R = 1
    G = 2
    B = 1
    _ignore = 5

    def f(self):
        return self.value

    @property
    def p(self):
        return 3


print(list(C), C.B, C.B is C.R, C._member_names_, list(C._member_map_))
print(C.R.f(), C.R.p, C['G'], C(2))


class F(Flag):
    A = 1
    B = 2
    AB = 3
    C = auto()


print(list(F), F.AB, F.C.value, F(3), F._member_names_)


class P(Enum):
    X = (1, 2)
    Y = (3, 4)

    def __init__(self, a, b):
        self.a = a


print(P.X.a, P.Y.value)


class A(IntEnum):
    X = auto()
    Y = 10
    Z = auto()


print(list(A), A.Z.value)
try:
    class Bad(C):
        pass
except TypeError as e:
    print('TypeError:', e)


class E(Enum):
    pass


print(list(E), len(E))
try:
    class Q(Enum):
        A = 1

        def __init__(self, v):
            raise ValueError('no ' + str(v))
except ValueError as e:
    print('ValueError:', e)
