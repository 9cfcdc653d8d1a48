# expect: memory MemoryError
# [0] * 10**10.
x = [0] * 10 ** 10
