# expect: ops | memory MemoryError
# Sorting 10**8 items charges n log n or runs out of memory first.
x = sorted(range(10 ** 8, 0, -1))
