# * and ** in list, tuple, set and dict displays.
a = [1, 2]
b = (3, 4)
print([*a, *b], (*a, 0), [*"hi", *range(2)], [*a], (*b,), {*a, *b, 1}, [*[], *()])
d1 = {"x": 1}
d2 = {"y": 2, "x": 9}
print({**d1, **d2}, {**d2, **d1}, {"z": 0, **d1}, {**{}}, {**d1, "x": 5})
first, *rest = [*a, *b]
print(first, rest)
