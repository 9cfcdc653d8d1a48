# str/repr of big ints, negative big ints, and literals with underscores.
n = 123456789012345678901234567890
print(n, -n, n * n, repr(n), str(-n))
print(1_000_000, 0x_FF, 0o_17, 0b_1010, 1_2_3)
print(2 ** 200, -(3 ** 150))
print(10 ** 100 + 1)
print(int(str(7 ** 300)) == 7 ** 300)
