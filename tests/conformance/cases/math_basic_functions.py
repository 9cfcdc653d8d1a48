# sqrt, floor, ceil, trunc, fabs, pow, exp, log.
import math
print(math.sqrt(16), math.sqrt(2), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(3), math.ceil(2 ** 70 + 0.0))
print(math.fabs(-3), math.pow(2, 10), math.exp(1), math.exp(0), math.log(math.e), math.log(100, 10), math.log(8, 2))
print(math.log10(1000), math.log2(1024), math.log1p(1e-10), math.expm1(1e-10), math.log(10 ** 100), math.log2(2 ** 1000))
print(type(math.floor(2.5)), type(math.sqrt(4)), math.isqrt(17), math.isqrt(10 ** 30), math.floor(-0.5), math.ceil(-0.5))
