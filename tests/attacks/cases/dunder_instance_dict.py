# expect: ok
# A01: x.__dict__ is the instance's own namespace, which setattr reaches anyway.
class A:
    pass
a = A()
a.secret = 1
print(a.__dict__)
