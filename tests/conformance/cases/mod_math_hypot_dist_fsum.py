import math
print(math.hypot(3, 4), math.hypot(1, 2, 3), math.hypot(1.1, 2.2, 3.3, 4.4), math.hypot())
print(math.hypot(*[0.1] * 10), math.hypot(1e200, 1e200), math.hypot(1e-200, 3e-200))
print(math.hypot(-5, 12), math.hypot(0.3, 0.4, 0.5, 0.6, 0.7))
print(math.dist((0, 0), (3, 4)), math.dist([1.5, 2.5, 3.5], [4.25, -1, 0.125]))
print(math.dist((1, 2, 3, 4), (5, 6, 7, 8)), math.dist([], []))
points = [(0.1 * i, 0.2 * i * i) for i in range(12)]
total = 0.0
for a, b in zip(points, points[1:]):
    total += math.dist(a, b)
print(total)
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([1, 2, 3]), math.fsum(x / 7 for x in range(100)), math.fsum([1e16, 1.0, 1e-16]))
print(math.fsum([0.1, 0.2, 0.3, -0.6]), math.fsum([2.0 ** 53, 1.0, 2.0 ** -53]))
print(math.fsum([1.7976931348623157e308, -1.7976931348623157e308, 1.0]))
print(math.fsum(i * 0.001 for i in range(1000)))
