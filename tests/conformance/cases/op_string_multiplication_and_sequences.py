# Sequence operators on str, list, tuple, range.
print("-" * 10, [0] * 3, (1, 2) * 2, "ab" + "c", [1] + [2], (1,) + (2,), "x" * True)
try:
    range(3) + range(2)
except TypeError as e:
    print(e)
try:
    [1] + (2,)
except TypeError as e:
    print(e)
