# Floor division and modulo on big ints keep floor semantics.
big = 10 ** 30 + 7
for a in (big, -big):
    for b in (3, -3, 10 ** 15, -(10 ** 15), big - 1):
        print(a // b, a % b)
print((-(2 ** 100)) // 7, (-(2 ** 100)) % 7)
print((2 ** 100) // -(2 ** 50), (2 ** 100) % -(2 ** 50 + 1))
