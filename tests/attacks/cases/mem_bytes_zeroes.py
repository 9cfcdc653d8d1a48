# expect: memory MemoryError
# bytes(n) allocates n zero bytes.
b = bytes(10 ** 11)
