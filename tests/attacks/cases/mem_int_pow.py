# expect: memory MemoryError
# A22: 2 ** 10**10 has 10**10 bits; preflight the size of ** before computing it.
x = 2 ** 10 ** 10
