# expect: error ValueError | memory MemoryError
# A huge float precision (CPython builds the 1 GB string).
s = f"{1.5:.1000000000f}"
