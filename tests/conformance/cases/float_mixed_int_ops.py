# Mixed int/float arithmetic produces floats.
print(1 + 1.0, 3 * 0.5, 7 - 0.5, 2 ** 0.5 * 2 ** 0.5, 10 / 2, 9 // 2.0, 3 - 3.0)
print(type(1 + 1.0), type(3 * 2), type(4 / 2), type(4 // 2), type(4.0 // 2))
print(10 ** 20 + 0.5, (2 ** 53 + 1) + 0.0, 1e16 + 1, 1e16 + 2)
