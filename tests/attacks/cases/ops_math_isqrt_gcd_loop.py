# expect: ops
# isqrt and gcd of big ints are charged by their operands' size.
import math
x = 7 ** 1000000
y = 5 ** 1200000
while True:
    math.isqrt(x)
    math.gcd(x, y)
