# expect: memory MemoryError | error OverflowError
# The same for lists.
x = [None] * 2 ** 62
