# expect: error TypeError
# [1, 2].index(1, 1.5): start was read as big-int internals whatever its type (a segfault); CPython's TypeError.
print([1, 2].index(1, 1.5))
