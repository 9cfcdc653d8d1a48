# expect: error AttributeError
# A03: getattr with a dunder name.
print(getattr(1, "__class__"))
