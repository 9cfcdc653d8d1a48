# enumerate with start; zip with unequal lengths and strict.
print(list(enumerate("abc")), list(enumerate("abc", start=1)), list(enumerate([], 5)), list(enumerate("ab", -1)))
print(list(zip([1, 2, 3], "ab")), list(zip()), list(zip([1])), list(zip(range(3), range(10, 13), "xyz")))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(type(e), e)
names, ages = zip(*[("a", 1), ("b", 2)])
print(names, ages, dict(zip(names, ages)))
