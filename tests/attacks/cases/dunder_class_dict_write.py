# expect: error AttributeError
# Writing through a class __dict__.
class A:
    pass
A.__dict__["x"] = 1
