# expect: error AttributeError
# A06: '{0.__globals__[...]}' on a function.
def f():
    pass
print("{0.__globals__}".format(f))
