# expect: error AttributeError
# A06: index, then dunder attribute.
print("{0[0].__class__}".format([1]))
