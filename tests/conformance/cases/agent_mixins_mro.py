class JSONMixin:
    def to_json(self):
        import json
        return json.dumps(self.__dict__, sort_keys=True)
class ReprMixin:
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"{type(self).__name__}({fields})"
class Base:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
class User(ReprMixin, JSONMixin, Base):
    pass
u = User(name="ann", age=3)
print(u, u.to_json(), [c.__name__ for c in User.__mro__])
class A:
    def hello(self):
        return "A"
class B(A):
    def hello(self):
        return "B>" + super().hello()
class C(A):
    def hello(self):
        return "C>" + super().hello()
class D(B, C):
    def hello(self):
        return "D>" + super().hello()
print(D().hello(), [k.__name__ for k in D.mro()])
class Logged:
    def __init__(self, *a, **k):
        print("Logged init")
        super().__init__(*a, **k)
class Point:
    def __init__(self, x=0):
        print("Point init", x)
        self.x = x
class LP(Logged, Point):
    pass
print(LP(x=5).x)
