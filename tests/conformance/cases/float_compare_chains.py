# Float comparison chains and equality quirks.
print(0.1 + 0.2 == 0.3, 0.1 + 0.2 > 0.3, abs((0.1 + 0.2) - 0.3) < 1e-9)
print(1.0 < 2 < 3.5 <= 3.5, -0.0 < 0.0, 1e-320 > 0, 5e-324 / 2)
print(sorted([2.5, -1.0, 0.0, -0.0, 3, float("inf"), -7]))
