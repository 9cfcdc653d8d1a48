# property/classmethod/staticmethod: constructor signatures, fget/fset/fdel/__doc__/__func__, and the getter/setter/deleter copies.
calls = [
    lambda: property(1, 2, 3, 4, 5),
    lambda: property(x=1),
    lambda: property(fget=None, doc="d").__doc__,
    lambda: property(None, None, None, "d").fget,
    lambda: classmethod(),
    lambda: classmethod(1, 2),
    lambda: staticmethod(f=1),
    lambda: staticmethod(len).__func__ is len,
    lambda: classmethod(None).__func__,
]
for c in calls:
    try:
        print(c())
    except TypeError as e:
        print("TypeError:", e)
class C:
    @property
    def x(self):
        return 1
    @x.setter
    def x(self, v):
        self._x = v
    @staticmethod
    def s():
        return "s"
    @classmethod
    def k(cls):
        return cls.__name__
c = C()
c.x = 5
print(c.x, c._x, C.s(), C.k(), c.k())
def g(self):
    "getter doc"
    return 2
print(property(g).__doc__, property(g, doc="own").__doc__, property(g, doc=None).__doc__, property().__doc__)
class D:
    y = property(g, doc="kept")
    @y.setter
    def y(self, v):
        pass
    z = property(g)
    @z.deleter
    def z(self):
        pass
print(D.y.__doc__, D.z.__doc__, D.y.fset is not None, D.z.fdel is not None, D.z.fset)
for bad in (lambda: D.y.setter(), lambda: D.y.getter(1, 2)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
