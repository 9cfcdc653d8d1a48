# expect: memory MemoryError
# (1,) * 10**10.
t = (1,) * 10 ** 10
