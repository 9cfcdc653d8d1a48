# expect: memory MemoryError
# join of a big list of big strings.
s = "-".join(["x" * 10 ** 6] * 10 ** 5)
