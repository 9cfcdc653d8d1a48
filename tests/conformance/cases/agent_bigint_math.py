from math import factorial, comb, isqrt
print(factorial(30), len(str(factorial(100))), sum(int(d) for d in str(2 ** 1000)))
print(comb(50, 25), isqrt(10 ** 40 + 1), pow(2, 10 ** 5, 10 ** 9 + 7))
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
print(fib(200), fib(200) % 1000000007, bin(fib(50)).count("1"))
print(10 ** 30 // 7, -(10 ** 30) // 7, 10 ** 30 % 7, divmod(-(2 ** 70), 3))
print(int("9" * 40) + 1, hex(2 ** 100), (2 ** 100).bit_length(), float(2 ** 100), 2 ** 100 / 3)
print(round(123456789123456789, -5), abs(-(10 ** 25)), max(2 ** 64, 2 ** 63 + 1), 3 ** 40 == 3 ** 40)
print(f"{2 ** 80:,}", f"{2 ** 64:x}", f"{10 ** 20:e}", str(-2 ** 63))
