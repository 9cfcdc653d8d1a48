# sum of floats accumulates representation error; math.fsum does not.
import math
xs = [0.1] * 10
print(sum(xs), math.fsum(xs), sum(xs) == 1.0, math.fsum(xs) == 1.0)
print(sum([1e100, 1.0, -1e100]), math.fsum([1e100, 1.0, -1e100]))
print(sum([0.1, 0.2, 0.3]), sum([0.3, 0.2, 0.1]), sum(range(10), 0.5))
