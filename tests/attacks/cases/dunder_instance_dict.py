# expect: error AttributeError
# A01: x.__dict__ exposes the namespace of an instance.
class A:
    pass
a = A()
a.secret = 1
print(a.__dict__)
