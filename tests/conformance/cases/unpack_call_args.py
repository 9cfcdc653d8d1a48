# * and ** in calls.
def f(a, b, c=0, *args, **kwargs):
    return (a, b, c, args, kwargs)
args = [1, 2, 3, 4]
kw = {"x": 1, "y": 2}
print(f(*args), f(*args, **kw), f(1, *[2]), f(*"ab", c=5), f(**{"a": 1, "b": 2}), f(1, 2, *[3], *[4, 5], z=0, **kw))
print(*[1, 2, 3], sep="-")
print(max(*[3, 9, 2]), list(zip(*[(1, "a"), (2, "b")])))
try:
    f(*5)
except TypeError as e:
    print(type(e), e)
try:
    f(**[1])
except TypeError as e:
    print(type(e), e)
try:
    f(1, 2, **{"a": 3})
except TypeError as e:
    print(type(e), e)
try:
    f(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print(type(e), e)
