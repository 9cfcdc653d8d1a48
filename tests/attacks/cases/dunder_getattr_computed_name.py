# expect: ok
# The dunder name is built at run time: the guard sits in getattr, not in a static check.
name = "_" * 2 + "cla" + "ss" + "_" * 2
print(getattr((), name))
