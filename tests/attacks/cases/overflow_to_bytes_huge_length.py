# expect: error OverflowError | memory MemoryError
# to_bytes with a huge length.
b = (1).to_bytes(2 ** 62, "big")
