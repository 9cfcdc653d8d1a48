# Keyword-only (after *) and positional-only (before /) parameters.
def f(a, b, /, c, *, d, e=5):
    return a, b, c, d, e
print(f(1, 2, 3, d=4), f(1, 2, c=3, d=4, e=6))
for call in (lambda: f(1, 2, 3, 4), lambda: f(a=1, b=2, c=3, d=4), lambda: f(1, 2, 3), lambda: f(1, b=2, c=3, d=4)):
    try:
        call()
    except TypeError as e:
        print(e)
def kw_only(*, x, y=0):
    return x + y
print(kw_only(x=1), kw_only(y=2, x=3))
try:
    kw_only(1)
except TypeError as e:
    print(e)
def pos_kwargs(a, /, **kwargs):
    return a, kwargs
print(pos_kwargs(1, a=2))
