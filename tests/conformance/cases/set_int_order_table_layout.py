# Sets of ints print in CPython's hash-table order (hash(-1) == -2, table growth, probing).
print({-1, -2, 0, 1, 2}, {10, 20, 30, 40}, {100, 7, 64, 1000}, {-5, 5})
print(set(range(0, 100, 7)), {2 ** 61 - 1, 1, 2 ** 61 + 5} == {1, 2 ** 61 - 1, 2 ** 61 + 5})
print(sorted({-(2 ** 70), 2 ** 70, 0}))
