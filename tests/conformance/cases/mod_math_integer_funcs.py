import math
print(math.factorial(0), math.factorial(1), math.factorial(25), len(str(math.factorial(500))))
print(math.gcd(), math.gcd(12), math.gcd(12, 18), math.gcd(12, 18, 27), math.gcd(-4, 6), math.gcd(0, 0))
print(math.lcm(), math.lcm(4), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(-4, 6), math.lcm(0, 9))
print(math.gcd(2 ** 100 * 3, 2 ** 80 * 9), math.lcm(2 ** 40, 3 ** 20))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10 ** 40 + 1), math.isqrt(True))
print(math.comb(10, 3), math.comb(50, 25), math.comb(5, 7), math.comb(10 ** 20, 2), math.comb(100, 0))
print(math.perm(5), math.perm(5, 2), math.perm(5, 0), math.perm(5, None), math.perm(3, 4))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2, 3], start=10), math.prod([1.5, 2.5]))
print(math.prod(range(1, 21)), math.prod([[1], 3][::-1]) if False else math.prod(['ab', 3]))
print(math.floor(3.7), math.floor(-3.2), math.ceil(3.2), math.ceil(-3.7), math.trunc(-3.7), math.trunc(3.7))
print(math.floor(10 ** 20 + 0.5), math.ceil(1e20), math.floor(7), math.ceil(True))
print(type(math.floor(2.5)), type(math.ceil(2.5)), type(math.trunc(2.5)))
class Half:
    def __floor__(self):
        return "floor!"
    def __ceil__(self):
        return "ceil!"
    def __trunc__(self):
        return "trunc!"
print(math.floor(Half()), math.ceil(Half()), math.trunc(Half()))
class Idx:
    def __index__(self):
        return 12
print(math.gcd(Idx(), 8), math.factorial(Idx()) // 1000, math.isqrt(Idx()), math.comb(Idx(), 2))
