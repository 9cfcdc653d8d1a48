# expect: error ValueError
# int() of a 10**6-digit string is refused before the quadratic conversion.
n = int("1" * 10 ** 6)
