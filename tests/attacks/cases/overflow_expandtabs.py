# expect: error OverflowError | memory MemoryError
# A tab size beyond the C int range.
s = "x\ty".expandtabs(2 ** 62)
