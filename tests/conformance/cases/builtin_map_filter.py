# map with several iterables; filter with None.
print(list(map(str, [1, 2])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(pow, [2, 3], [3, 2])))
print(list(filter(None, [0, 1, "", "a", None, [], [0]])), list(filter(lambda x: x > 1, [1, 2, 3])), list(filter(str.isdigit, "a1b2")))
m = map(abs, [-1, -2])
print(next(m), list(m), list(m))
