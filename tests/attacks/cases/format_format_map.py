# expect: error AttributeError
# A06: format_map.
print("{x.__class__.__base__}".format_map({"x": 1}))
