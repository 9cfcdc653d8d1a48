# expect: memory MemoryError | error OverflowError
# 1 << 2**64.
x = 1 << 2 ** 64
