# Inheritance: super() chains, method resolution order, overriding, class attributes, isinstance.
class Base:
    kind = "base"
    def __init__(self, name):
        self.name = name
        print("Base init", name)
    def describe(self):
        return f"{self.kind}:{self.name}"
    def __repr__(self):
        return f"<{self.kind} {self.name}>"
class A(Base):
    kind = "a"
    def __init__(self, name, extra):
        super().__init__(name)
        self.extra = extra
    def describe(self):
        return "A+" + super().describe()
class B(Base):
    def describe(self):
        return "B+" + super().describe()
class C(A, B):
    def describe(self):
        return "C+" + super().describe()
c = C("obj", 1)
print(c.describe(), c, isinstance(c, B), issubclass(C, Base), C.mro())
print(C.kind, B.kind, c.extra, hasattr(c, "extra"), getattr(c, "missing", "dflt"))
class Shape:
    def area(self):
        raise NotImplementedError("subclass must implement")
    def __str__(self):
        return f"{type(self)} with area {self.area():.2f}"
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
for s in [Circle(1), Square(2)]:
    print(s)
try:
    Shape().area()
except NotImplementedError as e:
    print(type(e), e)
class Counter:
    instances = []
    def __init__(self):
        Counter.instances.append(self)
        self.id = len(Counter.instances)
a, b = Counter(), Counter()
print(a.id, b.id, len(Counter.instances))
setattr(a, "tag", "x")
print(a.tag, getattr(b, "tag", None), vars_like := sorted(k for k in ("id", "tag") if hasattr(a, k)))
