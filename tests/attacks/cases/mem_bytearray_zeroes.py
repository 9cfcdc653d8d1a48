# expect: memory MemoryError
# bytearray(n) likewise.
b = bytearray(10 ** 11)
