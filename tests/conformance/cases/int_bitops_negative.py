# Bit operations use two's complement with infinite sign extension.
for a in (5, -5, 0, -1, 12):
    for b in (3, -3, 0, -8):
        print(a, b, a & b, a | b, a ^ b)
print(~0, ~5, ~-5, -5 >> 1, -5 >> 10, -1 >> 100, 5 << 3, -5 << 3)
