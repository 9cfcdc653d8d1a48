# Uncaught KeyError inside a function.
def lookup(d, k):
    return d[k]
print(lookup({"a": 1}, "a"))
print(lookup({"a": 1}, "b"))
