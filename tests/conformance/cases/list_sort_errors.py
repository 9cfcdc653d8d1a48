# Sorting values that do not compare raises TypeError.
try:
    sorted([1, "a", 2])
except TypeError as e:
    print(type(e), e)
try:
    [3, None].sort()
except TypeError as e:
    print(type(e), e)
print(sorted([[2, 1], [1, 2], [1], []]), sorted([(1, "b"), (1, "a"), (0, "z")]))
