# expect: ok
# Dunder access evaluated as a default value: the same guard.
def f(c=(1).__class__):
    return c
print(f())
