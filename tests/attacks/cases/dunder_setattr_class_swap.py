# expect: error AttributeError
# A14: swapping an object's class with setattr.
class A:
    pass
class B:
    pass
a = A()
setattr(a, "__class__", B)
print(type(a))
