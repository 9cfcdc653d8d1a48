# expect: memory MemoryError
# %-formatting with a * width.
s = "%0*d" % (10 ** 11, 1)
