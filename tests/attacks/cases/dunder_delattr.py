# expect: error AttributeError
# delattr with a dunder name.
class A:
    x = 1
delattr(A, "__init__")
