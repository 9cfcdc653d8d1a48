# The TypeErrors of f(*x) and f(**x) with x not an iterable or mapping, and of a keyword
# given twice through **: each names the callee as CPython does (module, class, builtin).
def f(*a, **k):
    return a, k
class C:
    def m(self, *a, **k):
        pass
for call in (lambda: f(*1), lambda: f(**1), lambda: f(a=1, **{"a": 2}), lambda: C().m(*None),
             lambda: print(*3), lambda: int(**[1]), lambda: f(**{"x": 1}, **{"x": 2})):
    try:
        call()
    except TypeError as e:
        print(e)
