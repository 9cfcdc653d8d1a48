# expect: ok
# A class's __dict__ is a copy (CPython: a read-only proxy): writing to it changes nothing.
class A:
    pass
A.__dict__["x"] = 1
assert not hasattr(A, "x")
print("ok")
