# expect: memory MemoryError
# 10 ** 10**10, the decimal variant.
x = 10 ** 10 ** 10
