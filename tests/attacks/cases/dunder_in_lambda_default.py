# expect: error AttributeError
# Dunder access evaluated as a default value.
def f(c=(1).__class__):
    return c
print(f())
