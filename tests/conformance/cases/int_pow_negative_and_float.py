# ** with negative exponents gives floats; negative bases with float exponents give complex.
print(2 ** 10, 2 ** -1, 2 ** -2, (-2) ** 3, (-2) ** -3, -2 ** 2)
print(10 ** 20, 10 ** -3, 0 ** 0, 1 ** -5, (-1) ** 101)
print(4 ** 0.5, 2 ** 0.5, 8 ** (1 / 3))
print((-8) ** (1 / 3))
print(2.0 ** 10, 2 ** 10.0, 0.0 ** 0)
print(pow(2, -1), pow(-3, 3), pow(7, 0))
print(type(2 ** -1), type(2 ** 2), type((-1) ** 0.5))
