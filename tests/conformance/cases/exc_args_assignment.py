# e.args is writable (stored as a tuple, never deleted), in subclasses too; __slots__ = ()
# and custom __new__ or __init__ against extra arguments.
class MyErr(ValueError):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code
e = MyErr(3)
print(e.args, e.code, str(e))
e.args = ["a", "b"]
print(e.args, str(e), repr(e))
try:
    del e.args
except TypeError as x:
    print("TypeError:", x)
try:
    e.args = 5
except TypeError as x:
    print("TypeError:", x)
e.note = "n"
print(e.note)
try:
    raise MyErr(4)
except ValueError as x:
    x.args = (x.args[0] + "!",)
    print(x)
class P:
    __slots__ = ()
try:
    P(1)
except TypeError as x:
    print("TypeError:", x)
class Q:
    def __new__(cls, *a, **k):
        return object.__new__(cls)
print(type(Q(1, k=2)).__name__)
class R:
    def __init__(self, *a):
        self.a = a
print(R(1, 2).a)
class S(R):
    pass
print(S(3).a)
