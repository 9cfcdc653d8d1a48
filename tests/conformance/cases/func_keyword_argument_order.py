# Keyword arguments are matched by name regardless of order; kwargs keep call order.
def f(**kwargs):
    return list(kwargs.items())
print(f(b=1, a=2, c=3), f(**{"z": 1, "y": 2}, x=3))
def g(a, b, c):
    return (a, b, c)
print(g(c=3, a=1, b=2), g(1, c=3, b=2))
