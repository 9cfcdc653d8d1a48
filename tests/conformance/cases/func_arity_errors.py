# CPython's exact wording for arity errors.
def none():
    pass
def one(a):
    pass
def two(a, b):
    pass
def three_defaults(a, b=1, c=2):
    pass
def kwonly(a, *, k):
    pass
def kwonly2(*, k1, k2):
    pass
def many(a, b, c, d):
    pass
lam_one = lambda x: x
lam_none = lambda: 0
calls = [
    lambda: none(1), lambda: none(1, 2), lambda: one(), lambda: one(1, 2), lambda: two(1), lambda: two(), lambda: many(),
    lambda: many(1), lambda: three_defaults(), lambda: three_defaults(1, 2, 3, 4), lambda: kwonly(1), lambda: kwonly2(),
    lambda: kwonly(1, 2), lambda: one(b=1), lambda: one(1, a=2), lambda: none(x=1), lambda: two(1, 2, b=3),
    lambda: kwonly(1, k=2, j=3), lambda: lam_one(), lambda: lam_none(1), lambda: one(1, *[2, 3]),
]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(e)
