# expect: error OverflowError
# to_bytes with too few bytes.
b = (2 ** 64).to_bytes(8, "big")
