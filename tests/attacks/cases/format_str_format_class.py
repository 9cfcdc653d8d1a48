# expect: error AttributeError
# A06: format-string field traversal reads dunders.
print("{0.__class__}".format(1))
