from enum import Enum, unique, IntFlag
@unique
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.673e-11
        return G * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, round(Planet.EARTH.surface_gravity, 3), Planet.MERCURY.mass)
class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    @classmethod
    def from_name(cls, s):
        return cls[s.upper()[:3]]
    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]
    def __str__(self):
        return self.name.title()
print(Weekday.from_name("tuesday"), Weekday.WED.next(), repr(Weekday.MON), f"{Weekday.TUE}")
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
print(Perm.R | Perm.W, int(Perm.R | Perm.X), Perm(7), Perm.R in Perm(6))
class Shade(str, Enum):
    DARK = "dark"
    LIGHT = "light"
print(Shade.DARK == "dark", Shade("light").name, Shade.DARK.upper(), [s.value for s in Shade])
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
print(Weekday.MON < Weekday.TUE if False else "no ordering", Weekday(2).name)
