# Padding and centering.
print(repr("ab".center(7)), repr("ab".center(6, "*")), repr("abc".center(6, "-")), repr("abc".center(2)))
print(repr("ab".ljust(5, ".")), repr("ab".rjust(5)), repr("42".zfill(5)), repr("-42".zfill(6)), repr("+7".zfill(4)), repr("abc".zfill(2)))
print(repr("x".center(4)), repr("xy".center(5)), repr("".center(3, "a")))
try:
    "a".center(5, "ab")
except TypeError as e:
    print(type(e), e)
