# Unary operators on ints and big ints.
for n in (0, 5, -5, 2 ** 70, -(2 ** 70)):
    print(-n, +n, abs(n), ~n, not n)
