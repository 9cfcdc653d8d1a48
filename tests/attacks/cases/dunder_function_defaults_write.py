# expect: error AttributeError
# __defaults__ and __kwdefaults__ are function internals.
def f(x=1):
    return x
f.__defaults__ = (2,)
print(f())
