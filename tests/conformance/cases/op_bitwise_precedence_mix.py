# Bitwise operators mixed with comparisons.
a, b = 6, 3
print(a & b, a | b, a ^ b, a & b == 2, (a & b) == 2, a | b > 6, a << 1 | 1, a >> 1 & 1, a & -a, a & (a - 1))
flags = 0
for bit in (0, 3, 5):
    flags |= 1 << bit
print(flags, bin(flags), [i for i in range(8) if flags >> i & 1], flags & ~(1 << 3))
