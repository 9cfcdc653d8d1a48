# o.name = v and o.name op= v through every kind of target: a plain instance, a property
# with and without a setter, a class, a function, a builtin that refuses, and an object
# expression that fails first.

class Plain:
    pass

class WithProp:
    def __init__(self):
        self._v = 1

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        print("setter", value)
        self._v = value

    @property
    def ro(self):
        return 5

def f():
    pass

p = Plain()
p.a = 1
p.a += 41
p.a -= 2
p.a *= 3
p.a %= 7
print(p.a, vars(p))
w = WithProp()
w.v = 10
w.v += 5
print(w.v)
try:
    w.ro = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    w.ro += 1
except AttributeError as e:
    print("AttributeError:", e)
Plain.shared = "class"
Plain.shared += "!"
print(p.shared, Plain.shared)
f.tag = 1
f.tag += 1
print(f.tag)
try:
    (1).real = 2
except AttributeError as e:
    print("AttributeError:", e)
try:
    missing.attr = 1
except NameError as e:
    print("NameError:", e)
try:
    p.n = 1
    p.n @= 2
except TypeError as e:
    print("TypeError:", e)
try:
    p.big = 2**62 - 1
    p.big += 2**62
    p.big *= 2**62
    print(p.big)
except Exception as e:
    print(type(e).__name__, e)
