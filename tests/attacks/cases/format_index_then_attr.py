# expect: ok
# A06: index, then dunder attribute in a format field: the same guard as `.`.
print("{0[0].__class__}".format([1]))
