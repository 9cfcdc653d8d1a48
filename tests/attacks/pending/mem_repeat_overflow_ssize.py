# expect: memory MemoryError | error OverflowError
# Sizes beyond 2**63: no integer overflow in the size computation.
s = "ab" * 2 ** 62
