# Big-int arithmetic identities.
a = 987654321987654321987654321
b = 123456789123456789
print(a + b, a - b, a * b, a // b, a % b)
print(-a + b, -a * b, -a // b, -a % b)
print(a * 0, a - a, a * -1, (a * b) // b == a)
f = 1
for i in range(1, 31):
    f *= i
print(f, f // (2 ** 26), f % 1000003)
