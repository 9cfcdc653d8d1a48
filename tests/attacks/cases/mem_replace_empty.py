# expect: memory MemoryError
# replace with an empty pattern multiplies the length.
s = ("a" * 10 ** 5).replace("", "b" * 10 ** 5)
