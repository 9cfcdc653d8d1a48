# expect: error OverflowError | memory MemoryError
# Widths beyond 2**63 (CPython: "Python int too large to convert to C ssize_t").
s = "abc".center(2 ** 63)
