# A small geometry computation.
import math
points = [(0, 0), (4, 0), (4, 3), (0, 3)]
perimeter = sum(math.dist(points[i], points[(i + 1) % len(points)]) for i in range(len(points)))
area = 0.5 * abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1])))
print(perimeter, area, round(math.degrees(math.atan2(3, 4)), 4), f"{math.pi * 2 ** 2:.5f}")
