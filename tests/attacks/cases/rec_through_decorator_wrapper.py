# expect: error RecursionError | recursion
# Recursion through a decorator's wrapper doubles the frames per level.
def deco(fn):
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def f(n):
    return f(n + 1)
f(0)
