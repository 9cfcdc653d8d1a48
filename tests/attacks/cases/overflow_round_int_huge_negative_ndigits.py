# expect: ok | ops | memory MemoryError
# round(int, -(2**63)): CPython computes 10 ** (2**63) and never returns; we must not hang.
assert round(12345, -(2 ** 63)) == 0
print("ok")
