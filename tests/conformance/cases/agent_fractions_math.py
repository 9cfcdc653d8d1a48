from fractions import Fraction
import math

f = Fraction(3, 4) + Fraction(1, 6)
print(f, float(f), f.numerator, f.denominator)
print(Fraction("0.125"), Fraction(0.5), Fraction(1, 3) * 3 == 1, Fraction(7, 3).limit_denominator(2))
print(sum(Fraction(1, n) for n in range(1, 6)))
print(math.gcd(48, 18), math.lcm(4, 6), math.factorial(10), math.comb(10, 3), math.perm(5, 2))
print(math.sqrt(2), math.isqrt(17), math.hypot(3, 4), math.dist((0, 0), (1, 1)))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.fabs(-3))
print(math.log(100, 10), math.log2(8), math.log10(0.001), math.exp(1) == math.e)
print(round(math.sin(math.pi / 6), 10), math.degrees(math.pi), math.radians(180))
print(math.isclose(0.1 + 0.2, 0.3), math.isfinite(1e308), math.isinf(float("inf")), math.isnan(float("nan")))
print(math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), math.copysign(1, -0.0), math.inf)
print(repr(Fraction(-6, 4)), Fraction(5, 2) // 1, Fraction(5, 2) % 1, round(Fraction(5, 2)))
