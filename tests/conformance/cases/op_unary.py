# Unary operators.
print(-5, +5, -(-5), - - 5, not 5, not not 5, ~5, ~~5, -3.5, +3.5, -(1 + 2j), +True, -False, not None)
x = 7
print(-x, +x, ~x, -x ** 2, (-x) ** 2, not x == 7, not (x == 7), --x, -+-x)
