# expect: error AttributeError
# A14: the same swap through an assignment target.
class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
print(type(a))
