# expect: error ValueError
# A format spec is not itself a format string; a field-like spec is just invalid.
print(format(1, "{0.__class__}"))
