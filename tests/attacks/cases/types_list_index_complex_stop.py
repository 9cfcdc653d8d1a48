# expect: error TypeError
# A complex stop supplied the pointer the big-int read followed (an 8-byte read at a chosen address).
print([1, 2].index(1, 0, complex(1, 2)))
