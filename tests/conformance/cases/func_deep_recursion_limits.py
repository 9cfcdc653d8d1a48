# Recursion at CPython's default limit (1000) and far past it, through functions, lambdas,
# generators, repr, ==, user __eq__/__repr__ chains and str of nested dicts: each stops
# with RecursionError, never a C stack overflow.
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
print(f(990))
try:
    f(100000)
except RecursionError as e:
    print("RecursionError", e)
l = []
for _ in range(200000):
    l = [l]
try:
    print(len(repr(l)))
except RecursionError as e:
    print("repr RecursionError")
m = []
for _ in range(200000):
    m = [m]
try:
    print(l == m)
except RecursionError as e:
    print("eq RecursionError")
class N:
    def __init__(self, nxt): self.nxt = nxt
    def __eq__(self, o): return self.nxt == o.nxt
    def __repr__(self): return "N(" + repr(self.nxt) + ")"
a = b = None
for _ in range(100000):
    a, b = N(a), N(b)
try:
    print(a == b)
except RecursionError:
    print("__eq__ chain RecursionError")
try:
    print(len(repr(a)))
except RecursionError:
    print("__repr__ chain RecursionError")
d = {}
for _ in range(100000):
    d = {"k": d}
try:
    print(len(str(d)))
except RecursionError:
    print("dict str RecursionError")
g = lambda n: g(n + 1)
try:
    g(0)
except RecursionError:
    print("lambda RecursionError")
def gen(n):
    yield from gen(n + 1)
try:
    next(gen(0))
except RecursionError:
    print("gen RecursionError")
print(sorted([[[[1]]]] * 3))
