# Comparisons between ints, big ints and floats are exact.
print(2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 == float(2 ** 53))
print(10 ** 30 < float("inf"), -(10 ** 30) > float("-inf"), 1 == 1.0, 1 < 1.5)
print(10 ** 400 > 1e308, 10 ** 400 < float("inf"), 3 == 3.0000000000000001)
print(float("nan") == 0, float("nan") != 0, 0 == -0.0, True == 1, False == 0.0)
print(sorted([3, 1.5, -2, 10 ** 20, -0.5, 0]))
print(max(1, 1.0), max(1.0, 1), min(0, -0.0), min(-0.0, 0))
