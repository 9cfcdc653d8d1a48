# expect: memory MemoryError
# pow() with a huge result.
x = pow(3, 10 ** 10)
