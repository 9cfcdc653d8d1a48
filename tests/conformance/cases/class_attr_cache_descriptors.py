# Attribute sites that see properties, __getattr__, __setattr__, class and static methods,
# several classes in turn, and instances whose dicts differ in shape.
class Temp:
    def __init__(self, c):
        self._c = c

    @property
    def f(self):
        return self._c * 9 / 5 + 32

    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9

    @classmethod
    def make(cls, c):
        return cls(c)

    @staticmethod
    def unit():
        return "C"


t = Temp.make(100)
for _ in range(3):
    print(t.f, t.unit(), Temp.unit(), t.make(5)._c)
    t.f = t.f + 9


class Lazy:
    def __init__(self):
        self.real = 1

    def __getattr__(self, name):
        return "computed " + name


lz = Lazy()
for name in ["real", "other"]:
    print(lz.real, lz.other)
lz.other = "now set"
print(lz.real, lz.other)


class Logged:
    log = []

    def __setattr__(self, name, value):
        Logged.log.append((name, value))  # and stores nothing


lg = Logged()
for i in range(3):
    lg.x = i
print(Logged.log, getattr(lg, "x", "not stored"))


# a property added to a class after instances read the plain attribute
class Box:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v


boxes = [Box(i) for i in range(3)]
print([b.get() for b in boxes])
Box.get = property(lambda self: self.v * 100)
print([b.get for b in boxes])


# one site, many classes (more than a small cache holds), dicts of different shapes
class A:
    def __init__(self):
        self.x = "A"

    def m(self):
        return "A.m"


class B:
    def __init__(self):
        self.y = 0
        self.x = "B"

    def m(self):
        return "B.m"


def make(i):
    class C(A):
        def m(self, i=i):
            return "C%d.m" % i

    return C()


objs = [A(), B()] + [make(i) for i in range(6)]
for _ in range(2):
    print([(o.x, o.m()) for o in objs])


# a bound method kept from a site, and the same method called through the site
bm = objs[0].m
objs[0].x = "changed"
print(bm(), [o.x for o in objs[:2]])

# attributes set through setattr with a built string, read through the site
class S:
    pass

s = S()
setattr(s, "na" + "me", "dynamic")
print(s.name)
setattr(s, "".join(["na", "me"]), "again")
print(s.name)
delattr(s, "name")
print(getattr(s, "name", "gone"))
