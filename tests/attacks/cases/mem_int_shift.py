# expect: memory MemoryError
# 1 << 10**11.
x = 1 << 10 ** 11
