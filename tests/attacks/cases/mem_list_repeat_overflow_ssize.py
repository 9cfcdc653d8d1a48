# expect: error OverflowError | memory MemoryError
# The same for lists.
x = [None] * 2 ** 62
