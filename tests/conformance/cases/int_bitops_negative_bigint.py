# Bit operations on negative big ints.
a = -(2 ** 100) + 12345
b = 2 ** 70 - 1
print(a & b, a | b, a ^ b)
print(~a, a >> 3, a >> 200, a << 5)
print((-(2 ** 64)) & 0xFFFF, (-(2 ** 64)) | 1, (2 ** 128 - 1) ^ -1)
print(-(2 ** 100) & -(2 ** 99), -(2 ** 100) | -(2 ** 99), -(2 ** 100) ^ -(2 ** 99))
