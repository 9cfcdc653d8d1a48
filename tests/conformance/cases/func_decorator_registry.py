# A decorator that registers functions and returns them unchanged.
registry = {}
def register(name):
    def deco(fn):
        registry[name] = fn
        return fn
    return deco
@register("sq")
def square(x):
    return x * x
@register("neg")
def negate(x):
    return -x
print(sorted(registry), registry["sq"](4), registry["neg"](4), square(3))
def count_calls(fn):
    calls = 0
    def wrapper(*args):
        nonlocal calls
        calls += 1
        return fn(*args), calls
    return wrapper
@count_calls
def ident(x):
    return x
print(ident("a"), ident("b"), ident("c"))
