READ, WRITE, EXEC = 4, 2, 1
def perms_str(mode):
    return "".join(ch if mode & bit else "-" for ch, bit in zip("rwx", (READ, WRITE, EXEC)))
for m in [0o755, 0o644, 0o700]:
    print(oct(m), " ".join(perms_str((m >> s) & 7) for s in (6, 3, 0)))
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, 1024 >> 3, -16 >> 2)
print(bin(0b1011 & ~0b10), (255).bit_count() if hasattr(int, "bit_count") else 8, format(10, "08b"))
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(i) for i in range(9)], sum(1 << i for i in range(8)))
def subsets(items):
    return [[items[i] for i in range(len(items)) if mask >> i & 1] for mask in range(1 << len(items))]
print(subsets(["a", "b", "c"]))
print(int("ff", 16) ^ 0xAA, hex(0xdead_beef), 0o17, 0b_1111)
