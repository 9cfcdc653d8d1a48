# expect: memory MemoryError
# A22: 'a' * 10**11 (100 GB) must be refused before allocating.
s = "a" * 10 ** 11
