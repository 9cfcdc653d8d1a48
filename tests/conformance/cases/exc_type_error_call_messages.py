# TypeError messages about calling things.
def f(a, b):
    return a + b
class C:
    def m(self, x):
        return x
cases = [lambda: f(1), lambda: f(1, 2, 3), lambda: f(1, c=2), lambda: f(1, a=1), lambda: C().m(), lambda: C().m(1, 2),
         lambda: C.m(1), lambda: len(), lambda: len(1, 2), lambda: "abc"(), lambda: [1, 2](), lambda: abs(), lambda: int(1, 2, 3),
         lambda: sorted(1), lambda: max(), lambda: isinstance(1), lambda: print(sep=1)]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(e)
