import math
print(math.log(10 ** 400), math.log2(10 ** 400), math.log10(10 ** 400), math.log(8, 2))
print(math.log(2 ** 1024), math.log2(2 ** 5000), math.log10(10 ** 5000), math.log(10 ** 30, 10))
print(math.log(100, 10), math.log10(1000), math.log2(1024), math.log(math.e), math.log1p(1e-20))
print(math.log(3 ** 1000, 3), math.log(7 ** 800) / math.log(7))
for bad in (0, -1, -10 ** 400, 0.0, -2.5):
    try:
        math.log(bad)
    except ValueError as e:
        print("log", bad, e)
try:
    math.log(5, 1)
except ZeroDivisionError as e:
    print("base 1:", e)
print(math.log(1, 5), math.log(float("inf")), math.log10(float("inf")))
print(math.exp(1), math.exp(-745), math.exp(709), math.expm1(1e-10), math.exp2(0.5), math.cbrt(2))
print(math.sqrt(2 ** 1000) == 2.0 ** 500, math.sqrt(10 ** 300))
