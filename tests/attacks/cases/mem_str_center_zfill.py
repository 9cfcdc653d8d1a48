# expect: memory MemoryError
# center and zfill likewise.
s = "x".center(10 ** 11)
t = "1".zfill(10 ** 11)
