# expect: error ValueError | memory MemoryError
# A precision beyond the C int range in a format spec.
s = format(1.5, ".2147483648f")
