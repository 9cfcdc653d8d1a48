# expect: error AttributeError
# setattr with a dunder name on a user object.
class A:
    pass
setattr(A(), "__dict__", {})
