# expect: error OverflowError | error ValueError | memory MemoryError
# '%.*f' with a huge precision argument.
s = "%.*f" % (2 ** 31, 1.5)
