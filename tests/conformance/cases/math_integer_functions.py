# gcd, lcm, factorial, comb, perm, prod.
import math
print(math.gcd(12, 18), math.gcd(0, 5), math.gcd(-12, 18), math.gcd(), math.gcd(12, 18, 27), math.lcm(4, 6), math.lcm(3, 5, 7), math.lcm())
print(math.factorial(0), math.factorial(10), math.factorial(25), math.comb(10, 3), math.comb(5, 7), math.perm(5, 2), math.perm(5))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod(range(1, 11), start=2), math.prod([0.5, 4]), math.comb(100, 50))
