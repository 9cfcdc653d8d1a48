# expect: error AttributeError
# The dunder name is built at run time, so a static check alone cannot catch it.
name = "_" * 2 + "cla" + "ss" + "_" * 2
print(getattr((), name))
