# A function's __name__/__qualname__/__doc__ and an exception's args/__cause__/__context__ are fields read before the attribute dict.
def f():
    "doc"
f.extra = 1
print(f.__name__, f.__qualname__, f.__doc__, f.__module__, f.extra)
f.extra = 2
print(f.extra, dir(f) == sorted(dir(f)))
try:
    f.missing
except AttributeError as e:
    print(e)
class E(ValueError):
    def __init__(self, m):
        super().__init__(m)
        self.m = m
try:
    try:
        raise KeyError(1)
    except KeyError as k:
        raise E("x") from k
except E as e:
    print(e.args, repr(e.__cause__), repr(e.__context__), e.m)
    e.args = [1, 2]
    print(e.args)
s = StopIteration(5)
print(s.value, s.args, ValueError().__cause__)
