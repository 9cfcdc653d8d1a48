# expect: error OverflowError | memory MemoryError
# 1 << 2**64.
x = 1 << 2 ** 64
