# expect: memory MemoryError | error OverflowError
# to_bytes with a huge length.
b = (1).to_bytes(2 ** 62, "big")
