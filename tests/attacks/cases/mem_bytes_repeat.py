# expect: memory MemoryError
# b'x' * 10**11.
b = b"x" * 10 ** 11
