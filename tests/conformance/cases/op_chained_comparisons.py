# Chained comparisons evaluate each operand once and short-circuit.
calls = []
def v(x):
    calls.append(x)
    return x
print(v(1) < v(2) < v(3), calls)
calls.clear()
print(v(3) < v(2) < v(1), calls)
calls.clear()
print(v(1) == v(1) != v(2) <= v(2) >= v(0) > v(-1), calls)
x = 5
print(0 < x < 10, 0 < x > 4, 1 < x < 3, x == 5 == 5.0, 1 < 2 > 0 < 5 != 6, "a" < "b" < "c" in "abc")
print(1 in [1] in [[1]], (1 in [1]) in [True], x is x is not None)
