# expect: error AttributeError
# Bound-method internals.
m = [].append
print(m.__self__, m.__func__)
