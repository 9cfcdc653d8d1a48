# Decorators, decorators with arguments, stacking order.
def trace(fn):
    def wrapper(*args, **kwargs):
        print("calling with", args, kwargs)
        result = fn(*args, **kwargs)
        print("returned", result)
        return result
    return wrapper
@trace
def add(a, b):
    return a + b
add(2, 3)
def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def hello(name):
    return "hi " + name
print(hello("x"))
def tag(t):
    def deco(fn):
        return lambda: f"<{t}>{fn()}</{t}>"
    return deco
@tag("b")
@tag("i")
def text():
    return "t"
print(text())
