# A class with neither __new__ nor __init__ of its own takes no arguments; a custom
# __new__ or __init__ takes them. e.args = v stores tuple(v).
class E:
    pass
try:
    E(1)
except TypeError as e:
    print("TypeError:", e)
try:
    E(x=1)
except TypeError as e:
    print("TypeError:", e)
class F:
    def __new__(cls, *a):
        return super().__new__(cls)
print(type(F(1)).__name__)
class G:
    def __init__(self, a):
        self.a = a
print(G(2).a)
class H(Exception):
    pass
print(repr(H(1, 2)))
e = ValueError(1)
e.args = (e.__class__.__name__, 5)
print(e.args, str(e))
e2 = KeyError("k")
e2.args = ("z",)
print(repr(e2), str(e2))
try:
    object(1)
except TypeError as e:
    print("TypeError:", e)
