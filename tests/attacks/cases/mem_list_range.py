# expect: memory MemoryError
# Materialising a huge range.
x = list(range(10 ** 10))
