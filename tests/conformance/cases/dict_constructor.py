# dict() from pairs, keywords and mappings.
print(dict(), dict(a=1, b=2), dict([("a", 1), ("b", 2)]), dict({"a": 1}, b=2), dict(zip("ab", "cd")), dict([["k", "v"]]))
try:
    dict([1, 2])
except TypeError as e:
    print(type(e), e)
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print(type(e), e)
