# *args and **kwargs collect the extra arguments only.
def f(a, b=2, *args, c, d=4, **kwargs):
    return a, b, args, c, d, kwargs
print(f(1, c=3))
print(f(1, 5, 6, 7, c=3, e=8, d=9))
print(f(a=1, c=2, z=0))
def g(*args, **kwargs):
    return args, kwargs
print(g(), g(1, 2), g(x=1), g(1, y=2), g(*range(3), **{"k": "v"}))
def total(*nums):
    return sum(nums)
print(total(), total(1, 2, 3), total(*[4, 5]))
