# sum with start values and types.
print(sum([]), sum([1, 2, 3]), sum([1, 2], 10), sum([0.1] * 3), sum(range(101)), sum([[1], [2]], []), sum([1.5, 2, True]))
print(sum((x for x in range(5)), start=100), sum([2 ** 64, 2 ** 64]), sum([1j, 2]))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(type(e), e)
try:
    sum([1, "a"])
except TypeError as e:
    print(type(e), e)
