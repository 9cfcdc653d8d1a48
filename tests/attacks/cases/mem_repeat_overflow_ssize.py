# expect: error OverflowError | memory MemoryError
# Sizes beyond 2**63: no integer overflow in the size computation.
s = "ab" * 2 ** 62
