# expect: memory MemoryError
# The same width in an f-string.
s = f"{1:>10000000000}"
